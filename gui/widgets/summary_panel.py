"""What a finished (or cancelled, or failed) run produced, the verify result, and the
actions on it: Open output folder, Copy command."""

from __future__ import annotations

import os

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engine.output_state import OutputState
from gui.i18n import date_time
from gui.off_thread import OffThread
from gui.run_model import RunModel
from gui.whole_text import WholeLabel
from gui.widgets.common import name
from gui.widgets.flow_row import FlowRow
from gui.widgets.folder_summary import folder_headline, folder_rows
from gui.widgets.form_layout import FormLayout
from gui.widgets.how_to_load import HowToLoadPanel
from gui.widgets.object_list import ObjectsRow
from gui.widgets.open_folder import enable_for_folder, folder_there, open_folder
from gui.widgets.problems import error_colour
from gui.widgets.summary_cancel import cancelled_text
from gui.widgets.summary_disk import SummaryDisk, size_text
from gui.widgets.summary_headline import run_headline, run_numbers
from gui.widgets.summary_rate import rate_text
from gui.widgets.summary_text import (
    copies_text,
    duration_text,
    object_problems_text,
    refused,
    row_tips,
    shards_text,
    skipped_text,
    splits_text,
    this_part_text,
    written_text,
)
from gui.widgets.summary_time import stopped_check, time_tips, total_text
from gui.widgets.summary_verify import VerifyRow


