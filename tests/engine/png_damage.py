"""PNG files built chunk by chunk for the tests of damaged image data (test_png_image_data,
test_png_pillow_checksum, test_png_originals): a file's chunks taken apart and put back
with its zlib stream replaced, cut into IDAT chunks anywhere, every CRC right (the damage
done before the CRCs were made), and a file's verdict on a decoder path."""

from __future__ import annotations

import struct
import zlib
from dataclasses import replace

from engine.codecs import imaging
from engine.config import ImageOptions
from engine.errors import ImageError

#: The reason of a stream that fails its Adler-32, on every path (code file.png_checksum).
CHECKSUM = "corrupt PNG data: the IDAT chunk fails its checksum (the file is damaged); " \
           "copy it again from the original"


def chunk(kind: bytes, body: bytes) -> bytes:
    """One chunk, its length and CRC right."""
    return struct.pack(">I", len(body)) + kind + body + \
        struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """(kind, data) of each chunk of ``png``, in order."""
    pos, out = 8, []
    while pos + 12 <= len(png):
        n, kind = struct.unpack_from(">I4s", png, pos)
        out.append((kind, png[pos + 8:pos + 8 + n]))
        pos += 12 + n
    return out


def image_stream(png: bytes) -> bytes:
    """The zlib stream of ``png``'s IDAT chunks, joined."""
    return b"".join(body for kind, body in chunks(png) if kind == b"IDAT")


def parts(png: bytes) -> tuple[bytes, bytes]:
    """(IHDR's data, the zlib stream of the IDAT chunks) of a PNG Pillow wrote."""
    at = png.index(b"IDAT") - 4
    n = struct.unpack_from(">I", png, at)[0]
    assert png[at + 12 + n + 4:at + 12 + n + 8] == b"IEND"     # (one IDAT chunk)
    return png[16:29], png[at + 8:at + 8 + n]


def idats(stream: bytes, splits=()) -> bytes:
    """The zlib ``stream`` in IDAT chunks cut at ``splits``."""
    cuts = [0, *splits, len(stream)]
    return b"".join(chunk(b"IDAT", stream[a:b]) for a, b in zip(cuts, cuts[1:], strict=False))


def png_of(ihdr: bytes, stream: bytes, splits=(), end: bool = True) -> bytes:
    """A PNG of the zlib ``stream`` in IDAT chunks cut at ``splits``, every CRC right."""
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + idats(stream, splits) + \
        (chunk(b"IEND", b"") if end else b"")


def repacked(png: bytes, stream: bytes, splits=(), after: bytes = b"",
             end: bool = True) -> bytes:
    """``png`` with its image data replaced by ``stream`` in IDAT chunks cut at ``splits``,
    every CRC right; ``after``: chunks put after the image data; without IEND unless
    ``end``."""
    out, placed = [png[:8]], False
    for kind, body in chunks(png):
        if kind == b"IDAT":
            if not placed:
                out.append(idats(stream, splits) + after)
                placed = True
        elif kind != b"IEND" or end:
            out.append(chunk(kind, body))
    return b"".join(out)


def flipped(stream: bytes, at: int) -> bytes:
    """``stream`` with one bit of its byte ``at`` flipped."""
    return stream[:at] + bytes([stream[at] ^ 0x01]) + stream[at + 1:]


def padded(stream: bytes) -> bytes:
    """The zlib stream of the same rows, with empty stored blocks after them, so that its
    end (and checksum) lie past the first 64 KiB read of the chunk."""
    raw = zlib.decompress(stream)
    c = zlib.compressobj()
    rows = c.compress(raw) + c.flush(zlib.Z_SYNC_FLUSH)
    assert len(rows) < 60_000
    empty = b"\x00\x00\x00\xff\xff" * ((70_000 - len(rows)) // 5)
    return rows + empty + b"\x03\x00" + struct.pack(">I", zlib.adler32(raw))


def verdict(data: bytes, decoder: str, bits: int) -> tuple[str, object]:
    """("stored", the bytes stored) or ("refused", why) of ``data`` converted to PNG at its
    own size on the ``decoder`` path at --bit-depth ``bits``."""
    opts = replace(ImageOptions(resize="none", format="png", bit_depth=bits), decoder=decoder)
    try:
        return "stored", imaging.convert(data, opts).data
    except ImageError as e:
        return "refused", str(e)
