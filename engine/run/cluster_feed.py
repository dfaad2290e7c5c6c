"""Which Dask workers get a cluster run's shard tasks (engine.run.cluster), and handing the
tasks to them a few at a time.

A lab cluster often has one bad node: a worker that cannot see the shared source folder,
or runs another TFRecord Studio or Pillow (engine.run.cluster_fit). Such a worker stopped
the whole run; it is now left out of the run instead: it gets no more of the run's tasks
(the one it failed goes to another worker), a warning names it and why (stderr, so the run
log and the window's Log tab, and the summary's and manifest's "cluster" field,
engine.run.cluster_record), and the good workers go on. When the lab mends it (its worker
restarts, or a fit one starts at its address) it is let in again (engine.run.cluster_readmit).
The run stops, with the sentence it said before, only when no fitting worker is left for
the usual wait.

The worker is left out of *our* scheduling: every task is submitted with
``workers=[the fitting workers]`` (Dask's restrictions, strict: allow_other_workers is
False), never with Client.retire_workers, which would shut down a worker of a cluster
the lab owns. Dask has no "every worker but these": a restriction names the workers, so
the tasks are submitted as workers become free (AHEAD tasks for each thread of the fitting
workers: one running, one waiting on the worker), each naming the fitting workers of that
moment: a worker that joins later gets the next tasks, and its first task checks it
(cluster_fit.check_task). A task whose
workers all left (replaced by others: an HPC job's walltime) would wait for them
forever: it is taken back and submitted again (rescue).
"""

from __future__ import annotations

import glob
import logging
import os
import re
import time
from collections import Counter, deque
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from engine import __version__, protocol
from engine.config import ConvertConfig
from engine.errors import RunError, UnfitWorker
from engine.output_state import PARTIAL_SUFFIX
from engine.reason_codes import as_list, say
from engine.run import cluster_fit, cluster_readmit, cluster_watch
from engine.run.cluster_fit import Problem
from engine.run.library_versions import installed_version
from engine.run.plan import ShardSpec
from engine.run.shard_task import ShardEntry
from engine.run.writer import delete_step

log = logging.getLogger("engine.run.cluster")

#: seconds between two looks at the first workers while none of them fits (first_check)
POLL = 1.0
#: seconds Feed.fill goes on with the workers it last asked the scheduler for (a question
#: ~4 times a second, of every worker's details, weighs on a scheduler of many workers)
FRESH = 1.0
#: tasks submitted for each thread of the fitting workers: the one it runs, and one that
#: waits on the worker, so it starts its next task when one ends instead of waiting for
#: the result to reach this process and a new task to come back (a round trip per task:
#: 14-15 ms against 1.4-1.7 ms of Dask's own dispatch on shards of one image,
#: bench/README.md "Cluster")
AHEAD = 2


class Task(NamedTuple):
    """A run's shard task: its function and its arguments after the spec, as
    engine.run.cluster_task.shard_task takes them (by name here: a tuple taken apart by
    position, padded for the tests' shorter ones, could hand one in another's place)."""

    fn: Callable[..., Any]
    cfg: ConvertConfig
    topic: str              # the run's Dask topic: the start of every task's key
    cancel_name: str
    max_items: int
    needs: cluster_fit.Needs

    def args(self) -> tuple:
        """The arguments after the spec, in shard_task's order."""
        return self.cfg, self.topic, self.cancel_name, self.max_items, self.needs


def unfit(answers: dict[str, Any]) -> dict[str, list[Problem]]:
    """The workers whose answer to cluster_fit.fitness says they cannot run the tasks:
    address -> their problems."""
    return {w: cluster_fit.problems_of(a) for w, a in answers.items()
            if isinstance(a, BaseException) or a}


