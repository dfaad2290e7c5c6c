"""Whether a GIF, BMP, TIFF, WebP, HEIC or AVIF file was cut short, from its structure alone
(what its headers say lies where), never decoding it: the run refuses such a file before
Pillow opens it (engine.codecs.imaging.open_image), and the window's pre-run scan asks the
same function (engine.codecs.scan_checks), so the two say it alike. (A JPEG and a PNG are told by
their end markers, engine.codecs.refusals.END_MARKERS.)

Cut GIF, BMP and TIFF files were listed as fine by the scan and failed by the run as "GIF
is truncated or incomplete (194 bytes not processed)", Pillow's count in the reason; a cut
WebP as "corrupt WEBP header: could not create decoder object"; a cut TIFF whose
directory came after its pixels as "the start of the file is damaged". A file is cut when
what its headers point to lies past its end; bytes after a complete image (data appended by
a phone or an editor) are not held against it, and a layout the check does not know is left
to the decoder. A header that points past the end of a file which otherwise ends as a whole
one does (a GIF's trailer, a BMP's own file size) is damaged, not cut (verdict): a BMP whose
pixel-data offset was damaged read "cut short" though not a byte of it was missing.

Costs: BMP and WebP, their first bytes; TIFF, its directories; HEIC and AVIF, their
top-level box headers (engine.magic.iso_box_cut); GIF, the whole file (its blocks have no
index: each tells the next one's length), read once and walked without decoding. Standard
library and engine.magic only: the GUI may import this module.
"""

from __future__ import annotations

import io
import struct
from typing import BinaryIO

from engine import magic

#: The kinds this module can tell cut short.
KINDS = frozenset({"gif", "bmp", "tiff", "webp", "heic", "avif"})

#: The largest GIF walked (its blocks); a larger one is left to the decoder.
GIF_WALK_MAX = 64 << 20


def is_cut(f: BinaryIO, kind: str) -> bool:
    """True when the image file ``f`` (seekable, binary; its position put back) of
    ``kind`` (engine.magic's name) ends before what its headers say it holds."""
    if kind not in KINDS:
        return False
    start = f.tell()
    try:
        size = f.seek(0, io.SEEK_END)
        f.seek(0)
        if kind in ("heic", "avif"):
            return magic.iso_box_cut(f) is not None
        if kind == "gif":
            return size <= GIF_WALK_MAX and _gif_cut(f.read(size))
        if kind == "bmp":
            return _bmp_cut(f.read(64), size)
        if kind == "webp":
            head = f.read(12)
            return len(head) < 12 or 8 + struct.unpack_from("<I", head, 4)[0] > size
        return _tiff_cut(f, size)
    except (OSError, ValueError, OverflowError, struct.error):   # (damaged: the decoder says)
        return False
    finally:
        f.seek(start)


def verdict(f: BinaryIO, kind: str) -> str | None:
    """What the structure of the image file ``f`` (as is_cut) says: "cut" when it ends
    before what its headers say it holds; "damaged" when a header points past its end
    though the file ends as a whole one does (ends_whole: a damaged field, not a short
    copy); None when neither."""
    if not is_cut(f, kind):
        return None
    return "damaged" if ends_whole(f, kind) else "cut"


def ends_whole(f: BinaryIO, kind: str) -> bool:
    """Whether the file ``f`` (its position put back) ends where a whole one of ``kind``
    does, by its own structure: a GIF with its last block's terminator and its trailer
    (0x00 0x3B: a copy cut short ends so by chance once in 65536), a BMP whose header's
    file size is its length. False for the other kinds (they cannot tell)."""
    if kind not in ("gif", "bmp"):
        return False
    start = f.tell()
    try:
        size = f.seek(0, io.SEEK_END)
        if kind == "gif":
            f.seek(size - 2)
            return size >= 15 and f.read(2) == b"\x00\x3b"
        f.seek(0)
        head = f.read(6)
        return len(head) == 6 and struct.unpack_from("<I", head, 2)[0] == size
    except (OSError, ValueError):
        return False
    finally:
        f.seek(start)


def _gif_cut(data: bytes) -> bool:
    """A GIF's blocks (extensions, images) walked to its trailer: cut when one runs past the
    end, or the file ends before its first image."""
    if len(data) < 13:
        return True
    i = 13 + (3 << ((data[10] & 7) + 1) if data[10] & 0x80 else 0)   # global colour table
    images = 0
    while i < len(data):
        block = data[i]
        if block == 0x3B:                       # the trailer: complete
            return False
        if block == 0x21:                       # an extension: its label, then sub-blocks
            i += 2
        elif block == 0x2C:                     # an image: its descriptor, colours, data
            if i + 10 > len(data):
                return True
            flags = data[i + 9]
            i += 10 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0) + 1   # (+ LZW size)
            images += 1
        else:                                   # not a block: the decoder decides
            return False
        i = _sub_blocks(data, i)
        if i > len(data):
            return True                         # (ended inside the block)
    return images == 0   # (all its blocks whole, only its one-byte trailer missing: kept)


