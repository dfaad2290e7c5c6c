"""The engine -> GUI wire protocol: versioned JSON-lines events.

Standard library only: the GUI imports this module (and the few others
tests/test_boundaries.py names). It is one module because it is one contract: the event
table below and every event's dataclass are read together by whoever writes a consumer,
and a change to one must be seen beside the others (DESIGN §4). The typed parts inside
the events (summaries, plan annotations) and the events' base are engine.protocol_parts,
the events of tune, verify and --cluster engine.protocol_commands: named here too.

Framing
-------
stdout carries protocol lines only: one UTF-8 JSON object per line, flushed after each
line. Logs and tracebacks go to stderr. stdin accepts ``cancel`` lines.

Every event carries ``v`` (protocol version), ``type``, ``seq`` (0, 1, 2, ... per run) and
``t`` (seconds since the engine started). Counters are cumulative (done, failed, bytes) so a
dropped or throttled line never distorts a rate: the consumer differentiates.

Event table
-----------
================  =====================================================================
type              fields
================  =====================================================================
run_started       engine_version, command, source, out, workers, options (dict)
scan_progress     found (images so far), rejected (so far), finished (bool), ignored
                  (on the finished event: side files at the top of a class-folder source,
                  e.g. labels.csv, README.md; neither converted nor counted as skipped)
plan              total, splits ({split: count}), shards ({split: n}), labels (list),
                  records_per_shard, task (classification | detection | segmentation |
                  multilabel), annotations (PlanAnnotations for annotated sources:
                  objects_per_class, objects, unannotated_images, emptied_images,
                  object_problems {reason: count}; {} for classification),
                  source_splits ({split: images} the source gives itself; {} if none)
progress          done, failed, total, bytes_in, bytes_out (cumulative; bytes_out: of the
                  complete shards), bytes_written (bytes on disk so far, unfinished shards
                  included), bytes_kept (of those, the bytes a --resume kept: its kept
                  shards and the kept records of the unfinished ones it continues; MB/s
                  written follows bytes_written - bytes_kept), compared of to_compare (files that
                  may be copies, compared after the last shard: engine.run.duplicates)
batch_written     shard (file name), records, bytes, write_seconds (time the parent
                  spent in write() for this batch: the per-batch write time)
worker_stats      busy (list of per-worker busy fractions 0..1 over the last interval),
                  writer_busy (parent writer busy fraction), interval (seconds),
                  bottleneck ("decoding" | "storing" | "writing" | "reading" | "";
                  "storing": --format original's, whose files are stored, not decoded;
                  since 0.3.9, before which such a run said "decoding"),
                  hosts (--cluster runs: the worker's host for each busy entry; empty for
                  local runs), workers (--cluster runs: each busy entry's Dask worker;
                  "" while not yet known; empty for local runs)
shard_written     path, split, index, count (shards in split), records, bytes, sha256
item_failed       path, reason (one human line), stage ("scan" | "decode" | ...)
items_requeued    shard, paths: item_failed paths no longer skipped (a cancel removed
                  their unfinished shard; --resume tries them again)
run_finished      status ("ok" | "cancelled"), summary (a JSON object; typed here as
                  ConvertSummary, VerifySummary or TuneSummary, told apart by its
                  ``command`` key; a convert summary has how_to_load: [{id, title, code,
                  note}] from engine.records.loading and duplicates, duplicates_across_splits,
                  duplicates_other_label (byte-identical copies, duplicates.csv) when ok;
                  convert_seconds, convert_images_per_s: the conversion's own (0.3.7);
                  a --cluster run's workers (the cluster's that converted) and cluster
                  ({kind, threads[, address]}), as its manifest's (0.3.8; none otherwise))
run_failed        message, exit_code
sweep_point       workers, trial, images_per_s, mb_per_s, writer_busy, worker_busy,
                  extra (an automatic repeat because the spread was too wide to decide),
                  separating (an extra round's worker counts, measured again)
sweep_round       trial, workers (counts), reason ("spread"): tune adds an extra round,
                  sent before its first sweep_point (0.3.10; older engines send none)
recommendation    workers, images_per_s, estimated_seconds, reason, bottleneck,
                  tied (worker counts equally fast within measurement noise),
                  decided (False: the trials still varied too much at the time limit)
cluster_started   address (Dask scheduler), workers ([{name, threads, memory (bytes)}]),
                  note (e.g. fewer shards than worker threads, with a suggestion; or ""),
                  note_code, note_params (the note's code, for the window to translate it)
kept_check        checked (shards checked so far), total (shards to check), shard (the one
                  being read; "" once all are): a --resume reading the shards it keeps again
                  (size and sha256: seconds to minutes for a large dataset), between its
                  plan and its first progress; one as it starts (checked 0), at most ~10 a
                  second, and one when done (checked == total); none when it keeps none
verdict_check     checked, total: a --resume of an older engine's run looking at the files of
                  the shards it keeps (their verdicts: engine.run.resume_verdicts), after
                  kept_check; as kept_check is sent (0.3.10; none when that run is this rule's)
verify_progress   checked (records verified so far, cumulative), total (records the
                  manifest lists), shard (file being read); from `verify` and `convert
                  --verify`, at most ~10 per second plus one per shard
verify_result     ok (bool), checked (records), problems (list of str), problem_codes
                  ([code, params] per problem), cancelled (bool: stopped by the user),
                  reader ("tensorflow" | "builtin"; "" when the manifest could not be
                  used), note (why auto did not take TensorFlow), seconds (the check's
                  time from its process's start, kept in its record; 0: not measured)
================  =====================================================================

Coded text: item_failed, run_failed and recommendation also carry ``code`` and ``params``,
the stable code of their English sentence (reason / message) and the values in it (see
engine.reason_codes; the emitter fills them in, and verify_result's problem_codes). The
window translates by code and shows the English when the code is "" or unknown to it. A
parameter may itself be a coded sentence ({code, params}: run.in_use's owner) or several
(code "list", joined by "; ": resume.source_changed's images added and removed, sent so
since 0.3.5, with their counts and names as params, as are the annotation files of
resume.annotations_changed[_more] in later builds of 0.3.5; before, those lists were
English text, which the window still reads).

The decoder never raises: an unknown ``type`` becomes :class:`UnknownEvent`, a non-JSON
line becomes :class:`LogLine`.

Typed parts
-----------
The objects inside events are dataclasses too (:class:`JsonPart`): run_finished's summary
(:class:`ConvertSummary`, :class:`VerifySummary`, :class:`TuneSummary`, or
:class:`UnknownSummary` for a command this side does not know) and plan's
:class:`PlanAnnotations`. Events built from plain dicts (recordings, decoded lines) turn
them into these types. Rules, the same as for events: keys a reader does not know are
ignored, a known key with a value of the wrong JSON type keeps its default, optional
fields that are None are not sent. Adding a field is compatible; changing the meaning of
one needs a new name. So is a new value of a field that names one of a few kinds (a
bottleneck, a failure's stage) when the others keep their meaning: a reader says nothing
of a value it does not know (the window shows no bottleneck banner for one; windows
before 0.3.9 said "nothing is saturated" of "storing"). ``v`` stays 1 while changes
follow these rules. Left as dicts on purpose: run_started.options (the command's own
options, named as on its command line), the ``params`` of coded text (their names are the
placeholders of each code's sentence, engine.reason_codes) and cluster_started.workers.

``inspect --json`` is a document, not an event stream; it carries ``schema_version``
(:data:`INSPECT_SCHEMA_VERSION`, engine.commands.inspect_merged).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from engine import output_state, protocol_commands, protocol_parts

# the exit codes (EXIT_OK ... EXIT_CANCELLED, EXIT_CODES), named here too: the GUI and the
# commands read them with the events
from engine.exit_codes import *  # noqa: F403

# The typed parts inside events (engine.protocol_parts), read as protocol.ConvertSummary etc.
JsonPart = protocol_parts.JsonPart
PlanAnnotations = protocol_parts.PlanAnnotations
Summary = protocol_parts.Summary
ConvertSummary = protocol_parts.ConvertSummary
VerifySummary = protocol_parts.VerifySummary
TuneSummary = protocol_parts.TuneSummary
UnknownSummary = protocol_parts.UnknownSummary
SUMMARY_TYPES = protocol_parts.SUMMARY_TYPES
summary_from_json = protocol_parts.summary_from_json

PROTOCOL_VERSION = protocol_parts.PROTOCOL_VERSION
Event = protocol_parts.Event
# the other commands' events (engine.protocol_commands), read as protocol.SweepPoint etc.
SweepPoint = protocol_commands.SweepPoint
SweepRound = protocol_commands.SweepRound
Recommendation = protocol_commands.Recommendation
VerifyProgress = protocol_commands.VerifyProgress
VerifyResult = protocol_commands.VerifyResult
READER_TITLES = protocol_commands.READER_TITLES
ClusterStarted = protocol_commands.ClusterStarted
VerdictCheck = protocol_commands.VerdictCheck
read_inspect_progress = protocol_commands.read_inspect_progress
#: ``schema_version`` of the ``inspect --json`` document (engine.commands.inspect_merged); a reader
#: that does not know the version says so instead of misreading the document.
INSPECT_SCHEMA_VERSION = 1


@dataclass
class RunStarted(Event):
    """A command began: what it runs on, with which options and how many workers."""

    type: ClassVar[str] = "run_started"
    engine_version: str = ""
    command: str = "convert"
    source: str = ""
    out: str = ""
    workers: int = 0
    options: dict[str, Any] = field(default_factory=dict)


@dataclass
class ScanProgress(Event):
    """Images found and rejected so far while the source is scanned."""

    type: ClassVar[str] = "scan_progress"
    found: int = 0
    rejected: int = 0
    finished: bool = False
    ignored: list[str] = field(default_factory=list)


@dataclass
class Plan(Event):
    """What will be written: records per split, shards per split, the labels and the task."""

    type: ClassVar[str] = "plan"
    total: int = 0
    splits: dict[str, int] = field(default_factory=dict)
    shards: dict[str, int] = field(default_factory=dict)
    labels: list[str] = field(default_factory=list)
    records_per_shard: int = 0
    #: classification | detection | segmentation | multilabel (engine.sources)
    task: str = "classification"
    #: annotated sources only (None, sent as {}, for classification)
    annotations: PlanAnnotations | None = None
    #: images per split the source itself gives them (a YOLO data.yaml, split folders, a
    #: table's split column), in the order met; {} when it gives none (--split divides all)
    source_splits: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # a plain dict (the scan's, a recording, a decoded line) becomes the typed part
        if isinstance(self.annotations, dict):
            self.annotations = PlanAnnotations.from_json(self.annotations) \
                if self.annotations else None

    def to_dict(self) -> dict[str, Any]:
        """The event's JSON object; a classification plan sends ``annotations: {}``."""
        d = super().to_dict()
        if self.annotations is None:
            d["annotations"] = {}   # what classification plans have always sent
        return d


