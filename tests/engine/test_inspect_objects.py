"""inspect's class histogram for annotated outputs (issue 13): a detection dataset is counted
per object class, a multi-label one per label with its names, and classes without names in
the records take them from the label map; `inspect --json` carries its schema version."""

from __future__ import annotations

import glob
import json
import os
import subprocess
import sys

import pytest

from engine.commands import inspect_cli
from engine.commands.inspect import inspect_file, inspect_paths
from engine.output_state import MANIFEST
from engine.protocol import INSPECT_SCHEMA_VERSION
from engine.records.example import encode_example
from engine.records.tfrecord import frame
from tests.engine import annotated_data as A
from tests.engine.conftest import ROOT, run_cli


def convert(source: str, out: str) -> dict:
    code, _, err = run_cli("convert", source, "--out", out, "--size", "64", "--workers", "1",
                           "--format", "png", timeout=300)
    assert code == 0, err[-2000:]
    with open(os.path.join(out, MANIFEST)) as f:
        return json.load(f)


def inspect_json(*paths: str) -> dict:
    r = subprocess.run([sys.executable, "-m", "engine", "inspect", *paths, "--json",
                        "--samples", "0"], capture_output=True, text=True, cwd=ROOT,
                       env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_detection_output_is_counted_per_object_class(tmp_path):
    A.make_coco(str(tmp_path / "coco"))
    manifest = convert(str(tmp_path / "coco"), str(tmp_path / "out"))
    boxes: dict[str, int] = {}
    for _, _, _, rects in A.IMAGES:
        for cls, _ in rects:
            boxes[cls] = boxes.get(cls, 0) + 1
    assert boxes == {"cat": 3, "dog": 2, "bird": 1}   # 4 images, one without any box

    (shard,) = glob.glob(str(tmp_path / "out" / "*.tfrecord"))
    labels = inspect_file(shard).labels
    assert labels is not None
    assert (labels.key, labels.text_key, labels.unit) == (
        "image/object/class/label", "image/object/class/text", "objects")
    assert {c.text: c.count for c in labels.classes} == boxes
    # the label values are the label map's (1-based ids, as in label_map.pbtxt)
    assert {str(c.value): c.text for c in labels.classes} == {
        k: v for k, v in manifest["label_map"].items() if v in boxes}
    assert labels.warnings == []

    doc = inspect_json(str(tmp_path / "out"))
    assert doc["schema_version"] == INSPECT_SCHEMA_VERSION == 1
    merged = doc["summary"]["labels"]
    assert merged["unit"] == "objects"
    assert {c["text"]: c["count"] for c in merged["classes"]} == boxes
    text = subprocess.run([sys.executable, "-m", "engine", "inspect", str(tmp_path / "out")],
                          capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT), timeout=120).stdout
    assert "objects      3 classes (image/object/class/label" in text


def test_multilabel_output_names_every_label(tmp_path):
    convert(A.make_multilabel(str(tmp_path / "ml")), str(tmp_path / "out"))
    (shard,) = glob.glob(str(tmp_path / "out" / "*.tfrecord"))
    labels = inspect_file(shard).labels
    assert labels is not None and labels.unit == "records"
    assert labels.key == "image/class/label" and labels.text_key == "image/class/text"
    counts = {c.text: c.count for c in labels.classes}
    # every record counts once for each class it has
    expected: dict[str, int] = {}
    for _, _, _, rects in A.IMAGES:
        for cls in {c for c, _ in rects}:
            expected[cls] = expected.get(cls, 0) + 1
    assert counts == expected


def _write_foreign_detection(folder, with_text: bool) -> str:
    """Boxes written by another tool: object labels 1 and 2, maybe without class names."""
    records = []
    for labels in ([1, 2, 2], [2], [], [1]):
        features = {"image/encoded": b"\x89PNG\r\n\x1a\n-not-really",
                    "image/object/bbox/xmin": [0.1] * len(labels),
                    "image/object/bbox/xmax": [0.5] * len(labels),
                    "image/object/bbox/ymin": [0.1] * len(labels),
                    "image/object/bbox/ymax": [0.5] * len(labels),
                    "image/object/class/label": list(labels)}
        if with_text:
            features["image/object/class/text"] = [
                {1: "person", 2: "bicycle"}[v] for v in labels]
        records.append(frame(encode_example(features)))
    path = os.path.join(folder, "train.tfrecord")
    with open(path, "wb") as f:
        f.write(b"".join(records))
    return path


def test_classes_without_names_take_them_from_label_map_pbtxt(tmp_path):
    path = _write_foreign_detection(tmp_path, with_text=False)
    report = inspect_paths([path])
    labels = report.files[0].labels
    assert labels is not None and labels.unit == "objects" and labels.text_key is None
    assert {c.value: (c.count, c.text) for c in labels.classes} == {
        1: (2, None), 2: (3, None)}
    (tmp_path / "label_map.pbtxt").write_text(
        "item {\n  id: 1\n  name: 'person'\n}\n"
        "item { name: \"n02\" id: 2 display_name: \"bicycle\" }\n")
    assert inspect_cli.label_names([path]) == {"1": "person", "2": "bicycle"}
    doc = inspect_json(path)
    assert [(c["value"], c["count"], c["text"]) for c in doc["summary"]["labels"]["classes"]] \
        == [(1, 2, "person"), (2, 3, "bicycle")]


