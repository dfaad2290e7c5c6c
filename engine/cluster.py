"""Shard tasks on a Dask cluster (`convert --cluster local[:N] | tcp://HOST:PORT`).

The driver (this engine process) scans and plans exactly as a local run does, then
submits one Dask task per ShardSpec. Each task runs engine.shard_task.run_shard on its
worker: it reads the images from the shared file system, writes the shard under a name
unique to the attempt in the output folder, and returns the ShardEntry. The driver
commits finished shards (rename + journal) in whatever order they finish and writes the
manifest last, so the bytes of every shard and the manifest's shard table equal a local
run's. The driver never sees image bytes: only specs, entries and per-batch progress
(published by the tasks with Dask's structured events, `Worker.log_event`).

A worker that dies mid-task makes the scheduler run the task again elsewhere with a new
attempt name; the dead attempt's temporary file is deleted when the shard commits.
Cancel sets a Dask Event that running tasks check between batches (they stop and delete
their temporary file), cancels the futures that have not started and removes whatever
temporary files are left.
"""

from __future__ import annotations

import dataclasses
import glob
import os
import queue
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine import protocol, worker
from engine.config import ConvertConfig
from engine.names import display
from engine.output import RunError, remove_stale_partials
from engine.plan import ShardSpec
from engine.shard_task import (
    BATCH_MAX_ITEMS,
    BatchDone,
    ShardCancelled,
    ShardEntry,
    items_of,
    new_attempt,
    run_shard,
)
from engine.writer import PARTIAL_SUFFIX, step

if TYPE_CHECKING:  # imported at run time only with --cluster (the `cluster` extra)
    from distributed import Client, LocalCluster

    from engine.memory_budget import MemoryBudget

INSTALL_HINT = ("--cluster needs Dask (distributed), which is not installed. Install it "
                "with: pip install 'tfrecord-studio[cluster]'")
CONNECT_TIMEOUT = 20.0      # seconds to reach a scheduler / see its first worker
CANCEL_GRACE = 60.0         # seconds running tasks get to stop after a cancel


def _distributed():
    try:
        import distributed
    except ImportError:
        raise RunError(INSTALL_HINT, protocol.EXIT_USAGE) from None
    return distributed


# -- what runs on a worker ----------------------------------------------------------------

_BUDGETS: dict[int, MemoryBudget] = {}


def _configure(cfg: ConvertConfig) -> None:
    """Image options and a per-process memory budget of the run's limit, so an image that
    alone needs more than --memory-limit is rejected exactly as a local run rejects it."""
    budget = None
    if cfg.memory_limit:
        budget = _BUDGETS.get(cfg.memory_limit)
        if budget is None:
            import multiprocessing

            from engine.memory_budget import MemoryBudget
            budget = MemoryBudget(cfg.memory_limit, 1, multiprocessing.get_context("spawn"))
            _BUDGETS[cfg.memory_limit] = budget
    worker.configure(cfg.image, budget)


def shard_task(spec: ShardSpec, cfg: ConvertConfig, topic: str, cancel_name: str,
               max_items: int) -> tuple[str, ShardEntry | None]:
    """One Dask task: convert and write one shard under a fresh attempt name. Returns
    (attempt, entry), or (attempt, None) when it was cancelled (its file removed).
    Progress goes to the driver as Dask events on `topic`."""
    from distributed import Event, get_worker
    me = get_worker()
    cancel = Event(cancel_name)
    attempt = new_attempt()
    _configure(cfg)

    key = me.get_current_task()

    def convert(batches):
        for i, batch in enumerate(batches):
            if cancel.is_set() or _abandoned(me, key):
                return       # run_shard raises ShardCancelled and removes the file
            yield worker.convert_batch(i, items_of(batch))

    def progress(done: BatchDone) -> None:
        msg = dataclasses.asdict(done)
        msg["rejected"] = [list(r) for r in done.rejected]
        msg["attempt"] = attempt
        me.log_event(topic, msg)

    try:
        return attempt, run_shard(spec, cfg, attempt=attempt, convert=convert,
                                  progress=progress, max_items=max_items)
    except ShardCancelled:    # an answer, not a failure (Dask would log a failure)
        return attempt, None


def _abandoned(me, key) -> bool:
    """The scheduler let go of this task (its driver died or cancelled it): stop writing
    a file nobody will commit."""
    try:
        ts = me.state.tasks.get(key)
        return ts is None or ts.state == "cancelled"
    except Exception:  # noqa: BLE001 - worker internals differ between Dask versions: keep going
        return False


def check_worker(first_file: str, out: str) -> str:
    """On every worker before the run: can it read the source's first file and create a
    file in the output folder? Returns "" or what is wrong."""
    try:
        with open(first_file, "rb") as f:
            f.read(1)
    except OSError as e:
        return f"cannot read {display(first_file)} ({e.strerror or e})"
    probe = os.path.join(out, f".tfrecord-studio-probe.{new_attempt()}{PARTIAL_SUFFIX}")
    try:
        with open(probe, "wb"):
            pass
        os.unlink(probe)
    except OSError as e:
        return f"cannot create a file in {display(out)} ({e.strerror or e})"
    return ""


