"""A tab's page that scrolls up and down only: as narrow as its controls allow, never less.

A QScrollArea's least width is a few pixels whatever it holds, so a window's splitter gave
the Tune tab's page less than its controls need: a window opened on a 1366x768 screen and
made 1024x640 kept the form 674 px wide and this tab ~330 px, and "Trials each" and Run
sweep were past its right edge (a horizontal scroll bar along its bottom, 54 px of it in
Japanese). A PageScroll asks for its content's least width and its scroll bar's, asked
again whenever the content's layout changes (a longer button text), so the splitter narrows
the form beside it instead.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from gui.widgets.common import focus_stays_in_view, wheel_scrolls_the_page


class PageScroll(QScrollArea):
    """``body`` in a frameless, vertically scrolling area as wide as ``body`` needs."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(body)
        self._body = body
        wheel_scrolls_the_page(self)
        focus_stays_in_view(self)
        body.installEventFilter(self)   # (its controls' width asked again)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        need = (self._body.minimumSizeHint().width() + 2 * self.frameWidth()
                + self.verticalScrollBar().sizeHint().width())
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), need), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LayoutRequest and watched is self._body:
            self.updateGeometry()   # (the splitter makes room for what it needs now)
        return super().eventFilter(watched, event)
