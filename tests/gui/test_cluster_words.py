"""A cluster's troubles in the words of lab staff who do not run commands: a scheduler
without workers says who starts them (the command only in brackets, for that person: it
told the user to run `dask worker ADDRESS`), and each worker that cannot see the source or
the output folder is said in the window's language (which worker, which file or folder,
what it could not do, and why), not in the engine's English detail."""

from __future__ import annotations

import pytest

from engine.commands.cli import build_parser, config_from_args
from engine.errors import RunError
from engine.reason_codes import describe
from engine.run.cluster import ClusterRun
from engine.run.cluster_fit import Needs, fitness
from gui import engine_text

ADDRESS = "tcp://lab.example:8786"


class _Client:
    """A Dask client's answers: no worker joins, or each worker's check (of the file and
    the folder given for it)."""

    def __init__(self, checks: dict[str, tuple[str, str]] | None = None) -> None:
        self.checks = checks

    def wait_for_workers(self, n: int, timeout: float) -> None:
        if self.checks is None:
            raise TimeoutError

    def run(self, fn, *args, **kw):
        if fn is fitness and self.checks:
            needs, cfg = args
            return {w: fn(Needs(*a, needs.software, needs.build), cfg)
                    for w, a in self.checks.items()}
        return {}

    def close(self) -> None:
        pass


def _refusal(tmp_path, client: _Client, first_file: str = "") -> str:
    out = tmp_path / "out"
    out.mkdir(exist_ok=True)
    run = ClusterRun(config_from_args(build_parser().parse_args(
        ["convert", str(tmp_path), "--out", str(out), "--cluster", ADDRESS])))
    run._begin = lambda: setattr(run, "client", client)   # (no Dask: the answers above)
    run._wait = 0.0     # (when none fits, none will join: no wait for one)
    with pytest.raises(RunError) as e:
        run.open(first_file) if client.checks else run.connect()
    return str(e.value)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_scheduler_without_workers_says_who_starts_them(tmp_path, language, lang):
    message = _refusal(tmp_path, _Client())
    assert "Ask whoever runs the cluster to start workers" in message
    assert message.endswith(f"(their command: dask worker {ADDRESS}).")   # for them only
    assert "Start workers with" not in message
    code, params = describe(message)
    assert code == "cluster.no_workers" and params["address"] == ADDRESS
    language(lang)
    shown = engine_text.text(code, params, "<english>")
    assert shown != "<english>" and f"dask worker {ADDRESS})" in shown
    assert {"en": "whoever runs the cluster", "ja": "クラスターの管理者",
            "ko": "클러스터 관리자"}[lang] in shown
    # the command stays in brackets at the end, after what to do
    assert shown.index("(") > shown.index({"en": "Ask", "ja": "頼んで", "ko": "요청하세요"}[lang])


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_each_worker_that_cannot_see_a_folder_is_said_in_words(tmp_path, language, lang):
    image = tmp_path / "cat (2).jpg"   # (its own brackets stay in its name)
    image.write_bytes(b"x")
    reader, writer = "tcp://10.0.0.5:40121", "tcp://10.0.0.6:40122"
    message = _refusal(tmp_path, _Client({
        reader: (str(tmp_path / "only-here.jpg"), str(tmp_path / "out")),
        writer: (str(image), str(tmp_path / "not-on-that-disk"))}), str(image))
    assert message.startswith("Every Dask worker must see the source and the output folder")
    assert f"the worker at {reader} cannot read " in message
    assert f"the worker at {writer} cannot create a file in " in message
    code, params = describe(message)
    assert code == "cluster.not_shared"
    parts = params["changes"]["params"]["parts"]
    assert [(p["code"], p["params"]["worker"]) for p in parts] == [
        ("cluster.worker_cannot_read", reader), ("cluster.worker_cannot_write", writer)]
    assert parts[0]["params"]["file"].endswith("only-here.jpg")
    assert parts[1]["params"]["folder"].endswith("not-on-that-disk")
    assert {p["params"]["why"] for p in parts} == {"there is no such file or folder there"}
    language(lang)
    shown = engine_text.text(code, params, "<english>")
    assert shown != "<english>"
    assert reader in shown and writer in shown and "only-here.jpg" in shown
    assert {"ja": "そこにはそのファイルもフォルダーもありません",
            "ko": "그곳에 그런 파일이나 폴더가 없습니다"}[lang] in shown
    words = shown.replace(str(tmp_path), "")   # (the test's folder names its test)
    for english in ("worker", "cannot", "there is", "such file", "file system"):
        assert english not in words, (english, shown)


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_pillow_of_another_build_is_said_in_words(language, lang):
    """Which worker, which library, both versions, and what to do, in the window's words."""
    from engine.run import cluster_fit

    class Workers:
        def run(self, fn, *args, **kw):
            return {"tcp://10.0.0.7:4000": [cluster_fit.Problem(
                cluster_fit.BUILD, "cluster.worker_pillow_build",
                {"library": "libjpeg-turbo", "theirs": "2.1.5", "ours": "3.2.0"})]}
    needs = Needs("/src/a.jpg", "/out", {"Pillow": "13.0.0"})
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(Workers(), needs, config_from_args(build_parser().parse_args(
            ["convert", "/src", "--out", "/out"])))
    code, params = describe(str(e.value))
    assert code == "cluster.other_pillow_build"
    language(lang)
    shown = engine_text.text(code, params, "<english>")
    for said in ("tcp://10.0.0.7:4000", "libjpeg-turbo", "2.1.5", "3.2.0", "13.0.0", "pip",
                 "conda", {"ja": "クラスターの管理者", "ko": "클러스터 관리자"}[lang]):
        assert said in shown, (said, shown)
    for english in ("worker", "built", "where this", "Install", "start the run"):
        assert english not in shown, (english, shown)


