"""--format original: the file's own bytes are stored, after a structural check (no full
decode), with the channel count and colour space TensorFlow will decode them to.

A PNG's image data is inflated (isal, output dropped) to check what TensorFlow's
decode_png (libpng) refuses when the dataset is read, and Pillow's verify never looked at:
a zlib checksum that fails or is missing, fewer pixel rows than the picture has; a file
without IEND was refused in Pillow's words ("truncated PNG file"), and is now said cut
short (the decoding formats store one whose image data is whole, and the window's scan,
which does not know the format, lists only the others: engine.codecs.png_check's
check_unended). Damage that TensorFlow
decodes to other pixels without a word (a checksum in an IDAT chunk of its own) is refused
too. What TensorFlow accepts of an undamaged file stays stored: bytes after the data's
end, rows after the last one, a checksum in a chunk of its own
(tests/engine/test_png_originals.py measures both against TF 2.21).

Pillow's verify() reads no picture data of a GIF, a WebP or a TIFF: a GIF whose LZW data
is damaged, a frame whose description is broken, a WebP or TIFF whose compressed data is,
were stored, and failed only in the reader. Their first picture (frame, page) is decoded
here (nothing converted, nothing kept) and such a file is refused in the decoding formats'
words (engine.codecs.refusals.undecoded): the picture the decoding formats store, and the
one a record's reader takes (TensorFlow's decode_image with expand_animations=False, as
the notes on loading say; Pillow). A later frame or page is the file's own business, as
bytes after a PNG's data are: a GIF whose later frame is damaged (its data, its code size,
its description) was refused here alone, each of its frames decoded, though TensorFlow
2.21 reads its first frame's very pixels (tests/engine/test_later_frames.py; decode_gif
gives the frames before one whose data is damaged, logging "failed to slurp gif file")."""

from __future__ import annotations

import struct

from PIL import Image

from engine.codecs import png_check
from engine.codecs.imaging import EncodedImage, open_image
from engine.codecs.orientation import exif_orientation
from engine.codecs.refusals import cut_short, ends_early, not_kept, short_reason, undecoded
from engine.config import ImageOptions
from engine.errors import ImageError


def store(data: bytes, opts: ImageOptions) -> EncodedImage:
    """The stored image for --format original: the bytes themselves, checked."""
    im, kind = open_image(data, opts.max_pixels)
    refused = not_kept(kind, im)
    if refused is not None:   # (HEIC, AVIF, an animated WebP: TensorFlow cannot read them)
        raise refused
    count = channels(data, im, kind)
    check(data, im, kind)
    if kind == "png":
        _png_data(data, opts)
    if kind in DECODED:
        decodes(data, kind, opts)
    w, h = im.size
    space = "CMYK" if im.mode == "CMYK" and kind == "tiff" else COLORSPACES[count]
    turns = exif_orientation(im, header_only=True)
    return EncodedImage(data, kind, h, w, count, space, turned=turns if turns != 1 else 0)


def check(data: bytes, im: Image.Image, kind: str) -> None:
    """Structural validation for --format original, without a full decode."""
    if kind == "jpeg":
        # A truncated JPEG lacks its end-of-image marker; junk after it is allowed. Said as
        # every other cut-off file is (the scan's list and the re-encoding formats' words)
        if data.rfind(b"\xff\xd9") < 0:
            raise cut_short("jpeg")
    try:
        im.verify()
    except Exception as e:  # noqa: BLE001 - Pillow's verify() raises many types on damaged data
        if ends_early(data, kind):   # (a PNG without IEND: "truncated PNG file")
            raise cut_short(kind) from None
        raise ImageError(f"corrupt {kind.upper()} data: {short_reason(e)}; copy it again "
                         "from the original") from None


#: The formats whose first picture is decoded before they are stored (the module's
#: docstring): GIF, WebP and TIFF.
DECODED = frozenset({"gif", "webp", "tiff"})


def decodes(data: bytes | bytearray, kind: str, opts: ImageOptions) -> None:
    """Refuse the ``data`` of ``kind`` (a DECODED format) whose first picture (frame,
    page) a reader cannot decode; its later ones are not read (the module's docstring)."""
    im, _kind = open_image(data, opts.max_pixels)
    try:
        with im:
            im.load()   # (on its first frame, as opened)
    except ImageError:
        raise
    except Exception as e:  # noqa: BLE001 - a damaged frame may raise anything (IndexError...)
        raise undecoded(e, data, kind) from None


def _png_data(data: bytes, opts: ImageOptions) -> None:
    """Refuse the PNG `data` whose image data TensorFlow's decode_png will refuse (the
    module's docstring): in the decoding formats' words where they refuse it too (the
    checksum, a stream cut short or broken), else as a failed checksum (all rows, no
    checksum: Pillow and libspng decode it) or cut short (too few rows)."""
    ended, size = png_check.stream_state(data)      # (raises the checksum refusal)
    if ended:
        if size >= png_check.rows_size(data):
            return
        raise cut_short("png")   # (the decoding formats' words: png_check.check_rows)
    im, kind = open_image(data, opts.max_pixels)
    try:
        png_check.load(im, data)
    except (OSError, SyntaxError, ValueError, EOFError, struct.error) as e:
        raise undecoded(e, data, kind) from None
    raise png_check.checksum_error("IDAT")


#: image/colorspace for the channel counts of stored originals.
COLORSPACES = {1: "Grayscale", 2: "GrayscaleAlpha", 3: "RGB", 4: "RGBA"}


def channels(data: bytes, im: Image.Image, kind: str) -> int:
    """The channels the stored bytes decode to with tf.io.decode_image(channels=0,
    expand_animations=False), measured for TF 2.21: what readers that take image/channels
    at its word (Model Garden, slim) will get."""
    mode = im.mode
    if kind == "gif":
        return 3                                  # TF always decodes GIF to RGB
    if kind == "jpeg":
        return 1 if mode == "L" else 3            # CMYK/YCCK JPEGs come out as RGB
    if kind == "bmp":
        bpp = struct.unpack_from("<H", data, 28)[0] if len(data) >= 30 else 24
        # TF reads 32-bit BMPs as RGBA and 8-bit ones as one channel (palette indices).
        return 4 if bpp == 32 else 1 if bpp <= 8 and mode in ("L", "P") else \
            1 if mode in ("1", "L") else 3
    if mode == "P":                               # PNG/TIFF palette, maybe transparent
        return 4 if "transparency" in im.info else 3
    if mode in ("LA", "La"):
        return 2
    if mode in ("RGBA", "RGBa", "PA", "CMYK"):
        return 4
    if mode in ("1", "L", "I", "I;16", "I;16B", "I;16L", "I;16N", "F"):
        return 1
    return 3
