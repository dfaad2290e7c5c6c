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
