"""A window reopened on an interrupted run (its output folder given at launch, or the
remembered job's) brings the output folder's row into view for the Resume offer. It did
so before the source's scan had ended, so the scan's result (classes, thumbnails, a long
problem list) then grew the source panel above the row: the row ended out of view, and
the "1. Source images" heading cut ~17 px (1366x768). The row is brought into view once
the scan's result is laid out."""

from __future__ import annotations

import threading

import pytest
from interrupted_runs import interrupted_run, recorded_options
from PySide6.QtCore import QPoint, QRect
from studio_fixtures import make_dataset

from gui import scan
from gui.job import Job

WAIT = 120_000


def _seen(window) -> bool:
    area, edit = window.settings_scroll, window.options.out_edit
    r = QRect(edit.mapTo(area.viewport(), QPoint(0, 0)), edit.size())
    return edit.isVisible() and area.viewport().rect().contains(r)


@pytest.fixture
def held_scan(monkeypatch):
    """The source's scan ends when the test says so (a slow share), not before."""
    release = threading.Event()
    real = scan.quick_scan

    def held(*args, **kwargs):
        release.wait(60)
        return real(*args, **kwargs)
    monkeypatch.setattr(scan, "quick_scan", held)
    yield release
    release.set()


# a window filling a 1366x768 or a 1024x640 screen, under its title bar
@pytest.mark.parametrize("size", [(1366, 745), (1024, 617)])
def test_the_output_row_is_in_view_once_the_scan_has_grown_the_source(qtbot, settings,
                                                                      tmp_path, held_scan,
                                                                      size):
    from gui.main_window import MainWindow
    src = make_dataset(tmp_path / "images", per_class=4, broken=6)   # a long problem list
    out = tmp_path / "out"
    job = Job(source=str(src), out=str(out))
    interrupted_run(out, str(src), recorded_options(job))
    settings.save_job(job)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitUntil(window.actions_bar.offering, timeout=WAIT)
    assert window.source_panel.scanning() and window.source_panel.last_result is None
    held_scan.set()
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.problems.isVisible() and panel.problems.count() == 6,
                    timeout=WAIT)
    qtbot.waitUntil(lambda: _seen(window), timeout=5000)
    # (and stays so as the thumbnails arrive, which end before the window goes)
    qtbot.waitUntil(lambda: not panel.samples.waiting, timeout=WAIT)
    assert _seen(window)
