"""Tables as Excel saves them outside the UTF-8 world: "CSV (comma delimited)" in Shift-JIS
(cp932) on Japanese Windows and in cp949 on Korean Windows, "Unicode text" in UTF-16 with
tabs, and semicolons where Excel's decimal mark is a comma. They were refused ("not UTF-8
text") or read as one column; now each is read (said in a notice) by the scan and by the
conversion alike, and the labels reach the records and labels.txt as Unicode."""

from __future__ import annotations

import pytest
from PIL import Image

from engine.reason_codes import describe
from engine.sources.discover import scan
from tests.engine.conftest import read_tfrecords, run_cli

NOT_UTF8 = "the file is not UTF-8 text. Save it as 'CSV UTF-8' and try again."

JA = ("画像", "ファイル名", "ラベル", (("正常_1", "正常"), ("正常_2", "正常"), ("異常_1", "異常")))
KO = ("이미지", "파일명", "레이블", (("정상_1", "정상"), ("정상_2", "정상"), ("불량_1", "불량")))


def _table(root, words, encoding: str, sep: str = ",", name: str = "t.csv",
           bom: bytes = b"") -> str:
    folder, path_title, label_title, rows = words
    (root / folder).mkdir(parents=True)
    lines = [f"{path_title}{sep}{label_title}"]
    for stem, label in rows:
        Image.new("RGB", (16, 12), (30, 120, 200)).save(root / folder / f"{stem}.png")
        lines.append(f"{folder}/{stem}.png{sep}{label}")
    (root / name).write_bytes(bom + ("\r\n".join(lines) + "\r\n").encode(encoding))
    return str(root / name)


