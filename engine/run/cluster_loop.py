"""The shard tasks of one cluster run (engine.run.cluster.ClusterRun.run): submitted as
the workers can take them (engine.run.cluster_feed), committed in whatever order they
finish, stopped on a cancel or a failed shard.

ClusterRun owns the connection (the cluster started or reached, its workers checked);
this is what one run does over it. Each task publishes its per-batch progress with Dask's
structured events (counted by engine.run.cluster_progress); the driver sees only specs,
entries and that progress, never image bytes. Cancel sets a Dask Event that running
tasks check between batches (they stop and delete their temporary file), cancels the
futures that have not started and removes whatever temporary files are left.
"""

from __future__ import annotations

import time
from concurrent.futures import CancelledError
from typing import Any

from engine import protocol
from engine.errors import ShardCancelled
from engine.run import cluster_feed, cluster_watch
from engine.run.cluster_progress import LiveProgress
from engine.run.cluster_record import TookPart
from engine.run.cluster_task import host_of, shard_task
from engine.run.output import remove_stale_partials
from engine.run.plan import ShardSpec, cluster_note
from engine.run.shard_task import BATCH_MAX_ITEMS, new_attempt

CANCEL_GRACE = 60.0         # seconds running tasks get to stop after a cancel


def run(cr: Any, conv, specs: list[ShardSpec], d) -> None:
    """Run every spec as a task on ``cr``'s workers (an engine.run.cluster.ClusterRun,
    connected); commit with conv.commit_shard as they finish. ``d``: distributed."""
    from engine.run.cluster import parse_address
    where = parse_address(cr.cfg.cluster)[0]
    client = cr._client()
    threads = cr.threads()
    todo = sum(len(s.samples) for s in specs)
    max_items = max(1, min(BATCH_MAX_ITEMS, todo // (threads * 4) or 1))
    note = cluster_note(len(specs), threads, todo)
    slots: dict[str, int] = {}
    for w in cr.workers():
        slots[host_of(w["name"])] = slots.get(host_of(w["name"]), 0) + int(w["threads"])
    conv.stats.slots, conv.stats.workers = slots, threads
    took = conv.took_part = conv.took_part or TookPart(where)
    live, seen = LiveProgress(specs), lambda: live.see(conv, took.see(cr.workers()))
    conv.em.emit(protocol.ClusterStarted(
        address=str(client.scheduler.address), workers=seen(), note=note))
    topic = f"tfrecord-studio-{new_attempt()}"
    cancel_name = f"{topic}-cancel"
    client.subscribe_topic(topic, live.put)
    cancel_event = d.Event(cancel_name, client=client)
    task = cluster_feed.Task(shard_task, cr.cfg, topic, cancel_name, max_items, cr._needs())
    feed = cluster_feed.Feed(cr, specs, task, took.leave_out, took.let_in)
    pending: set = set()     # (the tasks submitted: feed.fill keeps the workers busy)
    watch = cluster_watch.Watch(client, where, cr._wait, lambda: len(seen()),
                                gone=feed.none_left)
    conv.stats.restart_window()
    try:
        while pending or feed.queue:
            live.drain(conv)
            if conv.cancel.is_set():
                cancel(cr, d, client, cancel_event, pending)
                break
            feed.fill(pending)
            try:
                if not pending:
                    raise TimeoutError   # no fitting worker: the watch says so in time
                done, pending = d.wait(pending, timeout=0.25, return_when="FIRST_COMPLETED")
            except TimeoutError:
                conv.stats.tick()
                if watch.look():     # no worker left, or no scheduler: said, not waited
                    feed.rescue(pending, client)
                if not pending:
                    time.sleep(0.25)
                continue
            except CancelledError:   # (Dask cancels every future when it loses the
                if cluster_watch.connected(client):   # scheduler; ours: checked above)
                    raise
                raise cluster_watch.scheduler_lost(watch.where) from None
            feed.fill(pending)  # (the next tasks before the commits, which take time)
            for fut in feed.taken(done):   # (each released once read)
                _finished(cr, conv, fut, feed, live, took, watch)
    except BaseException:
        # a failed shard (write error, dying workers) stops the others and leaves
        # no temporary files; finished shards stay committed for --resume
        cancel(cr, d, client, cancel_event, pending)
        raise
    finally:
        feed.close()
        try:
            client.unsubscribe_topic(topic)
        except Exception:  # noqa: BLE001 - unsubscribing must not mask how the run ended
            pass
    if not conv.cancel.is_set():
        remove_stale_partials(cr.cfg.out)   # of attempts on workers that died
    live.drop_uncommitted(conv)
    conv.stats.emit_stats(force=True)


def _finished(cr, conv, fut, feed: cluster_feed.Feed, live: LiveProgress, took, watch):
    spec = feed.by_key[fut.key][0]
    if fut.status == "error":
        exc = fut.exception()
        if isinstance(exc, ShardCancelled) or feed.explain(exc, spec, cr._client(), fut.key):
            return      # (a worker left out: the spec is queued again)
        raise cluster_watch.task_error(exc, spec.filename)
    if fut.status == "cancelled":
        return
    _attempt, entry, worker = cluster_watch.result_of(fut, watch)
    if entry is None:
        return
    live.drain(conv)
    conv.commit_shard(spec, entry)
    took.done(worker, cr.cfg.out)   # (journalled: a killed run's --resume carries it)
    live.settle(conv, entry)
    cluster_feed.remove_orphans(cr.cfg.out, entry)


def cancel(cr, d, client, cancel_event, pending: set) -> None:
    """Stop the running tasks (they check the event between batches and delete their
    file), drop the queued ones, then remove every temporary file left."""
    if not cluster_watch.connected(client):    # no scheduler: nothing runs to stop
        remove_stale_partials(cr.cfg.out)
        return
    cancel_event.set()
    deadline = time.monotonic() + CANCEL_GRACE
    waiting = list(pending)
    while waiting and time.monotonic() < deadline:
        try:
            d.wait(waiting, timeout=1.0)
            break
        except TimeoutError:
            pass
        except CancelledError:   # (the scheduler went away meanwhile)
            break
        try:     # no workers left (a signal killed them): nothing will answer
            if not client.scheduler_info(n_workers=-1)["workers"]:
                break
        except Exception:  # noqa: BLE001 - a scheduler that cannot answer has no workers either
            break
    if cluster_watch.connected(client):
        client.cancel(list(pending))
        time.sleep(0.1)
    remove_stale_partials(cr.cfg.out)
