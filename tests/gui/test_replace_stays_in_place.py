"""Ticking "Replace existing output" took its note away (the folder holds a finished
dataset) and the hint beside Start, and the form jumped: the note was above the box, so
at the top of the form the box could not be held and the form left its top for whole
rows ("1. ソース画像" cut off, 1366x768 Japanese), and scrolled it went 84 -> 90 -> 35 -> 36
(1024x640 Japanese). The box the user ticked stays where it was on the screen."""

from __future__ import annotations

import pytest
from interrupted_runs import finished_dataset
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollArea
from studio_fixtures import focus_in, make_dataset, window_at
from window_steps import WAIT, posted_ran


def _y(area: QScrollArea, widget) -> int:
    return widget.mapTo(area.viewport(), QPoint(0, 0)).y()


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QCoreApplication.processEvents()


@pytest.mark.parametrize("size", [(1366, 738), (1024, 610)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("where", ["top", "middle", "end"])
def test_the_ticked_box_stays_where_it_was(qtbot, settings, tmp_path, language, lang, size,
                                           where):
    if lang != "en":
        language(lang)
    window = window_at(qtbot, settings, *size)
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
    top = box.mapTo(area.widget(), QPoint(0, 0)).y()
    bar.setValue({"top": 0, "middle": top - view.height() // 2, "end": bar.maximum()}[where])
    _settle()
    if not 0 <= _y(area, box) <= view.height() - box.height():
        pytest.skip("the box is out of view there")
    before = _y(area, box)
    moves: list[int] = []
    bar.valueChanged.connect(moves.append)
    QTest.keyClick(box, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: box.isChecked() and not note.isVisible()
                    and window.actions_bar.start_btn.isEnabled(), timeout=WAIT)
    posted_ran(qtbot, window, rounds=3)   # (the keeper's and the rows' later passes)
    assert _y(area, box) == before, moves
    assert window.source_panel.isVisible()
    if where == "top":
        assert bar.value() == 0   # "1. Source images" stays in view
