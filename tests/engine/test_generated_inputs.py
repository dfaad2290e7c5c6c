"""The tests' image generators hold what their names claim (tests/engine/imagefactory/
honoured.py): a file written without what its options asked for (Pillow 13 ignores
interlace=True for PNG and tile= for TIFF, and merges identical animation frames) is
caught where it is made, and the hand-built interlaced PNG and tiled TIFF are what they
claim."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from tests.engine import file_kinds as K
from tests.engine import imagefactory as F
from tests.engine.imagefactory import honoured
from tests.engine.png_damage import adam7, assert_interlaced

_PHOTO = F.noise(64, 48, seed=1)


def _exif(orientation: int) -> bytes:
    exif = Image.Exif()
    exif[0x0112] = orientation
    return exif.tobytes()


#: (a file, the image it was written from, the format, options it does NOT hold)
_MISSING = {
    "interlaced PNG": (F.encode(_PHOTO, "PNG"), _PHOTO, "PNG", {"interlace": True}),
    "progressive JPEG": (F.encode(_PHOTO, "JPEG"), _PHOTO, "JPEG", {"progressive": True}),
    "baseline JPEG": (F.encode(_PHOTO, "JPEG", progressive=True), _PHOTO, "JPEG", {}),
    "CMYK JPEG": (F.encode(_PHOTO, "JPEG"), _PHOTO.convert("CMYK"), "JPEG", {}),
    "4:4:4 JPEG": (F.encode(_PHOTO, "JPEG"), _PHOTO, "JPEG", {"subsampling": 0}),
    "EXIF orientation": (F.encode(_PHOTO, "JPEG"), _PHOTO, "JPEG", {"exif": _exif(6)}),
    "16-bit PNG": (F.encode(_PHOTO.convert("L"), "PNG"), Image.new("I;16", (64, 48)), "PNG",
                   {}),
    "animated GIF": (F.encode(_PHOTO.convert("P"), "GIF"), _PHOTO, "GIF",
                     {"save_all": True, "append_images": [_PHOTO]}),
    "plain GIF": (F.encode(_PHOTO.convert("P"), "GIF"), _PHOTO, "GIF", {"interlace": False}),
    "lossless WebP": (F.encode(_PHOTO, "WEBP"), _PHOTO, "WEBP", {"lossless": True}),
    "LZW TIFF": (F.encode(_PHOTO, "TIFF"), _PHOTO, "TIFF", {"compression": "tiff_lzw"}),
    "tiled TIFF": (F.encode(_PHOTO, "TIFF"), _PHOTO, "TIFF", {"tile": (16, 16)}),
    "BigTIFF": (F.encode(_PHOTO, "TIFF"), _PHOTO, "TIFF", {"big_tiff": True}),
}


@pytest.mark.parametrize("name", sorted(_MISSING))
def test_a_file_without_what_its_options_ask_for_is_caught(name):
    data, im, fmt, kw = _MISSING[name]
    with pytest.raises(AssertionError):
        honoured.check(data, fmt, im, kw)


@pytest.mark.parametrize("fmt, kw", [("PNG", {"interlace": True}),
                                     ("TIFF", {"tile": (16, 16)})])
def test_what_pillow_ignores_is_refused_by_the_generator(fmt, kw):
    with pytest.raises(AssertionError, match="Pillow writes no"):
        F.encode(_PHOTO, fmt, **kw)


def test_identical_frames_are_caught_as_a_still_picture():
    """Pillow writes two identical frames as one: no animation to test."""
    with pytest.raises(AssertionError, match="frames written"):
        F.encode(_PHOTO, "GIF", save_all=True, append_images=[_PHOTO.copy()])


def test_the_hand_built_files_are_what_they_claim():
    rng = np.random.default_rng(3)
    for arr, ctype in [(rng.integers(0, 256, (9, 11, 4), dtype=np.uint8), 6),
                       (rng.integers(0, 256, (1, 5), dtype=np.uint8), 0),
                       (rng.integers(0, 65536, (7, 6, 3), dtype=np.uint16), 2)]:
        png = adam7(arr, ctype)
        assert png[24] == arr.dtype.itemsize * 8
        with Image.open(io.BytesIO(png)) as im:
            assert im.size == arr.shape[1::-1]
    with pytest.raises(AssertionError, match="not interlaced"):
        assert_interlaced(F.encode(_PHOTO, "PNG"))
    with Image.open(io.BytesIO(K.tiled_tiff())) as im:
        assert im.tag_v2[322] == im.tag_v2[323] == 16 and 273 not in im.tag_v2
