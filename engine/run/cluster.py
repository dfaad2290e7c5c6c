"""Shard tasks on a Dask cluster (`convert --cluster local[:N] | tcp://HOST:PORT |
jobqueue:CONFIG.yaml`, the last through engine.run.jobqueue).

The driver (this engine process) scans and plans exactly as a local run does, then
submits one Dask task per ShardSpec (engine.run.cluster_task: what runs on a worker). Each
task runs engine.run.shard_task.run_shard on its worker: it reads the images from the
shared file system, writes the shard under a name unique to the attempt in the output
folder, and returns the ShardEntry. The driver commits finished shards (rename + journal)
in whatever order they finish and writes the manifest last, so the bytes of every shard
and the manifest's shard table equal a local run's. The driver never sees image bytes:
only specs, entries and per-batch progress (published by the tasks with Dask's structured
events, `Worker.log_event`, and counted by engine.run.cluster_progress).

A task decodes its images in a decoding process of its Dask worker (engine.run.cluster_pools,
engine.run.scheduler), so an image that crashes or hangs the decoder is retried alone and
rejected as in a local run, and the worker lives on. A worker that dies mid-task (killed,
out of memory) makes the scheduler run the task again elsewhere with a new attempt name;
the dead attempt's temporary file is deleted when the shard commits.
Cancel sets a Dask Event that running tasks check between batches (they stop and delete
their temporary file), cancels the futures that have not started and removes whatever
temporary files are left. Every worker is checked before the run, and a worker that joins
later by its first task (engine.run.cluster_fit: the shared files, the same versions); one
that cannot is left out until it is mended, its shards go to the others (cluster_feed,
cluster_readmit); a run whose workers all left, or whose scheduler went away, ends saying
so (engine.run.cluster_watch) where Dask would wait for workers forever.
"""

from __future__ import annotations

import importlib.util
import os
import threading
import time
from concurrent.futures import CancelledError
from typing import TYPE_CHECKING, Any

from engine import protocol
from engine.config import ConvertConfig
from engine.errors import RunError, ShardCancelled
from engine.reason_codes import say
from engine.run import (
    cluster_feed,
    cluster_fit,
    cluster_pools,
    cluster_probe,
    cluster_watch,
    jobqueue,
)
from engine.run.cluster_progress import LiveProgress, worker_words
from engine.run.cluster_record import TookPart
from engine.run.cluster_task import host_of, shard_task
from engine.run.output import remove_stale_partials
from engine.run.plan import ShardSpec, cluster_note
from engine.run.shard_task import BATCH_MAX_ITEMS, new_attempt
from engine.sources.names import display

if TYPE_CHECKING:  # imported at run time only with --cluster (the `cluster` extra)
    from distributed import Client

CONNECT_TIMEOUT = 20.0      # seconds to reach a scheduler / see its first worker
CANCEL_GRACE = 60.0         # seconds running tasks get to stop after a cancel


def _distributed():
    try:
        import distributed
    except ImportError:
        raise RunError(say("cluster.not_installed"), protocol.EXIT_USAGE) from None
    return cluster_watch.quieted(distributed)


def local_cluster(d, n: int):
    """A LocalCluster of `n` single-thread Dask workers running as threads of this process.

    A shard task does its decoding in its own decoding process (engine.run.cluster_pools),
    so a worker only hands out batches, receives encoded records and writes the shard:
    work a thread does as well as a process. Worker processes would cost each an
    interpreter importing Dask and a nanny process watching it (measured on this 2-core
    machine, bench/README.md "Cluster": 0.6 s more start-up, 130 MB more memory and a
    slower conversion while four more processes share the cores). The tasks, the
    scheduler and the progress events are Dask's as on any cluster; only the transport
    is in-process (inproc://). Ctrl+C reaches only this process and the decoding
    processes, which ignore it: the engine alone decides how to stop."""
    import dask

    # Dask's statistical profiler samples every worker thread 100 times a second; nobody
    # reads it here, and on a small machine it competes with the decoding. The memory
    # manager would pause a worker when this whole process's memory passes 80% of the
    # worker's share of the machine (local:32 on 16 GB: 0.4 GB); the decoding processes'
    # memory has a budget of its own (--memory-limit).
    no_memory_manager = {f"distributed.worker.memory.{k}": False
                         for k in ("target", "spill", "pause", "terminate")}
    with dask.config.set({"distributed.worker.profile.enabled": False, **no_memory_manager}):
        return d.LocalCluster(n_workers=n, threads_per_worker=1, processes=False,
                              dashboard_address=":0")


