"""--headless, and a launch with no display: convert without a window, with the engine's text
output; the engine command it runs (only what the options say), and what it says after the
engine's last line (where the skipped files are listed, how to load the dataset). A ZIP or
tar export given as the source is unpacked first, as the window does (gui.headless_unpack).
A stop from outside (SIGTERM, SIGINT, SIGHUP) stops the engine as the window's Stop does
(EngineStop), waits for it, and says the command that finishes the run."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from typing import Any

from engine.launcher_watch import LAUNCHER_WATCH
from engine.protocol import EXIT_CANCELLED
from gui.headless_unpack import archive_kind, unpacked_source
from gui.stop_signals import catch_stops


def display_available() -> bool:
    """False on Linux when Qt would find no display to open a window on."""
    if not sys.platform.startswith("linux"):
        return True
    return any(os.environ.get(k) for k in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def headless_argv(opts: argparse.Namespace) -> list[str]:
    """The engine command line --headless runs (no QApplication involved).

    Only what the options say: the form's remembered source and options are not used, and
    nothing is replaced without --overwrite.
    """
    from gui.engine_launch import engine_command
    from gui.job import Job
    from gui.settings import SAMPLE_DIR, default_output_for

    job = Job()
    job.source = opts.source or str(SAMPLE_DIR)
    job.out = opts.out or default_output_for(job.source)
    if opts.size:
        job.size = opts.size.strip().lower()
    if opts.workers:
        w = opts.workers.strip().lower()
        job.workers = 0 if w == "auto" else int(w)
    job.overwrite = bool(opts.overwrite)
    args = job.convert_args()
    args[args.index("--events") + 1] = "text"
    if not opts.no_verify:
        args.append("--verify")
    return engine_command() + args


def next_steps(out: str, code: int) -> list[str]:
    """What a headless run says after the engine's last line ("-> OUT"): where the list of
    skipped files is, when there is one, and, when the engine wrote no HOW_TO_LOAD.md (its
    last line names that file), the command that shows how to load the dataset. Nothing
    when no dataset was written."""
    import csv
    import shlex
    if code not in (0, 7):   # finished (7: verification found problems; still written)
        return []
    lines = []
    rejected = os.path.join(out, "rejected.csv")
    try:
        with open(rejected, encoding="utf-8", newline="") as f:
            skipped = sum(1 for _ in csv.DictReader(f))
    except OSError:
        skipped = 0
    if skipped:
        lines.append(f"Skipped files and why: {rejected}")
    # (the engine's last line names HOW_TO_LOAD.md when it wrote one: engine.events)
    if not os.path.isfile(os.path.join(out, "HOW_TO_LOAD.md")):
        from gui.engine_launch import display_command
        cmd = shlex.join([*display_command(), "inspect", out, "--how-to-load"])
        lines.append(f"How to load it: {cmd}")
    return lines


def run_headless(opts: argparse.Namespace) -> int:
    """Convert without a window; returns the engine's exit code."""
    from gui.engine_launch import engine_pythonpath, engine_working_dir
    if opts.source and archive_kind(opts.source):   # unpacked as the window unpacks it
        folder, code = unpacked_source(opts.source)
        if not folder:
            return code
        opts = argparse.Namespace(**{**vars(opts), "source": folder})
    argv = headless_argv(opts)
    print(f"tfrecord-studio: converting {argv[argv.index('convert') + 1]} into "
          f"{argv[argv.index('--out') + 1]}", flush=True)
    env = dict(os.environ)
    pp = engine_pythonpath(env.get("PYTHONPATH", ""))
    if pp:
        env["PYTHONPATH"] = pp
    env.setdefault("PYTHONIOENCODING", "utf-8")
    env[LAUNCHER_WATCH] = "1"   # this process killed: the end of its stdin stops the run
    with EngineStop() as stop:
        try:   # (stdin: where the window's Stop says "cancel", and so does a stop here)
            proc = subprocess.Popen(argv, env=env, cwd=engine_working_dir(),
                                    stdin=subprocess.PIPE, **own_group())
        except OSError as e:
            print(f"tfrecord-studio: cannot start the engine: {e}", file=sys.stderr)
            return 2
        with proc:   # (its stdin closed once it has ended)
            code = stop.wait(proc)
    try:
        if stop.signum and code == EXIT_CANCELLED:
            print(stopped_words(stop, argv), file=sys.stderr, flush=True)
        else:   # (finished, or failed, though a stop came: the engine's end said first)
            for line in next_steps(argv[argv.index("--out") + 1], code):
                print(line, flush=True)
    except OSError:   # (a closed session's terminal: SIGHUP) nobody left to tell
        pass   # (a stop that came as the engine finished printed a traceback here)
    return code