def _sub_blocks(data: bytes, i: int) -> int:
    """Where the GIF sub-blocks from ``i`` end (after their terminator, a 0 length); past
    ``len(data)`` when the data ends first. Each starts with its length; image data comes
    in full ones (255), whose lengths, 256 bytes apart, are skipped in runs at C speed (a
    19 MB GIF took 38 ms one block at a time)."""
    while i < len(data):
        run = data[i:i + (256 << 12):256]       # (the lengths of up to 4096 full blocks)
        i += 256 * (len(run) - len(run.lstrip(b"\xff")))
        if i >= len(data):
            break
        if data[i] == 0:
            return i + 1
        if data[i] != 0xFF:
            i += data[i] + 1
    return len(data) + 1


def _bmp_cut(head: bytes, size: int) -> bool:
    """A BMP whose uncompressed pixel rows reach past its end (the last row's padding is
    not needed, as Pillow does not read it), or whose run-length data (RLE4, RLE8) does by
    its header's length; another compression is left to the decoder."""
    if len(head) < 26:
        return True
    offset, dib = struct.unpack_from("<II", head, 10)
    if len(head) < 14 + min(dib, 40):             # (cut inside its header)
        return True
    if dib == 12:                                 # OS/2 and Windows 2 header
        w, h, _planes, bits = struct.unpack_from("<HHHH", head, 18)
        compression = 0
    elif dib >= 40:
        w, h, _planes, bits, compression, length = struct.unpack_from("<iiHHII", head, 18)
        if compression in (1, 2):
            return offset + length > size
    else:
        return False
    if compression not in (0, 3, 6) or w <= 0 or bits not in (1, 2, 4, 8, 16, 24, 32):
        return False
    stride = (w * bits + 31) // 32 * 4
    return offset + stride * (abs(h) - 1) + (w * bits + 7) // 8 > size


#: TIFF tags of the pixel data's places and lengths: strips', then tiles'.
_PLACES = ((273, 279), (324, 325))
#: Bytes of a TIFF field's value by its type (BYTE, ASCII, SHORT, LONG, RATIONAL, ...).
_TYPE_BYTES = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8,
               13: 4, 16: 8, 17: 8, 18: 8}
_INTEGERS = {3: "H", 4: "I", 13: "I", 16: "Q"}


def _tiff_cut(f: BinaryIO, size: int) -> bool:
    """A TIFF (or BigTIFF) whose directories, the values they point to, or the strips or
    tiles of its pictures lie past its end: every directory of its chain (at most 1000)."""
    head = f.read(16)
    order = {b"II": "<", b"MM": ">"}.get(head[:2])
    if order is None or len(head) < 8:
        return order is not None
    big = struct.unpack_from(order + "H", head, 2)[0] == 43
    # a classic TIFF's counts, offsets and entries, and a BigTIFF's
    word, count_f, entry, inline = ("Q", "Q", 20, 8) if big else ("I", "H", 12, 4)
    at = struct.unpack_from(order + word, head, 8 if big else 4)[0]
    seen: set[int] = set()
    while at and at not in seen and len(seen) < 1000:
        seen.add(at)
        f.seek(at)
        raw = f.read(struct.calcsize(count_f))
        if len(raw) < struct.calcsize(count_f):
            return True                               # (ends inside its directory)
        n = struct.unpack(order + count_f, raw)[0]
        table = f.read(n * entry + struct.calcsize(word)) if n * entry < size else b""
        if len(table) < n * entry + struct.calcsize(word):
            return True
        fields = {}
        for k in range(n):
            tag, kind, count = struct.unpack_from(order + "HH" + word, table, k * entry)
            where = k * entry + 4 + struct.calcsize(word)
            fields[tag] = (kind, count, where)
            length = _TYPE_BYTES.get(kind, 0) * count
            if length > inline and \
                    struct.unpack_from(order + word, table, where)[0] + length > size:
                return True   # a value (JPEG tables, a colour profile) past its end
        for places, lengths in _PLACES:
            offsets = _values(f, order, big, table, fields.get(places))
            counts = _values(f, order, big, table, fields.get(lengths))
            ends = [o + c for o, c in zip(offsets, counts, strict=False)] or \
                [o + 1 for o in offsets]   # (no lengths: a writer may leave them out)
            if any(e > size for e in ends):
                return True
        at = struct.unpack_from(order + word, table, n * entry)[0]
    return False


def _values(f: BinaryIO, order: str, big: bool, table: bytes, field) -> list[int]:
    """The integers of a TIFF field ((type, count, where in ``table`` its value is, or its
    offset, which lies within the file)): [] when absent or not integers."""
    if field is None or field[0] not in _INTEGERS:
        return []
    kind, count, where = field
    fmt = f"{order}{count}{_INTEGERS[kind]}"
    if _TYPE_BYTES[kind] * count <= (8 if big else 4):
        return list(struct.unpack_from(fmt, table, where))
    f.seek(struct.unpack_from(order + ("Q" if big else "I"), table, where)[0])
    return list(struct.unpack(fmt, f.read(_TYPE_BYTES[kind] * count)))
