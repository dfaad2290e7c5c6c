"""The checks of a cluster run without a cluster (tests/engine/test_cluster_workers.py runs
them on real Dask processes): what a worker must have (engine.run.cluster_fit), what the
driver watches while tasks run (engine.run.cluster_watch), and the addresses it takes."""

from __future__ import annotations

import dataclasses
import pickle
import re

import pytest

from engine import __version__, protocol
from engine.config import ConvertConfig
from engine.errors import RunError, UnfitWorker
from engine.reason_codes import CATALOGUE, LIST_PARTS, describe
from engine.run import cluster_fit, cluster_watch
from engine.run.cluster import parse_address

CFG = ConvertConfig(source="/src", out="/out")


# -- what a worker must have -----------------------------------------------------------

def test_the_versions_compared_are_those_of_the_options_bytes():
    plain = cluster_fit.software(CFG)
    heif = ["pillow-heif", "libheif"] if cluster_fit.heif() else []   # (when installed)
    assert list(plain) == ["TFRecord Studio", "Pillow", "numpy", *heif]
    assert plain["TFRecord Studio"] == __version__
    turbo = cluster_fit.software(dataclasses.replace(
        CFG, image=dataclasses.replace(CFG.image, decoder="turbo")))
    assert {"simplejpeg", "opencv"} <= set(turbo)
    assert "zlib" in cluster_fit.software(dataclasses.replace(CFG, compression="gzip"))


def test_original_bytes_need_no_turbo_libraries(tmp_path, monkeypatch):
    """--format original stores the files' own bytes, whichever decoder path is chosen
    (engine.config.ignored): a worker without simplejpeg or OpenCV was left out of such a
    run all the same, for the turbo path's libraries."""
    from engine.run import library_versions
    (tmp_path / "a.jpg").write_bytes(b"\xff\xd8\xff")
    cfg = dataclasses.replace(CFG, out=str(tmp_path))
    turbo = dataclasses.replace(cfg.image, decoder="turbo")
    original = dataclasses.replace(cfg, image=dataclasses.replace(turbo, format="original"))
    real = library_versions.library_versions
    needs = cluster_fit.needs_here(str(tmp_path / "a.jpg"), original)
    assert not {"simplejpeg", "opencv"} & set(needs.software)
    monkeypatch.setattr(library_versions, "library_versions", lambda: {
        k: v for k, v in real().items() if k not in ("opencv", "simplejpeg")})
    assert cluster_fit.fitness(needs, original) == []     # (a worker without them fits)
    jpeg = dataclasses.replace(cfg, image=turbo)
    assert {"simplejpeg", "opencv"} <= set(cluster_fit.software(jpeg))   # (its JPEGs need them)


def test_differences_name_each_version():
    ours = {"TFRecord Studio": "0.3.8", "Pillow": "13.0.0", "numpy": "2.4.6"}
    assert cluster_fit.differences(dict(ours), ours) == []
    found = cluster_fit.differences({"TFRecord Studio": "0.3.7", "Pillow": "13.0.0"}, ours)
    assert [p.said("tcp://w:1") for p in found] == [
        "the worker at tcp://w:1 has TFRecord Studio version 0.3.7 where this computer has 0.3.8",
        "the worker at tcp://w:1 has numpy version (none) where this computer has 2.4.6"]
    assert {p.kind for p in found} == {cluster_fit.SOFTWARE}


class _Client:
    def __init__(self, answers):
        self.answers = answers

    def run(self, fn, *args, on_error="raise"):
        assert fn is cluster_fit.fitness and on_error == "return"
        return self.answers


def _software(name, theirs, ours):
    return cluster_fit.Problem(cluster_fit.SOFTWARE, "cluster.worker_software",
                               {"name": name, "theirs": theirs, "ours": ours})


def _unreadable(file):
    return cluster_fit.Problem(cluster_fit.FILES, "cluster.worker_cannot_read",
                               {"file": file, "why": "there is no such file or folder there"})


