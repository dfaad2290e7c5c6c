"""Every number on screen says what it measures, so that they can be reconciled: a walk read
"86 images/s" under the live graph beside the Summary's "Mean throughput: 29.3 images/s",
and "elapsed 0:07" in the header beside "Conversion time: 0.4 s", neither saying which was
the speed now and which the average, nor over what. (That the Summary's time and speed
are over one interval: test_time_and_speed_agree.)"""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.plots import LivePlots
from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.summary_panel import SummaryPanel


def _converted(verify: bool) -> RunModel:
    """A run of 11 images: the engine reads the source for 0.26 s, converts from 0.27 s to
    0.37 s (110 images/s while they flow: 110.0 over the conversion, as its summary says)
    and ends at 0.376 s (29.3 images/s since it started); then, with ``verify``, a check
    up to 7 s."""
    m = RunModel(clock=lambda: 0.0)   # (the engine's times only: the check's follows at once)
    m.start()
    m.verify_next = verify
    m.on_event(P.Plan(total=11, t=0.27))
    m.on_event(P.Progress(done=0, total=11, t=0.27))
    m.on_event(P.Progress(done=5, total=11, t=0.32))
    m.on_event(P.Progress(done=11, total=11, t=0.37))
    return m


def _finish(m: RunModel, verify: bool, older: bool = False) -> None:
    """``older``: an engine before 0.3.7, whose summary has no convert_images_per_s."""
    m.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(
        status="ok", written=11, total=11, shards=1, seconds=0.376, images_per_s=29.28,
        **({} if older else {"convert_seconds": 0.1, "convert_images_per_s": 110.0}))))
    if verify:
        m.process_ended(0)
        m.start_verify()
        m.on_event(P.VerifyProgress(checked=11, total=11, t=6.6))
        m.on_event(P.VerifyResult(ok=True, checked=11, reader="builtin", t=6.6))
        m.on_event(P.RunFinished(status="ok", t=6.6))
        m.verify_ended()
        m.phase = "finished"
    else:
        m.process_ended(0)


def test_the_graph_says_the_speed_now_and_the_average_since_converting_began(qtbot):
    plots = LivePlots()
    qtbot.addWidget(plots)
    m = _converted(verify=False)
    plots.refresh(m)
    caption = plots.caption.text()
    # now: the speed of the last seconds; the average: 11 images in the 0.1 s since the
    # conversion began, as the engine's summary will count them (it said 29.7 images/s
    # "since the start", the engine's reading of the source before it included)
    assert caption.startswith("now 110 images/s"), caption
    assert "average 110.0 images/s since converting began" in caption, caption


@pytest.mark.parametrize("verify", [False, True])
def test_the_graphs_average_is_the_summarys_and_the_time_says_what_it_counts(qtbot, verify):
    plots, summary, header = LivePlots(), SummaryPanel(), ProgressPanel()
    for w in (plots, summary, header):
        qtbot.addWidget(w)
    m = _converted(verify)
    _finish(m, verify)
    plots.refresh(m)
    summary.show_model(m)
    header.refresh(m)
    caption = plots.caption.text()
    assert caption.startswith("at the end 110 images/s"), caption
    assert "average 110.0 images/s over the conversion, as in the Summary" in caption, caption
    assert summary.values["rate"].text() == "110.0 images/s"
    assert summary._form.labelForField(summary.values["rate"]).text() == "Average speed:"
    assert "average" in summary.values["rate"].toolTip()
    # the time the speed is over: 11 images in 0.1 s are 110 images/s
    assert summary.values["time"].text() == "0.10 s"
    assert summary._form.isRowVisible(summary._total_row)
    total = summary.values["total"].text()
    assert summary._form.labelForField(summary.values["total"]).text() == "Total time:"
    if verify:   # the header's elapsed time, with the check, is the Total time
        # (the run's 0.376 s, as its summary says it, and the check's 6.6 s)
        assert total == "6.98 s, with the reading of the source before the conversion and " \
                        "the check after it", total
        assert "elapsed 0:07" in header.times.text(), header.times.text()
    else:
        assert total == "0.38 s, with the reading of the source before the conversion", total
    assert "“Total time” counts them" in summary.values["time"].toolTip()
    assert "divided by the conversion time" in summary.values["rate"].toolTip()
    assert "the source is read again" in summary.values["total"].toolTip()


def test_an_older_engines_summary_is_said_over_its_whole_run(qtbot):
    """Its summary has no convert_images_per_s: the Summary and the graph say the average
    it sends (since the engine started), the same number in both."""
    plots, summary = LivePlots(), SummaryPanel()
    qtbot.addWidget(plots)
    qtbot.addWidget(summary)
    m = _converted(verify=False)
    _finish(m, verify=False, older=True)
    plots.refresh(m)
    summary.show_model(m)
    assert "average 29.3 images/s over the conversion" in plots.caption.text()
    assert summary.values["rate"].text() == "29.3 images/s"
    # and the time it is over, its whole run: no Total time, which would say it again
    assert summary.values["time"].text() == "0.38 s"
    assert not summary._form.isRowVisible(summary._total_row)


def test_the_words_are_translated(qtbot, language):
    language("ko")
    plots, summary = LivePlots(), SummaryPanel()
    qtbot.addWidget(plots)
    qtbot.addWidget(summary)
    m = _converted(verify=True)
    plots.refresh(m)
    assert "now" not in plots.caption.text() and "110.0" in plots.caption.text()
    assert "since converting" not in plots.caption.text()
    _finish(m, verify=True)
    plots.refresh(m)
    summary.show_model(m)
    assert "average" not in plots.caption.text() and "110.0" in plots.caption.text()
    total = summary.values["total"].text()
    assert "6.98" in total and "with" not in total, total
    assert summary._form.labelForField(summary.values["total"]).text() == "총 시간:"
