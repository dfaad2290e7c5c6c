"""A run typed in a terminal ends cleanly however the terminal or the system stops it: a
closed terminal (SIGHUP to its session, writes to it then fail with EIO), a stop sent to
the whole process group (`kill -- -PGID`, a service manager's or batch system's SIGTERM),
the reader of its stdout gone (a closed pipe). Each is a cancel: exit 130, the journal and
what was converted kept, no traceback, no false "a worker process died" (the workers got
the signal too), and --resume then finishes the run with every image once, read back with
TensorFlow. Real processes: the engine in a session of its own, its workers, a pty."""

from __future__ import annotations

import fcntl
import os
import pty
import signal
import subprocess
import termios
import threading
import time
from pathlib import Path

import psutil
import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.run.journal import JOURNAL
from tests.engine.conftest import read_tfrecords

OPTS = ["--workers", "2", "--shards", "4", "--size", "32", "--item-timeout", "900"]
IMAGES = 40


def _source(tmp_path: Path) -> Path:
    """IMAGES noise photos and one more whose decoding hangs (HANG_DECODER): the run is
    surely converting, and still is, when the test stops it."""
    src = F.noise_dataset(tmp_path / "src", IMAGES, 96)
    (src / "a" / "00013_HANGME.jpg").write_bytes((src / "a" / "00000.jpg").read_bytes())
    return src


def _wait_for(mark: Path, proc: subprocess.Popen, what: str) -> None:
    """Until ``mark`` exists (the engine hangs on its stuck file: it converts now)."""
    deadline = time.monotonic() + 180   # (a hang ends here, not a speed claim)
    while not mark.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert mark.exists(), f"the run never reached its stuck file: {what}"


def _stopped_then_resumed(src: Path, out: Path, err_text: str) -> None:
    """The stopped run was a cancel kept for --resume; --resume (without the stuck
    decoder) finishes it with every image once, as TensorFlow reads it."""
    for text in (err_text, (out / protocol.RUN_LOG).read_text(encoding="utf-8")):
        assert "Traceback" not in text and "internal error" not in text, text[-3000:]
        assert "died or hung" not in text, text[-3000:]   # (the workers got it too)
        assert "resource_tracker" not in text, text[-3000:]   # (and multiprocessing's)
    assert (out / JOURNAL).is_file()
    state = read_output_state(str(out))
    assert (state.kind, state.status) == ("interrupted", "cancelled"), state
    plain = dict(os.environ, PYTHONPATH=str(F.ROOT))
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--resume"), env=plain,
                                timeout=300)
    assert code == protocol.EXIT_OK, err
    assert read_output_state(str(out)).kind == "dataset"
    names = [r["image/filename"].decode() for r in
             read_tfrecords([out / n for n in F.shard_names(out)])]
    assert len(names) == len(set(names)) == IMAGES + 1, sorted(names)


def _workers_of(pid: int) -> list[psutil.Process]:
    return [k for k in psutil.Process(pid).children()
            if "spawn_main" in " ".join(k.cmdline())]


def _taken(proc: psutil.Process, sig: int) -> None:
    """Until ``proc`` has taken ``sig`` (no longer pending: acted on, or dead)."""
    bit = 1 << (sig - 1)
    deadline = time.monotonic() + 60   # (a hang ends here, not a speed claim)
    while time.monotonic() < deadline:
        try:
            status = Path(f"/proc/{proc.pid}/status").read_text()
        except OSError:
            return
        pending = [int(line.split()[1], 16) for line in status.splitlines()
                   if line.startswith(("SigPnd:", "ShdPnd:"))]
        if "zombie" in status or not any(p & bit for p in pending):
            return
        time.sleep(0.02)
    raise AssertionError(f"signal {sig} still pending in worker {proc.pid}")


def _in_own_group(argv: list[str], env: dict, **kw) -> subprocess.Popen:
    return subprocess.Popen(argv, cwd=F.ROOT, env=env, stdin=subprocess.DEVNULL,
                            start_new_session=True, **kw)


