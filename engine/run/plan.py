"""The shard planner: a pure function from samples and options to a list of ShardSpec.

A ShardSpec fully determines one output file, so the same inputs, options and seed give
byte-identical shards whatever the worker count, and a shard is the unit a resumed or a
distributed run (Apache Beam) re-creates on its own.
"""

from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass

from engine import protocol
from engine.reason_pair import plural
from engine.sources.discover import Sample, ScanResult
from engine.split_sizes import allocate, shard_count, shard_notices, source_split_notices

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ShardSpec:
    """One shard to write: its split, index, file name and samples, in order."""

    split: str
    index: int           # 0-based within the split
    count: int           # shards in the split
    filename: str
    samples: tuple[Sample, ...]
    #: what its source files were when the run began (engine.run.resume.stamped): a kept
    #: shard whose files changed since is converted again by --resume
    stamp: str = ""


def shard_filename(prefix: str, split: str, index: int, count: int, compression: str) -> str:
    """The TFDS-style name ``PREFIX-SPLIT-00000-of-00004.tfrecord[.gz|.zlib]``."""
    suffix = {"none": "", "gzip": ".gz", "zlib": ".zlib"}[compression]
    return f"{prefix}-{split}-{index:05d}-of-{count:05d}.tfrecord{suffix}"


def assign_splits(samples: list[Sample], split: tuple[tuple[str, float], ...], shuffle: bool,
                  seed: int) -> dict[str, list[Sample]]:
    """Samples per split. A CSV split column wins; otherwise each class is divided by the
    fractions (stratified), after a seeded shuffle when shuffle is on."""
    names = [n for n, _ in split]
    out: dict[str, list[Sample]] = {n: [] for n in names}
    free: list[Sample] = []
    for s in samples:
        if s.split is not None:
            out.setdefault(s.split, []).append(s)
        else:
            free.append(s)
    by_label: dict[int, list[Sample]] = {}
    for s in free:
        by_label.setdefault(s.label, []).append(s)
    fractions = [f for _, f in split]
    for label in sorted(by_label):
        group = by_label[label]
        if shuffle:
            group = group[:]
            random.Random(f"{seed}:split:{label}").shuffle(group)
        start = 0
        for name, k in zip(names, allocate(len(group), fractions), strict=True):
            out[name].extend(group[start:start + k])
            start += k
    return {k: v for k, v in out.items() if v}


def plan_shards(samples: list[Sample], *, split: tuple[tuple[str, float], ...] = (("train", 1.0),),
                shuffle: bool = True, seed: int = 0, prefix: str = "data",
                compression: str = "none", num_shards: int | None = None,
                records_per_shard: int | None = None) -> list[ShardSpec]:
    """Plan every shard. Give num_shards (per split) or records_per_shard."""
    specs: list[ShardSpec] = []
    for name, items in assign_splits(samples, split, shuffle, seed).items():
        items = sorted(items, key=lambda s: s.name)
        if shuffle:
            random.Random(f"{seed}:order:{name}").shuffle(items)
        n = len(items)
        if num_shards is not None:
            count = shard_count(n, num_shards)   # (a split of fewer images: note_plan)
        else:
            count = max(1, math.ceil(n / max(1, records_per_shard or n)))
        for i in range(count):
            chunk = tuple(items[i * n // count:(i + 1) * n // count])
            specs.append(ShardSpec(name, i, count,
                                   shard_filename(prefix, name, i, count, compression), chunk))
    return specs


def note_plan(specs: list[ShardSpec], num_shards: int | None,
              split: tuple[tuple[str, float], ...] = ()) -> None:
    """Log (a "note:" on stderr and in the run log) each split that --shards asked more
    shards of than it has images, and the shards it gets (engine.split_sizes); and a
    --split ``split`` whose fractions divide no image, or only some, as the source gives
    images their split (a walk's YOLO export was "split 99/1" in its log and its command,
    and written as the export's train and val)."""
    given, free = source_splits(specs)
    for notice in source_split_notices(given, free, split) + \
            shard_notices(split_sizes_of(specs), num_shards):
        log.info("%s", notice)


def source_splits(specs: list[ShardSpec]) -> tuple[dict[str, int], int]:
    """({split: images the source gives it}, images it gives none) of a plan."""
    given: dict[str, int] = {}
    free = 0
    for spec in specs:
        for s in spec.samples:
            if s.split is None:
                free += 1
            else:
                given[s.split] = given.get(s.split, 0) + 1
    return given, free


def split_sizes_of(specs: list[ShardSpec]) -> dict[str, int]:
    """Images per split of a plan, in its order."""
    sizes: dict[str, int] = {}
    for s in specs:
        sizes[s.split] = sizes.get(s.split, 0) + len(s.samples)
    return sizes


def plan_event(specs: list[ShardSpec], labels: list[str], scan: ScanResult) -> protocol.Plan:
    """The plan event of a run: images and shards per split, the splits the source gives,
    and the scan's task and annotations."""
    return protocol.Plan(
        total=sum(len(s.samples) for s in specs), splits=split_sizes_of(specs),
        shards={s.split: s.count for s in specs}, labels=labels,
        records_per_shard=max((len(s.samples) for s in specs), default=0),
        task=scan.task, annotations=protocol.PlanAnnotations.from_json(scan.annotations)
        if scan.annotations else None, source_splits=source_splits(specs)[0])


def records_per_shard_for(target_bytes: float, bytes_per_record: float) -> int:
    """How many records make a shard of about target_bytes."""
    return max(1, int(target_bytes // max(1.0, bytes_per_record)))


#: Shards per cluster worker thread below which the last shards run alone for a while.
SHARDS_PER_THREAD = 8
#: ... unless the suggested shards would be smaller than this many images.
MIN_SUGGESTED_IMAGES = 100


def cluster_note(shards: int, threads: int, images: int) -> str:
    """What a cluster run's plan costs in idle workers, and the --shards that avoids it;
    "" when nothing is worth saying. A task converts one whole shard, so with fewer shards
    than worker threads some never work, and with a few per thread the faster workers wait
    at the end while the slower ones write their last shard (measured: 5 s of a 35 s run
    with 4 shards per thread on 2 threads; bench/README.md, "Cluster")."""
    if 0 < shards < threads:
        per = max(1, -(-images // threads))
        return (f"The plan has {shards} {plural(shards, 'shard')} for {threads} "
                "cluster worker threads, so some "
                f"stay idle; shards of about {per} images (--shards {threads}) would use them "
                "all.")
    k = SHARDS_PER_THREAD * threads
    # (one thread has no one to wait for: with it, and with no more shards than threads
    # (above), this is said of 2 shards or more, for 2 threads or more)
    if threads > 1 and 0 < shards < k and images // k >= MIN_SUGGESTED_IMAGES:
        return (f"The plan has {shards} shards for {threads} cluster worker threads; a task "
                "converts a whole shard, so at the end some workers wait while others write "
                f"their last one: --shards {k} (about {-(-images // k)} images each) keeps "
                "them busy to the end.")
    return ""