def test_a_workers_reasons_are_the_windows(language):
    """The reasons the engine gives in words are those the window translates."""
    from engine.reason_catalogue_cluster import WORKER_REASONS
    from engine.run.cluster_task import WORKER_ERRNO_WORDS
    from gui.engine_text_cluster import worker_reason
    assert set(WORKER_ERRNO_WORDS.values()) == set(WORKER_REASONS)
    language("ja")
    assert all(worker_reason(why) != why for why in WORKER_REASONS)
    assert worker_reason("Stale file handle") == "Stale file handle"   # the system's own


@pytest.fixture
def marked(monkeypatch):
    """The catalogue's cluster sentences replaced by markers: a message that still shows
    the engine's own copy of a sentence (an f-string beside the catalogue's) is caught."""
    from engine import reason_codes
    for code, template in [
            ("cluster.no_workers", "NO WORKERS {address} {seconds}"),
            ("cluster.no_job_worker", "NO JOB WORKER {file} {seconds}"),
            ("cluster.submit_failed", ("SUBMIT ONE {n} {kind} {file}: {detail}",
                                       "SUBMIT MANY {n} {kind} {file}: {detail}")),
            ("cluster.not_installed", "NO DASK")]:
        monkeypatch.setitem(reason_codes.CATALOGUE, code, template)


def _run(tmp_path, cluster: str) -> ClusterRun:
    return ClusterRun(config_from_args(build_parser().parse_args(
        ["convert", str(tmp_path), "--out", str(tmp_path / "out"), "--cluster", cluster])))


