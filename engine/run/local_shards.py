"""The shard tasks of a `convert` run on this computer (engine.run.pipeline.Converter
without --cluster): the worker pool's converted batches, streamed in plan order, fed to one
shard task after another, each committed as it ends; and what a cancel or a write error
leaves of the shard it stopped (journalled for --resume, or left as a kill leaves it).

Separate from the pipeline, which orchestrates the run's steps: this is one of the two
executors of its shard tasks (the other is engine.run.cluster), with the batching and
the stream only the local pool needs.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain
from typing import TYPE_CHECKING

from engine.errors import ShardCancelled, WriteError
from engine.run import journal, partial, worker
from engine.run.plan import ShardSpec
from engine.run.scheduler import Batch
from engine.run.shard_task import BATCH_MAX_ITEMS, new_attempt, run_shard, split_batches

if TYPE_CHECKING:
    from engine.run.pipeline import Converter


def run_shards(conv: Converter, specs: list[ShardSpec]) -> None:
    """Write ``specs``' shards with ``conv``'s worker pool, one after another, until all
    are committed, a cancel stops one (what it wrote is kept: engine.run.partial) or an
    error is raised (a write error leaves the shard for --resume: left_after_error)."""
    # Small jobs get small batches so every worker has work; large ones amortise IPC.
    # (taken now: the stream below is read lazily, after earlier shards committed)
    start = [getattr(conv.partials.get(s.filename), "samples", 0) for s in specs]
    todo = sum(len(s.samples) - n for s, n in zip(specs, start, strict=True))
    max_items = max(1, min(BATCH_MAX_ITEMS, todo // (conv.cfg.workers * 4) or 1))
    # One stream over every shard's batches: the scheduler sends the next shards'
    # batches ahead while a shard task waits for its own.
    batches = (Batch(i, b) for i, b in enumerate(chain.from_iterable(
        split_batches(s.samples[n:], max_items) for s, n in zip(specs, start, strict=True))))
    stream = conv.scheduler.results(batches)
    conv.stats.restart_window()

    def convert(shard_batches: list) -> Iterator[worker.BatchResult]:
        for expected in shard_batches:
            got = next(stream, None)
            if got is None:   # cancelled
                return
            batch, result = got
            assert batch.samples == expected, "the scheduler's batches are the task's"
            yield result

    for spec in specs:
        conv.stats.begin_shard()
        try:
            entry = run_shard(spec, conv.cfg, attempt=new_attempt(), convert=convert,
                              progress=conv.on_batch, max_items=max_items,
                              kept=conv.partials.get(spec.filename), keep_partial=True)
        except ShardCancelled as e:
            # what was written of the unfinished shard is kept, and journalled: --resume
            # continues it (engine.run.partial); without a line it is gone
            if e.partial is not None:
                journal.Journal(conv.cfg.out).add_partial(e.partial)
                conv.stats.unfinished = e.partial["records"]
                conv.stats.add_unfinished_objects(e.partial.get("objects"))
                partial.superseded(conv.cfg.out, conv.partials.pop(spec.filename, None),
                                   e.partial["temp"])
            else:
                conv.stats.drop_shard(spec.filename)
            break
        except WriteError:
            conv.left_after_error(spec)
            raise
        except BaseException:
            conv.stats.drop_shard(spec.filename)
            raise
        try:
            conv.commit_shard(spec, entry)
        except WriteError:
            conv.left_after_error(spec)
            raise
        if conv.cancel.is_set():
            break
    # kept partials of shards not reached (cancelled first): done, unfinished (the journal's)
    conv.stats.unfinished += sum(k.records for k in conv.partials.values())
    for k in conv.partials.values():
        conv.stats.add_unfinished_objects(k.objects)
    conv.stats.emit_stats(force=True)

