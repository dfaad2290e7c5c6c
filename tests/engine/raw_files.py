"""Camera RAW files, built byte by byte as the cameras lay them out (no library here writes
them), small: their headers are real, their sensor data a few bytes.

The TIFF-based ones (Canon CR2, Nikon NEF, Sony ARW, DNG) hold, as the cameras write them,
a small RGB preview first (IFD0, 160x120, marked "reduced resolution" by NewSubfileType)
and the sensor data in a SubIFD (a colour filter array, CFA): a TIFF reader that does not
know RAW opens the preview. The signatures, checked against ExifTool's and Exiv2's readers
and the CR3 description (Laurent Clévy's "Describing the Canon Raw v3 file format"):
CR2 "II*\\0" then "CR" and version 2 at offset 8; CR3 an ISO media file whose ftyp brand is
"crx "; RAF "FUJIFILMCCD-RAW " at 0; ORF TIFF-like with 0x4f52 ("IIRO", "MMOR") or 0x5352
("IIRS") for 42; RW2 TIFF-like with 0x0055 ("IIU\\0"); DNG its DNGVersion tag (50706) in
IFD0; NEF and ARW by their Make (NIKON CORPORATION, SONY). The older and rarer ones, by
ExifTool's magic numbers and LibRaw's identify: CRW (CIFF) "HEAPCCDR" at 6; MRW "\\0MRM";
X3F "FOVb"; IIQ a Phase One block ("IIII", then "Raw" read little-endian); RWL Panasonic's
"IIU\\0" with Make LEICA; SRW, 3FR, PEF and IIQ also by their Make as NEF is."""

from __future__ import annotations

import struct

#: TIFF field types: BYTE, ASCII, SHORT, LONG.
_BYTE, _ASCII, _SHORT, _LONG = 1, 2, 3, 4
_SIZES = {_BYTE: 1, _ASCII: 1, _SHORT: 2, _LONG: 4}

PREVIEW = (160, 120)


def _ifd(entries: dict[int, tuple[int, list | bytes]], at: int, next_ifd: int = 0
         ) -> tuple[bytes, bytes]:
    """(the directory at offset ``at``, the values that follow it) of ``entries``
    (tag -> (type, values)), little-endian, sorted by tag as TIFF requires."""
    table = struct.pack("<H", len(entries))
    extra = b""
    after = at + 2 + 12 * len(entries) + 4
    for tag in sorted(entries):
        kind, values = entries[tag]
        if kind in (_ASCII, _BYTE) and isinstance(values, bytes):
            raw = values
        else:
            raw = b"".join(struct.pack("<H" if kind == _SHORT else "<I", v) for v in values)
        count = len(raw) // _SIZES[kind]
        if len(raw) <= 4:
            table += struct.pack("<HHI", tag, kind, count) + raw.ljust(4, b"\0")
        else:
            table += struct.pack("<HHII", tag, kind, count, after + len(extra))
            extra += raw + b"\0" * (len(raw) % 2)
    return table + struct.pack("<I", next_ifd), extra


