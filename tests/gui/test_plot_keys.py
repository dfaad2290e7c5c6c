"""Nothing covers the data of a plot: every point of the throughput lines and the tune
sweep's recommended star is drawn where it is, in its own colour, at the size the plots
have on a 1024x640 screen. (pyqtgraph's legend, inside the data area, hid the first
seconds of every run's throughput line, and the recommended star of a 2-core sweep.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from engine import protocol as P
from gui.run_model import RunModel
from gui.widgets.plots import COLOURS, LivePlots
from gui.widgets.tune_panel import TunePanel


def _drawn_near(widget, image, view, x: float, y: float, colour: str, radius: int = 3
                ) -> bool:
    """True when a pixel of ``image`` (``widget``, a PlotWidget, grabbed) within ``radius``
    of data point (x, y) of ``view`` (a ViewBox in it) has about ``colour``."""
    ratio = image.devicePixelRatio()
    at = widget.mapFromScene(view.mapViewToScene(QPointF(x, y)))
    want = QColor(colour)
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            px = image.pixelColor(int((at.x() + dx) * ratio), int((at.y() + dy) * ratio))
            if max(abs(px.red() - want.red()), abs(px.green() - want.green()),
                   abs(px.blue() - want.blue())) < 60:
                return True
    return False


@pytest.fixture
def light(qapp):
    # the colours asserted are the light palette's (the offscreen platform's default)
    plots = LivePlots()
    if plots._dark:
        pytest.skip("dark palette")
    return plots


def test_every_throughput_point_is_drawn_in_a_short_plot(qtbot, light):
    plots = light
    qtbot.addWidget(plots)
    plots.resize(440, 420)          # the right pane's plots at 1024x640
    plots.show()
    model = RunModel()
    model.start()
    for i in range(40):             # a steady 30 images/s and 3 MB/s for 4 s
        model.on_event(P.Progress(done=i * 3, total=1000, bytes_in=i * 3 * 100_000,
                                  bytes_out=i * 3 * 100_000, t=0.2 + 0.1 * i))
    assert plots.refresh(model)
    qtbot.wait(50)
    points = model.throughput.array()
    assert len(points) > 30
    p = plots.throughput.getPlotItem()
    image = plots.throughput.grab().toImage()
    hidden = [round(float(t), 1) for t, rate, _mb in points
              if not _drawn_near(plots.throughput, image, p.vb, t, rate, COLOURS["images"])]
    assert not hidden, f"images/s line not drawn at t={hidden}"
    hidden = [round(float(t), 1) for t, _rate, mb in points
              if not _drawn_near(plots.throughput, image, plots.mb_view, t, mb,
                                 COLOURS["mb"], 5)]
    assert not hidden, f"MB/s line not drawn at t={hidden}"
    # the key to the lines is still shown: in the title row
    title = p.titleLabel.text
    assert "images/s" in title and "MB/s written" in title


def test_the_recommended_star_of_a_two_core_sweep_is_drawn(qtbot, qapp):
    tune = TunePanel()
    qtbot.addWidget(tune)
    tune.resize(440, 560)
    tune.show()
    if tune._c is not COLOURS:
        pytest.skip("dark palette")
    tune._max_workers = 2
    for w, r in ((1, 400.0), (2, 760.0), (1, 405.0), (2, 770.0)):
        tune._on_point(P.SweepPoint(workers=w, images_per_s=r))
    tune._on_recommendation(P.Recommendation(workers=2, images_per_s=765.0,
                                             estimated_seconds=4, reason="fastest"))
    qtbot.wait(50)
    vb = tune.plot.getPlotItem().vb
    image = tune.plot.grab().toImage()
    assert _drawn_near(tune.plot, image, vb, 2, 765.0, COLOURS["write"])   # the star
    assert _drawn_near(tune.plot, image, vb, 1, 400.0, COLOURS["mb"])      # a trial
    title = tune.plot.getPlotItem().titleLabel.text
    assert all(word in title for word in ("median", "each trial", "recommended"))


def test_the_worker_chart_labels_both_ends_when_short(qtbot, qapp):
    """At 1024x640 the worker chart's data area is ~40 px high and only "50" was labelled:
    the axis drew the grid, and labels reaching half a line past the area's ends (0 and
    100) were dropped. Both ends and the middle are labelled, short or tall."""
    from PySide6.QtGui import QImage, QPainter
    plots = LivePlots()
    qtbot.addWidget(plots)
    plots.show()
    model = RunModel()
    model.start()
    model.on_event(P.WorkerStats(busy=[0.93], writer_busy=0.3, bottleneck="decoding", t=1))
    plots.refresh(model)
    axis = plots.workers.getPlotItem().getAxis("left")
    for height in (420, 700):       # the right pane's plots at 1024x640, and taller
        plots.resize(440, height)
        qtbot.waitUntil(lambda h=height: plots.height() == h, timeout=5_000)
        qapp.processEvents()
        image = QImage(10, 10, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        try:
            texts = [spec[2] for spec in axis.generateDrawSpecs(painter)[2]]
        finally:
            painter.end()
        assert {"0", "50", "100"} <= set(texts), (height, axis.height(), texts)
        if height == 420:
            assert axis.height() < 50   # the short chart the walk saw
