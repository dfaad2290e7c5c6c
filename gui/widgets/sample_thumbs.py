"""The source panel's sample thumbnails as they arrive from the scan (gui.thumbnails), and
drawn again when the bit depth changes (the "16-bit images" option, --bit-depth): only
those of 16-bit images, which it changes, and without reading the source again (a change
read the whole source again, a large share's listing and every header, for a dozen
thumbnails); a sample whose 16-bit layout the run refuses below 16 bits marked broken or
not (gui.scan_depth) from the thumbnail drawn.

It is a QObject owned by the strip, and the scan's and its own thumbnail tasks send to it:
a thumbnail drawn while the window closed went, queued, to the strip Qt had deleted with
the window ("ThumbStrip already deleted"); now Qt deletes this receiver with the strip,
and with it the connections and the calls still queued for it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QImage

from gui.background import run_in_background
from gui.scan_result import ScanResult
from gui.thumbnails import ThumbnailTask
from gui.widgets.thumb_badge import sample_item
from gui.widgets.thumb_strip import ThumbStrip


class SampleThumbs(QObject):
    """Fills ``strip`` (its parent) with the thumbnails of a scan's samples
    (``reason_text``: a broken file's reason in the window's language) and keeps them
    drawn at ``bits``."""

    def __init__(self, strip: ThumbStrip, reason_text: Callable[[str], str]) -> None:
        super().__init__(strip)
        self.strip = strip
        self.reason_text = reason_text
        self.bits = 16
        self.generation = 0   # the scan whose thumbnails are taken; others are stale
        self.res: ScanResult | None = None
        self.stop: Callable[[], bool] = lambda: False
        self.task: ThumbnailTask | None = None   # the one drawing thumbnails now
        self.waiting: set[str] = set()   # the samples it has still to send
        self.drawn: dict[str, int] = {}   # path -> bits it was drawn at (0: not 16-bit)
        self.images: dict[str, QImage] = {}   # path -> its thumbnail, drawn (unmarked)

    def clear(self, generation: int) -> None:
        """No thumbnails: a scan of number ``generation`` has started."""
        self.strip.clear()
        self.generation, self.res, self.task = generation, None, None
        self.waiting.clear()
        self.drawn.clear()
        self.images.clear()

    def loading(self, task: ThumbnailTask, res: ScanResult, stop: Callable[[], bool]) -> None:
        """The scan ``task`` found ``res`` and now sends its samples' thumbnails; ``stop``:
        whether the scan was stopped (another one started)."""
        self.res, self.stop, self.task = res, stop, task
        self.waiting = set(res.samples)
        task.bit_depth = self.bits   # (changed while the source was read)

    @Slot(int, str, QImage, int)
    def show(self, gen: int, path: str, image: QImage, bits: int) -> None:
        """A thumbnail arrived (ThumbnailSignals.thumbnail): in its place among the samples."""
        if gen != self.generation or self.res is None:
            return
        self._place(path, image)
        self.drawn[path] = bits
        self.waiting.discard(path)
        if not self.waiting and self.task is not None:
            self.task = None   # (its signals' object goes with it: gui.background)
            self.follow(self.bits)   # the bit depth changed while it drew them

    def restyle(self, res: ScanResult) -> None:
        """The scan's result ``res`` as another bit depth makes it (gui.scan_depth): the
        samples it finds broken, or no longer, marked so from the thumbnails drawn (a
        16-bit layout the run refuses below 16 bits)."""
        old, self.res = self.res, res
        for path, image in list(self.images.items()):
            if old is None or old.broken.get(path) != res.broken.get(path):
                self._place(path, image)
        # in the order of ``res``: those it skips first (the others keep theirs)
        rows = {self.strip.item(i).data(ROLE): i for i in range(self.strip.count())}
        for want, path in enumerate(p for p in res.samples if p in rows):
            row = next(i for i in range(want, self.strip.count())
                       if self.strip.item(i).data(ROLE) == path)
            if row != want:
                current = self.strip.currentRow() == row
                self.strip.insertItem(want, self.strip.takeItem(row))
                if current:
                    self.strip.setCurrentRow(want)

    def _place(self, path: str, image: QImage) -> None:
        """The sample's item, with its thumbnail ``image``, in its place among the samples:
        their order in the result (those the run skips first, gui.scan_depth.for_run's
        at another depth)."""
        item = sample_item(image, path, self.res, self.reason_text, self.strip.iconSize())
        self.images[path] = image
        row = next((i for i in range(self.strip.count())
                    if self.strip.item(i).data(ROLE) == path), -1)
        current = row >= 0 and self.strip.currentRow() == row
        if row >= 0:   # drawn again (at another bit depth, or marked otherwise)
            self.strip.takeItem(row)
        order = {p: i for i, p in enumerate(self.res.samples)} if self.res is not None else {}
        at = order.get(path, len(order))
        row = next((i for i in range(self.strip.count())
                    if order.get(self.strip.item(i).data(ROLE), len(order)) > at),
                   self.strip.count())
        self.strip.insertItem(row, item)
        if current:
            self.strip.setCurrentRow(row)
        item.setData(ROLE, path)

    def follow(self, bits: int) -> None:
        """The thumbnails of the 16-bit samples drawn at ``bits``: the ones drawn at another
        depth read again (after the thumbnails being drawn now: those follow it)."""
        self.bits = bits
        if self.task is not None:
            self.task.bit_depth = bits
            return
        res = self.res
        stale = [p for p in res.samples if self.drawn.get(p, 0) not in (0, bits)] \
            if res is not None else []
        if not stale:
            return
        task = ThumbnailTask(res, stale, self.generation, self.stop, bits)
        task.signals.thumbnail.connect(self.show)
        self.task, self.waiting = task, set(stale)
        run_in_background(task.run, "sample-thumbnails")


#: The item's data role that holds its sample's path (Qt.UserRole + 1: UserRole holds a
#: broken file's reason, gui.widgets.thumb_badge).
ROLE = 0x0101
