"""Camera RAW files, built byte by byte as the cameras lay them out (no library here writes
them), small: their headers are real, their sensor data a few bytes (the TIFF building:
tests.engine.tiff_build).

The TIFF-based ones (Canon CR2, Nikon NEF, Sony ARW, DNG) hold, as the cameras write them,
a small RGB preview first (IFD0, 160x120, marked "reduced resolution" by NewSubfileType)
and the sensor data in a SubIFD (a colour filter array, CFA): a TIFF reader that does not
know RAW opens the preview. The signatures, checked against ExifTool's and Exiv2's readers
and the CR3 description (Laurent Clévy's "Describing the Canon Raw v3 file format"):
CR2 "II*\\0" then "CR" and version 2 at offset 8; CR3 an ISO media file whose ftyp brand is
"crx "; RAF "FUJIFILMCCD-RAW " at 0; ORF TIFF-like with 0x4f52 ("IIRO", "MMOR") or 0x5352
("IIRS") for 42; RW2 TIFF-like with 0x0055 ("IIU\\0") and 16 bytes of its own at 8; DNG its
DNGVersion tag (50706) in IFD0; NEF and ARW by their Make (NIKON CORPORATION, SONY). The
older and rarer ones, by ExifTool's magic numbers and LibRaw's identify: CRW (CIFF)
"HEAPCCDR" at 6; MRW "\\0MRM"; X3F "FOVb"; IIQ a Phase One block ("IIII", then "Raw" read
little-endian); RWL Panasonic's "IIU\\0" with Make LEICA, Panasonic's and Leica's older RAW
without RW2's 16 bytes; Contax N Digital "KYOCERA" backwards at 25; the EOS-1D's TIFF
0xbab0acbb at 8; SRW, 3FR, PEF and IIQ also by their Make as NEF is, and so are Kodak's DCR
and DCS, Epson's ERF and Mamiya's MEF (the Makes and the sensor data's tags as rawspeed,
dnglab's rawler and LibRaw read them); Kodak's KDC by its KDC directory (tag 65024) and
Leaf's MOS by Leaf's data (tag 34310), as ExifTool and LibRaw find them."""

from __future__ import annotations

import struct

from tests.engine.tiff_build import ASCII, LONG, SHORT, UNDEFINED, ifd, sensor_ifd0, tiff_raw


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


def _tiff_like(magic: bytes, make: bytes = b"CAMERA", between: bytes = b"") -> bytes:
    """A TIFF-like RAW (its own number for 42): ``between`` the header and its first IFD,
    a camera's tags."""
    at = 8 + len(between)
    table, extra = ifd({256: (LONG, [64]), 257: (LONG, [48]), 271: (ASCII, make + b"\0")},
                        at)
    return magic + struct.pack("<I", at) + between + table + extra + bytes(400)


def orf() -> bytes:
    return _tiff_like(b"IIRO")


def orf_rs() -> bytes:
    return _tiff_like(b"IIRS")


#: The 16 bytes at offset 8 of an RW2 or RWL, before IFD0 at 0x18 (ExifTool's test, Exiv2's
#: Rw2Header); Panasonic's and Leica's older RAW lack them.
RW2_MAGIC = b"\x88\xe7\x74\xd8\xf8\x25\x1d\x4d\x94\x7a\x6e\x77\x82\x2b\x5d\x6a"


def rw2() -> bytes:
    return _tiff_like(b"IIU\0", b"Panasonic", RW2_MAGIC)


def rwl() -> bytes:
    """Leica's RWL: Panasonic's layout ("IIU\\0"), its Make LEICA."""
    return _tiff_like(b"IIU\0", b"LEICA", RW2_MAGIC)


def panasonic_raw() -> bytes:
    """Panasonic's RAW before RW2 (DMC-FZ8 and the like): "IIU\\0" without RW2's bytes."""
    return _tiff_like(b"IIU\0", b"Panasonic")


def leica_raw() -> bytes:
    """The RAW of a Leica Panasonic made (Digilux 2, V-LUX 1): Panasonic's older layout."""
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


def dcr() -> bytes:
    """Kodak DCR (DCS Pro 14n, DCS760C: big-endian, Make "Kodak"): the sensor data as
    rawspeed, dnglab and LibRaw read it, 12-bit CFA in Kodak's own compression (65000), and
    the KodakIFD (tag 33424) with its linearization table (0x090d, 1024 values). (Which
    directory holds the sensor data varies; here IFD0.)"""
    return sensor_ifd0(b"Kodak", compression=65000,
                       maker_dir=(33424, {0x090d: (SHORT, list(range(0, 4096, 4)))}))


def dcs() -> bytes:
    """Kodak's raw .TIF of the DCS 300 to 700 series (Make "KODAK", rawspeed's DCS): a TIFF
    thumbnail first, the sensor data after it (the DCS 465's manual: opening the file in
    an editor shows only the thumbnail)."""
    return tiff_raw(b"KODAK")


def kdc() -> bytes:
    """Kodak KDC (EasyShare Z1015 IS, P880; Make "EASTMAN KODAK COMPANY"): IFD0 a JPEG
    preview (compression 7, not marked reduced, no SubIFDs) holding Kodak's KDC directory
    (tag 65024: the sensor's size, 0xfd00 and 0xfd01, and where its 12-bit data lies,
    0xfd04), which is no TIFF directory of its own."""
    kdc_dir, values = ifd({0xfd00: (LONG, [64]), 0xfd01: (LONG, [48]),
                           0xfd04: (LONG, [0] * 13)}, 16)
    return tiff_raw(b"EASTMAN KODAK COMPANY", reduced=False, sensor=False, gap=kdc_dir + values,
                    ifd0={259: (SHORT, [7]), 65024: (LONG, [16])})


