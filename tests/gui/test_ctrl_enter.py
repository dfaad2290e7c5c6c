"""Ctrl+Enter presses the default button, which the bar draws, Run → Start names and whose
tooltip alone names the key: Start, Resume while it can finish the offered run, Start
over… (which asks, Cancel its default) when it cannot. While the look at the source runs,
Resume stays the default, greyed out: the key learnt for Start was Start over… then, a
question that deletes the run, until the look answered and Resume took the key back."""

from __future__ import annotations

from interrupted_runs import calls, use_fake
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from window_steps import WAIT, prepare

from engine.output_state import OutputState
from gui.widgets.action_bar import ActionBar


def _keyed(bar: ActionBar) -> list[str]:
    """The buttons shown whose tooltip names Ctrl+Enter."""
    return [b.objectName() for b in (bar.start_btn, bar.resume_btn)
            if b.isVisibleTo(bar) and "Ctrl+Enter" in b.toolTip()]


def _default(bar: ActionBar) -> list[str]:
    return [b.objectName() for b in (bar.start_btn, bar.resume_btn)
            if b.isVisibleTo(bar) and b.isDefault()]


def test_the_key_is_named_on_the_default_button_alone(qtbot):
    from gui.resume_check import CheckedState
    bar = ActionBar()
    qtbot.addWidget(bar)
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=1,
                        records=3, planned=9, source="src", options={})
    state.bytes_version = state.ours_bytes_version
    checking = CheckedState(**{k: getattr(state, k) for k in OutputState.__dataclass_fields__},
                            checking=True)
    for offer, changed, default in (
            (None, (), "startButton"),                            # Start
            (state, (), "resumeButton"),                          # Resume finishes it
            (state, [("cat/new.jpg", "added")], "startButton"),   # it cannot: Start over…
            (checking, (), "resumeButton")):                      # it may: Resume, greyed
        bar.set_offer(offer, changed=changed)
        assert _default(bar) == [default] == _keyed(bar), (offer, changed)


def test_ctrl_enter_waits_for_the_look_then_resumes(qtbot, window, tmp_path, monkeypatch):
    import gui.resume_check
    from tests.engine.interrupted import bmp_dataset, interrupted_after
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    interrupted_after(src, out, 2)
    looks: list = []   # the look at the source, held until the test lets it answer
    monkeypatch.setattr(gui.resume_check, "run_in_background", lambda f, _n: looks.append(f))
    argv = use_fake(monkeypatch, tmp_path)
    prepare(qtbot, window, src, out)
    bar = window.actions_bar
    qtbot.waitUntil(bar.offering, timeout=WAIT)
    if bar.load_btn.isVisible():   # (the run's own options: Resume can finish it)
        bar.load_btn.click()
    qtbot.waitUntil(lambda: bar.blocked == "checking" and bool(looks), timeout=WAIT)
    assert bar.resume_btn.isDefault() and not bar.resume_btn.isEnabled()
    assert window.start_action.text() == "Re&sume" and not window.start_action.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.pending_dialog is None and not window.controller.running()
    while looks:   # the look answers: nothing changed since the run
        looks.pop(0)()
    qtbot.waitUntil(bar.can_resume, timeout=WAIT)
    assert bar.resume_btn.isDefault() and window.start_action.isEnabled()
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert "--resume" in calls(argv)[0]