def tiff_raw(make: bytes = b"", *, cr2: bool = False, dng: bool = False,
             reduced: bool = True, sensor: bool = True, gap: int = 0,
             photometric: int = 2) -> bytes:
    """A TIFF-based RAW file: IFD0 a 160x120 RGB preview (NewSubfileType 1 when
    ``reduced``) with ``make``, DNGVersion 1.4 when ``dng``, "CR" and version 2.0 at offset
    8 when ``cr2``; its SubIFD (when ``sensor``) 16-bit CFA sensor data. With reduced and
    sensor false it is a camera's plain TIFF (some Nikons save TIFF as well as NEF).
    ``gap``: bytes between the header and IFD0 (a maker's own data there).
    ``photometric``: IFD0's (32803, a colour filter array: the sensor data itself in IFD0,
    as Samsung's SRW lays it out)."""
    w, h = PREVIEW
    pixels = bytes((x * 7 + y * 3) % 256 for y in range(h) for x in range(w * 3))
    ifd0_at = 16 + gap
    entries: dict[int, tuple[int, list | bytes]] = {
        254: (_LONG, [1 if reduced else 0]), 256: (_LONG, [w]), 257: (_LONG, [h]),
        258: (_SHORT, [8, 8, 8]), 259: (_SHORT, [1]), 262: (_SHORT, [photometric]),
        273: (_LONG, [0]), 277: (_SHORT, [3]), 278: (_LONG, [h]),
        279: (_LONG, [len(pixels)])}
    if make:
        entries[271] = (_ASCII, make + b"\0")
        entries[272] = (_ASCII, b"MODEL X\0")
    if dng:
        entries[50706] = (_BYTE, bytes([1, 4, 0, 0]))
        entries[50707] = (_BYTE, bytes([1, 1, 0, 0]))
    if sensor:
        entries[330] = (_LONG, [0])
    # two passes: the offsets depend on the directory's own size
    table, extra = _ifd(entries, ifd0_at)
    end0 = ifd0_at + len(table) + len(extra)
    sub_at = end0 + len(pixels)
    entries[273] = (_LONG, [end0])
    if sensor:
        entries[330] = (_LONG, [sub_at])
    table, extra = _ifd(entries, ifd0_at)
    body = table + extra + pixels
    if sensor:
        sw, sh = 64, 48
        sub = {254: (_LONG, [0]), 256: (_LONG, [sw]), 257: (_LONG, [sh]),
               258: (_SHORT, [16]), 259: (_SHORT, [1]), 262: (_SHORT, [32803]),
               273: (_LONG, [0]), 277: (_SHORT, [1]), 278: (_LONG, [sh]),
               279: (_LONG, [sw * sh * 2])}
        stable, sextra = _ifd(sub, sub_at)
        sub[273] = (_LONG, [sub_at + len(stable) + len(sextra)])
        stable, sextra = _ifd(sub, sub_at)
        body += stable + sextra + bytes(range(256)) * (sw * sh * 2 // 256)
    head = b"II*\0" + struct.pack("<I", ifd0_at)
    head += b"CR\x02\x00" + struct.pack("<I", 0) if cr2 else bytes(8)
    return head + bytes(gap) + body


def nef() -> bytes:
    return tiff_raw(b"NIKON CORPORATION")


def arw() -> bytes:
    return tiff_raw(b"SONY")


def dng() -> bytes:
    return tiff_raw(b"Canon", dng=True)


def cr2() -> bytes:
    return tiff_raw(b"Canon", cr2=True, reduced=False)


def camera_tiff() -> bytes:
    """A Nikon's own TIFF (its full picture, no sensor data): an image, not a RAW file."""
    return tiff_raw(b"NIKON CORPORATION", reduced=False, sensor=False)


def cr3() -> bytes:
    """Canon CR3: ISO base media, its ftyp box's major brand "crx " (compatible: crx,
    isom), then its moov box (Canon's uuid box inside)."""
    ftyp = struct.pack(">I", 24) + b"ftypcrx " + struct.pack(">I", 1) + b"crx isom"
    uuid = b"\x85\xc0\xb6\x87\x82\x0f\x11\xe0\x81\x11\xf4\xce\x46\x2b\x6a\x48"
    inner = struct.pack(">I", 8 + 16 + 64) + b"uuid" + uuid + bytes(64)
    return ftyp + struct.pack(">I", 8 + len(inner)) + b"moov" + inner + bytes(400)


def raf() -> bytes:
    """Fujifilm RAF: "FUJIFILMCCD-RAW " then its format version and camera id, the
    camera's name (32 bytes), then the offsets of its JPEG preview and sensor data."""
    head = b"FUJIFILMCCD-RAW 0201FF383501" + b"X-T20".ljust(32, b"\0")
    return head + b"0100" + bytes(20) + struct.pack(">II", 148, 0) + bytes(600)


def _tiff_like(magic: bytes, make: bytes = b"CAMERA") -> bytes:
    """A TIFF-like RAW (its own number for 42): its first IFD, a camera's tags."""
    table, extra = _ifd({256: (_LONG, [64]), 257: (_LONG, [48]), 271: (_ASCII, make + b"\0")},
                        8)
    return magic + struct.pack("<I", 8) + table + extra + bytes(400)


def orf() -> bytes:
    return _tiff_like(b"IIRO")


def orf_rs() -> bytes:
    return _tiff_like(b"IIRS")


def rw2() -> bytes:
    return _tiff_like(b"IIU\0")


def rwl() -> bytes:
    """Leica's RWL: Panasonic's layout ("IIU\\0"), its Make LEICA."""
    return _tiff_like(b"IIU\0", b"LEICA")


def pef() -> bytes:
    return tiff_raw(b"PENTAX Corporation")


def srw() -> bytes:
    """Samsung SRW: a TIFF whose IFD0 is the sensor data itself (CFA), no preview first."""
    return tiff_raw(b"SAMSUNG", reduced=False, sensor=False, photometric=32803)


def three_fr() -> bytes:
    return tiff_raw(b"Hasselblad")


def iiq_tiff() -> bytes:
    """A Phase One IIQ told by its Make (a TIFF, its preview first)."""
    return tiff_raw(b"Phase One")


def iiq() -> bytes:
    """Phase One IIQ: "IIII", a long whose upper bytes read "Raw" ("\\x01waR"
    little-endian), the offset of its directory (tag, type, length, data: 4 longs each)."""
    entries = struct.pack("<IIII", 0x100, 1, 4, 1) + struct.pack("<IIII", 0x108, 1, 4, 64)
    return b"IIII\x01waR" + struct.pack("<I", 16) + bytes(4) + struct.pack("<II", 2, 0) \
        + entries + bytes(512)


def crw() -> bytes:
    """Canon CRW (CIFF): byte order, the header's length (26), "HEAPCCDR", version 1.2,
    reserved; then the heap, whose last 4 bytes give its directory's offset (0 entries)."""
    head = b"II" + struct.pack("<I", 26) + b"HEAPCCDR" + struct.pack("<HH", 2, 1) + bytes(8)
    heap = bytes(300) + struct.pack("<H", 0)
    return head + heap + struct.pack("<I", 300)


def mrw() -> bytes:
    """Minolta MRW: "\\0MRM" and its blocks' length (big-endian), a PRD block (firmware,
    sensor and image size, 12 bits a sample, the Bayer pattern), then the sensor data."""
    prd = b"21810002" + struct.pack(">HHHHBBBBHH", 48, 64, 48, 64, 12, 12, 0x52, 0, 0, 1)
    blocks = b"\0PRD" + struct.pack(">I", len(prd)) + prd
    return b"\0MRM" + struct.pack(">I", len(blocks)) + blocks + bytes(64 * 48 * 2)


def x3f() -> bytes:
    """Sigma X3F (Foveon): "FOVb", version 2.1, a 16-byte id, mark bits, columns, rows,
    rotation; the last 4 bytes the offset of its directory ("SECd")."""
    head = b"FOVb" + struct.pack("<I", 0x00020001) + bytes(range(16)) \
        + struct.pack("<IIII", 0, 64, 48, 0)
    directory = b"SECd" + struct.pack("<II", 0x00020000, 0)
    body = head + bytes(400)
    return body + directory + struct.pack("<I", len(body))


#: file name -> (bytes, the name the refusal gives the format)
ALL = {"IMG_0001.CR2": (cr2(), "Canon CR2"), "IMG_0002.CR3": (cr3(), "Canon CR3"),
       "DSCF0003.RAF": (raf(), "Fujifilm RAF"), "P0004.ORF": (orf(), "Olympus ORF"),
       "P0005.ORF": (orf_rs(), "Olympus ORF"), "P1000006.RW2": (rw2(), "Panasonic RW2"),
       "DSC_0007.NEF": (nef(), "Nikon NEF"), "DSC00008.ARW": (arw(), "Sony ARW"),
       "IMG_0009.DNG": (dng(), "DNG"), "CRW_0010.CRW": (crw(), "Canon CRW"),
       "PICT0011.MRW": (mrw(), "Minolta MRW"), "SDIM0012.X3F": (x3f(), "Sigma X3F"),
       "SAM_0013.SRW": (srw(), "Samsung SRW"), "B0000014.3FR": (three_fr(), "Hasselblad 3FR"),
       "P0000015.IIQ": (iiq(), "Phase One IIQ"), "P0000016.IIQ": (iiq_tiff(), "Phase One IIQ"),
       "L1000017.RWL": (rwl(), "Leica RWL"), "IMGP0018.PEF": (pef(), "Pentax PEF")}
