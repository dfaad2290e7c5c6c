"""An output folder typed over is checked once the typing rests (gui.widgets.settled_text).
Meanwhile the header and the Summary still described the folder the user had left (its
dataset's numbers, "Ready." above a greyed-out Start), and Copy command, pressed without
leaving the field (a click that takes no focus, as on macOS), copied the old folder's line.
Now the header says Start waits for the check, nothing of the folder left is shown, and
the Summary's buttons check what was typed before they act on it."""

from __future__ import annotations

from interrupted_runs import finished_dataset
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from studio_fixtures import focus_in
from window_steps import WAIT


def _type_folder(qtbot, window, path) -> None:
    edit = window.options.out_edit
    focus_in(qtbot, window, edit)
    edit.selectAll()
    QTest.keyClicks(edit, str(path))
    assert window.options.output_pending()


def test_copy_command_copies_the_folder_typed(qtbot, ready, tmp_path):
    window = ready
    old = window.options.output_folder()
    _type_folder(qtbot, window, tmp_path / "typed")
    QGuiApplication.clipboard().setText("")
    window.summary.copy_btn.click()   # (the focus stays in the field)
    copied = QGuiApplication.clipboard().text()
    assert str(tmp_path / "typed") in copied and old not in copied, copied


def test_nothing_describes_the_folder_left_while_typing(qtbot, ready, tmp_path):
    window = ready
    done = tmp_path / "done"
    finished_dataset(done, window.source_panel.source())
    window.options.set_output_folder(str(done))   # (set by the window: checked at once)
    qtbot.waitUntil(lambda: window.summary.out_dir == str(done), timeout=WAIT)
    assert window.progress.folder is not None
    _type_folder(qtbot, window, tmp_path / "elsewhere")
    assert window.progress.folder is None and window.summary.out_dir == ""
    assert "pause typing" in window.progress.phase.text()
    assert str(done) not in window.summary.values["out"].text()
    # the typing rests: the header speaks of the folder typed (new: Start can be pressed)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert "pause typing" not in window.progress.phase.text()


def test_failures_of_the_folder_left_go_while_typing(qtbot, ready, tmp_path):
    """The Failures tab listed the left folder's rejected.csv (its Skipped rows) while a
    new folder was typed, beside a Summary that no longer described that folder."""
    window = ready
    done = tmp_path / "done"
    finished_dataset(done, window.source_panel.source())
    (done / "rejected.csv").write_text(
        "path,reason,stage\n/x/cat/a.jpg,not an image: the file contains text,decode\n",
        encoding="utf-8")
    window.options.set_output_folder(str(done))
    qtbot.waitUntil(lambda: window.failures.model.rowCount() == 1, timeout=WAIT)
    _type_folder(qtbot, window, tmp_path / "elsewhere")
    assert window.failures.model.rowCount() == 0
