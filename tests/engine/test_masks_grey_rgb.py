"""A grey class mask saved as RGB, its three channels equal (OpenCV's imwrite of a
3-channel array, a paint program's "RGB" save), was refused as "a RGB colour image" by the
scan and the run: every mask of such a dataset, while each pixel held its class's value.
It is read as the grey mask it is (a grey mask with an opaque alpha, "a LA colour
image", too); a mask in real colours (without a labelmap.txt) is
still refused, and a grey one saved in RGB and smoothed is refused as smoothed.

The decision is the source's: in a colour-coded dataset without labelmap.txt, a mask that
happens to hold only greys (all black, background alone) was read as class values while
the others were refused; it is a colour mask too, refused as they are, by the scan and the
run alike. A damaged grey mask saved as RGB is said damaged, not "a RGB colour image"."""

from __future__ import annotations

import glob
import io
import os

import numpy as np
import pytest
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
    Image.fromarray(grey, "L").save(root / "masks" / "m_2.png")
    soft = Image.fromarray(_mask(255), "L").filter(ImageFilter.GaussianBlur(1.2))
    soft.convert("RGB").save(root / "masks" / "m_3.png")
    Image.fromarray(grey, "L").convert("LA").save(root / "masks" / "m_4.png")   # opaque
    (root / "classes.txt").write_text("".join(f"c{i}\n" for i in range(256)))
    return str(root)


def test_a_grey_mask_saved_as_rgb_is_read_as_grey(tmp_path):
    src = _source(tmp_path / "seg")
    refused, held = masks.read_masks(discover.scan(src).samples, 1 << 28)
    why = {os.path.basename(p): w for p, w in refused}
    assert sorted(why) == ["m_3.png"], why
    assert describe(why["m_3.png"])[0] == "ann.mask_smoothed_edges", why
    assert {os.path.basename(p): v for p, v in held.items()} == {
        "m_0.png": frozenset({0, 2}), "m_1.png": frozenset({0, 2}),
        "m_2.png": frozenset({0, 2}), "m_4.png": frozenset({0, 2})}
    # the run takes the same two, their masks as the grey values
    out = str(tmp_path / "out")
    code, _events, err = run_cli("convert", src, "--out", out, "--workers", "1")
    assert code == 0, err[-2000:]
    with open(os.path.join(out, "rejected.csv"), encoding="utf-8") as f:
        rejected = f.read()
    assert "m_3" in rejected and "m_0" not in rejected and "m_2" not in rejected
    [shard] = glob.glob(os.path.join(out, "*.tfrecord"))
    stored = []
    with open(shard, "rb") as f:
        for rec in iter_records(f):
            ex = decode_example(rec.data)
            png = ex["image/segmentation/class/encoded"][1][0]
            stored.append(np.asarray(Image.open(io.BytesIO(png))))
    assert len(stored) == 4
    for arr in stored:
        assert arr.ndim == 2 and set(np.unique(arr).tolist()) == {0, 2}


def _failed(events) -> dict[str, str]:
    return {os.path.basename(e["path"]): e["reason"] for e in events
            if e["type"] == "item_failed"}


def _scan_and_run(src: str, out: str) -> tuple[dict[str, str], dict[str, str]]:
    """({mask's image: why} the scan refuses (engine.sources.masks.read_masks), the run's
    item_failed reasons)."""
    samples = discover.scan(src).samples
    refused, _held = masks.read_masks(samples, 1 << 28)
    code, events, err = run_cli("convert", src, "--out", out, "--workers", "1")
    assert code == 0, err[-2000:]
    return {os.path.basename(p): w for p, w in refused}, _failed(events)


