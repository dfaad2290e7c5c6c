"""--resume: what an interrupted (or finished) run in the output folder left that this run
may keep, and the journal this run starts.

A run continues only what it can prove is its own: the fingerprint (output options, plan
and, for annotated sources, the annotation files' content) must match the journal's or
the complete manifest's, and every kept shard must still have its recorded size and
sha256. Everything else is converted again. The folder's other rules (where it may be,
what --overwrite deletes) are engine.run.output; why a --resume refuses a run, and what
it says, engine.run.resume_refusals."""

from __future__ import annotations

import csv
import dataclasses
import hashlib
import json
import logging
import os

from engine import protocol, reason_codes, resume_check
from engine.bytes_version import recorded_engine_version
from engine.config import ConvertConfig, as_recorded, as_stored
from engine.errors import RunError
from engine.output_state import (
    DALI_INDEX_SUFFIX,
    JOURNAL,
    PARTIAL_SUFFIX,
    PLANNED,
    REJECTED,
    manifest_path,
    read_json,
    shard_entry_ok,
)
from engine.ownership import classify_output, is_shard_name, journal_lost, listing
from engine.run import cluster_record, partial, resume_kept, resume_verdicts
from engine.run.journal import Journal
from engine.run.output import remove_stale_partials, replace_old
from engine.run.plan import ShardSpec
from engine.run.resume_refusals import (
    refuse,
    refuse_changed_annotations,
    refuse_changed_source,
    refuse_other_bytes,
    refuse_other_decoder,
)
from engine.run.writer import dali_index_lines, write_atomic
from engine.sources.names import display

log = logging.getLogger(__name__)


def recorded_plan(out: str) -> dict | None:
    """The plan the interrupted (or finished) run in `out` recorded (its journal header,
    else its manifest): {"records_per_shard": ...}. --resume plans with it instead of
    estimating again, so the plan cannot change between the two runs."""
    header, _ = Journal(out).read()
    record = header if header is not None else read_json(manifest_path(out))
    plan = record.get("plan") if isinstance(record, dict) else None
    return plan if isinstance(plan, dict) else None


def all_done(out: str) -> bool:
    """Whether the run a --resume would continue in ``out`` looks finished: its journal
    has an entry for every shard it planned, or there is no journal and its manifest is
    a complete dataset's. A guess (resume_state checks each shard), cheap before the scan:
    a cluster run then starts no cluster that would convert nothing (engine.run.pipeline)."""
    header, entries = Journal(out).read()
    if header is None:
        manifest = read_json(manifest_path(out))
        return isinstance(manifest, dict) and manifest.get("status") == "complete"
    planned = header.get("planned")
    return isinstance(planned, list) and bool(planned) and set(planned) <= set(entries)


def fingerprint(options: dict, specs: list[ShardSpec],
                annotation_files: dict[str, str | None] | None = None,
                *, sizes: bool = False, composed: list[str] | tuple[str, ...] = ()) -> str:
    """What must match for --resume to continue a run: output options, the plan (which
    file, with which label, in which shard) and, for an annotated source, the content of
    its annotation files (engine.sources.fingerprint; absent for other sources).

    Not the files' sizes: a kept shard whose files changed (size or modification time,
    its journal entry's stamp) is converted again, and a photo edited after a cancel must
    not make the whole run impossible to finish (it did: the window offered Resume, and
    Resume failed with "the input files differ"). Engines up to 0.3.2 hashed each size
    (``sizes``); such a journal is accepted as its plan (:func:`accepted_fingerprints`).

    ``composed``: the class names labelled in composed Unicode though the source writes
    them decomposed (ScanResult.composed), which older engines labelled as written. The
    plan holds a class folder's or a table's label, not a multi-label table's names (in
    its annotation file, whose content is the same): so their run is not finished with
    these labels. Absent (the fingerprint as before) when every name is composed."""
    h = hashlib.sha256(json.dumps(options, sort_keys=True).encode())
    if annotation_files:
        h.update(json.dumps(annotation_files, sort_keys=True).encode())
    if composed:
        h.update(json.dumps({"composed": list(composed)}, ensure_ascii=False).encode())
    for spec in specs:
        h.update(spec.filename.encode())
        for s in spec.samples:
            # surrogateescape: a file name that is not UTF-8 is hashed as its own bytes.
            size = f"{s.size}\0" if sizes else ""
            h.update(f"\0{s.path}\0{size}{s.label}\0{s.label_text}".encode(
                "utf-8", "surrogateescape"))
    return h.hexdigest()


