"""The Tune tab's chart (gui.widgets.tune_panel): images/s against the worker count, every
trial a point, each count's measured range as an error bar, the very range the
explanation names (engine.commands.tune_decide.speeds), the median as a line, and the
recommended count marked with a star."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QSize
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.commands.tune_decide import speeds
from gui.widgets.common import esc, name
from gui.widgets.plot_style import COLOURS, DARK_COLOURS, legend_html, styled_plot


class TuneChart(QWidget):
    """The plot, asking for its least height, 150 px: the scroll area around the tab takes
    its body's preferred height as the least it may have, and the plot's own (~500 px)
    scrolled the reason away at 1366x768 (220 px, then 160: the bars' caption at 1024x640
    in Japanese). It still takes every pixel the tab can spare."""

    LEAST = 150   # px

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pal = self.palette()
        dark = pal.color(QPalette.ColorRole.Window).lightness() < 128
        self.colours = DARK_COLOURS if dark else COLOURS
        c = self.colours
        bg, fg = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)
        self.plot = styled_plot("tunePlot", self.tr("Images per second against workers"), bg,
                                fg, grid=(False, True))
        item = self.plot.getPlotItem()
        # The key is the title's second line: pyqtgraph's legend, inside the data area, hid
        # the recommended star and its trials where they usually are (top right). The unit
        # is in the title, as the live plots' (gui.widgets.plots): turned on its side beside
        # the axis, "枚/秒" and "장/초" read sideways, a character at a time.
        item.setTitle(esc(self.tr("Speed (images/s) by number of workers")) + "<br>" +
                      legend_html([(c["images"], "\u2500\u2500", self.tr("median")),
                                   (c["mb"], "\u25cf", self.tr("each trial")),
                                   (c["write"], "\u2605", self.tr("recommended"))]),
                      color=fg.name(), size="10pt")
        item.setLabel("bottom", self.tr("workers"))
        item.setMouseEnabled(x=False, y=False)
        self.median_curve = item.plot(pen=pg.mkPen(c["images"], width=2))
        self.spread = pg.ErrorBarItem(x=np.array([]), y=np.array([]), beam=0.15,
                                      pen=pg.mkPen(c["images"], width=1.5))
        item.addItem(self.spread)
        self.trials = pg.ScatterPlotItem(size=8, pen=pg.mkPen(fg), brush=pg.mkBrush(c["mb"]))
        item.addItem(self.trials)
        self.best = pg.ScatterPlotItem(size=22, symbol="star", pen=pg.mkPen(fg, width=1.5),
                                       brush=pg.mkBrush(c["write"]))
        item.addItem(self.best)
        self.best_text = pg.TextItem("", color=c["write"], anchor=(0.5, 0.0))
        item.addItem(self.best_text)
        self.top = 100.0   # the y axis's top (frame)
        self._rate = 0.0   # the highest trial framed (0: none yet)
        item.getViewBox().sigResized.connect(self._fit_top)
        self.plot.setMinimumHeight(self.LEAST)  # the Tune tab fits a 1024x640 screen
        # What a bar is, in the words of the explanation below ("its measured range,
        # 294 to 472 images/s"): a bar that looked like the slowest to the fastest trial
        # was read so, beside trials at 240 and 530. (Laid out by the tab, under the plot:
        # a word-wrapped label in this widget's layout made its height the plot's ~500 px.)
        self.caption = name(QLabel(self.tr(
            "The line joins each worker count's typical speed; the short bars show how much "
            "its tries varied.")), "tuneBars", self.tr("What the bars show"))
        self.caption.setWordWrap(True)
        f = self.caption.font()
        f.setPointSizeF(f.pointSizeF() * 0.9)   # a note on the plot, not the answer
        self.caption.setFont(f)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.LEAST)

    def frame(self, workers: int, rate: float = 0.0) -> None:
        """The axes for 1..`workers` workers and up to `rate` images/s: before any trial,
        pyqtgraph framed its empty items at -5e-66..1e-65 (tiny, meaningless numbers)."""
        item = self.plot.getPlotItem()
        item.setXRange(0.5, workers + 0.5, padding=0)
        self._rate = rate
        self._fit_top()
        item.getAxis("bottom").setTicks([[(w, str(w)) for w in range(1, workers + 1)]])

    def _fit_top(self) -> None:
        """The y axis's top: 1.4 x the highest trial, and more when the data area is too
        short for the star's label to sit above every trial (a label is as many pixels
        tall at any plot height: in Japanese at 1024x640 it lay on the fastest trial)."""
        rate = self._rate
        top = max(rate * 1.4, 100.0 if not rate else 1.0)
        height = self.plot.getPlotItem().getViewBox().height()
        label = self.best_text.textItem.boundingRect().height()
        if rate and height > 0:
            free = max(height - label - 4, height * 0.3)   # pixels below the label
            top = max(top, rate * height / free)
        if top != self.top or self.plot.getPlotItem().getViewBox().viewRange()[1][1] != top:
            self.top = top
            self.plot.getPlotItem().setYRange(0, top, padding=0)
            self.best_text.setPos(self.best_text.pos().x(), top)

    def clear(self) -> None:
        self.median_curve.setData([], [])
        self.spread.setData(x=np.array([]), y=np.array([]), top=np.array([]),
                            bottom=np.array([]))
        self.trials.setData([], [])
        self.best.setData([], [])
        self.best_text.setText("")

    def redraw(self, points: list[tuple[int, float]], max_workers: int) -> None:
        """Every trial of `points` ((workers, images/s)), each count's median and range."""
        if not points:
            return
        pts = np.asarray(points, dtype=float)
        self.trials.setData(pts[:, 0], pts[:, 1])
        # The ranges the explanation gives (from 3 trials the middle half of them): a bar
        # from slowest to fastest reached 152/s beside "faster than 2 workers (116-136)"
        sp = speeds(points)
        ws = np.array(sorted(sp), dtype=float)
        med = np.array([sp[w].median for w in sorted(sp)])
        lo = np.array([sp[w].low for w in sorted(sp)])
        hi = np.array([sp[w].high for w in sorted(sp)])
        self.median_curve.setData(ws, med)
        self.spread.setData(x=ws, y=med, top=hi - med, bottom=med - lo)
        top = max(float(hi.max()), float(pts[:, 1].max()))   # every trial's point in view
        self.frame(max(max_workers, int(ws.max())), top)  # room for the label

    def mark(self, workers: int, rate: float, max_workers: int) -> None:
        """The recommended count's star, and its label."""
        self.best.setData([workers], [rate])
        self.best_text.setText(self.tr("recommended: 1 worker") if workers == 1 else
                               self.tr("recommended: {n} workers").format(n=workers))
        # At the top of the data area, over the star's count: the range leaves the top
        # 2/7 free of data (frame: 1.4 x the highest trial). Beside the star it lay on the
        # median line and the trials of the next counts; above the plot, on the title's
        # key. Its anchor follows the count's place on the axis, so it stays inside.
        n = max(max_workers, workers, 1)
        self.best_text.setAnchor(((workers - 0.5) / n, 0.0))
        self.best_text.setPos(workers, self.top)
