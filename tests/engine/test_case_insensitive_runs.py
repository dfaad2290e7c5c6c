"""The real engine on a case-insensitive disk (tests.engine.casefold_fs: the CLI and its
worker processes read the folder as a Windows share or an exFAT disk does): the scan's
count of images is the run's count of records, each record holds the boxes its
annotations give, under the name its file has, and no file is two records."""

from __future__ import annotations

import glob
import json
import os

import pytest

from engine.sources import discover
from tests.engine.casefold_fs import installed, run_cli
from tests.engine.test_case_insensitive_disk import _image, _text, _voc_xml


def _yolo(src) -> dict[str, int]:
    _image(str(src / "images" / "IMG_001.JPG"))
    _image(str(src / "images" / "Train2.PNG"), 1)
    _text(str(src / "labels" / "img_001.txt"), "0 0.5 0.5 0.2 0.2\n1 0.3 0.3 0.1 0.1\n")
    _text(str(src / "labels" / "train2.txt"), "0 0.5 0.5 0.2 0.2\n")
    _text(str(src / "classes.txt"), "cat\ndog\n")
    return {"images/IMG_001.JPG": 2, "images/Train2.PNG": 1}


def _voc(src) -> dict[str, int]:
    _image(str(src / "JPEGImages" / "IMG_001.JPG"))
    _image(str(src / "JPEGImages" / "IMG_002.JPG"), 1)
    _text(str(src / "Annotations" / "IMG_001.xml"), _voc_xml("IMG_001.jpg", "cat", "dog"))
    _text(str(src / "Annotations" / "img_002.xml"), _voc_xml("img_002.jpg", "cat"))
    return {"JPEGImages/IMG_001.JPG": 2, "JPEGImages/IMG_002.JPG": 1}


def _coco(src) -> dict[str, int]:
    _image(str(src / "images" / "IMG_001.JPG"))
    data = {"images": [{"id": 1, "file_name": "img_001.jpg", "width": 64, "height": 48}],
            "categories": [{"id": 1, "name": "cat"}],
            "annotations": [{"id": 1, "image_id": 1, "category_id": 1,
                             "bbox": [5, 5, 10, 10]}]}
    _text(str(src / "annotations" / "instances_default.json"), json.dumps(data))
    return {"images/IMG_001.JPG": 1}


def _masks(src) -> dict[str, int]:
    from PIL import Image
    _image(str(src / "images" / "IMG_001.png"))
    _image(str(src / "images" / "b.png"), 1)
    os.makedirs(src / "masks")
    for name in ("img_001.PNG", "b.png"):
        Image.new("L", (64, 48), 1).save(src / "masks" / name)
    return {"images/IMG_001.png": 0, "images/b.png": 0}   # (a mask, no boxes)


def _records(out: str) -> dict[str, int]:
    import tensorflow as tf
    keys = {"image/filename": tf.io.FixedLenFeature((), tf.string),
            "image/object/bbox/xmin": tf.io.VarLenFeature(tf.float32)}
    found: dict[str, int] = {}
    for path in sorted(glob.glob(os.path.join(out, "*.tfrecord"))):
        for raw in tf.data.TFRecordDataset(path):
            p = tf.io.parse_single_example(raw, keys)
            name = p["image/filename"].numpy().decode()
            assert name not in found, name   # one record a file
            found[name] = int(tf.size(p["image/object/bbox/xmin"].values))
    return found


@pytest.mark.parametrize("make", [_yolo, _voc, _coco, _masks])
def test_scan_counts_are_the_runs_records(tmp_path, make):
    src = tmp_path / "src"
    expected = make(src)
    with installed(src):
        scanned = discover.scan(str(src))
    assert {s.name: len(s.ann.objects) for s in scanned.samples} == expected
    assert scanned.rejected == []
    out = tmp_path / "out"
    code, events, err = run_cli(src, "convert", str(src), "--out", str(out), "--size", "32",
                                "--workers", "2")
    assert code == 0, err[-2000:]
    (plan,) = [e for e in events if e["type"] == "plan"]
    (done,) = [e for e in events if e["type"] == "run_finished"]
    assert plan["total"] == len(expected), plan
    assert done["status"] == "ok", done
    assert _records(str(out)) == expected
