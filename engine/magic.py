"""What a file is, from its first bytes (never from its name): the one magic-byte sniffer.

The engine's readers (engine.sources.reading.check_head), inspect's look at stored payloads and the
pre-run scans (engine.codecs.scan_checks) all ask here, so they cannot disagree about what is
an image. Standard library only and no engine imports but its own parts (engine.magic_media:
video and sound; engine.camera_raw: camera RAW files), which import nothing of the engine
either: the GUI may import this module (like engine.output_state), and a worker pays
nothing for it.
"""

from __future__ import annotations

import io
import re
import struct
from typing import BinaryIO

from engine import camera_raw, magic_media

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
    'psd', 'jpeg2000', 'zip' (also a Word or Excel document: zip_kind tells), 'office'
    (an older one: .doc, .xls), 'rtf', 'video' (video or sound: ISO media that is not a
    picture, MP4, MOV, M4A; AVI, WAV, MKV, MP3...), 'dicom' (a medical image), 'html',
    'svg', 'xml' and 'annotation' (xml_kind), 'text', 'raw' (a camera RAW file its first
    bytes name: CR3, CRW, RAF, ORF, RW2, RWL, MRW, X3F, IIQ, CR2...). 'office' is any OLE2
    compound file (ole2_kind tells an Office document from others). A RAW file told by
    its IFD0 (NEF, ARW, DNG, SRW...) is 'tiff' here: engine.camera_raw.raw_format, given
    the file, names it.
    """
    if camera_raw.from_head(head) is not None:   # (a CR2 begins as a TIFF, a CR3 as video)
        return "raw"
    for magic, kind in _SIGNATURES:
        if head.startswith(magic):
            return kind
    if head[128:132] == b"DICM":   # (after a 128-byte preamble, often zeros)
        return "dicom"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    if head[4:8] == b"ftyp":
        return isobmff_kind(head) or "video"
    if magic_media.is_media(head, HEAD_BYTES):
        return "video"
    low = head.lstrip()[:256].lower()
    if low.startswith((b"<!doctype html", b"<html", b"<head", b"<!-- saved from url")) \
            or b"<html" in low:   # (behind a byte-order mark or an XHTML page's <?xml ...?>)
        return "html"
    if (xml := xml_kind(head)) is not None:
        return xml
    if head and _looks_like_text(head):
        return "text"
    if magic_media.transport_stream(head):   # (after text: a page with a G every 188 bytes is text)
        return "video"
    return None


#: What comes before an XML file's root element (spaces, its <?xml ...?> declaration,
#: comments, a DOCTYPE), then the root's name (its namespace prefix apart), lower case.
_XML_ROOT = re.compile(rb"(?:\s|<\?.*?\?>|<!--.*?-->|<!doctype(?:[^>\[]|\[.*?\])*>)*+"
                       rb"<(?:[a-z_][\w.\-]*:)?([a-z_][\w.\-]*)[\s/>]", re.S)


def xml_kind(head: bytes) -> str | None:
    """What XML the first bytes begin, by its root element: 'svg' for a drawing,
    'annotation' for <annotation> (a Pascal VOC file, one per image), 'xml' for any other
    (a VOC file saved as .jpg was called SVG); None when they are not XML. XML whose
    declaration or comments run past ``head`` is 'xml' ('svg' when they name <svg)."""
    low = head.lower().removeprefix(b"\xef\xbb\xbf")
    m = _XML_ROOT.match(low)
    if m is not None:
        root = m.group(1)
        return "svg" if root == b"svg" else "annotation" if root == b"annotation" else "xml"
    if low.lstrip().startswith((b"<?xml", b"<!--")):
        return "svg" if b"<svg" in low else "xml"
    return "svg" if b"<svg" in low[:256] else None   # (an SVG after other bytes)


#: The part every Office Open XML document holds (docx, xlsx, pptx are ZIP files), and
#: the first part of an OpenDocument one (odt, ods, odp), its mimetype, stored as is.
_OOXML_PART = b"[Content_Types].xml"
_ODF_MIMETYPE = b"mimetypeapplication/vnd.oasis.opendocument."

#: Most bytes of a ZIP's central directory zip_kind reads.
ZIP_DIRECTORY_MAX = 4 << 20


def zip_kind(head: bytes, f: BinaryIO | None = None) -> str:
    """'office' for a ZIP file that is an Office document (Word, Excel, PowerPoint, or
    OpenDocument), else 'zip'. Its first bytes name its first part (Word and Excel write
    [Content_Types].xml first, OpenDocument its mimetype); else the names in its central
    directory, at its end, are read from ``f`` (seekable, binary; its position put back):
    only for a file already known to be a ZIP, never for an image."""
    if _OOXML_PART in head or _ODF_MIMETYPE in head:
        return "office"
    if f is None:
        return "zip"
    try:
        start = f.tell()
        try:
            return "office" if _OOXML_PART in _zip_directory(f) else "zip"
        finally:
            f.seek(start)
    except (OSError, ValueError, struct.error):
        return "zip"


def _zip_directory(f: BinaryIO) -> bytes:
    """The central directory of the ZIP file ``f`` (its entries' names), found from its
    end record in its last 64 KiB; b"" when there is none, or it is larger than
    ZIP_DIRECTORY_MAX (a ZIP64 file's: its end record's fields read 0xFFFFFFFF)."""
    size = f.seek(0, io.SEEK_END)
    back = min(size, 22 + 0xFFFF)               # the end record, after a comment of <64 KiB
    f.seek(size - back)
    tail = f.read(back)
    at = tail.rfind(b"PK\x05\x06")
    if at < 0 or at + 22 > len(tail):
        return b""
    length, offset = struct.unpack_from("<II", tail, at + 12)
    if length > ZIP_DIRECTORY_MAX or offset + length > size:
        return b""
    f.seek(offset)
    return f.read(length)


#: The streams that make an OLE2 compound file an Office document: Word's, Excel's (Book:
#: Excel 95), PowerPoint's.
_OFFICE_STREAMS = frozenset({"worddocument", "workbook", "book", "powerpoint document"})
#: Windows' thumbnail cache (Thumbs.db): its Catalog stream (XP), or streams named by size
#: and a 16-hex-digit key (Vista on: "256_6a3f...").
_THUMBS_STREAM = re.compile(r"catalog|\d+_[0-9a-f]{16}")


def ole2_kind(head: bytes, f: BinaryIO | None = None) -> str:
    """What an OLE2 compound file (sniff's 'office') is, by the names in its directory,
    read from ``f`` (seekable, binary; its position put back): 'office' for a Word, Excel
    or PowerPoint document, 'thumbs' for Windows' thumbnail cache (Thumbs.db, which
    Windows leaves in picture folders), else 'ole2' (an installer, an Outlook message...;
    also when ``f`` is not given or its directory cannot be read). Only the directory's
    sectors and the FAT entries that chain them are read."""
    try:
        names = _ole2_names(head, f) if f is not None else set()
    except (OSError, ValueError, OverflowError, struct.error):
        names = set()
    if names & _OFFICE_STREAMS:
        return "office"
    return "thumbs" if any(_THUMBS_STREAM.fullmatch(n) for n in names) else "ole2"


def _ole2_names(head: bytes, f: BinaryIO) -> set[str]:
    """The lower-case names in the directory of the OLE2 file ``f`` whose 512-byte header
    is ``head`` (at most 256 directory sectors; FAT sectors past the header's 109)."""
    if len(head) < 512 or struct.unpack_from("<H", head, 30)[0] not in (9, 12):
        return set()
    size = 1 << struct.unpack_from("<H", head, 30)[0]
    fat = struct.unpack_from("<109I", head, 76)
    names: set[str] = set()
    seen: set[int] = set()
    sector, start = struct.unpack_from("<I", head, 48)[0], f.tell()
    try:
        while sector < 0xFFFFFFFA and sector not in seen and len(seen) < 256:
            seen.add(sector)
            f.seek((sector + 1) * size)
            block = f.read(size)
            for i in range(0, len(block) - 127, 128):
                length = struct.unpack_from("<H", block, i + 64)[0]
                if 2 <= length <= 64 and block[i + 66] in (1, 2, 5):
                    names.add(block[i:i + length - 2].decode("utf-16-le", "replace").lower())
            if len(block) < size or sector // (size // 4) >= 109:
                break
            f.seek((fat[sector // (size // 4)] + 1) * size + sector % (size // 4) * 4)
            link = f.read(4)
            sector = struct.unpack("<I", link)[0] if len(link) == 4 else 0xFFFFFFFE
    finally:
        f.seek(start)
    return names


#: Archives by their first bytes (tar: "ustar" at offset 257), named as users know them.
_ARCHIVES = ((b"\x1f\x8b", "gzip"), (b"7z\xbc\xaf\x27\x1c", "7-Zip"), (b"Rar!\x1a\x07", "RAR"),
             (b"\xfd7zXZ\x00", "xz"), (b"BZh", "bzip2"))


#: The archives of container_kind that the app unpacks itself (Python's zipfile and tarfile
#: read them: gui.unpack, in the window and --headless); 7-Zip and RAR are the user's to unpack.
#: A gzip, bzip2 or xz file only when it holds a tar: unpacked_by_the_app.
UNPACKED_BY_THE_APP = ("ZIP", "tar", "gzip", "bzip2", "xz")

#: Most compressed bytes read to see what a gzip, bzip2 or xz file holds. bzip2 gives nothing
#: before the end of its first block: 900 kB at most, which any bytes compress to at most
#: about 1.02 MB (Huffman codes average under 9.1 bits over its 258 symbols); 1 MiB could
#: stop short of it, and a .tar.bz2 was said to be one compressed file.
COMPRESSED_LOOK = 2 << 20


def unpacked_by_the_app(kind: str | None, f: BinaryIO) -> bool:
    """Whether the app unpacks (gui.unpack) the file ``f`` that container_kind calls
    ``kind``: a ZIP or a tar; a gzip, bzip2 or xz file only when it holds a tar
    (compressed_holds). labels.csv.gz is one table compressed: the engine said to give it
    to --headless, whose tarfile then refused it ("truncated header"). ``f``: seekable;
    read from its start, and put back there."""
    if kind in ("ZIP", "tar"):
        return True
    return kind in UNPACKED_BY_THE_APP and compressed_holds(kind, f) == "tar"


def compressed_holds(kind: str, f: BinaryIO) -> str:
    """What the gzip, bzip2 or xz (``kind``) file ``f`` holds: "tar" ("ustar" at 257 of its
    first 512 bytes, only those decompressed), "file" (one file compressed, such as
    labels.csv.gz: its start is not a tar's, or it is whole and shorter than one), or ""
    when its start does not say (damaged from its start, or cut before its first 512 bytes:
    the user's archive tool says which). ``f``: read from its start, and put back there."""
    import bz2
    import gzip
    import lzma
    import zlib
    f.seek(0)
    try:
        # (at most COMPRESSED_LOOK read, 512 bytes decompressed: a few bytes that say
        # gigabytes never make them)
        packed = io.BytesIO(f.read(COMPRESSED_LOOK))
        with (gzip.GzipFile(fileobj=packed) if kind == "gzip" else bz2.BZ2File(packed)
              if kind == "bzip2" else lzma.LZMAFile(packed)) as held:
            start = b""
            while len(start) < 512 and (more := held.read(512 - len(start))):
                start += more
    except (OSError, EOFError, zlib.error, lzma.LZMAError):
        return ""
    finally:
        f.seek(0)
    return "tar" if start[257:262] == b"ustar" else "file"


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
