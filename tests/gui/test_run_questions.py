"""The questions that stand between a running conversion and a stop: Quit (Ctrl+Q) and
Esc. A quit asked at 60% kept saying "Quitting cancels it … press Resume" after the run had
finished converting; Quit then stopped the check, and there was nothing to resume, only a
dataset never verified. Esc, the key of every popup, cancelled an hour's run at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from studio_fixtures import DATA, make_dataset, use_fake

from engine.output_kind import read_output_state
from gui import dialogs

WAIT = 120_000


def _said(box) -> str:
    return box.text() + "\n" + box.informativeText()


def _accept(box):
    return next(b for b in box.buttons() if b.objectName().endswith("Accept"))


def _verifying_run(monkeypatch, window):
    """The ``window`` set to convert and then verify with the fake engine, whose check
    waits for a cancel."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_progress.jsonl"), "--hang-verify")
    window.options.verify.setChecked(True)


def test_the_quit_question_is_asked_again_when_the_conversion_ends_under_it(
        qtbot, ready, monkeypatch):
    w = ready
    _verifying_run(monkeypatch, w)
    w.start()
    assert not w.close()                   # Ctrl+Q at once: the engine has said nothing yet
    first = w.pending_dialog
    assert first.text() == "A conversion is still running." and "Resume" in _said(first)
    answered = []
    first.finished.connect(answered.append)
    # the conversion ends and its check begins while the question is open, unanswered
    qtbot.waitUntil(lambda: w.pending_dialog not in (None, first), timeout=WAIT)
    box = w.pending_dialog
    assert answered == [0]   # closed, as Keep running: no effect
    assert box.objectName() == "quitDialog" and box.isVisible()
    said = _said(box)
    assert "the verification is still running" in said and \
        "The dataset is complete and is kept" in said
    assert "Resume" not in said and "cancels it" not in said
    assert box.defaultButton() is box.escapeButton()   # Enter still keeps it running
    assert w.controller.running() and w.isVisible()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        _accept(box).click()                # Quit: stops only the check
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=WAIT)
    # (the check stopped, or never started when the conversion's process was still
    # exiting: the question is the check's from the conversion's run_finished on)
    assert w.model.phase in ("finished", "cancelled") and w.model.done > 0
    assert w.model.verify is None or w.model.verify.cancelled


def test_a_run_that_ends_under_the_quit_question_quits_without_another(
        qtbot, ready, monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"))
    w.options.verify.setChecked(False)
    w.start()
    assert not w.close()
    box = w.pending_dialog
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as ended:
        pass
    assert ended.args == [True]
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=WAIT)   # the quit asked for
    assert w.pending_dialog is None and not box.isVisible()


