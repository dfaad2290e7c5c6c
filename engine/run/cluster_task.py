"""What runs on a Dask worker for `convert --cluster` (engine.run.cluster is the driver):
the shard task itself, and the check every worker passes before a run.

The task converts one ShardSpec with engine.run.shard_task.run_shard, decoding in a
decoding process the worker keeps (engine.run.cluster_pools), writes the shard under a
name unique to the attempt, and sends per-batch progress to the driver as Dask events.
It imports `distributed` only when it runs, on the worker.
"""

from __future__ import annotations

import dataclasses
import errno
import os
import time

from engine.config import ConvertConfig
from engine.errors import ShardCancelled
from engine.output_state import PARTIAL_SUFFIX
from engine.run import cluster_pools
from engine.run.cluster_fit import FILES, Needs, Problem, ask, check_task
from engine.run.plan import ShardSpec
from engine.run.scheduler import Batch
from engine.run.shard_task import BatchDone, ShardEntry, new_attempt, run_shard
from engine.sources.names import display


def shard_task(spec: ShardSpec, cfg: ConvertConfig, topic: str, cancel_name: str,
               max_items: int, needs: Needs) -> tuple[str, ShardEntry | None, str]:
    """One Dask task: convert and write one shard under a fresh attempt name. Returns
    (attempt, entry, this worker's address), entry None when it was cancelled (its file
    removed); the address is what the manifest counts (engine.run.cluster_record).
    Progress goes to the driver as Dask events on `topic`. Raises UnfitWorker, converting
    nothing, on a worker that cannot see the files or runs other versions (`needs`: a
    worker that joined after the driver checked them all)."""
    from distributed import Event, get_worker
    me = get_worker()
    check_task(me.address, topic, needs, cfg, me.id)
    cancel = Event(cancel_name)
    attempt = new_attempt()
    host = host_of(me.address)
    key = me.get_current_task()
    sched = cluster_pools.take(cfg)
    checked = [0.0]

    def poll() -> None:
        """Scheduler tick (~10 Hz while waiting): a cancel from the driver, at most
        twice a second (each check asks the scheduler)."""
        now = time.monotonic()
        if now - checked[0] >= 0.5:
            checked[0] = now
            if cancel.is_set() or _abandoned(me, key):
                sched.cancel.set()

    sched.on_tick = poll

    def convert(batches):
        stream = sched.results(Batch(i, b) for i, b in enumerate(batches))
        try:
            for _batch, result in stream:
                poll()
                if sched.cancel.is_set():
                    return       # run_shard raises ShardCancelled and removes the file
                yield result
        finally:
            stream.close()

    def progress(done: BatchDone) -> None:
        msg = dataclasses.asdict(done)
        msg["rejected"] = [list(r) for r in done.rejected]
        msg["attempt"] = attempt
        msg["host"] = host
        msg["worker"] = me.address   # (the driver's chart drops its bars when it leaves)
        me.log_event(topic, msg)

    finished = False
    try:
        entry = run_shard(spec, cfg, attempt=attempt, convert=convert, progress=progress,
                          max_items=max_items)
        finished = True
        return attempt, entry, me.address
    except ShardCancelled:    # an answer, not a failure (Dask would log a failure)
        return attempt, None, me.address
    finally:
        cluster_pools.give_back(cfg, sched, reusable=finished)


def recheck_task(topic: str, needs: Needs, cfg: ConvertConfig) -> tuple[str, list[Problem]]:
    """A Dask task on a worker left out of the run `topic`, restarted since (or another at
    its address) or asked again in a while (mended where it runs): (its server id, what
    keeps it from running the run's tasks: [] when nothing does, asked anew;
    engine.run.cluster_readmit). Its first shard task asks no more."""
    from distributed import get_worker
    me = get_worker()
    return me.id, ask(me.address, me.id, topic, needs, cfg, again=True)


def host_of(address: str) -> str:
    """'tcp://10.0.0.5:40123' -> '10.0.0.5': the machine, as the scheduler names it (the
    driver groups the worker chart by it). The in-process workers of `--cluster local`
    (inproc://) are on this machine: '127.0.0.1', as a local worker process would be."""
    from distributed.comm import get_address_host
    if address.startswith("inproc://"):
        return "127.0.0.1"
    try:
        return get_address_host(address)
    except ValueError:
        return address


def _abandoned(me, key) -> bool:
    """The scheduler let go of this task (its driver died or cancelled it): stop writing
    a file nobody will commit."""
    try:
        ts = me.state.tasks.get(key)
        return ts is None or ts.state == "cancelled"
    except Exception:  # noqa: BLE001 - worker internals differ between Dask versions: keep going
        return False


def check_worker(first_file: str, out: str) -> Problem | None:
    """On every worker before the run: can it read the source's first file and create a
    file in the output folder? Returns None, or what is wrong (a FILES problem)."""
    try:
        with open(first_file, "rb") as f:
            f.read(1)
    except OSError as e:
        return Problem(FILES, "cluster.worker_cannot_read",
                       {"file": display(first_file), "why": why_not(e)})
    probe = os.path.join(out, f".tfrecord-studio-probe.{new_attempt()}{PARTIAL_SUFFIX}")
    try:
        with open(probe, "xb"):   # created here ("x": never a file already there) ...
            pass
        os.unlink(probe)          # ... so the one file removed is the one just made
    except OSError as e:
        return Problem(FILES, "cluster.worker_cannot_write",
                       {"folder": display(out), "why": why_not(e)})
    return None


#: Why a worker could not, in words the window has in its languages (WORKER_REASONS)
WORKER_ERRNO_WORDS = {errno.ENOENT: "there is no such file or folder there",
                      errno.EACCES: "it is not allowed to", errno.EPERM: "it is not allowed to",
                      errno.EROFS: "the disk is read-only there",
                      errno.ENOSPC: "the disk is full",
                      errno.ENOTDIR: "a part of the path is a file, not a folder"}


def why_not(e: OSError) -> str:
    """Why a worker could not read or create a file: the common cases in the catalogue's
    words, another in the system's (without brackets: it stands in a pair of them)."""
    said = WORKER_ERRNO_WORDS.get(e.errno) if e.errno is not None else None
    return said or str(e.strerror or e).replace("(", "").replace(")", "")
