"""Stop pressed just as the engine finishes: a run whose every image was written and whose
dataset is complete (its manifest) was said "Cancelled." above a bar at 100%; it is
finished. A run that really was cut short, every image done but its dataset not complete,
kept the bar at "100%" beside "Cancelled.": the bar says it stopped before the end. The
engine's own events of a real run, as the window reads them."""

from __future__ import annotations

import json

from PIL import Image

from engine import protocol as P
from gui.job import Job
from gui.output_folder import OutputFolder
from gui.run_controller import RunController
from gui.widgets.progress_panel import ProgressPanel
from tests.engine.conftest import run_cli


def _converted(tmp_path) -> tuple[str, list]:
    """A real run of 4 images: its output folder and its events."""
    for cls in ("cat", "dog"):
        (tmp_path / "src" / cls).mkdir(parents=True)
        for i in range(2):
            Image.new("RGB", (24, 16), (40 * i, 90, 150)).save(tmp_path / "src" / cls / f"{i}.png")
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(tmp_path / "src"), "--out", str(out),
                                "--workers", "1", "--size", "16", "--events", "jsonl")
    assert code == 0, err
    return str(out), [P.decode(json.dumps(e)) for e in events]


def _controller(out: str, events: list) -> tuple[RunController, list]:
    controller = RunController(out_folder=OutputFolder())
    controller.job = Job(source="", out=out, verify=True)
    ended: list = []
    controller.ended.connect(lambda *a: ended.append(a))
    controller.model.start()
    controller.model.verify_next = True
    for ev in events:
        controller.model.on_event(ev)
    controller._cancelled = True   # Stop pressed
    return controller, ended


def test_stop_as_the_engine_finishes_a_complete_dataset_is_finished(qtbot, tmp_path):
    out, events = _converted(tmp_path)
    controller, ended = _controller(out, events)
    # the engine stopped (or its exit read as a cancel) just after run_finished "ok"
    controller._convert_finished(P.EXIT_CANCELLED, "cancelled")
    m = controller.model
    assert m.phase == "finished" and ended == [(True, "ok", "", "")]
    assert not controller.verifier.is_running()   # (asked to stop: no check started)
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.refresh(m)
    assert panel.phase.text() == "Finished."
    assert panel.bar.text() == "100.0%"


def test_a_run_cut_short_with_every_image_done_does_not_read_100_percent(qtbot, tmp_path):
    out, events = _converted(tmp_path)
    # the same run's events, but cancelled as it ended: its dataset not made complete
    cut = [P.RunFinished(status="cancelled", summary=ev.summary)
           if isinstance(ev, P.RunFinished) else ev for ev in events]
    controller, ended = _controller(out, cut)
    controller._convert_finished(P.EXIT_CANCELLED, "cancelled")
    m = controller.model
    assert m.phase == "cancelled" and ended[0][:2] == (False, "cancelled")
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.refresh(m)
    assert "100" not in panel.bar.text() and panel.bar.value() < panel.bar.maximum()
    assert panel.bar.text() == "stopped before the end"
