"""What --resume would really do with the interrupted run in the output folder, for the
Resume offer and the Summary: engine.resume_check.outlook (the engine's own rule: its
shard stamps and the plan kept beside the journal), run off the window's thread because
it stats every planned image, and the folder's state with its numbers as --resume will
find them (a kept shard whose image changed since, or one missing or damaged, is converted
again, so it is not done).
"""

from __future__ import annotations

import dataclasses
import functools
import os
import threading
import traceback
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.errors import Cancelled
from engine.output_state import (
    JOURNAL,
    LEGACY_MANIFEST,
    MANIFEST,
    PLANNED,
    VERIFIED,
    OutputState,
    read_journal,
)
from engine.resume_check import Outlook, SourceChanges, outlook
from gui.background import run_in_background
from gui.scan_result import placed_now


@dataclasses.dataclass
class CheckedState(OutputState):
    """An interrupted run's state with what --resume would do (``outlook``): its shards,
    records, skipped images and bytes are those --resume keeps. ``checking``: the look at
    the source's scan now runs (gui.resume.offer_now), so whether images were added or
    removed is not known yet: the offer says it checks, and Resume waits. ``stale_scan``:
    the scan that would have said the source changed is older than the run: the window
    reads the source again (gui.window_layout.look_afresh) before it says so."""

    outlook: Outlook | None = None
    checking: bool = False
    stale_scan: bool = False


class _Done(QObject):
    finished = Signal(object, object)   # key, (shard stamps, Outlook, None or _UNCHANGED)
    progressed = Signal(object, object)   # key, Progress


#: a look's progress: (its shards statted, of how many), then, of an older engine's run,
#: (its kept files looked at for their verdict, of how many, "files")
Progress = tuple[int, int] | tuple[int, int, str]


class _Superseded(Exception):
    """Raised in a look's thread when a newer look (another folder, scan, or none) was
    asked for: its answer would be thrown away, and the newer one waits for it to end."""


class ResumeCheck(QObject):
    """``request`` looks at the folder's run again when it, its plan or the scan of the
    source changed; ``ready`` when a look ends; ``checked(state)`` is ``state`` as --resume
    will find it, once a look at that very run has ended (else ``state`` itself).

    The window's thread stats only the folder's few records (``folder_key``: the form is
    checked on every keystroke, and on a slow share a stat per shard froze it while the
    user typed). The shards' sizes and times (one cut short in place changes neither the
    folder nor the journal) are statted by a task off that thread, on every request: it
    looks again when they changed, and says nothing when they did not (an answer makes the
    window check the form again, which asks again: no endless re-check)."""

    ready = Signal()
    #: a look's progress changed (``progress``): its shards statted, of how many
    progressed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._asked: tuple = ()
        self._scan: Any = None   # held so that its id is not reused while it is the key
        self._result: tuple[tuple, Outlook | None] | None = None
        self._stamps: tuple = ()   # the shards' sizes and times the last answer saw
        self._busy = False         # a task runs; ``_again``: asked again meanwhile
        self._again = False
        # one for every look, kept: a task's own, dropped as its thread ended, lost its
        # queued answer now and then
        self._done = _Done(self)
        self._done.finished.connect(self._finished)
        self._done.progressed.connect(self._progressed)
        self._listed = ""
        #: (shards looked at, of how many) of the look that runs, then (kept files looked
        #: at, of how many, "files"); None before its first count (a large dataset's look
        #: takes minutes: the offer counts them)
        self.progress: Progress | None = None
        self._stop = threading.Event()   # set: the look that runs is superseded

    def request(self, state: OutputState, scan: Any = None, skip_unannotated: bool = False,
                key: tuple | None = None) -> None:
        """Look at ``state``'s run (an interrupted one) with ``scan``: the source panel's
        finished scan of the job's source (for the images added since; None: not known).
        ``key``: the folder's ``folder_key`` when the caller has it (else statted here)."""
        if state.kind != "interrupted":
            return
        key = (key or folder_key(state.path), id(scan), skip_unannotated)
        if key != self._asked:
            self.supersede()
            self._asked, self._scan = key, scan
            if key[0][-1] == -1:   # no plan kept (an older version's run): nothing to look at
                self._result, self._stamps = (key, None), ()
                return
            self._listed = scan.listed if scan is not None and not skip_unannotated else ""
        elif key[0][-1] == -1:
            return
        if self._busy:
            self._again = True
            return
        self._start()

    def supersede(self) -> None:
        """The look that runs (if one does) is for a folder, scan or run no longer asked
        about: it stops at its next shard, or the next kept file it reads, or within the
        file (each MiB of a shard hashed or a kept file read whole: a 300 MB TIFF on a
        share took a minute), and the look at the newer folder waited for it."""
        self._stop.set()

    def _start(self) -> None:
        self._busy, self._again = True, False
        self._stop = stop = threading.Event()
        done, key, listed = self._done, self._asked, self._listed
        scan = self._scan if listed else None   # (its images' classes and splits too)
        # (the masks its scan refuses: an older run's kept ones are judged by them)
        masks = getattr(self._scan, "refused_masks", None)
        folder = key[0][0]
        known = self._stamps if self.answered() else None
        self._set_progress(key, None)
        told = [-1]

        def progress(checked: int, total: int) -> None:
            if stop.is_set():
                raise _Superseded()
            # (at most a hundred steps: each one lays the offer's text out again)
            step = checked * 100 // max(total, 1)
            if step != told[0] or checked == total:
                told[0] = step
                done.progressed.emit(key, (checked, total))

        def files(checked: int, total: int) -> None:   # (as often as --resume tells it:
            done.progressed.emit(key, (checked, total, "files"))   # engine.verdicts.Ticks)

        def work() -> None:
            # a run that leaves unannotated images out plans fewer than the scan lists:
            # added ones are then not named (the offer compares the numbers)
            stamps: tuple = ()
            seen: Any = _UNCHANGED
            try:
                stamps = shard_stamps(folder)
                if stamps != known:
                    seen = outlook(folder, listed.split("\0") if listed else None, progress,
                                   placed_now(scan) if scan is not None else None, masks,
                                   files_progress=files, stopped=stop.is_set)
            except (_Superseded, Cancelled):   # (thrown away: _finished takes the last's)
                seen = _UNCHANGED
            except Exception:  # noqa: BLE001 - answered all the same: the offer waits for it
                traceback.print_exc()
                seen = None
            done.finished.emit(key, (stamps, seen))

        run_in_background(work, "resume-check")

    def _progressed(self, key: tuple, progress: Progress) -> None:
        self._set_progress(key, progress)

    def _set_progress(self, key: tuple, progress: Progress | None) -> None:
        if key == self._asked and progress != self.progress:   # (else a stale look's)
            self.progress = progress
            self.progressed.emit()

    def _finished(self, key: tuple, answer: tuple) -> None:
        stamps, seen = answer
        self._busy = False
        changed = key == self._asked and seen is not _UNCHANGED
        if changed:
            self._result, self._stamps = (key, seen), stamps
        if self._again and self._asked[0][-1] != -1:
            self._start()
        if changed:
            self.ready.emit()

    def answered(self) -> bool:
        """The last look asked for has ended: its images added or removed are those of the
        source's scan now (a look at an earlier scan named an image taken out since)."""
        return self._result is not None and self._result[0] == self._asked

    def pending(self) -> bool:
        """A look was asked for and has not ended: the images added or removed since the
        run are not known yet (the offer says it is checking, not that Resume can finish)."""
        return bool(self._asked) and not self.answered()

    def checked(self, state: OutputState, key: tuple | None = None) -> OutputState:
        """``state`` with the last look's answer at its folder (``key``: its ``folder_key``,
        else statted here): the shards converted again (they depend on the folder and the
        disk alone), and the images added or removed only when the look was at the scan
        asked for last (one at an earlier scan named an image deleted since)."""
        if state.kind != "interrupted" or self._result is None or \
                self._result[0][0] != (key or folder_key(state.path)):
            return state
        seen = self._result[1]
        if seen is None:
            return state
        fields = {f.name: getattr(state, f.name) for f in dataclasses.fields(OutputState)}
        # what --resume keeps, as the look found the shards and their images (the state
        # may have been read before a shard was deleted or cut short)
        fields.update(shards=seen.kept_shards, records=seen.kept_records,
                      skipped=seen.kept_skipped, bytes=seen.kept_bytes,
                      unfinished=seen.kept_unfinished, other_rule=seen.other_rule)
        if not self.answered():
            seen = redo_only(seen)
        return CheckedState(**fields, outlook=seen)


