"""One page of the Inspect grid's records (gui.widgets.record_grid), read off the GUI
thread (gui.background): the engine's `inspect FILE --records START COUNT --json` document
parsed, and each record's image decoded (by Pillow: gui.pillow_image says why never by Qt's
image plugins in a thread) and scaled to a thumbnail and a preview. The task
only emits; the grid places what it sends, and stops it when the page is no longer wanted.
"""

from __future__ import annotations

import base64
import json
import threading

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QImage, QPainter

from gui.pillow_image import read_picture
from gui.widgets.record_detail import MASK_COLOURS, PICTURE_NOTE, PREVIEW, TRUE_SIZE

THUMB = 96


class _PageSignals(QObject):
    records = Signal(int, object, str)      # generation, list of records, error text
    thumbnail = Signal(int, int, QImage, QImage)  # generation, row, thumbnail, preview


class PageTask:
    """Parse one `--records` document and decode its images (scaled) off the GUI thread.

    ``stop()`` (the grid's next page, another dataset, the window closing) ends it before
    its next image, and nothing is emitted after it returns: a page of large images
    decoded on after the window had quit, and its next thumbnail printed "RuntimeError:
    Signal source has been deleted" in the terminal."""

    def __init__(self, generation: int, payload: bytes) -> None:
        self.generation = generation
        self.payload = payload
        self.signals = _PageSignals()
        # held while emitting (stop() waits for no decode); re-entrant: a slot connected
        # directly (the same thread) may stop the task from inside an emit
        self._lock = threading.RLock()
        self.stopped = False

    def stop(self) -> None:
        """No signal after this returns (called on the GUI thread)."""
        with self._lock:
            self.stopped = True

    def _emit(self, signal: str, *args: object) -> bool:
        """Emit ``signal`` unless stopped; False if stopped (or the signals object is
        gone: a script that quit without closing the window)."""
        with self._lock:
            if self.stopped:
                return False
            try:
                getattr(self.signals, signal).emit(*args)
            except RuntimeError:   # "Signal source has been deleted"
                self.stopped = True
                return False
        return True

    def run(self) -> None:
        try:
            page = json.loads(self.payload.decode("utf-8"))
            records = page["records"]
            names = page.get("mask_names") or {}   # a class mask's values' class names
        except (ValueError, KeyError, TypeError) as e:
            self._emit("records", self.generation, [], str(e))
            return
        for r in records:
            b64 = r.pop("image_b64", None)
            r["image_bytes"] = base64.b64decode(b64) if b64 else None
        if not self._emit("records", self.generation, records, ""):
            return
        for row, r in enumerate(records):
            if self.stopped:
                return
            if not r["image_bytes"]:
                continue
            img, true_size, note = read_picture(r["image_bytes"], PREVIEW)
            if img.isNull():
                if not self._emit("thumbnail", self.generation, row, QImage(), QImage()):
                    return
                continue
            preview, thumb = fitted(img, PREVIEW), fitted(img, THUMB)
            if r.get("overlay"):  # detection boxes, masks: drawn over both sizes
                from gui.overlay import Masks, mask_key, paint
                masks = Masks(r["overlay"])   # (decoded once for the three)
                preview = paint(preview, r["overlay"], masks=masks)
                thumb = paint(thumb, r["overlay"], masks=masks)
                key = mask_key(r["overlay"], names if isinstance(names, dict) else {}, masks)
                if key:   # (the key of the masks' colours, beside the preview)
                    preview.setText(MASK_COLOURS, json.dumps(key))
            preview.setText(TRUE_SIZE, true_size)
            preview.setText(PICTURE_NOTE, note)
            if not self._emit("thumbnail", self.generation, row, thumb, preview):
                return


def fitted(img: QImage, side: int) -> QImage:
    """``img`` within ``side`` x ``side``, its aspect kept: a larger one reduced smoothly; a
    small one (a 32x32 CIFAR picture) enlarged by a whole factor with nearest neighbour, so
    that its pixels show as even squares (it stood small, or smoothed to a blur)."""
    w, h = img.width(), img.height()
    if max(w, h) > side:
        return img.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio,
                          Qt.TransformationMode.SmoothTransformation)
    factor = side // max(w, h, 1)
    if factor < 2:
        return img.copy()   # (its own: the preview's text is set on it)
    return img.scaled(w * factor, h * factor, Qt.AspectRatioMode.IgnoreAspectRatio,
                      Qt.TransformationMode.FastTransformation)


def square(thumb: QImage) -> QImage:
    """``thumb`` centred on a clear THUMB x THUMB square. The grid lays a tile's caption
    right under its picture: under a wide picture the caption stood higher than its
    neighbours', and a page of pictures of several shapes read as a ragged grid."""
    if thumb.width() == thumb.height() == THUMB:
        return thumb
    out = QImage(THUMB, THUMB, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.drawImage((THUMB - thumb.width()) // 2, (THUMB - thumb.height()) // 2, thumb)
    painter.end()
    return out
