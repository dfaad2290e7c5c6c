"""Camera RAW files by their content (never their name): which camera format a file is, so
that it is refused with what to do ("export it as JPEG or TIFF first") and never converted.

RAW files were named as other things, or worse, converted: a Canon CR3 (ISO media, as a
video is) read "a video or sound file", a Fujifilm RAF, Olympus ORF or Panasonic RW2 "not a
recognised image format"; and the TIFF-based ones (Canon CR2, Nikon NEF, Sony ARW, DNG)
opened as TIFF, whose first picture is the camera's small preview (a NEF's is 160x120): the
record held that preview, scaled up, instead of the photo, and nothing said so. (A Leaf
MOS's first picture is its sensor mosaic: it opened as a grey picture.)

Told by their first bytes (ExifTool's magic numbers, Exiv2's and LibRaw's identify): CR3 an
ftyp box whose major brand is "crx "; RAF "FUJIFILMCCD-RAW " at 0; ORF a TIFF header whose
42 is 0x4f52 ("IIRO", "MMOR") or 0x5352 ("IIRS"); Panasonic's 0x0055 ("IIU\\0", always
little-endian: Exiv2's Rw2Header; no "MM" one exists), an RW2 when ExifTool's 16 bytes lie
at 8 (else the older RAW), Leica's RWL (or the older RAW of the Leicas Panasonic made:
Digilux 2 and 3, D-LUX 3, V-LUX 1) the same with Make LEICA; CRW (CIFF) "II" or "MM", the
header's length, then "HEAPCCDR" (or "HEAPJPGM") at 6; MRW "\\0MRM" (or "\\0MRI"); X3F
"FOVb"; IIQ a Phase One block in the first 32 bytes ("IIII", a long whose upper bytes read
"Raw"; or "MMMM" "Raw"); Contax N Digital "KYOCERA" backwards at 25; CR2 a TIFF with "CR"
at 8, the EOS-1D's raw TIFF one with 0xbab0acbb there.

The other TIFF-based ones by their first directory (IFD0): DNG its DNGVersion (50706); Leaf
MOS Leaf's own data (34310, "PKTS" packets) in a mosaic's IFD0 (one sample a pixel; any
Make: Mamiya sold Leaf backs); Kodak KDC its KDC directory (65024) with a Kodak Make. And
by their Make, as rawspeed and dnglab choose a decoder (NIKON, SONY, PENTAX or RICOH,
SAMSUNG, Hasselblad, Phase One; Kodak DCR, KODAK the DCS series' raw TIFF, EASTMAN KODAK
KDC, SEIKO EPSON ERF, Mamiya-OP MEF, Leaf MOS) with IFD0 laid out as RAW: a
reduced-resolution preview (NewSubfileType bit 0), pointing to SubIFDs (330), or itself
sensor data: photometric 32803 (a colour filter array), 32892 (a sequential one) or 34892
(LinearRaw), or a compression only camera RAW uses (ExifTool's "... Compressed" and
LibRaw's: Kodak's 262, 32867 and 65000, Sony's 32767, the packed 32769, Samsung's 32770 and
32772, Nikon's 34713, Pentax's 65535). A Make alone is not enough: a camera's own TIFF
(Nikons, Kodaks and Epsons save TIFF beside RAW: the full picture in IFD0) is an image.
Leica has no TIFF-based RAW of its own: its M8 and later write DNG. Only IFD0 is looked at:
a RAW whose IFD0 were a plain picture and its sensor data in IFD1 would stay a TIFF (none
is known; Kodak's oldest KDCs, DC40 to DC120, are not verified).

Standard library only and no engine imports (engine.magic asks here; the GUI may import
both). IFD0's entries and its Make string are read from the first bytes when they hold
them, else from the file wherever they lie: TIFF lets IFD0 follow the pixels (TinyDNGWriter
and libtiff write it at the end), so a DNG's could lie megabytes in, past the first 64 KiB
that were once all that was read. One seek and at most DIRECTORY_MAX bytes each.
"""

from __future__ import annotations

import re
import struct
from typing import BinaryIO

#: Most entries of IFD0 read (a NEF's holds some 30, a DNG's some 60).
ENTRIES_MAX = 1000
#: Most bytes read from a file at once for IFD0 (its entries; the Make string is 64 or less).
DIRECTORY_MAX = 2 + 12 * ENTRIES_MAX

#: Formats told by their first bytes alone: (prefix, the name a refusal gives them).
_PREFIXES = ((b"FUJIFILMCCD-RAW ", "Fujifilm RAF"), (b"IIRO", "Olympus ORF"),
             (b"IIRS", "Olympus ORF"), (b"MMOR", "Olympus ORF"),
             (b"\x00MRM", "Minolta MRW"), (b"\x00MRI", "Minolta MRW"), (b"FOVb", "Sigma X3F"))
#: Panasonic's TIFF-like RAW, and the 16 bytes at 8 that make it an RW2 (ExifTool's test).
_PANASONIC = b"IIU\x00"
_RW2_MAGIC = b"\x88\xe7\x74\xd8\xf8\x25\x1d\x4d\x94\x7a\x6e\x77\x82\x2b\x5d\x6a"
#: Contax N Digital (Kyocera): its Make backwards at 25 (ExifTool's and LibRaw's test).
_KYOCERA = b"ARECOYK"
#: What an EOS-1D's raw TIFF holds at offset 8 (ExifTool's "Canon 1D RAW").
_CANON_1D = b"\xba\xb0\xac\xbb"
_TIFF = (b"II*\x00", b"MM\x00*")
#: Makes (their first word, upper case) whose TIFF-based RAW is named.
_MAKES = {b"NIKON": "Nikon NEF", b"SONY": "Sony ARW", b"PENTAX": "Pentax PEF",
          b"RICOH": "Pentax PEF", b"SAMSUNG": "Samsung SRW", b"HASSELBLAD": "Hasselblad 3FR",
          b"PHASE": "Phase One IIQ", b"KODAK": "Kodak DCR", b"EASTMAN": "Kodak KDC",
          b"SEIKO": "Epson ERF", b"MAMIYA": "Mamiya MEF", b"LEAF": "Leaf MOS"}