def accepted_fingerprints(cfg: ConvertConfig, specs: list[ShardSpec], header: dict, *,
                          composed: list[str] | tuple[str, ...],
                          task: str = "detection", recorded: object = None) -> frozenset[str]:
    """This run's fingerprint (``header``'s), and the one an engine up to 0.3.2 computed
    for the same plan with today's sizes: its journal continues when only sizes differ
    from its own stamps' (and those shards are converted again). Not when this run
    composed class names (``composed``, the scan's, which its fingerprint holds): those
    engines wrote them decomposed. For a ``task`` --masks stores nothing for (recorded off:
    engine.run.scan_plan), also the one of a run that recorded it on (engines up to 0.3.6);
    at --format original or --resize none, those of a run that recorded what they ignore
    (engines up to 0.3.8: config.as_recorded)."""
    files = header.get("annotation_files")
    ours = [cfg.output_options(), *([dataclasses.replace(cfg, masks=True).output_options()]
                                    if task != "detection" else [])]
    # (``recorded``: its options; each of ours with what it ignores as they hold it)
    ours += [o for o in (as_recorded(mine, recorded) for mine in ours) if o is not None]
    sized = [] if composed else [fingerprint(o, specs, files, sizes=True) for o in ours]
    return frozenset({header["fingerprint"], *sized,
                      *(fingerprint(o, specs, files, composed=composed) for o in ours[1:])})


def resume_state(cfg: ConvertConfig, specs: list[ShardSpec], header: dict,
                 replacing: list[str], *, composed: list[str] | tuple[str, ...],
                 task: str = "detection", progress: resume_kept.CheckProgress | None = None,
                 verdicts: resume_verdicts.Check | None = None
                 ) -> tuple[list[ShardSpec], dict[str, dict], dict[str, partial.Kept]]:
    """Decide which shards still need writing; start or check the journal. Returns (the
    specs to write, the journal entries of the shards kept by --resume, what it keeps of the
    unfinished ones: engine.run.partial). `header`: the journal header of this run;
    `replacing`: an earlier dataset's files that --overwrite deletes; `composed` and `task`:
    the class names the scan composed and its task (:func:`accepted_fingerprints`);
    `progress`: told as the kept shards are read again; `verdicts`: how an older engine's
    kept files are checked (resume_verdicts.Check), whose ``cancelled`` stops the reading
    of the kept shards too."""
    journal = Journal(cfg.out)
    specs = stamped(specs)
    if not cfg.resume:
        if replacing:
            # Named in the new journal before the first deletion, so that a crash
            # while deleting leaves a folder --resume finishes.
            journal.start(dict(header, replacing=sorted(replacing)))
            replace_old(cfg.out, replacing)
        journal.start(header)
        remove_stale_partials(cfg.out)
        write_planned(cfg.out, header["fingerprint"], specs)
        return list(specs), {}, {}
    old_header, _ = journal.read()
    record = old_header or read_json(manifest_path(cfg.out)) or {}
    entries = resumable_entries(cfg.out, accepted_fingerprints(
        cfg, specs, header, composed=composed, task=task, recorded=record.get("options")),
        specs, header.get("annotation_files"), cfg.image.decoder, cfg.output_options(),
        source=cfg.source)
    if not record:   # a new or empty folder: --resume is a whole run, and says so
        log.info("--resume: %s holds no interrupted run, so there is nothing to resume: every "
                 "image is converted", cfg.out)
    # An entry without a stamp is an older engine's, kept as it is only under its own
    # fingerprint, which hashed every size (a file of another size fails it); under
    # today's, which hashes none, nothing shows its files unchanged.
    legacy = record.get("fingerprint") != header["fingerprint"]
    todo, kept, changed = resume_kept.kept_shards(
        cfg.out, specs, entries, legacy, progress, verdicts.cancelled if verdicts else None)
    if changed:
        log.warning("%s", reason_codes.say("log.resume_changed", n=changed))
    if kept:   # (a journal before 0.3.8 names no task: the source's, as scanned)
        refuse_other_bytes(cfg.out, record, task)
        resume_verdicts.refuse_other_rule(cfg, record, specs, kept, verdicts)
    old_replacing = old_header.get("replacing") if old_header else None
    if isinstance(old_replacing, list) and old_replacing:   # a crash while deleting
        keep = {n for e in entries.values() for n in (e["filename"], e.get("dali_index"))
                if n}
        replace_old(cfg.out, old_replacing, keep)
    # (a cluster's tasks convert whole shards: there, every unfinished one is redone)
    partials = {} if cfg.cluster else partial.keepable(
        cfg.out, todo, set(kept), old_header, compression=cfg.compression,
        fmt=cfg.image.format)
    remove_stale_partials(cfg.out, keep={k.temp for k in partials.values()})
    for entry in kept.values():
        ensure_dali_index(cfg.out, entry, cfg.compression)
    carry_started(header, record, bool(kept or partials))
    cluster_record.carry(header, cfg.out, record, bool(kept))   # who converted those
    # Rewritten (atomically) with just the shards verified above: entries appended
    # after a line torn by the crash would otherwise never be read back.
    journal.rewrite(header, [kept[s.filename] for s in specs if s.filename in kept],
                    [partial.journal_line(s, partials[s.filename], cfg.compression)
                     for s in specs if s.filename in partials])
    write_planned(cfg.out, header["fingerprint"], specs)
    return todo, kept, partials