CASES = {   # id: (words, encoding, delimiter, file name, byte-order mark, notices)
    "shift-jis": (JA, "cp932", ",", "t.csv", b"", [
        "t.csv is not UTF-8 text: it is read as Shift-JIS (cp932). The labels are written to "
        "the dataset as Unicode (UTF-8)"]),
    "cp949": (KO, "cp949", ",", "t.csv", b"", [
        "t.csv is not UTF-8 text: it is read as EUC-KR (cp949). The labels are written to the "
        "dataset as Unicode (UTF-8)"]),
    "semicolons": (JA, "utf-8", ";", "t.csv", b"\xef\xbb\xbf", [
        "t.csv: its columns are separated by semicolons (;), as Excel saves CSV files in many "
        "languages, and are read so"]),
    "shift-jis-semicolons": (JA, "cp932", ";", "t.csv", b"", [
        "t.csv is not UTF-8 text: it is read as Shift-JIS (cp932). The labels are written to "
        "the dataset as Unicode (UTF-8)",
        "t.csv: its columns are separated by semicolons (;), as Excel saves CSV files in many "
        "languages, and are read so"]),
    "utf-16-unicode-text": (KO, "utf-16-le", "\t", "t.txt", b"\xff\xfe", [
        "t.txt is not UTF-8 text: it is read as UTF-16. The labels are written to the dataset "
        "as Unicode (UTF-8)",
        "t.txt: its columns are separated by tabs, and are read so"]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_excel_tables_are_scanned_with_their_labels_in_unicode(tmp_path, case):
    words, encoding, sep, name, bom, notices = CASES[case]
    src = _table(tmp_path, words, encoding, sep, name, bom)
    r = scan(src)
    folder, _, _, rows = words
    assert r.rejected == [] and r.notices == notices
    assert sorted((s.name, s.label_text) for s in r.samples) == sorted(
        (f"{folder}/{stem}.png", label) for stem, label in rows)
    assert r.labels == sorted({label for _, label in rows})
    assert {describe(n)[0] for n in notices} <= {"csv.encoding", "csv.semicolons", "csv.tabs"}


@pytest.mark.parametrize("case", ["shift-jis", "cp949", "shift-jis-semicolons",
                                  "utf-16-unicode-text"])
def test_the_conversion_reads_the_table_as_the_scan_did(tmp_path, case):
    words, encoding, sep, name, bom, notices = CASES[case]
    src = _table(tmp_path / "src", words, encoding, sep, name, bom)
    out = tmp_path / "out"
    code, events, err = run_cli("convert", src, "--out", str(out), "--workers", "1")
    assert code == 0, err
    _, _, _, rows = words
    labels = sorted({label for _, label in rows})
    assert (out / "labels.txt").read_text(encoding="utf-8").split() == labels
    records = read_tfrecords(sorted(out.glob("*.tfrecord")))
    got = sorted((r["image/filename"].decode(), r["image/class/text"].decode(),
                  int(r["image/class/label"])) for r in records)
    assert got == sorted((f"{words[0]}/{stem}.png", label, labels.index(label))
                         for stem, label in rows)
    assert not (out / "rejected.csv").exists() or len(
        (out / "rejected.csv").read_text(encoding="utf-8").splitlines()) <= 1
    for notice in notices:   # the run says how it read the table, too
        assert notice in err, err


def test_the_window_gets_the_notices_with_their_codes(tmp_path):
    rc, out, err = run_cli("scan", _table(tmp_path, KO, "cp949"), "--json")
    assert rc == 0, err
    assert out[0]["labels"] == ["불량", "정상"]
    assert out[0]["notice_codes"] == [["csv.encoding",
                                       {"file": "t.csv", "encoding": "EUC-KR (cp949)"}]]


def test_the_files_it_names_decide_between_japanese_and_korean(tmp_path):
    # Half-width katakana in an even number of bytes is also valid Korean text, all
    # of it everyday Hangul and Hanja: only the file the table names tells them apart.
    from engine.sources.table_text import typical_share
    words = ("img", "path", "label", (("ｶﾒﾗｰ_1", "ｶﾒﾗｰ"), ("ﾚﾝｽﾞ_2", "ﾚﾝｽﾞ")))
    src = _table(tmp_path, words, "cp932")
    korean = (tmp_path / "t.csv").read_bytes().decode("cp949")   # (it decodes as Korean)
    assert typical_share(korean, "cp949", False) == 1.0
    r = scan(src)
    assert sorted(s.label_text for s in r.samples) == ["ｶﾒﾗｰ", "ﾚﾝｽﾞ"] and r.rejected == []
    assert "Shift-JIS (cp932)" in r.notices[0]


def test_a_table_in_neither_or_either_language_is_refused_with_the_advice(tmp_path):
    Image.new("RGB", (8, 8)).save(tmp_path / "a.png")
    # Latin-1 (a European Excel's ANSI code page) decodes as neither
    (tmp_path / "latin1.csv").write_bytes("path,label\na.png,café\n".encode("latin-1"))
    # these bytes are everyday Kanji in cp932 (爍莢) and everyday Hanja in cp949 (胥娥), and
    # no file name tells which
    (tmp_path / "either.csv").write_bytes(b"path,label\r\na.png,\xe0\xa1\xe4\xb0\r\n")
    for name in ("latin1.csv", "either.csv"):
        with pytest.raises(Exception) as e:
            scan(str(tmp_path / name))
        assert str(e.value) == f"{tmp_path / name}: {NOT_UTF8}"
        assert describe(str(e.value))[0] == "csv.not_utf8"


def test_quoted_commas_and_semicolons_in_names_do_not_move_the_columns(tmp_path):
    for stem in ("a;b", "c", "d, e"):
        Image.new("RGB", (8, 8)).save(tmp_path / f"{stem}.png")
    (tmp_path / "comma.csv").write_text("path,label\na;b.png,cat\nc.png,dog\n",
                                        encoding="utf-8")
    r = scan(str(tmp_path / "comma.csv"))
    assert [(s.name, s.label_text) for s in r.samples] == [("a;b.png", "cat"),
                                                           ("c.png", "dog")]
    assert r.notices == [] and r.rejected == []
    (tmp_path / "semi.csv").write_text('path;label\n"d, e.png";"cat, big"\nc.png;dog\n',
                                       encoding="utf-8")
    r = scan(str(tmp_path / "semi.csv"))
    assert [(s.name, s.label_text) for s in r.samples] == [("d, e.png", "cat, big"),
                                                           ("c.png", "dog")]
    assert r.rejected == [] and len(r.notices) == 1 and "semicolons" in r.notices[0]
    # a .tsv is tab-separated whatever its cells hold
    (tmp_path / "t.tsv").write_text("path\tlabel\nc.png\tcat, big\n", encoding="utf-8")
    r = scan(str(tmp_path / "t.tsv"))
    assert [(s.name, s.label_text) for s in r.samples] == [("c.png", "cat, big")]
    assert r.notices == []


def test_multi_label_and_box_tables_are_read_alike(tmp_path):
    Image.new("RGB", (20, 20)).save(tmp_path / "猫.png")
    # a multi-label table (labels separated by ";") from Korean Excel: still commas
    (tmp_path / "tags.csv").write_bytes("path,labels\n猫.png,고양이;동물\n".encode("cp949"))
    r = scan(str(tmp_path / "tags.csv"))
    assert r.kind == "multilabel_csv" and r.labels == ["고양이", "동물"]
    assert r.samples[0].ann.texts == ("고양이", "동물")
    assert r.notices == ["tags.csv is not UTF-8 text: it is read as EUC-KR (cp949). The labels "
                         "are written to the dataset as Unicode (UTF-8)"]
    # the TF Object Detection box CSV, from a Japanese Excel set to semicolons
    (tmp_path / "boxes.csv").write_bytes(
        "filename;width;height;class;xmin;ymin;xmax;ymax\n猫.png;20;20;ねこ;2;2;10;10\n"
        .encode("cp932"))
    r = scan(str(tmp_path / "boxes.csv"))
    assert r.kind == "box_csv" and r.labels == ["ねこ"] and len(r.samples) == 1
    assert [describe(n)[0] for n in r.notices] == ["csv.encoding", "csv.semicolons"]


def test_a_utf8_comma_table_reads_as_before_and_says_nothing(tmp_path):
    # the samples (paths, sizes, labels) are what --resume's fingerprint hashes: a UTF-8
    # table gives the same ones, so a run interrupted before this change still resumes
    src = _table(tmp_path, JA, "utf-8", bom=b"\xef\xbb\xbf")
    r = scan(src)
    assert r.notices == [] and r.rejected == [] and len(r.samples) == 3
    from engine.sources.csv_table import load_table
    table = load_table(src)
    assert (table.encoding, table.delimiter, table.notices) == ("utf-8", ",", [])


@pytest.mark.parametrize("kind", ["csv", "multilabel_csv"])
def test_a_table_is_read_once_per_scan_and_afresh_by_the_next(tmp_path, kind):
    # multilabel.recognise read and parsed the whole table to look for label lists, and the
    # scan then read it again: every CSV source (a class table too) was decoded twice, a
    # 4-million-row table twice over
    from unittest import mock

    from engine.sources import csv_table
    src = _table(tmp_path, JA, "cp932")
    if kind == "multilabel_csv":
        text = (tmp_path / "t.csv").read_bytes().decode("cp932").replace("正常\r", "正常;良\r")
        (tmp_path / "t.csv").write_bytes(text.encode("cp932"))
    with mock.patch.object(csv_table, "decode_table", wraps=csv_table.decode_table) as read:
        r = scan(src)
        assert r.kind == kind and len(r.samples) == 3 and read.call_count == 1
        assert describe(r.notices[0])[0] == "csv.encoding"
        r = scan(src)   # the next scan reads it again (the files it names may have changed)
        assert len(r.samples) == 3 and read.call_count == 2
