"""The worker pool: spawned processes that convert batches, and the ways to stop them.

Relies on private attributes of ProcessPoolExecutor (``_processes``, ``_result_queue``,
``_executor_manager_thread``) and of its module (``_threads_wakeups``): there is no public
way to terminate workers, to notice a worker that died mid-result, or to keep the exit hook
from racing a stopping pool, and all are needed so that a dead or hung worker cannot hang a
run and a cancel exits cleanly.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.context
import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import process as _cfp

from engine import one_process
from engine.config import ConvertConfig, ImageOptions
from engine.run import memory_budget, worker
from engine.stop_signals import GROUP_STOPS

KILL_GRACE = 2.0   # seconds a terminated worker gets to exit before SIGKILL


def runs_inline(opts: ImageOptions) -> bool:
    """Whether this run converts in the engine process itself (InlinePool): the rule of
    engine.one_process, for these options."""
    return one_process.runs_inline(opts.format)


class InlinePool:
    """Runs each task at once in this process, behind the executor interface the loop
    uses (see runs_inline)."""

    def __init__(self, opts: ImageOptions) -> None:
        worker.configure(opts)

    def submit(self, fn, *args) -> Future:
        fut: Future = Future()
        try:
            fut.set_result(fn(*args))
        except BaseException as e:  # noqa: BLE001 - delivered through the future, as a pool would
            fut.set_exception(e)
        return fut

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


@contextlib.contextmanager
def group_stops_held() -> Iterator[None]:
    """While in the ``with``, GROUP_STOPS are blocked in this thread, so that a process
    started here begins with them blocked (the mask survives exec) and takes them only
    when it is ready: a worker ignores them from its first instant
    (engine.run.worker.ignore_group_stops; before, one still starting died of a group
    SIGTERM or SIGHUP, and the cancelling engine said "a worker process died or hung"), and
    multiprocessing's resource tracker, which ignores only SIGINT and SIGTERM, outlives a
    closed terminal (it died, and stderr said "resource_tracker: process died unexpectedly"
    with KeyError tracebacks). Here they wait, pending, for the ``with``'s end."""
    if not hasattr(signal, "pthread_sigmask"):   # (Windows: no process groups' signals)
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, GROUP_STOPS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


class _HeldStart(multiprocessing.context.SpawnProcess):
    """A spawned process started with GROUP_STOPS held (group_stops_held)."""

    def start(self) -> None:
        _tracker_running()   # (else the start below may restart it, and unblock)
        with group_stops_held():
            super().start()


def _tracker_running() -> None:
    """Start multiprocessing's resource tracker, if it is not running, with GROUP_STOPS
    held. Its start unblocks SIGINT and SIGTERM in the starting thread (the standard
    library's ensure_running), so it must not happen inside the hold a process starts in:
    a tracker that had died was restarted by the next worker's start, and that worker
    began with only SIGHUP blocked."""
    if os.name != "posix":
        return
    from multiprocessing import resource_tracker
    with group_stops_held():
        resource_tracker.ensure_running()


class _HeldSpawn(multiprocessing.context.SpawnContext):
    """The spawn context, its processes started with GROUP_STOPS held: the pool starts its
    workers when work is submitted, from any caller."""

    Process = _HeldStart


def spawn_pool(cfg: ConvertConfig, workers: int) -> ProcessPoolExecutor:
    if runs_inline(cfg.image):
        return InlinePool(cfg.image)  # type: ignore[return-value]
    # spawn: workers never inherit a parent's threads or (in tune/GUI-hosted use) TF state.
    ctx = _HeldSpawn()
    watch_end, keep_end = worker.lifeline_pipe(ctx)
    _tracker_running()   # (the budget's semaphores start it otherwise, unheld)
    with group_stops_held():
        # A fresh budget per pool: a reservation held by a killed worker dies with its pool.
        budget = memory_budget.MemoryBudget(
            cfg.memory_limit or memory_budget.default_limit(), workers, ctx)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=worker.init,
                               initargs=(cfg.image, watch_end, budget, cfg.priority))
    pool._tfrecord_studio_lifeline = keep_end  # type: ignore[attr-defined]  # open while the pool lives
    return pool


def kill_pool(pool: ProcessPoolExecutor) -> None:
    """Stop a pool now: cancel queued work and terminate running workers (a batch of large
    photos may take seconds, longer than a user waits for Cancel)."""
    procs = list((getattr(pool, "_processes", None) or {}).values())  # no public API
    results = getattr(pool, "_result_queue", None)
    # Taken before shutdown(), which drops the pool's reference to its manager thread.
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    if manager is not None:
        forget_manager(manager)
    for p in procs:
        try:
            p.terminate()
        except Exception:  # noqa: BLE001 - every worker gets its signal
            pass
    # A stopped (SIGSTOP) or hung worker never acts on SIGTERM, and interpreter exit joins
    # every child: after a bounded grace it gets SIGKILL, which works on stopped processes.
    deadline = time.monotonic() + KILL_GRACE
    for p in procs:
        try:
            p.join(timeout=max(0.0, deadline - time.monotonic()))
            if p.exitcode is None:
                p.kill()
                p.join(timeout=KILL_GRACE)
        except Exception:  # noqa: BLE001 - every worker gets reaped
            pass
    # A worker killed while sending a result leaves half a message in the result pipe, and
    # the pool's manager thread then waits for the rest forever: this process holds a
    # write end too, so no EOF comes (and interpreter exit joins that thread: a hang).
    # With the workers gone, closing our write end turns the wait into EOF.
    writer = getattr(results, "_writer", None)  # private: absent in another CPython
    if writer is not None:
        try:
            writer.close()
        except OSError:
            pass
    # Let the manager thread finish its own clean-up now (it closes its pipes and joins the
    # workers). Bounded: on a loaded machine it may still run at exit, which is safe only
    # because of forget_manager above.
    if manager is not None:
        manager.join(timeout=KILL_GRACE)


def forget_manager(manager) -> None:
    """Take a stopped pool's manager thread off the interpreter's exit hook.

    At exit, concurrent.futures.process's hook (_python_exit) writes to every manager's
    wake-up pipe without the pool's lock, while a manager that is finishing closes that
    pipe under the lock: if the two meet, stderr gets "Exception ignored in: <module
    'threading'> ... OSError: [Errno 9] Bad file descriptor" (seen in CI after an early
    SIGTERM; CPython gh-125451 gave the pipe its own lock in late 2024, which 3.11 and
    older 3.12/3.13 releases lack). kill_pool's join is bounded, so on a loaded machine the
    manager may still be finishing at exit. A killed pool's manager needs no wake-up:
    shutdown() already woke it and its workers' deaths end its wait. Without the entry the
    hook never touches the pipe, and the thread, which is not a daemon, is still joined at
    exit by threading itself (the other writers to the pipe hold the lock).
    Private (``_threads_wakeups``): absent in another Python, there is nothing to forget."""
    wakeups = getattr(_cfp, "_threads_wakeups", None)
    if wakeups is not None:
        try:
            wakeups.pop(manager, None)
        except TypeError:   # not a weak-referenceable thread: not one the hook knows
            pass


def lost_worker(pool: ProcessPoolExecutor | None) -> bool:
    """True when a worker process of the pool has exited. Our workers never exit on their
    own, so the pool is broken even if its manager thread has not noticed (it cannot, when
    it is stuck reading a result cut short by the worker's death)."""
    procs = getattr(pool, "_processes", None) or {}
    return any(p.exitcode is not None for p in list(procs.values()))
