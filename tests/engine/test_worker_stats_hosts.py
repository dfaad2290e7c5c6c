"""worker_stats on a cluster carries the host of every busy entry (the window groups the
chart by host when there are many workers); a local run's stays as it was."""

from __future__ import annotations

from engine import protocol
from engine.events import Emitter
from engine.run.run_stats import RunStats
from engine.run.shard_task import BatchDone


def _stats(workers: int) -> tuple[RunStats, list]:
    em = Emitter("none")
    got: list = []
    em.listeners.append(lambda ev: got.append(ev) if isinstance(ev, protocol.WorkerStats)
                        else None)
    return RunStats(em, workers), got


def _batch(pid: int, host: str = "", busy: float = 0.1) -> BatchDone:
    return BatchDone("s", 1, 10, 0.0, 10, busy, 0.0, pid, host=host)


def test_local_run_has_no_hosts_and_pads_to_the_worker_count():
    stats, got = _stats(3)
    stats.batch(_batch(11))
    stats.emit_stats(force=True)
    assert len(got[-1].busy) == 3 and got[-1].hosts == []


def test_cluster_entries_name_their_host_and_idle_threads_show_on_theirs():
    stats, got = _stats(1)
    stats.slots = {"10.0.0.1": 2, "10.0.0.2": 3}
    # the same pid on two machines is two workers
    stats.batch(_batch(100, "10.0.0.2"))
    stats.batch(_batch(100, "10.0.0.1"))
    stats.emit_stats(force=True)
    ev = got[-1]
    assert ev.hosts == ["10.0.0.1", "10.0.0.1", "10.0.0.2", "10.0.0.2", "10.0.0.2"]
    assert len(ev.busy) == 5
    assert ev.busy[0] > 0 and ev.busy[1] == 0 and ev.busy[2] > 0 and ev.busy[3:] == [0, 0]
    assert protocol.decode(protocol.encode(ev)).hosts == ev.hosts


def test_cluster_entries_name_their_dask_worker_as_the_log_does():
    """Each busy entry's Dask worker (engine.run.cluster_progress.worker_words, the words
    the log says a worker left in), "" for a thread no batch came from yet; none locally."""
    stats, got = _stats(1)
    stats.slots = {"10.0.0.1": 2}
    stats.names[("10.0.0.1", 100)] = "tcp://10.0.0.1:4000 (node1)"
    stats.batch(_batch(100, "10.0.0.1"))
    stats.emit_stats(force=True)
    assert got[-1].workers == ["tcp://10.0.0.1:4000 (node1)", ""]
    local, got = _stats(2)
    local.batch(_batch(11))
    local.emit_stats(force=True)
    assert got[-1].workers == []
