"""What --resume would do with the interrupted run in an output folder, before it runs:
which kept shards it converts again because one of their images changed, which finished
shards it writes again because they are missing or damaged, and which images were added
to or removed from the source since, or now have another class or split (then it refuses).

The run's plan (each shard's source files, with the size and modification time the scan
saw, and since 0.3.8 each one's class and given split) is kept beside the journal in
PLANNED, a gzip of JSON lines: about 30 MB for a million images, read back only by this
module. Its first line is the journal's fingerprint, so a plan from another run is never
used; a journal without one (an older version's) answers None here, and the window then
words the run as before.

Standard library, engine.output_state and engine.partial_records only, so the window may
call it (in a background thread: it stats every planned image); engine.run.resume stamps
shards and names what changed with these same functions, so the two cannot disagree.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, BinaryIO

from engine.output_state import (
    JOURNAL,
    PLANNED,
    file_size,
    keeps_killed_partial,
    keeps_unfinished,
    partial_counts,
    read_journal,
    read_partials,
)
from engine.partial_records import unfinished_records

if TYPE_CHECKING:   # (engine.verdicts is imported when a look needs it: the window's too)
    from engine.verdicts import Unread

#: A shard's files: (path, size, modification time in ns) as the run's scan saw them.
Files = list[tuple[str, int, int]]
#: An image's place in a plan: (its class number, None when not known; its class name;
#: the split the source gives it, None when the planner divides it). PLANNED keeps them
#: beside each file's stamp, since 0.3.8.
Placed = tuple[int | None, str, str | None]
#: How many names a message gives of each kind of change (then "and N more").
NAMED = 3


def seen(size: int, mtime_ns: int) -> str:
    """A file as the stamp records it: its size and modification time."""
    return f"{size}\0{mtime_ns}"


def seen_now(path: str) -> str:
    """The file at ``path`` as the stamp records it now ("gone" when it cannot be read)."""
    try:
        st = os.stat(path)
    except OSError:
        return "gone"
    return seen(st.st_size, st.st_mtime_ns)


def stamp(files: Iterable[tuple[str, str]]) -> str:
    """The stamp of a shard's source files, (path, seen) in plan order: what the journal
    keeps as a shard's "sources", and what --resume compares it with."""
    h = hashlib.sha256()
    for path, what in files:
        h.update(f"{path}\0{what}\0".encode("utf-8", "surrogateescape"))
    return h.hexdigest()[:32]


def write_plan(f: BinaryIO, fingerprint: str, shards: Iterable[tuple[str, list]]) -> None:
    """Write the content of PLANNED for a run with this fingerprint and plan to ``f``, a
    line at a time (a million images' plan is never one string in memory): each shard's
    files, (path, size, mtime) and their Placed. The same plan gives the same bytes: no
    file name or time in the gzip header."""
    with gzip.GzipFile(filename="", mode="wb", fileobj=f, compresslevel=1, mtime=0) as z, \
            io.TextIOWrapper(z, encoding="utf-8", errors="surrogateescape",
                             newline="\n") as text:
        text.write(json.dumps({"fingerprint": fingerprint}) + "\n")
        for name, files in shards:
            text.write(json.dumps([name, files], ensure_ascii=False) + "\n")


def read_planned(folder: str, fingerprint: str, placed: dict[str, Placed] | None = None
                 ) -> dict[str, Files] | None:
    """{shard file name: its files} of the run with ``fingerprint`` in ``folder``; None when
    PLANNED is missing, damaged or another run's. ``placed``: filled with {path: Placed}
    of the files it records them for."""
    try:
        with gzip.open(os.path.join(folder, PLANNED), "rt", encoding="utf-8",
                       errors="surrogateescape") as f:
            first = json.loads(f.readline() or "null")
            if not isinstance(first, dict) or first.get("fingerprint") != fingerprint:
                return None
            plan: dict[str, Files] = {}
            for line in f:
                name, files = json.loads(line)
                plan[str(name)] = [(str(p), int(s), int(t)) for p, s, t, *_ in files]
                # (a class number or split of another type, damaged, is not known)
                for p, _, _, *at in files if placed is not None else ():
                    if len(at) == 3 and placed is not None:
                        placed[str(p)] = (at[0] if type(at[0]) is int else None, str(at[1]),
                                          at[2] if isinstance(at[2], str) else None)
    except (OSError, EOFError, ValueError, TypeError, zlib.error, RecursionError):
        return None
    return plan


