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
