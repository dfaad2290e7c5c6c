"""What the window says of a dataset's verification: quitting while only the check runs
(the dialog said the conversion would be cancelled and left for Resume), a folder's earlier
check (every existing dataset showed "Verification: —"), and a check run from Inspect on the
Convert tab's output (the Summary and the status bar went on saying "not verified")."""

from __future__ import annotations

import re
import shutil

import pytest
from studio_fixtures import DATA, make_dataset, restarted_window, use_fake

from engine import protocol as P
from engine.commands.verify import record_result
from engine.output_kind import read_output_state
from gui.dialogs import local_date
from tests.engine import imagefactory as F

WAIT = 120_000


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
    # "Quit TFRecord Studio? — TFRecord Studio" was cut in the title bar at 1024x640
    assert box.windowTitle() == "Quit?"
    said = box.text() + "\n" + box.informativeText()
    assert "the verification is still running" in said
    assert "The dataset is complete and is kept" in said and "Verify now" in said
    assert "Resume" not in said and "cancels it" not in said
    box.escapeButton().click()                 # Keep running: the check goes on
    qtbot.waitUntil(lambda: w.pending_dialog is None, timeout=WAIT)
    # (the window says "verifying" from the conversion's end; the check's process starts
    # once the conversion's has exited, which on a loaded machine is later)
    qtbot.waitUntil(w.controller.verifier.is_running, timeout=WAIT)
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
    qtbot.waitUntil(lambda: len(w.model.counters) > 0, timeout=WAIT)   # converting
    assert not w.close()
    box = w.pending_dialog
    assert box.text() == "A conversion is still running."
    assert "Resume" in box.informativeText()
    box.escapeButton().click()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.cancel()


def test_quitting_between_the_conversion_and_its_check_says_the_dataset_is_kept(
        qtbot, ready, monkeypatch):
    # the window says "verifying" from the conversion's run_finished on; the check's process
    # starts only when the conversion's has exited. Ctrl+Q in between said "A conversion is
    # still running … press Resume" of a complete dataset.
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--hang-after", "run_finished")
    w.options.verify.setChecked(True)
    w.start()
    qtbot.waitUntil(lambda: w.model.phase == "verifying", timeout=WAIT)
    assert w.controller.convert.is_running() and not w.controller.verifier.is_running()
    assert not w.close()
    box = w.pending_dialog
    said = box.text() + "\n" + box.informativeText()
    assert "The dataset is complete and is kept" in said and "Resume" not in said, said
    box.escapeButton().click()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.cancel()


# ---------------------------------------------------------------- a folder's earlier check

@pytest.fixture
def converted(tmp_path):
    src = make_dataset(tmp_path / "images", per_class=3, size=(24, 20))
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16"), timeout=300)
    assert code == 0, err
    return src, out


def test_an_existing_dataset_says_whether_and_when_it_was_verified(qtbot, settings,
                                                                   converted):
    src, out = converted
    w = restarted_window(qtbot, settings, src, out)
    row = w.summary.values["verify"]
    assert row.text() == ("not verified. \u201cVerify now\u201d reads every record back to "
                          "check it.")
    assert w.summary.verify_btn.isVisibleTo(w.summary)
    w.close()
    code, _, err = F.run_engine([F.PYTHON, "-m", "engine", "verify", str(out), "--reader",
                                 "builtin", "--events", "none"], timeout=300)
    assert code == 0, err
    w = restarted_window(qtbot, settings, src, out)
    when = local_date(read_output_state(str(out)).verified["date"])
    row = w.summary.values["verify"]
    assert row.text() == f"verified (built-in reader) on {when}: 6 records read back"
    assert row.styleSheet() == ""
    assert not w.summary.verify_btn.isVisibleTo(w.summary)   # verified: nothing to offer


def test_verify_now_checks_the_shown_dataset_and_the_summary_says_so(qtbot, settings,
                                                                   converted):
    # after a restart the Summary said to go to Inspect and press Verify with TensorFlow;
    # after a cancelled check it said nothing: one button, the same words in both
    src, out = converted
    w = restarted_window(qtbot, settings, src, out)
    assert w.summary.verify_btn.isVisibleTo(w.summary)
    w.summary.verify_btn.click()
    assert w.main_tabs.currentWidget() is w.inspect
    qtbot.waitUntil(lambda: w.summary.values["verify"].text().startswith("verified ("),
                    timeout=WAIT)
    assert w.summary.values["verify"].text().endswith("6 records read back")
    assert not w.summary.verify_btn.isVisibleTo(w.summary)
    assert read_output_state(str(out)).verified["ok"]