def parse_address(spec: str) -> tuple[str, int | None]:
    """'local' -> ('local', None); 'local:3' -> ('local', 3); anything else: an address
    (a scheduler's without the trailing "/" a browser adds, which Dask refuses)."""
    if spec == "local":
        return "local", None
    if spec.startswith("local:"):
        return "local", int(spec.split(":", 1)[1])
    if spec.startswith(("tcp://", "tls://")):
        return spec.removesuffix("/"), None
    return spec, None


class ClusterRun:
    """The connection to a cluster for one run: open() (connect and check) then run()."""

    def __init__(self, cfg: ConvertConfig) -> None:
        self.cfg = cfg
        self.client: Client | None = None
        self.cluster: Any = None    # LocalCluster or a dask-jobqueue cluster, if we made it
        #: the worker addresses tasks may run on (None: all); tune --cluster sweeps it
        self.only: list[str] | None = None
        #: the workers left out of the run (engine.run.cluster_feed): address -> problems,
        self.excluded: dict[str, list[cluster_fit.Problem]] = {}   # and -> their server id
        self.left_out_as: dict[str, str] = {}     # then (a restart is seen: cluster_readmit)
        self._wait = CONNECT_TIMEOUT
        self._start_error: BaseException | None = None
        self._starting: threading.Thread | None = None
        self._first_file = ""     # what every worker must read (open)
        self._needed: tuple[tuple, cluster_fit.Needs] | None = None   # (_needs' key, needs)

    def _client(self) -> Client:
        """The connected client (connect() made it)."""
        if self.client is None:
            raise RuntimeError("ClusterRun.connect() was not called")
        return self.client

    def open(self, first_file: str) -> None:
        """Connect (or start a LocalCluster) and check that every worker sees the source
        and the output folder; those that cannot are left out of the run (excluded).
        Raises RunError with a plain message when no worker can, for the usual wait."""
        self.connect()
        self._first_file = first_file
        try:
            self.excluded, self.left_out_as = cluster_feed.first_check(
                self._client(), self._needs(), self.cfg, self._wait)
        except RunError:
            self.close()
            raise
        if parse_address(self.cfg.cluster)[0] != "local":
            self._client().run(cluster_pools.warm, self.cfg)   # (boot while this one plans)

    def start(self) -> None:
        """Begin connecting (start a LocalCluster, submit the jobs, reach the scheduler)
        in the background, so it overlaps the scan; open() or connect() finish it."""
        def run() -> None:
            import signal
            # Processes started from this thread (a LocalCluster's decoding processes)
            # inherit the blocked SIGINT: Ctrl+C in a terminal reaches the whole process
            # group, and only the engine decides how to stop (see local_cluster).
            if hasattr(signal, "pthread_sigmask"):
                signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
            try:
                self._begin()
            except BaseException as e:  # noqa: BLE001 - handed to the main thread by connect()
                self._start_error = e
        self._start_error = None
        self._starting = threading.Thread(target=run, name="dask-connect", daemon=True)
        self._starting.start()

    def _join_start(self) -> None:
        starting = self._starting
        if starting is not None and starting is not threading.current_thread():
            starting.join()
            self._starting = None
            if self._start_error is not None:
                raise self._start_error

    def connect(self) -> None:
        """Connect (or start a LocalCluster) and wait for a first worker."""
        if self._starting is not None:
            self._join_start()
        else:
            self._begin()
        where = parse_address(self.cfg.cluster)[0]
        wait = self._wait
        try:
            self._client().wait_for_workers(1, timeout=wait)
        except (OSError, TimeoutError):
            self.close()
            if where.startswith(jobqueue.PREFIX):
                raise RunError(say("cluster.no_job_worker", file=display(jobqueue.path_of(where)),
                                   seconds=f"{wait:g}"), protocol.EXIT_USAGE) from None
            # (said to lab staff who do not start workers: who does, and their command)
            raise RunError(say("cluster.no_workers", address=where,
                               seconds=f"{CONNECT_TIMEOUT:g}"), protocol.EXIT_USAGE) from None

    def _begin(self) -> None:
        """Start the cluster or reach its scheduler (not waiting for workers)."""
        where, n = parse_address(self.cfg.cluster)
        if where == "local":
            n = n or max(1, (os.cpu_count() or 2))
            if importlib.util.find_spec("distributed") is not None:
                # the workers will be threads of this process: their decoding processes
                # boot now, while this thread imports Dask
                cluster_pools.prestart(self.cfg, n)
        d = _distributed()
        self._wait = CONNECT_TIMEOUT
        if where.startswith(jobqueue.PREFIX):
            spec = jobqueue.load(jobqueue.path_of(where))
            self._wait = spec.wait
            self.cluster = jobqueue.make_cluster(spec)
            try:
                self.cluster.scale(jobs=spec.jobs)
                self.client = cluster_watch.made_or_closed(d.Client, self.cluster)
            except (OSError, TimeoutError, RuntimeError) as e:  # sbatch/qsub refused
                self.close()
                raise RunError(say("cluster.submit_failed", n=spec.jobs, kind=spec.kind,
                                   file=display(spec.path), detail=str(e)),
                               protocol.EXIT_USAGE) from None
        try:
            if where == "local":
                self.cluster = local_cluster(d, n or 1)
                self.client = cluster_watch.made_or_closed(d.Client, self.cluster)
            elif self.client is None:
                why = cluster_probe.probe(where)
                if why:
                    raise RunError(why, protocol.EXIT_USAGE)
                self.client = cluster_watch.made_or_closed(d.Client, where,
                                                           timeout=CONNECT_TIMEOUT)
        except RunError:
            self.close()
            raise
        except (OSError, TimeoutError, TypeError) as e:
            self.close()
            if isinstance(e, TypeError) and "ssl_context" not in str(e):
                raise    # (only Dask's "tls:// without certificates" is the user's)
            raise RunError(cluster_probe.failure(where, e), protocol.EXIT_USAGE) from None

    def _needs(self) -> cluster_fit.Needs:
        """What the workers must have for self.cfg: asked once (~50 ms) per options."""
        key = (self._first_file, self.cfg)   # (tune --cluster runs other options)
        if self._needed is None or self._needed[0] != key:
            self._needed = (key, cluster_fit.needs_here(*key))
        return self._needed[1]

    def scheduler_address(self) -> str:
        """The address of the scheduler this run is connected to."""
        return str(self._client().scheduler.address)

    def workers(self) -> list[dict]:
        """The cluster's workers that may run the tasks (not those left out): name
        (address), threads, memory (bytes), label (as the window and the log name it)."""
        info = self._client().scheduler_info(n_workers=-1)["workers"]
        return [{"name": addr, "threads": w.get("nthreads", 1), "label": worker_words(addr, w),
                 "memory": w.get("memory_limit", 0)} for addr, w in sorted(info.items())
                if (self.only is None or addr in self.only) and addr not in self.excluded]

    def use(self, n: int) -> list[str]:
        """Run the next tasks on the first n workers only (all of them: n = 0); returns
        their addresses. For tune --cluster, which measures 1, 2, ... workers."""
        self.only = None
        names = [w["name"] for w in self.workers()]
        self.only = names[:n] if n else None
        return names[:n] if n else names

    def threads(self) -> int:
        return max(1, sum(w["threads"] for w in self.workers()))

    def close(self) -> None:
        try:
            self._join_start()      # a cluster still starting is closed once it is up
        except BaseException:  # noqa: BLE001 - its error was (or will not be) reported
            pass
        if parse_address(self.cfg.cluster)[0] == "local":
            cluster_pools.close_idle()    # its workers are threads of this process
        elif self.client is not None and cluster_watch.connected(self.client):
            try:
                self._client().run(cluster_pools.close_idle)
            except Exception:  # noqa: BLE001 - a worker gone or unreachable: its pools died with it
                pass
        for thing in (self.client, self.cluster):
            if thing is not None:
                try:
                    cluster_watch.close_quietly(thing)
                except Exception:  # noqa: BLE001 - a half-open connection's close
                    pass        # must not mask the error
        self.client = self.cluster = None

    def run(self, conv, specs: list[ShardSpec]) -> None:
        """Run every spec as a task; commit with conv.commit_shard as they finish."""
        d = _distributed()
        self.cfg = conv.cfg     # one connection may serve several runs (tune --cluster)
        client = self._client()
        threads = self.threads()
        todo = sum(len(s.samples) for s in specs)
        max_items = max(1, min(BATCH_MAX_ITEMS, todo // (threads * 4) or 1))
        note = cluster_note(len(specs), threads, todo)
        slots: dict[str, int] = {}
        for w in self.workers():
            slots[host_of(w["name"])] = slots.get(host_of(w["name"]), 0) + int(w["threads"])
        conv.stats.slots, conv.stats.workers = slots, threads
        took = conv.took_part = conv.took_part or TookPart(parse_address(self.cfg.cluster)[0])
        live, seen = LiveProgress(specs), lambda: live.see(conv, took.see(self.workers()))
        conv.em.emit(protocol.ClusterStarted(
            address=str(client.scheduler.address), workers=seen(), note=note))
        topic = f"tfrecord-studio-{new_attempt()}"
        cancel_name = f"{topic}-cancel"
        client.subscribe_topic(topic, live.put)
        cancel_event = d.Event(cancel_name, client=client)
        task = cluster_feed.Task(shard_task, self.cfg, topic, cancel_name, max_items, self._needs())
        feed = cluster_feed.Feed(self, specs, task, took.leave_out, took.let_in)
        pending: set = set()     # (the tasks submitted: feed.fill keeps the workers busy)
        watch = cluster_watch.Watch(client, parse_address(self.cfg.cluster)[0], self._wait,
                                    lambda: len(seen()), gone=feed.none_left)
        conv.stats.restart_window()
        try:
            while pending or feed.queue:
                live.drain(conv)
                if conv.cancel.is_set():
                    self._cancel(client, cancel_event, pending)
                    break
                feed.fill(pending)
                try:
                    if not pending:
                        raise TimeoutError   # no fitting worker: the watch says so in time
                    done, pending = d.wait(pending, timeout=0.25,
                                           return_when="FIRST_COMPLETED")
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
                    self._finished(conv, fut, feed, live, took, watch)
        except BaseException:
            # a failed shard (write error, dying workers) stops the others and leaves
            # no temporary files; finished shards stay committed for --resume
            self._cancel(client, cancel_event, pending)
            raise
        finally:
            feed.close()
            try:
                client.unsubscribe_topic(topic)
            except Exception:  # noqa: BLE001 - unsubscribing must not mask how the run ended
                pass
        if not conv.cancel.is_set():
            remove_stale_partials(self.cfg.out)   # of attempts on workers that died
        live.drop_uncommitted(conv)
        conv.stats.emit_stats(force=True)

    def _finished(self, conv, fut, feed: cluster_feed.Feed, live: LiveProgress, took, watch):
        spec = feed.by_key[fut.key][0]
        if fut.status == "error":
            exc = fut.exception()
            if isinstance(exc, ShardCancelled) or feed.explain(exc, spec, self._client(), fut.key):
                return      # (a worker left out: the spec is queued again)
            raise cluster_watch.task_error(exc, spec.filename)
        if fut.status == "cancelled":
            return
        _attempt, entry, worker = cluster_watch.result_of(fut, watch)
        if entry is None:
            return
        live.drain(conv)
        conv.commit_shard(spec, entry)
        took.done(worker, self.cfg.out)   # (journalled: a killed run's --resume carries it)
        live.settle(conv, entry)
        cluster_feed.remove_orphans(self.cfg.out, entry)

    def _cancel(self, client, cancel_event, pending: set) -> None:
        """Stop the running tasks (they check the event between batches and delete their
        file), drop the queued ones, then remove every temporary file left."""
        d = _distributed()
        if not cluster_watch.connected(client):    # no scheduler: nothing runs to stop
            remove_stale_partials(self.cfg.out)
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
        remove_stale_partials(self.cfg.out)

