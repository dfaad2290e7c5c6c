"""bench/cluster_overhead.py finds the engine's shard tasks in Dask's task stream: a real
LocalCluster, the real engine on 6 small images as 2 and as 6 shards. No timing asserted
(DESIGN §6.9): only that every task was seen and the figures are numbers."""

from __future__ import annotations

import math

import pytest
from PIL import Image

from bench import cluster_overhead

pytestmark = [pytest.mark.bench, pytest.mark.timeout(240)]


def test_the_task_stream_holds_every_shard_task(tmp_path):
    for i in range(6):
        d = tmp_path / "src" / ("ab"[i % 2])
        d.mkdir(parents=True, exist_ok=True)
        Image.new("RGB", (64, 48), (40 * i, 90, 10)).save(d / f"{i}.jpg")
    lines: list[str] = []
    res = cluster_overhead.measure(tmp_path / "src", 6, 2, 1,
                                   log=lambda *a, **k: lines.append(" ".join(map(str, a))))
    assert len(lines) == 2 and "   6 tasks" in "".join(lines)   # _one checks the count
    assert all(math.isfinite(v) for v in res.values())
    assert res["gap"] >= 0 and res["busy_many"] > 0


def test_summarize():
    rows = [("w1", 0.0, 1.0), ("w1", 1.5, 2.0), ("w2", 0.5, 1.0), ("w2", 1.25, 2.5)]
    s = cluster_overhead.summarize(rows)
    assert s == {"tasks": 4.0, "busy": 3.25, "span": 2.5, "gap": 0.375}
    stream = [{"key": "tfrecord-studio-x-train-0.tfrecord", "worker": "tcp://a",
               "startstops": [{"action": "transfer", "start": 0, "stop": 1},
                              {"action": "compute", "start": 1, "stop": 2}]},
              {"key": "other", "worker": "tcp://a",
               "startstops": [{"action": "compute", "start": 0, "stop": 1}]}]
    assert cluster_overhead.task_times(stream) == [("tcp://a", 1.0, 2.0)]
