"""Build the one-folder desktop bundle with PyInstaller (without TensorFlow).

    python packaging/build_bundle.py [--work DIR] [--dist DIR]

Makes a private virtual environment in WORK (default build/bundle), installs the project
from this checkout and PyInstaller into it at the versions in .ci/constraints.txt, and
writes DIST/tfrecord-studio/ (default dist/): run DIST/tfrecord-studio/tfrecord-studio.
The same executable is the window, the engine (``--engine``) and the engine's workers, see
packaging/launcher.py. Prints the bundle's size and the build time.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONSTRAINTS = ROOT / ".ci" / "constraints.txt"
NAME = "tfrecord-studio"


def _run(argv: list, **kw) -> None:
    print("+", " ".join(str(a) for a in argv), flush=True)
    subprocess.run([str(a) for a in argv], check=True, **kw)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(work: Path, dist: Path) -> Path:
    """Build the bundle; returns the folder holding the executable."""
    work.mkdir(parents=True, exist_ok=True)
    env_dir = work / "venv"
    py = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not py.exists():
        venv.create(env_dir, with_pip=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    _run([py, "-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", ROOT], env=env)
    _run([py, "-m", "pip", "install", "-q", "-c", CONSTRAINTS, "pyinstaller", ROOT], env=env)
    # (no --icon: PyInstaller uses it only on Windows and macOS; on Linux the window sets
    # its own icon from the bundled resources and the .desktop file names it)
    _run([py, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
          "--onedir", "--windowed", "--name", NAME,
          "--collect-data", "tfrecord_studio_resources",
          # the engine imports TensorFlow only to verify with it; the bundle uses the
          # built-in reader. bench/ and the tests are development tools.
          "--exclude-module", "tensorflow", "--exclude-module", "bench",
          "--exclude-module", "pytest",
          "--distpath", dist, "--workpath", work / "pyinstaller", "--specpath", work,
          ROOT / "packaging" / "launcher.py"], env=env, cwd=work)
    return dist / NAME


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "bundle")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    folder = build(args.work.resolve(), args.dist.resolve())
    seconds = time.monotonic() - t0
    print(f"bundle: {folder} ({folder_size(folder) / 1e6:,.0f} MB, built in {seconds:,.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
