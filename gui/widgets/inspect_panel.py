"""The Inspect tab: open any TFRecord files (or a folder, or the output of a run) and look
inside: a summary (files, records, compression, first error, schema, label histogram), a
paged thumbnail grid (gui.widgets.record_grid), every feature of the selected record
(gui.widgets.record_detail), "Verify with TensorFlow" and "Export selected images".

Everything comes from the engine in separate processes (the GUI imports only
engine.protocol): `inspect PATH... --json` for the summary and `inspect FILE --records
START COUNT --json` per page."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import protocol as P
from gui import engine_text
from gui.engine_client import EngineClient
from gui.engine_command import EngineCommand
from gui.pickers import choose_output_folder
from gui.settings import outputs_folder
from gui.whole_text import WholeLabel
from gui.widgets.class_histogram import ClassHistogram
from gui.widgets.common import column, name
from gui.widgets.elided import ElidedLabel, ShortScroll
from gui.widgets.feature_table import FeatureTable
from gui.widgets.how_to_load import HowToLoadPanel
from gui.widgets.inspect_export import export_records, exported_words, failed_words
from gui.widgets.inspect_summary import (
    dataset_mark,
    last_words,
    reading_text,
    say_while_verifying,
    show_verify_words,
    summary_lines,
    summary_names,
    verified_words,
    verify_note,
    verify_progress_words,
)
from gui.widgets.plot_style import COLOURS, DARK_COLOURS
from gui.widgets.problems import error_colour
from gui.widgets.record_detail import RecordDetail
from gui.widgets.record_grid import RecordGrid

#: The Open files dialog's TFRecord names (not translated: a translation kept the old
#: list). TFDS names its shards "mnist-train.tfrecord-00000-of-00001", a zlib dataset of
#: ours ends in .zlib: the filter hid both.
TFRECORD_PATTERNS = "*.tfrecord* *.tfrec *.record *.records *.gz *.zz *.zlib *-of-*"


class InspectPanel(QWidget):
    """``summaryLoaded(dict)`` after the summary arrives; ``pageLoaded(int)`` after a page's
    records are placed (thumbnails follow); ``verified(folder, VerifyResult)`` after Verify
    checked a dataset to its end (passed or found problems)."""

    summaryLoaded = Signal(object)
    verified = Signal(str, object)
    pageLoaded = Signal(int)
    opened = Signal()   # open_paths: new paths are being read (File → Read again)
    thumbnailsDone = Signal(int)

    def __init__(self, parent: QWidget | None = None, command: list[str] | None = None) -> None:
        super().__init__(parent)
        name(self, "inspectPanel", self.tr("Inspect TFRecord files"))
        # the dialogs open where the window's datasets are (they opened in whatever folder
        # the program was started from), then where the last file or folder was
        self.last_dir = outputs_folder() if os.path.isdir(outputs_folder()) else str(Path.home())
        self.files_dir = ""    # where Open file starts: the dataset's folder, when known
        self.export_dir = ""   # where the last export went
        self.paths: list[str] = []
        self.report: dict | None = None
        self.summary_cmd = EngineCommand(self, command=command)
        self.summary_cmd.finished.connect(self._summary_done)
        self.summary_cmd.errorLine.connect(self._reading)
        self.verifier = EngineClient(self, command=command)
        self.verifier.verifyResult.connect(self._verify_result)
        self.verifier.finished.connect(self._verify_finished)
        self._verify_ev: P.VerifyResult | None = None
        pal = self.palette()
        dark = pal.color(QPalette.ColorRole.Window).lightness() < 128
        c = DARK_COLOURS if dark else COLOURS
        bg, fg = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)

        # --- top row
        self.open_files_btn = name(QPushButton(self.tr("&Open files…")), "inspectOpenFiles",
                                   self.tr("Open TFRecord files"),
                                   self.tr("Open one or more TFRecord files, made by this app "
                                           "or by any other program"))
        self.open_folder_btn = name(QPushButton(self.tr("Open fol&der…")), "inspectOpenFolder",
                                    self.tr("Open a folder of TFRecord files"))
        self.verify_btn = name(QPushButton(self.tr("Verify with &TensorFlow")), "inspectVerify",
                               self.tr("Verify with TensorFlow"), self.tr(
                                   "Read every file of a dataset made by this app back with "
                                   "TensorFlow and check that nothing is missing or damaged"))
        self.export_btn = name(QPushButton(self.tr("&Export selected images…")), "inspectExport",
                               self.tr("Export selected images"), self.tr(
                                   "Save the pictures of the selected records as image files in a "
                                   "folder"))
        self.open_files_btn.clicked.connect(self.choose_files)
        self.open_folder_btn.clicked.connect(self.choose_folder)
        self.verify_btn.clicked.connect(self.verify)
        self.export_btn.clicked.connect(self.choose_export)
        self.verify_btn.setEnabled(False)
        self.export_btn.setEnabled(False)
        # shortened in the middle when the buttons leave little room (1024 px, Japanese):
        # a path keeps its start and its last folder; the tooltip has every path
        self.where = name(ElidedLabel(self.tr("Open TFRecord files or a folder to look inside.")),
                          "inspectPath", self.tr("What is open"))
        top = QHBoxLayout()
        top.addWidget(self.open_files_btn)
        top.addWidget(self.open_folder_btn)
        top.addWidget(self.where, 1)
        self.verify_note = verify_note()   # (why the button is off, for other programs' files)
        top.addWidget(self.verify_note)
        top.addWidget(self.verify_btn)
        top.addWidget(self.export_btn)
        # --- left: summary, schema, histogram
        self.summary = name(WholeLabel(selectable=True), "inspectSummary",
                            self.tr("Summary of the files"))
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.verify_label = name(WholeLabel(names=lambda _text: (   # (the names it says whole)
            self.dataset_folder(), self.export_dir, *summary_names(self.report or {}))),
            "inspectVerifyResult", self.tr("Verification result"))
        self.verifier.eventReceived.connect(lambda ev: say_while_verifying(self.verify_label,
            verify_progress_words(ev.checked, ev.total)) if isinstance(ev, P.VerifyProgress) and
            self._verify_ev is None and self._verify_folder == self.dataset_folder() else None)
        self.schema = FeatureTable()
        self.histogram = ClassHistogram(bg, fg, c["images"])
        # Features, and for a dataset of ours the reading code (engine.records.loading, carried in
        # inspect's JSON as "dataset"), share the space.
        self.how_to_load = HowToLoadPanel(object_name="inspectHowToLoad")
        self.left_tabs = name(QTabWidget(), "inspectLeftTabs", self.tr("Features or reading code"))
        self.left_tabs.addTab(self.schema, self.tr("Features"))
        self.left_tabs.addTab(self.how_to_load, self.tr("How to load"))
        self.left_tabs.setTabEnabled(1, False)
        self.histogram.give_way_to(self.left_tabs, self.how_to_load)
        # a damaged dataset's problems scroll in their own area: the tables keep their rows;
        # the verdict of Verify, the last thing asked for, is on top
        self.text_area = name(ShortScroll(column(self.verify_label, self.summary, (QWidget(), 1)),
                                          atop=self.verify_label),
                              "inspectText", self.tr("Summary and verification"))
        left = column(self.text_area, (self.left_tabs, 2), (self.histogram, 1))

        # --- middle: file, pages, thumbnail grid; right: the selected record
        self.record_grid = RecordGrid(command=command)
        self.record_detail = RecordDetail()
        self.record_grid.currentRecordChanged.connect(self.record_detail.show_record)
        self.record_grid.pageLoaded.connect(self.pageLoaded)
        self.record_grid.thumbnailsDone.connect(self.thumbnailsDone)
        self.record_grid.grid.itemSelectionChanged.connect(self._selection_changed)
        g, d = self.record_grid, self.record_detail
        self.file_combo, self.prev_btn, self.next_btn = g.file_combo, g.prev_btn, g.next_btn
        self.page_label, self.grid, self.page_cmd = g.page_label, g.grid, g.page_cmd
        self.preview, self.detail_title, self.detail = d.preview, d.detail_title, d.detail

        self.splitter = name(QSplitter(Qt.Orientation.Horizontal), "inspectSplitter",
                             self.tr("Inspect areas"))
        for w in (left, self.record_grid, self.record_detail):
            self.splitter.addWidget(w)
        # The three areas share the width in proportion to their sizes (these, or those a
        # moved handle left): no stretch factor, which gave the middle every change, and at
        # 1024 px left it at its minimum (its file box cut) beside two wide side areas.
        self.splitter.setSizes([360, 400, 330])
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.splitter, 1)

    # ------------------------------------------------------------------ state of the grid
    @property
    def files(self) -> list[dict]:
        return self.record_grid.files

    @files.setter
    def files(self, files: list[dict]) -> None:
        self.record_grid.files = files

    @property
    def records(self) -> list[dict]:
        return self.record_grid.records

    @property
    def page(self) -> int:
        return self.record_grid.page

    def current_file(self) -> dict | None:
        return self.record_grid.current_file()

    def pages(self) -> int:
        return self.record_grid.pages()

    def show_page(self, page: int) -> None:
        self.record_grid.show_page(page)

    def selected_records(self) -> list[dict]:
        return self.record_grid.selected_records()

    # ------------------------------------------------------------------ opening
    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Open TFRecord files"), self.files_dir or self.last_dir,
            self.tr("TFRecord files ({patterns});;All files (*)").format(
                patterns=TFRECORD_PATTERNS))
        if paths:
            self.open_paths(paths)

    def start_in(self, folder: str, dataset: str = "") -> None:
        """Open the next Open folder dialog in ``folder`` (the folder the last run made its
        dataset in: a walker's dialog opened in the home folder) and Open file in
        ``dataset``, where the files are (it opened a level above them), if they are
        there."""
        if folder and os.path.isdir(folder):
            self.last_dir = folder
            self.files_dir = dataset if dataset and os.path.isdir(dataset) else ""

    def take_focus(self) -> None:
        """Keyboard focus on the records, or on Open folder… while nothing is open (View →
        Inspect)."""
        target = self.grid if self.paths else self.open_folder_btn
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Open a folder of TFRecord files"),
                                                self.last_dir)
        if path:
            self.open_paths([path])

    def open_paths(self, paths: list[str]) -> None:
        """Inspect these files/folders (the summary runs in an engine process)."""
        self.paths = [str(p) for p in paths]
        if self.paths:
            first = Path(self.paths[0])
            self.last_dir = str(first.parent)
            self.files_dir = str(first if first.is_dir() else first.parent)
        self.report = None
        self.record_grid.reset()
        self.schema.setRowCount(0)
        self.how_to_load.set_entries([])
        self.left_tabs.setTabEnabled(1, False)
        self.histogram.clear()
        say_while_verifying(self.verify_label, "")
        shown = self.paths[0] if len(self.paths) == 1 else self.tr("{n} paths").format(
            n=len(self.paths))
        self.where.set_full_text(shown, "\n".join(self.paths))
        self.summary.setText(self.tr("Reading every record…"))
        self.summary.setStyleSheet("")
        self.verify_btn.setEnabled(False)
        self.verify_note.hide()
        self.summary_cmd.start(["inspect", *self.paths, "--json", "--samples", "0",
                                "--progress"])
        self.opened.emit()

    def dataset_folder(self) -> str:
        """The folder of ours (with our manifest) the open paths belong to, or "". The
        engine finds it (either manifest name) and says so in inspect's JSON."""
        dataset = (self.report or {}).get("dataset") or {}
        return str(dataset.get("folder") or "")

    def _reading(self, line: str) -> None:
        text = reading_text(line)
        if text and self.summary_cmd.is_running():
            self.summary.setText(text)

    def _summary_done(self, code: int, out: bytes, err: str) -> None:
        try:
            report = json.loads(out.decode("utf-8"))
            version = report.get("schema_version")
            if version != P.INSPECT_SCHEMA_VERSION:
                # another version's keys could mean other things: say so, read nothing
                self._unknown_version(version)
                return
            summary = report["summary"]
        except (ValueError, KeyError, TypeError, AttributeError):
            msg = last_words(err) or self.tr("the engine exited with code {c}").format(c=code)
            self.summary.setText(self.tr("Could not inspect: {m}").format(m=msg))
            self.summary.setStyleSheet(f"color: {error_colour(self)};")
            return
        self.report = report
        self.files = report["files"]
        lines, problem = summary_lines(report)
        self.summary.setText("<br>".join(lines), summary_names(report))
        self.summary.setStyleSheet(f"color: {error_colour(self)};" if problem else "")
        self.schema.show_schema(summary.get("schema") or [])
        entries = ((report.get("dataset") or {}).get("how_to_load")) or []
        self.how_to_load.set_entries(entries, self.dataset_folder())
        self.left_tabs.setTabEnabled(1, bool(entries))
        if not entries:
            self.left_tabs.setCurrentIndex(0)
        labels = summary.get("labels") or {}
        present = [f.get("present") for f in summary.get("schema") or []
                   if f.get("key") == labels.get("key")]
        self.histogram.show_labels(summary.get("labels"), int(summary.get("records") or 0),
                                   len(self.files), present[0] if present else None)
        self.record_grid.list_files()
        self.verify_btn.setEnabled(bool(self.dataset_folder()) and not self.verifier.is_running())
        self.verify_note.setVisible(bool(self.files) and not self.dataset_folder())
        self.summaryLoaded.emit(report)
        self.show_page(0)

    def _unknown_version(self, version: object) -> None:
        """The engine answered in a report format this window does not know."""
        self.report = None
        self.files = []
        self.verify_btn.setEnabled(False)
        self.summary.setText(self.tr(
            "This window cannot read the engine's report: it is in format version {v}, and "
            "the window knows version {k}. The window and the engine come from different "
            "versions of TFRecord Studio; install it again so that both match.").format(
                v=version if isinstance(version, int) else "?", k=P.INSPECT_SCHEMA_VERSION))
        self.summary.setStyleSheet(f"color: {error_colour(self)};")

    # ------------------------------------------------------------------ selection
    def _selection_changed(self) -> None:
        self.export_btn.setEnabled(bool(self.selected_records()))

    # ------------------------------------------------------------------ export
    def choose_export(self) -> None:
        # a new folder's name may be typed (Qt's folder dialog said "Directory not found")
        folder = choose_output_folder(self, self.export_dir or self.last_dir, title=self.tr(
            "Export to a folder (or type a new folder's name)"))
        if not folder:
            return
        self.export_dir = folder   # the next export opens there (it opened the output folder)
        done: list[tuple[Path, bool]] = []
        masks: list[tuple[Path, bool]] = []
        made = not os.path.isdir(folder)   # (said: a typed name may have a typo)
        try:
            self.export_selected(folder, done, masks)
        except OSError as e:
            self.verify_label.setText(failed_words(done, len(self.selected_records()), folder,
                                                   e), (folder, str(e.filename or "")))
            self.verify_label.setStyleSheet(f"color: {error_colour(self)};")
            return
        self.verify_label.setText(exported_words(done, folder, made, masks))
        self.verify_label.setStyleSheet("")

    def export_selected(self, folder: str, done: list[tuple[Path, bool]] | None = None,
                        masks: list[tuple[Path, bool]] | None = None) -> int:
        """inspect_export.export_records of the selected records (those with image bytes)
        of the file shown."""
        return export_records(self.selected_records(), folder, done,
                              (self.current_file() or {}).get("path", ""), masks)

    # ------------------------------------------------------------------ verify
    def verify(self) -> None:
        folder = self.dataset_folder()
        if not folder or self.verifier.is_running():
            return
        self._verify_ev, self._verify_folder, self._mark = None, folder, dataset_mark(folder)
        self.verify_btn.setEnabled(False)
        self.verify_label.setStyleSheet("")
        say_while_verifying(self.verify_label, verify_progress_words(-1, 0))
        self.verifier.start(["verify", folder, "--events", "jsonl"])
        self._show_verify_label()

    def _show_verify_label(self, replaced: bool = False) -> None:
        """inspect_summary.show_verify_words for this panel."""
        show_verify_words(self.verify_label, self.text_area, replaced)

    def _verify_result(self, ev: P.VerifyResult) -> None:
        self._verify_ev = ev

    def _verify_finished(self, code: int, outcome: str) -> None:
        self.verify_btn.setEnabled(bool(self.dataset_folder()))
        ev, replaced = self._verify_ev, dataset_mark(self._verify_folder) != self._mark
        if ev is not None and not ev.cancelled and outcome in ("ok", "failed") and not replaced:
            self.verified.emit(self._verify_folder, ev)   # the Convert tab may show it
        if self._verify_folder != self.dataset_folder():
            return   # another dataset is shown now: its label is not this check's
        self.verify_label.setMinimumHeight(0)   # (held while it went: say_while_verifying)
        if ev is not None and ev.ok and outcome == "ok":
            self.verify_label.setText(verified_words(ev.checked, ev.reader))
            self.verify_label.setStyleSheet("")
            self._show_verify_label(replaced)
            return
        problems = engine_text.verify_problems(ev)
        if not problems:
            problems = self.verifier.error_text or "\n".join(self.verifier.stderr_tail()[-2:]) \
                or self.tr("exit code {c}").format(c=code)
        self.verify_label.setText(self.tr("Verification FAILED: {p}").format(p=problems))
        self.verify_label.setStyleSheet(f"color: {error_colour(self)};")
        self._show_verify_label(replaced)

    def shutdown(self) -> None:
        self.summary_cmd.abandon()
        self.record_grid.shutdown()
        if self.verifier.is_running():
            self.verifier.cancel()
