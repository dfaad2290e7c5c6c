"""A question asked of the file system off the GUI thread (gui.background), the newest
answer only: whether a source's folders changed since its scan (gui.source_stamp), what a
chosen file stands for (gui.pickers.source_for_file), whether a run writes where Inspect
reads (realpath). Each was asked on the GUI thread: on a share that stops answering (a
lab's SMB/NFS server gone, a USB disk pulled out) one stat waits for good, and the window
froze with it.

The answer is waited for a moment (GRACE) on the GUI thread: on a disk that answers it
comes well within it and the caller goes on at once, as before (a Start that starts, a
pick that is read). Only when it does not come is the caller told "later", and it is
delivered on the GUI thread when it comes, unless a newer question (or ``forget``) made it
stale: as gui.scan's results carry their generation."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from gui.background import run_in_background

#: seconds the GUI thread waits for an answer before it goes on without it: below what
#: a user notices of a press (100 ms), above what a local disk or a live share takes
#: (2,000 folders statted: ~5 ms warm, bench/source_stamp.py)
GRACE = 0.1


class _Signals(QObject):
    answered = Signal(int, object)   # generation, answer


class OffThread(QObject):
    """One kind of question: ``ask`` supersedes the one before (its late answer is
    dropped). A QObject of the GUI thread (answers are delivered there); call it there."""

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._generation = 0
        self._later: dict[int, Callable[[Any], None]] = {}

    def ask(self, question: Callable[[], Any], later: Callable[[Any], None],
            fallback: Any) -> tuple[bool, Any]:
        """Run ``question()`` in a thread (``fallback`` its answer when it raised). Returns
        (True, answer) when it came within GRACE; else (False, None), and ``later(answer)``
        runs on the GUI thread when it comes, unless it is stale by then."""
        self._later.clear()   # (the question before: its answer is stale now)
        self._generation += 1
        generation, done, box = self._generation, threading.Event(), [fallback]
        signals = _Signals()
        signals.answered.connect(self._answered)   # queued: emitted from the thread

        def work() -> None:
            try:
                box[0] = question()
            finally:   # (an exception is printed by run_in_background, and fallback used)
                done.set()
                try:
                    signals.answered.emit(generation, box[0])
                except RuntimeError:   # the window has quit meanwhile
                    pass
        self._later[generation] = later
        run_in_background(work, self.name)
        if done.wait(GRACE):
            del self._later[generation]
            return True, box[0]
        return False, None

    def pending(self) -> bool:
        """An answer is awaited (asked, not come, not forgotten)."""
        return self._generation in self._later

    def forget(self) -> None:
        """The answer awaited is not wanted any more (the press taken back)."""
        self._later.clear()
        self._generation += 1

    @Slot(int, object)
    def _answered(self, generation: int, answer: object) -> None:
        later = self._later.pop(generation, None)
        if later is not None and generation == self._generation:
            later(answer)