#: How long a stopped headless run waits for the engine to finish its bookkeeping after
#: the cancel (keeping its complete shards and journal: seconds at most); an engine still
#: running then is killed, its workers with it (their lifeline, engine.run.worker), which
#: --resume also finishes from. Not waiting at all left it converting with nobody watching.
STOP_GRACE_S = 60.0

class _Stopped(Exception):
    """A stop signal came while EngineStop.wait waited for the engine."""


class EngineStop:
    """While in its ``with``: a stop signal to this process is passed on to the engine the
    way the window's Stop asks it, "cancel" on its stdin (engine.commands.cli), and
    ``wait`` then gives it STOP_GRACE_S to end. Before, SIGTERM killed this process alone
    and the engine went on converting into the output folder, unwatched."""

    def __init__(self, grace: float = STOP_GRACE_S) -> None:
        self.grace = grace
        self.signum = 0        # the first stop signal, 0 while none came
        self.killed = False    # the engine did not end within the grace and was killed
        self._proc: subprocess.Popen | None = None
        self._sent = False
        self._waiting = False
        self._restore: Callable[[], None] = lambda: None

    def __enter__(self) -> EngineStop:
        self._restore = catch_stops(self._on_signal)   # (gui.stop_signals: the one rule)
        return self

    def __exit__(self, *exc: object) -> None:
        self._restore()

    def _on_signal(self, signum: int, frame: Any) -> None:
        first = not self.signum
        self.signum = self.signum or signum
        self._forward()
        if first and self._waiting:
            raise _Stopped

    def _forward(self) -> None:
        if self._proc is None or self._sent or self._proc.stdin is None:
            return
        self._sent = True
        try:
            self._proc.stdin.write(b"cancel\n")
            self._proc.stdin.flush()
        except (OSError, ValueError):
            pass   # it has ended already

    def wait(self, proc: subprocess.Popen) -> int:
        """The exit code of ``proc`` (the engine), started in this ``with``: its own, or,
        when it had to be killed after a stop, EXIT_CANCELLED."""
        self._proc = proc
        if self.signum:   # (one that came while it started)
            self._forward()
        self._waiting = True
        try:
            if not self.signum:
                return self._code(proc.wait())
        except _Stopped:
            pass
        finally:
            self._waiting = False
        try:
            return self._code(proc.wait(timeout=self.grace))
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            self.killed = True
            return EXIT_CANCELLED

    def _code(self, code: int) -> int:
        # (a signal that reached the engine itself, a session's hangup, ended it: cancelled)
        return EXIT_CANCELLED if code < 0 and self.signum else code


def own_group() -> dict[str, Any]:
    """Popen's arguments that start the engine in a process group of its own: a closed
    terminal's SIGHUP and Ctrl+C's SIGINT go to the terminal's foreground group, which
    held the engine and its workers too; the engine died without its cancel bookkeeping
    and the workers printed KeyboardInterrupt tracebacks. Now only --headless hears them
    and passes "cancel" on (EngineStop); killed outright, its engine still stops (its
    stdin ends: engine.launcher_watch)."""
    if sys.platform == "win32":
        return {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
    return {"start_new_session": True}


def stopped_words(stop: EngineStop, argv: list[str]) -> str:
    """What a stopped headless run says last (on stderr): why it stopped, and the command
    that finishes the run (the engine's, with --resume: --headless has none)."""
    import shlex

    from gui.engine_launch import display_command, engine_command
    args = [a for a in argv[len(engine_command()):] if a != "--overwrite"]
    how = signal.Signals(stop.signum).name
    killed = (f"; the engine did not stop within {stop.grace:g} s and was ended"
              if stop.killed else "")
    return (f"tfrecord-studio: stopped ({how}){killed}. The run can be finished with the "
            f"same command plus --resume: {shlex.join([*display_command(), *args, '--resume'])}")
