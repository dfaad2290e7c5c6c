"""The Live plots tab's three charts, one under the other: throughput, the per-batch write
time and the worker activity; the worker activity is left out while the column is too short
for three readable charts. The two time charts share their time axis: it ends a little after
the run's last point (time_span), and a time is at the same x in both (line_up); it counts
in the unit the run's length reads in (show_time): seconds, minutes past 10 minutes, hours
past 5 hours (a 3-hour run's axis said 2000 ... 10000 under "time (s)").

At 1024x640, during a run, the tab holds the bottleneck banner (three to five lines; five
in Japanese), the three charts and the caption: each chart was at its minimum height, whose
title and axes left 8 to 12 px to the data (a flat line under "Throughput" in a walk's
Japanese run), and the banner's last line was cut. A chart's title and axes take ~70 px, so
a chart shows its data from ~110 px on. Below three times that, the two time charts keep
the column; the banner above them says how busy the workers and the writer are meanwhile,
and once the run ends (no banner) the worker chart is back with their last values. Before a
run the three hints (a line of text each) need no such room and stay. (Side by side, the
two lower charts' titles did not fit half the width: "バッチごとの書き込み時間 (ミリ" and
"ワーカーの稼働状況 (稼働率 %".)"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from gui.i18n import QT_TRANSLATE_NOOP
from gui.widgets.plot_style import share_width

#: The height from which a chart's data area (~40 px) is readable beside its title and axes.
READABLE = 110


class ChartColumn(QWidget):
    """The three charts one under the other (stretched 3 : 2 : 2); the workers' is left out
    while the column is shorter than the room they need (``all_shown()``), the others then 3 : 3.
    Each is a plot area of LivePlots: its hint on the first page (its minimum height will
    do), its chart on the second (READABLE px); ask again with ``fit()`` when a page
    changes."""

    def __init__(self, throughput: QStackedWidget, write: QStackedWidget,
                 workers: QStackedWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._charts = (throughput, write, workers)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        for chart, stretch in zip(self._charts, (3, 2, 2), strict=True):
            lay.addWidget(chart, stretch)
        self._lay = lay

    def all_shown(self) -> bool:
        """Whether every chart is in the column now."""
        return not self._charts[-1].isHidden()

    def fit(self, height: int | None = None) -> None:
        """Leave the last chart out, or take it back, for the column's ``height`` (now's)."""
        need = sum(READABLE if c.currentIndex() > 0 else c.minimumHeight()
                   for c in self._charts)
        need += (len(self._charts) - 1) * max(0, self._lay.spacing())
        room = (self.height() if height is None else height) >= need
        if room == self.all_shown():
            return
        self._charts[-1].setHidden(not room)
        # the two left share the column evenly (3 : 2 left the write time ~25 px of data)
        self._lay.setStretch(1, 2 if room else 3)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit(event.size().height())


# The time axes' least span: a run's first counts are not stretched across the chart
MIN_SPAN = 0.5
# ... and the room right of the last point: the line does not run into the frame
MARGIN = 0.05


def time_span(last: list[float]) -> float:
    """Where the two time charts' axis ends (both the same: they are read one above the
    other): the run's time so far (its last points' ``last``) and a little more. It was at
    least 10 s, and the built-in sample, converted in 0.3 s, was a sliver at its left."""
    return max([MIN_SPAN] + [t * (1.0 + MARGIN) for t in last])


def line_up(*plots: pg.PlotWidget) -> None:
    """Time charts read one above the other: a time at the same x in each (their left axes
    share a width, and so do their right ones: plot_style.share_width)."""
    for side in ("left", "right"):
        share_width(*(p.getPlotItem().getAxis(side) for p in plots))


# (the span from which the time axis counts in the unit, the unit in seconds, its label):
# a lab's long run in seconds read "10000" for 2:46:40 (the progress line's "elapsed"
# says a clock); minutes and hours are what people count a run's length in
TIME_UNITS = ((0.0, 1.0, QT_TRANSLATE_NOOP("LivePlots", "time (s)")),
              (600.0, 60.0, QT_TRANSLATE_NOOP("LivePlots", "time (min)")),
              (5 * 3600.0, 3600.0, QT_TRANSLATE_NOOP("LivePlots", "time (h)")))


def time_unit(span: float) -> tuple[float, str]:
    """The unit (its length in seconds, its English label) of a time axis ``span`` s long."""
    return [(seconds, label) for start, seconds, label in TIME_UNITS if span >= start][-1]


def show_time(plots: tuple[pg.PlotWidget, ...], span: float) -> None:
    """The time charts' bottom axes count in ``span``'s unit (the data stay in seconds:
    the axis writes each value divided by the unit)."""
    seconds, label = time_unit(span)
    text = QCoreApplication.translate("LivePlots", label)
    for plot in plots:
        item = plot.getPlotItem()
        axis = item.getAxis("bottom")
        if axis.scale != 1.0 / seconds:
            axis.setScale(1.0 / seconds)
        if axis.labelText != text:
            item.setLabel("bottom", text)
