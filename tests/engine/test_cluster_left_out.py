"""A cluster with one bad node (engine.run.cluster_feed): the worker that cannot run the
shard tasks (it does not see the shared source, or runs another TFRecord Studio) is left
out of the run and named, and the other workers write the bytes of a local run; the run
stops only when no fitting worker is left for the usual wait. It stopped the whole run.

In this process: a LocalCluster of two single-thread workers (threads of this process),
one of them made unfit by the test (cluster_fit.fitness answers by the worker's name).
tests/engine/test_cluster_workers.py runs bad workers as real processes."""

from __future__ import annotations

import dataclasses
import json
import logging
import threading
import time
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F
from engine import __version__, protocol
from engine.commands.cli import build_parser, config_from_args
from engine.errors import RunError
from engine.events import Emitter
from engine.reason_codes import describe, describe_log_line
from engine.run import cluster, cluster_feed, cluster_fit, cluster_loop
from engine.run.library_versions import installable_versions
from engine.run.pipeline import Converter

OPTS = ("--size", "32", "--shards", "4", "--seed", "5")


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("left-out") / "src", 24, size=48)


@pytest.fixture(scope="module")
def local_out(src, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("local") / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--workers", "1"))
    assert code == 0, err
    return out


@pytest.fixture
def lab(monkeypatch):
    """A two-worker LocalCluster (names 0 and 1) on 127.0.0.1; yields it. Short waits."""
    from distributed import LocalCluster
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", 1.0)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp",
                      host="127.0.0.1", dashboard_address=":0") as lc:
        yield lc


def _unfit(monkeypatch, *, before: set, during: set) -> None:
    """Workers (by name) that fail the driver's check before the run, and their first task."""
    from distributed import get_worker
    real = cluster_fit.fitness

    def fitness(needs, cfg, dask_worker=None):
        asked_before = dask_worker is not None      # (client.run hands it the worker)
        name = (dask_worker or get_worker()).name
        if name in (before if asked_before else during):
            return [cluster_fit.Problem(cluster_fit.FILES, "cluster.worker_cannot_read", {
                "file": needs.first_file, "why": "there is no such file or folder there"})]
        return real(needs, cfg)
    monkeypatch.setattr(cluster_fit, "fitness", fitness)


def _convert(lc, src: Path, out: Path, opts: tuple = OPTS):
    """convert on the LocalCluster `lc`: (exit code, events, the ClusterRun)."""
    cfg = config_from_args(build_parser().parse_args(
        ["convert", str(src), "--out", str(out), *opts, "--cluster", lc.scheduler_address,
         "--events", "none"]))
    run = cluster.ClusterRun(dataclasses.replace(cfg, out=str(out.parent)))
    events: list = []
    em = Emitter("none")
    em.listeners.append(events.append)
    try:
        run.open(str(next((src / "a").iterdir())))
        code = Converter(cfg, em, threading.Event(), cluster=run).run().exit_code
    finally:
        run.close()
    return code, [json.loads(protocol.encode(e)) for e in events], run


def _names(lc) -> dict:
    """worker name -> address."""
    return {w.name: w.address for w in lc.workers.values()}


def _left_out_said(caplog, address: str) -> dict:
    """The warning naming the worker at `address`, read as the window reads it."""
    said = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING
            and "left out" in r.getMessage()]
    assert len(said) == 1, said
    _, code, params = describe_log_line("warning: " + said[0])
    assert code == "log.cluster_left_out", said
    part = params["changes"]["params"]["parts"][0]
    assert part["params"]["worker"] == address
    return part


