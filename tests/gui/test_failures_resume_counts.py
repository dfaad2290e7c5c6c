"""A window reopened on an interrupted run, then Resume: the Failures tab keeps the earlier
parts' failures from the moment Resume is pressed, and adds the new ones without counting
a file twice. A walker saw "4 skipped" in the progress line and the Resume offer, then
"Failures (2)" right after Resume, catching up only as the run went on."""

from __future__ import annotations

import os
import re

import pytest
from interrupted_runs import WAIT
from PySide6.QtCore import QTimer
from studio_fixtures import make_dataset, restarted_window

from engine.exit_codes import (
    EXIT_BAD_SOURCE,
    EXIT_CANCELLED,
    EXIT_INTERNAL,
    EXIT_OUTPUT_EXISTS,
    EXIT_RESUME_MISMATCH,
    EXIT_WRITE_ERROR,
)
from engine.output_kind import read_output_state
from engine.run.lock import OutputLock
from gui.run_model import Failure
from gui.widgets.failures_words import count_text, stopped_before_converting
from tests.engine import imagefactory as F


def _tab_count(w) -> int:
    m = re.search(r"\((\d+)\)", w.tabs.tabText(w.tabs.indexOf(w.failures)))
    return int(m.group(1)) if m else 0


def _resumable(qtbot, settings, tmp_path):
    """A window reopened on a run killed after its first shard (4 images failed in it, 2
    more in its later shards), its options loaded, Resume ready. Returns the window (its
    source: ``tmp_path``/images)."""
    src = make_dataset(tmp_path / "images", per_class=20, size=(64, 48), broken=4)
    for i in range(2):   # (failures in a later shard too: the resumed part finds them)
        (src / "dog" / f"zz_broken_{i}.jpg").write_bytes(b"\xff\xd8\xff not really a jpeg")
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, "--size", "16", "--shards", "4", "--workers", "2",
                         "--no-shuffle", "--split", "train=1")
    F.killed_after_first_shard(argv, out)
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.skipped == 4, state
    w = restarted_window(qtbot, settings, src, out)
    assert _tab_count(w) == 4 and w.failures.model.rowCount() == 4
    bar = w.actions_bar   # (the run's options are the command line's: taken into the form)
    qtbot.waitUntil(lambda: bar.load_btn.isVisible() and bar.blocked != "checking",
                    timeout=WAIT)
    bar.load_btn.click()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    assert _tab_count(w) == 4
    return w


def test_resume_keeps_the_interrupted_runs_failures_from_the_start(qtbot, settings, tmp_path):
    w = _resumable(qtbot, settings, tmp_path)
    seen: list[tuple[int, int]] = []   # (the tab's count, the rows) while the run goes

    def look() -> None:
        seen.append((_tab_count(w), w.failures.model.rowCount()))
    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(5)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        assert w.resume()
        look()   # the moment Resume is pressed
    timer.stop()
    look()
    assert w.model.phase == "finished", w.model.error
    assert seen[0] == (4, 4), seen[:5]
    assert all(n >= 4 and n == rows for n, rows in seen), seen
    # the end: each file once, as the run's own list and the Summary count them
    paths = [f.path for f in w.failures.model.rows]
    assert len(paths) == len(set(paths)) == 6, paths
    assert seen[-1] == (6, 6)
    assert w.summary.values["failed"].text().startswith("6")


def test_the_progress_says_the_carried_failures_before_the_images_are_counted(
        qtbot, settings, tmp_path):
    """While the resumed run read its source (and counted its kept shards), the progress
    said "—" beside a tab that said "Failures (4)": it says them, and whose they are."""
    w = _resumable(qtbot, settings, tmp_path)
    seen: list[tuple[str, int, str]] = []   # (phase, the tab's count, the counts line)

    def look() -> None:
        if w.model.phase in ("scanning", "writing"):
            seen.append((w.model.phase, _tab_count(w), w.progress.counts.text()))
    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(5)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        assert w.resume()
    timer.stop()
    assert w.model.phase == "finished", w.model.error
    assert ("scanning", 4, "4 skipped so far (from the part the interrupted run finished)") \
        in seen, seen[:5]
    for phase, tab, counts in seen:   # (the tab's count is what the line says skipped)
        said = re.search(r"(\d+) skipped", counts)
        assert said is not None and int(said.group(1)) == tab, (phase, tab, counts)


