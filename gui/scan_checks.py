"""Cheap per-file checks for the pre-run scan: is this file an image, is it cut off, can
its header be read, does it have transparent areas, is it 16-bit (and, for a sample of those,
its brightest value: engine.codecs.bit_depth), what shape is it (width / height, as the
EXIF orientation turns it: what Stretch squashes). Qt-free; runs in the scan's thread.

Only the first and last few kilobytes of a file are read, plus the header through Pillow's
lazy ``Image.open`` (which stops after the header). Whole images are decoded only for
small images that carry an alpha channel, to tell "has transparent areas" from "has an
alpha channel that is fully opaque". The reasons are plain sentences for people who do not
program; the engine's own checks, during the run, stay authoritative.

Formats are recognised by engine.magic, the engine's own sniffer (standard library only, so
the GUI may import it), so the window and the engine agree on what is an image.
"""

from __future__ import annotations

import os
import re
import warnings
from dataclasses import dataclass, replace

from engine import magic
from engine.codecs.bit_depth import Whole, deep_layout, is_deep, read_whole
from engine.codecs.orientation import exif_orientation
from engine.config import DEFAULT_MAX_PIXELS

HEAD = 64
TAIL = 4096
# Images with an alpha channel up to this size are decoded to see whether any pixel is
# actually transparent; larger ones are counted from their header (placing an opaque
# image on a background changes nothing, so over-counting is harmless).
ALPHA_DECODE_MAX_PIXELS = 4_000_000

# What a non-image file is, by engine.magic's name for it.
_OTHER_KINDS = {
    "pdf": "a PDF document", "zip": "a ZIP archive", "psd": "a Photoshop file",
    "rtf": "a Word (RTF) document", "office": "an Office document",
}


@dataclass
class FileCheck:
    """Outcome of :func:`check_file`. ``problem`` is "" when the file looks usable."""

    problem: str = ""
    is_image: bool = False
    transparent: bool = False
    kind: str = ""        # the format its first bytes name (engine.magic), when an image
    deep: bool = False    # more than 8 bits a sample (16-bit PNG, TIFF): --bit-depth's
    #                       (said of a header read, also when the file has a problem)
    aspect: float = 0.0   # width / height as the run sees it (EXIF-turned); 0: not read
    # 16-bit in a layout the run refuses below --bit-depth 16 (grey with alpha, CMYK,
    # premultiplied alpha: engine.codecs.bit_depth.deep_layout): its format ("PNG", "TIFF"),
    # from the header; not a ``problem``, which would be one at any bit depth
    layout: str = ""


def sniff(head: bytes) -> str:
    """The image format named by the first bytes, or "" when they are not an image the
    engine reads (engine.magic)."""
    kind = magic.sniff(head)
    return kind if kind in magic.IMAGE_KINDS else ""


def _what_else(head: bytes, ext: str) -> str:
    """A plain sentence naming what a non-image file is."""
    named = f"named {ext}" if ext else "without an extension"
    kind = magic.sniff(head)
    if kind in _OTHER_KINDS:
        return f"this is {_OTHER_KINDS[kind]} {named}, not an image"
    if kind == "video":   # ISO media that is not a HEIC/AVIF picture: MP4, MOV...
        return f"this is a video or other media file {named}, not an image"
    if kind == "html":
        return f"this is a web page (HTML) {named}, not an image"
    if kind == "svg":
        return "this is an SVG drawing; export it as PNG first"
    if kind == "text":
        return f"this is a text file {named}, not an image"
    return "this file is not an image (its content is not a known picture format)"


# Files read whole (never decoded) to look for a JPEG's end marker further back.
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
    if kind in ("heic", "avif"):
        try:
            with open(path, "rb") as f:
                return magic.iso_box_cut(f) is not None
        except OSError:
            return False
    # GIF's one-byte trailer (";") is too common a byte to tell a cut file from a file
    # with data after it; the engine decides those.
    return False


def _contains(path: str, marker: bytes) -> bool:
    try:
        with open(path, "rb") as f:
            return marker in f.read(JPEG_FULL_SCAN_MAX)
    except OSError:
        return True


