"""Work off the GUI thread: one daemon Python thread per task (a folder scan, a page of
records; a few at a time at most).

Not QThreadPool with Python QRunnables: when a finished runnable is deleted on a pool
thread, PySide needs the GIL while Qt holds the pool's mutex, and QThreadPool.start() on
the GUI thread holds the GIL while it waits for that mutex. The window froze that way
(seen in a test: the GUI thread stuck in start() for good). A task's Qt signals, emitted
from its thread, reach their receivers on the GUI thread (queued), as before. Daemon
threads: quitting never waits for a scan of a large folder.

A task never touches a widget; it only emits the signals of its own signals object (a
QObject of the GUI thread, which Qt allows from any thread). That object must also be
deleted on the GUI thread, never by the task's thread: a QObject deleted from a thread
other than its own may be deleted while the GUI thread uses it (Qt: "unsafe"). The widget
that started a task drops it when the task's last result arrives, often while the task's
thread still holds it for a moment, so the thread's last reference would delete it there.
Instead, the finished thread hands the task to the GUI thread (``_Reaper``), which drops it.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFontDatabase

from gui import gc_guard


class _Reaper(QObject):
    """Lives on the GUI thread; drops finished tasks there."""

    reap = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._finished: list[Callable[[], None]] = []
        self.reap.connect(self._drop)   # queued when emitted from a task's thread

    def hand_over(self, work: list[Callable[[], None]]) -> None:
        """Called by a task's thread as it ends: ``work`` (a one-item list, this thread's
        only reference) is moved to the GUI thread, which drops it on the next event."""
        with self._lock:
            self._finished.append(work.pop())
        try:
            self.reap.emit()
        except RuntimeError:
            # "Signal source has been deleted": the window has quit while this task ended
            # (a daemon thread outlives it). There is no GUI thread left to drop it on;
            # the interpreter is ending and frees it.
            pass

    def _drop(self) -> None:
        with self._lock:
            finished, self._finished = self._finished, []
        del finished    # here, on the GUI thread: the tasks' QObjects are deleted here


_reaper: _Reaper | None = None


def run_in_background(work: Callable[[], None], name: str) -> None:
    """Run ``work()`` in a new daemon thread; an exception is printed, never raised.
    Call it on the GUI thread; ``work`` (and the QObjects it holds) is released there."""
    global _reaper
    if _reaper is None:
        # before the first task: a collection in a task's thread could delete widgets there
        gc_guard.install()
        # and Qt's font database filled here: filled lazily by the first text drawn, in a
        # task's thread (gui.overlay names a box), it held Qt's font lock while logging to
        # a Python message handler (pytest-qt's) that waits for the GIL, which the GUI
        # thread held waiting for that lock (seen with gdb)
        QFontDatabase.families()
        _reaper = _Reaper()
    reaper = _reaper
    box = [work]
    del work

    def guarded() -> None:
        try:
            box[0]()
        except Exception:  # noqa: BLE001 - a task's bug must not pass silently or kill more
            traceback.print_exc()
        finally:
            reaper.hand_over(box)

    threading.Thread(target=guarded, name=name, daemon=True).start()
