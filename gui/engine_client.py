"""QProcess wrapper around `python -m engine`: argv, line buffering, typed signals and the
cancel ladder. Never blocks the GUI thread (no waitFor* calls).
"""

from __future__ import annotations

import collections
import time

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from engine import protocol as P
from gui.engine_launch import engine_command, engine_process


class EngineClient(QObject):
    """Runs one engine command at a time and turns its stdout into typed signals.

    ``finished(exit_code, outcome)``: outcome is "ok", "cancelled", "failed" (the engine
    reported a failure or exited non-zero) or "crashed" (killed by a signal, or it would
    not start; see :attr:`error_text` and :meth:`stderr_tail`).
    """

    eventReceived = Signal(object)        # every decoded event, UnknownEvent included
    runStarted = Signal(object)
    scanProgress = Signal(object)
    planReceived = Signal(object)
    progress = Signal(object)
    batchWritten = Signal(object)
    workerStats = Signal(object)
    shardWritten = Signal(object)
    itemFailed = Signal(object)
    runFinished = Signal(object)
    runFailed = Signal(object)
    verifyResult = Signal(object)
    sweepPoint = Signal(object)
    recommendation = Signal(object)
    logLine = Signal(str)                 # stderr lines and non-protocol stdout lines
    started = Signal()
    finished = Signal(int, str)

    # seconds between the steps of the cancel ladder: "cancel" -> terminate() -> kill()
    CANCEL_GRACE = 4.0
    TERMINATE_GRACE = 3.0
    # The longest the GUI thread spends on engine lines in one go. A burst (thousands of
    # lines after the window was busy, or a replay) is handled in slices, with painting
    # and input in between, instead of freezing the window until the last line.
    DISPATCH_BUDGET_S = 0.006

    def __init__(self, parent: QObject | None = None, command: list[str] | None = None,
                 stderr_lines: int = 40) -> None:
        super().__init__(parent)
        self._command = command
        self._proc: QProcess | None = None
        self._stdout_buf = b""
        self._stderr_buf = b""
        self._stderr: collections.deque[str] = collections.deque(maxlen=stderr_lines)
        self._final: object | None = None
        self._cancelling = False
        self._start_error = ""
        self._argv: list[str] = []
        self._ladder = QTimer(self)
        self._ladder.setSingleShot(True)
        self._ladder.timeout.connect(self._escalate)
        self._ladder_step = ""
        self._pending: collections.deque[bytes] = collections.deque()
        self._slice_scheduled = False
        self._exit: tuple[int, QProcess.ExitStatus] | None = None  # exited; lines still pending
        self._signals = {
            "run_started": self.runStarted, "scan_progress": self.scanProgress,
            "plan": self.planReceived, "progress": self.progress,
            "batch_written": self.batchWritten, "worker_stats": self.workerStats,
            "shard_written": self.shardWritten, "item_failed": self.itemFailed,
            "run_finished": self.runFinished, "run_failed": self.runFailed,
            "verify_result": self.verifyResult, "sweep_point": self.sweepPoint,
            "recommendation": self.recommendation,
        }

    # ------------------------------------------------------------------ public
    def argv(self, args: list[str]) -> list[str]:
        return list(self._command or engine_command()) + list(args)

    @property
    def last_argv(self) -> list[str]:
        return list(self._argv)

    def is_running(self) -> bool:
        """True from start() until finished() is emitted (the process may have exited
        already while its last lines are still being handled)."""
        return self._exit is not None or (
            self._proc is not None and self._proc.state() != QProcess.ProcessState.NotRunning)

    def stderr_tail(self) -> list[str]:
        """The last lines the engine wrote to stderr (for error dialogs)."""
        tail = list(self._stderr)
        if self._stderr_buf.strip():
            tail.append(self._stderr_buf.decode("utf-8", "replace").rstrip())
        return tail

    @property
    def error_text(self) -> str:
        """Why the process could not start, or "" if it did."""
        return self._start_error

    @property
    def final_event(self) -> object | None:
        """The run_finished or run_failed event of the last run, if any arrived."""
        return self._final

    def start(self, args: list[str], cwd: str | None = None) -> None:
        """Launch the engine with ``args`` (after `python -m engine`)."""
        if self.is_running():
            raise RuntimeError("the engine is already running")
        self._stdout_buf = self._stderr_buf = b""
        self._pending.clear()
        self._exit = None
        self._stderr.clear()
        self._final = None
        self._cancelling = False
        self._start_error = ""
        self._argv = self.argv(args)
        proc = engine_process(self, cwd)
        proc.readyReadStandardOutput.connect(self._read_stdout)
        proc.readyReadStandardError.connect(self._read_stderr)
        proc.finished.connect(self._on_finished)
        proc.errorOccurred.connect(self._on_error)
        proc.started.connect(self.started)
        self._proc = proc
        proc.start(self._argv[0], self._argv[1:])

    def cancel(self) -> None:
        """Ask the engine to stop: "cancel" on stdin, then terminate(), then kill()."""
        if not self.is_running() or self._cancelling:
            return
        self._cancelling = True
        if self._exit is not None or self._proc is None:
            return  # already exited; only its last lines are left to handle
        self._proc.write(b"cancel\n")
        self._ladder_step = "terminate"
        self._ladder.start(int(self.CANCEL_GRACE * 1000))

    @property
    def cancelling(self) -> bool:
        return self._cancelling

    # ------------------------------------------------------------------ internals
    def _escalate(self) -> None:
        if not self.is_running() or self._proc is None:
            return
        if self._ladder_step == "terminate":
            self.logLine.emit(self.tr("The engine did not stop in time; terminating it."))
            self._proc.terminate()
            self._ladder_step = "kill"
            self._ladder.start(int(self.TERMINATE_GRACE * 1000))
        else:
            self.logLine.emit(self.tr("The engine still runs; killing it."))
            self._proc.kill()

    def _read_stdout(self) -> None:
        if self._proc is None:
            return
        self._stdout_buf += bytes(self._proc.readAllStandardOutput().data())
        *lines, self._stdout_buf = self._stdout_buf.split(b"\n")
        self._pending.extend(lines)
        if not self._slice_scheduled:  # else the next slice comes after painting
            self._dispatch_slice()

    def _dispatch_slice(self) -> None:
        """Handle pending lines for at most DISPATCH_BUDGET_S, then let the event loop
        breathe and continue; report the exit once the last line is handled."""
        self._slice_scheduled = False
        deadline = time.perf_counter() + self.DISPATCH_BUDGET_S
        pending = self._pending
        while pending:
            self._dispatch(pending.popleft())
            if pending and time.perf_counter() > deadline:
                self._slice_scheduled = True
                QTimer.singleShot(0, self, self._dispatch_slice)
                return
        if self._exit is not None:
            code, status = self._exit
            self._exit = None
            self._report_exit(code, status)

    def _read_stderr(self) -> None:
        if self._proc is None:
            return
        self._stderr_buf += bytes(self._proc.readAllStandardError().data())
        *lines, self._stderr_buf = self._stderr_buf.split(b"\n")
        for raw in lines:
            text = raw.decode("utf-8", "replace").rstrip()
            self._stderr.append(text)
            self.logLine.emit(text)

    def _dispatch(self, raw: bytes) -> None:
        if not raw.strip():
            return
        ev = P.decode(raw)
        if isinstance(ev, P.LogLine):
            self.logLine.emit(ev.text)
            return
        if isinstance(ev, (P.RunFinished, P.RunFailed)):
            self._final = ev
        self.eventReceived.emit(ev)
        sig = self._signals.get(ev.type) if isinstance(ev, P.Event) else None
        if sig is not None:
            sig.emit(ev)

    def _on_finished(self, exit_code: int, exit_status: QProcess.ExitStatus) -> None:
        # take what is left, including a last line without a newline
        self._ladder.stop()
        if self._proc is not None:
            self._stdout_buf += bytes(self._proc.readAllStandardOutput().data())
        self._read_stderr()
        self._pending.extend(self._stdout_buf.split(b"\n"))
        self._stdout_buf = b""
        self._exit = (exit_code, exit_status)
        if not self._slice_scheduled:
            self._dispatch_slice()

    def _report_exit(self, exit_code: int, exit_status: QProcess.ExitStatus) -> None:
        crashed = exit_status == QProcess.ExitStatus.CrashExit
        said_ok = isinstance(self._final, P.RunFinished) and self._final.status == "ok"
        if crashed and self._cancelling and said_ok:
            # Stop pressed just as the engine finished: it had said so (run_finished "ok":
            # said only once the manifest is written and the journal gone), and the cancel
            # ladder's kill ended it as it shut its workers down. The run finished, as it
            # said: "Cancelled." above a bar at 100% was said of a whole dataset.
            outcome, exit_code = "ok", P.EXIT_OK
        elif crashed and self._cancelling:
            outcome, exit_code = "cancelled", P.EXIT_CANCELLED
        elif crashed:
            outcome, exit_code = "crashed", exit_code or -1
        elif exit_code == P.EXIT_CANCELLED or (
                isinstance(self._final, P.RunFinished) and self._final.status == "cancelled"):
            outcome = "cancelled"
        elif exit_code == 0 and not isinstance(self._final, P.RunFailed):
            outcome = "ok"
        else:
            outcome = "failed"
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.deleteLater()
        self.finished.emit(exit_code, outcome)

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error != QProcess.ProcessError.FailedToStart or self._proc is None:
            return  # crashes are reported by finished()
        self._start_error = self.tr("Could not start the engine ({program}): {reason}").format(
            program=self._argv[0] if self._argv else "?", reason=self._proc.errorString())
        self._ladder.stop()
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.deleteLater()
        self.finished.emit(-1, "crashed")
