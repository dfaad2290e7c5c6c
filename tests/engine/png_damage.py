"""PNG files built chunk by chunk for the tests of damaged image data (test_png_image_data,
test_png_pillow_checksum, test_png_originals, test_png_short_rows,
test_one_problem_one_wording): a file's chunks taken apart and put back with its zlib
stream replaced, cut into IDAT chunks anywhere, every CRC right (the damage done before the
CRCs were made), a file's verdict on a decoder path; and Adam7-interlaced PNGs built by
hand (Pillow 13 ignores ``interlace=True`` when saving: its files are not interlaced)."""

from __future__ import annotations

import io
import struct
import zlib
from dataclasses import replace

import numpy as np
from PIL import Image

from engine.codecs import imaging, png_check
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


def stream_parts(png: bytes) -> tuple[int, bytes, bytes]:
    """(where the PNG's first IDAT chunk starts, its chunks before it, its rows inflated)."""
    at, stream = png_check.image_data(png)
    return at, png[:at], zlib.decompress(stream)


def with_rows(png: bytes, raw: bytes, end: bool = True, tail: bytes = b"",
               finished: bool = True) -> bytes:
    """The PNG `png` whose image data is `raw` compressed again (its stream then `tail`),
    every CRC right; without IEND unless `end`; its stream without its last block and
    checksum unless `finished`."""
    at, head, _raw = stream_parts(png)
    if finished:
        stream = zlib.compress(raw)
    else:
        c = zlib.compressobj()
        stream = c.compress(raw) + c.flush(zlib.Z_SYNC_FLUSH)
    return head + chunk(b"IDAT", stream + tail) + (chunk(b"IEND", b"") if end else b"")


def adam7(arr: np.ndarray, ctype: int) -> bytes:
    """An Adam7-interlaced PNG of ``arr`` (HxW or HxWxN; uint8: 8-bit, uint16: 16-bit) of
    PNG colour type ``ctype``, built by hand (Pillow writes none), one IDAT chunk. Checked
    to be what it claims: its IHDR's interlace byte is 1, and Pillow reads it as
    interlaced, to ``arr``'s very pixels."""
    h, w = arr.shape[:2]
    depth = {"uint8": 8, "uint16": 16}[arr.dtype.name]
    big = arr.astype(">u2") if depth == 16 else arr
    raw = b"".join(b"\x00" + row.tobytes() for x, y, dx, dy in png_check.ADAM7
                   for row in big[y::dy, x::dx] if big[y::dy, x::dx].size)
    png = png_of(struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 1), zlib.compress(raw))
    assert_interlaced(png)
    if depth == 8:
        with Image.open(io.BytesIO(png)) as im:
            assert np.array_equal(np.asarray(im), arr), "adam7: Pillow reads other pixels"
    return png


def assert_interlaced(png: bytes) -> None:
    """``png`` is an Adam7-interlaced PNG: its IHDR's interlace byte is 1 and Pillow sees
    it so (a test of an interlaced file must not test a plain one)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and png[12:16] == b"IHDR", "not a PNG"
    assert png[28] == 1, f"IHDR interlace byte {png[28]}: not interlaced"
    with Image.open(io.BytesIO(png)) as im:
        assert im.info.get("interlace") == 1, "Pillow does not read it as interlaced"


def noise_png(mode: str = "RGB", size=(120, 90)) -> bytes:
    """A PNG of noise (compresses badly: its image data is several blocks)."""
    buf = io.BytesIO()
    Image.effect_noise(size, 60).convert(mode).save(buf, "PNG")
    return buf.getvalue()


def png_of_size(w: int, h: int) -> bytes:
    """A PNG whose header says w x h (its data is a few bytes: never decoded)."""
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b""))


def damaged_alpha_png() -> bytes:
    """An RGBA PNG (decoded by the scan, for its transparency) whose image data fails its
    checksum."""
    data = bytearray(noise_png("RGBA", (64, 48)))
    at = data.find(b"IDAT")
    data[at + 20:at + 60] = bytes(40)
    return bytes(data)


def data_checksum_png() -> bytes:
    """An RGBA PNG whose image data was damaged before its chunk's CRC was made: the CRCs
    hold, the zlib stream's own checksum fails (libspng, the run's decoder, never read it,
    and the run stored wrong pixels where the scan said "cannot decode")."""
    data = bytearray(noise_png("RGBA", (64, 48)))
    at = data.find(b"IDAT")
    n = struct.unpack(">I", data[at - 4:at])[0]
    data[at + 4 + n // 2] ^= 0x01
    data[at + 4 + n:at + 8 + n] = struct.pack(">I", zlib.crc32(data[at:at + 4 + n]))
    return bytes(data)


def checksum_apart_png() -> bytes:
    """An RGBA PNG whose image data was damaged before its chunks' CRCs were made, its
    zlib checksum in an IDAT chunk of its own: Pillow, which the scan decodes it with (for
    its transparency), stops at the last row and never read it (the scan said nothing,
    the run refused it). The first byte whose flip Pillow decodes to other pixels."""
    data = noise_png("RGBA", (64, 48))
    at = data.find(b"IDAT")
    n = struct.unpack(">I", data[at - 4:at])[0]
    for i in range(n // 2, n - 4):
        stream = bytearray(data[at + 4:at + 4 + n])
        stream[i] ^= 0x01
        damaged = data[:at - 4] + chunk(b"IDAT", bytes(stream[:-4])) + \
            chunk(b"IDAT", bytes(stream[-4:])) + data[at + 8 + n:]
        try:
            with Image.open(io.BytesIO(damaged)) as im:
                im.load()
        except OSError:
            continue
        return damaged
    raise AssertionError("no byte whose flip Pillow decodes")


def rows_cut(mode: str, end: bool = True, finished: bool = True) -> bytes:
    """A PNG whose image data is compressed again: half its rows, unless its stream lacks
    its last block and checksum (not ``finished``: every row there); without IEND unless
    ``end``. Too few rows were stored black by the run; its scan (which decodes a small
    picture with an alpha channel) said nothing of them, and called any PNG without IEND
    cut short, where the run stored it."""
    png = noise_png(mode)
    raw = stream_parts(png)[2]
    return with_rows(png, raw if not finished else raw[:len(raw) // 2], end=end,
                     finished=finished)


def without_iend() -> bytes:
    data = noise_png()
    return data[:data.rindex(b"IEND") - 4]


def with_iend(no_iend: bytes) -> bytes:
    """``no_iend`` ended as a PNG ends."""
    return no_iend + chunk(b"IEND", b"")
