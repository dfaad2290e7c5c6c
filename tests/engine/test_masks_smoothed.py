"""A class mask saved smoothed (a soft brush, a resize with interpolation, a JPEG) holds
shades along its edges that no class is. Without a class names file the classes are the
values the masks hold, so binary 0/255 masks saved smoothed made 255 classes ("0" to
"254", most of them edge shades), a source the window called ready; with a names file, a
smoothing between two classes far apart made shades that are classes, taken silently.
Such a mask is refused, by the scan and by the run in one sentence, and the classes are
those of the other masks (mask_classes.smoothed_problem)."""

from __future__ import annotations

import glob
import os

import numpy as np
import tensorflow as tf
from PIL import Image, ImageFilter

from engine.reason_codes import describe
from engine.sources import discover, mask_classes, masks
from tests.engine.conftest import run_cli


def _soft(size=(64, 48), box=(12, 8, 44, 36), low=0, high=255, blur=1.2) -> np.ndarray:
    """A mask of ``low`` with a ``high`` rectangle, its edges blurred."""
    m = Image.new("L", size, low)
    m.paste(high, box)
    return np.asarray(m.filter(ImageFilter.GaussianBlur(blur)))


def _source(root, mask_arrays: list[np.ndarray], names: str | None = None) -> str:
    os.makedirs(root / "images")
    os.makedirs(root / "masks")
    for i, m in enumerate(mask_arrays):
        h, w = m.shape
        Image.new("RGB", (w, h), (30 * i, 90, 160)).save(root / "images" / f"m_{i}.png")
        Image.fromarray(m, "L").save(root / "masks" / f"m_{i}.png")
    if names is not None:
        (root / "classes.txt").write_text(names)
    return str(root)


def _clean(value=1, size=(64, 48)) -> np.ndarray:
    m = np.zeros((size[1], size[0]), np.uint8)
    m[10:30, 8:40] = value
    return m


def test_smoothed_masks_without_names_are_refused_not_made_classes(tmp_path):
    src = _source(tmp_path / "seg", [_clean(), _clean(), _soft(), _soft()])
    r = discover.scan(src)
    assert r.labels == ["0", "1"], r.labels[:12]
    why = {os.path.basename(p): w for p, w in r.mask_problems}
    assert sorted(why) == ["m_2.png", "m_3.png"]
    code, params = describe(why["m_2.png"])
    assert code == "ann.mask_smoothed_edges" and params["mask"] == "masks/m_2.png", why
    assert int(params["n"]) > mask_classes.SMOOTHED and params["values"].endswith(", …")
    # the run skips the same images with the same sentence, and writes classes 0 and 1
    out = str(tmp_path / "out")
    code, _events, err = run_cli("convert", src, "--out", out, "--size", "32",
                                 "--workers", "1")
    assert code == 0, err[-2000:]
    with open(os.path.join(out, "labels.txt")) as f:
        assert f.read().split() == ["0", "1"]
    with open(os.path.join(out, "rejected.csv")) as f:
        rejected = f.read()
    for name in ("m_2", "m_3"):
        assert why[f"{name}.png"] in rejected
    [shard] = glob.glob(os.path.join(out, "*.tfrecord"))
    stored = []
    for raw in tf.data.TFRecordDataset(shard):
        ex = tf.train.Example.FromString(raw.numpy()).features.feature
        png = ex["image/segmentation/class/encoded"].bytes_list.value[0]
        stored.append(set(np.unique(tf.io.decode_png(png).numpy()).tolist()))
    assert stored == [{0, 1}, {0, 1}]


def test_shades_that_are_classes_are_refused_too(tmp_path):
    """Twenty named classes; a mask smoothed between class 1 and class 19: the shades 2..18
    are classes, but only along the edge: refused, as the run refuses it."""
    names = "".join(f"c{i}\n" for i in range(20))
    soft = _soft(low=1, high=19, blur=3.0)
    src = _source(tmp_path / "seg", [_clean(5), soft], names)
    refused, held = masks.read_masks(discover.scan(src).samples, 1 << 28)
    assert [os.path.basename(p) for p, _ in refused] == ["m_1.png"]
    assert describe(refused[0][1])[0] == "ann.mask_smoothed_edges"
    assert list(held.values()) == [frozenset({0, 5})]


def test_masks_of_many_classes_in_areas_are_taken(tmp_path):
    """Forty classes, each an area of its own (a city scene's many classes; thin ones
    among them): no shade, nothing refused."""
    m = np.zeros((60, 200), np.uint8)
    for v in range(1, 41):
        m[5:55, 5 * (v - 1):5 * v] = v          # 5-pixel-wide stripes
    m[57:59, :] = 41                             # and a thin two-pixel line
    src = _source(tmp_path / "seg", [m])
    r = discover.scan(src)
    assert r.mask_problems == [] and len(r.labels) == 42


def test_the_worker_says_the_scan_s_sentence(tmp_path):
    """engine.sources.annotated reads the mask itself: the same rule, the same words."""
    arr = _soft()
    why = mask_classes.smoothed_problem(arr, set(np.unique(arr).tolist()), "x/masks/a.png")
    assert why is not None and why.startswith("the mask masks/a.png looks smoothed")
    # a mask holding few values is never looked at
    assert mask_classes.smoothed_problem(_clean(), {0, 1}) is None


def test_the_shades_are_listed_in_order(tmp_path):
    """A set of values above 128 iterates out of order ({0, 1, 130, 6}): the sentence
    listed "1 to 3, 130, 132, 6, 7, …" of a mask smoothed from 0 to 200."""
    arr = _soft(high=200)
    values = {int(v) for v in np.unique(arr)}
    assert list(values) != sorted(values)          # (what made the list unordered)
    why = mask_classes.smoothed_problem(arr, values, "masks/a.png")
    shown = describe(why)[1]["values"].removesuffix(", …").split(", ")
    firsts = [int(part.split(" to ")[0]) for part in shown]
    assert firsts == sorted(firsts), shown
