"""A run started with Ctrl+Enter from the Output folder field ends with the note
"… the dataset just converted. To convert again, choose …" under that field, and the form
stays where it was, "1. Source images" in view: it moved down ~20 px (Korean walks at
1024x640). The form, greyed out for the run, gave the focus back to the field as it was
enabled again, while the field's row was half laid out for the note (the field squeezed
into the row's old height, 2 px above its place); the focused control's keeper measured it
there, "put it back" 2 px once the row was done, and the form, off its top, then moved on
to leave whole rows at its bottom edge, which had shrunk by the status line's second line
(gui.widgets.keep_in_place, gui.widgets.whole_rows)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from studio_fixtures import RUN_TIMEOUT
from window_steps import WAIT

from gui.job_rules import CONVERTED


# a window filling a 1024x640 or a 1366x768 screen, under its title bar
@pytest.mark.parametrize(("lang", "size"), [("ko", (1024, 617)), ("en", (1366, 745))])
def test_the_note_of_a_finished_run_leaves_the_form_where_it_was(qtbot, window, language,
                                                                 tmp_path, lang, size):
    if lang != "en":
        language(lang)
    window.resize(*size)
    options = window.options
    # Browse 4 px taller than the field, as under X11 in Korean (26 and 22 px): the field
    # sits 2 px down its row, and 2 px higher in the row half laid out for the note
    options.out_btn.setMinimumHeight(options.out_edit.sizeHint().height() + 4)
    options.out_edit.setText(str(tmp_path / "out"))
    options.set_verify(False)   # (sooner done; the note is the same)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    options.out_edit.setFocus()
    qtbot.waitUntil(options.out_edit.hasFocus, timeout=WAIT)
    bar = window.settings_scroll.verticalScrollBar()
    assert bar.value() == 0 and bar.maximum() > 0
    moves: list[int] = []
    bar.valueChanged.connect(moves.append)
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert ended.args == [True], window.controller.convert.stderr_tail()
    note = options.findChild(QLabel, "error_out")
    assert note is not None
    qtbot.waitUntil(lambda: options.out_edit.hasFocus() and note.isVisible(), timeout=WAIT)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    qtbot.wait(0)   # (what the layouts posted: the keeper's and the rows' later passes)
    assert window.errors().get("out") == CONVERTED
    assert moves == [] and bar.value() == 0
