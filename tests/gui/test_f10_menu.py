"""F10 opens the menu bar's first menu, as on Windows and Linux desktops (only Alt+letter
did), wherever the focus is, unless the focused control uses F10 itself."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit
from studio_fixtures import focus_in

WAIT = 60_000


def _close_menu(qtbot, window) -> None:
    menu = window.menuBar().actions()[0].menu()
    QTest.keyClick(menu, Qt.Key_Escape)
    QTest.keyClick(window.menuBar(), Qt.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=WAIT)


def test_f10_opens_the_first_menu_from_any_control(qtbot, window):
    bar = window.menuBar()
    first = bar.actions()[0]
    assert first.menu().objectName() == "menuFile"
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.log.parentWidget()))
    # a list, a line, a number, a table, a read-only text (the run log)
    for widget in (window.source_panel.path_combo, window.options.out_edit,
                   window.options.workers, window.source_panel.classes, window.log):
        focus_in(qtbot, window, widget)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_F10)
        qtbot.waitUntil(first.menu().isVisible, timeout=WAIT)
        assert bar.activeAction() is first
        # the arrows walk the bar: Right opens the next menu
        QTest.keyClick(first.menu(), Qt.Key_Right)
        second = bar.actions()[1]
        qtbot.waitUntil(lambda s=second: s.menu().isVisible(), timeout=WAIT)
        assert bar.activeAction() is second
        QTest.keyClick(second.menu(), Qt.Key_Escape)
        QTest.keyClick(bar, Qt.Key_Escape)
        qtbot.waitUntil(lambda s=second: not s.menu().isVisible(), timeout=WAIT)
    # on the Inspect tab too
    window.main_tabs.setCurrentWidget(window.inspect)
    focus_in(qtbot, window, window.main_tabs.tabBar())
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_F10)
    qtbot.waitUntil(first.menu().isVisible, timeout=WAIT)
    _close_menu(qtbot, window)


def test_shift_f10_opens_no_menu(qtbot, window):
    """Shift+F10 is the context-menu key on these desktops, not the menu bar's."""
    focus_in(qtbot, window, window.options.out_edit)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_F10, Qt.ShiftModifier)
    QApplication.processEvents()
    assert window.menuBar().activeAction() is None
    assert not window.menuBar().actions()[0].menu().isVisible()


class _UsesF10(QLineEdit):
    def __init__(self) -> None:
        super().__init__()
        self.presses = 0

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.key() == Qt.Key_F10:
            self.presses += 1
            event.accept()
            return
        super().keyPressEvent(event)


def test_a_control_that_uses_f10_keeps_it(qtbot, window):
    field = _UsesF10()
    window.statusBar().addWidget(field)
    focus_in(qtbot, window, field)
    QTest.keyClick(field, Qt.Key_F10)
    assert field.presses == 1
    QApplication.processEvents()
    assert window.menuBar().activeAction() is None
    assert not window.menuBar().actions()[0].menu().isVisible()
