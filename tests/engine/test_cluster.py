"""convert --cluster (engine.run.cluster): a real Dask scheduler and two real worker processes
(`dask scheduler` / `dask worker` on 127.0.0.1) run the shard tasks; the output is
byte-identical to a local run; cancel and --resume; a killed worker; the up-front check
that every worker sees the source and the output folder; LocalCluster (`local:2`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
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
from engine.commands.cli import build_parser, config_from_args
from engine.errors import RunError
from engine.run.cluster import ClusterRun

#: several shards, a split, a file that cannot be decoded
OPTS = ("--shards", "4", "--split", "train=0.75,val=0.25", "--size", "32", "--seed", "7")
ITEM_SLEEP = 0.1     # seconds per image added on the workers (tests/engine/dask_slow_preload)


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("cluster") / "src"
    F.noise_dataset(root, 40, size=48)
    F.write(root / "a" / "broken.jpg", b"\xff\xd8\xff\xe0 not really a jpeg")
    return root


@pytest.fixture(scope="module")
def local_out(src, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("local") / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--workers", "2"))
    assert code == 0, err
    return out


def _env() -> dict:
    return P.env(ITEM_SLEEP)


def _start_worker(sched_file: Path, name: str, log: Path) -> subprocess.Popen:
    return P.start_worker(sched_file, name, log, ITEM_SLEEP)


_wait_workers = P.wait_workers


@pytest.fixture(scope="module")
def scheduler(tmp_path_factory):
    """A scheduler and two worker processes; yields (address, scheduler file, folder)."""
    d = tmp_path_factory.mktemp("dask")
    with P.scheduler_and_workers(d, 2, ITEM_SLEEP) as (address, sched_file, _):
        yield address, sched_file, d


def _compare(out: Path, reference: Path, address: str = "") -> None:
    F.assert_identical(out, reference)
    m, ref = F.manifest(out), F.manifest(reference)
    # besides the run's dates and times, the workers that did the work differ (the cluster's,
    # engine.run.cluster_record): the dataset itself is the same
    assert {k for k in m if m[k] != ref.get(k)} <= {"created", "started", "timings", "workers",
                                                    "cluster"}
    if address:   # the two workers converted it, across a --resume's parts too
        assert (m["workers"], m["cluster"]) == (2, {"kind": "address", "threads": 2,
                                                    "address": address})


def test_cluster_output_is_byte_identical_to_a_local_run(src, local_out, scheduler, tmp_path):
    address = scheduler[0]
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--cluster", address))
    assert code == 0, err
    _compare(out, local_out)
    started = F.types(events, "cluster_started")
    assert len(started) == 1 and started[0]["address"] == address
    assert len(started[0]["workers"]) == 2
    m = F.manifest(out)
    assert (m["workers"], m["cluster"]) == (2, {"kind": "address", "threads": 2,
                                                "address": address})
    assert all(w["threads"] == 1 and w["memory"] > 0 for w in started[0]["workers"])
    # progress flows per batch from the workers, and the counters end exact
    assert F.types(events, "batch_written")
    last = F.types(events, "progress")[-1]
    assert (last["done"], last["failed"], last["total"]) == (40, 1, 41)
    assert F.types(events, "item_failed")[0]["path"].endswith("broken.jpg")
    assert F.types(events, "run_finished")[0]["summary"]["written"] == 40


def test_cancel_on_the_cluster_then_resume(src, local_out, scheduler, tmp_path):
    address = scheduler[0]
    out = tmp_path / "out"
    eng = F.Engine(F.engine_argv(src, out, *OPTS, "--shards", "8", "--cluster", address),
                   env=_env())
    try:
        eng.wait_for(lambda e: e["type"] == "batch_written", timeout=120)
        eng.send("cancel")
        assert eng.wait(120) == protocol.EXIT_CANCELLED, eng.stderr()[-2000:]
    finally:
        eng.close()
    assert F.hidden_temp_files(out) == []    # running tasks stopped and removed theirs
    finished = F.types(eng.events, "run_finished")[-1]
    assert finished["status"] == "cancelled"
    assert finished["summary"]["shards"] < 16
    code, events, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--shards", "8",
                                                   "--resume", "--cluster", address))
    assert code == 0, err
    ref = tmp_path / "ref"
    code, _, err = F.run_engine(F.engine_argv(src, ref, *OPTS, "--shards", "8"))
    assert code == 0, err
    _compare(out, ref, address)


def test_a_killed_worker_is_replaced_and_the_bytes_are_the_same(src, local_out, scheduler,
                                                                tmp_path):
    address, sched_file, d = scheduler
    extra = _start_worker(sched_file, "w3", d / "w3.log")
    try:
        _wait_workers(address, 3)
        eng = F.Engine(F.engine_argv(src, tmp_path / "out", *OPTS, "--cluster", address),
                       env=_env())
        try:
            eng.wait_for(lambda e: e["type"] == "batch_written", timeout=120)
            extra.kill()         # SIGKILL: its task is run again on another worker
            assert eng.wait(180) == 0, eng.stderr()[-2000:]
        finally:
            eng.close()
    finally:
        extra.kill()
        extra.wait(timeout=30)
    _compare(tmp_path / "out", local_out)


def test_every_worker_must_see_the_source_and_the_output(src, scheduler, tmp_path,
                                                         monkeypatch):
    """When no worker can (for the usual wait: 1 s here), the run stops naming them."""
    from engine.run import cluster
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", 1.0)
    address = scheduler[0]
    out = tmp_path / "out"
    out.mkdir()
    cfg = config_from_args(build_parser().parse_args(
        ["convert", str(src), "--out", str(out), "--cluster", address]))
    run = ClusterRun(cfg)
    with pytest.raises(RunError) as e:
        run.open(str(tmp_path / "only-on-the-driver.jpg"))
    message = str(e.value)
    assert "shared file system" in message and "only-on-the-driver.jpg" in message
    # names each worker that cannot
    assert message.count("the worker at tcp://127.0.0.1:") == 2
    assert e.value.exit_code == protocol.EXIT_USAGE
    assert run.client is None    # closed

    run = ClusterRun(config_from_args(build_parser().parse_args(
        ["convert", str(src), "--out", str(tmp_path / "missing" / "out"),
         "--cluster", address])))
    with pytest.raises(RunError, match="cannot create a file in"):
        run.open(str(next((src / "a").iterdir())))


def test_no_scheduler_answers(src, tmp_path):
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    code, events, err = F.run_engine(F.engine_argv(
        src, tmp_path / "out", *OPTS, "--cluster", f"tcp://127.0.0.1:{port}"), timeout=120)
    assert code == protocol.EXIT_USAGE, err
    failed = F.types(events, "run_failed")[0]
    # said at once from the refused connection, not after Dask's 20 s of retries
    assert failed["message"].startswith(
        f"No Dask scheduler answers at tcp://127.0.0.1:{port}: the computer there refused")
    assert failed["code"] == "cluster.refused"   # the window says it in its words
    assert not (tmp_path / "out").exists()


def test_the_cluster_note_is_coded_for_the_window():
    import io

    from engine.events import Emitter
    buf = io.StringIO()
    note = ("The plan has 1 shard for 2 cluster worker threads, so some stay idle; shards "
            "of about 20 images (--shards 2) would use them all.")
    Emitter("jsonl", stream=buf).emit(protocol.ClusterStarted(address="inproc://x", note=note))
    ev = json.loads(buf.getvalue())
    assert ev["note_code"] == "cluster.few_shards"
    assert ev["note_params"] == {"n": "1", "threads": "2", "per": "20"}


def test_local_cluster_workers(src, local_out, tmp_path):
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--cluster", "local:2"),
                                     timeout=240)
    assert code == 0, err
    _compare(out, local_out)
    workers = F.types(events, "cluster_started")[0]["workers"]
    assert len(workers) == 2
    # threads of the engine process: their tasks decode in decoding processes
    assert all(w["name"].startswith("inproc://") for w in workers), workers
    # the worker chart's numbers: one entry per worker thread, each with its host
    stats = F.types(events, "worker_stats")
    assert stats and all(e["hosts"] == ["127.0.0.1"] * len(e["busy"]) for e in stats)
    assert len(stats[-1]["busy"]) == 2


def test_workers_sharing_a_process_each_get_their_decoding_process(src, tmp_path):
    """`local:N` runs its workers as threads of one process: warming must start one
    decoding process per worker there, not one for the whole process."""
    from types import SimpleNamespace

    from engine.run import cluster_pools
    cfg = config_from_args(build_parser().parse_args(
        ["convert", str(src), "--out", str(tmp_path / "out")]))
    a = SimpleNamespace(nthreads=1, address="inproc://127.0.0.1/1/1")
    b = SimpleNamespace(nthreads=1, address="inproc://127.0.0.1/1/2")
    try:
        started = [cluster_pools.warm(cfg, a), cluster_pools.warm(cfg, b),
                   cluster_pools.warm(cfg, a)]
    finally:
        stopped = cluster_pools.close_idle()
    assert started == [1, 1, 0]
    assert stopped == 2


def test_local_cluster_workers_are_threads_that_never_pause_for_memory():
    """A thread worker's memory manager would measure this whole process against the
    worker's share of the machine, and pause it (the run would stall) on a small one."""
    import distributed

    from engine.run.cluster import local_cluster
    cluster = local_cluster(distributed, 2)
    try:
        with distributed.Client(cluster) as client:
            answers = client.run(lambda dask_worker: (
                dask_worker.memory_manager.memory_pause_fraction,
                dask_worker.memory_manager.memory_spill_fraction))
    finally:
        cluster.close()
    assert len(answers) == 2
    assert all(name.startswith("inproc://") for name in answers)
    assert all(a == (False, False) for a in answers.values()), answers


