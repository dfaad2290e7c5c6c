"""gui.widgets.plot_style: the look every chart shares."""

from __future__ import annotations


def test_value_labels_of_a_short_chart_never_overlap(qtbot):
    """The write-time chart under the bottleneck banner at 1024x640 printed 60 over 40:
    pyqtgraph draws its first tick level whole however short the axis. Labels are now
    at least a line apart, and a tall chart keeps pyqtgraph's own ticks."""
    import pyqtgraph as pg
    from PySide6.QtGui import QColor, QFontMetricsF

    from gui.widgets.plot_style import styled_plot
    w = styled_plot("p", "t", QColor("white"), QColor("black"))
    qtbot.addWidget(w)
    axis = w.getPlotItem().getAxis("left")
    line = QFontMetricsF(axis.font()).height()
    for size in (12, 20, 30, 45, 70):
        first = axis.tickValues(35.0, 65.0, size)[0]
        values = sorted(first[1])
        assert values, size
        gaps = [(b - a) * size / 30.0 for a, b in zip(values, values[1:], strict=False)]
        assert all(g >= line for g in gaps), (size, values)
    tall = 400
    assert axis.tickValues(35.0, 65.0, tall) == pg.AxisItem.tickValues(axis, 35.0, 65.0, tall)


def test_the_frame_on_the_right_has_no_ticks(qtbot):
    """The right edge of a chart is a frame: it drew tick marks (and, with the grid on,
    grid lines) at pyqtgraph's own values, unlabelled and unlike the left axis's, e.g.
    ten marks on the worker chart whose left axis reads 0, 50, 100. Only its line now."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from gui.widgets.plot_style import styled_plot
    for grid in ((True, True), (False, False)):
        w = styled_plot("p", "t", QColor("white"), QColor("black"), grid=grid)
        qtbot.addWidget(w)
        w.resize(300, 200)
        w.show()
        qtbot.waitExposed(w)
        item = w.getPlotItem()
        item.setYRange(0, 100, padding=0)
        item.getAxis("left").setTicks([[(v, str(v)) for v in (0, 50, 100)]])
        image = QImage(10, 10, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        try:
            _line, ticks, texts = item.getAxis("right").generateDrawSpecs(painter)
        finally:
            painter.end()
        assert ticks == [] and texts == [], grid
        # the left axis still draws its three
        painter = QPainter(image)
        try:
            assert len(item.getAxis("left").generateDrawSpecs(painter)[1]) == 3
        finally:
            painter.end()