@dataclass
class SourceChanges:
    """Images of the run's plan that are not what its scan saw (each list: the first
    NAMED, in plan order; the counts: all of them)."""

    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    #: images still there that now have another class, or another split the source gives
    relabelled: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)   # added, removed, relabelled

    def __bool__(self) -> bool:
        return any(self.counts.values())


def source_changes(plan: dict[str, Files], now: dict[str, int] | None,
                   listed: Iterable[str] | None = None,
                   exists: Callable[[str], bool] = os.path.exists,
                   placed: tuple[dict[str, Placed], dict[str, Placed]] | None = None
                   ) -> SourceChanges:
    """What changed in the source since the run planned ``plan``: ``now`` {path: size}
    of the images this run would convert (None: each planned file is looked at on disk,
    ``exists``, and ``listed`` names the images the source lists now, for the added ones). With any,
    --resume refuses: the plan and the fingerprint differ. (An image of another size is
    not among them: its kept shard is converted again, :func:`outlook`'s ``redo``.)
    ``placed``: ({path: Placed} as the run planned its images, as the source places them
    now), for the images that have another class or split (:func:`replaced`)."""
    out = SourceChanges(counts={"added": 0, "removed": 0, "relabelled": 0})

    def note(kind: str, path: str) -> None:
        out.counts[kind] += 1
        names = getattr(out, kind)
        if len(names) < NAMED:
            names.append(path)

    planned: set[str] = set()
    for files in plan.values():
        for path, _, _ in files:
            planned.add(path)
            if not (path in now if now is not None else exists(path)):
                note("removed", path)
    for path in (now if now is not None else listed or ()):
        if path not in planned:
            note("added", path)
    then, since = placed or ({}, {})
    for files in plan.values() if then and since else ():
        for path, _, _ in files:
            if path in then and path in since and replaced(then[path], since[path]):
                note("relabelled", path)
    return out


def replaced(then: Placed, now: Placed) -> bool:
    """An image planned at ``then`` is at ``now`` in another plan: another class name, or
    number (both known), or another split the source gives it (both given). Each puts it
    in another place of the plan the fingerprint hashes, so --resume refuses; a split
    given where the planner divided it (or the reverse) may not, and is not counted."""
    return then[1] != now[1] or \
        (isinstance(then[0], int) and isinstance(now[0], int) and then[0] != now[0]) or \
        (then[2] is not None and now[2] is not None and then[2] != now[2])


@dataclass
class Outlook:
    """What --resume would do with the interrupted run in a folder (:func:`outlook`)."""

    #: the kept shards (on disk with their size) whose images changed since they were
    #: converted: --resume converts them again; their records, given-up items and bytes
    redo: list[str] = field(default_factory=list)
    redo_records: int = 0
    redo_skipped: int = 0
    redo_bytes: int = 0
    #: the first NAMED changed images of those shards, and how many changed in all
    redo_files: list[str] = field(default_factory=list)
    redo_count: int = 0
    changes: SourceChanges = field(default_factory=SourceChanges)
    #: the finished shards the journal lists that are missing or not their journalled
    #: size (deleted, cut short): --resume writes them again; their records
    damaged: list[str] = field(default_factory=list)
    damaged_records: int = 0
    #: what --resume keeps: the journal's shards less the damaged and the redone ones
    kept_shards: int = 0
    kept_records: int = 0
    kept_skipped: int = 0
    kept_bytes: int = 0
    #: of kept_records and kept_skipped: the images of the unfinished shards a cancel kept
    #: (journalled .partial files whose images are unchanged; kept_unfinished: written)
    kept_unfinished: int = 0
    #: images converted into shards the run did not finish (the .partial files a killed
    #: run leaves, not journalled): --resume keeps the first of them that it can prove
    #: are the shard's planned images, whole (engine.run.partial), and converts the rest
    unfinished_records: int = 0
    #: the same images of a run that --resume keeps none of (an annotated source's:
    #: engine.output_state.keeps_killed_partial; another engine version's, with those of
    #: its journalled .partial files too: keeps_unfinished): converted again
    unfinished_redone: int = 0
    #: (the words for its kind, the file) of a kept shard's file that the run, an older
    #: engine's, judged by another rule than this engine would (engine.verdicts: --resume
    #: refuses it); None when none is. The kept masks of an older segmentation run are
    #: judged by the source's scan, which read every mask (:func:`outlook`'s ``masks``)
    other_rule: tuple[str, str] | None = None
    #: (file, why) of the kept shards' files that could not be read to tell (no permission,
    #: an I/O error), the first of them and their count: --resume keeps them as that run
    #: judged them, and says so
    unread: Unread = field(default_factory=lambda: _unread())


