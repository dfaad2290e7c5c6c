"""The Inspect tab's middle pane: pick a file, page through its records (`inspect FILE
--records START COUNT --json` in an engine process, one page at a time; the pages, the
keys and "Go to record" are gui.widgets.record_pager's) and show them as a thumbnail
grid. Page documents are parsed and thumbnails decoded in a background thread
(gui.widgets.record_page); the GUI thread only places the results.
"""

from __future__ import annotations

import math
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from gui import engine_text
from gui.background import run_in_background
from gui.engine_command import EngineCommand
from gui.i18n import number, plural
from gui.widgets.common import column, name
from gui.widgets.elided import ElidedCombo
from gui.widgets.problems import error_colour
from gui.widgets.record_detail import damage
from gui.widgets.record_page import THUMB, PageTask, square
from gui.widgets.record_pager import RecordPager

PAGE_SIZE = 48


class RecordGrid(QWidget):
    """The files of the open report (``files``, the report's file dicts) and one page of
    records of the current file. ``pageLoaded(int)`` after a page's records are placed,
    ``thumbnailsDone(int)`` after its thumbnails; ``currentRecordChanged(record, preview)``
    when the current record (a dict, or None) or its preview image (a QImage, or None)
    changes."""

    pageLoaded = Signal(int)
    thumbnailsDone = Signal(int)
    currentRecordChanged = Signal(object, object)

    def __init__(self, parent: QWidget | None = None, command: list[str] | None = None) -> None:
        super().__init__(parent)
        self.files: list[dict] = []
        self.records: list[dict] = []
        self.page = 0
        self._generation = 0
        self._pending_thumbs = 0
        self._previews: dict[int, QImage] = {}
        self._tasks: dict[int, PageTask] = {}
        app = QCoreApplication.instance()
        if app is not None:   # quitting without closing the window (a script) stops too
            app.aboutToQuit.connect(self.shutdown)
        self.page_cmd = EngineCommand(self, command=command)
        self.page_cmd.finished.connect(self._page_done)

        # in a narrow pane (1024 px) the box shows the file's name alone, ending in "…" if
        # it is still too long, instead of cutting "name (24 records)" at the edge; the
        # tooltip has it all, and the full path
        self.file_combo = name(ElidedCombo(), "inspectFile", self.tr("File to browse"))
        self.file_combo.currentIndexChanged.connect(lambda _i: self.show_page(0))
        self.file_combo.currentIndexChanged.connect(lambda _i: self._file_tip())
        self.pager = RecordPager()
        self.pager.pageWanted.connect(self.show_page)
        self.pager.recordWanted.connect(self.go_to_record)
        self.prev_btn, self.next_btn = self.pager.prev_btn, self.pager.next_btn
        self.page_label = self.pager.page_label
        self.file_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.file_combo.setMinimumContentsLength(20)
        file_row = QHBoxLayout()
        file_label = QLabel(self.tr("F&ile:"))
        file_label.setBuddy(self.file_combo)
        file_row.addWidget(file_label)
        file_row.addWidget(self.file_combo, 1)
        self.grid = name(QListWidget(), "inspectGrid", self.tr("Records of this page"))
        self.grid.setViewMode(QListWidget.ViewMode.IconMode)
        self.grid.setIconSize(QSize(THUMB, THUMB))
        self.grid.setGridSize(QSize(THUMB + 16, THUMB + 44))
        self.grid.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.grid.setMovement(QListWidget.Movement.Static)
        self.grid.setWordWrap(True)
        self.grid.setUniformItemSizes(True)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.grid.currentRowChanged.connect(self._current_changed)
        self.pager.watch(self.grid)
        self._want_row = 0   # the row a page is asked for (Go to record, End): current once placed
        # in place of the grid for a file without records (a blank grid said nothing)
        self.empty_note = name(QLabel(), "inspectEmptyNote", self.tr("Why there are no records"))
        self.empty_note.setWordWrap(True)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_note.setMargin(12)
        self.empty_note.setFrameShape(QFrame.Shape.StyledPanel)   # as the grid it stands for
        self.empty_note.setBackgroundRole(QPalette.ColorRole.Base)
        self.empty_note.setAutoFillBackground(True)
        self.empty_note.hide()
        column(file_row, self.pager, (self.grid, 1), (self.empty_note, 1), widget=self)
        self._update_nav()

    # ------------------------------------------------------------------ files
    def reset(self) -> None:
        """Forget the files and the page (a new report is on its way)."""
        self.files = []
        self._new_generation()
        self.page_cmd.abandon()
        self.file_combo.blockSignals(True)
        self.file_combo.clear()
        self.file_combo.blockSignals(False)
        self._file_tip()
        self.grid.clear()
        self._show_empty(None)
        self.records = []
        self.currentRecordChanged.emit(None, None)
        self._update_nav()

    def list_files(self) -> None:
        """Fill the file chooser from ``files`` (without loading a page)."""
        self.file_combo.blockSignals(True)
        for f in self.files:
            self.file_combo.addItem(self._file_text(f), f["path"])
            i = self.file_combo.count() - 1
            self.file_combo.setItemData(i, f["path"], Qt.ItemDataRole.ToolTipRole)
            self.file_combo.setItemData(i, Path(f["path"]).name, ElidedCombo.SHORT_ROLE)
        # open on the first file with records (an empty shard first showed a blank grid)
        first = next((i for i, f in enumerate(self.files) if f.get("records")), 0)
        self.file_combo.setCurrentIndex(first if self.files else -1)
        self.file_combo.blockSignals(False)
        self._file_tip()

    def _file_text(self, f: dict) -> str:
        """A file's name and what the grid shows of it: its records, damaged ones included
        (the grid has a tile for each), and whether reading stopped before its end: the
        file is cut short (the records its manifest lists past the cut are missing: as
        many as the summary says) or unreadable from there on."""
        n, d = f["records"], int(f.get("damaged_count") or 0)
        k = int(f.get("missing") or 0)
        cut = (f.get("stop") or {}).get("kind") == "truncated"
        if d and k:
            text = plural(n, self.tr("{name} ({n} record, {d} damaged, {k} missing)"),
                          self.tr("{name} ({n} records, {d} damaged, {k} missing)"))
        elif d and cut:
            text = plural(n, self.tr("{name} ({n} record, {d} damaged, then cut short)"),
                          self.tr("{name} ({n} records, {d} damaged, then cut short)"))
        elif d:
            text = plural(n, self.tr("{name} ({n} record, {d} damaged)"),
                          self.tr("{name} ({n} records, {d} damaged)"))
        elif k:
            text = plural(n, self.tr("{name} ({n} record, {k} missing)"),
                          self.tr("{name} ({n} records, {k} missing)"))
        elif cut:
            text = plural(n, self.tr("{name} ({n} record, then cut short)"),
                          self.tr("{name} ({n} records, then cut short)"))
        elif f.get("stop"):
            text = plural(n, self.tr("{name} ({n} record, then unreadable)"),
                          self.tr("{name} ({n} records, then unreadable)"))
        else:
            text = plural(n, self.tr("{name} ({n} record)"), self.tr("{name} ({n} records)"))
        return text.format(name=Path(f["path"]).name, n=number(n), d=number(d), k=number(k))

    def tiles(self) -> int:
        """Tiles of the current file: its records, and one for the damage that stopped the
        reading (records after it cannot be located)."""
        f = self.current_file()
        return 0 if f is None else f["records"] + (1 if f.get("stop") else 0)

    def _file_tip(self) -> None:
        c = self.file_combo
        c.setToolTip(f"{c.currentText()}\n{c.currentData()}" if c.currentIndex() >= 0 else "")

    def current_file(self) -> dict | None:
        i = self.file_combo.currentIndex()
        return self.files[i] if 0 <= i < len(self.files) else None

    # ------------------------------------------------------------------ pages
    def pages(self) -> int:
        if self.current_file() is None:
            return 0
        return max(1, math.ceil(self.tiles() / PAGE_SIZE))

    def go_to_record(self, index: int) -> None:
        """Show the record (tile) ``index`` of the file, current and selected alone: on its
        page, loaded first unless shown."""
        f = self.current_file()
        if f is None or not self.tiles():
            return
        index = max(0, min(index, self.tiles() - 1))
        page, row = divmod(index, PAGE_SIZE)
        if page == self.page and self.records:
            self.grid.setCurrentRow(row, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            self.grid.scrollToItem(self.grid.item(row))
        else:
            self.show_page(page, row)

    def show_page(self, page: int, row: int = 0) -> None:
        """Load ``page`` of the file; ``row`` of it is made current once it is placed."""
        f = self.current_file()
        if f is None:
            self._update_nav()
            return
        page = max(0, min(page, self.pages() - 1))
        self._want_row = row
        self.page = page
        self._new_generation()
        self.grid.clear()
        self._show_empty(f)
        self.records = []
        self._previews = {}
        self.currentRecordChanged.emit(None, None)
        self.page_label.setText(self.tr("loading page {p}…").format(p=number(page + 1)))
        self._update_nav()
        self.page_cmd.start(["inspect", f["path"], "--records", str(page * PAGE_SIZE),
                             str(PAGE_SIZE), "--json"])

    def _show_empty(self, f: dict | None) -> None:
        """The note in place of the grid when ``f`` holds no record and nothing stopped
        its reading (a damaged file has a tile for the damage); the grid otherwise."""
        empty = f is not None and not self.tiles()
        if empty and f is not None:
            self.empty_note.setText(self.tr(
                "This shard holds no records: all its images failed to convert and were "
                "skipped. It is written all the same, so that every numbered file of the "
                "dataset exists. The Failures tab after a run, or rejected.csv in the "
                "dataset's folder, says why each image was skipped.")
                if f.get("listed_empty") else self.tr("This file holds no records."))
        self.empty_note.setVisible(empty)
        self.grid.setVisible(not empty)

    def _page_done(self, code: int, out: bytes, err: str) -> None:
        if not out.strip():
            msg = err.strip().splitlines()[-1] if err.strip() else str(code)
            self.page_label.setText(self.tr("page failed: {m}").format(m=msg))
            return
        task = PageTask(self._generation, out)
        task.signals.records.connect(self._records_ready)
        task.signals.thumbnail.connect(self._thumbnail_ready)
        self._tasks[self._generation] = task  # keep the signals object alive
        run_in_background(task.run, "inspect-page")

    def _records_ready(self, gen: int, records: list, error: str) -> None:
        if gen != self._generation:
            self._tasks.pop(gen, None)
            return
        stop = (self.current_file() or {}).get("stop") or {}
        not_ours = engine_text.coded(stop.get("reason_code"), str(stop.get("reason") or "")) \
            if stop.get("kind") == "not_tfrecord" else ""
        if not_ours:   # the engine says the file is none: no "#0 damaged" tile beside that
            records, error = [], ""
        self.records = records
        self._pending_thumbs = sum(1 for r in records if r.get("image_bytes"))
        for r in records:
            item = QListWidgetItem(self._tile_text(r))
            # The view sizes every tile like the first (uniform sizes); measured before its
            # thumbnail arrives, a tile is only as tall as its text, which cropped every
            # thumbnail and hid the labels. Tiles take the grid cell's size instead.
            item.setSizeHint(self.grid.gridSize())
            item.setToolTip(self._tile_tip(r))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            if r.get("error"):
                item.setForeground(pg.mkColor(error_colour(self)))
            self.grid.addItem(item)
        self._update_nav()
        if error:
            self.page_label.setText(self.tr("page failed: {m}").format(m=error))
        elif not_ours:
            self.page_label.setText(not_ours)
        if records:
            row = min(self._want_row, len(records) - 1)
            self.grid.setCurrentRow(row)
            self.grid.scrollToItem(self.grid.item(row))
        self.pageLoaded.emit(self.page)
        if not self._pending_thumbs:
            self._tasks.pop(gen, None)
            self.thumbnailsDone.emit(self.page)

    def _thumbnail_ready(self, gen: int, row: int, thumb: QImage, preview: QImage) -> None:
        if gen != self._generation or row >= self.grid.count():
            return
        item = self.grid.item(row)
        if thumb.isNull():
            item.setText(self.tr("(cannot decode)") + "\n" + item.text())
        else:
            item.setIcon(QIcon(QPixmap.fromImage(square(thumb))))   # captions in line
            self._previews[row] = preview
        if row == self.grid.currentRow():
            self._current_changed(row)
        self._pending_thumbs -= 1
        if self._pending_thumbs <= 0:
            self._tasks.pop(gen, None)
            self.thumbnailsDone.emit(self.page)

    def _tile_text(self, r: dict) -> str:
        if r.get("truncated"):   # the file ends inside it: the summary's "missing" records
            return self.tr("#{i} missing").format(i=r["index"])
        if r.get("error"):
            return self.tr("#{i} damaged").format(i=r["index"])
        label = r.get("label_text") or (str(r["label"]) if r.get("label") is not None else "")
        fname = Path(r["filename"]).name if r.get("filename") else self.tr("#{i}").format(
            i=r["index"])
        if not r.get("is_example"):
            return self.tr("#{i} (bytes)").format(i=r["index"])
        # each line elided to the tile's width, so that it is never wrapped (a multi-label
        # tile's "abcd06-photo_06…" broke at its hyphen and lost its third line): the whole
        # classes and name are in its tooltip
        name = self._fit(fname, Qt.TextElideMode.ElideMiddle)
        return f"{self._fit(label, Qt.TextElideMode.ElideRight)}\n{name}" if label else name

    def _fit(self, text: str, mode: Qt.TextElideMode) -> str:
        """``text`` elided to one line of a tile."""
        return self.grid.fontMetrics().elidedText(text, mode, caption_width(self.grid))

    def _tile_tip(self, r: dict) -> str:
        parts = [self.tr("record #{i} at byte {o}").format(i=r["index"],
                                                           o=number(r["offset"]))]
        if r.get("label_text"):
            parts.append(r["label_text"])
        if r.get("filename"):
            parts.append(r["filename"])
        if r.get("truncated"):
            parts.append(self.tr("The file ends inside this record: it and any records after "
                                 "it are missing."))
        if r.get("error"):
            parts.append(damage(r))
        return "\n".join(parts)

    def _update_nav(self) -> None:
        n = self.pages()
        self.pager.show_state(self.page, n, self.tiles(),
                              int((self.current_file() or {}).get("records") or 0))
        if n and not self.tiles():
            self.page_label.setText(self.tr("no records"))
        elif n:
            # the records of the page, counted as the file box counts them: the tile of
            # the damage that stopped the reading is none ("records 0–57" of 57 records)
            first, records = self.page * PAGE_SIZE, int((self.current_file() or {})["records"])
            last = min(first + PAGE_SIZE, records) - 1
            text = self.tr("page {p} of {n} (records #{a}–#{b} of {t})") if last >= first \
                else plural(records, self.tr("page {p} of {n} (where reading stopped, after "
                                             "{t} record)"),
                            self.tr("page {p} of {n} (where reading stopped, after {t} "
                                    "records)"))
            self.pager.say_page(text.format(   # (every number grouped: "#4,992 of 5,230")
                p=number(self.page + 1), n=number(n), a=number(first), b=number(last),
                t=number(records)))
        else:
            self.page_label.setText("—")

    # ------------------------------------------------------------------ selection
    def _current_changed(self, row: int) -> None:
        record = self.records[row] if 0 <= row < len(self.records) else None
        if record is not None:   # (the number box says where the grid is)
            self.pager.show_record(self.page * PAGE_SIZE + row)
        self.currentRecordChanged.emit(record, self._previews.get(row))

    def selected_records(self) -> list[dict]:
        """The selected records that carry image bytes, in grid order."""
        rows = sorted(self.grid.row(i) for i in self.grid.selectedItems())
        return [self.records[r] for r in rows
                if r < len(self.records) and self.records[r].get("image_bytes")]

    def _new_generation(self) -> None:
        """Results of the pages asked for so far are stale now: their tasks stop decoding
        (another dataset opened while a page of large images loaded kept a core busy)."""
        self._generation += 1
        for task in self._tasks.values():
            task.stop()
        self._tasks.clear()

    def shutdown(self) -> None:
        """Stop the page's engine command and its thumbnails' thread: nothing is decoded or
        sent after this (the window is closing)."""
        self._new_generation()
        self.page_cmd.abandon()


def caption_width(grid: QListWidget) -> int:
    """The width a tile's caption line has (the grid cell less the item's margins)."""
    return grid.gridSize().width() - 12
