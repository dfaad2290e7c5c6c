"""A PNG whose image data is whole and checksummed but holds fewer pixel rows than its
picture (a writer's fault, or data cut and compressed again): TensorFlow's decode_png
refuses it, and --format original did; the decoding formats stored it with the rows
missing black, on every path. libspng refused it and sent it to Pillow, which takes a
stream's end at a row's end as the picture's end (and says "truncated (0 bytes not
processed)" when it ends inside a row). Now it is refused as cut short on every path:
the default one, --exact, --decoder pillow, a segmentation mask, an annotated picture.

A PNG without IEND is stored by the decoding formats only when its image data is whole
(its stream ends, checksummed, after the last row): then it holds every pixel. Otherwise
it is cut short, as the window's scan says it (tests/gui/test_one_problem_one_wording.py).
"""

from __future__ import annotations

import io
import os
import struct
from dataclasses import replace

import numpy as np
import pytest
from PIL import Image

from engine.codecs import imaging
from engine.codecs.originals import store
from engine.config import ImageOptions
from engine.errors import ImageError
from engine.reason_codes import describe
from tests.engine import imagefactory as F
from tests.engine.conftest import noise_image, read_tfrecords, run_cli
from tests.engine.png_damage import adam7, stream_parts, with_rows

CUT = "PNG is cut short: the file ends before its picture data does (copy it again from " \
      "the original)"


def _saved(im: Image.Image, **kw) -> bytes:
    buf = io.BytesIO()
    im.save(buf, "PNG", **kw)
    return buf.getvalue()


def _mask() -> Image.Image:
    """A class mask: background 0 (its last rows too, as most masks' are), two objects."""
    m = np.zeros((40, 48), np.uint8)
    m[4:20, 6:30], m[22:30, 10:44] = 1, 2
    return Image.fromarray(m, "L")


def _originals() -> dict[str, tuple[bytes, int]]:
    """name -> (undamaged PNG, --bit-depth): the libspng kinds, the kinds Pillow decodes
    (palette, grey+alpha, 16-bit, 1-bit), interlaced, and a mask ending in black rows."""
    rng = np.random.default_rng(4)
    return {
        "rgb": (_saved(noise_image(48, 40, "RGB", seed=1)), 16),
        "rgba": (_saved(noise_image(48, 40, "RGBA", seed=2)), 16),
        "grey": (_saved(noise_image(48, 40, "L", seed=3)), 16),
        "palette": (_saved(noise_image(48, 40, "RGB", seed=4).quantize(64)), 16),
        "grey+alpha": (_saved(noise_image(48, 40, "RGBA", seed=5).convert("LA")), 16),
        "1-bit": (_saved(noise_image(48, 40, "L", seed=6).convert("1")), 16),
        "rgb 16-bit": (F.png16(rng.integers(0, 65536, (40, 48, 3), dtype=np.uint16)), 16),
        "rgb 16-bit at 12": (F.png16(rng.integers(0, 4096, (40, 48, 3), dtype=np.uint16)),
                             12),
        "rgba interlaced": (adam7(rng.integers(0, 256, (40, 48, 4), dtype=np.uint8), 6), 16),
        "grey interlaced 1 row": (adam7(rng.integers(1, 256, (1, 13), dtype=np.uint8), 0),
                                  16),
        "mask": (_saved(_mask()), 16),
    }


def _row(png: bytes) -> int:
    """Bytes of the PNG's last row of rows (its filter byte too): of the picture's last
    row, or of Adam7's last pass, a whole row wide, when interlaced."""
    width, depth, ctype = struct.unpack_from(">I", png, 16)[0], png[24], png[25]
    return 1 + (width * depth * {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype] + 7) // 8


