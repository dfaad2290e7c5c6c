"""TFDS opens detection, segmentation and multi-label outputs (issues 13 and 14):
`tfds.builder_from_directory(out).as_dataset(split=...)` reads our shards unchanged,
decoding images, boxes, class labels (with their names), instance masks, segmentation
masks and multi-label lists, with the right counts and values. The outputs and how their
values are known: tests/engine/tfds_annotated_outputs.py."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf
import tensorflow_datasets as tfds

from engine.run import side_files
from tests.engine import annotated_data as A
from tests.engine.tfds_annotated_outputs import A_SIZE, SIZE, convert, expected_box


def read_tfds(out: Path) -> tuple[object, list[dict]]:
    builder = tfds.builder_from_directory(str(out))
    rows = list(tfds.as_numpy(builder.as_dataset(split="train")))
    return builder, rows


def by_name(rows: list[dict]) -> dict[str, dict]:
    return {r["image"]["filename"].decode(): r["image"] for r in rows}


def check_counts(builder, rows: list[dict], manifest: dict) -> None:
    assert builder.info.splits["train"].num_examples == manifest["total_records"] == 4
    assert builder.info.splits["train"].num_shards == 2
    assert len(rows) == 4


def test_detection_boxes_labels_and_masks(detection):
    out, manifest = detection
    builder, rows = read_tfds(out)
    check_counts(builder, rows, manifest)
    label = builder.info.features["image"]["object"]["class"]["label"]
    assert label.names[1:] == A.ORDER          # stored labels are 1-based
    records = by_name(rows)
    assert set(records) == {f"images/{n}" for n, *_ in A.IMAGES}
    a = records["images/a.jpg"]
    assert a["encoded"].shape == (SIZE, SIZE, 3)
    objs = a["object"]
    texts = [t.decode() for t in objs["class"]["text"]]
    assert sorted(texts) == ["cat", "dog"]
    for i, text in enumerate(texts):
        assert label.int2str(int(objs["class"]["label"][i])) == text
        got = [objs["bbox"][k][i] for k in ("xmin", "ymin", "xmax", "ymax")]
        np.testing.assert_allclose(got, expected_box(text), atol=1 / SIZE)
        mask = objs["mask"][i]
        assert mask.shape == (SIZE, SIZE, 1)
        # the polygon mask covers its box: 1 at the box's centre, 0 outside it
        cx = int((got[0] + got[2]) / 2 * SIZE)
        cy = int((got[1] + got[3]) / 2 * SIZE)
        assert mask[cy, cx, 0] == 1
        assert mask[0, 0, 0] == 0 and mask[SIZE - 1, SIZE - 1, 0] == 0
        assert float(mask.sum()) == pytest.approx(float(objs["area"][i]))
    # the image's own pixels: the cat's colour where its box says
    x0, y0, x1, y1 = (int(round(v * SIZE)) for v in expected_box("cat"))
    pixel = a["encoded"][(y0 + y1) // 2, (x0 + x1) // 2].astype(int)   # a JPEG source
    assert np.abs(pixel - A.COLOURS["cat"]).max() <= 8, pixel
    empty = records["images/d.png"]["object"]          # a background image: no objects
    assert empty["bbox"]["xmin"].shape == (0,) and empty["mask"].shape[0] == 0


def test_detection_values_equal_tensorflow_parse(detection):
    """TFDS decodes the same numbers TensorFlow's own parser reads from the shards."""
    out, _ = detection
    _, rows = read_tfds(out)
    records = by_name(rows)
    keys = {"image/filename": tf.io.FixedLenFeature((), tf.string),
            **{f"image/object/bbox/{k}": tf.io.VarLenFeature(tf.float32)
               for k in ("xmin", "ymin", "xmax", "ymax")},
            "image/object/class/label": tf.io.VarLenFeature(tf.int64)}
    seen = 0
    for raw in tf.data.TFRecordDataset(sorted(str(p) for p in out.glob("*.tfrecord"))):
        ex = tf.io.parse_single_example(raw, keys)
        obj = records[ex["image/filename"].numpy().decode()]["object"]
        for k in ("xmin", "ymin", "xmax", "ymax"):
            np.testing.assert_array_equal(
                tf.sparse.to_dense(ex[f"image/object/bbox/{k}"]).numpy(), obj["bbox"][k])
        np.testing.assert_array_equal(
            tf.sparse.to_dense(ex["image/object/class/label"]).numpy(), obj["class"]["label"])
        seen += 1
    assert seen == 4


