"""Files of several pictures whose first one is whole and a later one damaged: GIFs of three
frames written block by block (tests/engine/damaged_files), TIFFs of three pages (Pillow's,
and 16-bit ones by hand) with the second page's directory or data damaged, and an animated
WebP, an APNG and an MPO whose second picture is. Each is checked (test_later_frames) to be
what it says: its first picture decodes, its second does not (or counting its pictures
fails, for the GIFs and TIFFs whose damage is in a description; the WebP's decodes to
other pixels). Used by tests/engine/test_later_frames.py.
"""

from __future__ import annotations

import io
import struct

import numpy as np
from PIL import Image

from tests.engine import png_damage
from tests.engine.damaged_files import PIXELS, H, W, flipped, frame, gif, lzw
from tests.engine.imagefactory import tiff16

#: The 4-colour palette of damaged_files.gif, and the first frame's pixels in RGB.
PALETTE = np.array([(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)], np.uint8)
GIF_FIRST = PALETTE[np.array(PIXELS)].reshape(H, W, 3)
#: A graphic control block without transparency, 100 ms.
_CONTROL = b"\x00\x0a\x00\x00"


def three_frames(second: bytes | None = None, transparent: bool = False) -> bytes:
    """A GIF of three frames: GIF_FIRST, ``second`` (a whole frame of colour 3 if None),
    one of colour 2. ``transparent``: colour 0 of the first frame is transparent (the
    window's scan decodes the first frame of such a file, to see whether any pixel is)."""
    whole = frame(control=_CONTROL, data=lzw([3] * (W * H)))
    return gif(frame(control=b"\x01\x0a\x00\x00" if transparent else _CONTROL),
               whole if second is None else second,
               frame(control=_CONTROL, data=lzw([2] * (W * H))))


def _garbled(data: bytes) -> bytes:
    return flipped(data, *range(3, len(data), 5))


#: name -> the second frame of a three_frames GIF. Before: "description" was refused by
#: the run (counting the frames reads its graphic control block, two bytes where four are,
#: its transparency index past its end: IndexError), the others by --format original alone,
#: which decoded every frame.
GIF_SECOND = {
    "description": frame(control=b"\x01\x0a"),
    "data": frame(control=_CONTROL, data=_garbled(lzw(PIXELS))),
    "code_size": frame(control=_CONTROL, code_size=255),
    "no_pixels": frame(control=_CONTROL, w=0),
}


# -- TIFF ------------------------------------------------------------------------------


def pages(mode: str = "RGB", **kw) -> bytes:
    """A TIFF of three 16x12 pages of ``mode`` written by Pillow (``kw``: its options), the
    first a gradient, the others solid."""
    y, x = np.mgrid[0:12, 0:16]
    first = np.stack([x * 16, y * 20, (x + y) * 8, np.full_like(x, 200)], -1).astype(np.uint8)
    ims = [Image.fromarray(first[..., :len(mode)], mode)] + \
        [Image.new(mode, (16, 12), (40 * i,) * len(mode)) for i in (1, 2)]
    buf = io.BytesIO()
    ims[0].save(buf, "TIFF", save_all=True, append_images=ims[1:], **kw)
    return buf.getvalue()


#: A 16-bit colour picture of 12-bit values, the first page of deep_pages.
DEEP_FIRST = np.stack([np.mgrid[0:12, 0:16][1] * 273, np.mgrid[0:12, 0:16][0] * 372,
                       np.full((12, 16), 4095)], -1).astype(np.uint16)


def deep_pages() -> bytes:
    """A 16-bit RGB TIFF of three pages (DEEP_FIRST, then two solid), written by hand."""
    return tiff16(DEEP_FIRST, pages=(np.full_like(DEEP_FIRST, 1000),
                                     np.full_like(DEEP_FIRST, 3000)))


def _directories(data: bytes) -> tuple[str, list[int]]:
    """(byte order, where each directory of the classic TIFF ``data`` starts)."""
    order = {b"II": "<", b"MM": ">"}[data[:2]]
    at, found = struct.unpack_from(order + "I", data, 4)[0], []
    while at:
        found.append(at)
        n = struct.unpack_from(order + "H", data, at)[0]
        at = struct.unpack_from(order + "I", data, at + 2 + 12 * n)[0]
    return order, found


def _entry(data: bytes, page: int, tag: int) -> int:
    """Where the field ``tag`` of the directory of ``page`` (0-based) lies."""
    order, found = _directories(data)
    at = found[page]
    for k in range(struct.unpack_from(order + "H", data, at)[0]):
        if struct.unpack_from(order + "H", data, at + 2 + 12 * k)[0] == tag:
            return at + 2 + 12 * k
    raise KeyError(tag)


def with_field(data: bytes, page: int, tag: int, value: int) -> bytes:
    """``data`` with the SHORT or LONG field ``tag`` of ``page`` set to ``value``."""
    order = _directories(data)[0]
    at = _entry(data, page, tag)
    out = bytearray(data)
    kind = struct.unpack_from(order + "H", data, at + 2)[0]
    struct.pack_into(order + ("H" if kind == 3 else "I"), out, at + 8, value)
    return bytes(out)


