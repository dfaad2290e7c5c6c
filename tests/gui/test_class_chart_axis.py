"""The Inspect tab's class chart's count axis (gui.widgets.plot_style.CountAxis): whole
numbers only, and at 1024x640 a free line between two labels. Every count 1 to 9 was
written, and the chart being short there, they ran into one another (a walk: "1 2 3 ... 9"
crowded at the left of 5, 5 and 9 objects); pyqtgraph's own ticks said 0.5, 1.5 images."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from gui.widgets.class_histogram import ClassHistogram
from gui.widgets.plot_style import whole_step


def _chart(qtbot, height: int, counts: list[int]) -> ClassHistogram:
    chart = ClassHistogram(QColor("white"), QColor("black"), "#1f77b4")
    qtbot.addWidget(chart)
    chart.resize(320, height)
    chart.show()
    qtbot.waitExposed(chart)
    chart.show_labels({"key": "image/object/class/label", "unit": "objects", "classes": [
        {"text": str(i), "count": n} for i, n in enumerate(counts)]})
    axis = chart.getPlotItem().getAxis("left")
    qtbot.waitUntil(lambda: axis.geometry().height() > height / 2, timeout=5000)
    return chart


def _drawn(chart: ClassHistogram) -> list[tuple[float, float, str]]:
    """The left axis's labels as it draws them: (top, height, text), top first."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _, _, texts = chart.getPlotItem().getAxis("left").generateDrawSpecs(painter)
    finally:
        painter.end()
    return sorted((rect.top(), rect.height(), text) for rect, _, text in texts)


@pytest.mark.parametrize("height", [170, 250, 400])   # (170: the chart at 1024x640)
@pytest.mark.parametrize("counts", [[5, 5, 9], [3, 1], [12, 3], [1234, 50]])
def test_whole_numbers_a_free_line_apart(qtbot, height, counts):
    drawn = _drawn(_chart(qtbot, height, counts))
    assert drawn, (height, counts)
    for _, _, text in drawn:
        assert re.fullmatch(r"[\d,. \u00a0]+", text) and int(re.sub(r"\D", "", text)) > 0, \
            drawn   # (0 at the foot is not written: pyqtgraph's)
    values = [int(re.sub(r"\D", "", text)) for _, _, text in drawn]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    for (top, line, _), (below, _, _) in zip(drawn, drawn[1:], strict=False):
        assert below - top >= 1.8 * line, (height, drawn)


def test_few_records_per_class_are_counted_one_by_one_when_there_is_room(qtbot):
    values = [text for _, _, text in _drawn(_chart(qtbot, 400, [3, 1]))]
    assert values == ["3", "2", "1"]


def test_whole_step():
    assert [whole_step(x) for x in (0.1, 1, 1.2, 2.5, 5, 7, 11, 180)] == \
        [1, 1, 2, 5, 5, 10, 20, 200]


def _names_drawn(chart: ClassHistogram) -> list[str]:
    """The class names the bottom axis draws, left to right (a name pyqtgraph leaves out,
    for reaching past the axis, is not among them)."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _, _, texts = chart.getPlotItem().getAxis("bottom").generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for rect, _, text in sorted(texts, key=lambda t: t[0].left())]


def test_every_bar_keeps_a_name_in_a_narrow_chart(qtbot):
    """A segmentation dataset's chart at 1024x640 (the pane ~320 pixels wide): its first
    and last names, "background" and "255 (ignore)", reached past the axis and pyqtgraph
    left them out, two bars without a name. Each name is shortened to its bar's width now,
    the whole names in the tooltip; a wide chart writes them whole."""
    chart = ClassHistogram(QColor("white"), QColor("black"), "#1f77b4")
    qtbot.addWidget(chart)
    chart.resize(320, 220)
    chart.show()
    qtbot.waitExposed(chart)
    names = ["background", "cat", "dog", "bird"]
    chart.show_labels({"key": "image/segmentation/class/encoded", "unit": "images", "classes": [
        *({"value": i, "text": n, "count": 3} for i, n in enumerate(names)),
        {"value": 255, "count": 1}]})
    view = chart.getPlotItem().getViewBox()
    qtbot.waitUntil(lambda: view.width() > 200, timeout=5000)
    drawn = _names_drawn(chart)
    assert len(drawn) == 5, drawn
    assert drawn[1:4] == ["cat", "dog", "bird"], drawn
    assert drawn[0].startswith("back") and drawn[4] == "255", drawn   # not "255 (…"
    assert "background" in chart.plot.toolTip() and "255 (ignore)" in chart.plot.toolTip()
    chart.resize(900, 220)
    qtbot.waitUntil(lambda: view.width() > 600, timeout=5000)
    assert _names_drawn(chart) == [*names, "255 (ignore)"]
    assert chart.plot.toolTip() == ""


def test_many_classes_in_a_narrow_chart_name_every_other_bar_not_none(qtbot):
    """Fifteen classes c1..c15 at 1024x640 (the pane ~320 pixels wide): every name was
    shortened to its bar's width, fifteen "…" that named nothing (a walk on a cancelled
    run's folder). Every other bar (or third) is named now, whole, in order."""
    chart = ClassHistogram(QColor("white"), QColor("black"), "#1f77b4")
    qtbot.addWidget(chart)
    chart.resize(320, 220)
    chart.show()
    qtbot.waitExposed(chart)
    names = sorted(f"c{i}" for i in range(1, 16))
    chart.show_labels({"key": "image/class/label", "classes": [
        {"value": i, "text": n, "count": 20 + i} for i, n in enumerate(names)]})
    view = chart.getPlotItem().getViewBox()
    qtbot.waitUntil(lambda: view.width() > 200, timeout=5000)
    drawn = _names_drawn(chart)
    assert len(drawn) >= 5 and all(t in names for t in drawn), drawn
    assert [names.index(t) for t in drawn] == sorted(names.index(t) for t in drawn)
    assert chart.plot.toolTip() == ", ".join(names)


def test_the_ignore_bar_is_255_not_an_unclosed_bracket_in_japanese(qtbot, language):
    """A mask dataset's chart at 1024x640 in Japanese (and Korean): the ignore bar's name
    read "255 (…", a bracket opened and never closed (a walk). Its aside goes whole: "255",
    the whole name in the tooltip."""
    for lang in ("ja", "ko"):
        language(lang)
        chart = ClassHistogram(QColor("white"), QColor("black"), "#1f77b4")
        qtbot.addWidget(chart)
        chart.resize(330, 220)
        chart.show()
        qtbot.waitExposed(chart)
        chart.show_labels({"key": "image/segmentation/class/encoded", "unit": "images",
                           "classes": [*({"value": i, "text": n, "count": 240}
                                         for i, n in enumerate(["背景", "細胞", "核", "死細胞"])),
                                       {"value": 255, "count": 243}]})
        view = chart.getPlotItem().getViewBox()
        qtbot.waitUntil(lambda v=view: v.width() > 200, timeout=5000)
        drawn = _names_drawn(chart)
        assert drawn == ["背景", "細胞", "核", "死細胞", "255"], drawn
        assert ("255 (無視)" if lang == "ja" else "255 (무시)") in chart.plot.toolTip()
