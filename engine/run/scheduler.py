"""The local scheduler: converts batches in the worker pool and yields them finished, in
plan order.

It owns the pool: submit with a bounded in-flight window, recovery when a worker dies
(SIGKILL, out of memory, a decoder crash) or an image hangs its decoder, and cancel. It
is the local executor behind the shard task (engine.run.shard_task): the task asks for its
batches' results and the scheduler has already sent the next shards' batches ahead.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from engine.config import ConvertConfig
from engine.errors import Hung
from engine.reason_pair import plural
from engine.run import worker
from engine.run.pool import kill_pool, lost_worker, spawn_pool
from engine.run.shard_task import items_of
from engine.sources.discover import Sample

log = logging.getLogger(__name__)

INFLIGHT_PER_WORKER = 3       # batches queued per worker: enough to hide IPC latency
CRASH_LIMIT = 2               # an item that kills a worker this often is rejected
BOOT_TIMEOUT = 300.0          # seconds fresh workers may take to start on a loaded machine


@dataclass
class Batch:
    batch_id: int             # position in the run's sequence of batches
    samples: list[Sample]


class Scheduler:
    """Runs batches in a pool of worker processes. `on_tick` is called while waiting
    (about ten times a second), for periodic events; `on_respawn` after a fresh pool
    replaced a broken one."""

    def __init__(self, cfg: ConvertConfig, cancel: threading.Event,
                 on_tick: Callable[[], None] = lambda: None,
                 on_respawn: Callable[[], None] = lambda: None):
        self.cfg = cfg
        self.cancel = cancel
        self.on_tick = on_tick
        self.on_respawn = on_respawn
        self.pool: ProcessPoolExecutor | None = None
        self.crashes: dict[str, int] = {}
        # Records converted ahead (the shard-size estimate), used instead of converting
        # them again (deterministic, so the bytes are the same).
        self.precomputed: dict[str, worker.ItemResult] = {}
        self._warmup: list[Future] = []

    # -- the pool -------------------------------------------------------------------------

    def start(self) -> None:
        """Start the pool and every worker in it (they boot while the parent scans)."""
        self.pool = spawn_pool(self.cfg, self.cfg.workers)
        self._warmup = [self.pool.submit(worker.ping, 0.02) for _ in range(self.cfg.workers)]

    def respawn(self) -> None:
        """Replace the pool by a fresh one (the only way out of a broken pool), and wait
        until its workers run: every caller then gives one item a deadline (the item
        timeout), which must not count the workers' start-up. That takes seconds on a
        loaded machine, and an image that was merely retried first was rejected as "did
        not finish within 3 s" so (test_shutdown_and_plan on a loaded machine)."""
        if self.pool is not None:
            kill_pool(self.pool)
        self.pool = spawn_pool(self.cfg, self.cfg.workers)
        self._wait_until_running()
        self.on_respawn()

    def _wait_until_running(self) -> None:
        """Wait (at most BOOT_TIMEOUT) until the fresh pool's workers answer. A worker that
        dies or never starts is left to the caller, which finds the pool broken or its
        item late, as it would have without this wait; a cancel ends the wait."""
        try:
            pings = [self.run_in_pool(worker.ping, 0.0) for _ in range(self.cfg.workers)]
            for f in pings:
                if self.wait(f, deadline=BOOT_TIMEOUT) is None:
                    return
        except (BrokenProcessPool, Hung):
            pass

    def run_in_pool(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Run ``fn(*args)`` in the pool (start() made it; respawn() replaces it)."""
        if self.pool is None:
            raise RuntimeError("the scheduler's pool is not running (call start() first)")
        return self.pool.submit(fn, *args)

    def respawn_if_lost(self) -> None:
        if lost_worker(self.pool):
            self.respawn()

    def close(self) -> None:
        if self.pool is not None:
            kill_pool(self.pool)
            self.pool = None

    def warm(self) -> None:
        """Wait until every worker runs, so timings measure conversion, not start-up."""
        try:
            futures = self._warmup or [
                self.run_in_pool(worker.ping, 0.02) for _ in range(self.cfg.workers)]
            self._warmup = []
            for f in futures:
                if self.wait(f) is None:
                    return
        except BrokenProcessPool:
            self.respawn()

    def wait(self, fut: Future, deadline: float | None = None):
        """fut's result; None when cancelled. Raises BrokenProcessPool when a worker died,
        even if the pool itself has not noticed (see lost_worker), and Hung when
        `deadline` seconds pass first."""
        t0 = time.monotonic()
        while not self.cancel.is_set():
            try:
                return fut.result(timeout=0.1)
            except FutureTimeout:
                if lost_worker(self.pool):
                    raise BrokenProcessPool("a worker process died") from None
                if deadline is not None and time.monotonic() - t0 > deadline:
                    raise Hung() from None
                self.on_tick()
        return None

    # -- batches --------------------------------------------------------------------------

    def submit(self, batch: Batch) -> Future:
        """Convert a batch in the pool; items already converted ahead are taken from
        there and only the rest is sent."""
        items = items_of(batch.samples)
        known = {i: self.precomputed.pop(s.path) for i, s in enumerate(batch.samples)
                 if s.path in self.precomputed}
        if not known:
            return self.run_in_pool(worker.convert_batch, batch.batch_id, items)
        todo = [i for i in range(len(items)) if i not in known]
        merged: Future = Future()

        def merge(fut: Future | None) -> None:
            r = worker.BatchResult(batch.batch_id, [], 0, 0.0, 0.0)
            if fut is not None:
                try:
                    r = fut.result()
                except BaseException as e:  # noqa: BLE001 - BrokenProcessPool, cancelled:
                    # the loop recovers
                    merged.set_exception(e)
                    return
            got = [dataclasses.replace(it, index=todo[it.index]) for it in r.items]
            got += [dataclasses.replace(it, index=i) for i, it in known.items()]
            merged.set_result(worker.BatchResult(batch.batch_id,
                                                 sorted(got, key=lambda it: it.index),
                                                 r.pid, r.busy, r.read))

        if todo:
            self.run_in_pool(worker.convert_batch, batch.batch_id,
                             [items[i] for i in todo]).add_done_callback(merge)
        else:
            merge(None)
        return merged

    def results(self, batches: Iterable[Batch]
                ) -> Iterator[tuple[Batch, worker.BatchResult]]:
        """Each batch with its result, in the order given (batch_id 0, 1, ...); stops
        early on cancel."""
        limit = max(2, self.cfg.workers * INFLIGHT_PER_WORKER)
        source = iter(batches)
        pending: dict[Future, Batch] = {}
        ready: dict[int, tuple[Batch, worker.BatchResult]] = {}
        next_id = 0
        exhausted = False
        last_completion = time.monotonic()
        while not self.cancel.is_set():
            broken: list[Batch] = []
            while not exhausted and not broken and len(pending) + len(ready) < limit:
                batch = next(source, None)
                if batch is None:
                    exhausted = True
                elif not batch.samples:
                    ready[batch.batch_id] = (batch, worker.BatchResult(batch.batch_id, [],
                                                                       0, 0, 0))
                else:
                    try:
                        pending[self.submit(batch)] = batch
                    except BrokenProcessPool:  # a worker died since the last wait
                        broken.append(batch)
            if exhausted and not pending and not broken and next_id not in ready:
                return
            done: set[Future] = set()
            if pending:
                done, _ = wait(list(pending), timeout=0 if broken else 0.1,
                               return_when=FIRST_COMPLETED)
            if done:
                last_completion = time.monotonic()
            for fut in done:
                batch = pending.pop(fut)
                try:
                    ready[batch.batch_id] = (batch, fut.result())
                except BrokenProcessPool:
                    broken.append(batch)
            # Nothing finished for a whole item timeout: some image hangs its decoder. Treat
            # it like a crash: the in-flight items are retried alone, with a deadline each.
            hung = bool(pending) and time.monotonic() - last_completion > self.cfg.item_timeout
            lost = broken or hung or (pending and lost_worker(self.pool))
            if lost and self.cancel.is_set():
                # A stop sent to the whole process group reaches the workers too (where
                # they cannot tell it from the engine's own: worker.ignore_group_stops):
                # the run is cancelling, so nothing is retried and no worker is mourned.
                return
            if hung:
                log.warning("no image finished in %g s; looking for the one that hangs",
                            self.cfg.item_timeout)
            if lost:
                for fut, batch in list(pending.items()):  # keep what finished in time
                    if fut.done() and not fut.cancelled() and fut.exception() is None:
                        ready[batch.batch_id] = (batch, fut.result())
                    else:
                        broken.append(batch)
                pending.clear()
                for batch, result in self._recover(sorted(broken, key=lambda b: b.batch_id)):
                    ready[batch.batch_id] = (batch, result)
                last_completion = time.monotonic()
            while next_id in ready:
                yield ready.pop(next_id)
                next_id += 1
            self.on_tick()

    def convert_alone(self, item: tuple, batch_id: int = -1):
        """Convert one item in the pool, waiting at most the item timeout: its
        BatchResult, or None when cancelled. Raises BrokenProcessPool or Hung."""
        fut = self.run_in_pool(worker.convert_batch, batch_id, [item])
        return self.wait(fut, deadline=self.cfg.item_timeout)

    def _recover(self, batches: list[Batch]):
        """A worker died (SIGKILL, out of memory, a decoder crash) and took the pool with
        it. Which item was to blame is unknown, so every item that was in flight is retried
        alone, one at a time, in a fresh pool: there a death is that item's own doing. An
        item that kills its worker CRASH_LIMIT times when alone is rejected; the others are
        converted as usual, so an outside kill costs time, never an image."""
        if self.cancel.is_set():   # (see results: a cancel's group signal, not a fault)
            return
        n = sum(len(b.samples) for b in batches)
        log.warning("a worker process died or hung; retrying %d in-flight %s", n,
                    plural(n, "image in a fresh worker process",
                           "images one at a time in fresh worker processes"))
        self.respawn()
        timeout = self.cfg.item_timeout
        for b in batches:
            items: list[worker.ItemResult] = []
            busy = read = 0.0
            pid = 0
            for i, s in enumerate(b.samples):
                while True:
                    if self.cancel.is_set():
                        return
                    if self.crashes.get(s.path, 0) >= CRASH_LIMIT:
                        items.append(worker.ItemResult(i, None, "crashed the decoder (the "
                                     f"decoding process died {CRASH_LIMIT} times on this "
                                     "image; it is probably corrupt): copy it again from "
                                     "the original, or take it out of the source"))
                        break
                    try:
                        fut = self.run_in_pool(worker.convert_batch, b.batch_id,
                                               items_of([s]))
                    except BrokenProcessPool:  # broke before this item ran: no strike
                        self.respawn()
                        continue
                    try:
                        r = self.wait(fut, deadline=timeout)
                    except BrokenProcessPool:
                        self.crashes[s.path] = self.crashes.get(s.path, 0) + 1
                        self.respawn()
                        continue
                    except Hung:  # a hang costs minutes: one strike is enough
                        self.respawn()
                        items.append(worker.ItemResult(i, None, "decoding did not finish "
                                     f"within {timeout:g} s (the file is probably "
                                     "corrupt; --item-timeout sets the limit)"))
                        break
                    if r is None:
                        return
                    it = r.items[0]
                    items.append(dataclasses.replace(it, index=i))
                    busy, read, pid = busy + r.busy, read + r.read, r.pid
                    break
            yield b, worker.BatchResult(b.batch_id, items, pid, busy, read)
