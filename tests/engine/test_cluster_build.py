"""A cluster worker whose Pillow is the same version as this computer's but built with
other libraries (engine.run.cluster_fit.pillow_build): a pip wheel bundles libjpeg-turbo
and zlib-ng, a conda package links conda's libjpeg and zlib, and they write other JPEG and
PNG bytes. The check compared the versions of the engine and of Pillow only, so such a
worker wrote other shards than a run on this computer, silently. tests/engine/
test_cluster_workers.py runs the check on real Dask workers."""

from __future__ import annotations

import pytest
from PIL import features

from engine import protocol
from engine.config import ConvertConfig
from engine.errors import RunError
from engine.reason_codes import describe
from engine.run import cluster_fit

CFG = ConvertConfig(source="/src", out="/out")


class _Client:
    """A Dask client whose workers answer fitness() from this process, each reporting the
    versions given for it (a test double of what a worker reports, not a fake Pillow)."""

    def __init__(self, monkeypatch, reports: dict[str, dict[str, str]]) -> None:
        self.monkeypatch = monkeypatch
        self.reports = reports

    def run(self, fn, *args, on_error="raise"):
        assert fn is cluster_fit.fitness and on_error == "return"
        software, build = cluster_fit.software, cluster_fit.pillow_build
        answers = {}
        for worker, says in self.reports.items():
            with self.monkeypatch.context() as m:
                m.setattr(cluster_fit, "software",   # (None: the worker has none)
                          lambda cfg, says=says: {k: says.get(k, v)
                                                  for k, v in software(cfg).items()
                                                  if says.get(k, v) is not None})
                m.setattr(cluster_fit, "pillow_build",
                          lambda says=says: {k: says.get(k, v) for k, v in build().items()})
                answers[worker] = fn(*args)
        return answers


def _needs(tmp_path) -> cluster_fit.Needs:
    (tmp_path / "a.jpg").write_bytes(b"x")
    return cluster_fit.Needs(str(tmp_path / "a.jpg"), str(tmp_path), cluster_fit.software(CFG),
                             cluster_fit.pillow_build())


def test_the_libraries_compared_are_those_pillow_reports():
    build = cluster_fit.pillow_build()
    assert list(build) == ["libjpeg", "libjpeg-turbo", "mozjpeg", "zlib", "zlib-ng", "libwebp",
                           "libtiff", "libavif"]
    assert build["libjpeg-turbo"] == (features.version("libjpeg_turbo") or "(none)")
    assert build["zlib"] == features.version("zlib") and build["libjpeg"] == features.version("jpg")
    assert all(v for v in build.values())   # "(none)" where Pillow does without one


def test_a_pillow_built_with_other_libraries_is_refused_naming_each(tmp_path, monkeypatch):
    ours = cluster_fit.pillow_build()
    conda = "tcp://10.0.0.7:4000"
    client = _Client(monkeypatch, {conda: {"libjpeg-turbo": "2.1.5", "zlib-ng": "(none)"},
                                   "tcp://10.0.0.8:4000": {}})
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(client, _needs(tmp_path), CFG)
    assert e.value.exit_code == protocol.EXIT_USAGE
    said = str(e.value)
    assert said.startswith("Every Dask worker must run a Pillow built with the same libraries "
                           f"as this computer's (Pillow {features.version('pil')})")
    assert (f"the worker at {conda} has a Pillow built with libjpeg-turbo version 2.1.5 where "
            f"this computer's Pillow has version {ours['libjpeg-turbo']}") in said
    assert said.endswith("Install Pillow on the workers from the same source as on this "
                         "computer (a pip wheel and a conda package of one Pillow version "
                         "hold different libraries), then start the run again.")
    assert "10.0.0.8" not in said
    code, params = describe(said)
    assert (code, params["pillow"]) == ("cluster.other_pillow_build", features.version("pil"))
    parts = params["changes"]["params"]["parts"]
    assert parts[0] == {"code": "cluster.worker_pillow_build",
                        "params": {"worker": conda, "library": "libjpeg-turbo",
                                   "theirs": "2.1.5", "ours": ours["libjpeg-turbo"]}}
    if ours["zlib-ng"] != "(none)":
        assert parts[1]["params"] == {"worker": conda, "library": "zlib-ng",
                                      "theirs": "(none)", "ours": ours["zlib-ng"]}


