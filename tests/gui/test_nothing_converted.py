"""A Resume with nothing left to convert (the run was killed after its last shard was
journalled) showed "Mean throughput: 0.0 images/s" beside "0 converted by this run": a
run that converted nothing has no speed, said as "—" (not measured) in its Summary, in
the folder's Summary opened again, and in the engine's last log line."""

from __future__ import annotations

import io
import json

from studio_fixtures import summary_of_run

from engine import events as events_mod
from engine import protocol as P
from engine.output_kind import read_output_state
from gui.widgets.summary_panel import SummaryPanel
from gui.widgets.summary_rate import rate_text
from tests.engine import imagefactory as F
from tests.engine.interrupted import FOUR_SHARDS, bmp_dataset, interrupted_after


def test_a_resume_that_converts_nothing_shows_no_speed(qtbot, tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    interrupted_after(src, out, 4)   # every shard journalled, no manifest yet
    code, events, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS, "--resume"))
    assert code == P.EXIT_OK, err
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert summary["written"] == summary["kept"] == 9 and summary["images_per_s"] == 0
    panel = summary_of_run(qtbot, events, code)
    assert panel.values["written"].text().startswith("9"), panel.values["written"].text()
    assert panel.values["rate"].text() == "—", panel.values["rate"].text()
    # the engine's own last line (its text mode, on a terminal)
    buf = io.StringIO()
    events_mod.Emitter("text", stream=buf).emit(
        P.decode(json.dumps(F.types(events, "run_finished")[-1])))
    line = buf.getvalue()
    assert "nothing converted by this run" in line and "images/s" not in line, line
    # the same folder opened again: its manifest's speed
    again = SummaryPanel()
    qtbot.addWidget(again)
    again.show_folder(read_output_state(str(out)))
    assert again.values["rate"].text() == "—", again.values["rate"].text()


def test_a_run_that_converted_keeps_its_speed():
    assert rate_text(12.5) == "12.5 images/s"
    assert rate_text(0.0) == "—"
    # a cancel that removed its unfinished shard converted those images
    assert rate_text(0.0, removed=3).startswith("0.0 images/s, counting the 3")


def test_a_failed_run_s_speed_says_the_removed_shard_s_images_too(qtbot):
    """A cluster run whose scheduler went away removes its unfinished shard's attempt, as
    a cancel does: its Summary said "Average speed: 3.2 images/s" beside "Written: 0" and
    nothing of the 39 converted images removed, which a cancel's Summary says."""
    summary = {"command": "convert", "status": "failed", "written": 0, "kept": 0,
               "failed": 0, "total": 304, "shards": 0, "removed": 39, "bytes": 0,
               "seconds": 14.6, "convert_seconds": 12.2, "convert_images_per_s": 3.2,
               "images_per_s": 2.67}
    events = [{"v": 1, "type": "plan", "total": 304, "t": 1.0},
              {"v": 1, "type": "progress", "done": 0, "total": 304, "t": 14.0},
              {"v": 1, "type": "run_finished", "status": "failed", "summary": summary,
               "t": 14.5},
              {"v": 1, "type": "run_failed", "message": "The connection to the Dask "
               "scheduler at tcp://127.0.0.1:8799 was lost during the run", "exit_code": 6,
               "t": 14.6}]
    panel = summary_of_run(qtbot, events, 6)
    rate = panel.values["rate"].text()
    assert rate.startswith("3.2 images/s, counting the 39 converted images"), rate