@dataclass
class Progress(Event):
    """Images converted and failed so far, and the bytes read and written."""

    type: ClassVar[str] = "progress"
    done: int = 0
    failed: int = 0
    total: int = 0
    bytes_in: int = 0
    bytes_out: int = 0     # the complete shards' bytes (kept by --resume, or committed)
    bytes_written: int = 0  # bytes on disk so far: bytes_out and the unfinished shards'
    bytes_kept: int = 0    # of bytes_written, those a --resume kept (not converted by this run)
    compared: int = 0      # at the end of a complete run: files compared for copies so far
    to_compare: int = 0    # of the files whose size and CRC32C equal another's (0: none)


@dataclass
class BatchWritten(Event):
    """One batch of records appended to a shard, and how long the write took."""

    type: ClassVar[str] = "batch_written"
    shard: str = ""
    records: int = 0
    bytes: int = 0
    write_seconds: float = 0.0


@dataclass
class WorkerStats(Event):
    """How busy each worker and the writer were over the last interval."""

    type: ClassVar[str] = "worker_stats"
    busy: list[float] = field(default_factory=list)
    writer_busy: float = 0.0
    interval: float = 0.0
    bottleneck: str = ""
    hosts: list[str] = field(default_factory=list)   # cluster runs: host of each busy entry
    workers: list[str] = field(default_factory=list)  # ... its Dask worker ("": not yet known)


