"""After a cancel the Resume offer appears under the options; the scroll area above it
shrank and its lower edge cut a row of the form, whose sliver looked covered by the offer
(a Japanese walk at 1366x768). The rows at that edge stay whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QScrollArea
from window_steps import CANCELLED_RUN, WAIT, posted_ran

from gui.widgets.whole_rows import rows_cut_at


def _cut(area: QScrollArea) -> list[str]:
    bottom = area.verticalScrollBar().value() + area.viewport().height()
    return [f"{type(w).__name__} {w.objectName()}" for _t, _b, w in
            rows_cut_at(area.widget(), bottom, area.viewport().height() // 3)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_offer_leaves_whole_rows_above_it(qtbot, window, language, lang):
    if lang != "en":
        language(lang)
    window.resize(1366, 768)
    area = window.findChild(QScrollArea, "settingsScroll")
    bar, view = area.verticalScrollBar(), area.viewport()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT)
    offer = window.actions_bar
    shrunk = 0
    for step in range(0, 9):   # from the top of the form to its end
        offer.set_offer(None)
        qtbot.waitUntil(lambda shrunk=shrunk: view.height() > shrunk, timeout=WAIT)
        full = view.height()
        bar.setValue(bar.maximum() * step // 8)
        offer.set_offer(CANCELLED_RUN)
        qtbot.waitUntil(lambda full=full: view.height() < full, timeout=WAIT)
        shrunk = view.height()
        if step == 0:   # at the top the form stays there, "1. Source images" in view (a
            # reopened window moved down to make a row whole hid it)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            QCoreApplication.processEvents()
            assert bar.value() == 0
        else:
            qtbot.waitUntil(lambda: not _cut(area), timeout=5000)


def test_a_row_barely_begun_is_hidden_and_one_nearly_whole_shown(qtbot, window):
    """The least movement: a row 3 pixels into view goes below the edge, one 3 pixels
    short of whole comes into view."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QFormLayout
    window.resize(1366, 768)
    area = window.findChild(QScrollArea, "settingsScroll")
    bar, view, offer = area.verticalScrollBar(), area.viewport(), window.actions_bar
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT)
    full = view.height()
    offer.set_offer(CANCELLED_RUN)
    qtbot.waitUntil(lambda: view.height() < full, timeout=WAIT)
    shrunk = view.height()
    # the lowest option whose row the edge can cut either way
    most = area.widget().height() - full   # the greatest scroll without the offer
    fields = [window.options.form.itemAt(r, QFormLayout.ItemRole.FieldRole)
              for r in range(window.options.form.rowCount())]
    tops = [(f.widget().mapTo(area.widget(), QPoint(0, 0)).y(), f.widget()) for f in fields
            if f is not None and f.widget() is not None and f.widget().isVisible()]
    top, row = max(((t, w) for t, w in tops if 0 <= t + 3 - shrunk
                    and t + w.height() - 3 - shrunk <= most), key=lambda tw: tw[0])
    for start, moved in ((top + 3 - shrunk, -1), (top + row.height() - 3 - shrunk, 1)):
        offer.set_offer(None)
        qtbot.waitUntil(lambda: view.height() == full, timeout=WAIT)
        bar.setValue(start)
        assert bar.value() == start
        offer.set_offer(CANCELLED_RUN)
        qtbot.waitUntil(lambda: view.height() == shrunk, timeout=WAIT)
        qtbot.waitUntil(lambda: not _cut(area), timeout=5000)
        assert 0 < (bar.value() - start) * moved < 12


