"""The Inspect tab's "Records per class": one bar per class of the files opened (objects
per class for detection, images per class for segmentation), and until files are open a
short hint instead of empty axes, as the live plots show."""

from __future__ import annotations

import re

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QStackedWidget, QTabWidget, QWidget

from gui.i18n import number
from gui.widgets.common import esc
from gui.widgets.plot_style import plot_hint, styled_plot

# A name's closing aside, "255 (ignore)"'s " (ignore)" (or a full-width bracket's)
_ASIDE = re.compile(r"\s*[(\uff08][^()\uff08\uff09]*[)\uff09]$")
# Classes drawn at most (a dataset of thousands of classes would be one grey smear)
MAX_BARS = 60
# Bars that get their count written above them: more would overlap in the narrow pane
MAX_COUNTED = 20


class ClassHistogram(QStackedWidget):
    def __init__(self, bg: QColor, fg: QColor, colour: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = styled_plot("inspectHistogram", self.tr("Records per class"), bg, fg,
                                grid=(False, True), counts=True)
        h = self.plot.getPlotItem()
        h.setMouseEnabled(x=False, y=False)
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=colour)
        h.addItem(self.bars)
        self.fg = fg
        # each bar's count at its end: 65 beside 63 could not be read off the axis (walk)
        self.counts: list[pg.TextItem] = []
        self._top = 0
        self._names: list[str] = []   # the bars' class names, whole (_fit_names)
        h.getViewBox().sigResized.connect(self._fit_height)
        h.getViewBox().sigResized.connect(self._fit_names)
        self.hint = plot_hint(self.waiting(), "inspectHistogramHint")
        self.addWidget(self.hint)
        self.addWidget(self.plot)
        self.setMinimumHeight(160)

    def give_way_to(self, tabs: QTabWidget, page: QWidget) -> None:
        """Hidden while ``page`` is the tab shown in ``tabs`` (Inspect's How to load): at
        1024x640 the chart kept its height under it, and the reading code showed less than
        a line, its note cut off above it (a walk, in Japanese)."""
        tabs.currentChanged.connect(lambda _i: self.setVisible(tabs.currentWidget() is not page))

    def getPlotItem(self) -> pg.PlotItem:
        return self.plot.getPlotItem()

    def hint_shown(self) -> bool:
        return self.currentWidget() is self.hint

    def waiting(self) -> str:
        return self.tr("How many records each class has is drawn here once files are open.")

    def clear(self, why: str = "") -> None:
        """No bars, no axes: the hint (`why` there is nothing to draw, else what will be).
        Empty bars left the last files' class names and ticks on the axes."""
        self.bars.setOpts(x=[], height=[])
        self._top = 0
        self._count_labels([])
        h = self.getPlotItem()
        self._names = []
        self._fit_names()
        h.setTitle(self.tr("Records per class"))
        self.hint.setText(why or self.waiting())
        self.setCurrentWidget(self.hint)

    def show_labels(self, labels: dict | None, records: int = 1, files: int = 1,
                    labelled: int | None = None) -> None:
        """inspect's "labels" summary: the label feature's classes and their counts
        (`records`, `files`: how many records and TFRecord files were read, to say why
        there is no chart; `labelled`: how many of the records hold the label feature,
        said under the title when it is not all of them)."""
        if not files:
            # no TFRecord file found where the user looked: the summary above says what to
            # open instead; "the files opened hold none" claimed files were opened
            self.clear()
            return
        if not labels or not labels.get("classes"):
            self.clear(self.tr("No records to count: the files opened hold none.") if not records
                       else self.tr("No classes to count: these records have no label "
                                    "feature."))
            return
        self.setCurrentWidget(self.plot)
        h = self.getPlotItem()
        classes = labels["classes"][:MAX_BARS]
        x = np.arange(len(classes))
        self.bars.setOpts(x=x, height=[c["count"] for c in classes], width=0.7)
        # a mask's 255 is no class but the pixels to ignore (engine.sources.masks)
        ignore = self.tr("255 (ignore)") if labels.get("unit") == "images" else "255"
        self._names = [str(c["text"]) if c.get("text") is not None else
                       ignore if c["value"] == 255 else str(c["value"]) for c in classes]
        h.setXRange(-0.6, len(classes) - 0.4, padding=0)
        self._fit_names()
        top = max(c["count"] for c in classes)
        self._top = top
        self._count_labels([c["count"] for c in classes] if len(classes) <= MAX_COUNTED
                           else [])
        self._fit_height()   # (the left axis: whole numbers that fit its height)
        if labels.get("unit") == "objects":   # detection: one count per box
            title = self.tr("Objects per class")
        elif labels.get("unit") == "images":  # segmentation: images whose mask has it
            title = self.tr("Images per class")
        else:
            title = self.tr("Records per class")
        # the feature's name on a line of its own: "(image/segmentation/class/encoded)"
        # beside the words was cut off in a narrow pane
        key = esc(labels["key"])
        if labelled is not None and labelled < records:
            # a folder of unrelated files, or an unlabelled split: the bars count only the
            # records that hold the feature (10 of 113 read as if they were all)
            key = self.tr("{key} · in {n} of {m} records").format(
                key=key, n=number(labelled), m=number(records))
        h.setTitle(f"{esc(title)}<br><small>{key}</small>")

    def _fit_names(self, *_: object) -> None:
        """Each bar's class name under it, shortened with "…" to its bar's width (the
        whole names in the tooltip). pyqtgraph leaves out a name that reaches past the
        axis and draws the others over one another: at 1024x640 the segmentation chart's
        first and last names, "background" and "255 (ignore)", were not written at all."""
        axis = self.getPlotItem().getAxis("bottom")
        if not self._names:
            axis.setTicks(None)
            self.plot.setToolTip("")
            return
        width = self.getPlotItem().getViewBox().width()
        n = len(self._names)
        if width <= 0:
            axis.setTicks([list(enumerate(self._names))])
            return
        # the view spans the bars from -0.6 to n - 0.4: one bar's width, less a gap
        per = width / (n + 0.2)
        metrics = QFontMetricsF(axis.style.get("tickFont") or self.plot.font())
        # Names too wide for their bars: every step-th bar named, each name given the
        # width of step bars. Fifteen classes c1..c15 at 1024x640 were fifteen "…" that
        # named nothing (a walk); a few letters of a long name are enough.
        least = min(max(metrics.horizontalAdvance(t) for t in self._names),
                    metrics.horizontalAdvance("0000"))
        step = next((k for k in range(1, n) if k * per - 8 >= least), n)
        ticks = []
        for i in range(step // 2, n, step):
            # (no wider than the room to the axis's ends: pyqtgraph leaves such a name out)
            room = 2 * min(step / 2, i + 0.6, n - 1 - i + 0.6) * per - 8
            name = self._names[i]
            if metrics.horizontalAdvance(name) > room:
                # a closing aside goes whole before the name is cut: at 1024x640 the
                # ignore bar read "255 (…", a bracket opened and never closed (a walk)
                name = _ASIDE.sub("", name) or name
            ticks.append((i, metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                                room) or "…"))
        axis.setTicks([ticks])
        whole = step == 1 and [t for _, t in ticks] == self._names
        self.plot.setToolTip("" if whole else ", ".join(self._names))

    def _count_labels(self, counts: list[int]) -> None:
        """A label above each bar saying its count (in the window's number format)."""
        h = self.getPlotItem()
        while len(self.counts) > len(counts):
            h.removeItem(self.counts.pop())
        while len(self.counts) < len(counts):
            label = pg.TextItem(color=self.fg, anchor=(0.5, 1.0))
            label.setFont(self.font())
            h.addItem(label)
            self.counts.append(label)
        for i, (label, n) in enumerate(zip(self.counts, counts, strict=True)):
            label.setText(number(n))
            label.setPos(i, n)

    def count_texts(self) -> list[str]:
        """The counts written above the bars, left to right."""
        return [label.toPlainText() for label in self.counts]

    def _fit_height(self, *_: object) -> None:
        """The tallest bar below the top by its count's height, whatever the chart's size
        (the labels keep their size in pixels; a fixed 15% cut them off in a short pane)."""
        if not self._top:
            return
        view = self.getPlotItem().getViewBox()
        room = 0.15
        if self.counts and view.height() > 0:
            label = max(t.boundingRect().height() for t in self.counts)
            room = min(0.6, max(room, (label + 4) / view.height()))
        view.setYRange(0, self._top / (1 - room), padding=0)
