"""The Tune chart's unit is in its title, in every language: on its side beside the
axis, Japanese "枚/秒" and Korean "장/초" read sideways, a character at a time."""

from __future__ import annotations

import pytest

from gui.widgets.tune_chart import TuneChart


@pytest.mark.parametrize("lang, title, unit", [
    ("en", "Speed (images/s) by number of workers", "images/s"),
    ("ja", "ワーカー数と速度 (枚/秒)", "枚/秒"),
    ("ko", "워커 수에 따른 속도 (장/초)", "장/초"),
])
def test_the_unit_is_in_the_title_not_turned_beside_the_axis(qtbot, language, lang, title,
                                                              unit):
    language(lang)
    chart = TuneChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    chart.show()
    item = chart.plot.getPlotItem()
    left = item.getAxis("left")
    assert not left.labelText and not left.label.isVisible()
    assert item.titleLabel.text.startswith(title) and unit in item.titleLabel.text
    # the worker counts under the axis, as they read
    assert item.getAxis("bottom").labelText