def first_check(client, needs: cluster_fit.Needs, cfg, wait: float,
                clock: Callable[[], float] = time.monotonic
                ) -> tuple[dict[str, list[Problem]], dict[str, str]]:
    """Ask every worker once before the run; returns the unfit ones, left out of the run
    (each named in a warning), and the server id each had (cluster_readmit: a restart
    of one is seen). When none fits, waits up to `wait` seconds for one that does to join
    or restart (each such one asked once; all of them again every cluster_readmit.AGAIN
    seconds: one may be mended where it runs), then raises cluster_fit.say_all's RunError
    (naming every worker, what to do) from the answers it has."""
    ids = cluster_readmit.identities(client)    # (before: a restart after it is seen)
    answers = client.run(cluster_fit.fitness, needs, cfg, on_error="return")
    asked = clock()
    deadline = asked + wait
    if answers and len(unfit(answers)) == len(answers) and wait > 0:
        # (a queue's jobs may start minutes apart: the wait is not silent)
        log.info(say("log.cluster_waiting", seconds=f"{wait:g}"))
    while answers and len(unfit(answers)) == len(answers):
        if clock() >= deadline:
            cluster_fit.say_all(answers, needs)     # (raises: none of them fits)
            break
        time.sleep(POLL)
        now = cluster_readmit.identities(client)
        again = set(cluster_readmit.changed(ids, now))      # (restarted)
        new = [w for w in now if w not in answers or w in again]
        if clock() - asked >= cluster_readmit.AGAIN:
            new, asked = list(now), clock()
        if new:
            ids.update((w, now[w]) for w in new)
            answers.update(client.run(cluster_fit.fitness, needs, cfg, workers=new,
                                      on_error="return"))
    for worker, problems in sorted(unfit(answers).items()):
        log.warning(left_out_sentence(worker, problems))
    left = unfit(answers)
    return left, {w: ids.get(w, "") for w in left}


def left_out_sentence(worker: str, problems: list[Problem]) -> str:
    """The warning that names a worker left out of the run (log.cluster_left_out)."""
    return say("log.cluster_left_out", changes=as_list([p.part(worker) for p in problems]))


def _their_version() -> Callable[[], str]:
    """A function that says a worker's TFRecord Studio version. Made here, not defined at
    the top of a module, so Dask sends its code (cloudpickle pickles a nested function by
    value): an older engine on the worker, whose modules lack it, can answer too."""
    def version() -> str:
        import engine
        return str(getattr(engine, "__version__", "(none)"))
    return version


def _importer(module: str) -> Callable[[], None]:
    """A function that imports `module` on a worker (its ImportError is the answer); sent
    as code, as _their_version."""
    def load() -> None:
        import importlib
        importlib.import_module(module)
    return load


def _erred_on() -> Callable[..., list[str]]:
    """A function that says, on the scheduler, the workers a task failed on (Dask's
    TaskState.erred_on). Sent as code: a scheduler of its own (a tcp:// address) need not
    have TFRecord Studio."""
    def erred_on(key, dask_scheduler=None) -> list[str]:
        task = dask_scheduler.tasks.get(key) if dask_scheduler is not None else None
        return sorted(getattr(task, "erred_on", None) or ())
    return erred_on


def ran_on(client, key: Any) -> set[str]:
    """The workers the failed task `key` ran on, as its scheduler says (empty when it
    cannot say)."""
    if key is None:
        return set()
    try:
        return set(client.run_on_scheduler(_erred_on(), key))
    except Exception:  # noqa: BLE001 - a scheduler that cannot say: the failure is judged as before
        return set()


