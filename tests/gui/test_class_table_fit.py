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
