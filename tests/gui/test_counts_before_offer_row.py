"""A source chosen whose output folder holds an interrupted run of it: its scan asks the
form for two things, the new source's counts (gui.counts_in_view) and the Output folder
row the Resume offer is about (gui.window_layout.offer_in_view). Which one won depended on
which handler ran last: made whole after the counts were shown, the row pushed the summary
line out at the top. The counts come first, whatever the order: the offer, under the form,
names its folder by its path."""

from __future__ import annotations

import pytest
from interrupted_runs import interrupted_run, recorded_options
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from studio_fixtures import focus_in, make_dataset, window_at
from window_steps import WAIT, posted_ran

import gui.widgets.source_panel as source_panel
from gui.job import Job
from gui.widgets.resume_offer_text import folder_named


def _settle(qtbot, window) -> None:
    """What the handlers posted has run: the layouts, and their zero-timers (counts_in_view's,
    offer_in_view's, the keeper's), three rounds for those that post again."""
    posted_ran(qtbot, window, rounds=3)


def _top(window, widget) -> int:
    return widget.mapTo(window.settings_scroll.widget(), QPoint(0, 0)).y()


def _seen(window, widget) -> bool:
    port = window.settings_scroll.viewport()
    top = widget.mapTo(port, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= port.height()


def _chosen(qtbot, settings, tmp_path, monkeypatch, size):
    """A window whose new source, chosen with Alt+L, gets (again) the folder its
    interrupted run is in: the offer appears with the scan's counts."""
    window = window_at(qtbot, settings, *size)
    panel = window.source_panel
    src = make_dataset(tmp_path / "photos", per_class=3, classes=("a", "b", "c"))
    out = tmp_path / "photos-tfrecord"
    interrupted_run(out, str(src), recorded_options(Job(source=str(src), out=str(out))))
    settings.set("output/last_parent", str(tmp_path))   # (the folder's run is found there)
    monkeypatch.setattr(source_panel, "ask_folder", lambda _parent, _start: str(src))
    focus_in(qtbot, window, panel.folder_btn)
    QTest.keyClick(panel.folder_btn, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.last_result.source ==
                    str(src) and window.actions_bar.offering(), timeout=WAIT)
    qtbot.waitUntil(lambda: not panel.samples.waiting, timeout=WAIT)
    _settle(qtbot, window)
    assert window.options.output_folder() == str(out)
    return window, src, out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_counts_and_the_named_folder_after_the_scan(qtbot, settings, tmp_path,
                                                       monkeypatch, language, lang):
    if lang != "en":
        language(lang)
    window, _src, out = _chosen(qtbot, settings, tmp_path, monkeypatch, (1024, 610))
    panel = window.source_panel
    assert _seen(window, panel.summary) and _seen(window, panel.classes)
    assert f"“{folder_named(str(out))}”" in window.actions_bar.offer_text.text() or \
        f"「{folder_named(str(out))}」" in window.actions_bar.offer_text.text()


@pytest.mark.parametrize("offer_first", [False, True])
def test_the_counts_win_over_the_offers_row_in_either_order(qtbot, settings, tmp_path,
                                                            monkeypatch, offer_first):
    from gui.window_layout import offer_in_view
    window, src, _out = _chosen(qtbot, settings, tmp_path, monkeypatch, (1366, 738))
    panel, options = window.source_panel, window.options
    area = window.settings_scroll
    bar, port = area.verticalScrollBar(), area.viewport()
    # a view just tall enough for the summary line, at its top, down to half the Output
    # folder row: made whole, that row would push the summary out
    summary, row = _top(window, panel.summary), _top(window, options.output_row)
    want = row - summary + 1 + options.output_row.height() // 2
    window.resize(window.width(), window.height() + want - port.height())
    qtbot.waitUntil(lambda: port.height() == want, timeout=5000)
    _settle(qtbot, window)
    bar.setValue(summary - 1)
    _settle(qtbot, window)
    place = bar.value()
    assert _seen(window, panel.summary) and _seen(window, panel.classes)
    assert not _seen(window, options.output_row)   # (cut by the bottom edge)

    # the scan's end, as a newly chosen source whose folder offers a Resume: both handlers
    window.source_panel.sourceChanged.emit(str(src))   # (its counts due again)
    _settle(qtbot, window)
    bar.setValue(place)
    if offer_first:
        offer_in_view(window)
        panel.scanned.emit(panel.last_result)
    else:
        panel.scanned.emit(panel.last_result)
        offer_in_view(window)
    _settle(qtbot, window)
    assert _seen(window, panel.summary), (bar.value(), place)
    assert _seen(window, panel.classes), (bar.value(), place)
    assert bar.value() == place