@dataclass
class ShardWritten(Event):
    """A shard committed under its final name, with its size and SHA-256."""

    type: ClassVar[str] = "shard_written"
    path: str = ""
    split: str = ""
    index: int = 0
    count: int = 0
    records: int = 0
    bytes: int = 0
    sha256: str = ""


@dataclass
class ItemFailed(Event):
    """One image that was skipped, with a human reason (and its reason code)."""

    type: ClassVar[str] = "item_failed"
    path: str = ""
    reason: str = ""
    stage: str = "decode"
    code: str = ""
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class ItemsRequeued(Event):
    """Cancel deleted the unfinished shard (it keeps it, engine.run.partial, unless closing
    it failed): these item_failed paths (from that shard) are no longer skipped; --resume
    tries them again. A reader removes them from its list."""

    type: ClassVar[str] = "items_requeued"
    shard: str = ""
    paths: list[str] = field(default_factory=list)


@dataclass
class RunFinished(Event):
    """The last event of a run that ended (ok, cancelled or with failures)."""

    type: ClassVar[str] = "run_finished"
    status: str = "ok"
    summary: Summary = field(default_factory=ConvertSummary)

    def __post_init__(self) -> None:
        # a plain dict (a recording, a decoded line) becomes its typed summary
        if not isinstance(self.summary, Summary):
            self.summary = summary_from_json(self.summary)


