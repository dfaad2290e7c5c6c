"""Bad input in CSV sources (issue 3): a BOM, CRLF, blank lines, quotes, missing files and
duplicate or unlabeled rows are handled per row; a table that is wrong as a whole (unknown
split, no label column, no usable row) is refused before anything is written. Awkward
paths round-trip through rejected.csv."""

from __future__ import annotations

from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol


def test_rejected_csv_round_trips_awkward_paths(tmp_path):
    from engine.run.side_files import write_rejected
    rows = [("/a/猫, \"q\".jpg", "reason, with comma", "decode"), ("/b/고양이 1.jpg", "x", "scan")]
    write_rejected(str(tmp_path), rows)
    assert [tuple(r.values()) for r in F.rejected_rows(tmp_path)] == rows


@pytest.fixture(scope="module")
def csv_run(tmp_path_factory):
    root = tmp_path_factory.mktemp("csvsrc")
    img = root / "img"
    names = ["猫 1.jpg", "사진, 2.jpg", 'say "hi".jpg', "dup.jpg", "plain.png"]
    for i, n in enumerate(names):
        F.write(img / n, F.encode(F.solid(color=(30 * i, 80, 120)), "PNG" if n.endswith(".png")
                                  else "JPEG"))
    lines = [
        "path,label,split",
        "img/猫 1.jpg,猫,train",
        "",
        '"img/사진, 2.jpg","고양이, 한국",train',
        '"img/say ""hi"".jpg","quote ""q""",val',
        "img/missing.jpg,猫,train",
        "",
        "img/猫 1.jpg,猫,train",
        "img/dup.jpg,dog,train",
        "img/dup.jpg,cat,val",
        "  ,  ,  ",
        "img/plain.png,dog,",
    ]
    text = "\ufeff" + "\r\n".join(lines) + "\r\n"
    (root / "list.csv").write_bytes(text.encode("utf-8"))
    out = root / "out"
    code, events, err = F.run_engine(F.engine_argv(root / "list.csv", out, "--workers", "2"))
    return root, out, code, events, err


def test_csv_bom_crlf_blank_lines_quotes(csv_run):
    root, out, code, events, err = csv_run
    assert code == protocol.EXIT_OK, err
    recs = F.records_by_name(out)
    assert set(recs) == {"img/猫 1.jpg", "img/사진, 2.jpg", 'img/say "hi".jpg', "img/dup.jpg",
                         "img/plain.png"}
    assert recs["img/사진, 2.jpg"]["image/class/text"].decode() == "고양이, 한국"
    assert recs['img/say "hi".jpg']["image/class/text"].decode() == 'quote "q"'
    assert recs["img/猫 1.jpg"]["image/class/text"].decode() == "猫"
    labels = (out / "labels.txt").read_text(encoding="utf-8").splitlines()
    assert "path" not in labels and "label" not in labels    # the header is not data
    for r in recs.values():
        assert labels[r["image/class/label"]] == r["image/class/text"].decode()
    splits = F.manifest(out)["splits"]
    assert splits["val"]["records"] == 1 and splits["train"]["records"] == 4


def test_csv_row_naming_missing_file(csv_run):
    root, out, *_ = csv_run
    rows = {Path(r["path"]).name: r for r in F.rejected_rows(out)}
    assert "file not found (CSV line 6)" in rows["missing.jpg"]["reason"]


def test_csv_duplicate_rows_first_kept(csv_run):
    root, out, *_ = csv_run
    reasons = [r["reason"] for r in F.rejected_rows(out)
               if r["reason"].startswith(("duplicate row", "conflicting rows"))]
    assert len(reasons) == 2
    assert any("line 8 repeats line 2 (the same label)" in r for r in reasons)
    assert any("line 10 gives this image the label" in r and "line 9 the label 'dog'" in r
               for r in reasons)
    recs = F.records_by_name(out)
    assert recs["img/dup.jpg"]["image/class/text"] == b"dog"   # the first row wins


def _csv_error(tmp_path, text: str):
    (tmp_path / "a.jpg").write_bytes(F.encode(F.solid(), "JPEG"))
    (tmp_path / "list.csv").write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(tmp_path / "list.csv", out))
    assert code == protocol.EXIT_BAD_SOURCE == 3, err
    assert not out.exists(), "nothing may be written before the CSV is known to be good"
    assert not F.types(events, "item_failed")
    return F.types(events, "run_failed")[-1]["message"]


def test_csv_unknown_split_is_refused_before_writing(tmp_path):
    msg = _csv_error(tmp_path, "path,label,split\na.jpg,cat,train\na.jpg,dog,trian\n")
    assert "line 3" in msg and "unknown split 'trian'" in msg
    # a name --split could give is offered; one it could not (a dash) is not
    assert msg.endswith("or name it in --split (e.g. --split train=0.9,trian=0.1: rows that "
                        "name a split keep it).")
    (tmp_path / "dash").mkdir()
    msg = _csv_error(tmp_path / "dash", "path,label,split\na.jpg,cat,fold-1\n")
    assert msg.endswith("unknown split 'fold-1' in the column 'split'. Use one of dev, eval, "
                        "holdout, test, train, val, validation (or 訓練, 学習, トレーニング, "
                        "検証, バリデーション, テスト, 試験, 評価, 훈련, 학습, 트레이닝, 검증, "
                        "밸리데이션, 테스트, 시험, 평가, training, valid, validate, testing, "
                        "evaluation).")


def test_csv_missing_label_column_is_refused_before_writing(tmp_path):
    msg = _csv_error(tmp_path, "path,split\na.jpg,train\n")
    assert "no 'label' column" in msg


def test_csv_single_column_is_refused_before_writing(tmp_path):
    msg = _csv_error(tmp_path, "a.jpg\n")
    assert "label column is missing" in msg


def test_csv_rows_without_a_label_or_path_are_skipped_and_the_rest_converted(tmp_path):
    # One slip in a table of thousands must not stop the run (it did: "line 83: the label
    # is missing"); it is listed with its line, like a missing file.
    for name in ("a.jpg", "b.jpg", "c.jpg"):
        (tmp_path / name).write_bytes(F.encode(F.solid(), "JPEG"))
    (tmp_path / "list.csv").write_text(
        "path,label\na.jpg,cat\nb.jpg\n,dog\nc.jpg,dog\n", encoding="utf-8")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(tmp_path / "list.csv", out))
    assert code == protocol.EXIT_OK, err
    assert set(F.records_by_name(out)) == {"a.jpg", "c.jpg"}
    reasons = {Path(r["path"]).name: r["reason"] for r in F.rejected_rows(out)}
    assert reasons["b.jpg"] == "the label is missing; every row needs path,label (CSV line 3)"
    assert reasons["list.csv"] == "the path is empty (CSV line 4)"


def test_csv_without_one_usable_row_is_refused_before_writing(tmp_path):
    # every row lacks its label: the columns are wrong, not a row
    msg = _csv_error(tmp_path, "a.jpg,\nb.jpg,\n")
    assert "line 1: the label is missing for 'a.jpg'" in msg
