"""Ticking "Replace existing output" near the form's end (the folder holds a finished
dataset) takes away its note and the hint beside Start: the box stays under the user's
pointer (test_replace_stays_in_place), with room below the rows for it. That room stayed
blank below "Verify files after writing" until the user scrolled (1024x640 Japanese). It
lasts only while the user's hand is on the box: once the pointer leaves the form, or the
focus moves on, the form's end is at the view's bottom again."""

from __future__ import annotations

import pytest
from interrupted_runs import finished_dataset
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollArea
from studio_fixtures import focus_in, make_dataset, window_at
from window_steps import WAIT


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QCoreApplication.processEvents()


def _blank_below_rows(window, area: QScrollArea) -> int:
    """The height of blank room between the form's last row and the view's bottom (beyond
    the form's own bottom margin)."""
    options, view = window.options, area.viewport()
    body = area.widget()
    end = options.mapTo(view, QPoint(0, 0)).y() + options.height()
    return view.height() - end - body.layout().contentsMargins().bottom()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("how", ["leave", "focus"])
def test_no_blank_room_stays_below_verify(qtbot, settings, tmp_path, language, lang, how):
    if lang != "en":
        language(lang)
    window = window_at(qtbot, settings, 1024, 610)
    out = tmp_path / "out"
    finished_dataset(out, "/lab/cells")
    window.set_source(str(make_dataset(tmp_path / "images")))
    window.options.out_edit.setText(str(out))
    panel, box = window.source_panel, window.options.overwrite
    note = window.options.findChild(type(window.actions_bar.hint), "error_out")
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.scanning()
                    and note.isVisible(), timeout=WAIT)
    _settle()
    area = window.findChild(QScrollArea, "settingsScroll")
    bar, view = area.verticalScrollBar(), area.viewport()
    focus_in(qtbot, window, box)
    # near the form's end, the box whole in view at the view's top
    top = box.mapTo(area.widget(), QPoint(0, 0)).y()
    bar.setValue(min(bar.maximum(), top - 4))
    _settle()
    assert bar.value() > bar.maximum() - 200 and _blank_below_rows(window, area) <= 0
    before = box.mapTo(view, QPoint(0, 0)).y()
    assert 0 <= before <= view.height() - box.height()
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked(), box.rect()
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=10_000)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=10_000)
    _settle()
    qtbot.wait(50)
    assert box.mapTo(view, QPoint(0, 0)).y() == before   # (still under the pointer)
    if how == "leave":   # the pointer goes on to Start
        QCoreApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
    else:   # Tab on to Size
        window.options.size_combo.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(window.options.size_combo.hasFocus, timeout=WAIT)
    _settle()
    qtbot.wait(50)
    assert _blank_below_rows(window, area) <= 0, bar.value()
    assert box.isVisible() and 0 <= box.mapTo(view, QPoint(0, 0)).y()