class SummaryPanel(VerifyRow, QWidget):
    copied = Signal(str)
    inspectRequested = Signal()
    verifyRequested = Signal()   # "Verify now": Inspect's check of the dataset shown
    # a button is about to act on the folder or the command shown: what was just typed
    # into the form is checked first (gui.widgets.settled_text), and what it shows then is
    # what the button uses (Copy command copied the line of the folder typed over)
    aboutToUse = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "summaryPanel", self.tr("Run summary"))
        self.out_dir = ""
        self.command = ""
        self._folder: tuple = ()   # the output folder's dataset shown (show_folder)
        # why Resume cannot finish the folder's run ("": it can; set_resume_blocked)
        self.resume_blocked = ""
        self._cancelled = (0, 0, 0, 0, 0)   # the cancel headline's numbers
        self._cancel_head = False   # the headline is the cancel's (said again: _disk_came)
        self._sized: int | None = None   # the shards' bytes the Size row says
        self._verify_said: tuple | None = None   # the Verification row (summary_verify)
        self.disk = SummaryDisk(self._disk_came, self)   # (the folder's files, off-thread)
        self._there_ask = OffThread("summary-folder-there", self)   # (_show_there)
        self.headline = name(QLabel(self.tr("No run yet.")), "summaryHeadline",
                             self.tr("Run result"))
        self.headline.setWordWrap(True)
        f = self.headline.font()
        f.setBold(True)
        self.headline.setFont(f)
        self.values: dict[str, QLabel] = {}
        form = FormLayout()   # (a QFormLayout whose rows keep their wrapped lines)
        for key, text in (("written", self.tr("Written:")), ("failed", self.tr("Skipped:")),
                          ("shards", self.tr("Shards:")), ("splits", self.tr("Splits:")),
                          ("size", self.tr("Size on disk:")),
                          ("objects", self.tr("Objects changed:")),
                          ("copies", self.tr("Copies:")),
                          ("time", self.tr("Conversion time:")),
                          ("rate", self.tr("Average speed:")),
                          ("total", self.tr("Total time:")),
                          ("verify", self.tr("Verification:")), ("out", self.tr("Output:"))):
            label = name(QLabel("—") if key != "out" else WholeLabel("—", names=lambda t: [
                self.out_dir or t]), f"summary_{key}", text.rstrip(":"))   # (its path whole)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.values[key] = label
            field: QWidget = label
            if key == "objects":   # shown for annotated sources with object problems
                self._objects_row = form.rowCount()
                field = self.objects = ObjectsRow(label)   # with "Show list…" beside it
            if key == "splits":    # shown when the run wrote more than one split
                self._splits_row = form.rowCount()
            if key == "copies":    # shown when some images are copies of others
                self._copies_row = form.rowCount()
            if key == "total":     # shown when the whole run took longer than converting
                self._total_row = form.rowCount()
            form.addRow(text, field)
        for key, tip in {**row_tips(), **time_tips()}.items():   # (what the size, times
            self.values[key].setToolTip(tip)                      # and speed measure)
        self._form = form
        for optional in self._optional():
            form.setRowVisible(optional, False)
        self.open_btn = name(QPushButton(self.tr("Open output folder")), "openOutputFolder",
                             self.tr("Open output folder"))
        self.open_btn.clicked.connect(self.open_output)
        self.copy_btn = name(QPushButton(self.tr("Copy command")), "copyCommand",
                             self.tr("Copy command"), self.tr(
                                 "Copy a command line that repeats this conversion without the "
                                 "window (for a server or a script)"))
        self.copy_btn.clicked.connect(self.copy_command)
        self.inspect_btn = name(QPushButton(self.tr("Inspect output")), "inspectOutput",
                                self.tr("Inspect output"), self.tr(
                                    "Look at the files just written, in the Inspect tab"))
        self.inspect_btn.clicked.connect(lambda: self._use(self.inspectRequested))
        self.verify_btn = name(QPushButton(self.tr("Verify now")), "verifyOutput",
                               self.tr("Verify now"), self.tr(
                                   "Read every record back to check it, as Inspect's "
                                   "\u201cVerify with TensorFlow\u201d does"))
        self.verify_btn.clicked.connect(lambda: self._use(self.verifyRequested))
        self.verify_btn.hide()   # shown beside a complete dataset that is not verified
        # (a line of its own for the buttons that do not fit: in one row they held the
        # panel wider than the tab at 1024x640, and cut every long row off at the right)
        row = FlowRow()
        row.addWidget(self.open_btn)
        row.addWidget(self.inspect_btn)
        row.addWidget(self.verify_btn)
        row.addWidget(self.copy_btn)
        # The panel scrolls when its content is taller than the tab (1024x640, Japanese):
        # squeezed, a wrapped value such as the verification result lost its second line.
        inner = QWidget()
        lay = QVBoxLayout(inner)
        lay.addWidget(self.headline)
        lay.addLayout(form)
        lay.addLayout(row)
        self.how_to_load = HowToLoadPanel(object_name="summaryHowToLoad")
        lay.addWidget(self.how_to_load, 1)
        lay.addStretch(0)
        self.scroller = name(QScrollArea(), "summaryScroll", self.tr("Run summary"))
        self.scroller.setWidget(inner)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller)
        enable_for_folder("", self.open_btn, self.inspect_btn)

    def _optional(self) -> tuple[int, ...]:
        """The rows shown only when they have something to say."""
        return self._objects_row, self._splits_row, self._copies_row, self._total_row

    def can_inspect(self) -> bool:
        """Whether "Inspect output" may be pressed: a folder is named and is there."""
        return self.inspect_btn.isEnabled()

    def clear(self) -> None:
        """Back to "No run yet." (the source or an option changed)."""
        self.headline.setText(self.tr("No run yet."))
        self.headline.setStyleSheet("")
        for label in self.values.values():
            label.setText("—")
            label.setStyleSheet("")
        for optional in self._optional():
            self._form.setRowVisible(optional, False)
        self.objects.set_folder("")
        self.set_run("", "")
        self._folder = ()
        self.verify_btn.hide()
        self.disk.forget()
        self._sized, self._cancel_head, self._verify_said = None, False, None

    def show_folder(self, state: OutputState) -> None:
        """No run shown: what the chosen output folder already holds, a dataset of ours or an
        interrupted run (after a restart the tab said only "No run yet." beside the form's
        notice or Resume offer, with Open and Inspect disabled). Its numbers are the
        folder's own (manifest, journal), as the form's notice and the offer read them."""
        if state.kind not in ("dataset", "interrupted"):
            if self._folder:
                self.clear()
            return
        key = (state.path, state.kind, state.created, state.records, state.shards,
               state.verified)
        if self._folder == key:
            return
        self.clear()
        self._folder = key
        when = QDateTime.fromString(state.created, Qt.DateFormat.ISODate).toLocalTime()
        when_text = date_time(when) if when.isValid() else "—"
        self.headline.setText(folder_headline(state, when_text))
        v = self.values
        # the rows the run's own Summary said, from its manifest (gui.widgets.folder_summary)
        rows = folder_rows(state)
        for row, text in rows.items():
            v[row].setText(text or "—")
        for row, at in (("splits", self._splits_row), ("objects", self._objects_row),
                        ("copies", self._copies_row), ("total", self._total_row)):
            self._form.setRowVisible(at, bool(rows.get(row)))
        self.objects.set_folder(state.path if rows.get("objects") else "")
        self.out_dir, self._sized = state.path, state.bytes
        self.disk.look(state.path)
        v["size"].setText(size_text(self.disk.files, state.bytes))
        v["out"].setText(state.path)
        if state.kind == "dataset":   # (an interrupted run is not complete: nothing to check)
            self.show_folder_verify(state.verified)
        self._show_there(True)   # (its manifest or journal was read just now)

    def show_running(self) -> None:
        self.headline.setText(self.tr("Running…"))
        self.headline.setStyleSheet("")
        self.disk.forget()
        self._sized, self._cancel_head, self._verify_said = None, False, None
        self.verify_btn.hide()

    def set_command(self, command: str, state: OutputState | None = None) -> None:
        """What Copy command copies: the line Start (or Resume) would run now. ``state``:
        the output folder as the form last read it (whether it is there, when it is this
        folder: not looked for again on every keystroke)."""
        self.command = command
        self.copy_btn.setEnabled(bool(command))
        if self.out_dir:   # (checked again with the form: the folder may have gone since)
            same = state is not None and \
                os.path.abspath(state.path) == os.path.abspath(self.out_dir)
            self._show_there(state.kind not in ("missing", "file") if state is not None and
                             same else None)

    def set_run(self, out_dir: str, command: str) -> None:
        self.out_dir, self.command = out_dir, command
        self.how_to_load.set_entries([])   # a new run: the last dataset's code is stale
        self._there_ask.forget()   # (a late answer: of the folder before)
        enable_for_folder(out_dir, self.open_btn, self.inspect_btn, coming=True)
        self.copy_btn.setEnabled(bool(command))

    def show_model(self, model: RunModel, error: str = "") -> None:
        # Every number comes from one source, so they agree (summary_headline.run_numbers)
        s = model.summary
        written, failed, shards, size, times, removed, per_split = run_numbers(model)
        self.disk.look(self.out_dir)   # (its size, and what a cancel left there)
        self._cancel_head = model.phase == "cancelled" and model.status != "ok"
        if self._cancel_head:
            self._cancelled = (shards, written, size, removed,
                               s.unfinished if s is not None else 0)
            head = self.cancelled_text(*self._cancelled)
        else:
            head = run_headline(model, written, shards, error)
        self.headline.setText(head)
        self.headline.setStyleSheet(
            f"color: {error_colour(self)};" if model.phase == "failed" else "")
        v = self.values
        # Time and the mean rate are this run's: Written says what it converted, and a
        # Resume's Time and rate say they are of that part (this_part_text)
        unfinished = s.unfinished if s is not None else 0   # (kept: not in a shard yet)
        v["written"].setText(written_text(written, s.kept if s is not None else 0, unfinished))
        v["failed"].setText(skipped_text(model, failed))
        v["shards"].setText(shards_text(shards, s.empty_shards if s is not None else sum(
            1 for shard in model.shards if not shard.records)))
        # a split asked for that got no image is said too (it is in no plan or summary);
        # only of a finished run: a cancelled one may not have reached a split yet
        planned = {row[0] for row in per_split}
        unplanned = [n for n in model.requested_splits if n not in planned] \
            if s is not None and s.status == "ok" else []
        split_text = splits_text(per_split, unplanned, written - unfinished, shards)
        v["splits"].setText(split_text or "—")
        self._form.setRowVisible(self._splits_row, bool(split_text))
        # (of a run that kept no image they are no dataset's: "1 object removed" of 0)
        problems = (s.object_problems or {}) if s is not None and written else {}
        v["objects"].setText(object_problems_text(problems))
        self._form.setRowVisible(self._objects_row, bool(problems))
        self.objects.set_folder(s.out if problems and s is not None else "")
        copies = copies_text(s.duplicates or 0, s.duplicates_across_splits or 0,
                             s.duplicates_other_label or 0, model.task) if s is not None else ""
        v["copies"].setText(copies or "—")
        self._form.setRowVisible(self._copies_row, bool(copies))
        v["size"].setText(size_text(self.disk.files, size))
        self._sized = size
        # Conversion time and Average speed are over one interval, the conversion's, so
        # that written / time is the speed (gui.widgets.summary_time); the whole run,
        # with the check after it once there was one, is Total time
        v["time"].setText(duration_text(times.seconds))
        # (a cancel's removed shard: its images were converted, not kept; a failed run's
        # that its summary says it removed too, as a cluster's lost scheduler does: it
        # said "3.2 images/s" beside "Written: 0". A killed run's stay, in .partial files)
        # (and a --cluster run's workers: rate_text, as a reopened folder's row says them)
        said = model.phase == "cancelled" or (model.phase == "failed" and s is not None)
        v["rate"].setText(rate_text(times.rate, removed if said else 0,
                                    s.workers if s is not None else None,
                                    s.cluster if s is not None else None))
        if s is not None and s.kept:   # a Resume's: of the images it converted, not all
            now = written - s.kept
            v["time"].setText(this_part_text(v["time"].text(), now))
            if times.rate > 0:
                v["rate"].setText(this_part_text(v["rate"].text(), now))
        checked = model.own_check() and model.phase != "verifying"   # (and its time)
        total = total_text(times, model.elapsed() if checked else None, stopped_check(
            model.verify, model.verify_checked, model.verify_total))
        v["total"].setText(total or "—")
        self._form.setRowVisible(self._total_row, bool(total))
        v["out"].setText(self.out_dir)
        self._show_there()   # (and "it does not exist" beside it, when it does not)
        if refused(model):
            # refused before converting (a Resume the engine would not do): "Written: 0,
            # Shards: 0" was said of a folder whose kept shards were still there
            for key in ("written", "failed", "shards", "size", "time", "rate", "total"):
                v[key].setText("—")
            self._sized = None
            self._form.setRowVisible(self._splits_row, False)
            self._form.setRowVisible(self._total_row, False)
        # Reading code for a finished dataset (engine.records.loading, in convert's run_finished
        # summary; the verify run that may follow reports a summary of its own without it).
        if model.phase in ("cancelled", "failed"):
            self.how_to_load.set_entries([])
        elif s is not None and s.how_to_load:
            self.how_to_load.set_entries(s.how_to_load, self.out_dir)
        self.show_verify(model)

    def _show_there(self, there: bool | None = None) -> None:
        """Open output folder and Inspect output are on, and the Output row names the folder,
        while it is there: ``there`` when the caller knows it, else asked off the GUI thread
        (an isdir here froze the window on a share that stopped answering); they stay as
        they are until it answers."""
        self._there_ask.forget()
        if there is None and self.out_dir:
            folder = self.out_dir
            now, there = self._there_ask.ask(lambda: folder_there(folder), lambda got:
                                             self._show_there(bool(got)), None)
            if not now or there is None:
                return
        enable_for_folder(self.out_dir, self.open_btn, self.inspect_btn, there=bool(there))
        if self.out_dir and self.values["out"].text() != "—":   # (a run's or folder's shown)
            self.values["out"].setText(self.out_dir if there else self.tr(
                "{out} (it does not exist: nothing was left there)").format(out=self.out_dir))

    def cancelled_text(self, shards: int, written: int, size: int, removed: int,
                       unfinished: int = 0) -> str:
        """gui.widgets.summary_cancel.cancelled_text of this panel's folder and Resume."""
        return cancelled_text(shards, written, size, removed, self.resume_blocked, self.disk.left(),
                              unfinished)

    def _disk_came(self) -> None:
        """The folder's files came late (a share slow to answer): the rows that said they
        were being read say them now."""
        if self._sized is not None:
            self.values["size"].setText(size_text(self.disk.files, self._sized))
        if self._cancel_head:
            self.headline.setText(self.cancelled_text(*self._cancelled))
        self.say_verify_again()   # ("Verify now" once the folder is known to be there)

    def set_resume_blocked(self, why: str, model: RunModel) -> None:
        """What Resume can do now for the folder's interrupted run changed (the window
        checked the folder and the form after the run ended): the cancel headline says it."""
        if why != self.resume_blocked:
            self.resume_blocked = why
            if model.phase == "cancelled" and model.status != "ok":
                self.headline.setText(self.cancelled_text(*self._cancelled))

    def forget_folder(self) -> None:
        """The output folder is being typed over: nothing of the folder shown stays (its
        dataset's or interrupted run's rows: the tab described the folder the user left
        until the typing rested). Copy command keeps its line, checked before it copies."""
        if self._folder:
            command = self.command
            self.clear()
            self.set_command(command)

    def _use(self, signal) -> None:
        self.aboutToUse.emit()
        if self.out_dir:   # (the folder typed holds nothing to look at: nothing)
            signal.emit()

    def open_output(self) -> bool:
        self.aboutToUse.emit()
        return bool(self.out_dir) and open_folder(self.out_dir, self)

    def copy_command(self) -> None:
        self.aboutToUse.emit()
        if not self.command:   # (the folder typed cannot be converted into: the header
            return             # says why, and the button is greyed out now)
        QGuiApplication.clipboard().setText(self.command)
        self.copied.emit(self.command)
