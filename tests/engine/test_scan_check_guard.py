"""One file whose check fails inside (a bug of ours) is that file's problem, never the end
of the scan: engine.codecs.scan_checks.check_file promised never to raise, but an error in
a refusal, or in its own error handler's (a file that cannot be opened), ended the window's
scan and `engine scan` for the whole source. The file is named with the run worker's words
for what it did not expect ("unexpected decoder error: ...", coded, so the window says it
in its language); the other files are checked as before."""

from __future__ import annotations

import os

import pytest
from PIL import Image

from engine.codecs import refusals
from engine.codecs.scan_checks import check_file
from engine.commands import cli


def _source(root):
    src = root / "src"
    for cls in ("cat", "dog"):
        (src / cls).mkdir(parents=True)
        for i in range(2):
            Image.new("RGB", (20, 20), (90 * i, 40, 200)).save(src / cls / f"{i}.png")
    (src / "cat" / "notes.jpg").write_bytes(b"these are notes\n")
    os.symlink("nowhere.jpg", src / "dog" / "gone.jpg")   # (opening it fails: its handler)
    return src


@pytest.fixture
def buggy(monkeypatch):
    """Refusals that raise, as a bug would: for the text file, and for any file that
    cannot be opened (check_file's error handler)."""
    real = refusals.not_an_image

    def not_an_image(head, f=None):
        if head.startswith(b"these are notes"):
            raise RuntimeError("a bug in not_an_image")
        return real(head, f)

    def unopened_file(e):
        raise KeyError("a bug in unopened_file")

    monkeypatch.setattr(refusals, "not_an_image", not_an_image)
    monkeypatch.setattr(refusals, "unopened_file", unopened_file)


def test_a_check_that_raises_is_that_file_s_problem(tmp_path, buggy):
    src = _source(tmp_path)
    notes = check_file(str(src / "cat" / "notes.jpg"))
    assert notes.problem == ("unexpected decoder error: RuntimeError: a bug in not_an_image; "
                             "save it again as JPEG or PNG, or take it out of the source")
    assert notes.code == "file.decoder_error" and not notes.is_image
    gone = check_file(str(src / "dog" / "gone.jpg"))
    assert gone.problem.startswith("unexpected decoder error: KeyError: ")
    assert check_file(str(src / "cat" / "0.png")).problem == ""


def test_engine_scan_names_the_file_and_goes_on(tmp_path, buggy, capsys):
    src = _source(tmp_path)
    assert cli.main(["scan", str(src), "--all"]) == 0
    out = capsys.readouterr().out
    assert "cat/notes.jpg: unexpected decoder error: RuntimeError: a bug in not_an_image" \
        in out, out
    assert "4 images will be converted" in out, out


def test_a_read_error_of_its_first_bytes_is_the_files_unopened_problem(tmp_path, monkeypatch):
    """A file that opens but cannot be read (a disk error, a share gone) is said as one that
    cannot be opened, the run's words, not "unexpected decoder error" (its first and last
    bytes were read outside the check's own OSError handling)."""
    from engine.codecs import scan_checks
    path = tmp_path / "a.png"
    Image.new("RGB", (8, 8)).save(path)
    real = scan_checks._Opened.__init__

    def failing(self, p, f):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(scan_checks._Opened, "__init__", failing)
    got = check_file(str(path))
    assert got.problem == str(refusals.unopened_file(OSError(5, "Input/output error"))), got
    assert "unexpected" not in got.problem and got.code != "file.decoder_error", got
    monkeypatch.setattr(scan_checks._Opened, "__init__", real)
    assert check_file(str(path)).problem == ""