def test_every_worker_that_runs_other_software_is_named_in_coded_words():
    client = _Client({
        "tcp://10.0.0.7:4000": [_software("Pillow", "12.0.0", "13.0.0")],
        # (Dask hands a worker's error back wrapped in a plain Exception)
        "tcp://10.0.0.8:4000": Exception('ModuleNotFoundError("No module named \'engine\'")'),
        "tcp://10.0.0.9:4000": [],
    })
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(client, cluster_fit.Needs("/src/a.jpg", "/out"), CFG)
    assert e.value.exit_code == protocol.EXIT_USAGE
    code, params = describe(str(e.value))
    assert (code, params["version"]) == ("cluster.other_software", __version__)
    parts = params["changes"]["params"]["parts"]
    assert [(p["code"], p["params"]["worker"]) for p in parts] == [
        ("cluster.worker_software", "tcp://10.0.0.7:4000"),
        ("cluster.worker_cannot_run", "tcp://10.0.0.8:4000")]
    assert parts[0]["params"] == {"worker": "tcp://10.0.0.7:4000", "name": "Pillow",
                                  "theirs": "12.0.0", "ours": "13.0.0"}
    assert parts[1]["params"]["detail"] == "ModuleNotFoundError: No module named 'engine'"


def test_an_answer_of_another_engine_version_is_named_not_a_crash():
    """fitness is looked up by name on the worker: an engine of another version answers
    in its own shape (its sentences as text, say); that worker runs other software."""
    client = _Client({"tcp://a:1": ["has Pillow version 12.0.0 where this computer has 13"],
                      "tcp://b:1": []})
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(client, cluster_fit.Needs("/src/a.jpg", "/out"), CFG)
    code, params = describe(str(e.value))
    assert code == "cluster.other_software"
    assert params["changes"]["params"]["parts"] == [
        {"code": "cluster.worker_cannot_run",
         "params": {"worker": "tcp://a:1",
                    "detail": "it answered as another version of TFRecord Studio does"}}]


def test_workers_that_fit_pass():
    cluster_fit.check_all(_Client({"tcp://a:1": [], "tcp://b:1": []}),
                          cluster_fit.Needs("/src/a.jpg", "/out"), CFG)


def test_a_task_asks_its_worker_once_per_run(tmp_path, monkeypatch):
    asked = []

    def fitness(needs, cfg):
        asked.append(needs.first_file)
        return [_unreadable("/src/a.jpg")]
    monkeypatch.setattr(cluster_fit, "fitness", fitness)
    needs = cluster_fit.Needs("/src/a.jpg", str(tmp_path))
    for _ in range(3):
        with pytest.raises(UnfitWorker) as e:
            cluster_fit.check_task("tcp://w:1", "run-1", needs, CFG)
    assert len(asked) == 1
    # Dask pickles a task's error back to the driver: the worker and its problems travel
    back = pickle.loads(pickle.dumps(e.value))
    assert (back.worker, back.problems) == ("tcp://w:1", e.value.problems)
    error = cluster_watch.task_error(back, "data-train-00000-of-00001.tfrecord")
    assert isinstance(error, RunError) and error.exit_code == protocol.EXIT_CLUSTER_LOST
    code, params = describe(str(error))
    assert code == "cluster.worker_unfit"
    assert params["changes"]["params"]["parts"][0] == {
        "code": "cluster.worker_cannot_read",
        "params": {"worker": "tcp://w:1", "file": "/src/a.jpg",
                   "why": "there is no such file or folder there"}}
    monkeypatch.setattr(cluster_fit, "fitness", lambda needs, cfg: [])
    cluster_fit.check_task("tcp://w:1", "run-2", needs, CFG)    # another run: asked again


def test_a_task_that_cannot_import_the_engine_is_said():
    error = cluster_watch.task_error(ModuleNotFoundError("No module named 'engine'"), "x")
    code, params = describe(str(error))
    assert (code, params["version"]) == ("cluster.task_cannot_run", __version__)
    other = ValueError("a bug")
    assert cluster_watch.task_error(other, "x") is other     # (the traceback says it)


