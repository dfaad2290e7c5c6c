"""What the window says of a dataset's verification: quitting while only the check runs
(the dialog said the conversion would be cancelled and left for Resume), a folder's earlier
check (every existing dataset showed "Verification: —"), and a check run from Inspect on the
Convert tab's output (the Summary and the status bar went on saying "not verified")."""

from __future__ import annotations

import shlex

import pytest
from studio_fixtures import DATA, fake_command, make_dataset

from gui.engine_client import ENGINE_ENV

WAIT = 120_000


def use_fake(monkeypatch, *opts):
    monkeypatch.setenv(ENGINE_ENV, shlex.join(fake_command(*opts)))


@pytest.fixture
def ready(qtbot, window, tmp_path):
    ds = make_dataset(tmp_path / "ds")
    window.set_source(str(ds))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    return window


def test_quitting_while_only_the_check_runs_says_the_dataset_is_kept(qtbot, ready,
                                                                     monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_progress.jsonl"), "--hang-verify")
    w.options.verify.setChecked(True)
    w.start()
    qtbot.waitUntil(lambda: w.model.phase == "verifying", timeout=WAIT)
    assert not w.close()                       # Ctrl+Q: asks first
    box = w.pending_dialog
    assert box is not None and box.objectName() == "quitDialog"
    said = box.text() + "\n" + box.informativeText()
    assert "the verification is still running" in said
    assert "The dataset is complete and is kept" in said and "Verify with TensorFlow" in said
    assert "Resume" not in said and "cancels it" not in said
    box.escapeButton().click()                 # Keep running: the check goes on
    qtbot.waitUntil(lambda: w.pending_dialog is None, timeout=WAIT)
    assert w.controller.verifier.is_running()
    assert not w.close()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        next(b for b in w.pending_dialog.buttons()
             if b.objectName() == "quitDialogAccept").click()
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=WAIT)


def test_quitting_while_converting_still_offers_resume_later(qtbot, ready, monkeypatch):
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--hang-after", "progress")
    w.start()
    qtbot.waitUntil(lambda: w.model.complete_at is not None, timeout=WAIT)
    assert not w.close()
    box = w.pending_dialog
    assert box.text() == "A conversion is still running."
    assert "Resume" in box.informativeText()
    box.escapeButton().click()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.cancel()
