"""Annotated outputs read back as Model Garden reads them, for the end-to-end tests
(test_annotated_e2e_*.py, test_tool_exports*.py): convert with the real engine, then find
every pure-colour rectangle of tests/engine/annotated_data.py's pictures by its colour in
the stored image and check the stored normalised box against it within one pixel (masks:
the shapes' pixels).

The records are read with TF Model Garden's decoder feature specs. tf-models-official
itself cannot be installed beside this project's pins: `pip install tf-models-official -c
<(pip freeze)` finds no release compatible with tensorflow 2.21 (pip backtracks to old
releases that pin PyYAML < 5.4, which does not build on this Python). So the decoders'
`_keys_to_features` are copied here from official/vision/dataloaders/tf_example_decoder.py
(TfExampleDecoder, include_mask=True) and segmentation_input.py (Decoder) and parsed with
TensorFlow's own parser, decoding masks as TfExampleDecoder._decode_masks does."""

from __future__ import annotations

import glob
import json
import os

import numpy as np
import pytest
import tensorflow as tf

from tests.engine import annotated_data as A
from tests.engine.conftest import run_cli

SIZE = 160
MODES = ("stretch", "fit", "crop")


def detection_keys(include_mask: bool) -> dict:
    """TfExampleDecoder(include_mask=...)._keys_to_features (Model Garden)."""
    keys = {
        "image/encoded": tf.io.FixedLenFeature((), tf.string),
        "image/height": tf.io.FixedLenFeature((), tf.int64, -1),
        "image/width": tf.io.FixedLenFeature((), tf.int64, -1),
        "image/object/bbox/xmin": tf.io.VarLenFeature(tf.float32),
        "image/object/bbox/xmax": tf.io.VarLenFeature(tf.float32),
        "image/object/bbox/ymin": tf.io.VarLenFeature(tf.float32),
        "image/object/bbox/ymax": tf.io.VarLenFeature(tf.float32),
        "image/object/class/label": tf.io.VarLenFeature(tf.int64),
        "image/object/area": tf.io.VarLenFeature(tf.float32),
        "image/object/is_crowd": tf.io.VarLenFeature(tf.int64),
        "image/source_id": tf.io.FixedLenFeature((), tf.string),
    }
    if include_mask:
        keys["image/object/mask"] = tf.io.VarLenFeature(tf.string)
    return keys


#: segmentation_input.Decoder._keys_to_features (Model Garden).
SEGMENTATION_KEYS = {
    "image/encoded": tf.io.FixedLenFeature((), tf.string, default_value=""),
    "image/height": tf.io.FixedLenFeature((), tf.int64, default_value=0),
    "image/width": tf.io.FixedLenFeature((), tf.int64, default_value=0),
    "image/segmentation/class/encoded": tf.io.FixedLenFeature((), tf.string, default_value=""),
}


def records(out: str, keys: dict) -> list[dict]:
    out_records = []
    for path in sorted(glob.glob(os.path.join(out, "*.tfrecord"))):
        for raw in tf.data.TFRecordDataset(path):
            p = tf.io.parse_single_example(raw, keys)
            d = {}
            for k, v in p.items():
                if isinstance(v, tf.SparseTensor):
                    v = tf.sparse.to_dense(v, default_value="" if v.dtype == tf.string else 0)
                d[k] = v.numpy()
            # the file name, which Model Garden does not read, to find the source image
            d["filename"] = tf.io.parse_single_example(raw, {
                "image/filename": tf.io.FixedLenFeature((), tf.string)})["image/filename"
                                                                          ].numpy().decode()
            out_records.append(d)
    return out_records


def colour_box(img: np.ndarray, colour) -> tuple[int, int, int, int] | None:
    """Pixel-edge box of the pixels at least half `colour` (edges blend with black)."""
    ch = int(np.argmax(colour))
    others = [c for c in range(3) if c != ch]
    sel = (img[..., ch] >= 128) & (img[..., others[0]] < 128) & (img[..., others[1]] < 128)
    ys, xs = np.nonzero(sel)
    if xs.size == 0:
        return None
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def convert(source: str, out: str, mode: str, *extra: str) -> dict:
    code, events, err = run_cli("convert", source, "--out", out, "--size", str(SIZE),
                                "--resize", mode, "--format", "png", "--workers", "1",
                                "--shuffle", *extra, timeout=300)
    assert code == 0, err[-2000:]
    with open(os.path.join(out, manifest_name())) as f:
        return json.load(f)


def manifest_name() -> str:
    from engine.run import side_files
    return side_files.MANIFEST


