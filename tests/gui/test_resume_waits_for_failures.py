"""A Resume pressed while the output folder's failures are still being read (a slow share):
the Failures tab reads rejected.csv or the journal off the GUI thread, and a Resume that
started meanwhile began without the interrupted run's failures ("Failures (2)" beside "4
skipped"), their late answer dropped. Now Resume waits for them, says so, and its list and
counts are those of a Resume on a disk that answers. The real engine, a run killed after
its first shard; the hung read patched to wait on an Event."""

from __future__ import annotations

import re

from studio_fixtures import make_dataset, restarted_window
from test_off_thread import Hung, _events_flow
from window_steps import WAIT

from engine.output_kind import read_output_state
from gui import off_thread
from gui.widgets import folder_failures
from tests.engine import imagefactory as F


def _tab_count(w) -> int:
    m = re.search(r"\((\d+)\)", w.tabs.tabText(w.tabs.indexOf(w.failures)))
    return int(m.group(1)) if m else 0


def _interrupted(root):
    """``root``/images (4 broken images in the first shard, 2 in a later one) and
    ``root``/out, a run of it killed after its first shard."""
    src = make_dataset(root / "images", per_class=20, size=(64, 48), broken=4)
    for i in range(2):
        (src / "dog" / f"zz_broken_{i}.jpg").write_bytes(b"\xff\xd8\xff not really a jpeg")
    out = root / "out"
    F.killed_after_first_shard(F.engine_argv(
        src, out, "--size", "16", "--shards", "4", "--workers", "2", "--no-shuffle",
        "--split", "train=1"), out)
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.skipped == 4, state
    return src, out


def _options_loaded(qtbot, w) -> None:
    bar = w.actions_bar   # (the run's options are the command line's: into the form)
    qtbot.waitUntil(lambda: bar.load_btn.isVisible() and bar.blocked != "checking",
                    timeout=WAIT)
    bar.load_btn.click()
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)


def _run(qtbot, w, pressed=None) -> dict:
    """Resume; what the window said as the run started and as it ended."""
    said: dict = {}

    def started() -> None:
        w.display.refresh()   # (the timer's first tick: what the panels show at once)
        said["start"] = (_tab_count(w), w.failures.model.rowCount(), w.model.carried_count,
                         w.progress.counts.text())
    w.controller.started.connect(started)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT):
        assert w.resume()
        if pressed is not None:
            pressed()
    assert w.model.phase == "finished", w.model.error
    said["end"] = (_tab_count(w), sorted(f.path.rsplit("/", 1)[-1]
                                         for f in w.failures.model.rows),
                   w.summary.values["failed"].text(), w.progress.counts.text(),
                   w.failures.label.text())
    return said


def test_resume_waits_for_the_failures_of_a_slow_share_and_counts_them(
        qtbot, settings, tmp_path, monkeypatch):
    src, out = _interrupted(tmp_path / "healthy")
    w = restarted_window(qtbot, settings, src, out)
    assert _tab_count(w) == 4
    _options_loaded(qtbot, w)
    healthy = _run(qtbot, w)
    tab, rows, carried, counts = healthy["start"]
    assert (tab, rows, carried) == (4, 4, 4), healthy
    assert re.search(r"\b4 skipped", counts), counts
    assert healthy["end"][0] == 6 and len(healthy["end"][1]) == 6, healthy
    w.close()

    src, out = _interrupted(tmp_path / "slow")
    monkeypatch.setattr(off_thread, "GRACE", 0.05)
    hung = Hung(folder_failures.read_journal_failures)
    monkeypatch.setattr(folder_failures, "read_journal_failures", hung)
    w = restarted_window(qtbot, settings, src, out)
    qtbot.waitUntil(hung.entered.is_set, timeout=WAIT)
    _options_loaded(qtbot, w)
    assert w.failures.model.rowCount() == 0 and w.failures.reading(str(out))

    def pressed() -> None:   # Resume waits for the list, and says so; the window goes on
        _events_flow(qtbot)
        assert not w.controller.running() and w.start_queued
        assert w.statusBar().currentMessage() == (
            "Resume waits while the output folder's list of failures is read (the disk "
            "does not answer yet): the run resumes when it is.")
        hung.release.set()
    slow = _run(qtbot, w, pressed)
    assert slow == healthy   # (the same list, counts and words as on a disk that answers)
