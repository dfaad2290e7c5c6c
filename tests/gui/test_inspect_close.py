"""Closing the Inspect tab (or the window) while its engine commands still run: the page
and summary processes are stopped and disconnected, and no callback reaches a QProcess
that Qt has already deleted ("Internal C++ object (QProcess) already deleted")."""

from __future__ import annotations

import sys

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent

from gui.engine_command import EngineCommand
from gui.widgets.inspect_panel import InspectPanel

#: An "engine" that never answers within a test: every command stays running.
SLOW = [sys.executable, "-c", "import time; time.sleep(60)"]


def _settle(qtbot) -> None:
    """Deliver deferred deletes and any late process signals."""
    for _ in range(5):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        qtbot.wait(50)


def test_closing_the_panel_mid_load_raises_nothing(qtbot, tmp_path):
    panel = InspectPanel(command=SLOW)
    panel.open_paths([str(tmp_path / "a.tfrecord")])
    panel.record_grid.files = [{"path": str(tmp_path / "a.tfrecord"), "records": 3, "ok": True}]
    panel.record_grid.list_files()
    panel.record_grid.show_page(0)
    qtbot.waitUntil(lambda: panel.summary_cmd.is_running()
                    and panel.record_grid.page_cmd.is_running(), timeout=120_000)
    procs = [panel.summary_cmd._proc, panel.record_grid.page_cmd._proc]
    panel.close()
    panel.deleteLater()
    _settle(qtbot)   # pytest-qt fails the test on an exception raised in a slot
    assert all(not shiboken6.isValid(p) for p in procs)


def test_deleting_a_running_command_raises_nothing(qtbot):
    cmd = EngineCommand(command=SLOW)
    got = []
    cmd.finished.connect(lambda *a: got.append(a))
    cmd.start([])
    qtbot.waitUntil(lambda: cmd._proc is not None
                    and cmd._proc.state() == cmd._proc.ProcessState.Running, timeout=120_000)
    shiboken6.delete(cmd)   # the C++ side goes at once, as with a parent widget's
    _settle(qtbot)
    assert got == []
