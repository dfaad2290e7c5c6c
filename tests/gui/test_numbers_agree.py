"""Every number on screen agrees with every other (session 38): the bar before any run says
"—" as the fields beside it do (it said "0.0%" where nothing was measured); during a
Resume's check of its kept files the bar says the percentage the header says (a busy bar
sat beside "…\u00a099%"), and the Resume offer and Inspect's check cut their whole
percentages by the bar's one rule (percent_text)."""

from __future__ import annotations

import re

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.action_bar import ActionBar
from gui.widgets.inspect_summary import verify_progress_words
from gui.widgets.progress_counts import percent_text
from gui.widgets.progress_panel import ProgressPanel


def _panel(qtbot) -> ProgressPanel:
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 120)
    return panel


def test_before_any_run_the_bar_says_what_its_neighbours_say(qtbot):
    panel = _panel(qtbot)
    for _ in range(2):   # (as made, and as the window refreshes it)
        assert panel.counts.text() == "—" and panel.times.text() == "—"
        assert panel.bar.text() == "—", panel.bar.text()
        assert "%" not in panel.bar.text()
        panel.refresh(RunModel())


def _resume_checking(checked: int, total: int) -> RunModel:
    model = RunModel()
    model.start()
    model.on_event(P.RunStarted(command="convert", options={"resume": True}, t=0.1))
    model.on_event(P.Plan(total=5000, t=0.2))
    model.on_event(P.VerdictCheck(checked=checked, total=total, t=0.3))
    return model


def test_a_resumes_check_says_one_percentage_on_the_bar_and_above_it(qtbot):
    panel = _panel(qtbot)
    model = _resume_checking(999, 1000)
    assert model.counting() and model.kept_check == (999, 1000, True)
    panel.refresh(model)
    header = re.search(r"\u00a0([\d.,]+)%", panel.phase.text())
    assert header, panel.phase.text()
    assert panel.bar.maximum() > 0, "a busy bar beside the header's percentage"
    assert panel.bar.text() == header.group(1) + "%" == "99%"


def test_the_resume_offer_and_inspect_cut_as_the_bar_does(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    for checked, total in ((999, 1000), (2, 3), (1001, 1000), (0, 7)):
        whole = percent_text(checked / total, 0)
        bar.show_look_progress((checked, total, "files"))
        assert bar._checking_text().endswith("\u00a0" + whole + "%"), bar._checking_text()
        assert f"({whole}%)" in verify_progress_words(checked, total)
    # (never more than everything: the offer said "100%" as 1,001 of 1,000 "101%")
    assert percent_text(1001 / 1000, 0) == "100"


def test_the_graphs_mb_per_s_says_it_is_written(qtbot):
    """The caption's MB/s is of the shards written (the legend's "MB/s written"), where the
    command line's progress line says MB/s read: it said only "MB/s"."""
    from gui.widgets.plots import LivePlots
    plots = LivePlots()
    qtbot.addWidget(plots)
    m = RunModel(clock=lambda: 0.0)
    m.start()
    m.on_event(P.Plan(total=11, t=0.27))
    for done, t in ((0, 0.27), (5, 0.32), (11, 0.37)):
        m.on_event(P.Progress(done=done, total=11, t=t, bytes_in=done * 900_000,
                              bytes_written=done * 100_000))
    plots.refresh(m)
    caption = plots.caption.text()
    found = re.match(r"now [\d,]+ images/s, ([\d.,]+) MB/s written ·", caption)
    assert found, caption
    assert m.mb_per_s() > 0 and found.group(1) == f"{m.mb_per_s():.1f}", caption
