"""The worker activity chart of a cluster run (issue 15): one bar per worker while there
are few, one bar per host (its workers' mean busy) when there are many."""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.plots import LivePlots
from gui.widgets.worker_chart import MAX_WORKER_BARS, worker_bars


def _model(busy: list[float], hosts: list[str]) -> RunModel:
    m = RunModel()
    m.start()
    m.on_event(P.RunStarted(command="convert", workers=2))
    m.on_event(P.WorkerStats(busy=busy, writer_busy=0.25, interval=0.5, hosts=hosts,
                             bottleneck="decoding"))
    return m


def test_bars_per_worker_or_per_host():
    assert worker_bars([0.5, 1.0], []) == ([None, None], [0.5, 1.0], [1, 1])
    few = ["10.0.0.1", "10.0.0.2"]
    assert worker_bars([0.5, 1.0], few) == ([None, None], [0.5, 1.0], [1, 1])
    hosts = ["10.0.0.2"] * 10 + ["10.0.0.1"] * 20
    busy = [1.0] * 10 + [0.5] * 10 + [0.0] * 10
    assert len(busy) > MAX_WORKER_BARS
    names, values, sizes = worker_bars(busy, hosts)
    assert names == ["10.0.0.1", "10.0.0.2"] and sizes == [20, 10]
    assert values == pytest.approx([0.25, 1.0])


def test_the_chart_of_a_large_cluster_has_one_bar_per_host(qtbot, tmp_path):
    hosts = [f"node{i // 8:02d}" for i in range(48)]          # 6 hosts x 8 workers
    busy = [0.1 * (i // 8) for i in range(48)]
    m = _model(busy, hosts)
    assert m.worker_hosts == hosts
    p = LivePlots()
    qtbot.addWidget(p)
    p.resize(700, 500)
    p.show()
    assert p.refresh(m)
    assert list(p.bars.opts["height"]) == pytest.approx([10.0 * k for k in range(6)])
    assert list(p.writer_bar.opts["x"]) == [6]
    ticks = p.workers.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t[1] for t in ticks] == [f"node{k:02d} (8)" for k in range(6)] + ["writer"]
    p.grab().save(str(tmp_path / "cluster_chart.png"))

    # a small cluster (or a local run): one bar per worker, as before
    m = _model([0.5, 0.75], ["127.0.0.1", "127.0.0.1"])
    assert p.refresh(m)
    assert list(p.bars.opts["height"]) == pytest.approx([50.0, 75.0])
    ticks = p.workers.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t[1] for t in ticks] == ["w1", "w2", "writer"]


def test_an_engine_without_hosts_is_read_as_before():
    m = _model([0.5, 0.5, 0.5], [])
    assert m.worker_hosts == [] and m.worker_busy == [0.5, 0.5, 0.5]
    ev = P.decode('{"v": 1, "type": "worker_stats", "seq": 1, "t": 0.5, "busy": [0.5]}')
    assert isinstance(ev, P.WorkerStats) and ev.hosts == []


def test_a_small_cluster_s_bars_are_named_as_the_dask_dashboard_names_its_workers(qtbot):
    """The bars said "w1", "w2" while Dask, the Log tab and the scheduler's dashboard name
    a worker by its address (or the name it was started with): an admin could not tell
    which machine a bar was. Now the tick is the worker's name (else its address), and
    the chart's tooltip says each worker in the words the Log tab says it left in."""
    from engine.run.cluster_progress import worker_words
    node7 = worker_words("tcp://10.0.0.7:40123", {"name": "node7"})
    bare = worker_words("tcp://10.0.0.5:39001", {"name": "tcp://10.0.0.5:39001"})
    assert (node7, bare) == ("tcp://10.0.0.7:40123 (node7)", "tcp://10.0.0.5:39001")
    m = _model([0.5, 0.75, 0.0], ["10.0.0.5", "10.0.0.7", "10.0.0.7"])
    m.on_event(P.WorkerStats(busy=[0.5, 0.75, 0.0], writer_busy=0.25, interval=0.5,
                             hosts=["10.0.0.5", "10.0.0.7", "10.0.0.7"],
                             workers=[bare, node7, ""]))   # (a thread not seen yet)
    p = LivePlots()
    qtbot.addWidget(p)
    assert p.refresh(m)
    ticks = p.workers.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t[1] for t in ticks] == ["10.0.0.5:39001", "node7", "w3", "writer"]
    tip = p.workers.toolTip()
    assert "10.0.0.5:39001: tcp://10.0.0.5:39001" in tip
    assert "node7: tcp://10.0.0.7:40123 (node7)" in tip
    # local:N's workers (threads of the engine, which no dashboard lists) stay w1, w2
    m.on_event(P.WorkerStats(busy=[0.5, 0.5], writer_busy=0.25, interval=0.5,
                             hosts=["127.0.0.1"] * 2,
                             workers=[worker_words("inproc://127.0.0.1/9/3", {"name": 0}),
                                      worker_words("inproc://127.0.0.1/9/5", {"name": 1})]))
    assert p.refresh(m)
    ticks = p.workers.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t[1] for t in ticks] == ["w1", "w2", "writer"]


def test_the_bars_of_a_worker_with_two_threads_are_told_apart(qtbot):
    """A Dask worker with 2 threads has two bars (each a thread's decoding process; the
    bars are the run's threads, as many as the Log tab's "2 workers, 3 threads" says),
    and both were ticked "node7": now "node7 · thread 1/2" and "node7 · thread 2/2"."""
    from engine.run.cluster_progress import worker_words
    node7 = worker_words("tcp://10.0.0.7:40123", {"name": "node7"})
    bare = worker_words("tcp://10.0.0.5:39001", {"name": "tcp://10.0.0.5:39001"})
    hosts = ["10.0.0.5", "10.0.0.7", "10.0.0.7"]
    m = _model([0.5, 0.75, 0.25], hosts)
    m.on_event(P.WorkerStats(busy=[0.5, 0.75, 0.25], writer_busy=0.25, interval=0.5,
                             hosts=hosts, workers=[bare, node7, node7]))
    p = LivePlots()
    qtbot.addWidget(p)
    assert p.refresh(m)
    ticks = [t[1] for t in p.workers.getPlotItem().getAxis("bottom")._tickLevels[0]]
    assert ticks == ["10.0.0.5:39001", "node7 · thread 1/2", "node7 · thread 2/2", "writer"]
    assert len(set(ticks)) == len(ticks) == len(m.worker_busy) + 1
    tip = p.workers.toolTip()
    assert "node7 · thread 2/2: tcp://10.0.0.7:40123 (node7)" in tip
