"""Pictures that Qt's image plugins cannot read, read by Pillow as the engine reads them:
HEIC/HEIF (through pillow-heif) and AVIF, what phones save. Without this, such photos
showed as "?" among a source's samples, and their records (--format original) as empty
tiles in Inspect, though they convert. And 16-bit images, which Qt reads, made 8-bit as the
run will (--bit-depth)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage

if TYPE_CHECKING:
    from engine.codecs.bit_depth import Whole

#: The most pixels a picture may have to be read for a thumbnail: Pillow's own limit (twice
#: its MAX_IMAGE_PIXELS default, where it raises DecompressionBombError), checked here, not
#: through that process-wide setting, which the engine turns off wherever it opens an image
#: (engine.codecs.pixel_limit: the window's scan too): in the tests' process a thumbnail of
#: a 10-gigapixel PNG bomb was then decoded whole, and pytest was killed at 24 GB.
THUMBNAIL_MAX_PIXELS = 2 * 89_478_485


def read_scaled(source: str | bytes, edge: int) -> QImage:
    """The picture in `source` (a path or a file's bytes) fitted into edge x edge,
    EXIF-rotated as the run turns it (engine.codecs.orientation: a corrupt EXIF block is
    no turn, where Pillow's ImageOps.exif_transpose raised, and a photo the run converts
    showed as "?"); a null image when Pillow cannot read it either. HEIC photos carry
    small copies of themselves, which pillow-heif decodes instead where one is large
    enough (Image.thumbnail asks for it through draft)."""
    from PIL import Image  # lazily: the GUI starts without Pillow loaded

    from engine.codecs.orientation import exif_orientation, upright
    try:
        import pillow_heif
        pillow_heif.register_heif_opener()
    except ImportError:   # then HEIC is unreadable, and the scan says what to install
        pass
    try:
        with Image.open(io.BytesIO(source) if isinstance(source, bytes) else source) as im:
            if im.width * im.height > THUMBNAIL_MAX_PIXELS:
                return QImage()
            im.thumbnail((edge, edge), reducing_gap=2.0)   # decodes reduced where it can
            rgba = upright(im, exif_orientation(im)).convert("RGBA")
    except Exception:  # noqa: BLE001 - an unreadable picture has none, as in Qt
        return QImage()
    pixels = rgba.tobytes()
    img = QImage(pixels, rgba.width, rgba.height, 4 * rgba.width,
                 QImage.Format.Format_RGBA8888)
    return img.copy()   # its own pixels: `pixels` goes when this returns


def read_deep(path: str, edge: int, bits: int) -> QImage | None:
    """The 16-bit image at ``path`` fitted into edge x edge (deep_thumbnail); None when it
    is not a 16-bit image (or is too large to read for a thumbnail): Qt reads it."""
    from engine.codecs.bit_depth import read_whole
    from engine.codecs.scan_checks import DEEP_READ_MAX_PIXELS
    whole = read_whole(path, DEEP_READ_MAX_PIXELS)
    return None if whole is None else deep_thumbnail(whole, edge, bits)


def deep_thumbnail(whole: Whole, edge: int, bits: int) -> QImage:
    """The 16-bit image ``whole`` (engine.codecs.bit_depth.read_whole) fitted into edge x
    edge, its values made 8-bit by ``bits`` as the run will (--bit-depth), so that a 12-bit
    camera's picture is shown as it will be written: Qt scales 16 bits to 8 (almost black
    for 12-bit data, whatever the option). Turned by its EXIF orientation as the run turns
    it (engine.codecs.orientation), as Qt turns the 8-bit ones."""
    from engine.codecs.bit_depth import eight_bit
    from engine.codecs.orientation import upright
    picture = upright(eight_bit(whole.values, bits), whole.orientation)
    w, h = picture.size   # fitted into edge x edge, larger too, as Qt's reader scales
    scale = min(edge / w, edge / h)
    picture = picture.resize((max(1, round(w * scale)), max(1, round(h * scale))))
    rgba = picture.convert("RGBA")
    img = QImage(rgba.tobytes(), rgba.width, rgba.height, 4 * rgba.width,
                 QImage.Format.Format_RGBA8888)
    return img.copy()
