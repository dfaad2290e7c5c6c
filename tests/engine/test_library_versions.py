"""The versions the run log records and the cluster's worker check compares
(engine.run.runlog.library_versions) are the same whether their modules are loaded or not:
OpenCV's read "5.0.0.93" (its wheel's version) before cv2 was imported and "5.0.0" after,
so a Dask worker that had run a turbo task differed from a driver that had not, and was
left out of the next run for "another opencv"."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.engine.imagefactory import ROOT

CODE = """
import json
from engine.run.runlog import library_versions
before = library_versions()
import cv2, numpy, PIL, simplejpeg  # noqa: F401 (loaded, as on a worker after a turbo task)
after = library_versions()
print(json.dumps([before, after]))
"""


def test_a_library_reads_alike_loaded_or_not():
    pytest.importorskip("cv2")
    pytest.importorskip("simplejpeg")
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    before, after = json.loads(out.stdout)
    for key in ("Pillow", "numpy", "simplejpeg", "opencv"):
        assert before[key] == after[key], (key, before[key], after[key])
    assert after["opencv"].count(".") == 2   # OpenCV's own version, as cv2 says it


BY_OTHER_DISTRIBUTIONS = """
import importlib.metadata, importlib.util, json, sys  # (before sys.path goes)
from engine.run import library_versions as lv
sys.path[:] = [sys.argv[1]]     # (only the distributions of the test's folder)
print(json.dumps([lv.library_versions(), lv.installable_versions(),
                  lv.installed_version("opencv-python-headless")]))
"""


def test_a_library_reads_alike_by_any_of_its_distributions(tmp_path):
    """A worker with opencv-python (not -headless), or pillow-simd, was said to lack OpenCV
    (or Pillow), and was left out of a turbo run: the version was looked up by one
    distribution's name, where the module the engine imports is the same."""
    for name in ("opencv_python-5.0.0.93", "Pillow_SIMD-9.0.0.post1", "numpy-2.4.6"):
        (tmp_path / f"{name}.dist-info").mkdir()
    out = subprocess.run([sys.executable, "-c", BY_OTHER_DISTRIBUTIONS, str(tmp_path)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    versions, wheels, pinned = json.loads(out.stdout)
    assert (versions["opencv"], versions["Pillow"], versions["numpy"]) == (
        "5.0.0", "9.0.0.post1", "2.4.6")
    assert "simplejpeg" not in versions
    assert wheels["opencv"] == ["opencv-python", "5.0.0.93"]
    assert pinned == "5.0.0.93"     # (the wheel a worker without it is told to install)


def test_a_module_without_a_distribution_is_asked_its_version(tmp_path, monkeypatch):
    """A library installed without pip's records (a conda package, a build of its own)
    was said to be missing: the module the run imports says its version."""
    from engine.run import library_versions as lv
    (tmp_path / "tfrs_fake_cv.py").write_text("__version__ = '4.9.0'\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(lv, "_LIBRARIES", (
        ("fakecv", "tfrs_fake_cv", ("tfrs-fake-cv-headless", "tfrs-fake-cv"), lv._release),))
    monkeypatch.delitem(sys.modules, "tfrs_fake_cv", raising=False)
    assert lv.library_versions()["fakecv"] == "4.9.0"
    assert lv.installable_versions() == {}      # (nothing pip installs to pin)
