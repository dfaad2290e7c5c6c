"""Reading the per-run log (``OUT/tfrecord-studio.log``, written by engine.run.runlog) back
as the parts of one output's story: a run, then each --resume that continued it, each
with when it started, the files it skipped and why, what it wrote on stderr, and how it
ended (finished, cancelled, failed, or nothing: killed, crashed, the power went).

The log's shapes are defined here and written by engine.run.runlog, so the reader and the
writer cannot drift apart. Standard library only and no other engine import, so the
window may import it (like engine.output_state): after a Resume its Log tab tells the
earlier parts, which it may not have seen (another session, the command line).

A log can be long (every skipped file, a traceback, TensorFlow's start-up): only its last
``max_bytes`` are read, and the story says how much was left out.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

#: The line that opens each run's section of the log, then HEADER and "command: ...".
RULE = "=" * 78
HEADER = "TFRecord Studio {version}: {command} started {when}"
_HEADER = re.compile(r"^TFRecord Studio (?P<version>\S+): (?P<command>\w+) started (?P<when>\S+)$")
#: An event's line: "[    12.34 s] what"
_EVENT = re.compile(r"^\[\s*[\d.]+ s\] (?P<what>.*)$")
_SKIPPED = re.compile(r"^skipped \((?P<stage>[^)]*)\) (?P<rest>.*)$")
_FAILED = re.compile(r"^FAILED \(exit code (?P<code>-?\d+)\): (?P<message>.*)$")
#: A --cluster run's line as it starts (engine.event_text.cluster_started writes it)
_CLUSTER = re.compile(r"^(?:Local Dask cluster in this process|Dask cluster at (?P<address>.+))"
                      r": (?P<n>[\d,]+) workers?, (?P<threads>[\d,]+) threads?$")
#: The line under "finished:" that says a --cluster run's workers (cluster_workers)
WORKERS_HEAD = "workers: "
#: The counts of the summary after "finished: STATUS" that the story tells (the
#: ConvertSummary's fields), and how the log says them, in one line under "finished:
#: STATUS": each count's words (counts_line writes it, read_counts reads it). Logs of
#: engines up to 0.3.7 wrote the whole summary as "  written: 801" lines, which are still
#: read.
COUNT_WORDS = {"written": "written", "failed": "skipped", "total": "planned",
               "kept": "kept from earlier parts", "unfinished": "in unfinished shards"}
COUNTS = tuple(COUNT_WORDS)
COUNTS_HEAD = "images: "
#: What is read of a long log by default: its last 1 MiB (~6,000 skipped files).
MAX_BYTES = 1 << 20
#: A longer line (a how-to-load summary, a pasted traceback) is cut to this many characters.
MAX_LINE = 2000


@dataclass
class Part:
    """One run's section of the log. ``lines``: (kind, fields) in the order written: kind
    "skipped" (stage, "path: reason", which split_path splits), "stderr" (text,), "failed"
    (exit code, message) or "verify" (text,). ``end``: "ok", "cancelled", "failed", or ""
    when the log stops without an end (the engine was killed, crashed, or still runs).
    ``counts``: the end's summary counts (COUNTS). ``started``: ISO 8601 with its offset;
    "" when the part's start was in what was not read. A --cluster part's workers:
    ``workers``, the line its end says them in (cluster_workers' English), and
    ``cluster``, those connected as it started ({"address": "" for local:N, "workers",
    "threads"}), for a part that ended without a summary."""

    command: str = ""
    started: str = ""
    argv: str = ""
    resumed: bool = False
    lines: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    end: str = ""
    counts: dict[str, int] = field(default_factory=dict)
    workers: str = ""
    cluster: dict[str, Any] = field(default_factory=dict)


@dataclass
class Story:
    """The parts of an output's run log, oldest first, from the last run that was not a
    --resume (an --overwrite starts a new log). ``cut``: bytes at the start of the file that
    were not read."""

    parts: list[Part]
    cut: int = 0
    path: str = ""


def read_story(path: str, max_bytes: int = MAX_BYTES) -> Story | None:
    """The story in the run log at ``path`` (None when there is none or it cannot be read)."""
    try:
        with open(path, "rb") as f:
            size = f.seek(0, os.SEEK_END)
            start = max(0, size - max_bytes)
            f.seek(start)
            data = f.read(size - start)
    except OSError:
        return None
    if start:   # begin at a whole line
        nl = data.find(b"\n")
        start, data = (start + nl + 1, data[nl + 1:]) if nl >= 0 else (size, b"")
    text = data.decode("utf-8", errors="replace")
    return Story(parse(text.splitlines()), cut=start, path=path)


def parse(lines: list[str]) -> list[Part]:
    """The parts of the log ``lines``, from the last run that was not a --resume."""
    parts: list[Part] = []
    part: Part | None = None
    after_rule = in_summary = False
    for raw in lines:
        line = raw if len(raw) <= MAX_LINE else raw[:MAX_LINE] + "…"
        if line == RULE:
            after_rule = True
            continue
        head = _HEADER.match(line) if after_rule else None
        after_rule = False
        if head:
            part = Part(command=head["command"], started=head["when"])
            parts.append(part)
            in_summary = False
            continue
        if part is None:   # the start of the first part was not read
            part = Part()
            parts.append(part)
        if line.startswith("command: ") and not part.argv:
            part.argv = line[len("command: "):]
            part.resumed = "--resume" in part.argv.split()
            continue
        if line.startswith("stderr: "):
            part.lines.append(("stderr", (line[len("stderr: "):],)))
            continue
        event = _EVENT.match(line)
        if event is None:
            continue   # the header's other lines, an internal error's traceback (on stderr too)
        what = event["what"]
        if in_summary and what.startswith("  "):
            key, _, value = what.strip().partition(": ")
            if key in COUNTS and value.isdigit():   # (an older log's summary)
                part.counts[key] = int(value)
            elif what.strip().startswith(COUNTS_HEAD):
                part.counts.update(read_counts(what.strip()))
            elif what.strip().startswith(WORKERS_HEAD) and not value.isdigit():
                part.workers = what.strip()
            continue
        in_summary = False
        _event(part, what)
        in_summary = what.startswith("finished: ")
    fresh = [i for i, p in enumerate(parts) if p.command == "convert" and not p.resumed]
    return parts[fresh[-1]:] if fresh else parts


def counts_line(counts: dict[str, int]) -> str:
    """The summary's COUNTS as the log says them: "images: 801 written, 3 skipped, 804
    planned, 367 kept from earlier parts, 0 in unfinished shards"."""
    return COUNTS_HEAD + ", ".join(f"{int(counts.get(key, 0)):,} {words}"
                                   for key, words in COUNT_WORDS.items())


def cluster_workers(workers: object, cluster: object) -> tuple[str, dict] | None:
    """(code, params) of the line that says a --cluster run's workers (its summary's, as
    its manifest's: engine.run.cluster_record), "workers: 2 on the cluster (local Dask
    cluster)": the log writes its English under "finished:", the window's Log tab its
    translation (engine.reason_catalogue_log). None for a local run (no ``cluster``)."""
    if not isinstance(cluster, dict) or not isinstance(workers, int) or \
            isinstance(workers, bool) or workers <= 0:
        return None
    kind = cluster.get("kind")
    address = cluster.get("address")
    if kind == "address" and isinstance(address, str) and address:
        return "log.cluster_workers_address", {"n": workers, "address": address}
    if kind == "jobqueue":
        return "log.cluster_workers_jobqueue", {"n": workers}
    return "log.cluster_workers_local", {"n": workers}


def read_counts(line: str) -> dict[str, int]:
    """The counts of a :func:`counts_line` ({} of any other line)."""
    if not line.startswith(COUNTS_HEAD):
        return {}
    keys = {words: key for key, words in COUNT_WORDS.items()}
    out = {}
    for item in line[len(COUNTS_HEAD):].split(", "):
        n, _, words = item.partition(" ")
        if words in keys and n.replace(",", "").isdigit():
            out[keys[words]] = int(n.replace(",", ""))
    return out


def _event(part: Part, what: str) -> None:
    skipped = _SKIPPED.match(what)
    failed = _FAILED.match(what)
    if skipped:
        part.lines.append(("skipped", (skipped["stage"], skipped["rest"])))
    elif failed:
        part.lines.append(("failed", (failed["code"], failed["message"])))
        part.end = "failed"
    elif what.startswith("finished: "):
        part.end = what[len("finished: "):].strip()
    elif what.startswith("verify: ") or what.startswith("  - "):
        part.lines.append(("verify", (what.strip(),)))
    elif (started := _CLUSTER.match(what)) is not None:
        part.cluster = {"address": started["address"] or "",
                        "workers": int(started["n"].replace(",", "")),
                        "threads": int(started["threads"].replace(",", ""))}


def split_path(rest: str, fits: Callable[[str], int] | None = None) -> tuple[str, str]:
    """("path", "reason") of a skipped line's "path: reason". Both may hold ": " (a file
    name on Linux; a reason quoting its library's message, or the path again): the reason
    is the first tail after a ": " that ``fits`` scores 2 (a reason), else the first it
    scores highest (1: maybe one), else the tail after the first ": "."""
    cuts = [m.start() for m in re.finditer(": ", rest)]
    if not cuts:
        return rest, ""
    best, score = cuts[0], 0
    if fits is None:
        return rest[:best], rest[best + 2:]
    for cut in cuts:
        got = fits(rest[cut + 2:])
        if got > score:
            best, score = cut, got
        if score >= 2:   # (most lines: their first tail; a sentence is described once)
            break
    return rest[:best], rest[best + 2:]
