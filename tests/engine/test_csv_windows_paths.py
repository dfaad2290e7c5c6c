"""A table saved on Windows names its images 画像\\写真_0.png: where "/" separates folders
that was "file not found … check the path" on every row. Such a path is read with "/" when
the file is there (said once in a notice); when it is not, the reason names the
backslashes. On Windows the path is read as written, as before."""

from __future__ import annotations

import os
import unicodedata

import pytest
from PIL import Image

from engine.reason_codes import describe
from engine.sources import csv_table
from engine.sources.discover import scan
from tests.engine.annotated_sources import cp932_table

pytestmark = pytest.mark.skipif(os.sep != "/", reason="backslashes separate folders here")


def test_windows_paths_are_read_with_slashes_and_said_once(tmp_path):
    src = cp932_table(tmp_path, ["画像\\写真_0.png,猫", "画像\\写真_1.png,犬",
                                 "画像/写真_2.png,犬"])
    r = scan(src)
    assert r.rejected == []
    assert [s.name for s in r.samples] == ["画像/写真_0.png", "画像/写真_1.png",
                                           "画像/写真_2.png"]
    backslash = [n for n in r.notices if describe(n)[0] == "csv.backslashes"]
    assert len(backslash) == 1
    assert describe(backslash[0])[1] == {"file": "t.csv", "n": "2", "path": "画像/写真_0.png"}


def test_a_windows_path_to_no_file_says_so(tmp_path):
    src = cp932_table(tmp_path, ["画像\\写真_0.png,猫", "画像\\なし.png,犬", "画像/ない.png,犬"])
    r = scan(src)
    why = {os.path.basename(x.path): x.reason for x in r.rejected}
    assert describe(why["画像\\なし.png"]) == ("file.csv_missing_backslashes", {"line": "3"})
    assert describe(why["ない.png"]) == ("file.csv_missing", {"line": "4"})


def test_a_file_named_with_a_backslash_is_read_as_written(tmp_path):
    src = cp932_table(tmp_path, ["画像\\写真_0.png,猫", "画像/写真_1.png,犬"])
    Image.new("RGB", (8, 8)).save(tmp_path / "画像\\写真_0.png")   # one file, so named
    r = scan(src)
    assert [s.name for s in r.samples] == ["画像\\写真_0.png", "画像/写真_1.png"]
    assert not [n for n in r.notices if describe(n)[0] == "csv.backslashes"]


def test_on_windows_the_path_is_left_as_written(tmp_path, monkeypatch):
    cp932_table(tmp_path, [])
    monkeypatch.setattr(csv_table.os, "sep", "\\")
    assert csv_table.windows_path(str(tmp_path), "画像\\写真_0.png") == ("画像\\写真_0.png",
                                                                       False)


def test_a_multilabel_table_reads_windows_paths_too(tmp_path):
    src = cp932_table(tmp_path, ["画像\\写真_0.png,猫;犬", "画像\\写真_1.png,犬"],
                      header="ファイル名,ラベル")
    r = scan(src)
    assert r.task == "multilabel" and r.rejected == [] and len(r.samples) == 2
    assert [describe(n)[0] for n in r.notices].count("csv.backslashes") == 1


def test_a_multilabel_windows_path_to_no_file_says_so_as_the_class_table(tmp_path):
    src = cp932_table(tmp_path, ["画像\\写真_0.png,猫;犬", "画像\\なし.png,犬"])
    r = scan(src)
    assert r.task == "multilabel"
    assert [describe(x.reason) for x in r.rejected] == [
        ("file.csv_missing_backslashes", {"line": "3"})]   # was the generic "image not found"


def test_korean_names_a_mac_decomposed_are_the_names_the_table_gives(tmp_path):
    """The table typed on Windows (composed), the folder 사진/ made here (composed), the
    pictures in it unzipped from a Mac (decomposed): every row was "file not found",
    the same name to the eye as the file's."""
    os.makedirs(tmp_path / "사진")
    for n in ("현미경_0.png", "현미경_1.png"):
        Image.new("RGB", (8, 8)).save(tmp_path / "사진" / unicodedata.normalize("NFD", n))
    src = tmp_path / "t.csv"
    src.write_text("path,label\n사진/현미경_0.png,세포\n사진/현미경_1.png,핵\n",
                   encoding="utf-8")
    r = scan(str(src))
    assert r.rejected == [], [(x.path, x.reason) for x in r.rejected]
    assert len(r.samples) == 2 and all(os.path.isfile(s.path) for s in r.samples)


def test_backslashed_rows_find_pictures_a_mac_wrote(tmp_path):
    """The same table as Windows writes its paths, 사진\\현미경_0.png: the other Unicode
    form was sought for the path as written, backslashes and all, and the path with / was
    read only as written, so each row was "file not found" (both of the day's fixes, one
    table)."""
    os.makedirs(tmp_path / "사진")
    for n in ("현미경_0.png", "현미경_1.png"):
        Image.new("RGB", (8, 8)).save(tmp_path / "사진" / unicodedata.normalize("NFD", n))
    src = tmp_path / "t.csv"
    src.write_text("path,label\n사진\\현미경_0.png,세포\n사진\\현미경_1.png,핵\n",
                   encoding="utf-8")
    r = scan(str(src))
    assert r.rejected == [], [(x.path, x.reason) for x in r.rejected]
    assert len(r.samples) == 2 and all(os.path.isfile(s.path) for s in r.samples)
