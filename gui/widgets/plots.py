"""Live plots: throughput (images/s and MB/s), per-batch write time, worker activity.

Curves are created once; :meth:`LivePlots.refresh` (called by the window's 10-20 Hz
timer) only pushes the model's arrays into them, and only when something changed.
Long runs stay cheap with clip-to-view and peak downsampling.

Axes read in plain units (images/s, MB/s, ms, %, seconds): pyqtgraph's automatic
SI rescaling ("(x0.001)") is off, time starts at 0 and never goes negative, and a plot
with nothing to show shows a short hint instead of empty axes.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from gui.i18n import decimal, number
from gui.run_model import RunModel
from gui.widgets import worker_chart
from gui.widgets.chart_column import ChartColumn, line_up, show_time, time_span
from gui.widgets.common import esc, name
from gui.widgets.decimate import decimate
from gui.widgets.plot_style import COLOURS, DARK_COLOURS, legend_html, plot_hint, styled_plot
from gui.widgets.summary_time import summary_times
from gui.widgets.worker_chart import worker_bars


def _places(x: float) -> int:
    """Decimal places that show ``x``'s first digit: one, and more below 0.1 (a mean
    write of 0.06 ms read "0.1 ms" under a chart whose points sat at 0.06)."""
    return min(3, max(1, -math.floor(math.log10(x)))) if 0 < x < 1 else 1


def usable_cores() -> int:
    """The cores this process may run on (what the engine's --workers auto uses)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


class LivePlots(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "livePlots", self.tr("Live plots"))
        pal = self.palette()
        bg = pal.color(QPalette.ColorRole.Base)
        fg = pal.color(QPalette.ColorRole.Text)
        dark = pal.color(QPalette.ColorRole.Window).lightness() < 128
        c = DARK_COLOURS if dark else COLOURS
        self._fg = fg

        # (1) throughput: images/s on the left axis, MB/s on a second view box on the right
        self.throughput = self._plot("throughputPlot", self.tr("Throughput over time"), bg, fg,
                                     frame=False)   # its right axis has MB/s
        p = self.throughput.getPlotItem()
        # The key to the two lines is the title (short: a long title widens the plot past
        # its widget, clipping the right axis). pyqtgraph's legend sits inside the data
        # area, and its opaque box hid the line where it is highest: the first seconds of
        # a run (in a short plot, at 1024x640, most of the line). The key holds the units,
        # each naming its axis, whose values are in its line's colour: on their side beside
        # the axes "枚/秒" and "장/초" read sideways (the charts below and Tune's: the same).
        p.setTitle(esc(self.tr("Throughput:")) + "&nbsp;&nbsp;" + legend_html(
            [(c["images"], "──", self.tr("images/s (left)")),
             (c["mb"], "- -", self.tr("MB/s written (right)"))]), color=fg.name(), size="10pt")
        p.showAxis("right")
        for side, colour in (("left", c["images"]), ("right", c["mb"])):
            p.getAxis(side).setTextPen(pg.mkPen(colour))
        # Width-1 antialiased lines: Qt's fast path. Width 2 tripled the repaint time of
        # this plot (15 ms -> 5 ms per repaint with 800 points; bench/gui_work.py).
        self.images_curve = p.plot(pen=pg.mkPen(c["images"], width=1))
        self.mb_view = pg.ViewBox()
        p.scene().addItem(self.mb_view)
        p.getAxis("right").linkToView(self.mb_view)
        self.mb_view.setXLink(p)
        self.mb_curve = pg.PlotDataItem(pen=pg.mkPen(c["mb"], width=1, style=pg.QtCore.Qt.DashLine))
        self.mb_view.addItem(self.mb_curve)
        p.vb.sigResized.connect(self._sync_views)
        for curve in (self.images_curve, self.mb_curve):
            curve.setClipToView(True)
            curve.setDownsampling(auto=True, method="peak")

        # (2) per-batch write time
        # (the units of this plot and the next are in their titles: a rotated axis label
        # was longer than the plot was high at 1024x640 with the banner, and cut off)
        self.write = self._plot("writeTimePlot", self.tr("Per-batch write time (ms)"), bg, fg)
        wp = self.write.getPlotItem()
        # A dot a batch, no line: batches are written in bursts (two workers' batches
        # within a millisecond), and a line through them drew a zigzag, down each burst
        # and back up to the next, that looked like time running back and forth
        self.write_curve = wp.plot(pen=None, symbol="o", symbolSize=4,
                                   symbolBrush=c["write"], symbolPen=None)
        self.write_curve.setClipToView(True)
        self.write_curve.setDownsampling(auto=True, method="peak")
        line_up(self.throughput, self.write)   # a time at the same x in both
        show_time((self.throughput, self.write), 0.0)

        # (3) worker activity: one bar per worker (per host for a large cluster) + the writer
        self._workers_title, self._title_colour = self.tr("Worker activity (busy %)"), fg.name()
        self.workers = self._plot("workerPlot", self._workers_title, bg, fg)
        kp = self.workers.getPlotItem()
        kp.setYRange(0, 100, padding=0)
        # 0, 50, 100 (25 and 75 where they fit): pyqtgraph keeps at least three intervals,
        # whose labels (20 ... 80) ran together on a short chart
        kp.getAxis("left").setTicks([[(v, str(v)) for v in (0, 50, 100)],
                                     [(v, str(v)) for v in (25, 75)]])
        kp.setMouseEnabled(x=False, y=False)
        # Grid lines of its own, not the axis's: an axis that draws the grid hides the labels
        # that reach past the data area, and 0 and 100, half a line past its ends, were gone
        # on the ~40 px chart at 1024x640 (only "50" left)
        kp.showGrid(x=False, y=False)
        grid = QColor(fg)
        grid.setAlphaF(0.25)
        for v in (25, 50, 75):
            kp.addItem(pg.InfiniteLine(pos=v, angle=0, pen=pg.mkPen(grid, width=1)))
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=c["busy"])
        self.writer_bar = pg.BarGraphItem(x=[], height=[], width=0.7, brush=c["writer"])
        kp.addItem(self.bars)
        kp.addItem(self.writer_bar)
        self._bar_shape: tuple | None = None   # (hosts, sizes) the ticks were made for

        self.hints = {
            "throughput": self.tr("Throughput (images/s and MB/s) is drawn here while a "
                                  "conversion runs."),
            "write": self.tr("The time to write each batch (ms per batch) is drawn here "
                             "while a conversion runs."),
            "workers": self.tr("How busy each worker and the writer are is shown here while "
                               "a conversion runs."),
        }
        for plot in (self.throughput, self.write, self.workers):
            self._plain_units(plot.getPlotItem())
        for plot in (self.throughput, self.write):
            # time (x) and rates (y) are >= 0: panning cannot show negatives. Not the
            # worker bars: their first bar sits at x=0 and needs the margin left of it.
            plot.getPlotItem().vb.setLimits(xMin=0, yMin=0)
        self._stacks: dict[str, QStackedWidget] = {}
        self.charts: ChartColumn | None = None   # (made below, when the hints are in)
        for key, widget in (("throughput", self.throughput), ("write", self.write),
                            ("workers", self.workers)):
            self._stacks[key] = self._with_hint(key, widget)
        self._empty_ranges()

        self.caption = name(QLabel(), "plotCaption", self.tr("Plot summary"))
        self.caption.setWordWrap(True)
        # What limits throughput now: a visible badge, not a word in the caption
        self.limit = name(QLabel(), "bottleneckIndicator", self.tr("What limits speed now"))
        self.limit.setWordWrap(True)
        self.limit.setTextFormat(Qt.TextFormat.RichText)
        self.limit.hide()
        self._dark = dark
        self.cores: int | None = None  # None: this computer's usable cores (tests set it)
        # (recommended count, most workers measured) of the Tune tab's last sweep on this
        # source, or None: a measurement outranks the rule of thumb "more workers help"
        self.measured: Callable[[], tuple[int, int] | None] = lambda: None

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.limit)
        # (the worker activity left out while the tab is too short for three charts)
        stacks = self._stacks
        self.charts = name(ChartColumn(stacks["throughput"], stacks["write"], stacks["workers"]),
                           "liveCharts", self.tr("Live plots"))
        lay.addWidget(self.charts, 1)
        lay.addWidget(self.caption)
        self._seen: tuple[object, ...] | None = None

    def _plot(self, object_name: str, title: str, bg: QColor, fg: QColor,
              frame: bool = True) -> pg.PlotWidget:
        w = styled_plot(object_name, title, bg, fg, frame=frame)
        w.setMinimumHeight(80)   # three plots still fit a 1024x640 screen
        return w

    @staticmethod
    def _plain_units(item: pg.PlotItem) -> None:
        """"0.002 MB/s", never "2 (x0.001) MB/s". pyqtgraph 0.14 rescales any axis whose
        values lie in 0..1 unless its SI-prefix ranges are empty; setLabel() resets them,
        so this runs after the labels are set."""
        for axis in ("left", "bottom", "right"):
            ax = item.getAxis(axis)
            ax.enableAutoSIPrefix(False)
            if hasattr(ax, "setSIPrefixEnableRanges"):
                ax.setSIPrefixEnableRanges(())

    def _with_hint(self, key: str, plot: pg.PlotWidget) -> QStackedWidget:
        stack = name(QStackedWidget(), f"{key}PlotArea", plot.accessibleName())
        stack.addWidget(plot_hint(self.hints[key], f"{key}PlotHint"))
        stack.addWidget(plot)
        stack.setMinimumHeight(plot.minimumHeight())
        return stack

    def hint_shown(self, key: str) -> bool:
        """True while the plot ``key`` shows its hint instead of axes."""
        return self._stacks[key].currentIndex() == 0

    def _show(self, key: str, has_data: bool) -> None:
        if self._stacks[key].currentIndex() != (1 if has_data else 0):
            self._stacks[key].setCurrentIndex(1 if has_data else 0)
            if self.charts is not None:   # (a hint needs less room than a chart)
                self.charts.fit()

    def _empty_ranges(self) -> None:
        show_time((self.throughput, self.write), 0.0)
        for plot in (self.throughput, self.write):
            plot.getPlotItem().setXRange(0, 10, padding=0)
            plot.getPlotItem().setYRange(0, 1, padding=0)
        self.mb_view.setYRange(0, 1, padding=0)
        for key in self._stacks:
            self._show(key, False)

    def _sync_views(self) -> None:
        p = self.throughput.getPlotItem()
        self.mb_view.setGeometry(p.vb.sceneBoundingRect())
        self.mb_view.linkedViewChanged(p.vb, self.mb_view.XAxis)

    def clear(self) -> None:
        self.images_curve.setData([], [])
        self.mb_curve.setData([], [])
        self.write_curve.setData([], [])
        self.bars.setOpts(x=[], height=[])
        self.writer_bar.setOpts(x=[], height=[])
        self.caption.setText("")
        self.limit.hide()
        self._seen = None
        self._bar_shape = None
        self._empty_ranges()

    def refresh(self, model: RunModel) -> bool:
        """Push the model into the curves; returns False when nothing changed."""
        stamp = (model.throughput.added, model.batches, tuple(model.worker_busy),
                 tuple(model.worker_hosts), tuple(model.worker_names), model.writer_busy,
                 model.phase, model.bottleneck)
        if stamp == self._seen:
            return False
        self._seen = stamp
        tp = model.throughput.array()
        wb = model.batch_ms.array()
        t_end = time_span([float(a[-1, 0]) for a in (tp, wb) if len(a)])
        self._show("throughput", bool(len(tp)))
        self._show("write", bool(len(wb)))
        show_time((self.throughput, self.write), t_end)
        if len(tp):
            self.throughput.getPlotItem().setXRange(0, t_end, padding=0)
            self.images_curve.setData(*decimate(tp[:, 0], tp[:, 1]))
            self.mb_curve.setData(*decimate(tp[:, 0], tp[:, 2]))
            # rates start at zero on the axis so noise does not look like a collapse
            top = float(np.nanmax(tp[:, 2]))
            self.mb_view.setYRange(0, max(top * 2.0, 0.1), padding=0)  # lower half: no overlap
            self.throughput.getPlotItem().setYRange(
                0, max(float(np.nanmax(tp[:, 1])) * 1.15, 1.0), padding=0)
        if len(wb):
            self.write_curve.setData(*decimate(wb[:, 0], wb[:, 1]))
            self.write.getPlotItem().setXRange(0, t_end, padding=0)
            self.write.getPlotItem().setYRange(0, max(float(np.nanmax(wb[:, 1])) * 1.15, 0.1),
                                               padding=0)
        hosts, busy, sizes = worker_bars(model.worker_busy, model.worker_hosts)
        n = len(busy)
        self._show("workers", bool(n))
        # after converting the bars keep their last values (w1 100%, w2 0% while verifying):
        # the title says so
        converting = model.phase in ("scanning", "writing")
        title = worker_chart.chart_title(converting) if model.one_process else (
            self.tr("Worker activity (busy %)") if converting
            else self.tr("Worker activity when converting ended (busy %)"))
        if title != self._workers_title:
            self._workers_title = title
            self.workers.getPlotItem().setTitle(title, color=self._title_colour, size="10pt")
        if n:
            self.bars.setOpts(x=np.arange(n), height=np.asarray(busy) * 100.0, width=0.7)
            self.writer_bar.setOpts(x=[n], height=[model.writer_busy * 100.0], width=0.7)
            shape = (tuple(hosts), tuple(sizes), model.one_process, tuple(model.worker_names))
            if shape != self._bar_shape:
                names = worker_chart.bar_names(hosts, model.worker_names)   # (Dask's)
                self.workers.setToolTip(worker_chart.bars_tooltip(names, model.worker_names))
                ticks = [(i, worker_chart.bar_name() if model.one_process else
                          names[i] or self.tr("w{i}").format(i=i + 1) if h is None else
                          self.tr("{host} ({n})").format(host=h, n=k))
                         for i, (h, k) in enumerate(zip(hosts, sizes, strict=True))]
                ticks.append((n, self.tr("writer")))
                self.workers.getPlotItem().getAxis("bottom").setTicks([ticks])
                self.workers.getPlotItem().setXRange(-0.6, n + 0.6, padding=0)
                self._bar_shape = shape
        # the speed of the last seconds, said as such beside the average, which the
        # Summary's Average speed is once the run ends ("86 images/s" here beside its
        # "29.3 images/s" said neither which was which, nor over what)
        parts = []
        if model.images_per_s():
            # (MB/s of the shards written, as the legend says: the command line's are read)
            parts.append((self.tr("now {r} images/s, {m} MB/s written") if converting else
                          self.tr("at the end {r} images/s, {m} MB/s written")).format(
                r=number(round(model.images_per_s())), m=decimal(model.mb_per_s())))
        # (the Summary's, over the conversion, the engine's reading of the source before it
        # not counted: the summary's since 0.3.7, an older engine's over its whole run)
        average = summary_times(model.summary).rate if model.summary is not None else \
            model.rates.live_rate() if converting else 0.0
        if average > 0:
            parts.append((self.tr("average {r} images/s since converting began")
                          if converting else
                          self.tr("average {r} images/s over the conversion, as in the "
                                  "Summary")).format(r=decimal(average)))
        if model.batches:
            parts.append(self.tr("mean write {ms} ms per batch").format(
                ms=decimal(ms := model.mean_write_ms(), _places(ms))))
        self.caption.setText(" · ".join(parts))
        self._show_limit(model)
        return True

    def limit_text(self, model: RunModel) -> str:
        """One plain sentence on what limits throughput now ("" when nothing is known)."""
        busy = model.worker_busy
        if model.one_process:   # no workers to add (nor to count)
            return worker_chart.limit_text(model.bottleneck, busy, model.writer_busy)
        nums = self.tr("workers busy {w}%, writer busy {k}%").format(
            w=number(round(100 * sum(busy) / len(busy) if busy else 0)),
            k=number(round(100 * model.writer_busy)))
        cores = self.cores if self.cores is not None else usable_cores()
        if model.worker_hosts and model.original:   # (its workers store files side by side)
            decoding = worker_chart.cluster_storing()
        elif model.worker_hosts:   # a cluster run: this computer's cores are not the limit
            decoding = self.tr("<b>Converting the images takes most of the time</b>: "
                               "the cluster's workers are busy "
                               "and the writer waits for them; more cluster workers (or "
                               "jobs) would help.")
        elif len(busy) < cores and self._measured_no_gain(len(busy)):
            # Tune measured more workers on this source, and they were no faster: "more
            # workers would help" contradicted its answer (e.g. the writer and the window
            # use the second core of two)
            best, most = self.measured() or (0, 0)
            decoding = self.tr("<b>Converting the images takes most of the time</b>: "
                               "the workers are busy and the "
                               "writer waits for them. The Tune sweep measured up to {m} "
                               "workers on this source and found no gain beyond {n}, so more "
                               "workers would not help here; what would: a smaller image "
                               "size, the \u201cOriginal bytes\u201d format (no re-encoding), "
                               "or closing other programs.").format(m=most, n=best)
        elif len(busy) < cores:
            decoding = self.tr("<b>Converting the images takes most of the time</b>: "
                               "the workers are busy and the "
                               "writer waits for them; more workers (up to {n}, the number "
                               "of cores) would help.").format(n=cores)
        else:  # every core has a worker: more would only queue for the same cores
            decoding = self.tr("<b>Converting the images takes most of the time</b>: "
                               "every core is busy converting. "
                               "More workers would not help; what would: a smaller image "
                               "size, the \u201cOriginal bytes\u201d format (no re-encoding), "
                               "a faster disk, or closing other programs.")
        texts = {
            "decoding": decoding,
            "storing": decoding,   # (--format original's busy workers: cluster_storing)
            "writing": self.tr("<b>Writing the output files takes most of the time</b>: "
                               "the writer is busy and the workers "
                               "wait; the disk or the compression is the limit, so more "
                               "workers would not help."),
            "reading": worker_chart.waiting_for_files(),
        }
        text = texts.get(model.bottleneck)
        if text is None and model.bottleneck:   # a kind this window does not know (a newer
            return ""                           # engine's, engine.protocol): no advice
        if text is None:
            # no advice before there are measurements: the first intervals of a run (every
            # share 0%) said "nothing is saturated (workers 0%)" while the workers were busy
            # starting
            if not (any(busy) or model.writer_busy):
                return ""
            text = self.tr("<b>Nothing is saturated</b> right now (the run may be starting "
                           "or finishing).")
        return f"{text} <span>({nums})</span>"

    def _measured_no_gain(self, workers: int) -> bool:
        """Whether the last sweep on this source measured more than `workers` workers and
        recommended no more than `workers` (more were no faster)."""
        tuned = self.measured()
        return tuned is not None and tuned[0] <= workers < tuned[1]

    def _show_limit(self, model: RunModel) -> None:
        # only while converting: during verification the workers are gone
        text = self.limit_text(model) if model.running and model.phase != "verifying" else ""
        if not text:
            self.limit.hide()
            return
        blue = ("#1f3b5c", "#dbeafe") if self._dark else ("#1e40af", "#dbeafe")
        colours = {"decoding": blue, "storing": blue,
                   "writing": ("#5c1f1f", "#fee2e2") if self._dark else ("#991b1b", "#fee2e2"),
                   "reading": ("#5c4a1f", "#fef3c7") if self._dark else ("#92400e", "#fef3c7")}
        border, fill = colours.get(model.bottleneck, ("#6b7280", "#f3f4f6"))
        if self._dark:  # dark fill, light text
            style = f"background: {border}; color: #f9fafb; border: 1px solid {fill};"
        else:
            style = f"background: {fill}; color: #111827; border: 1px solid {border};"
        sheet = f"QLabel {{ {style} border-radius: 4px; padding: 4px 8px; }}"
        if sheet != self.limit.styleSheet():  # re-styling costs ~1 ms per tick
            self.limit.setStyleSheet(sheet)
        self.limit.setText(text)
        self.limit.show()