#: IFD0 tags that tell RAW: NewSubfileType, Compression, PhotometricInterpretation,
#: SamplesPerPixel, SubIFDs, Make, Leaf's data, Kodak's KDC directory, DNGVersion.
_SUBFILE, _COMPRESSION, _PHOTOMETRIC, _SAMPLES = 254, 259, 262, 277
_SUBIFDS, _MAKE, _LEAF, _KDC, _DNG_VERSION = 330, 271, 34310, 65024, 50706
#: Photometric interpretations of sensor data: CFA, Sony's sequential CFA, LinearRaw.
_SENSOR = (32803, 32892, 34892)
#: Compressions only camera RAW uses.
_RAW_COMPRESSIONS = frozenset({262, 32767, 32769, 32770, 32772, 32867, 34713, 65000, 65535})


def from_head(head: bytes) -> str | None:
    """The RAW format the first bytes name by themselves (CR3, CRW, RAF, ORF, RW2, RWL,
    MRW, X3F, IIQ, Contax, CR2, EOS-1D), or None (also for NEF, DNG...: their IFD0 tells,
    raw_format)."""
    for prefix, name in _PREFIXES:
        if head.startswith(prefix):
            return name
    if head.startswith(_PANASONIC):
        leica = _make(head) == b"LEICA"
        if _first_ifd(head) >= 0x18 and head[8:24] == _RW2_MAGIC:
            return "Leica RWL" if leica else "Panasonic RW2"
        return "Leica RAW" if leica else "Panasonic RAW"
    if head[:2] in (b"II", b"MM") and head[6:14] in (b"HEAPCCDR", b"HEAPJPGM"):
        return "Canon CRW"
    if _phase_one(head[:32]):
        return "Phase One IIQ"
    if head[4:12] == b"ftypcrx ":
        return "Canon CR3"
    if head[25:32] == _KYOCERA:
        return "Contax N Digital RAW"
    if head[:4] == b"II*\x00" and head[8:10] == b"CR":
        return "Canon CR2"
    if head[:4] in _TIFF and head[8:12] == _CANON_1D and _first_ifd(head) >= 16:
        return "Canon EOS-1D RAW"
    return None


def raw_format(head: bytes, f: BinaryIO | None = None) -> str | None:
    """The name of the camera RAW format of a file ("Canon CR3", "Nikon NEF", "DNG"...)
    whose first bytes are ``head``, or None when it is none. ``f``: the file (seekable,
    binary; its position put back), read for a TIFF's IFD0 past ``head``; without it only
    ``head`` is looked at."""
    named = from_head(head)
    if named is not None or head[:4] not in _TIFF:
        return named
    try:
        tags = _ifd0(head, f)
    except (OSError, ValueError, struct.error):
        return None
    if _DNG_VERSION in tags:
        return "DNG"
    if _LEAF in tags and tags.get(_SAMPLES, 1) == 1:   # (not an RGB TIFF Leaf's tools made)
        return "Leaf MOS"
    make = tags.get(_MAKE)
    if not isinstance(make, bytes) or not make.strip():
        return None
    word = _first_word(make)
    if word in (b"KODAK", b"EASTMAN") and _KDC in tags:
        return "Kodak KDC"
    name = _MAKES.get(word)
    if name == "Kodak DCR" and make.lstrip().startswith(b"KODAK"):
        name = "Kodak DCS"   # (the DCS 300 to 700 series wrote raw .TIF, rawspeed's DCS)
    return name if name is not None and _laid_out(tags) else None


def _laid_out(tags: dict[int, int | bytes]) -> bool:
    """Whether IFD0 is laid out as a camera RAW file's: a preview before the sensor data,
    pointing to it, or the sensor data itself."""
    subfile, photometric = tags.get(_SUBFILE, 0), tags.get(_PHOTOMETRIC, 0)
    return bool(isinstance(subfile, int) and subfile & 1) or _SUBIFDS in tags \
        or photometric in _SENSOR or tags.get(_COMPRESSION) in _RAW_COMPRESSIONS


def _first_word(make: bytes) -> bytes:
    """A Make's first word, upper case ("Mamiya-OP Co.,Ltd." is MAMIYA)."""
    match = re.match(rb"\s*([A-Za-z]*)", make)
    return match.group(1).upper() if match else b""


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


def _first_ifd(head: bytes) -> int:
    """The offset of a TIFF's IFD0 (its header's second long; 0 when ``head`` is shorter)."""
    if len(head) < 8:
        return 0
    return int(struct.unpack_from("<I" if head[:2] == b"II" else ">I", head, 4)[0])


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
    table = _bytes(head, f, at + 2, min(count, ENTRIES_MAX) * 12)
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
    """``size`` bytes (at most DIRECTORY_MAX) at offset ``at``: from ``head`` when it
    holds them, else from ``f`` (its position put back), else those ``head`` has."""
    size = min(size, DIRECTORY_MAX)
    if at + size <= len(head) or f is None:
        return head[at:at + size]
    start = f.tell()
    try:
        f.seek(at)
        return f.read(size)
    finally:
        f.seek(start)
