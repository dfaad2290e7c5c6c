"""A dataset a `--cluster` run made, opened again: the Summary says how many cluster
workers converted it (the manifest's "workers" and "cluster", engine.run.cluster_record),
not the local --workers value, which converted nothing. A real engine run on a Dask
LocalCluster of three workers with two shards (two workers had a shard) and --workers 1."""

from __future__ import annotations

import pytest
from studio_fixtures import make_dataset, restarted_window

from tests.engine import imagefactory as F


def test_a_reopened_cluster_dataset_says_its_cluster_workers(qtbot, settings, tmp_path):
    pytest.importorskip("distributed")
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=4,
                       size=(24, 20))
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--shards", "2",
                                              "--split", "train=1", "--workers", "1",
                                              "--cluster", "local:3"), timeout=240)
    assert code == 0, err
    w = restarted_window(qtbot, settings, src, out)
    assert w.summary.headline.text().startswith("The output folder holds a dataset")
    rate = w.summary.values["rate"].text()
    assert rate.endswith(" images/s on 2 cluster workers"), rate


def test_a_reopened_local_dataset_says_no_workers(qtbot, settings, tmp_path):
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=2,
                       size=(24, 20))
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--shards", "1",
                                              "--split", "train=1", "--workers", "1"))
    assert code == 0, err
    rate = restarted_window(qtbot, settings, src, out).summary.values["rate"].text()
    assert rate.endswith(" images/s"), rate