class Feed:
    """A run's shard specs, submitted to the fitting workers as they have room.

    ``run``: the engine.run.cluster.ClusterRun (its client, its workers(): the fitting
    ones, its ``excluded``: the workers left out, address -> problems); ``task``: the
    shard task (Task); ``left_out(worker, problems)`` is called for each worker
    left out during the run, ``let_in(worker, the fitting workers now)`` for each let in
    again once mended (cluster_readmit)."""

    def __init__(self, run, specs: list[ShardSpec], task: Task,
                 left_out: Callable[[str, list[Problem]], None],
                 let_in: Callable[[str, list[dict]], None] = lambda *_: None) -> None:
        from engine.run.cluster_task import recheck_task
        self.run = run
        self.queue: deque[ShardSpec] = deque(specs)
        self.task = task
        self.on_left_out = left_out
        self.on_let_in = let_in
        self.readmit = cluster_readmit.Readmit(
            run, (recheck_task, task.topic, task.needs, task.cfg), task.topic)
        self.by_key: dict[Any, tuple[ShardSpec, Any]] = {}
        self.where: dict[Any, set[str]] = {}     # key -> the workers it may run on
        self.tries: Counter[str] = Counter()
        self._workers: tuple[float, list[dict]] = (-FRESH, [])    # (when asked, workers)
        for worker, problems in run.excluded.items():   # (left out before the run)
            left_out(worker, problems)

    def fill(self, pending: set) -> None:
        """Submit queued specs while the fitting workers have fewer than AHEAD tasks for
        each of their threads."""
        if not self.queue or not cluster_watch.connected(self.run.client):
            return      # (no scheduler: cluster_watch.Watch says so)
        asked, workers = self._workers
        if time.monotonic() - asked >= FRESH or {w["name"] for w in workers} & set(
                self.run.excluded):
            try:
                let_in = self._readmit() if self.readmit.asking or self.run.excluded else []
                self._workers = (time.monotonic(), self.run.workers())
            except (OSError, KeyError):  # (the scheduler went away just now: the same)
                return
            workers = self._workers[1]
            for worker in let_in:
                self.on_let_in(worker, workers)
        names = [w["name"] for w in workers]
        room = AHEAD * sum(int(w["threads"]) for w in workers) - len(pending)
        while room > 0 and self.queue:
            spec = self.queue.popleft()
            again = self.tries[spec.filename]
            self.tries[spec.filename] += 1
            fut = self.run.client.submit(
                self.task.fn, spec, *self.task.args(),
                key=f"{self.task.topic}-{spec.filename}" + (f"-{again}" * bool(again)),
                pure=False, workers=names, allow_other_workers=False)
            self.by_key[fut.key] = (spec, fut)
            self.where[fut.key] = set(names)
            pending.add(fut)
            room -= 1

    def _readmit(self) -> list[str]:
        """Let in the left-out workers that fit now (cluster_readmit), said in the log;
        returns them. A worker restarted that still cannot run the tasks is named again
        when what it lacks changed."""
        let_in, still = self.readmit.look()
        for worker in let_in:
            log.info(say("log.cluster_let_in", worker=worker))
        for worker, problems in still.items():
            if problems != self.run.excluded.get(worker):
                self.run.excluded[worker] = problems
                log.warning(left_out_sentence(worker, problems))
                self.on_left_out(worker, problems)
        return let_in

    def close(self) -> None:
        """The run is over: drop the questions to left-out workers still unanswered."""
        self.readmit.close()

    def taken(self, done: set) -> Iterator[Any]:
        """The ended tasks' futures of `done`, each released once the driver is through
        with it, so Dask forgets its result. Kept (a reference cycle in Dask's timed-out
        waits held them until the garbage collector came by), the results stayed on the
        workers, and one that left had every shard it finished computed again."""
        while done:
            fut = done.pop()
            try:
                yield fut
            finally:
                self.by_key[fut.key] = (self.by_key[fut.key][0], None)
                self.where.pop(fut.key, None)
                fut.release()

    def again(self, spec: ShardSpec) -> None:
        """Submit `spec` again (first, at the next fill)."""
        self.queue.appendleft(spec)

    def rescue(self, pending: set, client) -> None:
        """Take back the tasks none of whose workers is still a fitting one (they left):
        Dask would keep them waiting for those workers forever."""
        names = {w["name"] for w in self.run.workers()}
        if not names:
            return      # nobody to give them to (cluster_watch.Watch says so in time)
        stuck = [f for f in pending if not (self.where.get(f.key, names) & names)]
        if stuck:
            client.cancel(stuck)
            for fut in stuck:
                pending.discard(fut)
                self.again(self.by_key[fut.key][0])

    def explain(self, exc: BaseException, spec: ShardSpec, client, key: Any = None) -> bool:
        """A task of `spec` (Dask key `key`) failed with `exc`: when a worker that cannot
        run the tasks is why (its first-task check, another engine version that cannot even
        run the check, a library it cannot import), leave it out and queue `spec` again;
        True then, and also when the task failed on a worker left out already (it was
        waiting there: AHEAD). False: the error is the run's (cluster_watch.task_error)."""
        from distributed import KilledWorker
        if isinstance(exc, KilledWorker):
            return False
        ran = set() if isinstance(exc, UnfitWorker) else ran_on(client, key)
        if ran and ran <= set(self.run.excluded):
            self.again(spec)
            return True
        # which start of each worker was found unfit: the one that said so, or those there
        # before the question (a worker restarted, mended, after it is asked again)
        if isinstance(exc, UnfitWorker):
            found, starts = {exc.worker: exc.problems}, {exc.worker: exc.who}
        elif isinstance(exc, ImportError) and missing_module(exc) not in ("", "engine"):
            starts = cluster_readmit.identities(client)
            found = self.cannot_import(client, exc)
        else:
            starts = cluster_readmit.identities(client)
            found = self.other_versions(client)
        if not found:
            return False
        new = [w for w in found if w not in self.run.excluded]
        for worker in new:
            self.run.excluded[worker] = found[worker]
            log.warning(left_out_sentence(worker, found[worker]))
            self.on_left_out(worker, found[worker])
        if new:
            self.readmit.note({w: starts.get(w, "") for w in new})
        self.again(spec)
        return True

    def cannot_import(self, client, e: ImportError) -> dict[str, list[Problem]]:
        """The fitting workers that cannot import the module a task could not (`e`): each
        asked to import it. None: the error is not a missing library (the run's)."""
        module = missing_module(e)
        try:
            names = [w["name"] for w in self.run.workers()]
            answers = client.run(_importer(module), workers=names, on_error="return") \
                if names else {}
        except (OSError, TimeoutError, KeyError):   # (the scheduler is gone: said so)
            return {}
        package = package_of(module)
        version = installed_version(package)
        return {worker: [cluster_fit.lacks_module(answer, module, package, version)]
                for worker, answer in answers.items() if isinstance(answer, ImportError)}

    def other_versions(self, client) -> dict[str, list[Problem]]:
        """The fitting workers that run another TFRecord Studio (or cannot say which):
        an older engine fails a task before its check, as an error of its own code."""
        try:
            names = [w["name"] for w in self.run.workers()]
            answers = client.run(_their_version(), workers=names, on_error="return") \
                if names else {}
        except (OSError, TimeoutError, KeyError):   # (the scheduler is gone: said so)
            return {}
        ours = {cluster_fit.PROGRAM: __version__}
        found: dict[str, list[Problem]] = {}
        for worker, answer in answers.items():
            if isinstance(answer, BaseException):
                found[worker] = [cluster_fit.cannot_run(answer)]
            elif said := cluster_fit.differences({cluster_fit.PROGRAM: answer}, ours):
                found[worker] = said
        return found

    def none_left(self, gone: RunError) -> RunError:
        """The run's error when no fitting worker was there for the usual wait: when
        workers left out are what is left, the sentence of one that joined unfit
        (cluster_fit.joined_unfit's) naming them all; else `gone` (every worker left)."""
        try:
            there = set(self.run.client.scheduler_info(n_workers=-1)["workers"])
        except Exception:  # noqa: BLE001 - a scheduler that cannot answer: `gone` says it
            return gone
        left = {w: p for w, p in self.run.excluded.items() if w in there}
        if not left:
            return gone
        return cluster_fit.joined_unfit(left)


