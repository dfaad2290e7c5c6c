"""The one-folder desktop bundle (packaging/build_bundle.py, PyInstaller, no TensorFlow):
built from this checkout, then run from another folder: --version, the engine inside it
(not `python -m engine`), --headless on the built-in sample, and the window offscreen
converting and verifying (built-in reader) through its real QProcess path.
About five minutes on a loaded 2-core machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.bundle, pytest.mark.timeout(1500)]

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path, **extra) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "DISPLAY", "WAYLAND_DISPLAY",
                        "QT_QPA_PLATFORM", "TFRECORD_STUDIO_ENGINE",
                        "TFRECORD_STUDIO_SETTINGS") and not k.startswith("XDG_")}
    env.update(HOME=str(home), **extra)
    return env


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    base = tmp_path_factory.mktemp("bundle")
    t0 = time.monotonic()
    r = subprocess.run([sys.executable, str(ROOT / "packaging" / "build_bundle.py"),
                        "--work", str(base / "work"), "--dist", str(base / "dist")],
                       capture_output=True, text=True, timeout=1400,
                       env=_env(base, PIP_DISABLE_PIP_VERSION_CHECK="1"))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    print(f"bundle built in {time.monotonic() - t0:.0f} s: {r.stdout.splitlines()[-1]}")
    exe = base / "dist" / "tfrecord-studio" / "tfrecord-studio"
    assert exe.is_file()
    work = base / "run"
    work.mkdir()
    home = base / "home"
    home.mkdir()
    return {"exe": exe, "work": work, "home": home, "folder": exe.parent}


def _run(bundle, *args, timeout=300, **env):
    return subprocess.run([str(bundle["exe"]), *args], cwd=bundle["work"],
                          env=_env(bundle["home"], **env), capture_output=True, text=True,
                          timeout=timeout)


def test_bundle_has_no_tensorflow_and_knows_its_version(bundle):
    assert not list(bundle["folder"].rglob("tensorflow"))
    r = _run(bundle, "--version")
    assert r.returncode == 0 and r.stdout.startswith("tfrecord-studio "), r.stderr
    r = _run(bundle, "--engine", "convert", "--help")
    assert r.returncode == 0 and r.stdout.startswith("usage: tfrecord-studio --engine convert")


def test_bundle_headless_converts_and_verifies_the_sample(bundle):
    r = _run(bundle, "--headless", "--out", "headless-out", "--size", "32")
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    info = json.loads((bundle["work"] / "headless-out" / "tfrecord_studio.json").read_text())
    assert info["total_records"] == 24
    assert "verify: OK (built-in reader)" in r.stdout  # no TensorFlow in the bundle


def test_bundle_window_converts_through_its_own_engine(bundle):
    import shutil

    from gui.package_data import resource
    shutil.copytree(resource("sample"), bundle["work"] / "photos", dirs_exist_ok=True)
    r = _run(bundle, "--settings", str(bundle["work"] / "s.ini"), "--source", "photos",
             "--out", "gui-out", "--size", "32", "--start", "--quit-when-done",
             QT_QPA_PLATFORM="offscreen")
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    info = json.loads((bundle["work"] / "gui-out" / "tfrecord_studio.json").read_text())
    assert info["total_records"] == 24
    log = (bundle["work"] / "gui-out" / "tfrecord-studio.log").read_text()
    assert "--engine" in log  # the engine was the bundle itself, not a Python -m engine
    assert "verify: OK" in log  # the window's verify step, also through --engine
