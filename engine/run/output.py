"""The output folder: where it may be, what --overwrite may delete, and the manifest and
side files that describe it.

None of it depends on how images are converted: the rules run before the first shard is
written, and the manifest describes whatever shards exist when a run ends. Which shards
--resume keeps (and the journal a run starts) is engine.run.resume.
"""
from __future__ import annotations

import datetime
import logging
import os
from collections.abc import Callable, Collection

from engine import __version__, protocol, reason_codes
from engine.bytes_version import BYTES_VERSION, bytes_version_for
from engine.config import ConvertConfig
from engine.errors import RunError, WriteError
from engine.output_kind import manifest_unread
from engine.output_state import (
    DALI_INDEX_SUFFIX,
    DIGESTS,
    DUPLICATES,
    HOW_TO_LOAD,
    LABEL_MAP,
    LABELS,
    LEFTOVERS,
    LEGACY_MANIFEST,
    MANIFEST,
    OBJECTS,
    PARTIAL_SUFFIX,
    REJECTED,
    TFDS_FILES,
    read_our_manifest,
)
from engine.ownership import classify_output, is_engine_file, listing, owned_names
from engine.reason_codes import LEFT_OUT, describe
from engine.reason_pair import plural
from engine.records import loading
from engine.records.example import FEATURE_SPEC
from engine.records.tfrecord import tf_compression_type
from engine.run.journal import JOURNAL
from engine.run.plan import ShardSpec, source_splits
from engine.run.side_files import (
    MANIFEST_SCHEMA_VERSION,
    write_how_to_load,
    write_manifest,
    write_rejected,
)
from engine.run.writer import delete_step
from engine.sources.names import display

log = logging.getLogger(__name__)



def check_location(source: str, out: str) -> None:
    """Refuse output folders that would mix with the source (checked before the scan, so
    nothing is read or written). Compared by path and by (device, inode), so a symlink or
    a bind mount to the same folder is recognised too."""
    if os.path.isfile(out):
        raise RunError(f"{display(out)} is a file; choose a folder for the output.",
                       protocol.EXIT_USAGE)
    src = os.path.realpath(source)
    real_out = os.path.realpath(out)
    if real_out == src or _same_dir(real_out, src):
        raise RunError("The output folder is the source folder; choose another folder so "
                       "the TFRecords are not mixed with your images.", protocol.EXIT_USAGE)
    if os.path.isdir(src) and (real_out.startswith(src.rstrip(os.sep) + os.sep)
                               or any(_same_dir(p, src) for p in _parents(real_out))):
        # The next scan would read the shards as images (or the folder as a class).
        raise RunError(f"The output folder {display(out)} is inside the source folder "
                       f"{display(source)}; choose a folder outside it.", protocol.EXIT_USAGE)


def _same_dir(a: str, b: str) -> bool:
    try:
        sa, sb = os.stat(a), os.stat(b)
    except OSError:
        return False
    return (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino)


def _parents(path: str):
    while True:
        parent = os.path.dirname(path)
        if parent == path:
            return
        yield parent
        path = parent