def check_file(path: str, decode_alpha: bool = True, max_pixels: int = 0) -> FileCheck:
    """Check one file cheaply. Never raises. ``max_pixels``: the run's --max-pixels (0: the
    engine's default; the form's Largest image sets another)."""
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
        # the run's own words for it (engine.codecs.refusals.cut_short, file.iso_cut): the
        # scan list said "the file is cut off (it ends before the image does)" and the
        # Failures tab "JPEG is cut short: ..." of the same file
        return FileCheck(f"{kind.upper()} is cut short: the file ends before its picture data "
                         "does (copy it again from the original)", is_image=True)
    limit = max_pixels if max_pixels > 0 else DEFAULT_MAX_PIXELS
    return replace(_check_header(path, kind, decode_alpha, limit), kind=kind)


def _check_header(path: str, kind: str, decode_alpha: bool, limit: int) -> FileCheck:
    from PIL import Image  # lazily: the GUI starts without Pillow loaded

    if kind == "heic":
        try:
            import pillow_heif
            pillow_heif.register_heif_opener()
        except ImportError:
            return FileCheck("HEIC photos need the pillow-heif package, which is not "
                             "installed; export the photo as JPEG first", True)
    try:
        with warnings.catch_warnings():   # the size is checked below, against the engine's
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            im = Image.open(path)
        with im:
            w, h = im.size
            alpha = im.mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in im.info
            if w <= 0 or h <= 0:
                return FileCheck("the image says it has no pixels (damaged header)", True)
            deep = is_deep(im)   # from the header (Pillow's mode and raw mode)
            if w * h > limit:   # the run's --max-pixels: it skips the image
                return replace(_too_many_pixels(w * h, limit), deep=deep)
            # the engine's turn (5-8: a quarter, its width becomes its height), from the
            # header: asking a PNG for EXIF after its pixels decodes the whole image
            aspect = w / h if exif_orientation(im, header_only=True) <= 4 else h / w
            layout = (im.format or "image") if deep_layout(im) else ""
            if not alpha:
                return FileCheck(is_image=True, deep=deep, aspect=aspect, layout=layout)
            if not decode_alpha or w * h > ALPHA_DECODE_MAX_PIXELS:
                return FileCheck(is_image=True, transparent=True, deep=deep, aspect=aspect,
                                 layout=layout)
            try:
                if getattr(im, "n_frames", 1) > 1:
                    im.seek(0)
                low, _high = im.convert("RGBA").getchannel("A").getextrema()
            except Exception:  # noqa: BLE001 - any decoder error means the same to a person
                return FileCheck("the image data is damaged part-way through", True)
            # one band (A): the extrema are two numbers
            return FileCheck(is_image=True, deep=deep, aspect=aspect, layout=layout,
                             transparent=isinstance(low, (int, float)) and low < 255)
    except Image.DecompressionBombError as e:   # Pillow's own limit, above the engine's
        m = re.search(r"\((\d+) pixels\)", str(e))
        pixels = int(m.group(1)) if m else 2 * (Image.MAX_IMAGE_PIXELS or 0)
        if m and pixels <= limit:   # a raised --max-pixels: the run reads it
            return FileCheck(is_image=True)
        return _too_many_pixels(pixels, limit)
    except Exception:  # noqa: BLE001
        return FileCheck(f"the start of the file is damaged: it begins like a "
                         f"{kind.upper()} image but cannot be read as one", True)


#: The 16-bit images whose brightest value the scan reads (whole decodes): at most this
#: many, spread over a larger source, and none larger than DEEP_READ_MAX_PIXELS.
DEEP_SAMPLE = 32
DEEP_READ_MAX_PIXELS = 36_000_000


def deep_values(path: str) -> Whole | None:
    """The 16-bit image at ``path`` read whole, as the run reads it (its values give the
    brightest one, and its thumbnail); None when it is larger than DEEP_READ_MAX_PIXELS or
    cannot be read."""
    return read_whole(path, DEEP_READ_MAX_PIXELS)


def _too_many_pixels(pixels: int, limit: int) -> FileCheck:
    """Above the run's --max-pixels (the form's Largest image): the engine
    will skip it (engine.codecs.imaging.open_image), so the scan says so first."""
    return FileCheck(f"the image has {_mp(pixels)} megapixels, above the limit of "
                     f"{_mp(limit)}: a decompression bomb or a huge scan "
                     "(reduce it first, or raise “Largest image” in the options)", True)


def _mp(pixels: int) -> str:
    """Megapixels as the Largest image field shows them: whole, with a decimal under 10."""
    mp = pixels / 1e6
    return f"{mp:,.0f}" if mp >= 10 or mp == round(mp) else f"{mp:.1f}"