@pytest.mark.parametrize("stale", [False, True])
def test_an_offer_that_appears_leaves_the_form_at_its_top(qtbot, window, tmp_path,
                                                         monkeypatch, stale):
    """The offer names its output folder by its path, so the form is not scrolled to that
    row: scrolled there, a reopened window hid "1. Source images" (ko walk, 1024x640).
    ``stale``: the run began after the form's scan, which is read again (the offer says
    it checks meanwhile, in fewer lines); the first scan's answer, landing just after the
    offer appeared, made the Output folder row whole that this shorter offer cut by 2 px,
    and the form stayed 40 px down (CI, s34: which came first, and whether the run's
    second was later than the scan's, was chance)."""
    import datetime

    from interrupted_runs import interrupted_run, prepare, recorded_options, use_fake
    from studio_fixtures import make_dataset

    from gui.counts_in_view import form_after_scan
    window.resize(1024, 640)
    use_fake(monkeypatch, tmp_path)
    src = make_dataset(tmp_path / "images", per_class=4, broken=6)   # a long problem list
    out = tmp_path / "out"
    prepare(qtbot, window, src, out)
    panel = window.source_panel
    area = window.findChild(QScrollArea, "settingsScroll")
    area.verticalScrollBar().setValue(0)
    read_at = panel.last_result.read_at
    began = read_at + 0.001 if stale else read_at - 3600
    interrupted_run(out, str(src), recorded_options(window.job()),
                    started=datetime.datetime.fromtimestamp(began).isoformat())
    window.revalidate()
    assert window.actions_bar.offering()
    form_after_scan(window)   # (the first scan's answer, as it lands after the offer)
    from gui.widgets.resume_offer_text import folder_named
    # (by the path as the offer shortens it: CI's pytest folders run past its 60 characters)
    assert f"“{folder_named(str(out))}”" in window.actions_bar.offer_text.text()
    if stale:   # read again, and what that found laid out
        qtbot.waitUntil(lambda: panel.last_result is not None
                        and panel.last_result.read_at > read_at, timeout=WAIT)
    for _ in range(3):   # (what the offer posts: its own checks, the layout it changed)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QCoreApplication.processEvents()
    assert area.verticalScrollBar().value() == 0
    # the offer at its final height: laid out again, nothing moves. (A row the bottom edge
    # cuts may stay cut, as at any top of the form (gui.widgets.whole_rows: the first
    # heading stays in view): whether one is depends on how many lines the offer's folder
    # takes, kept whole (gui.whole_text), which the test folder's length decides.)
    height = area.viewport().height()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QCoreApplication.processEvents()
    assert (area.viewport().height(), area.verticalScrollBar().value()) == (height, 0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_window_opened_at_the_top_stays_there(qtbot, window, language, lang):
    """At 1024x640 the window opened with the form 20 px down, "1. Source images" cut off
    at the top, to make a row whole at the bottom (en walk; ja/ko at 1280x860 too)."""
    if lang != "en":
        language(lang)
    area = window.findChild(QScrollArea, "settingsScroll")
    bar = area.verticalScrollBar()
    for size in ((1024, 610), (1280, 830), (1366, 738)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: (window.width(), window.height()) == size
                        and bar.maximum() > 0, timeout=WAIT)
        # the layout done (a snap is made then, as the area sets its bar's range)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        assert bar.value() == 0, size


def _whole(area: QScrollArea, widget) -> bool:
    """All of ``widget`` in ``area``'s view."""
    from PySide6.QtCore import QPoint
    top = widget.mapTo(area.viewport(), QPoint(0, 0)).y()
    return 0 <= top and top + widget.height() <= area.viewport().height()


def test_an_answer_brought_into_view_leaves_no_field_cut_below_it(qtbot):
    """Connect's answer was scrolled into view 4 px above the edge, which cut the top of
    "Largest image" below it (en walk at 1024x640): the rows below it stay whole."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from gui.widgets.common import bring_into_view
    from gui.widgets.keep_in_place import focus_stays_in_place
    from gui.widgets.whole_rows import rows_stay_whole
    area = QScrollArea()
    qtbot.addWidget(area)
    body = QWidget()
    lay = QVBoxLayout(body)
    lay.setSpacing(0)   # (the next field begins where the answer ends)
    fields = [QLabel(f"answer {i}") for i in range(30)]
    for field in fields:
        lay.addWidget(field)
    area.setWidget(body)
    area.setWidgetResizable(True)
    focus_stays_in_place(area)
    rows_stay_whole(area)
    area.resize(300, 10 * fields[0].sizeHint().height() + 7)
    area.show()
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0, timeout=WAIT)
    for answer in (fields[15], fields[22]):
        bring_into_view(answer)
        qtbot.waitUntil(lambda answer=answer: _whole(area, answer), timeout=5_000)
        qtbot.wait(250)   # (its second look, once the range settles, is over)
        assert _whole(area, answer) and _cut(area) == []


def test_use_12_bits_at_the_top_of_the_form_leaves_no_field_cut(qtbot, settings, tmp_path):
    """Pressed at the top of the form, Use 12 bits took its notes' lines away: the rows
    moved up under a form that could not scroll further up, and the edge cut Resize's
    field (en walk at 1024x640). The form moves down the rest of that field."""
    from microscope import microscope
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from studio_fixtures import focus_in, window_at
    window = window_at(qtbot, settings, 1024, 610)
    panel = window.source_panel
    window.set_source(str(microscope(tmp_path / "src")))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.thumbs.count() == 7,
                    timeout=WAIT)
    area = window.findChild(QScrollArea, "settingsScroll")
    offer = panel.bits_offer
    area.verticalScrollBar().setValue(0)
    focus_in(qtbot, window, offer)
    assert area.verticalScrollBar().value() == 0 and _whole(area, offer)
    QTest.keyClick(offer, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not offer.isVisible() and window.options.bit_depth.currentData()
                    == 12, timeout=WAIT)
    qtbot.waitUntil(lambda: _cut(area) == [], timeout=5_000)
    posted_ran(qtbot, window, rounds=3)   # (and stays so: the later passes have run)
    assert _cut(area) == []


def test_a_field_tab_brings_into_view_is_whole(qtbot, settings):
    """Tab scrolled the form to show a field's text cursor, 50 px from the edge: the
    field below it, or the field itself, was cut at the bottom edge."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    from studio_fixtures import focus_in, window_at
    window = window_at(qtbot, settings, 1024, 610)
    area = window.findChild(QScrollArea, "settingsScroll")
    bar = area.verticalScrollBar()
    bar.setValue(0)
    focus_in(qtbot, window, window.source_panel.folder_btn)
    scrolled = 0
    for _ in range(40):
        before = bar.value()
        window.focusNextChild()
        focused = QApplication.focusWidget()
        if focused is None or not area.widget().isAncestorOf(focused):
            break
        QApplication.sendPostedEvents()
        if bar.value() != before:
            scrolled += 1
            assert _whole(area, focused) and _cut(area) == [], (focused.objectName(),
                                                                _cut(area))
    assert scrolled > 0
    assert focused is not None and focused.focusPolicy() & Qt.FocusPolicy.TabFocus
