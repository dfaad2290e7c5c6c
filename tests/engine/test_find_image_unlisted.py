"""An image looked for in several folders (find_image: a COCO file's images beside it and
in images/) is the first folder's that holds it, in a scan as outside one. A folder that
can be passed through but not listed (--x) was asked only by its listing in a scan, so
the same name in a later folder won: a different picture in a scan than outside."""

from __future__ import annotations

import os

from engine.sources import scan_memo
from engine.sources.annotation_files import find_image


def _two_folders(tmp_path):
    for d in ("A", "B"):
        (tmp_path / d).mkdir()
        (tmp_path / d / "x.jpg").write_bytes(d.encode())
    return [str(tmp_path / "A"), str(tmp_path / "B")]


def _traverse_only(monkeypatch, folder):
    """``folder`` cannot be listed (as root, chmod 111 does not stop a listing)."""
    listed = scan_memo._list

    def refused(path):
        if os.path.abspath(path) == folder:
            raise PermissionError(13, "Permission denied", path)
        return listed(path)

    monkeypatch.setattr(scan_memo, "_list", refused)


def test_a_folder_that_cannot_be_listed_is_asked_in_its_turn(tmp_path, monkeypatch):
    folders = _two_folders(tmp_path)
    _traverse_only(monkeypatch, folders[0])
    outside = find_image("x.jpg", folders)
    with scan_memo.within():
        inside = find_image("x.jpg", folders)
        by_stem = find_image("x", folders)
    assert inside == outside == by_stem == os.path.join(folders[0], "x.jpg")


def test_a_listed_folder_without_the_name_is_passed_over(tmp_path, monkeypatch):
    folders = _two_folders(tmp_path)
    os.remove(os.path.join(folders[0], "x.jpg"))
    with scan_memo.within():
        assert find_image("x.jpg", folders) == os.path.join(folders[1], "x.jpg")
        assert not scan_memo.unlisted(folders[0])
