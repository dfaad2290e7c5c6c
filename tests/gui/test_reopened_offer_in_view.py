"""A window reopened on an interrupted run (its output folder given at launch, or the
remembered job's) keeps its form at the top, "1. Source images" in view, unless the user
scrolled: it scrolled to the output folder's row for the Resume offer, and once the
source's scan grew the panel above that row the heading was hidden (1024x640, 1366x768).
The offer names its output folder; the row need not be in view."""

from __future__ import annotations

import threading

import pytest
from interrupted_runs import interrupted_run, recorded_options
from PySide6.QtCore import QPoint
from studio_fixtures import make_dataset

from gui import scan
from gui.job import Job

WAIT = 120_000


def _heading_seen(window) -> bool:
    area, box = window.settings_scroll, window.source_panel
    return box.isVisible() and area.verticalScrollBar().value() == 0 and \
        box.mapTo(area.viewport(), QPoint(0, 0)).y() >= 0


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


def _reopened_on(qtbot, settings, src, out, size):
    """A window reopened (shown, at ``size``) on the job ``src`` into ``out``, where a run
    of it was interrupted."""
    from gui.main_window import MainWindow
    job = Job(source=str(src), out=str(out))
    interrupted_run(out, str(src), recorded_options(job))
    settings.save_job(job)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def _reopened(qtbot, settings, tmp_path, size):
    src = make_dataset(tmp_path / "images", per_class=4, broken=6)   # a long problem list
    window = _reopened_on(qtbot, settings, src, tmp_path / "out", size)
    qtbot.waitUntil(window.actions_bar.offering, timeout=WAIT)
    assert window.source_panel.scanning() and window.source_panel.last_result is None
    return window


def _scanned(qtbot, window, held_scan) -> None:
    held_scan.set()
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: panel.problems.isVisible() and panel.problems.count() == 6,
                    timeout=WAIT)
    # (and as the thumbnails arrive, which end before the window goes)
    qtbot.waitUntil(lambda: not panel.samples.waiting, timeout=WAIT)


# a window filling a 1366x768 or a 1024x640 screen, under its title bar
@pytest.mark.parametrize("size", [(1366, 745), (1024, 617)])
def test_the_source_heading_stays_in_view_once_the_scan_has_grown_the_source(
        qtbot, settings, tmp_path, held_scan, size):
    window = _reopened(qtbot, settings, tmp_path, size)
    assert _heading_seen(window)
    _scanned(qtbot, window, held_scan)
    qtbot.wait(0)   # (what the scan's end posted: the offer's own checks)
    qtbot.waitUntil(lambda: window.actions_bar.offering() and
                    not window.source_panel.scanning(), timeout=5000)
    assert _heading_seen(window), window.settings_scroll.verticalScrollBar().value()


def test_a_form_the_user_scrolled_stays_where_it_was_put(qtbot, settings, tmp_path,
                                                         held_scan):
    window = _reopened(qtbot, settings, tmp_path, (1024, 617))
    bar = window.settings_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 40, timeout=5000)
    bar.setValue(40)
    _scanned(qtbot, window, held_scan)
    # not put back at the top (what grew above the rows in view may move them down with it:
    # gui.widgets.keep_in_place.focus_stays_in_place)
    assert bar.value() >= 40


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("classes", [("cat", "dog"), ("bird", "cat", "dog", "fish", "horse")])
def test_an_output_row_the_offer_cuts_is_shown_whole(qtbot, settings, tmp_path, language,
                                                     lang, classes):
    """At 1024x640 the reopened window stayed at its top with the Output folder row's lower
    half under the offer (a source without problems): the row the offer is about, where
    the user chooses another folder, is shown whole with it."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QScrollArea

    from gui.widgets.whole_rows import rows_cut_at
    if lang != "en":
        language(lang)
    src = make_dataset(tmp_path / "images", classes=classes, per_class=4)
    window = _reopened_on(qtbot, settings, src, tmp_path / "out", (1024, 617))
    panel, area = window.source_panel, window.findChild(QScrollArea, "settingsScroll")
    qtbot.waitUntil(lambda: window.actions_bar.offering() and panel.last_result is not None
                    and not panel.scanning(), timeout=WAIT)
    row, view = window.options.output_row, area.viewport()

    def shown() -> bool:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        top = row.mapTo(view, QPoint(0, 0)).y()
        return top >= view.height() or 0 <= top and top + row.height() <= view.height()
    qtbot.waitUntil(lambda: not panel.samples.waiting, timeout=WAIT)
    qtbot.wait(50)
    assert shown(), area.verticalScrollBar().value()
    bottom = area.verticalScrollBar().value() + view.height()
    cut = rows_cut_at(area.widget(), bottom, view.height() // 3)
    # (moved to show the row, the form shows whole rows; a form left at its top, the row
    # whole there, stays at its top: gui.widgets.whole_rows. Two classes in Japanese, with
    # the class table as tall as its rows, no longer needed the move)
    assert cut == [] or area.verticalScrollBar().value() == 0, \
        [(w.objectName(), t, b) for t, b, w in cut]