@pytest.mark.parametrize("when", ["before the run", "by its first task"])
def test_a_worker_that_cannot_see_the_source_is_left_out(lab, src, local_out, tmp_path,
                                                         monkeypatch, caplog, when):
    bad = {1}
    _unfit(monkeypatch, before=bad if when == "before the run" else set(), during=bad)
    address = _names(lab)[1]
    out = tmp_path / "out"
    with caplog.at_level(logging.WARNING, "engine"):
        code, events, _ = _convert(lab, src, out)
    assert code == protocol.EXIT_OK
    F.assert_identical(out, local_out)       # the good worker wrote a local run's bytes
    part = _left_out_said(caplog, address)
    assert part["code"] == "cluster.worker_cannot_read"
    fin = F.types(events, "run_finished")[-1]["summary"]
    m = F.manifest(out)
    for record in (fin["cluster"], m["cluster"]):    # the summary's and the manifest's
        assert [w["worker"] for w in record["left_out"]] == [address]
        assert record["left_out"][0]["why"].startswith(f"the worker at {address} cannot read")
    assert m["workers"] == fin["workers"] == 1
    started = F.types(events, "cluster_started")[0]["workers"]
    assert len(started) == (1 if when == "before the run" else 2)


def test_an_older_engine_joining_is_named_with_its_version(lab, src, local_out, tmp_path,
                                                           monkeypatch, caplog):
    """An older TFRecord Studio fails a task before its check (another shard_task): an
    "internal error" before; now left out, named with its version and ours."""
    from distributed import get_worker
    real_task = cluster_loop.shard_task

    def old_task(spec, cfg, topic, cancel_name, max_items, needs):
        if get_worker().name == 1:
            raise TypeError("shard_task() takes 5 positional arguments but 6 were given")
        return real_task(spec, cfg, topic, cancel_name, max_items, needs)
    monkeypatch.setattr(cluster_loop, "shard_task", old_task)
    monkeypatch.setattr(cluster_feed, "_their_version", lambda: (
        lambda dask_worker: "0.3.1" if dask_worker.name == 1 else __version__))
    out = tmp_path / "out"
    with caplog.at_level(logging.WARNING, "engine"):
        code, _, _ = _convert(lab, src, out)
    assert code == protocol.EXIT_OK
    F.assert_identical(out, local_out)
    part = _left_out_said(caplog, _names(lab)[1])
    assert part == {"code": "cluster.worker_software", "params": {
        "worker": _names(lab)[1], "name": "TFRecord Studio", "theirs": "0.3.1",
        "ours": __version__}}


def test_a_worker_without_a_library_is_left_out_naming_what_to_install(
        lab, src, local_out, tmp_path, monkeypatch, caplog):
    """A task that cannot import a codec's module on its worker stopped the whole run
    (the driver could not tell which worker lacks it): the workers that cannot import it
    are now left out, named with the package to install, and the others write the bytes."""
    from distributed import get_worker
    real_task = cluster_loop.shard_task
    missing = ModuleNotFoundError("No module named 'cv2'", name="cv2")

    def task(spec, cfg, topic, cancel_name, max_items, needs):
        if get_worker().name == 1:
            raise missing
        return real_task(spec, cfg, topic, cancel_name, max_items, needs)

    def importer(module):
        def load(dask_worker):
            assert module == "cv2"
            if dask_worker.name == 1:
                raise missing
        return load
    monkeypatch.setattr(cluster_loop, "shard_task", task)
    monkeypatch.setattr(cluster_feed, "_importer", importer)
    out = tmp_path / "out"
    with caplog.at_level(logging.WARNING, "engine"):
        code, events, _ = _convert(lab, src, out)
    assert code == protocol.EXIT_OK, [e for e in events if e["type"] == "run_failed"]
    F.assert_identical(out, local_out)
    part = _left_out_said(caplog, _names(lab)[1])
    # (with the version this computer has: the wheel's, as the check's pins say it; of
    # whichever OpenCV wheel it has, when it has one)
    version = installable_versions().get("opencv", ("", ""))[1]
    assert part == {"code": "cluster.worker_lacks_module" + "_pinned" * bool(version),
                    "params": {"worker": _names(lab)[1], "module": "cv2",
                               "detail": "ModuleNotFoundError: No module named 'cv2'",
                               "package": "opencv-python-headless",
                               **({"version": version} if version else {})}}
    assert [w["worker"] for w in F.manifest(out)["cluster"]["left_out"]] == [_names(lab)[1]]


