"""What a cluster run (engine.run.cluster) watches while its shard tasks run: the connection
to the scheduler, and whether any worker is left to run them.

Dask waits for workers without end: tasks whose workers all left (killed, an HPC job's
walltime, a node rebooted) stay queued, and the run showed "40%" and a growing time left
forever. A lost scheduler made Dask cancel every future ("scheduler-connection-lost") and
the run ended as an internal error after 20 s more of reconnecting. Both now end the run
with what happened and what to do, in the catalogue's words (engine.reason_catalogue_cluster);
the finished shards stay committed for --resume.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from engine import protocol
from engine.errors import RunError
from engine.reason_codes import say
from engine.run import jobqueue
from engine.sources.names import display

LOOK_EVERY = 2.0     # seconds between two questions to the scheduler
RESULT_WAIT = 1.0    # seconds a finished task's result is waited for between two looks


def workers_gone(where: str, seconds: float) -> RunError:
    """No worker left for `seconds` at the scheduler `where` (an address, or jobqueue:FILE)."""
    if where.startswith(jobqueue.PREFIX):
        said = say("cluster.jobs_gone", file=display(jobqueue.path_of(where)),
                   seconds=f"{seconds:g}")
    else:
        said = say("cluster.workers_gone", address=where, seconds=f"{seconds:g}")
    return RunError(said, protocol.EXIT_CLUSTER_LOST)


def scheduler_lost(where: str) -> RunError:
    """The connection to the scheduler at `where` is gone."""
    return RunError(say("cluster.scheduler_lost", address=where), protocol.EXIT_CLUSTER_LOST)


def connected(client) -> bool:
    """The client still has its scheduler (Dask says "connecting" while it tries again)."""
    return getattr(client, "status", "running") == "running"


def quieted(distributed: Any) -> Any:
    """Dask's ``distributed`` module, its batched comm's word of a closed connection not
    said: Dask logs it at INFO with its traceback ("Batched Comm Closed", Traceback ...
    batched.py _background_send) when the scheduler dies under a message being sent, and
    the terminal and the window's log showed that traceback under the run's own words
    (cluster.scheduler_lost). Errors it logs are still said."""
    logging.getLogger("distributed.batched").setLevel(logging.WARNING)
    return distributed


def close_quietly(thing) -> None:
    """Close a Dask client or cluster; a client whose scheduler is gone without the
    traceback Dask logs when its attempts to reconnect are cut short (the run has said
    what happened, in words)."""
    log = logging.getLogger("distributed.client")
    level = log.level
    if not connected(thing):
        log.setLevel(logging.CRITICAL)
    try:
        thing.close()
    finally:
        log.setLevel(level)


def made_or_closed(make: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """make(*args, **kwargs), `make` a Dask Client or cluster class; if that raises, the
    half-made object is closed and its IO loop stopped before the error goes on. Dask
    leaves them half-open: a Client whose connecting raised other than OSError (tls://
    without certificates: a TypeError) stayed "connecting", for the garbage collector to
    close whenever it came by: inside Dask's loop lock (held while any Client or cluster
    starts or stops) that hung the process for good. And neither a Client nor a cluster
    whose start failed (jobqueue: `interface:` a network this computer does not have)
    stops its IO loop's thread."""
    try:
        return make(*args, **kwargs)
    except BaseException as e:
        tb = e.__traceback__
        while tb is not None:     # (the half-made object is `self` of its __init__)
            half = tb.tb_frame.f_locals.get("self")
            if isinstance(half, make):     # type: ignore[arg-type]
                _close_half_made(half)
                break
            tb = tb.tb_next
        raise


def _close_half_made(half: Any) -> None:
    try:
        close_quietly(half)
    except Exception:  # noqa: BLE001 - the error to report is the one that made it half
        pass
    runner = getattr(half, "_loop_runner", None)
    try:
        if runner is not None and runner.is_started():
            runner.stop()
    except Exception:  # noqa: BLE001 - as above
        pass


class Watch:
    """Looks at the cluster every LOOK_EVERY seconds while the driver waits for tasks;
    look() raises RunError when no worker has been there for `grace` seconds or the
    scheduler is gone. `count` says how many workers the tasks may run on; `gone` turns
    the error of none there into the run's (engine.run.cluster_feed: workers left out
    may be what is there). look() returns whether it looked."""

    def __init__(self, client, where: str, grace: float, count: Callable[[], int],
                 clock: Callable[[], float] = time.monotonic,
                 gone: Callable[[RunError], RunError] = lambda e: e) -> None:
        self.client = client
        self.where = where
        self.grace = grace
        self.count = count
        self.clock = clock
        self.gone = gone
        self._next = clock() + LOOK_EVERY
        self._empty_since: float | None = None

    def look(self) -> bool:
        now = self.clock()
        if now < self._next:
            return False
        self._next = now + LOOK_EVERY
        if not connected(self.client):
            raise scheduler_lost(self.where)
        try:
            n = self.count()
        except OSError:   # (Dask's CommClosedError is one)
            raise scheduler_lost(self.where) from None
        if n:
            self._empty_since = None
        elif self._empty_since is None:
            self._empty_since = now
        elif now - self._empty_since >= self.grace:
            raise self.gone(workers_gone(self.where, self.grace))
        return True


def result_of(fut, watch: Watch):
    """``fut``'s result, a task the scheduler said finished: its data lives on the worker
    that ran it, and when that worker died meanwhile Dask computes it again, waiting for a
    worker without end when none is left (a run whose workers were all killed hung in
    result(), never looking at the cluster again). The watch says when none is left."""
    while True:
        try:
            return fut.result(timeout=RESULT_WAIT)
        except TimeoutError:
            watch.look()   # (no worker for its grace, or no scheduler: RunError)


def task_error(exc: BaseException, shard: str) -> BaseException:
    """What a shard task's error means for the run (the task converted `shard`): the
    error to raise, in words where the cause is the cluster's."""
    from distributed import KilledWorker

    from engine.errors import UnfitWorker
    from engine.run.cluster_feed import task_cannot_import
    from engine.run.cluster_fit import joined_unfit
    if isinstance(exc, UnfitWorker):
        return joined_unfit({exc.worker: exc.problems})
    if isinstance(exc, ImportError):   # a worker without the engine, or a library it needs
        return task_cannot_import(exc)
    if isinstance(exc, KilledWorker):
        return RunError(say("cluster.workers_died", file=shard, detail=str(exc)),
                        protocol.EXIT_CLUSTER_LOST)
    return exc
