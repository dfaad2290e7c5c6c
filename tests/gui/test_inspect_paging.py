"""The Inspect grid goes anywhere in a file at once (gui.widgets.record_pager): First and
Last, a "Go to record" number box (Enter goes), and Page Up/Down, Home and End on the
grid. With Previous and Next alone, record 5,000 was a hundred clicks away. The real
engine pages a file of 5,000 small records."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from studio_fixtures import open_in_inspect

from engine.records.example import encode_example_parts
from engine.records.tfrecord import frame_parts
from gui.i18n import number
from gui.widgets.inspect_panel import InspectPanel
from gui.widgets.record_grid import PAGE_SIZE

WAIT = 120_000
RECORDS = 5_000


@pytest.fixture(scope="module")
def big_file(tmp_path_factory):
    buf = io.BytesIO()
    Image.new("RGB", (4, 4), (30, 120, 200)).save(buf, "PNG")
    path = tmp_path_factory.mktemp("paging") / "many.tfrecord"
    path.write_bytes(b"".join(frame_parts(encode_example_parts({
        "image/encoded": buf.getvalue(), "image/format": "png",
        "image/filename": f"img{i:05d}.png", "image/class/label": i % 3}))
        for i in range(RECORDS)))
    return path


@pytest.fixture
def panel(qtbot, big_file):
    p = InspectPanel()
    qtbot.addWidget(p)
    p.resize(1200, 700)
    p.show()
    open_in_inspect(qtbot, p, big_file)
    return p


def _current(p: InspectPanel) -> int:
    """The number of the grid's current record."""
    return int(p.records[p.grid.currentRow()]["index"])


def _went(qtbot, p, act, page: int) -> None:
    with qtbot.waitSignal(p.thumbnailsDone, timeout=WAIT):
        act()
    assert p.page == page


@pytest.fixture
def grouped():
    """Numbers grouped as most users' locales group them ("4,992"; the tests' C locale
    does not group), as they were before afterwards."""
    from PySide6.QtCore import QLocale
    before = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(before)


def test_last_and_first_go_to_the_ends_in_one_click(qtbot, grouped, panel):
    pager, last_page = panel.record_grid.pager, (RECORDS - 1) // PAGE_SIZE
    assert not pager.first_btn.isEnabled() and pager.last_btn.isEnabled()
    _went(qtbot, panel, pager.last_btn.click, last_page)
    assert panel.records[-1]["index"] == RECORDS - 1
    assert not pager.last_btn.isEnabled() and not pager.next_btn.isEnabled()
    assert pager.first_btn.isEnabled()
    # (the line breaks before its bracket only: its other spaces do not break)
    # (every number grouped as the window groups them: "#4992" beside "5,000" was not)
    said = (f"page {last_page + 1} of {last_page + 1} (records #{number(last_page * PAGE_SIZE)}"
            f"–#{number(RECORDS - 1)} of {number(RECORDS)})")
    assert panel.page_label.text() == said.replace(" ", "\xa0").replace(
        "\xa0(", " (").replace("–", "–\u2060")
    _went(qtbot, panel, pager.first_btn.click, 0)
    assert _current(panel) == 0


def test_go_to_record_shows_that_record_current_and_says_the_total(qtbot, panel):
    pager = panel.record_grid.pager
    assert pager.goto_spin.maximum() == RECORDS - 1
    assert pager.goto_total.text() == f"of {number(RECORDS)}"
    pager.goto_spin.setFocus()
    pager.goto_spin.lineEdit().selectAll()
    with qtbot.waitSignal(panel.thumbnailsDone, timeout=WAIT):
        QTest.keyClicks(pager.goto_spin, "4321")
        QTest.keyClick(pager.goto_spin, Qt.Key.Key_Return)
    assert panel.page == 4321 // PAGE_SIZE and _current(panel) == 4321
    assert [r["index"] for r in panel.selected_records()] == [4321]
    # on the same page: no page loaded, the record made current; Enter on the number shown
    # goes back to it after the user moved in the grid
    panel.grid.setCurrentRow(0)
    assert pager.goto_spin.value() == panel.page * PAGE_SIZE   # (it follows the grid)
    pager.goto_spin.setValue(4330)
    assert _current(panel) == 4330
    panel.grid.setCurrentRow(1)
    pager.show_record(4330)
    QTest.keyClick(pager.goto_spin, Qt.Key.Key_Enter)
    assert _current(panel) == 4330