@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGTERM])
def test_a_stop_sent_to_the_whole_process_group_is_a_cancel(tmp_path, sig):
    """The engine and its workers all get the signal (a closed terminal's SIGHUP; `kill --
    -PGID`). Before, SIGHUP killed the engine mid-run, and after a group SIGTERM the
    cancelling engine said "a worker process died or hung; retrying" and started fresh
    workers."""
    src = _source(tmp_path)
    out, mark = tmp_path / "out", tmp_path / "hanging"
    env = F.with_sitecustomize(tmp_path, F.HANG_DECODER, HANG_MARK=str(mark))
    with open(tmp_path / "stdout", "wb") as stdout, open(tmp_path / "stderr", "wb") as stderr:
        proc = _in_own_group(F.engine_argv(src, out, *OPTS), env, stdout=stdout,
                             stderr=stderr)
        try:
            _wait_for(mark, proc, (tmp_path / "stderr").read_text())
            # A group signal reaches the workers, sometimes before the engine: sent to them
            # first, they live on (before, they died and the engine retried their images)
            workers = _workers_of(proc.pid)
            assert len(workers) == 2
            for w in workers:
                w.send_signal(sig)
            for w in workers:
                _taken(w, sig)
            assert F.still_running(workers, timeout=0) == workers, \
                (tmp_path / "stderr").read_text()
            os.killpg(proc.pid, sig)
            code = proc.wait(timeout=120)
        finally:
            F.end_left(proc, [])
    err = (tmp_path / "stderr").read_text(encoding="utf-8", errors="replace")
    assert code == protocol.EXIT_CANCELLED, err[-3000:]
    assert f"stopping ({sig.name})" in err
    events = [protocol.decode(line) for line in
              (tmp_path / "stdout").read_text(encoding="utf-8").splitlines()]
    assert events[-1].type == "run_finished" and events[-1].status == "cancelled"
    _stopped_then_resumed(src, out, err)


def test_a_closed_terminal_cancels_the_run_and_its_writes_stop_quietly(tmp_path):
    """The engine's terminal (a pty, its controlling terminal, stdout and stderr) is
    closed: the kernel sends SIGHUP to its session, workers too, and every later write
    to it fails with EIO. The cancel still finishes its bookkeeping."""
    src = _source(tmp_path)
    out, mark = tmp_path / "out", tmp_path / "hanging"
    env = F.with_sitecustomize(tmp_path, F.HANG_DECODER, HANG_MARK=str(mark))
    master, slave = pty.openpty()

    def take_terminal() -> None:   # (in the child, a session leader: its terminal now)
        fcntl.ioctl(1, termios.TIOCSCTTY, 0)

    proc = _in_own_group(F.engine_argv(src, out, *OPTS, "--events", "text"), env, stdout=slave,
                         stderr=slave, preexec_fn=take_terminal)
    os.close(slave)
    shown: list[bytes] = []

    def read() -> None:   # (what the terminal showed, until it is closed)
        try:
            while chunk := os.read(master, 4096):
                shown.append(chunk)
        except OSError:
            pass

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        _wait_for(mark, proc, b"".join(shown).decode(errors="replace"))
        os.close(master)   # the terminal window closed
        code = proc.wait(timeout=120)
    finally:
        F.end_left(proc, [])
    reader.join(timeout=30)
    assert code == protocol.EXIT_CANCELLED, b"".join(shown).decode(errors="replace")[-3000:]
    _stopped_then_resumed(src, out, "")


def test_a_closed_stdout_pipe_cancels_the_run(tmp_path):
    """The program reading the events (a window, `| head`) goes away: the next event
    meets a closed pipe (EPIPE). Before, the run stopped there, without its cancel's
    bookkeeping, and ended as an internal error."""
    src = _source(tmp_path)
    out, mark = tmp_path / "out", tmp_path / "hanging"
    env = F.with_sitecustomize(tmp_path, F.HANG_DECODER, HANG_MARK=str(mark))
    with open(tmp_path / "stderr", "wb") as stderr:
        proc = _in_own_group(F.engine_argv(src, out, *OPTS), env, stdout=subprocess.PIPE,
                             stderr=stderr)
        try:
            assert proc.stdout is not None
            for line in proc.stdout:   # (the events, read until the run is converting)
                if b'"type":"plan"' in line.replace(b" ", b""):
                    break
            _wait_for(mark, proc, (tmp_path / "stderr").read_text())
            proc.stdout.close()   # the reader went away
            code = proc.wait(timeout=120)
        finally:
            F.end_left(proc, [])
    err = (tmp_path / "stderr").read_text(encoding="utf-8", errors="replace")
    assert code == protocol.EXIT_CANCELLED, err[-3000:]
    log = (out / protocol.RUN_LOG).read_text(encoding="utf-8")
    assert "stopped: the program reading this run's events (the window) went away" in log
    _stopped_then_resumed(src, out, err)


