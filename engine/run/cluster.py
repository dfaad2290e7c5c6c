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
from typing import TYPE_CHECKING, Any

from engine import protocol
from engine.config import ConvertConfig
from engine.errors import RunError
from engine.reason_codes import say
from engine.run import (
    cluster_feed,
    cluster_fit,
    cluster_loop,
    cluster_pools,
    cluster_probe,
    cluster_watch,
    jobqueue,
)
from engine.run.cluster_progress import worker_words
from engine.run.plan import ShardSpec
from engine.sources.names import display

if TYPE_CHECKING:  # imported at run time only with --cluster (the `cluster` extra)
    from distributed import Client

CONNECT_TIMEOUT = 20.0      # seconds to reach a scheduler / see its first worker


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
    is in-process (inproc://). Ctrl+C, a closed terminal's SIGHUP and a group SIGTERM
    reach only this process and the decoding processes, which ignore them
    (engine.run.worker.ignore_group_stops): the engine alone decides how to stop."""
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
            # Only SIGINT is blocked here (Ctrl+C reaches the whole process group; the
            # engine's main thread takes it and cancels). Not SIGTERM or SIGHUP: the mask
            # passes to every thread and program started from here, dask-jobqueue's
            # sbatch/qsub/scancel among them, which must stay killable by `kill`, a closed
            # terminal or a logout (else one may submit a job after the run was stopped).
            # Dask starts no decoding process here: those hold every group stop as they
            # start (engine.run.pool.group_stops_held).
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
        """Run every spec as a task; commit with conv.commit_shard as they finish
        (engine.run.cluster_loop)."""
        self.cfg = conv.cfg     # one connection may serve several runs (tune --cluster)
        cluster_loop.run(self, conv, specs, _distributed())
