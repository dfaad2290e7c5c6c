"""Inspect's tables of features at 1024 px: a mask record's long keys
("image/segmentation/class/encoded", "image/object/bbox/xmax") took the Feature column so
wide that the record's values were squeezed to a few letters, and the Features tab's first
values to none. The keys now wrap after a "/" past their share of the table, whole."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from gui.widgets.record_detail import KEY_SHARE, VALUE_SHARE, KeyColumn, RecordDetail

KEYS = ["image/channels", "image/encoded", "image/object/bbox/xmax",
        "image/object/mask", "image/segmentation/class/encoded"]
RECORD = {"index": 0, "offset": 0, "length": 4075, "is_example": True, "features": [
    {"key": k, "kind": "bytes" if "encoded" in k or "mask" in k else "float",
     "values": ["<PNG image, 418 bytes>"] if "encoded" in k or "mask" in k
     else ["0.5", "0.9333333373069763"]} for k in KEYS]}


def _shown(qtbot, widget, width):
    qtbot.addWidget(widget)
    widget.resize(width, 500)
    widget.show()
    qtbot.waitExposed(widget)


def test_a_narrow_record_table_leaves_the_values_their_room(qtbot):
    detail = RecordDetail()
    _shown(qtbot, detail, 300)   # the right pane at 1024x640
    detail.show_record(RECORD, None)
    t = detail.detail
    room = t.viewport().width()
    # the keys take what Kind and the values' share leave them, no more
    assert t.columnWidth(0) <= (1 - VALUE_SHARE) * room - t.columnWidth(1) + 1
    assert t.columnWidth(2) >= VALUE_SHARE * room - 1, [t.columnWidth(c) for c in range(3)]
    # the keys are whole (wrapped, not cut): a long key's row is taller than a short one's
    assert [t.item(r, 0).text() for r in range(t.rowCount())] == KEYS
    assert t.rowHeight(KEYS.index("image/segmentation/class/encoded")) > t.rowHeight(0)
    # wider, the keys get the width they need and no row wraps them
    detail.resize(900, 500)
    qtbot.waitUntil(lambda: t.columnWidth(0) >= t.sizeHintForColumn(0) and t.rowHeight(
        KEYS.index("image/segmentation/class/encoded")) == t.rowHeight(0))


def test_the_features_tab_keeps_its_first_values_on_one_line(qtbot):
    table = QTableWidget(len(KEYS), 4)
    keys = KeyColumn(table, 0.5, wrap_values=False)
    long = "0.10000000149011612, 0.6000000238418579, 0.30000001192092896"
    for r, k in enumerate(KEYS):
        for c, text in enumerate((k, "bytes", "1", long)):
            table.setItem(r, c, QTableWidgetItem(text))
    table.horizontalHeader().setStretchLastSection(True)
    _shown(qtbot, table, 330)
    keys.fit()
    room = table.viewport().width()
    assert table.columnWidth(0) <= 0.5 * room + 1
    one_line = table.fontMetrics().height() + 12
    assert table.rowHeight(0) <= one_line   # "0.1000…" cut, not wrapped
    assert table.rowHeight(len(KEYS) - 1) > table.rowHeight(0)   # its key wraps


def test_the_key_column_settles_where_the_scroll_bar_comes_and_goes(qtbot):
    """At the heights where the rows just fill the table, a fit to the viewport's width
    showed the scroll bar, the narrower viewport fitted the keys narrower (their rows
    taller or shorter), the bar went, and so on for good: the Inspect pane redrew itself
    without end. Every height now settles, and stays so."""
    from PySide6.QtWidgets import QApplication

    keys_ = KEYS[2:] * 4
    table = QTableWidget(len(keys_), 2)
    table.horizontalHeader().setStretchLastSection(True)
    keys = KeyColumn(table, KEY_SHARE)
    for r, k in enumerate(keys_):
        table.setItem(r, 0, QTableWidgetItem(k))
        table.setItem(r, 1, QTableWidgetItem("value " * 5))
    fits = []
    fit = keys.fit

    def counted():
        fits.append(table.viewport().width())
        fit()

    keys.fit = counted   # (the resize handler calls it through the instance)
    _shown(qtbot, table, 182)

    def settle(loops):
        for _ in range(loops):
            QApplication.processEvents()

    table.resize(182, 2000)
    settle(10)
    tall = table.height() - table.viewport().height() + sum(
        table.rowHeight(r) for r in range(table.rowCount()))
    bars = set()
    for height in range(tall - 60, tall + 20):
        table.resize(182, height)
        settle(10)
        fits.clear()
        settle(20)
        assert fits == [], (height, fits)
        bars.add(table.verticalScrollBar().isVisible())
    assert bars == {True, False}   # the heights went through where the bar comes and goes
