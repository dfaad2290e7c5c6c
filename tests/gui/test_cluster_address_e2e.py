"""End to end on a scheduler address through the window (issue 15): a real `dask scheduler`
and two `dask worker` processes on 127.0.0.1; Run on "A Dask cluster" with their
tcp://127.0.0.1:PORT, Connect lists both workers, Start -> finished + verified through the
real QProcess path, the plots fill, and the output is byte-identical to a run of the CLI on
this computer with the same options. The processes are killed also when the test fails."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import distributed  # noqa: F401  (the cluster extra: .ci/setup installs it)
import pytest
from studio_fixtures import ROOT, make_dataset

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


def test_a_conversion_on_a_scheduler_address_from_the_window(qtbot, settings, tmp_path):
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=10, broken=1)
    out = tmp_path / "out"
    (tmp_path / "dask").mkdir()
    with scheduler_and_workers(tmp_path / "dask", 2) as (address, _, procs):
        assert address.startswith("tcp://127.0.0.1:")
        w = MainWindow(settings)
        qtbot.addWidget(w)
        w.show()
        w.set_source(str(ds))
        w.options.out_edit.setText(str(out))
        w.options.set_size("48")
        w.options.split.setText("train=0.75,val=0.25")
        row = w.options.run_on
        row.where.setCurrentIndex(row.where.findData("cluster"))
        row.address.setText(address)
        row.connect_btn.click()
        qtbot.waitUntil(lambda: row._proc is None, timeout=120_000)
        status = row.status.text()
        assert status.startswith("2 workers, 2 threads"), status
        assert status.count("tcp://127.0.0.1:") == 2
        qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
        job = w.job()
        assert job.cluster == address
        with qtbot.waitSignal(w.runEnded, timeout=RUN_TIMEOUT) as blocker:
            assert w.start()
        assert blocker.args[0], (w.model.error, w.controller.convert.stderr_tail())
        assert all(p.poll() is None for p in procs)   # the run used, not killed, the cluster
    m = w.model
    assert m.phase == "finished" and m.verify is not None and m.verify.ok
    assert (m.done, m.failed) == (20, 1)
    assert "broken_0.jpg" in w.failures.model.rows[0].path
    # the live plots had something to draw, and the worker chart knew the workers' host
    assert len(m.throughput) > 0 and m.batches > 0
    assert m.worker_busy and set(m.worker_hosts) == {"127.0.0.1"}
    assert f"--cluster {address}" in w.summary.command

    ref = tmp_path / "ref"
    p = subprocess.run([sys.executable, "-m", "engine", *_on_this_computer(
        job.convert_args(), ref)], cwd=ROOT, capture_output=True, timeout=300)
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    shards = sorted(x.name for x in out.glob("*.tfrecord"))
    assert shards == sorted(x.name for x in ref.glob("*.tfrecord"))
    assert {n.split("-")[1] for n in shards} == {"train", "val"}
    for name in shards:
        assert (out / name).read_bytes() == (ref / name).read_bytes(), name
    assert (out / "rejected.csv").read_bytes() == (ref / "rejected.csv").read_bytes()
