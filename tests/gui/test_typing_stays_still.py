"""Output folder's field stays in its place while the notes under it change: a note gone
or shown after a key laid the field's row out once at its old height, and the field was
painted away from its place for a frame."""

from __future__ import annotations

from interrupted_runs import finished_dataset
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QScrollArea
from studio_fixtures import focus_in, make_dataset, window_at
from window_steps import WAIT


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QCoreApplication.processEvents()


class _Paints(QObject):
    """The field's place in the view at each of its paints: where the user saw it."""

    def __init__(self, area: QScrollArea, field) -> None:
        super().__init__(field)
        self.area, self.field, self.ys = area, field, []
        field.installEventFilter(self)

    def y(self) -> int:
        return self.field.mapTo(self.area.viewport(), QPoint(0, 0)).y()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.ys.append(self.y())
        return False


def _shown(window) -> tuple:
    """What answers the folder typed: the note under it, the line beside Start, the offer."""
    note = window.options.findChild(QLabel, "error_out")
    bar = window.actions_bar
    return note.isVisible(), note.text(), bar.why_not(), bar.offering()


def _ready(qtbot, window, tmp_path, size=None):
    window.set_source(str(make_dataset(tmp_path / "images")))
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.scanning(),
                    timeout=WAIT)
    window.options.out_edit.setText(str(tmp_path / "fresh"))   # (by the window: at once)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    _settle()


def test_the_field_is_never_painted_out_of_place_when_its_note_goes(
        qtbot, settings, tmp_path, language):
    """The dataset's note under Output folder went after a key (the typed path another):
    the row laid itself out once at its old height, and the field was painted 27 px below
    its place for a frame (1024x640 Japanese)."""
    language("ja")
    window = window_at(qtbot, settings, 1024, 610)
    _ready(qtbot, window, tmp_path)
    out = tmp_path / "out"
    finished_dataset(out, str(tmp_path / "images"))
    window.options.out_edit.setText(str(out))
    note = window.options.findChild(QLabel, "error_out")
    qtbot.waitUntil(note.isVisible, timeout=WAIT)
    edit = window.options.out_edit
    focus_in(qtbot, window, edit)
    edit.end(False)
    _settle()
    paints = _Paints(window.findChild(QScrollArea, "settingsScroll"), edit)
    before = paints.y()
    QTest.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=WAIT)
    _settle()
    qtbot.wait(100)
    assert paints.ys and set(paints.ys) == {before}
