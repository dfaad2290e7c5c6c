"""The project as a user gets it: build the sdist and the wheel (the wheel from the sdist,
so a file missing from the sdist is missed here too), install the wheel into a fresh
virtual environment without TensorFlow, and run it from an unrelated folder with relative
paths: the CLI, the window (offscreen, through the real QProcess path) and --headless.

Needs the package index (or pip's cache) for the build tools and the non-TensorFlow
dependencies, pinned by .ci/constraints.txt. About a minute with a warm cache.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.packaging, pytest.mark.timeout(900)]

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / ".ci" / "constraints.txt"
NOT_SOURCE = shutil.ignore_patterns(".git", ".venv*", "build", "dist", "*.egg-info",
                                    "__pycache__", ".pytest_cache", "out", "*.tfrecord")


def _run(argv, cwd, env=None, timeout=600, check=True):
    r = subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True,
                       text=True, timeout=timeout)
    if check:
        assert r.returncode == 0, f"{argv}\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    return r


def _base_python() -> str:
    """The interpreter behind the current virtualenv (a venv made from a venv is fine too,
    but this keeps the new one free of anything the test venv holds)."""
    for name in (f"python{sys.version_info.major}.{sys.version_info.minor}", "python3"):
        p = Path(sys.base_prefix) / "bin" / name
        if p.exists():
            return str(p)
    return sys.executable


def _clean_env(home: Path) -> dict:
    """No checkout on the path, no display, a private home (Documents, settings)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "DISPLAY", "WAYLAND_DISPLAY",
                        "QT_QPA_PLATFORM", "TFRECORD_STUDIO_ENGINE",
                        "TFRECORD_STUDIO_SETTINGS") and not k.startswith("XDG_")}
    env.update(HOME=str(home), PIP_DISABLE_PIP_VERSION_CHECK="1", TF_CPP_MIN_LOG_LEVEL="2")
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    base = tmp_path_factory.mktemp("packaging")
    home = base / "home"
    home.mkdir()
    env = _clean_env(home)
    src = base / "src"
    shutil.copytree(ROOT, src, ignore=NOT_SOURCE)
    py = _base_python()

    tools = base / "tools"
    _run([py, "-m", "venv", tools], base, env)
    _run([tools / "bin" / "python", "-m", "pip", "install", "-q", "-c", CONSTRAINTS, "build"],
         base, env)
    dist = base / "dist"
    _run([tools / "bin" / "python", "-m", "build", "--outdir", dist, src], base, env)
    wheel = next(dist.glob("*.whl"))
    sdist = next(dist.glob("*.tar.gz"))

    venv = base / "venv"
    _run([py, "-m", "venv", venv], base, env)
    # The wheel's own dependency declarations, at the versions CI tests (no extras: no TF).
    _run([venv / "bin" / "python", "-m", "pip", "install", "-q", "-c", CONSTRAINTS, wheel],
         base, env)
    work = base / "work"
    work.mkdir()
    return {"venv": venv, "bin": venv / "bin", "wheel": wheel, "sdist": sdist, "work": work,
            "env": env, "home": home}


