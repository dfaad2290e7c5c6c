"""The Tune tab says when worker counts are equally fast within the noise, recommends the
fewer workers, and shows the automatic extra trials."""

from __future__ import annotations

import pytest

from engine import protocol as P
from engine.commands.tune_decide import decide


def _recommendation(trials, total=100_000) -> P.Recommendation:
    d = decide(trials, total)
    return P.Recommendation(workers=d.workers, images_per_s=d.images_per_s,
                            estimated_seconds=d.estimated_seconds, reason=d.reason,
                            tied=list(d.tied), decided=d.decided)


def test_equally_fast_counts_are_named_and_the_fewer_workers_offered(qtbot, window):
    tune = window.tune
    tune._max_workers = 2
    trials = [(1, 410.0), (2, 420.0), (2, 450.0), (1, 430.0)]
    for i, (w, r) in enumerate(trials):
        tune._on_point(P.SweepPoint(workers=w, trial=i // 2, images_per_s=r))
    tune._on_recommendation(_recommendation(trials))
    text = tune.reason.text()
    assert "1 and 2 workers are equally fast here, within measurement noise" in text
    assert "less memory" in text and "Recommended: <b>1 worker</b>" in text
    assert tune.use_btn.text() == "Use 1 worker" and tune.use_btn.isEnabled()
    assert tune.reason.styleSheet() == ""
    with qtbot.waitSignal(tune.useWorkers, timeout=60_000) as got:
        tune.use_btn.click()
    assert got.args == [1]


def test_extra_trials_are_explained_and_an_unclear_result_is_marked(window):
    tune = window.tune
    tune._max_workers = 2
    tune.repeats.setValue(2)
    trials = [(1, 100.0), (2, 390.0), (2, 410.0), (1, 600.0)]
    for i, (w, r) in enumerate(trials):
        tune._on_point(P.SweepPoint(workers=w, trial=i // 2, images_per_s=r))
    assert tune.status.text().startswith("Trial 4 of 4")
    # "Trial 4 of 4" was followed by "Sweep finished: 6 trials", the extras unexplained:
    # an extra round adds its trials to the total, and says which counts it separates
    tune._on_point(P.SweepPoint(workers=1, trial=2, images_per_s=300.0, extra=True,
                                separating=[1, 2]))
    assert tune.status.text().startswith(
        "Trial 5 of 6, an extra one to tell 1 and 2 workers apart: 1 worker, 300 images/s.")
    assert "measured again" in tune.status.text()
    tune._on_point(P.SweepPoint(workers=2, trial=2, images_per_s=400.0, extra=True,
                                separating=[1, 2]))
    assert tune.status.text().startswith("Trial 6 of 6, an extra one")
    rec = _recommendation(trials + [(1, 300.0), (2, 400.0)])
    assert not rec.decided
    tune._on_recommendation(rec)
    assert "might be as fast" in tune.reason.text()
    assert "border-left" in tune.reason.styleSheet()
    tune._on_finished(0, "ok")
    assert tune.status.text() == ("Sweep finished: 6 trials, 2 of them extra to tell 1 and 2 "
                                  "workers apart.")


def test_a_sweep_without_extra_trials_says_only_how_many(window):
    tune = window.tune
    tune._max_workers = 2
    tune.repeats.setValue(1)
    tune._on_point(P.SweepPoint(workers=1, trial=0, images_per_s=100.0))
    tune._on_point(P.SweepPoint(workers=2, trial=0, images_per_s=200.0))
    assert tune.status.text().startswith("Trial 2 of 2:")
    tune._on_finished(0, "ok")
    assert tune.status.text() == "Sweep finished: 2 trials."


def test_a_long_recommendation_is_whole_and_clear_of_the_plot_at_1024x640(qtbot, window,
                                                                         language):
    """At 1024x640 the reason was laid over the plot and its end cut off (Japanese lost
    its whole last sentence): the answer scrolls within its own area when the tab is short,
    and the star's label stays inside."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QWidget

    language("ja")
    window.resize(1024, 610)
    tune = window.tune
    window.tabs.setCurrentWidget(tune)
    tune._max_workers = 2
    trials = [(1, 291.0), (2, 293.0), (2, 308.0), (1, 306.0)]
    for i, (w, r) in enumerate(trials):
        tune._on_point(P.SweepPoint(workers=w, trial=i // 2, images_per_s=r))
    rec = _recommendation(trials, total=100_000)
    rec.reason += (" At 2 workers, waiting for the source files takes most of the time: "
                   "workers spend 61% of their time waiting for the disk (slow or network "
                   "storage; copy the images to a local disk).")
    from engine.reason_codes import describe
    rec.code, rec.params = describe(rec.reason)   # as the engine's emitter sends it
    tune._on_recommendation(rec)
    qtbot.waitUntil(lambda: tune.reason.height() >= tune.reason.heightForWidth(
        tune.reason.width()), timeout=60_000)

    def rect(w) -> QRect:
        return QRect(w.mapTo(tune, QPoint(0, 0)), w.size())
    # (on a page too short for it and the whole chart, the answer scrolls within its own
    # area: that area is clear of the plot, and its end a scroll away, not cut off)
    box = tune.findChild(QWidget, "tuneReasonScroll")
    assert not rect(box).intersects(rect(tune.plot))
    bar = box.verticalScrollBar()
    assert tune.reason.height() <= box.viewport().height() + bar.maximum()
    assert "ディスク" in tune.reason.text()     # the last sentence, translated
    # below the plot on this screen: scrolled to, not left under the fold
    qtbot.waitUntil(lambda: not tune.use_btn.visibleRegion().isEmpty(), timeout=60_000)
    # the label beside the star, within the plot's data area
    view = tune.plot.getPlotItem().getViewBox()
    label = tune.best_text.mapRectToItem(view, tune.best_text.boundingRect())
    assert view.boundingRect().contains(label)


def test_the_chart_says_what_its_bars_are_as_the_explanation_and_the_docs_do(window):
    """The explanation said "its trials vary from 294 to 472", the chart's bars were that
    range unexplained, and docs/gui.md called them the "min–max spread": the bars are the
    measured range (the middle half of the trials), and all three say so."""
    from pathlib import Path

    from engine.reason_codes import describe
    caption = window.tune.chart.caption.text()
    # in a lab user's words: "the middle half of its trials, at least ±2.5% of the median"
    # was statistics (the docs keep the exact rule)
    assert caption == ("The line joins each worker count's typical speed; the short bars "
                       "show how much its tries varied.")
    trials = [(1, 240.0), (1, 530.0), (1, 294.0), (1, 472.0),
              (2, 390.0), (2, 400.0), (2, 410.0), (2, 420.0)]
    rec = _recommendation(trials)
    rec.code, rec.params = describe(rec.reason)
    window.tune._on_recommendation(rec)
    assert "its measured range, 280 to 486 images/s" in window.tune.reason.text()
    docs = (Path(__file__).resolve().parents[2] / "docs" / "gui.md").read_text(encoding="utf-8")
    tune = docs.split("## Tune tab")[1].split("\n## ")[0]
    assert "min–max" not in tune and "measured range" in tune and "middle half" in tune


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_each_time_is_said_once_in_one_format(window, language, lang):
    """The answer said "about 0:19" and then "1 worker about 19 s and 2 workers about
    19 s: the same within the noise": the recommended count's time is said once, in the
    words the reason uses, and the fastest count's only when it differs."""
    from engine.reason_codes import describe
    from gui import engine_text
    language(lang)
    trials = [(1, 410.0), (1, 430.0), (2, 420.0), (2, 450.0)]
    for total, fastest_said in ((1_000, False), (42_000, True)):
        rec = _recommendation(trials, total)
        rec.code, rec.params = describe(rec.reason)
        window.tune._on_recommendation(rec)
        text = window.tune.reason.text()
        mine = engine_text.duration(total / 420.0)      # 1 worker: the headline's
        other = engine_text.duration(total / 435.0)     # 2 workers: 1 min 37 s at 42,000
        assert (other != mine) is fastest_said          # at 1,000: 2 s either way
        assert text.count(mine) == 1 and text.count(other) == 1, text
        assert ":" not in mine   # not "0:02" beside "2 s"


def test_the_bars_caption_and_the_range_sentence_are_translated(window, language):
    from engine.reason_codes import describe
    language("ja")
    tune = window.tune
    from gui.widgets.tune_chart import TuneChart
    assert "ばらつき" in TuneChart().caption.text()
    rec = _recommendation([(1, 100.0), (1, 400.0), (2, 390.0), (2, 410.0)])
    rec.code, rec.params = describe(rec.reason)
    tune._on_recommendation(rec)
    assert "測定範囲" in tune.reason.text() and "ばらつき" not in tune.reason.text()


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_answer_its_button_and_the_whole_plot_fit_1024x640(qtbot, settings, language,
                                                               lang):
    """At 1024x640 "Use recommended workers" was half cut off, the recommendation needed
    scrolling, "recommended: 1 worker" lay on the curve, and in Japanese the axis label
    was cut off: a usual sweep's answer, its button, the plot with both axis labels and
    the bars' caption are all in view, and the label is clear of every trial and bar.
    (The window is built in the language, as a restart builds it, and measured once its
    first scan is laid out: a window built in English with Japanese installed afterwards
    had the chart's English words under the status line's two Japanese lines, 19 px too
    tall, and passed only while the first scan had not yet changed that line.)"""
    from i18n_words import make_window
    from PySide6.QtCore import QPoint, QRect
    from window_steps import first_scan_settled
    language(lang)
    window = make_window(qtbot, settings)
    window.resize(1024, 610)   # 640 less a title bar
    first_scan_settled(qtbot, window)
    tune = window.tune
    window.tabs.setCurrentWidget(tune)
    tune.intro.hide()   # as during and after a sweep (start hides it)
    tune._max_workers = 2
    trials = [(1, 108.0), (2, 101.0), (2, 92.0), (1, 110.0)]
    for i, (w, r) in enumerate(trials):
        tune._on_point(P.SweepPoint(workers=w, trial=i // 2, images_per_s=r))
    rec = _recommendation(trials)
    rec.reason += (" At 2 workers, nothing was saturated: workers busy 46%, writer 2% "
                   "(with a small sample, starting the workers may take much of each trial).")
    from engine.reason_codes import describe
    rec.code, rec.params = describe(rec.reason)
    tune._on_recommendation(rec)
    viewport = tune.scroller.viewport()
    qtbot.waitUntil(lambda: tune.reason.height() >= tune.reason.heightForWidth(
        tune.reason.width()), timeout=60_000)

    def whole(w) -> bool:
        r = QRect(w.mapTo(viewport, QPoint(0, 0)), w.size())
        return viewport.rect().contains(r)
    shown = (tune.use_btn, tune.reason, tune.plot, tune.chart.caption)
    # (waits for the layout to settle: a fixed 50 ms wait failed under a loaded CI machine)
    try:
        qtbot.waitUntil(lambda: all(whole(w) for w in shown), timeout=5_000)
    except qtbot.TimeoutError:
        pass
    for w in shown:
        assert whole(w), (w.objectName(), lang)
    assert tune.scroller.verticalScrollBar().value() == 0
    item = tune.plot.getPlotItem()
    for side in ("left", "bottom"):   # the axis labels inside the plot widget
        label = item.getAxis(side).label
        # (less the text item's blank document margin, 4 px)
        rect = label.mapRectToScene(label.boundingRect().adjusted(4, 4, -4, -4))
        assert QRect(QPoint(0, 0), tune.plot.size()).contains(rect.toRect()), (side, lang)
    # the star's label above every trial and bar, inside the data area (as painted:
    # pyqtgraph places a text item for the view's range when the scene is next drawn, and
    # the range grows for the label once the plot's height is known)
    tune.plot.grab()
    view = item.getViewBox()
    text = tune.best_text.mapRectToItem(view, tune.best_text.boundingRect())
    # (its top is the view's top, which mapping may place a rounding error above: the
    # clean-clone CI saw -0.000000; half a pixel is still inside on screen)
    assert view.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5).contains(text), (text, lang)
    highest = max(max(r for _, r in trials), max(tune.spread.opts["y"] + tune.spread.opts["top"]))
    lowest_text = view.mapToView(text.bottomLeft()).y()
    assert lowest_text > highest, (lowest_text, highest)
