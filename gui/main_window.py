"""The main window: composition of the panels, menus and shortcuts, and the wiring
between the form, the run controller and the display."""

from __future__ import annotations

import dataclasses
import os
import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import protocol
from engine.output_state import OutputState
from gui import dialogs
from gui.engine_client import ENGINE_ENV, engine_command
from gui.job import Job, absolute_path, validate
from gui.language_menu import add_language_menu
from gui.output_folder import OutputFolder, adjust_errors, interrupted_run_of
from gui.resume import differences, recorded_job
from gui.run_controller import RunController
from gui.screen_fit import fit_to_screen, grey_disabled_placeholders, remove_keyboard_traps
from gui.settings import SAMPLE_DIR, Settings, default_output_for  # noqa: F401 (re-export)
from gui.widgets.action_bar import ActionBar
from gui.widgets.common import name
from gui.widgets.failures_table import FailuresTable
from gui.widgets.inspect_panel import InspectPanel
from gui.widgets.options_form import OptionsForm, error_colour
from gui.widgets.plots import LivePlots
from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.source_panel import SourcePanel
from gui.widgets.summary_panel import SummaryPanel
from gui.widgets.tune_panel import TunePanel

REFRESH_HZ = 15
LOG_SLICE = 300  # log lines appended per turn of the event loop
#: The first window's size when the screen has room; smaller screens get their available area.
PREFERRED_SIZE = QSize(1280, 820)