def _site_files(venv: Path) -> set[str]:
    site = next((venv / "lib").glob("python3*/site-packages"))
    return {str(p.relative_to(site)) for p in site.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


def test_wheel_and_sdist_hold_the_data_and_licence(installed):
    names = zipfile.ZipFile(installed["wheel"]).namelist()
    assert any(n.startswith("tfrecord_studio_resources/sample/circles/") for n in names)
    assert "tfrecord_studio_resources/icons/tfrecord-studio.svg" in names
    assert "tfrecord_studio_resources/icons/tfrecord-studio-256.png" in names
    assert any(n.endswith(".desktop") for n in names)
    assert "tfrecord_studio_resources/help/guide.html" in names
    for lang in ("ja", "ko"):  # compiled by the set-up before the wheel is built
        assert f"tfrecord_studio_resources/i18n/tfrecord_studio_{lang}.qm" in names
    wheel = zipfile.ZipFile(installed["wheel"])
    for guide in ("guide.html", "guide_ja.html", "guide_ko.html"):  # and their own pictures
        html = wheel.read(f"tfrecord_studio_resources/help/{guide}").decode("utf-8")
        pictures = re.findall(r'<img src="([^"]+)"', html)
        assert pictures and all(f"tfrecord_studio_resources/help/{p}" in names
                                for p in pictures), guide
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert not any(n.startswith(("bench/", "tests/")) for n in names)
    members = tarfile.open(installed["sdist"]).getnames()
    top = members[0].split("/")[0]
    for needed in ("LICENSE", "pyproject.toml", "README.md", "resources/sample",
                   "resources/icons/tfrecord-studio.svg"):
        assert any(m == f"{top}/{needed}" or m.startswith(f"{top}/{needed}/")
                   for m in members), needed
    meta = zipfile.ZipFile(installed["wheel"]).read(
        next(n for n in names if n.endswith("METADATA"))).decode()
    assert "Requires-Python: >=3.11" in meta
    assert 'Requires-Dist: tensorflow' in meta and 'extra == "tensorflow"' in meta
    requirements = [line.split(":", 1)[1].split(";")[0] for line in meta.splitlines()
                    if line.startswith("Requires-Dist")]
    assert requirements and not any("==" in r for r in requirements)  # ranges, not pins


def test_installed_without_tensorflow_or_bench(installed):
    py = installed["bin"] / "python"
    r = _run([py, "-c", "import importlib.util as u; print(u.find_spec('tensorflow'), "
                        "u.find_spec('bench'))"], installed["work"], installed["env"])
    assert r.stdout.split() == ["None", "None"]


def test_commands_name_themselves(installed):
    env, work = installed["env"], installed["work"]
    r = _run([installed["bin"] / "tfrecord-studio", "--version"], work, env)
    assert r.stdout.strip().startswith("tfrecord-studio ")
    r = _run([installed["bin"] / "tfrecord-studio-cli", "convert", "--help"], work, env)
    assert r.stdout.startswith("usage: tfrecord-studio-cli convert")
    r = _run([installed["bin"] / "tfrecord-studio", "--no-such-option"], work, env, check=False)
    assert r.returncode == 2 and "usage: tfrecord-studio" in r.stderr


def _copy_installed_sample(installed, dest: Path) -> None:
    r = _run([installed["bin"] / "python", "-c",
              "import importlib.resources as r; print(r.files('tfrecord_studio_resources')"
              " / 'sample')"], installed["work"], installed["env"])
    shutil.copytree(r.stdout.strip(), dest)


def test_cli_and_window_convert_with_relative_paths(installed):
    env, work, bin_ = installed["env"], installed["work"], installed["bin"]
    before = _site_files(installed["venv"])
    _copy_installed_sample(installed, work / "photos")
    n_images = sum(1 for p in (work / "photos").rglob("*") if p.is_file())

    # CLI, text mode, relative paths
    r = _run([bin_ / "tfrecord-studio-cli", "convert", "photos", "--out", "cli-out",
              "--size", "32", "--workers", "2", "--events", "text"], work, env)
    assert f"ok: {n_images} images written" in r.stdout
    info = json.loads((work / "cli-out" / "tfrecord_studio.json").read_text())
    assert sum(s["records"] for s in info["splits"]["train"]["shards"]) == n_images

    # the window, offscreen, converting through its QProcess engine
    genv = dict(env, QT_QPA_PLATFORM="offscreen")
    r = _run([bin_ / "tfrecord-studio", "--settings", work / "s.ini", "--source", "photos",
              "--out", "gui-out", "--size", "32", "--start", "--quit-when-done"],
             work, genv, timeout=300, check=False)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    info = json.loads((work / "gui-out" / "tfrecord_studio.json").read_text())
    assert sum(s["records"] for s in info["splits"]["train"]["shards"]) == n_images
    assert "verify: OK" in (work / "gui-out" / "tfrecord-studio.log").read_text()

    # --headless without --source: the built-in sample, into a relative folder
    r = _run([bin_ / "tfrecord-studio", "--headless", "--out", "headless-out", "--size", "32",
              "--no-verify"], work, env, timeout=300)
    assert (work / "headless-out" / "tfrecord_studio.json").exists()
    # ... and never over an existing dataset without --overwrite
    r = _run([bin_ / "tfrecord-studio", "--headless", "--out", "headless-out", "--size", "32",
              "--no-verify"], work, env, check=False)
    assert r.returncode == 4, r.stdout + r.stderr

    after = _site_files(installed["venv"])
    assert after == before, f"written inside the installation: {sorted(after - before)}"


def test_verify_without_tensorflow_uses_the_builtin_reader(installed):
    env, work, bin_ = installed["env"], installed["work"], installed["bin"]
    if not (work / "cli-out").exists():
        _copy_installed_sample(installed, work / "photos-v")
        _run([bin_ / "tfrecord-studio-cli", "convert", "photos-v", "--out", "cli-out",
              "--size", "32", "--events", "none"], work, env)
    r = _run([bin_ / "tfrecord-studio-cli", "verify", "cli-out", "--events", "text"], work, env,
             check=False)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "built-in" in (r.stdout + r.stderr).lower()