def test_a_problem_is_grouped_by_its_kind_not_by_its_words(monkeypatch):
    """check_all told software from files by the words ("has ..."): a file sentence
    reworded to begin so would have been said as other software, with its advice."""
    monkeypatch.setitem(LIST_PARTS, "cluster.worker_cannot_read",
                        "the worker at {worker} has no way to read {file} ({why})")
    monkeypatch.setitem(LIST_PARTS, "cluster.worker_software",
                        "the worker at {worker} runs {name} {theirs}, not {ours}")
    needs = cluster_fit.Needs("/src/a.jpg", "/out")
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(_Client({"tcp://a:1": [_unreadable("/src/a.jpg")]}), needs, CFG)
    assert str(e.value) == ("Every Dask worker must see the source and the output folder (a "
                            "shared file system): the worker at tcp://a:1 has no way to read "
                            "/src/a.jpg (there is no such file or folder there).")
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(_Client({"tcp://a:1": [_software("numpy", "1.26.4", "2.4.6")],
                                       "tcp://b:1": [_unreadable("/src/a.jpg")]}), needs, CFG)
    assert str(e.value).startswith("Every Dask worker must run the same TFRecord Studio")
    assert "the worker at tcp://a:1 runs numpy 1.26.4, not 2.4.6" in str(e.value)
    assert "tcp://b:1" not in str(e.value)   # (its files are moot until its software is right)


def _catalogue_says_code(monkeypatch, codes):
    """Every template of `codes` replaced by its code and its placeholders' values."""
    for code in codes:
        table = CATALOGUE if code in CATALOGUE else LIST_PARTS
        names = sorted(set(re.findall(r"\{(\w+)\}", str(table[code]))))
        monkeypatch.setitem(table, code, code + "".join(f" <{{{n}}}>" for n in names))


#: The sentences cluster_fit and cluster_watch say, each once: in the catalogue
#: (engine.reason_catalogue_cluster). They were f-strings beside copies of it there.
SAID = ["cluster.other_software", "cluster.other_pillow_build", "cluster.not_shared",
        "cluster.worker_unfit", "cluster.task_cannot_run", "cluster.workers_gone",
        "cluster.jobs_gone", "cluster.scheduler_lost", "cluster.workers_died",
        "cluster.worker_software", "cluster.worker_pillow_build", "cluster.worker_cannot_run",
        "cluster.worker_cannot_read", "cluster.worker_cannot_write"]


def test_the_workers_sentences_are_the_catalogues(monkeypatch):
    _catalogue_says_code(monkeypatch, SAID)
    needs = cluster_fit.Needs("/src/a.jpg", "/out")
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(_Client({"tcp://a:1": [_software("numpy", "1", "2")],
                                       "tcp://b:1": Exception("ImportError('no PIL')")}),
                              needs, CFG)
    assert str(e.value) == (f"cluster.other_software <cluster.worker_software <numpy> <2> "
                            f"<1> <tcp://a:1>; cluster.worker_cannot_run <ImportError: no PIL> "
                            f"<tcp://b:1>> <{__version__}>")
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(_Client({"tcp://a:1": [_unreadable("/s/a.jpg")]}), needs, CFG)
    assert str(e.value) == ("cluster.not_shared <cluster.worker_cannot_read </s/a.jpg> "
                            "<there is no such file or folder there> <tcp://a:1>>")
    unfit = UnfitWorker("tcp://w:1", [cluster_fit.Problem(
        cluster_fit.FILES, "cluster.worker_cannot_write", {"folder": "/out", "why": "x"})])
    assert str(cluster_watch.task_error(unfit, "s")) == \
        "cluster.worker_unfit <cluster.worker_cannot_write </out> <x> <tcp://w:1>>"
    assert str(cluster_watch.task_error(ImportError("no engine"), "s")) == \
        f"cluster.task_cannot_run <ImportError: no engine> <{__version__}>"