def prepare(out: str, overwrite: bool, resume: bool, planned: list[str],
            source: str = "") -> list[str]:
    """Check the folder (created and locked by the caller) and return what the new run
    will delete: the files ownership.classify_output finds ours (those our manifest or
    journal name, our hidden temporaries and LEFTOVERS), never another program's or the
    lock; none for --resume. Refuses a non-empty folder without --overwrite or --resume
    (one of only our hidden side files, LEFTOVERS, counts as empty, as
    engine.output_kind.read_output_state says: they are replaced), files of other
    programs whose names the new run would write over, and engine-named files nothing
    shows we wrote. Deletes nothing itself: see :func:`replace_old` (the new journal must
    exist first). ``source``: the run's, to tell an interrupted run of it (:func:`_not_empty`)."""
    try:
        names = listing(out)   # (without the lock)
    except OSError as e:
        raise WriteError(f"Cannot open the output folder {display(out)}: "
                         f"{e.strerror or e}.", e.errno) from None
    if not names:
        return []
    if not overwrite and not resume and not set(names) <= LEFTOVERS:
        raise _not_empty(out, source)
    ours, foreign = classify_output(out, names)
    if foreign and owned_names(out) is None:
        unread = _unread_manifest(out, "--resume" if resume else "--overwrite")
        if unread is not None:   # ours, but what it lists cannot be known: said so
            raise unread
        # A new run would overwrite these, and nothing shows this program wrote them.
        raise RunError(_foreign_files_message(out, foreign,
                                              "--resume" if resume else "--overwrite"),
                       protocol.EXIT_OUTPUT_EXISTS)
    kept = sorted(set(names) - set(ours))
    ours_new = set(planned) | {f"{n}{DALI_INDEX_SUFFIX}" for n in planned} | \
        {MANIFEST, LABELS, LABEL_MAP, REJECTED, DUPLICATES, OBJECTS, DIGESTS, JOURNAL,
         HOW_TO_LOAD, *TFDS_FILES}
    clash = [n for n in kept if n in ours_new]
    if clash:
        raise RunError(f"The output folder {display(out)} holds {display(clash[0])!r}, which our "
                       "dataset there does not list (another program wrote it), and this run "
                       "would write a file of that name. Nothing was deleted. Move it away, or "
                       "use another --prefix or folder.", protocol.EXIT_OUTPUT_EXISTS)
    if resume:
        return []
    if kept:
        log.info("--overwrite leaves %d %s in %s that this program did not write (%s%r)",
                 len(kept), plural(len(kept), "file"), display(out),
                 plural(len(kept), "", "e.g. "), display(kept[0]))
    return ours


def replace_old(out: str, names: list[str],
                keep: frozenset[str] | set[str] = frozenset()) -> None:
    """Delete an earlier dataset's files (the new journal already lists them as
    `replacing`, so a crash here is finished by --resume and replaced by --overwrite).
    The manifest goes last: until then it still shows whose files the rest are."""
    # Only names of the files this engine writes, in this folder: the list comes from a
    # journal, which a damaged or hand-edited file could make name anything.
    order = sorted((n for n in names if isinstance(n, str) and n not in keep and n != JOURNAL
                    and os.path.basename(n) == n and is_engine_file(n)),
                   key=lambda n: (n in (MANIFEST, LEGACY_MANIFEST), n))
    for name in order:
        path = os.path.join(out, name)
        if not os.path.isfile(path):
            continue
        e = delete_step(path)
        if e is not None:
            raise WriteError(f"--overwrite: cannot delete {display(path)}: "
                             f"{e.strerror or e}.", e.errno) from None


