""""How to load this dataset": one tab per reader (tf.data, TFDS, PyTorch, DALI, Model
Garden) with ready-to-run code filled in with the dataset's own file names, compression
and format, a note on what that reader needs, and a Copy button.

The code comes from the engine (engine.records.loading, sent in run_finished's summary and in
`inspect --json`), so the GUI shows exactly what the tests execute.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui import engine_text
from gui.widgets.common import name


class HowToLoadPanel(QWidget):
    """``copied(str)`` after a snippet is put on the clipboard."""

    copied = Signal(str)

    def __init__(self, parent: QWidget | None = None, object_name: str = "howToLoad") -> None:
        super().__init__(parent)
        name(self, object_name, self.tr("How to load this dataset"))
        self.entries: list[dict] = []
        self.title = QLabel(self._title(""))
        self.title.setWordWrap(True)
        self.tabs = name(QTabWidget(), f"{object_name}Tabs", self.tr("Readers"))
        self.tabs.setDocumentMode(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.title)
        lay.addWidget(self.tabs, 1)
        self.setVisible(False)

    def _title(self, folder: str) -> str:
        """The title, saying that the dataset's folder holds the same code when it does
        (a run of this version writes HOW_TO_LOAD.md beside a complete dataset)."""
        if folder and os.path.isfile(os.path.join(folder, "HOW_TO_LOAD.md")):
            return self.tr("<b>How to load this dataset</b> — code for the people who train "
                           "on it, filled in for these files; the dataset's folder holds it "
                           "too, in HOW_TO_LOAD.md")
        return self.tr("<b>How to load this dataset</b> — code for the people who train on "
                       "it, filled in for these files")

    def set_entries(self, entries: list[dict] | None, folder: str = "") -> None:
        """Show these snippets ([{id, title, code, note}]) of the dataset in ``folder``;
        hidden when there are none."""
        self.title.setText(self._title(folder))
        self.entries = [e for e in entries or [] if isinstance(e, dict) and e.get("title")]
        while self.tabs.count():   # clear() would keep the old pages alive
            page = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if page is not None:
                page.deleteLater()
        for e in self.entries:
            self.tabs.addTab(self._page(e), e["title"])
        # A tab's page (Inspect's How to load) is shown by its tab: shown here, it stood
        # behind the Features table, and Tab went on into its hidden Copy code and code
        # (a keyboard walk, the focus out of sight)
        if not isinstance(self.parentWidget(), QStackedWidget):
            self.setVisible(bool(self.entries))

    def code(self, entry_id: str) -> str:
        return next((e.get("code", "") for e in self.entries if e.get("id") == entry_id), "")

    def _page(self, e: dict) -> QWidget:
        page = QWidget()
        english = str(e.get("note", ""))
        # the engine's English note, in the window's language (English when not catalogued)
        shown = engine_text.text(str(e.get("note_code", "")), e.get("note_params") or {},
                                 english)
        note = name(QLabel(shown), f"howToLoadNote_{e.get('id', '')}",
                    self.tr("What this reader needs"))
        note.setWordWrap(True)
        code = e.get("code", "")
        text = name(QPlainTextEdit(), f"howToLoadCode_{e.get('id', '')}",
                    self.tr("Code for {reader}").format(reader=e["title"]))
        text.setReadOnly(True)
        text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        text.setPlainText(code or self.tr("This reader cannot read the dataset as it was "
                                          "converted; the note above says what to change."))
        copy = name(QPushButton(self.tr("Copy code")), f"howToLoadCopy_{e.get('id', '')}",
                    self.tr("Copy the {reader} code").format(reader=e["title"]))
        copy.setEnabled(bool(code))
        copy.clicked.connect(lambda _=False, c=code: self._copy(c))
        row = QHBoxLayout()
        row.addWidget(note, 1)
        row.addWidget(copy)
        lay = QVBoxLayout(page)
        lay.addLayout(row)
        lay.addWidget(text, 1)
        return page

    def _copy(self, code: str) -> None:
        QGuiApplication.clipboard().setText(code)
        self.copied.emit(code)
