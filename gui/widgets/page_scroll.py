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

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from gui.widgets.common import focus_stays_in_view, wheel_scrolls_the_page

_LAYING_OUT: set[int] = set()   # the areas whose pass over their content's resize runs


def steady_resize(area: QScrollArea, content: QObject, event: QEvent) -> bool:
    """QScrollArea's answer to its ``content``'s resize ``event``, never nested: Qt's
    handling resizes the content, which comes back here inside that event; for content
    whose height for a width changed with its own width the nesting never ended and the
    stack overflowed (a segmentation fault: ShortScroll's, gui.widgets.elided). The pass
    that made the resize sets the scroll bars from the size it left."""
    if id(area) in _LAYING_OUT:
        return False
    _LAYING_OUT.add(id(area))
    try:
        return QScrollArea.eventFilter(area, content, event)
    finally:
        _LAYING_OUT.discard(id(area))


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
        if event.type() == QEvent.Type.Resize and watched is self._body:
            return steady_resize(self, watched, event)
        if event.type() == QEvent.Type.LayoutRequest and watched is self._body:
            self.updateGeometry()   # (the splitter makes room for what it needs now)
        return super().eventFilter(watched, event)


class TextScroll(QScrollArea):
    """A word-wrapped ``label`` that gives way on a short page: whole where the page has
    room, otherwise at least ``lines`` lines, the rest scrolled within (its own scroll bar,
    reached by Tab then). The Tune tab's answer is ten lines in Japanese when the trials
    could not tell two counts apart; laid out whole, it pushed the plot's lower half and
    its caption under the fold at 1024x640, so the chart was never seen whole. Shown and
    hidden with ``label``."""

    def __init__(self, label: QLabel, lines: int = 3) -> None:
        super().__init__()
        self._label = label
        self._lines = lines
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # (a scroll area asks to grow; this one only to hold its text)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        hidden = label.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide) and \
            label.isHidden()
        self.setWidget(label)   # (which shows it)
        label.installEventFilter(self)
        label.setHidden(hidden)
        self.setHidden(hidden)   # (an empty area took three lines above the plot)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # in the Tab order only when it scrolls
        self.verticalScrollBar().rangeChanged.connect(
            lambda _lo, hi: self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if hi > 0
                                                else Qt.FocusPolicy.NoFocus))

    def _whole(self) -> int:
        """The label's height at this area's width (its text whole)."""
        width = self.width() - 2 * self.frameWidth()
        if width <= 0:
            width = self._label.sizeHint().width()
        h = self._label.heightForWidth(width)
        return h if h >= 0 else self._label.sizeHint().height()

    def _least(self) -> int:
        m = self._label.contentsMargins()
        least = self._lines * self._label.fontMetrics().lineSpacing() + m.top() + m.bottom()
        return min(least, self._whole()) + 2 * self.frameWidth()

    # A page (PageScroll) is at least as tall as its content's preferred height: this area
    # prefers its least and grows by its stretch (give it more than the others'), up to
    # its whole text (_fit).
    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self._label.sizeHint().width(), self._least())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = (self._label.minimumSizeHint().width()
                 + self.verticalScrollBar().sizeHint().width())
        return QSize(width, self._least())

    def _fit(self) -> None:
        self.setMaximumHeight(self._whole() + 2 * self.frameWidth())
        self._bar()
        self.updateGeometry()

    def _bar(self) -> None:
        """No scroll bar when the text is whole at the full width: once shown, a bar made
        the text narrower, so a line taller, and so kept itself (English, 14 px)."""
        whole = self.height() >= self._whole() + 2 * self.frameWidth()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if whole
                                        else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # a text cut short ends at a whole line, not half a line's tops of letters
        line = self._label.fontMetrics().lineSpacing()
        inside = self.height() - 2 * self.frameWidth() - self._label.contentsMargins().top()
        self.setViewportMargins(0, 0, 0, 0 if whole or line <= 0 else inside % line)
        self.verticalScrollBar().setSingleStep(max(1, line))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()   # (another width, another height for the whole text)
        else:
            self._bar()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LayoutRequest:   # the label's text changed
            self._fit()
        return super().viewportEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._label:
            kind = event.type()
            if kind == QEvent.Type.ShowToParent:
                self.show()
                self._fit()
            elif kind == QEvent.Type.HideToParent:
                self.hide()
            elif kind in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
                self._fit()
        return super().eventFilter(watched, event)
