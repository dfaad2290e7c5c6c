"""Ctrl+Enter presses the default button, which the bar draws, Run → Start names and whose
tooltip alone names the key: Start, Resume while it can finish the offered run, Start
over… (which asks, Cancel its default) when it cannot. While the source's scan or the look
at it runs, no button is the default and the key does nothing: the key learnt for Start
was Start over… then, a question that deletes the run, until the look answered and Resume
took the key back; and at launch on the run's folder Resume was the default until the scan
found the source changed, when Start over… took its place under the user's key."""

from __future__ import annotations

import pytest
from interrupted_runs import calls, use_fake
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from studio_fixtures import checking_offer
from window_steps import WAIT, prepare

from gui.widgets.action_bar import ActionBar


def _keyed(bar: ActionBar) -> list[str]:
    """The buttons shown whose tooltip names Ctrl+Enter."""
    return [b.objectName() for b in (bar.start_btn, bar.resume_btn)
            if b.isVisibleTo(bar) and "Ctrl+Enter" in b.toolTip()]


def _default(bar: ActionBar) -> list[str]:
    return [b.objectName() for b in (bar.start_btn, bar.resume_btn)
            if b.isVisibleTo(bar) and b.isDefault()]


def test_the_key_is_named_on_the_default_button_alone(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    state, checking = checking_offer()
    for offer, changed, default in (
            (None, (), "startButton"),                            # Start
            (state, (), "resumeButton"),                          # Resume finishes it
            (state, [("cat/new.jpg", "added")], "startButton"),   # it cannot: Start over…
            (checking, (), "")):                                  # not known yet: none
        bar.set_offer(offer, changed=changed)
        assert _default(bar) == [default][:bool(default)] == _keyed(bar), (offer, changed)


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
    assert _default(bar) == [] and not bar.resume_btn.isEnabled()
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


def _interrupted_as_the_form_would_start_it(src, out) -> None:
    """``out`` as a run of the form's own options for ``src`` (nothing differs, Resume may
    finish it), killed once its journal was in place."""
    import os
    import shutil

    from gui.job import Job
    from tests.engine import imagefactory as F
    argv = [F.PYTHON, "-m", "engine", *Job(source=str(src), out=str(out)).convert_args(),
            "--events", "jsonl"]
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == 0, err
    crash = F.after_journal_started(err)
    shutil.rmtree(out)
    code, _, err = F.run_engine(argv, env=dict(os.environ, TFRS_CRASH_AT_STEP=str(crash)))
    assert code != 0 and (out / ".tfrecord-studio-journal.jsonl").is_file(), err


@pytest.mark.parametrize("removed", [False, True])
def test_the_default_never_moves_from_one_button_to_the_other_at_launch(qtbot, window,
                                                                      tmp_path, removed):
    """Opened on an interrupted run's folder, the window showed Resume as the default while
    the source's scan ran, and Start over… once it found an image removed: a key pressed
    then started over. No button is the default until the scan and the look answer."""
    from PySide6.QtCore import QTimer

    from gui.app import apply_options, parse_launch_args
    from tests.engine.interrupted import bmp_dataset
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    _interrupted_as_the_form_would_start_it(src, out)
    if removed:
        next(src.glob("a/*.bmp")).unlink()
    bar, panel = window.actions_bar, window.source_panel
    seen: list[tuple[bool, list[str], bool]] = []   # (scan or look done, default, key on)

    def look() -> None:
        if bar.offering():
            known = panel.last_result is not None and bar.blocked != "checking"
            row = (known, _default(bar), window.start_action.isEnabled())
            if not seen or seen[-1] != row:
                seen.append(row)
    poll = QTimer(window)
    poll.timeout.connect(look)
    poll.start(0)
    opts, _ = parse_launch_args([str(out)])
    assert apply_options(window, opts) == []
    final = ["startButton"] if removed else ["resumeButton"]
    qtbot.waitUntil(lambda: bool(seen) and seen[-1] == (True, final, True), timeout=WAIT)
    poll.stop()
    waiting = [row for row in seen if not row[0]]
    assert waiting, seen   # (the offer was seen while the scan ran)
    assert all(row[1:] == ([], False) for row in waiting), seen
    assert {tuple(row[1]) for row in seen if row[0]} == {tuple(final)}, seen
