"""A headless run stopped from outside (`kill PID`, a service manager's or batch system's
stop, Ctrl+C, a closed session) stops its engine too, as the window's Stop does: "cancel"
on the engine's stdin, a bounded wait, the cancelled exit code, and on stderr the command
that finishes the run. Before, SIGTERM killed the headless process alone and the engine
went on converting into the output folder with nobody watching. Real processes: the
headless app, the engine and its workers."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
from studio_fixtures import ROOT, make_dataset

from engine import protocol
from engine.output_kind import read_output_state
from gui.headless import EngineStop, stopped_words
from tests.engine import imagefactory as F

NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "TFRECORD_STUDIO_ENGINE")


def _headless_held(tmp_path: Path, sig: int,
                   group: bool = False) -> tuple[subprocess.Popen, bytes, list]:
    """A headless run whose engine surely converts (a worker held on a file), sent `sig`
    (it alone, as `kill PID` does; ``group``: its whole process group, as a closed
    terminal and Ctrl+C do): (the ended headless process, its stderr, the engine and its
    workers as they were)."""
    src = make_dataset(tmp_path / "src", per_class=12)
    (src / "cat" / "cat_HANGME.jpg").write_bytes((src / "cat" / "cat_000.jpg").read_bytes())
    mark = tmp_path / "hanging"
    env = {k: v for k, v in F.with_sitecustomize(tmp_path, F.HANG_DECODER).items()
           if k not in NO_DISPLAY}
    env["HANG_MARK"] = str(mark)
    app = subprocess.Popen(
        [sys.executable, "-m", "gui", "--settings", str(tmp_path / "s.ini"), "--headless",
         "--source", str(src), "--out", str(tmp_path / "out"), "--workers", "2",
         "--size", "32", "--no-verify"], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    started: list[psutil.Process] = []
    err = b""
    try:
        deadline = time.monotonic() + 180   # (a hang ends here, not a speed claim)
        while not mark.exists() and app.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert mark.exists(), app.communicate(timeout=60)
        started = psutil.Process(app.pid).children(recursive=True)
        assert any("engine" in p.cmdline() for p in started), started
        if group:   # (its own session's: start_new_session; the terminal's in use)
            os.killpg(app.pid, sig)
        else:
            os.kill(app.pid, sig)
        if sig == signal.SIGKILL:   # (its stderr pipe is the engine's too: not read here)
            app.wait(timeout=60)
        else:
            _, err = app.communicate(timeout=180)
        # the engine and its workers end too, long before the held file's 120 s are up
        alive = F.still_running(started, timeout=60)
        assert not alive, f"left running: {[(p.pid, p.cmdline()) for p in alive]}"
    finally:
        F.end_left(app, started)
        app.stderr.close()
    return app, err, started


def test_a_sigkill_of_the_headless_process_stops_its_engine(tmp_path):
    """Killed outright (no handler runs: the OOM killer, a batch system's SIGKILL), the
    headless process cannot pass anything on; its engine, writing to a terminal, saw no
    broken pipe and converted on. The end of its stdin stops it (engine.launcher_watch)."""
    _headless_held(tmp_path, signal.SIGKILL)
    state = read_output_state(str(tmp_path / "out"))
    assert state.kind == "interrupted" and state.status == "cancelled", state


def test_a_sigterm_to_the_headless_process_stops_its_engine_and_the_run_resumes(tmp_path):
    _stopped_and_resumed(tmp_path, signal.SIGTERM)


@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGINT])
def test_a_closed_terminal_or_ctrl_c_to_the_group_stops_cleanly_and_resumes(tmp_path, sig):
    """A closed terminal (SIGHUP) and Ctrl+C (SIGINT) reach the terminal's whole process
    group: the engine, in it too, died without its cancel bookkeeping and its workers
    printed KeyboardInterrupt tracebacks. Its own group now: --headless alone hears them
    and passes "cancel" on."""
    err = _stopped_and_resumed(tmp_path, sig, group=True)
    assert "KeyboardInterrupt" not in err and "Traceback" not in err, err[-3000:]


def _stopped_and_resumed(tmp_path: Path, sig: int, group: bool = False) -> str:
    app, err, _ = _headless_held(tmp_path, sig, group)
    out = tmp_path / "out"
    assert app.returncode == protocol.EXIT_CANCELLED, err.decode()[-3000:]
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.status == "cancelled", state
    said = err.decode().strip().splitlines()[-1]
    assert said.startswith(f"tfrecord-studio: stopped ({signal.Signals(sig).name}). The run "
                           "can be finished with the same command plus --resume: "), said
    resume = shlex.split(said.split("--resume: ", 1)[1])
    assert resume[-1] == "--resume"
    # The command it names finishes the run, as an uninterrupted one would have written it.
    plain = {k: v for k, v in os.environ.items() if k != "TFRECORD_STUDIO_ENGINE"}
    plain["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(resume, cwd=ROOT, env=plain, stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=300)
    assert done.returncode == protocol.EXIT_OK, done.stderr.decode()[-3000:]
    reference = tmp_path / "reference"
    whole = [str(reference) if a == str(out) else a for a in resume[:-1]]
    ref = subprocess.run(whole, cwd=ROOT, env=plain, stdin=subprocess.DEVNULL,
                         capture_output=True, timeout=300)
    assert ref.returncode == protocol.EXIT_OK, ref.stderr.decode()[-3000:]
    F.assert_identical(out, reference)
    return err.decode()


def test_an_ignored_sighup_stays_ignored_while_the_engine_runs():
    """Started with nohup: logging out (SIGHUP) does not stop the run; SIGTERM still does.
    The run set its handler over nohup's ignore, and a logout cancelled it."""
    before = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        with EngineStop() as stop:
            assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
            os.kill(os.getpid(), signal.SIGHUP)
            assert not stop.signum
            os.kill(os.getpid(), signal.SIGTERM)
            assert stop.signum == signal.SIGTERM   # (the handler runs as os.kill returns)
        assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
        assert signal.getsignal(signal.SIGTERM) is not stop._on_signal   # given back
    finally:
        signal.signal(signal.SIGHUP, before)


def test_an_engine_that_does_not_stop_is_ended_after_the_grace(tmp_path):
    """The wait after a stop is bounded: an engine that neither reads its stdin nor minds
    SIGTERM is ended, and the run says so, with the cancelled exit code."""
    stubborn = subprocess.Popen(
        [sys.executable, "-c", "import signal, time\n"
         "for s in (signal.SIGINT, signal.SIGTERM):\n    signal.signal(s, signal.SIG_IGN)\n"
         "print('ready', flush=True)\ntime.sleep(600)\n"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert stubborn.stdout.readline() == b"ready\n"
        with EngineStop(grace=1) as stop:
            os.kill(os.getpid(), signal.SIGTERM)   # (this process: the handler has it)
            code = stop.wait(stubborn)
    finally:
        if stubborn.poll() is None:
            stubborn.kill()
        stubborn.wait()
        stubborn.stdout.close()
        stubborn.stdin.close()
    assert code == protocol.EXIT_CANCELLED and stop.killed
    assert stubborn.returncode == -signal.SIGKILL
    assert signal.getsignal(signal.SIGTERM) is not stop._on_signal   # given back
    words = stopped_words(stop, [*_engine(), "convert", "/src", "--out", "/o", "--overwrite"])
    assert "stopped (SIGTERM); the engine did not stop within 1 s and was ended" in words
    assert words.endswith("convert /src --out /o --resume"), words


def _engine() -> list[str]:
    from gui.engine_launch import engine_command
    return engine_command()


def test_the_window_starts_its_engines_watched():
    """The window holds each engine's stdin open as long as it is there and tells the
    engine so: killed, its end stops the run (tests/engine/test_window_gone)."""
    from engine.launcher_watch import LAUNCHER_WATCH, watched_by_launcher
    from gui.engine_launch import engine_environment
    env = engine_environment()
    assert env.value(LAUNCHER_WATCH) == "1"
    assert watched_by_launcher({k: env.value(k) for k in env.keys()})
    assert not watched_by_launcher({})   # a command typed in a terminal is not


def test_a_stop_as_the_engine_finishes_says_nothing_to_a_closed_terminal(tmp_path,
                                                                          monkeypatch):
    """A closed terminal's SIGHUP that came as the engine ended on its own (code 0): the
    lines after its last one went to a terminal that was gone, and --headless ended in a
    traceback (the stopped path had its guard, this one had none)."""
    import argparse
    import errno

    from gui import headless

    class Gone:
        """stdout once the terminal closed: the first line went out, the rest fail."""
        def __init__(self) -> None:
            self.lines = 0

        def write(self, text: str) -> int:
            if self.lines:
                raise OSError(errno.EIO, "Input/output error")
            self.lines += text.count("\n")
            return len(text)

        def flush(self) -> None:
            pass
    hangup = ("import os, signal, sys\nsys.stdin.read(0)\n"
              "os.kill(os.getppid(), signal.SIGHUP)\n")   # (then ends: 0, finished)
    monkeypatch.setattr(headless, "headless_argv", lambda _o: [
        sys.executable, "-c", hangup, "convert", str(tmp_path), "--out", str(tmp_path / "o")])
    monkeypatch.setattr(sys, "stdout", Gone())
    before = signal.getsignal(signal.SIGHUP)
    code = headless.run_headless(argparse.Namespace(source=str(tmp_path)))
    assert code == 0 and sys.stdout.lines == 1
    assert signal.getsignal(signal.SIGHUP) == before
