"""Python's cyclic collector runs on the GUI thread only (gui.gc_guard): a collection in a
background task could delete a dropped window's widgets there, which froze the window."""

from __future__ import annotations

import gc
import threading

from gui.background import run_in_background


def test_collections_happen_on_the_gui_thread_only(qtbot, window):
    seen: list[str] = []

    def record(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append(threading.current_thread().name)

    class Node:
        def __init__(self) -> None:
            self.me = self     # a cycle: only the collector frees it

    done = threading.Event()

    def allocate() -> None:    # what a folder scan does: many small objects
        for _ in range(200_000):
            Node()
        done.set()

    gc.callbacks.append(record)
    try:
        run_in_background(allocate, "allocating-task")
        qtbot.waitUntil(done.is_set, timeout=60_000)
        assert "allocating-task" not in seen
        assert not gc.isenabled()
        # The cycles the task left are collected all the same, on the GUI thread.
        seen.clear()
        qtbot.waitUntil(lambda: "MainThread" in seen, timeout=10_000)
        assert set(seen) == {"MainThread"}
    finally:
        gc.callbacks.remove(record)
