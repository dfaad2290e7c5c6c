"""convert --cluster when the cluster is not what the run needs (engine.run.cluster_fit,
engine.run.cluster_watch), with a real `dask scheduler` and `dask worker` processes on
127.0.0.1 set up wrongly on purpose by a test-only sitecustomize.py:

- a worker with another Pillow, the same Pillow built with another libjpeg-turbo, or
  without the engine, is named before anything is written (it wrote other bytes than a
  local run, or failed as an internal error), and when no worker fits the run stops
  (after the usual wait);
- workers that join during the run and cannot see the source (they rejected every image
  of their shards as "moved or deleted" and the run ended "ok"; then they stopped the
  whole run) or run an older engine (an "internal error") are left out and named, and
  the others finish the run with a local run's bytes (engine.run.cluster_feed;
  tests/engine/test_cluster_left_out.py has the details, in one process);
- every worker gone: the run ends saying so (it waited forever at "40%");
- the scheduler gone: the run ends saying so at once (an internal error after 20 s).
"""

from __future__ import annotations

import textwrap
import time
from pathlib import Path

import pytest

try:
    import dask_processes as P
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import dask_processes as P
    from . import imagefactory as F
from engine import __version__, protocol
from engine.reason_codes import describe, describe_log_line

OPTS = ("--shards", "8", "--size", "32", "--seed", "3")
SLOW = 0.25       # seconds per image on the test's workers: the run lasts ~10 s

#: sitecustomize.py of a worker that reports other versions than it runs (%r: {"software":
#: {name: version}, "build": {library: version}} over cluster_fit.software's and
#: pillow_build's): another Pillow, or the same Pillow built with other libraries. (Not a
#: fake Pillow: PIL.__version__ = "12.0.0" made PIL.Image, which the check imports for
#: Pillow's libraries, refuse to load on that worker.)
REPORTS = """
    from engine.run import cluster_fit as _fit
    _says = %r
    _software, _build = _fit.software, _fit.pillow_build
    def _reported(found, says):
        return {k: says.get(k, v) for k, v in found.items()}
    _fit.software = lambda cfg: _reported(_software(cfg), _says["software"])
    _fit.pillow_build = lambda: _reported(_build(), _says["build"])
"""
#: ... of a worker on which the engine is not installed
NO_ENGINE = """
    import sys
    class _NoEngine:
        def find_spec(self, name, path=None, target=None):
            if name == "engine" or name.startswith("engine."):
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    sys.meta_path.insert(0, _NoEngine())
"""
#: ... of a worker that does not see the folder $TFRS_TEST_HIDE (a share not mounted
#: there); its decoding processes load it too
NO_SHARE = """
    import builtins, errno, io, os
    _hidden = os.environ["TFRS_TEST_HIDE"]
    def _check(path):
        if isinstance(path, str) and path.startswith(_hidden):
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
    _open, _os_open = builtins.open, os.open
    def _open_checked(file, *a, **k):
        _check(file)
        return _open(file, *a, **k)
    def _os_open_checked(path, *a, **k):
        _check(path)
        return _os_open(path, *a, **k)
    builtins.open = io.open = _open_checked
    os.open = _os_open_checked
    if os.environ.get("TFRS_TEST_ITEM_SLEEP"):
        import dask_slow_preload
"""
#: ... of a worker with an older TFRecord Studio, whose shard task takes other arguments
#: (it fails before the check of its first task can run)
OLD_ENGINE = """
    import engine
    engine.__version__ = "0.3.1"
    import engine.run.cluster_task as _task
    def shard_task(spec, cfg, topic, cancel_name, max_items):
        raise AssertionError("not reached: called with the newer arguments")
    _task.shard_task = shard_task
"""
#: the engine's own sitecustomize: a cluster without workers is given up after 3 s, not 20
SHORT_GRACE = """
    import engine.run.cluster as _cluster
    _cluster.CONNECT_TIMEOUT = 3.0
"""


def _site(folder: Path, code: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sitecustomize.py").write_text(textwrap.dedent(code))
    return folder


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("workers") / "src", 40, size=48)


def _said(events: list[dict]) -> tuple[str, str, dict]:
    failed = F.types(events, "run_failed")
    assert failed, events[-3:]
    code, params = describe(failed[-1]["message"])
    assert failed[-1]["code"] == code
    return failed[-1]["message"], code, params


