"""The output folder: where it may be, what --overwrite may delete, what --resume keeps,
and the manifest that describes it.

None of it depends on how images are converted: the rules run before the first shard is
written (or, for --resume, decide which shards need not be written again), and the
manifest describes whatever shards exist when a run ends.
"""

from __future__ import annotations

import csv
import datetime
import hashlib
import json
import os
import sys

from engine import __version__, protocol
from engine.config import ConvertConfig
from engine.example import FEATURE_SPEC
from engine.plan import ShardSpec
from engine.tfrecord import tf_compression_type
from engine.writer import (
    DALI_INDEX_SUFFIX, MANIFEST, MANIFEST_SCHEMA_VERSION, PARTIAL_SUFFIX, REJECTED, Journal, WriteError,
    classify_output, dali_index_lines, is_engine_file, is_shard_name, sha256_file, write_atomic,
)


class RunError(Exception):
    """Ends the run with a message and an exit code (protocol.EXIT_*)."""

    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        self.exit_code = exit_code


def check_location(source: str, out: str) -> None:
    """Refuse output folders that would mix with the source (checked before the scan, so
    nothing is read or written)."""
    if os.path.isfile(out):
        raise RunError(f"{out} is a file; choose a folder for the output.", protocol.EXIT_USAGE)
    src = os.path.realpath(source)
    real_out = os.path.realpath(out)
    if real_out == src:
        raise RunError("The output folder is the source folder; choose another folder so "
                       "the TFRecords are not mixed with your images.", protocol.EXIT_USAGE)
    if os.path.isdir(src) and real_out.startswith(src.rstrip(os.sep) + os.sep):
        # The next scan would read the shards as images (or the folder as a class).
        raise RunError(f"The output folder {out} is inside the source folder {source}; "
                       "choose a folder outside it.", protocol.EXIT_USAGE)


def prepare(out: str, overwrite: bool, resume: bool) -> None:
    """Create the folder; refuse a non-empty one unless --overwrite (which deletes only
    files this engine provably wrote) or --resume."""
    try:
        os.makedirs(out, exist_ok=True)
        names = os.listdir(out)
    except OSError as e:
        raise WriteError(f"Cannot create or open the output folder {out}: "
                         f"{e.strerror or e}.", e.errno) from None
    if not names or resume:
        return
    if not overwrite:
        raise RunError(f"The output folder {out} is not empty. Choose an empty folder, or "
                       "use --overwrite to replace an earlier dataset there, or --resume to "
                       "finish an interrupted run.", protocol.EXIT_OUTPUT_EXISTS)
    ours, foreign = classify_output(out, names)
    if foreign:
        # A new run would overwrite these, and nothing shows this program wrote them.
        raise RunError(_foreign_files_message(out, foreign, "--overwrite"),
                       protocol.EXIT_OUTPUT_EXISTS)
    for name in ours:
        try:
            os.unlink(os.path.join(out, name))
        except FileNotFoundError:
            pass
        except OSError as e:
            raise WriteError(f"--overwrite: cannot delete {os.path.join(out, name)}: "
                             f"{e.strerror or e}.", e.errno) from None
    kept = sorted(set(names) - set(ours))
    if kept:
        print(f"note: --overwrite left {len(kept)} file(s) in {out} that this program did "
              f"not write (e.g. {kept[0]!r})", file=sys.stderr)


def fingerprint(options: dict, specs: list[ShardSpec]) -> str:
    """What must match for --resume to continue a run: output options and the plan."""
    h = hashlib.sha256(json.dumps(options, sort_keys=True).encode())
    for spec in specs:
        h.update(spec.filename.encode())
        for s in spec.samples:
            h.update(f"\0{s.path}\0{s.size}\0{s.label}\0{s.label_text}".encode())
    return h.hexdigest()


