"""Inspect's How to load at 1024x640: the records-per-class chart kept its height under the
tabs, and the reading code showed less than a line (Japanese: 0.9 of a finished dataset's,
0.5 of a cancelled one's), its note cut off above it. The chart gives way while How to
load is shown, and comes back with Features."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QPushButton
from studio_fixtures import converted_two_classes, open_in_inspect, window_at


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_reading_code_has_room_at_1024x640(qtbot, settings, language, tmp_path, lang):
    out = converted_two_classes(tmp_path, shards=2, per_class=3)
    if lang != "en":
        language(lang)
    w = window_at(qtbot, settings, 1008, 610)   # (1024x640 less a frame and title bar)
    w.main_tabs.setCurrentWidget(w.inspect)
    panel = w.inspect
    open_in_inspect(qtbot, panel, out)
    assert panel.histogram.isVisible()
    panel.left_tabs.setCurrentWidget(panel.how_to_load)
    page = panel.how_to_load.tabs.currentWidget()
    code = page.findChild(QPlainTextEdit)
    (note,) = [n for n in page.findChildren(QLabel)
               if n.objectName().startswith("howToLoadNote")]

    def lines() -> float:
        return code.viewport().height() / code.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: lines() >= 6, timeout=5000)
    assert note.height() >= note.heightForWidth(note.width()), (note.height(), note.text())
    assert not panel.histogram.isVisible()
    panel.left_tabs.setCurrentIndex(0)
    assert panel.histogram.isVisible()


def test_tab_does_not_go_into_the_hidden_reading_code(qtbot, window, tmp_path):
    """Inspect's How to load page was shown while Features was the tab in front: Tab went
    from the record's table into its Copy code and code, out of sight."""
    out = converted_two_classes(tmp_path, shards=1, per_class=2)
    window.main_tabs.setCurrentWidget(window.inspect)
    panel = window.inspect
    open_in_inspect(qtbot, panel, out)
    assert panel.left_tabs.isTabEnabled(1) and panel.left_tabs.currentIndex() == 0
    copy = panel.how_to_load.tabs.currentWidget().findChild(QPushButton)
    assert not panel.how_to_load.isVisible() and not copy.isVisible()
    chain, w = [], panel.detail
    for _ in range(40):
        w = w.nextInFocusChain()
        chain.append(w)
    assert copy not in [c for c in chain if c.isVisible()]
    panel.left_tabs.setCurrentWidget(panel.how_to_load)
    assert copy.isVisible()
    open_in_inspect(qtbot, panel, out)   # opened again: How to load shows when chosen
    panel.left_tabs.setCurrentWidget(panel.how_to_load)
    copy = panel.how_to_load.tabs.currentWidget().findChild(QPushButton)
    assert panel.how_to_load.isVisible() and copy.isVisible()
