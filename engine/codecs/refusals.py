"""Why an input file is refused, in the words the run gives: it cannot be opened, it is
empty or not an image (its first bytes, engine.magic), its decoder is not installed, it has
no pixels or too many; or Pillow could not open or decode it: a file cut short (its
format's end marker missing), cut inside its header, damaged at its start, or damaged
otherwise.

The window's pre-run scan (engine.codecs.scan_checks) says what it finds with these very
functions (this module imports only engine.errors, engine.magic and engine.codecs.cut_check),
so one file reads alike in the source's problem list and on the Failures tab: the scan said
"the file is empty (0 bytes)" and "this is a text file named .jpg, not an image" where the
run said "empty file (0 bytes): copy it again ..." and "not an image: the file contains
text ...".

A file cut short is said so before Pillow's own words: a copy cut 20 bytes in read as "the
start of the file is damaged" where the scan said "cut off", and one cut half-way as "PNG is
truncated or incomplete (image file is truncated)", Pillow's English inside a translated
sentence. A file Pillow finds "truncated" that ends as a whole one does (a GIF's trailer, a
BMP's own file size: engine.codecs.cut_check.ends_whole) is damaged inside, not cut."""

from __future__ import annotations

import errno
import io
import re
import struct
from typing import BinaryIO

from engine import camera_raw, magic
from engine.codecs.cut_check import ends_whole
from engine.errors import ImageError

#: What to do when a file cannot be read (a disk or network error).
_READ_ADVICE = "check the disk or network drive it is on, then convert again"

#: Why a file whose first bytes name something we do not read is refused: what it is, when
#: they tell (the window's scan said "this is a web page (HTML) named .jpg, not an image"
#: before it spoke the run's words, and the run only "the file contains text"), and what
#: to do about it.
_NOT_READ_REASON = {
    "svg": "unsupported image format: SVG is a vector drawing (export it as PNG first)",
    "pdf": "not an image: this is a PDF document (export its pages as images, or take "
           "it out of the source)",
    "psd": "unsupported image format: Photoshop PSD (export it as PNG or JPEG first)",
    "jpeg2000": "unsupported image format: JPEG 2000 (convert it to JPEG or PNG first)",
    "text": "not an image: the file contains text (take it out of the source)",
    "html": "not an image: this is a web page saved as HTML (save the picture itself, not "
            "the page: right-click the picture in the browser and choose Save Image As)",
    "rtf": "not an image: this is a Word document saved as RTF (save the pictures in it as "
           "JPEG or PNG, or take it out of the source)",
    "office": "not an image: this is an Office document such as Word, Excel or PowerPoint "
              "(save the pictures in it as JPEG or PNG, or take it out of the source)",
    "thumbs": "not an image: this is Windows' thumbnail cache (Thumbs.db), which Windows "
              "leaves in picture folders (take it out of the source)",
    "xml": "not an image: this is an XML file (take it out of the source)",
    "annotation": "not an image: this is an annotation file (Pascal VOC XML) with an image's "
                  "name (give it the .xml extension, or take it out of the source)",
    "dicom": "unsupported image format: DICOM (medical images), which this tool cannot read "
             "(export the images as PNG or TIFF from your DICOM viewer first)",
    "video": "not an image: this is a video or sound file (save a still of the video as "
             "JPEG or PNG, or take it out of the source)",
}

_ANNOTATION_NAMED = ("not an image: this is an annotation file (Pascal VOC XML): to convert "
                     "the images with their boxes, choose the folder that holds Annotations/ "
                     "and JPEGImages/ as the source; else take it out of the source")

#: The archives engine.magic.container_kind names (a ZIP by its sniff, not here).
_ARCHIVES = frozenset({"7-Zip", "RAR", "tar", "gzip", "xz", "bzip2"})