def test_names_in_the_records_pair_with_their_objects(tmp_path):
    path = _write_foreign_detection(tmp_path, with_text=True)
    labels = inspect_file(path).labels
    assert labels is not None and labels.text_key == "image/object/class/text"
    assert {c.value: (c.count, c.text) for c in labels.classes} == {
        1: (2, "person"), 2: (3, "bicycle")}


def test_segmentation_output_is_counted_per_image_with_the_class(tmp_path, monkeypatch):
    convert(A.make_masks(str(tmp_path / "seg")), str(tmp_path / "out"))
    expected = {"background": 4}
    for _, _, _, rects in A.IMAGES:
        for cls in {c for c, _ in rects}:
            expected[cls] = expected.get(cls, 0) + 1
    assert expected == {"background": 4, "cat": 3, "dog": 2, "bird": 1}
    doc = inspect_json(str(tmp_path / "out"))
    labels = doc["summary"]["labels"]
    assert labels["key"] == "image/segmentation/class/encoded" and labels["unit"] == "images"
    # mask values are the pixel values of the label map; names come from it
    assert {c["text"]: (c["value"], c["count"]) for c in labels["classes"]} == {
        name: (A.CLASS_IDS.get(name, 0), n) for name, n in expected.items()}

    # past MAX_MASKS the masks are not decoded, and the report says so
    from engine.commands import inspect_stats
    monkeypatch.setattr(inspect_stats, "MAX_MASKS", 2)
    (shard,) = glob.glob(str(tmp_path / "out" / "*.tfrecord"))
    capped = inspect_file(shard).labels
    assert capped is not None and sum(c.count for c in capped.classes if c.value == 0) == 2
    assert capped.warnings == ["classes counted in the first 2 masks only (2 more not decoded)"]


def test_inspect_draws_the_boxes_of_records_written_by_another_tool(tmp_path):
    """The Inspect tab draws what describe_record's overlay holds, for any file with the
    detection keys: boxes at the stored coordinates, named by class text when the records
    have it, else by the stored label."""
    from engine.commands.inspect_records import describe_record
    from engine.records.tfrecord import iter_records

    def overlays(path):
        with open(path, "rb") as f:
            return [describe_record(i, r.offset, r.data)["overlay"]
                    for i, r in enumerate(iter_records(f))]

    named = overlays(_write_foreign_detection(str(tmp_path), with_text=True))
    assert [[b[4] for b in (o or {}).get("boxes", [])] for o in named] == [
        ["person", "bicycle", "bicycle"], ["bicycle"], [], ["person"]]
    assert named[0]["boxes"][0][:4] == pytest.approx([0.1, 0.1, 0.5, 0.5])
    os.makedirs(tmp_path / "numbered")
    numbered = overlays(_write_foreign_detection(str(tmp_path / "numbered"), with_text=False))
    assert [[b[4] for b in (o or {}).get("boxes", [])] for o in numbered] == [
        ["1", "2", "2"], ["2"], [], ["1"]]


def test_unnamed_boxes_take_their_names_from_label_map_pbtxt_in_the_records_page(tmp_path):
    """What the Inspect tab draws (`inspect FILE --records`): boxes of another tool's
    records without class names are named from the label_map.pbtxt beside the file."""
    path = _write_foreign_detection(str(tmp_path), with_text=False)

    def names():
        r = subprocess.run([sys.executable, "-m", "engine", "inspect", path, "--records", "0",
                            "4", "--json"], capture_output=True, text=True, cwd=ROOT,
                           env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
        assert r.returncode == 0, r.stderr
        return [[b[4] for b in (rec["overlay"] or {}).get("boxes", [])]
                for rec in json.loads(r.stdout)["records"]]

    assert names() == [["1", "2", "2"], ["2"], [], ["1"]]
    (tmp_path / "label_map.pbtxt").write_text(
        "item {\n  id: 1\n  name: 'person'\n}\nitem {\n  id: 2\n  name: 'bicycle'\n}\n")
    assert names() == [["person", "bicycle", "bicycle"], ["bicycle"], [], ["person"]]


def test_classes_without_names_take_them_from_tfds_labels_txt(tmp_path):
    """A folder TFDS prepared holds its ClassLabel's names in "label.labels.txt" (for a
    feature "image/class/label": "image-class-label.labels.txt"): the chart said 0 and 1
    where TFDS says the names."""
    path = tmp_path / "tiny-train.tfrecord-00000-of-00001"
    path.write_bytes(b"".join(frame(encode_example({"label": i % 3})) for i in range(6)))
    doc = inspect_json(str(path))
    assert [c["text"] for c in doc["summary"]["labels"]["classes"]] == [None] * 3
    (tmp_path / "label.labels.txt").write_text("cat\ndog\nbird\nfish\n", encoding="utf-8")
    for opened in (str(path), str(tmp_path)):
        doc = inspect_json(opened)
        assert [(c["value"], c["count"], c["text"])
                for c in doc["summary"]["labels"]["classes"]] == [
            (0, 2, "cat"), (1, 2, "dog"), (2, 2, "bird"), (3, 0, "fish")]
    # another feature's names are not this one's
    (tmp_path / "label.labels.txt").rename(tmp_path / "other.labels.txt")
    assert inspect_cli.label_names([str(path)], ["label"]) == {}