def erf() -> bytes:
    """Epson ERF (R-D1; Make "SEIKO EPSON CORP."): a preview first, the sensor data in its
    SubIFD, 12 bits packed (compression 32769), CFA."""
    return tiff_raw(b"SEIKO EPSON CORP.", sub={258: (SHORT, [12]), 259: (SHORT, [32769])})


def mef() -> bytes:
    """Mamiya MEF (ZD: big-endian, Make "Mamiya-OP Co.,Ltd."): a preview first, the 12-bit
    sensor data after it."""
    return tiff_raw(b"Mamiya-OP Co.,Ltd.", order=">", sub={258: (SHORT, [12])})


def leaf_data(camera: bytes = b"Aptus 22") -> bytes:
    """Leaf's data (tag 34310): "PKTS" packets (52-byte header: "PKTS", version 1, a
    40-byte name, the value's length; then the value), here the camera's type."""
    value = camera + b"\0"
    return b"PKTS\0\0\0\x01" + b"CameraObj_camera_type".ljust(40, b"\0") \
        + struct.pack(">I", len(value)) + value


def mos(make: bytes = b"Leaf") -> bytes:
    """Leaf MOS (Aptus 22: big-endian): IFD0 the mosaic itself, 16 bits, one sample a pixel,
    BlackIsZero (not marked CFA), with Leaf's data (Mamiya sold Leaf backs: its Make then)."""
    return sensor_ifd0(make, photometric=1, bits=16, more={34310: (UNDEFINED, leaf_data())})


def contax() -> bytes:
    """Contax N Digital (Kyocera): its firmware version at 1, model at 12 and Make at 25
    ("KYOCERA"), each written backwards, then the date, as ExifTool's sample lays them."""
    head = bytearray(200)
    for at, text in ((1, b"Ver. 1.07"), (12, b"N DIGITAL"), (25, b"KYOCERA"),
                     (33, b"2002:07:16 18:14:30")):
        head[at:at + len(text)] = text[::-1]
    return bytes(head) + bytes(600)


def canon_1d() -> bytes:
    """Canon EOS-1D's raw .TIF: a TIFF whose IFD0 (a preview) lies at 16, 0xbab0acbb at 8
    (ExifTool's "Canon 1D RAW")."""
    return tiff_raw(b"Canon", at8=b"\xba\xb0\xac\xbb" + bytes(4))


#: Cameras' own TIFFs (the full picture in IFD0, no sensor data), each maker's byte order:
#: images, not RAW files. (file name -> bytes)
CAMERA_TIFFS = {f"{name}.TIF": tiff_raw(make, reduced=False, sensor=False, order=order)
                for name, make, order in (
                    ("KODAK", b"Kodak", ">"), ("KODAK_DCS", b"KODAK", "<"),
                    ("EASTMAN", b"EASTMAN KODAK COMPANY", "<"),
                    ("EPSON", b"SEIKO EPSON CORP.", "<"), ("MAMIYA", b"Mamiya-OP Co.,Ltd.", ">"),
                    ("LEAF", b"Leaf", ">"))}


#: file name -> (bytes, the name the refusal gives the format)
ALL = {"IMG_0001.CR2": (cr2(), "Canon CR2"), "IMG_0002.CR3": (cr3(), "Canon CR3"),
       "DSCF0003.RAF": (raf(), "Fujifilm RAF"), "P0004.ORF": (orf(), "Olympus ORF"),
       "P0005.ORF": (orf_rs(), "Olympus ORF"), "P1000006.RW2": (rw2(), "Panasonic RW2"),
       "DSC_0007.NEF": (nef(), "Nikon NEF"), "DSC00008.ARW": (arw(), "Sony ARW"),
       "IMG_0009.DNG": (dng(), "DNG"), "CRW_0010.CRW": (crw(), "Canon CRW"),
       "PICT0011.MRW": (mrw(), "Minolta MRW"), "SDIM0012.X3F": (x3f(), "Sigma X3F"),
       "SAM_0013.SRW": (srw(), "Samsung SRW"), "B0000014.3FR": (three_fr(), "Hasselblad 3FR"),
       "P0000015.IIQ": (iiq(), "Phase One IIQ"), "P0000016.IIQ": (iiq_tiff(), "Phase One IIQ"),
       "L1000017.RWL": (rwl(), "Leica RWL"), "IMGP0018.PEF": (pef(), "Pentax PEF"),
       "P1000019.RAW": (panasonic_raw(), "Panasonic RAW"),
       "L1000020.RAW": (leica_raw(), "Leica RAW"), "DCR_0021.DCR": (dcr(), "Kodak DCR"),
       "DCS_0022.TIF": (dcs(), "Kodak DCS"), "100_0023.KDC": (kdc(), "Kodak KDC"),
       "EPSN0024.ERF": (erf(), "Epson ERF"), "MEF_0025.MEF": (mef(), "Mamiya MEF"),
       "CF000026.MOS": (mos(), "Leaf MOS"), "CF000027.MOS": (mos(b"Mamiya"), "Leaf MOS"),
       "CNX_0028.RAW": (contax(), "Contax N Digital RAW"),
       "IMG_0029.TIF": (canon_1d(), "Canon EOS-1D RAW")}
