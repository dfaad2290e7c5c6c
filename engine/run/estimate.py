"""The mean record size that sets records per shard (--shard-size), before any shard is
written: exact from the inputs where the options allow, else measured by converting a
fixed, evenly spaced sample in the run's own worker pool.

The sample's records are kept in the scheduler (Scheduler.precomputed), so converting them
for the estimate is not wasted. Deterministic, so the plan is too: a worker death during
the estimate retries the items alone and never changes which were measured.
"""

from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool

from engine.config import ConvertConfig
from engine.errors import Cancelled, Hung
from engine.run import worker
from engine.run.scheduler import CRASH_LIMIT, Scheduler
from engine.run.shard_task import items_of
from engine.sources.discover import Sample

#: Inputs converted to measure the record size.
ESTIMATE_SAMPLES = 24
#: Bytes of Example keys and framing around the image in one record (an upper bound).
RECORD_OVERHEAD = 200.0


def estimate_record_bytes(cfg: ConvertConfig, samples: list[Sample],
                          sched: Scheduler) -> float:
    """Mean record size, from the inputs where that is exact, else by converting a
    fixed, evenly spaced sample. Raises Cancelled when a cancel stops the sample."""
    img = cfg.image
    if img.format == "original":
        return sum(s.size for s in samples) / len(samples) + RECORD_OVERHEAD
    if img.format == "raw" and img.resize != "none":
        return img.width * img.height * img.channels + RECORD_OVERHEAD
    if img.resize != "none":
        # JPEG/PNG of the target size can hardly exceed 1.25x the raw pixels; when even
        # that fits in one shard per split, no estimate is needed.
        bound = img.width * img.height * img.channels * 1.25 + 4096
        if bound * len(samples) <= cfg.shard_size_mib * (1 << 20):
            return bound
    ordered = sorted(samples, key=lambda s: s.name)
    k = min(ESTIMATE_SAMPLES, len(ordered))
    pick = [ordered[i * len(ordered) // k] for i in range(k)]
    items = items_of(pick)
    # A worker death (an outside kill, a decoder crash) must not change the plan: the
    # items not yet measured are retried one at a time in a fresh pool, and only an
    # item that kills its worker CRASH_LIMIT times alone is left out, as it would be
    # on every run.
    parts = [items[i::2] for i in range(min(2, len(items)))]
    deadline = cfg.item_timeout   # a false alarm only costs the retry below
    try:
        futures = [(part, sched.run_in_pool(worker.convert_batch, -1, part))
                   for part in parts]
        for part, fut in futures:
            _keep(sched, part, sched.wait(fut, deadline))
    except (BrokenProcessPool, Hung):
        for item in [it for it in items if it[0] not in sched.precomputed]:
            for _ in range(CRASH_LIMIT):
                sched.respawn()
                try:
                    _keep(sched, [item], sched.convert_alone(item))
                    break
                except BrokenProcessPool:
                    continue
                except Hung:
                    break
        sched.respawn_if_lost()
    sizes = [len(it.record) for it in sched.precomputed.values() if it.record]
    if sizes:
        return sum(sizes) / len(sizes)
    return sum(s.size for s in samples) / len(samples) + RECORD_OVERHEAD


def _keep(sched: Scheduler, part: list, res: worker.BatchResult | None) -> None:
    """Keep a measured batch's records for the conversion (by input path)."""
    if res is None:
        raise Cancelled()
    for it in res.items:
        sched.precomputed[part[it.index][0]] = it
