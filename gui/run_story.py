"""The earlier parts of a resumed run, for the Log tab: what the output folder's run log
(engine.runlog_parts) says of the run and of each Resume before this one, each under a
heading with when it started and how it ended, in the window's language. The Log tab
showed only the resumed part: the first part's skipped files and its cancel were gone
from the window, though its shards were in the output.

The log comes from disk: the same whether the earlier part ran in this window, in an
earlier session or on the command line. What is read and shown is capped (a log can be
long: every skipped file, a traceback): the lines say what they leave out, and the Log
tab's "Open full log" shows all of it."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys

from PySide6.QtCore import QCoreApplication, QDateTime

from engine import protocol, runlog_parts
from engine.reason_codes import describe, render
from gui import engine_text
from gui.dialogs import local_date
from gui.engine_launch import display_command
from gui.i18n import date_time, number, plural, sentences
from gui.job import absolute_path
from gui.run_controller import cluster_started_line
from gui.scan_result import UNUSABLE
from gui.units import format_bytes
from gui.widgets.summary_text import duration_text
from gui.widgets.summary_time import summary_times, total_of

#: Lines of the earlier parts shown at most, all parts together (the Log tab keeps its
#: last gui.widgets.log_view.MAX_LINES lines: the resumed run's own need room below).
MAX_LINES = 1000
#: Parts shown at most (the latest); a part keeps at least this many lines.
MAX_PARTS = 30
PART_LINES = 40
#: Of a part cut short, its last lines are kept too (how it ended: "stopping...").
TAIL = 5


def tr(text: str) -> str:
    return QCoreApplication.translate("RunStory", text)


def heading(text: str) -> str:
    """A part's heading line: it stands out between the parts' lines."""
    return f"──── {text} ────"


def this_run_heading(now: QDateTime | None = None) -> str:
    """The heading above the resumed run that starts now."""
    when = date_time(now or QDateTime.currentDateTime())
    return heading(tr("This run: resumed {time}.").format(time=when))


#: What the window adds to the command it runs: the engine reports to it in event lines.
_JSONL = re.compile(r"(?<!\S)(--events(?:=|\s+))jsonl(?!\S)")


def command_lines(command: str) -> list[str]:
    """The Log tab's lines for a run's ``command``: the line Copy command copies, to run in
    a terminal (with "--events text"), then a note that the window runs it with
    "--events jsonl" (the full log's "command:" says so)."""
    return [tr("$ {cmd}").format(cmd=command), tr(
        "(The command to run this yourself, as Copy command copies it. The window runs "
        "it with “--events jsonl” instead of “--events text”: it reports its progress "
        "to the window.)")]


def logged_command(argv: str) -> list[str]:
    """An earlier part's command line from its log, shown as the window shows its own
    run's (command_lines): the log has what ran, "--events jsonl" from the window and the
    engine as Python started it; the resumed run below showed "--events text" and the
    program Copy command names. A part run in a terminal ("--events text") is shown as
    it was typed."""
    shown, swapped = _JSONL.subn(r"\1text", argv)
    if not swapped:
        return [tr("$ {cmd}").format(cmd=argv)]
    engine = _joined([sys.executable, "-m", "engine"])   # (engine.run.runlog.command_line)
    if shown.startswith(engine + " "):
        shown = _joined(display_command()) + shown[len(engine):]
    return command_lines(shown)


def _joined(words: list[str]) -> str:
    return subprocess.list2cmdline(words) if os.name == "nt" else shlex.join(words)


def earlier_lines(out: str, max_bytes: int = runlog_parts.MAX_BYTES) -> list[str]:
    """The earlier parts of the run in output folder ``out``, from its run log, as Log tab
    lines ([] when it has no log)."""
    path = os.path.join(absolute_path(out), protocol.RUN_LOG)
    story = runlog_parts.read_story(path, max_bytes)
    if story is None or not story.parts:
        return []
    lines = [tr("What the earlier parts of this run did, from its log ({path}):").format(
        path=path)]
    if story.cut:
        lines.append(tr("The log is long: its first {size} are not shown here (Open full log "
                        "shows all of it).").format(size=format_bytes(story.cut)))
    parts = story.parts
    if len(parts) > MAX_PARTS:
        left = len(parts) - MAX_PARTS
        lines.append(plural(left, tr("{n} earlier part is not shown here."),
                            tr("{n} earlier parts are not shown here.")).format(n=number(left)))
        parts = parts[-MAX_PARTS:]
    seen: set[str] = set()
    words = _Sentences()
    items = [_items(p, seen, words) for p in parts]
    limit = max(PART_LINES, MAX_LINES // len(parts))
    for part, body in zip(parts, items, strict=True):
        lines += ["", heading(sentences(_started(part), _ended(part)))]   # (set apart)
        lines.extend(words.line(item) for item in _capped(body, limit))
    return lines


def _started(part: runlog_parts.Part) -> str:
    if not part.started:
        return tr("This part started before what is shown of the log.")
    when = local_date(part.started)
    if part.command == "verify":
        return tr("Check started {time}.").format(time=when)
    return (tr("Resumed {time}.") if part.resumed else tr("Started {time}.")).format(time=when)


def _ended(part: runlog_parts.Part) -> str:
    return {"ok": tr("Finished."), "cancelled": tr("Cancelled."),
            "failed": tr("Stopped with an error.")}.get(
        part.end, tr("Interrupted.") if not part.end else part.end)


def _items(part: runlog_parts.Part, seen: set[str], words: _Sentences) -> list:
    """A part's lines: said by the window (str), or the log's (kind, fields), told only
    if shown (gui.engine_text reads a sentence in ~2 ms). A Resume lists again the skipped
    files of the shards it keeps: a line of an earlier part is not listed again."""
    out: list = logged_command(part.argv) if part.argv else []
    # the engine says why it failed twice in the log, as its end ("FAILED ...: why") and on
    # stderr ("error: why"): the Log tab told the sentence twice, as "Failed:" and "Error:"
    ended = {"error: " + fields[1] for kind, fields in part.lines if kind == "failed"}
    for kind, fields in part.lines:
        if kind == "stderr" and fields[0] in ended:
            continue
        if kind == "skipped":
            if fields[1] in seen:
                continue
            seen.add(fields[1])
        out.append((kind, fields))
    return out + _end_lines(part, words)


class _Sentences:
    """The log's lines in the window's language; each of the engine's sentences read once
    (the skipped files of a run share a few reasons)."""

    def __init__(self) -> None:
        self._described: dict[str, tuple[str, dict]] = {}
        self._said: dict[str, str] = {}

    def line(self, item) -> str:
        if isinstance(item, str):
            return item
        kind, fields = item
        if kind == "skipped":
            path, reason = runlog_parts.split_path(fields[1], self.fits)
            return tr("Skipped {path}: {reason}").format(path=path, reason=self.said(reason))
        if kind == "stderr":
            return engine_text.log_line(fields[0])
        if kind == "failed":
            return tr("Failed: {message}").format(message=self.said(fields[1]))
        return fields[0]

    def described(self, sentence: str) -> tuple[str, dict]:
        if sentence not in self._described:
            self._described[sentence] = describe(sentence)
        return self._described[sentence]

    def said(self, sentence: str) -> str:
        if sentence not in self._said:
            self._said[sentence] = engine_text.text(*self.described(sentence), sentence)
        return self._said[sentence]

    def unusable(self, part: runlog_parts.Part) -> int:
        """The images ``part``'s scan set aside for their annotations (UNUSABLE)."""
        return sum(1 for kind, fields in part.lines if kind == "skipped" and
                   fields[0] == "scan" and self.described(
                       runlog_parts.split_path(fields[1], self.fits)[1])[0] in UNUSABLE)

    def fits(self, reason: str) -> int:
        """How well ``reason`` reads as one of the engine's sentences: 2; 1 when a value in
        it holds ": " (the tail of a file name with ": " in it reads as a sentence whose
        first value holds the rest of the name); 0 when it is none."""
        code, params = self.described(reason)
        if not code:
            return 0
        return 1 if any(": " in v for v in params.values() if isinstance(v, str)) else 2


def _end_lines(part: runlog_parts.Part, words: _Sentences) -> list[str]:
    """How the part ended, what it wrote and skipped (_counts), and a --cluster part's
    workers, as this run's end says them (cluster_line; the earlier parts said none): those
    its end counted, else those connected as it started (it ended without a summary)."""
    said = _counts(part, words)
    if part.workers:
        said.append(words.said(part.workers))
    elif part.cluster:
        c = part.cluster
        said.append(cluster_started_line(c["address"], c["workers"], c["threads"]))
    return said


def _counts(part: runlog_parts.Part, words: _Sentences) -> list[str]:
    """How the part ended, and what it wrote and skipped: the images its scan set aside
    for their annotations (gui.scan_result.UNUSABLE) among those skipped, as the Summary
    and the header count them (its "failed" are those that failed to convert)."""
    if not part.end:
        return [tr("The log stops here: the engine was stopped before it could finish (the "
                   "window or the computer was closed, or the engine was killed).")]
    counts = part.counts
    if "written" not in counts or part.command == "verify":
        return []
    written, failed = counts["written"], counts.get("failed", 0) + words.unusable(part)
    said = plural(written, tr("By then {n} image was written."),
                  tr("By then {n} images were written.")).format(n=number(written))
    if failed:
        said = sentences(said, plural(failed, tr("{n} image was skipped."),
                                      tr("{n} images were skipped.")).format(n=number(failed)))
    return [said]


def end_counts(summary: protocol.ConvertSummary | None, cancelled: bool = False,
               with_check: float | None = None, files: bool = False,
               skipped: int | None = None, stopped: tuple[int, int] | None = None) -> str:
    """The Log tab's line under a run's end ("Finished."): its counts and time, in the
    window's language. The tab held the command and "Finished." and not a number: the
    counts were in the full log only, in English. ``with_check``: the run's time with the
    check after it, when there was one (the Summary's Total time then counts it, as the
    elapsed time above the tabs does: the tab said "the run took 0.85 s" under
    "Verifying…" beside a Total time of 4.26 s and "elapsed 0:04"). ``files``: the
    source's files are not all images, so the skipped are files, as the progress line
    counts them (gui.window_layout's count_files: the tab said "6 images were skipped" of a
    folder whose scan said "3 are not images"). ``skipped``: the Summary's count of the
    skipped (gui.widgets.summary_text.skipped_count, with the images the scan set aside
    for their annotations: the tab said "1 image was skipped" beside "Skipped: 2"); else
    the summary's failed. ``stopped``: the check was stopped by the user after so many
    records (gui.widgets.summary_time.stopped_check), as the Summary's Total time says."""
    if summary is None:
        return ""
    written, kept = summary.written, summary.kept
    failed = summary.failed if skipped is None else skipped
    said = [(plural(written, tr("By then {n} image was written."),
                    tr("By then {n} images were written.")) if cancelled else
             plural(written, tr("{n} image was written."), tr("{n} images were written."))
             ).format(n=number(written))]
    if kept:   # a Resume: converted by the earlier parts
        said.append(plural(kept, tr("{n} of them was kept from the earlier parts of the run."),
                           tr("{n} of them were kept from the earlier parts of the run.")
                           ).format(n=number(kept)))
    if files:
        said.append(plural(failed, tr("{n} file was skipped."), tr("{n} files were skipped.")
                           ).format(n=number(failed)) if failed else tr("No file was skipped."))
    else:
        said.append(plural(failed, tr("{n} image was skipped."), tr("{n} images were skipped.")
                           ).format(n=number(failed)) if failed else tr("No image was skipped."))
    # the Summary's Conversion time, and its Total time when that says more
    times = summary_times(summary)
    said.append(tr("The conversion took {time}.").format(time=duration_text(times.seconds)))
    total = total_of(times, with_check, stopped)
    if total is not None:
        words = {"reading": tr("With the reading of the source before it, the run took "
                               "{time}."),
                 "reading+check": tr("With the reading of the source before it and the check "
                                     "after it, the run took {time}."),
                 "check": tr("With the check after it, the run took {time}.")}[total.kind]
        said.append(words.format(time=duration_text(total.seconds)))
        if total.stopped is not None:   # ("with the check after it" of 0 of 24 checked)
            n, of = total.stopped
            said.append((plural(of, tr("The check was stopped after {n} of {total} record."),
                                tr("The check was stopped after {n} of {total} records."))
                         if n else tr("The check was stopped before any record was checked.")
                         ).format(n=number(n), total=number(of)))
    return sentences(*said)


def cluster_line(summary: protocol.ConvertSummary | None) -> str:
    """The Log tab's line of a --cluster run's workers, "workers: 2 on the cluster (local
    Dask cluster)", in the window's language: the run log's line (engine.runlog_parts);
    "" for a local run. The tab said only the workers connected at the start."""
    said = runlog_parts.cluster_workers(summary.workers, summary.cluster) \
        if summary is not None else None
    if said is None:
        return ""
    return engine_text.text(said[0], said[1], render(*said))


def _capped(body: list, limit: int) -> list:
    if len(body) <= limit:
        return body
    left = len(body) - limit + 1
    gap = plural(left, tr("… {n} more line of this part is not shown here (Open full log "
                          "shows it) …"),
                 tr("… {n} more lines of this part are not shown here (Open full log shows "
                    "them) …")).format(n=number(left))
    return body[:limit - 1 - TAIL] + [gap] + body[-TAIL:]