def not_an_image(head: bytes, f: BinaryIO | None = None, name: str | None = None
                 ) -> ImageError | None:
    """Why a file whose first bytes are ``head`` (engine.magic.HEAD_BYTES of them, or
    more) is not read as an image: empty, another kind of file (named when its first bytes
    tell), or nothing known; None when its first bytes name an image format (whose decoder
    may still be missing). ``f``: the file (seekable), for a ZIP's list of parts, read only
    when its first bytes do not tell an Office document from an archive, an OLE2
    file's directory (engine.magic.ole2_kind), and a TIFF's first directory (a camera RAW
    file: engine.camera_raw). ``name``: the file's path, else ``f``'s name (a file opened
    by its descriptor, engine.sources.reading.open_regular, has none)."""
    if not head:
        return ImageError("empty file (0 bytes): copy it again from the original, or take it "
                          "out of the source")
    head = head[:magic.HEAD_BYTES]
    kind = magic.sniff(head)
    if kind in ("raw", "tiff") and (raw := camera_raw.raw_format(head, f)) is not None:
        return camera_raw_file(raw)
    if kind == "office":   # any OLE2 file: its directory tells a Word or Excel document
        kind = magic.ole2_kind(head, f)
    if kind == "zip":
        kind = magic.zip_kind(head, f)
        if kind == "zip":
            return archive("ZIP")
    if name is None:
        name = str(getattr(f, "name", ""))
    if kind == "annotation" and name.lower().endswith(".xml"):
        # named .xml already: "give it the .xml extension" was said of Annotations/a.xml in
        # a VOCdevkit chosen as class folders
        return ImageError(_ANNOTATION_NAMED)
    if kind in _NOT_READ_REASON:
        return ImageError(_NOT_READ_REASON[kind])
    if kind not in magic.IMAGE_KINDS:   # (an OLE2 file of another program: its 'ole2')
        if kind is None and (name := magic.container_kind(head)) in _ARCHIVES:
            return archive(name)
        return ImageError("not a recognised image format (JPEG, PNG, BMP, GIF, WebP, TIFF, "
                          "HEIC, AVIF): save it as JPEG or PNG, or take it out of the source")
    return None


def camera_raw_file(name: str) -> ImageError:
    """A camera RAW file (``name``: its format, "Canon CR3", "Nikon NEF": engine.camera_raw),
    which no decoder here develops; a TIFF-based one opened as TIFF gave the camera's small
    preview instead of the photo."""
    return ImageError(f"unsupported image format: a camera RAW file ({name}), which this tool "
                      "cannot read (export it as JPEG or TIFF from the camera's software or "
                      "a photo editor first)")


def archive(name: str) -> ImageError:
    """A compressed archive (``name``: ZIP, 7-Zip, RAR...) among the images."""
    return ImageError(f"not an image: this is a {name} archive (unpack it and add the "
                      "pictures inside, or take it out of the source)")


def heif_missing() -> ImageError:
    return ImageError("HEIC/HEIF photos need the pillow-heif package, which is not "
                      "installed (install it, or export the photo as JPEG first)")


def avif_missing() -> ImageError:
    return ImageError("this Pillow cannot read AVIF (install Pillow 11.3 or later, or "
                      "export the picture as JPEG or PNG first)")


def not_kept(kind: str, im) -> ImageError | None:
    """Why --format original refuses to store an image of ``kind`` (engine.magic's name)
    opened (its header read) as the Pillow image ``im``, or None when it keeps its bytes:
    the run's rule (engine.codecs.originals.store), which the scan applies to the headers
    it reads (engine.codecs.scan_checks: FileCheck.unkept), so that its list names the
    files "Original bytes" skips. The other formats convert them."""
    # (a WebP's frames are counted on opening; a GIF's would be read through: not asked)
    if kind == "webp" and getattr(im, "n_frames", 1) > 1:
        # Measured: TensorFlow 2.21's decode_image aborts the process (heap corruption)
        # on an animated WebP, with or without expand_animations.
        return ImageError("animated WebP cannot be stored as the original: TensorFlow "
                          "crashes decoding it (use --format jpeg or png, which keep "
                          "its first frame)")
    if kind in ("heic", "avif"):
        # Measured: TensorFlow 2.21's decode_image ("Unknown image file format") and DALI
        # 2.4's decoders.image refuse both, so no reader of the how-to-load notes could
        # open the record; converted, the photo reads everywhere.
        return ImageError(f"{kind.upper()} cannot be stored as the original: TensorFlow "
                          "and DALI cannot decode it (use --format jpeg or png, which "
                          "convert it)")
    return None


