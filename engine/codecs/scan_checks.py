"""Cheap per-file checks for the pre-run scan: is this file an image, is it cut off, can
its header be read, does it have transparent areas, is it 16-bit (and, for a sample of those,
its brightest value: engine.codecs.bit_depth), what shape is it (width / height, as the
EXIF orientation turns it: what Stretch squashes). Qt-free; the window's scan makes them in
its thread, `engine scan`'s text for every image it lists (engine.commands.scan_text).

Each file is opened once (_Opened: its handle, and the bytes already read, shared by all
the checks; opening it again for Pillow cost ~7% of a JPEG's check). Only its first and
last few kilobytes are read, plus the header through Pillow's lazy ``Image.open`` (which
stops after the header), and what engine.codecs.cut_check reads to tell a file cut short
(a TIFF's directories; a GIF's blocks, the whole file); a PNG without IEND is read whole
and its image data inflated (the run stores one whose data is whole:
engine.codecs.png_check.check_unended). Whole images are decoded only for small images
that carry an alpha channel, to tell "has transparent areas" from "has an alpha
channel that is fully opaque" (a PNG's image data then checked as the run checks it:
engine.codecs.png_check.load). The reasons are the run's own sentences
(engine.codecs.refusals, coded as the run codes them), so a file reads alike in the
source's problem list and on the Failures tab; the engine's own checks, during the run,
stay authoritative.

Formats are recognised by engine.magic, the engine's own sniffer (standard library only, so
the GUI may import it), so the window and the engine agree on what is an image.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from typing import BinaryIO

from engine import magic
from engine.codecs import cut_check, pixel_limit, png_check, refusals
from engine.codecs.bit_depth import Whole, deep_layout, is_deep, read_whole
from engine.codecs.orientation import exif_orientation
from engine.config import DEFAULT_MAX_PIXELS
from engine.errors import ImageError, failure_reason
from engine.reason_codes import describe
from engine.regular_files import open_input

TAIL = 4096
# Images with an alpha channel up to this size are decoded to see whether any pixel is
# actually transparent; larger ones are counted from their header (placing an opaque
# image on a background changes nothing, so over-counting is harmless).
ALPHA_DECODE_MAX_PIXELS = 4_000_000


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
    # the run's code of ``problem`` and its parameters (engine.reason_codes): the window
    # says it as the Failures tab says the run's reason
    code: str = ""
    params: dict = field(default_factory=dict)
    # why --format original refuses it ("" when it keeps it: engine.codecs.refusals
    # .not_kept, from the header: HEIC, AVIF, an animated WebP), in the run's words; not a
    # ``problem``, which would be one in every format. Where both are said, the run
    # refuses an unkept file as unkept first (the window's scan_format, scan_text).
    unkept: str = ""
    # its EXIF orientation (2..8; 0: 1, the normal one, or none), from the header read for
    # ``aspect``: a photo every viewer shows turned. The run turns it (and its boxes) in
    # the re-encoding formats; --format original stores it as it is, and TensorFlow's
    # decode_image turns nothing, so a model gets it sideways (the window warns when
    # "Original bytes" is chosen, `engine scan --format original` lists it). A PNG's
    # eXIf chunk after its pixels is not read (that would decode the picture)
    turned: int = 0


def sniff(head: bytes) -> str:
    """The image format named by the first bytes, or "" when they are not an image the
    engine reads (engine.magic)."""
    kind = magic.sniff(head)
    return kind if kind in magic.IMAGE_KINDS else ""


# Files read whole (never decoded) to look for a JPEG's end marker further back.
JPEG_FULL_SCAN_MAX = 64 << 20


class _Opened:
    """The file one check reads, opened once (check_file): its handle ``f`` (Pillow's
    ``Image.open`` and engine.codecs.cut_check read through it), its first bytes ``head``
    (what the run's check_head sniffs) and its last bytes ``tail`` after the head's (none
    for a file no longer than its head, whose end is then looked for in the whole: an EXIF
    thumbnail's own end marker is among its first bytes), and its bytes from the start
    (:meth:`data`), read from the disk once for every look that needs them."""

    def __init__(self, path: str, f: BinaryIO) -> None:
        self.path, self.f = path, f
        size = os.fstat(f.fileno()).st_size
        self.head = f.read(magic.HEAD_BYTES)
        f.seek(max(len(self.head), size - TAIL))
        self.tail = f.read(TAIL)
        self._data: bytes | None = None
        self._whole = False   # whether _data holds the whole file

    def data(self, limit: int = -1) -> bytes:
        """The file's bytes from its start, at most ``limit`` of them (-1: all), as
        ``f.seek(0); f.read(limit)`` gives them; read once, and given again to a later call
        that asks for no more than they hold (a PNG without IEND read whole, then its image
        data checked as the run checks it)."""
        if self._data is None or (not self._whole and (limit < 0 or limit > len(self._data))):
            self.f.seek(0)
            self._data = self.f.read(limit)
            self._whole = limit < 0 or len(self._data) < limit
        return self._data if limit < 0 or limit >= len(self._data) else self._data[:limit]


def _jpeg_has_end(file: _Opened) -> bool:
    """True when the JPEG's end-of-image marker exists anywhere after its first scan.

    Phones append data after the image ("motion photos" carry a whole video), so a
    missing marker in the last few KiB is not proof of a cut file. The marker segments
    before the first scan are skipped by their lengths, so the EXIF thumbnail's own end
    marker does not count; inside scan data FF is always stuffed, so FF D9 there is the
    real end."""
    try:
        data = file.data(JPEG_FULL_SCAN_MAX)
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


def _cut_off(kind: str, file: _Opened) -> ImageError | None:
    """The run's refusal of a file whose format's end marker is missing from its end (JPEG;
    a PNG unless its image data is whole: engine.codecs.png_check.check_unended, the run's
    own rule), else None (the other formats: engine.codecs.cut_check)."""
    if kind == "jpeg" and b"\xff\xd9" not in file.tail and not _jpeg_has_end(file):
        return refusals.cut_short(kind)
    if kind == "png" and b"IEND" not in file.tail:
        try:
            data = file.data(JPEG_FULL_SCAN_MAX)
        except OSError:
            return None   # cannot tell; the engine will say
        if not png_check.has_end(data):
            try:
                png_check.check_unended(data)   # (inflates its stream: a rare file)
            except ImageError as e:
                return e
    return None


def check_file(path: str, decode_alpha: bool = True, max_pixels: int = 0) -> FileCheck:
    """Check one file cheaply. Never raises. ``max_pixels``: the run's --max-pixels (0: the
    engine's default; the form's Largest image sets another). A problem is said in the
    run's words (engine.codecs.refusals), with their code: the scan's own sentences ("the
    file is empty (0 bytes)", "this is a text file named .jpg, not an image") read
    otherwise on the Failures tab after the run for the same file.

    An error of the checks themselves (a bug: a refusal that raises, in its handler too)
    is this file's problem, "unexpected decoder error: ...", the run worker's words for
    what it did not expect (engine.errors.failure_reason): it ended the whole scan, the
    window's and `engine scan`'s, for one file."""
    try:
        return _check_file(path, decode_alpha, max_pixels)
    except Exception as e:  # noqa: BLE001 - one file's internal error never ends the scan
        return _unexpected(e)


def _unexpected(e: Exception) -> FileCheck:
    """The problem of a file whose check raised ``e`` (check_file)."""
    why = failure_reason(e)
    try:
        code, params = describe(why)
    except Exception:  # noqa: BLE001 - said in English, uncoded, rather than not at all
        code, params = "", {}
    return FileCheck(why, code=code, params=params)


def _check_file(path: str, decode_alpha: bool, max_pixels: int) -> FileCheck:
    """check_file's checks (which may raise on a bug), of the file opened once."""
    try:
        f = open_input(path)
    except OSError as e:   # (the engine's scan lists what it cannot open: a broken link)
        return refused(refusals.unopened_file(e))
    with f:
        try:   # (its first and last bytes: a read error is this file's, as an open's)
            file = _Opened(path, f)
        except OSError as e:
            return refused(refusals.unopened_file(e))
        return _check_opened(file, decode_alpha, max_pixels)


def _check_opened(file: _Opened, decode_alpha: bool, max_pixels: int) -> FileCheck:
    """_check_file's checks of the opened ``file``."""
    try:
        # (a ZIP's parts are read, as the run reads them, to say an Office document)
        not_image = refusals.not_an_image(file.head, file.f)
        kind = sniff(file.head) if not_image is None else ""
        # a GIF, BMP, TIFF, WebP, HEIC or AVIF whose headers point past its end: the
        # run's own look (engine.codecs.cut_check), before it opens the file
        cut = cut_check.verdict(file.f, kind)
    except OSError as e:
        return refused(refusals.unopened_file(e))
    if not_image is not None:
        return refused(not_image)
    if cut is not None:
        return refused(refusals.cut_or_damaged(kind, cut), is_image=True)
    if (ended := _cut_off(kind, file)) is not None:
        return refused(ended, is_image=True)
    limit = max_pixels if max_pixels > 0 else DEFAULT_MAX_PIXELS
    return replace(_check_header(file, kind, decode_alpha, limit), kind=kind)


def refused(e: Exception, is_image: bool = False) -> FileCheck:
    """The run's refusal ``e`` as the scan's problem, with the code the run sends it with
    (engine.reason_codes), so that the window says it as the Failures tab does."""
    code, params = describe(str(e))
    return FileCheck(str(e), is_image=is_image, code=code, params=params)


def _check_header(file: _Opened, kind: str, decode_alpha: bool, limit: int) -> FileCheck:
    if kind == "heic":
        try:
            import pillow_heif
            pillow_heif.register_heif_opener()
        except ImportError:
            return refused(refusals.heif_missing(), True)
    if kind == "avif":
        from PIL import features
        if not features.check("avif"):
            return refused(refusals.avif_missing(), True)
    try:
        # Pillow's own pixel limit never speaks: the size is the run's --max-pixels (a
        # WebP's from its header, here; the others' in _opened, after their 16-bit look)
        pixel_limit.check_claimed(file.head, limit)
        with pixel_limit.opened(file.f) as im:   # (an open file: Pillow leaves it open)
            return _opened(file, im, kind, decode_alpha, limit)
    except ImageError as e:   # (the run's refusal: a WebP above the limit)
        return refused(e, True)
    except Exception as e:  # noqa: BLE001 - a broken header may raise anything; never raise
        return refused(refusals.unopened(e, _start(file), kind), True)


def _opened(file: _Opened, im, kind: str, decode_alpha: bool, limit: int) -> FileCheck:
    """:func:`_check_header` of the image opened from ``file``."""
    w, h = im.size
    alpha = im.mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in im.info
    if w <= 0 or h <= 0:
        return refused(refusals.no_pixels(w, h), True)
    deep = is_deep(im)   # from the header (Pillow's mode and raw mode)
    if w * h > limit:   # the run's --max-pixels: it skips the image
        return replace(refused(refusals.too_many_pixels(w, h, limit), True), deep=deep)
    # the engine's turn (5-8: a quarter, its width becomes its height), from the
    # header: asking a PNG for EXIF after its pixels decodes the whole image
    orientation = exif_orientation(im, header_only=True)
    aspect = w / h if orientation <= 4 else h / w
    layout = (im.format or "image") if deep_layout(im) else ""
    # (checked by the run, as here, once the file is open and its size within the limit)
    kept = refusals.not_kept(kind, im)
    looked = replace(_looked(file, im, kind, decode_alpha, w, h, alpha),
                     unkept="" if kept is None else str(kept))
    return looked if looked.problem else replace(
        looked, deep=deep, aspect=aspect, layout=layout,
        turned=orientation if orientation != 1 else 0)


def _looked(file: _Opened, im, kind: str, decode_alpha: bool, w: int, h: int,
            alpha: bool) -> FileCheck:
    """:func:`_opened`'s look at an image's transparent areas (decoded when small)."""
    if not alpha:
        return FileCheck(is_image=True)
    if not decode_alpha or w * h > ALPHA_DECODE_MAX_PIXELS:
        return FileCheck(is_image=True, transparent=True)
    try:   # (its first frame, as opened: its frames not counted, as the run does not)
        if kind == "png":   # its image data's checksum checked as the run checks it
            png_check.load(im, file.data())
        low, _high = im.convert("RGBA").getchannel("A").getextrema()
    except Exception as e:  # noqa: BLE001 - any decoder error means the same to a person
        return refused(_undecoded(e, file.data(), kind), True)
    # one band (A): the extrema are two numbers
    return FileCheck(is_image=True, transparent=isinstance(low, (int, float)) and low < 255)


def _undecoded(e: BaseException, data: bytes, kind: str) -> Exception:
    """Why the run will not decode ``data`` either: a damaged PNG fails the check it makes
    before decoding, its image data's own checksum, or holds too few rows
    (engine.codecs.png_check), else its decoder's failure."""
    try:
        png_check.check(data)
        png_check.check_rows(data)
    except ImageError as damaged:
        return damaged
    return refusals.undecoded(e, data, kind)


def _start(file: _Opened) -> bytes:
    """The file's bytes (up to JPEG_FULL_SCAN_MAX), for the run's look at a file it could not
    open (a missing end marker: cut short); empty when they cannot be read."""
    try:
        return file.data(JPEG_FULL_SCAN_MAX)
    except OSError:
        return b""


#: The 16-bit images whose brightest value the scan reads (whole decodes): at most this
#: many, spread over a larger source, and none larger than DEEP_READ_MAX_PIXELS.
DEEP_SAMPLE = 32
DEEP_READ_MAX_PIXELS = 36_000_000


def deep_values(path: str) -> Whole | None:
    """The 16-bit image at ``path`` read whole, as the run reads it (its values give the
    brightest one, and its thumbnail); None when it is larger than DEEP_READ_MAX_PIXELS or
    cannot be read."""
    return read_whole(path, DEEP_READ_MAX_PIXELS)
