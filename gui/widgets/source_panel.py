"""Source picker (folder or CSV/TSV, drag and drop, recent sources) and the quick-scan
preview: image count, classes, thumbnails, problems and notices in plain words."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.background import run_in_background
from gui.i18n import sentences
from gui.job import Job
from gui.job_rules import JOB_FILE_SOURCE
from gui.pickers import ask_source_file
from gui.scan import ScanTask
from gui.scan_depth import for_run
from gui.scan_result import ScanResult
from gui.source_kind import source_kind
from gui.whole_text import WholeLabel
from gui.widgets import source_summary as said
from gui.widgets.bit_depth_note import BitDepthOffer
from gui.widgets.class_table import ClassTable
from gui.widgets.common import name
from gui.widgets.sample_thumbs import SampleThumbs
from gui.widgets.scan_options import ScanOptions
from gui.widgets.scan_preview import problem_list, show_found, show_problems, thumbnail_strip
from gui.widgets.source_asks import SourceAsks
from gui.widgets.source_path import refill, typed_path
from gui.widgets.source_picker import (
    ask_folder,
    folder_dialog_start,
    picker_buttons,
    picker_row,
    source_path_combo,
)
from gui.widgets.source_problems import problems_text
from gui.widgets.task_choice import TaskChoice
from gui.widgets.unpack_offer import UnpackOffer


class SourcePanel(QGroupBox):
    """Emits ``sourceChanged(path)`` for the user's choice, ``scanStarted`` and ``scanned``
    around each scan, ``taskChanged(task)`` for what to write from an annotated source."""

    sourceChanged = Signal(str)
    scanStarted = Signal()   # what the last scan found no longer holds
    scanned = Signal(object)
    taskChanged = Signal(str)   # the user chose what to write (--task)
    inspectRequested = Signal(str)   # a dataset of ours chosen as the source: look at it
    finishRequested = Signal(str)   # an interrupted run's folder chosen as the source
    loadJobRequested = Signal(str)   # a saved job chosen as the source: load it
    bitDepthChosen = Signal(int)   # "Use 12 bits": the bit depth its 16-bit images need
    unpackEnded = Signal()   # an archive's unpacking ended (a question about it is void)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("1. Source images"))
        name(self, "sourcePanel", self.tr("Source images"))
        self._generation, self._scan_path = 0, ""   # the latest scan: its number, its source
        self._stop = threading.Event()
        self._tasks: dict[int, ScanTask] = {}
        self.asks = SourceAsks(self)   # (the file system, asked off the GUI thread)
        self._read_soon = QTimer(self, singleShot=True, interval=300)
        self._read_soon.timeout.connect(
            lambda: run_in_background(self._tasks[self._generation].run, "source-scan"))
        self.last_result: ScanResult | None = None   # as the chosen bit depth makes it
        self._found: ScanResult | None = None   # as read (gui.scan_depth)
        self.last_dir = ""
        self.opts = ScanOptions()   # the job's options the scan and its notes follow

        self.path_combo = source_path_combo()
        self.path_combo.activated.connect(lambda i: self.set_source(self.path_combo.itemText(i)))
        path_edit = self.path_combo.lineEdit()
        assert path_edit is not None  # an editable combo box has its line edit
        path_edit.editingFinished.connect(
            lambda: self.set_source(self.path_combo.currentText()))
        path_edit.returnPressed.connect(self._enter)   # Enter on the same path: read it again
        self.folder_btn, self.table_btn = picker_buttons()
        self.folder_btn.clicked.connect(self.choose_folder)
        self.table_btn.clicked.connect(self.choose_table)
        row = picker_row(self.path_combo, self.folder_btn, self.table_btn)

        self.summary = name(WholeLabel(self.tr("No source chosen."), names=lambda _t: (
            said.notice_names(self.last_result, self.source()))), "scanSummary",
            self.tr("Scan summary"))
        self.busy = name(QProgressBar(), "scanBusy", self.tr("Scanning"))
        self.busy.setRange(0, 0)
        self.busy.setMaximumHeight(6)
        self.busy.setTextVisible(False)
        self.busy.hide()
        # an archive chosen as the source (an export as downloaded): unpacked on request
        self.unpack = UnpackOffer()
        self.unpack.ended.connect(self.unpackEnded)
        self.unpack.unpacked.connect(self.set_source)
        # a dataset this app wrote, chosen as the source: never converted, looked at
        self.inspect_btn = name(QPushButton(self.tr("Open in Inspect")), "inspectSource",
                                self.tr("Open the dataset in Inspect"), self.tr(
            "Shows the records of this dataset on the Inspect tab"))
        self.inspect_btn.clicked.connect(lambda: self.inspectRequested.emit(self._scan_path))
        self.inspect_btn.hide()
        # ... an interrupted run's folder whose source is still there: that run finished
        self.finish_btn = name(QPushButton(self.tr("Finish this run")), "finishRun",
                               self.tr("Finish the interrupted run in this folder"), self.tr(
            "Puts the run's source back as the source and this folder as the output "
            "folder, so that Resume converts the rest"))
        self.finish_btn.clicked.connect(lambda: self.finishRequested.emit(self._scan_path))
        self.finish_btn.hide()
        self.load_job_btn = name(QPushButton(self.tr("Load this job")), "loadJobSource",
                                 self.tr("Load this job file as File → Load job does"))
        self.load_job_btn.clicked.connect(lambda: self.loadJobRequested.emit(self._scan_path))
        self.load_job_btn.hide()

        self.classes = ClassTable()   # in label-map order, with the labels the records carry
        self.thumbs = thumbnail_strip()   # the samples' (16-bit: at the chosen depth)
        self.samples = SampleThumbs(self.thumbs, self._reason_text)
        self.problems = problem_list(self.thumbs)   # (a broken sample's line: its problem)
        self.notices = name(WholeLabel(), "scanNotices", self.tr("Notes about the source"))
        self.notices.hide()
        self.bits_offer = BitDepthOffer()   # "Use 12 bits", for a 12-bit camera's images
        self.bits_offer.chosen.connect(self.bitDepthChosen)

        # What to write (--task): offered once a scan finds annotations.
        self.task_row = TaskChoice()
        self.task_combo = self.task_row.combo
        self.task_row.taskChanged.connect(lambda _t: setattr(self, "_task_for", self.source()))
        self.task_row.taskChanged.connect(self.taskChanged)
        # the source the task was chosen for (the one shown, or a loaded job's): another
        # source the user opens starts at Automatic (multi-label chosen for one export
        # carried over to the next; "classification" would have dropped all its boxes)
        self._task_for = ""
        self.task_row.taskChanged.connect(lambda _t: self.rescan())   # show what it writes
        # (source, the task its automatic scan found, whether its objects have shapes,
        # whether it has class mask files): the choices offered, while a scan with the
        # chosen --task shows what Start writes
        self._detected = ("", "", False, False)
        self._scan_task = "auto"

        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addWidget(self.busy)
        lay.addWidget(self.summary)
        lay.addWidget(self.unpack)
        found = QHBoxLayout()   # what a folder of ours chosen as the source offers
        found.addWidget(self.finish_btn)
        found.addWidget(self.inspect_btn)
        found.addStretch(1)
        lay.addLayout(found)
        lay.addWidget(self.load_job_btn, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.task_row)
        lay.addWidget(self.classes)
        lay.addWidget(self.thumbs)
        lay.addWidget(self.problems)
        lay.addWidget(self.notices)
        lay.addWidget(self.bits_offer, 0, Qt.AlignmentFlag.AlignLeft)

    def take_focus(self) -> None:
        """Keyboard focus on the source path."""
        self.path_combo.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_target(self) -> QWidget:   # take_focus()'s (back on Convert: if in view)
        return self.path_combo

    def source(self) -> str:
        return self.path_combo.currentText().strip()

    def shows_error(self) -> bool:   # in full, why its source cannot be converted
        res = self.last_result
        return res is not None and bool(res.error) and res.source == self.source()

    def heading(self) -> str:   # the title without its number: "Source images"
        return self.tr("1. Source images").split(". ", 1)[-1].strip()

    def show_written(self, written: dict[str, int] | None) -> None:   # (the class table's)
        self.classes.show_written(written)

    def task(self) -> str:   # --task for the job: "auto" unless the user or a job chose another
        return self.task_row.task()

    def task_names(self) -> dict[str, str]:   # --task value -> the "Write as" list's words
        return self.task_row.names()

    def set_task(self, task: str, source: str | None = None) -> None:
        """A loaded job's task for its ``source`` (None: the one shown; another: Automatic)."""
        self._task_for = self.source() if source is None else typed_path(source)
        self.task_row.set_task(task)
        res = self.last_result   # the source shown, read for another task: read again
        if res is not None and res.source == self._task_for and not self._tasks and \
                self.task_row.task() != self._scan_task:
            self.rescan()

    def set_recent(self, recent: list[str]) -> None:
        refill(self.path_combo, recent)

    def set_source(self, path: str, emit: bool = True, picked: bool = False) -> None:
        path = typed_path(path or "")
        if self.asks_before(path, lambda: self.set_source(path, emit)):
            return   # an archive unpacks: asked first (it was stopped, its folder removed)
        if self.path_combo.currentText() != path:
            self.path_combo.setEditText(path)
        res = self.last_result
        if (res is not None and res.source == path and not self._tasks) or (
                res is None and path and self._scan_path == path):
            if picked and res is not None:   # (chosen in a dialog) after its files changed
                self.asks.reread_if_changed(res, lambda: self.last_result is res, self.rescan)
            return   # shown, or being read (Enter: not a new source, which unticks Replace)
        self.rescan()
        if emit:
            self.sourceChanged.emit(path)

    def asks_before(self, path: str, go: Callable[[], None]) -> bool:   # (unpack_offer.leave_for)
        return self.unpack.leave_for(typed_path(path or ""), go,
                                     lambda: self.path_combo.setEditText(self.unpack.archive))

    def _enter(self) -> None:
        """Enter on the path shown: read it again (a new path is read by editingFinished)."""
        res = self.last_result
        if res is not None and res.source == typed_path(self.path_combo.currentText()):
            self.rescan()

    def rescan(self, soon: bool = False) -> None:
        """Scan the source off the GUI thread; ``soon``: once options typed key by key rest."""
        self._read_soon.stop()
        self._stop.set()  # stop the previous scan; its results will be stale anyway
        self._stop = threading.Event()
        self._generation += 1
        path = self.source()
        if path != self._task_for:   # another source: Automatic (a job's came with its own)
            self.task_row.set_task("auto")
        self._scan_path = path
        self._scan_task = self.task_row.task() if path and self._detected[0] == path else "auto"
        self.classes.clear_rows(path)
        self.samples.clear(self._generation)
        self.problems.clear()
        for widget in (self.problems, self.notices, self.bits_offer, self.inspect_btn,
                       self.finish_btn, self.load_job_btn):
            widget.hide()
        if self._scan_task == "auto":
            self.task_row.hide()    # offered again for what this scan finds
        if not self.unpack.keeps(path):   # (the archive being unpacked: it goes on)
            self.unpack.offer("", "")
        self.last_result = self._found = None
        self.scanStarted.emit()
        if not path:
            self.summary.setText(self.tr("No source chosen."))
            self.busy.hide()
            return
        self.summary.setText(self.tr("Scanning…"))
        self.busy.show()
        stop = self._stop
        task = ScanTask(path, self._generation, stop.is_set, split=self.opts.split,
                        task=self._scan_task, max_pixels=self.opts.max_pixels,
                        bit_depth=self.opts.bit_depth, masks=self.opts.masks)
        task.signals.progress.connect(self._on_progress)
        task.signals.finished.connect(self._on_finished)
        task.signals.thumbnail.connect(self.samples.show)
        self._tasks[self._generation] = task
        if soon:
            self._read_soon.start()
        else:
            run_in_background(task.run, "source-scan")

    def changed_since_scan(self, later: Callable[[bool], None]) -> bool | None:
        """Whether the source's folders changed since its scan read them (gui.source_stamp);
        False for another source; None when they did not answer at once: ``later`` is told."""
        res = self.last_result
        return self.asks.changed(res, later) if res and res.source == self.source() else False

    def change_pending(self) -> bool:   # (changed_since_scan's answer still to come)
        return self.asks.stamp.pending()

    def forget_change(self) -> None:   # (changed_since_scan's late answer: not wanted)
        self.asks.stamp.forget()

    def hold_for_run(self) -> None:   # (Start: File…'s, a folder's late answers not wanted)
        self.asks.forget_late()

    def scanning(self) -> bool:
        return self.busy.isVisible() or (self._generation in self._tasks and not self.last_result)

    def choose_folder(self) -> None:
        if path := ask_folder(self, folder_dialog_start(self.last_dir, self.source())):
            self.set_source(path, picked=True)

    def choose_table(self) -> None:
        if path := ask_source_file(self, folder_dialog_start(self.last_dir, self.source())):
            self.asks.file_source(path, self.source, lambda s: self.set_source(s, picked=True))

    def unpack_question(self, parent: QWidget) -> QMessageBox | None:   # (before quitting)
        return self.unpack.quit_question(parent) if self.unpack.unpacking() else None

    def shutdown(self) -> None:
        self._stop.set()
        self.unpack.shutdown()

    def _on_progress(self, gen: int, n: int, of: int) -> None:
        if gen == self._generation:
            self.summary.setText(said.progress_text(n, of))

    def _on_finished(self, gen: int, res: ScanResult) -> None:
        task = self._tasks.pop(gen, None)
        if gen != self._generation:
            return
        self.busy.hide()
        self._found, res = res, for_run(res, self.opts.bit_depth, self.opts.stored)
        self.last_result = res
        if task is not None and res.samples:   # its thumbnails come now
            self.samples.loading(task, res, self._stop.is_set)
        if self._scan_task == "auto":   # CVAT's tags, one per image: listed as classes
            found = res.task or ("classification" if res.kind == "tags" else "")
            self._detected = (res.source, "" if res.error else found, bool(res.outlines),
                              bool(res.class_masks))
        self.task_row.offer(*self._detected[1:])
        if self._scan_task == "auto" and self.task_row.task() not in ("auto", res.task):
            self.rescan()   # a task chosen before (a loaded job's): show what it writes
            return
        if self._scan_task not in ("auto", self.task_row.task()):
            self.rescan()   # read as a loaded job's task this source is not offered: Automatic
            return
        if res.error:
            code, params = res.error_code(), res.error_params()
            if code == "source.archive_unpacks":   # (what the app unpacks: not a .csv.gz)
                self.unpack.offer(res.source, params.get("kind", ""))
            self.summary.setText(self.unpack.sentence() or self.error_text(res.error))
            self.inspect_btn.setVisible(code == "source.dataset")
            self.finish_btn.setVisible(bool(res.unfinished) and not res.unfinished_gone)
            self.load_job_btn.setVisible(res.error == JOB_FILE_SOURCE)
        self._show_found(res)

    def _show_found(self, res: ScanResult) -> None:
        """``res``'s summary, classes, problems, notes; again for another bit depth."""
        self._show_summary()
        show_found(self.classes, self.thumbs, res)   # (hidden when it found none)
        show_problems(self.problems, res, self._reason_text)
        if res.problems and res.error:
            self.summary.setText(sentences(self.summary.text(), problems_text(res)))
        self._show_notices()
        self.scanned.emit(res)

    def set_options(self, job: Job, masks: bool | None = None) -> None:
        """The options the notices name and the scan reads (the background, the split, the
        largest image, Masks as ``masks``: read again, so the images listed are those the
        run skips); the bit depth and Write as: original list the images the run refuses
        by them, from the scan read once (Format's words: OptionsForm.set_scan)."""
        old, self.opts = self.opts, self.opts.following(job, masks)
        self._show_summary()   # images without annotations: as the option says
        res = self.last_result   # (None while a scan runs: read again, with the new option)
        if self.source() and old.rescan_for(
                self.opts, lambda: source_kind(self.source()) == "table",
                lambda: res is None or res.task == "detection"):
            self.rescan(soon=True)
        if old.bit_depth != self.opts.bit_depth:
            task = self._tasks.get(self._generation)
            if task is not None:   # the source being read: its thumbnails at the new depth
                task.bit_depth = self.opts.bit_depth
            self.samples.follow(self.opts.bit_depth)
        if (old.bit_depth, old.stored) != (self.opts.bit_depth, self.opts.stored):
            found = self._found   # the images the run refuses at these, or not
            if found is not None and (found.deep_layouts or found.unkept) and \
                    self.last_result:
                self.last_result = for_run(found, self.opts.bit_depth, self.opts.stored)
                self.samples.restyle(self.last_result)
                self._show_found(self.last_result)
        self._show_notices()   # (the note about 16-bit images names the depth)

    def _show_summary(self) -> None:
        """What a scan without an error found, as the options will take it."""
        res, out = self.last_result, self.opts.leave_out
        if res is not None and not res.error:
            self.summary.setText(said.summary_text(res, self.task_row.names(), out) + (
                "<br>" + problems_text(res, out) if res.problems else ""))

    def _show_notices(self) -> None:
        o = self.opts
        # (Original bytes keeps transparent areas: the "placed on white" note was untrue)
        lines = said.notice_lines(self.last_result,
                                  "" if o.stored == "original" else o.background,
                                  self._detected[1] if self._scan_task == "classification"
                                  else "", o.split, o.leave_out, o.shards)
        lines += self.bits_offer.offer(self.last_result, o.bit_depth, o.stored)
        if o.stored == "original":   # (the other formats turn them upright)
            lines += said.turned_lines(self.last_result)
        self.notices.setText("\n".join(lines), said.notice_names(self.last_result))
        self.notices.setVisible(bool(lines))

    def _reason_text(self, reason: str) -> str:
        return said.reason_text(self.last_result, reason)

    def error_text(self, error: str) -> str:
        """A scan error (ScanResult.error) in the window's language."""
        return said.error_text(self.last_result, error)
