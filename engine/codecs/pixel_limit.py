"""The engine's pixel limit in place of Pillow's own: every image the engine opens with
Pillow is opened here (:func:`open_image`, :func:`opened`), so that one file reads alike
in the window's scan, `engine scan`, the run, `verify` and `inspect`.

Pillow refuses an image above twice its ``Image.MAX_IMAGE_PIXELS`` (~179 megapixels) with
DecompressionBombError, in its own words ("Image size (256000000 pixels) exceeds limit of
178956970 pixels, could be decompression bomb DOS attack."), and warns above it: in
Image.open, and in the openers that check before Image.open can (WebP before it sets up its
decoder, GIF for a frame past its screen, MPO for a later frame, TIFF when it loads). That
limit is a setting of the whole process: the run's workers had it off (engine.codecs.imaging
turned it off when imported), while the window, `engine scan`, `verify` and `inspect` kept
it, unless something had imported imaging first. So the scan said "corrupt WEBP header:
Image size ... DOS attack" of a 16000x16000 WebP that the run refuses as "image is
16000x16000 = 256 megapixels, above the --max-pixels limit of 100 MP (...)", and converts
with a raised --max-pixels; and `verify` failed, in those words, a dataset that a run with
a raised --max-pixels had written.

The engine's limit is --max-pixels (the window's Largest image), refused in the run's
sentence with what to do (engine.codecs.refusals.too_many_pixels), before anything is
decoded. Pillow's own is turned off wherever the engine opens an image (its error and its
warning then never come: Pillow says nothing of it), and the engine's applies instead. The
window's thumbnails, which decode what they show, check their own limit
(gui.pillow_image.THUMBNAIL_MAX_PIXELS). A WebP's size is read from its header first, as
Pillow's WebP opener reads it: that opener sets up libwebp's decoder, which takes memory
for the whole canvas and fails on one it cannot have ("could not create decoder object"):
a WebP whose header claims a canvas of 16000x16000 around a small picture was "damaged"
to the run, and Pillow's words to the scan.
"""

from __future__ import annotations

import os
import struct
from typing import TYPE_CHECKING, BinaryIO

from engine.codecs import refusals
from engine.errors import ImageError
from engine.regular_files import open_input

if TYPE_CHECKING:
    from PIL import ImageFile

#: What Image.open reads: a path, or a binary file (a BytesIO of a file's bytes).
Source = str | os.PathLike | BinaryIO


def pillow_limit_off() -> None:
    """Turn Pillow's own pixel limit off in this process: the engine's applies
    (:func:`open_image`). Every open here turns it off again, so that a process which set
    it since (the window's tests do) reads an image as any other does."""
    from PIL import Image
    Image.MAX_IMAGE_PIXELS = None


def claimed_size(head: bytes) -> tuple[int, int] | None:
    """The size a WebP file's header claims (from its first 30 bytes: the VP8, VP8L or
    VP8X chunk after its RIFF header, as Pillow's WebP opener reads it); None for any other
    file, or a header too short to say."""
    if len(head) < 30 or head[:4] != b"RIFF" or head[8:12] != b"WEBP":
        return None
    chunk = head[12:16]
    if chunk == b"VP8 " and head[23:26] == b"\x9d\x01\x2a":   # (lossy: after its start code)
        w, h = struct.unpack_from("<HH", head, 26)
        return w & 0x3FFF, h & 0x3FFF
    if chunk == b"VP8L" and head[20] == 0x2F:   # (lossless: 14 bits each, less one)
        bits = int.from_bytes(head[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if chunk == b"VP8X":   # (extended: its canvas, 24 bits each, less one)
        return int.from_bytes(head[24:27], "little") + 1, \
            int.from_bytes(head[27:30], "little") + 1
    return None


def check(w: int, h: int, max_pixels: int) -> None:
    """Raise the run's refusal (ImageError) of an image of ``w`` x ``h`` above
    ``max_pixels`` (--max-pixels)."""
    if w * h > max_pixels:
        raise refusals.too_many_pixels(w, h, max_pixels)


def check_claimed(head: bytes, max_pixels: int) -> None:
    """Raise the run's refusal (ImageError) of a file whose first bytes ``head`` claim a
    size above ``max_pixels`` (a WebP's header: :func:`claimed_size`), before Pillow's
    opener sets up a decoder for it."""
    if (size := claimed_size(head)) is not None:
        check(*size, max_pixels)


def opened(source: Source, formats: list[str] | tuple[str, ...] | None = None
           ) -> ImageFile.ImageFile:
    """Pillow's Image.open of ``source`` (the header only) with Pillow's own pixel limit
    off: an image of any size is opened, and nothing is said of its size (the caller
    checks it, or reads only the header: :func:`open_image` refuses above --max-pixels).
    Raises what Image.open raises for a file it cannot read, never DecompressionBombError."""
    from PIL import Image
    pillow_limit_off()
    return Image.open(source, formats=formats)


def open_image(source: Source, max_pixels: int,
               formats: list[str] | tuple[str, ...] | None = None) -> ImageFile.ImageFile:
    """:func:`opened`, refused above ``max_pixels`` in the run's words (ImageError:
    refusals.too_many_pixels) before any pixel is decoded; a WebP by its header's size
    before Pillow's opener sets up its decoder."""
    check_claimed(_head(source), max_pixels)
    im = opened(source, formats)
    try:
        check(*im.size, max_pixels)
    except ImageError:
        im.close()
        raise
    return im


def _head(source: Source) -> bytes:
    """The first 30 bytes of ``source`` (what :func:`claimed_size` reads; Image.open too
    reads a file from its start), its position kept; none when they cannot be read (then
    Image.open says why)."""
    try:
        if isinstance(source, (str, os.PathLike)):
            with open_input(os.fspath(source)) as f:
                return f.read(30)
        at = source.tell()
        try:
            source.seek(0)
            return source.read(30)
        finally:
            source.seek(at)
    except (OSError, ValueError, AttributeError):
        return b""
