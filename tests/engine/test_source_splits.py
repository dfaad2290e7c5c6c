"""A --split the source's own splits leave unused is said, in the run's notes (stderr and
tfrecord-studio.log) and its manifest: a walk's YOLO export (data.yaml naming train and
val) was converted with "--split train=0.99,val=0.01", written as the export's train and
val, and its log and command said 99/1 without a word of it."""

from __future__ import annotations

import json

from engine.reason_codes import describe_log_line
from tests.engine.annotated_sources import table_with_splits, yolo_with_splits
from tests.engine.conftest import run_cli


def _convert(src: str, out, *split: str):
    code, events, err = run_cli("convert", src, "--out", str(out), "--workers", "1", *split)
    assert code == 0, err
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    return err, (out / "tfrecord-studio.log").read_text(encoding="utf-8"), manifest


def test_a_yolo_export_s_splits_are_said_to_replace_the_split_option(tmp_path):
    src = yolo_with_splits(tmp_path / "src", {"train": 3, "val": 2})
    err, log, manifest = _convert(src, tmp_path / "out", "--split", "train=0.99,val=0.01")
    sentence = ("--split train=0.99,val=0.01 is not used: the source gives every image its "
                "split (train 3, val 2), which is kept")
    assert err.splitlines().count(f"note: {sentence}") == 1
    assert f"note: {sentence}" in log
    assert describe_log_line(f"note: {sentence}") == (
        "note", "log.split_from_source",
        {"split": "train=0.99,val=0.01", "splits": "train 3, val 2"})
    # the export's splits, as written, and that the fractions divided nothing
    assert {k: v["records"] for k, v in manifest["splits"].items()} == {"train": 3, "val": 2}
    assert manifest["source_splits"] == {"train": 3, "val": 2}
    assert manifest["split_divided"] == 0
    assert manifest["options"]["split"] == [["train", 0.99], ["val", 0.01]]   # as given


def test_nothing_is_said_without_the_split_option(tmp_path):
    src = yolo_with_splits(tmp_path / "src", {"train": 2, "val": 1})
    err, log, manifest = _convert(src, tmp_path / "out")
    assert "is not used" not in err and "is not used" not in log
    assert manifest["source_splits"] == {"train": 2, "val": 1}
    assert manifest["split_divided"] == 0


def test_a_table_whose_split_column_names_some_rows_says_which_the_fractions_divide(
        tmp_path):
    table = table_with_splits(tmp_path, ["train", "val", "", "", ""])
    err, log, manifest = _convert(table, tmp_path / "out",
                                  "--split", "train=0.5,val=0.5")
    sentence = ("the source gives 2 of the 5 images their split (train 1, val 1), which they "
                "keep; --split train=0.5,val=0.5 divides the others")
    assert f"note: {sentence}" in err.splitlines() and f"note: {sentence}" in log
    assert describe_log_line(f"note: {sentence}")[1] == "log.split_partly_from_source"
    assert manifest["source_splits"] == {"train": 1, "val": 1}
    assert manifest["split_divided"] == 3


def test_a_folder_without_splits_divided_by_the_option_says_nothing(tmp_path, make_dataset):
    src = str(make_dataset({"cats": 5, "dogs": 5}, root=tmp_path / "src"))
    err, log, manifest = _convert(src, tmp_path / "out", "--split", "train=0.8,val=0.2")
    assert "source gives" not in err and "source gives" not in log
    assert manifest["source_splits"] == {}
    assert manifest["split_divided"] == 10


def _option_lines(log: str) -> list[str]:
    return [ln.split("] ", 1)[1] for ln in log.splitlines() if "] option split:" in ln]


def test_the_log_s_split_option_says_the_source_gave_the_splits(tmp_path):
    # A walk's YOLO export was logged "option split: [['train', 1.0]]", and the plan line
    # after it "train: 2 images ..., val: 1 image": the log names what was used.
    src = yolo_with_splits(tmp_path / "src", {"train": 2, "val": 1})
    _, log, _ = _convert(src, tmp_path / "out")
    assert _option_lines(log) == ["option split: from the source (train, val)"]
    assert log.index("option split:") < log.index("] plan:")


def test_the_log_s_split_option_says_which_images_the_fractions_divided(tmp_path):
    table = table_with_splits(tmp_path, ["train", "val", "", "", ""])
    _, log, _ = _convert(table, tmp_path / "out", "--split", "train=0.5,val=0.5")
    assert _option_lines(log) == [
        "option split: from the source for 2 of the 5 images (train, val); "
        "train=0.5,val=0.5 for the others"]


def test_the_log_s_split_option_is_the_fractions_when_the_source_gives_none(
        tmp_path, make_dataset):
    src = str(make_dataset({"cats": 5, "dogs": 5}, root=tmp_path / "src"))
    _, log, _ = _convert(src, tmp_path / "out", "--split", "train=0.8,val=0.2")
    assert _option_lines(log) == ["option split: train=0.8,val=0.2"]
