"""Draw annotations over a thumbnail: class-coloured boxes with their names, masks
semi-transparent. The overlay dict comes from the engine (`scan --json` samples, `inspect
--records` records): boxes normalised to the picture as shown, masks as PNG bytes (base64)
or a mask file path. Runs in a background thread (QImage and QPainter on images are safe
there; masks are decoded by Pillow, gui.pillow_image says why never by Qt's plugins)."""

from __future__ import annotations

import base64
import zlib

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QTransform

from gui.pillow_image import read_mask

# Distinct hues for classes, chosen by a stable hash of the class name.
_PALETTE = ["#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#42d4f4",
            "#f032e6", "#bfef45", "#fabed4", "#469990", "#dcbeff", "#9a6324", "#800000",
            "#aaffc3", "#808000", "#000075"]


def class_colour(name: str) -> QColor:
    return QColor(_PALETTE[zlib.crc32(name.encode("utf-8")) % len(_PALETTE)])


def _luminance(c: QColor) -> float:
    """WCAG 2's relative luminance of ``c`` (0 black .. 1 white)."""
    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two colours (1 .. 21)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def tag_text_colour(background: QColor) -> QColor:
    """Black or white, whichever reads better on a class's tag ``background`` (at least
    4.5:1 for any colour). By HSL lightness the yellow tag (#ffe119, lightness 140) got
    white text, unreadable (a Korean walk's COCO thumbnails)."""
    black, white = QColor(Qt.GlobalColor.black), QColor(Qt.GlobalColor.white)
    return black if contrast(background, black) >= contrast(background, white) else white


def _index_colour(value: int) -> QColor:
    return QColor(_PALETTE[(value * 7) % len(_PALETTE)])


def _mask_layer(mask: QImage, size, colour_of) -> QImage:
    """A translucent ARGB layer of `size` with each mask value but 0 and 255 (background,
    ignore) coloured. Scaled nearest-neighbour, so no new class values appear."""
    import numpy as np

    mask = mask.convertToFormat(QImage.Format.Format_Grayscale8).scaled(
        size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.FastTransformation)
    w, h = mask.width(), mask.height()
    arr = np.frombuffer(mask.constBits(), np.uint8, mask.bytesPerLine() * h)
    arr = arr.reshape(h, mask.bytesPerLine())[:, :w]
    lut = np.zeros(256, np.uint32)
    for v in np.unique(arr):
        if v not in (0, 255):
            c = colour_of(int(v))
            c.setAlpha(110)
            lut[v] = c.rgba()
    argb = np.ascontiguousarray(lut[arr])
    layer = QImage(argb.data, w, h, 4 * w, QImage.Format.Format_ARGB32)
    return layer.copy()  # own the pixels: argb is freed on return


def _painted(mask: QImage) -> bool:
    """A colour mask (CVAT paints each class in its labelmap.txt colour), not indices."""
    indices = (QImage.Format.Format_Indexed8, QImage.Format.Format_Grayscale8,
               QImage.Format.Format_Grayscale16, QImage.Format.Format_Mono,
               QImage.Format.Format_MonoLSB)
    return mask.format() not in indices and not mask.allGray()


