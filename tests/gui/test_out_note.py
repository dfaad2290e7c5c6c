"""The status bar's word that the window replaced the user's output folder: readable at
1366x768, and gone once it no longer holds. A walk left "The output folder is now … the one
you chose, …/ds3, is not empty…" (cut off at 1366 pixels) after the user had set both the
source and the output folder again themselves."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from studio_fixtures import make_dataset


def _replaced(window, tmp_path) -> tuple[Path, Path]:
    """The user's own folder ``mine``, not empty, replaced by ``now`` for a new source."""
    window.set_source(str(make_dataset(tmp_path / "first", per_class=1)))
    mine = tmp_path / "out" / "ds3"
    mine.mkdir(parents=True)
    (mine / "notes.txt").write_text("theirs")
    window.options.out_edit.setText(str(mine))
    window.options.outputEdited.emit()
    window.set_source(str(make_dataset(tmp_path / "datas", per_class=1)))
    now = Path(window.options.out_edit.text())
    assert now != mine
    return mine, now


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_note_fits_and_its_tooltip_has_the_paths(qtbot, window, tmp_path, language, lang):
    if lang != "en":
        language(lang)
    window.resize(1366, 768)
    mine, now = _replaced(window, tmp_path)
    bar = window.statusBar()
    message = bar.currentMessage()
    assert now.name in message and "ds3" in message
    assert str(mine) not in message   # the names: the whole path is in the tooltip
    assert str(mine) in bar.toolTip() and str(now) in bar.toolTip()
    assert QFontMetrics(bar.font()).horizontalAdvance(message) < 1366 - 40
    # another message: the tooltip is that one, whole
    bar.showMessage("Something else")
    assert bar.toolTip() == "Something else"


def test_the_note_goes_when_the_user_sets_the_folder(qtbot, window, tmp_path):
    mine, _now = _replaced(window, tmp_path)
    bar = window.statusBar()
    assert "not empty" in bar.currentMessage()
    edit = window.options.out_edit
    edit.selectAll()
    QTest.keyClicks(edit, str(tmp_path / "out" / "ds4"))   # typed: textEdited
    assert bar.currentMessage() == ""


def test_the_note_goes_when_the_window_sets_another_folder(qtbot, window, tmp_path):
    """The source chosen again (the walker's case: a new source, a new proposed folder):
    the old reason no longer holds."""
    _replaced(window, tmp_path)
    bar = window.statusBar()
    assert "not empty" in bar.currentMessage()
    window.set_source(str(make_dataset(tmp_path / "data", per_class=1)))
    assert bar.currentMessage() == ""


def test_the_note_stays_while_it_holds(qtbot, window, tmp_path):
    """Another option changed: the folder and the source are those the note was about."""
    _replaced(window, tmp_path)
    bar = window.statusBar()
    window.options.workers.setValue(window.options.workers.value() + 1)
    window.revalidate()
    assert "not empty" in bar.currentMessage()
