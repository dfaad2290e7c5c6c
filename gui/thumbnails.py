"""The thumbnails of a scan's samples, read off the GUI thread (gui.background) by Pillow
(gui.pillow_image: never by Qt's image plugins in a thread), a scaled decode EXIF-turned as
the run turns it, and 16-bit images as the run stores them at the chosen bit depth.

The scan (gui.scan) tells which samples are 16-bit from the header it reads anyway, so the
others are read 8-bit without a second look at their header; a 16-bit one is read once. When the
bit depth changes, only the thumbnails of the 16-bit samples are read again
(gui.widgets.sample_thumbs), not the source.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from gui.pillow_image import qt_orientation, read_deep, read_fitted
from gui.scan_result import ScanResult

#: The side a thumbnail is fitted into.
EDGE = 96


def load_thumbnail(path: str, edge: int = EDGE, bits: int = 16,
                   deep: bool | None = None) -> QImage:
    """A small image read with a scaled decode (JPEG DCT downscale), EXIF-rotated, by
    Pillow as the engine reads it (HEIC/HEIF and AVIF, what phones save, too). A
    16-bit image is shown as the run stores it with --bit-depth ``bits``. ``deep``:
    whether it is 16-bit, when the scan found out (None: its header is read to see)."""
    return sample_thumbnail(path, edge, bits, deep)[0]


def sample_thumbnail(path: str, edge: int, bits: int,
                     deep: bool | None) -> tuple[QImage, bool]:
    """load_thumbnail's image, and whether it was made from 16-bit values (by ``bits``:
    another bit depth draws it otherwise)."""
    if deep is not False:
        image = read_deep(path, edge, bits)
        if image is not None:
            return image, True
    return read_fitted(path, edge), False


def orientation_of(path: str) -> int:
    """The EXIF turn of a photo as Qt's transformation flags (QImageIOHandler.Transformation;
    0 when none, or when the file cannot be read)."""
    return qt_orientation(path)


class ThumbnailSignals(QObject):
    #: generation, path, image, the bit depth it was drawn at (0: not a 16-bit image)
    thumbnail = Signal(int, str, QImage, int)


class ThumbnailTask:
    """Thumbnails of ``paths`` (samples of the scan ``res``) off the GUI thread, in their
    order; a stale one carries an old generation. ``bit_depth`` may be changed while it
    runs: the thumbnails it draws after follow it (each says which it was drawn at)."""

    def __init__(self, res: ScanResult | None, paths: list[str], generation: int,
                 stop_flag: Callable[[], bool], bit_depth: int = 16) -> None:
        self.res = res
        self.paths = paths
        self.generation = generation
        self.stop_flag = stop_flag
        self.bit_depth = bit_depth   # the thumbnails of 16-bit images follow it
        self.signals = self._signals()
        self._gone = False   # the signals' object was deleted (the window closed)

    def _signals(self) -> ThumbnailSignals:
        return ThumbnailSignals()

    def run(self) -> None:
        if self.res is not None:
            self.send_thumbnails(self.res, self.paths)

    def send_thumbnails(self, res: ScanResult, paths: list[str],
                        made: dict[str, tuple[QImage, int]] | None = None) -> None:
        """Each of ``paths``'s thumbnail, drawn over with its annotations; ``made``: those
        already drawn (path -> image, bit depth)."""
        made = made or {}
        for path in paths:
            if self._stopped():
                return
            if path in made:
                thumb, bits = made[path]
            else:
                bits = self.bit_depth
                thumb, deep = sample_thumbnail(path, EDGE, bits, path in res.deep_samples)
                bits = bits if deep else 0
            if res.overlays.get(path):
                from gui.overlay import paint
                overlay = res.overlays[path]   # only a mask file needs the photo's turn
                thumb = paint(thumb, overlay,
                              orientation_of(path) if overlay.get("mask_path") else 0)
            if not self._send(self.signals.thumbnail, self.generation, path, thumb, bits):
                return

    def _stopped(self) -> bool:
        return self._gone or self.stop_flag()

    def _send(self, signal, *args) -> bool:
        """Emit, unless the window has gone: when it closes mid-scan Qt deletes the signals'
        object, and emitting then raised "Signal source has been deleted" on the way out."""
        if self._gone:
            return False
        try:
            signal.emit(*args)
        except RuntimeError:
            if shiboken6.isValid(self.signals):
                raise          # not the deleted object: a real error
            self._gone = True
        return not self._gone
