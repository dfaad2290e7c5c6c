"""A worker left out of a cluster run is let in again once the lab mends it
(engine.run.cluster_readmit): restarted, or replaced by a fit one at its address. It stayed
left out for the whole run. The checks before the run ask each worker once
(engine.run.cluster_feed.first_check: they asked them all again after the wait), and a
worker that lacks the turbo decoder's libraries is told which wheel to install.

Without Dask here, but for the last test: a LocalCluster whose left-out worker is replaced
by a fit one at the same address while the run goes on."""

from __future__ import annotations

import dataclasses
import logging
import threading
import time
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F
from engine.config import ConvertConfig
from engine.errors import RunError, UnfitWorker
from engine.reason_codes import describe, describe_log_line
from engine.run import cluster_feed, cluster_fit, cluster_readmit

CFG = ConvertConfig(source="/src", out="/out")
NEEDS = cluster_fit.Needs("/src/a/x.jpg", "/out")
UNREADABLE = [cluster_fit.Problem(cluster_fit.FILES, "cluster.worker_cannot_read",
                                  {"file": "/src/a/x.jpg", "why": "it is not allowed to"})]


class _Lab:
    """A scheduler and its workers as first_check and Readmit ask them (no Dask): `ids`
    address -> server id; `fit` the server ids that fit; `asked` each question's worker."""

    def __init__(self, ids: dict[str, str], fit: set[str]) -> None:
        self.ids = ids
        self.fit = fit
        self.asked: list[str] = []
        self.submitted: list[tuple[str, list[str]]] = []
        self.cancelled: list = []
        self.client = self
        self.excluded: dict[str, list] = {}
        self.left_out_as: dict[str, str] = {}

    def run_on_scheduler(self, fn):
        return dict(self.ids)

    def scheduler_info(self, n_workers=-1):
        return {"workers": {w: {} for w in self.ids}}

    def answer(self, worker: str) -> list:
        self.asked.append(worker)
        return [] if self.ids[worker] in self.fit else UNREADABLE

    def run(self, fn, needs, cfg, workers=None, on_error="raise"):
        assert fn is cluster_fit.fitness and on_error == "return"
        return {w: self.answer(w) for w in (workers or self.ids)}

    def submit(self, fn, *args, key, workers, **kw):
        self.submitted.append((key, list(workers)))
        return _Done(self.ids[workers[0]], self.answer(workers[0]))

    def cancel(self, futures) -> None:
        self.cancelled += futures


class _Done:
    status = "finished"

    def __init__(self, sid: str, problems: list) -> None:
        self.value = (sid, problems)

    def done(self) -> bool:
        return True

    def result(self):
        return self.value


def test_the_workers_are_asked_once_however_long_none_fits(monkeypatch):
    """After the wait, check_all asked every worker again to say why, and once more after
    it: three questions of each worker (each ~50 ms of versions and file checks there)."""
    monkeypatch.setattr(cluster_feed, "POLL", 0.0)
    lab = _Lab({"tcp://a:1": "A", "tcp://b:1": "B"}, fit=set())
    ticks = iter(range(100))
    with pytest.raises(RunError) as e:
        cluster_feed.first_check(lab, NEEDS, CFG, 3.0, clock=lambda: float(next(ticks)))
    assert sorted(lab.asked) == ["tcp://a:1", "tcp://b:1"]
    code, params = describe(str(e.value))
    assert code == "cluster.not_shared"
    assert len(params["changes"]["params"]["parts"]) == 2


def test_a_worker_restarted_during_the_wait_is_asked_again(monkeypatch):
    """The wait asked only workers at new addresses: one restarted (mended) at its old
    address went unasked, and the run stopped naming it."""
    monkeypatch.setattr(cluster_feed, "POLL", 0.0)
    lab = _Lab({"tcp://a:1": "A"}, fit={"A2"})
    ticks = iter(range(100))

    def clock() -> float:
        t = float(next(ticks))
        if t == 2:
            lab.ids["tcp://a:1"] = "A2"      # restarted, mended
        return t
    unfit, ids = cluster_feed.first_check(lab, NEEDS, CFG, 10.0, clock=clock)
    assert (unfit, ids) == ({}, {})
    assert lab.asked == ["tcp://a:1", "tcp://a:1"]      # once per start of it


