"""How each event of the engine changes what the window shows about a run
(gui.run_model.RunModel): the plan, the counts, the workers' activity, the shards written,
the failures (gui.run_failures), the end of the run and the check that follows; and the
record the events add (ShardInfo). Qt-free, as gui.run_model; each handler changes the model's
fields."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import protocol as P
from engine.one_process import one_process

if TYPE_CHECKING:
    from gui.run_model import RunModel


@dataclass
class ShardInfo:
    path: str
    split: str
    records: int
    bytes: int


def on_run_started(model: RunModel, ev: P.RunStarted) -> None:
    model.workers = int(ev.workers or 0)
    opts = ev.options or {}
    if ev.command == "convert":   # (not the verify after it: it said "w1" then)
        image = opts.get("image")
        fmt = str(image.get("format", "")) if isinstance(image, dict) else ""
        model.original = fmt == "original"
        model.one_process = one_process(fmt, opts.get("cluster"))
        model.phase = "scanning"
        model.resume = bool((ev.options or {}).get("resume"))
        # the splits asked for (--split): one that gets no image is in no plan or summary
        asked = (ev.options or {}).get("split")
        model.requested_splits = [str(x[0]) for x in asked if isinstance(x, list) and x] \
            if isinstance(asked, list) else []


def on_scan_progress(model: RunModel, ev: P.ScanProgress) -> None:
    model.found = ev.found
    if ev.finished:
        model.ignored = list(ev.ignored or [])
    if ev.finished and model.phase == "scanning":
        model.phase = "writing"


def on_plan(model: RunModel, ev: P.Plan) -> None:
    model.total = ev.total
    model.labels, model.task = list(ev.labels), str(ev.task or "")   # (its duplicates' words)
    model.splits = dict(ev.splits)
    model.planned_shards = sum(int(v) for v in ev.shards.values()) if ev.shards else 0
    model.phase = "writing"

def on_kept_check(model: RunModel, ev: P.KeptCheck | P.VerdictCheck) -> None:
    # (Resume's check)
    model.kept_check = (int(ev.checked), int(ev.total), isinstance(ev, P.VerdictCheck))


def on_progress(model: RunModel, ev: P.Progress) -> None:
    model.kept_check = None   # (the check is over: the run counts)
    if model.phase == "scanning":
        model.phase = "writing"
    model.done, model.failed = ev.done, ev.failed
    if ev.total:
        model.total = ev.total
    model.bytes_in, model.bytes_out = ev.bytes_in, ev.bytes_out
    # MB/s written follows the bytes on disk batch after batch; bytes_out grows only
    # when a shard completes (flat at 0.0 MB/s, then a spike), and a --resume's starts
    # at the kept shards' bytes. An engine that does not send bytes_written: bytes_out.
    model.bytes_written = ev.bytes_written or ev.bytes_out
    # ... of which what this run converted: not the records a --resume kept of an
    # unfinished shard, written again first (a Resume's plot began at ~250 MB/s)
    converted = model.bytes_written - min(ev.bytes_kept, model.bytes_written)
    model.compared, model.to_compare = ev.compared, ev.to_compare
    t, last = float(ev.t), model.counters.last()
    if last is not None and t <= last[0]:
        return  # same instant: nothing to differentiate
    if last is not None and ev.done + ev.failed < last[1]:
        # a cancel took back the deleted shard's images, or a cluster took back a dead
        # worker's attempt at a shard, retried from its first image: not a negative
        # speed, and the speed goes on from the new count
        model.rates.take_back(int(last[1]) - ev.done - ev.failed,
                              max(0, int(last[3]) - ev.done), max(0.0, last[2] - converted))
        return
    work = (ev.done + ev.failed, ev.bytes_kept)   # (this run's: images, kept records)
    model.rates.span.add(t, work, ev.done, comparing=ev.to_compare > 0)
    if ev.to_compare > 0 or (0 < model.total <= work[0] and work == model._work):
        # after the last image (side files written, copies compared): the throughput
        # line and time axis ran past the Summary's conversion and the last batch
        return
    model.rates.add(t, work[0], converted, model.total, ev.done)
    model._work = work   # (the last count drawn)


def on_batch_written(model: RunModel, ev: P.BatchWritten) -> None:
    model.batches += 1
    model.write_seconds_total += ev.write_seconds
    model.batch_ms.add(float(ev.t), ev.write_seconds * 1000.0)


def on_worker_stats(model: RunModel, ev: P.WorkerStats) -> None:
    model.worker_busy = [max(0.0, min(1.0, float(b))) for b in ev.busy]
    hosts = [str(h) for h in (getattr(ev, "hosts", None) or [])]
    model.worker_hosts = hosts if len(hosts) == len(model.worker_busy) else []
    names = [str(n) for n in (getattr(ev, "workers", None) or [])]
    model.worker_names = names if len(names) == len(model.worker_busy) else []
    model.workers = max(model.workers, len(model.worker_busy))
    model.writer_busy = max(0.0, min(1.0, float(ev.writer_busy)))
    model.bottleneck = ev.bottleneck


def on_shard_written(model: RunModel, ev: P.ShardWritten) -> None:
    model.shards.append(ShardInfo(ev.path, ev.split, ev.records, ev.bytes))


def on_item_failed(model: RunModel, ev: P.ItemFailed) -> None:
    model.item_failed(ev)   # (gui.run_failures: a Resume's carried failures listed once)


def on_items_requeued(model: RunModel, ev: P.ItemsRequeued) -> None:
    model.items_requeued(ev)


def on_run_finished(model: RunModel, ev: P.RunFinished) -> None:
    if model.phase == "verifying":
        # the verify process's own end: the conversion's summary stays; the controller
        # settles the phase when the process exits
        if ev.status == "cancelled" and model.verify is None:
            model.verify = P.VerifyResult(ok=False, checked=model.verify_checked,
                                          cancelled=True)
        return
    model.status = ev.status
    # a verify or tune run reports a summary of its own kind: not the conversion's
    model.summary = ev.summary if isinstance(ev.summary, P.ConvertSummary) else None
    if ev.status == "cancelled":
        model.phase = "cancelled"
    elif model.verify_next:
        # straight on to Verifying: never a "Finished" flash between the two processes
        model.phase = "verifying"
        return
    else:
        model.phase = "finished"
    model._running = False


def on_run_failed(model: RunModel, ev: P.RunFailed) -> None:
    model.error = ev.message
    model.exit_code = ev.exit_code
    model.phase = "failed"
    model._running = False


def on_verify_result(model: RunModel, ev: P.VerifyResult) -> None:
    model.verify = ev
    model.verify_checked = max(model.verify_checked, int(ev.checked or 0))


def on_verify_progress(model: RunModel, ev: P.VerifyProgress) -> None:
    if model.phase == "writing":  # `convert --verify` in one process
        model.phase = "verifying"
    model.verify_checked = max(model.verify_checked, int(ev.checked))
    model.verify_total = int(ev.total)
    t = float(ev.t) + model._t_offset   # (a verify process's clock starts at 0)
    last = model.verify_rates.counters.last()
    if last is None or t > last[0]:
        model.verify_rates.add(t, model.verify_checked, 0, model.verify_total)


# RunModel.on_event calls the handler of the event's type (others are ignored)
HANDLERS: dict[str, Callable[[RunModel, Any], None]] = {
    "run_started": on_run_started, "scan_progress": on_scan_progress, "plan": on_plan,
    "kept_check": on_kept_check, "progress": on_progress,
    "verdict_check": on_kept_check,   # (after the kept shards: an older run's kept files)
    "batch_written": on_batch_written, "worker_stats": on_worker_stats,
    "shard_written": on_shard_written, "item_failed": on_item_failed,
    "items_requeued": on_items_requeued, "run_finished": on_run_finished,
    "run_failed": on_run_failed, "verify_result": on_verify_result,
    "verify_progress": on_verify_progress,
}