def test_a_failed_check_of_an_existing_dataset_is_said_as_failed(qtbot, settings, converted):
    src, out = converted
    record_result(str(out), P.VerifyResult(ok=False, checked=5, problems=["a", "b"]))
    w = restarted_window(qtbot, settings, src, out)
    row = w.summary.values["verify"]
    assert row.text().startswith("FAILED on ") and "2 problems found" in row.text()
    assert "color" in row.styleSheet()


# ---------------------------------------------------------------- Inspect's check, on Convert

def test_a_check_in_inspect_of_the_output_folder_is_said_on_the_convert_tab(qtbot, settings,
                                                                          converted):
    src, out = converted
    w = restarted_window(qtbot, settings, src, out)
    assert w.summary.values["verify"].text().startswith("not verified")
    w.summary.inspect_btn.click()
    qtbot.waitUntil(lambda: w.inspect.verify_btn.isEnabled(), timeout=WAIT)
    with qtbot.waitSignal(w.inspect.verified, timeout=WAIT):
        w.inspect.verify_btn.click()
    row = w.summary.values["verify"].text()
    assert re.fullmatch(r"verified \((TensorFlow|built-in reader)\) on .+: 6 records read "
                        r"back", row), row
    assert w.statusBar().currentMessage() == ("Verified in Inspect: 6 records read back, "
                                              "counts and checksums match.")
    # and the folder says so when it is opened again (the engine kept the result)
    w.close()
    w = restarted_window(qtbot, settings, src, out)
    assert w.summary.values["verify"].text() == row


def test_a_check_in_inspect_of_another_folder_changes_nothing(qtbot, settings, converted,
                                                              tmp_path):
    src, out = converted
    other = tmp_path / "other"
    shutil.copytree(out, other)
    w = restarted_window(qtbot, settings, src, out)
    before = w.summary.values["verify"].text()
    w.inspect.open_paths([str(other)])
    qtbot.waitUntil(lambda: w.inspect.verify_btn.isEnabled(), timeout=WAIT)
    with qtbot.waitSignal(w.inspect.verified, timeout=WAIT):
        w.inspect.verify_btn.click()
    assert w.summary.values["verify"].text() == before
    assert "Verified in Inspect" not in w.statusBar().currentMessage()


def test_after_a_cancelled_check_inspects_check_finishes_the_run(qtbot, ready, monkeypatch,
                                                                 tmp_path):
    """The walk: a check cancelled at 80 of 300, then Verify with TensorFlow in Inspect
    passed, and the Convert tab still said "Cancelled: ... not verified"."""
    w = ready
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_progress.jsonl"), "--hang-verify")
    w.options.verify.setChecked(True)
    w.start()
    qtbot.waitUntil(lambda: w.model.phase == "verifying" and w.model.verify_checked > 0,
                    timeout=WAIT)
    (tmp_path / "out").mkdir(exist_ok=True)   # (the fake engine writes nothing)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        w.cancel()
    row = w.summary.values["verify"].text()
    assert row.startswith("not verified (cancelled)")
    # the header says what the Summary says ("Cancelled." above a full bar and "Done: …")
    assert w.progress.phase.text() == "Cancelled: every file is written, but not verified."
    # a way forward, in the words said of a folder's unverified dataset after a restart
    assert row.endswith(". \u201cVerify now\u201d reads every record back to check it."), row
    assert w.summary.verify_btn.isVisibleTo(w.summary)
    w.inspect.verified.emit(str(tmp_path / "out"),
                            P.VerifyResult(ok=True, checked=1600, reader="tensorflow"))
    assert w.summary.values["verify"].text() == ("OK, verified (TensorFlow): 1600 records "
                                                 "read back")
    assert w.summary.headline.text() == "Done: 1600 images written to 9 shards."
    assert w.progress.phase.text() == "Finished."
    assert not w.summary.verify_btn.isVisibleTo(w.summary)
    assert w.statusBar().currentMessage().startswith("Verified in Inspect: 1600 records")
    # problems found: said in red, the status bar points at Inspect
    w.inspect.verified.emit(str(tmp_path / "out"),
                            P.VerifyResult(ok=False, checked=3, problems=["x: missing"]))
    assert w.summary.values["verify"].text() == "FAILED: x: missing"
    assert w.statusBar().currentMessage() == ("Verification in Inspect found problems: the "
                                              "Inspect tab lists them.")
