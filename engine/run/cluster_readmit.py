"""Letting a worker left out of a cluster run (engine.run.cluster_feed) back in once the lab
has mended it.

A worker left out (it lacked a module, ran another Pillow build or an older engine, did not
see the shared files) stayed out for the whole run, even when the lab mended it and
restarted its Dask worker, or started a new, fit one at its address. The scheduler knows
a worker by its address, and each start of one by its server id: when a left-out address
shows another server id than the start that was found unfit, the worker there is asked
again, once (the check a first task makes, engine.run.cluster_fit, as a task of its own:
cluster_task.recheck_task), and let in when it fits, which the log says
(log.cluster_let_in). A worker mended where it runs, without a restart (the share
mounted, a missing library installed), was never asked again: a left-out worker is also
asked anew every AGAIN seconds. The run never waits for an answer: the question is a Dask
task whose answer is read when it has come (a worker that never answers stays out, and is
not asked again meanwhile; its question is dropped at the run's end).
Which worker converts a shard never changes its bytes: a task converts a ShardSpec,
whichever worker runs it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from engine.run import cluster_fit
from engine.run.cluster_fit import Problem

#: Seconds between two questions to a left-out worker that has not restarted (each costs
#: it ~50 ms of versions and file checks; a lab mends a worker in minutes).
AGAIN = 15.0


def _server_ids() -> Callable[..., dict[str, str]]:
    """A function that says, on the scheduler, the server id of the worker at each address.
    Sent as code (as cluster_feed._erred_on): the scheduler need not have TFRecord Studio."""
    def server_ids(dask_scheduler=None) -> dict[str, str]:
        workers = getattr(dask_scheduler, "workers", None) or {}
        return {str(a): str(getattr(ws, "server_id", "")) for a, ws in workers.items()}
    return server_ids


def identities(client) -> dict[str, str]:
    """address -> the server id of the worker there now ("" when the scheduler cannot say
    which start of it that is; {} when it cannot answer at all)."""
    try:
        return dict(client.run_on_scheduler(_server_ids()))
    except Exception:  # noqa: BLE001 - its addresses alone: a restart goes unseen
        try:
            return {str(w): "" for w in client.scheduler_info(n_workers=-1)["workers"]}
        except Exception:  # noqa: BLE001 - no scheduler: cluster_watch.Watch says so
            return {}


def changed(ids: dict[str, str], now: dict[str, str]) -> list[str]:
    """The addresses of `now` that are new, or hold another start of a worker than in
    `ids` (as identities() says them)."""
    return sorted(w for w, i in now.items() if w not in ids or (i and ids[w] and i != ids[w]))


class Readmit:
    """The left-out workers of one run asked again when they change, and in a while
    (module docstring).

    ``run``: the engine.run.cluster.ClusterRun (its client, its ``excluded``: address ->
    problems, its ``left_out_as``: address -> the server id of the start found unfit);
    ``ask``: the question's function and arguments (cluster_task.recheck_task's), its
    answer (server id, problems); ``topic``: the start of its Dask keys; ``clock``: seconds
    (AGAIN)."""

    def __init__(self, run, ask: tuple, topic: str,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.run = run
        self.ask = ask
        self.topic = topic
        self.clock = clock
        self.asking: dict[str, tuple[str, Any]] = {}    # address -> (server id, future)
        self.last: dict[str, float] = {}     # address -> when it was last asked or left out
        self._asked = 0

    def note(self, starts: dict[str, str]) -> None:
        """The workers just left out: address -> the server id of the start that was found
        unfit ("" when it is not known: whichever start is there next is asked). Not the
        start at the address by now: one restarted since (mended) was never asked."""
        now = self.clock()
        for worker, sid in starts.items():
            self.run.left_out_as[worker] = sid
            self.last[worker] = now

    def look(self) -> tuple[list[str], dict[str, list[Problem]]]:
        """Ask the left-out workers that changed since they were left out, and those last
        asked AGAIN seconds ago (none is asked twice at once); read the answers that came.
        Returns the workers let in (taken out of run.excluded) and those that answered and
        still cannot run the tasks (their problems now)."""
        if not self.run.excluded and not self.asking:
            return [], {}
        ids = identities(self.run.client)
        clock = self.clock()
        for address in self.run.excluded:
            now, was = ids.get(address, ""), self.run.left_out_as.get(address)
            last = self.last.setdefault(address, clock)
            if was is None:         # (which start was left out is not known: this one)
                self.run.left_out_as[address] = now
                continue
            asked = self.asking.get(address)
            if now and now != was and (asked is None or asked[0] != now):
                self._submit(address, now, asked)           # (restarted)
            elif address in ids and asked is None and clock - last >= AGAIN:
                self._submit(address, now or was, None)     # (mended where it runs?)
        let_in: list[str] = []
        still: dict[str, list[Problem]] = {}
        for address, (sid, fut) in list(self.asking.items()):
            if not fut.done():
                continue
            del self.asking[address]
            if fut.status == "cancelled":
                continue
            answer = fut.exception() if fut.status == "error" else fut.result()
            if isinstance(answer, tuple) and len(answer) == 2:
                sid, answer = str(answer[0] or sid), answer[1]   # (its server id, problems)
            self.run.left_out_as[address] = sid
            problems = cluster_fit.problems_of(answer)
            if address not in self.run.excluded:
                continue
            if problems:
                still[address] = problems
            else:
                del self.run.excluded[address]
                self.run.left_out_as.pop(address, None)
                let_in.append(address)
        return let_in, still

    def _submit(self, address: str, sid: str, asked: tuple[str, Any] | None) -> None:
        client = self.run.client
        if asked is not None:       # (another start of it since: its answer is moot)
            client.cancel([asked[1]])
        fn, *args = self.ask
        self._asked += 1
        self.last[address] = self.clock()
        fut = client.submit(fn, *args, key=f"{self.topic}-check-{self._asked}", pure=False,
                            workers=[address], allow_other_workers=False)
        self.asking[address] = (sid, fut)

    def close(self) -> None:
        """Drop the questions still unanswered (the run is over)."""
        waiting = [fut for _, fut in self.asking.values()]
        self.asking.clear()
        if waiting:
            try:
                self.run.client.cancel(waiting)
            except Exception:  # noqa: BLE001 - a scheduler gone: nothing runs them
                pass
