"""The Inspect tab with the real engine on a file whose record #2 has damaged data (the
records after it are counted, listed and paged, and the numbers agree with the grid) and
on a partial copy of a dataset (the missing shard files are said first), in Japanese."""

from __future__ import annotations

import re
import shutil
import struct

from studio_fixtures import converted_two_classes, open_in_inspect

from engine.output_state import MANIFEST
from gui.widgets.inspect_panel import InspectPanel
from gui.widgets.record_grid import PAGE_SIZE
from tests.engine import imagefactory as F

WAIT = 120_000


def _flip_data_of_record(path, k: int) -> None:
    data = bytearray(path.read_bytes())
    at = 0
    for _ in range(k):
        at += 16 + struct.unpack_from("<Q", data, at)[0]
    data[at + 12 + 5] ^= 0x20   # inside record k's data: its length stays sound
    path.write_bytes(bytes(data))


def _shown(label) -> str:
    return re.sub(r"<[^>]+>", "", label.text())


def test_a_record_with_damaged_data_leaves_the_others_in_view(qtbot, language, tmp_path):
    out = converted_two_classes(tmp_path, shards=1, per_class=30)
    (shard,) = out.glob("*.tfrecord")
    damaged = tmp_path / "damaged" / shard.name
    damaged.parent.mkdir()
    shutil.copy(shard, damaged)
    _flip_data_of_record(damaged, 2)
    language("ja")
    panel = InspectPanel()
    qtbot.addWidget(panel)
    open_in_inspect(qtbot, panel, damaged)
    summary = _shown(panel.summary)
    # the whole file is counted, the damaged record named, and what TensorFlow makes of it
    assert "60 件" in summary, summary
    assert "60 件のレコードのうち 1 件が壊れています (#2)" in summary, summary
    assert "TensorFlow のリーダーは最初の壊れたレコードで停止します (DataLossError)" in summary
    assert panel.file_combo.currentText() == f"{shard.name} (60 件、うち 1 件が破損)"
    # the pager and the grid agree: two pages, the damaged tile among the first page's
    assert panel.pages() == 2 and panel.grid.count() == PAGE_SIZE
    shown = panel.page_label.text().replace("\u2060", "")   # (its joiner after the dash)
    assert "#0–#47" in shown and "60" in shown
    assert panel.records[2]["error"] and not panel.records[3]["error"]
    assert panel.records[3]["filename"]
    with qtbot.waitSignal(panel.thumbnailsDone, timeout=WAIT):
        panel.next_btn.click()
    assert [r["index"] for r in panel.records] == list(range(48, 60))
    assert "#48–#59" in panel.page_label.text().replace("\u2060", ""), panel.page_label.text()


def _partial_copy(tmp_path):
    """A dataset of 4 shards, and a folder holding its manifest and its first shard only:
    (that folder, the 4 shard names)."""
    out = converted_two_classes(tmp_path, shards=4, per_class=4)
    shards = sorted(p.name for p in out.glob("*.tfrecord"))
    assert len(shards) == 4
    copy = tmp_path / "copy"
    copy.mkdir()
    for name in shards[:1] + [MANIFEST]:
        shutil.copy(out / name, copy / name)
    return copy, shards


def test_a_partial_copy_says_which_shard_files_are_missing(qtbot, language, tmp_path):
    copy, shards = _partial_copy(tmp_path)
    language("ja")
    panel = InspectPanel()
    qtbot.addWidget(panel)
    open_in_inspect(qtbot, panel, copy)
    lines = [re.sub(r"<[^>]+>", "", x) for x in panel.summary.text().split("<br>")]
    missing = ("マニフェストには 4 個のシャードファイルが載っていますが、そのうち 3 個がこの"
               f"フォルダーにありません ({shards[1]}, {shards[2]}, {shards[3]})")
    assert lines[1] == f"問題: {missing}", lines
    # said before what is true of the one file that is there
    assert lines[2] == "これらのファイルのレコードはすべて正常です (両方のチェックサムを確認済み)。"
    assert "The manifest" not in panel.summary.text()


def test_verify_of_a_partial_copy_leads_with_the_missing_files(qtbot, language, tmp_path):
    copy, shards = _partial_copy(tmp_path)
    language("ja")
    panel = InspectPanel()
    qtbot.addWidget(panel)
    open_in_inspect(qtbot, panel, copy)
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        panel.verify_btn.click()
    text = panel.verify_label.text()
    first = f"マニフェストに載っている 4 個のシャードファイルのうち 3 個が {copy} にありません"
    assert first in text, text
    assert text.index(first) < text.index("TensorFlow Datasets"), text
    assert "Errno" not in text and "missing" not in text, text


