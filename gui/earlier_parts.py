"""The Log tab's earlier parts of an interrupted run (gui.run_story's lines), read off the
GUI thread (gui.background, as the source's scan and the look at a run are): the run log
is read up to its last 1 MiB and told line by line, ~75 ms and up to 0.9 s, which froze
the window as a Resume started. What a read found is kept with the log's signature: a
Resume of the folder the Log tab shows already tells the same lines at once."""

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
    finished = Signal(int, object)   # the read's number, (folder, log signature, lines)


class EarlierParts(QObject):
    """``read(out, then)`` reads the earlier parts of the run in output folder ``out`` in a
    thread and calls ``then(lines)`` on the GUI thread ([] when its log tells none), unless
    another read or ``forget()`` came after it. ``known(out, signature)``: the lines of
    the last read of ``out`` when its log's signature was ``signature`` then (None: not
    read, or the log changed since)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._number = 0
        self._then: Callable[[list[str]], None] | None = None
        self._last: tuple[str, tuple | None, list[str]] | None = None
        # one for every read, kept (a task's own, dropped with its thread, may lose its
        # queued answer: gui.resume_check)
        self._done = _Done(self)
        self._done.finished.connect(self._finished)

    def read(self, out: str, then: Callable[[list[str]], None]) -> None:
        self._number += 1
        self._then = then
        number, done, folder = self._number, self._done, absolute_path(out)

        def work() -> None:
            signature = log_signature(folder)   # before: a log changed meanwhile is read again
            try:
                lines = run_story.earlier_lines(folder)
            except Exception:  # noqa: BLE001 - a bug here must not keep the Log tab waiting
                traceback.print_exc()
                lines = []
            done.finished.emit(number, (folder, signature, lines))

        run_in_background(work, "earlier-parts")

    def pending(self) -> bool:
        """A read was asked for and its lines have not been given yet."""
        return self._then is not None

    def forget(self) -> None:
        """The read asked for last is no longer wanted."""
        self._number += 1
        self._then = None

    def known(self, out: str, signature: tuple | None) -> list[str] | None:
        last = self._last
        if last is None or signature is None or last[:2] != (absolute_path(out), signature):
            return None
        return last[2]

    def _finished(self, number: int, found: tuple) -> None:
        self._last = found   # (kept by its folder and signature: an earlier read's too)
        if number != self._number:
            return   # another read came after it, or it was forgotten
        then, self._then = self._then, None
        if then is not None:
            then(found[2])
