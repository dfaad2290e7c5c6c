"""Stopping the worker pool leaves nothing running that the interpreter's exit could race."""

from __future__ import annotations

import concurrent.futures.process as cfp
import time

from engine.config import ConvertConfig
from engine.run import worker
from engine.run.pool import kill_pool, spawn_pool


def test_kill_pool_waits_for_the_managers_clean_up(monkeypatch, tmp_path):
    """The manager thread closes its wake-up pipe while it cleans up; if it is still doing
    so when the interpreter exits, the exit hook writes into that pipe and prints
    'OSError: Bad file descriptor' (seen after an early SIGTERM). kill_pool must therefore
    return only once the manager has finished, even when its clean-up is slow."""
    slow = cfp._ExecutorManagerThread.join_executor_internals

    def slower(self):
        time.sleep(0.5)
        slow(self)

    monkeypatch.setattr(cfp._ExecutorManagerThread, "join_executor_internals", slower)
    pool = spawn_pool(ConvertConfig(source=str(tmp_path), out=str(tmp_path / "out")), 1)
    assert pool.submit(worker.ping, 0.0).result(timeout=60) > 0
    manager = pool._executor_manager_thread
    kill_pool(pool)
    assert not manager.is_alive()
