"""Progress bar with count, percentage, elapsed time and ETA (its numbers and a run's counts
line: gui.widgets.progress_counts)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QProgressBar, QSizePolicy, QWidget

from engine.output_state import OutputState
from gui.i18n import number, plural
from gui.run_model import RunModel
from gui.scan_result import counted_state
from gui.units import format_duration
from gui.whole_text import WholeLabel
from gui.widgets.common import name
from gui.widgets.progress_counts import (  # noqa: F401 (bar_value etc.: importable here)
    bar_value,
    counts_text,
    failed_now,
    kept_text,
    percent_text,
    seen_fraction,
    shown_percent,
    unusable_now,
    verify_begun,
    waiting_text,
)
from gui.widgets.progress_dataset import dataset_line
from gui.widgets.progress_steps import step_words
from gui.widgets.set_aside import not_used_words


class ProgressPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "progressPanel", self.tr("Progress"))
        self.resume_blocked = ""   # Resume cannot finish the folder's run (SummaryPanel's)
        # the source's files are not all images (a notes.txt in a class folder): the run's
        # total counts every file it tries, so the line counts files (count_files)
        self.files = False
        # (a Dask worker's name in it, "tcp://10.0.0.7:40123 (node7)", kept whole: it broke
        # after "tcp://" and at its space; gui.whole_text)
        self.phase = name(WholeLabel(self.tr("Ready.")), "phaseLabel", self.tr("Run status"))
        f = self.phase.font()
        f.setBold(True)
        self.phase.setFont(f)
        self.bar = name(QProgressBar(), "progressBar", self.tr("Conversion progress"))
        self.empty_bar()
        self.counts = name(QLabel("—"), "progressCounts", self.tr("Images done"))
        self.times = name(QLabel("—"), "progressTimes", self.tr("Elapsed time and time left"))
        # Texts that change every tick must not change the layout: a label growing by one
        # digit re-laid out the whole window, plots included (tens of ms per tick).
        # (The short times label keeps its size hint: it barely changes width.)
        for label in (self.phase, self.counts):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # the header always wraps (a long one in Japanese at 1024 px was cut at the right
        # edge when wrapping was turned on only for texts measured too wide), and its
        # height follows its text at the panel's width (_fit_phase): a wrapped header given
        # one line's height lost its second line
        self.phase.setWordWrap(True)
        lay = QGridLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.phase, 0, 0, 1, 2)
        lay.addWidget(self.bar, 1, 0, 1, 2)
        lay.addWidget(self.counts, 2, 0)
        lay.addWidget(self.times, 2, 1)
        lay.setColumnStretch(0, 1)
        self._grid = lay
        self._two_rows = False
        self.not_ready = ""   # the header between runs when Start cannot start ("": Ready.)
        # between runs, the output folder's interrupted run (the Resume offer's state,
        # engine.output_state): the header said "Ready." above 0% with 58% of it done
        self.folder: OutputState | None = None

    def _place(self) -> None:
        """Counts and times side by side while they fit, else one under the other (at
        1024 px "10000 of 10000 images (100.0%) · 10000 written · 0 skipped" ran under
        "elapsed 1:11"). Only a change of arrangement re-lays out the window."""
        # at least two spaces' width between them: 6 px let "… · 2개 건너뜀 경과 0:03 (재개
        # 후)" read as one phrase (a Korean walker at 1024 px, after Resume)
        gap = max(6, self._grid.horizontalSpacing(),
                  2 * self.counts.fontMetrics().horizontalAdvance("M"))
        need = (self.counts.fontMetrics().horizontalAdvance(self.counts.text()) + gap
                + self.times.sizeHint().width())
        two = need > self.width() > 0
        # a line longer than the panel ("... · 3 skipped (+4 before converting)" at 1024 px)
        # wraps rather than being cut off
        wrap = need - gap - self.times.sizeHint().width() > self.width() > 0
        if wrap != self.counts.wordWrap():   # (setting it re-lays out the window)
            self.counts.setWordWrap(wrap)
        self._fit_phase()
        if two == self._two_rows:
            return
        self._two_rows = two
        for label in (self.counts, self.times):
            self._grid.removeWidget(label)
        if two:
            self._grid.addWidget(self.counts, 2, 0, 1, 2)
            self._grid.addWidget(self.times, 3, 0, 1, 2)
        else:
            self._grid.addWidget(self.counts, 2, 0)
            self._grid.addWidget(self.times, 2, 1)

    def _fit_phase(self) -> None:
        """Give the header the height of its text wrapped at the panel's width (the label
        spans the panel): set only when it changes, so that a tick does not re-lay out."""
        width = self.width()
        if width <= 0:
            return
        # (measured as QLabel does, but not through heightForWidth: that never returns less
        # than the label's minimum height, so a header never got shorter again)
        label = self.phase
        room = label.contentsRect().adjusted(label.margin(), 0, -label.margin(), 0)
        room.setWidth(width - (label.width() - room.width()))
        text = label.fontMetrics().boundingRect(
            QRect(0, 0, max(1, room.width()), 100_000),
            int(label.alignment()) | int(Qt.TextFlag.TextWordWrap), QLabel.text(label))
        height = text.height() + label.height() - label.contentsRect().height() \
            + 2 * label.margin()
        if height > 0 and height != self.phase.minimumHeight():
            self.phase.setFixedHeight(height)

    def set_bar(self, fraction: float, decimals: int = 1) -> str:
        """The bar at ``fraction`` (0..1), its text the percentage the line beside it says
        (percent_text, to ``decimals``), which is returned for that line: QProgressBar's
        "%p%" cut to a whole number, "24%" beside "(24.8%)" (a Korean walk)."""
        pct = percent_text(fraction, decimals)
        self.bar.setRange(0, 1000)
        self.bar.setValue(bar_value(fraction))
        # (a text of its own: no "%p", "%v" or "%m" in it for the bar to replace)
        self.bar.setFormat(self.tr("{pct}%", "the progress bar's text").format(pct=pct))
        return pct

    def empty_bar(self) -> None:
        """The bar when nothing is counted (before any run): "—", as the counts and the
        times beside it say; "0.0%" there read as a run measured at nothing."""
        self.bar.setRange(0, 1000)
        self.bar.setValue(0)
        self.bar.setFormat("—")

    def set_phase(self, text: str, names: Iterable[str] = ()) -> None:
        """Show ``text`` as the header, its height fitted to it; ``names`` (the Dask
        workers it says left: RunModel.workers_left) each kept on one line."""
        self.phase.setText(text, names)
        self._fit_phase()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def phase_name(self, model: RunModel) -> str:
        """The one word for the phase, shared by this header and the status bar, in the
        order a run goes through them: Scanning, Converting, Verifying, then Finished,
        Cancelled or Failed."""
        return {
            "idle": self.tr("Ready"),
            "scanning": self.tr("Scanning"),
            "writing": self.tr("Converting"),
            "verifying": self.tr("Verifying"),
            "finished": self.tr("Finished"),
            "cancelled": self.tr("Cancelled"),
            "failed": self.tr("Failed"),
        }.get(model.phase, model.phase)

    def set_not_ready(self, text: str) -> None:
        """Between runs, say ``text`` instead of "Ready." ("" when Start or Resume can
        start): "Ready." above a disabled Start and "The source does not exist." misled."""
        self.not_ready = text

    def set_folder(self, state: OutputState | None) -> None:
        """Between runs, show what the output folder's interrupted run has done (``state``
        as the Resume offer counts it: the same object, after gui.resume's outlook), or its
        finished dataset, complete (gui.widgets.progress_dataset); None or another kind of
        folder: nothing of it."""
        self.folder = state if state is not None and state.kind in ("interrupted",
                                                                     "dataset") else None

    def set_counts_files(self, files: bool) -> None:   # (the source has files not images)
        self.files = files

    def phase_text(self, model: RunModel) -> str:
        if model.phase == "idle" and self.not_ready:
            return self.not_ready
        if model.phase == "idle" and self.folder is not None and \
                self.folder.kind == "interrupted":
            # (the output folder: after Finish this run, the form shows the source's row)
            return self.tr("An interrupted run is in the output folder: the note above Resume "
                           "says what to do.") if self.resume_blocked else self.tr(
                "An interrupted run is in the output folder: press Resume to finish it.")
        if model.phase == "cancelled" and model.status == "ok":
            # only the check was cancelled: "Cancelled." above a full bar and "Done: …"
            return self.tr("Cancelled: every file is written, but not verified.")
        detail = {
            # (before the scan's first count, "0 found" read as an empty source)
            "scanning": self.tr("looking for images… {n} found").format(
                n=number(model.found)) if model.found else self.tr("reading the source…"),
            "writing": self.tr("writing TFRecord files"),
            # (before its first count the check loads its reader: said here, in the header
            # that wraps, and "Starting the check…" under the bar keeps to the times' line)
            "verifying": self.tr("reading every record back to check it") if verify_begun(
                model) else self.tr("loading the record reader (TensorFlow takes a few "
                                    "seconds)"),
        }.get(model.phase, "")
        if model.phase == "writing" and step_words(model):
            # a Resume reading its kept shards, the comparison for copies: not stuck
            detail = step_words(model)
        elif model.phase == "writing" and model.workers_left:
            # a Dask worker that left was said in the Log tab only: calmly, here too
            left = model.workers_left
            detail = plural(len(left), self.tr(
                "writing TFRecord files; the Dask worker {worker} left the run, and the "
                "others carry on (see the Log tab)"), self.tr(
                "writing TFRecord files; {n} Dask workers left the run, and the others "
                "carry on (see the Log tab)")).format(worker=left[-1], n=number(len(left)))
        word = self.phase_name(model)
        return self.tr("{phase}: {detail}").format(phase=word, detail=detail) if detail \
            else self.tr("{phase}.", "a phase on its own, e.g. Finished.").format(phase=word)

    def show_tune(self, done: int, planned: int, elapsed: float) -> None:
        """A worker sweep is running (gui.widgets.tune_panel): its trials done of those
        planned, and its time (the header said "0% · elapsed 0:00" for a 2-minute sweep).
        The run's own numbers come back with the next refresh."""
        self.set_phase(self.tr("Tune is running: Start waits for it."))
        self.set_bar(min(done, planned) / planned if planned > 0 else 0.0, 0)
        self.counts.setText(plural(planned, self.tr("{n} of {total} trial of the worker sweep"),
                                   self.tr("{n} of {total} trials of the worker sweep")).format(
            n=number(done), total=number(planned)))
        self.times.setText(self.tr("elapsed {e}").format(e=format_duration(elapsed)))
        self._place()

    def refresh(self, model: RunModel, cancelling: bool = False) -> None:
        text = self.phase_text(model)
        if cancelling and model.running:
            if model.phase == "verifying":
                text = self.tr("Cancelling… (stopping the verification)")
            else:
                text = self.tr(
                    "Cancelling… (finished files are kept; the one being written is discarded)")
        self.set_phase(text, model.workers_left)
        if model.phase == "idle" and self.folder is not None:
            if self.folder.kind == "dataset":   # (its run ended: the line it ended with)
                self.set_bar(1.0)   # (as the line says it: "(100.0%)")
                self.counts.setText(dataset_line(self.folder, self.files))
                self.times.setText("—")
                self._place()
            else:
                self._show_folder(self.folder)
            return
        if model.phase == "verifying" and not verify_begun(model):
            # the check's process loads its reader (TensorFlow: seconds) before its first
            # count: "0 of 195 records verified (0%)" under a bar dropped from 100% to 0
            # read as frozen. What it loads is said in the header: the whole sentence here
            # pushed "elapsed 0:09 since Resume" to a line of its own and was cut (1024x640);
            # cancelled meanwhile, it stops (a walker read "Starting…" after Cancel)
            self.bar.setRange(0, 0)
            self.counts.setText(self.tr("Stopping the check…") if cancelling and model.running
                                else self.tr("Starting the check…"))
            self._show_times(model, None, False)
            self._place()
            return
        if model.phase == "verifying":
            total = model.verify_total
            if total:
                pct = self.set_bar(model.verify_checked / total, 0)
                self.counts.setText(plural(
                    total, self.tr("{n} of {total} record verified ({pct}%)"),
                    self.tr("{n} of {total} records verified ({pct}%)")).format(
                    n=number(model.verify_checked), total=number(total), pct=pct))
            else:
                self.bar.setRange(0, 0)
                self.counts.setText(plural(model.verify_checked, self.tr("{n} record verified"),
                                           self.tr("{n} records verified")).format(
                    n=number(model.verify_checked)))
            self._show_times(model, model.verify_eta(), bool(total))
            self._place()
            return
        checking = model.kept_check if model.counting() else None
        if checking is not None and checking[1] > 0:
            # a Resume reading its kept shards again: the share the header says
            # (gui.widgets.progress_steps.kept_share), where a busy bar sat beside "42%"
            self.set_bar(checking[0] / checking[1], 0)
        elif model.phase == "scanning" and not model.total or model.counting():
            self.bar.setRange(0, 0)  # busy indicator until the plan (a Resume's count) is known
        elif model.total <= 0 and model.on_disk is None:   # (nothing counted: "—" beside)
            self.empty_bar()
        else:   # (the lines below say the same percentage: counts_text, kept_text)
            self.set_bar(seen_fraction(model))
            if model.phase == "cancelled" and model.status != "ok" and \
                    self.bar.value() >= self.bar.maximum():
                # every image done, the run stopped before its end (its dataset not
                # complete: Resume finishes it): "Cancelled." above a full bar at "100%"
                # read as a finished dataset
                self.bar.setValue(self.bar.maximum() - 1)
                self.bar.setFormat(self.tr("stopped before the end",
                                           "the progress bar's text"))
        if model.counting():   # (what the Failures tab lists already: as it counts it)
            self.counts.setText(waiting_text(model))
        elif model.total and model.on_disk is not None:
            self.counts.setText(kept_text(model, self.files, self.resume_blocked))
        elif model.total:
            self.counts.setText(counts_text(model, self.files))
        else:   # (nothing counted: not a sweep's trials either, shown before this refresh)
            self.counts.setText(waiting_text(model))
        # comparing for copies: the images are done, the time left is not known
        self._show_times(model, None if model.to_compare else model.eta(),
                         not model.to_compare and model.phase == "writing" and model.total > 0)
        self._place()

    def _show_folder(self, state: OutputState) -> None:
        """The interrupted run's images done (written or skipped: OutputState.done, what
        Resume does not convert again) of those it set out to convert, as the offer counts
        them; the bar empty when that number is not recorded (an older engine's journal)."""
        state = counted_state(state)   # (an image set aside for its annotations: skipped)
        pct = self.set_bar(state.done / state.planned if state.planned else 0.0)
        if state.planned:
            text = plural(state.planned, self.tr(
                "{seen} of {total} file ({pct}%) · {done} written · {failed} skipped"),
                self.tr("{seen} of {total} files ({pct}%) · {done} written · {failed} "
                        "skipped")) if self.files else plural(state.planned, self.tr(
                    "{seen} of {total} image ({pct}%) · {done} written · {failed} skipped"),
                    self.tr("{seen} of {total} images ({pct}%) · {done} written · {failed} "
                            "skipped"))
            unused = not_used_words(state.set_aside)   # (listed under Failures: as the run's)
            self.counts.setText(text.format(
                seen=number(state.done), total=number(state.planned),
                pct=pct, done=number(state.records),
                failed=number(state.skipped)) + (" · " + unused if unused else ""))
        else:
            self.counts.setText("—")
        self.times.setText("—")
        self._place()

    def _show_times(self, model: RunModel, eta: float | None, known_total: bool) -> None:
        """The elapsed time and the time left (``eta``, gui.run_rates: of the conversion or
        of the check's records); "estimating…" while running with a total but no speed to
        trust yet (not a guess from a batch), else "—"."""
        left = "—"
        if model.phase == "idle" and not model.running:   # (no run: no time, as "—" beside)
            self.times.setText(left)
            return
        if model.running and eta is not None:
            left = format_duration(eta)
        elif model.running and known_total:
            left = self.tr("estimating…", "time left, before a speed is known")
        # a Resume's time is of its part, beside counts of the whole dataset ("308 of 308
        # files … elapsed 0:02" read as the dataset's time)
        self.times.setText((self.tr("elapsed {e} since Resume · left {r}") if model.resume
                            else self.tr("elapsed {e} · left {r}")).format(
            e=format_duration(model.elapsed()), r=left))