def unopened_file(e: OSError) -> ImageError:
    """Opening an input file raised ``e``."""
    if isinstance(e, FileNotFoundError):
        return ImageError("file not found: it was moved or deleted after the scan (put it "
                          "back, or convert again without it)")
    if isinstance(e, PermissionError):
        return ImageError("permission denied: you may not read this file (check its "
                          "permissions)")
    if isinstance(e, IsADirectoryError):
        return ImageError("is a folder, not an image file")
    if e.errno == errno.ELOOP:
        return link_loop()
    return unread(e)


def link_loop() -> ImageError:
    """A symbolic link that leads back to itself (directly or through other links): the
    system's own words ("Too many levels of symbolic links") stayed English in the window."""
    return ImageError("symbolic link that loops: it leads back to itself and never reaches a "
                      "file (correct the link, or take it out of the source)")


def unread(e: OSError) -> ImageError:
    """Reading an opened input file raised ``e``."""
    return ImageError(f"cannot read the file: {e.strerror or e} ({_READ_ADVICE})")


def no_pixels(w: int, h: int) -> ImageError:
    return ImageError(f"image has no pixels ({w}x{h}): its header is damaged; copy it "
                      "again from the original")


def megapixels(w: int, h: int) -> str:
    """The megapixels of a ``w`` x ``h`` image with a decimal under 10, as the window's
    Largest image writes them (a 1500x1000 slide is 1.5, not 2)."""
    mp = w * h / 1e6
    return f"{mp:.0f}" if mp >= 10 or mp == round(mp) else f"{mp:.1f}"


def too_many_pixels(w: int, h: int, max_pixels: int) -> ImageError:
    """Above --max-pixels (the window's Largest image). Its megapixels with a decimal
    under 10, as the window's Largest image writes them: a 1500x1000 slide above a limit of
    1 MP was "= 2 megapixels" (the scan's list said 1.5)."""
    return ImageError(f"image is {w}x{h} = {megapixels(w, h)} megapixels, above the "
                      f"--max-pixels limit of {max_pixels / 1e6:g} MP (a decompression "
                      "bomb or a huge scan; raise --max-pixels if it is genuine)")

#: The last bytes of a complete file of each format (its end marker), which a file cut
#: short lacks. GIF's one-byte trailer is too common a byte to tell.
END_MARKERS = {"jpeg": b"\xff\xd9", "png": b"IEND"}


def ends_early(data, kind: str) -> bool:
    """Whether a file (bytes, or a binary stream) lacks its format's end marker. Only after
    a failure: reads the whole stream."""
    marker = END_MARKERS.get(kind)
    if marker is None:
        return False
    if isinstance(data, (bytes, bytearray, memoryview)):
        return marker not in bytes(data)
    try:
        data.seek(0)
        return marker not in data.read()
    except (OSError, ValueError):
        return False


def cut_short(kind: str) -> ImageError:
    return ImageError(f"{kind.upper()} is cut short: the file ends before its picture data "
                      "does (copy it again from the original)")


def cut_or_damaged(kind: str, verdict: str) -> ImageError:
    """The refusal of engine.codecs.cut_check's ``verdict`` ("cut", "damaged") on a file
    whose headers point past its end: cut short, or (the file ending as a whole one does)
    damaged, a BMP's header (its pixel-data offset), a GIF's blocks (their lengths)."""
    if verdict != "damaged":
        return cut_short(kind)
    return damaged_header(kind) if kind == "bmp" else damaged_data(kind)


