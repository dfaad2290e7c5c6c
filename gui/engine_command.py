"""One short engine command whose stdout is a single document (`inspect --json`, a
record page): EngineCommand, which collects it and reports it when the command ends."""

from __future__ import annotations

from PySide6.QtCore import QObject, QProcess, Signal

from gui.engine_launch import engine_command, engine_process


class EngineCommand(QObject):
    """Runs one short engine command whose stdout is a single document (e.g. `inspect
    --json`), collects it, and reports ``finished(exit_code, stdout_bytes, stderr_text)``.
    Starting again while one runs abandons the old one (its result is dropped)."""

    finished = Signal(int, bytes, str)
    #: each whole line the command writes on stderr, as it comes (inspect --progress's)
    errorLine = Signal(str)

    def __init__(self, parent: QObject | None = None, command: list[str] | None = None) -> None:
        super().__init__(parent)
        self._command = command
        self._proc: QProcess | None = None
        self._out = bytearray()
        self._err = bytearray()
        self._said = 0

    def is_running(self) -> bool:
        return self._proc is not None

    def start(self, args: list[str]) -> None:
        self.abandon()
        argv = list(self._command or engine_command()) + list(args)
        self._out, self._err = bytearray(), bytearray()
        self._said = 0   # (bytes of stderr given as errorLine)
        proc = engine_process(self)
        # Slots of self, never lambdas: Qt then drops these connections when this object is
        # destroyed, before it deletes its processes, whose destructor kills the process and
        # would otherwise call back into a half-deleted QProcess ("Internal C++ object
        # already deleted" when the Inspect tab closed mid-load). sender() tells them apart.
        proc.readyReadStandardOutput.connect(self._on_output)
        proc.readyReadStandardError.connect(self._on_output)
        proc.finished.connect(self._on_finished)
        proc.errorOccurred.connect(self._on_error)
        self._proc = proc
        proc.start(argv[0], argv[1:])

    def abandon(self) -> None:
        """Forget the running command (it is killed; no finished signal for it)."""
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.kill()  # asynchronous; deleteLater once it is gone
            proc.finished.connect(proc.deleteLater)

    def _on_output(self) -> None:
        proc = self.sender()
        if isinstance(proc, QProcess) and proc is self._proc:
            self._drain(proc)

    def _drain(self, proc: QProcess) -> None:
        self._out.extend(bytes(proc.readAllStandardOutput().data()))
        self._err.extend(bytes(proc.readAllStandardError().data()))
        end = self._err.rfind(b"\n") + 1
        if end > self._said:
            lines, self._said = bytes(self._err[self._said:end]), end
            for line in lines.decode("utf-8", "replace").splitlines():
                self.errorLine.emit(line)

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        proc = self.sender()
        if not isinstance(proc, QProcess) or proc is not self._proc:
            return
        self._drain(proc)
        self._proc = None
        proc.deleteLater()
        if status == QProcess.ExitStatus.CrashExit:
            code = code or -1
        self.finished.emit(code, bytes(self._out), self._err.decode("utf-8", "replace"))

    def _on_error(self, error: QProcess.ProcessError) -> None:
        proc = self.sender()
        if proc is not self._proc or error != QProcess.ProcessError.FailedToStart:
            return
        self._proc = None
        proc.deleteLater()
        self.finished.emit(-1, b"", self.tr("Could not start the engine: {r}").format(
            r=proc.errorString()))
