"""A window reopened on an interrupted run, then Resume: the Failures tab keeps the earlier
parts' failures from the moment Resume is pressed, and adds the new ones without counting
a file twice. A walker saw "4 skipped" in the progress line and the Resume offer, then
"Failures (2)" right after Resume, catching up only as the run went on."""

from __future__ import annotations

import re

from interrupted_runs import WAIT
from PySide6.QtCore import QTimer
from studio_fixtures import make_dataset, restarted_window

from engine.output_kind import read_output_state
from tests.engine import imagefactory as F


def _tab_count(w) -> int:
    m = re.search(r"\((\d+)\)", w.tabs.tabText(w.tabs.indexOf(w.failures)))
    return int(m.group(1)) if m else 0


def test_resume_keeps_the_interrupted_runs_failures_from_the_start(qtbot, settings, tmp_path):
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
