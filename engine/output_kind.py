"""Which kind of output folder a path is, and what it holds: missing, empty, a finished
dataset of ours, an interrupted run, or foreign files (an engine.output_state.OutputState).

Classified from the manifest and the journal as engine.output_state reads them (and an
unfinished run's files as engine.ownership tells them ours), and standard library
otherwise, so the GUI may import it too: the window offers Resume or asks
before Replace as soon as a folder is chosen. It only reads; what --resume keeps is
engine.run.resume's.
"""

from __future__ import annotations

import datetime
import os

from engine.bytes_version import bytes_version_for, recorded_bytes_version, recorded_engine_version
from engine.json_limit import begins_as_ours
from engine.output_state import (
    JOURNAL,
    LEFTOVERS,
    LOCK_NAME,
    MANIFEST,
    OutputState,
    as_dict,
    bare_name,
    file_size,
    is_count,
    keeps_unfinished,
    manifest_path,
    partial_counts,
    read_journal,
    read_our_manifest,
    read_partials,
    read_verified,
    set_aside_counts,
)
from engine.ownership import journal_lost


def read_output_state(path: str) -> OutputState:
    """Describe the output folder ``path`` (never raises for an unreadable folder: it is then
    reported as "foreign" so nothing is offered that the engine would refuse)."""
    if not path:
        return OutputState("missing", path)
    if os.path.isfile(path):
        return OutputState("file", path)
    if not os.path.isdir(path):
        return OutputState("missing", path)
    try:
        names = os.listdir(path)
    except OSError:
        return OutputState("foreign", path)
    if set(names) - {LOCK_NAME} <= LEFTOVERS:   # (nothing, or only our hidden side files)
        return OutputState("empty", path)
    # Ours only (the engine replaces or resumes nothing else); an older version's dataset
    # under the legacy name when that file is ours (not TFDS's)
    manifest = read_our_manifest(manifest_path(path))
    header, shards = read_journal(os.path.join(path, JOURNAL), bounded=True)
    entries = list(shards.values())
    if header is not None:
        state = _from_journal(path, header, entries, manifest)
    elif manifest is not None and isinstance(manifest.get("splits"), dict):
        state = _from_manifest(path, manifest)
        state.journal_lost = state.kind == "interrupted" and journal_lost(path, manifest, names)
    else:
        state = OutputState("foreign", path)
    state.files = len(names)
    record = header if header is not None else manifest
    if record is not None:
        state.engine_version = recorded_engine_version(record)
        state.bytes_version = recorded_bytes_version(record)
        state.ours_bytes_version = bytes_version_for(record)
        task = record.get("task")
        state.task = task if isinstance(task, str) else ""
        files = record.get("annotation_files")
        state.annotation_files = files if isinstance(files, dict) else None
    return state


def manifest_unread(folder: str) -> bool:
    """Whether ``folder`` holds a manifest that begins as ours but cannot be read (damaged,
    or larger than any run writes: engine.json_limit). read_output_state calls the folder
    "foreign" all the same (nothing there is known to be ours, so nothing is replaced or
    resumed); the engine's refusal says what it is (run.manifest_unread), and the
    window's line for the folder too (gui.output_folder): both said "files TFRecord Studio
    did not write"."""
    path = os.path.join(folder, MANIFEST)
    return begins_as_ours(path) and read_our_manifest(path) is None


def _from_journal(path: str, header: dict, entries: list[dict],
                  manifest: dict | None) -> OutputState:
    s = OutputState("interrupted", path, source=str(header.get("source", "")),
                    options=as_dict(header.get("options")),
                    planned=_int(header.get("planned_records")),
                    shards_planned=_int(header.get("planned_shards")),
                    created=_mtime(os.path.join(path, JOURNAL)),
                    started=_text(header.get("started")),
                    set_aside=set_aside_counts(header))
    # The manifest says how the run stopped only if nothing happened since: a --resume
    # rewrites the journal when it starts, so a resumed run that was killed left an older
    # manifest saying "cancelled" (of the first run), and the window said "was cancelled".
    if manifest is not None and manifest.get("fingerprint") == header.get("fingerprint"):
        if not _newer(os.path.join(path, JOURNAL), manifest_path(path)):
            s.status = str(manifest.get("status", ""))
            s.removed = max(0, _int(manifest.get("removed_records")))
        s.planned = s.planned or _int(manifest.get("planned_records"))
        s.set_aside = s.set_aside or set_aside_counts(manifest)   # (an older header)
    kept = kept_entries(path, entries)
    s.objects = {}
    for e in kept:
        s.shards += 1
        s.records += e["records"]
        s.skipped += len(e.get("rejected", []))
        s.bytes += e["bytes"]
        s.objects = _added(s.objects, _shard_objects(e))
    # the unfinished shards a cancel kept: done too (--resume checks them again, and
    # converts again any it cannot read back as journalled: engine.run.partial), but for
    # another engine version's: all converted again (keeps_unfinished)
    finished = {e["filename"] for e in kept}
    s.keeps_unfinished = keeps_unfinished(header)
    for name, line in read_partials(os.path.join(path, JOURNAL)).items() \
            if s.keeps_unfinished else ():
        counts = None if name in finished else partial_counts(path, line)
        if counts is not None:
            s.records += counts[0]
            s.skipped += counts[1]
            s.unfinished += counts[0]
            s.unfinished_shards += 1
            # (a line of a source without objects says none: as the run's summary adds it)
            s.objects = _added(s.objects, line.get("objects") or {})
    return s


