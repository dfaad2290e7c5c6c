"""A grey class mask saved as RGB, its three channels equal (OpenCV's imwrite of a
3-channel array, a paint program's "RGB" save), was refused as "a RGB colour image" by the
scan and the run: every mask of such a dataset, while each pixel held its class's value.
It is read as the grey mask it is (a grey mask with an opaque alpha, "a LA colour
image", too); a mask in real colours (without a labelmap.txt) is
still refused, and a grey one saved in RGB and smoothed is refused as smoothed."""

from __future__ import annotations

import glob
import io
import os

import numpy as np
from PIL import Image, ImageFilter

from engine.reason_codes import describe
from engine.records.example import decode_example
from engine.records.tfrecord import iter_records
from engine.sources import discover, masks
from tests.engine.conftest import run_cli


def _mask(value: int) -> np.ndarray:
    m = np.zeros((48, 64), np.uint8)
    m[10:30, 8:40] = value
    return m


def _source(root) -> str:
    os.makedirs(root / "images")
    os.makedirs(root / "masks")
    for i in range(5):
        Image.new("RGB", (64, 48), (30 * i, 90, 160)).save(root / "images" / f"m_{i}.png")
    grey = _mask(2)
    Image.fromarray(np.stack([grey] * 3, -1), "RGB").save(root / "masks" / "m_0.png")
    Image.fromarray(np.dstack([grey] * 3 + [np.full_like(grey, 255)]), "RGBA").save(
        root / "masks" / "m_1.png")
    colour = np.stack([_mask(200), _mask(0), _mask(90)], -1)   # real colours
    Image.fromarray(colour, "RGB").save(root / "masks" / "m_2.png")
    soft = Image.fromarray(_mask(255), "L").filter(ImageFilter.GaussianBlur(1.2))
    soft.convert("RGB").save(root / "masks" / "m_3.png")
    Image.fromarray(grey, "L").convert("LA").save(root / "masks" / "m_4.png")   # opaque
    (root / "classes.txt").write_text("".join(f"c{i}\n" for i in range(256)))
    return str(root)


def test_a_grey_mask_saved_as_rgb_is_read_as_grey(tmp_path):
    src = _source(tmp_path / "seg")
    refused, held = masks.read_masks(discover.scan(src).samples, 1 << 28)
    why = {os.path.basename(p): w for p, w in refused}
    assert sorted(why) == ["m_2.png", "m_3.png"], why
    assert why["m_2.png"].startswith("mask is a RGB colour image"), why
    assert describe(why["m_3.png"])[0] == "ann.mask_smoothed_edges", why
    assert {os.path.basename(p): v for p, v in held.items()} == {
        "m_0.png": frozenset({0, 2}), "m_1.png": frozenset({0, 2}),
        "m_4.png": frozenset({0, 2})}
    # the run takes the same two, their masks as the grey values
    out = str(tmp_path / "out")
    code, _events, err = run_cli("convert", src, "--out", out, "--workers", "1")
    assert code == 0, err[-2000:]
    with open(os.path.join(out, "rejected.csv"), encoding="utf-8") as f:
        rejected = f.read()
    assert "m_2" in rejected and "m_3" in rejected and "m_0" not in rejected
    [shard] = glob.glob(os.path.join(out, "*.tfrecord"))
    stored = []
    with open(shard, "rb") as f:
        for rec in iter_records(f):
            ex = decode_example(rec.data)
            png = ex["image/segmentation/class/encoded"][1][0]
            stored.append(np.asarray(Image.open(io.BytesIO(png))))
    assert len(stored) == 3
    for arr in stored:
        assert arr.ndim == 2 and set(np.unique(arr).tolist()) == {0, 2}
