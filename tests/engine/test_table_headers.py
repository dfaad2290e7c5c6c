"""A class table's first row of titles: titles in Japanese and Korean are known, and a row
of titles it does not know is read as titles (said in a notice), never as a row of data,
whose label cell became a class that moved the real labels' numbers."""

from __future__ import annotations

import json
import os

import pytest
from PIL import Image

from engine.reason_codes import describe
from engine.sources.discover import scan
from tests.engine.conftest import read_tfrecords, run_cli


def _table(root, header: str, sep: str = ",", bom: bool = True) -> str:
    (root / "画像").mkdir(parents=True)
    rows = [header] if header else []
    for name, label in (("正常_1", "正常"), ("正常_2", "正常"), ("異常_1", "異常"),
                        ("異常_2", "異常")):
        Image.new("RGB", (16, 12), (200, 30, 30)).save(root / "画像" / f"{name}.png")
        rows.append(f"画像/{name}.png{sep}{label}")
    path = root / "t.csv"
    path.write_bytes(("\ufeff" if bom else "").encode() + "\r\n".join(rows).encode() + b"\r\n")
    return str(path)


@pytest.mark.parametrize("header", [
    "ファイル名,ラベル", "画像,クラス", "パス,カテゴリ", "ﾌｧｲﾙ名,分類",   # (half-width kana)
    "파일명,레이블", "이미지,라벨", "파일 이름,클래스", "경로,분류",
    "File Name,Class",
])
def test_japanese_korean_and_other_known_titles_pick_the_columns(tmp_path, header):
    r = scan(_table(tmp_path, header))
    assert r.labels == ["正常", "異常"] and r.rejected == [] and r.notices == []
    assert [(s.name, s.label, s.label_text) for s in r.samples] == [
        ("画像/正常_1.png", 0, "正常"), ("画像/正常_2.png", 0, "正常"),
        ("画像/異常_1.png", 1, "異常"), ("画像/異常_2.png", 1, "異常")]


def test_titles_it_knows_pick_the_columns_in_any_order(tmp_path):
    (tmp_path / "a.png").write_bytes(b"x")
    (tmp_path / "t.csv").write_text("ラベル,メモ,ファイル名\ncat,first,a.png\n", encoding="utf-8")
    r = scan(str(tmp_path / "t.csv"))
    assert [(s.name, s.label_text) for s in r.samples] == [("a.png", "cat")]
    assert r.notices == ["t.csv: columns not read: 'メモ' (a class table has the columns path, "
                         "label and split)"]


def test_the_walks_table_is_converted_with_its_own_label_numbers(tmp_path):
    # bom.csv "ファイル名,ラベル": "ファイル名 — file not found (CSV line 1)" and a class ラベル
    # with no images, sorted first: 正常 was written as label 1 and 異常 as 2.
    src = _table(tmp_path / "src", "ファイル名,ラベル")
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", src, "--out", str(out), "--workers", "1")
    assert code == 0, err
    assert (out / "labels.txt").read_text(encoding="utf-8").split() == ["正常", "異常"]
    assert not (out / "rejected.csv").exists() or len(
        (out / "rejected.csv").read_text(encoding="utf-8").splitlines()) <= 1
    records = read_tfrecords(sorted(out.glob("*.tfrecord")))
    got = sorted((r["image/class/text"].decode(), int(r["image/class/label"])) for r in records)
    assert got == [("正常", 0), ("正常", 0), ("異常", 1), ("異常", 1)]


def test_a_first_row_of_unknown_titles_is_read_as_titles_and_said(tmp_path):
    src = _table(tmp_path, "Bilddatei,Etikett")
    r = scan(src)
    assert r.labels == ["正常", "異常"] and r.rejected == []
    assert [s.label for s in r.samples] == [0, 0, 1, 1]
    assert r.notices == [
        "t.csv: the first row ('Bilddatei', 'Etikett') is read as column titles, not as an "
        "image: it names no image file, and the rows below do. These titles are not ones this "
        "program knows, so the columns are read in their order: path, label, split"]
    code, params = describe(r.notices[0])
    assert code == "csv.unknown_header" and params["columns"] == "'Bilddatei', 'Etikett'"
    # and `scan --json` sends it with its code, for the window's language
    rc, out, err = run_cli("scan", src, "--json")
    assert rc == 0, err
    assert out[0]["notice_codes"] == [["csv.unknown_header",
                                       {"file": "t.csv", "columns": "'Bilddatei', 'Etikett'"}]]


def test_a_first_row_of_data_whose_image_is_missing_stays_data(tmp_path):
    # a path with an image's extension is data, found or not: "file not found (line 1)"
    src = _table(tmp_path, "画像/missing.png,正常", bom=False)
    r = scan(src)
    assert len(r.samples) == 4 and r.notices == []
    assert [(os.path.basename(x.path), x.reason) for x in r.rejected] == [
        ("missing.png", "file not found (CSV line 1); check the path")]
    # a table without a header: its first row is data
    r = scan(_table(tmp_path / "plain", ""))
    assert len(r.samples) == 4 and r.rejected == [] and r.notices == []


