"""The live time charts draw what happened, in time order, on an axis that fits: the
per-batch write times as one dot a batch, in time order (a line through two workers'
bursts of batches zigzagged back and forth); the throughput up to the conversion's end,
the Summary's, not the counts sent after it (the side files written); a long run from its
start (the last 4000 samples were kept: after ~7 minutes the lines began at 600 s)."""

from __future__ import annotations

import numpy as np
import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.run_rates import ETA_LONG, RunRates
from gui.time_series import TimeSeries
from gui.widgets.plots import LivePlots

# The built-in sample's 24 images with two workers, as the engine sent them (t, done);
# the last count follows the side files (manifest, labels.txt, rejected.csv, ...)
SAMPLE_COUNTS = [(0.5176, 0), (0.7103, 3), (0.8151, 3), (0.9207, 6), (0.9979, 24),
                 (1.0616, 24)]
SAMPLE_BATCHES = [0.6041, 0.9043, 0.9488, 0.9512, 0.9513, 0.9765, 0.9768, 0.9769]


def _sample_run() -> RunModel:
    m = RunModel(clock=lambda: 0.0)
    m.start()
    m.on_event(P.Plan(total=24, t=0.5))
    events = [P.BatchWritten(records=3, write_seconds=0.0001, t=t) for t in SAMPLE_BATCHES]
    events += [P.Progress(done=d, total=24, t=t, bytes_written=10_000 * d)
               for t, d in SAMPLE_COUNTS]
    for ev in sorted(events, key=lambda e: e.t):
        m.on_event(ev)
    return m


def _drawn(qtbot, m: RunModel) -> LivePlots:
    plots = LivePlots()
    qtbot.addWidget(plots)
    plots.resize(700, 560)
    plots.show()
    assert plots.refresh(m)
    qtbot.wait(20)
    return plots


def test_write_times_arriving_out_of_order_are_drawn_in_time_order(qtbot):
    m = RunModel(clock=lambda: 0.0)
    m.start()
    for t, ms in [(0.60, 0.09), (0.95, 0.11), (0.90, 0.20), (0.977, 0.08), (0.951, 0.04),
                  (0.976, 0.07)]:
        m.on_event(P.BatchWritten(records=3, write_seconds=ms / 1000, t=t))
    assert m.batch_ms.column(0).tolist() == [0.60, 0.90, 0.95, 0.951, 0.976, 0.977]
    assert m.batch_ms.column(1) == pytest.approx([0.09, 0.20, 0.11, 0.04, 0.07, 0.08])
    plots = _drawn(qtbot, m)
    x, _y = plots.write_curve.getData()
    assert len(x) == 6 and np.all(np.diff(x) >= 0), x


def test_each_batch_is_a_dot_not_a_line_through_the_bursts(qtbot):
    """Two workers' batches are written in bursts within a millisecond: a line through
    them went down each burst and back up to the next (a loop, at the chart's scale)."""
    plots = _drawn(qtbot, _sample_run())
    curve = plots.write_curve
    assert curve.opts["pen"] is None and curve.opts["symbol"] == "o"
    assert len(curve.getData()[0]) == len(SAMPLE_BATCHES)


def test_the_time_axis_ends_where_the_conversion_ends(qtbot):
    """The last count (after the side files) drew the throughput and stretched the axis
    past the Summary's conversion (0.5176 to 0.9979 s: 24 images in 0.48 s) and past the
    last batch; the speed "at the end" was 44 images/s beside its average of 50."""
    m = _sample_run()
    plots = _drawn(qtbot, m)
    x, _y = plots.images_curve.getData()
    assert x[-1] == pytest.approx(0.9979)
    x0, x1 = plots.write.getPlotItem().vb.viewRange()[0]
    assert x0 == 0 and 0.9979 < x1 <= 0.9979 * 1.06, x1
    assert plots.throughput.getPlotItem().vb.viewRange()[0] == [x0, x1]
    assert m.converted_rate() == pytest.approx(24 / (0.9979 - 0.5176))
    assert m.images_per_s() == pytest.approx(m.converted_rate())


