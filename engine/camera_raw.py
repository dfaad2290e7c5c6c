"""Camera RAW files by their content (never their name): which camera format a file is, so
that it is refused with what to do ("export it as JPEG or TIFF first") and never converted.

RAW files were named as other things, or worse, converted: a Canon CR3 (ISO media, as a
video is) read "a video or sound file", a Fujifilm RAF, Olympus ORF or Panasonic RW2 "not a
recognised image format"; and the TIFF-based ones (Canon CR2, Nikon NEF, Sony ARW, DNG)
opened as TIFF, whose first picture is the camera's small preview (a NEF's is 160x120): the
record held that preview, scaled up, instead of the photo, and nothing said so.

The signatures (as ExifTool's magic numbers, Exiv2 and LibRaw's identify read them): CR3 an
ftyp box whose major brand is "crx "; RAF "FUJIFILMCCD-RAW " at 0; ORF a TIFF header whose
42 is 0x4f52 ("IIRO", "MMOR") or 0x5352 ("IIRS"); RW2 (and Panasonic's older RAW) 0x0055
("IIU\\0"), Leica's RWL the same with Make LEICA; CRW (CIFF) "II" or "MM", the header's
length, then "HEAPCCDR" (or "HEAPJPGM") at 6; MRW "\\0MRM" (or "\\0MRI"); X3F "FOVb"; IIQ
a Phase One block in the first 32 bytes ("IIII", a long whose upper bytes read "Raw"; or
"MMMM" "Raw"); CR2 a TIFF with "CR" at offset 8; DNG a TIFF whose first directory (IFD0)
holds DNGVersion (tag 50706); NEF, ARW, PEF, SRW, 3FR and IIQ a TIFF by their Make (NIKON,
SONY, PENTAX/RICOH, SAMSUNG, Hasselblad, Phase One) laid out as RAW:
its IFD0 a reduced-resolution preview (NewSubfileType bit 0), or pointing to SubIFDs (330),
or itself sensor data (a colour filter array, photometric 32803, or LinearRaw, 34892). A
camera's own TIFF (some Nikons save TIFF beside NEF: its full picture in IFD0) is an image.

Standard library only and no engine imports (engine.magic asks here; the GUI may import
both). Only IFD0 is read: its entries and the Make string, from the first bytes when they
hold them, else from the file (at most READ_MAX bytes).
"""

from __future__ import annotations

import struct
from typing import BinaryIO

#: Most bytes read from a file for its IFD0 (its entries, the Make string).
READ_MAX = 64 << 10

#: Formats told by their first bytes alone: (prefix, the name a refusal gives them).
_PREFIXES = ((b"FUJIFILMCCD-RAW ", "Fujifilm RAF"), (b"IIRO", "Olympus ORF"),
             (b"IIRS", "Olympus ORF"), (b"MMOR", "Olympus ORF"),
             (b"\x00MRM", "Minolta MRW"), (b"\x00MRI", "Minolta MRW"), (b"FOVb", "Sigma X3F"))
#: Panasonic's TIFF-like RAW (RW2, and its older RAW); Leica's (RWL) by its Make.
_PANASONIC = b"IIU\x00"
#: Makes (their first word, upper case) whose TIFF-based RAW is named.
_MAKES = {b"NIKON": "Nikon NEF", b"SONY": "Sony ARW", b"PENTAX": "Pentax PEF",
          b"RICOH": "Pentax PEF", b"SAMSUNG": "Samsung SRW", b"HASSELBLAD": "Hasselblad 3FR",
          b"PHASE": "Phase One IIQ"}
#: IFD0 tags that tell RAW: NewSubfileType, PhotometricInterpretation, SubIFDs, Make,
#: DNGVersion.
_SUBFILE, _PHOTOMETRIC, _SUBIFDS, _MAKE, _DNG_VERSION = 254, 262, 330, 271, 50706
#: Photometric interpretations of sensor data: CFA, LinearRaw.
_SENSOR = (32803, 34892)


def from_head(head: bytes) -> str | None:
    """The RAW format the first bytes name by themselves (CR3, CRW, RAF, ORF, RW2, RWL,
    MRW, X3F, IIQ, CR2), or None (also for NEF, ARW, DNG: their IFD0 tells, raw_format)."""
    for prefix, name in _PREFIXES:
        if head.startswith(prefix):
            return name
    if head.startswith(_PANASONIC):
        return "Leica RWL" if _make(head) == b"LEICA" else "Panasonic RW2"
    if head[:2] in (b"II", b"MM") and head[6:14] in (b"HEAPCCDR", b"HEAPJPGM"):
        return "Canon CRW"
    if _phase_one(head[:32]):
        return "Phase One IIQ"
    if head[4:12] == b"ftypcrx ":
        return "Canon CR3"
    if head[:4] == b"II*\x00" and head[8:10] == b"CR":
        return "Canon CR2"
    return None


