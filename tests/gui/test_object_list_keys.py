"""The "Objects left out or clipped" list is left with Tab, as every table of the window
is (gui.screen_fit.remove_keyboard_traps): the dialog is made after the window, so its
table kept Qt's default and Tab walked its cells, four a row, before reaching Close."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_tab_leaves_the_object_table(qtbot, tmp_path):
    from gui.widgets.object_list import ObjectListDialog
    path = tmp_path / "objects.csv"
    rows = "".join(f"{tmp_path}/img_{i}.jpg,cat,box {i},cut\n" for i in range(5))
    path.write_text("image,class,object,reason\n" + rows, encoding="utf-8")
    box = ObjectListDialog(str(path))
    qtbot.addWidget(box)
    box.show()
    box.activateWindow()
    qtbot.waitActive(box)
    assert box.table.rowCount() == 5
    box.table.setFocus()
    box.table.setCurrentCell(0, 0)
    qtbot.waitUntil(box.table.hasFocus)
    qtbot.keyClick(box.table, Qt.Key.Key_Tab)
    assert box.table.currentColumn() == 0
    assert not box.table.hasFocus()
