"""TFDS's class names of nested ClassLabel features ("objects": {"label": ClassLabel}, in
the records "objects/label") in `inspect`: the first values of the summary and each
record's values said 0, 1, 2 where TFDS itself says person, bicycle, traffic light (the
folder is written as tensorflow_datasets 4.9 writes it: tests/engine/tfds_nested.py)."""

from __future__ import annotations

import json

from engine.commands.inspect_tfds import class_names, name_example, names_files
from engine.protocol import EXIT_OK
from tests.engine.tfds_nested import SHARD, make_tfds_nested
from tests.engine.tfrecord_files import run_inspect


def test_a_records_nested_labels_carry_their_names(tmp_path, capsys):
    folder = make_tfds_nested(tmp_path)
    assert run_inspect(str(folder / SHARD), "--records", "0", "3", "--json") == EXIT_OK
    page = json.loads(capsys.readouterr().out)
    third = {f["key"]: f for f in page["records"][2]["features"]}
    assert third["objects/label"]["values"] == [0, 1, 2]
    assert third["objects/label"]["names"] == ["person", "bicycle", "traffic light"]
    assert third["meta/weather"]["names"] == ["clear"]
    assert third["label"]["names"] == ["snowy_mountain"]
    # no names for what is not a class label
    assert "names" not in third["objects/bbox"] and "names" not in third["image/filename"]


def test_the_summary_names_the_first_values(tmp_path, capsys):
    folder = make_tfds_nested(tmp_path)
    assert run_inspect(str(folder), "--json") == EXIT_OK
    schema = {f["key"]: f for f in json.loads(capsys.readouterr().out)["summary"]["schema"]}
    assert schema["objects/label"]["example"] == "person (0)"
    assert schema["meta/weather"]["example"] == "clear (0)"
    assert schema["label"]["example"] == "sunny_meadow_morning (0)"
    assert schema["objects/bbox"]["example"] == "0.1, 0.1, 0.5, 0.6"


def test_the_names_files_tfds_may_have_written(tmp_path):
    # a nested name's parts joined by "-", a "/" in one feature's own name made "."
    assert names_files("objects/label") == ["objects-label.labels.txt",
                                            "objects.label.labels.txt"]
    assert names_files("label") == ["label.labels.txt"]
    (tmp_path / "image.class.label.labels.txt").write_text("cat\n\ndog\n")
    assert class_names(str(tmp_path), "image/class/label") == ["cat", "dog"]
    assert class_names(str(tmp_path), "objects/label") == []


def test_a_first_value_is_named_only_when_every_value_has_a_name():
    names = ["a", "b"]
    assert name_example("0, 1", names) == "a (0), b (1)"
    assert name_example("1, 0, 1, 0, 1, ... (9 values)", names) == \
        "b (1), a (0), b (1), a (0), b (1), ... (9 values)"
    assert name_example("0, 2", names) == "0, 2"     # 2: a value of no class
    assert name_example("(empty)", names) == "(empty)"