def _local(src: Path, out: Path) -> Path:
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--workers", "2"))
    assert code == 0, err
    return out


def _resume_finishes_it(src, out, address, tmp_path) -> None:
    """--resume on the mended cluster finishes the run, as a local run writes it."""
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--resume", "--cluster",
                                              address), timeout=240)
    assert code == 0, err[-3000:]
    F.assert_identical(out, _local(src, tmp_path / "local"))


def _reporting(folder: Path, software: dict[str, str], build: dict[str, str]) -> Path:
    return _site(folder, REPORTS % ({"software": software, "build": build},))


def test_workers_with_other_software_are_named_before_anything_is_written(src, tmp_path):
    env = F.with_sitecustomize(tmp_path, SHORT_GRACE)     # (none fits: waited 3 s)
    with P.scheduler_and_workers(tmp_path, 0) as (address, sched_file, procs):
        procs.append(P.start_worker(sched_file, "pillow12", tmp_path / "p.log", site=_reporting(
            tmp_path / "p", {"Pillow": "12.0.0"}, {"libjpeg-turbo": "2.1.5"})))
        procs.append(P.start_worker(sched_file, "conda", tmp_path / "c.log", site=_reporting(
            tmp_path / "c", {}, {"libjpeg-turbo": "2.1.5"})))
        procs.append(P.start_worker(sched_file, "bare", tmp_path / "b.log",
                                    site=_site(tmp_path / "b", NO_ENGINE), preload=False))
        P.wait_workers(address, 3)
        out = tmp_path / "out"
        code, events, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--cluster", address),
                                         env=env)
    assert code == protocol.EXIT_USAGE, err[-3000:]
    message, code, params = _said(events)
    assert code == "concat", message
    software, build = params["parts"]
    assert software["code"] == "cluster.other_software", message
    parts = {p["code"]: p["params"] for p in software["params"]["changes"]["params"]["parts"]}
    assert parts["cluster.worker_software"]["name"] == "Pillow"
    assert parts["cluster.worker_software"]["theirs"] == "12.0.0"
    assert parts["cluster.worker_cannot_run"]["detail"] == \
        "ModuleNotFoundError: No module named 'engine'"
    # the same Pillow built with another libjpeg-turbo: named with both versions, and
    # what to do; (the worker with another Pillow is not asked for its libraries)
    assert build["code"] == "cluster.other_pillow_build", message
    (part,) = build["params"]["changes"]["params"]["parts"]
    assert part["code"] == "cluster.worker_pillow_build"
    from engine.run.cluster_fit import pillow_build
    assert {k: v for k, v in part["params"].items() if k != "worker"} == {
        "library": "libjpeg-turbo", "theirs": "2.1.5", "ours": pillow_build()["libjpeg-turbo"]}
    assert "Install Pillow on the workers from the same source" in message
    assert "Traceback" not in err
    assert not out.exists()      # refused before the folder was made


def _left_out(stderr: str) -> dict[str, dict]:
    """{reason code: its values} of the workers the run's log says it left out."""
    said = [describe_log_line(line) for line in stderr.splitlines() if "left out" in line]
    return {p["code"]: p["params"] for _, code, params in said
            if code == "log.cluster_left_out" for p in params["changes"]["params"]["parts"]}