def remove_orphans(out: str, entry: ShardEntry) -> None:
    """Temporary files of this shard's earlier attempts (a worker died writing them)."""
    names = [entry.filename] + ([entry.dali_index] if entry.dali_index else [])
    for name in names:
        for path in glob.glob(os.path.join(glob.escape(out), f".{glob.escape(name)}.*"
                                           f"{PARTIAL_SUFFIX}")):
            if (error := delete_step(path)) is not None:
                raise error


#: The pip package of a module the engine imports on a worker, where the names differ.
PACKAGES = {"cv2": "opencv-python-headless", "PIL": "pillow", "google_crc32c": "google-crc32c",
            "pillow_heif": "pillow-heif", "yaml": "pyyaml", "sklearn": "scikit-learn"}


def package_of(module: str) -> str:
    """The pip package that installs the top-level `module`."""
    return PACKAGES.get(module, module.replace("_", "-"))


def missing_module(e: ImportError) -> str:
    """The top-level module an ImportError says is missing ("" when it says none)."""
    name = getattr(e, "name", None) or ""
    if not name:
        found = re.search(r"No module named '([^']+)'", str(e))
        name = found[1] if found else ""
    return name.split(".")[0]


def task_cannot_import(e: ImportError) -> RunError:
    """The run's error when a shard task could not import a module on its worker: the
    engine itself (not installed there: cluster_fit.task_cannot_run), or a library the
    engine needs there, named with the package to install. Both said "cannot run
    TFRecord Studio", which sent people to reinstall the engine for a missing codec."""
    module = missing_module(e)
    if not module or module == "engine":
        return cluster_fit.task_cannot_run(e)
    package = package_of(module)
    said = {"module": module, "detail": cluster_fit.error_detail(e), "package": package}
    version = installed_version(package)   # (this computer's: the pip command pins it)
    return RunError(say("cluster.task_missing_module_pinned", **said, version=version)
                    if version else say("cluster.task_missing_module", **said),
                    protocol.EXIT_CLUSTER_LOST)