# -- the driver ---------------------------------------------------------------------------

_BATCH_FIELDS = tuple(f.name for f in dataclasses.fields(BatchDone) if f.name != "rejected")


@dataclass
class _Live:
    """Progress of a shard's attempts that is not committed yet (approximate, live)."""

    records: dict[str, int] = field(default_factory=dict)     # attempt -> records
    bytes: dict[str, int] = field(default_factory=dict)
    bytes_in: dict[str, int] = field(default_factory=dict)


def _local_cluster(d, n: int):
    """A LocalCluster whose worker processes ignore SIGINT: Ctrl+C in a terminal reaches the
    whole process group, and only the engine decides how to stop (it cancels the tasks,
    which then remove their files); workers killed by it would leave that to a timeout."""
    import signal
    import threading
    if threading.current_thread() is not threading.main_thread():
        return d.LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                              dashboard_address=":0")
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)   # inherited by the workers
    try:
        return d.LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                              dashboard_address=":0")
    finally:
        signal.signal(signal.SIGINT, previous)


def parse_address(spec: str) -> tuple[str, int | None]:
    """'local' -> ('local', None); 'local:3' -> ('local', 3); anything else: an address."""
    if spec == "local":
        return "local", None
    if spec.startswith("local:"):
        return "local", int(spec.split(":", 1)[1])
    return spec, None