def test_the_version_question_runs_on_any_engine(lab, monkeypatch):
    """The question is sent as code: an engine without engine.run.cluster_feed (an older
    one) answers it too."""
    import pickle
    import sys

    import cloudpickle
    from distributed import Client
    probe = cluster_feed._their_version()
    sent = cloudpickle.dumps(probe)
    with monkeypatch.context() as m:
        m.setitem(sys.modules, "engine.run.cluster_feed", None)     # (no such module)
        assert pickle.loads(sent)() == __version__
    with Client(lab) as client:
        assert set(client.run(probe).values()) == {__version__}


def test_no_fitting_worker_stops_the_run_after_the_wait(lab, src, tmp_path, monkeypatch,
                                                        caplog):
    _unfit(monkeypatch, before={0, 1}, during={0, 1})
    began = time.monotonic()
    with caplog.at_level(logging.INFO, "engine"), pytest.raises(RunError) as e:
        _convert(lab, src, tmp_path / "out")
    assert time.monotonic() - began >= 1.0        # (the usual wait: CONNECT_TIMEOUT here)
    waiting = [r.getMessage() for r in caplog.records if "waiting up to" in r.getMessage()]
    assert [describe_log_line("note: " + m)[1:] for m in waiting] == [
        ("log.cluster_waiting", {"seconds": "1"})]         # (the wait is said as it starts)
    assert e.value.exit_code == protocol.EXIT_USAGE
    code, params = describe(str(e.value))
    assert code == "cluster.not_shared"           # today's sentence, naming both
    assert len(params["changes"]["params"]["parts"]) == 2


def test_workers_all_left_out_during_the_run_stop_it(lab, src, tmp_path, monkeypatch):
    _unfit(monkeypatch, before=set(), during={0, 1})
    code, events, _ = _convert(lab, src, tmp_path / "out")
    assert code == protocol.EXIT_CLUSTER_LOST
    failed = F.types(events, "run_failed")[-1]
    said, params = describe(failed["message"])
    assert said == "cluster.worker_unfit", failed["message"]
    assert {p["params"]["worker"] for p in params["changes"]["params"]["parts"]} == \
        set(_names(lab).values())
    assert "--resume" in failed["message"]


@pytest.mark.parametrize("error, module, package, key", [
    (ModuleNotFoundError("No module named 'google_crc32c'", name="google_crc32c"),
     "google_crc32c", "google-crc32c", "google_crc32c"),
    (ImportError("No module named 'cv2.typing'"), "cv2", "opencv-python-headless", "opencv"),
    (ModuleNotFoundError("No module named 'no_such_codec'", name="no_such_codec"),
     "no_such_codec", "no-such-codec", ""),
])
def test_a_worker_without_a_library_is_told_what_to_install(error, module, package, key):
    """It was "cannot run TFRecord Studio", which sent people to install the engine again;
    then "pip install opencv-python-headless" with no version, where the first check says
    which (cluster_fit.Needs.pins): now the version this computer has, when it has it."""
    from engine.run import cluster_watch
    run_error = cluster_watch.task_error(error, "data-train-00000-of-00004.tfrecord")
    assert isinstance(run_error, RunError)
    assert run_error.exit_code == protocol.EXIT_CLUSTER_LOST
    code, params = describe(str(run_error))
    version = installable_versions().get(key, ("", ""))[1]
    assert code == ("cluster.task_missing_module_pinned" if version else
                    "cluster.task_missing_module"), str(run_error)
    assert (params["module"], params["package"], params.get("version", "")) == (
        module, package, version)
    if version:
        assert f"(pip install {package}=={version})" in str(run_error)
    engine_gone = cluster_watch.task_error(
        ModuleNotFoundError("No module named 'engine'", name="engine"), "x")
    assert describe(str(engine_gone))[0] == "cluster.task_cannot_run"


class _Future:
    def __init__(self, key) -> None:
        self.key = key


