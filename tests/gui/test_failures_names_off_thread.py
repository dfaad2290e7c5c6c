"""The Failures list's names ("cats/img1.jpg") depend on whether the source is a file (a
table's names are relative to its folder): a stat of the source, which the list asked on
the GUI thread when a run started and when an output folder was opened, so a source on a
share that stopped answering froze the window for good. Now the scan's answer is taken
when it read that source, and otherwise it is asked off the GUI thread (gui.off_thread)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer
from studio_fixtures import RUN_TIMEOUT
from window_steps import WAIT

from gui import off_thread, scan_result
from gui.run_failures import Failure
from gui.widgets.failures_model import FailuresModel


def test_names_of_a_source_on_a_hung_share_wait_without_freezing(qtbot, tmp_path,
                                                                 monkeypatch):
    table = tmp_path / "list.csv"
    table.write_text("path,label\n", encoding="utf-8")
    release, entered, real = threading.Event(), threading.Event(), scan_result.bases_of

    def hung(source: str) -> tuple[str, ...]:
        entered.set()
        assert release.wait(WAIT / 1000), "never released"
        return real(source)
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    monkeypatch.setattr(scan_result, "bases_of", hung)
    model = FailuresModel()
    model.source = str(table)   # (returns: the stat waits in a thread)
    model.set_rows([Failure(path=str(tmp_path / "c0" / "img0.jpg"), reason="x"),
                    Failure(path=str(tmp_path / "elsewhere" / "a.jpg"), reason="x")])
    assert entered.is_set()
    fired: list[int] = []
    QTimer.singleShot(10, lambda: fired.append(1))
    qtbot.waitUntil(lambda: fired == [1], timeout=WAIT)   # (events flow meanwhile)
    # until the answer: a folder source's rule (the file's folder and name)
    assert model.data(model.index(0, 0)) == "c0/img0.jpg"
    release.set()
    # the table's folder: the names relative to it, the rows sorted again by them
    qtbot.waitUntil(lambda: [model.data(model.index(r, 0)) for r in range(2)] ==
                    ["c0/img0.jpg", "elsewhere/a.jpg"], timeout=WAIT)
    assert model.source == str(table)


def test_start_takes_the_scans_answer_and_asks_no_disk(qtbot, ready, monkeypatch):
    """Start named the failures by a stat of the source on the GUI thread, though the scan
    had worked the same answer out in its own thread (ScanResult.base)."""
    res = ready.source_panel.last_result
    assert res.base == (res.source,)
    asked: list[str] = []
    monkeypatch.setattr(scan_result, "bases_of", lambda s: (asked.append(s), (s,))[1])
    with qtbot.waitSignal(ready.runEnded, timeout=RUN_TIMEOUT):
        assert ready.start()
        assert asked == []
    assert asked == [] and ready.failures.model.source == res.source
