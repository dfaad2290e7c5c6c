""""Show in folder" and "Open output folder" fall back to a dialog with the path and a Copy
button when the desktop has no file manager (QDesktopServices.openUrl returns False)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QDesktopServices, QGuiApplication

from gui.run_model import Failure
from gui.widgets.open_folder import FolderPathDialog


@pytest.fixture
def no_file_manager(monkeypatch):
    opened: list[str] = []

    def fail(url):
        opened.append(url.toLocalFile())
        return False

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(fail))
    return opened


@pytest.fixture
def with_file_manager(monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toLocalFile()) or True))
    return opened


def _dialog(widget) -> FolderPathDialog:
    dlg = getattr(widget, "folder_dialog", None)
    assert isinstance(dlg, FolderPathDialog) and dlg.isVisible()
    return dlg


def test_open_output_folder_shows_the_path_with_copy(qtbot, window, tmp_path, no_file_manager):
    out = tmp_path / "out"
    out.mkdir()
    window.summary.set_run(str(out), "python -m engine convert …")
    assert window.summary.open_output() is False
    assert no_file_manager == [str(out)], "the file manager is tried first"
    dlg = _dialog(window.summary)
    assert dlg.edit.text() == str(out) and dlg.edit.isReadOnly()
    QGuiApplication.clipboard().setText("")
    dlg.copy_btn.click()
    assert QGuiApplication.clipboard().text() == str(out)
    dlg.reject()


def test_show_in_folder_shows_the_file_folder(qtbot, window, tmp_path, no_file_manager):
    bad = tmp_path / "cats" / "broken.jpg"
    bad.parent.mkdir()
    bad.write_bytes(b"not a jpeg")
    window.failures.sync([Failure(str(bad), "the file is cut off", "decode")])
    window.failures.view.selectRow(0)
    window.failures.show_btn.click()
    assert _dialog(window.failures).edit.text() == str(bad.parent)


def test_no_dialog_when_a_file_manager_opens(window, tmp_path, with_file_manager):
    window.summary.set_run(str(tmp_path), "cmd")
    assert window.summary.open_output() is True
    assert with_file_manager == [str(tmp_path)]
    assert getattr(window.summary, "folder_dialog", None) is None


def test_open_full_log_without_any_opener_shows_the_logs_own_path(qtbot, tmp_path,
                                                                   no_file_manager):
    """The Log tab's "Open full log" fell back to the folder dialog, which named the output
    folder ("The folder is here"), not the log the user asked for."""
    from gui.widgets.log_view import LogTab, LogView
    log = tmp_path / "out" / "tfrecord-studio.log"
    log.parent.mkdir()
    log.write_text("run log\n", encoding="utf-8")
    tab = LogTab(LogView())
    qtbot.addWidget(tab)
    tab.view.full_log = str(log)
    tab.open_full_log()
    assert no_file_manager == [str(log), str(log.parent)], "the log, then its folder"
    dlg = _dialog(tab)
    assert dlg.edit.text() == str(log)
    assert dlg.windowTitle() == "File location"
    dlg.reject()