def test_other_versions_and_another_build_are_two_sentences(tmp_path, monkeypatch):
    """Each with its own advice; a worker with another Pillow version is not asked for its
    Pillow's libraries (moot: and the check must not need PIL.Image there)."""
    asked = []
    build = cluster_fit.pillow_build

    def pillow_build():
        asked.append(1)
        return build()
    needs = _needs(tmp_path)
    monkeypatch.setattr(cluster_fit, "pillow_build", pillow_build)
    client = _Client(monkeypatch, {"tcp://a:1": {"Pillow": "12.0.0", "libjpeg": "9.6"},
                                   "tcp://b:1": {"numpy": "1.26.4", "libtiff": "4.5.1"}})
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(client, needs, CFG)
    assert len(asked) == 1     # (b's; a runs another Pillow)
    code, params = describe(str(e.value))
    assert code == "concat", str(e.value)
    first, second = params["parts"]
    assert first["code"] == "cluster.other_software"
    assert [(p["params"]["worker"], p["params"]["name"])
            for p in first["params"]["changes"]["params"]["parts"]] == [
        ("tcp://a:1", "Pillow"), ("tcp://b:1", "numpy")]
    assert second["code"] == "cluster.other_pillow_build"
    assert [(p["params"]["worker"], p["params"]["library"], p["params"]["theirs"])
            for p in second["params"]["changes"]["params"]["parts"]] == [
        ("tcp://b:1", "libtiff", "4.5.1")]


def test_the_same_build_passes(tmp_path, monkeypatch):
    cluster_fit.check_all(_Client(monkeypatch, {"tcp://a:1": {}, "tcp://b:1": {}}),
                          _needs(tmp_path), CFG)


def test_the_driver_asks_for_its_own_build():
    needs = cluster_fit.needs_here("/src/a.jpg", CFG)
    assert (needs.first_file, needs.out) == ("/src/a.jpg", "/out")
    assert needs.software == cluster_fit.software(CFG)
    assert needs.build == cluster_fit.pillow_build() != {}


def test_a_worker_without_pillow_heif_is_told_to_install_it(tmp_path, monkeypatch):
    """pillow-heif (and its libheif) decode HEIC: other versions give other pixels, and a
    worker without it rejects every HEIC file. Not compared, such a worker wrote other
    shards than a run here; now it is refused (left out: cluster_feed), saying what to
    install. Its missing libheif is not said again."""
    heif = pytest.importorskip("pillow_heif")
    ours = (str(heif.__version__), str(heif.libheif_version()))
    assert {k: cluster_fit.software(CFG)[k] for k in ("pillow-heif", "libheif")} == \
        dict(zip(("pillow-heif", "libheif"), ours, strict=True))
    client = _Client(monkeypatch, {"tcp://a:1": {"pillow-heif": None, "libheif": None},
                                   "tcp://b:1": {"libheif": "1.17.6"}, "tcp://c:1": {}})
    with pytest.raises(RunError) as e:
        cluster_fit.check_all(client, _needs(tmp_path), CFG)
    said = str(e.value)
    assert (f"the worker at tcp://a:1 lacks pillow-heif, which this computer has (version "
            f"{ours[0]}): install it in its Python environment (pip install "
            f"pillow-heif=={ours[0]})") in said
    assert (f"the worker at tcp://b:1 has libheif version 1.17.6 where this computer has "
            f"{ours[1]}") in said
    code, params = describe(said)
    assert code == "cluster.other_software"
    assert [(p["code"], p["params"]["worker"]) for p in params["changes"]["params"]["parts"]] \
        == [("cluster.worker_lacks_library", "tcp://a:1"), ("cluster.worker_software",
                                                              "tcp://b:1")]


def test_without_pillow_heif_here_it_is_not_asked(monkeypatch):
    import importlib.util
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "pillow_heif" else real(name, *a))
    assert "pillow-heif" not in cluster_fit.software(CFG)
    assert "libheif" not in cluster_fit.software(CFG)
