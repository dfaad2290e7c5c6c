"""Orchestration of `convert`: scan -> plan -> worker pool -> ordered writer -> events.

The parent owns the output files and the event stream; workers (spawned, no TensorFlow)
do all CPU work and return framed records. Results are written in plan order through a
bounded reorder window, so memory stays flat and the bytes do not depend on the worker
count or on scheduling.
"""

from __future__ import annotations

import dataclasses
import errno
import os
import shutil
import sys
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from engine import (
    __version__, discover, loading, memory_budget, output, protocol, tfds_metadata, worker,
)
from engine.bottleneck import diagnose
from engine.config import ConfigError, ConvertConfig
from engine.events import Emitter
from engine.output import RunError
from engine.plan import ShardSpec, plan_shards, records_per_shard_for
from engine.pool import kill_pool, lost_worker, spawn_pool
from engine.lock import FolderLock, LockedError
from engine.names import display
from engine.writer import (
    MANIFEST, Journal, ShardWriter, WriteError, step, write_labels,
    write_manifest, write_rejected,
)

BATCH_MAX_ITEMS = 16
BATCH_MAX_BYTES = 4 << 20     # large photos go one or two per batch
INFLIGHT_PER_WORKER = 3       # batches queued per worker: enough to hide IPC latency
STATS_INTERVAL = 0.5          # worker_stats at least twice a second
PROGRESS_INTERVAL = 0.1
CRASH_LIMIT = 2               # an item that kills a worker this often is rejected
ESTIMATE_SAMPLES = 24


class _Hung(Exception):
    """A task did not finish within the item timeout."""


class _Cancelled(Exception):
    """Cancel arrived before the output folder was touched (during the scan)."""


@dataclass
class _Batch:
    batch_id: int
    spec_index: int
    samples: list
    last_in_shard: bool


@dataclass
class _Counters:
    done: int = 0
    failed: int = 0
    bytes_in: int = 0
    bytes_out: int = 0
    writer_seconds: float = 0.0
    records_written: int = 0   # records written this run, including a shard later aborted
    record_bytes: int = 0      # their framed bytes: the measured size of a record


@dataclass
class _Window:
    """Busy time accumulated since the last worker_stats event."""

    start: float
    busy: dict = field(default_factory=dict)
    carry: dict = field(default_factory=dict)
    read: float = 0.0
    writer: float = 0.0


