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

libspng stops inflating at the last pixel row, so it never reads the zlib stream's
Adler-32: a PNG whose data was damaged before its chunk's CRC was made decoded to wrong
pixels (3 of 4,096 in a 64x64 test) that were stored, where Pillow refuses the file. So
the image data is inflated here first, by python-isal's zlib (else the standard
library's), which checks the Adler-32 (a mismatch is the IDAT checksum refusal,
engine.codecs.png_check), and libspng is given the same PNG with that data stored
uncompressed ("stored" deflate blocks), which it copies and unfilters: the same rows, so
the same pixels. Whole conversions of the mixed set's PNGs cost 0.99x the unchecked path
with isal, 1.14x with zlib; letting libspng inflate a second time cost 1.8x the decode
(bench/README.md "PNG image data checked"). Rows above png_check.ROWS_KEPT_MAX are
checked without being kept, then inflated again by libspng (memory over time). A stream
that ends, its checksum right, before the last pixel row is refused as cut short (libspng
refused it, and Pillow then stored the rows missing black); one cut short or broken
otherwise goes to Pillow, whose verdict (or pixels) stand.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

from engine.codecs import png_check
from engine.codecs.orientation import exif_orientation
from engine.codecs.refusals import cut_short

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
    return png_check.nothing_after_image_data(data)


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
        arr = _load(pyspng, data, "RGBA" if mode == "RGBX" else mode)
    except (RuntimeError, ValueError):
        return None
    if arr is None:
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
        arr = _load(pyspng, data)
    except (RuntimeError, ValueError):
        return None
    if arr is None:
        return None
    bands = {"I;16": 1, "RGB": 3, "RGBA": 4}[im.mode]
    if arr.dtype.name != "uint16" or arr.shape[:2] != im.size[::-1] or arr.ndim != 3 or \
            arr.shape[2] < bands:
        return None
    out = bit_depth.eight_bit(arr[..., :bands], bits)
    out.info = dict(im.info)
    return out


#: A stored deflate block holds at most this many bytes.
_BLOCK = 65535

_IEND = struct.pack(">I4sI", 0, b"IEND", zlib.crc32(b"IEND"))


def _load(pyspng, data: bytes, fmt: str | None = None):
    """pyspng.load of the PNG `data`, its image data checked by zlib first (the module's
    docstring says why); None when the data is cut short or broken (Pillow decides).
    Raises ImageError when the data fails its Adler-32, or holds fewer rows than the
    picture (cut short: Pillow, which libspng's refusal sent it to, stored them black)."""
    need = png_check.rows_size(data)
    if need > png_check.ROWS_KEPT_MAX:  # checked without keeping them, then inflated again
        ended, size = png_check.stream_state(data)
        if ended and size < need:
            raise cut_short("png")
        return pyspng.load(data, fmt) if ended else None
    at, stream = png_check.image_data(data)
    inflater = png_check.inflater()
    try:
        raw = inflater.decompress(stream, bufsize=need)
    except (zlib.error, inflater.error) as e:
        if png_check.is_bad_checksum(e):
            raise png_check.checksum_error("IDAT") from None
        return None          # cut short (Pillow may still have every row) or broken
    if len(raw) < need:      # (the stream ended, its checksum right: zlib says so)
        raise cut_short("png")
    if need + (need // _BLOCK + 1) * 5 + 6 >= 1 << 31:
        return None          # too large for one chunk
    png = _with_stored_data(memoryview(data)[:at], memoryview(raw)[:need])
    del raw                  # (held at once: the inflated rows twice, as the file in pyspng)
    return pyspng.load(png, fmt)


def _with_stored_data(head: memoryview, raw: memoryview) -> bytes:
    """The PNG of `head` (its chunks before the image data) whose one IDAT chunk holds
    `raw` in stored blocks. Its CRC and Adler-32 are left 0: pyspng asks libspng to skip
    chunk CRCs (SPNG_CRC_USE), libspng 0.7 stops before the Adler-32, and the data was
    checked by zlib (were either read, libspng would refuse the file, and Pillow decode
    it: slower, the same pixels)."""
    n = len(raw)
    parts: list[bytes | memoryview] = [head, b"", b"IDAT\x78\x01"]
    for i in range(0, n, _BLOCK):
        block = raw[i:i + _BLOCK]
        parts += (struct.pack("<BHH", i + _BLOCK >= n, len(block), len(block) ^ 0xFFFF),
                  block)
    parts[1] = struct.pack(">I", 2 + n + 5 * (len(parts) - 3) // 2 + 4)   # the data's length
    parts += (bytes(8), _IEND)                    # Adler-32, CRC; IEND
    return b"".join(parts)


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
