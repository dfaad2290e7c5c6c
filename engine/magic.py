"""What a file is, from its first bytes (never from its name): the one magic-byte sniffer.

The engine's readers (engine.sources.reading.check_head), inspect's look at stored payloads and the
window's pre-run scan (gui.scan_checks) all ask here, so they cannot disagree about what is
an image. Standard library only and no engine imports: the GUI may import this module
(like engine.output_state), and a worker pays nothing for it.
"""

from __future__ import annotations

import io
import re
import struct
from typing import BinaryIO

#: The image formats the engine converts (the kinds sniff() names for them).
IMAGE_KINDS = frozenset({"jpeg", "png", "bmp", "gif", "webp", "tiff", "avif", "heic"})

#: Bytes sniff() looks at; more are harmless.
HEAD_BYTES = 512

#: ISO-BMFF brands of still pictures: AVIF (AV1) and HEIF (HEVC and the generic ones).
_AVIF_BRANDS = {b"avif", b"avis"}
_HEIF_BRANDS = {b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"hevm", b"hevs",
                b"mif1", b"msf1", b"mif2"}

_SIGNATURES = (
    (b"\xff\xd8\xff", "jpeg"),
    (b"\x89PNG\r\n\x1a\n", "png"),
    (b"GIF87a", "gif"),
    (b"GIF89a", "gif"),
    (b"II*\x00", "tiff"),
    (b"MM\x00*", "tiff"),
    (b"II+\x00", "tiff"),    # BigTIFF
    (b"MM\x00+", "tiff"),
    (b"BM", "bmp"),
    (b"%PDF", "pdf"),
    (b"8BPS", "psd"),
    (b"\x00\x00\x00\x0cjP  ", "jpeg2000"),
    (b"\xff\x4f\xff\x51", "jpeg2000"),   # a bare JPEG 2000 codestream
    (b"PK\x03\x04", "zip"),
    (b"\xd0\xcf\x11\xe0", "office"),     # OLE2: .doc, .xls, .ppt
    (b"{\\rtf", "rtf"),
)

#: DIB header sizes a real BMP has at offset 14 (for payloads, where "BM" alone is common).
_BMP_DIB_SIZES = (12, 40, 52, 56, 64, 108, 124)


def isobmff_kind(head: bytes) -> str | None:
    """'avif' or 'heic' from an ftyp box's major and compatible brands (the generic
    mif1/msf1 are both, so AVIF wins when named anywhere); None for other ISO-BMFF files
    (MP4/MOV video, JPEG 2000 part 2...)."""
    size = int.from_bytes(head[:4], "big")
    end = min(len(head), size if 16 <= size <= 4096 else 16)
    brands = {head[8:12]} | {head[i:i + 4] for i in range(16, end - 3, 4)}
    if brands & _AVIF_BRANDS:
        return "avif"
    if brands & _HEIF_BRANDS:
        return "heic"
    return None


#: The top-level boxes of HEIF and AVIF files (ISO/IEC 14496-12, 23008-12; "mpvd" holds a
#: Samsung motion photo's video). Anything else after the last box is taken for trailing
#: bytes, as junk after a JPEG's end marker is.
_TOP_LEVEL_BOXES = frozenset({b"ftyp", b"meta", b"mdat", b"moov", b"moof", b"mfra", b"free",
                              b"skip", b"uuid", b"idat", b"wide", b"styp", b"sidx", b"pdin",
                              b"mpvd"})


def iso_box_cut(f: BinaryIO) -> str | None:
    """The type of the first top-level box of an ISO base media file (HEIC, AVIF) that
    reaches past the end of the file `f` (seekable, binary), i.e. where a file that was cut
    short ends; None when every box fits. Bytes after the last box that do not start one
    of the _TOP_LEVEL_BOXES are left to the decoder. Only box headers are read (a HEIC has
    a few top-level boxes: ftyp, meta, mdat), and `f`'s position is put back. As a JPEG
    without its end marker, such a file was cut short even when part of it decodes;
    libheif names it "Invalid input: Unexpected end of file: Extent in iloc box references
    data outside of file", and Pillow's AVIF opener "cannot identify image file", as if
    its header were corrupt."""
    start = f.tell()
    try:
        return _box_cut(f, f.seek(0, io.SEEK_END))
    finally:
        f.seek(start)