def test_bad_cluster_option_is_a_usage_error(src, tmp_path):
    code, events, err = F.run_engine(F.engine_argv(src, tmp_path / "o", "--cluster",
                                                   "slurm"))
    assert code == protocol.EXIT_USAGE
    assert "--cluster 'slurm'" in F.types(events, "run_failed")[0]["message"]


def test_driver_killed_then_resume_on_the_cluster(src, scheduler, tmp_path):
    """SIGKILL of the engine mid-run: --resume (on the cluster) finishes the same bytes."""
    address = scheduler[0]
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, *OPTS, "--shards", "8", "--cluster", address)
    eng = F.Engine(argv, env=_env())
    try:
        eng.wait_for(lambda e: e["type"] == "shard_written", timeout=120)
        eng.kill()
    finally:
        eng.close()
    # no pause: the dead driver's tasks still running must not leave files behind
    code, events, err = F.run_engine(argv + ["--resume"])
    assert code == 0, err
    time.sleep(2)      # a task of the killed run, had it not stopped, would write by now
    ref = tmp_path / "ref"
    code, _, err = F.run_engine(F.engine_argv(src, ref, *OPTS, "--shards", "8"))
    assert code == 0, err
    _compare(out, ref, address)


def test_without_dask_says_how_to_install(src, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)    # import fails
    cfg = config_from_args(build_parser().parse_args(
        ["convert", str(src), "--out", str(tmp_path), "--cluster", "local:1"]))
    with pytest.raises(RunError, match=r"pip install 'tfrecord-studio\[cluster\]'"):
        ClusterRun(cfg).open(str(next((src / "a").iterdir())))