def raw_format(head: bytes, f: BinaryIO | None = None) -> str | None:
    """The name of the camera RAW format of a file ("Canon CR3", "Nikon NEF", "DNG"...)
    whose first bytes are ``head``, or None when it is none. ``f``: the file (seekable,
    binary; its position put back), read for a TIFF's IFD0 past ``head``; without it only
    ``head`` is looked at."""
    named = from_head(head)
    if named is not None or head[:4] not in (b"II*\x00", b"MM\x00*"):
        return named
    try:
        tags = _ifd0(head, f)
    except (OSError, ValueError, struct.error):
        return None
    if _DNG_VERSION in tags:
        return "DNG"
    make = tags.get(_MAKE)
    if not isinstance(make, bytes) or not make.strip():
        return None
    name = _MAKES.get(_first_word(make))
    subfile, photometric = tags.get(_SUBFILE, 0), tags.get(_PHOTOMETRIC, 0)
    laid_out = (isinstance(subfile, int) and subfile & 1) or _SUBIFDS in tags \
        or photometric in _SENSOR
    return name if laid_out else None


def _first_word(make: bytes) -> bytes:
    return make.strip().split(b" ")[0].upper()


def _make(head: bytes) -> bytes | None:
    """The first word of the Make in the IFD0 of a TIFF-like file (upper case), when
    ``head`` holds it (little-endian: RW2 is)."""
    try:
        make = _ifd0(head, None, "<").get(_MAKE)
    except (ValueError, struct.error):
        return None
    return _first_word(make) if isinstance(make, bytes) else None


def _phase_one(head: bytes) -> bool:
    """A Phase One raw block in the first 32 bytes (at 0, or at 8 behind a TIFF header):
    "IIII" then a long whose upper three bytes read "Raw" (little-endian: "?waR"), or
    "MMMM" then "Raw" (as LibRaw's identify and parse_phase_one find it)."""
    at = head.find(b"IIII")
    if at >= 0 and head[at + 5:at + 8] == b"waR":
        return True
    at = head.find(b"MMMM")
    return at >= 0 and head[at + 4:at + 7] == b"Raw"


def _ifd0(head: bytes, f: BinaryIO | None, order: str = ""
          ) -> dict[int, int | bytes]:
    """IFD0's tags: a SHORT or LONG's first value, the Make string's bytes (up to its NUL),
    other tags' type; {} when IFD0 lies past what can be read. ``order``: the byte order
    ("<", ">"), else told by the first two bytes."""
    order = order or ("<" if head[:2] == b"II" else ">")
    (at,) = struct.unpack_from(order + "I", head, 4)
    data = _bytes(head, f, at, 2)
    if len(data) < 2:
        return {}
    (count,) = struct.unpack(order + "H", data)
    table = _bytes(head, f, at + 2, min(count, 1000) * 12)
    tags: dict[int, int | bytes] = {}
    for i in range(len(table) // 12):
        tag, kind, n = struct.unpack_from(order + "HHI", table, i * 12)
        value = table[i * 12 + 8:i * 12 + 12]
        if tag == _MAKE and kind == 2:
            text = value if n <= 4 else _bytes(head, f, struct.unpack(order + "I", value)[0],
                                                min(n, 64))
            tags[tag] = text[:n].split(b"\x00")[0]
        elif kind == 3:
            tags[tag] = struct.unpack(order + "H", value[:2])[0]
        elif kind == 4:
            tags[tag] = struct.unpack(order + "I", value)[0]
        else:
            tags[tag] = kind
    return tags


def _bytes(head: bytes, f: BinaryIO | None, at: int, size: int) -> bytes:
    """``size`` bytes at offset ``at``: from ``head`` when it holds them, else from ``f``
    (within READ_MAX; its position put back), else those ``head`` has."""
    if at + size <= len(head) or f is None or at + size > READ_MAX:
        return head[at:at + size]
    start = f.tell()
    try:
        f.seek(at)
        return f.read(size)
    finally:
        f.seek(start)
