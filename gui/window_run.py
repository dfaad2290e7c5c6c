"""Starting, resuming, cancelling and ending a conversion from the main window: the job
the primary action runs (Start, or Resume when offered), an interrupted run's folder put
back in the form with its source (finish_run), the Replace question before a dataset is
deleted, and what the window shows when a run ends (a press that waits for something
read off the GUI thread: gui.window_wait, its base). A mixin of MainWindow."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gui import dialogs, screen_fit
from gui.engine_launch import display_command
from gui.job import Job
from gui.resume import recorded_job, resume_job
from gui.window_wait import WindowWait

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QMainWindow, QMessageBox

    from engine.output_state import OutputState
    from gui.form_disk import FormDisk
    from gui.output_folder import OutputFolder
    from gui.run_controller import RunController
    from gui.run_display import RunDisplay
    from gui.widgets.action_bar import ActionBar
    from gui.widgets.failures_table import FailuresTable
    from gui.widgets.log_view import LogView
    from gui.widgets.options_form import OptionsForm
    from gui.widgets.source_panel import SourcePanel
    from gui.widgets.status_note import StatusNote
    from gui.widgets.tune_panel import TunePanel
    _Base = QMainWindow
else:
    _Base = object


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class WindowRun(WindowWait):
    """Needs from the window: controller, display, actions_bar, options, source_panel, log,
    out_state, runEnded, job(), revalidate(), show_error(), save_settings(),
    open_confirmation(), refresh()."""

    controller: RunController
    display: RunDisplay
    actions_bar: ActionBar
    options: OptionsForm
    source_panel: SourcePanel
    failures: FailuresTable
    log: LogView
    out_note: StatusNote
    out_state: OutputState
    _out_folder: OutputFolder
    form_disk: FormDisk
    _auto_out: bool
    _keep_out: bool
    _converted_out: str
    _close_when_done: bool
    _finishing = False   # finish_run puts a run back in the form (see revalidate)
    _tune_said = ""   # the Tune tab's status the status bar was given (_tune_running)
    tune: TunePanel
    if TYPE_CHECKING:  # defined by gui.main_window, gui.window_events and gui.window_files
        runEnded: SignalInstance
        def job(self) -> Job: ...
        def revalidate(self) -> bool: ...
        def when_resume_checked(self, then) -> None: ...
        def refresh(self) -> None: ...
        def show_error(self, title: str, message: str, details: str,
                       warning: bool = False, names: Iterable[str] = ()) -> QMessageBox: ...
        def save_settings(self, launched: Job | None = None) -> None: ...
        def open_confirmation(self, box: QMessageBox, on_accept) -> None: ...
        def set_source(self, path: str) -> None: ...
        def choose_output(self, path: str) -> None: ...
        def forget_recent(self, path: str) -> None: ...
        def rewritten_for_inspect(self, out: str) -> None: ...
        def inspect_after_run(self) -> None: ...

    def _tune_running(self, running: bool) -> None:
        self.revalidate()
        if not running:
            self.display.refresh()   # the header: the run's numbers again, not the sweep's
            self._tune_said = self.tune.status_text()
            self.statusBar().showMessage(self._tune_said, 6000)

    def _tune_status(self, text: str) -> None:
        """The Tune tab's status line changed (Run sweep greyed by a later problem, and
        why): the status bar's word of the sweep's end, still shown, gives way to it. "測定
        完了: 2 回の試行。" stayed there beside the tab's reason the sweep cannot run."""
        if self._tune_said and self.statusBar().currentMessage() == self._tune_said:
            self._tune_said = text
            self.statusBar().showMessage(text, 6000)

    def next_job(self) -> Job:
        """The job the primary action would run now (Resume when it is offered)."""
        if self.actions_bar.can_resume():
            return resume_job(self.job(), self.out_state.options)
        return self._start_job()[0]

    def _start_job(self) -> tuple[Job, bool]:
        """The job Start runs, and whether it replaces what the output folder holds (a
        dataset or an unfinished run: after the Replace dialog). The folder as revalidate
        last read it (``out_state``): the Copy command and Start tell the same job."""
        job = dataclasses.replace(self.job(), resume=False)
        replaces = self.out_state.kind in ("dataset", "interrupted")
        if replaces:
            job.overwrite = True
        return job, replaces

    def primary(self) -> bool:
        """Ctrl+Enter: the default button's action, as Run → Start names it. Resume when an
        interrupted run it can finish is offered, or may (the look at the source runs: it
        does nothing until the look answers; it was Start over… meanwhile, a question that
        deletes the run). Else Start, or Start over… when Resume cannot finish the run: it
        asks first, Cancel its default. An output folder typed just before is checked
        first, at once: what it holds decides (gui.widgets.settled_text)."""
        self.options.settle_typing()
        if self.actions_bar.offering() and self.actions_bar.resume_primary:
            return self.resume()
        return self.start()

    def start(self, confirmed: bool = False, reread: bool = True) -> bool:
        """Start a new conversion. When that would delete a dataset in the output folder,
        ask first (unless ``confirmed``): the run starts when the user chooses Replace.
        While the source's scan runs, Start waits for it (queue_start); a source whose
        folders changed since its scan is read again first (``reread``: not after that
        reading, else a source being copied into was read again and again). Returns False
        when nothing was started, asked or queued."""
        self.options.insist_on_size()   # (an empty custom size is a problem now: red)
        self.options.settle_typing()   # (a folder or split typed just before: checked now)
        if self.controller.running() or self.start_queued:
            return False
        if reread and (first := self._read_first(confirmed)) is not None:
            return first
        if not self.revalidate():   # (the disk not answering yet: Start waits for it)
            return self.queue_start(confirmed, checking=True) if self.form_disk.pending() \
                else False
        if self.source_panel.scanning():
            return self.queue_start(confirmed)
        job, replaces = self._start_job()   # (revalidate read the folder just now)
        if replaces and not confirmed:
            ask = dialogs.confirm_replace(   # all on disk, not what Resume would keep
                self, self._out_folder.current, self.actions_bar.resume_blocked(),
                self.actions_bar.files)   # (counted as the offer counts them)
            self.open_confirmation(ask, lambda: self._launch(job))
            return True
        self._launch(job)
        return True

    def _read_first(self, confirmed: bool, resume: bool = False) -> bool | None:
        """Before Start (or Resume): None to go on, or the press queued. Files copied into
        (or deleted from) the source since the form's scan: it is read again first, so that
        the form's counts, classes and problems are those of the run (they said 185 files,
        62/62/61 through a run of 1,805; and the Resume offer after a cancel compared that
        old scan with the run). Its folders are statted off the GUI thread: on a share
        that does not answer, the press waits for them (_stamp_answered); the window froze
        for good in the stats."""
        changed = self.source_panel.changed_since_scan(self._stamp_answered)
        if changed is None:
            return self.queue_start(confirmed, resume=resume, checking=True)
        if changed:
            self.source_panel.rescan()
            return self.queue_start(confirmed, changed=True, resume=resume)
        return None

    def resume(self, reread: bool = True) -> bool:
        """Finish the interrupted run in the output folder (convert --resume). A source
        whose folders changed since its scan is read again first, as Start does
        (``reread``): images copied in after the offer said "Resume can finish" were
        refused by the engine, in its own words, under a form that still showed the old
        counts; now the run resumes when the reading finds nothing that matters changed,
        else the offer says why it cannot (resume_when_scanned)."""
        self.options.settle_typing()   # (the offer is of the folder typed, checked now)
        if self.controller.running() or self.start_queued or \
                not self.actions_bar.can_resume():
            return False
        if reread and (first := self._read_first(False, resume=True)) is not None:
            return first
        if self.failures.reading(self.job().out):   # (the run's failures: the list's first
            return self.queue_start(resume=True, listing=True)   # rows, and its counts)
        self._launch(resume_job(self.job(), self.out_state.options))
        return True

    def finish_run(self, folder: str, source: str) -> bool:
        """Put the interrupted run in ``folder`` back in the form: its ``source`` (the run's
        source the scan of ``folder`` read, ScanResult.unfinished: not read again here, in
        the GUI thread) and ``folder`` as the output, so that the window offers Resume. For
        that folder opened at launch or chosen as the source (which the engine refuses:
        the source panel's "Finish this run"). False, and nothing changed, when there is no
        such source or it no longer exists. The folder leaves the recent sources (it is
        none; the run's source is the recent one now), and the offer appears below the
        source row, which stays in view (the user chose it, and it changed)."""
        if not source or not os.path.exists(source):
            return False
        self._finishing = True
        try:
            self.choose_output(folder)
            self._keep_out = True   # the run's own folder, not one proposed for its source
            self.set_source(source)
        finally:
            self._keep_out = self._finishing = False
        self.forget_recent(folder)
        # the keys on the source (Finish, which had them, went with the new scan: Qt gave
        # them to the class table below, and the form moved to keep it in view)
        self.source_panel.take_focus()
        return True

    def keep_launch_out(self, folder: str) -> None:
        """At launch, ``folder``, an interrupted run's folder, came with --out naming another
        folder: that output folder stays (Finish this run would have replaced it unseen),
        ``folder`` stays the source the source panel explains, and the status bar says why
        while both are the form's."""
        out = self.options.output_folder()
        text = tr("The output folder stays %1, as --out asked: the folder opened, %2, holds "
                  "an interrupted run, which finishes only in its own folder (press “Finish "
                  "this run” to finish it there).")
        self.out_note.say(text.replace("%1", os.path.basename(out)).replace(
            "%2", os.path.basename(folder)), text.replace("%1", out).replace("%2", folder),
            (out, self.source_panel.source()))

    def use_interrupted_options(self) -> None:
        """Put the interrupted run's recorded options into the form, so Resume can finish it
        (the run of the folder typed, checked now: an offer of the folder before is gone)."""
        self.options.settle_typing()
        if not self.actions_bar.offering():
            return
        # (the folder as the form's check last read it, off the GUI thread: the offer shown
        # is of that reading; read again here, a share that stopped answering froze it)
        job, _ = recorded_job(self.out_state.options, self.job())
        task = self.source_panel.task()   # first: the form's change checks the job against it
        self.source_panel.set_task(job.task)
        # only the output options change: the source and the folder stay as they are
        self.options.set_job(dataclasses.replace(job, overwrite=False, resume=False))
        if self.source_panel.task() != task:
            self.source_panel.rescan()   # the preview shows what Resume writes
        self._auto_out = False
        self.statusBar().showMessage(
            tr("The interrupted run's options are in the form."), 4000)

    def _launch(self, job: Job) -> None:
        if self.controller.running():
            return
        self.source_panel.hold_for_run()   # (a File… answer coming late: the run's source)
        self.save_settings(launched=job)
        self._converted_out = ""
        res = self.source_panel.last_result   # (its names' folders: worked out by the scan)
        self.display.prepare(job.source, job.out, job.command_line(display_command()),
                             resumed=job.resume, base=res.base if res is not None and
                             res.source == job.source else None)
        self.source_panel.show_written(None)   # (the last run's records: this one writes)
        self.rewritten_for_inspect(job.out)
        self.controller.start(job)

    def cancel(self) -> None:
        if self.start_queued:   # (nothing runs yet: the press is taken back)
            self.take_back()
            return
        if self.controller.running():
            self.controller.cancel()
            self.statusBar().showMessage(tr("Cancelling…"))
            self.refresh()

    def _run_started(self) -> None:
        self.display.show_running()
        self.revalidate()
        if screen_fit.focus_lost(self):
            self.actions_bar.take_focus(cancel=True)

    def _run_ended(self, ok: bool, outcome: str, message: str, details: str) -> None:
        if ok and self.controller.job is not None:
            self._converted_out = self.controller.job.out
        self.display.show_ended(outcome, message)
        # the objects its records hold beside the scan's counts (crop left some out...)
        summary = self.controller.model.summary
        self.source_panel.show_written(
            summary.objects_per_class if summary is not None else None)
        self.revalidate()
        self.inspect_after_run()
        if screen_fit.focus_lost(self) and not self.actions_bar.take_focus():
            self.options.take_focus()
        if outcome in ("failed", "crashed", "verify_failed", "verify_stopped"):
            log = self.log.full_log   # (show_ended looked for it)
            if log:
                message = (message + "\n\n" if message else "") + tr(
                    "Everything the engine did is in the run's log: {path}").format(path=log)
            title = {"verify_failed": tr("Verification failed"),
                     "verify_stopped": tr("Verification did not finish")}
            self.show_error(title.get(outcome, tr("Conversion failed")), message, details,
                            names=[p for p in (log, self.job().out, self.job().source) if p])
        self.runEnded.emit(ok)
        if self._close_when_done:
            self.close()
