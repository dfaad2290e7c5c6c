"""A Resume's time and speed are of the images it converted, not of the dataset: after a
walk's Resume the Summary said "Conversion time 4.8 s" and "46.9 images/s" beside
"Written 305 (226 converted now; 79 kept …)", and the header "elapsed 0:04" beside "308 of
308 files"; each now says which part it is of."""

from __future__ import annotations

import re

import pytest
from studio_fixtures import model_of_run

from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.summary_panel import SummaryPanel


def _events(resume: bool, kept: int, written: int = 305) -> list[dict]:
    """A run of 308 files, 2 of them skipped, that kept ``kept`` images (a --resume's)."""
    summary = {"command": "convert", "status": "ok", "out": "/o", "written": written,
               "kept": kept, "failed": 2, "total": 308, "shards": 1, "shards_planned": 1,
               "splits": {"train": {"records": written, "shards": 1, "bytes": 9000}},
               "bytes": 9000, "bytes_in": 9000, "seconds": 4.8, "images_per_s": 46.9}
    return [{"v": 1, "type": "run_started", "t": 0.0, "command": "convert", "source": "/s",
             "out": "/o", "workers": 1, "options": {"resume": resume}},
            {"v": 1, "type": "plan", "t": 0.1, "total": 308, "splits": {"train": 308},
             "shards": {"train": 1}, "labels": ["a", "b"]},
            {"v": 1, "type": "progress", "t": 4.8, "done": written, "failed": 2,
             "total": 308},
            {"v": 1, "type": "run_finished", "t": 4.9, "status": "ok", "summary": summary}]


def _shown(qtbot, events: list[dict]) -> tuple[dict[str, str], str]:
    """(the Summary's rows, the header's times) of the run of ``events``."""
    model = model_of_run(events)
    panel, progress = SummaryPanel(), ProgressPanel()
    qtbot.addWidget(panel)
    qtbot.addWidget(progress)
    panel.show_model(model)
    progress.refresh(model)
    return {k: label.text() for k, label in panel.values.items()}, progress.times.text()


def test_a_resumes_time_and_speed_say_they_are_of_the_images_converted_now(qtbot):
    rows, times = _shown(qtbot, _events(True, kept=79))
    assert rows["written"] == "305 (226 converted now; 79 kept from the interrupted run)"
    assert rows["time"] == "4.80 s (the 226 images converted now)"
    assert rows["rate"] == "46.9 images/s (the 226 images converted now)"
    assert re.fullmatch(r"elapsed 0:0\d since Resume · left —", times), times


@pytest.mark.parametrize("kept", [0, 304])
def test_a_run_that_converted_all_or_one_image_says_its_own_words(qtbot, kept):
    rows, times = _shown(qtbot, _events(kept > 0, kept=kept))
    if kept:   # one image converted now: its number agrees ("the 1 image")
        assert rows["time"] == "4.80 s (the 1 image converted now)"
        assert rows["rate"] == "46.9 images/s (the 1 image converted now)"
    else:      # a run of its own: its time and speed are the dataset's
        assert rows["time"] == "4.80 s" and rows["rate"] == "46.9 images/s"
        assert re.fullmatch(r"elapsed 0:0\d · left —", times), times
