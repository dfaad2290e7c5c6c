"""Resume of a source changed since the window's scan (as Start does: tests/gui/
test_stale_scan.py): the offer said "Resume can finish", images were copied into the source
outside the app, and Resume ran; the engine refused in its own words, and the form still
showed the old counts. Now Resume reads a source whose folders changed again first, then
resumes when nothing that matters changed (one press), or the offer says why it cannot."""

from __future__ import annotations

import time

from interrupted_runs import calls, use_fake
from studio_fixtures import make_dataset
from test_stale_scan import CHANGED, _interrupted, _iso
from window_steps import WAIT, posted_ran


def _finishable(qtbot, window, tmp_path):
    """4 images scanned after an interrupted run of those 4 (begun a minute before): the
    offer says Resume can finish it. Returns the source."""
    src = make_dataset(tmp_path / "images", per_class=2, size=(8, 8))
    panel, bar, out = window.source_panel, window.actions_bar, tmp_path / "out"
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    _interrupted(out, src, window, 4, _iso(time.time() - 60))
    window.options.out_edit.setText(str(out))
    window.revalidate()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    assert bar.finishable and CHANGED not in bar.offer_text.text()
    return src


def test_resume_reads_a_source_changed_since_its_scan_again_first(qtbot, window, tmp_path,
                                                                   monkeypatch):
    argv = use_fake(monkeypatch, tmp_path)
    src = _finishable(qtbot, window, tmp_path)
    panel, bar = window.source_panel, window.actions_bar
    make_dataset(src, per_class=6, size=(8, 8))   # copied in outside the app
    assert window.primary()   # Ctrl+Enter: Resume
    assert window.start_queued and window.queued_for() == "resume"
    assert window.statusBar().currentMessage().startswith(
        "The source changed since it was read: Resume waits while it is read again")
    assert window.progress.phase.text().startswith("Resume pressed")
    qtbot.waitUntil(lambda: not window.start_queued, timeout=WAIT)
    assert panel.last_result.images == 12   # the form shows the source as it is
    assert not calls(argv) and not window.controller.running()   # (the engine would refuse)
    assert bar.blocked == "source" and CHANGED in bar.offer_text.text()
    assert window.statusBar().currentMessage().startswith(
        "Not resumed: the source was read again, and the note above Resume says why it")


def test_resume_of_a_source_unchanged_in_what_matters_needs_one_press(qtbot, window,
                                                                      tmp_path, monkeypatch):
    """A folder's time changed (a file made and deleted in it), its images did not: the
    source is read again and the run resumes without a second press."""
    argv = use_fake(monkeypatch, tmp_path)
    src = _finishable(qtbot, window, tmp_path)
    panel, first = window.source_panel, window.source_panel.last_result
    (src / "cat" / "tmp.part").write_bytes(b"x")
    (src / "cat" / "tmp.part").unlink()
    assert panel.changed_since_scan(lambda _changed: None)   # (answered at once)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        assert window.resume() and window.start_queued
    assert panel.last_result is not first and panel.last_result.images == 4
    converts = [c for c in calls(argv) if c[0] == "convert"]
    assert len(converts) == 1 and "--resume" in converts[0], calls(argv)


def test_a_resume_waiting_for_the_source_can_be_taken_back(qtbot, window, tmp_path,
                                                          monkeypatch):
    """Taken back while the source is read again: nothing resumes when the reading ends,
    though it finds nothing that matters changed (as above, where it resumes at once)."""
    argv = use_fake(monkeypatch, tmp_path)
    src = _finishable(qtbot, window, tmp_path)
    panel, bar, first = window.source_panel, window.actions_bar, window.source_panel.last_result
    (src / "cat" / "tmp.part").write_bytes(b"x")   # a folder's time changed, no image
    (src / "cat" / "tmp.part").unlink()
    assert window.resume() and window.start_queued
    window.cancel()
    assert not window.start_queued and window.queued_for() == ""
    assert window.statusBar().currentMessage() == \
        "Not resumed: Resume no longer waits for the scan."
    # the reading ended and the look at the run with it (finishable: not checking), where
    # a resume not taken back would run; then what that posted (when_resume_checked's)
    qtbot.waitUntil(lambda: panel.last_result is not first and not panel.scanning() and
                    bar.finishable and bar.resume_btn.isEnabled(), timeout=WAIT)
    posted_ran(qtbot, window)
    assert panel.last_result.images == 4
    assert not calls(argv) and not window.controller.running()
