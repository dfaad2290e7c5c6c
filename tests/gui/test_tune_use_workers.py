"""Tune's "Use N workers" once used: it stayed pressable and said "Use 2 workers" as if
nothing had been set, while the Workers field it set was scrolled out of sight in the form
beside the tab. Now it is greyed and says what the form holds (until the form's count
changes), and the form scrolls the field it set into view; the Tune tab stays in front."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from engine import protocol as P

WAIT = 120_000


def _answer(tune, workers: int) -> None:
    tune._max_workers = 3
    for w, r in ((1, 100.0), (2, 190.0), (3, 270.0)):
        tune._on_point(P.SweepPoint(workers=w, images_per_s=r))
    tune._on_recommendation(P.Recommendation(workers=workers, images_per_s=270.0,
                                             reason="fastest"))


def _in_view(area: QScrollArea, w: QWidget) -> bool:
    top = w.mapTo(area.viewport(), QPoint(0, 0)).y()
    return 0 <= top and top + w.height() <= area.viewport().height()


def test_used_it_says_so_and_the_form_shows_the_field(qtbot, window):
    # (short enough that the field can scroll out of sight: at 1024x640 the bundled
    # sample's class table, as tall as its three rows, left it in view at both ends)
    window.resize(1024, 520)
    window.options.set_workers(0)
    tune = window.tune
    window.tabs.setCurrentWidget(tune)
    _answer(tune, 3)
    window.revalidate()
    assert tune.use_btn.isEnabled() and tune.use_btn.text() == "Use 3 workers"
    area, field = window.settings_scroll, window.options.workers
    QApplication.processEvents()
    bar = area.verticalScrollBar()
    bar.setValue(bar.maximum() if field.mapTo(area.viewport(), QPoint(0, 0)).y()
                 < area.viewport().height() // 2 else 0)
    assert not _in_view(area, field)
    tune.use_btn.click()
    assert window.options.workers.value() == 3
    assert not tune.use_btn.isEnabled()
    assert tune.use_btn.text() == "Workers set to 3"
    assert tune.use_btn.toolTip().startswith("The Workers option says 3, the recommended")
    qtbot.waitUntil(lambda: _in_view(area, field), timeout=WAIT)
    assert window.tabs.currentWidget() is tune   # the tab stays where the user is
    # the form's count changed: Use it again
    window.options.set_workers(1)
    qtbot.waitUntil(tune.use_btn.isEnabled, timeout=WAIT)
    assert tune.use_btn.text() == "Use 3 workers"
    # typed in by hand, the same: nothing left to use
    window.options.set_workers(3)
    qtbot.waitUntil(lambda: not tune.use_btn.isEnabled(), timeout=WAIT)
    assert tune.use_btn.text() == "Workers set to 3"
