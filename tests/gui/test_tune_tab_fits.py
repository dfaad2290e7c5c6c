"""The Tune tab fits the right pane at 1024x640, in every language: no horizontal scroll
bar along its bottom, nothing cut off at its right edge. (A window opened on a 1366x768
screen and then made 1024x640, as a laptop's, kept its form 645 px wide: the results were
~370 px, narrower than the Tune tab's controls, and in Japanese and Korean "Trials each"
and Run sweep ran past its edge, reached only by scrolling sideways.)"""

from __future__ import annotations

import pytest
from studio_fixtures import window_at

from engine import protocol as P
from gui.window_layout import default_split

#: The client area of the window on a 1024x640 screen (openbox's frame and title bar).
CLIENT = (1016, 604)


def _fits(qtbot, w) -> None:
    tune = w.tune
    w.tabs.setCurrentWidget(tune)
    qtbot.wait(100)
    bar = tune.scroller.horizontalScrollBar()
    body = tune.scroller.widget()
    assert bar.maximum() == 0 and not bar.isVisible(), (
        tune.scroller.viewport().width(), body.minimumSizeHint().width(), w.splitter.sizes())
    # every control whole, inside the tab
    for widget in (tune.options.start_btn, tune.options.cancel_btn, tune.repeats,
                   tune.max_workers, tune.sample, tune.use_btn):
        right = widget.mapTo(tune, widget.rect().topRight()).x()
        assert right < tune.width(), (widget.objectName(), right, tune.width())


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_tune_tab_fits_a_window_made_1024x640(qtbot, settings, language, lang):
    language(lang)
    w = window_at(qtbot, settings, 1366, 768)
    default_split(w)   # as a first start splits it on a 1366x768 screen (674 px on the left)
    qtbot.wait(50)
    assert w.splitter.sizes()[0] > 640, w.splitter.sizes()
    w.resize(*CLIENT)
    qtbot.waitUntil(lambda: w.width() == CLIENT[0], timeout=10_000)
    _fits(qtbot, w)
    # and with a sweep's answer (the status and "Use 3 workers" in the row of the button)
    tune = w.tune
    tune._max_workers = 3
    for k, r in ((1, 100.0), (2, 190.0), (3, 268.0), (1, 102.0), (2, 193.0), (3, 270.0)):
        tune._on_point(P.SweepPoint(workers=k, images_per_s=r))
    tune._on_recommendation(P.Recommendation(workers=3, images_per_s=270.0,
                                             estimated_seconds=40.0))
    _fits(qtbot, w)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_tune_tab_fits_a_window_opened_at_1024x640(qtbot, settings, language, lang):
    language(lang)
    _fits(qtbot, window_at(qtbot, settings, 1024, 640))
