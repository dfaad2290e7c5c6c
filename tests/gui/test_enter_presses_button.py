"""Enter (Return, or the keypad's Enter) presses the focused button anywhere in the main
window, as it does in a dialog and on Windows and most Linux desktops: only Space did, and
a keyboard user's Enter on Browse…, Copy command, Run sweep or Open files… did nothing
(only Connect and the default button, Start, took it). A field's own Enter keeps its
meaning, Ctrl+Enter stays Start's, and a held key presses once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from studio_fixtures import focus_in
from window_steps import WAIT

import gui.widgets.options_form

KEYS = [(Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)]


def _show_page(window, page) -> None:
    if page is window.inspect:
        window.main_tabs.setCurrentWidget(window.inspect)
    else:
        window.main_tabs.setCurrentIndex(0)
        if page in (window.tune, window.summary):
            window.tabs.setCurrentWidget(page)


def _no_press_under_way(qtbot, *buttons: QPushButton) -> None:
    """Every press a key began is over. The keys are delivered at once (sendEvent), and a
    press by Enter is an animateClick: the button is down at once and clicks ~100 ms
    later, as it comes up. None down, then none clicks later (a fixed wait only guessed)."""
    qtbot.waitUntil(lambda: not any(b.isDown() for b in buttons), timeout=WAIT)
    QApplication.processEvents()   # (what the click posted)


@pytest.mark.parametrize("key, mods", KEYS)
@pytest.mark.parametrize("page", ["options", "source_panel", "tune", "inspect", "summary"])
def test_enter_presses_the_focused_button_on_every_page(qtbot, window, page, key, mods):
    panel = getattr(window, page)
    _show_page(window, panel)
    probe = QPushButton("Probe", panel)   # (a button of that page, and nothing else)
    probe.show()
    pressed: list[bool] = []
    probe.clicked.connect(lambda: pressed.append(True))
    focus_in(qtbot, window, probe)
    QTest.keyClick(probe, key, mods)
    qtbot.waitUntil(lambda: bool(pressed), timeout=WAIT)
    assert pressed == [True]


def test_enter_on_browse_and_copy_command(qtbot, window, monkeypatch):
    """Two of the window's own buttons: Browse… opens its folder dialog, Copy command
    copies the line Start would run."""
    asked: list[str] = []
    monkeypatch.setattr(gui.widgets.options_form, "choose_output_folder",
                        lambda *a: asked.append("browse") or "")
    browse = window.options.findChild(QPushButton, "chooseOutputFolder")
    focus_in(qtbot, window, browse)
    QTest.keyClick(browse, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: asked == ["browse"], timeout=WAIT)

    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    window.tabs.setCurrentWidget(window.summary)
    copy = window.summary.findChild(QPushButton, "copyCommand")
    QGuiApplication.clipboard().setText("")
    focus_in(qtbot, window, copy)
    QTest.keyClick(copy, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "engine" in QGuiApplication.clipboard().text(), timeout=WAIT)


def test_a_held_enter_presses_once_and_shift_enter_never(qtbot, window):
    panel = window.summary
    _show_page(window, panel)
    probe = QPushButton("Probe", panel)
    probe.show()
    pressed: list[bool] = []
    probe.clicked.connect(lambda: pressed.append(True))
    focus_in(qtbot, window, probe)
    QTest.keyClick(probe, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(pressed), timeout=WAIT)
    qtbot.waitUntil(lambda: not probe.isDown(), timeout=WAIT)   # (that press is over)
    for _ in range(3):   # the key held: auto-repeated presses
        QApplication.sendEvent(probe, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return,
                                                Qt.KeyboardModifier.NoModifier, "\r", True))
    _no_press_under_way(qtbot, probe)
    assert pressed == [True]
    # Shift+Enter is not a plain Enter: nothing
    QTest.keyClick(probe, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    _no_press_under_way(qtbot, probe)
    assert pressed == [True]


def test_enter_in_a_field_is_the_fields_own(qtbot, window):
    """Enter in Output folder checks it (gui.widgets.settled_text) and presses nothing."""
    edit = window.options.out_edit
    pressed: list[bool] = []
    for b in window.findChildren(QPushButton):
        b.clicked.connect(lambda *_: pressed.append(True))
    returned: list[bool] = []
    edit.returnPressed.connect(lambda: returned.append(True))
    focus_in(qtbot, window, edit)
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert returned == [True]   # (the key was delivered, to the field)
    _no_press_under_way(qtbot, *window.findChildren(QPushButton))
    assert pressed == [] and edit.hasFocus()