def _damaged(png: bytes) -> dict[str, bytes]:
    raw = stream_parts(png)[2]
    last = len(raw) - _row(png)
    return {
        "without its last row": with_rows(png, raw[:last]),
        "half its rows": with_rows(png, raw[:_row(png) * max(1, last // _row(png) // 2)]),
        "ending inside its last row": with_rows(png, raw[:-1]),
        "without its rows": with_rows(png, b""),
        "without its last row, bytes after the stream": with_rows(png, raw[:last],
                                                                   tail=b"not zlib"),
        "without its last row, no IEND": with_rows(png, raw[:last], end=False),
    }


ORIGINALS = _originals()
CASES = [(f"{o}: {k}", data) for o, (png, _bits) in ORIGINALS.items()
         for k, data in _damaged(png).items()]


def _verdict(data: bytes, opts: ImageOptions) -> tuple[str, object]:
    try:
        return "stored", imaging.convert(data, opts).data
    except ImageError as e:
        return "refused", str(e)


def _opts(decoder: str, exact: bool, bits: int, fmt: str = "png") -> ImageOptions:
    return replace(ImageOptions(resize="none", format=fmt, exact=exact, bit_depth=bits),
                   decoder=decoder)


@pytest.mark.parametrize("exact", [False, True])
@pytest.mark.parametrize("decoder", ["scaled", "turbo", "pillow"])
@pytest.mark.parametrize("name, data", CASES, ids=[c[0] for c in CASES])
def test_a_png_with_too_few_rows_is_refused_as_cut_short(name, data, decoder, exact):
    bits = ORIGINALS[name.split(":")[0]][1]
    got = _verdict(data, _opts(decoder, exact, bits))
    assert got == ("refused", CUT), name
    assert describe(CUT) == ("file.iso_cut", {"format": "PNG"})
    with pytest.raises(ImageError) as e:     # --format original, as it already said
        store(data, ImageOptions(format="original", resize="none"))
    assert str(e.value) == CUT


@pytest.mark.parametrize("name", sorted(ORIGINALS))
def test_the_undamaged_files_are_stored(name):
    """(the mask ends in black rows: its stream is checked, and passes)"""
    png, bits = ORIGINALS[name]
    stored = {d: _verdict(png, _opts(d, False, bits)) for d in ("scaled", "pillow")}
    assert stored["scaled"][0] == "stored" and stored["scaled"] == stored["pillow"], name


SMALL = {"rgba": np.random.default_rng(1).integers(1, 256, (10, 9, 4), dtype=np.uint8),
         "grey 1 row": np.random.default_rng(2).integers(1, 256, (1, 7), dtype=np.uint8),
         "rgb 1 column": np.random.default_rng(3).integers(1, 256, (7, 1, 3), dtype=np.uint8)}


@pytest.mark.parametrize("interlaced", [False, True])
@pytest.mark.parametrize("name", sorted(SMALL))
def test_no_cut_of_the_rows_is_stored_on_any_path(name, interlaced):
    """Every length of the rows short of the whole, each stream whole and checksummed:
    Pillow stores the ones that end at a row's end, which the engine finds by the pixels
    the data holds last being unset (png_check.load: only those files are inflated)."""
    arr = SMALL[name]
    ctype = 0 if arr.ndim == 2 else {3: 2, 4: 6}[arr.shape[2]]
    png = adam7(arr, ctype) if interlaced else _saved(Image.fromarray(arr))
    raw = stream_parts(png)[2]
    for decoder in ("scaled", "pillow"):
        opts = _opts(decoder, False, 16, "raw")
        assert _verdict(png, opts)[0] == "stored"
        for n in range(len(raw)):
            assert _verdict(with_rows(png, raw[:n]), opts) == ("refused", CUT), (decoder, n)


NO_IEND = {"whole": ("stored", True), "rows cut": ("refused", True),
           "unfinished stream": ("refused", False)}


@pytest.mark.parametrize("decoder", ["scaled", "pillow"])
@pytest.mark.parametrize("kind", sorted(NO_IEND))
@pytest.mark.parametrize("name", ["rgb", "palette", "rgb 16-bit at 12"])
def test_a_png_without_iend_is_stored_only_when_its_data_is_whole(name, kind, decoder):
    """A stream whose last block and checksum are missing holds every row, but without
    IEND the file was most likely cut there: refused (Pillow stored it)."""
    png, bits = ORIGINALS[name]
    raw = stream_parts(png)[2]
    want, finished = NO_IEND[kind]
    data = with_rows(png, raw if kind != "rows cut" else raw[:len(raw) // 2], end=False,
                      finished=finished)
    got = _verdict(data, _opts(decoder, False, bits))
    if want == "stored":
        assert got == _verdict(png, _opts(decoder, False, bits))
    else:
        assert got == ("refused", CUT)


def test_a_run_skips_the_pngs_with_too_few_rows_and_converts_the_rest(tmp_path):
    """End to end (python -m engine convert, read back with TensorFlow), on the default
    path, with --exact and with --decoder pillow: the PNGs whose data lacks rows are
    skipped as cut short; the others, a PNG without IEND whose data is whole among them,
    are stored with their own pixels."""
    import tensorflow as tf
    cls = tmp_path / "src" / "a"
    cls.mkdir(parents=True)
    want = {}
    for name in ("rgb", "palette", "rgba interlaced", "mask", "grey+alpha"):
        png = ORIGINALS[name][0]
        stem = name.replace(" ", "_").replace("+", "_")
        (cls / f"{stem}.png").write_bytes(png)
        # (transparent pixels on the default white background, as the run places them)
        want[f"{stem}.png"] = np.asarray(imaging.to_mode(Image.open(io.BytesIO(png)), 3))
        (cls / f"{stem}_short.png").write_bytes(_damaged(png)["without its last row"])
    (cls / "no_iend.png").write_bytes(ORIGINALS["rgb"][0][:-12])
    want["no_iend.png"] = want["rgb.png"]
    (cls / "no_iend_short.png").write_bytes(
        _damaged(ORIGINALS["rgba"][0])["without its last row, no IEND"])
    for extra in ([], ["--exact"], ["--decoder", "pillow"]):
        out = tmp_path / f"out{len(extra)}"
        code, events, err = run_cli("convert", str(tmp_path / "src"), "--out", str(out),
                                    "--format", "png", "--resize", "none", "--workers", "1",
                                    "--events", "jsonl", *extra)
        assert code == 0, err
        failed = {os.path.basename(e["path"]): (e["code"], e["params"])
                  for e in events if e["type"] == "item_failed"}
        assert failed == {n: ("file.iso_cut", {"format": "PNG"}) for n in os.listdir(cls)
                          if "short" in n}, extra
        records = read_tfrecords(sorted(out.glob("data-*.tfrecord")))
        stored = {r["image/filename"].decode().rsplit("/", 1)[-1]:
                  tf.io.decode_png(r["image/encoded"], channels=3).numpy() for r in records}
        assert sorted(stored) == sorted(want), extra
        for name, pixels in stored.items():
            assert np.array_equal(pixels, want[name]), (extra, name)


def test_a_mask_with_too_few_rows_costs_its_image_at_scan_and_run(tmp_path):
    """A segmentation mask is decoded by Pillow: one whose rows stop early gave its image
    class 0 (the background) where its objects were. The run skips the image for its
    mask, and the scan (engine scan --list: engine.sources.masks.read_masks) says so
    first, in the same words."""
    from types import SimpleNamespace

    from engine.config import DEFAULT_MAX_PIXELS
    from engine.sources.masks import read_masks
    from tests.engine.annotated_sources import seg_masks
    source = seg_masks(tmp_path / "seg", values=(1, 2, 3))
    mask = tmp_path / "seg" / "masks" / "s_1.png"
    png = mask.read_bytes()
    raw = stream_parts(png)[2]
    mask.write_bytes(with_rows(png, raw[:len(raw) - 5 * _row(png)]))
    code, events, err = F.run_engine(F.engine_argv(source, tmp_path / "out", "--task",
                                                   "segmentation", "--size", "32x24",
                                                   "--workers", "1"))
    assert code == 0, err
    failed = {os.path.basename(e["path"]): e["reason"] for e in events
              if e["type"] == "item_failed"}
    assert failed == {"s_1.png": f"cannot read the mask {mask}: {CUT}"}
    samples = [SimpleNamespace(path=os.path.join(source, "images", f"s_{i}.png"),
                               ann=SimpleNamespace(mask_path=os.path.join(
                                   source, "masks", f"s_{i}.png"), colours=(), classes=0))
               for i in range(3)]
    refused, held = read_masks(samples, DEFAULT_MAX_PIXELS)
    assert [(os.path.basename(p), why) for p, why in refused] == [("s_1.png",
                                                                  failed["s_1.png"])]
    assert sorted(os.path.basename(p) for p in held) == ["s_0.png", "s_2.png"]


def test_an_annotated_png_with_too_few_rows_is_skipped(tmp_path):
    """COCO's b.png (objects on black) with its last rows gone: skipped as cut short,
    where it was stored with its lower part black under its boxes."""
    from tests.engine import annotated_data as A
    path = A.make_coco(str(tmp_path / "coco"))
    image = tmp_path / "coco" / "images" / "b.png"
    png = image.read_bytes()
    raw = stream_parts(png)[2]
    image.write_bytes(with_rows(png, raw[:len(raw) - 20 * _row(png)]))
    code, events, err = F.run_engine(F.engine_argv(path, tmp_path / "out", "--workers", "1"))
    assert code == 0, err
    failed = {os.path.basename(e["path"]): (e["code"], e["params"]) for e in events
              if e["type"] == "item_failed"}
    assert failed == {"b.png": ("file.iso_cut", {"format": "PNG"})}
