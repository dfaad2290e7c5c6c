"""How a --cluster run ends when the cluster, not the disk, goes away, and when a stop is
sent to the whole process group of a `--cluster local` run:

- the scheduler killed mid-run: exit 9 (EXIT_CLUSTER_LOST; it was 6, "disk full or I/O
  error", and the disk was fine), the journal and the finished shards kept, and --resume
  without --cluster finishes the run on this computer, every image once (TensorFlow);
- a group SIGTERM or SIGHUP (a closed terminal) to a `--cluster local` run: a cancel
  (exit 130, "cancelled", resumable), no process of the run dying of it and no cluster
  said lost.
Real processes: `dask scheduler` / `dask worker` on 127.0.0.1, the engine in a session of
its own."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

try:
    import dask_processes as P
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import dask_processes as P
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.run.journal import JOURNAL
from tests.engine.conftest import read_tfrecords

OPTS = ("--shards", "8", "--size", "32", "--seed", "3")
SLOW = 0.25       # seconds per image on the test's workers: the run lasts ~10 s
IMAGES = 40


def _finishes_here(src: Path, out: Path, opts: tuple[str, ...]) -> None:
    """The run in ``out`` is kept for --resume, which finishes it without a cluster: every
    image once, as TensorFlow reads the shards."""
    assert (out / JOURNAL).is_file()
    assert read_output_state(str(out)).kind == "interrupted"
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"), timeout=300)
    assert code == protocol.EXIT_OK, err[-3000:]
    assert read_output_state(str(out)).kind == "dataset"
    names = [r["image/filename"].decode() for r in
             read_tfrecords([out / n for n in F.shard_names(out)])]
    assert len(names) == len(set(names)) == IMAGES, sorted(names)


def test_a_lost_scheduler_is_its_own_exit_code_and_resume_finishes_here(tmp_path):
    src = F.noise_dataset(tmp_path / "src", IMAGES, size=48)
    out = tmp_path / "out"
    with P.scheduler_and_workers(tmp_path, 1, SLOW) as (address, _, procs):
        eng = F.Engine(F.engine_argv(src, out, *OPTS, "--cluster", address))
        try:
            eng.wait_for(lambda e: e["type"] == "shard_written", timeout=120)
            procs[0].kill()          # the scheduler
            code = eng.wait(120)
        finally:
            eng.close()
    err = eng.stderr()
    assert code == protocol.EXIT_CLUSTER_LOST == 9, err[-3000:]
    failed = F.types(eng.events, "run_failed")[-1]
    assert failed["code"] == "cluster.scheduler_lost" and failed["exit_code"] == 9, failed
    assert "disk full" not in err and "I/O error" not in err, err[-3000:]
    assert protocol.EXIT_CODES[code] == "the Dask cluster went away or cannot run the tasks"
    assert F.shard_names(out) and F.hidden_temp_files(out) == []
    _finishes_here(src, out, OPTS)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_group_stop_cancels_a_local_cluster_run(tmp_path, sig):
    """The whole process group gets it (`kill -- -PGID`, a closed terminal): the local
    cluster lives on until the engine has cancelled its tasks. One image's decoding hangs
    (HANG_DECODER), so the run cannot finish before the stop: a stop after every shard
    was committed would finish it (exit 0), and the test would not test a cancel."""
    import psutil
    src = F.noise_dataset(tmp_path / "src", IMAGES - 1, size=96)
    (src / "a" / "00013_HANGME.jpg").write_bytes((src / "a" / "00000.jpg").read_bytes())
    out, mark = tmp_path / "out", tmp_path / "hanging"
    env = F.with_sitecustomize(tmp_path, F.HANG_DECODER, HANG_MARK=str(mark))
    opts = ("--shards", "8", "--size", "64", "--item-timeout", "900")
    with open(tmp_path / "stderr", "wb") as stderr:
        p = subprocess.Popen(F.engine_argv(src, out, *opts, "--cluster", "local:2"),
                             cwd=F.ROOT, env=env, stdin=subprocess.DEVNULL,
                             stdout=subprocess.PIPE, stderr=stderr, start_new_session=True)
        events: list[dict] = []
        try:
            assert p.stdout is not None
            for line in p.stdout:
                events.append(json.loads(line))
                if events[-1]["type"] in ("shard_written", "run_finished", "run_failed"):
                    break
            assert events[-1]["type"] == "shard_written", events[-1]
            deadline = time.monotonic() + 180   # (a hang ends here, not a speed claim)
            while not mark.exists() and p.poll() is None and time.monotonic() < deadline:
                time.sleep(0.05)
            assert mark.exists(), "the run never reached its stuck file"
            children = psutil.Process(p.pid).children(recursive=True)
            os.killpg(p.pid, sig)
            events += [json.loads(line) for line in p.stdout]
            code = p.wait(timeout=120)
        finally:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
            if p.stdout is not None:
                p.stdout.close()
    err = (tmp_path / "stderr").read_text(encoding="utf-8", errors="replace")
    assert code == protocol.EXIT_CANCELLED, err[-3000:]
    for text in (err, (out / protocol.RUN_LOG).read_text(encoding="utf-8")):
        assert "lost" not in text and "scheduler_lost" not in text, text[-3000:]
        assert "Traceback" not in text and "died or hung" not in text, text[-3000:]
    assert [e for e in events if e["type"] == "run_failed"] == []
    assert [e["status"] for e in events if e["type"] == "run_finished"] == ["cancelled"]
    assert F.hidden_temp_files(out) == []
    assert not F.still_running(children), "left running"
    state = read_output_state(str(out))
    assert (state.kind, state.status) == ("interrupted", "cancelled"), state
    _finishes_here(src, out, opts)
