"""The Log tab names the cluster a run went to: its scheduler's address, or for local:N
(worker threads of the engine, an in-process address no one can use) that it is local."""

from __future__ import annotations

from wrapping import line_starts

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




def _cut_inside(text: str, name: str, width: int, font) -> bool:
    """Whether a line of ``text`` (drawn, with joiners, or plain) ends inside ``name``."""
    import re
    # (a space inside a drawn name is joiners and a no-break space: gui.whole_names)
    pattern = "[\u2060\u200b]*".join("[ \u00a0\u2060]+" if ch == " " else re.escape(ch)
                                       for ch in name)
    spans = [m.span() for m in re.finditer(pattern, text)]
    assert spans, text
    return any(a < at < b for at in line_starts(text, width, font) for a, b in spans)


def test_a_long_worker_name_in_the_progress_header_is_kept_on_one_line(qtbot):
    """A Dask worker's name, "tcp://10.20.30.40:40123 (SLURMCluster-0-gpu-node-17)" as a
    jobqueue cluster names it, broke across the header's lines (after "tcp://", at its
    space): an admin could not find it among the workers. Now it is drawn whole wherever
    it fits, and the header's text stays the plain words."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication, QLabel

    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    worker = "tcp://10.20.30.40:40123 (SLURMCluster-0-gpu-node-17)"
    model = RunModel()
    model.start()
    model.on_event(P.RunStarted(command="convert", workers=2))
    model.phase = "writing"
    model.workers_left.append(worker)
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.show()
    font = panel.phase.font()
    least = QFontMetrics(font).horizontalAdvance(worker + "」。") + 30
    plain_cut = False
    for width in range(least, least + 400, 7):
        panel.resize(width, 300)
        QApplication.processEvents()
        panel.refresh(model)
        room = panel.phase.contentsRect().width()
        assert panel.phase.text() == panel.phase_text(model)   # (plain: no joiners)
        assert not _cut_inside(QLabel.text(panel.phase), worker, room, font), width
        plain_cut = plain_cut or _cut_inside(panel.phase.text(), worker, room, font)
    assert plain_cut   # (the plain words do break inside it at some of these widths)
