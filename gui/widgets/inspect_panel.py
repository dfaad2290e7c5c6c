"""The Inspect tab: open any TFRecord files (or a folder, or the output of a run) and look
inside: a summary (files, records, compression, first error, schema, label histogram), a
paged thumbnail grid, every feature of the selected record, "Verify with TensorFlow" and
"Export selected images".

Everything comes from the engine in separate processes (the GUI imports only
engine.protocol): `inspect PATH... --json` for the summary and `inspect FILE --records
START COUNT --json` per page. Page documents are parsed and thumbnails decoded in the
thread pool; the GUI thread only places the results.
"""

from __future__ import annotations

import base64
import json
import math
import re
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, QRunnable, QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import QIcon, QImage, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QListWidget,
    QListWidgetItem, QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

from engine import protocol as P
from gui.engine_client import EngineClient, EngineCommand
from gui.run_model import format_bytes
from gui.widgets.common import name
from gui.widgets.options_form import error_colour
from gui.widgets.plots import COLOURS, DARK_COLOURS

PAGE_SIZE = 48
THUMB = 96
PREVIEW = 256
EXTENSIONS = {"JPEG": "jpg", "PNG": "png", "GIF": "gif", "BMP": "bmp", "WEBP": "webp",
              "TIFF": "tif"}


class _PageSignals(QObject):
    records = Signal(int, object, str)      # generation, list of records, error text
    thumbnail = Signal(int, int, QImage, QImage)  # generation, row, thumbnail, preview


class PageTask(QRunnable):
    """Parse one `--records` document and decode its images (scaled) off the GUI thread."""

    def __init__(self, generation: int, payload: bytes) -> None:
        super().__init__()
        self.generation = generation
        self.payload = payload
        self.signals = _PageSignals()

    def run(self) -> None:
        try:
            page = json.loads(self.payload.decode("utf-8"))
            records = page["records"]
        except (ValueError, KeyError, TypeError) as e:
            self.signals.records.emit(self.generation, [], str(e))
            return
        for r in records:
            b64 = r.pop("image_b64", None)
            r["image_bytes"] = base64.b64decode(b64) if b64 else None
        self.signals.records.emit(self.generation, records, "")
        for row, r in enumerate(records):
            if not r["image_bytes"]:
                continue
            img = QImage.fromData(r["image_bytes"])
            if img.isNull():
                self.signals.thumbnail.emit(self.generation, row, QImage(), QImage())
                continue
            preview = img.scaled(PREVIEW, PREVIEW, Qt.KeepAspectRatio, Qt.SmoothTransformation) \
                if max(img.width(), img.height()) > PREVIEW else img
            thumb = img.scaled(THUMB, THUMB, Qt.KeepAspectRatio, Qt.SmoothTransformation)
            self.signals.thumbnail.emit(self.generation, row, thumb, preview)


