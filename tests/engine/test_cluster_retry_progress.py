"""A shard task whose Dask worker died is run again from its first image: the live
counts of the dead attempt leave the run's counters once the retry sends its first batch
(engine.run.cluster_progress). The window counted both attempts until the commit: a
worker killed at 78 of 304 images, and "189 of 304 written" when 111 were."""

from __future__ import annotations

from types import SimpleNamespace

from engine.run.cluster_progress import LiveProgress
from engine.run.plan import ShardSpec
from engine.run.run_stats import RunStats

SHARD = "data-train-00000-of-00001.tfrecord"


class _Quiet:
    def emit(self, _event) -> None:
        pass


def _conv():
    stats = RunStats(_Quiet(), 2)  # type: ignore[arg-type]
    return SimpleNamespace(counters=stats.counters, stats=stats, finished=set())


def _batch(live: LiveProgress, attempt: str, records: int, written: int, pid: int) -> None:
    live.put((0.0, {"shard": SHARD, "attempt": attempt, "records": records,
                    "bytes": records * 100, "write_seconds": 0.0, "bytes_in": records * 1000,
                    "busy": 0.1, "read": 0.0, "pid": pid, "written": written,
                    "worker": f"tcp://10.0.0.{pid}:1", "host": f"10.0.0.{pid}"}))


def test_a_retried_attempt_takes_back_the_dead_attempts_counts():
    conv = _conv()
    live = LiveProgress([ShardSpec("train", 0, 1, SHARD, ())])
    for i in range(1, 4):                       # the first attempt: 3 batches of 26
        _batch(live, "dead", 26, 2600 * i, pid=1)
    live.drain(conv)
    assert conv.counters.done == 78
    _batch(live, "retry", 10, 1000, pid=2)      # its worker died; Dask ran it again
    live.drain(conv)
    c = conv.counters
    assert (c.done, c.records_written, c.record_bytes, c.bytes_in) == (10, 10, 1000, 10000)
    # a batch of the dead attempt that arrives late changes nothing
    _batch(live, "dead", 26, 10400, pid=1)
    _batch(live, "retry", 10, 2000, pid=2)
    live.drain(conv)
    assert (c.done, c.records_written) == (20, 20)


def test_the_commit_replaces_the_live_counts_by_the_entrys_exact_numbers():
    """Settled (one rule with the retry's take-back): the counters hold the committed
    entry's records and bytes, whatever the attempts' live batches added up to, and a
    batch that arrives after the commit changes nothing."""
    from engine.run.shard_task import ShardEntry
    conv = _conv()
    live = LiveProgress([ShardSpec("train", 0, 1, SHARD, ())])
    _batch(live, "dead", 26, 2600, pid=1)
    _batch(live, "retry", 10, 1000, pid=2)
    live.drain(conv)
    live.settle(conv, ShardEntry(SHARD, "train", 0, 1, records=12, bytes=1234, sha256="",
                                 dali_index="", rejected=[], temp="", temp_index="",
                                 bytes_in=56789))
    c = conv.counters
    assert (c.done, c.records_written, c.record_bytes, c.bytes_in) == (12, 12, 1234, 56789)
    _batch(live, "retry", 10, 2000, pid=2)
    live.drain(conv)
    assert (c.done, c.records_written, c.record_bytes, c.bytes_in) == (12, 12, 1234, 56789)
