"""How many images each of --split's splits gets, counted before anything is written, and
the notices that say a requested split gets none, or fewer shards than --shards asks for.

The planner (engine.run.plan.assign_splits) divides each class on its own (stratified) by
largest-remainder rounding (`allocate`), so a split whose fraction of every class is less
than one image can get nothing: "train=0.8,validation=0.2" over 2 images, or over 5
classes of 4 images each, writes no validation split at all. That is deliberate (the same
images, options and seed give the same bytes; guaranteeing every split an image would move
images out of train in datasets already written), but it must not be silent: the scan
counts it (engine.sources.discover.scan, given --split), so `scan` says it and `convert`
logs it from that one count, and the window counts it from its own scan with this module
(gui.widgets.source_summary), as the split is typed.

A shard holds at least one image, so --shards N ("Files per split") gives a split of fewer
than N images one shard per image (`shard_count`, the planner's rule): that is said too
(`shard_notices`), by `convert` from its plan and by the window from its scan as the
option is set, not left to be found in the file names.

Standard library only: the window imports it (tests/test_boundaries.py).
"""

from __future__ import annotations

import math
from collections.abc import Iterable


def allocate(n: int, fractions: list[float]) -> list[int]:
    """Split n items by fractions with largest-remainder rounding (sums to n exactly)."""
    raw = [n * f for f in fractions]
    counts = [math.floor(r) for r in raw]
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i] - counts[i]), i))
    for i in order[: n - sum(counts)]:
        counts[i] += 1
    return counts


def split_sizes(free: Iterable[int], given: dict[str, int],
                split: tuple[tuple[str, float], ...]) -> dict[str, int]:
    """Images per requested split: `free` holds the size of each class's images that no
    source gives a split (divided by the fractions, class by class), `given` the images a
    source gives each split (a table's split column, an export's split folders)."""
    names = [n for n, _ in split]
    fractions = [f for _, f in split]
    sizes = {n: given.get(n, 0) for n in names}
    for group in free:
        for name, k in zip(names, allocate(group, fractions), strict=True):
            sizes[name] += k
    return sizes


def empty_split_notices(free: Iterable[int], given: dict[str, int],
                        split: tuple[tuple[str, float], ...]) -> list[str]:
    """One sentence (engine.reason_catalogue_table, plan.split_*) for each split of `split`
    that gets no image; none when only one split is asked for, or there is no image at all
    (there is nothing to divide)."""
    groups = [n for n in free if n > 0]
    if len(split) < 2 or not (groups or any(given.values())):
        return []
    sizes = split_sizes(groups, given, split)
    out = []
    for name, fraction in split:
        if sizes[name]:
            continue
        if not groups:
            out.append(f"The split {name!r} gets no image: the source gives every image its "
                       f"split (a table's split column, an export's split folders), and none "
                       f"is {name!r}")
        elif len(groups) == 1:
            out.append(f"The split {name!r} gets no image: {fraction:g} of {groups[0]:,} "
                       f"{'image' if groups[0] == 1 else 'images'} rounds to 0. Use more "
                       "images, or a larger fraction for it")
        else:
            out.append(f"The split {name!r} gets no image: each class is divided on its own, "
                       f"and {fraction:g} of a class's images (at most {max(groups):,}) rounds "
                       "to 0. Use more images per class, or a larger fraction for it")
    return out


def shard_count(n: int, num_shards: int) -> int:
    """The shards --shards ``num_shards`` gives a split of ``n`` images: as many as asked,
    but no more than its images (a shard holds at least one), and at least one."""
    return max(1, min(num_shards, n))


def shard_notices(sizes: dict[str, int], num_shards: int | None) -> list[str]:
    """One sentence (engine.reason_catalogue_table, plan.shards_capped) for each split of
    ``sizes`` (images per split) that gets fewer shards than --shards ``num_shards`` asks
    for; none without --shards, or for a split without images (it is not written)."""
    if not num_shards:
        return []
    out = []
    for name, n in sizes.items():
        if 0 < n and shard_count(n, num_shards) < num_shards:
            shards = shard_count(n, num_shards)   # (n: one shard per image)
            out.append(f"The split {name!r} has {n:,} {'image' if n == 1 else 'images'}, so "
                       f"it gets {shards:,} {'shard' if shards == 1 else 'shards'}, not the "
                       f"{num_shards:,} of --shards: a shard holds at least one image")
    return out


def split_text(split: tuple[tuple[str, float], ...]) -> str:
    """--split as the engine takes it, normalised: "train=0.99,val=0.01"."""
    return ",".join(f"{name}={fraction:g}" for name, fraction in split)


def given_text(given: dict[str, int]) -> str:
    """The images a source gives each split, in the order met: "train 60, val 20"."""
    return ", ".join(f"{name} {n:,}" for name, n in given.items())


def source_split_notices(given: dict[str, int], free: int,
                         split: tuple[tuple[str, float], ...]) -> list[str]:
    """The note (engine.reason_catalogue_log, log.split_*from_source) of a --split whose
    fractions divide no image, or only some: the source gives images their split (a YOLO
    data.yaml's or an export's split folders, COCO/VOC/CVAT splits, a table's split column),
    and those keep it (engine.run.plan.assign_splits). ``given``: images per split the
    source gives; ``free``: the images it gives none. None without --split (the default,
    train=1, asks nothing), or when the source gives no split."""
    if not given or not split or tuple(split) == (("train", 1.0),):
        return []
    if not free:
        return [f"--split {split_text(split)} is not used: the source gives every image its "
                f"split ({given_text(given)}), which is kept"]
    total = sum(given.values()) + free
    return [f"the source gives {sum(given.values()):,} of the {total:,} images their split "
            f"({given_text(given)}), which they keep; --split {split_text(split)} divides "
            "the others"]


def sample_notices(samples: Iterable, split: tuple[tuple[str, float], ...]) -> list[str]:
    """empty_split_notices of scanned samples (engine.sources.discover.Sample): the images
    without a split counted by class, the others by the split their source gives."""
    free: dict[int, int] = {}
    given: dict[str, int] = {}
    for s in samples:
        if s.split is None:
            free[s.label] = free.get(s.label, 0) + 1
        else:
            given[s.split] = given.get(s.split, 0) + 1
    return empty_split_notices(free.values(), given, split)