class InspectPanel(QWidget):
    """``summaryLoaded(dict)`` after the summary arrives; ``pageLoaded(int)`` after a page's
    records are placed (thumbnails follow)."""

    summaryLoaded = Signal(object)
    pageLoaded = Signal(int)
    thumbnailsDone = Signal(int)

    def __init__(self, parent: QWidget | None = None, command: list[str] | None = None) -> None:
        super().__init__(parent)
        name(self, "inspectPanel", self.tr("Inspect TFRecord files"))
        self.last_dir = ""
        self.paths: list[str] = []
        self.report: dict | None = None
        self.files: list[dict] = []
        self.records: list[dict] = []
        self.page = 0
        self._generation = 0
        self._pending_thumbs = 0
        self._previews: dict[int, QImage] = {}
        self._tasks: dict[int, PageTask] = {}
        self.summary_cmd = EngineCommand(self, command=command)
        self.summary_cmd.finished.connect(self._summary_done)
        self.page_cmd = EngineCommand(self, command=command)
        self.page_cmd.finished.connect(self._page_done)
        self.verifier = EngineClient(self, command=command)
        self.verifier.verifyResult.connect(self._verify_result)
        self.verifier.finished.connect(self._verify_finished)
        self._verify_ev: P.VerifyResult | None = None
        pal = self.palette()
        dark = pal.color(QPalette.Window).lightness() < 128
        c = DARK_COLOURS if dark else COLOURS
        bg, fg = pal.color(QPalette.Base), pal.color(QPalette.Text)

        # --- top row
        self.open_files_btn = name(QPushButton(self.tr("Open files…")), "inspectOpenFiles",
                                   self.tr("Open TFRecord files"),
                                   self.tr("Open one or more TFRecord files, ours or not"))
        self.open_folder_btn = name(QPushButton(self.tr("Open folder…")), "inspectOpenFolder",
                                    self.tr("Open a folder of TFRecord files"))
        self.verify_btn = name(QPushButton(self.tr("Verify with TensorFlow")), "inspectVerify",
                               self.tr("Verify with TensorFlow"), self.tr(
                                   "Read every shard listed in dataset_info.json back with "
                                   "TensorFlow and check counts and checksums"))
        self.export_btn = name(QPushButton(self.tr("Export selected images…")), "inspectExport",
                               self.tr("Export selected images"), self.tr(
                                   "Save the image bytes of the selected records to a folder"))
        self.open_files_btn.clicked.connect(self.choose_files)
        self.open_folder_btn.clicked.connect(self.choose_folder)
        self.verify_btn.clicked.connect(self.verify)
        self.export_btn.clicked.connect(self.choose_export)
        self.verify_btn.setEnabled(False)
        self.export_btn.setEnabled(False)
        self.where = name(QLabel(self.tr("Open TFRecord files or a folder to look inside.")),
                          "inspectPath", self.tr("What is open"))
        self.where.setTextInteractionFlags(Qt.TextSelectableByMouse)
        top = QHBoxLayout()
        top.addWidget(self.open_files_btn)
        top.addWidget(self.open_folder_btn)
        top.addWidget(self.where, 1)
        top.addWidget(self.verify_btn)
        top.addWidget(self.export_btn)

        # --- left: summary, schema, histogram
        self.summary = name(QLabel(), "inspectSummary", self.tr("Summary of the files"))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.summary.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.verify_label = name(QLabel(), "inspectVerifyResult", self.tr("Verification result"))
        self.verify_label.setWordWrap(True)
        self.schema = name(QTableWidget(0, 4), "inspectSchema", self.tr("Features in the records"))
        self.schema.setHorizontalHeaderLabels(
            [self.tr("Feature"), self.tr("Kind"), self.tr("Values"), self.tr("First value")])
        self.schema.verticalHeader().hide()
        self.schema.setEditTriggers(QTableWidget.NoEditTriggers)
        self.schema.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        for col in (1, 2, 3):
            self.schema.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeToContents)
        self.schema.verticalHeader().setDefaultSectionSize(self.schema.fontMetrics().height() + 6)
        self.histogram = pg.PlotWidget(background=bg)
        name(self.histogram, "inspectHistogram", self.tr("Records per class"))
        h = self.histogram.getPlotItem()
        h.setTitle(self.tr("Records per class"), color=fg.name(), size="10pt")
        h.setMenuEnabled(False)
        h.setMouseEnabled(x=False, y=False)
        h.showGrid(x=False, y=True, alpha=0.25)
        for axis in ("left", "bottom"):
            h.getAxis(axis).setPen(pg.mkPen(fg))
            h.getAxis(axis).setTextPen(pg.mkPen(fg))
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=c["images"])
        h.addItem(self.bars)
        self.histogram.setMinimumHeight(160)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.summary)
        lv.addWidget(self.verify_label)
        lv.addWidget(self.schema, 2)
        lv.addWidget(self.histogram, 1)

        # --- middle: file, pages, thumbnail grid
        self.file_combo = name(QComboBox(), "inspectFile", self.tr("File to browse"))
        self.file_combo.currentIndexChanged.connect(lambda _i: self.show_page(0))
        self.prev_btn = name(QPushButton(self.tr("◀ Previous")), "inspectPrevPage",
                             self.tr("Previous page"))
        self.next_btn = name(QPushButton(self.tr("Next ▶")), "inspectNextPage",
                             self.tr("Next page"))
        self.prev_btn.clicked.connect(lambda: self.show_page(self.page - 1))
        self.next_btn.clicked.connect(lambda: self.show_page(self.page + 1))
        self.page_label = name(QLabel("—"), "inspectPageLabel", self.tr("Page"))
        self.file_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.file_combo.setMinimumContentsLength(20)
        file_row = QHBoxLayout()
        file_row.addWidget(QLabel(self.tr("File:")))
        file_row.addWidget(self.file_combo, 1)
        nav = QHBoxLayout()
        nav.addWidget(self.prev_btn)
        nav.addStretch(1)
        nav.addWidget(self.page_label)
        nav.addStretch(1)
        nav.addWidget(self.next_btn)
        self.grid = name(QListWidget(), "inspectGrid", self.tr("Records of this page"))
        self.grid.setViewMode(QListWidget.IconMode)
        self.grid.setIconSize(QSize(THUMB, THUMB))
        self.grid.setGridSize(QSize(THUMB + 16, THUMB + 44))
        self.grid.setResizeMode(QListWidget.Adjust)
        self.grid.setMovement(QListWidget.Static)
        self.grid.setWordWrap(True)
        self.grid.setUniformItemSizes(True)
        self.grid.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.grid.currentRowChanged.connect(self._show_detail)
        self.grid.itemSelectionChanged.connect(self._selection_changed)
        middle = QWidget()
        mv = QVBoxLayout(middle)
        mv.setContentsMargins(0, 0, 0, 0)
        mv.addLayout(file_row)
        mv.addLayout(nav)
        mv.addWidget(self.grid, 1)

        # --- right: the selected record
        self.preview = name(QLabel(), "inspectPreview", self.tr("Image of the selected record"))
        self.preview.setAlignment(Qt.AlignCenter)
        self.preview.setMinimumSize(PREVIEW // 2, PREVIEW // 2)
        self.detail_title = name(QLabel(self.tr("Select a record.")), "inspectDetailTitle",
                                 self.tr("Selected record"))
        self.detail_title.setWordWrap(True)
        self.detail = name(QTableWidget(0, 3), "inspectDetail", self.tr("Features of the record"))
        self.detail.setHorizontalHeaderLabels([self.tr("Feature"), self.tr("Kind"),
                                               self.tr("Value")])
        self.detail.verticalHeader().hide()
        self.detail.setEditTriggers(QTableWidget.NoEditTriggers)
        self.detail.setWordWrap(True)
        self.detail.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeToContents)
        self.detail.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeToContents)
        self.detail.horizontalHeader().setSectionResizeMode(2, QHeaderView.Stretch)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.preview)
        rv.addWidget(self.detail_title)
        rv.addWidget(self.detail, 1)

        self.splitter = name(QSplitter(Qt.Horizontal), "inspectSplitter", self.tr("Inspect areas"))
        for w in (left, middle, right):
            self.splitter.addWidget(w)
        self.splitter.setSizes([380, 520, 380])
        self.splitter.setStretchFactor(1, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.splitter, 1)
        self._update_nav()

    # ------------------------------------------------------------------ opening
    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Open TFRecord files"), self.last_dir,
            self.tr("TFRecord files (*.tfrecord *.tfrecords *.tfrec *.gz *.zz *.record);;"
                    "All files (*)"))
        if paths:
            self.open_paths(paths)

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Open a folder of TFRecord files"),
                                                self.last_dir)
        if path:
            self.open_paths([path])

    def open_paths(self, paths: list[str]) -> None:
        """Inspect these files/folders (the summary runs in an engine process)."""
        self.paths = [str(p) for p in paths]
        self.last_dir = str(Path(self.paths[0]).parent) if self.paths else self.last_dir
        self.report = None
        self.files = []
        self._generation += 1
        self.page_cmd.abandon()
        self.file_combo.blockSignals(True)
        self.file_combo.clear()
        self.file_combo.blockSignals(False)
        self.grid.clear()
        self.records = []
        self.schema.setRowCount(0)
        self.bars.setOpts(x=[], height=[])
        self._clear_detail()
        self.verify_label.setText("")
        shown = self.paths[0] if len(self.paths) == 1 else self.tr("{n} paths").format(
            n=len(self.paths))
        self.where.setText(shown)
        self.where.setToolTip("\n".join(self.paths))
        self.summary.setText(self.tr("Reading every record…"))
        self.summary.setStyleSheet("")
        self.verify_btn.setEnabled(False)
        self._update_nav()
        self.summary_cmd.start(["inspect", *self.paths, "--json", "--samples", "0"])

    def dataset_folder(self) -> str:
        """The folder with dataset_info.json that the open paths belong to, or ""."""
        for p in self.paths:
            folder = Path(p) if Path(p).is_dir() else Path(p).parent
            if (folder / "dataset_info.json").is_file():
                return str(folder)
        return ""

    def _summary_done(self, code: int, out: bytes, err: str) -> None:
        try:
            report = json.loads(out.decode("utf-8"))
            summary = report["summary"]
        except (ValueError, KeyError, TypeError):
            msg = err.strip().splitlines()[-1] if err.strip() else self.tr(
                "the engine exited with code {c}").format(c=code)
            self.summary.setText(self.tr("Could not inspect: {m}").format(m=msg))
            self.summary.setStyleSheet(f"color: {error_colour(self)};")
            return
        self.report = report
        self.files = report["files"]
        comps = sorted({f["compression"] for f in self.files}) or ["—"]
        lines = [self.tr("<b>{r:,}</b> records in <b>{n}</b> file(s), {size}; compression: "
                         "{c}").format(r=summary["records"], n=summary["files"],
                                       size=format_bytes(sum(f["size"] for f in self.files)),
                                       c=", ".join(comps))]
        bad = [f for f in self.files if not f["ok"]]
        if not bad and self.files:
            lines.append(self.tr("Every record is intact (both checksums checked)."))
        for f in bad[:3]:
            lines.append(self.tr("<b>Problem</b> in {file}: {m}").format(
                file=_esc(Path(f["path"]).name), m=_esc(f["error"]["message"])))
        if len(bad) > 3:
            lines.append(self.tr("… and {n} more damaged files").format(n=len(bad) - 3))
        for p in report.get("problems", []):
            lines.append(self.tr("<b>Problem</b>: {p}: {r}").format(p=_esc(p["path"]),
                                                                   r=_esc(p["reason"])))
        payloads = {f["payload"] for f in self.files}
        if payloads - {"tf.train.Example"}:
            lines.append(self.tr("Some records are not tf.train.Example messages; they are "
                                 "shown as bytes."))
        self.summary.setText("<br>".join(lines))
        self.summary.setStyleSheet(f"color: {error_colour(self)};" if bad or
                                   report.get("problems") else "")
        self._fill_schema(summary.get("schema") or [])
        self._fill_histogram(summary.get("labels"))
        self.file_combo.blockSignals(True)
        for f in self.files:
            self.file_combo.addItem(self.tr("{name} ({n:,} records)").format(
                name=Path(f["path"]).name, n=f["records"]), f["path"])
        self.file_combo.blockSignals(False)
        self.verify_btn.setEnabled(bool(self.dataset_folder()) and not self.verifier.is_running())
        self.summaryLoaded.emit(report)
        self.show_page(0)

    def _fill_schema(self, schema: list[dict]) -> None:
        self.schema.setRowCount(len(schema))
        for r, f in enumerate(schema):
            counts = str(f["min_count"]) if f["min_count"] == f["max_count"] else \
                f"{f['min_count']}–{f['max_count']}"
            if f.get("is_image"):
                holds = self.tr("images ({f})").format(f=", ".join(sorted(f["image_formats"])))
            else:
                holds = f.get("example") or ""
            for col, text in enumerate((f["key"], f["kind"], counts, holds)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.schema.setItem(r, col, item)

    def _fill_histogram(self, labels: dict | None) -> None:
        h = self.histogram.getPlotItem()
        if not labels or not labels.get("classes"):
            self.bars.setOpts(x=[], height=[])
            h.setTitle(self.tr("Records per class (no label feature)"))
            return
        classes = labels["classes"][:60]
        x = np.arange(len(classes))
        self.bars.setOpts(x=x, height=[c["count"] for c in classes], width=0.7)
        ticks = [(i, str(c["text"] if c.get("text") is not None else c["value"]))
                 for i, c in enumerate(classes)]
        h.getAxis("bottom").setTicks([ticks])
        h.setXRange(-0.6, len(classes) - 0.4, padding=0)
        h.setYRange(0, max(c["count"] for c in classes) * 1.15, padding=0)
        h.setTitle(self.tr("Records per class ({key})").format(key=labels["key"]))

    # ------------------------------------------------------------------ pages
    def current_file(self) -> dict | None:
        i = self.file_combo.currentIndex()
        return self.files[i] if 0 <= i < len(self.files) else None

    def pages(self) -> int:
        f = self.current_file()
        if f is None:
            return 0
        n = f["records"] + (0 if f["ok"] else 1)  # the damaged record gets a tile too
        return max(1, math.ceil(n / PAGE_SIZE))

    def show_page(self, page: int) -> None:
        f = self.current_file()
        if f is None:
            self._update_nav()
            return
        page = max(0, min(page, self.pages() - 1))
        self.page = page
        self._generation += 1
        self.grid.clear()
        self.records = []
        self._previews = {}
        self._clear_detail()
        self.page_label.setText(self.tr("loading page {p}…").format(p=page + 1))
        self._update_nav()
        self.page_cmd.start(["inspect", f["path"], "--records", str(page * PAGE_SIZE),
                             str(PAGE_SIZE), "--json"])

    def _page_done(self, code: int, out: bytes, err: str) -> None:
        if not out.strip():
            msg = err.strip().splitlines()[-1] if err.strip() else str(code)
            self.page_label.setText(self.tr("page failed: {m}").format(m=msg))
            return
        task = PageTask(self._generation, out)
        task.signals.records.connect(self._records_ready)
        task.signals.thumbnail.connect(self._thumbnail_ready)
        self._tasks[self._generation] = task  # keep the signals object alive
        QThreadPool.globalInstance().start(task)

    def _records_ready(self, gen: int, records: list, error: str) -> None:
        if gen != self._generation:
            self._tasks.pop(gen, None)
            return
        self.records = records
        self._pending_thumbs = sum(1 for r in records if r.get("image_bytes"))
        for r in records:
            item = QListWidgetItem(self._tile_text(r))
            item.setToolTip(self._tile_tip(r))
            item.setTextAlignment(Qt.AlignHCenter | Qt.AlignTop)
            if r.get("error"):
                item.setForeground(pg.mkColor(error_colour(self)))
            self.grid.addItem(item)
        self._update_nav()
        if error:
            self.page_label.setText(self.tr("page failed: {m}").format(m=error))
        if records:
            self.grid.setCurrentRow(0)
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
            item.setIcon(QIcon(QPixmap.fromImage(thumb)))
            self._previews[row] = preview
        if row == self.grid.currentRow():
            self._show_detail(row)
        self._pending_thumbs -= 1
        if self._pending_thumbs <= 0:
            self._tasks.pop(gen, None)
            self.thumbnailsDone.emit(self.page)

    def _tile_text(self, r: dict) -> str:
        if r.get("error"):
            return self.tr("#{i} damaged").format(i=r["index"])
        label = r.get("label_text") or (str(r["label"]) if r.get("label") is not None else "")
        fname = Path(r["filename"]).name if r.get("filename") else self.tr("#{i}").format(
            i=r["index"])
        if not r.get("is_example"):
            return self.tr("#{i} (bytes)").format(i=r["index"])
        return f"{label}\n{_elide(fname, 17)}" if label else _elide(fname, 17)

    def _tile_tip(self, r: dict) -> str:
        parts = [self.tr("record #{i} at byte {o}").format(i=r["index"], o=r["offset"])]
        if r.get("filename"):
            parts.append(r["filename"])
        if r.get("error"):
            parts.append(r["error"])
        return "\n".join(parts)

    def _update_nav(self) -> None:
        n = self.pages()
        self.prev_btn.setEnabled(n > 0 and self.page > 0)
        self.next_btn.setEnabled(n > 0 and self.page < n - 1)
        if n:
            f = self.current_file()
            first = self.page * PAGE_SIZE
            last = min(first + PAGE_SIZE, f["records"]) if f else first
            self.page_label.setText(self.tr("page {p} of {n} (records {a}–{b})").format(
                p=self.page + 1, n=n, a=first, b=max(first, last - 1)))
        else:
            self.page_label.setText("—")

    # ------------------------------------------------------------------ detail
    def _clear_detail(self) -> None:
        self.detail.setRowCount(0)
        self.preview.clear()
        self.detail_title.setText(self.tr("Select a record."))

    def _show_detail(self, row: int) -> None:
        if not 0 <= row < len(self.records):
            self._clear_detail()
            return
        r = self.records[row]
        title = self.tr("Record #{i} · byte offset {o} · {n:,} bytes").format(
            i=r["index"], o=r["offset"], n=r.get("length", 0))
        if r.get("error"):
            title += "<br>" + self.tr("<b>Damaged:</b> {e}").format(e=_esc(r["error"]))
        self.detail_title.setText(title)
        preview = self._previews.get(row)
        self.preview.setPixmap(QPixmap.fromImage(preview) if preview is not None else QPixmap())
        if preview is None:
            self.preview.setText(self.tr("(no image)") if not r.get("image_bytes") else "…")
        feats = r.get("features") or []
        rows = [(f["key"], f["kind"], _values_text(f)) for f in feats]
        if not r.get("is_example") and r.get("preview"):
            rows = [(self.tr("(raw bytes)"), "bytes", r["preview"])]
        self.detail.setRowCount(len(rows))
        for i, (key, kind, value) in enumerate(rows):
            for col, text in enumerate((key, kind, value)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.detail.setItem(i, col, item)
        self.detail.resizeRowsToContents()

    def _selection_changed(self) -> None:
        self.export_btn.setEnabled(bool(self.selected_records()))

    def selected_records(self) -> list[dict]:
        rows = sorted(self.grid.row(i) for i in self.grid.selectedItems())
        return [self.records[r] for r in rows
                if r < len(self.records) and self.records[r].get("image_bytes")]

    # ------------------------------------------------------------------ export
    def choose_export(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export selected images to"),
                                                  self.last_dir)
        if folder:
            n = self.export_selected(folder)
            self.verify_label.setText(self.tr("Exported {n} image(s) to {f}.").format(
                n=n, f=folder))
            self.verify_label.setStyleSheet("")

    def export_selected(self, folder: str) -> int:
        """Write the selected records' image bytes into ``folder``; returns how many."""
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        n = 0
        for r in self.selected_records():
            ext = EXTENSIONS.get(r.get("image_format") or "", "bin")
            stem = Path(r["filename"]).stem if r.get("filename") else "record"
            stem = re.sub(r"[^\w.-]+", "_", stem)[:80] or "record"
            (out / f"{r['index']:06d}_{stem}.{ext}").write_bytes(r["image_bytes"])
            n += 1
        return n

    # ------------------------------------------------------------------ verify
    def verify(self) -> None:
        folder = self.dataset_folder()
        if not folder or self.verifier.is_running():
            return
        self._verify_ev = None
        self.verify_btn.setEnabled(False)
        self.verify_label.setStyleSheet("")
        self.verify_label.setText(self.tr("Verifying with TensorFlow… (starting TensorFlow "
                                          "takes a few seconds)"))
        self.verifier.start(["verify", folder, "--events", "jsonl"])

    def _verify_result(self, ev: P.VerifyResult) -> None:
        self._verify_ev = ev

    def _verify_finished(self, code: int, outcome: str) -> None:
        self.verify_btn.setEnabled(bool(self.dataset_folder()))
        ev = self._verify_ev
        if ev is not None and ev.ok and outcome == "ok":
            self.verify_label.setText(self.tr("Verified: {n:,} records read back with "
                                              "TensorFlow, counts and checksums match.").format(
                n=ev.checked))
            self.verify_label.setStyleSheet("")
            return
        problems = "; ".join(str(p) for p in (ev.problems[:5] if ev else []))
        if not problems:
            problems = self.verifier.error_text or "\n".join(self.verifier.stderr_tail()[-2:]) \
                or self.tr("exit code {c}").format(c=code)
        self.verify_label.setText(self.tr("Verification FAILED: {p}").format(p=problems))
        self.verify_label.setStyleSheet(f"color: {error_colour(self)};")

    def shutdown(self) -> None:
        self.summary_cmd.abandon()
        self.page_cmd.abandon()
        if self.verifier.is_running():
            self.verifier.cancel()


def _values_text(f: dict) -> str:
    vals = f.get("values") or []
    text = ", ".join(str(v) for v in vals)
    if f.get("count", len(vals)) > len(vals):
        text += f", … ({f['count']} values)"
    return text if vals else "(empty)"


def _elide(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _esc(text: str) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