def test_counts_while_copies_are_compared_are_not_drawn():
    m = RunModel(clock=lambda: 0.0)
    m.start()
    for t, done, compared in [(0.5, 0, 0), (1.0, 50, 0), (1.5, 100, 0), (2.0, 100, 1),
                              (9.0, 100, 3)]:
        m.on_event(P.Progress(done=done, total=100, t=t, compared=compared,
                              to_compare=3 if compared else 0))
    assert m.throughput.column(0).tolist() == [1.0, 1.5]


def test_a_long_runs_lines_begin_at_its_start(qtbot):
    """Ten counts a second for 30 minutes: the lines began at ~1400 s on an axis from 0."""
    m = RunModel(clock=lambda: 0.0)
    m.start()
    n = 18_000
    m.on_event(P.Plan(total=16 * n, t=0.4))
    for i in range(n):
        t = 0.5 + 0.1 * i
        m.on_event(P.Progress(done=16 * i, total=16 * n, t=t, bytes_written=1000 * i))
        m.on_event(P.BatchWritten(records=16, write_seconds=0.02 if i == 700 else 0.001,
                                  t=t + 0.01))
    assert len(m.throughput) <= m.capacity and len(m.batch_ms) <= m.capacity
    plots = _drawn(qtbot, m)
    for curve in (plots.images_curve, plots.write_curve):
        x, _y = curve.getData()
        assert x[0] < 2.0 and x[-1] > n * 0.1, (x[0], x[-1])
        assert np.all(np.diff(x) >= 0)
    # the one slow batch, at 70 s, is still there, as high as it was
    assert plots.write_curve.getData()[1].max() == pytest.approx(20.0)


def test_the_time_left_keeps_only_the_steps_it_reads():
    """Every step of the count was kept and scanned at each count: an hour's run spent
    ~5 ms a count on the window's thread, and more the longer it ran."""
    rates = RunRates(3.0, 4000)
    for i in range(5000):
        rates.add(0.5 + 0.1 * i, 16 * i, 1000 * i, 16 * 5000)
    assert len(rates._grew) <= ETA_LONG / 0.1 + 2
    assert rates.seconds_left() == pytest.approx(0.1, abs=0.05)


def test_a_series_keeps_its_peaks_and_its_newest_row_when_it_halves():
    s = TimeSeries(8, 2)
    for i in range(8):
        s.add(float(i), 5.0 if i == 2 else 1.0)
    s.add(8.0, 1.0)   # full: halved first
    t = s.column(0).tolist()
    assert len(s) < 9 and s.added == 9 and t == sorted(t) and t[-2:] == [7.0, 8.0]
    assert 5.0 in s.column(1).tolist()
    last = s.last()
    assert last is not None and last.tolist() == [8.0, 1.0]


def test_the_newest_row_stays_the_last_after_its_group_is_stored():
    """Once halved, a group is stored as its lowest and highest rows: the newest count
    (neither) was gone, so "now N images/s" read the group's peak or dip and the line
    stopped short of the last count."""
    s = TimeSeries(8, 2)
    for i in range(9):
        s.add(float(i), 1.0)            # halved: groups of four from here
    for t, y in ((9.0, 1.0), (10.0, 9.0), (11.0, 0.5), (12.0, 3.0)):
        s.add(t, y)                     # stored as (10, 9) and (11, 0.5)
    last = s.last()
    assert last is not None and last.tolist() == [12.0, 3.0]
    rows = s.array()
    assert rows[-1].tolist() == [12.0, 3.0] and rows[:, 0].tolist() == sorted(rows[:, 0])
    rates = RunRates(3.0, 8)
    for i in range(40):                 # a count whose speed differs at every step
        rates.add(0.5 + 0.1 * i, 16 * i + (i % 3) * 5, 1000 * i, 10_000)
    assert rates.throughput.last()[0] == pytest.approx(0.5 + 0.1 * 39)
