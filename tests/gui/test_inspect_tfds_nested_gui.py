"""The Inspect tab on a dataset folder TFDS prepared (dataset_info.json, features.json, a
names list for each ClassLabel), with nested features, at 1024x640 in every language:
the Features table's first values were cut to "\"photos/2019 tr…" and "snowy_moun…",
unreadable but in a tooltip; nested labels ("objects/label") said 0, 1, 2 where TFDS
names them; a float feature's values read "0.100000001490…"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem, QTableWidget

from gui import i18n
from tests.engine.tfds_nested import make_tfds_nested


@pytest.fixture(scope="module")
def tfds_folder(tmp_path_factory):
    return make_tfds_nested(tmp_path_factory.mktemp("tfds_nested"))


def _cut_cells(table: QTableWidget, column: int) -> list[str]:
    """The cells of ``column`` whose text is not drawn whole: drawn on one line only (no
    wrapping) and wider than the cell, or wrapped onto more lines than the row holds, or a
    word wider than the cell (the view cuts it with "…")."""
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    room = table.columnWidth(column) - 2 * margin
    delegate = table.itemDelegateForColumn(column) or table.itemDelegate()
    out = []
    for r in range(table.rowCount()):
        index = table.model().index(r, column, QModelIndex())
        option = QStyleOptionViewItem()
        option.initFrom(table.viewport())
        option.rect = table.visualRect(index)   # (the cell's: its room, as the view paints it)
        if table.wordWrap():   # as the view starts each cell's option (initViewItemOption)
            option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        delegate.initStyleOption(option, index)
        text, metrics = option.text, option.fontMetrics
        wraps = bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)
        layout = QTextLayout(text, option.font)
        text_option = QTextOption()
        text_option.setWrapMode(QTextOption.WrapMode.WordWrap if wraps else
                                QTextOption.WrapMode.ManualWrap)
        layout.setTextOption(text_option)
        layout.beginLayout()
        widest, lines = 0.0, 0
        while (line := layout.createLine()).isValid():
            line.setLineWidth(room)
            widest, lines = max(widest, line.naturalTextWidth()), lines + 1
        layout.endLayout()
        if widest > room or lines * metrics.lineSpacing() > table.rowHeight(r):
            out.append(f"{table.item(r, 0).text()}: {table.item(r, column).text()!r} "
                       f"needs {widest:.0f} px x {lines} lines, has {room} x "
                       f"{table.rowHeight(r)} px")
    return out


@pytest.mark.parametrize("lang", ["en", *i18n.TRANSLATED])
def test_first_values_and_nested_names_are_read_at_1024(qtbot, settings, language,
                                                        tfds_folder, lang):
    from studio_fixtures import window_at
    language(lang)
    w = window_at(qtbot, settings, 1008, 610)   # 1024x640 less the window's frame
    w.main_tabs.setCurrentWidget(w.inspect)
    panel = w.inspect
    with qtbot.waitSignal(panel.pageLoaded, timeout=120_000):
        panel.open_paths([str(tfds_folder)])
    qtbot.waitUntil(lambda: panel.detail.rowCount() > 0, timeout=30_000)
    panel.grid.setCurrentRow(2)
    qtbot.wait(50)

    schema = panel.schema
    first = {schema.item(r, 0).text(): schema.item(r, 3).text()
             for r in range(schema.rowCount())}
    assert first["objects/label"] == "person (0)"
    assert first["meta/weather"] == "clear (0)"
    assert first["label"] == "sunny_meadow_morning (0)"
    assert _cut_cells(schema, 3) == []

    values = {panel.detail.item(r, 0).text(): panel.detail.item(r, 2).text()
              for r in range(panel.detail.rowCount())}
    assert values["objects/label"] == "person (0), bicycle (1), traffic light (2)"
    assert values["label"] == "snowy_mountain (2)"
    assert values["objects/bbox"].startswith("0.1, 0.1, 0.5, 0.6, 0.1"), values
    assert _cut_cells(panel.detail, 2) == []
    panel.grid.setCurrentRow(1)   # "rainy_city_street_evening (1)": cut as "rainy_city_st…"
    qtbot.wait(50)
    assert _cut_cells(panel.detail, 2) == []
