"""The live bottleneck banner never advises more workers than the machine has cores."""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel


def _show(window, workers: int, cores: int) -> str:
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[0.95] * workers, writer_busy=0.05, bottleneck="decoding",
                             t=1))
    window.plots.cores = cores
    window.plots.refresh(m)
    assert window.plots.limit.isVisible()
    return window.plots.limit.text()


def test_below_the_core_count_more_workers_are_advised_up_to_the_cores(window):
    text = _show(window, workers=2, cores=8)
    assert "more workers (up to 8" in text


@pytest.mark.parametrize("workers", [2, 3])
def test_at_or_past_the_core_count_the_banner_says_what_else_helps(window, workers):
    text = _show(window, workers=workers, cores=2)
    assert "more workers (up to" not in text
    assert "More workers would not help" in text
    for lever in ("smaller image size", "Original bytes", "faster disk", "other programs"):
        assert lever in text


def test_default_core_count_is_this_computers(window):
    import os
    n = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    window.plots.cores = None
    m = RunModel()
    m.start()
    m.on_event(P.WorkerStats(busy=[0.95] * n, writer_busy=0.05, bottleneck="decoding", t=1))
    window.plots.refresh(m)
    assert "would not help" in window.plots.limit.text()
