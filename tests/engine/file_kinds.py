"""Files of the kinds the sniffer tells apart, built byte by byte as their writers lay them
out (no library here writes them): OLE2 compound files (Word, Excel, Windows' Thumbs.db,
others), MP3 frames, a DICOM file; and images of each format cut short, as a copy that
stopped part-way leaves them."""

from __future__ import annotations

import io
import struct

from PIL import Image

from tests.engine.imagefactory import honoured

_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_END, _FREE, _FAT = 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD


def _ole2_entry(name: str, kind: int) -> bytes:
    raw = name.encode("utf-16-le") + b"\0\0"
    return (raw.ljust(64, b"\0") + struct.pack("<HBB", len(raw), kind, 1)
            + struct.pack("<III", _FREE, _FREE, _FREE) + bytes(16 + 4 + 16)
            + struct.pack("<IQ", _END, 0))


def ole2(names: list[str], sector_shift: int = 9) -> bytes:
    """An OLE2 compound file whose directory holds its root and an empty stream of each
    name, 128 bytes an entry over as many sectors as they take, and those sectors chained
    backwards in the FAT (the last on disk first), as an edited file may leave them."""
    size = 1 << sector_shift
    entries = [_ole2_entry("Root Entry", 5)] + [_ole2_entry(n, 2) for n in names]
    per = size // 128
    blocks = [b"".join(entries[i:i + per]).ljust(size, b"\0")
              for i in range(0, len(entries), per)]
    count = len(blocks)
    # sector 0: the FAT; sectors 1..count: the directory, its first part in the last one,
    # each sector's next the one before it on disk
    fat = [_FAT, _END] + list(range(1, count))
    fat_sector = struct.pack(f"<{size // 4}I", *(fat + [_FREE] * (size // 4 - len(fat))))
    header = bytearray(_OLE2 + bytes(16) + struct.pack("<HHHHH", 0x3E, 3 if size == 512 else 4,
                                                        0xFFFE, sector_shift, 6))
    header += bytes(6) + struct.pack("<IIIIIIIII", 0, 1, count, 0, 4096, _END, 0, _END, 0)
    header += struct.pack("<I", 0) + struct.pack("<108I", *[_FREE] * 108)
    return bytes(header).ljust(size, b"\0") + fat_sector + b"".join(reversed(blocks))


def word_document() -> bytes:
    """An old Word document (.doc): its WordDocument stream among others, past the first
    directory sector."""
    return ole2(["\x05SummaryInformation", "\x05DocumentSummaryInformation", "1Table",
                 "CompObj", "Data", "WordDocument"])


def thumbs_db() -> bytes:
    """Windows' thumbnail cache (Thumbs.db, XP): a Catalog stream and one per picture."""
    return ole2(["1", "2", "3", "Catalog"])


def installer() -> bytes:
    """An OLE2 file that is no Office document (a Windows installer's streams)."""
    return ole2(["\x05SummaryInformation", "\u4840\u3f3f\u4577", "\u4840\u3b3f\u43f2"])


def mp3(frames: int = 4) -> bytes:
    """MPEG-1 layer III frames, 128 kbit/s at 44.1 kHz (417 bytes each), without tags."""
    return (b"\xff\xfb\x90\x64" + bytes(413)) * frames


def dicom() -> bytes:
    """A DICOM file: its 128-byte preamble, "DICM", then its first data elements."""
    return (bytes(128) + b"DICM" + b"\x02\x00\x00\x00UL\x04\x00\x54\x00\x00\x00"
            + b"\x02\x00\x01\x00OB\x00\x00\x02\x00\x00\x00\x00\x01" + bytes(300))


def encoded(fmt: str, size=(120, 90), **kw) -> bytes:
    im = Image.effect_noise(size, 60).convert("P" if fmt == "GIF" else "RGB")
    buf = io.BytesIO()
    im.save(buf, fmt, **kw)
    honoured.check(buf.getvalue(), fmt, im, kw)
    return buf.getvalue()


def tiled_tiff(size=(120, 90), tile: int = 16) -> bytes:
    """An RGB TIFF in ``tile`` x ``tile`` tiles, uncompressed (Pillow writes strips only),
    its directory before its pixels (so a cut is found by the tiles' places). Checked: its
    TileWidth tag says so and Pillow reads it to the picture's pixels."""
    im = Image.effect_noise(size, 60).convert("RGB")
    w, h = size
    across, down = -(-w // tile), -(-h // tile)
    padded = Image.new("RGB", (across * tile, down * tile))
    padded.paste(im)
    tiles = [padded.crop((x * tile, y * tile, (x + 1) * tile, (y + 1) * tile)).tobytes()
             for y in range(down) for x in range(across)]
    n, size = len(tiles), len(tiles[0])
    extra = 8 + 2 + 11 * 12 + 4                         # the arrays after the directory
    at = extra + 6 + 8 * n                              # the first tile
    tags = [(256, 4, 1, w), (257, 4, 1, h), (258, 3, 3, extra), (259, 3, 1, 1),
            (262, 3, 1, 2), (277, 3, 1, 3), (284, 3, 1, 1), (322, 3, 1, tile),
            (323, 3, 1, tile), (324, 4, n, extra + 6), (325, 4, n, extra + 6 + 4 * n)]
    ifd = struct.pack("<H", len(tags)) + b"".join(      # (one SHORT: in the entry)
        struct.pack("<HHIHH", *t, 0) if t[1:3] == (3, 1) else struct.pack("<HHII", *t)
        for t in tags) + bytes(4)
    data = (b"II*\0" + struct.pack("<I", 8) + ifd + struct.pack("<3H", 8, 8, 8)
            + struct.pack(f"<{n}I", *[at + i * size for i in range(n)])
            + struct.pack(f"<{n}I", *[size] * n) + b"".join(tiles))
    with Image.open(io.BytesIO(data)) as got:
        assert got.tag_v2.get(322) == tile and got.tobytes() == im.tobytes(), "not tiled"
    return data


def cut(data: bytes, keep: float = 0.5) -> bytes:
    return data[:int(len(data) * keep)]