def test_a_left_out_worker_is_asked_again_once_when_it_restarts():
    lab = _Lab({"tcp://a:1": "A", "tcp://b:1": "B"}, fit={"B", "A2"})
    lab.excluded["tcp://a:1"] = UNREADABLE
    readmit = cluster_readmit.Readmit(lab, (print, "topic", NEEDS, CFG), "topic")
    readmit.note({"tcp://a:1": "A"})
    for _ in range(3):                    # nothing changed: nothing asked
        assert readmit.look() == ([], {})
    assert lab.submitted == []
    lab.ids["tcp://a:1"] = "A1"           # restarted, still unfit
    assert readmit.look() == ([], {"tcp://a:1": UNREADABLE})
    assert readmit.look() == ([], {})     # (the same start: asked once)
    assert lab.submitted == [("topic-check-1", ["tcp://a:1"])]
    assert lab.excluded == {"tcp://a:1": UNREADABLE}
    lab.ids["tcp://a:1"] = "A2"           # another start, mended
    assert readmit.look() == (["tcp://a:1"], {})
    assert lab.excluded == {} and lab.left_out_as == {}
    assert len(lab.submitted) == 2 and lab.asked == ["tcp://a:1", "tcp://a:1"]


def test_a_left_out_worker_that_left_and_came_back_is_asked_again():
    """Gone when it was left out (its job ended): whichever start comes back is new."""
    lab = _Lab({"tcp://b:1": "B"}, fit={"A2"})
    lab.excluded["tcp://a:1"] = UNREADABLE
    readmit = cluster_readmit.Readmit(lab, (print, "topic", NEEDS, CFG), "topic")
    readmit.note({"tcp://a:1": ""})
    assert readmit.look() == ([], {})
    lab.ids["tcp://a:1"] = "A2"
    assert readmit.look() == (["tcp://a:1"], {})


def test_a_left_out_worker_mended_where_it_runs_is_asked_again_in_a_while():
    """Mended without a restart (the share mounted, the library installed): it was asked
    again only when its server id changed, so never. Now every AGAIN seconds, one
    question at a time."""
    lab = _Lab({"tcp://a:1": "A", "tcp://b:1": "B"}, fit={"B"})
    lab.excluded["tcp://a:1"] = UNREADABLE
    now = [0.0]
    readmit = cluster_readmit.Readmit(lab, (print, "topic", NEEDS, CFG), "topic",
                                      clock=lambda: now[0])
    readmit.note({"tcp://a:1": "A"})
    now[0] = cluster_readmit.AGAIN - 1
    assert readmit.look() == ([], {}) and lab.submitted == []    # (not yet)
    now[0] = cluster_readmit.AGAIN
    assert readmit.look() == ([], {"tcp://a:1": UNREADABLE})      # (asked: still unfit)
    assert readmit.look() == ([], {})                             # (not again at once)
    lab.fit.add("A")                                              # mended where it runs
    now[0] = 2 * cluster_readmit.AGAIN
    assert readmit.look() == (["tcp://a:1"], {})
    assert lab.excluded == {} and lab.asked == ["tcp://a:1", "tcp://a:1"]


def test_a_worker_mended_where_it_runs_during_the_wait_is_asked_again(monkeypatch):
    """The wait for a fitting worker asked only new and restarted ones."""
    monkeypatch.setattr(cluster_feed, "POLL", 0.0)
    lab = _Lab({"tcp://a:1": "A"}, fit=set())
    now = [0.0]

    def clock() -> float:
        now[0] += 1.0
        if now[0] == 5:
            lab.fit.add("A")        # mended, not restarted
        return now[0]
    unfit, _ = cluster_feed.first_check(lab, NEEDS, CFG, 3 * cluster_readmit.AGAIN, clock)
    assert unfit == {}
    assert lab.asked == ["tcp://a:1", "tcp://a:1"]


class _Run(_Lab):
    """A ClusterRun whose worker "a" restarts, mended, as it is found unfit (Feed.explain)."""

    def workers(self) -> list[dict]:
        return [{"name": w, "threads": 1} for w in self.ids if w not in self.excluded]


@pytest.mark.parametrize("how", ["its first task's check", "a library it cannot import"])
def test_a_worker_restarted_as_it_was_left_out_is_asked_again(monkeypatch, how):
    """Readmit.note read the server ids after the worker was left out: one restarted
    (mended) meanwhile was taken for the start found unfit, and never asked."""
    from engine.run.plan import ShardSpec
    lab = _Run({"tcp://a:1": "A", "tcp://b:1": "B"}, fit={"B", "A2"})
    task = cluster_feed.Task(print, CFG, "topic", "topic-cancel", 1, NEEDS)
    feed = cluster_feed.Feed(lab, [], task, lambda *a: None)
    spec = ShardSpec("train", 0, 1, "data-train-00000-of-00001.tfrecord", ())
    if how == "its first task's check":
        error: Exception = UnfitWorker("tcp://a:1", UNREADABLE, "A")
    else:
        error = ModuleNotFoundError("No module named 'cv2'", name="cv2")
    problem = cluster_fit.lacks_module(error, "cv2", "opencv-python-headless")

    def cannot_import(client, e):
        lab.ids["tcp://a:1"] = "A2"         # (restarted, mended, while it was asked)
        return {"tcp://a:1": [problem]}
    monkeypatch.setattr(feed, "cannot_import", cannot_import)
    if isinstance(error, UnfitWorker):
        lab.ids["tcp://a:1"] = "A2"         # (restarted, mended, since its task failed)
    assert feed.explain(error, spec, lab, "key")
    assert "tcp://a:1" in lab.excluded
    assert feed.readmit.look() == (["tcp://a:1"], {})     # asked at once, and let in
    assert lab.excluded == {}


