"""Image files damaged inside, not cut short: GIFs written block by block (their LZW data,
code sizes, frame descriptors and graphic control blocks as a damaged copy may hold them),
and BMP, TIFF and WebP files with bytes changed in the middle; and some of them cut short
as well (CUT), which stay "cut short". Used by tests/engine/test_damaged_inside.py."""

from __future__ import annotations

import struct

from tests.engine import file_kinds as K

W, H = 16, 12
#: The pixels of a 4-colour frame W x H.
PIXELS = [(x + y) % 4 for y in range(H) for x in range(W)]


def lzw(indices: list[int], code_size: int = 2) -> bytes:
    """GIF LZW data of ``indices`` that never grows its table: a clear code before the
    codes would widen (every decoder reads it)."""
    clear, width = 1 << code_size, code_size + 1
    codes, run = [clear], 0
    for i in indices:
        codes.append(i)
        run += 1
        if run >= (1 << width) - clear - 3:
            codes.append(clear)
            run = 0
    codes.append(clear + 1)
    bits = sum(c << (k * width) for k, c in enumerate(codes))
    return bits.to_bytes((len(codes) * width + 7) // 8, "little")


def _blocks(data: bytes) -> bytes:
    return b"".join(bytes([len(data[i:i + 255])]) + data[i:i + 255]
                    for i in range(0, len(data), 255)) + b"\x00"


def frame(x: int = 0, y: int = 0, w: int = W, h: int = H, data: bytes | None = None,
          code_size: int = 2, control: bytes | None = None) -> bytes:
    """One frame: its graphic control block (``control``: the block's body) if any, its
    descriptor, its LZW code size and data."""
    head = b"" if control is None else \
        b"\x21\xf9" + bytes([len(control)]) + control + b"\x00"
    data = lzw(PIXELS[:w * h] if w * h <= len(PIXELS) else [1] * (w * h)) \
        if data is None else data
    return head + b"\x2c" + struct.pack("<HHHHB", x, y, w, h, 0) + bytes([code_size]) + \
        _blocks(data)


def gif(*frames: bytes, screen: tuple[int, int] = (W, H)) -> bytes:
    """A GIF89a of ``frames`` with a 4-colour global palette."""
    palette = bytes([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255])
    return b"GIF89a" + struct.pack("<HHBBB", *screen, 0x81, 0, 0) + palette + \
        b"".join(frames) + b"\x3b"


def _garbled(data: bytes) -> bytes:
    out = bytearray(data)
    for i in range(3, len(out), 5):
        out[i] ^= 0xA5
    return bytes(out)


def flipped(data: bytes, *offsets: int) -> bytes:
    out = bytearray(data)
    for at in offsets:
        out[at] ^= 0xFF
    return bytes(out)


_BMP = K.encoded("BMP")   # (64x48, 24 bits: its header's file size is its length)
#: A frame whose LZW data stops after 12 bytes (its sub-blocks, and the file, whole).
_SHORT_LZW = gif(frame(data=lzw(PIXELS)[:12]))
#: A frame whose first sub-block's length (after the descriptor and the code size) says
#: 250 bytes where 30 are: the walk of its blocks runs past the trailer.
_LONG_BLOCK = bytearray(gif(frame(data=lzw(PIXELS)[:30])))
_LONG_BLOCK[13 + 12 + 10 + 1] = 250

#: name -> (the damaged file, the code of the reason the run gives it): each damaged in
#: its first picture (a later one's damage is the file's own: tests/engine/later_frames.py,
#: test_later_frames). Pillow's words before: "cannot decode GIF: broken data stream when
#: reading image file", "... codec configuration error ...", "... tile cannot extend outside
#: image", "cannot decode TIFF: decoder error -2", "corrupt WEBP header: could not create
#: decoder object", "cannot decode WEBP: failed to read next frame", "corrupt BMP header:
#: Unsupported BMP compression (225)".
DAMAGED = {
    "lzw_data.gif": (gif(frame(data=_garbled(lzw(PIXELS)))), "file.damaged_data"),
    "code_size.gif": (gif(frame(code_size=255)), "file.damaged_data"),
    "empty_frame.gif": (gif(frame(w=0)), "file.damaged_frame"),
    # a frame placed far beyond its logical screen makes the image 60016 x 60012
    "far_frame.gif": (gif(frame(x=60000, y=60000)), "file.too_many_pixels"),
    "data.tif": (flipped(K.encoded("TIFF", compression="tiff_lzw"), 20), "file.damaged_data"),
    "header.webp": (flipped(K.encoded("WEBP"), 16), "file.damaged_header"),
    "data.webp": (flipped(K.encoded("WEBP"), 30), "file.damaged_data"),
    "compression.bmp": (flipped(K.encoded("BMP"), 30), "file.damaged_header"),
    # whole files that Pillow found "truncated" ("GIF is truncated or incomplete (1 bytes
    # not processed)", "BMP ... (Truncated File Read)": its header's own size 10280) or
    # whose header points past their end ("BMP is cut short": its pixels' offset 65334)
    "short_lzw.gif": (_SHORT_LZW, "file.damaged_data"),
    "block_length.gif": (bytes(_LONG_BLOCK), "file.damaged_data"),
    "header_size.bmp": (flipped(_BMP, 15), "file.damaged_header"),
    "pixels_offset.bmp": (flipped(_BMP, 11), "file.damaged_header"),
}

#: The same files really cut short (their trailer, or the bytes their header's file size
#: counts, missing): name -> (the file, the code of the reason the run gives it).
CUT = {
    "short_lzw.gif": (_SHORT_LZW[:-1], "file.truncated"),   # (all but its trailer)
    "block_length.gif": (bytes(_LONG_BLOCK[:-9]), "file.iso_cut"),
    "header_size.bmp": (flipped(_BMP, 15)[:4000], "file.iso_cut"),
    "pixels_offset.bmp": (flipped(_BMP, 11)[:4000], "file.iso_cut"),
    "pixels.bmp": (_BMP[:len(_BMP) // 2], "file.iso_cut"),
}

#: Pillow's and its libraries' own words, which no reason may carry.
LIBRARY_WORDS = ("index out of range", "broken data stream", "decoder error", "unpack_from",
                 "tile cannot", "codec configuration", "could not create decoder",
                 "failed to read next frame", "Unsupported BMP", "DOS attack", "IndexError")
