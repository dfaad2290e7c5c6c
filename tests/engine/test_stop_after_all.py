"""A stop (the window's Stop, Ctrl+C, SIGTERM, a closed terminal's SIGHUP) that comes after
every image was converted and every shard committed finishes the run: its manifest, exit
0, every image read back with TensorFlow. Before, such a run ended "cancelled" without its
manifest, for a Resume that had nothing left to do. A run's own --verify is still stopped
by it: the dataset is complete, the check not done (exit 130, said so). The real engine,
held by a test-only sitecustomize (F.HOLD_AFTER_SHARDS) after its last shard is committed
until the stop arrives."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.output_state import MANIFEST
from engine.run.journal import JOURNAL
from tests.engine.conftest import read_tfrecords

IMAGES = 12
OPTS = ["--workers", "1", "--shards", "3", "--size", "32", "--events", "jsonl"]

def _held_run(tmp_path: Path, *extra: str) -> tuple[subprocess.Popen, Path, Path]:
    """The engine converting IMAGES images, held after its last shard is committed."""
    src = F.noise_dataset(tmp_path / "src", IMAGES, 64)
    out, mark = tmp_path / "out", tmp_path / "held"
    env = F.with_sitecustomize(tmp_path, F.HOLD_AFTER_SHARDS, HOLD_MARK=str(mark))
    proc = subprocess.Popen(F.engine_argv(src, out, *OPTS, *extra), cwd=F.ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    deadline = time.monotonic() + 300   # (a hang ends here, not a speed claim)
    while not mark.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    if not mark.exists():
        F.end_left(proc, [])
        raise AssertionError(f"the run never reached its end: {proc.communicate()[1]!r}")
    assert not (out / MANIFEST).exists()   # (held before the end: the stop is first)
    return proc, out, src


def _stop(proc: subprocess.Popen, how: str) -> tuple[int, list, str]:
    try:
        if how == "cancel":   # the window's Stop: a line on stdin
            assert proc.stdin is not None
            proc.stdin.write(b"cancel\n")
            proc.stdin.flush()
        else:
            proc.send_signal(getattr(signal, how))
        stdout, stderr = proc.communicate(timeout=300)
    finally:
        F.end_left(proc, [])
    events = [protocol.decode(line) for line in stdout.decode().splitlines() if line.strip()]
    return proc.returncode, events, stderr.decode(errors="replace")


def _complete(out: Path, err: str) -> None:
    """The folder holds the complete dataset its manifest records, every image once."""
    assert "Traceback" not in err and "internal error" not in err, err[-3000:]
    assert not (out / JOURNAL).exists()
    state = read_output_state(str(out))
    assert state.kind == "dataset", state
    manifest = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["status"] == "complete"
    assert manifest["total_records"] == manifest["planned_records"] == IMAGES
    names = [r["image/filename"].decode() for r in
             read_tfrecords([out / n for n in F.shard_names(out)])]
    assert len(names) == len(set(names)) == IMAGES, sorted(names)
    assert ("note", "log.stopped_after_all", {}) in F.coded_log_lines(err), err[-3000:]


@pytest.mark.parametrize("how", ["cancel", "SIGTERM", "SIGHUP"])
def test_a_stop_after_the_last_shard_finishes_the_run(tmp_path, how):
    proc, out, _ = _held_run(tmp_path)
    code, events, err = _stop(proc, how)
    assert code == protocol.EXIT_OK, err[-3000:]
    assert "stopping" in err   # (the stop was taken: then said to have come after all)
    end = events[-1]
    assert end.type == "run_finished" and end.status == "ok", end
    assert end.summary.written == IMAGES and end.summary.manifest
    _complete(out, err)


def test_a_stop_before_the_runs_own_verify_leaves_it_not_done(tmp_path):
    """`convert --verify`: the dataset is complete and finished, its check not done,
    said so, and exit 130 (a script after `convert --verify &&` must not take it for a
    checked dataset)."""
    proc, out, _ = _held_run(tmp_path, "--verify")
    code, events, err = _stop(proc, "SIGINT")
    assert code == protocol.EXIT_CANCELLED, err[-3000:]
    end = events[-1]
    assert end.type == "run_finished" and end.status == "ok", end
    assert end.summary.verified == "cancelled"
    assert [e.cancelled for e in events if e.type == "verify_result"] == [True]
    _complete(out, err)
