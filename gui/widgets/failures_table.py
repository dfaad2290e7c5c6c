"""Failures table (file with its class folder, reason, and a stage column hidden by default)
that fills live, in a stable order the user can change (gui.widgets.failures_model), with
"Show in folder" and "Export list"."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.off_thread import OffThread
from gui.run_model import Failure
from gui.whole_text import WholeLabel
from gui.widgets.common import ask_save, name
from gui.widgets.failures_export import export_failures, proposed_file
from gui.widgets.failures_folder import FolderRows
from gui.widgets.failures_model import (
    FILE,
    REASON,
    STAGE,
    FailuresModel,
    order_text,
    shown_reason,
)
from gui.widgets.failures_words import count_text
from gui.widgets.folder_failures import FolderFailures
from gui.widgets.open_folder import open_folder
from gui.widgets.wrapped_rows import WrappedRows


def tr(text: str) -> str:
    return QCoreApplication.translate("FailuresTable", text)


class FailuresTable(FolderRows, QWidget):
    countChanged = Signal(int)
    folderRead = Signal()   # the output folder's rows came late (gui.widgets.failures_folder)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "failuresPanel", self.tr("Failed images"))
        self.model = FailuresModel(self)
        self._requeued = 0   # failures a cancel took back (sync)
        # the run's files beside the class folders, not images (a notes.txt): not failures,
        # but Export list… lists them with the files that did not go in (sync)
        self.ignored: list[str] = []
        # a run in this window lists (or listed) its failures here: before it, no row is
        # "no run yet", not "No failures." (gui.widgets.failures_words)
        self._ran = False
        self._refused = ""   # a Resume's that converted nothing: the interrupted run's rows
        self._problems_under = ""   # the heading the source's problems are listed under
        self.files = False   # the source's files are not all images: "N files could not…"
        # no run in this window: the output folder's rejected.csv (show_folder)
        self._folder: tuple | None = None
        self._listed: FolderFailures | None = None
        self._reading = OffThread("folder-failures", self)
        self.view = name(QTableView(), "failuresTable",
                         self.tr("Images that could not be converted"))
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        # rows as tall as their wrapped reason: at 1024x640 the reason column is about
        # 200 px, and "JPEG is incomplete: its progres…" did not say why (its name whole)
        self.fit = WrappedRows(self.view, lambda i: [self.model.name(self.model.rows[i.row()])])
        hh = self.view.horizontalHeader()
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        # the file's column a smaller share than the reason's (_share_width): at 1024x640 its
        # 220 px was half the table, and reasons wrapped to five lines beside a short name
        # (a long name is elided in the middle; its tooltip has the whole path)
        self.view.setColumnWidth(0, 220)
        self.view.installEventFilter(self)
        self._width_chosen = False   # the user dragged the file column: keep their width
        self._sharing = False
        hh.sectionResized.connect(self._chosen)
        # the stage (scan, decode, ...) is for developers; the reason says it in words.
        # A right click on the header brings it back.
        self.view.setColumnHidden(2, True)
        self.stage_action = QAction(self.tr("Show the stage column"), self)
        self.stage_action.setObjectName("showStageColumn")
        self.stage_action.setCheckable(True)
        self.stage_action.toggled.connect(self._show_stage)
        hh.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        hh.addAction(self.stage_action)
        self.view.doubleClicked.connect(lambda _i: self.show_in_folder())
        # a stable order (gui.widgets.failures_model), which a header click changes; the
        # Sort by list does it by keyboard (and says the order the list is in)
        hh.setSectionsClickable(True)
        hh.setSortIndicatorShown(True)
        hh.setSortIndicator(FILE, Qt.SortOrder.AscendingOrder)
        hh.sortIndicatorChanged.connect(self._sort)
        self.sort_box = name(QComboBox(), "failuresOrder", self.tr("Sort the list by"),
                             self.tr("The list's order (a click on a column's heading sorts "
                                     "by it too). What was set aside before converting is "
                                     "listed first."))
        for column, descending in ((FILE, False), (FILE, True), (REASON, False),
                                   (REASON, True)):
            self.sort_box.addItem(order_text(column, descending), 2 * column + descending)
        self.sort_box.activated.connect(self._sort_chosen)
        # (no letter of its own: every letter but M is taken on this screen, B by "16-bit
        # images"; Tab reaches the list, as a heading's click sorts)
        self.sort_label = QLabel(self.tr("Sort by:"))
        self.sort_label.setBuddy(self.sort_box)
        self._fed: list[Failure] = []   # a run's failures shown, in the order they came
        self.label = name(QLabel(self.tr("No failures.")), "failuresCount",
                          self.tr("Number of failed images"))
        self.show_btn = name(QPushButton(self.tr("Show in folder")), "showFailureInFolder",
                             self.tr("Show the selected file in its folder"))
        self.show_btn.clicked.connect(self.show_in_folder)
        self.export_btn = name(QPushButton(self.tr("Export list…")), "exportFailures",
                               self.tr("Export the list of skipped and unused files"),
                               self.tr("Save the list of failed files and the reasons as a "
                                       "table (CSV) that a spreadsheet opens"))
        self.export_btn.clicked.connect(self.choose_export)
        # the count on its own, wrapped: beside the buttons, "Nothing failed while
        # converting; 2 entries were set aside before it (...)" was cut off at 1024x640
        self.label.setWordWrap(True)
        # The selected failure's whole reason, wrapped: the column cuts it ("マスクがありま
        # せん: masks/ に…" at 1024x640), and a tooltip needs a mouse.
        self.detail = name(WholeLabel(selectable=True), "failureDetail",
                           self.tr("The selected failure"))
        self.detail.hide()
        # below the buttons, the whole width: the window's list is for people, rejected.csv
        # for programs (its English, without a byte-order mark, was garbled in Excel on
        # Japanese Windows). Beside them, at 1024x640, it was a column of five Japanese
        # lines that took the list's room (three rows in view)
        note = self.tr("Export list… saves this list for Excel, in the window's language; "
                       "the output folder's rejected.csv is the engine's list, in English.")
        self.export_note = name(QLabel(note), "exportNote", note)
        self.export_note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.sort_label)
        row.addWidget(self.sort_box)
        row.addStretch(1)
        row.addWidget(self.show_btn)
        row.addWidget(self.export_btn)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.detail)
        lay.addWidget(self.label)
        lay.addLayout(row)
        lay.addWidget(self.export_note)
        self._update_buttons()
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.last_dir = ""
        # Export list… opens where the last list went, else beside the output folder of
        # the failures shown, else the dialogs' folder (export_start)
        self.export_dir = ""
        self.out_dir = ""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self._share_width(event.size().width())
        return False

    def _share_width(self, width: int) -> None:
        """The file column: 1/3 of the table's width, at most its former 220 px, until the
        user drags it (a width they chose was undone at the next resize of the window); at
        2/5, Japanese reasons wrapped to four lines at 1024x640 beside "cat/broken_5.jpg"."""
        if self._width_chosen:
            return
        self._sharing = True
        self.view.setColumnWidth(0, max(80, min(220, width // 3)))
        self._sharing = False

    def _show_stage(self, on: bool) -> None:
        """The stage column shown (its heading's right click) or hidden: the Sort by list
        offers it while it is shown, and a list sorted by it, hidden, goes back to by
        file. Sort by was blank after a click on the Stage heading (no item said it), and
        stayed blank, the list sorted by a column no longer seen, once it was hidden."""
        self.view.setColumnHidden(STAGE, not on)
        stage = [2 * STAGE, 2 * STAGE + 1]
        if on and self.sort_box.findData(stage[0]) < 0:
            for data in stage:
                self.sort_box.addItem(order_text(STAGE, bool(data % 2)), data)
        elif not on:
            for data in stage:
                i = self.sort_box.findData(data)
                if i >= 0:
                    self.sort_box.removeItem(i)
            if self.model.column == STAGE:
                self.view.horizontalHeader().setSortIndicator(
                    FILE, Qt.SortOrder.AscendingOrder)   # (which sorts: _sort)
        self._say_order()

    def _sort(self, column: int, order: Qt.SortOrder) -> None:
        """A header was clicked (or the Sort by list chose): the rows in that order."""
        self.model.sort(column, order)
        self._say_order()

    def _say_order(self) -> None:
        """Sort by names the order the rows are in."""
        self.sort_box.setCurrentIndex(
            self.sort_box.findData(2 * self.model.column + self.model.descending))

    def _sort_chosen(self, i: int) -> None:
        column, descending = divmod(int(self.sort_box.itemData(i)), 2)
        self.view.horizontalHeader().setSortIndicator(
            column, Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder)

    def order(self) -> str:
        """The order the list is shown in, in words (what Export list… says it keeps)."""
        return order_text(self.model.column, self.model.descending)

    def _chosen(self, column: int, _old: int, _new: int) -> None:
        if column == 0 and not self._sharing and self.view.isVisible():
            self._width_chosen = True

    def sync(self, failures: list[Failure], requeued: int = 0,
             ignored: list[str] | None = None) -> None:
        """Append the model's failures not shown yet (cheap; called from the timer). A
        cancel can take failures back (items_requeued: ``requeued`` of them so far): then
        the list is shown anew, and the line below says where they went. ``ignored``: the
        run's files beside the class folders (RunModel.ignored), for Export list…"""
        if ignored is not None and ignored != self.ignored:
            self.ignored = list(ignored)
            self._update_buttons()
        if self._folder is not None and not failures and not requeued:
            return   # no run yet: the folder's rows stay
        if self._folder is not None:
            self._forget()   # (the count is said once, below)
        self._ran = self._ran or bool(failures or requeued)   # (a model's rows: a run's)
        n = len(self._fed)
        changed = len(failures) != n or requeued != self._requeued
        self._requeued = requeued
        if len(failures) < n or (n and failures[n - 1] is not self._fed[n - 1]):
            chosen = self._selected()
            self.model.set_rows(failures)   # (taken back, or not the rows shown)
            self._select(chosen)   # (the list is new: the user's file stays chosen)
            changed = True
        elif len(failures) > n:
            self.model.append(failures[n:])   # (each where the list's order puts it)
        if changed:   # also when all were taken back: the tab and the line below say 0
            self._fed = list(failures)
            self._update_buttons()
            self.countChanged.emit(self.model.rowCount())

    def set_source(self, source: str, base: tuple[str, ...] | None = None) -> None:
        """File names are shown relative to this source (``base``: its folders, when known)."""
        self.model.set_source(source, base)

    def set_counts_files(self, files: bool) -> None:
        """Count files, not images (the source's files are not all images)."""
        self.files = files

    def clear(self, run: bool = False) -> None:
        """No rows. ``run``: a run starts, whose failures come here (none is "No
        failures."); else no run is shown (its results cleared, or none yet)."""
        self._forget()
        self._ran = run
        self.ignored = []
        self._update_buttons()
        self.countChanged.emit(0)

    def set_refused(self, why: str) -> None:
        """This list's Resume ended before converting (``why``: refused, the source or the
        folder unusable...: failures_words.stopped_before_converting; "" : it converted):
        the rows it carried are the interrupted run's, not failures of its own ("4 images
        could not be converted." said so)."""
        if why != self._refused:
            self._refused = why
            self._update_buttons()

    def set_source_problems(self, heading: str) -> None:
        """The source's scan lists problems under ``heading`` ("1. Source images"), "" when
        it found none: said before any run (the tab said "No failures." beside them)."""
        if heading != self._problems_under:
            self._problems_under = heading
            self._update_buttons()

    def _forget(self) -> None:
        """No rows, and no folder's: clear() without its signal, for a caller that says
        the new count itself (the tab heard 0 and then the count, for one change)."""
        self.model.clear()
        self._fed = []
        self._requeued = 0
        self._folder, self._listed = None, None
        self._refused = ""

    def _update_buttons(self, *_) -> None:
        n = self.model.rowCount()
        self.label.setText(count_text(self.model.rows, self.files, self._requeued,
                                      self._listed, self._ran, self._problems_under,
                                      self._refused))
        self.export_btn.setEnabled(n > 0 or bool(self.ignored))
        self.export_note.setVisible(n > 0 or bool(self.ignored))
        rows = self.view.selectionModel().selectedRows()
        self.show_btn.setEnabled(bool(rows))
        f = self.model.rows[rows[0].row()] if rows else None
        self.detail.setText(self.tr("{file}: {reason}").format(file=f.path, reason=shown_reason(
            f)) if f is not None else "", [f.path] if f is not None else [])
        self.detail.setVisible(f is not None)

    def _selected(self) -> Failure | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()] if rows else None

    def _select(self, chosen: Failure | None) -> None:
        """Select the row of ``chosen`` (its entry, else the same file's at the same stage)
        in a list shown anew, if it is still listed."""
        if chosen is None:
            return
        rows = self.model.rows
        at = next((i for i, f in enumerate(rows) if f is chosen), None)
        if at is None:
            at = next((i for i, f in enumerate(rows)
                       if (f.path, f.stage) == (chosen.path, chosen.stage)), None)
        if at is not None:
            self.view.selectRow(at)

    def selected_path(self) -> str:
        rows = self.view.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()].path if rows else ""

    def show_in_folder(self) -> bool:
        path = self.selected_path()
        if not path:
            return False
        folder = path if os.path.isdir(path) else os.path.dirname(path)
        return open_folder(folder, self)

    def export_start(self) -> str:
        """The file Export list… proposes (gui.widgets.failures_export.proposed_file)."""
        return proposed_file(self.out_dir, self.export_dir, self.last_dir,
                             self.tr("failed-images"))

    def choose_export(self) -> None:
        # "failed1" is saved as failed1.csv (the static dialog wrote "failed1")
        # (what the scan did not use is listed too: not all of it failed, nor is an image)
        path = ask_save(self, self.tr("Export the list of skipped and unused files"),
                        self.export_start(), self.tr("CSV files (*.csv)"), "csv")
        if path and self.export_csv(path):
            self.export_dir = os.path.dirname(path)

    def export_csv(self, path: str) -> bool:
        """The list at ``path`` in the window's words (gui.widgets.failures_export)."""
        return export_failures(self, path, self.model.headers, self.model.rows, shown_reason,
                               self.files, [os.path.join(self.model.source, p) if
                                            self.model.source else p for p in self.ignored],
                               self.order())
