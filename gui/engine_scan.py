"""The engine's own scan (`python -m engine scan SOURCE --json --list`, run in the scan's
worker thread) of every source the window previews: class folders, tables and annotated
sources (COCO JSON, VOC, YOLO, masks, box or multi-label CSV). The GUI imports nothing of
the engine's sources, so their rules (class folders, links, side files, headers, labels,
splits, annotations) stay in one place: the engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable

from gui.engine_client import PROJECT_ROOT


def _real_engine() -> list[str]:
    """engine_command() without the test override (a fake engine cannot scan)."""
    if getattr(sys, "frozen", False):  # the desktop bundle: its executable is the engine too
        return [sys.executable, "--engine"]
    return [sys.executable, "-P", "-m", "engine"]


class Stopped(Exception):
    """The scan was stopped (another source was chosen) while the engine was reading."""


def engine_scan(source: str, samples: int = 12, timeout: float = 300, *,
                listing: bool = False, split: str = "",
                should_stop: Callable[[], bool] = lambda: False,
                progress: Callable[[int], None] | None = None) -> dict | None:
    """The engine's scan document, or None when the engine cannot be asked. ``listing``:
    every image too (``files``); ``split``: the job's --split, whose names a table's split
    column may use; ``progress``: called with the images found so far (from a reader
    thread). Raises Stopped when ``should_stop`` turns true first (the engine is
    stopped)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PROJECT_ROOT) + (os.pathsep + env["PYTHONPATH"]
                                             if env.get("PYTHONPATH") else "")
    argv = _real_engine() + ["scan", source, "--json", "--samples", str(samples)]
    argv += ["--list"] * listing + (["--split", split] if split else [])
    argv += ["--progress"] if progress else []
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE if progress else subprocess.DEVNULL,
                                stdin=subprocess.DEVNULL, env=env, cwd=str(PROJECT_ROOT))
    except OSError:
        return None
    # Both pipes are read by threads (a large --list document must not fill the pipe while
    # this thread waits), so that this one can stop the engine when asked.
    chunks: list[bytes] = []
    stdout = proc.stdout
    assert stdout is not None   # stdout=PIPE
    readers = [threading.Thread(target=lambda: chunks.append(stdout.read()),
                                name="engine-scan-out", daemon=True)]
    if progress and proc.stderr is not None:
        readers.append(threading.Thread(target=_read_progress, args=(proc.stderr, progress),
                                        name="engine-scan-progress", daemon=True))
    for r in readers:
        r.start()
    deadline = time.monotonic() + timeout
    with proc:   # closes the pipes; the engine is stopped first when it is still reading
        try:
            while not should_stop():
                try:
                    proc.wait(timeout=0.1)
                    break
                except subprocess.TimeoutExpired:
                    if time.monotonic() > deadline:
                        return None
            else:
                raise Stopped
        finally:
            if proc.poll() is None:
                proc.kill()
            for r in readers:
                r.join(timeout=5)
    out = b"".join(chunks)
    try:
        doc = json.loads(out.decode("utf-8", "replace").strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None
    return doc if isinstance(doc, dict) else None


def _read_progress(stream, progress: Callable[[int], None]) -> None:
    """The engine's {"found": N} lines, until it closes stderr (anything else is ignored)."""
    for line in stream:
        try:
            found = json.loads(line).get("found")
        except (ValueError, AttributeError):
            continue
        if isinstance(found, int):
            progress(found)
