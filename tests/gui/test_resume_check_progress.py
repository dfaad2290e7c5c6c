"""The look at an interrupted run before Resume stats every planned image (minutes for a
million on a share), and the offer said only "Checking whether images were added…" with
nothing moving: engine.resume_check.outlook now counts the planned shards it has looked
at, gui.resume_check.ResumeCheck passes the count on (``progressed``), and the offer's
checking line shows it."""

from __future__ import annotations

from studio_fixtures import checking_offer

from engine import resume_check as engine_check
from engine.output_kind import read_output_state
from gui.resume_check import ResumeCheck
from gui.widgets.action_bar import ActionBar
from tests.engine.interrupted import bmp_dataset, interrupted_after

WAIT = 60_000


def test_the_look_counts_the_planned_shards(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted_after(src, out, 2)
    told: list[tuple[int, int]] = []
    seen = engine_check.outlook(str(out), None, lambda n, total: told.append((n, total)))
    assert seen is not None and seen.kept_shards == 2 and not seen.changes
    assert told == [(0, 4), (1, 4), (2, 4), (3, 4), (4, 4)]   # the plan's four shards
    (src / "a" / "00.bmp").unlink()   # (one stat still tells a removed image)
    seen = engine_check.outlook(str(out))
    assert seen is not None and seen.changes.counts["removed"] == 1


def test_the_window_look_reports_its_count(qtbot, tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted_after(src, out, 2)
    check = ResumeCheck()
    counts: list[tuple[int, int] | None] = []
    check.progressed.connect(lambda: counts.append(check.progress))
    with qtbot.waitSignal(check.ready, timeout=WAIT):
        check.request(read_output_state(str(out)))
    assert counts == [(0, 4), (1, 4), (2, 4), (3, 4), (4, 4)]


def test_the_checking_line_counts_the_shards(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    state, checking = checking_offer()
    bar.set_offer(checking)
    assert "Checking whether images were added" in bar.offer_text.text()
    assert "of its" not in bar.offer_text.text()
    bar.show_look_progress((5, 12))
    assert "5 of its 12 shards checked" in bar.offer_text.text()
    bar.set_offer(checking)   # (the window checks the form again meanwhile: kept)
    assert "5 of its 12 shards checked" in bar.offer_text.text()
    bar.show_look_progress((12, 12))
    bar.set_offer(state)   # the look ended: nothing changed
    assert "shards checked" not in bar.offer_text.text()
    assert "Press Resume" in bar.offer_text.text()
