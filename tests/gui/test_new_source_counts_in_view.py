"""A source chosen with Alt+L while the focus is in Output folder shows its counts: the
form's keeper held the focused field in its place as the source panel above it grew by
what the scan found (classes, samples, problems), so the form scrolled down and the new
source's summary line started out of sight (1024x640, 1366x768). The focus stays in the
field, and an option edited afterwards leaves the form where the keeper holds it
(gui.counts_in_view)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from studio_fixtures import focus_in, make_dataset, window_at
from window_steps import WAIT

import gui.widgets.source_panel as source_panel


def _in_view(window, widget) -> bool:
    port = window.settings_scroll.viewport()
    top = widget.mapTo(port, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= port.height()


def _settle(qtbot) -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    qtbot.wait(50)   # (the keeper's and the window's later passes)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


# a window filling a 1024x640 or a 1366x768 screen, under its title bar
@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 617)), ("ja", (1366, 745))])
def test_a_source_chosen_from_output_folder_shows_its_counts(qtbot, settings, tmp_path,
                                                            monkeypatch, language, lang,
                                                            size):
    if lang != "en":
        language(lang)
    window = window_at(qtbot, settings, *size)
    panel, options = window.source_panel, window.options
    first = make_dataset(tmp_path / "first", per_class=3)
    window.set_source(str(first))
    options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.scanning(),
                    timeout=WAIT)
    _settle(qtbot)
    # a second source whose scan finds more: seven classes and broken files, listed as
    # problems under the samples (the panel grows by some 150 px above the field)
    second = make_dataset(tmp_path / "second", per_class=2, broken=4,
                          classes=("a", "b", "c", "d", "e", "f", "g"))
    monkeypatch.setattr(source_panel, "ask_folder", lambda _parent, _start: str(second))
    focus_in(qtbot, window, options.out_edit)
    _settle(qtbot)
    bar = window.settings_scroll.verticalScrollBar()
    assert _in_view(window, panel.summary) and _in_view(window, options.out_edit), bar.value()

    QTest.keyClick(options.out_edit, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    panel.last_result.source == str(second) and panel.problems.isVisible(),
                    timeout=WAIT)
    _settle(qtbot)
    assert options.out_edit.hasFocus()   # (not stolen)
    assert _in_view(window, panel.summary), bar.value()
    assert _in_view(window, panel.classes), bar.value()

    # held again: an option that reads the source again leaves the focused field in place
    edit = options.max_pixels
    focus_in(qtbot, window, edit)
    _settle(qtbot)
    place = edit.mapTo(window.settings_scroll.viewport(), QPoint(0, 0)).y()
    options.max_pixels.setValue(options.max_pixels.value() - 1)
    qtbot.waitUntil(panel.scanning, timeout=WAIT)
    qtbot.waitUntil(lambda: not panel.scanning(), timeout=WAIT)
    _settle(qtbot)
    assert edit.hasFocus()
    assert edit.mapTo(window.settings_scroll.viewport(), QPoint(0, 0)).y() == place


def test_a_form_the_user_scrolls_during_the_scan_stays_where_it_was_put(qtbot, settings,
                                                                     tmp_path, monkeypatch):
    window = window_at(qtbot, settings, 1024, 617)
    panel, options = window.source_panel, window.options
    options.out_edit.setText(str(tmp_path / "out"))
    second = make_dataset(tmp_path / "second", per_class=2, broken=4,
                          classes=("a", "b", "c", "d", "e", "f", "g"))
    monkeypatch.setattr(source_panel, "ask_folder", lambda _parent, _start: str(second))
    held: list = []   # the scan ends when the test says so (a slow share)
    monkeypatch.setattr(source_panel, "run_in_background", lambda fn, _what: held.append(fn))
    focus_in(qtbot, window, options.out_edit)
    QTest.keyClick(options.out_edit, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(held), timeout=WAIT)
    _settle(qtbot)
    bar = window.settings_scroll.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderSingleStepAdd)   # the wheel, say
    _settle(qtbot)
    port = window.settings_scroll.viewport()
    place = options.out_edit.mapTo(port, QPoint(0, 0)).y()
    held[0]()   # the scan answers: the panel grows above the field
    qtbot.waitUntil(lambda: panel.problems.isVisible(), timeout=WAIT)
    _settle(qtbot)
    # held in place by the keeper, as before any source was chosen
    assert options.out_edit.mapTo(port, QPoint(0, 0)).y() == place
