"""The live time charts count a long run's time in minutes or hours: a lab's 3-hour run
was drawn on an axis of 2000 ... 10000 under "time (s)", while the progress line beside it
said "elapsed 2:46:40"."""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.chart_column import time_unit
from gui.widgets.plots import LivePlots


def _run(seconds: float) -> RunModel:
    m = RunModel(clock=lambda: 0.0)
    m.start()
    total = int(seconds * 10) + 10
    m.on_event(P.Plan(total=total, t=0.0))
    steps = 200
    for i in range(1, steps + 1):
        t = seconds * i / steps
        m.on_event(P.BatchWritten(records=3, write_seconds=0.0004, t=t))
        m.on_event(P.Progress(done=int(t * 10), total=total, t=t, bytes_written=int(t) * 1000))
    return m


def _ticks(axis) -> list[str]:
    lo, hi = axis.range
    return [s for _spacing, values in axis.tickValues(lo, hi, 500)
            for s in axis.tickStrings(values, axis.scale, _spacing)]


@pytest.mark.parametrize(("seconds", "label", "largest"), [
    (40.0, "time (s)", 40), (3 * 3600.0, "time (min)", 180), (8 * 3600.0, "time (h)", 8)])
def test_the_time_axis_counts_in_the_run_s_unit(qtbot, seconds, label, largest):
    plots = LivePlots()
    qtbot.addWidget(plots)
    plots.resize(700, 560)
    plots.show()
    assert plots.refresh(_run(seconds))
    qtbot.wait(20)
    for chart in (plots.throughput, plots.write):
        axis = chart.getPlotItem().getAxis("bottom")
        assert axis.labelText == label
        values = [float(s.replace(",", "")) for s in _ticks(axis)]
        assert values and largest * 0.5 <= max(values) <= largest * 1.1, values
    plots.clear()   # the next run starts in seconds again
    assert plots.throughput.getPlotItem().getAxis("bottom").labelText == "time (s)"


def test_the_units_change_at_ten_minutes_and_five_hours():
    assert [time_unit(s)[0] for s in (0, 599, 600, 5 * 3600 - 1, 5 * 3600)] == \
        [1.0, 1.0, 60.0, 60.0, 3600.0]