def test_a_restarted_worker_is_checked_again_by_its_first_task(monkeypatch):
    """The first-task check was kept by address: a worker restarted at the same address
    (a thread of this process, as a LocalCluster's) kept the old one's answer."""
    answers = iter([UNREADABLE, []])
    monkeypatch.setattr(cluster_fit, "fitness", lambda needs, cfg: next(answers))
    with pytest.raises(UnfitWorker):
        cluster_fit.check_task("tcp://w:7", "run-r", NEEDS, CFG, "Worker-1")
    with pytest.raises(UnfitWorker):      # (the same start: not asked again)
        cluster_fit.check_task("tcp://w:7", "run-r", NEEDS, CFG, "Worker-1")
    cluster_fit.check_task("tcp://w:7", "run-r", NEEDS, CFG, "Worker-2")
    answers = iter([UNREADABLE, []])      # one mended where it runs, asked again
    assert cluster_fit.ask("tcp://w:8", "Worker-3", "run-r", NEEDS, CFG) == UNREADABLE
    assert cluster_fit.ask("tcp://w:8", "Worker-3", "run-r", NEEDS, CFG, again=True) == []
    cluster_fit.check_task("tcp://w:8", "run-r", NEEDS, CFG, "Worker-3")   # (its answer now)


def test_a_worker_without_the_turbo_libraries_is_told_which_wheel_to_install(monkeypatch):
    """It said "has opencv version (none) where this computer has 5.0.0": a missing
    library is now said to be missing, with a pip command that installs this computer's
    wheel (opencv-python-headless 5.0.0.93 is OpenCV 5.0.0: ==5.0.0 is no wheel)."""
    pytest.importorskip("cv2")
    pytest.importorskip("simplejpeg")
    from engine.run import library_versions as runlog
    turbo = dataclasses.replace(CFG, image=dataclasses.replace(CFG.image, decoder="turbo"))
    needs = cluster_fit.needs_here("/src/a/x.jpg", turbo)
    wheels = runlog.installable_versions()
    assert wheels["opencv"][0].startswith("opencv-")     # (-python-headless, -python, ...)
    real = runlog.library_versions
    monkeypatch.setattr(runlog, "library_versions", lambda: {
        k: v for k, v in real().items() if k not in ("opencv", "simplejpeg")})
    monkeypatch.setattr(cluster_fit, "pillow_build", lambda: needs.build)
    problems = cluster_fit.fitness(needs, turbo)
    said = {p.params["name"]: p.said("tcp://w:1") for p in problems}
    assert {p.code for p in problems} == {"cluster.worker_lacks_library"}
    assert set(said) == {"opencv", "simplejpeg"}
    opencv = wheels["opencv"][1]
    assert said["opencv"] == (
        f"the worker at tcp://w:1 lacks opencv, which this computer has (version {opencv}): "
        f"install it in its Python environment (pip install opencv-python-headless=={opencv})")
    assert f"pip install simplejpeg=={wheels['simplejpeg'][1]})" in said["simplejpeg"]
    other = cluster_fit.differences({"opencv": "4.0.0"}, {"opencv": "5.0.0"}, pins=needs.pins)
    assert other[0].code == "cluster.worker_software"     # (present: its version, as before)


def test_a_wheel_whose_version_is_not_its_modules_reads_alike(monkeypatch):
    """The log's (and the worker check's) version of a library is its module's, loaded or
    not, by a normaliser of its entry (OpenCV's was a special case of library_versions)."""
    import sys
    import types

    from engine.run import library_versions as runlog
    monkeypatch.setattr(runlog, "_LIBRARIES", (
        ("fakecv", "fakecv_mod", ("fakecv-wheel",), runlog._release),))
    monkeypatch.setattr(runlog, "_installed",
                        lambda wanted: {"fakecv": ("fakecv-wheel", "3.1.4.15")} if wanted else {})
    assert runlog.library_versions()["fakecv"] == "3.1.4"
    assert runlog.installable_versions() == {"fakecv": ("fakecv-wheel", "3.1.4.15")}
    monkeypatch.setitem(sys.modules, "fakecv_mod", types.SimpleNamespace(__version__="3.1.4"))
    assert runlog.library_versions()["fakecv"] == "3.1.4"


