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

A dataset finished by --resume was converted in parts: its record is the part's with the
most workers (then threads) of those whose shards it keeps, this part's included, and
"left_out" this part's. Each part's count is kept as it grows in its journal (a killed
part leaves no manifest: a "took_part" line, engine.run.journal), and a --resume that
keeps shards carries the largest earlier part in its journal header ("took_part": its
manifest's when it continues a complete dataset). A --resume on the cluster that kept every
shard, and converted nothing, records the parts before it (it wrote "workers": 0 and
"threads": 0 into a complete dataset's manifest), and one converting a shard with one
worker after a run of two records 2, not 1.

A --resume on this computer (no --cluster) that keeps shards a cluster part converted
records that part too, and its own --workers as "local_workers" in "cluster" once it
commits a shard (the larger of its own and the carried record's): it wrote only
"workers": --workers and no "cluster", as if the dataset had never been on one. Its first
committed shard writes that record in the journal (done_here), so an interrupted part here
is carried on as a cluster part is (:func:`earlier` keeps the largest "local_workers").
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from engine.errors import UnfitWorker
from engine.run.journal import TOOK_PART, Journal


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

    def __init__(self, where: str, earlier: object = None) -> None:
        self.where = where
        #: the largest earlier part of the dataset (a --resume's journal header's)
        self.earlier = valid(earlier)
        self._journalled: dict | None = None   # the count last written to the journal
        self.most = 0                       # the most workers connected at once
        self.threads: dict[str, int] = {}   # address -> threads, of every worker seen
        self.worked: set[str] = set()       # addresses whose shards were committed
        #: workers left out of the run (engine.run.cluster_feed): address -> problems
        self.left_out: dict[str, list] = {}   # (engine.run.cluster_fit.Problem's)
        #: a --resume on this computer (no --cluster) of a dataset begun on a cluster
        #: (:func:`here_after`): its --workers, recorded once one of its shards commits
        self.here = 0
        self.here_worked = False

    def see(self, workers: list[dict]) -> list[dict]:
        """Note a list of connected workers; returns it."""
        self.most = max(self.most, len(workers))
        for w in workers:
            self.threads[str(w["name"])] = int(w.get("threads", 1) or 1)
        return workers

    def done(self, address: str, out: str = "") -> None:
        """``address`` committed a shard; the count is written in ``out``'s journal."""
        self.worked.add(address)
        if out:
            journal(out, self)

    def leave_out(self, address: str, problems: list) -> None:
        self.left_out[address] = list(problems)

    def let_in(self, address: str, workers: list[dict]) -> None:
        """A worker left out, mended and let in again (engine.run.cluster_readmit);
        `workers`: the connected workers with it (see())."""
        self.left_out.pop(address, None)
        self.see(workers)

    def done_here(self, out: str = "") -> None:
        """A part on this computer (:func:`here_after`) committed a shard; its record is
        written in ``out``'s journal (once), for a --resume after it is interrupted."""
        self.here_worked = True
        line = valid(self.record()) if out else None
        if line is not None and line != self._journalled:
            Journal(out).add_took_part(line)
            self._journalled = line

    def record(self) -> dict:
        """{"workers": n, "cluster": {...}}: the manifest's fields (module docstring), of
        the whole dataset."""
        own = self.own()
        if self.earlier is None or _size(own) >= _size(self.earlier):
            return own
        mine = own["cluster"].get("left_out")
        cluster = dict(self.earlier["cluster"], **({"left_out": mine} if mine else {}))
        if self.here and self.here_worked:   # (the largest part here, as of the cluster)
            cluster["local_workers"] = max(self.here, cluster.get("local_workers", 0))
        return {"workers": self.earlier["workers"], "cluster": cluster}

    def own(self) -> dict:
        """record() of this part alone."""
        n = min(len(self.worked), self.most) if self.most else len(self.worked)
        threads = sorted((self.threads.get(a, 1) for a in self.worked), reverse=True)[:n]
        cluster: dict = {"kind": kind_of(self.where), "threads": sum(threads)}
        if cluster["kind"] == "address":
            cluster["address"] = safe_address(self.where)
        if self.left_out:   # a warning: the bad nodes someone should mend
            cluster["left_out"] = [{"worker": w, "why": str(UnfitWorker(w, p))}
                                   for w, p in sorted(self.left_out.items())]
        return {"workers": n, "cluster": cluster}


def _size(record: dict) -> tuple[int, int]:
    return record["workers"], record["cluster"]["threads"]


def valid(record: object) -> dict | None:
    """A carried record ({"workers": n, "cluster": {"kind", "threads"[, "address"]}}, as
    the journal or a manifest holds it) of a part that converted, or None."""
    if not isinstance(record, dict) or not isinstance(cluster := record.get("cluster"), dict):
        return None
    workers, threads, kind = record.get("workers"), cluster.get("threads"), cluster.get("kind")
    if not (isinstance(workers, int) and isinstance(threads, int) and workers > 0 and
            not isinstance(workers, bool) and kind in ("local", "address", "jobqueue")):
        return None
    out = {"kind": kind, "threads": threads}
    if kind == "address" and isinstance(cluster.get("address"), str):
        out["address"] = cluster["address"]
    here = cluster.get("local_workers")
    if isinstance(here, int) and not isinstance(here, bool) and here > 0:
        out["local_workers"] = here
    return {"workers": workers, "cluster": out}


def here_after(header: dict, workers: int) -> TookPart | None:
    """The workers of a --resume on this computer (``workers``: its --workers) whose
    journal ``header`` carries a cluster part (:func:`carry`: it keeps that part's
    shards), or None. Its manifest says that part's, and "local_workers" once this one
    commits a shard: it said only "workers": --workers, as if no cluster had converted."""
    earlier = valid(header.get(TOOK_PART))
    if earlier is None:
        return None
    took = TookPart("local", earlier)
    took.here = max(1, int(workers))
    return took


def journal(out: str, took: TookPart) -> None:
    """Write this part's count in the run's journal when it grew (a shard committed)."""
    line = valid(took.own())
    if line is not None and line != took._journalled:
        Journal(out).add_took_part(line)
        took._journalled = line


def earlier(out: str, record: dict) -> dict | None:
    """The largest part of the dataset before a --resume, from ``record``: the interrupted
    run's journal header (what it carried, and its journal's lines) or a complete
    dataset's manifest."""
    if record.get("kind") != "header":   # a manifest: its own record
        return valid(record)
    found = [r for r in (valid(x) for x in [record.get(TOOK_PART), *Journal(out).lines(TOOK_PART)])
             if r is not None]
    best = max(found, key=_size, default=None)
    here = max((r["cluster"].get("local_workers", 0) for r in found), default=0)
    if best is None or not here:   # (a part here's line has the cluster part's size)
        return best
    return dict(best, cluster=dict(best["cluster"], local_workers=here))


def carry(header: dict, out: str, record: dict, continues: bool) -> None:
    """A --resume's journal ``header`` gets the largest earlier part (:func:`earlier`) when
    it keeps their shards (``continues``)."""
    found = earlier(out, record) if continues else None
    if found is not None:
        header[TOOK_PART] = found
    else:
        header.pop(TOOK_PART, None)
