"""The main window: composition of the panels, menus and shortcuts, and the wiring
between the form, the run controller and the display."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QSize, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QScrollArea, QWidget

from gui import alt_keys, dialogs, output_folder, screen_fit
from gui.counts_in_view import follow_new_sources
from gui.focus_park import FocusParking
from gui.form_disk import FormDisk
from gui.job import Job, absolute_path
from gui.menus import build_menus
from gui.off_thread import OffThread
from gui.output_folder import OutputFolder
from gui.run_controller import RunController
from gui.run_display import RunDisplay
from gui.settings import SAMPLE_DIR, Settings, default_output_for, is_sample, named_for  # noqa: F401 (re-export)
from gui.widgets.status_note import StatusBar, StatusNote
from gui.window_check import WindowCheck
from gui.window_events import WindowEvents
from gui.window_files import WindowFiles
from gui.window_layout import build_panels
from gui.window_run import WindowRun
from gui.window_source import WindowSource
from gui.window_tabs import WindowTabs

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


class MainWindow(WindowEvents, WindowFiles, WindowRun, WindowSource, WindowCheck, WindowTabs,
                 FocusParking, QMainWindow):
    """``runEnded(ok)`` is emitted once per run, after verification if it was asked for.
    Dropping and closing are gui.window_events', settings and files gui.window_files',
    starting and ending a run gui.window_run's, a new source's output folder
    gui.window_source's, the form's problems and what they allow (revalidate)
    gui.window_check's, the Tune and Inspect tabs gui.window_tabs'."""

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
        self.form_disk = FormDisk(self._out_folder, self)   # (the form's, off the GUI thread)
        self._same_ask = OffThread("same-paths", self)   # (clear_results' realpaths)
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
        self.failures.folderRead.connect(self.resume_when_scanned)   # (a Resume waits for them)
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
        self.inspect.opened.connect(self.inspect_opened)
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
        carries consent to delete: Replace is asked for again. While an archive unpacks,
        its source asks first (the whole job loaded once agreed, or nothing)."""
        if self.source_panel.asks_before(job.source, lambda: self.set_job(job)):
            return
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
        self._same_ask.forget()
        if not loaded and ran is not None:
            pairs = ((ran.source, now.source), (ran.out, now.out))
            if all(_same_words(a, b) for a, b in pairs):
                return
            # other words: realpath looks at every part of both paths, asked in a thread
            # (on a share that stopped answering it froze the window for good); the old
            # run's results stay until the answer, which clears them if the form names
            # other folders and is still as it was asked
            checking = QCoreApplication.translate(
                "MainWindow", "Checking the folders' paths (the disk does not answer yet)…")

            def later(same: bool) -> None:
                if self.statusBar().currentMessage() == checking:
                    self.statusBar().clearMessage()
                if not same and self.controller.job is ran and self.job() == now and \
                        not self.controller.running() and self.model.phase != "idle":
                    self._clear_results_now()
            answered, same = self._same_ask.ask(
                lambda: all(output_folder.same_folder(a, b) for a, b in pairs), later, False)
            if not answered:
                self.statusBar().showMessage(checking)
                return
            if same:
                return
        self._clear_results_now()

    def _clear_results_now(self) -> None:
        self.display.clear()
        self.source_panel.show_written(None)   # (the run's objects went with it)

    # ------------------------------------------------------------------ views
    def refresh(self) -> None:
        self.display.refresh()

    def show_error(self, title: str, message: str, details: str,
                   warning: bool = False, names: Iterable[str] = ()) -> QMessageBox:
        """A non-blocking error dialog with the last stderr lines under "Show Details"
        (``warning``: done in part; ``names``: the file names ``message`` holds, kept
        whole: gui.dialogs.error_box)."""
        self.last_error = dialogs.error_box(self, title, message, details, warning, names)
        return self.last_error

    # ------------------------------------------------------------------ screen
    def fit_to_screen(self, first: bool = False, available: QRect | None = None) -> None:
        """Keep the window inside the screen's available area (see gui.screen_fit)."""
        screen_fit.fit_to_screen(self, PREFERRED_SIZE, first, available)


def _same_words(a: str, b: str) -> bool:
    """``a`` and ``b`` are the same path in the same words (nothing asked of the disk)."""
    return a == b if not a or not b else absolute_path(a) == absolute_path(b)


