"""What a keyboard user reaches from a menu item or a key: Run → Tune workers… puts the
keyboard on the Tune tab (it stayed on the tab bar above the form, Run sweep 32 presses of
Tab away); Esc, and Run → Cancel…, stop a running sweep (they were greyed out)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from studio_fixtures import DATA, use_fake


def test_tune_workers_menu_puts_the_keyboard_on_run_sweep(qtbot, ready):
    ready.main_tabs.setCurrentWidget(ready.inspect)   # from the other tab, too
    qtbot.waitUntil(lambda: ready.main_tabs.currentIndex() == 1, timeout=5000)
    ready.tune_action.trigger()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is ready.tune.start_btn, timeout=5000)
    assert ready.tabs.currentWidget() is ready.tune


def test_tune_workers_menu_without_a_source_goes_to_the_first_field(qtbot, window):
    tune = window.tune
    tune.set_can_start(False, "no source")
    window.tune_action.trigger()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tune.max_workers, timeout=5000)


def test_esc_stops_a_running_sweep(qtbot, ready, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--hang")
    tune = ready.tune
    assert ready.start_tune() and tune.is_running()
    qtbot.waitUntil(ready.cancel_action.isEnabled, timeout=5000)
    with qtbot.waitSignal(tune.client.finished, timeout=60_000):
        QTest.keyClick(ready, Qt.Key.Key_Escape)
    assert not tune.is_running() and ready.pending_dialog is None
    qtbot.waitUntil(lambda: not ready.cancel_action.isEnabled(), timeout=5000)
