"""Rows of a table view as tall as their wrapped text (the Failures tab's reasons), measured
only while in view: each row once for the columns' widths, again when they change.
Measuring every row (QHeaderView's ResizeToContents, resizeRowsToContents) took 2 s for
5,000 failures on every resize of the window, and more on each tick of a run."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView

from gui.whole_names import WholeNamesDelegate


class WrappedRows(QObject):
    """Wraps ``view``'s text and keeps the rows in view as tall as their text. ``names``:
    the file names in an item's text, each kept on one line (gui.whole_names: in Japanese
    "細胞_001.png" wrapped as "細胞_0" and "01.png")."""

    def __init__(self, view: QTableView,
                 names: Callable[[QModelIndex], Iterable[str] | None] = lambda _i: None
                 ) -> None:
        super().__init__(view)
        self.view = view
        view.setWordWrap(True)
        view.setItemDelegate(WholeNamesDelegate(view, names))
        view.setTextElideMode(Qt.TextElideMode.ElideMiddle)   # a long name keeps its end
        view.setVerticalScrollMode(QTableView.ScrollMode.ScrollPerPixel)   # (tall rows)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.fitted: set[int] = set()
        self._widths: tuple = ()
        self._later = QTimer(self, singleShot=True, interval=0)   # once per burst of changes
        self._later.timeout.connect(self.fit)
        model = view.model()
        model.rowsInserted.connect(self.later)
        model.modelReset.connect(self.fitted.clear)
        model.modelReset.connect(self.later)
        view.horizontalHeader().sectionResized.connect(self.later)
        view.verticalScrollBar().valueChanged.connect(self.later)
        self._end_at: int | None = None
        # scrolled to the end by the last move of the scroll bar: the range can grow before
        # the rows in view are measured (rows above them), and "value == maximum" at fit()
        # missed it: the view stayed above the end, its last rows never measured
        self._at_end = False
        view.verticalScrollBar().valueChanged.connect(self._moved)
        view.verticalScrollBar().rangeChanged.connect(self._keep_end)
        view.viewport().installEventFilter(self)   # taller: more rows in view

    def later(self, *_signal_args) -> None:
        """fit() once the event loop is back (not QTimer.start(int), which took a signal's
        first argument, the scroll bar's value, as its interval in ms)."""
        self._later.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:
            self.later()
        return False

    def fit(self) -> None:
        """Each row in view (not measured yet for these widths) as tall as its text."""
        v = self.view
        widths = tuple((v.columnWidth(c), v.isColumnHidden(c))
                       for c in range(v.model().columnCount()))
        if widths != self._widths:
            self.fitted.clear()
            self._widths = widths
        bar = v.verticalScrollBar()
        at_end = 0 < bar.value() == bar.maximum() or (self._at_end and bar.value() > 0)
        grown = False
        r, n, bottom = max(0, v.rowAt(0)), v.model().rowCount(), v.viewport().height()
        while r < n and v.rowViewportPosition(r) < bottom:
            if r not in self.fitted:
                v.resizeRowToContents(r)
                self.fitted.add(r)
                grown = True
            r += 1
        # scrolled to the end: still there once the last rows grew (the scroll bar's range
        # grows after the view's next layout: _keep_end)
        # (a fit with nothing new to measure, run before the view's layout has grown the
        # range for the last one's rows, keeps the wish to stay at the end)
        if not at_end:
            self._end_at = None
        elif grown:
            self._end_at = bar.value()
        if self._end_at is not None and bar.maximum() > bar.value():   # (grown already)
            self._keep_end(bar.minimum(), bar.maximum())

    def _moved(self, value: int) -> None:
        self._at_end = 0 < value == self.view.verticalScrollBar().maximum()

    def _keep_end(self, _low: int, high: int) -> None:
        bar = self.view.verticalScrollBar()
        if self._end_at is not None and (bar.value() == self._end_at or self._at_end):
            bar.setValue(high)   # (not scrolled away since)
