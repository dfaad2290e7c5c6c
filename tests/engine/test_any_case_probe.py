"""scan_memo.any_case, which tells whether a folder's disk finds names in other capitals
(then a table's names are spelled as the folder lists them: CAT.JPG and cat.jpg one
image), asked as a Windows share answers it (tests.engine.casefold_fs, simulated): by
simple upper/lower case, with no ß = SS, and on a share that numbers each name it is
asked for (CIFS's noserverino: no two stats of one file have one inode number)."""

from __future__ import annotations

import os
import unicodedata

import pytest

from engine.sources import scan_memo
from tests.engine import casefold_fs
from tests.engine.casefold_fs import installed


def _windows_key(name: str) -> str:
    """NTFS's upcase table: one letter for one (ß is no SS)."""
    return "".join(c.lower() if len(c.lower()) == 1 else c
                   for c in unicodedata.normalize("NFC", name))


@pytest.fixture
def windows(monkeypatch):
    monkeypatch.setattr(casefold_fs, "_key", _windows_key)


def _noserverino(monkeypatch):
    """Each stat of a name gets a number of its own (the layer installed: after it)."""
    stat = os.stat

    def numbered(path, *a, **k):
        st = stat(path, *a, **k)
        if isinstance(path, int):
            return st
        fields = list(st)
        fields[1] = hash(os.path.abspath(os.fspath(path))) % (1 << 40)
        return os.stat_result(fields)

    monkeypatch.setattr(os, "stat", numbered)


def _pics(tmp_path, *names):
    folder = tmp_path / "pics"
    folder.mkdir()
    for n in names:
        (folder / n).write_bytes(b"x" + n.encode())
    return str(folder)


def test_a_name_whose_other_case_is_longer_does_not_make_the_folder_case_sensitive(
        tmp_path, windows):
    """straße.jpg.swapcase() is STRASSE.JPG, which Windows does not take for it: the
    folder was kept as case-sensitive, and CAT.JPG then named a second cat.jpg."""
    folder = _pics(tmp_path, "straße.jpg", "cat.jpg")
    with installed(tmp_path), scan_memo.within():
        assert scan_memo.any_case(folder, "straße.jpg")
        assert scan_memo.any_case(folder, "cat.jpg")
        assert scan_memo.as_listed(folder, "CAT.JPG") == "cat.jpg"


def test_a_name_without_an_ascii_letter_concludes_nothing(tmp_path, windows):
    folder = _pics(tmp_path, "ß.jpg", "cat.jpg")
    os.rename(os.path.join(folder, "ß.jpg"), os.path.join(folder, "ßß"))
    with installed(tmp_path), scan_memo.within():
        assert scan_memo.any_case(folder, "ßß")   # (not known: listed, not kept)
        assert scan_memo.any_case(folder, "cat.jpg")


def test_a_share_that_numbers_each_name_finds_names_in_other_capitals(
        tmp_path, monkeypatch):
    folder = _pics(tmp_path, "cat.jpg")
    with installed(tmp_path), scan_memo.within():
        _noserverino(monkeypatch)
        assert scan_memo.any_case(folder, "cat.jpg")
        assert scan_memo.as_listed(folder, "CAT.JPG") == "cat.jpg"


def test_a_case_sensitive_disk_is_still_told(tmp_path):
    folder = _pics(tmp_path, "straße.jpg", "cat.jpg")
    with scan_memo.within():
        assert not scan_memo.any_case(folder, "straße.jpg")
        assert not scan_memo.any_case(folder, "cat.jpg")