def garbled_entries(data: bytes, page: int) -> bytes:
    """``data`` with the first two fields of ``page``'s directory garbled (its width and
    height lost: Pillow's "Missing dimensions", a TypeError)."""
    at = _directories(data)[1][page]
    return flipped(data, *range(at + 2, at + 2 + 24))


def garbled_strip(data: bytes, page: int) -> bytes:
    """``data`` with the compressed data of ``page``'s (first) strip garbled."""
    order = _directories(data)[0]
    at = _entry(data, page, 273)
    kind = struct.unpack_from(order + "H", data, at + 2)[0]
    start = struct.unpack_from(order + ("H" if kind == 3 else "I"), data, at + 8)[0]
    return flipped(data, *range(start + 2, start + 20))


#: name -> (the TIFF, the same TIFF undamaged). Before: the run refused the first two
#: (counting the pages sets each up: "Invalid value for samples per pixel", "Missing
#: dimensions"), the third below --bit-depth 16 and the window the fourth (transparent).
_RGB, _LZW, _RGBA, _DEEP = pages(), pages(compression="tiff_lzw"), pages("RGBA"), deep_pages()
TIFF_DAMAGED = {
    "samples.tif": (with_field(_RGB, 1, 277, 9), _RGB),
    "entries.tif": (garbled_entries(_RGB, 1), _RGB),
    "deep_samples.tif": (with_field(_DEEP, 1, 277, 9), _DEEP),
    "alpha_samples.tif": (with_field(_RGBA, 1, 277, 9), _RGBA),
    "data.tif": (garbled_strip(_LZW, 1), _LZW),
}


# -- WebP, APNG, MPO (their pictures counted from their headers) ----------------------


def _three(fmt: str, **kw) -> bytes:
    rng = np.random.default_rng(5)
    ims = [Image.fromarray(rng.integers(0, 256, (24, 32, 3), dtype=np.uint8)) for _ in range(3)]
    buf = io.BytesIO()
    ims[0].save(buf, fmt, save_all=True, append_images=ims[1:], **kw)
    return buf.getvalue()


def webp_second_damaged() -> tuple[bytes, bytes]:
    """(An animated WebP whose second frame's VP8 data is garbled, the same undamaged).
    libwebp decodes that frame to other pixels without a word; a later frame's damaged
    header (its start code, its first partition's size) makes it refuse the whole file on
    opening ("could not create decoder object"), counted or not: not this file's case."""
    data = _three("WEBP", duration=100)
    second = data.index(b"ANMF", data.index(b"ANMF") + 4)
    start = data.index(b"\x9d\x01\x2a", second) + 7 + 20   # (after its dimensions)
    return flipped(data, *range(start, start + 200, 3)), data


def apng_second_damaged() -> tuple[bytes, bytes]:
    """(An APNG whose second frame's image data (fdAT) is garbled, every CRC right; the
    same undamaged)."""
    whole = _three("PNG", duration=100)
    parts = png_damage.chunks(whole)
    first = next(i for i, (kind, _body) in enumerate(parts) if kind == b"fdAT")
    kind, body = parts[first]
    parts[first] = (kind, body[:6] + _garbled(body[6:]))
    return b"\x89PNG\r\n\x1a\n" + b"".join(png_damage.chunk(k, b) for k, b in parts), whole


def mpo_second_damaged() -> tuple[bytes, bytes]:
    """(An MPO of three JPEGs whose second picture's start-of-image marker is lost; the
    same undamaged)."""
    whole = _three("MPO")
    second = whole.index(b"\xff\xd8", 2)
    return whole[:second] + b"junk" + whole[second + 4:], whole


def first_picture(data: bytes) -> np.ndarray:
    """The first picture of ``data`` as Pillow decodes it, in RGB."""
    with Image.open(io.BytesIO(data)) as im:
        return np.asarray(im.convert("RGB"))


def second_fails(data: bytes) -> bool:
    """Whether counting ``data``'s pictures, or decoding its second one, fails."""
    try:
        with Image.open(io.BytesIO(data)) as im:
            im.seek(1)
            im.load()
    except Exception:  # noqa: BLE001 - the damage may raise anything
        return True
    return False


def twins() -> dict[str, tuple[bytes, bytes]]:
    """File name -> (the damaged file, the same file whole) of every kind above."""
    return {
        **{f"{name}.gif": (three_frames(second), three_frames())
           for name, second in GIF_SECOND.items()},
        **{f"transparent_{name}.gif": (three_frames(second, True), three_frames(None, True))
           for name, second in GIF_SECOND.items()},
        **TIFF_DAMAGED,
        "animated.webp": webp_second_damaged(),
        "animated.png": apng_second_damaged(),
        "stereo.mpo": mpo_second_damaged(),
    }