def test_the_cluster_run_says_the_catalogues_sentences(tmp_path, monkeypatch, marked):
    """engine.run.cluster wrote these four as f-strings beside the catalogue's copies: a
    change of the catalogue's words (or a mistake in one copy) told the command line one
    thing and the window another."""
    import sys

    from engine.run import cluster, jobqueue
    assert _refusal(tmp_path, _Client()) == f"NO WORKERS {ADDRESS} 20"
    run = _run(tmp_path, "jobqueue:/lab/slurm.yaml")
    run._begin = lambda: setattr(run, "client", _Client())
    with pytest.raises(RunError) as e:
        run.connect()
    assert str(e.value) == f"NO JOB WORKER /lab/slurm.yaml {cluster.CONNECT_TIMEOUT:g}"

    class _Jobs:
        def scale(self, jobs):
            raise OSError("sbatch: error: invalid partition")

        def close(self):
            pass
    for jobs, said in ((1, "ONE"), (3, "MANY")):
        spec = type("Spec", (), {"wait": 5.0, "jobs": jobs, "kind": "slurm",
                                 "path": "/lab/slurm.yaml"})()
        monkeypatch.setattr(jobqueue, "load", lambda path, spec=spec: spec)
        monkeypatch.setattr(jobqueue, "make_cluster", lambda spec: _Jobs())
        with pytest.raises(RunError) as e:
            _run(tmp_path, "jobqueue:/lab/slurm.yaml")._begin()
        assert str(e.value) == (f"SUBMIT {said} {jobs} slurm /lab/slurm.yaml: "
                                "sbatch: error: invalid partition")
    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(RunError, match="^NO DASK$"):
        cluster._distributed()


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_worker_left_out_for_a_library_is_said_with_what_to_install(language, lang):
    """A worker without a library a task imports, or without this computer's pillow-heif,
    is left out: the Log tab says which worker and what to install there, in its language."""
    from engine.reason_codes import as_list, say
    from engine.run import cluster_feed
    from engine.run.cluster_fit import Problem, lacks_module
    worker, other = "tcp://10.0.0.5:40121", "tcp://10.0.0.6:40122"
    problems = [(worker, lacks_module(ModuleNotFoundError("No module named 'cv2'"), "cv2",
                                      "opencv-python-headless")),
                (other, Problem("software", "cluster.worker_lacks_library",
                                {"name": "pillow-heif", "ours": "1.8.1",
                                 "package": "pillow-heif"}))]
    line = "warning: " + say("log.cluster_left_out",
                             changes=as_list([p.part(w) for w, p in problems]))
    assert line.startswith(
        "warning: " + cluster_feed.left_out_sentence(worker, [problems[0][1]]))
    language(lang)
    shown = engine_text.log_line(line)
    for needed in (worker, other, "cv2", "pip install opencv-python-headless",
                   "pip install pillow-heif==1.8.1"):
        assert needed in shown, (needed, shown)
    for english in ("the worker", "lacks", "install it", "environment", "has TFRecord"):
        assert english not in shown, (english, shown)


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_worker_let_in_again_is_said_in_the_language(language, lang):
    """A left-out worker mended during the run (engine.run.cluster_readmit): the Log tab
    says which one converts shards again, in its language."""
    from engine.reason_codes import say
    worker = "tcp://10.0.0.5:40121"
    language(lang)
    shown = engine_text.log_line("note: " + say("log.cluster_let_in", worker=worker))
    assert worker in shown and "Dask" in shown, shown
    for english in ("left out", "the Dask worker at", "converts shards"):
        assert english not in shown, (english, shown)


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_library_to_install_is_said_with_this_computers_version(language, lang):
    """A worker that cannot import a module this computer has installed is told to install
    that version (pip install PACKAGE==VERSION), as the first check's sentence says it
    (cluster.worker_lacks_library): in the Log tab's left-out line and in the run's end,
    in the window's language."""
    from engine.reason_codes import as_list, describe, say
    from engine.run import cluster_feed
    from engine.run.cluster_fit import lacks_module
    from engine.run.library_versions import installed_version
    version = installed_version("opencv-python-headless")
    assert version, "the tests' environment has the turbo extra"
    missing = ModuleNotFoundError("No module named 'cv2'", name="cv2")
    worker = "tcp://10.0.0.5:40121"
    line = "warning: " + say("log.cluster_left_out", changes=as_list(
        [lacks_module(missing, "cv2", "opencv-python-headless", version).part(worker)]))
    failed = describe(str(cluster_feed.task_cannot_import(missing)))
    language(lang)
    pinned = f"pip install opencv-python-headless=={version}"
    shown = [engine_text.log_line(line), engine_text.text(*failed, "")]
    for said in shown:
        assert pinned in said and "cv2" in said, said
        for english in ("the worker", "install it", "environment", "has TFRecord"):
            assert english not in said, (english, said)


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_worker_that_left_during_the_run_is_said_in_the_language(language, lang):
    """A worker killed mid-run (engine.run.cluster_progress): the Log tab says which one
    left and how many convert on, counting workers with 個 / 개."""
    from engine.reason_codes import say
    worker = "tcp://10.0.0.5:40121"
    language(lang)
    shown = engine_text.log_line("warning: " + say("log.cluster_worker_left", worker=worker,
                                                   n=3))
    assert worker in shown and ("3 個" in shown or "3개" in shown), shown
    for english in ("left the scheduler", "still there", "time limit"):
        assert english not in shown, (english, shown)
    # what is true of a worker killed while idle too (one shard, two workers: "its
    # shards are converted by the others" of one that held none), and why the count of
    # a shard it was converting starts again
    assert ("最初の画像から" in shown) if lang == "ja" else ("첫 이미지부터" in shown), shown
