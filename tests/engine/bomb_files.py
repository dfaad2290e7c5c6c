"""Images above Pillow's own pixel limit ("decompression bomb": twice its MAX_IMAGE_PIXELS,
178,956,970 pixels) and the engine's default --max-pixels (100 MP), a few bytes each: their
headers claim 16000 x 16000 (256 MP) over little or no picture data, which nobody decodes
(the size is refused first). One of each format family, and of each way Pillow checks its
limit: in Image.open after any opener (PNG, JPEG, BMP, TIFF, a GIF's screen), in the
opener itself (WebP: lossless, lossy and extended, before it sets up its decoder; GIF: a
frame placed past its screen).

Also real small pictures that are above a lowered Pillow limit (PILLOW_SMALL), for the
paths that open an image within --max-pixels but above Pillow's limit: what a raised
--max-pixels lets through (the run converts them)."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

from PIL import Image

from engine.codecs.refusals import too_many_pixels
from engine.config import DEFAULT_MAX_PIXELS
from tests.engine.damaged_files import LIBRARY_WORDS, frame, gif
from tests.engine.damaged_files import H as FRAME_H
from tests.engine.damaged_files import W as FRAME_W

#: Pillow's own limit (its MAX_IMAGE_PIXELS default), which a process keeps until the
#: engine opens an image there.
PILLOW_LIMIT = 89_478_485
W = H = 16_000
#: Pillow's own limit lowered so that SMALL's pictures are above it (twice this: 2,000).
PILLOW_SMALL = 1_000
SIDE = 60   # (3,600 pixels: above 2 * PILLOW_SMALL)

#: Pillow's and its plugins' own words about its limit, which no reason may carry.
BOMB_WORDS = ("DOS attack", "exceeds limit", "decompression bomb DOS", "Image size (",
              "DecompressionBomb")


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(w: int = W, h: int = H) -> bytes:
    """A grey PNG whose header (with its checksum) says ``w`` x ``h``, its data one row."""
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
            + _chunk(b"IDAT", zlib.compress(bytes(w + 1))) + _chunk(b"IEND", b""))


def _riff(chunks: bytes) -> bytes:
    return b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WEBP" + chunks


def _webp(size: tuple[int, int] = (8, 8), **kw) -> bytes:
    b = io.BytesIO()
    Image.new("RGB", size, (9, 90, 200)).save(b, "WEBP", **kw)
    return b.getvalue()


def webp_lossless(w: int = W, h: int = H) -> bytes:
    """A lossless WebP (VP8L) whose header says ``w`` x ``h`` (14 bits each, less one)."""
    data = b"\x2f" + struct.pack("<I", (w - 1) | ((h - 1) << 14)) + bytes(11)
    return _riff(b"VP8L" + struct.pack("<I", len(data)) + data)


def webp_lossy(w: int = W, h: int = H) -> bytes:
    """A real 16x16 lossy WebP (VP8) whose frame header says ``w`` x ``h``."""
    data = bytearray(_webp((16, 16), quality=80))
    assert data[12:16] == b"VP8 " and data[23:26] == b"\x9d\x01\x2a"
    data[26:30] = struct.pack("<HH", w, h)
    return bytes(data)


def webp_canvas(w: int = W, h: int = H) -> bytes:
    """An extended WebP (VP8X) whose canvas is ``w`` x ``h``, around an 8x8 picture: libwebp
    cannot set up a decoder for it, so Pillow, its limit off, said "damaged"."""
    flags = bytes(4) + (w - 1).to_bytes(3, "little") + (h - 1).to_bytes(3, "little")
    return _riff(b"VP8X" + struct.pack("<I", len(flags)) + flags
                 + _webp(lossless=True)[12:])


def jpeg(w: int = W, h: int = H) -> bytes:
    """A real 16x16 JPEG whose frame header says ``w`` x ``h``."""
    b = io.BytesIO()
    Image.new("RGB", (16, 16), (9, 90, 200)).save(b, "JPEG")
    data = bytearray(b.getvalue())
    sof = data.find(b"\xff\xc0")
    data[sof + 5:sof + 9] = struct.pack(">HH", h, w)
    return bytes(data)


def bmp(w: int = W, h: int = H) -> bytes:
    """An 8-bit RLE BMP of ``w`` x ``h`` whose data ends at once (all palette colour 0)."""
    palette = bytes(4 * 256)
    rows = b"\x00\x01"   # (end of bitmap)
    offset = 14 + 40 + len(palette)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 8, 1, len(rows), 2835, 2835, 256, 0)
    return b"BM" + struct.pack("<IHHI", offset + len(rows), 0, 0, offset) + info + palette + rows


def tiff(w: int = W, h: int = H) -> bytes:
    """A grey TIFF whose directory says ``w`` x ``h``, in one deflated strip of 1,000 bytes."""
    strip = zlib.compress(bytes(1000))
    entries = [(256, 4, w), (257, 4, h), (258, 3, 8), (259, 3, 8), (262, 3, 1), (273, 4, 0),
               (277, 3, 1), (278, 4, h), (279, 4, len(strip))]
    at = 8 + 2 + 12 * len(entries) + 4   # (the strip, after the directory)
    out = bytearray(b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", len(entries)))
    for tag, kind, value in entries:
        value = at if tag == 273 else value
        out += struct.pack("<HHI", tag, kind, 1) + (struct.pack("<HH", value, 0) if kind == 3
                                                    else struct.pack("<I", value))
    return bytes(out + bytes(4) + strip)


#: name -> (the file, the size the run says of it). A GIF's frame far past its screen makes
#: it 16016 x 16012 (Pillow's GIF opener checks that size itself).
BOMBS = {
    "lossless.webp": (webp_lossless(), (W, H)),
    "lossy.webp": (webp_lossy(), (W, H)),
    "canvas.webp": (webp_canvas(), (W, H)),
    "screen.gif": (gif(frame(), screen=(W, H)), (W, H)),
    "far_frame.gif": (gif(frame(x=W, y=H)), (W + FRAME_W, H + FRAME_H)),
    "header.png": (png(), (W, H)),
    "header.jpg": (jpeg(), (W, H)),
    "rle.bmp": (bmp(), (W, H)),
    "strip.tif": (tiff(), (W, H)),
}


def small(fmt: str) -> bytes:
    """A real SIDE x SIDE picture in Pillow format ``fmt``, above PILLOW_SMALL."""
    b = io.BytesIO()
    Image.new("RGB", (SIDE, SIDE), (200, 40, 90)).save(
        b, fmt, **({"lossless": True} if fmt == "WEBP" else {}))
    return b.getvalue()


#: name -> a real picture above a lowered Pillow limit (PILLOW_SMALL), one of each format
#: whose opener checks it (WebP, a GIF whose frame enlarges its screen) or Image.open does.
SMALL = {
    "small.webp": small("WEBP"),
    "small.png": small("PNG"),
    "small.jpg": small("JPEG"),
    "small_far.gif": gif(frame(x=SIDE, y=SIDE)),   # (its frame past its 16x12 screen)
}


def source(root: Path) -> Path:
    """A class folder a/ of every BOMBS file and two images that convert (good.png,
    good.jpg); its path."""
    (root / "a").mkdir(parents=True)
    for name, (data, _size) in BOMBS.items():
        (root / "a" / name).write_bytes(data)
    Image.new("RGB", (20, 20), (90, 40, 200)).save(root / "a" / "good.png")
    Image.new("RGB", (24, 16), (10, 200, 90)).save(root / "a" / "good.jpg")
    return root


def ours(reason: str) -> str:
    """``reason``, after checking it carries none of Pillow's or its libraries' words."""
    said = [w for w in LIBRARY_WORDS + BOMB_WORDS if w.lower() in reason.lower()]
    assert not said, reason
    return reason


def the_runs(name: str, limit: int = DEFAULT_MAX_PIXELS) -> str:
    """The run's sentence of BOMBS' ``name`` under --max-pixels ``limit``."""
    return str(too_many_pixels(*BOMBS[name][1], limit))
