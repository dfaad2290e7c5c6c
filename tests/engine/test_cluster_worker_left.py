"""A Dask worker that leaves during a run (killed, its machine rebooted, its job's time
up) while others convert on: the run finishes as before, and now says so. It said
nothing, neither in the Log tab nor in the run's log, and the worker chart kept the gone
worker's bar at 0%: the banner averaged it in and said "nothing is saturated (workers
50% busy)" of a run whose one worker left was busy all the time."""

from __future__ import annotations

import contextlib
import os
import re
import time
from collections.abc import Iterator

try:
    import dask_processes as P
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import dask_processes as P
    from . import imagefactory as F
from engine import protocol
from engine.reason_codes import describe_log_line

SLOW = 0.2        # seconds per image on the test's workers


@contextlib.contextmanager
def _two_workers(tmp_path, out) -> Iterator[tuple[F.Engine, list]]:
    """A run of 80 noise images into ``out`` on a scheduler with two slow workers: (the
    engine, the processes: scheduler first)."""
    src = tmp_path / "src"
    F.noise_dataset(src, 80, size=48)
    with P.scheduler_and_workers(tmp_path, 2, SLOW) as (address, _, procs):
        yield F.Engine(F.engine_argv(src, out, "--shards", "16", "--size", "32",
                                     "--cluster", address)), procs


def test_a_worker_that_leaves_is_said_and_leaves_the_chart(tmp_path):
    out = tmp_path / "out"
    with _two_workers(tmp_path, out) as (eng, procs):
        try:
            started = eng.wait_for(lambda e: e["type"] == "cluster_started", timeout=120)
            eng.wait_for(lambda e: e["type"] == "worker_stats" and len(e["busy"]) == 2
                         and min(e["busy"]) > 0, timeout=120)
            procs[2].kill()
            killed = time.monotonic()
            code = eng.wait(180)
        finally:
            eng.close()
        assert code == protocol.EXIT_OK, eng.stderr()[-3000:]
    # each worker as the dashboard lists it: its address and the name it was started with
    words = {w["name"]: w["label"] for w in started["workers"]}
    assert sorted(w.removeprefix(f"{a} ") for a, w in words.items()) == ["(w1)", "(w2)"]
    said = [describe_log_line(line) for line in eng.stderr().splitlines()
            if line.startswith("warning: ")]
    left = [params for level, code, params in said
            if (level, code) == ("warning", "log.cluster_worker_left")]
    assert len(left) == 1, eng.stderr()[-3000:]
    assert left[0]["worker"] in words.values() and left[0]["n"] == "1", left
    # the chart named both bars as the log names the worker that left (not "w1", "w2")
    both = [e["workers"] for e in eng.events if e["type"] == "worker_stats"
            and len(e["busy"]) == 2 and all(e["workers"])]
    assert both and sorted(both[-1]) == sorted(words.values()), both[-1:]
    assert "left" in (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    # after the watch saw it go, the chart has one bar, and the worker left is busy
    stats = [e for e in eng.events if e["type"] == "worker_stats"]
    assert len(stats[-1]["busy"]) == 1, stats[-3:]
    assert time.monotonic() - killed < 180


def test_the_shards_a_gone_worker_finished_are_not_converted_again(tmp_path):
    """The driver kept every finished task's future, so their results stayed on the
    workers that ran them: killing one of two workers made Dask compute again every shard
    it had finished ("Removing worker ... caused the cluster to lose already computed
    task(s), which will be recomputed elsewhere": 12 committed shards in the lab's run),
    and the one worker left converted them all again while the plots showed 0 images/s."""
    out = tmp_path / "out"
    with _two_workers(tmp_path, out) as (eng, procs):
        try:
            written: list[dict] = []
            eng.wait_for(lambda e: e["type"] == "shard_written" and (
                written.append(e) or len(written) >= 6), timeout=180)
            procs[2].kill()
            code = eng.wait(180)
        finally:
            eng.close()
        assert code == protocol.EXIT_OK, eng.stderr()[-3000:]
        said = (tmp_path / "s.log").read_text(encoding="utf-8", errors="replace")
    # the shards written before the kill are never computed again; a task the worker had
    # finished but whose result was still on its way when it died is (a loaded machine:
    # shard 5 of a clean-clone run, written after 0-4 and 6), and must be
    lost = {key for found in re.findall(r"lose already computed task\(s\)[^{]*\{([^}]*)\}",
                                        said) for key in re.findall(r"'([^']+)'", found)}
    names = {os.path.basename(e["path"]) for e in written}
    assert len(names) >= 6 and not {k for k in lost if any(k.endswith(n) for n in names)}, \
        (sorted(lost), sorted(names))
