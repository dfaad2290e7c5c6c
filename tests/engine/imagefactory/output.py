"""Reading the engine's output folder back without TensorFlow: its shards' records, its
side files (rejected.csv, the manifest), and comparing an interrupted run's output with an
uninterrupted one's."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

from PIL import Image

from engine.output_state import DIGESTS, DUPLICATES, HOW_TO_LOAD
from engine.ownership import is_shard_name
from engine.records.example import decode_example
from engine.records.tfrecord import iter_records
from engine.run.journal import JOURNAL


def shard_names(folder: Path) -> list[str]:
    return sorted(n for n in os.listdir(folder) if is_shard_name(n))


def read_records(path: Path) -> list[dict]:
    """Every record of an uncompressed shard as {key: value or [values]}."""
    out = []
    with open(path, "rb") as f:
        for rec in iter_records(f):
            ex = decode_example(rec.data)
            out.append({k: (v[0] if len(v) == 1 else v) for k, (_, v) in ex.items()})
    return out


def all_records(folder: Path) -> list[dict]:
    return [r for name in shard_names(folder) for r in read_records(folder / name)]


def records_by_name(folder: Path) -> dict[str, dict]:
    return {r["image/filename"].decode(): r for r in all_records(folder)}


def decoded(record: dict) -> Image.Image:
    im = Image.open(io.BytesIO(record["image/encoded"]))
    im.load()
    return im


def rejected_rows(folder: Path) -> list[dict]:
    with open(folder / "rejected.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def manifest(folder: Path) -> dict:
    from engine.output_state import MANIFEST
    return json.loads((folder / MANIFEST).read_text(encoding="utf-8"))


def hidden_temp_files(folder: Path) -> list[str]:
    """The writer's temporaries left in `folder` (one shared rule: tests/leftovers.py)."""
    from tests.leftovers import leftover_temporaries
    return leftover_temporaries(folder)


def folder_bytes(folder: Path, names=None) -> dict[str, bytes]:
    return {n: (folder / n).read_bytes() for n in (names or shard_names(folder))}


def manifest_shard_bytes(out: Path) -> int:
    """The bytes of the shards the manifest lists, which are their sizes on disk."""
    shards = [s for split in manifest(out)["splits"].values() for s in split["shards"]]
    assert sum(os.path.getsize(out / s["filename"]) for s in shards) == \
        sum(s["bytes"] for s in shards)
    return sum(s["bytes"] for s in shards)


# -- comparing an interrupted run's output with an uninterrupted one ----------------------


def assert_identical(out: Path, reference: Path) -> None:
    assert shard_names(out) == shard_names(reference)
    assert folder_bytes(out) == folder_bytes(reference)
    assert hidden_temp_files(out) == []
    assert not (out / JOURNAL).exists()
    assert rejected_rows(out) == rejected_rows(reference)
    assert (out / "labels.txt").read_bytes() == (reference / "labels.txt").read_bytes()
    # made from the manifest alone: no date, host, path or worker count in it
    assert (out / HOW_TO_LOAD).read_bytes() == (reference / HOW_TO_LOAD).read_bytes()
    # the copies found (engine.run.duplicates), and the digests they were found with
    for name in (DUPLICATES, DIGESTS):
        assert (out / name).exists() == (reference / name).exists(), name
        if (reference / name).exists():
            assert (out / name).read_bytes() == (reference / name).read_bytes(), name
    m, ref = manifest(out), manifest(reference)
    assert m["status"] == "complete"
    assert m["splits"] == ref["splits"] and m["total_records"] == ref["total_records"]


def assert_consistent_partial(out: Path, reference: Path) -> None:
    """After a failed write: no temporary file but the .partial of the shard it stopped
    (at most one, kept for --resume when records went into it: engine.run.partial), and
    whatever is under a final shard name is complete (identical to the uninterrupted
    run's shard)."""
    left = hidden_temp_files(out)
    assert len(left) <= 1 and all(any(n.startswith(f".{s}.") for s in shard_names(reference))
                                  for n in left), left
    for name in shard_names(out):
        assert (out / name).read_bytes() == (reference / name).read_bytes(), name
    assert (out / JOURNAL).exists()   # what --resume continues from