def manifest(cfg: ConvertConfig, specs: list[ShardSpec], finished: dict[str, dict], *,
             status: str, labels: list[str], source_kind: str, rejected: int,
             timings: dict[str, float], fingerprint: str, plan: dict | None = None,
             left_out: int = 0, speed: tuple[float, float] | None = None,
             summary: dict | None = None, kept: int = 0,
             convert_rate: float | None = None) -> dict:
    """Our manifest (side_files.MANIFEST): exactly the shards in `finished` (journal entries
    by file name), with what a reader needs to parse them and what --resume checks.
    "rejected" counts every row of rejected.csv; "left_out" those of them the user chose
    to leave out (--skip-unannotated), which are no failure. ``speed``: the run's
    (seconds, images_per_s) as its run_finished summary says them (RunStats.speed), kept
    in "timings" as "total_s" and "images_per_s" for a folder opened again later (since
    0.3.5; an older manifest has neither). ``summary``: more numbers of the run's summary
    the folder's Summary says again (:func:`summary_numbers`; since 0.3.5 too); ``kept``:
    of the records, those in shards a --resume kept from an earlier run (converted then,
    not by this run), in "timings" as "kept_records" (since 0.3.5 too: the speed there is
    of the others). ``source_splits`` (since 0.3.6): the planned images each split has
    because the source gave it (a YOLO data.yaml's or an export's split folders, a table's
    split column), and ``split_divided``: the images the fractions of options["split"]
    divided; 0 of them, and options["split"] was not used. ``convert_rate``: the summary's
    convert_images_per_s, in "timings" as "convert_images_per_s" (since 0.3.7), the
    Summary's Average speed (beside "convert_s", the time it is measured over)."""
    given, divided = source_splits(specs)
    splits: dict[str, dict] = {}
    for spec in specs:
        sp = splits.setdefault(spec.split, {"records": 0, "num_shards": spec.count, "shards": []})
        entry = finished.get(spec.filename)
        if entry:
            sp["records"] += entry["records"]
            # "sources" (the stamp of its files), "objects", "dropped" and
            # "dropped_objects": what --resume of the finished dataset checks, counts and
            # lists (objects.csv), as it does a journal entry's; "turned", the photos
            # --format original stored unturned, which its end note names
            sp["shards"].append({k: entry[k] for k in (
                "filename", "records", "bytes", "sha256", "dali_index", "formats",
                "sources", "objects", "dropped", "dropped_objects", "turned") if k in entry})
    m = {
        "schema_version": MANIFEST_SCHEMA_VERSION,
        "engine": {"name": "tfrecord-studio", "version": __version__},
        "bytes_version": BYTES_VERSION,
        "status": status,
        "created": now_iso(),
        "source": display(os.path.abspath(cfg.source)), "source_kind": source_kind,
        "features": FEATURE_SPEC,
        "labels": labels, "num_classes": len(labels),
        "compression": cfg.compression,
        "tf_compression_type": tf_compression_type(cfg.compression),
        "splits": splits,
        "total_records": sum(s["records"] for s in splits.values()),
        "planned_records": sum(len(spec.samples) for spec in specs),
        "source_splits": given, "split_divided": divided,
        "rejected": rejected, "left_out": left_out, **(summary or {}),
        "options": cfg.output_options(), "workers": cfg.workers,
        "timings": {**{k: round(v, 3) for k, v in timings.items()},
                    **({"total_s": speed[0], "images_per_s": speed[1]} if speed else {}),
                    **({"convert_images_per_s": convert_rate}
                       if convert_rate is not None else {}),
                    "kept_records": kept},
        "fingerprint": fingerprint,
        "plan": plan or {},
    }
    # How to read it (globs, compression type, decode), derived from the fields above.
    m["reading"] = loading.reading_spec(m)
    return m


def now_iso() -> str:
    """Now, in UTC, as the manifest's "created" and the journal's "started" say it."""
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")


def how_to_load(out: str) -> list[dict]:
    """Reading code for the dataset in `out` (engine.records.loading), for the finish
    summary."""
    m = read_our_manifest(os.path.join(out, MANIFEST))
    return loading.how_to_load(out, m) if m else []


def remove_stale_partials(out: str, keep: Collection[str] = ()) -> None:
    """Temporary files left by a killed run, except those named in ``keep`` (the partial
    shards a --resume continues: engine.run.partial)."""
    ours, _ = classify_output(out, listing(out))
    for name in ours:
        if name.endswith(PARTIAL_SUFFIX) and name not in keep:
            if (error := delete_step(os.path.join(out, name))) is not None:
                raise error


def _not_empty(out: str, source: str) -> RunError:
    """The refusal of a folder that is not empty (no --overwrite or --resume). When it holds
    an interrupted run of this same source, it says so with its numbers and names --resume
    first: a rerun after Ctrl+C was told only "not empty... use --overwrite", the option
    that throws the work away."""
    from engine.output_kind import read_output_state
    state = read_output_state(out)
    code, params = "run.not_empty", {"out": display(out)}
    if state.kind == "interrupted" and state.planned and source and \
            _same_source(state.source, source):
        code = "run.not_empty_interrupted"
        params |= {"n": f"{state.done:,}", "total": f"{state.planned:,}"}
    return RunError(reason_codes.render(code, params), protocol.EXIT_OUTPUT_EXISTS, code,
                    params)


def _same_source(recorded: str, source: str) -> bool:
    """Whether the source a journal or manifest records is ``source`` (by path, or by the
    folder or file it is: a symlink, or a relative path written from here)."""
    if not recorded:
        return False
    if display(os.path.abspath(recorded)) == display(os.path.abspath(source)):
        return True
    try:
        return os.path.samefile(recorded, source)
    except (OSError, ValueError):
        return False