def _unread() -> Unread:
    from engine.verdicts import Unread  # (standard library, and what it names)
    return Unread()


#: (shards looked at, of how many): :func:`outlook`'s progress
LookProgress = Callable[[int, int], None]


def outlook(folder: str, listed: Iterable[str] | None = None,
            progress: LookProgress | None = None,
            placed_now: dict[str, Placed] | None = None,
            masks: Mapping[str, tuple[str, str]] | None = None,
            files_progress: LookProgress | None = None,
            stopped: Callable[[], bool] | None = None) -> Outlook | None:
    """What --resume would do with the interrupted run in ``folder`` given the source as
    it is now (``listed``: the images the source's scan lists, for the added ones; None:
    only removed and changed images are found). None when the run kept no plan (an
    older version's journal). Reads the journal and PLANNED, and stats every planned
    image and every journalled shard: call it off the window's thread. A shard of its
    journalled size is whole unless it was written after the journal (written over in
    place): then its sha256 is compared, as --resume compares every kept shard's.
    (Reading them all would take minutes for a large dataset on a share, while Resume
    waited; a shard is journalled once complete, so any later write is newer.)
    ``progress(checked, total)``: told as the look starts (0 of the plan's shards) and as
    the images of each planned shard have been statted (one stat each: a million images
    on a share take minutes, while the Resume offer said only that it was checking).
    ``placed_now``: {path: Placed} of the images the scan lists, for those that have another
    class or split (:func:`source_changes`). ``masks``: {image: (its mask, why it cannot be
    opened, "" when it can)} of the images whose mask this engine refuses, as the source's
    scan read every mask (`engine scan --list`'s "refused_masks": the run's own reading,
    engine.sources.masks.read_masks, which --resume reads the kept masks with):
    engine.verdicts.mask_rule; None: not read, and an image a kept shard refused for its
    mask in colour is not judged (engine.verdicts.grey_mask_rule). ``files_progress(checked,
    total)``: told as the kept shards' files are looked at for their verdict (an older
    engine's run: each opened, a few decoded; thousands take seconds, minutes on a share),
    from 0 of them, at most every engine.verdicts.PROGRESS_S and at the end (the rule of
    --resume's verdict_check events: engine.verdicts.Ticks); not told when no rule changed
    since that run. Either callback may raise to stop the look (the window's, superseded):
    it propagates; so does engine.errors.Cancelled once ``stopped()``, asked at each kept
    file and each MiB of a file read whole (a shard's sha256, a kept PNG or TIFF)."""
    from engine import verdicts as v  # (standard library, and what it names)
    halt = v.Ticks(0, None, stopped).check
    journal = os.path.join(folder, JOURNAL)
    header, entries = read_journal(journal)
    fingerprint = header.get("fingerprint") if header else None
    placed: dict[str, Placed] = {}
    plan = read_planned(folder, fingerprint, placed) if isinstance(fingerprint, str) else None
    if plan is None:
        return None
    options = header.get("options") if header else None
    compression = options.get("compression") if isinstance(options, dict) else None
    # (a cancel's, journalled, are among the run's done images: engine.output_kind)
    partials = read_partials(journal)
    killed = set(plan) - set(partials)
    # each planned image statted once, shard by shard: what is gone, and the stamps
    seen_by_shard = _stat_plan(plan, progress)
    gone = {p for files in seen_by_shard.values() for p, what in files if what == "gone"}
    result = Outlook(changes=source_changes(plan, None, listed, lambda p: p not in gone,
                                            (placed, placed_now or {})))
    # (another engine version's unfinished shards: none kept, a cancel's or a killed run's)
    keeps = keeps_unfinished(header)
    if keeps and keeps_killed_partial(header.get("annotation_files") if header else None):
        result.unfinished_records = unfinished_records(folder, killed, compression)
    else:
        result.unfinished_redone = unfinished_records(folder, killed, compression)
    for name, line in partials.items():
        counts = None if name in entries else partial_counts(folder, line)
        if counts is None:
            continue
        if not keeps:
            result.unfinished_redone += counts[0]
            continue
        files = plan.get(name)
        now = [] if files is None or result.changes else seen_by_shard[name]
        if not now or stamp(now) == line.get("sources"):   # (else converted again)
            result.kept_records += counts[0]
            result.kept_skipped += counts[1]
            result.kept_unfinished += counts[0]
    since = _mtime(journal)
    kept: list[tuple[str, dict]] = []
    for name, entry in entries.items():
        path = os.path.join(folder, name)
        if file_size(path) != entry["bytes"] or \
                _written_over(path, since, entry.get("sha256"), halt):
            result.damaged.append(name)
            result.damaged_records += entry["records"]
            continue
        files, recorded = plan.get(name), entry.get("sources")
        # kept: an older entry without a stamp (as it is), and every shard of a source
        # images were added to or removed from (--resume refuses it: nothing is converted
        # again; put back as it was, the shard is kept)
        now = [] if files is None or not isinstance(recorded, str) or result.changes \
            else seen_by_shard[name]
        if not now or stamp(now) == recorded:
            kept.append((name, entry))
            result.kept_shards += 1
            result.kept_records += entry["records"]
            result.kept_skipped += len(entry.get("rejected", []))
            result.kept_bytes += entry["bytes"]
            continue
        result.redo.append(name)
        result.redo_records += entry["records"]
        result.redo_skipped += len(entry.get("rejected", []))
        result.redo_bytes += entry["bytes"]
        for (path, size, mtime), (_, what) in zip(files or (), now, strict=True):
            if what != seen(size, mtime):
                result.redo_count += 1
                if len(result.redo_files) < NAMED:
                    result.redo_files.append(path)
    record = header or {}
    judged = [f for name, entry in kept
              for f in v.shard_files((p for p, _, _ in plan.get(name, ())), entry)]
    told = files_progress is not None and judged and v.older(record, v.VERDICTS_SINCE)
    ticks = v.Ticks(len(judged), files_progress if told else None, stopped)
    ticks.tell(0)
    result.other_rule = v.changed_rule(record, judged, result.unread, ticks)
    if result.other_rule is None:
        ticks.tell(len(judged))
    result.other_rule = result.other_rule or v.mask_rule(
        record, (p for p, refused in judged if not refused), masks or {}, result.unread) \
        or v.grey_mask_rule(record, [r for _, entry in kept for r in v.colour_refused(entry)],
                            masks, result.unread)
    return result