def _added(into: dict[str, int] | None, counts: object) -> dict[str, int] | None:
    """``into`` with a shard's objects by class (``counts``: its entry's "objects") added:
    the objects its records hold, as the run's summary adds them up (objects_per_class:
    the window's class table says them again when the folder is reopened). None when
    either is not such a count (an older engine's entry, a source without objects)."""
    if into is None or not isinstance(counts, dict) or not all(
            isinstance(k, str) and is_count(n) for k, n in counts.items()):
        return None
    out = dict(into)
    for k, n in counts.items():
        out[k] = out.get(k, 0) + n
    return dict(sorted(out.items()))


def _shard_objects(entry: dict) -> object:
    """A shard entry's (the journal's or the manifest's) objects by class: its "objects";
    for a shard none of whose images was written, which says none, {} (it holds none;
    an older engine's entry with records but no count: None, unknown)."""
    return entry.get("objects", {} if entry.get("records") == 0 else None)


def kept_entries(path: str, entries: list[dict]) -> list[dict]:
    """The journal ``entries`` whose shard is in folder ``path`` whole (one removed or cut
    short is not kept: --resume writes it again)."""
    return [e for e in entries if file_size(os.path.join(path, e["filename"])) == e["bytes"]]


def _from_manifest(path: str, m: dict) -> OutputState:
    status = str(m.get("status", ""))
    s = OutputState("dataset" if status == "complete" else "interrupted", path,
                    source=str(m.get("source", "")), created=str(m.get("created", "")),
                    started=_text(m.get("started")),
                    status=status, options=as_dict(m.get("options")),
                    planned=_int(m.get("planned_records")), set_aside=set_aside_counts(m))
    listed: list[tuple[str, int]] = []   # (shard, bytes): a check counts while all are so
    s.objects = {}
    for split in m["splits"].values():
        if not isinstance(split, dict):
            continue
        s.shards_planned += _int(split.get("num_shards"))
        shards = split.get("shards")
        for sh in shards if isinstance(shards, list) else []:
            if isinstance(sh, dict) and is_count(sh.get("records")) and is_count(sh.get("bytes")):
                s.shards += 1
                s.records += sh["records"]
                s.bytes += sh["bytes"]
                s.objects = _added(s.objects, _shard_objects(sh))
                listed.append((str(sh.get("filename")), sh["bytes"]))
    s.manifest = m
    if s.kind == "dataset":
        # (rejected.csv's rows, with those left out as chosen: no failure, as a run's Summary)
        s.left_out = _int(m.get("left_out"))
        s.skipped = max(0, _int(m.get("rejected")) - s.left_out)
        s.verified = read_verified(path)
        if s.verified is not None and not all(   # (stat the shards only for a record)
                bare_name(n) and file_size(os.path.join(path, n)) == b for n, b in listed):
            s.verified = None
    return s


def _newer(path: str, than: str) -> bool:
    """``path`` was modified after ``than`` (False when either cannot be read)."""
    try:
        return os.stat(path).st_mtime_ns > os.stat(than).st_mtime_ns
    except OSError:
        return False


def _mtime(path: str) -> str:
    try:
        t = os.path.getmtime(path)
    except OSError:
        return ""
    return datetime.datetime.fromtimestamp(t, datetime.UTC).isoformat(timespec="seconds")


def _text(v) -> str:
    """A recorded text (a date), "" for anything else (a hand-edited or damaged record)."""
    return v if isinstance(v, str) else ""


def _int(v) -> int:
    try:
        return int(v)
    except (TypeError, ValueError, OverflowError):   # OverflowError: a float of inf
        return 0