def test_the_grid_pages_with_page_up_down_home_and_end(qtbot, panel):
    grid = panel.grid
    grid.setFocus()
    _went(qtbot, panel, lambda: QTest.keyClick(grid, Qt.Key.Key_PageDown), 1)
    assert _current(panel) == PAGE_SIZE
    _went(qtbot, panel, lambda: QTest.keyClick(grid, Qt.Key.Key_PageUp), 0)
    _went(qtbot, panel, lambda: QTest.keyClick(grid, Qt.Key.Key_End),
          (RECORDS - 1) // PAGE_SIZE)
    assert _current(panel) == RECORDS - 1
    _went(qtbot, panel, lambda: QTest.keyClick(grid, Qt.Key.Key_Home), 0)
    assert _current(panel) == 0
    # Shift+End still selects to the page's end, as in any list
    QTest.keyClick(grid, Qt.Key.Key_End, Qt.KeyboardModifier.ShiftModifier)
    assert panel.page == 0 and len(panel.selected_records()) == PAGE_SIZE


def test_every_paging_control_is_named_explained_and_reached_by_tab(qtbot, panel):
    pager = panel.record_grid.pager
    controls = (pager.first_btn, pager.prev_btn, pager.next_btn, pager.last_btn,
                pager.goto_spin)
    for w in controls:
        assert w.accessibleName() and w.toolTip(), w.objectName()
        assert w.focusPolicy() & Qt.FocusPolicy.TabFocus, w.objectName()
    assert "PgDown" in pager.next_btn.toolTip() and "End" in pager.last_btn.toolTip()


def test_the_page_line_wraps_before_its_bracket_and_is_never_cut(qtbot, language, big_file):
    # at 1024 px in Korean the line stood "#48–#95, 전체 130", cut at both ends
    language("ko")
    p = InspectPanel()
    qtbot.addWidget(p)
    p.resize(1000, 600)
    p.show()
    open_in_inspect(qtbot, p, big_file)
    _went(qtbot, p, p.record_grid.pager.last_btn.click, (RECORDS - 1) // PAGE_SIZE)
    label = p.page_label
    qtbot.waitUntil(lambda: label.width() > 0)
    parts = label.text().split(" (")
    assert len(parts) == 2 and "\u00a0" in parts[1]   # (breaks at its bracket alone)
    widest = max(label.fontMetrics().horizontalAdvance(part) for part in parts)
    assert widest <= label.contentsRect().width(), (label.text(), label.width())


def test_a_cut_files_total_is_its_records_as_the_file_box_counts_them(qtbot, tmp_path,
                                                                      big_file):
    # the box reaches the tile of the cut too, but its total counts the records: "of 61"
    # stood beside "(60 records, then cut short)"
    data = big_file.read_bytes()
    cut = tmp_path / "cut.tfrecord"
    at = 0
    for _ in range(60):   # (each record: length, its CRC, the data, the data's CRC)
        at += 16 + int.from_bytes(data[at:at + 8], "little")
    cut.write_bytes(data[:at + 40])
    p = InspectPanel()
    qtbot.addWidget(p)
    p.show()
    open_in_inspect(qtbot, p, cut)
    pager = p.record_grid.pager
    assert "(60 records" in p.file_combo.currentText()
    assert pager.goto_total.text() == f"of {number(60)}"
    assert pager.goto_spin.maximum() == 60   # (#60: where the file is cut)
    _went(qtbot, p, lambda: pager.goto_spin.setValue(60), 1)
    assert p.grid.currentItem().text() == "#60 missing"


@pytest.mark.parametrize("target", ["box", "its line"])
def test_enter_in_go_to_record_goes_once_to_the_number_typed(qtbot, target):
    """Enter sent 0, N, N: returnPressed came before the box took the typed number, and
    the box's own Enter sent it again (three reads of the file by the engine)."""
    from gui.widgets.record_pager import RecordPager
    pager = RecordPager()
    qtbot.addWidget(pager)
    pager.show_state(0, 110, 5230, 5230)
    pager.show()
    got: list[int] = []
    pager.recordWanted.connect(got.append)
    spin = pager.goto_spin
    to = spin if target == "box" else spin.lineEdit()
    spin.setFocus()
    spin.lineEdit().selectAll()
    QTest.keyClicks(to, "4321")
    QTest.keyClick(to, Qt.Key.Key_Return)
    assert got == [4321] and spin.value() == 4321
    QTest.keyClick(to, Qt.Key.Key_Enter)   # the number shown: goes to it again, once
    assert got == [4321, 4321]