#: a task's answer when the shards are as the last answer saw them (nothing to say)
_UNCHANGED = object()


def redo_only(seen: Outlook) -> Outlook:
    """``seen`` without the images added or removed (those of another scan)."""
    return dataclasses.replace(seen, changes=SourceChanges(counts={"added": 0, "removed": 0}))


def folder_key(folder: str) -> tuple:
    """What the folder's state and the look at its run depend on that a few stats on the
    window's thread can tell: the folder's times (a file added, removed or renamed: every
    record of ours is written beside and renamed into place; its status change time: its
    permissions, whether it can be written in) and the times of its records written in
    place or read for the form (the journal grows line by line); its plan last (-1 when
    there is none). Only stats: a look, which only reads, never changes it, so its answer
    (the window checks the form again) asks for no other look."""
    try:
        st = os.stat(folder)
        own: tuple = (st.st_mtime_ns, st.st_ctime_ns, st.st_mode)
    except OSError:
        own = ()
    names = (MANIFEST, LEGACY_MANIFEST, JOURNAL, VERIFIED, PLANNED)
    return (folder, own, *(mtime_ns(os.path.join(folder, n)) for n in names))


def shard_stamps(folder: str) -> tuple:
    """The size and time of each journalled shard (one cut short in place changes neither
    the folder nor the journal, and the offer kept counting it as done): statted off the
    window's thread, one stat per shard."""
    journal = os.path.join(folder, JOURNAL)
    try:
        st = os.stat(journal)
        names = _journalled(journal, st.st_mtime_ns, st.st_size)
    except OSError:
        names = ()
    return tuple(_size_and_time(os.path.join(folder, n)) for n in names)


@functools.lru_cache(maxsize=4)
def _journalled(journal: str, mtime: int, size: int) -> tuple[str, ...]:
    """The shard files a journal lists (read again only when it changed: the form is
    checked on every keystroke)."""
    return tuple(read_journal(journal)[1])


def _size_and_time(path: str) -> tuple[int, int]:
    try:
        st = os.stat(path)
    except OSError:
        return -1, -1
    return st.st_size, st.st_mtime_ns


def mtime_ns(path: str) -> int:
    """``path``'s modification time in ns, -1 when it is missing (a cache key's part; the
    output folder's own key uses it too)."""
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return -1
