"""What the main window's form allows now: the output folder's state, the form's problems
(gui.job_rules' with the scan's, a failed Connect and the folder's), and revalidate, which
shows them and enables Start, Resume, Cancel and Run sweep to match; the hold while a
field's typing has not rested. A mixin of MainWindow."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from gui.engine_launch import display_command
from gui.job import absolute_path
from gui.job_rules import validate
from gui.menus import show_primary
from gui.output_folder import adjust_errors
from gui.resume import offer_now
from gui.settings import is_sample
from gui.widgets.problems import problem_style, problem_text
from gui.window_layout import look_afresh, offer_in_view, tune_problems

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    from engine.output_state import OutputState
    from gui.form_disk import Facts, FormDisk
    from gui.job import Job
    from gui.output_folder import OutputFolder
    from gui.run_controller import RunController
    from gui.run_display import RunDisplay
    from gui.widgets.action_bar import ActionBar
    from gui.widgets.options_form import OptionsForm
    from gui.widgets.source_panel import SourcePanel
    from gui.widgets.status_note import StatusNote
    from gui.widgets.tune_panel import TunePanel
    _Base = QMainWindow
else:
    _Base = object


class WindowCheck(_Base):
    """Needs from the window: controller, display, actions_bar, options, source_panel, tune,
    out_note, the Run and File actions, job(), next_job(), queued_for(), waits_for(),
    tell_wait()."""

    controller: RunController
    display: RunDisplay
    actions_bar: ActionBar
    options: OptionsForm
    source_panel: SourcePanel
    tune: TunePanel
    out_note: StatusNote
    out_state: OutputState
    _out_folder: OutputFolder
    form_disk: FormDisk
    _converted_out: str
    _finishing: bool   # (gui.window_run)
    start_queued: bool   # (gui.window_run)
    source_in_view: bool
    start_action: QAction
    cancel_action: QAction
    load_action: QAction
    if TYPE_CHECKING:  # defined by gui.main_window and gui.window_run
        def job(self) -> Job: ...
        def next_job(self) -> Job: ...
        def queued_for(self) -> str: ...
        def waits_for(self) -> str: ...
        def tell_wait(self) -> None: ...
        def start_when_scanned(self) -> None: ...
        def tune_when_answered(self) -> None: ...

    def output_state(self) -> OutputState:
        """What the output folder holds (cached until the folder or its records change)."""
        self.out_state = self._out_folder.state(self.options.output_folder())
        return self.out_state

    def errors(self, facts: Facts | None = None) -> dict[str, str]:
        """The form's problems; ``facts``: what the disk said of its source and output
        folder (gui.form_disk), else asked here."""
        job = self.job()
        if facts is not None:
            self.out_state = self._out_folder.take(facts.out)
        else:
            self.output_state()
        errors = validate(job, self._out_folder.seen(self.out_state),
                          prompting=self.options.size_prompting(),
                          source=facts.source if facts is not None else None)
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
        facts = self.form_disk.look(self.job().source, self.options.output_folder(),
                                    self._disk_answered)
        if facts is None and (running or queued or tuning):
            # (a run's, a sweep's or a queued Start's check goes on with the answer before)
            facts = self.form_disk.last(self.job().source, self.options.output_folder())
        if facts is None:
            return self._hold_for_disk(running, queued, tuning)
        # why the window chose the folder: said while that folder and source are the form's
        self.out_note.keep_while((self.options.output_folder(), self.source_panel.source()))
        errors = self.errors(facts)
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
        self.actions_bar.form_problem = bool(errors) and not running
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
                               self.queued_for(), self.waits_for())
        if queued:   # (what it waits for may have changed: the status bar says the one now)
            self.tell_wait()
        if not running:
            self.source_panel.show_written(self._written(state))
        self.cancel_action.setEnabled(running or queued or tuning)   # (Esc stops a sweep)
        self.options.setEnabled(not running and not tuning and not queued)
        self.source_panel.setEnabled(not running and not tuning and not queued)
        self.load_action.setEnabled(not running and not queued)
        return ok

    def _written(self, state: OutputState) -> dict[str, int] | None:
        """The objects by class beside the scan's counts (the class table's "Written"): the
        last run's in this window, as it ended; else, between runs, those of the output
        folder's interrupted run or dataset of this source, as its records' entries say them
        (a Korean walk: the column shown after Stop was gone once the window was opened
        again on the run that Resume finishes). A scan read again keeps it so too."""
        model = self.controller.model
        if model.phase != "idle":
            return model.summary.objects_per_class if model.summary is not None else None
        ours = state.kind in ("interrupted", "dataset") and bool(state.source) and \
            absolute_path(state.source) == absolute_path(self.job().source)
        return state.objects if ours else None

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

    def _hold_for_disk(self, running: bool, queued: bool, tuning: bool) -> bool:
        """The source or the output folder has not answered yet (a share that stopped
        answering): what the last check showed stays, as while a path is typed, but Start
        and Resume wait (the offer does not say "Press Resume" meanwhile), and the line
        beside Start and the header say why (during a run, a sweep or a queued Start their
        own words stay, and the form stays locked); the answer checks the form again
        (_disk_answered)."""
        busy = running or queued or tuning
        self.actions_bar.set_actions(start=False, resume=False, cancel=running or queued)
        self.start_action.setEnabled(False)
        self.cancel_action.setEnabled(busy)
        self.options.setEnabled(not busy)
        self.source_panel.setEnabled(not busy)
        self.load_action.setEnabled(not running and not queued)
        if not busy:
            text = QCoreApplication.translate(
                "MainWindow", "Working out the output folder for this source (the disk "
                "does not answer yet): Start waits for it.") \
                if self.form_disk.proposal.pending() else QCoreApplication.translate(
                "MainWindow", "Start waits while the source and the output folder are "
                "checked (the disk does not answer yet).")
            self.actions_bar.show_hint(text)
            self.display.show_checking(text)
        elif queued and not running:   # (the header names what the press waits for)
            self.display.show_checking(self.display.queued_header(self.queued_for(),
                                                                  self.waits_for()))
            self.tell_wait()
        return False

    def _disk_answered(self) -> None:
        """The form's answer came late (gui.form_disk): a Start (or Resume) pressed
        meanwhile goes on, its check taking the answer; else the form is checked with it."""
        if self.start_queued and not self.source_panel.scanning():
            self.start_when_scanned()   # (it waits for the source's folders if they do not answer)
        else:
            self.revalidate()
            self.tune_when_answered()   # (a Run sweep pressed meanwhile)

    def when_resume_checked(self, then: Callable[[], None]) -> None:
        """Call ``then`` once, when the look at Resume (the source against the interrupted
        run's plan) that runs now ends, after the window revalidated with what it found:
        --start resumes then, and the offer says then what a new scan's look found."""
        check = self._out_folder.check

        def answered() -> None:
            check.ready.disconnect(answered)
            QTimer.singleShot(0, self, then)   # (after the window's own revalidation)
        check.ready.connect(answered)
