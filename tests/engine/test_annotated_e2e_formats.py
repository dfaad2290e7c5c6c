"""End to end, per source format: generated images with pure-colour rectangles at known
places, annotation files in each format (COCO, Pascal VOC, YOLO, box CSV, segmentation
masks, multi-label CSV), converted with stretch, fit and crop by the real engine; the
stored image is decoded, every rectangle found by its colour, and the stored normalised
box must match it within one pixel (masks: the shapes' pixels). How the records are read:
tests/engine/annotated_records.py."""

from __future__ import annotations

import glob
import os

import pytest
import tensorflow as tf

from tests.engine import annotated_data as A
from tests.engine.annotated_records import (
    MODES,
    check_detection,
    check_segmentation,
    convert,
    records,
)
from tests.engine.conftest import run_cli


@pytest.mark.parametrize("mode", MODES)
def test_coco(tmp_path, mode):
    A.make_coco(str(tmp_path / "coco"))
    convert(str(tmp_path / "coco"), str(tmp_path / "out"), mode, "--masks")
    check_detection(str(tmp_path / "out"), masks=True)
    from engine.commands.inspect import inspect_file
    (shard,) = glob.glob(str(tmp_path / "out" / "*.tfrecord"))
    report = inspect_file(shard)
    assert report.ok and report.task[0] == "detection" and "instance masks" in report.task[1]


def test_coco_rle_masks(tmp_path):
    A.make_coco(str(tmp_path / "coco"), rle=True)
    convert(str(tmp_path / "coco"), str(tmp_path / "out"), "crop", "--masks")
    check_detection(str(tmp_path / "out"), masks=True)


def test_yolo_polygon_masks(tmp_path):
    A.make_yolo(str(tmp_path / "yolo"), polygons=True)
    convert(str(tmp_path / "yolo"), str(tmp_path / "out"), "fit", "--masks")
    check_detection(str(tmp_path / "out"), masks=True)


@pytest.mark.parametrize("mode", MODES)
def test_voc(tmp_path, mode):
    A.make_voc(str(tmp_path / "voc"))
    m = convert(str(tmp_path / "voc"), str(tmp_path / "out"), mode)
    assert m["source_kind"] == "voc" and m["annotations"]["unannotated_images"] == 1
    # VOC and the box CSV name classes only by text: the label map is alphabetical.
    check_detection(str(tmp_path / "out"), order=sorted(A.ORDER))


@pytest.mark.parametrize("mode", MODES)
def test_yolo(tmp_path, mode):
    A.make_yolo(str(tmp_path / "yolo"))
    convert(str(tmp_path / "yolo"), str(tmp_path / "out"), mode)
    check_detection(str(tmp_path / "out"))


@pytest.mark.parametrize("mode", MODES)
def test_box_csv(tmp_path, mode):
    csv = A.make_boxcsv(str(tmp_path / "csv"))
    convert(csv, str(tmp_path / "out"), mode)
    check_detection(str(tmp_path / "out"), order=sorted(A.ORDER))


@pytest.mark.parametrize("mode", MODES)
def test_segmentation_masks(tmp_path, mode):
    A.make_masks(str(tmp_path / "seg"))
    m = convert(str(tmp_path / "seg"), str(tmp_path / "out"), mode)
    assert m["task"] == "segmentation" and m["schema"] == "model-garden-segmentation"
    code, _, err = run_cli("verify", str(tmp_path / "out"), "--reader", "tensorflow")
    assert code == 0, err[-2000:]
    assert m["label_map"] == {"0": "background", "1": "cat", "2": "dog", "3": "bird"}
    check_segmentation(str(tmp_path / "out"))


@pytest.mark.parametrize("mode", MODES)
def test_multilabel(tmp_path, mode):
    csv = A.make_multilabel(str(tmp_path / "ml"))
    m = convert(csv, str(tmp_path / "out"), mode)
    assert m["task"] == "multilabel"
    assert m["features"]["image/class/label"] == {"kind": "int64", "varlen": True}
    keys = {"image/encoded": tf.io.FixedLenFeature((), tf.string),
            "image/class/label": tf.io.VarLenFeature(tf.int64),
            "image/class/text": tf.io.VarLenFeature(tf.string)}
    labels = m["labels"]
    got = {}
    for r in records(str(tmp_path / "out"), keys):
        texts = [t.decode() for t in r["image/class/text"]]
        assert [labels[i] for i in r["image/class/label"]] == texts
        got[os.path.basename(r["filename"])] = sorted(texts)
    assert got == {n: sorted({c for c, _ in rects}) for n, _, _, rects in A.IMAGES}
