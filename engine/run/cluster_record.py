"""What the manifest of a `convert --cluster` run records of the cluster that did the work
(engine.run.cluster keeps it while the tasks run; engine.run.run_record writes it).

A cluster run's local --workers value converts nothing (the Dask workers do), so the
manifest's "workers" is, on a cluster run, the number of cluster workers that took part,
and "cluster" says which kind of cluster it was::

    "workers": 2,
    "cluster": {"kind": "local" | "address" | "jobqueue", "threads": 2,
                "address": "tcp://10.0.0.5:8786",      # "address" kind only
                "left_out": [{"worker": "tcp://10.0.0.7:40123",    # only when any
                              "why": "the worker at tcp://10.0.0.7:40123 cannot read ..."}]}

The count is the workers whose shards were committed, and at most the most workers that
were connected at once: a worker that joined to replace one that left is not counted
twice (two workers, one killed and replaced, are 2), and a worker that got no shard (more
workers than shards) did no work. "threads" is those workers' Dask threads. The address
is kept without any user:password@ part; a jobqueue run records no address (its
scheduler ran inside the engine, on a port of that run only) and a local one neither.
"left_out" is a warning: the workers that could not run the tasks (they did not see the
shared files, or ran other versions: engine.run.cluster_feed), left out of the run while
the others converted; the workers' sentences, as the run's log said them.
A local run's manifest has no "cluster" field and its "workers" is --workers, as before.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from engine.errors import UnfitWorker


def kind_of(where: str) -> str:
    """'local' | 'jobqueue' | 'address' for --cluster's value (engine.run.cluster's
    parse_address of it)."""
    if where == "local" or where.startswith("local:"):
        return "local"
    if where.startswith("jobqueue:"):
        return "jobqueue"
    return "address"


def safe_address(where: str) -> str:
    """The scheduler's address without credentials: 'tcp://u:p@h:8786' -> 'tcp://h:8786'."""
    try:
        parts = urlsplit(where)
    except ValueError:
        return ""
    if "@" not in parts.netloc:
        return where
    return urlunsplit(parts._replace(netloc=parts.netloc.rsplit("@", 1)[1]))


class TookPart:
    """The workers of one cluster run: see() every list of connected workers
    (ClusterRun.workers()), done() the worker of every committed shard."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.most = 0                       # the most workers connected at once
        self.threads: dict[str, int] = {}   # address -> threads, of every worker seen
        self.worked: set[str] = set()       # addresses whose shards were committed
        #: workers left out of the run (engine.run.cluster_feed): address -> problems
        self.left_out: dict[str, list] = {}   # (engine.run.cluster_fit.Problem's)

    def see(self, workers: list[dict]) -> list[dict]:
        """Note a list of connected workers; returns it."""
        self.most = max(self.most, len(workers))
        for w in workers:
            self.threads[str(w["name"])] = int(w.get("threads", 1) or 1)
        return workers

    def done(self, address: str) -> None:
        self.worked.add(address)

    def leave_out(self, address: str, problems: list) -> None:
        self.left_out[address] = list(problems)

    def let_in(self, address: str, workers: list[dict]) -> None:
        """A worker left out, mended and let in again (engine.run.cluster_readmit);
        `workers`: the connected workers with it (see())."""
        self.left_out.pop(address, None)
        self.see(workers)

    def record(self) -> dict:
        """{"workers": n, "cluster": {...}}: the manifest's fields (module docstring)."""
        n = min(len(self.worked), self.most) if self.most else len(self.worked)
        threads = sorted((self.threads.get(a, 1) for a in self.worked), reverse=True)[:n]
        cluster: dict = {"kind": kind_of(self.where), "threads": sum(threads)}
        if cluster["kind"] == "address":
            cluster["address"] = safe_address(self.where)
        if self.left_out:   # a warning: the bad nodes someone should mend
            cluster["left_out"] = [{"worker": w, "why": str(UnfitWorker(w, p))}
                                   for w, p in sorted(self.left_out.items())]
        return {"workers": n, "cluster": cluster}