def test_workers_that_join_unfit_are_left_out_and_the_run_finishes(src, tmp_path,
                                                                   monkeypatch):
    """Two workers join a run under way, one that cannot read the source and one of
    another engine: both are left out, named with why, and the run finishes with the
    first. The first worker holds its next batch (TFRS_TEST_HOLD) until both are left
    out: a run of ~10 s ended before two workers started under load, and nothing was
    left out (KeyError 'cluster.worker_cannot_read')."""
    monkeypatch.setenv("TFRS_TEST_HIDE", str(src))     # (read by NO_SHARE)
    hold = tmp_path / "hold"
    monkeypatch.setenv("TFRS_TEST_HOLD", str(hold))   # (read by dask_slow_preload)
    out = tmp_path / "out"
    with P.scheduler_and_workers(tmp_path, 1, SLOW) as (address, sched_file, procs):
        eng = F.Engine(F.engine_argv(src, out, *OPTS, "--cluster", address))
        try:
            eng.wait_for(lambda e: e["type"] == "batch_written", timeout=120)
            hold.touch()
            procs.append(P.start_worker(sched_file, "no-share", tmp_path / "h.log", SLOW,
                                        site=_site(tmp_path / "hide", NO_SHARE)))
            procs.append(P.start_worker(sched_file, "old", tmp_path / "o.log", SLOW,
                                        site=_site(tmp_path / "old", OLD_ENGINE)))
            deadline = time.monotonic() + 120
            while len(_left_out(eng.stderr())) < 2 and time.monotonic() < deadline \
                    and eng.proc.poll() is None:
                time.sleep(0.1)   # (a poll interval: the engine says each leave-out)
            hold.unlink()
            code = eng.wait(180)
        finally:
            eng.close()
    assert code == protocol.EXIT_OK, eng.stderr()[-3000:]
    F.assert_identical(out, _local(src, tmp_path / "local"))
    # nothing rejected for the blind worker, each named with why, as the window reads it
    assert not F.types(eng.events, "item_failed")
    parts = _left_out(eng.stderr())
    assert parts["cluster.worker_cannot_read"]["file"].startswith(str(src)), parts
    assert (parts["cluster.worker_software"]["theirs"],
            parts["cluster.worker_software"]["ours"]) == ("0.3.1", __version__)
    left_out = F.manifest(out)["cluster"]["left_out"]
    assert len(left_out) == 2 and F.manifest(out)["workers"] == 1


def test_every_worker_gone_ends_the_run_and_resume_finishes_it(src, tmp_path):
    out = tmp_path / "out"
    env = F.with_sitecustomize(tmp_path, SHORT_GRACE)
    with P.scheduler_and_workers(tmp_path, 2, SLOW) as (address, sched_file, procs):
        eng = F.Engine(F.engine_argv(src, out, *OPTS, "--cluster", address), env=env)
        try:
            eng.wait_for(lambda e: e["type"] == "batch_written", timeout=120)
            for p in procs[1:]:
                p.kill()
            killed = time.monotonic()
            code = eng.wait(120)
            waited = time.monotonic() - killed
        finally:
            eng.close()
        assert code == protocol.EXIT_CLUSTER_LOST, eng.stderr()[-3000:]
        message, said, params = _said(eng.events)
        assert (said, params["address"], params["seconds"]) == \
            ("cluster.workers_gone", address, "3"), message
        assert waited < 60, waited     # (it waited without end)
        assert F.hidden_temp_files(out) == []
        procs += [P.start_worker(sched_file, f"again{i}", tmp_path / f"a{i}.log")
                  for i in (1, 2)]
        P.wait_workers(address, 2)
        _resume_finishes_it(src, out, address, tmp_path)


def test_a_lost_scheduler_is_said_at_once(src, tmp_path):
    out = tmp_path / "out"
    with P.scheduler_and_workers(tmp_path, 1, SLOW) as (address, _, procs):
        eng = F.Engine(F.engine_argv(src, out, *OPTS, "--cluster", address))
        try:
            eng.wait_for(lambda e: e["type"] == "batch_written", timeout=120)
            procs[0].kill()
            killed = time.monotonic()
            code = eng.wait(120)
            waited = time.monotonic() - killed
        finally:
            eng.close()
    assert code == protocol.EXIT_CLUSTER_LOST, eng.stderr()[-3000:]
    message, said, params = _said(eng.events)
    assert (said, params["address"]) == ("cluster.scheduler_lost", address), message
    assert "Traceback" not in eng.stderr()
    assert waited < 15, waited     # (Dask's 20 s of reconnecting, then an internal error)
    assert F.hidden_temp_files(out) == []


def test_dasks_closed_comm_traceback_is_not_said():
    """Dask logs a closed batched comm at INFO with its traceback when the scheduler dies
    under a message being sent: the lost-scheduler run's stderr held "Traceback ...
    batched.py" under the run's own words (the clean-clone run, under load). The engine
    keeps that logger to warnings once it loads Dask."""
    import logging

    from engine.run import cluster
    batched = logging.getLogger("distributed.batched")
    batched.setLevel(logging.NOTSET)
    cluster._distributed()
    assert not batched.isEnabledFor(logging.INFO)
    assert batched.isEnabledFor(logging.WARNING)
