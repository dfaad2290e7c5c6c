"""Cheap per-file checks for the pre-run scan: is this file an image, is it cut off, can
its header be read, does it have transparent areas. Qt-free; runs in the scan's thread.

Only the first and last few kilobytes of a file are read, plus the header through Pillow's
lazy ``Image.open`` (which stops after the header). Whole images are decoded only for
small images that carry an alpha channel, to tell "has transparent areas" from "has an
alpha channel that is fully opaque". The reasons are plain sentences for people who do not
program; the engine's own checks, during the run, stay authoritative.

This duplicates a little of engine.imaging's sniffing on purpose: the GUI imports nothing
from the engine but its protocol and config (DESIGN §6).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

HEAD = 64
TAIL = 4096
#: Images with an alpha channel up to this size are decoded to see whether any pixel is
#: actually transparent; larger ones are counted from their header (placing an opaque
#: image on a background changes nothing, so over-counting is harmless).
ALPHA_DECODE_MAX_PIXELS = 4_000_000

_OTHER_KINDS = {
    b"%PDF": "a PDF document", b"PK\x03\x04": "a ZIP archive", b"8BPS": "a Photoshop file",
    b"{\\rtf": "a Word (RTF) document", b"\xd0\xcf\x11\xe0": "an Office document",
}


@dataclass
class FileCheck:
    """Outcome of :func:`check_file`. ``problem`` is "" when the file looks usable."""

    problem: str = ""
    is_image: bool = False
    transparent: bool = False


def sniff(head: bytes) -> str:
    """The image format named by the first bytes, or "" when they are not an image."""
    if head.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head[:6] in (b"GIF87a", b"GIF89a"):
        return "gif"
    if head.startswith(b"BM"):
        return "bmp"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    if head[:4] in (b"II*\x00", b"MM\x00*", b"II+\x00", b"MM\x00+"):
        return "tiff"
    if len(head) > 2 and head[:1] == b"P" and head[1:2] in b"123456" and head[2:3].isspace():
        return "pnm"
    if head[4:8] == b"ftyp" and head[8:12] in (b"avif", b"avis"):
        return "avif"
    if head[4:8] == b"ftyp" and head[8:12] in (b"heic", b"heix", b"heim", b"heis", b"mif1",
                                                b"msf1"):
        return "heic"   # the engine reads both (pillow-heif, Pillow's AVIF)
    return ""


def _what_else(head: bytes, ext: str) -> str:
    """A plain sentence naming what a non-image file is."""
    named = f"named {ext}" if ext else "without an extension"
    for magic, kind in _OTHER_KINDS.items():
        if head.startswith(magic):
            return f"this is {kind} {named}, not an image"
    if head[4:8] == b"ftyp":   # HEIC/AVIF are sniffed as images: this is MP4, MOV...
        return f"this is a video or other media file {named}, not an image"
    low = head.lstrip().lower()
    if low.startswith((b"<!doctype html", b"<html")):
        return f"this is a web page (HTML) {named}, not an image"
    if low.startswith((b"<svg", b"<?xml")) and b"svg" in head.lower():
        return "this is an SVG drawing; export it as PNG first"
    try:
        head.decode("utf-8")
        if b"\x00" not in head:
            return f"this is a text file {named}, not an image"
    except UnicodeDecodeError:
        pass
    return "this file is not an image (its content is not a known picture format)"


#: Files read whole (never decoded) to look for a JPEG's end marker further back.
JPEG_FULL_SCAN_MAX = 64 << 20


def _jpeg_has_end(path: str) -> bool:
    """True when the JPEG's end-of-image marker exists anywhere after its first scan.

    Phones append data after the image ("motion photos" carry a whole video), so a
    missing marker in the last few KiB is not proof of a cut file. The marker segments
    before the first scan are skipped by their lengths, so the EXIF thumbnail's own end
    marker does not count; inside scan data FF is always stuffed, so FF D9 there is the
    real end."""
    try:
        with open(path, "rb") as f:
            data = f.read(JPEG_FULL_SCAN_MAX)
    except OSError:
        return True  # cannot tell; the engine will say
    i = 2
    while i + 4 <= len(data):
        if data[i] != 0xFF:
            return True  # unusual layout: do not guess "cut off"
        marker = data[i + 1]
        if marker == 0xFF:
            i += 1
            continue
        if marker == 0xDA:  # start of scan
            return data.find(b"\xff\xd9", i) >= 0
        i += 2 + int.from_bytes(data[i + 2:i + 4], "big")
    return False  # ended before the first scan: certainly cut off


def _cut_off(kind: str, tail: bytes, path: str) -> bool:
    """True when the format's end marker is missing from the end of the file."""
    if kind == "jpeg":
        return b"\xff\xd9" not in tail and not _jpeg_has_end(path)
    if kind == "png":
        return b"IEND" not in tail and not _contains(path, b"IEND")
    # GIF's one-byte trailer (";") is too common a byte to tell a cut file from a file
    # with data after it; the engine decides those.
    return False


def _contains(path: str, marker: bytes) -> bool:
    try:
        with open(path, "rb") as f:
            return marker in f.read(JPEG_FULL_SCAN_MAX)
    except OSError:
        return True


def check_file(path: str, decode_alpha: bool = True) -> FileCheck:
    """Check one file cheaply. Never raises."""
    ext = os.path.splitext(path)[1].lower()
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            head = f.read(HEAD)
            if size > TAIL:
                f.seek(size - TAIL)
            tail = f.read(TAIL) if size > HEAD else head
    except PermissionError:
        return FileCheck("the file cannot be opened: you do not have permission to read it")
    except OSError:
        return FileCheck("the file cannot be read (it may have been moved or be on a "
                         "disconnected drive)")
    if size == 0:
        return FileCheck("the file is empty (0 bytes)")
    kind = sniff(head)
    if not kind:
        return FileCheck(_what_else(head, ext))
    if _cut_off(kind, tail, path):
        return FileCheck("the file is cut off (it ends before the image does); copy it "
                         "again from the original", is_image=True)
    return _check_header(path, kind, decode_alpha)


def _check_header(path: str, kind: str, decode_alpha: bool) -> FileCheck:
    from PIL import Image  # lazily: the GUI starts without Pillow loaded

    if kind == "heic":
        try:
            import pillow_heif
            pillow_heif.register_heif_opener()
        except ImportError:
            return FileCheck("HEIC photos need the pillow-heif package, which is not "
                             "installed; export the photo as JPEG first", True)
    try:
        with Image.open(path) as im:
            w, h = im.size
            alpha = im.mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in im.info
            if w <= 0 or h <= 0:
                return FileCheck("the image says it has no pixels (damaged header)", True)
            if not alpha:
                return FileCheck(is_image=True)
            if not decode_alpha or w * h > ALPHA_DECODE_MAX_PIXELS:
                return FileCheck(is_image=True, transparent=True)
            try:
                if getattr(im, "n_frames", 1) > 1:
                    im.seek(0)
                low, _high = im.convert("RGBA").getchannel("A").getextrema()
            except Exception:  # noqa: BLE001 - any decoder error means the same to a person
                return FileCheck("the image data is damaged part-way through", True)
            # one band (A): the extrema are two numbers
            return FileCheck(is_image=True,
                             transparent=isinstance(low, (int, float)) and low < 255)
    except Image.DecompressionBombError:
        return FileCheck(is_image=True)  # huge but readable; the engine's limit decides
    except Exception:  # noqa: BLE001
        return FileCheck(f"the start of the file is damaged: it begins like a "
                         f"{kind.upper()} image but cannot be read as one", True)