def _box_cut(f: BinaryIO, size: int) -> str | None:
    pos = 0
    while pos + 8 <= size:
        f.seek(pos)
        length, kind = struct.unpack(">I4s", f.read(8))
        if kind not in _TOP_LEVEL_BOXES:   # bytes after the last box: the decoder decides
            return None
        header = 8
        if length == 1:                  # a 64-bit length follows the type
            if pos + 16 > size:
                return kind.decode("latin-1")
            (length,) = struct.unpack(">Q", f.read(8))
            header = 16
        elif length == 0:                # the box runs to the end of the file
            return None
        if length < header:              # not a box: the decoder decides
            return None
        if pos + length > size:
            return kind.decode("latin-1")
        pos += length
    return None


def sniff(head: bytes) -> str | None:
    """Name the format of a file from its first bytes; None when nothing is recognised.

    Images are the IMAGE_KINDS. Other answers name what the file is instead: 'pdf',
    'psd', 'jpeg2000', 'zip', 'office', 'rtf', 'video' (ISO media that is not a picture:
    MP4, MOV), 'html', 'svg', 'text'.
    """
    for magic, kind in _SIGNATURES:
        if head.startswith(magic):
            return kind
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    if head[4:8] == b"ftyp":
        return isobmff_kind(head) or "video"
    low = head.lstrip()[:256].lower()
    if low.startswith((b"<!doctype html", b"<html")):
        return "html"
    if low[:5] in (b"<?xml", b"<svg ", b"<svg>") or b"<svg" in head[:256].lower():
        return "svg"
    if head and _looks_like_text(head):
        return "text"
    return None


#: Archives by their first bytes (tar: "ustar" at offset 257), named as users know them.
_ARCHIVES = ((b"\x1f\x8b", "gzip"), (b"7z\xbc\xaf\x27\x1c", "7-Zip"), (b"Rar!\x1a\x07", "RAR"),
             (b"\xfd7zXZ\x00", "xz"), (b"BZh", "bzip2"))


def container_kind(head: bytes) -> str | None:
    """'spreadsheet' for an Excel or OpenDocument workbook (xlsx and ods are ZIP files,
    xls an OLE2 one: a table of labels kept in Excel), an archive's name ('ZIP', '7-Zip',
    'RAR', 'tar', 'gzip', 'xz', 'bzip2': what labelling tools' exports are downloaded as),
    else None. `head`: the file's first few KiB (an xlsx names its xl/ parts there)."""
    if head.startswith(b"PK\x03\x04"):
        if b"xl/" in head or b"opendocument.spreadsheet" in head:
            return "spreadsheet"
        return "ZIP"
    if head.startswith(b"\xd0\xcf\x11\xe0") and b"W\x00o\x00r\x00k\x00b\x00o\x00o\x00k" in head:
        return "spreadsheet"
    if head[257:262] == b"ustar":
        return "tar"
    for magic, kind in _ARCHIVES:
        if head.startswith(magic):
            return kind
    return None


#: A job file of the window (File → Save job, gui.job): its "kind", found in its first
#: lines (also in a file cut short).
JOB_KIND = re.compile(r'"kind"\s*:\s*"tfrecord-studio-job"')


def is_job_file(head: bytes) -> bool:
    """`head` (a file's first few KiB) starts a job file saved by the window's File → Save
    job: a JSON object whose "kind" says so (its second key, as Save job writes it)."""
    text = head.decode("utf-8", "replace")
    return text.lstrip("\ufeff \t\r\n").startswith("{") and bool(JOB_KIND.search(text))


def image_format(data: bytes) -> str | None:
    """The image kind of bytes that may be anything (a record's payload): as sniff(), but
    BMP only with a real DIB header, since "BM" alone is common in arbitrary bytes."""
    kind = sniff(data[:HEAD_BYTES])
    if kind not in IMAGE_KINDS:
        return None
    if kind == "bmp" and not (len(data) >= 18 and
                              struct.unpack_from("<I", data, 14)[0] in _BMP_DIB_SIZES):
        return None
    return kind


def _looks_like_text(head: bytes) -> bool:
    """UTF-8 text without NUL bytes. The first bytes of a longer file may end inside a
    character (Japanese or Korean notes: three bytes each): that last, unfinished one is
    not held against it, or a page of Japanese named .jpg was "not a recognised image
    format" where one in English was text."""
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as e:
        if e.reason != "unexpected end of data":   # (invalid bytes, not a cut character)
            return False
    return b"\x00" not in head