def damaged_header(kind: str) -> ImageError:
    return ImageError(f"the start of the file is damaged: it begins like a {kind.upper()} "
                      "image but cannot be read as one; copy it again from the original")


def damaged_data(kind: str) -> ImageError:
    return ImageError(f"{kind.upper()} is damaged inside: its picture data cannot be "
                      "decoded; copy it again from the original, or save it again as "
                      "JPEG or PNG")


def _whole(data, kind: str) -> bool:
    """Whether ``data`` (bytes, or a binary stream) ends where a whole file of ``kind``
    does (engine.codecs.cut_check.ends_whole: a GIF's trailer, a BMP's own size)."""
    f = io.BytesIO(bytes(data)) if isinstance(data, (bytes, bytearray, memoryview)) else data
    return ends_whole(f, kind)


def _cut(e: BaseException, msg: str, data, kind: str, opening: bool) -> ImageError | None:
    """The refusal of a file cut short (its end marker missing), or that Pillow found
    truncated (``msg``: its words on ``e``); None when neither. A file Pillow found
    truncated that is whole by its own structure is damaged inside (``opening``: in its
    header): Pillow's "GIF is truncated or incomplete (145 bytes not processed)" and "BMP
    ... (Truncated File Read)" read "cut short" in the window of a file whose every byte
    was there."""
    if ends_early(data, kind):
        return cut_short(kind)
    if "truncated" in msg.lower() or isinstance(e, EOFError):
        if _whole(data, kind):
            return damaged_header(kind) if opening else damaged_data(kind)
        return ImageError(f"{kind.upper()} is truncated or incomplete "
                          f"({truncated_detail(msg)}): copy it again from the original")
    return None


def unopened(e: BaseException, data, kind: str) -> ImageError:
    """Pillow's Image.open of ``data`` (``kind`` by its first bytes) raised ``e``."""
    msg = short_reason(e)
    if (early := _cut(e, msg, data, kind, True)) is not None:   # (cut inside the header)
        return early
    if (damaged := _damaged(e, msg, kind)) is not None:
        return damaged
    if msg.startswith("cannot identify image file") or _HEADER_WORDS.match(msg) or \
            _damaged_bmp_header(msg):   # (Pillow's "no opener took it", a decoder's)
        return damaged_header(kind)
    return ImageError(f"corrupt {kind.upper()} header: {msg}; copy it again from the original")


def undecoded(e: BaseException, data, kind: str) -> ImageError:
    """Decoding the opened image (its pixels) raised ``e``."""
    msg = short_reason(e)
    if (early := _cut(e, msg, data, kind, False)) is not None:
        return early
    if (damaged := _damaged(e, msg, kind)) is not None:
        return damaged
    return ImageError(f"cannot decode {kind.upper()}: {msg}; copy it again from the "
                      "original, or save it again as JPEG or PNG")


#: What Pillow and the libraries it calls (libtiff, libwebp; its own GIF reader) say of
#: picture data damaged inside a file that is not cut short. Said as they were, inside
#: "cannot decode GIF: ...", they told a person nothing, in English in every language:
#: "broken data stream when reading image file", "decoder error -2", "failed to read next
#: frame". (A PNG's are engine.codecs.png_check's: its checksums name the damage.)
_DATA_WORDS = re.compile(r"(broken data stream|decoding error|image buffer overrun error"
                         r"|decoder error -?\d+|failed to (read|decode) next frame)", re.I)
