"""One conversion run: the convert process, then (optionally) the verify process, both
fed into a :class:`RunModel`. Owns no widgets; the window shows what it reports."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from engine import protocol as P
from engine.reason_codes import describe_log_line
from gui import engine_text
from gui.engine_client import EngineClient
from gui.i18n import plural
from gui.job import Job
from gui.off_thread import OffThread
from gui.output_folder import OutputFolder, Reading, folder_path, read_folder
from gui.run_model import RunModel


class RunController(QObject):
    """``ended(ok, outcome, message, details)``: outcome is "ok", "cancelled", "failed",
    "crashed", "verify_failed", "verify_cancelled" (every file written, the check
    stopped by the user) or "verify_stopped" (every file written, the check ended without
    a result: killed, out of memory); ``details`` holds the last stderr lines when useful.
    ``out_folder``: the window's cache of what the output folder holds (one, so the form's
    Resume offer and the run's numbers read the folder once, alike)."""

    started = Signal()
    verifyStarted = Signal()
    ended = Signal(bool, str, str, str)
    logLine = Signal(str)
    # the convert run's run_failed event (also reported through ``ended``)
    runFailed = Signal(object)

    def __init__(self, parent: QObject | None = None, command: list[str] | None = None,
                 out_folder: OutputFolder | None = None) -> None:
        super().__init__(parent)
        self.model = RunModel()
        self.out_folder = out_folder or OutputFolder()
        self.job: Job | None = None
        self.convert = EngineClient(self, command=command)
        self.verifier = EngineClient(self, command=command)
        for client in (self.convert, self.verifier):
            client.eventReceived.connect(self.model.on_event)
            client.logLine.connect(self._log_line)
        self.convert.eventReceived.connect(self._cluster_started)
        self.convert.runFailed.connect(self.runFailed)
        self.convert.finished.connect(self._convert_finished)
        self.verifier.finished.connect(self._verify_finished)
        self._cancelled = False
        self._settle: tuple[int, str] | None = None   # (code, outcome) of the run settling
        # the output folder read again after a crash, off the GUI thread: on a share that
        # stopped answering the window froze in it as the run ended
        self.disk = OffThread("run-end-folder", self)

    def running(self) -> bool:
        """The engine runs, or its end waits for the output folder to answer (settling)."""
        return self.convert.is_running() or self.verifier.is_running() or self.settling()

    def settling(self) -> bool:
        """The convert process ended without a summary; what its folder keeps is being
        read (the disk does not answer yet): the run ends when it does."""
        return self.disk.pending()

    def let_go(self) -> None:
        """The window quits while the run's end waits for its folder (settling): the engine
        is gone and nothing is left to save, so the answer is not wanted (Quit waited for a
        share that might never answer, the window open)."""
        self.disk.forget()

    def cancelling(self) -> bool:
        return self._cancelled and self.running()

    def start(self, job: Job) -> None:
        if self.running():
            raise RuntimeError("a run is already in progress")
        self.job = job
        self._cancelled = False
        self.model.start()
        self.model.verify_next = bool(job.verify)
        self.convert.start(job.convert_args())
        self.started.emit()

    def cancel(self) -> None:
        """Stop the engine; or, while a failed run's end waits for its folder (settling),
        stop waiting: the run ends now, without what the folder keeps (the engine is gone;
        Cancel said "Cancelling…" and nothing happened while a share did not answer)."""
        self._cancelled = True
        if self.settling():
            # (as the engine's end comes: after the caller's "Cancelling…", which the end's
            # own words then replace; the run is settling until then)
            QTimer.singleShot(0, self._stop_settling)
        elif self.convert.is_running():
            self.convert.cancel()
        elif self.verifier.is_running():
            self.verifier.cancel()

    def _stop_settling(self) -> None:
        """Cancel's end of a run settling: the folder's answer is not waited for (unless it
        came meanwhile, and ended the run with it)."""
        if self.settling() and self._settle is not None:
            (code, outcome), self._settle = self._settle, None
            self.disk.forget()
            self._failed(code, outcome, None)

    def _convert_finished(self, code: int, outcome: str) -> None:
        m = self.model
        m.process_ended(code, crashed=outcome == "crashed")
        if outcome == "ok" and self.job is not None and self.job.verify and not self._cancelled:
            m.start_verify()
            self.verifier.start(self.job.verify_args())
            self.verifyStarted.emit()
            return
        if outcome == "ok":
            m.phase = "finished"  # also when verify was wanted but the run was cancelled
            self.ended.emit(True, "ok", "", "")
        elif outcome == "cancelled":
            m.phase = "cancelled"
            self.ended.emit(False, "cancelled", "", "")
        else:
            m.phase = "failed"
            job = self.job
            if job is None or not (outcome == "crashed" or (m.summary is None and m.total > 0)):
                self._failed(code, outcome, None)
                return
            out, before = folder_path(job.out), self.out_folder.key
            self._settle = (code, outcome)
            now, reading = self.disk.ask(lambda: read_folder(out, before, fresh=True),
                                         lambda r: self._failed(code, outcome, r), None)
            if now:
                self._failed(code, outcome, reading)
            else:
                self.logLine.emit(self.tr(
                    "The engine ended. Reading what the output folder keeps (the disk does "
                    "not answer yet)…"))

    def _failed(self, code: int, outcome: str, reading: Reading | None) -> None:
        """The convert run failed; ``reading``: its output folder read again (None: not
        needed, or the reading failed)."""
        self._settle = None
        m = self.model
        state = self.out_folder.take(reading) if reading is not None else None
        # (a Resume killed while it read the source leaves the folder's run unfinished)
        resumable = outcome == "crashed" and state is not None and state.kind == "interrupted"
        if m.summary is None and m.total > 0 and self.job is not None and state is not None:
            # killed or crashed while converting: only the journal knows what is kept
            if state.kind == "interrupted":
                # (a cluster's unfinished shards are converted whole again: its tasks'
                # files are removed, and --resume --cluster keeps none of them)
                m.settle_on_disk(state.shards, state.records, state.bytes, state.skipped,
                                 state.keeps_killed_partial and not self.job.cluster)
                if code == P.EXIT_RESUME_MISMATCH and state.planned:
                    # a Resume refused before converting (the source changed): the
                    # folder's run, not the refused run's plan ("3 of 8" beside "of 9")
                    m.total = state.planned
        msg = self._failure_message(self.convert, code, outcome, resumable)
        m.error = msg
        self.ended.emit(False, outcome, msg, self._details(self.convert, code, outcome))

    def _verify_finished(self, code: int, outcome: str) -> None:
        m = self.model
        m.verify_ended()
        m.phase = "finished"
        if m.verify is not None and m.verify.ok and outcome == "ok":
            self.ended.emit(True, "ok", "", "")
            return
        if outcome == "cancelled" or self._cancelled:
            # the files are all written; only the check was stopped
            m.phase = "cancelled"
            if m.verify is None or not m.verify.cancelled:
                m.verify = P.VerifyResult(ok=False, checked=m.verify_checked, cancelled=True)
            self.ended.emit(False, "verify_cancelled", self.tr("Verification was cancelled."), "")
            return
        if m.verify is None:
            # The check ended without a result (killed, out of memory): it found nothing
            # wrong; the files are written but not verified. (It was said as "verification
            # found problems", with the exit code as the problem.)
            m.verify_stopped = self._failure_message(self.verifier, code, outcome)
            self.ended.emit(False, "verify_stopped", m.verify_stopped,
                            self._details(self.verifier, code, outcome))
            return
        msg = self.tr("Verification found problems: {p}").format(
            p=engine_text.verify_problems(m.verify))
        self.ended.emit(False, "verify_failed", msg, "\n".join(self.verifier.stderr_tail()))

    def _log_line(self, line: str) -> None:
        """The engine's stderr lines reach the Log tab in the window's language where the
        engine's catalogue knows them ("note: ..."); stderr itself, the run log and the
        error details (stderr_tail) keep the engine's English."""
        self.logLine.emit(engine_text.log_line(line))
        _level, code, params = describe_log_line(line)
        if code == "log.cluster_worker_left":
            # said in the progress header too (a worker gone was said in the Log tab only)
            self.model.workers_left.append(str(params.get("worker", "")))

    def _cluster_started(self, ev: object) -> None:
        """The Log tab names the cluster a run went to, and passes on its note (what the
        plan's shard count costs in idle workers, and the --shards that avoids it)."""
        if not isinstance(ev, P.ClusterStarted):
            return
        threads = sum(int(w.get("threads", 1) or 1) for w in ev.workers)
        self.logLine.emit(cluster_started_line("" if ev.in_process else ev.address,
                                               len(ev.workers), threads))
        if ev.note:
            self.logLine.emit(engine_text.text(ev.note_code, ev.note_params, ev.note))

    def _details(self, client: EngineClient, code: int, outcome: str) -> str:
        """The error dialog's details: the engine's last stderr lines, and the signal that
        ended it (its number is for whoever reads the details, not the message)."""
        lines = client.stderr_tail()
        if outcome == "crashed":   # ended by a signal: Qt's exit code is its number
            lines = [*lines, self.tr("The engine process was ended by signal {c}.").format(
                c=code)]
        return "\n".join(lines)

    def _failure_message(self, client: EngineClient, code: int, outcome: str,
                         resumable: bool = False) -> str:
        """Why the run ended, for the dialog and the Summary. ``resumable``: the folder
        keeps an unfinished run that Resume can finish."""
        if client.error_text:
            return client.error_text
        final = client.final_event
        if isinstance(final, P.RunFailed) and final.message:
            return engine_text.event_text(final, "message")
        meaning = engine_text.exit_meaning(code)
        if outcome == "crashed":   # ended by a signal (its number goes to the details)
            if code == 9:   # SIGKILL: the kernel's out-of-memory killer, or a person
                # plainly, without "signal 9" or a guess that memory it was (walk)
                if client is self.verifier:
                    return self.tr(
                        "The check was stopped from outside: its process was killed. The "
                        "computer running out of memory is one cause; a person or another "
                        "program ending it is another.")
                if resumable:
                    return self.tr(
                        "The conversion was stopped from outside: the engine was killed. The "
                        "computer running out of memory is one cause; a person or another "
                        "program ending it is another. Resume finishes the conversion. If it "
                        "happens again while memory is short, choose fewer workers.")
                return self.tr(
                    "The conversion was stopped from outside: the engine was killed before "
                    "it kept a shard. The computer running out of memory is one cause; a "
                    "person or another program ending it is another. Start converts the "
                    "images again. If it happens again while memory is short, choose fewer "
                    "workers.")
            return self.tr("The engine stopped unexpectedly.")
        if meaning:
            return self.tr("The engine exited with code {c}: {m}.").format(
                c=code, m=meaning)
        return self.tr("The engine exited with code {c}.").format(c=code)


def cluster_started_line(address: str, n: int, threads: int) -> str:
    """The Log tab's line of a --cluster run's workers as it starts: "Dask cluster at
    {address}: 2 workers, 8 threads" ("" address: local:N's, in the engine process). Also
    an earlier part's, from its log (gui.run_story)."""
    # (a worker has at least one thread: 2 workers never have 1 thread)
    if not address:
        line = plural(n, plural(threads, QCoreApplication.translate(
            "RunController", "Local Dask cluster in the engine process: {n} worker, {t} thread"),
            QCoreApplication.translate(
                "RunController",
                "Local Dask cluster in the engine process: {n} worker, {t} threads")),
            QCoreApplication.translate(
                "RunController",
                "Local Dask cluster in the engine process: {n} workers, {t} threads"))
    else:
        line = plural(n, plural(threads, QCoreApplication.translate(
            "RunController", "Dask cluster at {address}: {n} worker, {t} thread"),
            QCoreApplication.translate(
                "RunController", "Dask cluster at {address}: {n} worker, {t} threads")),
            QCoreApplication.translate(
                "RunController", "Dask cluster at {address}: {n} workers, {t} threads"))
    return line.format(address=address, n=n, t=threads)