def manifest(cfg: ConvertConfig, specs: list[ShardSpec], finished: dict[str, dict], *,
             status: str, labels: list[str], source_kind: str, rejected: int,
             timings: dict[str, float], fingerprint: str) -> dict:
    """The content of dataset_info.json: exactly the shards in `finished` (journal entries
    by file name), with what a reader needs to parse them and what --resume checks."""
    splits: dict[str, dict] = {}
    for spec in specs:
        sp = splits.setdefault(spec.split, {"records": 0, "num_shards": spec.count, "shards": []})
        entry = finished.get(spec.filename)
        if entry:
            sp["records"] += entry["records"]
            sp["shards"].append({k: entry[k] for k in ("filename", "records", "bytes",
                                                       "sha256", "dali_index") if k in entry})
    return {
        "schema_version": MANIFEST_SCHEMA_VERSION,
        "engine": {"name": "tfrecord-studio", "version": __version__},
        "status": status,
        "created": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "source": os.path.abspath(cfg.source), "source_kind": source_kind,
        "features": FEATURE_SPEC,
        "labels": labels, "num_classes": len(labels),
        "compression": cfg.compression,
        "tf_compression_type": tf_compression_type(cfg.compression),
        "splits": splits,
        "total_records": sum(s["records"] for s in splits.values()),
        "planned_records": sum(len(spec.samples) for spec in specs),
        "rejected": rejected,
        "options": cfg.output_options(), "workers": cfg.workers,
        "timings": {k: round(v, 3) for k, v in timings.items()},
        "fingerprint": fingerprint,
    }


def remove_stale_partials(out: str) -> None:
    """Temporary files left by a killed run."""
    for name in os.listdir(out):
        if name.endswith(PARTIAL_SUFFIX) and is_engine_file(name):
            try:
                os.unlink(os.path.join(out, name))
            except FileNotFoundError:
                pass


def resumable_entries(out: str, fp: str, specs: list[ShardSpec]) -> dict[str, dict]:
    """Journal entries ({filename: entry}) of the interrupted (or finished) run in `out`
    that --resume may keep. Raises RunError when that run had other options or inputs."""
    header, entries = Journal(out).read()
    if header is not None:
        if header.get("fingerprint") != fp:
            raise RunError(f"--resume: the options or the input files differ from the "
                           f"interrupted run in {out}. Run with the same options, or use "
                           "--overwrite to start again.", protocol.EXIT_RESUME_MISMATCH)
        return entries
    # No journal: a finished run, one that failed before its first shard, or none.
    ours, foreign = classify_output(out, os.listdir(out))
    if foreign:
        raise RunError(_foreign_files_message(out, foreign, "--resume"),
                       protocol.EXIT_OUTPUT_EXISTS)
    manifest = _read_json(os.path.join(out, MANIFEST))
    shards = [n for n in ours if is_shard_name(n)]
    if manifest and manifest.get("fingerprint") == fp and manifest.get("status") == "complete":
        return _entries_from_manifest(out, manifest, specs)
    if shards or (manifest and manifest.get("total_records")):
        raise RunError(f"--resume: {out} holds a dataset from a run with other options or "
                       "inputs. Use --overwrite to start again.", protocol.EXIT_RESUME_MISMATCH)
    return {}  # only side files of a run that failed early (e.g. a full disk): start afresh


def is_intact(out: str, entry: dict | None) -> bool:
    """The shard an entry describes is on disk with its recorded size and sha256."""
    if not entry:
        return False
    path = os.path.join(out, entry["filename"])
    return (os.path.isfile(path) and os.path.getsize(path) == entry["bytes"]
            and sha256_file(path) == entry["sha256"])


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
    entries = {sh["filename"]: dict(sh, rejected=[])
               for split in manifest.get("splits", {}).values() for sh in split["shards"]}
    shard_of = {s.path: spec.filename for spec in specs for s in spec.samples}
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


def _foreign_files_message(out: str, foreign: list[str], option: str) -> str:
    more = f" and {len(foreign) - 1} more file(s)" if len(foreign) > 1 else ""
    return (f"The output folder {out} holds {foreign[0]!r}{more} that TFRecord Studio did not "
            f"write (there is no dataset of ours there), so {option} will not replace it. "
            "Nothing was deleted. Choose an empty folder, or move those files away.")


def _read_json(path: str) -> dict | None:
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None