def carry_started(header: dict, record: dict, continues: bool) -> None:
    """The journal's "started" (since 0.3.8; the manifest's "created" is each part's): a
    --resume that keeps shards (``continues``) carries on its ``record``'s (the old header,
    else manifest), or none if it has none (an older engine's), never this part's time."""
    started = record.get("started") if continues else header.get("started")
    if isinstance(started, str) and started:
        header["started"] = started
    else:
        header.pop("started", None)


def stamped(specs: list[ShardSpec]) -> list[ShardSpec]:
    """The specs, each with the stamp of its source files: their names, sizes and
    modification times as the scan found them (before any was read, so a file changed
    while the run reads it is stamped as it was and converted again; never the reverse).
    A file replaced by another after a run was interrupted kept the old image in the
    shard that --resume kept: the plan and the fingerprint know only names (and labels),
    not sizes. A sample whose time the scan did not take is looked at now."""
    return [dataclasses.replace(spec, stamp=resume_check.stamp(
        (s.path, resume_check.seen(s.size, s.mtime_ns) if s.mtime_ns
         else resume_check.seen_now(s.path)) for s in spec.samples)) for spec in specs]


def write_planned(out: str, fingerprint: str, specs: list[ShardSpec]) -> None:
    """PLANNED: each shard's files as this run's scan saw them (engine.resume_check), so
    the window can say before a --resume which kept shards it converts again and which
    images were added or removed. Advisory: a run that cannot write it goes on (the
    window then words the run as for an older version's journal)."""
    path = os.path.join(out, PLANNED)
    tmp = os.path.join(out, f".{PLANNED}{PARTIAL_SUFFIX}")
    try:
        with open(tmp, "wb") as f:
            resume_check.write_plan(f, fingerprint, (
                (spec.filename, [(s.path, s.size, s.mtime_ns, s.label, s.label_text, s.split)
                                 for s in spec.samples])
                for spec in specs))
        os.replace(tmp, path)
    except OSError as e:
        log.warning("could not write %s: %s", path, e.strerror)
        for name in (tmp, path):   # never a plan that is not this run's
            try:
                os.unlink(name)
            except OSError:
                pass


