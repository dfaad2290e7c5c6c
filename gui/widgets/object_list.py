"""The Summary's Objects changed row and its list: which objects of an annotated source
the records leave out or hold clipped, each with its image, class, place in the
annotations and why, as the run's objects.csv lists them (engine.run.object_list). The
row said only counts by reason ("8 objects left out or clipped"), and nothing in the
window named the objects: a lab user could not check whether the lost ones mattered."""

from __future__ import annotations

import csv
import os
import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.output_state import OBJECTS
from engine.reason_codes import describe
from gui import engine_text
from gui.i18n import number
from gui.off_thread import OffThread
from gui.widgets.common import name
from gui.widgets.open_folder import open_folder
from gui.widgets.summary_text import object_reason

#: Rows the dialog shows at most (objects.csv has them all).
SHOWN = 5000


def _tr(text: str) -> str:
    return QCoreApplication.translate("ObjectList", text)


def read_rows(path: str, limit: int = SHOWN) -> tuple[list[tuple[str, str, str, str]], int]:
    """objects.csv's first ``limit`` rows (image, class, object, reason) and how many it
    holds; ([], 0) when it cannot be read. Read a row at a time (in a thread: ObjectsRow
    .show_list): a run that crops every box lists each of them, and only ``limit`` are
    shown. ("utf-8-sig": the file begins with a byte-order mark, for spreadsheets; an
    older engine's did not.)"""
    keys = ("image", "class", "object", "reason")
    rows: list[tuple[str, str, str, str]] = []
    n = 0
    try:
        with open(path, encoding="utf-8-sig", newline="") as f:
            for r in csv.DictReader(f):
                if any(r.get(k) is None for k in keys):
                    continue
                n += 1
                if len(rows) < limit:
                    rows.append(tuple(str(r.get(k) or "") for k in keys))  # type: ignore[arg-type]
    except (OSError, UnicodeDecodeError, csv.Error):
        return [], 0
    return rows, n


def _is_file(path: str) -> bool:
    return os.path.isfile(path)


def place_words(where: str) -> str:
    """Where the annotations give an object, in the window's language: "instances.json
    annotation 17", "labels/a.txt line 3", "a.xml object 2", "box (1,2)-(3,4)"."""
    for pattern, words in ((r"(.+) annotation (\S+)", _tr("{file}, annotation {id}")),
                           (r"(.+) line (\d+)", _tr("{file}, line {id}")),
                           (r"(.+) object (\d+)", _tr("{file}, object {id}"))):
        m = re.fullmatch(pattern, where)
        if m:
            return words.format(file=m.group(1), id=m.group(2))
    m = re.fullmatch(r"box (\(.*\))", where)
    return _tr("box {box}").format(box=m.group(1)) if m else where


def reason_sentence(reason: str) -> str:
    """The engine's reason in full (a box's coordinates...), in the window's language; ""
    when it is not catalogued (the crop's reasons: their few words say it all)."""
    code, params = describe(reason)
    return engine_text.text(code, params, "") if code else ""


