"""The engine's own scan (`python -m engine scan SOURCE --json`, run in the scan's worker
thread) for the sources whose rules live in the engine: annotated sources (COCO JSON, VOC,
YOLO, masks, box or multi-label CSV), which a cheap look here recognises first, and class
tables (CSV/TSV), listed in full (`--list`). The GUI imports nothing of the engine's
sources, so their rules (headers, labels, splits, duplicates, what a row may hold) stay in
one place: the engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable

from gui.engine_client import PROJECT_ROOT

_DIR_HINTS = {"annotations", "labels", "masks", "mask", "segmentationclass", "jpegimages"}
_HEADER_HINTS = ("xmin", "labels", "tags")


def looks_annotated(source: str) -> bool:
    """True when the engine should be asked (a false positive costs one engine start)."""
    try:
        if os.path.isdir(source):
            names = {n.lower() for n in os.listdir(source)}
            if names & _DIR_HINTS or any(n.endswith(".json") for n in names):
                return True
            return any(os.path.isdir(os.path.join(source, n, "labels")) for n in names)
        if source.lower().endswith(".json"):
            return True
        if source.lower().endswith((".csv", ".tsv", ".txt")):
            with open(source, encoding="utf-8-sig", errors="replace") as f:
                head = f.read(65536)
            first = head.splitlines()[0].lower() if head else ""
            return any(h in first for h in _HEADER_HINTS) or ";" in head or "|" in head
    except OSError:
        return False
    return False


def _real_engine() -> list[str]:
    """engine_command() without the test override (a fake engine cannot scan)."""
    if getattr(sys, "frozen", False):  # the desktop bundle: its executable is the engine too
        return [sys.executable, "--engine"]
    return [sys.executable, "-P", "-m", "engine"]


class Stopped(Exception):
    """The scan was stopped (another source was chosen) while the engine was reading."""


def engine_scan(source: str, samples: int = 12, timeout: float = 300, *,
                listing: bool = False, split: str = "",
                should_stop: Callable[[], bool] = lambda: False) -> dict | None:
    """The engine's scan document, or None when the engine cannot be asked. ``listing``:
    every image too (``files``); ``split``: the job's --split, whose names a table's split
    column may use. Raises Stopped when ``should_stop`` turns true first (the engine is
    stopped)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PROJECT_ROOT) + (os.pathsep + env["PYTHONPATH"]
                                             if env.get("PYTHONPATH") else "")
    argv = _real_engine() + ["scan", source, "--json", "--samples", str(samples)]
    argv += ["--list"] * listing + (["--split", split] if split else [])
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                stdin=subprocess.DEVNULL, env=env, cwd=str(PROJECT_ROOT))
    except OSError:
        return None
    deadline = time.monotonic() + timeout
    with proc:   # closes the pipe; the engine is stopped first when it is still reading
        try:
            while True:
                if should_stop():
                    raise Stopped
                try:
                    out, _ = proc.communicate(timeout=0.1)
                    break
                except subprocess.TimeoutExpired:
                    if time.monotonic() > deadline:
                        return None
        finally:
            if proc.poll() is None:
                proc.kill()
    try:
        doc = json.loads(out.decode("utf-8", "replace").strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None
    return doc if isinstance(doc, dict) else None
