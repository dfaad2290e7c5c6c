"""A run on a Dask cluster whose scheduler stops mid-run, through the window in Japanese
(a real `dask scheduler` and `dask worker` on 127.0.0.1, the real engine): the engine
exits 9, the cluster gone (it exited 6, "disk full or I/O error", and nothing was wrong
with the disk); the message names the scheduler and says what to do: Resume when it
answers again, or "This computer" under "Run on" and Resume. The window offers Resume,
and Resume on this computer finishes the run, every image once (read with TensorFlow)."""

from __future__ import annotations

import distributed  # noqa: F401  (the cluster extra: .ci/setup installs it)
import pytest
from studio_fixtures import make_dataset

from engine import protocol
from gui.main_window import MainWindow
from tests.engine.conftest import read_tfrecords
from tests.engine.dask_processes import scheduler_and_workers

pytestmark = [pytest.mark.e2e]
WAIT = 240_000     # (only a failure waits this long)
SLOW = 0.25        # seconds per image on the test's worker: a run of ~6 s


def test_a_lost_scheduler_offers_resume_here_in_japanese(qtbot, settings, language, tmp_path):
    language("ja")
    ds = make_dataset(tmp_path / "images", per_class=12)
    out = tmp_path / "out"
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.set_source(str(ds))
    w.options.out_edit.setText(str(out))
    w.options.set_size("32")
    w.options.verify.setChecked(False)
    w.options.shard_by.setCurrentIndex(w.options.shard_by.findData("count"))
    w.options.shard_count.setValue(4)
    row = w.options.run_on
    (tmp_path / "dask").mkdir()
    with scheduler_and_workers(tmp_path / "dask", 1, SLOW) as (address, _, procs):
        row.where.setCurrentIndex(row.where.findData("cluster"))
        row.address.setText(address)
        qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
        assert w.job().cluster == address
        with qtbot.waitSignal(w.runEnded, timeout=WAIT) as ended:
            assert w.start()
            qtbot.waitUntil(lambda: len(w.model.shards) >= 1, timeout=WAIT)
            procs[0].kill()     # the scheduler
    message = w.model.error
    assert not ended.args[0] and w.controller.convert.final_event.code == "cluster.scheduler_lost"
    assert w.model.exit_code == protocol.EXIT_CLUSTER_LOST
    # in Japanese: the scheduler named, and both ways on
    assert address in message, message
    assert message.startswith("変換の途中で") and "接続が切れました" in message, message
    assert "「再開」" in message and "「実行場所」で「このコンピューター」を選んで" in message
    assert "書き込み" not in message and "ディスク" not in message, message
    assert w.last_error is not None and w.last_error.text().startswith(message)
    w.last_error.close()
    # the window offers Resume; on this computer it finishes the run
    row.where.setCurrentIndex(row.where.findData("local"))
    w.revalidate()
    bar = w.actions_bar
    qtbot.waitUntil(lambda: (w.revalidate(), bar.offering() and bar.resume_btn.isEnabled())[1],
                    timeout=WAIT)
    assert w.job().cluster == ""
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as resumed:
        assert w.resume()
    assert resumed.args[0], (w.model.error, w.controller.convert.stderr_tail())
    names = [r["image/filename"].decode() for r in
             read_tfrecords(sorted(out.glob("*.tfrecord")))]
    assert len(names) == len(set(names)) == 24, sorted(names)