def resumable_entries(out: str, fp: str | frozenset[str], specs: list[ShardSpec],
                      annotation_files: dict | None = None,
                      decoder: str = "", options: dict | None = None, *,
                      source: str = "") -> dict[str, dict]:
    """Journal entries ({filename: entry}) of the interrupted (or finished) run in `out`
    that --resume may keep (its fingerprint one of `fp`). Raises RunError when that run
    had other options or inputs (naming the annotation files that changed, given this
    run's `annotation_files`, the decoder path, given this run's `decoder`, or the images
    added or removed, given this run's output `options` when they are that run's).
    ``source``: this run's, whose files its annotation files are named below (the record's
    is its display text, which may be relative or escaped: a file still there was then
    not found, and --resume said "removed, put it back" of a file never touched)."""
    fps = frozenset({fp}) if isinstance(fp, str) else fp
    header, entries = Journal(out).read()
    if header is not None:
        if not _one_of(header.get("fingerprint"), fps):
            refuse_other_decoder(out, header.get("options"), recorded_engine_version(header),
                                 decoder)
            refuse_changed_annotations(out, header.get("annotation_files"), annotation_files,
                                       source or header.get("source"))
            if options is not None and as_stored(header.get("options")) == options:
                refuse_changed_source(out, header, specs)
            refuse(out, header, options, finished=False)
        return entries
    # No journal: a finished run, one that failed before its first shard, or none.
    ours, _ = classify_output(out, listing(out))   # (prepare refused foreign files)
    manifest = read_json(manifest_path(out))  # also an older version's dataset_info.json
    shards = [n for n in ours if is_shard_name(n)]
    if manifest and _one_of(manifest.get("fingerprint"), fps) and \
            manifest.get("status") == "complete":
        return _entries_from_manifest(out, manifest, specs)
    if journal_lost(out, manifest, ours):   # (a cancelled or failed run's: not finished)
        params = {"out": out, "journal": JOURNAL}
        raise RunError(reason_codes.render("resume.journal_missing", params),
                       protocol.EXIT_RESUME_MISMATCH, "resume.journal_missing", params)
    if shards or (manifest and manifest.get("total_records")):
        if manifest:
            refuse_other_decoder(out, manifest.get("options"),
                                 recorded_engine_version(manifest), decoder)
            refuse_changed_annotations(out, manifest.get("annotation_files"),
                                       annotation_files, source or manifest.get("source"))
        refuse(out, manifest or {}, options, finished=True)
    return {}  # only side files of a run that failed early (e.g. a full disk): start afresh


def _one_of(recorded: object, fps: frozenset[str]) -> bool:
    """A recorded fingerprint is one of `fps` (a damaged record's may be any JSON)."""
    return isinstance(recorded, str) and recorded in fps


def ensure_dali_index(out: str, entry: dict, compression: str) -> None:
    """A kept shard's DALI index may be missing (killed between the shard's rename and the
    index's): rebuild it from the shard."""
    if compression != "none":
        return
    entry["dali_index"] = entry["filename"] + DALI_INDEX_SUFFIX
    path = os.path.join(out, entry["dali_index"])
    if not os.path.isfile(path):
        write_atomic(path, dali_index_lines(os.path.join(out, entry["filename"])))


def _entries_from_manifest(out: str, manifest: dict, specs: list[ShardSpec]) -> dict[str, dict]:
    """Journal entries of a completed run (its journal is gone), with each shard's rejected
    items taken back from rejected.csv."""
    entries: dict[str, dict] = {}
    splits = manifest.get("splits")
    for split in splits.values() if isinstance(splits, dict) else ():
        shards = split.get("shards") if isinstance(split, dict) else None
        for sh in shards if isinstance(shards, list) else ():
            entry = dict(sh, rejected=[]) if isinstance(sh, dict) else {}
            if shard_entry_ok(entry):   # else damaged: that shard is converted again
                entries[entry["filename"]] = entry
    shard_of = {display(s.path): spec.filename for spec in specs for s in spec.samples}
    try:
        with open(os.path.join(out, REJECTED), encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                name = shard_of.get(row.get("path", ""))
                if name in entries and row.get("stage") != "scan":
                    entries[name]["rejected"].append(
                        [row["path"], row.get("reason", ""), row.get("stage", "")])
    except (OSError, ValueError):
        return {}   # cannot tell what was rejected: redo every shard
    return entries
