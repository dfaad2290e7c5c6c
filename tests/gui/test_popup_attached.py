"""A drop-down list of the options form opens on its field and stays there: the Shards
list of a Korean walk (1366x768) opened ~90 px above its field, over the row above, as
the form scrolled while it opened (screenshot 22)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea
from window_steps import CANCELLED_RUN, WAIT


def _offset(combo: QComboBox) -> int:
    """How far the open list's top is from its field's top, on the screen."""
    return combo.view().window().geometry().top() - combo.mapToGlobal(QPoint(0, 0)).y()


def test_the_shards_list_stays_on_its_field_while_the_form_would_move(qtbot, window):
    window.resize(1366, 768)
    area = window.findChild(QScrollArea, "settingsScroll")
    bar, view = area.verticalScrollBar(), area.viewport()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT)
    bar.setValue(bar.maximum())
    combo = window.findChild(QComboBox, "shardBy")
    field = combo.mapToGlobal(QPoint(0, 0)).y()
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view().window()
    qtbot.waitUntil(lambda: popup.isVisible(), timeout=5000)
    opened = _offset(combo)
    assert abs(opened) <= combo.height(), "the list opened away from its field"
    # the area shrinks under the open list (the Resume offer shown below it): the form
    # is neither put back nor snapped to whole rows while the list is open
    full, at = view.height(), bar.value()
    window.actions_bar.set_offer(CANCELLED_RUN)
    qtbot.waitUntil(lambda: view.height() < full, timeout=WAIT)
    for _ in range(3):   # the keeper and the rows act on the next turns of the event loop
        QApplication.processEvents()
    assert popup.isVisible() and bar.value() == at
    assert combo.mapToGlobal(QPoint(0, 0)).y() == field and _offset(combo) == opened
    # and when the form moves all the same, the list moves with its field
    step = min(90, bar.value())   # (the form scrolls less since the class table is only
    assert step > 0                  # as tall as its rows: 83 px at 1366x768)
    bar.setValue(bar.value() - step)
    assert combo.mapToGlobal(QPoint(0, 0)).y() == field + step
    assert _offset(combo) == opened
    combo.hidePopup()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=5000)
