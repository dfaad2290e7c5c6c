"""Work off the GUI thread: one daemon Python thread per task (a folder scan, a page of
records; a few at a time at most).

Not QThreadPool with Python QRunnables: when a finished runnable is deleted on a pool
thread, PySide needs the GIL while Qt holds the pool's mutex, and QThreadPool.start() on
the GUI thread holds the GIL while it waits for that mutex. The window froze that way
(seen in a test: the GUI thread stuck in start() for good). A task's Qt signals, emitted
from its thread, reach their receivers on the GUI thread (queued), as before. Daemon
threads: quitting never waits for a scan of a large folder.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable


def run_in_background(work: Callable[[], None], name: str) -> None:
    """Run ``work()`` in a new daemon thread; an exception is printed, never raised."""

    def guarded() -> None:
        try:
            work()
        except Exception:  # noqa: BLE001 - a task's bug must not pass silently or kill more
            traceback.print_exc()

    threading.Thread(target=guarded, name=name, daemon=True).start()
