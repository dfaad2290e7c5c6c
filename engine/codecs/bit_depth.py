"""16-bit images made 8-bit by --bit-depth N: which of a camera's 16 bits hold its data.

Microscopes and scientific cameras write 10-, 12- or 14-bit values into 16-bit PNG and
TIFF files (a 12-bit camera's brightest pixel is 4,095 of 65,535). Keeping the top 8 of
16 bits (the default, N = 16, and the only behaviour before the option) makes such a
picture almost black: 4,095 becomes 15 of 255. With N < 16 a value v is stored as
``v >> (N - 8)``, clipped to 255: 0..2^N-1 becomes 0..255, each stored level standing for
2^(N-8) values as 16 bits' ``v >> 8`` does. One value for the whole dataset, never guessed
per image, so that one brightness means one thing in every record.

Pillow reads 16-bit grey (modes I;16*, and I for signed or 32-bit TIFF) with every bit,
but 16-bit RGB and RGBA only as their high bytes ("RGB;16B" and the like). For those,
with N < 16, :func:`load_colour` decodes the file a second time with the other byte
order's raw mode, which yields the low bytes, and joins the two. libspng (engine.codecs
.png_fast) gives 16-bit PNGs whole; both paths end in :func:`eight_bit`, so the decoder
paths store the same bytes.

The window imports this module (its scan reads the brightest value of 16-bit images, and
its thumbnails follow the chosen depth): Pillow and numpy are imported only when used.
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING, BinaryIO, NamedTuple

from engine.errors import ImageError

if TYPE_CHECKING:
    import numpy as np
    from PIL import Image

#: Pillow's modes of one-band images with more than 8 bits (engine.codecs.imaging.to_mode).
GREY_MODES = ("I;16", "I;16L", "I;16B", "I;16N", "I")


def scale(arr: np.ndarray, bits: int) -> np.ndarray:
    """uint16, either byte order (or int32: Pillow's mode I) values as uint8, by ``bits``
    (see the module)."""
    import numpy as np
    if arr.dtype.kind != "u" or arr.dtype.itemsize != 2:   # mode I: signed or 32-bit TIFF
        if bits == 16 and arr.max(initial=0) <= 255:
            return arr.astype(np.uint8)   # 8-bit values kept in 32 bits (as before)
        return np.clip(arr >> (bits - 8), 0, 255).astype(np.uint8)
    if bits == 16:  # a shift in place of a widening copy (half the memory traffic)
        return (arr >> 8).astype(np.uint8)
    return np.minimum(arr >> (bits - 8), 255).astype(np.uint8)


def grey(im: Image.Image, bits: int) -> Image.Image:
    """A one-band image of GREY_MODES as mode L."""
    import numpy as np
    return eight_bit(np.asarray(im), bits)


def eight_bit(arr: np.ndarray, bits: int) -> Image.Image:
    """16-bit pixels (height x width x 1, 3 or 4 bands: grey, RGB, RGBA) as an 8-bit
    L, RGB or RGBA image. Alpha is not brightness: its top 8 bits, as Pillow keeps it."""
    import numpy as np
    from PIL import Image
    bands = arr.shape[2] if arr.ndim == 3 else 1
    if bands == 1:
        return Image.fromarray(scale(arr.reshape(arr.shape[:2]), bits), "L")
    out = np.empty(arr.shape, np.uint8)
    out[..., :3] = scale(arr[..., :3], bits)
    if bands == 4:
        out[..., 3] = arr[..., 3] >> 8
    return Image.fromarray(out, "RGBA" if bands == 4 else "RGB")


def raw_mode(im: Image.Image) -> str:
    """The raw mode of an opened, not yet loaded image's first tile ("" when none)."""
    tile = getattr(im, "tile", None) or []
    if not tile:
        return ""
    args = tile[0].args
    return args if isinstance(args, str) else str(args[0]) if args else ""


def deep_colour(im: Image.Image) -> bool:
    """``im`` (opened, not loaded) holds 16-bit colour that Pillow reads as its high bytes."""
    return im.mode in ("RGB", "RGBA") and ";16" in raw_mode(im)


def is_deep(im: Image.Image) -> bool:
    """``im`` (opened, not loaded) has more than 8 bits a sample: what --bit-depth is for."""
    return im.mode in GREY_MODES or deep_colour(im) or deep_layout(im)


def deep_layout(im: Image.Image) -> bool:
    """``im`` (opened, not loaded: its header) is 16-bit in a layout whose low bytes Pillow
    cannot give (grey with alpha, CMYK, premultiplied alpha): below --bit-depth 16 the run
    refuses it (:func:`refusal`). The window's scan asks this of the header it reads, so
    that it lists these files at any bit depth without reading the source again."""
    raw = raw_mode(im)
    return ";16" in raw and im.mode not in GREY_MODES and not _low_bytes(raw)


def refusal(kind: str, bits: int) -> str:
    """The run's reason (code file.deep_layout) for a :func:`deep_layout` image of format
    ``kind`` (Pillow's: "PNG", "TIFF"; "" for an unknown one) at --bit-depth ``bits``."""
    return (f"16-bit {kind or 'image'} whose low bits cannot be read (grey with alpha, CMYK "
            f"or premultiplied alpha), so --bit-depth {bits} cannot be applied to it: save "
            "it as 16-bit grey or RGB, or convert with --bit-depth 16")


def layout_of(source: str | BinaryIO) -> str:
    """The format ("PNG", "TIFF") of the image file ``source`` (a path, or a binary file
    open at its start) when its header says it is a :func:`deep_layout` image; "" otherwise
    (or when it cannot be opened: the run says why). Only the header is read."""
    from engine.codecs.pixel_limit import opened
    try:
        with opened(source, ["PNG", "TIFF"]) as im:   # (the run checks the size)
            return (im.format or "image") if deep_layout(im) else ""
    except (OSError, ValueError, SyntaxError, EOFError):
        return ""


def _low_bytes(raw: str) -> str:
    """The raw mode that unpacks the low byte of each 16-bit sample of ``raw``; "" when
    Pillow has none (grey+alpha, premultiplied RGBa, CMYK)."""
    base, _, order = raw.partition(";")
    if base not in ("RGB", "RGBA", "RGBX") or order not in ("16B", "16L", "16N"):
        return ""
    if order == "16N":   # libtiff's: this computer's byte order
        order = "16L" if sys.byteorder == "little" else "16B"
    return f"{base};{'16L' if order == '16B' else '16B'}"


def _colour16(data: bytes | str, im: Image.Image, bits: int) -> np.ndarray:
    """The 16-bit colour image ``im`` opened from ``data`` (the file's bytes, or its path;
    not yet loaded; deep_colour) decoded whole, its first frame: uint16, height x width x 3
    or 4 (RGBA). Raises ImageError for a layout whose low bytes Pillow cannot give."""
    low = _low_bytes(raw_mode(im))
    if not low:
        raise ImageError(refusal(im.format or "", bits))
    import numpy as np

    from engine.codecs import png_check
    from engine.codecs.pixel_limit import opened
    # (both on their first page as opened: not counted, which reads every later page's
    # description, and a damaged one failed the file: engine.codecs.imaging._decode)
    twin = opened(io.BytesIO(data) if isinstance(data, bytes) else data,
                  [im.format] if im.format else None)   # (the same size: checked)
    with twin:   # (a path's file closed after)
        twin.tile = [t._replace(args=low if isinstance(t.args, str) else
                                (low, *(t.args or ())[1:])) for t in twin.tile]
        if isinstance(data, bytes):   # (a PNG's checksum checked where Pillow stops early)
            png_check.load(im, data)
        else:
            im.load()
        twin.load()
        high, low_bytes = np.asarray(im), np.asarray(twin)
    if high.shape != low_bytes.shape:   # pragma: no cover - the same file read twice
        raise ImageError("the 16-bit image decoded differently twice (damaged)")
    joined = (high.astype(np.uint16) << 8) | low_bytes
    return joined if im.mode == "RGBA" else joined[..., :3]


def load_colour(data: bytes, im: Image.Image, bits: int) -> Image.Image | None:
    """The 16-bit colour image ``im`` opened from ``data`` (not yet loaded: its EXIF not
    asked for, which loads a PNG) decoded whole, its first frame, and made 8-bit by
    ``bits``; None when it is not 16-bit colour. Raises ImageError for a layout whose low
    bytes Pillow cannot give (stored from its high bytes, it would have another brightness
    than the rest of the dataset): 16-bit CMYK too, which is not RGB."""
    if deep_layout(im):
        raise ImageError(refusal(im.format or "", bits))
    if not deep_colour(im):
        return None
    return eight_bit(_colour16(data, im, bits), bits)


class Whole(NamedTuple):
    """A 16-bit image file as the window reads it (read_whole)."""

    #: its first frame's values: height x width for grey (uint16, or int32), x 3 or 4 for
    #: RGB, RGBA (uint16)
    values: np.ndarray
    #: the EXIF orientation the run turns it by (engine.codecs.orientation)
    orientation: int


def read_whole(path: str, max_pixels: int) -> Whole | None:
    """For the window: the 16-bit image file at ``path`` read whole, opened once (16-bit
    colour: and its low bytes, the twin the run decodes too); None when it is not a 16-bit
    image, has more than ``max_pixels`` pixels, or cannot be read."""
    import numpy as np

    from engine.codecs.orientation import exif_orientation
    from engine.codecs.pixel_limit import opened
    try:
        with opened(path) as im:   # (the size is checked here, against max_pixels)
            if not is_deep(im) or im.size[0] * im.size[1] > max_pixels:
                return None
            if im.mode in GREY_MODES:   # (its first page, as opened: _colour16)
                values = np.asarray(im)
            elif deep_colour(im):
                values = _colour16(path, im, 16)
            else:
                return None
            return Whole(values, exif_orientation(im))   # (decoded: a PNG's EXIF after it too)
    except (ImageError, OSError, ValueError, SyntaxError, EOFError):
        return None


def brightest(arr: np.ndarray) -> int:
    """The largest value of read_whole's ``values`` in any colour band (not alpha)."""
    colour = arr if arr.ndim == 2 else arr[..., :3]
    return int(colour.max(initial=0))