def test_a_refused_resume_says_its_rows_are_the_interrupted_runs(qtbot, settings, tmp_path):
    """The engine refused the Resume (an image added since the run, its folder's time put
    back, so that the window did not read the source again): the Failures tab went on
    saying "4 images could not be converted." of a run that converted nothing. Its rows
    are the interrupted run's, and the line below them says so."""
    w = _resumable(qtbot, settings, tmp_path)
    cat = tmp_path / "images" / "cat"
    was = os.stat(cat)
    (cat / "added_later.jpg").write_bytes((cat / "cat_000.jpg").read_bytes())
    os.utime(cat, ns=(was.st_atime_ns, was.st_mtime_ns))
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        assert w.resume()
    assert w.model.exit_code == EXIT_RESUME_MISMATCH, w.model.error
    w.last_error.close()
    assert _tab_count(w) == 4 and w.failures.model.rowCount() == 4
    assert w.failures.label.text() == (
        "Resume was refused, so nothing was converted: these are the entries of the "
        "interrupted run, from the part it finished. 4 images could not be converted.")
    assert "· 4 skipped" in w.progress.counts.text()   # (the folder's run: as the tab)
    # the next run's list (a Resume once the source is put back) is its own again
    w.failures.clear(run=True)
    w.failures.sync(w.model.failures)
    assert w.failures.label.text() == "4 images could not be converted."


def _resume_that_stops(qtbot, w, code: int) -> None:
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        assert w.resume()
    assert w.model.exit_code == code, w.model.error
    w.last_error.close()


def _says_the_rows_are_the_interrupted_runs(w, why: str) -> None:
    """The tab's line under the carried rows, and the progress line counting them alike."""
    assert _tab_count(w) == 4 and w.failures.model.rowCount() == 4
    assert w.failures.label.text() == (
        f"{why}: these are the entries of the interrupted run, from the part it finished. "
        "4 images could not be converted.")
    counts = w.progress.counts.text()
    said = re.search(r"(\d+) skipped", counts)
    assert said is not None and int(said.group(1)) == 4, counts


def test_a_resume_of_a_folder_another_run_holds_says_its_rows_are_the_interrupted_runs(
        qtbot, settings, tmp_path):
    """The output folder locked by another run (exit 4): the Resume converted nothing, and
    the tab said "4 images could not be converted." as if it had failed on them."""
    w = _resumable(qtbot, settings, tmp_path)
    lock = OutputLock(str(tmp_path / "out"))
    lock.acquire()
    try:
        _resume_that_stops(qtbot, w, EXIT_OUTPUT_EXISTS)
    finally:
        lock.release()
    _says_the_rows_are_the_interrupted_runs(
        w, "Resume could not use the output folder, so nothing was converted")


@pytest.mark.parametrize("phase, code, why", [
    ("failed", EXIT_BAD_SOURCE, "Resume could not read the source"),
    ("failed", EXIT_OUTPUT_EXISTS, "Resume could not use the output folder"),
    ("failed", EXIT_RESUME_MISMATCH, "Resume was refused"),
    ("failed", EXIT_INTERNAL, "Resume stopped before converting"),
    ("failed", EXIT_WRITE_ERROR, "Resume stopped before converting"),
    ("cancelled", EXIT_CANCELLED, "Resume was cancelled before converting")])
def test_every_resume_that_converted_nothing_says_whose_its_rows_are(phase, code, why):
    """Whatever ended a Resume before it converted (the source gone, the folder taken, a
    crash, a cancel), its carried rows are said to be the interrupted run's: not so once
    it converted, listed rows of its own, or finished."""
    rows = [Failure(f"/src/cat/broken_{i}.jpg", "not an image", "decode") for i in range(4)]
    stopped = stopped_before_converting(phase, code, 4, 4, False)
    assert count_text(rows, False, 0, None, True, "", stopped) == (
        f"{why}, so nothing was converted: these are the entries of the interrupted run, "
        "from the part it finished. 4 images could not be converted.")
    assert stopped_before_converting(phase, code, 4, 4, True) == ""   # (it converted)
    assert stopped_before_converting(phase, code, 4, 5, False) == ""   # (a row of its own)
    assert stopped_before_converting(phase, code, 0, 0, False) == ""   # (not a Resume)
    assert stopped_before_converting("finished", 0, 4, 4, False) == ""
