"""The live charts' time axis fits the run: it ends a little after the run's last point
(the throughput and the per-batch write time charts, one above the other, the same). It
spanned at least 10 s, and the built-in sample, converted from 0.28 s to 0.47 s, was a
sliver at its left edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.chart_column import MIN_SPAN, time_span
from gui.widgets.plots import LivePlots


def _run(times: list[float], per_step: int = 6) -> RunModel:
    """A run counting ``per_step`` images at each of ``times``, a batch written at each."""
    m = RunModel(clock=lambda: 0.0)
    m.start()
    m.on_event(P.Plan(total=per_step * len(times), t=times[0]))
    for i, t in enumerate(times):
        m.on_event(P.Progress(done=per_step * i, total=per_step * len(times), t=t,
                              bytes_written=1000 * i))
        if i:
            m.on_event(P.BatchWritten(records=per_step, bytes=1000, write_seconds=0.0001,
                                      t=t))
    return m


def _x_ranges(qtbot, plots: LivePlots, m: RunModel) -> list[tuple[float, float]]:
    plots.resize(800, 600)
    plots.show()
    assert plots.refresh(m)
    qtbot.wait(20)
    return [tuple(p.getPlotItem().vb.viewRange()[0]) for p in (plots.throughput, plots.write)]


def test_a_short_runs_axis_is_its_own_length(qtbot):
    plots = LivePlots()
    qtbot.addWidget(plots)
    m = _run([0.28, 0.32, 0.36, 0.40, 0.44, 0.47], per_step=4)   # the sample's 24 images
    ranges = _x_ranges(qtbot, plots, m)
    assert ranges[0] == ranges[1], ranges   # read one above the other: the same seconds
    x0, x1 = ranges[0]
    assert x0 == 0
    # the run's points reach across most of the chart: to its last point and a little more
    assert 0.47 < x1 <= 0.55, x1


def test_a_long_runs_axis_ends_a_little_after_its_last_point(qtbot):
    plots = LivePlots()
    qtbot.addWidget(plots)
    m = _run([0.3 + 2.0 * k for k in range(60)])   # to 118.3 s
    ranges = _x_ranges(qtbot, plots, m)
    assert ranges[0] == ranges[1], ranges
    assert ranges[0][0] == 0 and 118.3 < ranges[0][1] <= 118.3 * 1.06, ranges


@pytest.mark.parametrize(("last", "end"), [([], MIN_SPAN), ([0.1], MIN_SPAN),
                                           ([1.2, 1.1], 1.2 * 1.05)])
def test_the_axis_has_a_least_span(last, end):
    """A run's first point alone is not stretched across the chart."""
    assert time_span(last) == pytest.approx(end)


def _x_of(plot, t: float, plots: LivePlots) -> float:
    """Where the time ``t`` is drawn in ``plot``, in ``plots``' own x."""
    scene = plot.getPlotItem().vb.mapViewToScene(QPointF(t, 0.0))
    return plot.mapTo(plots, plot.mapFromScene(scene)).x()


@pytest.mark.parametrize("language_code", ["en", "ja"])
def test_a_time_is_at_the_same_x_in_both_charts(qtbot, language, language_code):
    """The write-time chart's 2.0 s was 17 px right of the throughput chart's at 1366x768:
    its left axis had no title, its right one no values."""
    language(language_code)
    plots = LivePlots()
    qtbot.addWidget(plots)
    m = _run([0.3 + 0.1 * k for k in range(40)], per_step=60)   # to 4.2 s, ~600 images/s
    _x_ranges(qtbot, plots, m)
    qtbot.wait(50)   # (the axes size themselves to their labels as they are drawn)
    for t in (0.5, 2.0, 4.0):
        top, below = _x_of(plots.throughput, t, plots), _x_of(plots.write, t, plots)
        assert abs(top - below) <= 1.0, (t, top, below)
