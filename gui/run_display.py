"""Keeps the run panels (progress header, live plots, failures, summary, log, status bar)
in step with the run controller: a 15 Hz refresh while a run goes, and what each stage
of a run shows when it starts and ends. Owns no widgets; the window composes them."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QTabWidget

from engine import protocol
from gui import output_folder, run_story
from gui.earlier_parts import EarlierParts, log_signature
from gui.i18n import number, plural
from gui.job import absolute_path
from gui.off_thread import OffThread
from gui.run_controller import RunController
from gui.widgets.action_bar import ActionBar
from gui.widgets.failures_table import FailuresTable
from gui.widgets.failures_words import stopped_before_converting
from gui.widgets.log_view import LogView
from gui.widgets.plots import LivePlots
from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.summary_headline import run_numbers
from gui.widgets.summary_panel import SummaryPanel
from gui.widgets.summary_text import skipped_count
from gui.widgets.summary_time import stopped_check

REFRESH_HZ = 15


class RunDisplay(QObject):
    """``status(text, ms)`` shows ``text`` in the window's status bar (0 ms: until replaced)."""

    def __init__(self, controller: RunController, progress: ProgressPanel, plots: LivePlots,
                 failures: FailuresTable, summary: SummaryPanel, log: LogView,
                 tabs: QTabWidget, status: Callable[[str, int], None],
                 actions_bar: ActionBar | None = None) -> None:
        super().__init__(controller)
        self.actions_bar = actions_bar   # the Resume offer: what Resume can do now
        self.controller, self.model = controller, controller.model
        self.progress, self.plots, self.failures = progress, plots, failures
        self.summary, self.log, self.tabs, self.status = summary, log, tabs, status
        self.shown_phase = ""
        # the output folder's run log as the last run found it (prepare): one created or
        # changed since is that run's (file times say nothing: a share's clock may be behind)
        self.log_before: tuple | None = None
        # the earlier parts of an interrupted run, read off the GUI thread: told in the Log
        # tab before a Resume (``folder_story``: of that folder's run) and above it
        self.earlier = EarlierParts(self)
        self._same_ask = OffThread("inspect-checked", self)   # (show_checked_in_inspect)
        self.folder_story: tuple | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(1000 // REFRESH_HZ)
        self.timer.timeout.connect(self.refresh)
        failures.countChanged.connect(self._failures_count)

    def refresh(self) -> None:
        """Timer tick: push the model into the panels, the progress panel painted in one
        pass after it: QProgressBar repaints at once when its value changes, and the line
        under it waited for the next paint, after the plots were drawn (a walk's screenshot
        read "58%" on the bar over "154 of 299 images (51.5%)")."""
        self.progress.setUpdatesEnabled(False)
        try:
            self.progress.refresh(self.model, self.controller.cancelling())
        finally:
            self.progress.setUpdatesEnabled(True)   # (which schedules its whole repaint)
        if self.model.phase != self.shown_phase and self.model.running:
            # the status bar names the same phase as the header, once per change
            self.shown_phase = self.model.phase
            self.status(self.progress.phase_name(self.model) + "…", 0)
        self.plots.refresh(self.model)
        self.failures.sync(self.model.failures, self.model.requeued, self.model.ignored)

    def clear(self) -> None:
        """Forget the last run's numbers, plots, failures, summary and log lines (the Log
        tab showed the previous job's command and log file beside a loaded job's form)."""
        self.model.reset()
        self.plots.clear()
        self.failures.clear()
        self.summary.clear()
        self.log.clear_lines()   # (its placeholder says no run of this job yet)
        self.folder_story = None   # (told again, as the Summary's folder is)
        self.refresh()
        # the header now says "Ready.": the status bar no longer names the old run's end
        self.shown_phase = self.model.phase
        self.status("", 0)

    def show_idle(self, state, command: str, tuning: bool, why: str = "",
                  sample: bool = False, scanning: bool = False, queued: str = "",
                  waits: str = "") -> None:
        """The form was checked. ``command``: what Start (or Resume) would run now, "" when
        neither can: then the header does not say "Ready." but ``why`` not (the line beside
        Start: a walker sent from a pointer to a pointer gave up), and with no run in this
        window Copy command copies nothing (a job whose source is gone copied the last valid
        job's line); after a run it keeps the run's own line. With no run in this window
        (or its results cleared) the Summary says what the output folder already holds.
        ``sample``: the source is the built-in sample (the first start's): the header says
        so, and that Start tries it, not just "Ready.". ``scanning``: the source's scan has
        not answered yet: the header says so (a walker saw "Ready." above a new folder
        still being scanned); ``queued``: Start was pressed meanwhile, and waits for it,
        or for ``waits`` (gui.window_wait's waits_for: the header names what it waits for)."""
        if self.controller.running():
            return
        if not tuning:   # (Tune holds Resume back only while it runs)
            self.show_resume_blocked()
        idle = self.model.phase == "idle"
        if idle:   # (before the command: leaving a folder's dataset clears the Summary)
            self.summary.show_folder(state)
            self.failures.show_folder(state)   # its rejected.csv, which "Skipped" counts
            self.tell_folder(state)
        if command or idle:
            self.summary.set_command(command, state)
        if queued:
            header = self.queued_header(queued, waits)
        elif command and scanning and not sample:
            header = self.tr("Scanning the source… the window says what it found when the "
                             "scan ends.")
        elif command:
            header = self.tr("A small built-in sample is selected: press Start to try it, or "
                             "choose your own images.") if sample else ""
        elif tuning:
            header = self.tr("Tune is running: Start waits for it.")
        else:
            header = self.tr("Not ready to start. {why}").format(why=why) if why else \
                self.tr("Not ready to start.")
        self.progress.set_not_ready(header)
        if idle:   # only the header and the folder's run change between runs
            self.progress.set_folder(state)
            if tuning:   # (the bar and counts are the sweep's: gui.widgets.tune_panel)
                self.progress.set_phase(self.progress.phase_text(self.model),
                                        self.model.workers_left)
            else:
                self.progress.refresh(self.model)

    def queued_header(self, queued: str, waits: str) -> str:
        """The header while Start (``queued`` "start") or Resume ("resume") waits for
        ``waits`` (gui.window_wait's waits_for): it said "the scan of the source" while
        Resume waited for the list of failures."""
        if queued == "resume":
            return {
                "failures": self.tr("Resume pressed: the run resumes when the output "
                                    "folder's list of failures is read (Cancel: do not "
                                    "resume)."),
                "folders": self.tr("Resume pressed: the run resumes when the source's "
                                   "folders are checked (Cancel: do not resume).")}.get(
                waits) or self.tr("Resume pressed: the run resumes when the scan of the "
                                  "source ends (Cancel: do not resume).")
        return {
            "proposal": self.tr("Start pressed: the run begins when the output folder for "
                                "this source is worked out (Cancel: do not start)."),
            "folders": self.tr("Start pressed: the run begins when the source's folders are "
                               "checked (Cancel: do not start).")}.get(waits) or self.tr(
            "Start pressed: the run begins when the scan of the source ends (Cancel: do not "
            "start).")

    def show_typing(self, out: bool) -> None:
        """Keys came in a field checked once the typing rests (gui.window_check's hold):
        the header says why Start waits, not "Ready." above a greyed-out Start. ``out``:
        the output folder is typed, so nothing describes the folder it held before (the
        header's and the Summary's numbers of its dataset or interrupted run)."""
        if self.controller.running():
            return
        self.progress.set_not_ready(self.tr(
            "Start waits until you pause typing: what you typed is checked then."))
        if out and self.model.phase == "idle":
            self.progress.set_folder(None)
            self.summary.forget_folder()
            self.failures.forget_folder()   # (its rejected.csv's rows)
            self.forget_folder_story()      # (the Log's earlier parts of its run)
        self.progress.refresh(self.model)

    def show_checking(self, text: str) -> None:
        """The form's source and output folder are asked of a disk that has not answered
        yet (gui.window_check's hold): the header says ``text``, why Start waits."""
        if self.controller.running():
            return
        self.progress.set_not_ready(text)
        self.progress.refresh(self.model)

    def show_resume_blocked(self) -> None:
        """The last run's cancel headline and kill line promise Resume only when it can
        finish the folder's run now (the offer's ``blocked``: the source changed, another
        version started it, other options...)."""
        why = "" if self.actions_bar is None else self.actions_bar.resume_blocked()
        if why == "checking":   # the look at the source runs: its end says (no flip before)
            why = self.progress.resume_blocked
        if why != self.progress.resume_blocked:
            self.progress.resume_blocked = why
            self.progress.refresh(self.model)
        self.summary.set_resume_blocked(why, self.model)

    def prepare(self, source: str, out: str, command: str, resumed: bool = False,
                base: tuple[str, ...] | None = None) -> None:
        """A run of ``command`` is about to start: empty the panels and log the command.
        ``resumed``: it finishes an interrupted run, whose earlier parts the Log tab tells
        first, from the output folder's run log (the tab held only the resumed part);
        ``base``: the folders the source's file names are shown relative to, when the
        scan worked them out (ScanResult.base), else asked off the GUI thread."""
        # a Resume's list starts with the interrupted run's failures, which the window
        # listed and counted ("4 skipped"): it said "Failures (2)" right after Resume
        carried = self.failures.failures_of(out) if resumed else []
        self.failures.clear(run=True)   # (none of its failures yet: "No failures.")
        self.failures.set_source(source, base)
        self.model.carried = carried
        self.failures.sync(carried)
        self.failures.out_dir = out   # where Export list… opens
        self.plots.clear()
        self.log.clear_lines()
        self.earlier.forget()
        self.folder_story = None
        self.summary.set_run(out, command)
        self.log_before = log_signature(out)
        if resumed:   # read off the GUI thread, unless the tab told them just now
            heading = run_story.this_run_heading()

            def tell(lines: list[str]) -> None:
                self.log.release([*lines, "", heading] if lines else [])
            earlier = self.earlier.known(out, self.log_before)
            if earlier is None:
                self.log.hold()   # the run's lines, which may come first, wait below them
                self.earlier.read(out, tell)
            else:
                tell(earlier)
        for line in run_story.command_lines(command):   # (an earlier part's are shown alike)
            self.log.add_line(line)

    def tell_folder(self, state) -> None:
        """No run shown: the Log tab tells the earlier parts of the interrupted run in the
        output folder, as the Summary and Failures describe it (a reopened window said "no
        run of this job in this window yet" until Resume). Read again when its run changed
        (its journal or manifest: a run ran there meanwhile)."""
        key = (state.path, state.created, state.records, state.shards, state.done) \
            if state.kind == "interrupted" else None
        if key == self.folder_story:
            return
        self.forget_folder_story()   # (another folder's parts)
        self.folder_story = key
        if key is not None:
            self.earlier.read(state.path, self._tell_folder)

    def forget_folder_story(self) -> None:
        """The Log tells no folder's earlier parts (nor reads them still)."""
        if self.folder_story is not None or self.earlier.pending():
            self.log.clear_lines()
            self.earlier.forget()
        self.folder_story = None

    def _tell_folder(self, lines: list[str]) -> None:
        if self.model.phase == "idle" and not self.controller.running():
            for line in lines:
                self.log.add_line(line)

    def show_running(self) -> None:
        self.tabs.setCurrentWidget(self.plots)
        self.summary.show_running()
        self.timer.start()
        self.refresh()

    def show_verifying(self, out: str) -> None:
        self.log.add_line(self.tr("Verifying {out} …").format(out=out))
        self.summary.show_model(self.model)
        self.summary.show_verify(self.model, running=True)

    def show_ended(self, outcome: str, message: str) -> None:
        self.timer.stop()
        texts = {"ok": self.tr("Finished."), "cancelled": self.tr("Cancelled."),
                 "verify_cancelled": self.tr("Cancelled: every file is written, but not "
                                             "verified."),
                 "verify_failed": self.tr("Finished, but verification found problems."),
                 "verify_stopped": self.tr("Finished: every file is written, but the check "
                                           "did not finish."),
                 "failed": self.tr("Failed."),
                 "crashed": self.tr("Failed: the engine stopped unexpectedly.")}
        self.shown_phase = self.model.phase  # header and status bar change together
        self.status(texts.get(outcome, outcome), 0)
        self.log.add_line(texts.get(outcome, outcome))   # the log ended at "Verifying … …"
        m = self.model   # (with the check's time once there was one, as the Summary's)
        counts = run_story.end_counts(m.summary, cancelled=m.status == "cancelled",
                                      with_check=m.elapsed() if m.own_check() else None,
                                      stopped=stopped_check(m.verify, m.verify_checked,
                                                            m.verify_total),
                                      files=self.progress.files,   # (the header's noun)
                                      skipped=skipped_count(m, run_numbers(m)[1]))
        if counts:   # (the tab said "Finished." and no number of the run)
            self.log.add_line(counts)
        workers = run_story.cluster_line(m.summary)   # (a --cluster run's, as the Summary's)
        if workers:
            self.log.add_line(workers)
        self.log.set_full_log(self.run_log())
        # a Resume that ended before converting (refused, its source or folder unusable,
        # cancelled...): the list's rows are the interrupted run's
        self.failures.set_refused(stopped_before_converting(
            m.phase, m.exit_code, m.carried_count, len(m.failures) + m.requeued,
            m.rates.span.last is not None))
        self.refresh()
        self.summary.show_model(self.model, message)
        self.tabs.setCurrentWidget(self.summary)

    def show_checked_in_inspect(self, folder: str, ev: protocol.VerifyResult) -> None:
        """Inspect checked ``folder`` to its end: when that is the dataset the Summary
        shows (a finished run's, or the output folder's), its Verification row, the header
        and the status bar follow (after a cancelled check they went on saying "not
        verified" beside Inspect's "Verified: 300 records")."""
        shown = self.summary.out_dir
        if self.controller.running() or not shown:
            return
        if absolute_path(shown) != folder:   # other words: realpath, asked in a thread (a
            # share that stopped answering froze the window for good); the answer shows
            # the check when it comes, if the Summary still shows that folder
            mine = absolute_path(shown)

            def later(same: bool) -> None:
                self.status("", 0)
                if same and self.summary.out_dir == shown:
                    self._take_inspect_check(ev)
            now, same = self._same_ask.ask(
                lambda: output_folder.same_folder(mine, folder), later, False)
            if not now:
                self.status(QCoreApplication.translate("MainWindow", (
                    "Checking the folders' paths (the disk does not answer yet)…")), 0)
            if not (now and same):
                return
        self._take_inspect_check(ev)

    def _take_inspect_check(self, ev: protocol.VerifyResult) -> None:
        """Inspect's check ``ev`` of the folder the Summary shows: its Verification row, the
        header and the status bar follow."""
        m = self.model
        if self.controller.running():
            return
        if m.phase == "idle":
            if not self.summary.show_folder_verify({
                    "ok": ev.ok, "checked": ev.checked, "problems": len(ev.problems),
                    "reader": ev.reader, "date": datetime.datetime.now(datetime.UTC).isoformat()}):
                return
        elif m.status == "ok" and m.phase in ("finished", "cancelled"):   # all written
            m.verify, m.verify_stopped = ev, ""
            m.phase = "finished"   # a cancel had stopped only the check: it is done now
            self.shown_phase = m.phase
            self.refresh()
            self.summary.show_model(m)
        else:
            return
        self.status(plural(ev.checked, self.tr("Verified in Inspect: {n} record read back, "
                                               "counts and checksums match."),
                           self.tr("Verified in Inspect: {n} records read back, counts and "
                                   "checksums match.")).format(n=number(ev.checked)) if ev.ok else
                    self.tr("Verification in Inspect found problems: the Inspect tab lists "
                            "them."), 0)

    def run_log(self) -> str:
        """The engine's log of the last run, if it wrote one (see engine.run.runlog). A run
        the engine refused (a Resume of a changed source) leaves the folder as it was, its
        log too: that log is an earlier run's, and "everything the engine did is in the
        run's log" pointed at a file without a word of this one."""
        job = self.controller.job
        if job is None or not job.out:
            return ""
        now = log_signature(job.out)
        return str(Path(absolute_path(job.out)) / protocol.RUN_LOG) \
            if now is not None and now != self.log_before else ""

    def _failures_count(self, n: int) -> None:
        i = self.tabs.indexOf(self.failures)
        self.tabs.setTabText(i, self.tr("Failures ({n})").format(n=number(n)) if n
                             else self.tr("Failures"))

