"""The Tune tab fits the right pane at 1024x640, in every language: no horizontal scroll
bar along its bottom, nothing cut off at its right edge. (A window opened on a 1366x768
screen and then made 1024x640, as a laptop's, kept its form 645 px wide: the results were
~370 px, narrower than the Tune tab's controls, and in Japanese and Korean "Trials each"
and Run sweep ran past its edge, reached only by scrolling sideways.)"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
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


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
@pytest.mark.parametrize("size", [(1024, 610), (1366, 738)])   # (the screens less a title bar)
def test_the_chart_and_its_caption_are_in_view_after_a_long_answer(qtbot, settings, language,
                                                                   lang, size):
    """In Japanese at 1024x640 an answer that could not tell two counts apart is ten lines:
    laid out whole, it pushed the plot's lower half and its caption under the fold. The
    chart and its caption stay in view without scrolling the tab; the answer keeps at least
    its first lines, the rest scrolled within it, and is whole where there is room."""
    from i18n_words import make_window
    from PySide6.QtCore import QPoint, QRect
    from window_steps import first_scan_settled

    from engine.commands.tune_decide import decide
    from engine.reason_codes import describe
    language(lang)
    w = make_window(qtbot, settings)
    w.resize(*size)
    first_scan_settled(qtbot, w)
    tune = w.tune
    w.tabs.setCurrentWidget(tune)
    box = tune.findChild(QWidget, "tuneReasonScroll")
    # no answer yet: its area takes no room (empty, it took three lines above the plot)
    assert box.isHidden() and tune.reason.isHidden()
    tune.intro.hide()   # as after a sweep
    tune._max_workers = 2
    trials = [(1, 100.0), (2, 390.0), (2, 410.0), (1, 600.0), (1, 300.0), (2, 400.0)]
    for i, (k, r) in enumerate(trials):
        tune._on_point(P.SweepPoint(workers=k, trial=i // 2, images_per_s=r))
    d = decide(trials, 100_000)
    rec = P.Recommendation(workers=d.workers, images_per_s=d.images_per_s,
                           estimated_seconds=d.estimated_seconds, tied=list(d.tied),
                           decided=d.decided, reason=d.reason + (
                               " At 2 workers, converting the images takes most of the time: "
                               "workers are busy 95% of the time and the writer only 4%; "
                               "every core already has a worker, so more workers would not "
                               "help."))
    rec.code, rec.params = describe(rec.reason)
    tune._on_recommendation(rec)
    tune._on_finished(0, "ok")
    viewport = tune.scroller.viewport()

    def whole(widget) -> bool:
        return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)),
                                              widget.size()))
    shown = (tune.use_btn, tune.plot, tune.chart.caption)
    around = tune.reason.parentWidget().parentWidget()   # (its scroll area, or the page)

    def settled() -> bool:
        reason = tune.reason
        return all(whole(x) for x in shown) and \
            around.height() >= around.minimumSizeHint().height() and \
            reason.height() >= reason.heightForWidth(reason.width())
    try:   # (the layout settles over a few events)
        qtbot.waitUntil(settled, timeout=5_000)
    except qtbot.TimeoutError:
        pass
    assert [x.objectName() for x in shown if not whole(x)] == [], (lang, size)
    assert tune.scroller.verticalScrollBar().maximum() == 0, (lang, size)
    line = tune.reason.fontMetrics().lineSpacing()
    assert whole(box) and box.viewport().height() >= 3 * line
    # the answer is all there: whole, or the rest a scroll within it away
    bar = box.verticalScrollBar()
    assert tune.reason.height() <= box.viewport().height() + bar.maximum()
    if size[1] > 700:   # room: the answer whole, no scroll bar
        assert bar.maximum() == 0 and not bar.isVisible(), lang
    tune.clear()   # (another source: the answer goes, and its area with it)
    assert box.isHidden()
