"""Live progress of a cluster run (engine.run.cluster): the shard tasks' per-batch events
counted while their shards are not committed, then replaced by the committed entries'
exact numbers.

A task publishes one event per batch (engine.run.cluster_task). A shard may be attempted
more than once (its worker died), so the live counts are kept per attempt and thrown away
when the shard commits: the counters then hold the entry's exact records and bytes, and a
retried attempt's batches never count twice. Events that arrive after the commit are
ignored.
"""

from __future__ import annotations

import dataclasses
import queue
from dataclasses import dataclass, field
from typing import Any

from engine.run.plan import ShardSpec
from engine.run.shard_task import BatchDone, ShardEntry

_BATCH_FIELDS = tuple(f.name for f in dataclasses.fields(BatchDone) if f.name != "rejected")


@dataclass
class _Live:
    """Progress of a shard's attempts that is not committed yet (approximate, live)."""

    records: dict[str, int] = field(default_factory=dict)     # attempt -> records
    bytes: dict[str, int] = field(default_factory=dict)
    bytes_in: dict[str, int] = field(default_factory=dict)


class LiveProgress:
    """The events of one cluster run's tasks and what they add up to per shard. `conv` is
    the run's Converter (engine.run.pipeline): its counters and stats are updated."""

    def __init__(self, specs: list[ShardSpec]) -> None:
        self.events: queue.Queue = queue.Queue()
        self._live = {s.filename: _Live() for s in specs}

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
            lv = self._live.get(msg["shard"])
            if lv is None:
                continue       # already committed: the entry's numbers are exact
            attempt = msg.pop("attempt")
            # rejected items are recorded when the shard commits (from its entry)
            done = BatchDone(**{k: msg[k] for k in _BATCH_FIELDS if k in msg}, rejected=[])
            lv.records[attempt] = lv.records.get(attempt, 0) + done.records
            lv.bytes[attempt] = lv.bytes.get(attempt, 0) + done.bytes
            lv.bytes_in[attempt] = lv.bytes_in.get(attempt, 0) + done.bytes_in
            conv.stats.batch(done)
            conv.stats.tick()

    def settle(self, conv, entry: ShardEntry) -> None:
        """Replace the shard's live progress by the committed entry's exact numbers (a
        retried attempt's batches must not count twice; late events are ignored)."""
        lv = self._live.pop(entry.filename)
        c = conv.counters
        for attr, exact in (("records", entry.records), ("bytes", entry.bytes),
                            ("bytes_in", entry.bytes_in)):
            got = sum(getattr(lv, attr).values())
            if attr == "records":
                c.done += exact - got
                c.records_written += exact - got
            elif attr == "bytes":
                c.record_bytes += exact - got
            else:
                c.bytes_in += exact - got
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
