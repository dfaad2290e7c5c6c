"""The Log tab names the cluster a run went to: its scheduler's address, or for local:N
(worker threads of the engine, an in-process address no one can use) that it is local."""

from __future__ import annotations

from engine import protocol as P
from gui.run_controller import RunController


def _logged(qtbot, ev: P.ClusterStarted) -> list[str]:
    controller = RunController()
    lines: list[str] = []
    controller.logLine.connect(lines.append)
    controller.convert.eventReceived.emit(ev)
    return lines


def test_a_scheduler_is_named_by_its_address(qtbot):
    lines = _logged(qtbot, P.ClusterStarted(address="tcp://10.1.2.3:8786", workers=[
        {"name": "tcp://10.1.2.4:40000", "threads": 4},
        {"name": "tcp://10.1.2.5:40000", "threads": 4}]))
    assert lines == ["Dask cluster at tcp://10.1.2.3:8786: 2 workers, 8 threads"]


def test_local_workers_are_said_to_be_local(qtbot):
    lines = _logged(qtbot, P.ClusterStarted(
        address="inproc://10.0.0.5/4242/1",
        workers=[{"name": "inproc://10.0.0.5/4242/4", "threads": 1}] * 2,
        note="This plan has 2 shards for 2 worker threads.",
        note_code="", note_params={}))
    assert lines[0] == "Local Dask cluster in the engine process: 2 workers, 2 threads"
    assert lines[1:] == ["This plan has 2 shards for 2 worker threads."]
    assert not any("inproc" in line for line in lines)


def test_a_worker_that_leaves_is_said_in_the_progress_header_too(qtbot):
    """A Dask worker leaving during a run was said in the Log tab only: the progress
    header said "Converting: writing TFRecord files" as if nothing had happened. Now it
    names the worker there too, in the Log line's words (as the chart's tooltip does)."""
    from engine.reason_codes import say
    from gui.widgets.progress_panel import ProgressPanel
    controller = RunController()
    lines: list[str] = []
    controller.logLine.connect(lines.append)
    model = controller.model
    model.start()
    model.on_event(P.RunStarted(command="convert", workers=2))
    model.phase = "writing"
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    assert panel.phase_text(model) == "Converting: writing TFRecord files"
    worker = "tcp://10.0.0.7:40123 (node7)"
    controller.convert.logLine.emit("warning: " + say("log.cluster_worker_left",
                                                      worker=worker, n=1))
    assert worker in lines[-1]                        # the Log tab's line
    header = panel.phase_text(model)
    assert header == ("Converting: writing TFRecord files; the Dask worker "
                      "tcp://10.0.0.7:40123 (node7) left the run, and the others carry on "
                      "(see the Log tab)")
    controller.convert.logLine.emit("warning: " + say("log.cluster_worker_left",
                                                      worker="tcp://10.0.0.8:1", n=0))
    assert "2 Dask workers left the run" in panel.phase_text(model)
    model.start()                                     # the next run: nothing left yet
    model.phase = "writing"
    assert panel.phase_text(model) == "Converting: writing TFRecord files"