# -- on a LocalCluster -----------------------------------------------------------------

OPTS = ("--size", "32", "--shards", "8", "--seed", "5")


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("readmit") / "src", 16, size=48)


@pytest.fixture(scope="module")
def local_out(src, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("local") / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--workers", "1"))
    assert code == 0, err
    return out


#: how long the fit worker's first task waits for the mended worker's first shard: past
#: it the fit worker writes every shard and the test fails on _MENDED (a loaded machine's
#: noise, not the product's: 20 s was seen to run out)
MENDED_S = 120
_BAD: set[str] = set()          # server ids of the unfit worker's starts
_MENDED = threading.Event()      # the replacement wrote a shard
_WAITED = threading.Event()      # the fit worker waited for it
_REFUSED = threading.Event()     # the unfit worker's first task found it unfit
_REAL: dict = {}                 # the real fitness and shard task, whether asked before


def _fitness(needs, cfg, dask_worker=None):
    from distributed import get_worker
    if (dask_worker or get_worker()).id in _BAD and (dask_worker is None or _REAL["before"]):
        _REFUSED.set()
        return UNREADABLE
    return _REAL["fitness"](needs, cfg)


def _task(spec, cfg, topic, *rest):
    from distributed import get_worker
    me = get_worker()
    if me.name == "fit" and not _WAITED.is_set():   # (its first task: the run is on; it
        _WAITED.set()                                 # waits for the replacement's first
        _MENDED.wait(MENDED_S)                        # shard, MENDED_S at most)
    result = _REAL["task"](spec, cfg, topic, *rest)
    if me.name == "mended" or me.name == "unfit" and me.id not in _BAD:
        _MENDED.set()
    return result


@pytest.mark.parametrize("how", ["restarted", "in place"])
def test_a_left_out_worker_mended_during_the_run_is_let_in(src, local_out, tmp_path,
                                                           monkeypatch, caplog, how):
    """Its replacement at the same address (mended: a new start of the worker), or the
    worker itself mended where it runs (left out by its first task, which had said so
    for good), gets shards, the log says so, the manifest no longer lists it as left out,
    and the shards are a local run's bytes whichever worker wrote them."""
    from distributed import LocalCluster, Worker

    from engine.run import cluster, cluster_loop
    from tests.engine.test_cluster_left_out import _convert
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", 5.0)
    monkeypatch.setattr(cluster_feed, "FRESH", 0.1)
    monkeypatch.setattr(cluster_readmit, "AGAIN", 0.2)
    _REAL.update(fitness=cluster_fit.fitness, task=cluster_loop.shard_task,
                 before=how == "restarted")
    _MENDED.clear()
    _WAITED.clear()
    _REFUSED.clear()
    _BAD.clear()
    monkeypatch.setattr(cluster_fit, "fitness", _fitness)
    monkeypatch.setattr(cluster_loop, "shard_task", _task)
    workers: list = []
    with LocalCluster(n_workers=0, processes=False, protocol="tcp", host="127.0.0.1",
                      dashboard_address=":0") as lc:
        def start(name: str, port: int = 0):
            async def make():
                return await Worker(lc.scheduler_address, nthreads=1, name=name,
                                    host="127.0.0.1", port=port)
            workers.append(lc.sync(make))
            return workers[-1]
        start("fit")
        unfit = start("unfit")
        _BAD.add(unfit.id)
        address = unfit.address

        def swap() -> None:     # (once the run is on: it has left the worker out)
            if how == "in place" and _REFUSED.wait(MENDED_S):
                time.sleep(0.3)
                _BAD.discard(unfit.id)
            elif how == "restarted" and _WAITED.wait(MENDED_S):
                lc.sync(unfit.close)
                start("mended", int(address.rsplit(":", 1)[1]))
        swapper = threading.Thread(target=swap)
        swapper.start()
        try:
            with caplog.at_level(logging.INFO, "engine"):
                code, events, run = _convert(lc, src, tmp_path / "out", OPTS)
        finally:
            _WAITED.set()       # (a run that ended before its first task: no wait)
            _REFUSED.set()
            swapper.join()
            for w in workers:
                lc.sync(w.close)
    assert code == 0, [e for e in events if e["type"] == "run_failed"]
    assert _MENDED.is_set()
    F.assert_identical(tmp_path / "out", local_out)
    said = [describe_log_line("note: " + r.getMessage())[1:] for r in caplog.records
            if r.getMessage().startswith("the Dask worker at")]
    assert said == [("log.cluster_let_in", {"worker": address})]
    assert run.excluded == {}
    m = F.manifest(tmp_path / "out")
    assert m["workers"] == 2 and "left_out" not in m["cluster"]