def test_a_guarded_stream_goes_quiet_once_and_says_so_once():
    """engine.lost_streams.Guarded over a pipe whose reader went away: the write that meets
    EPIPE and every later one are dropped, the loss is said once, and the descriptor now
    writes to the null device (what the interpreter flushes at exit goes there)."""
    from engine.lost_streams import Guarded
    read_end, write_end = os.pipe()
    os.close(read_end)
    lost: list[int] = []
    with os.fdopen(write_end, "w") as raw:
        stream = Guarded(raw, lambda: lost.append(1))
        assert stream.write("a line\n") == len("a line\n")
        stream.flush()
        stream.write("another\n")
        stream.flush()
        assert stream.lost and lost == [1]
        assert os.write(raw.fileno(), b"x") == 1   # (EPIPE before: /dev/null now)


@pytest.mark.parametrize("error", [RuntimeError("reentrant call inside <_io.BufferedWriter "
                                                "name='<stderr>'>"), OSError(5, "EIO")])
def test_say_leaves_a_line_unsaid_when_stderr_cannot_take_it(monkeypatch, error):
    """engine.commands.cli.say from a signal handler that lands while the main thread is
    inside a write to stderr ("reentrant call") or on a closed terminal (EIO): the line is
    dropped, the handler goes on (it raised there, and the stop became a traceback)."""
    from engine.commands import cli

    class Failing:
        def write(self, text):
            raise error

        def flush(self):
            raise error

    monkeypatch.setattr("sys.stderr", Failing())
    cli.say("stopping (SIGHUP): finishing bookkeeping...")


HELD_START = """
import os, signal, sys
from multiprocessing import resource_tracker

from engine.run import pool


def report(path):   # (first thing in the child: the mask it began with)
    with open(path, "w") as f:
        f.write(next(l for l in open("/proc/self/status") if l.startswith("SigBlk:")))


if __name__ == "__main__":
    resource_tracker.ensure_running()
    tracker = resource_tracker._resource_tracker
    os.kill(tracker._pid, signal.SIGKILL)
    for _ in range(10000):   # (until its pipe says so: a bound, not a timing)
        if not tracker._check_alive():
            break
    p = pool._HeldSpawn().Process(target=report, args=(sys.argv[1],))
    p.start()
    p.join()
    print(sorted(signal.pthread_sigmask(signal.SIG_BLOCK, set())))
"""


def test_a_worker_starts_with_the_group_stops_held_after_the_tracker_died(tmp_path):
    """multiprocessing's resource tracker died (killed): starting the next decoding process
    starts a new tracker, whose start unblocks SIGINT and SIGTERM in the starting thread;
    the process still begins with every group stop blocked, and the starter's mask is as
    before (engine.run.pool._HeldStart)."""
    script, seen = tmp_path / "held.py", tmp_path / "mask"
    script.write_text(HELD_START)
    env = dict(os.environ, PYTHONPATH=str(F.ROOT))
    done = subprocess.run([F.PYTHON, str(script), str(seen)], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", done.stdout
    blocked = int(seen.read_text().split()[1], 16)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        assert blocked & (1 << (sig - 1)), (sig, seen.read_text())


def test_the_stops_taken_and_held_are_said_once():
    """engine.stop_signals: SIGHUP is taken unless inherited as ignored (nohup: logging out
    then does not stop the run); the engine's start imports nothing slow before its
    handlers (engine.__main__ brings in the standard library and this module only)."""
    from engine.stop_signals import GROUP_STOPS, stop_signals
    assert GROUP_STOPS == {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
    before = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        assert stop_signals() == [signal.SIGINT, signal.SIGTERM]
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
        assert stop_signals() == [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]
    finally:
        signal.signal(signal.SIGHUP, before)
    code = ("import sys; before = set(sys.modules); import engine.__main__; "
            "print(sorted(m for m in set(sys.modules) - before if m.startswith('engine')))")
    done = subprocess.run([F.PYTHON, "-c", code], cwd=F.ROOT, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(F.ROOT)), timeout=120)
    assert done.stdout.strip() == "['engine', 'engine.__main__', 'engine.stop_signals']", \
        done.stdout + done.stderr
