"""The Log tab: the engine's lines, appended in batches so a burst never freezes the
window, and saved as plain text."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from gui.widgets.common import name

LOG_SLICE = 300  # lines appended per turn of the event loop
MAX_LINES = 5000


class LogView(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "engineLog", self.tr("Engine log"))
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self._pending: list[str] = []

    def add_line(self, text: str) -> None:
        # Lines come one signal each; appending them one by one made a burst of 1,500
        # stderr lines freeze the window for 1/3 s. Collect them and append in one go.
        if not self._pending:
            QTimer.singleShot(0, self, self._flush)
        self._pending.append(text)

    def clear_lines(self) -> None:
        """Empty the log, lines still waiting included (a new run starts)."""
        self._pending = []
        self.clear()

    def save(self, path: str) -> None:
        """Write the log as UTF-8 text, lines still waiting to be shown included.
        Raises OSError."""
        while self._pending:
            self._flush()
        Path(path).write_text(self.toPlainText() + "\n", encoding="utf-8")

    def _flush(self) -> None:
        # At most LOG_SLICE lines per turn of the event loop (1,500 at once took 32 ms).
        lines = self._pending[-self.maximumBlockCount():]
        now, self._pending = lines[:LOG_SLICE], lines[LOG_SLICE:]
        if now:
            self.appendPlainText("\n".join(now))
        if self._pending:
            QTimer.singleShot(0, self, self._flush)
