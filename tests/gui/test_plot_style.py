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