def test_a_grey_looking_mask_of_a_colour_dataset_is_a_colour_mask(tmp_path):
    """A colour-coded dataset without labelmap.txt: its all-black mask and its mask of
    black, grey and white were read as class values 0 and 128 (numbered 0 to 128), the
    coloured one refused; all three are refused alike, with what to do (labelmap.txt)."""
    for names in (False, True):   # numbered by the masks' values, or a classes.txt
        root = tmp_path / f"colour{names}"
        os.makedirs(root / "images")
        os.makedirs(root / "masks")
        for i in range(4):
            Image.new("RGB", (64, 48), (40 * i, 90, 160)).save(root / "images" / f"c_{i}.png")
        black = np.zeros((48, 64, 3), np.uint8)
        Image.fromarray(black, "RGB").save(root / "masks" / "c_0.png")
        colour = np.stack([_mask(200), _mask(0), _mask(90)], -1)
        Image.fromarray(colour, "RGB").save(root / "masks" / "c_1.png")
        greys = np.stack([_mask(128)] * 3, -1)
        greys[40:, :] = 255
        Image.fromarray(greys, "RGB").save(root / "masks" / "c_2.png")
        Image.fromarray(_mask(1), "L").save(root / "masks" / "c_3.png")   # a grey mask
        if names:
            (root / "classes.txt").write_text("background\nthing\n")
        scan, run = _scan_and_run(str(root), str(tmp_path / f"out{names}"))
        assert sorted(scan) == ["c_0.png", "c_1.png", "c_2.png"], scan
        for name, why in scan.items():
            assert why.startswith(f"the mask masks/{name} is a colour image (RGB);") and \
                "labelmap.txt" in why
        assert run == scan
        if not names:   # the classes: c_3's alone (0 and 1), not 0 to 128
            assert discover.scan(str(root)).labels == ["0", "1"]


def test_a_damaged_grey_mask_saved_as_rgb_is_said_damaged(tmp_path):
    """Its pixels cut short: it was "a RGB colour image" (grey_of's failure read as not
    grey); the scan and the run say it cannot be read, as of any damaged mask."""
    import zlib

    from tests.engine.png_damage import parts, png_of
    src = _source(tmp_path / "seg")
    path = os.path.join(src, "masks", "m_0.png")
    with open(path, "rb") as f:
        ihdr, stream = parts(f.read())
    raw = zlib.decompress(stream)
    with open(path, "wb") as f:
        f.write(png_of(ihdr, zlib.compress(raw[:len(raw) // 2])))
    scan, run = _scan_and_run(src, str(tmp_path / "out"))
    assert scan["m_0.png"].startswith(f"cannot read the mask {path}: "), scan
    assert "colour image" not in scan["m_0.png"]
    assert run == scan


def test_a_cluster_run_follows_the_scan_as_a_local_one(tmp_path):
    """The scan's decision reaches a cluster's workers as a local run's (the images'
    Annotation.grey_rgb): the same records and rejections, byte for byte; the grey source
    read as grey, the colour one's grey-looking mask refused."""
    pytest.importorskip("distributed")
    from pathlib import Path

    from tests.engine.imagefactory.output import assert_identical
    grey = _source(tmp_path / "grey")
    colour = tmp_path / "colour"
    os.makedirs(colour / "images")
    os.makedirs(colour / "masks")
    for i, arr in enumerate((np.zeros((48, 64, 3), np.uint8),
                             np.stack([_mask(200), _mask(0), _mask(90)], -1))):
        Image.new("RGB", (64, 48), (9, 9 * i, 9)).save(colour / "images" / f"c_{i}.png")
        Image.fromarray(arr, "RGB").save(colour / "masks" / f"c_{i}.png")
    Image.new("RGB", (64, 48), (9, 90, 9)).save(colour / "images" / "c_2.png")
    Image.fromarray(_mask(1), "L").save(colour / "masks" / "c_2.png")
    for src in (grey, str(colour)):
        outs = [tmp_path / f"{os.path.basename(src)}-{how}" for how in ("local", "cluster")]
        for out, extra in zip(outs, (("--workers", "1"), ("--cluster", "local:2")),
                              strict=True):
            code, _events, err = run_cli("convert", src, "--out", str(out), "--shards",
                                         "2", *extra)
            assert code == 0, err[-2000:]
        assert_identical(Path(outs[1]), Path(outs[0]))
        with open(outs[1] / "rejected.csv", encoding="utf-8") as f:
            rejected = f.read()
        assert ("c_0" in rejected) if src != grey else ("m_0" not in rejected), rejected
