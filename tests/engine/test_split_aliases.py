"""A table's split values in Japanese, Korean, other English spellings, full-width or
another case (訓練, 학습, valid, ｔｒａｉｎ) are read as their split and said in one notice;
other values are refused as before. An export's split folders read the same names."""

from __future__ import annotations

import os

import pytest
from PIL import Image

from engine.errors import SourceError
from engine.reason_codes import describe
from engine.sources.discover import scan
from tests.engine import annotated_exports as X
from tests.engine.conftest import read_tfrecords, run_cli


def _table(root, header: str, splits, labels=None) -> str:
    (root / "画像").mkdir(parents=True)
    rows = [header] if header else []
    for i, split in enumerate(splits):
        Image.new("RGB", (16, 12), (200, 30 + i, 30)).save(root / "画像" / f"写真_{i}.png")
        label = labels[i] if labels else ("正常" if i % 2 else "異常")
        rows.append(f"画像/写真_{i}.png,{label},{split}")
    (root / "t.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(root / "t.csv")


def test_a_japanese_split_column_converts_into_its_splits(tmp_path):
    # 訓練/検証/テスト were "unknown split '訓練'": the table could not be converted at all
    splits = ("訓練", "訓練", "訓練", "検証", "テスト")
    src = _table(tmp_path / "src", "ファイル名,ラベル,分割", splits)
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", src, "--out", str(out), "--workers", "1")
    assert code == 0, err
    shards = sorted(p.name for p in out.glob("*.tfrecord"))
    assert shards == ["data-test-00000-of-00001.tfrecord", "data-train-00000-of-00001.tfrecord",
                      "data-val-00000-of-00001.tfrecord"]
    got = {split: sorted(r["image/filename"].decode() for r in
                         read_tfrecords(sorted(out.glob(f"data-{split}-*.tfrecord"))))
           for split in ("train", "val", "test")}
    assert got == {"train": ["画像/写真_0.png", "画像/写真_1.png", "画像/写真_2.png"],
                   "val": ["画像/写真_3.png"], "test": ["画像/写真_4.png"]}
    assert "split values read as split names" in err   # the notice, logged as a note


def test_korean_values_and_the_notice_naming_what_became_what(tmp_path):
    r = scan(_table(tmp_path, "파일명,레이블,분할", ("학습", "검증", "학습", "테스트", "평가")))
    assert r.rejected == []
    assert [s.split for s in r.samples] == ["train", "val", "train", "test", "eval"]
    assert r.notices == ["t.csv: split values read as split names (the number of rows in "
                         "brackets): 학습 → train (2), 검증 → val (1), 테스트 → test (1), "
                         "평가 → eval (1)"]
    assert describe(r.notices[0]) == ("csv.split_aliases", {
        "file": "t.csv", "pairs": "학습 → train (2), 검증 → val (1), 테스트 → test (1), "
                                  "평가 → eval (1)"})


def test_full_width_other_case_and_english_spellings(tmp_path):
    r = scan(_table(tmp_path, "path,label,split",
                    ("ｔｒａｉｎ", "Valid", "ﾃｽﾄ", "TRAINING", "validation", "学習", "testing")))
    # "validation" is a known name and stays itself (and is not in the notice)
    assert [s.split for s in r.samples] == ["train", "val", "test", "train", "validation",
                                            "train", "test"]
    assert r.notices == ["t.csv: split values read as split names (the number of rows in "
                         "brackets): ｔｒａｉｎ → train (1), Valid → val (1), ﾃｽﾄ → test (1), "
                         "TRAINING → train (1), 学習 → train (1), testing → test (1)"]


def test_a_table_without_a_header_reads_the_values_too(tmp_path):
    r = scan(_table(tmp_path, "", ("訓練", "検証")))
    assert [s.split for s in r.samples] == ["train", "val"]
    assert r.notices[-1].endswith("訓練 → train (1), 検証 → val (1)")


def test_a_split_named_in_the_split_option_is_kept_as_written(tmp_path):
    # --split train=0.8,valid=0.2: "valid" is the user's own split, not read as val
    r = scan(_table(tmp_path, "path,label,split", ("train", "valid")),
             split=(("train", 0.8), ("valid", 0.2)))
    assert [s.split for s in r.samples] == ["train", "valid"] and r.notices == []


@pytest.mark.parametrize("value", ["訓練済み", "trainig", "학습용x", "fold-1"])
def test_other_values_are_still_refused(tmp_path, value):
    src = _table(tmp_path, "path,label,split", ("訓練", value))
    with pytest.raises(SourceError) as e:
        scan(src)
    assert str(e.value).startswith(f"{src}, line 3: unknown split {value!r} in the column "
                                   "'split'. Use one of dev, eval, holdout, test, train, val, "
                                   "validation")


def test_a_multilabel_table_reads_them_too(tmp_path):
    src = _table(tmp_path, "ファイル名,ラベル,分割", ("訓練", "検証", "訓練", "??"),
                 labels=("cat;dog", "dog", "cat", "cat"))
    r = scan(src)
    assert r.task == "multilabel"
    assert [s.split for s in r.samples] == ["train", "val", "train"]
    assert [x.reason for x in r.rejected] == ["t.csv line 5: unknown split '??' in the column "
                                              "'分割'"]
    assert r.notices == ["t.csv: split values read as split names (the number of rows in "
                         "brackets): 訓練 → train (2), 検証 → val (1)"]


def test_the_scan_sends_the_notice_with_its_code(tmp_path):
    rc, out, err = run_cli("scan", _table(tmp_path, "ファイル名,ラベル,用途", ("訓練", "検証")),
                           "--json")
    assert rc == 0, err
    assert out[0]["notice_codes"] == [["csv.split_aliases", {
        "file": "t.csv", "pairs": "訓練 → train (1), 検証 → val (1)"}]]


def test_an_exports_split_folders_in_japanese_or_korean(tmp_path):
    # a Roboflow-like layout whose train/ and valid/ are 学習/ and 검증/
    root = X.make_roboflow_voc(str(tmp_path / "voc"))
    os.rename(os.path.join(root, "train"), os.path.join(root, "学習"))
    os.rename(os.path.join(root, "valid"), os.path.join(root, "검증"))
    r = scan(root)
    assert sorted((os.path.basename(s.path), s.split) for s in r.samples) == [
        ("a.jpg", "train"), ("b.png", "train"), ("c.jpg", "val"), ("d.png", "train")]


def test_korean_and_japanese_examination_is_the_test_split(tmp_path):
    # a walk's Korean table said 시험 (시험 데이터, the test set) and was refused
    r = scan(_table(tmp_path, "파일명,레이블,분할", ("학습", "시험", "試験")))
    assert r.rejected == []
    assert [s.split for s in r.samples] == ["train", "test", "test"]


def test_the_unknown_split_error_names_the_other_names_too(tmp_path):
    # it listed only dev, eval, ... validation, though 訓練 or 시험 are read as well: a
    # Korean user refused for a typo did not learn that their own word would do
    src = _table(tmp_path, "파일명,레이블,분할", ("학습", "시엄"))
    with pytest.raises(SourceError) as e:
        scan(src)
    code, params = describe(str(e.value))
    assert code == "csv.unknown_split_column"
    assert params["splits"] == ("dev, eval, holdout, test, train, val, validation (or 訓練, "
                                "学習, トレーニング, 検証, バリデーション, テスト, 試験, 評価, "
                                "훈련, 학습, 트레이닝, 검증, 밸리데이션, 테스트, 시험, 평가, "
                                "training, valid, validate, testing, evaluation)")