def test_a_title_row_is_never_a_class_in_the_scan_the_window_reads(tmp_path):
    rc, out, err = run_cli("scan", _table(tmp_path, "파일명,레이블"), "--json", "--list")
    assert rc == 0, err
    doc = out[0]
    assert doc["labels"] == ["正常", "異常"] and doc["problems"] == [] and doc["images"] == 4
    assert json.dumps(out[1:], ensure_ascii=False).count("레이블") == 0


def _split_table(root, header: str, splits=("train", "val", "test", "train")) -> str:
    (root / "画像").mkdir(parents=True)
    rows = [header]
    for i, split in enumerate(splits):
        Image.new("RGB", (16, 12), (200, 30, 30)).save(root / "画像" / f"写真_{i}.png")
        rows.append(f"画像/写真_{i}.png,{'正常' if i % 2 else '異常'},{split}")
    (root / "t.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(root / "t.csv")


@pytest.mark.parametrize("header", [
    "ファイル名,ラベル,分割", "画像,クラス,用途", "ファイル名,ラベル,セット",
    "파일명,레이블,분할", "이미지,라벨,용도", "파일명,클래스,세트",
])
def test_a_split_column_titled_in_japanese_or_korean_gives_the_splits(tmp_path, header):
    # "分割" was a column not read: every row went to train, and the note said only
    # "columns not read: '分割'"
    r = scan(_split_table(tmp_path, header))
    assert r.notices == [] and r.rejected == []
    assert [s.split for s in r.samples] == ["train", "val", "test", "train"]


def test_split_values_in_the_title_language_are_read_as_the_splits(tmp_path):
    # 学習/検証/テスト were refused as "unknown split '学習'" (tests/engine/test_split_aliases.py)
    r = scan(_split_table(tmp_path, "ファイル名,ラベル,分割", ("学習", "検証", "テスト", "学習")))
    assert [s.split for s in r.samples] == ["train", "val", "test", "train"]
    assert r.notices == ["t.csv: split values read as split names (the number of rows in "
                         "brackets): 学習 → train (2), 検証 → val (1), テスト → test (1)"]


def test_a_multilabel_table_reads_the_split_column_by_its_titles_too(tmp_path):
    (tmp_path / "画像").mkdir()
    rows = ["ファイル名,ラベル,分割"]
    for i, split in enumerate(("train", "val")):
        Image.new("RGB", (16, 12)).save(tmp_path / "画像" / f"{i}.png")
        rows.append(f"画像/{i}.png,cat;dog,{split}")
    (tmp_path / "m.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    r = scan(str(tmp_path / "m.csv"))
    assert r.task == "multilabel" and [s.split for s in r.samples] == ["train", "val"]


def _titled(root, header: str, rows) -> str:
    (root / "img").mkdir(parents=True)
    lines = [header]
    for name, labels, *cells in rows:
        Image.new("RGB", (16, 12), (200, 30, 30)).save(root / "img" / f"{name}.png")
        lines.append(",".join([f"img/{name}.png", labels, *cells]))
    path = root / "t.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_two_split_columns_the_first_is_the_split_for_both_tables(tmp_path):
    # the class table took the last, the multi-label table the first: they disagreed
    rows = [("a", "cat", "train", "A"), ("b", "dog", "val", "B")]
    r = scan(_titled(tmp_path / "c", "path,label,split,セット", rows))
    assert [s.split for s in r.samples] == ["train", "val"], r.notices
    rows = [("a", "cat;dog", "train", "A"), ("b", "dog", "val", "B")]
    r = scan(_titled(tmp_path / "m", "path,labels,split,セット", rows))
    assert r.task == "multilabel" and r.rejected == []
    assert [s.split for s in r.samples] == ["train", "val"]


def test_an_unknown_split_names_the_column_read_as_the_split(tmp_path):
    # a セット column meant otherwise (a photo set) refuses the table: the message says why
    from engine.errors import SourceError
    src = _titled(tmp_path / "c", "path,label,セット", [("a", "cat", "A")])
    with pytest.raises(SourceError) as e:
        scan(src)
    assert "unknown split 'A' in the column 'セット'" in str(e.value)
    code, params = describe(str(e.value))
    assert code == "csv.unknown_split_column_named" and params["column"] == "'セット'"
    src = _titled(tmp_path / "m", "path,labels,용도",
                       [("a", "cat;dog", "A"), ("b", "dog", "train")])
    r = scan(src)
    assert [describe(x.reason) for x in r.rejected] == [("ann.csv_unknown_split_column", {
        "file": "t.csv", "line": "2", "split": "'A'", "column": "'용도'"})]