def test_text_mode_names_the_cluster():
    import io

    from engine.events import Emitter
    buf = io.StringIO()
    em = Emitter("text", stream=buf)
    em.emit(protocol.ClusterStarted(address="tcp://h:8786", workers=[
        {"name": "tcp://a:1", "threads": 2, "memory": 1}], note="use --shards 4"))
    assert "Dask cluster at tcp://h:8786: 1 worker, 2 threads" in buf.getvalue()
    assert "use --shards 4" in buf.getvalue()
    # local:N runs its workers as threads of the engine: no address worth showing
    em.emit(protocol.ClusterStarted(address="inproc://10.0.0.5/4242/1", workers=[
        {"name": "inproc://10.0.0.5/4242/4", "threads": 1, "memory": 1}] * 2))
    assert "Local Dask cluster in this process: 2 workers, 2 threads" in buf.getvalue()
    assert "inproc" not in buf.getvalue()


def test_ctrl_c_on_a_local_cluster_stops_cleanly(tmp_path):
    """Ctrl+C in a terminal signals the whole process group: the LocalCluster's worker
    processes ignore it, the engine cancels the tasks (they remove their files), keeps
    finished shards and leaves no process behind."""
    import psutil
    src = F.noise_dataset(tmp_path / "big", 120, size=700)
    out = tmp_path / "out"
    p = subprocess.Popen(F.engine_argv(src, out, "--shards", "6", "--size", "64",
                                       "--cluster", "local:2"),
                         cwd=F.ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    events = []
    try:
        for line in p.stdout:
            events.append(json.loads(line))
            if events[-1]["type"] in ("shard_written", "run_finished", "run_failed"):
                break
        assert events[-1]["type"] == "shard_written", events[-1]
        children = psutil.Process(p.pid).children(recursive=True)
        assert len(children) >= 2
        os.killpg(p.pid, 2)
        events += [json.loads(line) for line in p.stdout]
        assert p.wait(timeout=120) == protocol.EXIT_CANCELLED
    finally:
        if p.poll() is None:
            os.killpg(p.pid, 9)
            p.wait()
        p.stdout.close()
    assert F.types(events, "run_finished")[-1]["status"] == "cancelled"
    assert F.hidden_temp_files(out) == []
    assert F.shard_names(out)        # the finished shards stay, for --resume
    alive = F.still_running(children)
    assert not alive, f"left running: {[p.pid for p in alive]}"


def test_annotated_source_with_masks_is_byte_identical(scheduler, tmp_path):
    from tests.engine import annotated_data as A
    source = A.make_coco(str(tmp_path / "coco"))
    opts = ("--masks", "--shards", "2", "--size", "64")
    local, remote = tmp_path / "local", tmp_path / "remote"
    code, _, err = F.run_engine(F.engine_argv(source, local, *opts))
    assert code == 0, err
    code, _, err = F.run_engine(F.engine_argv(source, remote, *opts, "--cluster",
                                              scheduler[0]))
    assert code == 0, err
    _compare(remote, local)


def test_images_left_out_by_choice_are_counted_as_by_a_local_run(tmp_path):
    """--skip-unannotated on `local:1`: the image without annotations is left out and
    listed in rejected.csv as a local run counts it (tests/gui/test_summary_left_out reads
    the local run's numbers in the window)."""
    from engine.output_kind import read_output_state
    from tests.engine import annotated_data as A
    A.make_coco(str(tmp_path / "coco"))
    source, local, remote = tmp_path / "coco", tmp_path / "local", tmp_path / "remote"
    code, _, err = F.run_engine(F.engine_argv(source, local, "--skip-unannotated",
                                              "--workers", "1"))
    assert code == 0, err
    code, _, err = F.run_engine(F.engine_argv(source, remote, "--skip-unannotated",
                                              "--cluster", "local:1"), timeout=300)
    assert code == 0, err
    m, ref = F.manifest(remote), F.manifest(local)
    assert (m["rejected"], m["left_out"]) == (ref["rejected"], ref["left_out"]) == (1, 1)
    assert read_output_state(str(remote)).skipped == 0


def test_fewer_shards_than_workers_is_said_with_a_suggestion(src, scheduler, tmp_path):
    code, events, err = F.run_engine(F.engine_argv(
        src, tmp_path / "out", "--shards", "1", "--size", "32", "--cluster", scheduler[0]))
    assert code == 0, err
    note = F.types(events, "cluster_started")[0]["note"]
    assert "1 shard for 2 cluster worker threads" in note and "--shards 2" in note
