"""`tune --cluster` (engine.commands.tune_cluster): the sweep measures 1..N workers of a Dask
cluster; a trial with w workers runs its shard tasks on w workers only."""

from __future__ import annotations

import dataclasses
import threading
from pathlib import Path

import pytest

from engine import protocol
from engine.commands.cli import build_parser, config_from_args
from engine.events import Emitter
from engine.run.cluster import ClusterRun
from engine.run.pipeline import Converter

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F



@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("tune-cluster") / "src", 24, size=48)


def _tune(*args: str) -> list[str]:
    return [F.PYTHON, "-m", "engine", "tune", *map(str, args), "--events", "jsonl"]


def test_tune_sweeps_the_workers_of_a_local_cluster(src, tmp_path):
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    code, events, err = F.run_engine(_tune(
        src, "--cluster", "local:2", "--scratch", scratch, "--repeats", "1",
        "--min-trial-seconds", "0", "--max-extra-seconds", "0", "--size", "32"),
        timeout=300)
    assert code == protocol.EXIT_OK, err[-3000:]
    started = F.types(events, "cluster_started")
    assert len(started) == 1 and len(started[0]["workers"]) == 2
    points = F.types(events, "sweep_point")
    assert sorted(p["workers"] for p in points) == [1, 2]
    assert all(p["images_per_s"] > 0 for p in points)
    rec = F.types(events, "recommendation")[0]
    assert rec["workers"] in (1, 2)
    summary = F.types(events, "run_finished")[0]["summary"]
    assert summary["cluster"] == "local:2" and summary["trials"] == 2
    assert list(scratch.iterdir()) == []       # every trial folder removed


def test_tune_says_when_no_scheduler_answers(src, tmp_path):
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    code, events, err = F.run_engine(_tune(src, "--cluster", f"tcp://127.0.0.1:{port}"),
                                     timeout=120)
    assert code == protocol.EXIT_USAGE, err
    assert "No Dask scheduler answers" in F.types(events, "run_failed")[0]["message"]
    assert not F.types(events, "sweep_point")


def test_a_trial_runs_on_the_first_w_workers_only(src, tmp_path):
    """ClusterRun.use(1) on a two-worker cluster: every shard task of the run lands on
    the same worker, and the output is complete."""
    from distributed import Client, LocalCluster, get_task_stream
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp",
                      host="127.0.0.1",
                      dashboard_address=":0") as lc, Client(lc) as client:
        out = tmp_path / "out"
        cfg = config_from_args(build_parser().parse_args(
            ["convert", str(src), "--out", str(out), "--size", "32", "--shards", "4",
             "--cluster", lc.scheduler_address, "--events", "none"]))
        run = ClusterRun(dataclasses.replace(cfg, out=str(tmp_path)))
        run.open(str(next((src / "a").iterdir())))
        try:
            assert len(run.use(0)) == 2
            chosen = run.use(1)
            assert len(chosen) == 1 and run.threads() == 1
            with get_task_stream(client) as ts:
                result = Converter(cfg, Emitter("none"), threading.Event(),
                                   cluster=run).run()
            assert result.exit_code == protocol.EXIT_OK
            assert run.client is not None          # the caller's connection stays open
        finally:
            run.close()
    shard_tasks = [t for t in ts.data if "tfrecord-studio" in str(t["key"])]
    assert len(shard_tasks) == 4
    assert {t["worker"] for t in shard_tasks} == set(chosen)
    assert len(F.shard_names(out)) == 4 and len(F.all_records(out)) == 24


def test_what_limited_a_cluster_sweep_is_said_of_its_workers(src, tmp_path, monkeypatch):
    """The sweep weighed the workers tried against the cluster's threads and said "more
    workers, up to 4 — the number of cores — would help" (or "every core already has a
    worker") of a Dask cluster: its workers are what it has more of, and their number."""
    from engine.commands import tune
    from engine.run.bottleneck import Limit
    said: list[Limit] = []
    real = tune.classify

    def busy_decoding(busy, workers, writer, read, *rest, **kw):   # (as a busy cluster)
        said.append(real(0.95, workers, 0.1, 0.0, *rest, **kw))
        return said[-1]
    monkeypatch.setattr(tune, "classify", busy_decoding)
    args = build_parser().parse_args(["tune", str(src), "--cluster", "local:2", "--size", "32",
                                      "--events", "none"])
    args.out, args.workers = "", "1"
    events: list = []
    code = tune.sweep(config_from_args(args), 1, 1, None, events.append, threading.Event(),
                      0.0, 0.0, scratch=str(tmp_path), max_workers_given=True)
    assert code == protocol.EXIT_OK
    limit = said[-1]
    assert (limit.workers, limit.cores, limit.cluster) == (1, 2, True)   # 1 of its 2 workers
    reason = next(e for e in events if isinstance(e, protocol.Recommendation)).reason
    assert "more of the cluster's workers, up to all 2, would help" in reason, reason
    assert "core" not in reason
    at_all = tune.limit_sentence(Limit("decoding", 2, 0.95, 0.1, 0.0, 2, cluster=True))
    assert "only a larger cluster would help" in at_all and "core" not in at_all