def test_a_run_that_fails_under_the_quit_question_shows_its_error_and_stays(
        qtbot, ready, monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--exit", "1")
    w.options.verify.setChecked(False)
    w.start()
    assert not w.close()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        pass
    assert w.pending_dialog is None and w.isVisible()   # the question is gone, not the window
    assert w.last_error is not None and w.last_error.isVisible()
    w.last_error.close()
    assert w.close()   # nothing runs: Ctrl+Q quits without a question


def _esc(qtbot, w) -> None:
    """Esc as typed, to the control that has the keyboard focus in the active window."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=WAIT)
    QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_Escape)


def test_esc_asks_before_it_cancels_a_run_and_keeps_running_by_default(
        qtbot, ready, monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--hang-after", "progress")
    w.start()
    qtbot.waitUntil(lambda: w.model.phase == "writing", timeout=WAIT)
    _esc(qtbot, w)
    box = w.pending_dialog
    assert box is not None and box.objectName() == "cancelDialog" and box.isVisible()
    assert w.controller.running() and not w.controller.cancelling()
    assert box.windowTitle() == "Cancel the conversion?"
    assert "Everything it has converted is kept" in box.informativeText()
    assert "Resume finishes the rest later" in box.informativeText()
    assert box.defaultButton() is box.escapeButton()
    assert box.escapeButton().text() == "Keep running"
    QTest.keyClick(box, Qt.Key_Escape)    # a second Esc: in the question, Keep running
    qtbot.waitUntil(lambda: w.pending_dialog is None, timeout=WAIT)
    assert w.controller.running() and not w.controller.cancelling()
    _esc(qtbot, w)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        _accept(w.pending_dialog).click()  # "Cancel the conversion"
    assert w.model.phase == "cancelled"


def test_esc_while_only_the_check_runs_says_it_stops_the_check(qtbot, ready, monkeypatch):
    w = ready
    _verifying_run(monkeypatch, w)
    w.start()
    qtbot.waitUntil(w.controller.verifier.is_running, timeout=WAIT)
    w.cancel_action.trigger()   # Esc, or Run → Cancel…
    box = w.pending_dialog
    assert box.windowTitle() == "Stop the check?"
    assert "The dataset is complete and is kept" in _said(box) and "Resume" not in _said(box)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        _accept(box).click()
    assert w.model.phase == "cancelled"


def test_esc_in_the_user_guide_closes_the_guide_and_not_the_run(qtbot, ready, monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--hang-after", "progress")
    w.start()
    qtbot.waitUntil(lambda: w.model.phase == "writing", timeout=WAIT)
    w.guide_action.trigger()
    guide = w.guide
    guide.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is guide, timeout=WAIT)
    QTest.keyClick(QApplication.focusWidget() or guide, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not guide.isVisible(), timeout=WAIT)
    assert w.pending_dialog is None and w.controller.running()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.actions_bar.cancel_btn.click()


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_questions_are_as_wide_as_their_title_bars(qtbot, window, language, lang):
    """"Quit? — TFRecord Studio" was cut to "Quit? — TF…cord Studio" (and 終了しますか? to
    "終了しますか? ...cord Studio"): the box was as narrow as its text, and Qt appends the
    application's name to a dialog's title on Linux and Windows."""
    if lang != "en":
        language(lang)
    app = QApplication.instance()
    name = app.applicationDisplayName()
    app.setApplicationDisplayName("TFRecord Studio")   # as gui.app names it
    try:
        for box in (dialogs.confirm_quit(window, False), dialogs.confirm_cancel(window, False),
                    dialogs.confirm_cancel(window, True)):
            box.open()
            qtbot.waitUntil(box.isVisible, timeout=WAIT)
            title = dialogs.platform_title(box.windowTitle())
            assert title == f"{box.windowTitle()} \u2014 TFRecord Studio"
            bold = QFont(box.font())
            bold.setBold(True)
            # the title, and the icon, three buttons and margins an openbox title bar has
            # beside it (the 259 px box left 185 px: "Quit? \u2014 TF\u2026cord Studio")
            need = QFontMetrics(bold).horizontalAdvance(title) + 100
            assert box.width() >= need, (title, box.width(), need)
            # and its text whole: a minimum width on the main text's label once cut its
            # one line ("変換は完了しています。検証だけがまだ実行中")
            label = box.findChild(QLabel, "qt_msgbox_label")
            assert label.wordWrap() or label.width() >= label.sizeHint().width(), label.text()
            box.reject()
    finally:
        app.setApplicationDisplayName(name)


@pytest.mark.e2e
def test_a_real_run_that_finishes_under_the_quit_question(qtbot, window, tmp_path,
                                                         monkeypatch):
    """The real engine converts and verifies while the quit question waits unanswered: it
    is asked again once only the check runs, and the quit is done when the check ends, the
    dataset complete and verified (nothing was stopped)."""
    w = window
    src = make_dataset(tmp_path / "images", per_class=6, size=(32, 24))
    out = tmp_path / "out"
    w.set_source(str(src))
    w.options.out_edit.setText(str(out))
    w.options.set_size("16")
    w.options.verify.setChecked(True)
    # (the scan answered: a Start pressed during it waits for it, and nothing would run yet)
    qtbot.waitUntil(lambda: w.actions_bar.start_btn.isEnabled()
                    and not w.source_panel.scanning(), timeout=WAIT)
    asked = []
    real = dialogs.confirm_quit

    def confirm_quit(parent, tuning, verifying=False):
        asked.append(("verifying" if verifying else "converting", w.model.phase))
        return real(parent, tuning, verifying)

    monkeypatch.setattr(dialogs, "confirm_quit", confirm_quit)
    w.start()
    assert not w.close()
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=WAIT)
    assert [what for what, _ in asked] == ["converting", "verifying"], asked
    assert asked[1][1] == "verifying"
    state = read_output_state(str(out))
    assert state.kind == "dataset" and state.records == 12, state
    assert state.verified, "the check ran to its end"


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_question_asked_again_keeps_its_buttons_in_place(qtbot, window, language, lang):
    """The quit question asked again when converting ended and the check began was wider
    and taller, re-centred: its buttons moved, and a click aimed at Quit could land on Keep
    running (a walk's d02 and d04). Each variant has its buttons where the other had them."""
    from PySide6.QtCore import QPoint, QRect
    if lang != "en":
        language(lang)
    window.resize(1024, 610)

    def places(box) -> list[QRect]:
        box.open()
        qtbot.waitUntil(box.isVisible, timeout=WAIT)
        qtbot.waitUntil(lambda: box.width() > 0 and box.buttons()[0].width() > 0)
        where = [QRect(b.mapToGlobal(QPoint(0, 0)), b.size()) for b in box.buttons()]
        box.reject()
        return where

    for ask in (lambda v: dialogs.confirm_quit(window, False, v),
                lambda v: dialogs.confirm_cancel(window, v)):
        converting, verifying = places(ask(False)), places(ask(True))
        assert converting == verifying, (lang, converting, verifying)