#: ... and of a GIF's frame whose data starts with an LZW code size no GIF has (above 11).
_GIF_DATA_WORDS = re.compile(r"codec configuration error", re.I)
#: ... of a frame whose own description is broken: Pillow's GIF reader taking a frame of
#: no pixels ("tile cannot extend outside image"), or reading past a block that is shorter
#: than its kind (IndexError "index out of range", struct.error "unpack_from requires a
#: buffer of at least 3 bytes ...").
_FRAME_WORDS = re.compile(r"tile cannot extend outside image", re.I)
#: ... and of a header it cannot start decoding from (libwebp's decoder refuses it).
_HEADER_WORDS = re.compile(r"could not create decoder object", re.I)
#: The values a BMP header's fields have in any BMP (header sizes, bits per pixel,
#: compressions: BI_RGB ... BI_ALPHABITFIELDS and the CMYK ones). Pillow refuses some of
#: them as unsupported, rightly; it refuses any other number, or a palette larger than
#: its pixels can index, as "Unsupported BMP ...", and such a header is damaged.
_BMP_FIELDS = {"header type": frozenset({12, 16, 40, 52, 56, 64, 108, 124}),
               "pixel depth": frozenset({0, 1, 2, 4, 8, 16, 24, 32, 48, 64}),
               "compression": frozenset({0, 1, 2, 3, 4, 5, 6, 11, 12, 13}),
               "Palette size": frozenset()}
#: Pillow's TIFF reader on a page whose directory gives no usable picture: found on
#: decoding it ("Not exactly one tile", an OSError), or on opening it, where a width,
#: height or tile size that is no whole number raises ValueError, which Image.open lets
#: through. Its other words of a broken directory ("Missing dimensions", "Invalid value
#: for samples per pixel", "not a TIFF IFD") are TypeError or SyntaxError, which Image.open
#: turns into "cannot identify image file"; they came only from a later page, which is not
#: read now that pages are not counted (engine.codecs.imaging).
_TIFF_FRAME_WORDS = re.compile(r"(Invalid dimensions|Not exactly one tile|Invalid tile "
                               r"dimensions)", re.I)


def _damaged(e: BaseException, msg: str, kind: str) -> ImageError | None:
    """The refusal of a file a decoder found damaged inside (``msg``: its words on ``e``),
    in a sentence of ours; None when its words say something else."""
    if kind == "png":   # (engine.codecs.png_check says a PNG's damage by its checksums)
        return None
    if isinstance(e, (IndexError, struct.error)) or _FRAME_WORDS.match(msg) or \
            (kind == "tiff" and _TIFF_FRAME_WORDS.match(msg)):
        return ImageError(f"{kind.upper()} is damaged inside: the description of one of the "
                          "pictures it holds is broken; copy it again from the original, or "
                          "save it again as JPEG or PNG")
    if _DATA_WORDS.match(msg) or (kind == "gif" and _GIF_DATA_WORDS.match(msg)):
        return damaged_data(kind)
    return None


def _damaged_bmp_header(msg: str) -> bool:
    """Pillow's "Unsupported BMP compression (254)" (or header type, pixel depth, palette
    size) of a number no BMP has there."""
    m = re.fullmatch(r"Unsupported BMP (header type|pixel depth|compression|Palette size) "
                     r"\((\d+)\)", msg)
    return m is not None and int(m.group(2)) not in _BMP_FIELDS[m.group(1)]


def short_reason(e: BaseException) -> str:
    text = str(e).strip() or type(e).__name__
    # Pillow names its stream (<_io.BytesIO object at 0x...>, <_io.BufferedReader name=9>)
    text = re.sub(r"\s*<_io\.\w+ [^>]*>", "", text)
    return text.splitlines()[0][:160]


def truncated_detail(msg: str) -> str:
    """Pillow's word on a cut-short file, without saying "truncated" twice in nested
    parentheses: "image file is truncated (67 bytes not processed)" is "67 bytes not
    processed" ("JPEG is truncated or incomplete (67 bytes not processed)")."""
    m = re.fullmatch(r"image file is truncated\s*\((.+)\)", msg.strip(), re.IGNORECASE)
    return m.group(1) if m else msg
