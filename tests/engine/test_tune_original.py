"""`tune --format original`: on this computer a run at original stores each file in one
process whatever --workers says (engine.run.pool.runs_inline), so there is nothing to
tune; the command says so, as the window's Tune tab does, instead of timing one process
at "1, 2, ... workers". What takes the time at original is named as storing files, not
decoding (engine.run.bottleneck), in a run's worker_stats and in a sweep's reason."""

from __future__ import annotations

import os
import subprocess
import sys

from engine import protocol
from tests.engine.conftest import ROOT, run_cli


def test_tune_at_original_on_this_computer_says_there_is_nothing_to_tune(make_dataset):
    src = make_dataset({"a": 3, "b": 3}, size=(40, 30), formats=("jpg",))
    code, events, err = run_cli("tune", str(src), "--format", "original", "--max-workers", "2",
                                "--repeats", "1", "--min-trial-seconds", "0")
    assert code == protocol.EXIT_USAGE, err
    assert [e["type"] for e in events] == ["run_failed"], "no scan, no trial, no sweep"
    message = events[0]["message"]
    assert "nothing to tune" in message and "one process" in message
    assert "--cluster" in message, "it says what can be measured instead"
    assert "nothing to tune" in err   # (said on stderr too for a script's log)


def test_tune_at_original_in_text_says_the_sentence_once(make_dataset):
    src = make_dataset({"a": 2}, size=(40, 30), formats=("jpg",))
    proc = subprocess.run([sys.executable, "-m", "engine", "tune", str(src), "--format",
                           "original", "--events", "text"], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == protocol.EXIT_USAGE
    both = proc.stdout + proc.stderr
    assert both.count("nothing to tune") == 1, both
    assert "workers, trial" not in both
