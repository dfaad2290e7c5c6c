"""A labelling tool's export given to --headless as a ZIP or tar file, unpacked as the window
unpacks it (gui.unpack): the folder it was unpacked into before is read again, else it is
unpacked into the new folder the window would choose, with its progress, refusals and a
Ctrl+C or SIGTERM on stderr; then the folder found inside is the source. (--headless passed
the archive to the engine, which said "Unpack it first": the window unpacked the same file.)

Headless cannot ask, so a stop removes only the folder this process made for the
unpacking and did not finish (gui.unpack.unpack's own rule); a half folder an earlier
unpacking left is named and left as it is, never removed. Qt-free."""

from __future__ import annotations

import os
import stat
import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

from engine.byte_sizes import size_text
from engine.magic import container_kind
from engine.protocol import EXIT_BAD_SOURCE, EXIT_CANCELLED, EXIT_WRITE_ERROR
from gui import unpack
from gui.stop_signals import catch_stops

# A progress line at each tenth of the archive, and at least this often (seconds) between.
EVERY = 5.0


def archive_kind(path: str) -> str:
    """The kind of archive (engine.magic.container_kind) `path` is when gui.unpack can
    unpack it ("ZIP", "tar", "gzip", ...: unpack.unpacks), else "" (a folder, a table,
    7-Zip, RAR, a table compressed as labels.csv.gz: those go to the engine as they are,
    which says what to do with them)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):   # (a FIFO named x.zip: never opened)
            return ""
        with open(path, "rb") as f:
            kind = container_kind(f.read(8192)) or ""
            return kind if unpack.unpacks(kind, f) else ""
    except OSError:
        return ""


class _Progress:
    """progress(done, total) of gui.unpack.unpack as lines on stderr: one per tenth, or
    after EVERY seconds, never one per file (100,000 small files)."""

    def __init__(self, dest: str, err: TextIO) -> None:
        self.dest, self.err = dest, err
        self.tenth = 0   # ("unpacking N files into" is said first)
        self.said = time.monotonic()

    def __call__(self, done: int, total: int) -> None:
        tenth = 10 * done // total if total else 10
        now = time.monotonic()
        if tenth == self.tenth and now - self.said < EVERY:
            return
        self.tenth, self.said = tenth, now
        percent = 100 * done // total if total else 100
        _say(self.err, f"unpacking into {self.dest}: {percent}% "
                       f"({size_text(done)} of {size_text(total)})")


def _files(n: int) -> str:
    return "1 file" if n == 1 else f"{n:,} files"


def _say(err: TextIO, line: str) -> None:
    print(f"tfrecord-studio: {line}", file=err, flush=True)


def stops_on_signals() -> tuple[threading.Event, Callable[[], None]]:
    """An event that a stop signal (gui.stop_signals: Ctrl+C, SIGTERM, a closed session's
    SIGHUP; one inherited as ignored stays so) sets while the archive is read and unpacked
    (gui.unpack hears it between chunks and removes its new folder), and how to put the
    handlers before back. Outside the main thread the event is never set."""
    stop = threading.Event()
    return stop, catch_stops(lambda _signum, _frame: stop.set())


def unpacked_source(archive: str, err: TextIO = sys.stderr) -> tuple[str, int]:
    """The folder to convert for `archive` (one gui.unpack unpacks), and 0; or "" and the
    exit code when it was not unpacked (what went wrong is said on `err`, in the window's
    English sentence)."""
    stop, restore = stops_on_signals()
    try:
        return _unpacked_source(archive, err, stop.is_set)
    finally:
        restore()


def _unpacked_source(archive: str, err: TextIO,
                     should_stop: Callable[[], bool]) -> tuple[str, int]:
    _say(err, f"{archive} is an archive; reading what it holds")
    try:
        found = unpack.survey(archive, should_stop)
    except unpack.Stopped:
        _say(err, "stopped before anything was written or removed.")
        return "", EXIT_CANCELLED
    except unpack.UnpackError as e:
        _say(err, str(e))
        return "", EXIT_BAD_SOURCE
    if found.earlier:   # the window's "Read “pets”, unpacked before"
        _say(err, f"reading {found.earlier}, where it was unpacked before (nothing is "
                  "unpacked again)")
        return unpack.source_in(found.earlier), 0
    if found.unfinished:   # (the window asks before removing it; headless cannot ask)
        _say(err, f"{found.unfinished} holds only {found.held} of its {_files(found.files)}, "
                  "left by an unpacking that was cut off; it is left as it is (remove it "
                  "yourself, or in the window)")
    short = unpack.too_little_space(archive, found.size, found.free)
    if short:
        _say(err, str(short))
        return "", EXIT_WRITE_ERROR
    dest = found.dest
    _say(err, f"unpacking {_files(found.files)} into the new folder {dest}")
    try:
        unpack.unpack(archive, dest, _Progress(dest, err), should_stop, listed=found.listed)
    except unpack.Stopped:
        _say(err, f"stopped; the folder it was unpacking into, {dest}, was removed "
                  "(nothing else was)")
        return "", EXIT_CANCELLED
    except unpack.UnpackError as e:
        _say(err, str(e))
        return "", EXIT_CANCELLED if should_stop() else EXIT_BAD_SOURCE
    return unpack.source_in(dest), 0