class MainWindow(QMainWindow):
    """``runEnded(ok)`` is emitted once per run, after verification if it was asked for."""

    runEnded = Signal(bool)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.setObjectName("mainWindow")
        self.setAccessibleName(self.tr("TFRecord Studio"))
        self.setWindowTitle(self.tr("TFRecord Studio"))
        self.setAcceptDrops(True)
        self.controller = RunController(self)
        self.model = self.controller.model
        self._auto_out = False
        self._out_source = ""      # the source the output folder was chosen or proposed for
        self._keep_out = True      # restoring settings or loading a job: keep its folder
        self._close_when_done = False
        self._log_lines: list[str] = []
        self._out_folder = OutputFolder()
        self.out_state = self._out_folder.current
        self.last_error: QMessageBox | None = None
        self.pending_dialog: QMessageBox | None = None   # an open confirmation, for tests

        # --- left: source + options + start/cancel
        self.source_panel = SourcePanel()
        self.options = OptionsForm()
        left_inner = QWidget()
        lv = QVBoxLayout(left_inner)
        lv.addWidget(self.source_panel)
        lv.addWidget(self.options)
        lv.addStretch(1)
        scroll = name(QScrollArea(), "settingsScroll", self.tr("Source and options"))
        scroll.setWidget(left_inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        # Outside the scroll area: Start and Cancel stay visible on any screen.
        self.actions_bar = ActionBar()
        self.start_btn = self.actions_bar.start_btn
        self.cancel_btn = self.actions_bar.cancel_btn
        self.resume_btn = self.actions_bar.resume_btn
        self.hint = self.actions_bar.hint
        self.start_btn.clicked.connect(lambda: self.start())
        self.cancel_btn.clicked.connect(self.cancel)
        self.actions_bar.resumeRequested.connect(self.resume)
        self.actions_bar.loadOptionsRequested.connect(self.use_interrupted_options)
        left = QWidget()
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(scroll, 1)
        lay.addWidget(self.actions_bar)

        # --- right: progress + tabs
        self.progress = ProgressPanel()
        self.plots = LivePlots()
        self.failures = FailuresTable()
        self.summary = SummaryPanel()
        self.tune = TunePanel()
        self.log = name(QPlainTextEdit(), "engineLog", self.tr("Engine log"))
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(5000)
        self.tabs = name(QTabWidget(), "resultTabs", self.tr("Run details"))
        self.tabs.addTab(self.plots, self.tr("Live plots"))
        self.tabs.addTab(self.failures, self.tr("Failures"))
        self.tabs.addTab(self.summary, self.tr("Summary"))
        self.tabs.addTab(self.tune, self.tr("Tune"))
        self.tabs.addTab(self.log, self.tr("Log"))
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.progress)
        rv.addWidget(self.tabs, 1)

        self.splitter = name(QSplitter(Qt.Orientation.Horizontal), "mainSplitter",
                             self.tr("Main areas"))
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([560, 720])
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left.setMinimumWidth(420)
        convert_page = QWidget()
        cv = QVBoxLayout(convert_page)
        cv.setContentsMargins(4, 4, 4, 4)   # every pixel counts on a 1024x640 screen
        cv.addWidget(self.splitter)
        self.inspect = InspectPanel()
        self.main_tabs = name(QTabWidget(), "mainTabs", self.tr("Convert or inspect"))
        self.main_tabs.setDocumentMode(True)
        self.main_tabs.addTab(convert_page, self.tr("Convert"))
        self.main_tabs.addTab(self.inspect, self.tr("Inspect"))
        self.setCentralWidget(self.main_tabs)
        self._build_menus()
        self.statusBar().setObjectName("statusBar")

        # --- wiring
        self.source_panel.sourceChanged.connect(self._source_changed)
        self.source_panel.scanned.connect(lambda _r: self.revalidate())
        self.options.changed.connect(self.revalidate)
        self.options.changed.connect(self._options_changed)
        self.options.out_edit.textEdited.connect(lambda _t: setattr(self, "_auto_out", False))
        # "Replace existing output" is consent for one folder and one source only.
        self.options.out_edit.textChanged.connect(
            lambda _t: self.options.overwrite.setChecked(False))
        self.controller.logLine.connect(self._log)
        self.controller.started.connect(self._run_started)
        self.controller.verifyStarted.connect(self._verify_started)
        self.controller.ended.connect(self._run_ended)
        self.controller.convert.runFailed.connect(
            lambda ev: self._log(self.tr("engine: {m}").format(m=ev.message)))
        self.failures.countChanged.connect(self._failures_count)
        self.tune.startRequested.connect(self.start_tune)
        self.tune.useWorkers.connect(self._use_workers)
        self.tune.runningChanged.connect(self._tune_running)
        self.summary.inspectRequested.connect(self.inspect_output)
        self.summary.copied.connect(
            lambda _c: self.statusBar().showMessage(
                self.tr("Command copied to the clipboard."), 4000))
        self.timer = QTimer(self)
        self.timer.setInterval(1000 // REFRESH_HZ)
        self.timer.timeout.connect(self.refresh)

        remove_keyboard_traps(self)
        grey_disabled_placeholders(self)
        self._shown_phase = ""
        self._restore()
        self._keep_out = False
        self.source_panel.set_background(self.options.background.currentData())
        self.revalidate()
        self.refresh()

    # ------------------------------------------------------------------ menus
    def _action(self, text: str, obj: str, slot, shortcut=None, tip: str = "") -> QAction:
        a = QAction(text, self)
        a.setObjectName(obj)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if tip:
            a.setStatusTip(tip)
            a.setToolTip(tip)
        a.triggered.connect(slot)
        return a

    def _build_menus(self) -> None:
        self.open_action = self._action(self.tr("&Open source folder…"), "actionOpenSource",
                                        self.source_panel.choose_folder,
                                        QKeySequence.StandardKey.Open)
        self.open_table_action = self._action(self.tr("Open source &table…"), "actionOpenTable",
                                              self.source_panel.choose_table)
        self.load_action = self._action(self.tr("&Load job…"), "actionLoadJob",
                                        self.choose_load_job)
        self.save_action = self._action(self.tr("&Save job…"), "actionSaveJob",
                                        self.choose_save_job, QKeySequence.StandardKey.Save)
        self.save_log_action = self._action(self.tr("Save &log…"), "actionSaveLog",
                                            self.choose_save_log)
        self.quit_action = self._action(self.tr("&Quit"), "actionQuit", self.close,
                                        QKeySequence.StandardKey.Quit)
        self.start_action = self._action(self.tr("&Start"), "actionStart", self.primary,
                                         QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Return))
        self.start_action.setShortcuts([QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Return),
                                        QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Enter)])
        self.cancel_action = self._action(self.tr("&Cancel"), "actionCancel", self.cancel,
                                          QKeySequence(Qt.Key.Key_Escape))
        self.start_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.cancel_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.tune_action = self._action(self.tr("&Tune workers…"), "actionTune", self.show_tune,
                                        tip=self.tr("Find the best number of workers"))
        self.inspect_action = self._action(self.tr("&Inspect TFRecord files…"), "actionInspect",
                                           lambda: self.main_tabs.setCurrentWidget(self.inspect))
        self.about_action = self._action(self.tr("&About"), "actionAbout", self.about)
        self.guide_action = self._action(self.tr("&User guide"), "actionUserGuide",
                                         self.show_guide, QKeySequence.StandardKey.HelpContents,
                                         self.tr("A short illustrated guide to this window"))
        mb = self.menuBar()
        mb.setObjectName("menuBar")
        f = mb.addMenu(self.tr("&File"))
        f.setObjectName("menuFile")
        for a in (self.open_action, self.open_table_action, None, self.load_action,
                  self.save_action, self.save_log_action, None, self.quit_action):
            f.addSeparator() if a is None else f.addAction(a)
        r = mb.addMenu(self.tr("&Run"))
        r.setObjectName("menuRun")
        r.addAction(self.start_action)
        r.addAction(self.cancel_action)
        r.addSeparator()
        r.addAction(self.tune_action)
        r.addAction(self.inspect_action)
        h = mb.addMenu(self.tr("&Help"))
        h.setObjectName("menuHelp")
        h.addAction(self.guide_action)
        h.addAction(self.about_action)
        add_language_menu(self)

    # ------------------------------------------------------------------ settings
    def _restore(self) -> None:
        s = self.settings
        geo = s.get("window/geometry")
        if geo:
            self.restoreGeometry(QByteArray(geo))
        self.fit_to_screen(first=not geo)
        split = s.get("window/splitter")
        if split:
            self.splitter.restoreState(QByteArray(split))
        job = dataclasses.replace(s.load_job(), overwrite=False, resume=False)  # never remembered
        self.options.set_job(job)
        self._out_source = job.source
        last_dir = s.get("dialogs/last_dir")
        self.source_panel.last_dir = self.options.last_dir = self.failures.last_dir = last_dir
        self.source_panel.set_recent(s.get("source/recent"))
        source = job.source
        if not s.get("app/first_start_done") and not source and SAMPLE_DIR.is_dir():
            source = str(SAMPLE_DIR)  # first start: the sample makes Start work at once
            s.set("app/first_start_done", True)
        if source:
            self.set_source(source)

    def save_settings(self) -> None:
        s = self.settings
        s.set("window/geometry", bytes(self.saveGeometry().data()))
        s.set("window/splitter", bytes(self.splitter.saveState().data()))
        s.save_job(self.job())
        s.sync()

    # ------------------------------------------------------------------ job
    def job(self) -> Job:
        return self.options.job(source=self.source_panel.source())

    def set_job(self, job: Job) -> None:
        """Load a job (File -> Load job): its output folder is kept, but a job file never
        carries consent to delete: Replace is asked for again."""
        self.options.set_job(dataclasses.replace(job, overwrite=False, resume=False))
        self._auto_out = False
        self._out_source = job.source
        self._keep_out = True
        try:
            self.set_source(job.source)
        finally:
            self._keep_out = False

    def set_source(self, path: str) -> None:
        self.source_panel.set_source(path)

    def _options_changed(self) -> None:
        self.source_panel.set_background(self.options.background.currentData())
        self.clear_results()

    def clear_results(self) -> None:
        """Forget the previous run's numbers, plots, failures and summary: once the source
        or an option changes they describe a different job and would mislead."""
        if self.controller.running() or self.model.phase == "idle":
            return
        ran = self.controller.job
        if ran is not None and _result_key(ran) == _result_key(self.job()):
            return  # e.g. "Replace existing output" set back after the run: same job
        self.model.reset()
        self.plots.clear()
        self.failures.clear()
        self.summary.clear()
        self.refresh()

    def _source_changed(self, path: str) -> None:
        self.clear_results()
        out = self.options.out_edit.text().strip()
        new_source = path != self._out_source and not self._keep_out
        # A new source gets a new, empty folder: a folder chosen for another source is never
        # reused silently (the next Start would mix or replace that dataset).
        if path and (new_source or not out):   # a rescan of the same source keeps it
            self.options.out_edit.setText(default_output_for(
                path, reuse=lambda d: interrupted_run_of(d, path)))
            self._auto_out = True
        if path:
            self._out_source = path
        self.options.overwrite.setChecked(False)
        if path:
            recent = self.settings.add_recent(path)
            self.source_panel.set_recent(recent)
            self.settings.set("dialogs/last_dir", str(Path(path).parent))
        self.revalidate()

    def output_state(self) -> OutputState:
        """What the output folder holds (cached until the folder or its records change)."""
        self.out_state = self._out_folder.state(self.options.out_edit.text())
        return self.out_state

    def errors(self) -> dict[str, str]:
        job = self.job()
        errors = validate(job)
        res = self.source_panel.last_result
        if "source" not in errors and res is not None and res.source == job.source and res.error:
            errors["source"] = res.error
        adjust_errors(errors, self.output_state())
        return errors

    def revalidate(self) -> bool:
        errors = self.errors()
        self.options.show_errors(errors)
        running = self.controller.running()
        tuning = self.tune.is_running()
        ok = not errors and not running and not tuning
        state = self.out_state
        offer = state.kind == "interrupted" and not running
        diffs, unsupported = [], []
        if offer:
            job = self.job()
            diffs = differences(job, state.options)
            unsupported = recorded_job(state.options, job)[1]
        if offer != self.actions_bar.offering() or offer:
            self.actions_bar.set_offer(state if offer else None, diffs, unsupported)
        self.resume_btn.setEnabled(offer and not tuning and not unsupported and not diffs
                                   and not errors)
        if not running and (ok or self.resume_btn.isEnabled()):
            # Copy command gives what Start (or Resume) would run now
            self.summary.command = self.next_job().command_line(self._display_program())
            self.summary.copy_btn.setEnabled(True)
        source_error = errors.get("source")
        self.tune.set_can_start(not source_error and not running and not tuning, "" if not
                                source_error else QCoreApplication.translate("Job", source_error))
        self.start_btn.setEnabled(ok)
        self.start_action.setEnabled(ok)
        self.cancel_btn.setEnabled(running)
        self.cancel_action.setEnabled(running)
        self.options.setEnabled(not running and not tuning)
        self.source_panel.setEnabled(not running and not tuning)
        self.load_action.setEnabled(not running)
        if errors and not running:
            first = errors.get("source") or next(iter(errors.values()))
            self.hint.setText(QCoreApplication.translate("Job", first))
            self.hint.setStyleSheet(f"color: {error_colour(self)};")
        else:
            self.hint.setText("")
        return ok

    # ------------------------------------------------------------------ run
    def next_job(self) -> Job:
        """The job the primary action would run now (Resume when it is offered)."""
        job = self.job()
        if self.actions_bar.offering() and self.resume_btn.isEnabled():
            return dataclasses.replace(job, resume=True, overwrite=False)
        if self.out_state.kind in ("dataset", "interrupted"):
            return dataclasses.replace(job, overwrite=True)   # after the Replace dialog
        return job

    def primary(self) -> bool:
        """Ctrl+Return: Resume when an interrupted run is offered, else Start."""
        if self.actions_bar.offering():
            return self.resume()
        return self.start()

    def start(self, confirmed: bool = False) -> bool:
        """Start a new conversion. When that would delete a dataset in the output folder,
        ask first (unless ``confirmed``): the run starts when the user chooses Replace.
        Returns False when nothing was started or asked."""
        if self.controller.running() or not self.revalidate():
            return False
        job = dataclasses.replace(self.job(), resume=False)
        state = self.output_state()
        if state.kind in ("dataset", "interrupted"):
            job.overwrite = True
            if not confirmed:
                box = dialogs.confirm_replace(self, state)
                box.accepted.connect(lambda: self._launch(job))
                box.finished.connect(lambda _r: setattr(self, "pending_dialog", None))
                self.pending_dialog = box
                box.open()
                return True
        self._launch(job)
        return True

    def resume(self) -> bool:
        """Finish the interrupted run in the output folder (convert --resume)."""
        if self.controller.running() or not self.resume_btn.isEnabled():
            return False
        self._launch(dataclasses.replace(self.job(), resume=True, overwrite=False))
        return True

    def use_interrupted_options(self) -> None:
        """Put the interrupted run's recorded options into the form, so Resume can finish it."""
        job, _ = recorded_job(self.output_state().options, self.job())
        # only the output options change: the source and the folder stay as they are
        self.options.set_job(dataclasses.replace(job, overwrite=False, resume=False))
        self._auto_out = False
        self.statusBar().showMessage(
            self.tr("The interrupted run's options are in the form."), 4000)

    def _launch(self, job: Job) -> None:
        if self.controller.running():
            return
        self.save_settings()
        self.failures.clear()
        self.failures.set_source(job.source)
        self.plots.clear()
        self._log_lines = []
        self.log.clear()
        program = self._display_program()
        self.summary.set_run(job.out, job.command_line(program))
        self._log(self.tr("$ {cmd}").format(cmd=job.command_line(program)))
        self.controller.start(job)

    # ------------------------------------------------------------------ tune / inspect
    def show_tune(self) -> None:
        self.main_tabs.setCurrentIndex(0)
        self.tabs.setCurrentWidget(self.tune)

    def start_tune(self) -> bool:
        """Run the worker sweep on the chosen source with the form's output options."""
        if self.controller.running() or self.tune.is_running():
            return False
        job = self.job()
        if "source" in self.errors():
            return False
        self.show_tune()
        self.tune.start(job)
        self.revalidate()
        self.statusBar().showMessage(self.tr("Tuning the worker count…"))
        return True

    def _tune_running(self, running: bool) -> None:
        self.revalidate()
        if not running:
            self.statusBar().showMessage(self.tune.status.text(), 6000)

    def _use_workers(self, n: int) -> None:
        self.options.workers.setValue(n)
        self.statusBar().showMessage(self.tr("Workers set to {n}.").format(n=n), 4000)

    def inspect_output(self) -> None:
        out = self.controller.job.out if self.controller.job is not None else self.job().out
        self.main_tabs.setCurrentWidget(self.inspect)
        self.inspect.open_paths([out])

    def _display_program(self) -> list[str]:
        if os.environ.get(ENGINE_ENV) or getattr(sys, "frozen", False):
            return engine_command()
        cli = shutil.which("tfrecord-studio-cli")
        return [cli] if cli and Path(cli).parent == Path(sys.executable).parent else \
            [sys.executable, "-m", "engine"]

    def cancel(self) -> None:
        if self.controller.running():
            self.controller.cancel()
            self.statusBar().showMessage(self.tr("Cancelling…"))
            self.refresh()

    def _run_started(self) -> None:
        self.tabs.setCurrentWidget(self.plots)
        self.summary.headline.setText(self.tr("Running…"))
        self.timer.start()
        self.revalidate()
        self.refresh()

    def _verify_started(self) -> None:
        job = self.controller.job
        self._log(self.tr("Verifying {out} …").format(out=job.out if job else ""))
        self.summary.show_model(self.model)
        self.summary.show_verify(self.model, running=True)

    def _run_ended(self, ok: bool, outcome: str, message: str, details: str) -> None:
        self.timer.stop()
        texts = {"ok": self.tr("Finished."), "cancelled": self.tr("Cancelled."),
                 "verify_cancelled": self.tr("Cancelled: every file is written, but not "
                                             "verified."),
                 "verify_failed": self.tr("Finished, but verification found problems."),
                 "failed": self.tr("Failed."), "crashed": self.tr("Failed: the engine crashed.")}
        self._shown_phase = self.model.phase  # header and status bar change together
        self.statusBar().showMessage(texts.get(outcome, outcome))
        self.refresh()
        self.summary.show_model(self.model, message)
        self.tabs.setCurrentWidget(self.summary)
        self.revalidate()
        if outcome in ("failed", "crashed", "verify_failed"):
            log = self._run_log()
            if log:
                message = (message + "\n\n" if message else "") + self.tr(
                    "Everything the engine did is in the run's log: {path}").format(path=log)
            self.show_error(self.tr("Conversion failed") if outcome != "verify_failed"
                            else self.tr("Verification failed"), message, details)
        self.runEnded.emit(ok)
        if self._close_when_done:
            self.close()

    def show_error(self, title: str, message: str, details: str) -> QMessageBox:
        """A non-blocking error dialog with the last stderr lines under "Show Details"."""
        box = QMessageBox(QMessageBox.Icon.Critical, title, message,
                          QMessageBox.StandardButton.Close, self)
        box.setObjectName("errorDialog")
        box.setAccessibleName(title)
        if details.strip():
            box.setInformativeText(self.tr("The last lines the engine printed are under "
                                           "\u201cShow Details\u201d."))
            box.setDetailedText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_error = box
        return box

    def refresh(self) -> None:
        """Timer tick: push the model into the widgets."""
        self.progress.refresh(self.model, self.controller.cancelling())
        if self.model.phase != self._shown_phase and self.model.running:
            # the status bar names the same phase as the header, once per change
            self._shown_phase = self.model.phase
            self.statusBar().showMessage(self.progress.phase_name(self.model) + "…")
        self.plots.refresh(self.model)
        self.failures.sync(self.model.failures)

    def _failures_count(self, n: int) -> None:
        i = self.tabs.indexOf(self.failures)
        self.tabs.setTabText(i, self.tr("Failures ({n})").format(n=n) if n else self.tr("Failures"))

    def _log(self, text: str) -> None:
        # Lines come one signal each; appending them one by one made a burst of 1,500
        # stderr lines freeze the window for 1/3 s. Collect them and append in one go.
        if not self._log_lines:
            QTimer.singleShot(0, self, self._flush_log)
        self._log_lines.append(text)

    def _flush_log(self) -> None:
        # At most LOG_SLICE lines per turn of the event loop (1,500 at once took 32 ms).
        lines = self._log_lines[-self.log.maximumBlockCount():]
        now, self._log_lines = lines[:LOG_SLICE], lines[LOG_SLICE:]
        if now:
            self.log.appendPlainText("\n".join(now))
        if self._log_lines:
            QTimer.singleShot(0, self, self._flush_log)

    # ------------------------------------------------------------------ job files
    def choose_save_job(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save job"),
                                              self.settings.get("dialogs/last_dir"),
                                              self.tr("Job files (*.json)"))
        if path:
            self.save_job(path)

    def save_job(self, path: str) -> None:
        Path(path).write_text(self.job().to_json(), encoding="utf-8")
        self.statusBar().showMessage(self.tr("Job saved to {p}").format(p=path), 4000)

    def choose_load_job(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load job"),
                                              self.settings.get("dialogs/last_dir"),
                                              self.tr("Job files (*.json);;All files (*)"))
        if path:
            self.load_job(path)

    def load_job(self, path: str) -> bool:
        try:
            job = Job.from_json(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            self.show_error(self.tr("Could not load the job"), str(e), "")
            return False
        self.set_job(job)
        return True

    # ------------------------------------------------------------------ events
    def dragEnterEvent(self, event) -> None:
        if self._dropped_path(event) and not self.controller.running():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        path = self._dropped_path(event)
        if path:
            self.set_source(path)
            event.acceptProposedAction()

    @staticmethod
    def _dropped_path(event) -> str:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        return urls[0].toLocalFile() if len(urls) == 1 and urls[0].isLocalFile() else ""

    def show_guide(self) -> None:
        """Help -> User guide (F1): one guide window, raised if already open."""
        from gui.widgets.user_guide import UserGuide
        if getattr(self, "guide", None) is None:
            self.guide = UserGuide(self)
        self.guide.show()
        self.guide.raise_()
        self.guide.activateWindow()

    def about(self) -> None:
        from gui.desktop import AboutDialog
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()  # not exec(): the window keeps plotting a run behind it

    def _run_log(self) -> str:
        """The engine's log of the last run, if it wrote one (see engine.runlog)."""
        job = self.controller.job
        if job is None or not job.out:
            return ""
        path = Path(absolute_path(job.out)) / protocol.RUN_LOG
        return str(path) if path.is_file() else ""

    def choose_save_log(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save log"),
                                              str(Path(self.settings.get("dialogs/last_dir")
                                                       or Path.home()) / "tfrecord-studio-log.txt"),
                                              self.tr("Text files (*.txt);;All files (*)"))
        if path:
            self.save_log(path)

    def save_log(self, path: str) -> None:
        """Write the Log tab as plain UTF-8 text, lines still waiting to be shown included."""
        while self._log_lines:
            self._flush_log()
        try:
            Path(path).write_text(self.log.toPlainText() + "\n", encoding="utf-8")
        except OSError as e:
            self.show_error(self.tr("Could not save the log"), str(e), "")
            return
        self.statusBar().showMessage(self.tr("Log saved to {p}").format(p=path), 4000)

    def fit_to_screen(self, first: bool = False, available: QRect | None = None) -> None:
        """Keep the window inside the screen's available area (see gui.screen_fit)."""
        fit_to_screen(self, PREFERRED_SIZE, first, available)

    def closeEvent(self, event) -> None:
        busy = self.controller.running() or self.tune.is_running()
        if busy and not self._close_when_done:
            # Quitting would cancel the run: ask first (Keep running is the default).
            event.ignore()
            if self.pending_dialog is None:
                box = dialogs.confirm_quit(self, tuning=not self.controller.running())
                box.accepted.connect(self._quit_confirmed)
                box.finished.connect(lambda _r: setattr(self, "pending_dialog", None))
                self.pending_dialog = box
                box.open()
            return
        if self.tune.is_running() and not self.controller.running():
            # the sweep removes its temporary folder when it stops: let it
            self.tune.cancel()
            self.tune.client.finished.connect(lambda *_: self.close())
            event.ignore()
            return
        if self.controller.running():
            # keep the window until the engine has stopped; never orphan a writer
            self._close_when_done = True
            self.cancel()
            event.ignore()
            return
        self.source_panel.shutdown()
        self.inspect.shutdown()
        self.save_settings()
        super().closeEvent(event)

    def _quit_confirmed(self) -> None:
        self._close_when_done = True
        self.close()


def _result_key(job: Job) -> dict:
    """The job's fields that the results depend on (not the permission to overwrite, nor
    whether the run resumed)."""
    d = dict(vars(job))
    d.pop("overwrite", None)
    d.pop("resume", None)
    return d
