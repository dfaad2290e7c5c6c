"""An annotated PNG is decoded once. engine.sources.annotated.measure asked Pillow for the
EXIF orientation after the conversion, and Pillow's PNG plugin decodes the whole picture
to look for EXIF after the pixels: every annotated PNG was decoded twice (on the default
path, once by libspng and once, the slower, by Pillow), and once under --format original,
which decodes nothing. The geometry now takes the orientation the conversion turned the
picture by; under --format original, a PNG's from its header where nothing follows its
pixels. The boxes land where they did, EXIF before or after the pixels."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from engine.codecs import imaging
from engine.config import ImageOptions
from engine.sources import annotated
from engine.sources.model import TASK_DETECTION, Annotation, Obj
from tests.engine import imagefactory as F
from tests.engine.conftest import noise_image

#: A box on the picture as it is shown (EXIF-turned), its size recorded so.
BOX = Obj(10, 5, 30, 20, 0, "cat")


def _png(orientation: int = 1, late: bool = False) -> bytes:
    buf = io.BytesIO()
    noise_image(64, 40, "RGB", seed=4).save(buf, "PNG")
    png = buf.getvalue()
    return png if orientation == 1 else F.png_oriented(png, orientation, late=late)


@pytest.fixture
def pillow_decodes(monkeypatch) -> list[str]:
    """The PNG decodes Pillow makes (its "zip" decoders), counted."""
    made: list[str] = []
    real = Image._getdecoder

    def counting(mode, name, *args, **kwargs):
        if name == "zip":
            made.append(mode)
        return real(mode, name, *args, **kwargs)
    monkeypatch.setattr(Image, "_getdecoder", counting)
    return made


def _record(data: bytes, opts: ImageOptions, size=(40, 64)) -> tuple[dict, int]:
    """(features, Pillow's PNG decodes made) of one annotated image, as a worker makes them."""
    ann = Annotation(TASK_DETECTION, objects=(BOX,), size=size)
    img = imaging.convert(data, annotated.image_options(opts))
    return annotated.features(ann, "a.png", img, data, opts)[0], img


@pytest.mark.parametrize("decoder, once", [("scaled", 0), ("pillow", 1)])
def test_an_annotated_png_is_decoded_once(pillow_decodes, decoder, once):
    """libspng decodes it on the default path (no Pillow decode at all), Pillow on its own."""
    opts = replace(ImageOptions(width=32, height=32), decoder=decoder)
    _record(_png(), opts, size=(64, 40))
    assert len(pillow_decodes) == once


def test_original_bytes_decode_no_annotated_png(pillow_decodes):
    """(A PNG without EXIF: Pillow's getexif decoded it to look for EXIF after the pixels.)"""
    _record(_png(), ImageOptions(format="original", resize="none"), size=(64, 40))
    assert pillow_decodes == []


@pytest.mark.parametrize("fmt", ["jpeg", "original"])
@pytest.mark.parametrize("late", [False, True])
@pytest.mark.parametrize("decoder", ["scaled", "pillow"])
def test_boxes_follow_the_exif_orientation_before_or_after_the_pixels(fmt, late, decoder,
                                                                      monkeypatch):
    """The box (drawn on the turned picture, 40 x 64) lands where measuring the file by
    itself, as before, puts it: the orientation the conversion applied is the file's."""
    data = _png(6, late=late)
    opts = replace(ImageOptions(width=32, height=32, format=fmt, resize="stretch" if
                                fmt != "original" else "none"), decoder=decoder)
    feats, img = _record(data, opts)
    assert img.orientation == (6 if fmt != "original" else None)
    monkeypatch.setattr(annotated, "measure",
                        lambda d, o, _given=None, real=annotated.measure: real(d, o))
    before, _ = _record(data, opts)
    assert feats == before
    box = tuple(feats[f"image/object/bbox/{k}"][0] for k in ("xmin", "ymin", "xmax", "ymax"))
    drawn = (10 / 40, 5 / 64, 30 / 40, 20 / 64)      # (on the turned picture, 40 x 64)
    if fmt == "original":   # stored unturned: the box turned back onto its 64 x 40 grid
        assert (feats["image/width"], feats["image/height"]) == (64, 40)
        assert box == pytest.approx((5 / 64, 10 / 40, 20 / 64, 30 / 40))
    else:                   # stored turned, as shown
        assert box == pytest.approx(drawn)
