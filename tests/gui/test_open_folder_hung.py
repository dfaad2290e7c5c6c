"""Whether a folder is there, on a disk that stops answering (a lab's share gone): the
Summary's Open output folder / Inspect output and its Output row, and any "Open folder"
press, asked it with an isdir on the GUI thread, and the window froze for good. Now it is
asked off it (gui.off_thread) and followed when the disk answers. A hung share: the call
patched to wait on an Event."""

from __future__ import annotations

import threading

from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid
from studio_fixtures import model_of_run
from test_off_thread import Hung, _events_flow
from window_steps import WAIT

from engine import protocol as P
from gui import off_thread
from gui.widgets import open_folder as folders
from gui.widgets import summary_panel
from gui.widgets.summary_panel import SummaryPanel

GONE = "(it does not exist: nothing was left there)"


def _cancelled_into(qtbot, out) -> SummaryPanel:
    """The Summary of a run cancelled before its first image, into ``out`` (not made)."""
    events = [{"type": "run_started", "t": 0.0},
              {"type": "run_finished", "t": 1.0, "status": "cancelled",
               "summary": {"status": "cancelled", "written": 0, "shards": 0, "bytes": 0}}]
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.set_run(str(out), "python -m engine convert …")
    model = model_of_run(events, P.EXIT_CANCELLED)
    model.phase = "cancelled"
    panel.show_model(model)
    return panel


def test_the_summarys_buttons_follow_a_hung_folder_when_it_answers(qtbot, tmp_path,
                                                                   monkeypatch):
    out = tmp_path / "gone"
    healthy = _cancelled_into(qtbot, out)
    assert not healthy.open_btn.isEnabled() and not healthy.inspect_btn.isEnabled()
    assert healthy.values["out"].text() == f"{out} {GONE}"
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(summary_panel.folder_there)
    monkeypatch.setattr(summary_panel, "folder_there", hung)
    panel = _cancelled_into(qtbot, out)   # (returns: the folder is asked in a thread)
    assert hung.entered.is_set()
    assert panel.open_btn.isEnabled() and panel.values["out"].text() == str(out)
    _events_flow(qtbot)
    hung.release.set()
    qtbot.waitUntil(lambda: not panel.open_btn.isEnabled(), timeout=WAIT)
    assert not panel.inspect_btn.isEnabled()
    assert panel.values["out"].text() == healthy.values["out"].text()
    assert panel.open_btn.toolTip() == healthy.open_btn.toolTip()


def _opened(monkeypatch, answer: bool) -> list[str]:
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(
        lambda url: opened.append(url.toLocalFile()) or answer))
    return opened


def test_open_folder_on_a_hung_share_says_it_waits_then_opens(qtbot, tmp_path, monkeypatch):
    widget = QWidget()
    qtbot.addWidget(widget)
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(folders.folder_there)
    monkeypatch.setattr(folders, "folder_there", hung)
    # no file manager: the dialog says it waits, then why the path is shown
    opened = _opened(monkeypatch, False)
    assert folders.open_folder(str(tmp_path), widget) is False
    dialog = widget.folder_dialog
    assert dialog.isVisible() and dialog.text.text() == (
        "The disk does not answer yet: the folder opens when it does. Its path:")
    assert dialog.edit.text() == str(tmp_path) and opened == []
    _events_flow(qtbot)
    hung.release.set()
    qtbot.waitUntil(lambda: opened == [str(tmp_path)], timeout=WAIT)
    assert dialog.isVisible() and dialog.text.text().startswith(
        "No file manager could be opened on this computer.")
    dialog.reject()
    # a file manager: it opens when the disk answers, and the dialog goes
    hung.release.clear()
    opened = _opened(monkeypatch, True)
    assert folders.open_folder(str(tmp_path), widget) is False
    dialog = widget.folder_dialog
    assert dialog.isVisible() and opened == []
    hung.release.set()
    qtbot.waitUntil(lambda: opened == [str(tmp_path)], timeout=WAIT)
    assert getattr(widget, "folder_dialog", None) is None
    qtbot.waitUntil(lambda: not isValid(dialog), timeout=WAIT)   # (closed: deleted)
    # the waiting dialog closed first: the press is taken back, nothing opens
    hung.release.clear()
    hung.entered.clear()
    opened = _opened(monkeypatch, True)
    assert folders.open_folder(str(tmp_path), widget) is False
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    widget.folder_dialog.reject()
    hung.release.set()
    qtbot.waitUntil(lambda: all(t.name != "open-folder" for t in threading.enumerate()),
                    timeout=WAIT)
    _events_flow(qtbot)
    assert opened == []
