"""The status bar: its messages shortened with "…" to its width, and its lasting notes: a
message that stays while its reason holds (why the window chose the output folder), and a
tooltip with the whole of any message (or the note's fuller text)."""

from __future__ import annotations

import re
from collections.abc import Hashable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

from gui.widgets.elided import ElidedLabel

# an absolute path in a message ("Job saved to /home/…/job.json", "C:\…"), not "MB/s"
_PATH = re.compile(r"(?<![\w./\\])(?:[A-Za-z]:[\\/]|\\\\|/)\w")


def names_a_path(message: str) -> bool:
    return bool(_PATH.search(message))


class _StatusLine(ElidedLabel):
    """The bar's one line, as tall as a line of its font whatever the message's script: a
    Japanese or Korean message (its glyphs from a fallback font with a taller line) made
    the label 4 px and the bar 1 px taller, and moved the options form above it by 1 px."""

    def _height(self) -> int:
        m = self.contentsMargins()
        return self.fontMetrics().height() + m.top() + m.bottom() + 2 * self.margin()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._height())


class StatusBar(QStatusBar):
    """Shows its message (showMessage, a menu's status tip) in an ElidedLabel across the
    bar: a message wider than the window is shortened with "…", in the middle when it
    names a path (the file's name stays), else at the end, where Qt drew it whole and cut
    it off at the window's edge (the output folder's note in Japanese at 1024x640). The
    label's tooltip is the bar's (StatusNote's fuller text) or the whole message."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = _StatusLine()
        self.shown.setObjectName("statusMessage")
        self.shown.setContentsMargins(4, 0, 0, 0)   # where Qt drew the message
        self.addPermanentWidget(self.shown, 1)   # (a permanent one: a message hides others)
        self.messageChanged.connect(self._show)

    def shown_text(self) -> str:
        """The message as the bar shows it (shortened when it does not fit)."""
        return self.shown.text()

    def _show(self, message: str) -> None:
        mode = Qt.TextElideMode.ElideMiddle if names_a_path(message) \
            else Qt.TextElideMode.ElideRight
        self.shown.set_full_text(message, None, mode)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTipChange:   # StatusNote's fuller text
            self.shown.setToolTip(self.toolTip() or self.shown.full_text())
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The panel only: the label shows the message (QStatusBar drew it too)."""
        painter = QPainter(self)
        opt = QStyleOption()
        opt.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, opt, painter, self)


class StatusNote:
    """One note at a time on ``bar``: shown until another message replaces it, or
    ``forget`` / ``keep_while`` with another situation than the note was said in."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self._text = ""
        self._while: Hashable = None
        self._full = ""
        bar.messageChanged.connect(self._changed)

    def say(self, text: str, full: str, situation: Hashable) -> None:
        """Show ``text`` while the situation is ``situation``; the bar's tooltip is
        ``full`` (the text with whatever it shortened)."""
        self._text, self._while, self._full = text, situation, full
        self.bar.showMessage(text)
        self.bar.setToolTip(full)   # (no messageChanged when the text is the bar's already)

    def keep_while(self, situation: Hashable) -> None:
        """The situation now: the note goes if it is not the one it was said in."""
        if self._text and situation != self._while:
            self.forget()

    def forget(self) -> None:
        if self._text and self.bar.currentMessage() == self._text:
            self.bar.clearMessage()
        self._text, self._full = "", ""

    def _changed(self, message: str) -> None:
        if message != self._text:   # another message took its place
            self._text, self._full = "", ""
        self.bar.setToolTip(self._full or message)
