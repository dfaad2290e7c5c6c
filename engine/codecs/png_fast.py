"""PNG decoded by libspng (pyspng), for the "scaled" and "turbo" decoder paths
(engine.codecs.decoders, issue 16).

Pillow inflates and unfilters PNG rows in its own C loop (~40 ms for a 1024x768 RGBA
photo on one core); libspng, with SIMD unfiltering, gives the same pixels in ~25 ms
(bench/README.md). Only what libspng returns exactly as Pillow does is taken: 8-bit grey,
RGB and RGBA, still (no APNG animation: Pillow picks the frame), without a tRNS colour
key (to_mode ignores it, but Pillow's PNG encoder copies it into --format png). Palette,
grey+alpha (libspng 0.7 has no 8-bit grey+alpha output), 16-bit and 1/2/4-bit files stay
with Pillow, which maps them as before; except 16-bit grey, RGB and RGBA with --bit-depth
below 16, which libspng gives whole, made 8-bit as Pillow's are (engine.codecs.bit_depth).

pyspng returns numpy arrays, so numpy is imported, lazily, by the first PNG a worker
meets (+12 MB resident; a JPEG-only run never imports it). Any error (damaged data,
libspng's stricter checks) returns None, and Pillow then decodes the file and gives
its own verdict and message, as before.
"""

from __future__ import annotations

import struct

from PIL import Image

from engine.codecs.orientation import exif_orientation

#: PNG colour type (IHDR) -> the Pillow mode of its 8-bit image.
_MODES = {0: "L", 2: "RGB", 6: "RGBA"}


#: PNG colour type -> the Pillow mode of its 16-bit image.
_DEEP_MODES = {0: "I;16", 2: "RGB", 6: "RGBA"}


def wanted(data: bytes, im: Image.Image, bits: int = 16) -> bool:
    """`data`, opened by Pillow as `im`, is a still 8-bit grey, RGB or RGBA PNG (or, with
    ``bits`` below 16, a 16-bit one) whose only chunk after the image data is IEND (so
    Pillow parsed all its metadata on opening: it reads later chunks only while decoding)."""
    if len(data) < 33 or data[12:16] != b"IHDR" or getattr(im, "n_frames", 1) != 1:
        return False
    width, height, depth, ctype = struct.unpack(">IIBB", data[16:26])
    modes = _MODES if depth == 8 else _DEEP_MODES if depth == 16 and bits < 16 else {}
    if modes.get(ctype) != im.mode or (width, height) != im.size:
        return False
    if "transparency" in im.info:   # Pillow's PNG encoder writes it into --format png
        return False
    return _nothing_after_image_data(data)


def _nothing_after_image_data(data: bytes) -> bool:
    """Walks the chunk headers (not their data): IDAT chunks, then IEND."""
    pos, seen_idat, end = 8, False, len(data)
    while pos + 8 <= end:
        length, kind = struct.unpack_from(">I4s", data, pos)
        if kind == b"IEND":
            return seen_idat
        if kind == b"IDAT":
            seen_idat = True
        elif seen_idat:
            return False
        pos += 12 + length
    return False        # no IEND: Pillow decides


def decode(data: bytes, im: Image.Image, bits: int = 16) -> Image.Image | None:
    """The pixels of the PNG `data` (opened by Pillow as `im`, `wanted`) as a Pillow
    image of im.mode, except RGB, which comes as "RGBX" (engine.codecs.webp_fast says
    why), and 16-bit images, which come made 8-bit by ``bits`` (L, RGB, RGBA), or None
    when pyspng is missing or refuses the file."""
    try:
        import pyspng
    except ImportError:
        return None
    if data[24] == 16:   # (the IHDR's bit depth)
        return _deep(pyspng, data, im, bits)
    mode = "RGBX" if im.mode == "RGB" else im.mode
    try:
        # RGB asked for as RGBA: libspng adds an opaque alpha (tRNS is not applied)
        arr = pyspng.load(data, "RGBA" if mode == "RGBX" else mode)
    except (RuntimeError, ValueError):
        return None
    bands = len(mode)
    if arr.dtype.name != "uint8" or arr.shape[:2] != im.size[::-1] or \
            (arr.shape[2] if arr.ndim == 3 else 1) != bands or not arr.flags.c_contiguous:
        return None
    # The image shares the array's memory (Pillow keeps it alive): no copy.
    out = Image.frombuffer(mode, im.size, arr, "raw", mode, 0, 1)
    out.info = dict(im.info)    # e.g. the ICC profile, which --format png keeps
    return out


def _deep(pyspng, data: bytes, im: Image.Image, bits: int) -> Image.Image | None:
    """A 16-bit PNG as libspng gives it (grey as grey+alpha, RGB as RGBA, every bit),
    made 8-bit by ``bits`` as Pillow's decode is (engine.codecs.bit_depth.eight_bit)."""
    from engine.codecs import bit_depth
    try:
        arr = pyspng.load(data)
    except (RuntimeError, ValueError):
        return None
    bands = {"I;16": 1, "RGB": 3, "RGBA": 4}[im.mode]
    if arr.dtype.name != "uint16" or arr.shape[:2] != im.size[::-1] or arr.ndim != 3 or \
            arr.shape[2] < bands:
        return None
    out = bit_depth.eight_bit(arr[..., :bands], bits)
    out.info = dict(im.info)
    return out


def decode_oriented(data: bytes, im: Image.Image, bits: int = 16
                    ) -> tuple[Image.Image, int] | None:
    """(pixels, EXIF orientation) of the PNG `data` opened by Pillow as `im`, or None
    when libspng is not for it or refuses it: Pillow then decodes it.

    Pillow's PNG plugin decodes the whole picture to look for EXIF after it (its getexif
    loads the image), so the orientation is read here from what Pillow parsed on opening
    (engine.codecs.orientation's header_only): for the files `wanted` takes (nothing after
    the pixels but IEND) that is all Pillow would find (eXIf, "Raw profile type exif" text, XMP)."""
    if not wanted(data, im, bits):
        return None
    orientation = exif_orientation(im, header_only=True)
    pixels = decode(data, im, bits)
    return None if pixels is None else (pixels, orientation)
