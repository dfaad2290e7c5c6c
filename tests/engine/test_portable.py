"""Portable choices (issue 11), tested here because no Windows or macOS machine is
available: the worker watchdog uses a pipe, not os.getppid(); Windows caps the pool at 61."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from engine import option_rules
from engine.errors import ConfigError
from engine.option_rules import resolve_workers
from engine.run import worker
from tests.engine.conftest import ROOT


def _watch_then_sleep(conn) -> None:
    worker.watch_lifeline(conn)
    time.sleep(120)


def test_worker_exits_when_every_write_end_of_its_lifeline_closes():
    ctx = multiprocessing.get_context("spawn")
    watch_end, keep_end = worker.lifeline_pipe(ctx)
    p = ctx.Process(target=_watch_then_sleep, args=(watch_end,))
    p.start()
    try:
        time.sleep(1.0)
        assert p.is_alive()  # an open lifeline keeps it running
        keep_end.close()     # what the operating system does when the engine dies
        p.join(timeout=60)
        assert p.exitcode == 1
    finally:
        if p.is_alive():
            p.kill()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_workers_of_a_killed_engine_exit(tmp_path):
    # A real engine-like parent with a real pool is SIGKILLed: its workers must not stay.
    code = textwrap.dedent(f"""
        import os, sys, time
        sys.path.insert(0, {ROOT!r})
        from engine.run import worker
        from engine.config import ConvertConfig, ImageOptions
        from engine.run.pool import spawn_pool
        if __name__ == "__main__":
            pool = spawn_pool(ConvertConfig(source=".", out="o", image=ImageOptions()), 2)
            futs = [pool.submit(worker.ping, 0.2) for _ in range(2)]
            [f.result() for f in futs]
            print(" ".join(str(p.pid) for p in pool._processes.values()), flush=True)
            time.sleep(120)
    """)
    script = tmp_path / "parent.py"
    script.write_text(code)
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        pids = [int(x) for x in parent.stdout.readline().split()]
        assert len(pids) == 2
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=30)
        deadline = time.monotonic() + 60
        alive = pids
        while alive and time.monotonic() < deadline:
            time.sleep(0.2)
            alive = [pid for pid in pids if _alive(pid)]
        assert not alive, f"orphaned workers: {alive}"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(timeout=30)
        parent.stdout.close()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead for our purposes (its parent, init, reaps it when it gets to it)
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def test_windows_caps_the_worker_count_at_61(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "cpu_count", lambda: 128)
    monkeypatch.delattr(os, "sched_getaffinity", raising=False)
    assert option_rules.max_workers() == 61
    assert resolve_workers("auto") == 61
    assert resolve_workers(61) == 61
    with pytest.raises(ConfigError, match="61 workers on Windows"):
        resolve_workers(62)


def test_other_platforms_allow_256(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: set(range(300)), raising=False)
    assert resolve_workers("auto") == 256 and resolve_workers(256) == 256
    with pytest.raises(ConfigError):
        resolve_workers(257)
