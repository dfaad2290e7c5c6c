"""The look shared by every chart of the window (the live plots, the Tune sweep, Inspect's
records per class): colours, title, grid, axes in the text colour, and a plot's hint."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QLabel

from gui.i18n import decimal, number
from gui.widgets.common import esc, name

pg.setConfigOptions(antialias=True, useOpenGL=False)

COLOURS = {"images": "#1f77b4", "mb": "#b85400", "write": "#2ca02c", "busy": "#1f77b4",
           "writer": "#d62728"}
DARK_COLOURS = {"images": "#58a6ff", "mb": "#ffa657", "write": "#56d364", "busy": "#58a6ff",
                "writer": "#ff7b72"}


# How much of an axis the labels of its finer tick levels may fill (pyqtgraph's
# textFillLimits: after n labels, at most this fraction). pyqtgraph's own (80%, of text
# boxes it takes as 0.8 of their height) let labels run into one another on a short
# chart at 1024x640 (the worker chart's under the bottleneck banner).
TEXT_FILL = [(0, 0.55), (2, 0.45), (4, 0.3), (6, 0.2)]


class LocalAxis(pg.AxisItem):
    """An axis that writes its values as the window writes numbers (gui.i18n): pyqtgraph's
    own "1200" stood beside the caption's "1,200 images/s" (and "0.5" beside "0,5" where
    the locale writes a decimal comma). A vertical one can share its width (share_width)."""

    def _updateWidth(self) -> None:  # noqa: N802 - pyqtgraph's name (it sizes the axis)
        super()._updateWidth()
        self.own_width = self.maximumWidth()
        partners = getattr(self, "partners", ())
        widest = max((getattr(a, "own_width", 0.0) for a in partners), default=0.0)
        for a in partners:
            if a.maximumWidth() != widest:
                a.setMinimumWidth(widest)
                a.setMaximumWidth(widest)

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph's name
        step = abs(spacing * scale)
        places = max(0, math.ceil(-math.log10(step))) if step > 0 else 0
        # (+ 0.0: no "-0" at the origin)
        return [decimal(v * scale + 0.0, places) if places else number(round(v * scale) + 0)
                for v in values]


class SpacedAxis(LocalAxis):
    """A vertical axis whose value labels never run into one another. pyqtgraph draws its
    first tick level whole however short the chart is (60 printed over 40 on the
    write-time chart under the bottleneck banner at 1024x640): that level is thinned to
    every k-th tick, so labels are a line apart, and the finer levels are dropped."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N803 - pyqtgraph's names
        levels = super().tickValues(minVal, maxVal, size)
        span = abs(maxVal - minVal) * self.scale
        if not levels or span <= 0 or size <= 0:
            return levels
        need = QFontMetricsF(self.style.get("tickFont") or self.font()).height() * 1.2
        per_unit = size / span
        out = []
        for spacing, values in levels:
            if spacing * per_unit >= need:
                out.append((spacing, values))
                continue
            if not out:   # the first level: every k-th tick (one at least)
                k = math.ceil(need / (spacing * per_unit))
                kept = [v for v in values if round(v / spacing) % k == 0] or list(values[:1])
                out.append((spacing * k, kept))
            break
        return out


class CountAxis(SpacedAxis):
    """A vertical axis of counts (Inspect's records per class): whole numbers only, one
    level, a step of 1, 2 or 5 times a power of ten that leaves a free line between two
    labels. Every count 1 to 9 was written (pyqtgraph's own ticks said 0.5, 1.5 images),
    and at 1024x640 they ran into one another; each bar says its count above it."""

    LINES = 2.0   # from one label to the next, in lines of the axis's font

    def tickValues(self, minVal, maxVal, size):  # noqa: N803 - pyqtgraph's names
        low, high = sorted((minVal * self.scale, maxVal * self.scale))
        if high - low <= 0 or size <= 0:
            return []
        need = QFontMetricsF(self.style.get("tickFont") or self.font()).height() * self.LINES
        step = whole_step((high - low) * need / size)
        first = math.ceil(low / step) * step
        return [(step / self.scale, [v / self.scale for v in range(first, int(high) + 1, step)])]


def whole_step(least: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, ... at least ``least``."""
    power = 1
    while True:
        for m in (1, 2, 5):
            if m * power >= least:
                return m * power
        power *= 10


def styled_plot(object_name: str, title: str, bg: QColor, fg: QColor,
                grid: tuple[bool, bool] = (True, True), frame: bool = True,
                counts: bool = False) -> pg.PlotWidget:
    """A plot in the window's colours: its title, light grid lines, axes in the text
    colour, no context menu, no auto-range button (the live plots, the tune sweep,
    Inspect's classes). ``frame``: a plain right axis closes the data area (without it the
    grid ran to the widget's edge, and the chart looked cut off there). ``counts``: the
    left axis counts things (CountAxis)."""
    left = CountAxis("left") if counts else SpacedAxis("left")
    w = pg.PlotWidget(background=bg, axisItems={"left": left,
                                                "bottom": LocalAxis("bottom"),
                                                "right": LocalAxis("right")})
    name(w, object_name, title)
    item = w.getPlotItem()
    item.setTitle(title, color=fg.name(), size="10pt")
    item.showGrid(x=grid[0], y=grid[1], alpha=0.25)
    item.setMenuEnabled(False)
    # the "A" pyqtgraph shows on hover once a range is set: ours set their own ranges
    item.hideButtons()
    for axis in ("left", "bottom", "right"):
        ax = item.getAxis(axis)
        ax.setPen(pg.mkPen(fg))
        ax.setTextPen(pg.mkPen(fg))
        # The finest level of minor grid lines was half of every redraw's cost (the grid
        # is long semi-transparent lines) and is barely visible: two levels, not three.
        ax.setStyle(maxTickLevel=1, textFillLimits=TEXT_FILL)
    if frame:
        item.showAxis("right")
        right = item.getAxis("right")
        # A frame, not an axis: no ticks at all. Its own ticks (pyqtgraph's, not the left
        # axis's) drew marks at values the chart labels nowhere (the worker chart's 10,
        # 20, ...) and, with the grid on, a second set of grid lines between the labelled
        # ones (the write-time chart).
        right.setTicks([[]])
        right.setStyle(showValues=False, tickLength=0)
        right.setWidth(12)   # its line, and a margin to the widget's edge
    return w


def plot_hint(text: str, object_name: str) -> QLabel:
    """What a plot with nothing to show shows instead of empty axes."""
    hint = name(QLabel(text), object_name,
                QCoreApplication.translate("LivePlots", "Plot not started"))
    hint.setWordWrap(True)
    hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
    hint.setStyleSheet("QLabel { border: 1px dashed palette(mid); padding: 8px; }")
    return hint


def legend_html(entries: list[tuple[str, str, str]]) -> str:
    """A plot's key as rich text for its title row: (colour, line drawn in text, name)."""
    return "&nbsp;&nbsp;".join(f'<span style="color:{colour}">{line}&nbsp;{esc(text)}</span>'
                               for colour, line, text in entries)


def share_width(*axes: LocalAxis) -> None:
    """Give the vertical axes of charts read one above the other the width of the widest of
    them, whatever their labels: their data areas then begin (left axes) and end (right
    axes) at the same x, and a time is at the same x in both. The write-time chart's 2.0 s
    was 17 px right of the throughput chart's (its left axis had no title, and its right
    one no values)."""
    for a in axes:
        a.partners = axes
    for a in axes:
        a._updateWidth()
