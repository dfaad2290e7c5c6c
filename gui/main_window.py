"""The main window: composition of the panels, menus and shortcuts, and the wiring
between the form, the run controller and the display."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QScrollArea, QWidget

from engine.output_state import OutputState
from gui import alt_keys, dialogs, screen_fit
from gui.counts_in_view import follow_new_sources
from gui.engine_launch import display_command
from gui.focus_park import FocusParking
from gui.job import Job, absolute_path
from gui.job_rules import validate
from gui.menus import build_menus, show_primary
from gui.output_folder import OutputFolder, adjust_errors
from gui.resume import offer_now
from gui.run_controller import RunController
from gui.run_display import RunDisplay
from gui.settings import SAMPLE_DIR, Settings, default_output_for, is_sample, named_for  # noqa: F401 (re-export)
from gui.widgets.problems import problem_style, problem_text
from gui.widgets.status_note import StatusBar, StatusNote
from gui.window_events import WindowEvents
from gui.window_files import WindowFiles
from gui.window_layout import build_panels, look_afresh, offer_in_view, tune_problems
from gui.window_run import WindowRun
from gui.window_source import WindowSource

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QSplitter, QTabWidget

    from gui.widgets.action_bar import ActionBar
    from gui.widgets.failures_table import FailuresTable
    from gui.widgets.inspect_panel import InspectPanel
    from gui.widgets.log_view import LogView
    from gui.widgets.options_form import OptionsForm
    from gui.widgets.plots import LivePlots
    from gui.widgets.progress_panel import ProgressPanel
    from gui.widgets.source_panel import SourcePanel
    from gui.widgets.summary_panel import SummaryPanel
    from gui.widgets.tune_panel import TunePanel
    from gui.widgets.user_guide import UserGuide

# The first window's size when the screen has room; smaller screens get their available area.
PREFERRED_SIZE = QSize(1280, 820)


class MainWindow(WindowEvents, WindowFiles, WindowRun, WindowSource, FocusParking, QMainWindow):
    """``runEnded(ok)`` is emitted once per run, after verification if it was asked for.
    Dropping and closing are gui.window_events', settings and files gui.window_files',
    starting and ending a run gui.window_run's, a new source's output folder
    gui.window_source's."""

    runEnded = Signal(bool)

    # Made by gui.window_layout.build_panels and gui.menus.build_menus:
    source_panel: SourcePanel
    options: OptionsForm
    actions_bar: ActionBar
    settings_scroll: QScrollArea   # the source and options
    progress: ProgressPanel
    plots: LivePlots
    failures: FailuresTable
    summary: SummaryPanel
    tune: TunePanel
    log: LogView
    tabs: QTabWidget
    splitter: QSplitter
    inspect: InspectPanel
    main_tabs: QTabWidget
    open_action: QAction
    open_table_action: QAction
    load_action: QAction
    save_action: QAction
    save_log_action: QAction
    quit_action: QAction
    start_action: QAction
    cancel_action: QAction
    tune_action: QAction
    inspect_action: QAction
    about_action: QAction
    guide_action: QAction
    guide: UserGuide | None = None   # Help -> User guide, made on first use
    # the offer shown is of a run Finish this run put back: the form stays at its top
    source_in_view = False

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.setObjectName("mainWindow")
        self.setAccessibleName(self.tr("TFRecord Studio"))
        self.setWindowTitle(self.tr("TFRecord Studio"))
        self.setAcceptDrops(True)
        self._out_folder = OutputFolder()   # what the output folder holds, for both
        self.controller = RunController(self, out_folder=self._out_folder)
        self._out_folder.check.ready.connect(self.revalidate)   # a look at Resume ended
        self.model = self.controller.model
        self._auto_out = False
        self._out_source = ""      # the source the output folder was chosen or proposed for
        self._keep_out = True      # restoring settings or loading a job: keep its folder
        self._close_when_done = False
        self._verify_when_loaded: tuple[str, list[str] | None] = ("", None)
        self._converted_out = ""   # the folder the last successful run in this window filled
        self.out_state = self._out_folder.current
        self.last_error: QMessageBox | None = None
        self.pending_dialog: QMessageBox | None = None   # an open confirmation, for tests

        self.setStatusBar(StatusBar())   # (its messages shortened to its width)
        build_panels(self)
        self.actions_bar.startRequested.connect(lambda: self.start())
        self.actions_bar.cancelRequested.connect(self.request_cancel)
        self.actions_bar.resumeRequested.connect(self.resume)
        self.actions_bar.loadOptionsRequested.connect(self.use_interrupted_options)
        check = self._out_folder.check   # (its count of shards, in the offer's checking line)
        check.progressed.connect(lambda: self.actions_bar.show_look_progress(check.progress))
        build_menus(self)
        self.statusBar().setObjectName("statusBar")
        self.out_note = StatusNote(self.statusBar())
        self.display = RunDisplay(self.controller, self.progress, self.plots, self.failures,
                                  self.summary, self.log, self.tabs, lambda text, ms:
                                  self.statusBar().showMessage(text, ms), self.actions_bar)

        # --- wiring
        self.source_panel.sourceChanged.connect(self._source_changed)
        self.source_panel.scanned.connect(self._scanned)   # (then revalidates)
        self.source_panel.taskChanged.connect(lambda _t: self.clear_results())
        self.options.changed.connect(self._options_changed)
        self.options.outputEdited.connect(lambda: setattr(self, "_auto_out", False))
        self.options.outputEdited.connect(self.out_note.forget)   # the user's own choice
        self.options.typingBegan.connect(self.revalidate)   # (Start waits for its check)
        self.controller.logLine.connect(self.log.add_line)
        self.controller.started.connect(self._run_started)
        self.controller.verifyStarted.connect(
            lambda: self.display.show_verifying(self._job_out()))
        self.controller.ended.connect(self._run_ended)
        self.tune.startRequested.connect(self.start_tune)
        self.tune.useWorkers.connect(self._use_workers)
        self.tune.runningChanged.connect(self._tune_running)
        self.tune.statusChanged.connect(self._tune_status)   # (gui.window_run)
        self.summary.inspectRequested.connect(self.inspect_output)
        self.summary.verifyRequested.connect(self.verify_output)
        self.summary.aboutToUse.connect(self.options.settle_typing)   # (what was typed)
        self.inspect.summaryLoaded.connect(self._verify_if_asked)
        self.summary.copied.connect(lambda _c: self.statusBar().showMessage(
            self.tr("Command copied to the clipboard."), 4000))
        self.connect_run_questions()   # (after _run_ended and _tune_running)

        alt_keys.install()   # Alt+letter never types, in this window and its dialogs
        screen_fit.remove_keyboard_traps(self)
        screen_fit.grey_disabled_placeholders(self)
        self._restore()
        self._keep_out = False
        # a source chosen from now on shows its counts (not the one the window reopened on:
        # a form the user scrolled meanwhile stays, test_reopened_offer_in_view)
        follow_new_sources(self)
        self._options_changed()   # (no run yet: nothing to clear)
        self.refresh()

    # ------------------------------------------------------------------ job
    def _job_out(self) -> str:
        """The running job's output folder ("" between runs)."""
        job = self.controller.job
        return job.out if job is not None else ""

    def job(self) -> Job:
        return dataclasses.replace(self.options.job(source=self.source_panel.source()),
                                   task=self.source_panel.task())

    def set_job(self, job: Job) -> None:
        """Load a job (File -> Load job): its output folder is kept, but a job file never
        carries consent to delete: Replace is asked for again."""
        self.options.set_job(dataclasses.replace(job, overwrite=False, resume=False))
        self.source_panel.set_task(job.task, job.source)
        self._auto_out = False
        self._out_source = job.source
        self._keep_out = True
        try:
            self.set_source(job.source)
        finally:
            self._keep_out = False
        self.clear_results(loaded=True)   # (also when its source and folder are the run's)
        # what its folder holds, shown again: after a run in this window the Summary said
        # "No run yet" and Failures had no count beside the folder's dataset
        self.revalidate()

    def set_source(self, path: str) -> None:
        self.source_panel.set_source(path)

    def choose_output(self, path: str) -> None:
        """Use ``path`` as the output folder, as if the user had typed it."""
        self.options.set_output_folder(path)
        self._auto_out = False

    def _options_changed(self) -> None:
        # cleared before the check, which sets what the Summary and Copy command show next
        # (the Masks box as ticked: a scan hides it, and the job says no masks meanwhile)
        self.source_panel.set_options(self.options.job(), self.options.masks_ticked())
        self.clear_results()
        self.revalidate()

    def clear_results(self, loaded: bool = False) -> None:
        """Forget the previous run's numbers, plots, failures, summary and log once the
        source or the output folder changes, or a job is ``loaded``: they describe another
        folder then. An option edited after a run keeps them: they describe the output
        folder and the run that made it (toggling Shuffle off and on wiped a finished run's
        record, its Log tab saying this job had not run in this window)."""
        if self.controller.running() or self.model.phase == "idle":
            return
        ran, now = self.controller.job, self.job()
        if not loaded and ran is not None and \
                _same_path(ran.source, now.source) and _same_path(ran.out, now.out):
            return
        self.display.clear()
        self.source_panel.show_written(None)   # (the run's objects went with it)

    def output_state(self) -> OutputState:
        """What the output folder holds (cached until the folder or its records change)."""
        self.out_state = self._out_folder.state(self.options.output_folder())
        return self.out_state

    def errors(self) -> dict[str, str]:
        job = self.job()
        errors = validate(job, self._out_folder.seen(self.output_state()),
                          prompting=self.options.size_prompting())
        res = self.source_panel.last_result
        if "source" not in errors and res is not None and res.source == job.source and res.error:
            errors["source"] = self.source_panel.error_text(res.error)
        if "cluster" not in errors and self.options.cluster_problem():   # a failed Connect
            errors["cluster"] = self.options.cluster_problem()
        converted = bool(self._converted_out) and \
            absolute_path(job.out) == absolute_path(self._converted_out)
        adjust_errors(errors, self.out_state, converted, self._out_folder)
        return errors

    def revalidate(self) -> bool:
        running, tuning = self.controller.running(), self.tune.is_running()
        queued = self.start_queued   # Start waits for the scan: the form is held as for a run
        if self.options.typing_pending() and not (running or queued or tuning):
            return self._hold_for_typing()
        # why the window chose the folder: said while that folder and source are the form's
        self.out_note.keep_while((self.options.output_folder(), self.source_panel.source()))
        errors = self.errors()
        # a problem of a field being typed waits until the user leaves the field (a path
        # typed half-way, "/tmp", is no mistake); a notice or the offer shows
        held = self.options.waiting_problems(errors)
        # the form is locked during a run, whose own files (a cluster's write check, the
        # lock before the journal) read as "files TFRecord Studio did not write"
        self.options.show_errors({} if running else errors)
        ok = not errors and not running and not tuning
        state = self.out_state
        offer = state.kind == "interrupted" and not running
        found = offer_now(self.job(), state, self.source_panel.last_result, self._out_folder,
                          self.source_panel.scanning()) if offer else None
        diffs, carried, unknown, changed, state = found or ([], [], [], [], state)
        if getattr(state, "stale_scan", False):   # (a scan older than the run: read again)
            look_afresh(self)
        appears = offer and not self.actions_bar.offering()
        if offer != self.actions_bar.offering() or offer:
            self.actions_bar.set_offer(state if offer else None, diffs, unknown, carried, changed)
        if appears:   # the offer speaks of "this folder": its row in view above it (a
            # reopened window showed the source at the top and the output folder out of
            # sight); after Finish this run, the source row it changed, at the top (at
            # 1024x640 the output row's pushed it out of sight)
            self.source_in_view = self._finishing
            offer_in_view(self)   # (once the source's scan has grown its panel)
        resuming = offer and self.actions_bar.resume_primary   # Ctrl+Enter: Resume
        can_resume = offer and self.actions_bar.finishable and \
            not (tuning or unknown or diffs or errors)   # (not while the look runs)
        self.actions_bar.set_actions(start=ok and not queued, resume=can_resume and not queued,
                                     cancel=running or queued)
        ready = not running and (ok or can_resume)   # Copy command: what Start would run
        source_error, run_on = tune_problems(self, errors)   # (Run sweep's, as Start's)
        self.tune.set_can_start(not (source_error or running or tuning or queued), source_error,
                                running, run_on)
        # (Ctrl+Enter shows a problem that waits for the user to leave the field: primary)
        show_primary(self, offer, resuming, (can_resume if resuming else ok) and not queued
                     or bool(held), ok and not queued)
        why = ""   # the header's reason, when the line beside Start does not say it
        if errors and not running:
            key = "source" if "source" in errors else next(iter(errors))
            text, style = problem_text(errors[key]), problem_style(self, [errors[key]])
            if key in held:   # (the line beside Start stays as it was: the header says it)
                why = text
            elif key == "source" and self.source_panel.shows_error():
                self.actions_bar.show_source_problem(text, style, self.source_panel.heading())
            else:
                self.actions_bar.show_problem(text, style, self.options.field_name(key))
        else:
            self.actions_bar.show_hint("")
        self.display.show_idle(state, self.next_job().command_line(display_command())
                               if ready else "", tuning, why or self.actions_bar.why_not(),
                               is_sample(self.job().source), self.source_panel.scanning(),
                               self.queued_for())
        self.cancel_action.setEnabled(running or queued or tuning)   # (Esc stops a sweep)
        self.options.setEnabled(not running and not tuning and not queued)
        self.source_panel.setEnabled(not running and not tuning and not queued)
        self.load_action.setEnabled(not running and not queued)
        return ok

    def _hold_for_typing(self) -> bool:
        """Keys came in Output folder (or another typed field) and the typing has not rested
        (gui.widgets.settled_text): what the last check showed stays (its notes, the Resume
        offer and the line beside Start came and went at every key, and the form moved
        under the caret), but Start and Resume wait for the check of the typed text.
        Ctrl+Enter and Run → Start check it at once, then do what it allows (primary)."""
        self.actions_bar.wait_for_check()
        self.start_action.setEnabled(True)
        self.display.show_typing(self.options.output_pending())   # (not the folder left)
        return False

    def when_resume_checked(self, then: Callable[[], None]) -> None:
        """Call ``then`` once, when the look at Resume (the source against the interrupted
        run's plan) that runs now ends, after the window revalidated with what it found:
        --start resumes then, and the offer says then what a new scan's look found."""
        check = self._out_folder.check

        def answered() -> None:
            check.ready.disconnect(answered)
            QTimer.singleShot(0, self, then)   # (after the window's own revalidation)
        check.ready.connect(answered)

    # ------------------------------------------------------------------ tune / inspect
    def show_tune(self, focus: bool = False) -> None:
        """The Tune tab; ``focus`` (Run → Tune workers…): with the keyboard on it, on Run
        sweep (its first field while Run sweep cannot be pressed). The menu left the focus
        on the tab bar above the form: Run sweep was 32 presses of Tab away (a walk)."""
        self.main_tabs.setCurrentIndex(0)
        self.tabs.setCurrentWidget(self.tune)
        if focus:   # (after the Convert tab's own focus_tab, queued by the switch)
            QTimer.singleShot(0, self, self.tune.take_focus)

    def start_tune(self) -> bool:
        """Run the worker sweep on the chosen source with the form's output options."""
        if self.controller.running() or self.tune.is_running():
            return False
        if {"source", "cluster"} & set(self.errors()) or self.tune.one_process():
            return False   # (the Tune tab says why)
        self.show_tune()
        self.tune.start(self.job())
        self.revalidate()
        self.statusBar().showMessage(self.tr("Tuning the worker count…"))
        return True

    def _use_workers(self, n: int) -> None:
        if self.options.use_workers(n) == "cluster":
            self.statusBar().showMessage(self.tr("“Run on” set to local:{n}.").format(n=n), 4000)
        else:
            self.statusBar().showMessage(self.tr("Workers set to {n}.").format(n=n), 4000)

    def inspect_output(self) -> None:
        # the folder the Summary names (a reopened folder's, not the last run's elsewhere)
        out = self.summary.out_dir or (self.controller.job.out if self.controller.job
                                       is not None else self.job().out)
        self.main_tabs.setCurrentWidget(self.inspect)
        self.inspect.open_paths([out])

    def inspect_last_output(self) -> None:
        """The Inspect tab shown with nothing open opens the output the Summary names: a user
        who had just converted clicked the tab and found an empty page (walk). Never during
        a run, nor when there is no such folder (the Summary's Inspect output is off)."""
        if not self.inspect.paths and not self.controller.running() and \
                self.summary.can_inspect():
            self.inspect_output()

    def refresh(self) -> None:
        self.display.refresh()

    def show_error(self, title: str, message: str, details: str,
                   warning: bool = False) -> QMessageBox:
        """A non-blocking error dialog with the last stderr lines under "Show Details"
        (``warning``: done in part, gui.dialogs.error_box)."""
        self.last_error = dialogs.error_box(self, title, message, details, warning)
        return self.last_error

    # ------------------------------------------------------------------ screen
    def fit_to_screen(self, first: bool = False, available: QRect | None = None) -> None:
        """Keep the window inside the screen's available area (see gui.screen_fit)."""
        screen_fit.fit_to_screen(self, PREFERRED_SIZE, first, available)


def _same_path(a: str, b: str) -> bool:
    """``a`` and ``b`` name the same file or folder (typed relative or through a link). The
    same words are not looked up: asked at every keystroke after a run, realpath statted
    every part of both paths, on a slow share too."""
    if not a or not b:
        return a == b
    a, b = absolute_path(a), absolute_path(b)
    return a == b or os.path.realpath(a) == os.path.realpath(b)
