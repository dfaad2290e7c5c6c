"""How the window starts the engine: its command, its environment and working folder, and
``engine_process()``, the one place QProcess objects are made."""

from __future__ import annotations

import functools
import os
import shlex
import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment

from engine.launcher_watch import LAUNCHER_WATCH
from gui.package_data import CODE_ROOT, inside_installation, is_source_checkout

# Overrides the engine command (shell-split), e.g. a fake engine for tests and screenshots.
ENGINE_ENV = "TFRECORD_STUDIO_ENGINE"
PROJECT_ROOT = CODE_ROOT


def engine_command() -> list[str]:
    """The program and leading arguments that start the engine.

    ``-P`` (Python 3.11+) keeps the working folder off ``sys.path``: the engine runs in the
    user's folder, and a folder or file there named ``engine`` must not replace it.
    """
    override = os.environ.get(ENGINE_ENV, "").strip()
    if override:
        return shlex.split(override, posix=os.name != "nt")
    if getattr(sys, "frozen", False):  # the desktop bundle: its executable is the engine too
        return [sys.executable, "--engine"]
    return [sys.executable, "-P", "-m", "engine"]


def engine_pythonpath(current: str = "") -> str:
    """PYTHONPATH for the engine: a source checkout goes first so the engine is the code
    next to this GUI; an installation is importable as it is and is not added."""
    if not is_source_checkout():
        return current
    return str(CODE_ROOT) + (os.pathsep + current if current else "")


def engine_environment() -> QProcessEnvironment:
    """The engine's environment: importable from a source checkout, unbuffered UTF-8,
    watched by the window (engine.launcher_watch)."""
    env = QProcessEnvironment.systemEnvironment()
    pp = engine_pythonpath(env.value("PYTHONPATH", ""))
    if pp:
        env.insert("PYTHONPATH", pp)
    env.insert("PYTHONUNBUFFERED", "1")
    env.insert("PYTHONIOENCODING", "utf-8")
    env.insert(LAUNCHER_WATCH, "1")   # the window killed: the end of its stdin stops the run
    return env


def display_command() -> list[str]:
    """How the user would start the engine themselves (for "Copy command" and the log): the
    installed `tfrecord-studio-cli` next to this Python when there is one."""
    if os.environ.get(ENGINE_ENV) or getattr(sys, "frozen", False):
        return engine_command()
    return list(_installed_cli(os.environ.get("PATH"), sys.executable))


@functools.lru_cache(maxsize=4)   # searched once per PATH, not at each form revalidation
def _installed_cli(path: str | None, executable: str) -> tuple[str, ...]:
    cli = shutil.which("tfrecord-studio-cli", path=path)
    return (cli,) if cli and Path(cli).parent == Path(executable).parent else (
        executable, "-m", "engine")


def engine_process(parent: QObject, cwd: str | None = None) -> QProcess:
    """A QProcess set up to run the engine: its environment (importable from a source
    checkout, unbuffered UTF-8) and working folder. Every engine process the window starts
    is made here; the caller connects its signals and starts it."""
    proc = QProcess(parent)
    proc.setProcessEnvironment(engine_environment())
    proc.setWorkingDirectory(cwd or engine_working_dir())
    return proc


def engine_working_dir() -> str:
    """The folder the engine runs in: the user's current folder (where the app was started
    from), or the home folder when that is gone or inside the installation. The GUI passes
    absolute paths, so this only matters for files the engine or a library might create
    relative to it: never inside the installation."""
    try:
        cwd = os.getcwd()
    except OSError:  # the folder was deleted under us
        cwd = ""
    if not cwd or inside_installation(cwd):
        return str(Path.home())
    return cwd
