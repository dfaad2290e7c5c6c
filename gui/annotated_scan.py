"""Annotated sources in the source panel: a cheap look decides whether a source may hold
annotations (COCO JSON, VOC, YOLO, masks, box or multi-label CSV); only then the engine's
own scan (`python -m engine scan SOURCE --json`, in this worker thread) says what it holds,
with a few samples and what to draw over them. The GUI imports nothing of the engine but
its protocol, so recognition stays in one place: the engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys

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


def engine_scan(source: str, samples: int = 12, timeout: float = 300) -> dict | None:
    """The engine's scan document, or None when the engine cannot be asked."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PROJECT_ROOT) + (os.pathsep + env["PYTHONPATH"]
                                             if env.get("PYTHONPATH") else "")
    try:
        proc = subprocess.run(_real_engine() + ["scan", source, "--json",
                                                "--samples", str(samples)],
                              capture_output=True, timeout=timeout, env=env,
                              cwd=str(PROJECT_ROOT))
        doc = json.loads(proc.stdout.decode("utf-8", "replace").strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        return None
    return doc if isinstance(doc, dict) else None
