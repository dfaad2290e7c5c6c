"""The window killed (SIGKILL, a crash) while its engine converts, even while the engine
waits on a stuck file: the engine notices (its stdout breaks at its next event, its stdin
ends: engine.launcher_watch), cancels as the window's Stop would and ends with its
workers; --resume then finishes the run byte for byte as an uninterrupted run writes it.
Real processes: a stand-in window (the engine started as gui.engine_launch starts it:
stdin and stdout pipes, the window's environment), the engine, its workers. (A killed
--headless, whose engine writes to a terminal, is tests/gui/test_headless_stop's.)"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import psutil

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.launcher_watch import LAUNCHER_WATCH
from engine.output_kind import read_output_state

#: The stand-in window: starts the engine with its stdin and stdout as pipes (QProcess's),
#: says the engine's pid, and reads its events into a file until it is killed.
WINDOW = """
    import subprocess, sys
    events, argv = sys.argv[1], sys.argv[2:]
    engine = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    print(engine.pid, flush=True)
    with open(events, "wb") as f:
        for line in engine.stdout:
            f.write(line)
            f.flush()
"""

OPTS = ["--workers", "2", "--shards", "4", "--size", "32", "--item-timeout", "900"]


def test_the_window_killed_stops_the_engine_and_its_workers_and_the_run_resumes(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 40, 96)
    (src / "a" / "00013_HANGME.jpg").write_bytes((src / "a" / "00000.jpg").read_bytes())
    out, mark, events = tmp_path / "out", tmp_path / "hanging", tmp_path / "events.jsonl"
    env = F.with_sitecustomize(tmp_path, F.HANG_DECODER, HANG_MARK=str(mark))
    env[LAUNCHER_WATCH] = "1"   # (as gui.engine_launch.engine_environment sets it)
    (tmp_path / "window.py").write_text(textwrap.dedent(WINDOW))
    window = subprocess.Popen([sys.executable, str(tmp_path / "window.py"), str(events),
                               *F.engine_argv(src, out, *OPTS)], cwd=F.ROOT, env=env,
                              stdout=subprocess.PIPE, stdin=subprocess.DEVNULL,
                              start_new_session=True)
    started: list[psutil.Process] = []
    try:
        engine = psutil.Process(int(window.stdout.readline()))
        deadline = time.monotonic() + 180   # (a hang ends here, not a speed claim)
        while not mark.exists() and engine.is_running() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert mark.exists(), events.read_text()[-2000:]
        started = [engine, *engine.children(recursive=True)]
        window.send_signal(signal.SIGKILL)
        window.wait(timeout=60)
        # The engine and every worker end: long before the stuck file's 900 s.
        alive = F.still_running(started, timeout=120)
        assert not alive, f"left running: {[(p.pid, p.cmdline()) for p in alive]}"
    finally:
        F.end_left(window, started)
        window.stdout.close()
    said = [json.loads(line) for line in events.read_text().splitlines()]
    assert not any(e["type"] == "run_finished" for e in said)   # stopped mid-run
    state = read_output_state(str(out))
    assert state.kind == "interrupted", state
    plain = dict(os.environ, PYTHONPATH=str(F.ROOT))
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--resume"), env=plain,
                                timeout=300)
    assert code == protocol.EXIT_OK, err
    reference = tmp_path / "reference"
    code, _, err = F.run_engine(F.engine_argv(src, reference, *OPTS), env=plain, timeout=300)
    assert code == protocol.EXIT_OK, err
    F.assert_identical(out, reference)
