"""A dataset a `--cluster` run made, opened again: the Summary says how many cluster
workers converted it (the manifest's "workers" and "cluster", engine.run.cluster_record),
not the local --workers value, which converted nothing. A real engine run on a Dask
LocalCluster of three workers with two shards (two workers had a shard) and --workers 1."""

from __future__ import annotations

import pytest
from studio_fixtures import log_text, make_dataset, quick_run, restarted_window

from gui.main_window import MainWindow
from gui.widgets.common import select_data
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


def test_live_and_reopened_summary_and_the_log_agree(qtbot, settings, tmp_path):
    """A run on a LocalCluster of three workers with two shards, through the window: the
    Summary right after it, the same folder opened again, the Log tab and the run log all
    say the two cluster workers that converted (the live Summary said no workers, and the
    log "workers: 1", the local --workers value)."""
    pytest.importorskip("distributed")
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=4,
                       size=(24, 20))
    out = tmp_path / "out"
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    select_data(w.options.shard_by, "count")
    w.options.shard_count.setValue(2)
    row = w.options.run_on
    row.where.setCurrentIndex(row.where.findData("cluster"))
    row.address.setText("local:3")
    assert quick_run(qtbot, w, src, out), w.model.error
    live = w.summary.values["rate"].text()
    assert live.endswith(" images/s on 2 cluster workers"), live
    assert w.model.summary.workers == 2 and w.model.summary.cluster["kind"] == "local"
    lines = log_text(w).splitlines()
    assert "workers: 2 on the cluster (local Dask cluster)" in lines, lines
    log = (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    assert "]   workers: 2 on the cluster (local Dask cluster)\n" in log
    assert "] workers: 1\n" not in log and "option workers:" not in log
    assert "] option cluster: local:3\n" in log
    reopened = restarted_window(qtbot, settings, src, out).summary.values["rate"].text()
    # the same words after the same speed (the reopened one's from the manifest)
    assert reopened.partition(" images/s")[2] == live.partition(" images/s")[2]


def test_workers_left_out_are_counted_after_those_that_converted(qapp):
    """A run that left out a worker which could not run its tasks (engine.run.cluster_feed)
    says so beside the workers that converted: the Summary said only "on 1 cluster
    worker", as if the cluster had one."""
    from gui.widgets.summary_rate import cluster_words
    record = {"kind": "address", "threads": 1, "address": "tcp://10.0.0.5:8786",
              "left_out": [{"worker": "tcp://10.0.0.7:40000",
                            "why": "the worker at tcp://10.0.0.7:40000 cannot read /a.jpg"}]}
    assert cluster_words(1, record) == \
        " on 1 cluster worker (1 more left out: it could not run the tasks, as the Log tab says)"
    assert cluster_words(2, {"kind": "local", "threads": 2}) == " on 2 cluster workers"


def test_a_dataset_a_local_resume_finished_after_the_cluster_says_both(qtbot, settings,
                                                                       tmp_path):
    """A LocalCluster run, one shard lost, then a Resume on this computer (no --cluster):
    the folder opened again said "… images/s" as if no cluster had converted (the
    manifest kept only the Resume's own --workers). Now it says both, in every language
    the window has."""
    pytest.importorskip("distributed")
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=4,
                       size=(24, 20))
    out = tmp_path / "out"
    opts = ("--size", "16", "--shards", "2", "--split", "train=1", "--workers", "1")
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts, "--cluster", "local:2"),
                                timeout=240)
    assert code == 0, err
    sorted(out.glob("*.tfrecord"))[0].unlink()
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"), timeout=240)
    assert code == 0, err
    rate = restarted_window(qtbot, settings, src, out).summary.values["rate"].text()
    assert " images/s on 2 cluster workers and 1 worker process of a Resume without the " \
        "cluster" in rate, rate
    from gui.widgets.summary_rate import cluster_words
    record = {"kind": "local", "threads": 2, "local_workers": 4}
    assert cluster_words(2, record) == \
        " on 2 cluster workers and 4 worker processes of a Resume without the cluster"
    assert cluster_words(2, {"kind": "local", "threads": 2, "local_workers": True}) == \
        " on 2 cluster workers"   # (not a count: said as before)
