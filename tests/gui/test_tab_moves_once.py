"""Tab moved the options form twice: Qt's ensureWidgetVisible showed the next field 50 px
above the bottom edge, then the rows there were made whole, 7-10 px back (92 -> 99 -> 92;
170 -> 163, keyboard walk at 1024x640). Each Tab moves it once, to where no row is cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea
from studio_fixtures import focus_in, window_at

from gui.widgets.whole_rows import rows_cut_at


def _whole(area: QScrollArea, widget) -> bool:
    top = widget.mapTo(area.viewport(), QPoint(0, 0)).y()
    return 0 <= top and top + widget.height() <= area.viewport().height()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_tab_moves_the_form_once_to_whole_rows(qtbot, settings, language, lang):
    if lang != "en":
        language(lang)
    window = window_at(qtbot, settings, 1024, 610)
    area = window.findChild(QScrollArea, "settingsScroll")
    bar, view = area.verticalScrollBar(), area.viewport()
    bar.setValue(0)
    focus_in(qtbot, window, window.source_panel.folder_btn)
    moves: list[int] = []
    bar.valueChanged.connect(moves.append)
    scrolled = 0
    for _ in range(40):   # down the form
        focused = QApplication.focusWidget()
        moves.clear()
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        QApplication.sendPostedEvents()
        focused = QApplication.focusWidget()
        if focused is None or not area.widget().isAncestorOf(focused):
            break
        assert len(moves) <= 1, (focused.objectName(), moves)
        if moves:
            scrolled += 1
            cut = rows_cut_at(area.widget(), bar.value() + view.height(), view.height() // 3)
            assert _whole(area, focused) and cut == [], (focused.objectName(), cut)
    assert scrolled > 2
