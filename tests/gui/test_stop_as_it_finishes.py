"""Stop pressed as the engine finishes: a run whose every image was written was said
"Cancelled." above a bar at 100%; it is "Finished.". A Stop that reaches the engine after
its last shard was committed finishes the run there (engine.run.pipeline: its manifest,
exit 0, a note in the Log tab); an engine that had said run_finished "ok" and was then
ended as it exited (the cancel ladder's kill) is taken at its word, the output folder not
read again on the GUI thread. A run that really was cut short, every image done but its
dataset not complete, kept the bar at "100%" beside "Cancelled.": the bar says it stopped
before the end. The engine's own events of a real run, as the window reads them."""

from __future__ import annotations

import json

import pytest
from PIL import Image
from PySide6.QtCore import QProcess

from engine import protocol as P
from gui import run_controller
from gui.job import Job
from gui.output_folder import OutputFolder
from gui.run_controller import RunController
from gui.widgets.progress_panel import ProgressPanel
from tests.engine import imagefactory as F
from tests.engine.conftest import read_tfrecords, run_cli

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long


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

    def no_disk(*a, **k):
        raise AssertionError("the run's end read the output folder on the GUI thread")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(run_controller, "read_folder", no_disk)
        mp.setattr(OutputFolder, "state", no_disk)
        # the engine killed by the cancel ladder just after run_finished "ok"
        client = controller.convert
        client._final, client._cancelling = events[-1], True
        assert isinstance(client._final, P.RunFinished) and client._final.status == "ok"
        client._report_exit(-1, QProcess.ExitStatus.CrashExit)
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


def test_stop_after_the_last_shard_reaches_the_engine_and_the_run_finishes(
        qtbot, tmp_path, monkeypatch):
    """The real engine, held after its last shard is committed (F.HOLD_AFTER_SHARDS) until
    the window's Stop reaches it: it finishes the run (exit 0, its manifest), and the
    window says "Finished." at 100%, with the engine's note in the Log tab; no check is
    started (the user asked to stop). Before, the run ended "Cancelled." and its folder
    asked for a Resume that had nothing left to convert."""
    src = F.noise_dataset(tmp_path / "src", 6, 48)
    out, mark = tmp_path / "out", tmp_path / "held"
    env = F.with_sitecustomize(tmp_path, F.HOLD_AFTER_SHARDS)
    monkeypatch.setenv("PYTHONPATH", env["PYTHONPATH"])
    monkeypatch.setenv("HOLD_MARK", str(mark))
    controller = RunController(out_folder=OutputFolder())
    lines: list[str] = []
    controller.logLine.connect(lines.append)
    with qtbot.waitSignal(controller.ended, timeout=WAIT) as ended:
        controller.start(Job(source=str(src), out=str(out), size="32", workers=1, shards=2,
                             verify=True))
        qtbot.waitUntil(mark.exists, timeout=WAIT)
        controller.cancel()   # Stop
    assert ended.args == [True, "ok", "", ""], controller.convert.stderr_tail()
    assert not controller.verifier.is_running() and controller.model.phase == "finished"
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.refresh(controller.model)
    assert panel.phase.text() == "Finished." and panel.bar.text() == "100.0%"
    assert any("the stop came after every image was written" in line for line in
               lines), lines
    assert json.loads((out / "tfrecord_studio.json").read_text())["status"] == "complete"
    assert len(read_tfrecords([out / n for n in F.shard_names(out)])) == 6
