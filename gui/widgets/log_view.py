"""The Log tab: the engine's lines, appended in batches so a burst never freezes the
window, and saved as plain text; after a run, the way to the engine's full log of it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QWidget

from gui.widgets.common import column, name
from gui.widgets.open_folder import open_folder

LOG_SLICE = 300  # lines appended per turn of the event loop
MAX_LINES = 5000
SAVE_PIECE = 1 << 20   # characters of the engine's full log copied at a time by save()


class LogView(QPlainTextEdit):
    # the engine's full log of the run shown (tfrecord-studio.log in its output folder), ""
    fullLogChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "engineLog", self.tr("Engine log"))
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        # shown while empty: before the first run, and once a loaded job or another source
        # cleared the last run's lines (they named the old job's command and log)
        self.setPlaceholderText(self.tr("No run of this job in this window yet. When you "
                                        "start one, its command and stages appear here."))
        self._pending: list[str] = []
        # hold(): the lines added since, waiting for those to go above them (None: none
        # held; a None among them: set_full_log's line, said once the earlier parts are)
        self._held: list[str | None] | None = None
        self.full_log = ""
        # the run shown is a Resume and its earlier parts are told above it (gui.run_story)
        self.earlier_parts = False

    def add_line(self, text: str) -> None:
        if self._held is not None:
            self._held.append(text)
            return
        # Lines come one signal each; appending them one by one made a burst of 1,500
        # stderr lines freeze the window for 1/3 s. Collect them and append in one go.
        if not self._pending:
            QTimer.singleShot(0, self, self._flush)
        self._pending.append(text)

    def has_lines(self) -> bool:
        """Whether the log holds anything to save (shown, waiting, or held)."""
        return bool(self._pending or self._held or not self.document().isEmpty())

    def hold(self) -> None:
        """Keep the lines added from now on below lines not known yet (a Resume's earlier
        parts, read off the GUI thread), until ``release``."""
        if self._held is None:
            self._held = []

    def release(self, first: list[str]) -> None:
        """``first`` (the earlier parts, [] when there are none), then the lines held."""
        held, self._held = self._held or [], None
        self.earlier_parts = self.earlier_parts or bool(first)
        for line in first:
            self.add_line(line)
        for text in held:
            self.add_line(self._full_log_line() if text is None else text)

    def clear_lines(self) -> None:
        """Empty the log, lines still waiting included (a new run starts, or the job the
        last run was of is no longer the window's)."""
        self._pending = []
        self._held = None
        self.clear()
        self.earlier_parts = False
        self.set_full_log("")

    def set_full_log(self, path: str) -> None:
        """The run shown ended and the engine wrote its full log at ``path``: the tab holds
        only the command and the stages (the engine's events go to the other tabs), so the
        counts, every skipped file and every warning are there. The tab says so in its last
        line and offers to open it, and Save log includes it."""
        self.full_log = path
        if path and self._held is not None:   # (whether it tells earlier parts: not known yet)
            self._held.append(None)
        elif path:
            self.add_line(self._full_log_line())
        self.fullLogChanged.emit(path)

    def _full_log_line(self) -> str:
        if self.earlier_parts:   # (the file holds them too)
            return self.tr("The full log of this run and its earlier parts (counts, every "
                           "skipped file and why, warnings): {path}").format(path=self.full_log)
        return self.tr("The full log of this run (counts, every skipped file and why, "
                       "warnings): {path}").format(path=self.full_log)

    def save(self, path: str) -> None:
        """Write the log as UTF-8 text, lines still waiting to be shown included, then the
        engine's full log of the run if it wrote one. Raises OSError."""
        while self._pending:
            self._flush()
        held = [self._full_log_line() if t is None else t for t in self._held or []]
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join([self.toPlainText(), *held]) + "\n")
            try:
                full = open(self.full_log, encoding="utf-8", errors="replace") \
                    if self.full_log else None
            except OSError:   # moved or deleted since: the line above still names it
                full = None
            if full is None:
                return
            with full:   # copied a piece at a time: a long log is not held in memory
                piece = full.read(SAVE_PIECE)
                if piece:
                    out.write(f"\n===== {self.full_log} =====\n")
                while piece:
                    out.write(piece)
                    piece = full.read(SAVE_PIECE)

    def _flush(self) -> None:
        # At most LOG_SLICE lines per turn of the event loop (1,500 at once took 32 ms).
        lines = self._pending[-self.maximumBlockCount():]
        now, self._pending = lines[:LOG_SLICE], lines[LOG_SLICE:]
        if now:
            self.appendPlainText("\n".join(now))
        if self._pending:
            QTimer.singleShot(0, self, self._flush)


class LogTab(QWidget):
    """The Log tab's page: the :class:`LogView` and, once a run wrote its full log, a link
    that opens it (in the desktop's text viewer, else its folder in the file manager)."""

    def __init__(self, view: LogView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.open_link = name(QLabel(), "openFullLog", self.tr("Open the full log of this run"))
        self.open_link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.open_link.linkActivated.connect(self.open_full_log)
        self.open_link.hide()
        column((view, 1), self.open_link, widget=self)
        view.fullLogChanged.connect(self._full_log)

    def _full_log(self, path: str) -> None:
        words = self.tr("Open full log")
        self.open_link.setText(f'<a href="open">{words}</a>')
        self.open_link.setToolTip(path)
        self.open_link.setVisible(bool(path))

    def open_full_log(self, *_) -> None:
        path = self.view.full_log
        if path:
            open_folder(str(Path(path).parent), self, file=path)