class ObjectListDialog(QDialog):
    """The objects of ``path`` (objects.csv) in a table, with a button that opens the file."""

    def __init__(self, path: str, parent: QWidget | None = None,
                 read: tuple[list[tuple[str, str, str, str]], int] | None = None) -> None:
        super().__init__(parent)
        name(self, "objectListDialog", _tr("Objects left out, clipped or kept with only their box"))
        self.setWindowTitle(_tr("Objects left out, clipped or kept with only their box"))
        self.path = path
        rows, total = read if read is not None else read_rows(path)   # (read_rows' answer)
        images = [r[0] for r in rows]
        base = os.path.commonpath([os.path.dirname(p) for p in images]) if images and \
            all(os.path.isabs(p) for p in images) else ""
        # (a 2-point polygon's object keeps its box; one with only a box is marked
        # “ignore” in a class mask: "left out or clipped" said them left out)
        intro = _tr("Each object of the annotations that the written records leave out, hold "
                    "clipped, or hold with only its box, with its image and why. The same "
                    "list is in {file} in the output folder.").format(file=OBJECTS)
        if total > SHOWN:
            intro += " " + _tr("The first {shown} of {n} are shown here.").format(
                shown=number(SHOWN), n=number(total))
        text = name(QLabel(intro), "objectListIntro", _tr("What the list holds"))
        text.setWordWrap(True)
        self.table = name(QTableWidget(len(rows), 4), "objectListTable",
                          _tr("Objects left out, clipped or kept with only their box"))
        self.table.setHorizontalHeaderLabels([_tr("Image"), _tr("Class"), _tr("Object"),
                                              _tr("Why")])
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # Tab leaves it, as every table of the window (made after the window, this one
        # missed gui.screen_fit.remove_keyboard_traps); the arrows move between the cells
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        for r, (image, cls, where, why) in enumerate(rows):
            shown = os.path.relpath(image, base) if base else image
            cells = (shown, cls or "—", place_words(where), object_reason(why)[0])
            tips = (image, "", where, reason_sentence(why))
            for c, (cell, tip) in enumerate(zip(cells, tips, strict=True)):
                item = QTableWidgetItem(cell)
                if tip and tip != cell:
                    item.setToolTip(tip)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.resizeColumnsToContents()
        header.setStretchLastSection(True)
        # sorted by a click on a title (by class, by why); the file's order first
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.open_btn = name(QPushButton(_tr("Open {file}").format(file=OBJECTS)),
                             "openObjectList", _tr("Open the list's file"), _tr(
                                 "Open objects.csv in the program that opens CSV files "
                                 "(a spreadsheet)"))
        self.open_btn.clicked.connect(lambda: open_folder(os.path.dirname(path), self,
                                                          file=path))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.open_btn)
        row.addStretch(1)
        row.addWidget(buttons)
        lay = QVBoxLayout(self)
        lay.addWidget(text)
        lay.addWidget(self.table, 1)
        lay.addLayout(row)
        screen = self.screen().availableGeometry() if self.screen() else None
        width, height = 860, 460
        if screen is not None:
            width, height = min(width, screen.width() - 60), min(height, screen.height() - 80)
        self.resize(width, height)


class ObjectsRow(QWidget):
    """The Objects changed row's value: the counts by reason (``label``), and "Show list…"
    beside them when the output folder holds the run's objects.csv."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.folder = ""
        self.button = name(QPushButton(_tr("Show list…")), "showObjectList",
                           _tr("Show the objects left out, clipped or kept with only "
                               "their box"),
                           _tr("Which objects they are: each with its image, class and why "
                               "(objects.csv in the output folder)"))
        self.button.clicked.connect(self.show_list)
        self.button.hide()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(label, 1)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.dialog: ObjectListDialog | None = None
        self._there = OffThread("object-list-file", self)   # whether objects.csv is there
        self._reading = OffThread("object-list", self)

    def path(self) -> str:
        return os.path.join(self.folder, OBJECTS) if self.folder else ""

    def set_folder(self, folder: str) -> None:
        """The run's (or the folder's) objects: "Show list…" is offered when ``folder``
        holds objects.csv ("": none shown). Asked off the GUI thread (gui.off_thread), as
        the list is read (show_list): on a share that stopped answering, either froze the
        window for good; the button comes when the share answers."""
        self.folder = folder
        self._restore()
        if not folder:
            self.button.hide()
            return
        path = self.path()
        now, there = self._there.ask(lambda: _is_file(path), lambda late: (
            self.button.setVisible(late) if self.path() == path else None), False)
        self.button.setVisible(bool(there) if now else False)

    def show_list(self) -> None:
        """Open the list (without blocking), kept as ``dialog``: read again each time, in a
        thread; while the disk does not answer the button says it reads."""
        path = self.path()

        def later(read: tuple[list[tuple[str, str, str, str]], int]) -> None:
            self._restore()
            if self.path() == path:
                self._open(path, read)
        now, read = self._reading.ask(lambda: read_rows(path), later, ([], 0))
        if now:
            self._open(path, read)
            return
        self.button.setText(_tr("Reading the list…"))
        self.button.setEnabled(False)

    def _open(self, path: str, read: tuple[list[tuple[str, str, str, str]], int]) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.dialog = ObjectListDialog(path, self, read)
        self.dialog.open()

    def _restore(self) -> None:
        """The button as before a read that did not answer at once (show_list)."""
        self._reading.forget()
        self.button.setText(_tr("Show list…"))
        self.button.setEnabled(True)
