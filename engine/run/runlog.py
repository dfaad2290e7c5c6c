"""The per-run log: a plain-text file beside the output (``OUT/tfrecord-studio.log``).

It holds what someone helping a user needs after the fact: the command and its options,
the versions of everything involved, every skipped file and warning, every line the engine
wrote to stderr, and an internal error with its traceback. Runs are appended (a --resume
adds to the story); --overwrite replaces the file with the rest of the dataset.

Nothing is written into the output folder before the engine has accepted it and the
options (a folder refused as "not empty", or a --resume refused for other options, is left
as it was): lines are kept in memory until then.
"""

from __future__ import annotations

import datetime
import os
import sys
import threading
import traceback
from typing import TextIO

from engine import __version__, event_text, protocol, runlog_parts
from engine.reason_pair import counted
from engine.run import runlog_lines
from engine.run.library_versions import library_versions
from engine.run.runlog_lines import command_line, split_used
from engine.sources.names import printable

PROGRESS_EVERY_S = 10.0
#: Failures that mean the engine refused the folder or the options and wrote nothing:
#: a refused run leaves the folder exactly as it was, log included.
REFUSALS = frozenset({protocol.EXIT_USAGE, protocol.EXIT_BAD_SOURCE,
                      protocol.EXIT_OUTPUT_EXISTS, protocol.EXIT_RESUME_MISMATCH})


class _StderrTee:
    """Everything written to stderr also goes to the log (warnings, notes, tracebacks)."""

    def __init__(self, log: RunLog, stream: TextIO) -> None:
        self._log, self._stream = log, stream

    def write(self, text: str) -> int:
        self._log.raw(text)
        return self._stream.write(text)

    def flush(self) -> None:
        self._stream.flush()

    def __getattr__(self, name):
        return getattr(self._stream, name)