class _Cluster:
    """What Feed asks of a ClusterRun and its Dask client (no Dask)."""

    def __init__(self, workers: dict[str, int]) -> None:
        self.threads = workers
        self.excluded: dict[str, list[str]] = {}
        self.left_out_as: dict[str, str] = {}
        self.client = self
        self.status = "running"
        self.submitted: list[tuple[str, list[str]]] = []
        self.cancelled: list = []

    def workers(self) -> list[dict]:
        return [{"name": w, "threads": n} for w, n in self.threads.items()
                if w not in self.excluded]

    def submit(self, fn, spec, *args, key, workers, **kw):
        self.submitted.append((key, list(workers)))
        return _Future(key)

    def cancel(self, futures) -> None:
        self.cancelled += futures


def test_tasks_go_to_the_fitting_workers_as_they_have_room(monkeypatch):
    """Each task names the fitting workers of the moment (Dask has no "all but these"),
    two per thread (one runs, one waits on the worker: no round trip to this process
    between two tasks); a task whose workers all left is taken back and goes to those
    there now (Dask would wait for the gone ones forever)."""
    from engine.run.plan import ShardSpec
    monkeypatch.setattr(cluster_feed, "FRESH", 0.0)
    specs = [ShardSpec("train", i, 4, f"data-train-{i:05d}-of-00004.tfrecord", ())
             for i in range(4)]
    lab = _Cluster({"tcp://a:1": 1, "tcp://b:1": 2})
    lab.excluded["tcp://b:1"] = ["cannot read /src/x.jpg (it is not allowed to)"]
    left_out: list = []
    task = cluster_feed.Task(print, "cfg", "topic", "topic-cancel", 1, "needs")
    feed = cluster_feed.Feed(lab, specs, task, lambda *a: left_out.append(a))
    assert left_out == [("tcp://b:1", lab.excluded["tcp://b:1"])]   # (the manifest's)
    pending: set = set()
    feed.fill(pending)
    assert lab.submitted == [(f"topic-{specs[0].filename}", ["tcp://a:1"]),
                             (f"topic-{specs[1].filename}", ["tcp://a:1"])]  # 1 thread: 2
    feed.fill(pending)
    assert len(lab.submitted) == 2                  # no room until a task ends
    lab.threads = {"tcp://c:1": 1, "tcp://b:1": 2}  # a left; c joined
    feed.rescue(pending, lab)
    assert sorted(f.key for f in lab.cancelled) == [f"topic-{s.filename}" for s in specs[:2]]
    assert not pending
    feed.fill(pending)
    assert sorted(lab.submitted[-2:]) == [(f"topic-{s.filename}-1", ["tcp://c:1"])
                                          for s in specs[:2]]


def test_the_next_tasks_go_out_before_the_finished_ones_commit(lab, src, tmp_path,
                                                               monkeypatch):
    """Committing a shard (a rename, a journal line, fsyncs) took a while on a busy machine,
    and the free workers' next tasks were submitted only after it: a worker whose waiting
    task had started sat idle meanwhile (bench/README.md "Cluster")."""
    from engine.run.pipeline import Converter
    feeds: list = []
    seen: list[int] = []
    real_init, real_commit = cluster_feed.Feed.__init__, Converter.commit_shard

    def init(self, *a, **kw):
        real_init(self, *a, **kw)
        feeds.append(self)

    def commit(self, *a, **kw):
        seen.append(len(feeds[0].by_key))     # tasks submitted by then
        return real_commit(self, *a, **kw)
    monkeypatch.setattr(cluster_feed.Feed, "__init__", init)
    monkeypatch.setattr(Converter, "commit_shard", commit)
    monkeypatch.setattr(cluster_feed, "FRESH", 60.0)   # (the same two workers throughout)
    code, _, _ = _convert(lab, src, tmp_path / "out", ("--size", "32", "--shards", "12"))
    assert code == protocol.EXIT_OK
    assert seen[0] > cluster_feed.AHEAD * 2, seen     # (2 workers of 1 thread)
