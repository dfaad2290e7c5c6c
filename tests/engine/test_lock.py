"""The output-folder lock (issue 18 #2): one run per folder; a second run exits 4 naming
the first; a stale lock of a dead run is taken over with a message."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.errors import LockedError
from engine.events import configure_logging
from engine.run.lock import LOCK_NAME, FolderLock

HOLD = """
import sys, time
sys.path.insert(0, {root!r})
from engine.run.lock import FolderLock
lock = FolderLock({folder!r})
lock.acquire()
print("locked", flush=True)
sys.stdin.readline()
lock.release()
"""


@pytest.fixture
def holder(tmp_path):
    """Another process holding the lock on tmp_path/out until its stdin closes."""
    out = tmp_path / "out"
    out.mkdir()
    p = subprocess.Popen([sys.executable, "-c", HOLD.format(root=str(F.ROOT), folder=str(out))],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "locked"
    yield out, p
    p.stdin.close()
    p.wait(timeout=30)
    p.stdout.close()


@pytest.fixture(autouse=True)
def _notes_on_stderr():
    """The lock logs its notes (engine.run.lock); show them on stderr as the CLI does."""
    configure_logging()


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_second_lock_is_refused_naming_the_holder(holder):
    out, p = holder
    with pytest.raises(LockedError) as e:
        FolderLock(str(out)).acquire()
    msg = str(e.value)
    assert f"process {p.pid}" in msg and socket.gethostname() in msg
    assert e.value.exit_code == protocol.EXIT_OUTPUT_EXISTS
    info = json.loads((out / LOCK_NAME).read_text())
    assert info["pid"] == p.pid and info["host"] == socket.gethostname() and info["started"]


def test_release_removes_the_lock_and_allows_the_next(tmp_path):
    a = FolderLock(str(tmp_path))
    a.acquire()
    a.release()
    assert not (tmp_path / LOCK_NAME).exists()
    b = FolderLock(str(tmp_path))
    b.acquire()
    b.release()


def test_stale_lock_of_a_dead_process_is_taken_over(tmp_path, capsys):
    pid = _dead_pid()
    (tmp_path / LOCK_NAME).write_text(json.dumps(
        {"host": socket.gethostname(), "pid": pid, "started": "2026-01-01T00:00:00+00:00"}))
    lock = FolderLock(str(tmp_path))
    lock.acquire()
    err = capsys.readouterr().err
    assert "took over a stale lock" in err and f"process {pid}" in err
    assert "no longer running" in err
    assert json.loads((tmp_path / LOCK_NAME).read_text())["pid"] == os.getpid()
    lock.release()


def test_stale_lock_whose_pid_was_reused_is_taken_over(tmp_path, capsys):
    """The pid is alive (here: our parent, certainly not an engine) but nobody holds the
    lock file's flock: the run that wrote it is gone."""
    (tmp_path / LOCK_NAME).write_text(json.dumps(
        {"host": socket.gethostname(), "pid": os.getppid(), "started": "x"}))
    lock = FolderLock(str(tmp_path))
    lock.acquire()
    assert "reused" in capsys.readouterr().err
    lock.release()


def test_empty_lock_left_by_a_crash_while_creating_it_is_taken_over(tmp_path, capsys):
    (tmp_path / LOCK_NAME).write_bytes(b"")
    lock = FolderLock(str(tmp_path))
    lock.acquire()
    assert "cut off" in capsys.readouterr().err
    lock.release()


def test_lock_of_another_host_is_never_taken_over(tmp_path):
    (tmp_path / LOCK_NAME).write_text(json.dumps(
        {"host": "some-other-host.example", "pid": _dead_pid(), "started": "2026-01-01"}))
    with pytest.raises(LockedError) as e:
        FolderLock(str(tmp_path)).acquire()
    assert "some-other-host.example" in str(e.value)
    assert LOCK_NAME in str(e.value)   # says which file to delete once that run is over


def test_convert_into_a_locked_folder_exits_4_and_touches_nothing(holder, tmp_path):
    out, p = holder
    src = tmp_path / "src"
    for i in range(2):
        F.write(src / "a" / f"{i}.jpg", F.encode(F.noise(16, 16, i), "JPEG"))
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--overwrite"))
    assert code == protocol.EXIT_OUTPUT_EXISTS, err
    failed = F.types(events, "run_failed")
    assert failed and f"process {p.pid}" in failed[0]["message"]
    assert sorted(os.listdir(out)) == [LOCK_NAME]


def test_two_runs_started_at_the_same_instant_20_times(tmp_path):
    """Issue 18 #2: both into one folder, with different options. Exactly one runs; the
    other exits 4 (the lock, or the folder it finds already written); the result is one
    run's dataset, whole, and verifies."""
    src = tmp_path / "src"
    for i in range(6):
        F.write(src / "ab"[i % 2] / f"{i}.jpg", F.encode(F.noise(20, 20, i), "JPEG"))
    options = {1: ["--shards", "1"], 2: ["--shards", "2"]}
    common = ["--format", "original", "--workers", "1"]
    refs = {}
    for n, opts in options.items():
        refs[n] = tmp_path / f"ref{n}"
        code, _, err = F.run_engine(F.engine_argv(src, refs[n], *common, *opts))
        assert code == 0, err
    from engine.commands.verify import verify_dataset
    env = dict(os.environ, PYTHONPATH=str(F.ROOT))
    lock_refusals = 0
    for i in range(20):
        out = tmp_path / f"out{i}"
        go = threading.Barrier(2)
        results: dict[int, tuple] = {}

        def run(n, out=out, go=go, results=results):
            argv = F.engine_argv(src, out, *common, *options[n])
            go.wait()
            results[n] = F.run_engine(argv, env=env)

        threads = [threading.Thread(target=run, args=(n,)) for n in options]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=180)
        codes = sorted(results[n][0] for n in options)
        assert codes == [0, protocol.EXIT_OUTPUT_EXISTS], \
            f"round {i}: exit codes {codes}: {[results[n][2][-500:] for n in options]}"
        winner = next(n for n in options if results[n][0] == 0)
        loser = 3 - winner
        message = F.types(results[loser][1], "run_failed")[0]["message"]
        if "in use by" in message:
            lock_refusals += 1
            assert "process" in message and socket.gethostname() in message
        assert F.folder_bytes(out) == F.folder_bytes(refs[winner])
        assert not (out / LOCK_NAME).exists()
        assert verify_dataset(str(out)).ok
    # Started together, the two runs overlap nearly always: the lock must have decided.
    assert lock_refusals >= 1


@pytest.mark.parametrize("content", [b"garbage", b'{"host": "HOST", "pid": "abc"}', b"[1, 2]"])
def test_damaged_lock_file_left_behind_is_taken_over(tmp_path, capsys, content):
    (tmp_path / LOCK_NAME).write_bytes(content.replace(b"HOST", socket.gethostname().encode()))
    lock = FolderLock(str(tmp_path))
    lock.acquire()
    assert "took over a stale lock" in capsys.readouterr().err
    lock.release()