class RunLog:
    """Listens to a run's events and writes the log; see the module docstring."""

    def __init__(self, out: str, command: str = "convert") -> None:
        self.out = out
        self.path = os.path.join(out, protocol.RUN_LOG)
        self.command = command
        self._lock = threading.RLock()
        self._pending: list[str] = []
        self._file: TextIO | None = None
        self._failed = False     # the file could not be written: stop trying, never raise
        self._last_progress = 0.0
        self._stderr: TextIO | None = None
        self._partial = ""
        self._opened = False
        self._planned = False
        self._unit = "image"      # what the plan counts: "file" for a classification's
        self._resuming = False    # a --resume: its first count after the plan is what it kept
        self._first_said = False   # the first count after the plan: the start, said once
        self._kept_failed = 0     # its kept shards' skipped files: their run logged each
        self._split: tuple[tuple[str, float], ...] = ()   # --split, said with the plan
        # the scan's (time, found, rejected), said with the plan (which knows the task)
        self._scan: tuple[str, int, int] | None = None

    # -- lifecycle ---------------------------------------------------------------------
    def start(self, argv: list[str]) -> RunLog:
        """Write the header (held until the folder is accepted) and start copying stderr."""
        now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
        # (the shapes engine.runlog_parts reads back: the window tells earlier parts)
        self.line(runlog_parts.RULE)
        self.line(runlog_parts.HEADER.format(version=__version__, command=self.command,
                                             when=now))
        self.line(f"command: {command_line(argv)}")
        try:
            self.line(f"working folder: {os.getcwd()}")
        except OSError:
            pass
        self.line("versions: " + ", ".join(f"{k} {v}" for k, v in library_versions().items()))
        self._stderr = sys.stderr
        sys.stderr = _StderrTee(self, sys.stderr)
        return self

    @classmethod
    def append_if_present(cls, folder: str, command: str, argv: list[str]) -> RunLog | None:
        """A log appending to ``folder``'s existing log, or None when it has none (verify
        never adds files to a dataset it did not write)."""
        if not os.path.isfile(os.path.join(folder, protocol.RUN_LOG)):
            return None
        log = cls(folder, command).start(argv)
        log.open()
        return log

    def open(self) -> None:
        """The output folder is ours now: create or append to the log file."""
        with self._lock:
            if self._file is not None or self._failed:
                return
            try:
                self._file = open(self.path, "a", encoding="utf-8", newline="\n",
                                  buffering=1, errors="backslashreplace")
                self._opened = True
                self._file.write("".join(self._pending))
                self._file.flush()
            except OSError:
                self._failed = True
            self._pending.clear()

    def close(self) -> None:
        with self._lock:
            self._scan_line("entry", "entries")   # (no plan came: the task is not known)
            if self._partial:
                self.line(self._partial)
                self._partial = ""
            if self._stderr is not None:
                sys.stderr = self._stderr
                self._stderr = None
            if self._file is not None:
                try:
                    self._file.close()
                except OSError:
                    pass
                self._file = None

    @property
    def written(self) -> bool:
        """True once the file was opened and nothing failed (messages may point to it)."""
        return self._opened and not self._failed

    # -- writing -----------------------------------------------------------------------
    def line(self, text: str) -> None:
        # File names may hold undecodable bytes or terminal escapes: the log is read with
        # `cat` and text editors, so it gets the same escaping as the terminal.
        self._write(printable(text.rstrip("\n"), keep_newlines=True) + "\n")

    def raw(self, text: str) -> None:
        """stderr text: prefixed and written whole lines at a time."""
        with self._lock:
            text = self._partial + text.replace("\r", "\n")
            lines = text.split("\n")
            self._partial = lines.pop()
            for ln in lines:
                if ln.strip():
                    self._write(f"stderr: {printable(ln)}\n")

    def exception(self, exc: BaseException) -> None:
        """An internal error with its traceback (in the file only if the folder was
        accepted, i.e. the plan was made; the traceback is on stderr in any case)."""
        if self._planned:
            self.open()
        self.line("internal error:")
        for chunk in traceback.format_exception(type(exc), exc, exc.__traceback__):
            self._write(printable(chunk, keep_newlines=True))

    def _write(self, text: str) -> None:
        with self._lock:
            if self._failed:
                return
            if self._file is None:
                self._pending.append(text)
                return
            try:
                self._file.write(text)
            except OSError:
                self._failed = True

    def _scan_line(self, one: str, many: str | None = None) -> None:
        """The scan's line, held until now, counting its entries as ``one``/``many``."""
        if self._scan is not None:
            t, found, rejected = self._scan
            self._scan = None
            self.line(f"{t}scan: {counted(found, one, many)} found, {rejected:,} rejected")

    def _objects(self, t: str) -> None:
        """Each object of objects.csv (the run wrote it just now): the summary counts them
        by reason, and someone reading the log asks which ones."""
        from engine.output_state import OBJECTS
        from engine.run.object_list import read
        for image, cls, where, why in read(os.path.join(self.out, OBJECTS)):
            # (its reason says whether it was left out, clipped, or kept with its box)
            self.line(f"{t}object listed in {OBJECTS}: {image}: {cls or '?'}, {where}: {why}")

    # -- events ------------------------------------------------------------------------
    def on_event(self, ev: protocol.Event) -> None:
        """Emitter listener."""
        t = f"[{getattr(ev, 't', 0.0):9.2f} s] "
        if isinstance(ev, (protocol.KeptCheck, protocol.VerdictCheck)):   # (held: a refusal
            # may come after it)
            self._kept_check(t, ev)
            return
        # The plan comes after the folder was accepted; the first event after it means the
        # options were too (a --resume that does not match is refused right after the plan).
        if self._planned and not self._opened and not (
                isinstance(ev, protocol.RunFailed) and ev.exit_code in REFUSALS):
            self.open()
        if isinstance(ev, protocol.ItemFailed) and self._resuming and self._planned and \
                not self._first_said:
            # a --resume's kept shards' skipped files, sent again before its first count
            # (engine.run.run_stats.kept): logged by their run; its kept line counts them
            self._kept_failed += 1
            return
        if isinstance(ev, protocol.RunStarted):
            self._resuming = bool((ev.options or {}).get("resume"))
            self.line(f"{t}source: {ev.source}")
            self.line(f"{t}output: {ev.out}")
            # a --cluster run's workers are the cluster's, said when it ends (how many
            # converted, runlog_lines): its local --workers converts nothing
            on_cluster = bool((ev.options or {}).get("cluster"))
            if not on_cluster:
                self.line(f"{t}workers: {ev.workers}")
            for key, value in sorted(ev.options.items()):
                if key == "workers" and on_cluster:
                    continue
                if key == "split":   # what it did is known with the plan: said there
                    self._split = tuple((str(n), float(f)) for n, f in value)
                elif key == "verify":
                    # only when this run verifies: the window verifies with `verify OUT`,
                    # whose section this log gets after the run ("verify: False" was
                    # logged above the window's verify result)
                    if value:
                        self.line(f"{t}option verify: after writing, in this run")
                else:   # (words, not Python's dicts: "width 224, height 224, ...")
                    self.line(f"{t}option {key}: {runlog_lines.option_value(value)}")
        elif isinstance(ev, protocol.Plan):
            self._planned = True
            # A folder's or a table's entries are files, each read as an image only when
            # converted (a notes.txt among them is skipped then): "scan: 308 images found"
            # was logged where the window said "308 files (306 images)". An annotated
            # source's entries are the images its annotations name.
            unit = self._unit = "file" if ev.task == "classification" else "image"
            self._scan_line(unit)
            if self._split:
                self.line(f"{t}option split: {split_used(self._split, ev)}")
            self.line(f"{t}plan: {counted(ev.total, unit)}, "
                      f"{counted(len(ev.labels), 'class', 'classes')}, "
                      + ", ".join(f"{k}: {counted(v, unit)} in "
                                  f"{counted(ev.shards.get(k, 0), 'shard')}"
                                  for k, v in ev.splits.items()))
        elif isinstance(ev, protocol.ScanProgress) and ev.finished:
            # (held for the plan: whether the entries are files or images is its task's)
            self._scan = (t, ev.found, ev.rejected)
        elif isinstance(ev, protocol.ScanProgress):
            pass   # the scan's end is said (its count so far was raw JSON, twice a second)
        elif isinstance(ev, protocol.ItemFailed):
            self.line(f"{t}skipped ({ev.stage}) {ev.path}: {ev.reason}")
        elif isinstance(ev, protocol.Progress):
            self._progress(t, ev)
        elif isinstance(ev, protocol.VerifyProgress):
            if ev.t - self._last_progress >= PROGRESS_EVERY_S:
                self._last_progress = ev.t
                self.line(f"{t}verifying: {ev.checked:,} of {counted(ev.total, 'record')} "
                          "checked")
        elif isinstance(ev, protocol.ShardWritten):
            self.line(f"{t}wrote {ev.path} ({counted(ev.records, 'record')}, "
                      f"{counted(ev.bytes, 'byte')}, sha256 {ev.sha256})")
        elif isinstance(ev, protocol.VerifyResult) and ev.cancelled:
            # (not "verify: FAILED": the check was stopped, it found nothing wrong)
            self.line(f"{t}verify: cancelled after {counted(ev.checked, 'record')} checked; "
                      "the files are not verified")
        elif isinstance(ev, protocol.VerifyResult):
            reader = protocol.READER_TITLES.get(getattr(ev, "reader", ""), "")
            self.line(f"{t}verify: {'OK' if ev.ok else 'FAILED'}"
                      + (f" ({reader})" if reader else "")
                      + f", {counted(ev.checked, 'record')}")
            for p in ev.problems:
                self.line(f"{t}  - {p}")
        elif isinstance(ev, protocol.RunFinished):
            self.line(f"{t}finished: {ev.status}")   # (runlog_parts reads the status)
            for line in runlog_lines.summary_lines(ev):
                self.line(f"{t}  {line}")
            if getattr(ev.summary, "object_problems", None):
                self._objects(t)
        elif isinstance(ev, protocol.RunFailed):
            self.line(f"{t}FAILED (exit code {ev.exit_code}): {ev.message}")
        elif isinstance(ev, protocol.ItemsRequeued):
            self.line(f"{t}{event_text.requeued(ev)}")
        elif isinstance(ev, protocol.ClusterStarted):
            self.line(f"{t}{event_text.cluster_started(ev)}")
        elif isinstance(ev, protocol.SweepPoint):
            self.line(f"{t}{event_text.sweep_point(ev)}")
        elif isinstance(ev, protocol.SweepRound):
            self.line(f"{t}{event_text.sweep_round(ev)}")
        elif isinstance(ev, protocol.Recommendation):
            self.line(f"{t}{event_text.recommendation(ev)}")
        # (batch_written and worker_stats: the live plots' numbers, not the story's; an
        # event of a newer kind has no sentence here yet)

    def _kept_check(self, t: str, ev: protocol.KeptCheck | protocol.VerdictCheck) -> None:
        """A --resume reading its kept shards again (minutes of a large dataset, when the
        log said nothing): as it starts, every PROGRESS_EVERY_S and when it is done."""
        if ev.checked in (0, ev.total) or ev.t - self._last_progress >= PROGRESS_EVERY_S:
            self._last_progress = ev.t
            files = isinstance(ev, protocol.VerdictCheck)
            self.line(f"{t}{event_text.kept_check(ev.checked, ev.total, files)}")

    def _progress(self, t: str, ev: protocol.Progress) -> None:
        """A count once in a while, and the last one; none before the plan (its total was
        0, and its lines came before the scan's, which waits for the plan). The first, as
        the run starts converting, says how many it converts, or what a --resume kept."""
        if not self._planned:
            return
        if not self._first_said and (self._resuming or not ev.done + ev.failed):
            # the run's first count, sent as it starts converting: said at once (the log
            # said nothing more until its first count, 10 s after the plan)
            self._first_said = True
            self._last_progress = ev.t
            if ev.done + ev.failed:
                listed = "listed above, by the earlier parts of this log" \
                    if self._kept_failed else ""
                self.line(f"{t}{event_text.kept_at_start(ev.done, ev.failed, ev.total, listed)}")
            elif ev.total:
                # (files, as the plan line just said, for a classification's: it said
                # "plan: 804 files" then "converting: 804 images to go")
                self.line(f"{t}converting: {counted(ev.total, self._unit)} to go; progress every "
                          f"{PROGRESS_EVERY_S:.0f} s")
            return
        if ev.t - self._last_progress >= PROGRESS_EVERY_S or ev.done + ev.failed >= ev.total:
            self._last_progress = ev.t
            self.line(f"{t}progress: {ev.done + ev.failed:,} of {counted(ev.total, self._unit)} "
                      f"done, {ev.failed:,} of them skipped")