def test_verify_of_damaged_data_is_in_view_at_1024x640_and_the_features_keep_their_rows(
        qtbot, language, tmp_path):
    """A dataset whose shard has a damaged record, verified in a 1024x640 window: the
    summary and the verdict took 15 lines there and left the feature table four rows; now
    they scroll in an area of their own, the verdict on top (what was just asked for), in
    the window's language (TensorFlow's own "corrupted record at … [Op:IteratorGetNext]
    name:" was shown, with another offset than the summary's)."""
    from gui.main_window import MainWindow
    out = converted_two_classes(tmp_path, shards=1, per_class=30)
    (shard,) = out.glob("*.tfrecord")
    _flip_data_of_record(shard, 2)
    language("ja")
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.resize(1024, 640)
    qtbot.waitUntil(lambda: w.width() <= 1024 and w.height() <= 640, timeout=30_000)
    w.main_tabs.setCurrentWidget(w.inspect)
    panel = w.inspect
    open_in_inspect(qtbot, panel, out)
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        panel.verify_btn.click()
    qtbot.wait(50)
    text = panel.verify_label.text()
    assert "データの CRC が一致しません" in text, text
    assert "Op:" not in text and "corrupted record" not in text, text
    area = panel.text_area
    assert area.verticalScrollBar().maximum() > 0   # there is more than fits, and it scrolls
    assert area.verticalScrollBar().value() == 0 and panel.verify_label.y() == 0
    rows = panel.schema.viewport().height() // panel.schema.rowHeight(0)
    assert rows >= 7, rows


def _cut_inside_record(path, k: int, into: int = 20) -> None:
    data = path.read_bytes()
    at = 0
    for _ in range(k):
        at += 16 + struct.unpack_from("<Q", data, at)[0]
    path.write_bytes(data[:at + into])


def test_a_cut_short_shard_says_where_it_ends_and_the_grid_agrees(qtbot, language, tmp_path):
    """A shard of 12 records, #3's data damaged and the file cut inside #7, opened as the
    dataset folder (its manifest beside it), in Japanese: the summary said "1 of 7 records
    is damaged (#3) ... the records after it were read and checked" and nothing of the
    cut, while the grid showed two damaged tiles (#3 and #7)."""
    out = converted_two_classes(tmp_path, shards=1, per_class=6)
    (shard,) = out.glob("*.tfrecord")
    _flip_data_of_record(shard, 3)
    _cut_inside_record(shard, 7)
    listed = F.manifest(out)
    (entry,) = listed["splits"]["train"]["shards"]
    language("ja")
    panel = InspectPanel()
    qtbot.addWidget(panel)
    open_in_inspect(qtbot, panel, out)
    summary = _shown(panel.summary)
    assert "7 件のレコードのうち 1 件が壊れています (#3)" in summary, summary
    size = shard.stat().st_size
    cut = (f"ファイルが途中で切れています: レコード #7 の途中で終わっています ({size:,} バイト、"
           f"マニフェストでは {entry['bytes']:,} バイト)。#7 以降のレコードがありません: "
           "マニフェストにある 12 件のうち 5 件です")
    assert cut in summary, summary
    assert "cut short" not in summary and "manifest" not in summary
    # the grid: the same damaged record, the same record the file ends inside, the same count
    assert panel.file_combo.currentText() == f"{shard.name} (7 件、うち 1 件が破損、5 件が欠落)"
    tiles = [panel.grid.item(i).text() for i in range(panel.grid.count())]
    assert [t for t in tiles if "破損" in t or "欠落" in t] == ["#3 破損", "#7 欠落"], tiles
    panel.grid.setCurrentRow(7)
    assert "欠落" in panel.detail_title.text(), panel.detail_title.text()


def test_the_text_area_grows_and_shrinks_with_the_column(qtbot):
    """Its cap is a share of the column's height: a taller window (or a shorter one) must
    change it, not only new text (it kept the height it had at the first layout)."""
    from PySide6.QtWidgets import QLabel, QWidget

    from gui.widgets.common import column
    from gui.widgets.elided import ShortScroll
    text = QLabel("a problem sentence " * 400)
    text.setWordWrap(True)
    area = ShortScroll(column(text))
    page = column(area, (QWidget(), 1))
    qtbot.addWidget(page)
    page.resize(300, 400)
    page.show()
    qtbot.waitUntil(lambda: area.height() == area.cap() == 120, timeout=5_000)
    page.resize(300, 1000)
    qtbot.waitUntil(lambda: area.height() == area.cap() == 300, timeout=5_000)
    page.resize(300, 500)
    qtbot.waitUntil(lambda: area.height() == area.cap() == 150, timeout=5_000)
