"""The live graph's average speed is over what the Summary's Average speed is over: the
images this run wrote (not those a Resume kept, nor those that failed) from its count as
converting began to its count as converting ended. It ends where the Summary's begins,
and the terminal's end line says the same number.

A Resume's average was measured from its first count, the images it kept, which comes
before its workers start (their start counted as converting), and counted the images
that failed as converted: a recorded Resume of 600 images (67 kept, a sixth failing) read
"average 502.3 images/s since converting began" until its Summary said 450.4. Plain
pytest: events fed straight into the model (tests/gui/data/record.py records them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import event_text
from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.plots import LivePlots
from gui.widgets.summary_panel import SummaryPanel

DATA = Path(__file__).parent / "data"


def _recorded(name: str) -> list:
    return [P.decode(x) for x in (DATA / name).read_text(encoding="utf-8").splitlines()
            if x.strip()]


def test_a_resumes_live_average_is_its_summarys_and_the_end_lines(qtbot):
    events = _recorded("resume_failures_recorded.jsonl")
    finished = next(e for e in events if isinstance(e, P.RunFinished))
    s = finished.summary
    assert isinstance(s, P.ConvertSummary)
    # the recording is what the test is about: a Resume that kept images, some failing
    assert s.kept > 0 and s.failed > 0 and s.convert_seconds > 0, s
    plots, summary = LivePlots(), SummaryPanel()
    qtbot.addWidget(plots)
    qtbot.addWidget(summary)
    m = RunModel(clock=lambda: 0.0)
    m.start()
    for ev in events[:events.index(finished)]:
        m.on_event(ev)
    assert m.resume and m.phase == "writing"
    # the last live average: the Summary's, to the events' times (0.1 ms: 0.05 images/s)
    assert m.converted_rate() == pytest.approx(s.convert_images_per_s, abs=0.05)
    plots.refresh(m)
    live = f"average {s.convert_images_per_s:.1f} images/s since converting began"
    assert live in plots.caption.text(), plots.caption.text()
    m.on_event(finished)
    m.process_ended(0)
    plots.refresh(m)
    summary.show_model(m)
    assert f"average {s.convert_images_per_s:.1f} images/s over the conversion" in \
        plots.caption.text()
    assert summary.values["rate"].text().startswith(f"{s.convert_images_per_s:.1f} images/s")
    # the terminal's end line (and the run log's, which says it too)
    assert f"{s.convert_images_per_s:,.1f} images/s for the {s.written - s.kept:,} " \
           "converted now" in event_text.convert_summary(s)


def test_the_average_is_over_the_conversion_as_the_engine_measures_it():
    """A Resume's events as the engine sends them (engine.run.pipeline): its kept images
    at 1.0 s, before its 2 s of starting workers; the count as converting begins at 3.0 s;
    the kept records of the unfinished shard written again (bytes_kept grows, no image
    counted); 100 images written and 20 failed by 5.0 s; the count again after the side
    files (6.0 s) and while the copies are compared (7.0 s). The summary: 100 images in
    2.0 s, 50 images/s."""
    m = RunModel(clock=lambda: 0.0)
    m.start()
    m.on_event(P.RunStarted(command="convert", options={"resume": True}, t=0.1))
    m.on_event(P.Plan(total=200, t=0.9))
    kept = {"bytes_out": 4000, "bytes_written": 4000, "bytes_kept": 4000}
    m.on_event(P.Progress(done=40, failed=5, total=200, t=1.0, **kept))
    m.on_event(P.Progress(done=40, failed=5, total=200, t=3.0, **kept))
    m.on_event(P.Progress(done=40, failed=5, total=200, t=3.2, bytes_out=4000,
                          bytes_written=6000, bytes_kept=6000))
    for k in range(1, 5):
        m.on_event(P.Progress(done=40 + 25 * k, failed=5 + 5 * k, total=200,
                              t=3.0 + 0.5 * k, bytes_out=4000, bytes_written=6000 + 1000 * k,
                              bytes_kept=6000))
    assert m.converted_rate() == pytest.approx(50.0)
    # the speed of the last seconds is of images written too: 25 a half-second
    assert m.images_per_s() == pytest.approx(50.0)
    m.on_event(P.Progress(done=140, failed=25, total=200, t=6.0, bytes_out=10000,
                          bytes_written=10000, bytes_kept=6000))
    m.on_event(P.Progress(done=140, failed=25, total=200, t=7.0, bytes_out=10000,
                          bytes_written=10000, bytes_kept=6000, compared=1, to_compare=3))
    assert m.converted_rate() == pytest.approx(50.0)
    assert m.rates.converted_seconds() == pytest.approx(2.0)


def test_a_resume_with_nothing_left_to_convert_has_no_average():
    """Its counts never move: no speed ("nothing converted by this run", the end line)."""
    m = RunModel(clock=lambda: 0.0)
    m.start()
    m.on_event(P.Plan(total=50, t=0.5))
    for t in (1.0, 1.5, 1.6):
        m.on_event(P.Progress(done=50, total=50, t=t, bytes_out=900, bytes_written=900,
                              bytes_kept=900))
    assert m.converted_rate() == 0.0 and m.rates.converted_seconds() == 0.0


def test_the_live_average_is_measured_up_to_now_while_images_are_to_come(qtbot):
    """A walk's segmentation run: the first batch, 11 images, came 0.12 s after converting
    began, and until the next one, half a second later, the caption read "average 94.2
    images/s since converting began" beside a plot at 8 (and later 51.7 beside a plot that
    never reached 48): the average was measured to the count at which the work last
    showed, not up to now. Once every image is counted it is the Summary's again."""
    plots = LivePlots()
    qtbot.addWidget(plots)
    m = RunModel(clock=lambda: 0.0)
    m.start()
    m.on_event(P.Plan(total=20, t=0.9))
    for done, t in ((0, 1.0), (0, 1.43), (11, 1.55), (11, 2.08)):
        m.on_event(P.Progress(done=done, total=20, t=t, bytes_out=100 * done,
                              bytes_written=100 * done))
    plots.refresh(m)
    assert "average 16.9 images/s since converting began" in plots.caption.text(), \
        plots.caption.text()
    m.on_event(P.Progress(done=20, total=20, t=2.43, bytes_out=2000, bytes_written=2000))
    m.on_event(P.Progress(done=20, total=20, t=3.0, bytes_out=2000, bytes_written=2000))
    plots.refresh(m)   # (every image counted: to the count that ended the conversion)
    assert "average 20.0 images/s since converting began" in plots.caption.text(), \
        plots.caption.text()
