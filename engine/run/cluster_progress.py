"""Live progress of a cluster run (engine.run.cluster): the shard tasks' per-batch events
counted while their shards are not committed, then replaced by the committed entries'
exact numbers.

A task publishes one event per batch (engine.run.cluster_task). A shard may be attempted
more than once (its worker died), so the live counts are kept per attempt and thrown away
when the shard commits: the counters then hold the entry's exact records and bytes, and a
retried attempt's batches never count twice. Events that arrive after the commit are
ignored. A retried attempt starts its shard again from the first image, so its first
event takes back what the earlier attempts counted (and their later events are ignored):
the window counted the dead attempt's images and the new attempt's both until the commit
(a worker killed at 78 of 304 images: "189 of 304 written" when 111 were, the remaining
time too short, and a run could show more done than it has images).

It also sees the workers the tasks may run on at every look of the run's watch: a worker
gone since (killed, its machine rebooted, its job's time up) is said in the log, and its
bars leave the worker chart. The chart's bars and the log name a worker alike, as the Dask
dashboard does (worker_words: its address, and the name it was started with): the chart
said "w1", "w2", which no one running the cluster could find among its workers. The run
said nothing of a worker gone, and its bar stayed at 0%, so the banner averaged it in:
"nothing is saturated (workers 50% busy)" of a run whose one worker left was busy all
the time.
"""

from __future__ import annotations

import dataclasses
import logging
import queue
from dataclasses import dataclass, field
from typing import Any

from engine.reason_codes import say
from engine.run.cluster_task import host_of
from engine.run.plan import ShardSpec
from engine.run.shard_task import BatchDone, ShardEntry

log = logging.getLogger("engine.run.cluster")

_BATCH_FIELDS = tuple(f.name for f in dataclasses.fields(BatchDone) if f.name != "rejected")


@dataclass
class _Live:
    """Progress of a shard's attempts that is not committed yet (approximate, live)."""

    records: dict[str, int] = field(default_factory=dict)     # attempt -> records
    bytes: dict[str, int] = field(default_factory=dict)
    bytes_in: dict[str, int] = field(default_factory=dict)
    superseded: set[str] = field(default_factory=set)   # attempts a retry replaced


#: The run's counters each of an attempt's live counts adds to.
_COUNTERS = {"records": ("done", "records_written"), "bytes": ("record_bytes",),
             "bytes_in": ("bytes_in",)}


def _settle(counters, lv: _Live, records: int, bytes_: int, bytes_in: int) -> None:
    """Make the run's ``counters`` hold ``records``, ``bytes_`` and ``bytes_in`` for the
    shard of ``lv`` in place of what its live attempts counted, and forget those counts:
    the committed entry's exact numbers, or 0 when a new attempt replaces them."""
    for attr, exact in (("records", records), ("bytes", bytes_), ("bytes_in", bytes_in)):
        live = getattr(lv, attr)
        for name in _COUNTERS[attr]:
            setattr(counters, name, getattr(counters, name) + exact - sum(live.values()))
        live.clear()


class LiveProgress:
    """The events of one cluster run's tasks and what they add up to per shard. `conv` is
    the run's Converter (engine.run.pipeline): its counters and stats are updated."""

    def __init__(self, specs: list[ShardSpec]) -> None:
        self.events: queue.Queue = queue.Queue()
        self._live = {s.filename: _Live() for s in specs}
        self._workers: dict[str, int] | None = None   # address -> threads, at the last look
        self._keys: dict[str, set] = {}   # address -> its (host, pid)s of the worker chart
        self._words: dict[str, str] = {}   # address -> worker_words (ClusterRun.workers)

    def put(self, event: tuple[float, Any]) -> None:
        """Receive one Dask event ((timestamp, message): a topic subscription's callback)."""
        self.events.put(event[1])

    def drain(self, conv) -> None:
        """Count every event received so far and tick the run's statistics."""
        while True:
            try:
                msg = self.events.get_nowait()
            except queue.Empty:
                return
            if msg.get("pid"):
                worker = msg.get("worker", "")
                self._keys.setdefault(worker, set()).add((msg.get("host", ""), msg["pid"]))
                conv.stats.names[(msg.get("host", ""), msg["pid"])] = \
                    self._words.get(worker, worker)
            lv = self._live.get(msg["shard"])
            if lv is None:
                continue       # already committed: the entry's numbers are exact
            attempt = msg.pop("attempt")
            if attempt in lv.superseded:
                continue       # a worker the scheduler gave up on, still sending
            if attempt not in lv.records and lv.records:
                self._supersede(conv, msg["shard"], lv)
            # rejected items are recorded when the shard commits (from its entry)
            done = BatchDone(**{k: msg[k] for k in _BATCH_FIELDS if k in msg}, rejected=[])
            lv.records[attempt] = lv.records.get(attempt, 0) + done.records
            lv.bytes[attempt] = lv.bytes.get(attempt, 0) + done.bytes
            lv.bytes_in[attempt] = lv.bytes_in.get(attempt, 0) + done.bytes_in
            conv.stats.batch(done)
            conv.stats.tick()

    def _supersede(self, conv, filename: str, lv: _Live) -> None:
        """A new attempt at the shard began (Dask runs a task again only once its worker
        is gone): the earlier attempts' counts leave the counters, as if never made."""
        lv.superseded.update(lv.records)
        _settle(conv.counters, lv, 0, 0, 0)
        conv.stats.shard_gone(filename)   # (its file's size: the new attempt's from now)

    def see(self, conv, workers: list[dict]) -> list[dict]:
        """The workers the tasks may run on now (ClusterRun.workers()); those gone since
        the last look, and not left out (conv.took_part.left_out: cluster_feed says
        those), are said in the log and leave the worker chart. Returns `workers`."""
        now = {str(w["name"]): int(w.get("threads", 1) or 1) for w in workers}
        self._words.update((str(w["name"]), str(w.get("label") or w["name"])) for w in workers)
        left_out = getattr(getattr(conv, "took_part", None), "left_out", {})
        for name, threads in (self._workers or {}).items():
            if name not in now and name not in left_out:
                log.warning(say("log.cluster_worker_left", worker=self._words.get(name, name),
                                n=len(now)))
                conv.stats.worker_left(host_of(name), threads, self._keys.pop(name, set()))
        self._workers = now
        return workers

    def settle(self, conv, entry: ShardEntry) -> None:
        """Replace the shard's live progress by the committed entry's exact numbers (a
        retried attempt's batches must not count twice; late events are ignored)."""
        _settle(conv.counters, self._live.pop(entry.filename), entry.records, entry.bytes,
                entry.bytes_in)
        for path, reason, stage in entry.rejected:
            conv.stats.reject(path, reason, stage)

    def drop_uncommitted(self, conv) -> None:
        """Take back the progress of shards that were not committed, as a local run drops
        its partial shard (they are converted again by --resume)."""
        for filename, lv in self._live.items():
            if filename not in conv.finished:
                conv.stats.shard_gone(filename)
                conv.counters.done -= sum(lv.records.values())
                conv.counters.removed += sum(lv.records.values())


def worker_words(address: str, info: dict | None = None) -> str:
    """A Dask worker as the window's chart and the log name it, and as the scheduler's
    dashboard lists it: its address, with the name it was started with when it has one
    ("tcp://10.0.0.7:40123 (node7)"; Dask names an unnamed worker by its address)."""
    name = (info or {}).get("name")
    name = "" if name is None else str(name)
    return f"{address} ({name})" if name and name != address else address
