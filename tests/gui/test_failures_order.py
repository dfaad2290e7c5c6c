"""The Failures tab lists its rows in a stable order, whatever order the workers finished
them in: what the scan set aside first, then by file, numbers counted as numbers
("broken_2" before "broken_10"); a click on a column's heading, or the Sort by list by
keyboard, sorts by that column, and Export list… saves the rows in the order shown and
says so. (The rows came as the workers finished them: 8, 9, 2, 5, 6, 0, 11…)"""

from __future__ import annotations

import csv
import os

from PySide6.QtCore import QPoint, Qt
from studio_fixtures import make_dataset, start_and_wait

from engine.reason_codes import describe
from gui.run_model import Failure
from gui.widgets.failures_model import FILE
from gui.widgets.failures_table import FailuresTable


def _names(table) -> list[str]:
    return [table.model.data(table.model.index(i, 0)) for i in range(table.model.rowCount())]


def test_rows_keep_one_order_as_they_come(qtbot):
    table = FailuresTable()
    qtbot.addWidget(table)
    table.set_source("/src")
    empty = "empty file (0 bytes): copy it again from the original, or take it out of the source"
    bad = "cannot identify image file"

    def row(name: str, reason: str = bad, stage: str = "decode") -> Failure:
        return Failure(f"/src/{name}", reason, stage, *describe(reason))
    came = [row("cat/b_8.jpg"), row("cat/b_9.jpg"), row("cat/b_2.jpg", empty),
            row("cat/b_10.jpg")]
    table.sync(came[:2])
    table.view.selectRow(1)   # b_9
    table.sync(came)   # (the timer's next look: two more)
    table.sync([*came, row("notes.png", "not in a class folder", "scan")])
    assert _names(table) == ["notes.png", "cat/b_2.jpg", "cat/b_8.jpg", "cat/b_9.jpg",
                             "cat/b_10.jpg"]
    assert table.selected_path() == "/src/cat/b_9.jpg"   # (the selection stayed on its row)
    # a click on the Reason heading: by reason (what the scan set aside still first)
    header = table.view.horizontalHeader()
    table.show()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(1) + 5, header.height() // 2))
    assert table.sort_box.currentText() == "Reason (A to Z)"
    names = _names(table)
    assert names[0] == "notes.png" and names[-1] == "cat/b_2.jpg", names   # ("empty" last)
    assert table.selected_path() == "/src/cat/b_9.jpg"
    # by keyboard: the Sort by list
    table.sort_box.setFocus()
    qtbot.keyClick(table.sort_box, Qt.Key.Key_Down)   # (a closed list steps on)
    assert table.sort_box.currentText() == "Reason (Z to A)"
    assert _names(table)[:2] == ["notes.png", "cat/b_2.jpg"]
    assert header.sortIndicatorSection() == 1 and \
        header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder


def test_a_two_worker_run_lists_its_failures_by_file(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "images", per_class=10, broken=12)
    window.set_source(str(src))
    window.options.out_edit.setText(str(tmp_path / "out"))
    window.options.set_size("16")
    window.options.verify.setChecked(False)
    window.options.workers.setValue(2)   # (the order they finish in changes with it)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=30_000)
    assert start_and_wait(qtbot, window) is True
    assert window.model.workers == 2
    came = [os.path.basename(f.path) for f in window.model.failures]
    names = _names(window.failures)
    assert names == [f"cat/broken_{i}.jpg" for i in range(12)], (names, came)
    # Export list… saves what the list shows, in its order
    table = window.failures
    table.sort_box.setCurrentIndex(1)
    table.sort_box.activated.emit(1)   # File (Z to A)
    out = tmp_path / "failed.csv"
    assert table.export_csv(str(out))
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))[1:]
    assert [os.path.basename(r[0]) for r in rows] == [
        f"broken_{i}.jpg" for i in reversed(range(12))]
    assert window.statusBar().currentMessage().endswith(
        "Saved in the order the list shows: File (Z to A).")


