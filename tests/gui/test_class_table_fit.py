"""The class table's number columns are wider than their titles: sized to contents, the
Korean "이미지" touched the table's edge and read as cut off (Korean walk, screenshots 07
and 12, segmentation and multi-label)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_each_number_column_is_wider_than_its_title(qtbot, language, lang):
    language(lang)
    from gui.widgets.class_table import ClassTable
    table = ClassTable()
    qtbot.addWidget(table)
    table.resize(500, 150)
    table.show()
    header = table.horizontalHeader()
    room = header.fontMetrics().horizontalAdvance("  ")
    for c in range(1, table.columnCount()):
        title = table.horizontalHeaderItem(c).text()
        assert header.sectionSize(c) >= header.fontMetrics().horizontalAdvance(title) + room, \
            title
        # the room is beyond Qt's own fit of the title (ResizeToContents, whose title the
        # walk saw touch the edge): offscreen's header margins alone pass the line above
        assert header.sectionSize(c) >= header.sectionSizeHint(c) + room, \
            (title, header.sectionSize(c), header.sectionSizeHint(c))
    assert table.horizontalHeaderItem(1).text() == {
        "en": "Images", "ja": "画像数", "ko": "이미지 수"}[lang]


@pytest.mark.parametrize("classes", [2, 1, 12])
def test_no_empty_rows_below_the_classes(qtbot, classes):
    """As tall as its rows (two classes showed under three rows' worth of blank table at
    150 px, smallwin's walk at 1024x640); many classes stop at 150 px and scroll."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from gui.scan_result import ScanResult
    from gui.widgets.class_table import MOST, ClassTable
    holder = QWidget()
    qtbot.addWidget(holder)
    table = ClassTable()
    lay = QVBoxLayout(holder)
    lay.addWidget(table)   # (and nothing else: the layout gives it all the room it takes)
    holder.resize(500, 400)
    table.show_result(ScanResult("src", kind="classes", classes={
        f"class{i}": 5 for i in range(classes)}))
    holder.show()
    qtbot.waitExposed(holder)
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    if rows + table.horizontalHeader().height() + 2 * table.frameWidth() <= MOST:
        assert table.viewport().height() == rows, (table.viewport().height(), rows)
    else:
        assert table.height() == MOST
        assert table.viewport().height() < rows   # (they scroll)
