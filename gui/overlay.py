"""Draw annotations over a thumbnail: class-coloured boxes with their names, masks
semi-transparent. The overlay dict comes from the engine (`scan --json` samples, `inspect
--records` records): boxes normalised to the picture as shown, masks as PNG bytes (base64)
or a mask file path. Runs in a background thread (QImage and QPainter on images are safe
there, text too: paint says why; masks are decoded by Pillow, gui.pillow_image says why
never by Qt's plugins), each mask once for all its drawings (Masks)."""

from __future__ import annotations

import base64
import functools
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
    """The colour of a class mask's value (0..255): index_palette's."""
    return QColor(index_palette()[value & 0xFF])


@functools.lru_cache(maxsize=1)
def index_palette() -> tuple[str, ...]:
    """256 colours ("#rrggbb"), one for each value of a class mask, all far apart: values
    1..17 keep the 17 hand-picked colours (value * 7 through them, as they always were
    drawn), and each later one is, of a grid of colours neither too dark nor too light to
    see over a photo, the one farthest (CIELAB distance) from every colour taken before it.
    The 17 repeated every 17 values, so that with 18 classes or more two classes were
    painted, and keyed, alike. Any two of the 64 first are at least 23 apart, any two of
    the 256 at least 12 (2.3 is a just noticeable difference): tests/gui/
    test_inspect_palette.py."""
    import numpy as np

    seed = [_PALETTE[(v * 7) % len(_PALETTE)] for v in range(1, len(_PALETTE) + 1)]
    levels = np.arange(0, 256, 17.0)
    grid = np.stack(np.meshgrid(levels, levels, levels, indexing="ij"), -1).reshape(-1, 3)
    lab = _lab(grid)
    visible = (lab[:, 0] >= 25) & (lab[:, 0] <= 92)
    grid, lab = grid[visible], lab[visible]
    taken = _lab(np.array([[int(h[i:i + 2], 16) for i in (1, 3, 5)] for h in seed], float))
    nearest = np.min(((lab[:, None, :] - taken[None]) ** 2).sum(-1), 1)
    colours = list(seed)
    while len(colours) < 256:
        i = int(np.argmax(nearest))
        colours.append("#{:02x}{:02x}{:02x}".format(*(int(v) for v in grid[i])))
        nearest = np.minimum(nearest, ((lab - lab[i]) ** 2).sum(-1))
    # value v is colours[v - 1]; 0 and 255 (background, ignore: drawn uncoloured) the last
    return (colours[254], *colours[:254], colours[255])


def _lab(rgb):
    """sRGB rows (0..255) as CIELAB (D65) rows."""
    import numpy as np

    c = rgb / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    xyz = c @ np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722],
                        [0.0193, 0.1192, 0.9505]]).T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 216 / 24389, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[:, 1] - 16, 500 * (f[:, 0] - f[:, 1]),
                     200 * (f[:, 1] - f[:, 2])], 1)


def colour_distance(a: QColor, b: QColor) -> float:
    """CIE76 distance of two colours (CIELAB)."""
    import numpy as np

    lab = _lab(np.array([[a.red(), a.green(), a.blue()], [b.red(), b.green(), b.blue()]],
                        float))
    return float(np.sqrt(((lab[0] - lab[1]) ** 2).sum()))


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


class Masks:
    """An overlay's masks, each decoded once (read_mask): the class mask (a null QImage
    when there is none) and the instance masks, in the order of the overlay's. A record's
    preview, its thumbnail and the key of its colours share them (each decoded the masks
    of its own, three times a record)."""

    def __init__(self, overlay: dict | None) -> None:
        overlay = overlay or {}
        seg, path = overlay.get("segmentation_b64"), overlay.get("mask_path")
        self.from_file = bool(path) and not seg   # (drawn on the photo file's stored pixels)
        self.classes = (read_mask(base64.b64decode(seg) if seg else str(path))
                        if seg or path else QImage())
        self.instances = [read_mask(base64.b64decode(m64))
                          for m64 in overlay.get("masks_b64") or []]


def paint(image: QImage, overlay: dict | None, orientation: int = 0,
          masks: Masks | None = None) -> QImage:
    """A copy of `image` with the overlay drawn; `image` itself when there is nothing.
    ``orientation``: the photo's EXIF turn (gui.thumbnails.orientation_of), which a class mask
    file drawn on its stored pixels needs too (boxes come already turned). ``masks``: the
    overlay's, decoded already (Masks(overlay)), when it is drawn more than once."""
    if not overlay or image.isNull():
        return image
    masks = masks if masks is not None else Masks(overlay)
    out = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(out)  # no antialiasing: crisp one-colour box edges on small thumbnails
    w, h = out.width(), out.height()
    m = masks.classes
    if masks.from_file and not m.isNull():
        m = _turned(m, orientation, out.size())
    if not m.isNull():
        p.drawImage(0, 0, _colour_layer(m, out.size()) if _painted(m) else
                    _mask_layer(m, out.size(), _index_colour))
    boxes = overlay.get("boxes") or []
    for i, m in enumerate(masks.instances):
        if m.isNull():
            continue
        name = boxes[i][4] if i < len(boxes) else ""
        p.drawImage(0, 0, _mask_layer(m, out.size(), lambda _v, n=name: class_colour(n)))
    # Box names are drawn here, on a task's thread (gui.background), by the rules of Qt's
    # "Thread-Support in Qt Modules" (https://doc.qt.io/qt-6/threads-modules.html, Painting
    # in Threads): a QPainter may paint on a QImage in any thread, one thread per image
    # (`out` is this call's own). Text is part of that: QFontDatabase::
    # supportsThreadedFontRendering() "As of 5.0, always returns true", and QFont and
    # QFontMetrics are reentrant (their class pages: "All functions in this class are
    # reentrant"), so a QFont made here, used by this thread only, is safe. The one hazard
    # was Qt filling its font database lazily on the first text drawn here, holding its
    # font lock while it logged to a Python message handler: gui.background.
    # run_in_background fills it on the GUI thread before any task starts.
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


def mask_key(overlay: dict | None, names: dict | None = None,
             masks: Masks | None = None) -> list[tuple[str, str, str]]:
    """What the masks paint draws mean: (colour "#rrggbb" or "", name, kind) for each value
    of a class mask (named from ``names``, value -> class name, else its number; 0 and 255
    are drawn uncoloured) and each class of the instance masks (the colour of its name);
    [] when there are none, or the class mask is painted in its own colours. Inspect drew
    these colours with nothing that said which class each was. ``masks``: as paint's."""
    import numpy as np

    names = names or {}
    out: list[tuple[str, str, str]] = []
    masks = masks if masks is not None else Masks(overlay)
    m = masks.classes
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
    for i, _m in enumerate(masks.instances):
        name = boxes[i][4] if i < len(boxes) else ""
        if name not in seen:
            seen.add(name)
            out.append((class_colour(name).name(), name, KEY_CLASS))
    return out
