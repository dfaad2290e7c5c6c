"""A Start or Resume pressed while something it needs is read off the GUI thread says what
it waits for, in the header, the status bar and Cancel's line, each picked from what is
pending (gui.window_wait's waits_for). Resume waiting for the output folder's list of
failures said "the run resumes when the scan of the source ends" and, cancelled, "Resume
no longer waits for the scan"; Start queued behind the output folder proposed for a new
source said the source's folders were being checked. A hung share is simulated by patching
the call to wait on an Event (test_off_thread.Hung)."""

from __future__ import annotations

from studio_fixtures import restarted_window
from test_off_thread import Hung, _events_flow, _gone
from test_off_thread_source import _choose_on_hung_share
from test_resume_waits_for_failures import _interrupted, _options_loaded
from window_steps import WAIT

from gui import off_thread, source_stamp
from gui.widgets import folder_failures


def _said(w) -> tuple[str, str]:
    """The progress header and the status bar."""
    return w.progress.not_ready, w.statusBar().currentMessage()


def test_start_behind_the_folder_proposed_says_so(qtbot, window, tmp_path, monkeypatch):
    _second, _before, hung = _choose_on_hung_share(qtbot, window, tmp_path, monkeypatch)
    assert window.start() and window.start_queued
    _events_flow(qtbot)
    assert _said(window) == (
        "Start pressed: the run begins when the output folder for this source is worked "
        "out (Cancel: do not start).",
        "Start waits while the output folder for this source is worked out (the disk does "
        "not answer yet): the run begins when it is.")
    window.actions_bar.cancel_btn.click()
    assert not window.start_queued
    assert window.statusBar().currentMessage() == (
        "Not started: Start no longer waits for the output folder to be worked out.")
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("source-proposal"), timeout=WAIT)
    _events_flow(qtbot)
    assert not window.start_queued and not window.controller.running()


def test_start_behind_the_source_folders_check_says_so(qtbot, ready, monkeypatch):
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(source_stamp._entry)
    monkeypatch.setattr(source_stamp, "_entry", hung)
    assert ready.start() and ready.start_queued
    _events_flow(qtbot)
    assert _said(ready) == (
        "Start pressed: the run begins when the source's folders are checked (Cancel: do "
        "not start).",
        "Start waits while the source's folders are checked (the disk does not answer yet): "
        "the run begins when they are.")
    ready.actions_bar.cancel_btn.click()
    assert ready.statusBar().currentMessage() == (
        "Not started: Start no longer waits for the check of the source's folders.")
    hung.release.set()
    qtbot.waitUntil(lambda: _gone("source-stamp"), timeout=WAIT)
    _events_flow(qtbot)
    assert not ready.start_queued and not ready.controller.running()


def test_resume_behind_the_list_of_failures_says_so(qtbot, settings, tmp_path, monkeypatch):
    src, out = _interrupted(tmp_path)
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(folder_failures.read_journal_failures)
    monkeypatch.setattr(folder_failures, "read_journal_failures", hung)
    w = restarted_window(qtbot, settings, src, out)
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    _options_loaded(qtbot, w)
    assert w.resume() and w.start_queued and w.queued_for() == "resume"
    _events_flow(qtbot)
    assert _said(w) == (
        "Resume pressed: the run resumes when the output folder's list of failures is read "
        "(Cancel: do not resume).",
        "Resume waits while the output folder's list of failures is read (the disk does not "
        "answer yet): the run resumes when it is.")
    w.actions_bar.cancel_btn.click()
    assert not w.start_queued
    assert w.statusBar().currentMessage() == (
        "Not resumed: Resume no longer waits for the list of failures.")
    hung.release.set()
    qtbot.waitUntil(lambda: not w.failures.reading(str(out)), timeout=WAIT)
    _events_flow(qtbot)
    assert not w.start_queued and not w.controller.running()
