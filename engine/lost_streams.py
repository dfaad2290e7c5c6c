"""A run's stdout and stderr when their reader goes away: a closed terminal (its writes
fail with EIO), a closed pipe (EPIPE: the window killed, `... | head`). Their writes then
stop quietly, and a lost stdout, where the run's progress and events go, cancels the run
as Stop does (its complete shards, the journal and what the unfinished shard holds are
kept for --resume; exit 130). Before, the first failed write raised out of the run: a
traceback on the terminal that was gone, the run cut off without its cancel's
bookkeeping, and a closed pty's SIGHUP cancel could not finish either.

A command other than convert (scan, inspect, verify, tune, ...) has no run to cancel: its
stdout's reader gone ends it at the failed write (engine.errors.ReaderGone), quietly,
with the cancelled exit code (`... scan | head -1`; before, an internal error's code, or a
traceback for a closed terminal's EIO).

Standard library only (and engine.errors)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from engine.errors import ReaderGone


def stop_command() -> None:
    """``on_stdout_lost`` of a command that stops at its reader's loss (a stop, not a bug)."""
    raise ReaderGone


class Guarded:
    """``stream`` (sys.stdout or sys.stderr) whose failing writes are dropped: at the first
    one (OSError: EIO, EPIPE, ...; ValueError: closed), its file descriptor is pointed at
    the null device, so that what it still buffers and the interpreter's flush at exit go
    nowhere (the flush of a dead stdout at exit printed "Exception ignored" and exited
    120), and ``on_lost`` is called, once."""

    def __init__(self, stream: TextIO, on_lost: Callable[[], None] = lambda: None) -> None:
        self._stream = stream
        self._on_lost = on_lost
        self.lost = False

    def write(self, text: str) -> int:
        if not self.lost:
            try:
                return self._stream.write(text)
            except (OSError, ValueError):
                self._lose()
        return len(text)

    def flush(self) -> None:
        if not self.lost:
            try:
                self._stream.flush()
            except (OSError, ValueError):
                self._lose()

    def _lose(self) -> None:
        self.lost = True
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, self._stream.fileno())
            finally:
                os.close(null)
            self._stream.flush()   # (what it held: to the null device now)
        except (OSError, ValueError, AttributeError):
            pass   # (not a file: nothing is flushed from it at exit)
        self._on_lost()

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


@contextmanager
def guarded(on_stdout_lost: Callable[[], None]) -> Iterator[None]:
    """While in the ``with``: sys.stdout and sys.stderr are Guarded; a lost stdout calls
    ``on_stdout_lost`` (a lost stderr only goes quiet). The streams before come back after
    (a broken one still pointed at the null device)."""
    before = sys.stdout, sys.stderr
    if sys.stdout is not None:
        sys.stdout = Guarded(sys.stdout, on_stdout_lost)
    if sys.stderr is not None:
        sys.stderr = Guarded(sys.stderr)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = before
