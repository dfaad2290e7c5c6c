"""Every picture the window decodes off the GUI thread (a source's sample thumbnails, the
Inspect grid's records, the masks drawn over them), read by Pillow as the engine reads
them, and only then made a QImage from its raw pixels.

Never by Qt's image plugins in a thread: PySide6 holds the GIL through QImage.fromData and
QImageReader.size()/transformation() (they are not marked allow-thread), and inside them
Qt locks its image plugin loader. The GUI thread reads pictures too (icons as a window is
made; QImage(path) releases the GIL) and, holding that lock, calls Python when Qt logs a
message and a Python message handler is installed (pytest-qt installs one): each thread
then waits for the other for good. A test froze so for 18 minutes, an Inspect page's
thread in QImage.fromData; gdb showed the cycle (the GUI thread in PyGILState_Ensure from
qt_message_output inside QImageReader::read, the page's thread in QBasicMutex::lock inside
QImage::fromData). Pillow decodes without the GIL and without Qt; a QImage built over raw
pixels takes no lock. (tests/gui/test_decode_off_gui_thread.py holds every decoding path
to that, and makes the cycle likely.)

Pillow also reads what Qt's plugins cannot: HEIC/HEIF (through pillow-heif) and AVIF, what
phones save (they showed as "?" among the samples, and as empty tiles in Inspect, though
they convert). And 16-bit images are made 8-bit as the run will (--bit-depth)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

if TYPE_CHECKING:
    from PIL import Image

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
    _register_heif()
    try:
        with Image.open(io.BytesIO(source) if isinstance(source, bytes) else source) as im:
            if im.width * im.height > THUMBNAIL_MAX_PIXELS:
                return QImage()
            im.thumbnail((edge, edge), reducing_gap=2.0)   # decodes reduced where it can
            rgba = upright(im, exif_orientation(im)).convert("RGBA")
    except Exception:  # noqa: BLE001 - an unreadable picture has none, as in Qt
        return QImage()
    return qimage_of(rgba)


def _register_heif() -> None:
    """HEIC/HEIF and AVIF readable by Image.open (pillow-heif), when it is installed."""
    try:
        import pillow_heif
        pillow_heif.register_heif_opener()
    except ImportError:   # then HEIC is unreadable, and the scan says what to install
        pass


def read_fitted(path: str, edge: int) -> QImage:
    """The picture at ``path`` fitted into edge x edge (a small one enlarged, smoothly, as
    Qt's scaled read did: the samples' tiles are all ``edge`` wide or high), EXIF-turned as
    the run turns it; a null image when it cannot be read."""
    img = read_scaled(path, edge)
    if img.isNull() or max(img.width(), img.height()) >= edge:
        return img
    return img.scaled(edge, edge, Qt.AspectRatioMode.KeepAspectRatio,
                      Qt.TransformationMode.SmoothTransformation)


#: The formats of a record's picture that TensorFlow's decode_image reads (Pillow's names);
#: a record in another (a phone's HEIC or AVIF, stored by another program) fails there.
TF_READS = frozenset({"JPEG", "MPO", "PNG", "GIF", "BMP", "DIB", "WEBP"})


def read_picture(data: bytes, edge: int) -> tuple[QImage, str, str]:
    """A record's picture (the bytes of its image/encoded) reduced to fit edge x edge when
    larger (a JPEG decoded reduced), with its true size as "WxH" and a note
    (record_detail.picture_note's words say it): "" for none, "exif N" for a picture whose
    EXIF orientation N (2..8) asks viewers to turn it, "format F" for a format TensorFlow
    cannot read (F: HEIF, AVIF, …); a null image, "" and "" when it cannot be read.

    One rule for every format: the picture as its format's decoder gives it, never turned
    by EXIF, because that is what tf.io.decode_image gives the model (it turns no JPEG,
    PNG or WebP; the engine turns the pictures it re-encodes and writes them upright, and
    "Original bytes" stores a file as it is, its EXIF orientation unapplied by TensorFlow:
    the note says so). HEIC and AVIF carry their turn in the container (irot/imir), which
    is part of the picture in those formats (every viewer of them applies it, and an EXIF
    orientation is to be ignored): pillow-heif applies it and reports no turn, Pillow's AVIF
    reader reports it as the orientation (its _open replaces the EXIF value by it), which is
    applied here. So a HEIC or AVIF phone photo stands as any viewer shows it."""
    from PIL import Image

    from engine.codecs.orientation import exif_orientation, upright
    _register_heif()
    try:
        with Image.open(io.BytesIO(data)) as im:
            if im.width * im.height > THUMBNAIL_MAX_PIXELS:
                return QImage(), "", ""
            fmt, (w, h) = str(im.format or ""), im.size
            turn = exif_orientation(im) if fmt in ("HEIF", "AVIF") else 1
            if turn >= 5:   # (5..8 turn a quarter)
                w, h = h, w
            # (Pillow reduces 32-bit grey, not every kind of 16-bit one)
            picture = im.convert("I") if im.mode.startswith("I;16") else im
            picture.thumbnail((edge, edge), reducing_gap=2.0)
            # (after the decode: a PNG's eXIf chunk may follow its pixels)
            asks = exif_orientation(im) if fmt in TF_READS else 1
            note = (f"format {fmt}" if fmt not in TF_READS else
                    f"exif {asks}" if asks != 1 else "")
            return qimage_of(upright(picture, turn)), f"{w}x{h}", note
    except Exception:  # noqa: BLE001 - an unreadable picture has none, as in Qt
        return QImage(), "", ""


def read_mask(source: str | bytes) -> QImage:
    """A mask (a path, or a PNG's bytes from the engine) whole, in the format Qt's PNG
    reader gave it, which gui.overlay tells indices from colours by: grey 8 or 16 bits, a
    palette's indices with its colours, RGB; a null image when it cannot be read."""
    from PIL import Image
    try:
        with Image.open(io.BytesIO(source) if isinstance(source, bytes) else source) as im:
            if im.width * im.height > THUMBNAIL_MAX_PIXELS:
                return QImage()
            im.load()
            return qimage_of(im)
    except Exception:  # noqa: BLE001 - an unreadable mask is not drawn, as in Qt
        return QImage()


#: EXIF orientation (1..8) -> Qt's QImageIOHandler.Transformation flags, as Qt's readers
#: map it (gui.overlay turns a mask file with them).
QT_TURNS = {1: 0, 2: 1, 3: 3, 4: 2, 5: 6, 6: 4, 7: 5, 8: 7}


def qt_orientation(path: str) -> int:
    """The EXIF turn of the picture at ``path`` as Qt's transformation flags (0: none, or
    unreadable), read from its header only."""
    from PIL import Image

    from engine.codecs.orientation import exif_orientation
    try:
        with Image.open(path) as im:
            return QT_TURNS[exif_orientation(im, header_only=True)]
    except Exception:  # noqa: BLE001 - an unreadable picture has no turn
        return 0


def qimage_of(im: Image.Image) -> QImage:
    """``im`` as a QImage with its own pixels, built from raw bytes (no Qt plugin, no lock):
    grey stays grey (8 or 16 bits), a palette stays indices with its colour table."""
    import numpy as np
    if im.mode == "1":
        im = im.convert("L")
    if im.mode in ("I", "F") or im.mode.startswith("I;16"):
        values = np.clip(np.asarray(im), 0, 65535).astype(np.uint16)
        return _own(values, im.width, im.height, 2 * im.width, QImage.Format.Format_Grayscale16)
    if im.mode == "P":
        img = _own(im.tobytes(), im.width, im.height, im.width, QImage.Format.Format_Indexed8)
        img.setColorTable(_colour_table(im))
        return img
    if im.mode == "L":
        return _own(im.tobytes(), im.width, im.height, im.width, QImage.Format.Format_Grayscale8)
    if im.mode == "RGB":
        return _own(im.tobytes(), im.width, im.height, 3 * im.width, QImage.Format.Format_RGB888)
    rgba = im if im.mode == "RGBA" else im.convert("RGBA")
    return _own(rgba.tobytes(), rgba.width, rgba.height, 4 * rgba.width,
                QImage.Format.Format_RGBA8888)


def _own(pixels, w: int, h: int, per_line: int, fmt: QImage.Format) -> QImage:
    """A QImage over ``pixels`` (bytes or an array), copied: they go when this returns."""
    data = pixels if isinstance(pixels, bytes) else pixels.tobytes()
    return QImage(data, w, h, per_line, fmt).copy()


def _colour_table(im: Image.Image) -> list[int]:
    """A palette image's colours as ARGB, its transparent entries clear (as Qt reads a PNG's
    tRNS), for every index a pixel can hold."""
    palette = im.getpalette("RGB") or []
    colours = [0xFF000000 | (palette[i] << 16) | (palette[i + 1] << 8) | palette[i + 2]
               for i in range(0, len(palette) - 2, 3)]
    colours += [0xFF000000] * (256 - len(colours))
    clear = im.info.get("transparency")
    alphas = ({clear: 0} if isinstance(clear, int) else
              dict(enumerate(clear)) if isinstance(clear, bytes) else {})
    for i, a in alphas.items():
        if i < len(colours):
            colours[i] = (a << 24) | (colours[i] & 0xFFFFFF)
    return colours


def read_deep(path: str, edge: int, bits: int) -> QImage | None:
    """The 16-bit image at ``path`` fitted into edge x edge (deep_thumbnail); None when it
    is not a 16-bit image (or is too large to read for a thumbnail): read_fitted reads it."""
    from engine.codecs.bit_depth import read_whole
    from engine.codecs.scan_checks import DEEP_READ_MAX_PIXELS
    whole = read_whole(path, DEEP_READ_MAX_PIXELS)
    return None if whole is None else deep_thumbnail(whole, edge, bits)


def deep_thumbnail(whole: Whole, edge: int, bits: int) -> QImage:
    """The 16-bit image ``whole`` (engine.codecs.bit_depth.read_whole) fitted into edge x
    edge, its values made 8-bit by ``bits`` as the run will (--bit-depth), so that a 12-bit
    camera's picture is shown as it will be written: Qt scales 16 bits to 8 (almost black
    for 12-bit data, whatever the option). Turned by its EXIF orientation as the run turns
    it (engine.codecs.orientation), as read_scaled turns the 8-bit ones."""
    from engine.codecs.bit_depth import eight_bit
    from engine.codecs.orientation import upright
    picture = upright(eight_bit(whole.values, bits), whole.orientation)
    w, h = picture.size   # fitted into edge x edge, larger too, as Qt's reader scales
    scale = min(edge / w, edge / h)
    picture = picture.resize((max(1, round(w * scale)), max(1, round(h * scale))))
    return qimage_of(picture.convert("RGBA"))
