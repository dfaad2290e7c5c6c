"""Typing a folder into Output folder key by key: each partial path was checked at its key,
and its notes ("The output folder holds files TFRecord Studio did not write" under "/" and
"/tmp", nothing under "/tmp/t", the finished dataset's note, the Resume offer) and the line
beside Start came and went key after key, the form moving under the caret (1024x640
Japanese: 38 and 36 px, 11 moves over one path, xdotool under Xvfb). Now the typed path is
checked once the typing rests: nothing moves or changes while keys come, a problem of a
path typed half-way waits until the user leaves the field, and Start waits for the check
or makes it (Ctrl+Enter, Alt+S right after the last key)."""

from __future__ import annotations

import pytest
from interrupted_runs import calls, finished_dataset, interrupted_run, use_fake
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QScrollArea
from studio_fixtures import focus_in, make_dataset, window_at
from window_steps import WAIT, posted_ran

import gui.widgets.settled_text


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


@pytest.mark.parametrize("size", [(1366, 738), (1024, 610)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("kind", ["dataset", "interrupted"])
def test_typing_a_folder_moves_nothing(qtbot, settings, tmp_path, language, monkeypatch,
                                       lang, size, kind):
    # (longer than a loaded machine's gap between two keys: no check while they come)
    monkeypatch.setattr(gui.widgets.settled_text, "SETTLE_MS", 2000)
    if lang != "en":
        language(lang)
    window = window_at(qtbot, settings, *size)
    _ready(qtbot, window, tmp_path)
    target = tmp_path / ("out-done" if kind == "dataset" else "out-half")
    if kind == "dataset":
        finished_dataset(target, str(tmp_path / "images"))
    else:
        interrupted_run(target, str(tmp_path / "images"), {})
    area = window.findChild(QScrollArea, "settingsScroll")
    edit = window.options.out_edit
    focus_in(qtbot, window, edit)
    edit.selectAll()
    paints = _Paints(area, edit)
    before, shown = paints.y(), _shown(window)
    for key in str(target):   # a user's keys, ~40 ms apart
        QTest.keyClicks(edit, key)
        qtbot.wait(40)
        _settle()
        assert (paints.y(), _shown(window)) == (before, shown), edit.text()
        assert not window.actions_bar.start_btn.isEnabled()   # (not checked yet)
    assert set(paints.ys) <= {before}, edit.text()
    # the typing rests: the folder's answer shows; the field stays where it is unless the
    # offer below the form would cover it
    qtbot.waitUntil(lambda: not window.options.output_pending(), timeout=WAIT)
    if kind == "dataset":
        qtbot.waitUntil(lambda: "finished dataset" in window.actions_bar.why_not()
                        or "完成済み" in window.actions_bar.why_not(), timeout=WAIT)
    else:
        qtbot.waitUntil(window.actions_bar.offering, timeout=WAIT)
    posted_ran(qtbot, window, rounds=3)   # (the later passes, and the paints they asked)
    view = area.viewport().height()
    if before + edit.height() <= view:
        assert set(paints.ys) == {before}
    else:   # (1024x640: the offer is taller than the room below the field)
        assert 0 <= paints.y() and paints.y() + edit.height() <= view
        assert len(set(paints.ys)) == 2   # moved once, straight to its place
    assert edit.hasFocus() and edit.text() == str(target)


@pytest.mark.parametrize("kind", ["new", "dataset", "foreign", "interrupted"])
def test_ctrl_enter_right_after_the_last_key_acts_on_the_folder_typed(
        qtbot, window, tmp_path, monkeypatch, kind):
    """Start never acts on a folder it has not checked: Ctrl+Enter pressed before the
    typing rested checks the folder typed at once, and does what that allows. A new
    folder is converted into; a dataset is not replaced (Replace existing output, ticked
    for the folder before, went with the first key); a folder of other files starts
    nothing; an interrupted run that Resume cannot finish is started over only after the
    question."""
    argv = use_fake(monkeypatch, tmp_path)
    _ready(qtbot, window, tmp_path)
    finished_dataset(tmp_path / "before", str(tmp_path / "images"))
    window.options.out_edit.setText(str(tmp_path / "before"))
    window.options.set_replace(True)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    target = tmp_path / kind
    if kind == "dataset":
        finished_dataset(target, str(tmp_path / "images"))
    elif kind == "foreign":
        target.mkdir()
        (target / "thesis.docx").write_bytes(b"mine")
    elif kind == "interrupted":
        interrupted_run(target, str(tmp_path / "images"), {})
    held = sorted(p.name for p in target.iterdir()) if target.exists() else []
    edit = window.options.out_edit
    focus_in(qtbot, window, edit)
    edit.selectAll()
    QTest.keyClicks(edit, str(target))
    assert window.options.output_pending() and not window.actions_bar.start_btn.isEnabled()
    QTest.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    if kind == "new":
        qtbot.waitUntil(lambda: bool(calls(argv)), timeout=WAIT)
        assert calls(argv)[0][calls(argv)[0].index("--out") + 1] == str(target)
        qtbot.waitUntil(lambda: not window.controller.running(), timeout=WAIT)
        return
    # (a run starts its process as Start is pressed: running() at once; what the press
    # posted, a question, has run too)
    posted_ran(qtbot, window, rounds=2)
    assert not window.controller.running() and calls(argv) == []
    assert sorted(p.name for p in target.iterdir()) == held   # nothing of the user's went
    question = window.pending_dialog
    if kind == "interrupted":   # Start over…: asked first, of this folder's run
        assert window.actions_bar.offering()
        if question is not None:
            assert question.isVisible() and str(target.name) in question.text()
            question.reject()
            assert sorted(p.name for p in target.iterdir()) == held
    else:
        assert question is None
        assert not window.options.job().overwrite
    if kind == "dataset":   # said under the field: the user asked to start
        assert "finished dataset" in window.options.error_text("out")
    if kind == "foreign":   # its problem, shown now
        assert "did not write" in window.options.error_text("out")


def test_alt_s_right_after_the_last_key_starts(qtbot, window, tmp_path, monkeypatch):
    """Alt (which Alt+S begins) checks the folder typed: Start can be pressed by its
    letter at once, as before the typing was checked at its rest."""
    argv = use_fake(monkeypatch, tmp_path)
    _ready(qtbot, window, tmp_path)
    edit = window.options.out_edit
    focus_in(qtbot, window, edit)
    edit.selectAll()
    QTest.keyClicks(edit, str(tmp_path / "typed"))
    assert window.options.output_pending()
    QTest.keyClick(edit, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(calls(argv)), timeout=WAIT)
    assert str(tmp_path / "typed") in calls(argv)[0]
    qtbot.waitUntil(lambda: not window.controller.running(), timeout=WAIT)


def test_a_problem_of_a_half_typed_path_waits_for_the_user_to_leave(qtbot, window, tmp_path):
    """"/tmp" on the way to "/tmp/typing/out": the typing rests there, and the red note
    (files TFRecord Studio did not write) waited, with the line beside Start, until the
    user left the field; the header above the run says why Start waits."""
    _ready(qtbot, window, tmp_path)
    (tmp_path / "notes.txt").write_text("mine")   # (beside images/: not ours)
    edit = window.options.out_edit
    focus_in(qtbot, window, edit)
    edit.selectAll()
    shown = _shown(window)
    QTest.keyClicks(edit, str(tmp_path))
    qtbot.waitUntil(lambda: not window.options.output_pending(), timeout=WAIT)
    _settle()
    assert _shown(window) == shown and not window.actions_bar.start_btn.isEnabled()
    assert "did not write" in window.progress.not_ready
    QTest.keyClick(edit, Qt.Key.Key_Tab)   # left: the problem is said where it is
    assert "did not write" in window.options.error_text("out")
    assert "did not write" in window.actions_bar.why_not()


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
    posted_ran(qtbot, window, rounds=3)   # (the later passes, and the paints they asked)
    assert paints.ys and set(paints.ys) == {before}


def test_when_the_typed_text_is_checked(qtbot):
    """At the rest after the keys, once; at once for text the program sets, for Enter
    and for leaving the field; a problem waits only while the user is in the field."""
    from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

    from gui.widgets.settled_text import SettledText
    box = QWidget()
    edit, other = QLineEdit(), QLineEdit()
    lay = QVBoxLayout(box)
    lay.addWidget(edit)
    lay.addWidget(other)
    qtbot.addWidget(box)
    box.show()
    typed = SettledText(edit, ms=150)
    checks: list[str] = []
    typed.settled.connect(lambda: checks.append(edit.text()))
    edit.setText("/lab")   # the program's: at once
    assert checks == ["/lab"] and not typed.pending() and not typed.holds_problems()
    focus_in(qtbot, box, edit)
    QTest.keyClicks(edit, "/x")
    assert checks == ["/lab"] and typed.pending() and typed.holds_problems()
    qtbot.waitUntil(lambda: not typed.pending(), timeout=WAIT)
    assert checks == ["/lab", "/lab/x"] and typed.holds_problems()   # (still in the field)
    QTest.keyClick(edit, Qt.Key.Key_Return)   # Enter: the problem is said
    assert checks[-1] == "/lab/x" and len(checks) == 3 and not typed.holds_problems()
    QTest.keyClicks(edit, "y")
    other.setFocus(Qt.FocusReason.TabFocusReason)   # left: at once
    assert checks[-1] == "/lab/xy" and len(checks) == 4 and not typed.pending()
    # nothing more at the rest: its timer was stopped (not pending), and nothing posted
    QCoreApplication.processEvents()
    assert len(checks) == 4
