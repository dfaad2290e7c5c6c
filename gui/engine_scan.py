"""The engine's own scan (`python -m engine scan SOURCE --json --list`, run in the scan's
worker thread) of every source the window previews: class folders, tables and annotated
sources (COCO JSON, VOC, YOLO, masks, box or multi-label CSV). The GUI imports nothing of
the engine's sources, so their rules (class folders, links, side files, headers, labels,
splits, annotations) stay in one place: the engine."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable

from gui.engine_launch import PROJECT_ROOT


def _real_engine() -> list[str]:
    """engine_command() without the test override (a fake engine cannot scan)."""
    if getattr(sys, "frozen", False):  # the desktop bundle: its executable is the engine too
        return [sys.executable, "--engine"]
    return [sys.executable, "-P", "-m", "engine"]


class Stopped(Exception):
    """The scan was stopped (another source was chosen) while the engine was reading."""


def engine_scan(source: str, samples: int = 12, timeout: float = 300, *,
                split: str = "", task: str = "auto", max_pixels: int = 0,
                masks: bool = False,
                should_stop: Callable[[], bool] = lambda: False,
                progress: Callable[..., None] | None = None,
                on_doc: Callable[[dict], None] | None = None,
                on_file: Callable[[list, int], None] | None = None) -> dict | None:
    """The engine's scan document, or None when the engine cannot be asked.

    ``split``: the job's --split, whose names a table's split column may use; ``task``:
    the job's --task, which decides what an annotated source is read as; ``max_pixels``:
    the run's --max-pixels when it is not the engine's default (0), by which masks are read;
    ``masks``: the job's --masks, with which a detection source's masks are checked as the
    run checks them (a COCO RLE mask of another size sets its image aside).
    ``progress(n)``: images found so far, while the engine scans (from a reader thread);
    ``progress(n, of)``: the masks of ``n`` of the ``of`` images read.
    ``on_file(item, listed)``: each image the engine lists (``--list``: [path, label, split,
    bytes], then an annotated image's {class: objects}; and how many it lists), in this
    thread, after ``on_doc(doc)``; the listing is
    read line by line as it comes, never held whole (a million images are 200 MB of JSON).
    Raises Stopped when ``should_stop`` turns true first (the engine is stopped); None
    also when the engine says nothing for ``timeout`` seconds (a scan of a million images
    may take longer in all, and says how far it is)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PROJECT_ROOT) + (os.pathsep + env["PYTHONPATH"]
                                             if env.get("PYTHONPATH") else "")
    argv = _real_engine() + ["scan", source, "--json", "--samples", str(samples)]
    argv += (["--list"] if on_file else []) + (["--split", split] if split else [])
    argv += ["--task", task] if task != "auto" else []
    argv += ["--masks"] if masks else []
    argv += ["--max-pixels", str(max_pixels)] if max_pixels > 0 else []
    argv += ["--progress"] if progress else []
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE if progress else subprocess.DEVNULL,
                                stdin=subprocess.DEVNULL, env=env, cwd=str(PROJECT_ROOT))
    except OSError:
        return None
    # The pipes are read by threads, so that this one can stop the engine when asked; the
    # output's lines come through a queue and are handled here.
    lines: queue.Queue = queue.Queue(maxsize=10000)
    stdout = proc.stdout
    assert stdout is not None   # stdout=PIPE
    heard = [time.monotonic()]   # when the engine last said something (either pipe)
    readers = [threading.Thread(target=_read_lines, args=(stdout, lines),
                                name="engine-scan-out", daemon=True)]
    if progress and proc.stderr is not None:
        readers.append(threading.Thread(target=_read_progress,
                                        args=(proc.stderr, progress, heard),
                                        name="engine-scan-progress", daemon=True))
    for r in readers:
        r.start()
    doc: dict | None = None
    with proc:   # closes the pipes; the engine is stopped first when it is still reading
        try:
            while True:
                if should_stop():
                    raise Stopped
                try:
                    line = lines.get(timeout=0.1)
                except queue.Empty:
                    if time.monotonic() - heard[0] > timeout:
                        return None
                    continue
                heard[0] = time.monotonic()
                if line is None:   # the engine closed its output
                    break
                try:
                    item = json.loads(line)
                except ValueError:
                    continue
                if doc is None and isinstance(item, dict):
                    doc = item
                    if on_doc:
                        on_doc(doc)
                elif doc is not None and isinstance(item, list) and on_file:
                    on_file(item, int(doc.get("listed", 0)))
        finally:
            if proc.poll() is None:
                proc.kill()
            end = time.monotonic() + 5
            while readers[0].is_alive() and time.monotonic() < end:
                try:   # a reader waiting on the full queue must see its end
                    lines.get(timeout=0.05)
                except queue.Empty:
                    pass
            for r in readers:
                r.join(timeout=max(0.0, end - time.monotonic()))
    return doc


def _read_lines(stream, lines: queue.Queue) -> None:
    """Each line of ``stream`` into ``lines``, then None (the end)."""
    try:
        for line in stream:
            lines.put(line)
    except (OSError, ValueError):   # the pipe closed under it (the engine was stopped)
        pass
    lines.put(None)


def _read_progress(stream, progress: Callable[..., None], heard: list[float]) -> None:
    """The engine's {"found": N} lines (``progress(N)``) and, while it reads the masks of
    a segmentation source, {"found": N, "masks": n} (``progress(n, N)``), until it closes
    stderr (anything else is ignored); ``heard[0]``: when the last one came."""
    for line in stream:
        heard[0] = time.monotonic()
        try:
            item = json.loads(line)
            found, masks = item.get("found"), item.get("masks")
        except (ValueError, AttributeError):
            continue
        if type(found) is int and type(masks) is int:
            progress(masks, found)
        elif type(found) is int:
            progress(found)