def test_detection_of_varying_sizes_jpeg(tmp_path):
    """--resize none: image and box sizes vary, the features say so (no fixed shape)."""
    A.make_voc(str(tmp_path / "src"))
    out = tmp_path / "out"
    manifest = convert(str(tmp_path / "src"), out, "--resize", "none", "--format", "jpeg")
    builder, rows = read_tfds(out)
    check_counts(builder, rows, manifest)
    a = by_name(rows)["JPEGImages/a.jpg"]
    assert a["encoded"].shape == (A_SIZE[1], A_SIZE[0], 3)
    objs = a["object"]
    label = builder.info.features["image"]["object"]["class"]["label"]
    for i, text in enumerate(t.decode() for t in objs["class"]["text"]):
        assert label.int2str(int(objs["class"]["label"][i])) == text
        got = [objs["bbox"][k][i] for k in ("xmin", "ymin", "xmax", "ymax")]
        np.testing.assert_allclose(got, expected_box(text), atol=1e-6)
        assert objs["difficult"][i] == int(text == "bird")


def test_segmentation_masks(mask_source, tmp_path):
    out = tmp_path / "out"
    manifest = convert(mask_source, out, "--size", str(SIZE), "--resize", "stretch",
                       "--format", "png")
    builder, rows = read_tfds(out)
    check_counts(builder, rows, manifest)
    feature = builder.info.features["image"]["segmentation"]["class"]["encoded"]
    assert feature.names == ["background", "cat", "dog", "bird"]
    records = by_name(rows)
    a = records["images/a.jpg"]
    mask = a["segmentation"]["class"]["encoded"]
    assert mask.shape == (SIZE, SIZE, 1)
    assert a["segmentation"]["class"]["format"] == b"png"
    for cls in ("cat", "dog"):
        x0, y0, x1, y1 = (v * SIZE for v in expected_box(cls))
        assert mask[int((y0 + y1) / 2), int((x0 + x1) / 2), 0] == A.CLASS_IDS[cls]
    assert mask[0, 0, 0] == 0
    assert set(np.unique(mask)) == {0, 1, 2}          # nearest neighbour: no new values
    assert set(np.unique(records["images/d.png"]["segmentation"]["class"]["encoded"])) == {0}


def test_multilabel_lists(multilabel):
    manifest = json.loads((multilabel / side_files.MANIFEST).read_text())
    builder, rows = read_tfds(multilabel)
    check_counts(builder, rows, manifest)
    label = builder.info.features["image"]["class"]["label"].feature
    assert label.names == manifest["labels"]
    records = by_name(rows)
    for name, _, _, rects in A.IMAGES:
        cls = records[f"images/{name}"]["class"]
        want = sorted({c for c, _ in rects})
        assert sorted(t.decode() for t in cls["text"]) == want
        assert sorted(label.int2str(int(v)) for v in cls["label"]) == want


def test_detection_cropped_reads_its_truncated_boxes(tmp_path):
    """A crop run stores the boxes it cut as truncated (1): TFDS decodes the flags its
    metadata declares, the same as TensorFlow's parser, with the cut box's 1 among them."""
    from tests.engine.annotated_sources import coco_cut_by_crop
    out = tmp_path / "out"
    convert(coco_cut_by_crop(tmp_path / "coco", 2), out, "--size", "64", "--resize", "crop",
            "--format", "png")
    _, rows = read_tfds(out)
    flags = {name: image["object"]["truncated"].tolist()
             for name, image in by_name(rows).items()}
    keys = {"image/filename": tf.io.FixedLenFeature((), tf.string),
            "image/object/truncated": tf.io.VarLenFeature(tf.int64)}
    parsed = {}
    for raw in tf.data.TFRecordDataset(sorted(str(p) for p in out.glob("*.tfrecord"))):
        ex = tf.io.parse_single_example(raw, keys)
        parsed[ex["image/filename"].numpy().decode()] = \
            tf.sparse.to_dense(ex["image/object/truncated"]).numpy().tolist()
    assert flags == parsed and len(parsed) == 2
    assert all(v.count(1) == 1 for v in parsed.values()), parsed   # CUT_LAYOUT's one cut