def test_the_watchs_sentences_are_the_catalogues(monkeypatch):
    from distributed import KilledWorker
    _catalogue_says_code(monkeypatch, SAID)
    died = KilledWorker("k", type("W", (), {"address": "tcp://w:1"})(), 3)
    assert str(cluster_watch.task_error(died, "s.tfrecord")) == \
        f"cluster.workers_died <{died}> <s.tfrecord>"
    assert str(cluster_watch.workers_gone("tcp://h:1", 20)) == \
        "cluster.workers_gone <tcp://h:1> <20>"
    assert str(cluster_watch.workers_gone("jobqueue:/lab/q.yaml", 600)) == \
        "cluster.jobs_gone </lab/q.yaml> <600>"
    assert str(cluster_watch.scheduler_lost("tcp://h:1")) == "cluster.scheduler_lost <tcp://h:1>"


# -- what the driver watches -----------------------------------------------------------

class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class _Scheduler:
    def __init__(self) -> None:
        self.status = "running"
        self.workers = 2


def _watch(where="tcp://h:8786", grace=20.0):
    client, clock = _Scheduler(), _Clock()

    def count() -> int:
        if isinstance(client.workers, Exception):
            raise client.workers
        return client.workers
    return cluster_watch.Watch(client, where, grace, count, clock), client, clock


def _tick(watch, clock, seconds):
    end = clock.now + seconds
    while clock.now < end:
        clock.now += 0.25
        watch.look()


def test_workers_gone_for_the_grace_end_the_run():
    watch, client, clock = _watch()
    _tick(watch, clock, 60)
    client.workers = 0
    _tick(watch, clock, 15)
    client.workers = 1        # back (a nanny restarted it): the wait starts again
    _tick(watch, clock, 5)
    client.workers = 0
    _tick(watch, clock, 19)
    with pytest.raises(RunError) as e:
        _tick(watch, clock, 5)
    assert describe(str(e.value)) == ("cluster.workers_gone",
                                      {"address": "tcp://h:8786", "seconds": "20"})
    assert e.value.exit_code == protocol.EXIT_CLUSTER_LOST


def test_hpc_jobs_gone_are_said_as_jobs():
    watch, client, clock = _watch("jobqueue:/lab/slurm.yaml", 600.0)
    client.workers = 0
    with pytest.raises(RunError) as e:
        _tick(watch, clock, 700)
    assert describe(str(e.value)) == ("cluster.jobs_gone",
                                      {"file": "/lab/slurm.yaml", "seconds": "600"})


def test_a_finished_tasks_result_on_a_dead_worker_does_not_wait_without_end():
    """The scheduler said a task finished; its result lives on the worker that ran it. All
    workers killed then, Dask computes it again and waits for a worker without end: the
    driver hung in fut.result() (test_cluster_workers' every-worker-gone test, under
    load: the engine still ran 120 s later). The watch is asked while it waits."""
    watch, client, clock = _watch(grace=3.0)
    client.workers = 0

    class Lost:                       # a result whose worker is gone: it never comes
        asked = 0

        def result(self, timeout=None):
            assert timeout is not None, "waited without a timeout"
            Lost.asked += 1
            clock.now += timeout
            raise TimeoutError

    with pytest.raises(RunError) as e:
        cluster_watch.result_of(Lost(), watch)
    assert describe(str(e.value))[0] == "cluster.workers_gone" and Lost.asked < 10

    class Kept:
        def result(self, timeout=None):
            return ("attempt", {"records": 3}, "tcp://w:1")
    assert cluster_watch.result_of(Kept(), watch)[1] == {"records": 3}


@pytest.mark.parametrize("how", ["reconnecting", "closed connection"])
def test_a_lost_scheduler_ends_the_run(how):
    watch, client, clock = _watch()
    if how == "reconnecting":
        client.status = "connecting"
    else:
        client.workers = OSError("in <TCP (closed)>: Stream is closed")
    with pytest.raises(RunError) as e:
        _tick(watch, clock, 3)
    assert describe(str(e.value)) == ("cluster.scheduler_lost", {"address": "tcp://h:8786"})


# -- addresses -------------------------------------------------------------------------

def test_a_browsers_trailing_slash_is_dropped():
    assert parse_address("tcp://10.0.0.5:8786/") == ("tcp://10.0.0.5:8786", None)
    assert parse_address("tls://[::1]:8786") == ("tls://[::1]:8786", None)
    assert parse_address("local:2") == ("local", 2)
