"""The progress bar says the percentage the line beside it says (a Korean walk: the bar's
own "%p%", a whole number cut from its value, said "24%" beside "… (24.8%) …"): while
converting, verifying, after a cancel, at the end, for the folder's interrupted run and
for its finished dataset between runs, in the window's locale."""

from __future__ import annotations

import re

from engine import protocol as P
from engine.output_state import OutputState
from gui.run_model import RunModel
from gui.widgets.progress_panel import ProgressPanel


def _panel(qtbot) -> ProgressPanel:
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 120)
    return panel


def _said(panel: ProgressPanel) -> str:
    """The percentage in the line beside the bar ("(24.8%)": "24.8%")."""
    m = re.search(r"\(([\d.,]+%)\)", panel.counts.text())
    assert m, panel.counts.text()
    return m.group(1)


def test_the_bar_says_the_lines_percentage_in_every_phase(qtbot):
    panel = _panel(qtbot)
    model = RunModel()
    model.start()
    model.on_event(P.RunStarted(command="convert", options={}, t=0.1))
    model.on_event(P.Plan(total=250, t=0.2))
    model.on_event(P.Progress(done=62, failed=0, total=250, t=1.0))   # 24.8%
    panel.refresh(model)
    assert model.phase == "writing"
    assert _said(panel) == "24.8%" and panel.bar.text() == "24.8%"
    model.on_event(P.RunFinished(status="cancelled", summary=P.ConvertSummary(written=62)))
    panel.refresh(model)
    assert model.phase == "cancelled"
    assert panel.bar.text() == _said(panel) == "24.8%", panel.counts.text()
    # the check: its line's whole percent, and the bar's the same
    model = RunModel()
    model.phase = "verifying"
    model.on_event(P.VerifyProgress(checked=58, total=60, t=1.0))
    panel.refresh(model)
    assert panel.bar.text() == _said(panel) == "96%"


def test_a_finished_run_says_100_on_the_bar_as_in_its_line(qtbot):
    panel = _panel(qtbot)
    model = RunModel()
    model.start()
    model.on_event(P.Plan(total=7))
    model.on_event(P.Progress(done=7, failed=0, total=7, t=1.0))
    model.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(written=7)))
    panel.refresh(model)
    assert model.phase == "finished"
    assert panel.bar.text() == _said(panel) == "100.0%"


def test_between_runs_the_folders_run_and_dataset_say_the_same(qtbot):
    panel = _panel(qtbot)
    state = OutputState(path="out", kind="interrupted", source="src", planned=250,
                        records=61, skipped=1)
    panel.set_folder(state)
    panel.refresh(RunModel())
    assert panel.bar.text() == _said(panel) == "24.8%"
    panel.set_folder(OutputState(path="out", kind="dataset", source="src", records=5,
                                 skipped=1))
    panel.refresh(RunModel())
    assert panel.bar.text() == _said(panel) == "100.0%"


def test_the_bars_percentage_is_written_as_the_locale_writes_it(qtbot, german):
    panel = _panel(qtbot)
    model = RunModel()
    model.on_event(P.Plan(total=250))
    model.on_event(P.Progress(done=62, failed=0, total=250))
    panel.refresh(model)
    assert panel.bar.text() == _said(panel) == "24,8%"


def test_a_sweeps_trials_leave_the_bar_to_the_next_run(qtbot):
    panel = _panel(qtbot)
    panel.show_tune(3, 8, 2.0)
    assert panel.bar.text() == "37%"
    model = RunModel()
    model.on_event(P.Plan(total=250))
    model.on_event(P.Progress(done=62, failed=0, total=250))
    panel.refresh(model)
    assert panel.bar.text() == _said(panel) == "24.8%"
