"""`tune --format original`: on this computer a run at original stores each file in one
process whatever --workers says (engine.one_process), so there is nothing to
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
    assert events[0]["code"] == "tune.one_process", "the window says it in its language"
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


def test_busy_workers_at_original_are_storing_files_not_decoding():
    """worker_stats said "decoding" of a run at original, where nothing is decoded: the
    one process (or a cluster's workers) reads, checks and stores the files."""
    from engine.commands.tune import limit_sentence
    from engine.run.bottleneck import classify, diagnose
    assert classify(0.95, 2, 0.05, 0.05, cores=4).kind == "decoding"
    assert classify(0.95, 1, 0.05, 0.05, cores=4, storing=True).kind == "storing"
    # writing and reading stay what they are
    assert classify(0.40, 1, 0.85, 0.05, storing=True).kind == "writing"
    assert classify(0.90, 1, 0.10, 0.70, storing=True).kind == "reading"
    said = diagnose([0.95], 0.05, 0.05, cores=4, storing=True)
    assert said.kind == "storing"
    assert said.sentence.startswith("Reading and checking the files takes most of the time:")
    assert "Converting" not in said.sentence and "more workers" not in said.sentence
    # a sweep on a cluster at original: its workers check and store the files
    more = limit_sentence(classify(0.95, 2, 0.05, 0.05, cores=4, cluster=True, storing=True))
    assert more.startswith("At 2 workers, checking and storing the files takes most")
    assert "up to all 4" in more
    full = limit_sentence(classify(0.95, 4, 0.05, 0.05, cores=4, cluster=True, storing=True))
    assert "already stores files" in full and "converting" not in full


def test_a_run_at_original_reports_storing_in_worker_stats(tmp_path, monkeypatch):
    """A run's worker_stats at original: its busy process is "storing", a JPEG run's busy
    workers "decoding" (the statistics of the Converter each format builds), fed as a run
    feeds them: a batch written, and the clock a second on."""
    import threading
    import time
    from types import SimpleNamespace

    from engine import protocol as P
    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run import run_stats
    from engine.run.pipeline import Converter
    from engine.run.shard_task import BatchDone
    for fmt, kind in (("original", "storing"), ("jpeg", "decoding")):
        em = Emitter("none")
        said: list = []
        em.listeners.append(lambda ev, said=said: said.append(ev)
                            if isinstance(ev, P.WorkerStats) else None)
        conv = Converter(ConvertConfig(source=str(tmp_path), out=str(tmp_path / fmt),
                                       image=ImageOptions(format=fmt)), em, threading.Event())
        monkeypatch.undo()
        conv.stats.restart_window()
        start = time.monotonic()
        # one process busy 95% of the second, 5% of it reading; the writer 5%
        conv.stats.batch(BatchDone(shard="s", records=1, bytes=1, write_seconds=0.05,
                                   bytes_in=1, busy=0.95, read=0.05, pid=1))
        monkeypatch.setattr(run_stats, "time", SimpleNamespace(
            monotonic=lambda now=start + 1.0: now))
        conv.stats.tick()
        assert [ev.bottleneck for ev in said] == [kind], fmt