class Converter:
    """One `convert` run. Call run(); it returns the exit code and never raises for bad
    input or a write failure."""

    def __init__(self, cfg: ConvertConfig, emitter: Emitter, cancel: threading.Event | None = None):
        if cfg.image.format == "original" and cfg.workers != 1:
            # Validating stored bytes is I/O, done by the writer itself (see engine.pool.InlinePool).
            cfg = dataclasses.replace(cfg, workers=1)
        if cfg.memory_limit is None:  # fixed once, so a respawned pool has the same budget
            cfg = dataclasses.replace(cfg, memory_limit=memory_budget.default_limit())
        self.cfg = cfg
        self.em = emitter
        self.cancel = cancel or threading.Event()
        self.counters = _Counters()
        self.rejected: list[tuple[str, str, str]] = []
        self.labels: list[str] = []
        self.specs: list[ShardSpec] = []
        self.finished: dict[str, dict] = {}   # filename -> journal entry
        self.crashes: dict[str, int] = {}
        self.timings: dict[str, float] = {}
        self.total = 0
        self.busy_seconds = 0.0   # summed worker CPU time (tune: bottleneck diagnosis)
        self.read_seconds = 0.0   # of which, reading files
        self.source_kind = ""
        self.ignored = 0          # side files at the top of a class-folder source
        self.fingerprint = ""
        self._last_progress = 0.0
        self._pool: ProcessPoolExecutor | None = None
        self._workers_seen: list[int] = []
        # Records converted while estimating the shard size, reused by the run instead of
        # being converted a second time (deterministic, so the bytes are the same).
        self._precomputed: dict[str, worker.ItemResult] = {}
        self._warmup: list[Future] = []      # pings that start every worker (see _run)
        self._est_record_bytes = 0.0         # from the shard-size estimate, if one was made
        self._window = _Window(time.monotonic())
        self._writer: ShardWriter | None = None
        self._shard_done = 0                 # records in the shard being written
        self._lock_file: FolderLock | None = None
        self._created_out = False   # this run made the output folder (removed if left empty)
        self.plan_record: dict = {}   # what --resume needs to make the same plan

    # -- top level ---------------------------------------------------------------------

    def run(self) -> int:
        cfg = self.cfg
        self.em.emit(protocol.RunStarted(
            engine_version=__version__, command="convert", source=cfg.source, out=cfg.out,
            workers=cfg.workers, options=dict(cfg.output_options(), workers=cfg.workers,
                                              verify=cfg.verify, resume=cfg.resume)))
        try:
            code = self._run()
        except _Cancelled:
            self.em.emit(protocol.RunFinished(status="cancelled",
                                              summary=self._summary("cancelled")))
            code = protocol.EXIT_CANCELLED
        except (RunError, LockedError) as e:
            self.em.emit(protocol.RunFailed(message=str(e), exit_code=e.exit_code))
            code = e.exit_code
        except WriteError as e:
            self._write_side_files("failed", quiet=True)
            self.em.emit(protocol.RunFailed(message=self._with_space_needed(e),
                                            exit_code=protocol.EXIT_WRITE_ERROR))
            code = protocol.EXIT_WRITE_ERROR
        finally:
            if self._pool is not None:
                kill_pool(self._pool)
                self._pool = None
            self._unlock()
        return code

    def _lock(self) -> None:
        """Create the output folder if needed and lock it for the rest of the run."""
        out = self.cfg.out
        try:
            if not os.path.isdir(out):
                step(f"create folder {out}")
                os.makedirs(out, exist_ok=True)
                self._created_out = True
            self._lock_file = FolderLock(out)
            self._lock_file.acquire()
        except OSError as e:
            raise WriteError(f"Cannot create or lock the output folder {display(out)}: "
                             f"{e.strerror or e}.", e.errno) from None

    def _unlock(self) -> None:
        if self._lock_file is None:
            return
        self._lock_file.release()
        self._lock_file = None
        if self._created_out:   # cancelled before writing anything: leave no empty folder
            try:
                os.rmdir(self.cfg.out)
            except OSError:
                pass

    def _run(self) -> int:
        cfg = self.cfg
        t0 = time.monotonic()
        output.check_location(cfg.source, cfg.out)
        # Workers take ~0.15 s each to start (interpreter, Pillow): start them now so they
        # boot on the other cores while this process scans.
        self._pool = spawn_pool(cfg, cfg.workers)
        self._warmup = [self._pool.submit(worker.ping, 0.02) for _ in range(cfg.workers)]
        scan = self._scan()
        self.timings["scan_s"] = time.monotonic() - t0
        if self.cancel.is_set():
            raise _Cancelled()
        self._lock()

        # The plan is complete before the folder is changed: a cancel or a crash from here
        # on leaves either the folder as it was or a journal that records this plan.
        t1 = time.monotonic()
        self.specs = self._plan(scan, output.recorded_plan(cfg.out) if cfg.resume else None)
        self.timings["plan_s"] = time.monotonic() - t1
        if self.cancel.is_set():
            raise _Cancelled()
        replacing = output.prepare(cfg.out, cfg.overwrite, cfg.resume,
                                   [s.filename for s in self.specs])
        self.total = sum(len(s.samples) for s in self.specs)
        self.em.emit(protocol.Plan(
            total=self.total,
            splits={s.split: sum(len(x.samples) for x in self.specs if x.split == s.split)
                    for s in self.specs},
            shards={s.split: s.count for s in self.specs}, labels=self.labels,
            records_per_shard=max((len(s.samples) for s in self.specs), default=0)))

        todo = self._resume_state(replacing)
        self._created_out = False   # holds a dataset (or its journal) from now on
        write_labels(cfg.out, self.labels)
        self._warm_pool()
        t2 = time.monotonic()
        self._convert(todo)
        self.timings["convert_s"] = time.monotonic() - t2
        self.timings["writer_busy_s"] = self.counters.writer_seconds

        if self.cancel.is_set():
            self._write_side_files("cancelled")
            self._emit_progress(force=True)
            self.em.emit(protocol.RunFinished(status="cancelled", summary=self._summary("cancelled")))
            return protocol.EXIT_CANCELLED

        # The manifest first, then the journal goes: at every moment one of the two shows
        # whose files these are (for --resume and --overwrite).
        self._write_side_files("complete")
        Journal(cfg.out).remove()
        self._emit_progress(force=True)
        if self.counters.done == 0:
            raise RunError(f"None of the {self.total + len(scan.rejected)} input files could be "
                           f"converted; the reasons are in {os.path.join(cfg.out, 'rejected.csv')}.",
                           protocol.EXIT_NOTHING_CONVERTED)
        summary = self._summary("ok")
        summary["how_to_load"] = self._how_to_load()
        code = protocol.EXIT_OK
        if cfg.verify:
            from engine.verify import verify_dataset
            result = verify_dataset(cfg.out, lambda c, n, s: self.em.emit(
                protocol.VerifyProgress(checked=c, total=n, shard=s)), self.cancel.is_set)
            self.em.emit(result)
            # the conversion is complete either way; a cancelled check is said as such
            summary["verified"] = "cancelled" if result.cancelled else result.ok
            summary["verified_with"] = result.reader
            if result.cancelled:
                code = protocol.EXIT_CANCELLED
            elif not result.ok:
                code = protocol.EXIT_VERIFY_FAILED
        self.em.emit(protocol.RunFinished(status="ok", summary=summary))
        return code

    # -- scan, output folder, plan --------------------------------------------------------

    def _scan(self) -> discover.ScanResult:
        def progress(found, rejected):
            if self.cancel.is_set():  # a scan of a huge folder must not outlast Cancel
                raise _Cancelled()
            self.em.emit(protocol.ScanProgress(found=found, rejected=rejected))
        try:
            # The output folder is never read as input, however the source reaches it.
            scan = discover.scan(self.cfg.source, tuple(n for n, _ in self.cfg.split), progress,
                                 skip=(self.cfg.out,),
                                 keep_absolute=self.cfg.keep_absolute_paths)
        except ConfigError as e:
            raise RunError(str(e), protocol.EXIT_BAD_SOURCE) from None
        self.em.emit(protocol.ScanProgress(found=len(scan.samples), rejected=len(scan.rejected),
                                           finished=True, ignored=scan.ignored))
        self.ignored = len(scan.ignored)
        for r in scan.rejected:
            self._reject(r.path, r.reason, "scan")
        self.labels = scan.labels
        self.source_kind = scan.kind
        return scan

    def _plan(self, scan: discover.ScanResult, recorded: dict | None = None) -> list[ShardSpec]:
        """The shard plan. `recorded`: the plan an interrupted run wrote in its journal;
        --resume uses its shard size instead of estimating again."""
        cfg = self.cfg
        samples = scan.samples
        rps = None
        if cfg.num_shards is None and samples:
            rps = (recorded or {}).get("records_per_shard")
            if not isinstance(rps, int) or rps < 1:
                self._est_record_bytes = self._estimate_record_bytes(samples)
                rps = records_per_shard_for(cfg.shard_size_mib * (1 << 20),
                                            self._est_record_bytes)
        self.plan_record = {"records_per_shard": rps}
        specs = plan_shards(samples, split=cfg.split, shuffle=cfg.shuffle, seed=cfg.seed,
                            prefix=cfg.prefix, compression=cfg.compression,
                            num_shards=cfg.num_shards, records_per_shard=rps)
        self.fingerprint = output.fingerprint(cfg.output_options(), specs)
        return specs

    def _estimate_record_bytes(self, samples: list) -> float:
        """Mean record size, from the inputs where that is exact, else by converting a
        fixed, evenly spaced sample (deterministic, so the plan is too)."""
        img = self.cfg.image
        overhead = 200.0
        if img.format == "original":
            return sum(s.size for s in samples) / len(samples) + overhead
        if img.format == "raw" and img.resize != "none":
            return img.width * img.height * img.channels + overhead
        if img.resize != "none":
            # JPEG/PNG of the target size can hardly exceed 1.25x the raw pixels; when even
            # that fits in one shard per split, no estimate is needed.
            bound = img.width * img.height * img.channels * 1.25 + 4096
            if bound * len(samples) <= self.cfg.shard_size_mib * (1 << 20):
                return bound
        ordered = sorted(samples, key=lambda s: s.name)
        k = min(ESTIMATE_SAMPLES, len(ordered))
        pick = [ordered[i * len(ordered) // k] for i in range(k)]
        items = [(s.path, s.name, s.label, s.label_text) for s in pick]
        # A worker death (an outside kill, a decoder crash) must not change the plan: the
        # items not yet measured are retried one at a time in a fresh pool, and only an
        # item that kills its worker CRASH_LIMIT times alone is left out, as it would be
        # on every run.
        parts = [items[i::2] for i in range(min(2, len(items)))]
        deadline = self.cfg.item_timeout   # a false alarm only costs the retry below
        try:
            futures = [(part, self._pool.submit(worker.convert_batch, -1, part)) for part in parts]
            for part, fut in futures:
                self._keep_estimate(part, self._wait_cancellable(fut, deadline))
        except (BrokenProcessPool, _Hung):
            for item in [it for it in items if it[0] not in self._precomputed]:
                for _ in range(CRASH_LIMIT):
                    kill_pool(self._pool)
                    self._pool = spawn_pool(self.cfg, self.cfg.workers)
                    try:
                        fut = self._pool.submit(worker.convert_batch, -1, [item])
                        self._keep_estimate([item], self._wait_cancellable(
                            fut, self.cfg.item_timeout))
                        break
                    except BrokenProcessPool:
                        continue
                    except _Hung:
                        break
            if lost_worker(self._pool):
                kill_pool(self._pool)
                self._pool = spawn_pool(self.cfg, self.cfg.workers)
        sizes = [len(it.record) for it in self._precomputed.values() if it.record]
        if sizes:
            return sum(sizes) / len(sizes)
        return sum(s.size for s in samples) / len(samples) + overhead

    def _keep_estimate(self, part: list, res: worker.BatchResult | None) -> None:
        if res is None:
            raise _Cancelled()
        for it in res.items:
            self._precomputed[part[it.index][0]] = it

    def _warm_pool(self) -> None:
        """Start every worker before the clock starts, so convert_s and the first
        worker_stats measure conversion, not interpreter start-up."""
        try:
            futures = self._warmup or [
                self._pool.submit(worker.ping, 0.02) for _ in range(self.cfg.workers)]
            self._warmup = []
            for f in futures:
                if self._wait_cancellable(f) is None:
                    return
        except BrokenProcessPool:
            kill_pool(self._pool)
            self._pool = spawn_pool(self.cfg, self.cfg.workers)

    def _resume_state(self, replacing: list[str]) -> list[ShardSpec]:
        """Decide which shards still need writing; start or check the journal.
        `replacing`: an earlier dataset's files that --overwrite deletes."""
        cfg = self.cfg
        journal = Journal(cfg.out)
        # The journal header records the plan (for --resume) and every name this run may
        # write or delete (for --overwrite after a crash: only named files are ours).
        header = {"fingerprint": self.fingerprint, "engine_version": __version__,
                  "options": cfg.output_options(), "source": display(cfg.source),
                  "plan": self.plan_record, "planned": [s.filename for s in self.specs],
                  # what the window needs to say "777 of 1000 images are already done"
                  "planned_records": self.total, "planned_shards": len(self.specs)}
        if not cfg.resume:
            if replacing:
                # Named in the new journal before the first deletion, so that a crash
                # while deleting leaves a folder --resume finishes.
                journal.start(dict(header, replacing=sorted(replacing)))
                output.replace_old(cfg.out, replacing)
            journal.start(header)
            output.remove_stale_partials(cfg.out)
            return list(self.specs)
        old_header, _ = journal.read()
        entries = output.resumable_entries(cfg.out, self.fingerprint, self.specs)
        if old_header and old_header.get("replacing"):   # a crash while deleting
            keep = {n for e in entries.values() for n in (e["filename"], e.get("dali_index"))
                    if n}
            output.replace_old(cfg.out, old_header["replacing"], keep)
        output.remove_stale_partials(cfg.out)
        todo = []
        for spec in self.specs:
            entry = entries.get(spec.filename)
            if not output.is_intact(cfg.out, entry):
                todo.append(spec)
                continue
            output.ensure_dali_index(cfg.out, entry, cfg.compression)
            self.finished[spec.filename] = entry
            self.counters.done += entry["records"]
            self.counters.bytes_out += entry["bytes"]
            # Emitted again so this run's failure list matches its cumulative counters.
            for path_, reason, stage in entry.get("rejected", []):
                self._reject(path_, reason, stage)
        # Rewritten (atomically) with just the shards verified above: entries appended
        # after a line torn by the crash would otherwise never be read back.
        journal.rewrite(header, [self.finished[s.filename] for s in self.specs
                                 if s.filename in self.finished])
        return todo

    # -- the conversion loop -------------------------------------------------------------

    def _batches(self, specs: list[ShardSpec]):
        # Small jobs get small batches so every worker has work; large ones amortise IPC.
        todo = sum(len(s.samples) for s in specs)
        max_items = max(1, min(BATCH_MAX_ITEMS, todo // (self.cfg.workers * 4) or 1))
        batch_id = 0
        for spec in specs:
            spec_index = self.specs.index(spec)
            current, nbytes = [], 0
            samples = list(spec.samples)
            if not samples:
                yield _Batch(batch_id, spec_index, [], True)
                batch_id += 1
                continue
            for i, s in enumerate(samples):
                current.append(s)
                nbytes += s.size
                if len(current) >= max_items or nbytes >= BATCH_MAX_BYTES or \
                        i == len(samples) - 1:
                    yield _Batch(batch_id, spec_index, current, i == len(samples) - 1)
                    batch_id += 1
                    current, nbytes = [], 0

    def _submit(self, batch: _Batch) -> Future:
        """Convert a batch in the pool; items already converted for the size estimate are
        taken from there and only the rest is sent."""
        items = [(s.path, s.name, s.label, s.label_text) for s in batch.samples]
        known = {i: self._precomputed.pop(s.path) for i, s in enumerate(batch.samples)
                 if s.path in self._precomputed}
        if not known:
            return self._pool.submit(worker.convert_batch, batch.batch_id, items)
        todo = [i for i in range(len(items)) if i not in known]
        merged: Future = Future()

        def merge(fut: Future | None) -> None:
            r = worker.BatchResult(batch.batch_id, [], 0, 0.0, 0.0)
            if fut is not None:
                try:
                    r = fut.result()
                except BaseException as e:  # BrokenProcessPool, cancelled: the loop recovers
                    merged.set_exception(e)
                    return
            got = [dataclasses.replace(it, index=todo[it.index]) for it in r.items]
            got += [dataclasses.replace(it, index=i) for i, it in known.items()]
            merged.set_result(worker.BatchResult(batch.batch_id,
                                                 sorted(got, key=lambda it: it.index),
                                                 r.pid, r.busy, r.read))

        if todo:
            self._pool.submit(worker.convert_batch, batch.batch_id,
                              [items[i] for i in todo]).add_done_callback(merge)
        else:
            merge(None)
        return merged

    def _convert(self, specs: list[ShardSpec]) -> None:
        limit = max(2, self.cfg.workers * INFLIGHT_PER_WORKER)
        batches = self._batches(specs)
        pending: dict[Future, _Batch] = {}
        ready: dict[int, tuple[_Batch, worker.BatchResult]] = {}
        self._writer: ShardWriter | None = None
        self._window = _Window(time.monotonic())
        try:
            self._loop(batches, pending, ready, limit)
            self._emit_stats(force=True)
        except BaseException:
            self._drop_partial_shard()
            raise
        if self.cancel.is_set():
            self._drop_partial_shard()  # the partial shard of a cancelled run is removed

    def _drop_partial_shard(self) -> None:
        """Delete the unfinished shard. Its images are no longer written (written must equal
        the images in kept shards); they are converted again by --resume."""
        if self._writer is None:
            return
        self._writer.abort()
        self._writer = None
        self.counters.done -= self._shard_done
        self._shard_done = 0

    def _loop(self, batches, pending: dict, ready: dict, limit: int) -> None:
        next_id = 0
        exhausted = False
        last_completion = time.monotonic()
        while not self.cancel.is_set():
            broken: list[_Batch] = []
            while not exhausted and not broken and len(pending) + len(ready) < limit:
                batch = next(batches, None)
                if batch is None:
                    exhausted = True
                elif not batch.samples:
                    ready[batch.batch_id] = (batch, worker.BatchResult(batch.batch_id, [], 0, 0, 0))
                else:
                    try:
                        pending[self._submit(batch)] = batch
                    except BrokenProcessPool:  # a worker died since the last wait
                        broken.append(batch)
            if exhausted and not pending and not broken and next_id not in ready:
                break
            done = set()
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
            if hung:
                print(f"warning: no image finished in {self.cfg.item_timeout:g} s; looking "
                      "for the one that hangs", file=sys.stderr)
            if broken or hung or (pending and lost_worker(self._pool)):
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
                batch, result = ready.pop(next_id)
                self._write_batch(batch, result)
                next_id += 1
            self._emit_progress()
            self._emit_stats()

    def _recover(self, batches: list[_Batch]):
        """A worker died (SIGKILL, out of memory, a decoder crash) and took the pool with
        it. Which item was to blame is unknown, so every item that was in flight is retried
        alone, one at a time, in a fresh pool: there a death is that item's own doing. An
        item that kills its worker CRASH_LIMIT times when alone is rejected; the others are
        converted as usual, so an outside kill costs time, never an image."""
        print(f"warning: a worker process died or hung; retrying "
              f"{sum(len(b.samples) for b in batches)} in-flight image(s) one at a time in "
              "fresh worker processes", file=sys.stderr)
        kill_pool(self._pool)
        self._pool = spawn_pool(self.cfg, self.cfg.workers)
        self._workers_seen.clear()  # worker_stats: the new pool's workers, not the dead ones
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
                                     "image; it is probably corrupt)"))
                        break
                    try:
                        fut = self._pool.submit(worker.convert_batch, b.batch_id,
                                                [(s.path, s.name, s.label, s.label_text)])
                    except BrokenProcessPool:  # broke before this item ran: no strike
                        kill_pool(self._pool)
                        self._pool = spawn_pool(self.cfg, self.cfg.workers)
                        continue
                    try:
                        r = self._wait_cancellable(fut, deadline=self.cfg.item_timeout)
                    except BrokenProcessPool:
                        self.crashes[s.path] = self.crashes.get(s.path, 0) + 1
                        kill_pool(self._pool)
                        self._pool = spawn_pool(self.cfg, self.cfg.workers)
                        continue
                    except _Hung:  # a hang costs minutes: one strike is enough
                        kill_pool(self._pool)
                        self._pool = spawn_pool(self.cfg, self.cfg.workers)
                        items.append(worker.ItemResult(i, None, "decoding did not finish "
                                     f"within {self.cfg.item_timeout:g} s (the file is probably "
                                     "corrupt; --item-timeout sets the limit)"))
                        break
                    if r is None:
                        return
                    it = r.items[0]
                    items.append(worker.ItemResult(i, it.record, it.reason, it.bytes_in))
                    busy, read, pid = busy + r.busy, read + r.read, r.pid
                    break
            yield b, worker.BatchResult(b.batch_id, items, pid, busy, read)

    def _wait_cancellable(self, fut: Future, deadline: float | None = None):
        """fut's result; None when cancelled. Raises BrokenProcessPool when a worker died,
        even if the pool itself has not noticed (see lost_worker), and _Hung when
        `deadline` seconds pass first."""
        t0 = time.monotonic()
        while not self.cancel.is_set():
            try:
                return fut.result(timeout=0.1)
            except FutureTimeout:
                if lost_worker(self._pool):
                    raise BrokenProcessPool("a worker process died") from None
                if deadline is not None and time.monotonic() - t0 > deadline:
                    raise _Hung() from None
                self._emit_stats()
        return None

    def _write_batch(self, batch: _Batch, result: worker.BatchResult) -> None:
        spec = self.specs[batch.spec_index]
        if self._writer is None:
            self._writer = ShardWriter(self.cfg.out, spec.filename, self.cfg.compression)
            self._shard_rejected: list[tuple[str, str, str]] = []
            self._shard_done = 0
        framed = []
        for item in result.items:
            sample = batch.samples[item.index]
            if item.record is None:
                self._reject(sample.path, item.reason, "decode")
                self._shard_rejected.append((display(sample.path), display(item.reason),
                                             "decode"))
            else:
                framed.append(item.record)
                self.counters.bytes_in += item.bytes_in
        blob = b"".join(framed)
        dt = self._writer.write(blob, len(framed), [len(r) for r in framed]) if framed else 0.0
        self.counters.records_written += len(framed)
        self.counters.record_bytes += len(blob)
        self.counters.done += len(framed)
        self._shard_done += len(framed)
        self.counters.writer_seconds += dt
        self._window.writer += dt
        self.busy_seconds += result.busy
        self.read_seconds += result.read
        if result.pid:
            self._window.busy[result.pid] = self._window.busy.get(result.pid, 0.0) + result.busy
            self._window.read += result.read
            if result.pid not in self._workers_seen:
                self._workers_seen.append(result.pid)
        self.em.emit(protocol.BatchWritten(shard=spec.filename, records=len(framed),
                                           bytes=len(blob), write_seconds=round(dt, 6)))
        if batch.last_in_shard:
            t0 = time.perf_counter()
            res = self._writer.finish()
            self.counters.writer_seconds += time.perf_counter() - t0
            self._writer = None
            entry = {"filename": res.filename, "split": spec.split, "index": spec.index,
                     "records": res.records, "bytes": res.bytes, "sha256": res.sha256,
                     "dali_index": res.dali_index, "rejected": self._shard_rejected}
            Journal(self.cfg.out).add(entry)
            self.finished[res.filename] = entry
            self.counters.bytes_out += res.bytes
            self.em.emit(protocol.ShardWritten(
                path=os.path.join(self.cfg.out, res.filename), split=spec.split,
                index=spec.index, count=spec.count, records=res.records, bytes=res.bytes,
                sha256=res.sha256))

    # -- events ---------------------------------------------------------------------------

    def _reject(self, path: str, reason: str, stage: str, emit: bool = True) -> None:
        # rejected.csv, the journal and events hold text, not bytes
        path, reason = display(path), display(reason)
        self.rejected.append((path, reason, stage))
        if stage != "scan":
            self.counters.failed += 1
        if emit:
            self.em.emit(protocol.ItemFailed(path=path, reason=reason, stage=stage))

    def _emit_progress(self, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self._last_progress < PROGRESS_INTERVAL:
            return
        self._last_progress = now
        c = self.counters
        self.em.emit(protocol.Progress(done=c.done, failed=c.failed, total=self.total,
                                       bytes_in=c.bytes_in, bytes_out=c.bytes_out))

    def _emit_stats(self, force: bool = False) -> None:
        w = self._window
        now = time.monotonic()
        interval = now - w.start
        if interval < STATS_INTERVAL and not (force and w.busy and interval > 0):
            return
        pids = self._workers_seen + [None] * max(0, self.cfg.workers - len(self._workers_seen))
        busy = []
        for pid in pids[: max(self.cfg.workers, len(self._workers_seen))]:
            total = w.busy.get(pid, 0.0) + w.carry.get(pid, 0.0)
            # Busy time arrives when a batch completes: spill what exceeds this interval
            # into the next one instead of reporting more than 100%.
            w.carry[pid] = max(0.0, total - interval)
            busy.append(round(min(1.0, total / interval), 3))
        total_busy = sum(w.busy.values())
        read_share = w.read / total_busy if total_busy > 0 else 0.0
        writer_busy = min(1.0, w.writer / interval)
        diag = diagnose(busy, writer_busy, read_share)
        self.em.emit(protocol.WorkerStats(busy=busy, writer_busy=round(writer_busy, 3),
                                          interval=round(interval, 3), bottleneck=diag.kind))
        self._window = _Window(now, carry=w.carry)

    # -- results ------------------------------------------------------------------------

    def _summary(self, status: str) -> dict:
        c = self.counters
        seconds = self.em.elapsed()
        return {
            "status": status, "out": self.cfg.out, "written": c.done, "failed": c.failed,
            "rejected_at_scan": sum(1 for r in self.rejected if r[2] == "scan"),
            "ignored": self.ignored,
            "total": self.total, "shards": len(self.finished),
            "shards_planned": len(self.specs), "bytes": c.bytes_out, "bytes_in": c.bytes_in,
            "seconds": round(seconds, 3),
            "images_per_s": round(c.done / seconds, 2) if seconds > 0 else 0.0,
            "mb_per_s": round(c.bytes_in / 1e6 / seconds, 3) if seconds > 0 else 0.0,
            "writer_busy_fraction": round(c.writer_seconds / max(1e-9, self.timings.get(
                "convert_s", seconds)), 4),
            "manifest": os.path.join(self.cfg.out, MANIFEST),
            "rejected_csv": os.path.join(self.cfg.out, "rejected.csv"),
        }

    def _how_to_load(self) -> list[dict]:
        """Reading code for this dataset (engine.loading), for the finish summary."""
        from engine.writer import read_our_manifest
        m = read_our_manifest(os.path.join(self.cfg.out, MANIFEST))
        return loading.how_to_load(self.cfg.out, m) if m else []

    def _write_side_files(self, status: str, quiet: bool = False) -> None:
        """Our manifest and rejected.csv, describing exactly the shards that exist (and for a
        complete dataset TFDS's metadata)."""
        try:
            order = {display(s.path): i for i, spec in enumerate(self.specs)
                     for s in spec.samples}
            self.rejected.sort(key=lambda r: (r[2] != "scan", order.get(r[0], -1), r[0]))
            m = output.manifest(
                self.cfg, self.specs, self.finished, status=status, labels=self.labels,
                source_kind=self.source_kind, rejected=len(self.rejected),
                timings=self.timings, fingerprint=self.fingerprint,
                plan=self.plan_record)
            if status == "complete":  # TFDS's metadata describes whole datasets only
                m["tfds_files"] = sorted(tfds_metadata.tfds_files(m))
            write_manifest(self.cfg.out, m)
            if status == "complete":
                tfds_metadata.write_tfds_metadata(self.cfg.out, m)
            write_rejected(self.cfg.out, self.rejected)
        except (WriteError, OSError):
            if not quiet:
                raise

    def _with_space_needed(self, error: WriteError) -> str:
        """The message of a write error, plus for a full disk roughly how much space the
        unfinished shards need (the partial shard was deleted, so it counts as unwritten)."""
        message = str(error)
        if error.errno not in (errno.ENOSPC, errno.EDQUOT):
            return message
        left = sum(len(s.samples) for s in self.specs if s.filename not in self.finished)
        c = self.counters
        if c.records_written:
            per = c.record_bytes / c.records_written      # measured on this run's records
        else:
            per = self._est_record_bytes
            if not per and left:                          # nothing written: the inputs' size
                per = sum(s.size for sp in self.specs if sp.filename not in self.finished
                          for s in sp.samples) / left
        if left <= 0 or not per:
            return message
        need = left * per * 1.05 + (1 << 20)  # + the manifest, rejected.csv and some slack
        try:
            free = shutil.disk_usage(self.cfg.out).free
        except OSError:
            free = None
        text = (f" The {left:,} images still to write need about {_mb(need)}"
                + (f"; {_mb(free)} is free now." if free is not None else "."))
        return message + text


def _mb(n: float) -> str:
    return f"{n / 1e9:,.1f} GB" if n >= 1e9 else f"{max(n / 1e6, 0.1):,.1f} MB"
