"""The Log tab's earlier parts of an interrupted run (gui.run_story's lines), read off the
GUI thread (gui.background, as the source's scan and the look at a run are): the run log
is read up to its last 1 MiB and told line by line, ~75 ms and up to 0.9 s, which froze
the window as a Resume started."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from engine import protocol
from gui import run_story
from gui.background import run_in_background
from gui.job import absolute_path


def log_signature(out: str) -> tuple | None:
    """The run log in ``out``: its inode, size and time (None: there is none)."""
    try:
        st = (Path(absolute_path(out)) / protocol.RUN_LOG).stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


class _Done(QObject):
    finished = Signal(int, object)   # the read's number, the lines


class EarlierParts(QObject):
    """``read(out, then)`` reads the earlier parts of the run in output folder ``out`` in a
    thread and calls ``then(lines)`` on the GUI thread ([] when its log tells none), unless
    another read or ``forget()`` came after it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._number = 0
        self._then: Callable[[list[str]], None] | None = None
        # one for every read, kept (a task's own, dropped with its thread, may lose its
        # queued answer: gui.resume_check)
        self._done = _Done(self)
        self._done.finished.connect(self._finished)

    def read(self, out: str, then: Callable[[list[str]], None]) -> None:
        self._number += 1
        self._then = then
        number, done, folder = self._number, self._done, absolute_path(out)

        def work() -> None:
            try:
                lines = run_story.earlier_lines(folder)
            except Exception:  # noqa: BLE001 - a bug here must not keep the Log tab waiting
                traceback.print_exc()
                lines = []
            done.finished.emit(number, lines)

        run_in_background(work, "earlier-parts")

    def pending(self) -> bool:
        """A read was asked for and its lines have not been given yet."""
        return self._then is not None

    def forget(self) -> None:
        """The read asked for last is no longer wanted."""
        self._number += 1
        self._then = None

    def _finished(self, number: int, lines: list) -> None:
        if number != self._number:
            return   # another read came after it, or it was forgotten
        then, self._then = self._then, None
        if then is not None:
            then(lines)