def _click_heading(qtbot, table, column: int) -> None:
    header = table.view.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(column) + 5,
                                header.height() // 2))


def test_sort_by_always_names_the_order_the_stage_column_too(qtbot):
    """A click on the Stage heading (shown by the heading's right click) left Sort by
    blank, and it stayed blank, the list sorted by a column no longer seen, once the
    stage column was hidden again."""
    table = FailuresTable()
    qtbot.addWidget(table)
    table.set_source("/src")
    table.sync([Failure("/src/cat/b_1.jpg", "cannot identify image file", "decode"),
                Failure("/src/cat/b_2.jpg", "cannot identify image file", "write"),
                Failure("/src/cat/b_3.jpg", "cannot identify image file", "encode")])
    table.show()
    hidden = [table.sort_box.itemText(i) for i in range(table.sort_box.count())]
    assert not any(t.startswith("Stage") for t in hidden), hidden   # (no column, no item)
    table.stage_action.setChecked(True)
    _click_heading(qtbot, table, 2)
    assert table.sort_box.currentText() == "Stage (A to Z)"
    assert _names(table) == ["cat/b_1.jpg", "cat/b_3.jpg", "cat/b_2.jpg"]   # (decode…)
    _click_heading(qtbot, table, 2)
    assert table.sort_box.currentText() == "Stage (Z to A)"
    table.view.selectRow(0)   # b_2, whose stage is "write"
    # hidden while the list is sorted by it: by file again, and Sort by says so
    table.stage_action.setChecked(False)
    assert table.model.column == FILE and not table.model.descending
    assert table.sort_box.currentText() == "File (A to Z)" == table.order()
    assert _names(table) == ["cat/b_1.jpg", "cat/b_2.jpg", "cat/b_3.jpg"]
    assert table.view.horizontalHeader().sortIndicatorSection() == FILE
    assert table.selected_path() == "/src/cat/b_2.jpg"
    assert [table.sort_box.itemText(i) for i in range(table.sort_box.count())] == hidden
    # by keyboard, with the column shown: its items are in the list
    table.stage_action.setChecked(True)
    i = table.sort_box.findText("Stage (Z to A)")
    table.sort_box.setCurrentIndex(i)
    table.sort_box.activated.emit(i)
    assert table.model.column == 2 and table.model.descending
    assert table.view.horizontalHeader().sortIndicatorSection() == 2


def test_the_selection_stays_on_its_file_when_many_rows_come_at_once(qtbot):
    """More than 64 failures in one look of the run's timer rebuilt the list, and the
    file the user had chosen (and its problem, shown below the list) was no longer
    selected; so did a cancel that took some failures back."""
    table = FailuresTable()
    qtbot.addWidget(table)
    table.set_source("/src")
    table.show()
    bad = "cannot identify image file"
    rows = [Failure(f"/src/cat/b_{i}.jpg", bad, "decode") for i in range(10)]
    table.sync(rows)
    table.view.selectRow(3)
    assert table.selected_path() == "/src/cat/b_3.jpg"
    more = [*rows, *(Failure(f"/src/ant/c_{i}.jpg", bad, "decode") for i in range(70))]
    table.sync(more)   # (70 new rows, all before "cat/" in the list's order)
    assert table.model.rowCount() == 80
    assert _names(table)[70:72] == ["cat/b_0.jpg", "cat/b_1.jpg"]
    assert table.selected_path() == "/src/cat/b_3.jpg"
    assert table.detail.isVisibleTo(table) and \
        table.detail.text().startswith("/src/cat/b_3.jpg")
    # a cancel took some back: the list is shown anew, the chosen file stays chosen
    table.sync([f for f in more if "c_" not in f.path or f.path.endswith("c_1.jpg")],
               requeued=69)
    assert table.model.rowCount() == 11
    assert table.selected_path() == "/src/cat/b_3.jpg"
    assert table.detail.text().startswith("/src/cat/b_3.jpg")
