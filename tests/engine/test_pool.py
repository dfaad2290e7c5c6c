"""Stopping the worker pool leaves nothing running that the interpreter's exit could race."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A process that starts a pool, kills it, and exits, with the race made certain instead of
# rare: the pool's manager thread finishes its clean-up (closing its wake-up pipe) only once
# the interpreter's exit has begun (as on a machine so loaded that kill_pool's bounded join
# times out), and concurrent.futures' exit hook, if it still wakes that manager, passes its
# "not closed" check and then writes just after the pipe was closed (its worst timing).
EXIT_RACE = textwrap.dedent("""
    import concurrent.futures.process as cfp
    import sys
    import threading
    import time

    finish = cfp._ExecutorManagerThread.join_executor_internals

    def finish_after_exit_began(self):
        deadline = time.monotonic() + 60
        while not cfp._global_shutdown and time.monotonic() < deadline:
            time.sleep(0.01)
        print("manager finished after exit began:", cfp._global_shutdown, flush=True)
        finish(self)

    cfp._ExecutorManagerThread.join_executor_internals = finish_after_exit_began

    wake = cfp._ThreadWakeup.wakeup

    def wakeup_at_the_worst_time(self):
        exiting = cfp._global_shutdown and threading.current_thread() is threading.main_thread()
        if exiting and not self._closed:
            deadline = time.monotonic() + 60
            while not self._closed and time.monotonic() < deadline:
                time.sleep(0.01)
            self._writer.send_bytes(b"")
            return
        wake(self)

    cfp._ThreadWakeup.wakeup = wakeup_at_the_worst_time

    if __name__ == "__main__":
        sys.path.insert(0, sys.argv[1])
        from engine.config import ConvertConfig
        from engine.run import worker
        from engine.run.pool import kill_pool, spawn_pool

        pool = spawn_pool(ConvertConfig(source=sys.argv[2], out=sys.argv[2] + "/out"), 1)
        assert pool.submit(worker.ping, 0.0).result(timeout=120) > 0
        manager = pool._executor_manager_thread
        kill_pool(pool)
        print("manager alive at exit:", manager.is_alive(), flush=True)
""")


def test_the_exit_hook_cannot_race_a_killed_pools_manager(tmp_path):
    """The manager thread closes its wake-up pipe while it cleans up; if it is still doing
    so when the interpreter exits, concurrent.futures' exit hook writes into that pipe
    without the pool's lock and prints "Exception ignored in: <module 'threading'> ...
    OSError: [Errno 9] Bad file descriptor" (seen in CI after an early SIGTERM). After
    kill_pool the hook must leave that pipe alone, however late the manager finishes."""
    script = tmp_path / "exit_race.py"
    script.write_text(EXIT_RACE)
    p = subprocess.run([sys.executable, str(script), str(ROOT), str(tmp_path)], cwd=tmp_path,
                       capture_output=True, timeout=300, text=True)
    assert "manager alive at exit: True" in p.stdout, p.stdout + p.stderr  # the race was set up
    assert "manager finished after exit began: True" in p.stdout, p.stdout + p.stderr
    assert p.returncode == 0, p.stderr
    assert "Exception ignored" not in p.stderr and "Error" not in p.stderr, p.stderr