class ClusterRun:
    """The connection to a cluster for one run: open() (connect and check) then run()."""

    def __init__(self, cfg: ConvertConfig) -> None:
        self.cfg = cfg
        self.client: Client | None = None
        self.cluster: LocalCluster | None = None

    def _client(self) -> Client:
        """The connected client (connect() made it)."""
        if self.client is None:
            raise RuntimeError("ClusterRun.connect() was not called")
        return self.client

    def open(self, first_file: str) -> None:
        """Connect (or start a LocalCluster) and check that every worker sees the source
        and the output folder. Raises RunError with a plain message."""
        self.connect()
        answers = self._client().run(check_worker, first_file, self.cfg.out)
        bad = {w: msg for w, msg in answers.items() if msg}
        if bad:
            self.close()
            lines = "; ".join(f"worker {w} {msg}" for w, msg in sorted(bad.items()))
            raise RunError(f"Every Dask worker must see the source and the output folder "
                           f"(a shared file system): {lines}.", protocol.EXIT_USAGE)

    def connect(self) -> None:
        """Connect (or start a LocalCluster) and wait for a first worker."""
        d = _distributed()
        where, n = parse_address(self.cfg.cluster)
        try:
            if where == "local":
                n = n or max(1, (os.cpu_count() or 2))
                self.cluster = _local_cluster(d, n)
                self.client = d.Client(self.cluster)
            else:
                self.client = d.Client(where, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError) as e:
            self.close()
            raise RunError(f"No Dask scheduler answers at {where} ({e}). Check the address "
                           "and that the scheduler is running.",
                           protocol.EXIT_USAGE) from None
        try:
            self._client().wait_for_workers(1, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError):
            self.close()
            raise RunError(f"The Dask scheduler at {where} has no workers (waited "
                           f"{CONNECT_TIMEOUT:g} s). Start workers with: dask worker "
                           f"{where}", protocol.EXIT_USAGE) from None

    def workers(self) -> list[dict]:
        """The cluster's workers: name (address), threads, memory (bytes)."""
        info = self._client().scheduler_info(n_workers=-1)["workers"]
        return [{"name": addr, "threads": w.get("nthreads", 1),
                 "memory": w.get("memory_limit", 0)} for addr, w in sorted(info.items())]

    def threads(self) -> int:
        return max(1, sum(w["threads"] for w in self.workers()))

    def close(self) -> None:
        for thing in (self.client, self.cluster):
            if thing is not None:
                try:
                    thing.close()
                except Exception:  # noqa: BLE001 - a half-open connection's close
                    # must not mask the error
                    pass
        self.client = self.cluster = None

    def run(self, conv, specs: list[ShardSpec]) -> None:
        """Run every spec as a task; commit with conv.commit_shard as they finish."""
        d = _distributed()
        client = self._client()
        threads = self.threads()
        todo = sum(len(s.samples) for s in specs)
        max_items = max(1, min(BATCH_MAX_ITEMS, todo // (threads * 4) or 1))
        note = ""
        if 0 < len(specs) < threads:
            per = max(1, -(-todo // threads))
            note = (f"The plan has {len(specs)} shards for {threads} cluster worker threads, "
                    f"so some stay idle; shards of about {per} images (--shards {threads}) "
                    f"would use them all.")
        conv.em.emit(protocol.ClusterStarted(
            address=str(client.scheduler.address), workers=self.workers(), note=note))
        topic = f"tfrecord-studio-{new_attempt()}"
        cancel_name = f"{topic}-cancel"
        events: queue.Queue = queue.Queue()
        client.subscribe_topic(topic, lambda ev: events.put(ev[1]))
        cancel_event = d.Event(cancel_name, client=client)
        live = {s.filename: _Live() for s in specs}
        by_key = {}
        for spec in specs:
            fut = client.submit(shard_task, spec, self.cfg, topic, cancel_name, max_items,
                                key=f"{topic}-{spec.filename}", pure=False)
            by_key[fut.key] = (spec, fut)
        pending = {fut for _, fut in by_key.values()}
        conv.stats.restart_window()
        try:
            while pending:
                self._drain(conv, events, live)
                if conv.cancel.is_set():
                    self._cancel(client, cancel_event, pending)
                    break
                try:
                    done, pending = d.wait(pending, timeout=0.25,
                                           return_when="FIRST_COMPLETED")
                except TimeoutError:
                    conv.stats.tick()
                    continue
                pending = set(pending)
                for fut in done:
                    spec = by_key[fut.key][0]
                    self._finished(conv, fut, spec, events, live)
        except BaseException:
            # a failed shard (write error, dying workers) stops the others and leaves
            # no temporary files; finished shards stay committed for --resume
            self._cancel(client, cancel_event, pending)
            raise
        finally:
            try:
                client.unsubscribe_topic(topic)
            except Exception:  # noqa: BLE001 - unsubscribing must not mask how the run ended
                pass
        if not conv.cancel.is_set():
            remove_stale_partials(self.cfg.out)   # of attempts on workers that died
        # progress of shards that were not committed is dropped, as a local run drops
        # its partial shard (they are converted again by --resume)
        for filename, lv in live.items():
            if filename not in conv.finished:
                conv.counters.done -= sum(lv.records.values())
        conv.stats.emit_stats(force=True)

    def _finished(self, conv, fut, spec: ShardSpec, events, live) -> None:
        d = _distributed()
        if fut.status == "error":
            exc = fut.exception()
            if isinstance(exc, ShardCancelled):
                return
            if isinstance(exc, d.KilledWorker):
                raise RunError(f"Dask workers died several times while converting "
                               f"{spec.filename} (an image in it may crash the decoder, or "
                               f"the workers run out of memory): {exc}",
                               protocol.EXIT_WRITE_ERROR)
            raise exc
        if fut.status == "cancelled":
            return
        attempt, entry = fut.result()
        if entry is None:
            return
        self._drain(conv, events, live)
        conv.commit_shard(spec, entry)
        self._settle(conv, entry, live.pop(spec.filename))
        _remove_orphans(self.cfg.out, entry)

    def _settle(self, conv, entry: ShardEntry, lv: _Live) -> None:
        """Replace the shard's live progress by the committed entry's exact numbers (a
        retried attempt's batches must not count twice; late events are ignored)."""
        c = conv.counters
        for attr, exact in (("records", entry.records), ("bytes", entry.bytes),
                            ("bytes_in", entry.bytes_in)):
            got = sum(getattr(lv, attr).values())
            if attr == "records":
                c.done += exact - got
                c.records_written += exact - got
            elif attr == "bytes":
                c.record_bytes += exact - got
            else:
                c.bytes_in += exact - got
        for path, reason, stage in entry.rejected:
            conv.stats.reject(path, reason, stage)

    def _drain(self, conv, events: queue.Queue, live: dict) -> None:
        while True:
            try:
                msg = events.get_nowait()
            except queue.Empty:
                return
            lv = live.get(msg["shard"])
            if lv is None:
                continue       # already committed: the entry's numbers are exact
            attempt = msg.pop("attempt")
            # rejected items are recorded when the shard commits (from its entry)
            done = BatchDone(**{k: msg[k] for k in _BATCH_FIELDS if k in msg}, rejected=[])
            lv.records[attempt] = lv.records.get(attempt, 0) + done.records
            lv.bytes[attempt] = lv.bytes.get(attempt, 0) + done.bytes
            lv.bytes_in[attempt] = lv.bytes_in.get(attempt, 0) + done.bytes_in
            conv.stats.batch(done)
            conv.stats.tick()

    def _cancel(self, client, cancel_event, pending: set) -> None:
        """Stop the running tasks (they check the event between batches and delete their
        file), drop the queued ones, then remove every temporary file left."""
        d = _distributed()
        cancel_event.set()
        deadline = time.monotonic() + CANCEL_GRACE
        waiting = list(pending)
        while waiting and time.monotonic() < deadline:
            try:
                d.wait(waiting, timeout=1.0)
                break
            except TimeoutError:
                pass
            try:     # no workers left (a signal killed them): nothing will answer
                if not client.scheduler_info(n_workers=-1)["workers"]:
                    break
            except Exception:  # noqa: BLE001 - a scheduler that cannot answer has no workers either
                break
        client.cancel(list(pending))
        time.sleep(0.1)
        remove_stale_partials(self.cfg.out)


def _remove_orphans(out: str, entry: ShardEntry) -> None:
    """Temporary files of this shard's earlier attempts (a worker died writing them)."""
    names = [entry.filename] + ([entry.dali_index] if entry.dali_index else [])
    for name in names:
        for path in glob.glob(os.path.join(glob.escape(out), f".{glob.escape(name)}.*"
                                           f"{PARTIAL_SUFFIX}")):
            step(f"delete {path}")
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass

