"""Emitting protocol events: JSON lines for programs, a progress line for people; and the
engine's log records (library modules log through `logging`) shown on stderr."""

from __future__ import annotations

import logging
import sys
import threading
import time
from typing import TextIO

from engine import event_text, protocol
from engine.byte_sizes import size_text
from engine.conversion_span import ConversionSpan, per_second
from engine.program import program_name
from engine.reason_pair import counted, plural
from engine.sources.names import printable


class Emitter:
    """Stamps seq/t on events and writes them in the chosen mode. Thread-safe.

    In text mode progress goes to ``stream`` (stdout) and errors, skipped files and failed
    checks to ``err_stream`` (stderr), so `2>errors.txt` keeps every problem and nothing else.
    """

    def __init__(self, mode: str = "jsonl", stream: TextIO | None = None,
                 start: float | None = None, err_stream: TextIO | None = None):
        self.mode = mode
        self.stream = stream or sys.stdout
        self.err_stream = err_stream or sys.stderr
        self.start = start if start is not None else time.monotonic()
        self._seq = 0
        self._lock = threading.Lock()
        self._tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self._last_text = 0.0
        self._said = ""   # the last progress line (_progress_line)
        # (t, done, done + failed, bytes read): the first count (a --resume's: what it kept)
        self._first_progress: tuple[float, int, int, int] | None = None
        # its rates are measured from the first count of this span (engine.conversion_span:
        # the window's live average is over the same), as the summary's (convert_s) is
        self._span = ConversionSpan()
        self._resuming = False   # a convert --resume (run_started's options)
        self._out = ""           # run_started's output folder
        self._kept_failed = 0    # a --resume's kept shards' skipped files (said by their run)
        self._planned = False    # the plan came: progress counts images of a known total
        self._found: tuple[int, bool] | None = None   # the scan's (files found, finished)
        self._command = ""       # run_started's command (convert, verify, tune)
        self._check_cancelled: protocol.VerifyResult | None = None   # convert --verify's
        self.listeners: list = []   # callables receiving every event (tune, tests)

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def emit(self, event: protocol.Event) -> None:
        with self._lock:
            event.seq = self._seq
            event.t = round(self.elapsed(), 4)
            _add_code(event)
            self._seq += 1
            for fn in self.listeners:
                fn(event)
            if self.mode == "jsonl":
                self.stream.write(protocol.encode(event) + "\n")
                self.stream.flush()
            elif self.mode == "text":
                self._text(event)

    def _progress_due(self, final: bool = False) -> bool:
        """Whether a progress line is due: at most five a second on a terminal, one every
        5 s in a log; the `final` one always."""
        now = time.monotonic()
        if not final and now - self._last_text < (0.2 if self._tty else 5.0):
            return False
        self._last_text = now
        return True

    def _progress_line(self, text: str) -> str | None:
        """A progress line: on a terminal it rewrites itself in place (None: nothing more to
        write); in a log it is a line of its own, never the one before it again (the counts
        sent as converting ends and after the side files are written said the same: a log
        ended "24/24 (100%) ..." two or three times)."""
        said, self._said = self._said, text
        if not self._tty and text == said:
            return None
        if self._tty:
            self.stream.write("\r" + text.ljust(100))
            self.stream.flush()
            return None
        return text

    def _scanning(self) -> str:
        """The progress line before the plan: the files the scan found so far, then that
        the run plans its shards."""
        if self._found is None:
            return "scanning the source..."
        found, finished = self._found
        if finished:
            return f"planning the output: {counted(found, 'file')} found"
        return f"scanning the source: {counted(found, 'file')} found so far"

    def _kept_now(self) -> bool:
        """Between a --resume's plan and its first count: it is counting what it kept."""
        return self._resuming and self._planned and self._first_progress is None

    def _kept_list(self) -> str:
        """Where the files a --resume's kept shards skipped are listed: rejected.csv (a
        cancel wrote it; this run writes it again at its end), else the run log (their
        run's lines), "" when neither is there."""
        import os

        from engine.output_state import REJECTED
        if not self._kept_failed or not self._out:
            return ""
        for name in (REJECTED, protocol.RUN_LOG):
            path = os.path.join(self._out, name)
            if os.path.isfile(path):
                return f"listed in {printable(path)}"
        return ""

    def _count(self, ev: protocol.Progress) -> None:
        """One count into the span the rates are measured over: what shows this run's work
        (done + failed, a --resume's kept records written again), and (done, done + failed,
        bytes read)."""
        self._span.add(ev.t, (ev.done + ev.failed, ev.bytes_kept), ev.done,
                       ev.done + ev.failed, ev.bytes_in)

    def _text(self, ev: protocol.Event) -> None:
        line = None
        to_err = isinstance(ev, (protocol.ItemFailed, protocol.ItemsRequeued,
                                protocol.RunFailed)) or (
            isinstance(ev, protocol.VerifyResult) and not ev.ok)
        if isinstance(ev, protocol.RunStarted):
            self._resuming = bool((ev.options or {}).get("resume"))
            self._command = ev.command
            self._out = ev.out
        if isinstance(ev, protocol.Plan):
            self._planned = True
        if isinstance(ev, protocol.Progress) and not self._planned and not ev.total:
            # before the plan there is no total: the run's ticks said "0/0 (100%) 0.0
            # images/s" while the source was scanned and the shards planned
            if not self._progress_due():
                return
            line = self._progress_line(self._scanning())
        elif isinstance(ev, protocol.ScanProgress) and not ev.ignored:
            self._found = (ev.found, ev.finished)
            if ev.finished or not self._progress_due():
                return
            line = self._progress_line(self._scanning())
        elif isinstance(ev, protocol.ItemFailed) and self._kept_now():
            # a --resume's kept shards' skipped files, sent again before its first count
            # (engine.run.run_stats.kept): their run said each; its kept line counts them
            self._kept_failed += 1
        elif isinstance(ev, protocol.Progress) and self._kept_now():
            # a --resume's first count is the work it kept: said once, as a line of its own
            # (it said so only in its last line, after "368/804 (46%) 0.0 images/s")
            self._first_progress = (ev.t, ev.done, ev.done + ev.failed, ev.bytes_in)
            self._count(ev)
            line = event_text.kept_at_start(ev.done, ev.failed, ev.total,
                                            self._kept_list()) if ev.done + ev.failed else None
        elif isinstance(ev, protocol.Progress):
            final = ev.done + ev.failed >= ev.total and ev.compared >= ev.to_compare
            if self._first_progress is None:
                self._first_progress = (ev.t, ev.done, ev.done + ev.failed, ev.bytes_in)
            self._count(ev)   # (the rate's start: below, said or not)
            if not self._progress_due(final):
                return
            # The rate starts at the last count before this run's work showed: the count
            # as converting begins, the workers running, where the end line's speed is
            # measured from (from the process's start, the sample's last line read 43.0
            # images/s above the end line's 89.6: engine.run.pipeline). A --resume's first
            # count, the shards it kept, which this run did not convert (counted, it showed
            # 1,300 images/s for 780), comes before its workers start: measured from it, a
            # recorded resume's last line read 423.5 images/s below the end line's 450.4
            # It ends at the count at which the work last showed (the span's), the summary's
            # convert_s too, and both say it by one rounding (per_second): measured apart,
            # the last line read 89.6 images/s above the end line's 89.5
            assert self._span.first is not None   # (_count just gave it one)
            t0, done0, seen0, read0 = self._span.first
            seen = ev.done + ev.failed
            t = ev.t if self._span.last is None else self._span.last[0]
            seconds, rate = per_second(ev.done - done0, t - t0)
            left = ev.total - seen
            eta = f"{left / rate:,.0f} s left" if rate > 0 and left > 0 else ""
            # cut, never rounded, as the window's bar says it (gui percent_text): "803/804
            # (100%)" before the last image, and 46% beside the window's 45.7%
            pct = int(100 * min(1.0, seen / ev.total) + 1e-9) if ev.total else 100
            # No rate before this run has read an image: while the workers start, a
            # --resume said "368/804 (46%)  0.0 images/s  0.0 MB/s" (and a run "0/804")
            speed = (f"{rate:,.1f} images/s  {(ev.bytes_in - read0) / 1e6 / seconds:,.1f}"
                     " MB/s  ") if seen > seen0 and seconds > 0 else \
                ("" if final else "starting  ")
            text = (f"{seen:,}/{ev.total:,} ({pct}%)  {speed}skipped {ev.failed:,}"
                    f"  {eta}")
            if ev.to_compare:   # every image is written (engine.run.duplicates)
                text = (f"looking for copied images: {ev.compared:,} of {ev.to_compare:,} "
                        "files compared")
            line = self._progress_line(text)
        elif isinstance(ev, (protocol.KeptCheck, protocol.VerdictCheck)):
            # a --resume reading its kept shards again, then an older engine's kept files
            # (minutes of a large dataset, said nothing): as it starts, goes and is done
            if not self._progress_due(final=ev.checked in (0, ev.total)):
                return
            line = self._progress_line(event_text.kept_check(
                ev.checked, ev.total, isinstance(ev, protocol.VerdictCheck)))
        elif isinstance(ev, protocol.VerifyProgress):
            if not self._progress_due():
                return
            line = self._progress_line(f"verifying: {ev.checked:,} of "
                                       f"{counted(ev.total, 'record')} checked")
        elif isinstance(ev, protocol.ScanProgress):   # (with files it ignored)
            self._found = (ev.found, ev.finished)
            names = ", ".join(ev.ignored[:5]) + (", ..." if len(ev.ignored) > 5 else "")
            what = plural(len(ev.ignored), "is not an image", "are not images")
            line = (f"ignored {counted(len(ev.ignored), 'file')} beside the class folders "
                    f"that {what}: {names}")
        elif isinstance(ev, protocol.ItemFailed):
            line = f"skipped {printable(ev.path)}: {printable(ev.reason)}"
        elif isinstance(ev, protocol.ItemsRequeued):
            line = event_text.requeued(ev)
        elif isinstance(ev, protocol.Plan):
            # a folder's or a table's entries are files, read as images only when converted
            # (a notes.txt among them is skipped then), as the run log and the window count
            # them; it said "3,006 images" where they said "3,006 files"
            unit = "file" if ev.task == "classification" else "image"
            line = (f"{counted(ev.total, unit)}, {counted(len(ev.labels), 'class', 'classes')}"
                    " -> " + ", ".join(f"{k}: {counted(v, unit)} in "
                                       f"{counted(ev.shards.get(k, 0), 'shard')}"
                                for k, v in ev.splits.items()))
            if ev.task != "classification":
                from engine.sources.report import plan_lines
                found = ev.annotations.to_json() if ev.annotations is not None else {}
                line = "\n".join([line, *plan_lines(ev.task, found)])
        elif isinstance(ev, protocol.ClusterStarted):
            line = event_text.cluster_started(ev)
        elif isinstance(ev, protocol.ShardWritten):
            line = (f"wrote {printable(ev.path)} ({counted(ev.records, 'record')}, "
                    f"{size_text(ev.bytes)})")
        elif isinstance(ev, protocol.RunFinished) and isinstance(ev.summary,
                                                                 protocol.VerifySummary):
            # a cancelled check was already said by its verify_result line
            line = None if ev.status != "ok" else event_text.verified(ev.summary)
        elif isinstance(ev, protocol.RunFinished) and isinstance(ev.summary,
                                                                 protocol.ConvertSummary):
            s = ev.summary
            line = f"{ev.status}: {event_text.convert_summary(s)}"
            if s.verified == "cancelled":
                line += "\n" + _check_cancelled_line(self._check_cancelled, s.out)
            if how := event_text.how_to_load(s.out):   # (the last line of a convert)
                line += "\n" + how
            if ev.status == "cancelled":   # (what to do next, as "how to load it" is)
                line += "\nto finish it, run the same command again with --resume"
        elif isinstance(ev, protocol.RunFinished):
            line = None  # tune: its recommendation line said it
        elif isinstance(ev, protocol.RunFailed):
            line = f"error: {printable(ev.message, keep_newlines=True)}"
        elif isinstance(ev, protocol.SweepPoint):
            line = event_text.sweep_point(ev)
        elif isinstance(ev, protocol.SweepRound):
            line = event_text.sweep_round(ev)
        elif isinstance(ev, protocol.Recommendation):
            line = event_text.recommendation(ev)
        elif isinstance(ev, protocol.VerifyResult) and ev.cancelled and \
                self._command == "convert":
            # said after the "ok:" line: the conversion finished, only its check was stopped
            self._check_cancelled = ev
        elif isinstance(ev, protocol.VerifyResult) and ev.cancelled:
            line = (f"verify: cancelled after {counted(ev.checked, 'record')}; the files are "
                    "not verified")
        elif isinstance(ev, protocol.VerifyResult) and ev.ok and self._command == "verify":
            line = None   # said once, by run_finished: "verified 304 records in OUT (...)"
        elif isinstance(ev, protocol.VerifyResult):
            line = ("verify: OK" if ev.ok else "verify: FAILED")
            if ev.reader:
                line += f" ({protocol.READER_TITLES.get(ev.reader, ev.reader)})"
            line += f", {counted(ev.checked, 'record')}"
            for p in ev.problems:
                line += f"\n  - {printable(p)}"
        if line is not None:
            if self._tty:  # clear the progress line, whichever stream the text goes to
                self.stream.write("\r" + " " * 100 + "\r")
                self.stream.flush()
            out = self.err_stream if to_err else self.stream
            out.write(line + "\n")
            out.flush()


def _check_cancelled_line(result: protocol.VerifyResult | None, out: str) -> str:
    """What `convert --verify` says below its "ok:" line when the check was cancelled: the
    dataset is complete, only the check stopped, and the command that checks it later."""
    import shlex

    after = f" after {counted(result.checked, 'record')}" if result is not None else ""
    return (f"verify: cancelled{after}; the conversion is finished, only its check was "
            f"stopped, so the files are not verified. To check them later, run: "
            f"{program_name()} verify {shlex.quote(printable(out))}")


#: event type -> (English text, its code, the code's parameters): the attribute names
_CODED_TEXT = {"item_failed": ("reason", "code", "params"),
               "run_failed": ("message", "code", "params"),
               "recommendation": ("reason", "code", "params"),
               "cluster_started": ("note", "note_code", "note_params")}


def _add_code(event: protocol.Event) -> None:
    """Attach the stable code of the event's English sentence (of each of verify_result's
    problems), so the window can translate it (engine.reason_codes); the sentence itself is
    left as it is."""
    if isinstance(event, protocol.VerifyResult) and not event.problem_codes:
        from engine.reason_codes import code_pair
        event.problem_codes = [code_pair(p) for p in event.problems]
        return
    spec = _CODED_TEXT.get(event.type)
    if spec is None:
        return
    attr, code_attr, params_attr = spec
    if not getattr(event, code_attr):
        from engine.reason_codes import describe
        code, params = describe(getattr(event, attr))
        setattr(event, code_attr, code)
        setattr(event, params_attr, params)


class _StderrHandler(logging.Handler):
    """Writes engine log records to whatever sys.stderr is at the time (the run log tees
    it, engine.run.runlog), as "note: ..." (info), "warning: ..." or "error: ..."."""

    PREFIX = {logging.INFO: "note", logging.WARNING: "warning", logging.ERROR: "error",
              logging.CRITICAL: "error"}

    def emit(self, record: logging.LogRecord) -> None:
        try:
            prefix = self.PREFIX.get(record.levelno, record.levelname.lower())
            sys.stderr.write(f"{prefix}: {record.getMessage()}\n")
            sys.stderr.flush()
        except Exception:  # noqa: BLE001 - logging must never end a run (as logging does)
            self.handleError(record)


def configure_logging() -> None:
    """Show the engine's log records (library modules log through `logging`) on stderr,
    where the window and people read them; once per process."""
    log = logging.getLogger("engine")
    if not any(isinstance(h, _StderrHandler) for h in log.handlers):
        log.addHandler(_StderrHandler())
        log.setLevel(logging.INFO)
        log.propagate = False   # a host application's root handlers would say it twice
