"""The decoding processes of a Dask worker (engine.run.cluster's shard tasks run here).

A shard task does not decode in the Dask worker itself: it borrows a local scheduler
(engine.run.scheduler, a pool of one spawned decoding process) and gives it back when the
shard is written. So an image that crashes or hangs the decoder costs that image (retried
alone in a fresh process, then rejected with the reason a local run gives), never the
Dask worker or the run. The schedulers are kept between tasks (a process start costs a
second or more on a busy machine) and started ahead by :func:`warm` when the driver
connects, so they boot while it plans.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import threading
from typing import Any

from engine.config import ConvertConfig
from engine.run.scheduler import Scheduler

_IDLE: list[tuple[tuple, Scheduler]] = []     # (options key, scheduler) ready for a task
_BUSY: set[Scheduler] = set()
_THREADS: dict[str, int] = {}     # worker address -> threads, of the workers warm() saw here
_LOCK = threading.Lock()


def _key(cfg: ConvertConfig) -> tuple:
    """What a decoding process depends on: schedulers are shared only between equal keys."""
    return (cfg.image, cfg.memory_limit, cfg.priority, cfg.item_timeout)


def _new(cfg: ConvertConfig) -> Scheduler:
    # A Dask worker started by a nanny is a daemonic multiprocessing child, which may not
    # start processes of its own. The flag only asks the nanny's process to end it with
    # itself; our decoding processes already end with this one (their lifeline pipe).
    me = multiprocessing.current_process()
    if me.daemon:
        me.daemon = False
    sched = Scheduler(dataclasses.replace(cfg, workers=1), threading.Event())
    sched.start()
    return sched


def take(cfg: ConvertConfig) -> Scheduler:
    """A scheduler for one task with these options (an idle one, else a new one)."""
    key = _key(cfg)
    with _LOCK:
        stale = [s for k, s in _IDLE if k != key]     # an earlier run's options
        mine = [i for i, (k, _) in enumerate(_IDLE) if k == key]
        sched = _IDLE.pop(mine[0])[1] if mine else None
        _IDLE[:] = [(k, s) for k, s in _IDLE if k == key]
    for s in stale:
        s.close()
    if sched is None:
        sched = _new(cfg)
    with _LOCK:
        _BUSY.add(sched)
    sched.cancel.clear()
    return sched


def give_back(cfg: ConvertConfig, sched: Scheduler, reusable: bool) -> None:
    """The task is over. A scheduler that may still convert items nobody waits for
    (after a cancel or a failure) is stopped instead of kept."""
    with _LOCK:
        _BUSY.discard(sched)
        if reusable:
            sched.on_tick = lambda: None
            _IDLE.append((_key(cfg), sched))
    if not reusable:
        sched.close()


def warm(cfg: ConvertConfig, dask_worker: Any = None) -> int:
    """Start one decoding process per thread of this Dask worker ahead of the tasks
    (called by the driver with Client.run, which passes `dask_worker`). Several workers
    may share this process (`dask worker --nworkers` without nannies): each gets its own.
    Returns how many were started."""
    with _LOCK:
        _THREADS[str(getattr(dask_worker, "address", ""))] = \
            int(getattr(dask_worker, "nthreads", 1) or 1)
        want = sum(_THREADS.values())
    return _top_up(cfg, want)


def prestart(cfg: ConvertConfig, n: int) -> int:
    """Start `n` decoding processes for the workers a LocalCluster is about to start in
    this process, before they exist (so warm() is not needed). Returns how many were
    started."""
    return _top_up(cfg, n)


def _top_up(cfg: ConvertConfig, want: int) -> int:
    """Start decoding processes until `want` exist for these options (idle or busy)."""
    key = _key(cfg)
    with _LOCK:
        have = sum(1 for k, _ in _IDLE if k == key) + len(_BUSY)
    fresh = [_new(cfg) for _ in range(max(0, want - have))]
    with _LOCK:
        _IDLE.extend((key, s) for s in fresh)
    return len(fresh)


def close_idle() -> int:
    """Stop this Dask worker's idle decoding processes (the driver runs this on every
    worker when it closes: an idle one would outlive the run on a shared cluster, and a
    LocalCluster worker would wait for it at exit). A busy one belongs to a running task,
    maybe of another run on a shared cluster; it stops when that task ends abnormally, or
    at the next run's close. Returns how many were stopped."""
    with _LOCK:
        scheds = [s for _, s in _IDLE]
        _IDLE.clear()
        _THREADS.clear()
    for s in scheds:
        s.close()
    return len(scheds)
