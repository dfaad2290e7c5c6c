"""Python's cyclic garbage collector runs on the GUI thread only.

Automatic collection runs in whichever thread happens to allocate when a threshold is
crossed, and so in a background task (gui.background: a folder scan, a page of records)
too. When it frees a cycle that holds a Qt widget (a window or a menu dropped earlier),
Qt deletes that widget on the task's thread, which needs Qt's locks while the GUI thread,
painting, holds them and waits for the GIL: the window froze for good (seen in CI: the
scan thread in QMenu::~QMenu waiting for the GIL, the GUI thread in QObject::~QObject
waiting for a Qt mutex). So automatic collection is switched off, and a timer on the GUI
thread collects each generation when Python would have (the same thresholds).
Installed by gui.background before the first task starts.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

# How often the GUI thread looks at the collector's counts (ms). Cycles wait at most this
# long; collecting a young generation takes microseconds.
INTERVAL_MS = 250

_guard: _Collector | None = None


class _Collector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(INTERVAL_MS)

    def collect(self) -> None:
        """Collect the oldest generation whose count passed its threshold, as Python would."""
        counts, limits = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if limits[generation] and counts[generation] > limits[generation]:
                gc.collect(generation)
                return


def install() -> None:
    """Collect on the GUI thread from now on (idempotent; needs the QApplication)."""
    global _guard
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("gc_guard.install() needs the QApplication")
    gc.disable()
    if _guard is None:
        _guard = _Collector(app)
