"""End to end on a Dask cluster through the window (issue 15), both ways a lab reaches one:
a LocalCluster (`local:2`) and a scheduler address (a real `dask scheduler` and two
`dask worker` processes on 127.0.0.1, where Connect must list both workers). Run on "A Dask
cluster" -> Start -> finished and verified through the real QProcess path; the plots fill
(the worker chart names the cluster's host), and the output is byte-identical to a run of
the CLI on this computer with the same options. The processes are killed also when a test
fails."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import distributed  # noqa: F401  (the cluster extra: .ci/setup installs it)
import pytest
from studio_fixtures import ROOT, make_dataset

from gui.job import Job
from gui.main_window import MainWindow
from tests.engine.dask_processes import scheduler_and_workers

pytestmark = [pytest.mark.e2e]
RUN_TIMEOUT = 240_000


def _on_this_computer(args: list[str], out: Path) -> list[str]:
    """The same convert arguments without --cluster, into `out`."""
    a = list(args)
    i = a.index("--cluster")
    del a[i:i + 2]
    a[a.index("--out") + 1] = str(out)
    return a


def _window(qtbot, settings, tmp_path: Path, address: str) -> MainWindow:
    """The window with a 20-image (+1 broken) source, two splits, on the cluster."""
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=10, broken=1)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.set_source(str(ds))
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.set_size("48")
    w.options.split.setText("train=0.75,val=0.25")
    row = w.options.run_on
    row.where.setCurrentIndex(row.where.findData("cluster"))
    row.address.setText(address)
    return w


def _run(qtbot, w: MainWindow, address: str) -> Job:
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    job = w.job()
    assert job.cluster == address
    with qtbot.waitSignal(w.runEnded, timeout=RUN_TIMEOUT) as blocker:
        assert w.start()
    assert blocker.args[0], (w.model.error, w.controller.convert.stderr_tail())
    return job


def _check(w: MainWindow, job: Job, address: str, tmp_path: Path) -> list[str]:
    """The run's numbers, plots and bytes; returns the shard names."""
    m = w.model
    assert m.phase == "finished" and m.verify is not None and m.verify.ok
    assert (m.done, m.failed) == (20, 1)
    assert "broken_0.jpg" in w.failures.model.rows[0].path
    # the live plots had something to draw, and the worker chart knew the cluster's host
    assert len(m.throughput) > 0 and m.batches > 0
    assert m.worker_busy and set(m.worker_hosts) == {"127.0.0.1"}
    assert f"--cluster {address}" in w.summary.command

    out, ref = tmp_path / "out", tmp_path / "ref"
    p = subprocess.run([sys.executable, "-m", "engine", *_on_this_computer(
        job.convert_args(), ref)], cwd=ROOT, capture_output=True, timeout=300)
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    shards = sorted(x.name for x in out.glob("*.tfrecord"))
    assert shards == sorted(x.name for x in ref.glob("*.tfrecord"))
    assert {n.split("-")[1] for n in shards} == {"train", "val"}
    for name in shards:
        assert (out / name).read_bytes() == (ref / name).read_bytes(), name
    assert (out / "rejected.csv").read_bytes() == (ref / "rejected.csv").read_bytes()
    return shards


def test_a_conversion_on_a_local_cluster_from_the_window(qtbot, settings, tmp_path):
    w = _window(qtbot, settings, tmp_path, "local:2")
    job = _run(qtbot, w, "local:2")
    shards = _check(w, job, "local:2", tmp_path)

    import tensorflow as tf
    records = list(tf.data.TFRecordDataset([str(tmp_path / "out" / n) for n in shards]))
    assert len(records) == 20
    ex = tf.io.parse_single_example(records[0], {
        "image/encoded": tf.io.FixedLenFeature([], tf.string),
        "image/class/text": tf.io.FixedLenFeature([], tf.string)})
    assert tf.io.decode_jpeg(ex["image/encoded"]).shape == (48, 48, 3)
    assert ex["image/class/text"].numpy().decode() in ("cat", "dog")


def test_a_conversion_on_a_scheduler_address_from_the_window(qtbot, settings, tmp_path):
    (tmp_path / "dask").mkdir()
    with scheduler_and_workers(tmp_path / "dask", 2) as (address, _, procs):
        assert address.startswith("tcp://127.0.0.1:")
        w = _window(qtbot, settings, tmp_path, address)
        row = w.options.run_on
        row.connect_btn.click()
        qtbot.waitUntil(lambda: row._proc is None, timeout=120_000)
        status = row.status.text()
        assert status.startswith("2 workers, 2 threads"), status
        assert status.count("tcp://127.0.0.1:") == 2
        job = _run(qtbot, w, address)
        assert all(p.poll() is None for p in procs)   # the run used, not killed, the cluster
    _check(w, job, address, tmp_path)
