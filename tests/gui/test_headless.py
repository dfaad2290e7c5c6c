"""`tfrecord-studio --headless`, and the automatic fall-back when there is no display."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from engine.writer import MANIFEST
from studio_fixtures import ROOT, make_dataset

NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def _run(tmp_path, *args):
    env = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY}
    env.pop("TFRECORD_STUDIO_ENGINE", None)
    return subprocess.run([sys.executable, "-m", "gui", "--settings", str(tmp_path / "s.ini"),
                           *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=180)


@pytest.mark.skipif(not (ROOT / "resources" / "sample").is_dir(), reason="no sample")
def test_headless_converts_the_sample_and_verifies(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "old.txt").write_text("not ours")  # --overwrite is passed: a non-empty folder is fine
    r = _run(tmp_path, "--headless", "--out", str(out))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "resources/sample" in r.stdout.replace("\\", "/") and "ok:" in r.stdout
    assert "no display" not in r.stderr  # asked for explicitly: no note
    info = json.loads((out / MANIFEST).read_text())
    assert info and list(out.glob("*.tfrecord"))
    assert "verif" in (r.stdout + r.stderr).lower()


def test_no_display_falls_back_to_headless(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("the fall-back is for Linux")
    ds = make_dataset(tmp_path / "ds", per_class=3)
    out = tmp_path / "out"
    r = _run(tmp_path, "--source", str(ds), "--out", str(out), "--size", "32", "--no-verify")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "no display" in r.stderr and "headless" in r.stderr
    assert len(r.stderr.strip().splitlines()[0]) < 120  # one short line
    assert sum(1 for _ in out.glob("*.tfrecord")) >= 1


def test_headless_exit_code_is_the_engines(tmp_path):
    r = _run(tmp_path, "--headless", "--source", str(tmp_path / "missing"),
             "--out", str(tmp_path / "o"), "--no-verify")
    assert r.returncode == 3, r.stdout + r.stderr