def _unread_manifest(out: str, option: str) -> RunError | None:
    """The refusal when ``out`` holds a manifest that begins as ours but cannot be read
    (damaged, or larger than any run writes: engine.json_limit): without it nothing shows
    which files there the run wrote, and "files TFRecord Studio did not write" was untrue."""
    if not manifest_unread(out):
        return None
    params = {"out": display(out), "file": MANIFEST, "option": option}
    return RunError(reason_codes.render("run.manifest_unread", params),
                    protocol.EXIT_OUTPUT_EXISTS, "run.manifest_unread", params)


def _foreign_files_message(out: str, foreign: list[str], option: str) -> str:
    others = len(foreign) - 1
    more = f" and {others} more {plural(others, 'file')}" if others else ""
    return (f"The output folder {display(out)} holds {foreign[0]!r}{more} that TFRecord Studio "
            f"did not write (there is no dataset of ours there), so {option} will not replace it. "
            "Nothing was deleted. Choose an empty folder, or move those files away.")


# -- a run's bookkeeping: side files, space estimate ------------------------------------

def write_side_files(cfg: ConvertConfig, specs: list[ShardSpec], finished: dict[str, dict],
                     rejected: list[tuple[str, str, str]], *, status: str,
                     labels: list[str], source_kind: str, timings: dict[str, float],
                     fingerprint: str, plan: dict | None,
                     extend: Callable[[dict], None] | None = None,
                     speed: tuple[float, float] | None = None, ignored: int = 0,
                     kept: int = 0, convert_rate: float | None = None) -> None:
    """Our manifest and rejected.csv, describing exactly the shards that exist (and for a
    complete dataset TFDS's metadata and HOW_TO_LOAD.md; an unfinished one gets none: it
    must not read as a dataset to train on). Sorts `rejected` in place (scan first, then
    plan order)."""
    order = {display(s.path): i for i, spec in enumerate(specs) for s in spec.samples}
    rejected.sort(key=lambda r: (r[2] != "scan", order.get(r[0], -1), r[0]))
    left_out, summary = rejected_numbers(rejected, ignored)
    m = manifest(cfg, specs, finished, status=status, labels=labels, source_kind=source_kind,
                 rejected=len(rejected), timings=timings, fingerprint=fingerprint, plan=plan,
                 left_out=left_out, speed=speed, summary=summary, kept=kept,
                 convert_rate=convert_rate)
    if extend is not None:  # annotated sources: task, schema, label map
        extend(m)
        m["reading"] = loading.reading_spec(m)   # what readers need for this task
        m["bytes_version"] = bytes_version_for(m)
    # TFDS's metadata describes whole datasets only (its split sizes are final).
    tfds = status == "complete"
    if tfds:
        from engine.records import tfds_metadata
        m["tfds_files"] = sorted(tfds_metadata.tfds_files(m))
    write_manifest(cfg.out, m)
    if tfds:
        tfds_metadata.write_tfds_metadata(cfg.out, m)
        write_how_to_load(cfg.out, m)
    write_rejected(cfg.out, rejected)


def rejected_numbers(rejected: list[tuple[str, str, str]], ignored: int) -> tuple[int, dict]:
    """What the manifest says of the `rejected` rows (path, reason, stage), each distinct
    reason described once (a reason often holds its file's path: with many failures,
    describing them twice cost seconds at the run's end):

    - left out as the user chose (--skip-unannotated): the rows whose reason has the code
      LEFT_OUT, as the window counts them (item_failed's code), not those equal to one
      English text; counted apart from the images that could not be used (its "Skipped");
    - the record of numbers of the run's summary its other fields do not hold, so a folder
      opened again says its Summary's rows as the run did (additive, since 0.3.5):
      "set_aside": {code: rows} of the rows the scan set aside, by their reason's code (""
      when it has none), those left out not among them; "ignored": the files beside the
      class folders the scan ignored (not images)."""
    codes: dict[str, str] = {}
    left_out, aside = 0, dict[str, int]()
    for _path, reason, stage in rejected:
        code = codes.get(reason)
        if code is None:
            code = codes[reason] = describe(reason)[0]
        if code == LEFT_OUT:
            left_out += 1
        elif stage == "scan":
            aside[code] = aside.get(code, 0) + 1
    return left_out, {"set_aside": dict(sorted(aside.items())), "ignored": ignored}
