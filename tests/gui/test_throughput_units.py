"""The throughput chart's units are in its title, each with the axis it is read on, in
every language: on their side beside the axes, Japanese "枚/秒" and Korean "장/초" read
sideways, a character at a time. Each axis's values are in its line's colour, as the key
in the title draws the line."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from gui.widgets.plots import COLOURS, DARK_COLOURS, LivePlots


@pytest.mark.parametrize("lang, images, mb", [
    ("en", "images/s (left)", "MB/s written (right)"),
    ("ja", "枚/秒 (左)", "書き込み MB/秒 (右)"),
    ("ko", "장/초 (왼쪽)", "쓰기 MB/초 (오른쪽)"),
])
def test_the_units_are_in_the_title_each_with_its_axis(qtbot, language, lang, images, mb):
    language(lang)
    plots = LivePlots()
    qtbot.addWidget(plots)
    plots.resize(440, 420)
    plots.show()
    c = DARK_COLOURS if plots._dark else COLOURS
    item = plots.throughput.getPlotItem()
    title = item.titleLabel.text
    for unit, colour in ((images, c["images"]), (mb, c["mb"])):
        # in the key, in its line's colour
        assert f'<span style="color:{colour}">' in title and unit in title, (unit, title)
        assert title.index(f'<span style="color:{colour}">') < title.index(unit)
    for side, colour in (("left", c["images"]), ("right", c["mb"])):
        axis = item.getAxis(side)
        assert axis.isVisible(), side
        assert not axis.labelText and not axis.label.isVisible(), (side, axis.labelText)
        assert axis.textPen().color() == QColor(colour), side
    # the time is still written under its axis, as it reads
    assert item.getAxis("bottom").labelText


def _luminance(colour: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + \
        0.0722 * channel(colour.blueF())


@pytest.mark.parametrize("colours, background", [(COLOURS, "#ffffff")])
def test_the_units_and_values_read_against_the_chart(colours, background):
    """The units and an axis's values are written in their line's colour: each reads on
    the chart's background (WCAG's 4.5:1 for text). The MB/s orange, #ff7f0e, was 2.5:1 on
    white: its numbers were faint."""
    back = _luminance(QColor(background))
    for key in ("images", "mb"):
        text = _luminance(QColor(colours[key]))
        ratio = (max(text, back) + 0.05) / (min(text, back) + 0.05)
        assert ratio >= 4.5, (key, colours[key], round(ratio, 2))
