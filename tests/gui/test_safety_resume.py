"""Issue 10, "resume from the window" with the fake engine: an interrupted run is
offered for Resume with its numbers and its differing options, Start over asks with
them, an older version's run is not offered, the cancel summary says whether Resume can
finish, and Copy command reproduces --resume."""

from __future__ import annotations

import dataclasses
import os
import shlex
from pathlib import Path

import pytest
from interrupted_runs import (
    WAIT,
    calls,
    documents_in,
    finished_dataset,
    interrupted_run,
    prepare,
    recorded_options,
    use_fake,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel
from studio_fixtures import make_dataset
from window_steps import posted_ran

from engine import __version__
from gui.job import Job


@pytest.fixture(scope="module")
def thousand(tmp_path_factory):
    """As many images as interrupted_run's journal planned: a Resume the engine would do
    (with another number of images the source changed since, and the offer says so)."""
    return make_dataset(tmp_path_factory.mktemp("thousand") / "images", per_class=500,
                        size=(8, 8))


# ---------------------------------------------------------------- Resume

def test_resume_offer_with_its_numbers(qtbot, window, thousand, tmp_path, monkeypatch):
    argv = use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    prepare(qtbot, window, thousand, out)
    interrupted_run(out, str(thousand), recorded_options(window.job()))
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and bar.resume_btn.isVisible() and bar.resume_btn.isEnabled()
    # written and skipped apart, as the summary and the shards count them
    assert "770 of 1000 images are already written and 7 skipped; 223 still to convert." in \
        bar.offer_text.text()
    assert "cancelled" in bar.offer_text.text() and "Resume" in bar.offer_text.text()
    assert bar.resume_btn.isDefault() and not bar.start_btn.isDefault()
    assert bar.start_btn.text() == "Start over…" and bar.start_btn.isEnabled()
    # Run → Start says what it does (it said Start, and resumed)
    assert window.start_action.text() == "Re&sume" and window.start_action.isEnabled()
    assert not window.options.error_text("out")
    assert bar.diff_text.isHidden()
    # Copy command before the run is what Resume would run
    window.summary.copy_command()
    assert "--resume" in shlex.split(QGuiApplication.clipboard().text())
    # Ctrl+Return does the primary action: Resume
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.start_action.trigger()
    run = calls(argv)[0]
    assert "--resume" in run and "--overwrite" not in run
    window.summary.copy_command()
    line = shlex.split(QGuiApplication.clipboard().text())
    assert "--resume" in line and line[line.index("--events") + 1] == "text"


def test_the_run_menu_offers_start_over_beside_resume(qtbot, window, thousand, tmp_path,
                                                      monkeypatch):
    """While Resume was the primary action, Start over… was reachable from its button only:
    the Run menu said Resume and had no way to start again."""
    use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    prepare(qtbot, window, thousand, out)
    menu = [a for a in window.start_action.associatedObjects() if hasattr(a, "title")][0]
    assert window.start_over_action not in [a for a in menu.actions() if a.isVisible()]
    interrupted_run(out, str(thousand), recorded_options(window.job()))
    window.revalidate()
    assert window.start_action.text() == "Re&sume"
    shown = [a for a in menu.actions() if a.isVisible()]
    assert shown.index(window.start_over_action) == shown.index(window.start_action) + 1
    assert window.start_over_action.isEnabled()
    window.start_over_action.trigger()
    box = window.pending_dialog   # asks first, with what it deletes
    assert box is not None and box.windowTitle() == "Start over?"
    assert "8 shard files with 770 images" in box.text()
    box.reject()


def test_start_over_asks_with_the_interrupted_runs_numbers(qtbot, window, dataset, tmp_path,
                                                          monkeypatch):
    argv = use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    prepare(qtbot, window, dataset, out)
    interrupted_run(out, str(dataset), recorded_options(window.job()))
    window.revalidate()
    # (its journal, written after the scan, dates the run: the window reads the source
    # again before it says the source changed since, test_stale_scan)
    qtbot.waitUntil(lambda: window.actions_bar.blocked == "source", timeout=WAIT)
    window.actions_bar.start_btn.click()
    box = window.pending_dialog
    assert box is not None and box.defaultButton().text() == "Cancel"
    assert "770 of 1000 images were written and 7 skipped" in box.text()
    assert "8 shard files with 770 images" in box.text()
    # an unfinished run is not "a dataset": the dialog says Start over, and what Resume does
    assert box.windowTitle() == "Start over?" and "unfinished run" in box.text()
    # (this run set out to convert 1000 images, the source lists fewer: Resume cannot)
    assert not window.actions_bar.can_resume()
    assert "Resume cannot finish it" in box.text() and "would finish" not in box.text()
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        [b for b in box.buttons() if b.text() == "Start over"][0].click()
    assert "--overwrite" in calls(argv)[0] and "--resume" not in calls(argv)[0]


def test_resume_shows_differing_options_and_loads_the_interrupted_ones(qtbot, window, thousand,
                                                                     tmp_path):
    out = tmp_path / "out"
    prepare(qtbot, window, thousand, out)
    window.options.split.setText("train=0.8,val=0.2")
    old = Job(source=str(thousand), out=str(out), size="256", seed=7, split="train=0.8,val=0.2")
    interrupted_run(out, str(thousand), recorded_options(old))
    window.options.seed.setValue(3)
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and not window.actions_bar.resume_btn.isEnabled()
    assert window.start_action.text() == "Re&sume" and not window.start_action.isEnabled()
    diff = bar.diff_text.text()
    assert "Seed: 3 here, 7 in the interrupted run" in diff
    assert "Size: 224 × 224 here, 256 × 256 in the interrupted run" in diff
    assert "Split" not in diff and bar.load_btn.isVisible()
    # Start over, while only the options keep Resume from finishing the run, says how
    # Resume can (it said "Resume cannot finish it" beside the button that lets it)
    window.actions_bar.start_btn.click()
    box = window.pending_dialog
    assert box.windowTitle() == "Start over?" and "Resume would finish it" not in box.text()
    assert "Resume cannot finish it" not in box.text()
    assert ("Resume can finish it with the interrupted run's options (press “Use the "
            "interrupted run's options”)") in box.text(), box.text()
    box.reject()
    bar.load_btn.click()
    assert window.options.seed.value() == 7 and window.job().size == "256"
    assert window.options.out_edit.text() == str(out)     # same folder, same source
    assert window.actions_bar.resume_btn.isEnabled() and bar.diff_text.isHidden()
    # the box shrinks to its text once the differences are gone (on a 1024x640 screen it
    # kept their height: a wrapped label asks for its height at ~220 px wide)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: bar.offer.height() <= bar.offer_text.height() + 20, timeout=5000)
    # (measured on a label of no fixed height: the offer's own answers at least its height;
    # with the text it draws, its folder's name kept whole, not its plain text())
    fresh = QLabel(QLabel.text(bar.offer_text))
    fresh.setWordWrap(True)
    fresh.setTextFormat(bar.offer_text.textFormat())
    fresh.setFont(bar.offer_text.font())
    assert bar.offer_text.height() == fresh.heightForWidth(bar.offer_text.width())


def test_an_older_versions_run_is_not_offered_to_resume(qtbot, window, dataset, tmp_path,
                                                        monkeypatch):
    """Finishing it would mix two versions' bytes in one dataset (the engine refuses):
    the offer says which version started it, Resume stays off, and Ctrl+Return is Start
    over, which asks before deleting."""
    use_fake(monkeypatch, tmp_path)
    out = tmp_path / "out"
    prepare(qtbot, window, dataset, out)
    interrupted_run(out, str(dataset), recorded_options(window.job()), engine_version="0.2.0")
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and bar.resume_btn.isVisible() and not bar.resume_btn.isEnabled()
    text = bar.offer_text.text()
    assert "770 of 1000 images are already written and 7 skipped" in text
    assert "started by TFRecord Studio 0.2.0" in text and f"this version ({__version__})" in text
    assert "Press Resume" not in text and bar.diff_text.isHidden()
    assert bar.start_btn.isDefault() and bar.start_btn.isEnabled()
    window.start_action.trigger()
    box = window.pending_dialog
    assert box is not None and "770 of 1000 images were written" in box.text()
    box.reject()


def test_cancel_summary_says_press_resume(qtbot, window, dataset, tmp_path, monkeypatch):
    use_fake(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.start()
    qtbot.waitUntil(lambda: bool(window.model.shards), timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.cancel()
    head = window.summary.headline.text()
    assert "Press Resume to finish" in head and "start over" not in head


def test_cancel_summary_says_why_resume_cannot_finish(qtbot, window, dataset, tmp_path,
                                                     monkeypatch):
    """The cancel headline promised "Press Resume to finish" (and the kill line "Resume
    converts them again") though Resume could not finish the run: it says why instead,
    for each reason the offer knows, and promises Resume again once it can."""
    from engine.output_state import JOURNAL
    use_fake(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    out = tmp_path / "out"
    prepare(qtbot, window, dataset, out)
    window.start()
    qtbot.waitUntil(lambda: bool(window.model.shards), timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.cancel()
    assert window.model.phase == "cancelled"
    summary, progress = window.summary, window.progress
    # another version's run in the folder (the fake engine writes no journal of its own)
    interrupted_run(out, str(dataset), recorded_options(window.job()), engine_version="0.2.0")
    window.revalidate()
    head = summary.headline.text()
    assert "Press Resume" not in head and "Resume converts" not in head, head
    assert head.endswith("Another version of TFRecord Studio started it, so Resume cannot "
                         "finish it here: Start over converts every image again."), head
    assert head.startswith("Cancelled. Kept ")
    assert progress.resume_blocked == "version"
    # the options differ (this version's run, a seed the form does not have)
    os.remove(out / JOURNAL)
    old = dataclasses.replace(window.job(), seed=7)
    interrupted_run(out, str(dataset), recorded_options(old))
    os.utime(out / JOURNAL, ns=(1, 1))   # the folder's cache sees a new journal
    window.revalidate()
    assert summary.headline.text().endswith(
        "Resume needs the options the run was started with: put them back (“Use the "
        "interrupted run's options”) to finish it."), summary.headline.text()
    # the source changed: it lists another number of images than the run planned
    os.remove(out / JOURNAL)
    interrupted_run(out, str(dataset), recorded_options(window.job()))
    os.utime(out / JOURNAL, ns=(2, 2))
    window.revalidate()
    assert summary.headline.text().endswith(
        "The source changed since the run began, so Resume cannot finish it: Start over "
        "converts every image again."), summary.headline.text()
    assert summary.resume_blocked == progress.resume_blocked == "source"


def test_a_source_finds_its_own_interrupted_run_again(qtbot, window, thousand, tmp_path,
                                                      monkeypatch):
    """The proposed folder skips other datasets, but not an interrupted run of this very
    source: choosing the source again brings the Resume offer back."""
    from gui.settings import default_output_for
    documents_in(monkeypatch, tmp_path)   # this test fills the proposed folders
    window.set_source(str(tmp_path))                      # some other source first
    first = Path(default_output_for(str(thousand)))
    finished_dataset(first, "/another/source")            # taken by another thousand
    second = first.with_name(first.name + "-2")
    interrupted_run(second, str(thousand), recorded_options(window.job()))
    window.set_source(str(thousand))
    assert window.options.out_edit.text() == str(second)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    assert window.actions_bar.offering() and window.actions_bar.resume_btn.isEnabled()


def test_check_again_speaks_only_of_its_own_scan(qtbot, window, dataset, tmp_path):
    """"Check the source again" waited for the next scan's result: when its scan was
    stopped by another (the source emptied, then chosen again), the next, a plain choice
    of the source, was said as "Checked again"."""
    out = tmp_path / "out"
    interrupted_run(out, str(dataset), {})
    prepare(qtbot, window, dataset, out)
    panel, status = window.source_panel, window.statusBar()
    assert window.actions_bar.offering()
    window.actions_bar.recheckRequested.emit()
    panel.path_combo.setEditText("")     # stops the check's scan before it ends
    panel.rescan()
    posted_ran(qtbot, window)
    status.clearMessage()
    window.set_source(str(dataset))      # a choice of the source, no check
    # the scan's result and the look at the run with it (the offer no longer "checking"),
    # where the stopped check would speak; then what they posted (say_recheck is posted)
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.scanning() and
                    window.actions_bar.offering() and
                    window.actions_bar.blocked != "checking", timeout=WAIT)
    posted_ran(qtbot, window, rounds=2)
    assert window.actions_bar.offering() and status.currentMessage() == ""
    # a check that runs to its end still says what came of it
    window.actions_bar.recheckRequested.emit()
    qtbot.waitUntil(lambda: status.currentMessage() != "", timeout=WAIT)
    assert status.currentMessage().startswith("Checked again: ")
