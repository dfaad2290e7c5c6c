"""The status bar's lasting notes: a message that stays while its reason holds (why the
window chose the output folder), and a tooltip on the bar with the whole of any message,
which a narrow window cuts off."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtWidgets import QStatusBar


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