@dataclass
class RunFailed(Event):
    """The run could not go on; ``message`` says why and what to do."""

    type: ClassVar[str] = "run_failed"
    message: str = ""
    exit_code: int = 1
    code: str = ""
    params: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, e: Exception) -> RunFailed:
        """The run_failed of an error that ends a run (engine.errors.RunError, LockedError):
        its message and exit code, and its code and params when it has them as data (else
        the emitter finds them from the message)."""
        return cls(message=str(e), exit_code=getattr(e, "exit_code", 1),
                   code=getattr(e, "code", ""), params=dict(getattr(e, "params", {})))


@dataclass
class KeptCheck(Event):
    """--resume is checking the shards it keeps (size and sha256): ``checked`` of ``total``
    so far, ``shard`` the one it reads now ("" when done)."""

    type: ClassVar[str] = "kept_check"
    checked: int = 0
    total: int = 0
    shard: str = ""


@dataclass
class UnknownEvent:
    """A well-formed JSON event of a type this side does not know (newer engine)."""

    type: str
    data: dict[str, Any]


@dataclass
class LogLine:
    """A stdout line that is not a JSON object (should not happen; shown as log text)."""

    text: str


EVENT_TYPES: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (
        RunStarted, ScanProgress, Plan, Progress, BatchWritten, WorkerStats, ShardWritten,
        ItemFailed, ItemsRequeued, RunFinished, RunFailed, SweepPoint, SweepRound,
        Recommendation, VerifyProgress, VerifyResult, ClusterStarted, KeptCheck, VerdictCheck,
    )
}


def encode(event: Event) -> str:
    """One protocol line (without the trailing newline)."""
    text = json.dumps(event.to_dict(), ensure_ascii=False, separators=(",", ":"))
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # a file name that is not UTF-8 (see engine.sources.names)
            from engine.sources.names import displayable
            text = json.dumps(displayable(event.to_dict()), ensure_ascii=False,
                              separators=(",", ":"))
    return text


def decode(line: str | bytes) -> Event | UnknownEvent | LogLine:
    """Parse one line. Never raises."""
    if isinstance(line, bytes):
        line = line.decode("utf-8", errors="replace")
    text = line.strip()
    try:
        data = json.loads(text)
    except ValueError:
        return LogLine(text)
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return LogLine(text)
    cls = EVENT_TYPES.get(data["type"])
    if cls is None:
        return UnknownEvent(data["type"], data)
    known = {f.name for f in fields(cls)}
    try:
        return cls(**{k: v for k, v in data.items() if k in known})
    except (TypeError, ValueError):
        return UnknownEvent(data["type"], data)


RUN_LOG = output_state.RUN_LOG   # the per-run log in the output folder (engine.run.runlog)