def _colour_layer(mask: QImage, size) -> QImage:
    """A colour mask drawn in its own colours, translucent, black (background) left out."""
    import numpy as np

    mask = mask.convertToFormat(QImage.Format.Format_ARGB32).scaled(
        size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.FastTransformation)
    w, h = mask.width(), mask.height()
    pixels = np.frombuffer(mask.constBits(), np.uint32, mask.bytesPerLine() * h // 4)
    rgb = pixels.reshape(h, mask.bytesPerLine() // 4)[:, :w] & np.uint32(0x00FFFFFF)
    argb = np.ascontiguousarray(np.where(rgb != 0, rgb | np.uint32(110 << 24), np.uint32(0)),
                                dtype=np.uint32)
    layer = QImage(argb.data, w, h, 4 * w, QImage.Format.Format_ARGB32)
    return layer.copy()  # own the pixels: argb is freed on return


# QImageIOHandler.Transformation flags (EXIF orientation as Qt reads it).
MIRROR, FLIP, ROTATE90 = 1, 2, 4


def _turned(mask: QImage, orientation: int, shown) -> QImage:
    """A class mask drawn on the photo file's stored pixels, turned as the photo is shown
    (its EXIF orientation, as QImageReader.transformation() gives it). A mask of a turned
    photo that already has the shown shape was drawn on the turned picture: left as it is
    (the engine reads such masks the same way)."""
    if not orientation:
        return mask
    swaps = bool(orientation & ROTATE90)
    if swaps and (mask.width() > mask.height()) == (shown.width() > shown.height()):
        return mask
    if orientation == ROTATE90 | MIRROR | FLIP:   # Qt's Rotate270: a quarter anticlockwise
        return mask.transformed(QTransform().rotate(270))
    mask = mask.flipped((Qt.Orientation.Horizontal if orientation & MIRROR else
                         Qt.Orientation(0)) | (Qt.Orientation.Vertical if orientation & FLIP
                                               else Qt.Orientation(0)))
    return mask.transformed(QTransform().rotate(90)) if swaps else mask


def paint(image: QImage, overlay: dict | None, orientation: int = 0) -> QImage:
    """A copy of `image` with the overlay drawn; `image` itself when there is nothing.
    ``orientation``: the photo's EXIF turn (gui.thumbnails.orientation_of), which a class mask
    file drawn on its stored pixels needs too (boxes come already turned)."""
    if not overlay or image.isNull():
        return image
    out = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(out)  # no antialiasing: crisp one-colour box edges on small thumbnails
    w, h = out.width(), out.height()
    seg = overlay.get("segmentation_b64")
    mask_path = overlay.get("mask_path")
    if seg or mask_path:
        m = read_mask(base64.b64decode(seg) if seg else str(mask_path))
        if mask_path and not m.isNull():
            m = _turned(m, orientation, out.size())
        if not m.isNull():
            p.drawImage(0, 0, _colour_layer(m, out.size()) if _painted(m) else
                        _mask_layer(m, out.size(), _index_colour))
    boxes = overlay.get("boxes") or []
    for i, m64 in enumerate(overlay.get("masks_b64") or []):
        m = read_mask(base64.b64decode(m64))
        if m.isNull():
            continue
        name = boxes[i][4] if i < len(boxes) else ""
        p.drawImage(0, 0, _mask_layer(m, out.size(), lambda _v, n=name: class_colour(n)))
    font = QFont()
    font.setPixelSize(max(8, min(12, h // 10)))
    p.setFont(font)
    for x0, y0, x1, y1, name in boxes:
        c = class_colour(name)
        p.setPen(QPen(c, max(1.0, min(w, h) / 120)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        r = QRectF(x0 * w, y0 * h, (x1 - x0) * w, (y1 - y0) * h)
        p.drawRect(r)
        if name:
            fm = p.fontMetrics()
            tw, th = fm.horizontalAdvance(name) + 4, fm.height()
            ty = r.top() - th if r.top() >= th else r.top()
            p.fillRect(QRectF(r.left(), ty, tw, th), c)
            p.setPen(tag_text_colour(c))
            p.drawText(QRectF(r.left() + 2, ty, tw, th),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
    p.end()
    return out


#: The kinds of a mask key's entries (mask_key): a class drawn in its colour, a value left
#: uncoloured (0, the background of an index mask), and 255, "ignore" (uncoloured too).
KEY_CLASS, KEY_PLAIN, KEY_IGNORE = "class", "plain", "ignore"


def mask_key(overlay: dict | None, names: dict | None = None) -> list[tuple[str, str, str]]:
    """What the masks paint draws mean: (colour "#rrggbb" or "", name, kind) for each value
    of a class mask (named from ``names``, value -> class name, else its number; 0 and 255
    are drawn uncoloured) and each class of the instance masks (the colour of its name);
    [] when there are none, or the class mask is painted in its own colours. Inspect drew
    these colours with nothing that said which class each was."""
    import numpy as np

    names = names or {}
    out: list[tuple[str, str, str]] = []
    seg = (overlay or {}).get("segmentation_b64")
    mask_path = (overlay or {}).get("mask_path")
    if seg or mask_path:
        m = read_mask(base64.b64decode(seg) if seg else str(mask_path))   # (as paint reads it)
        if not m.isNull() and not _painted(m):
            m = m.convertToFormat(QImage.Format.Format_Grayscale8)
            arr = np.frombuffer(m.constBits(), np.uint8, m.bytesPerLine() * m.height())
            arr = arr.reshape(m.height(), m.bytesPerLine())[:, :m.width()]
            for v in (int(x) for x in np.unique(arr)):
                said = str(names.get(str(v), v))
                out.append(("", said, KEY_IGNORE) if v == 255 else ("", said, KEY_PLAIN)
                           if v == 0 else (_index_colour(v).name(), said, KEY_CLASS))
    boxes = (overlay or {}).get("boxes") or []
    seen: set[str] = set()
    for i, _m64 in enumerate((overlay or {}).get("masks_b64") or []):
        name = boxes[i][4] if i < len(boxes) else ""
        if name not in seen:
            seen.add(name)
            out.append((class_colour(name).name(), name, KEY_CLASS))
    return out