def _stat_plan(plan: dict[str, Files], progress: LookProgress | None
               ) -> dict[str, list[tuple[str, str]]]:
    """{shard: [(path, its seen_now)]} of every planned image, telling ``progress``."""
    out: dict[str, list[tuple[str, str]]] = {}
    if progress is not None:
        progress(0, len(plan))
    for n, (name, files) in enumerate(plan.items(), 1):
        out[name] = [(path, seen_now(path)) for path, _, _ in files]
        if progress is not None:
            progress(n, len(plan))
    return out


def _mtime(path: str) -> int | None:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return None


def _written_over(path: str, since: int | None, sha256: object,
                  check: Callable[[], None]) -> bool:
    """The shard at ``path`` changed after the journal was last written (``since``) and its
    sha256 is not the journal's (``sha256``); ``check``: sha256_file's."""
    changed = _mtime(path)
    if since is None or changed is None or changed <= since:
        return False
    try:
        return sha256_file(path, check) != sha256
    except OSError:
        return True


def sha256_file(path: str, check: Callable[[], None] | None = None) -> str:
    """The file's SHA-256 as lowercase hex, read in pieces: a shard's, as the journal and
    the manifest record it (engine.run.writer hashes what it writes), for --resume,
    verify and the window alike. ``check()`` before each MiB: it raises to stop (a look
    superseded stops within a large shard on a share)."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
            if check is not None:
                check()
    return h.hexdigest()