def assert_fills(mask: np.ndarray, found: tuple[int, int, int, int], what) -> None:
    """The mask is the shape's pixels: every pixel inside the rectangle found by colour
    (but its one-pixel rim, which resizing blends) is set, and none outside that rim."""
    x0, y0, x1, y1 = found
    assert mask[y0 + 1:y1 - 1, x0 + 1:x1 - 1].all(), (what, "holes in the mask")
    outside = mask.copy()
    outside[max(0, y0 - 1):y1 + 1, max(0, x0 - 1):x1 + 1] = False
    assert not outside.any(), (what, "mask pixels outside the shape", int(outside.sum()))


def expected_classes(filename: str, img: np.ndarray) -> set[str]:
    """Classes whose colour is visible in the stored picture."""
    return {c for c, col in A.COLOURS.items() if colour_box(img, col) is not None}


def check_detection(out: str, masks: bool = False, order: list[str] = A.ORDER,
                    shapes: bool = True) -> None:
    """`shapes`: the objects have shapes (polygons, RLE), so a mask's pixel count is the
    area; objects with only a box keep their box's area beside its box mask."""
    with open(os.path.join(out, manifest_name())) as f:
        manifest = json.load(f)
    m_labels = manifest["label_map"]
    assert manifest["task"] == "detection"
    assert [m_labels[str(i)] for i in range(1, 4)] == order
    with open(os.path.join(out, "label_map.pbtxt")) as f:
        assert f"id: 1\n  name: '{order[0]}'" in f.read()
    recs = records(out, detection_keys(masks))
    assert len(recs) == len(A.IMAGES)
    for r in recs:
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        h, w = img.shape[:2]
        assert (h, w) == (r["image/height"], r["image/width"]) == (SIZE, SIZE)
        names = [m_labels[str(int(c))] for c in r["image/object/class/label"]]
        assert set(names) == expected_classes(r["filename"], img), r["filename"]
        for i, name in enumerate(names):
            found = colour_box(img, A.COLOURS[name])
            stored = (r["image/object/bbox/xmin"][i] * w, r["image/object/bbox/ymin"][i] * h,
                      r["image/object/bbox/xmax"][i] * w, r["image/object/bbox/ymax"][i] * h)
            assert np.allclose(stored, found, atol=1.0), (r["filename"], name, stored, found)
            if masks:
                mk = tf.squeeze(tf.io.decode_png(r["image/object/mask"][i], channels=1,
                                                 dtype=tf.uint8), -1).numpy()
                assert mk.shape == (h, w) and set(np.unique(mk)) <= {0, 1}
                ys, xs = np.nonzero(mk)
                mbox = (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)
                assert np.allclose(mbox, found, atol=1.0), (r["filename"], name, mbox, found)
                assert_fills(mk == 1, found, (r["filename"], name))
                if shapes:
                    assert r["image/object/area"][i] == mk.sum()
                else:
                    area = (stored[2] - stored[0]) * (stored[3] - stored[1])
                    assert r["image/object/area"][i] == pytest.approx(area, rel=1e-4)


def check_segmentation(out: str) -> None:
    """Each class's mask pixels are where its colour's rectangle is in the stored image;
    fit's padding (black bars around a centred picture) is 255, "ignore", and only it."""
    with open(os.path.join(out, manifest_name()), encoding="utf-8") as f:
        fit = json.load(f)["options"]["image"]["resize"] == "fit"
    recs = records(out, SEGMENTATION_KEYS)
    assert len(recs) == len(A.IMAGES)
    for r in recs:
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        mask = tf.io.decode_image(r["image/segmentation/class/encoded"], channels=1
                                  ).numpy()[..., 0]
        assert mask.shape == img.shape[:2]
        assert set(np.unique(mask)) <= {0, 1, 2, 3, 255}   # nearest-neighbour: no new values
        pad = mask == 255
        if fit:   # (A's pictures are not square: each has bars)
            assert pad.any(), r["filename"]
            rows, cols = np.nonzero(~pad.all(axis=1))[0], np.nonzero(~pad.all(axis=0))[0]
            picture = np.zeros_like(pad)
            picture[rows.min():rows.max() + 1, cols.min():cols.max() + 1] = True
            assert np.array_equal(~pad, picture), r["filename"]   # whole rows or columns
            assert img[pad].max(initial=0) == 0, r["filename"]    # the image's black bars
        else:
            assert not pad.any(), r["filename"]
        for name, cls in A.CLASS_IDS.items():
            found = colour_box(img, A.COLOURS[name])
            ys, xs = np.nonzero(mask == cls)
            if found is None:
                assert xs.size <= 2 * SIZE, (r["filename"], name)  # a cut-away sliver at most
                continue
            mbox = (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)
            assert np.allclose(mbox, found, atol=1.0), (r["filename"], name, mbox, found)
            assert_fills(mask == cls, found, (r["filename"], name))
