"""The Inspect tab with the real engine (`inspect --json`, `--records` pages, `verify`):
our own dataset and a file written by TensorFlow's TFRecordWriter without images."""

from __future__ import annotations

import os
import re

import pytest
from studio_fixtures import make_dataset

from gui.widgets.record_grid import PAGE_SIZE, THUMB
from tests.engine import imagefactory as F

WAIT = 120_000


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """60 images in 2 classes converted by the real engine: two pages of thumbnails."""
    root = tmp_path_factory.mktemp("inspect")
    ds = make_dataset(root / "images", classes=("cat", "dog"), per_class=30, size=(40, 30))
    out = root / "out"
    code, _, err = F.run_engine(F.engine_argv(ds, out, "--size", "32", "--workers", "1"))
    assert code == 0, err
    return out


def open_and_wait(qtbot, panel, paths):
    with qtbot.waitSignal(panel.thumbnailsDone, timeout=WAIT):
        with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
            panel.open_paths([str(p) for p in paths])


def test_inspect_our_dataset(qtbot, window, dataset, tmp_path):
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [dataset])
    text = panel.summary.text()
    assert "<b>60</b> records" in text and "compression: none" in text and "intact" in text
    keys = [panel.schema.item(r, 0).text() for r in range(panel.schema.rowCount())]
    assert "image/encoded" in keys and "image/class/text" in keys
    row = keys.index("image/encoded")
    assert "JPEG" in panel.schema.item(row, 3).text()
    assert list(panel.histogram.bars.opts["height"]) == [30, 30]  # the label histogram

    assert panel.grid.count() == PAGE_SIZE and panel.pages() == 2
    assert not panel.prev_btn.isEnabled() and panel.next_btn.isEnabled()
    item = panel.grid.item(0)
    assert not item.icon().isNull()
    # Whole thumbnails and their labels fit in a tile (uniform tile sizes are measured
    # on the first tile, before its thumbnail arrives).
    assert panel.grid.visualItemRect(item).height() >= THUMB + 20
    assert item.text().split("\n")[0] in ("cat", "dog") and ".jpg" in item.text()
    # detail view: every feature of the selected record
    panel.grid.setCurrentRow(3)
    feats = {panel.detail.item(r, 0).text(): panel.detail.item(r, 2).text()
             for r in range(panel.detail.rowCount())}
    assert feats["image/width"] == "32" and feats["image/class/text"] in ("cat", "dog")
    assert feats["image/encoded"].startswith("<JPEG image")
    assert len(feats) >= 9 and "Record #3" in panel.detail_title.text()
    assert panel.preview.pixmap() is not None and not panel.preview.pixmap().isNull()

    with qtbot.waitSignal(panel.thumbnailsDone, timeout=WAIT):
        panel.next_btn.click()
    assert panel.page == 1 and panel.grid.count() == 60 - PAGE_SIZE
    assert panel.records[0]["index"] == PAGE_SIZE
    assert panel.prev_btn.isEnabled() and not panel.next_btn.isEnabled()

    # export the selected records' image bytes
    panel.grid.clearSelection()
    assert not panel.export_btn.isEnabled()
    panel.grid.item(0).setSelected(True)
    panel.grid.item(2).setSelected(True)
    assert panel.export_btn.isEnabled()
    n = panel.export_selected(str(tmp_path / "exported"))
    files = sorted((tmp_path / "exported").iterdir())
    assert n == 2 and len(files) == 2
    assert files[0].name.startswith(f"{PAGE_SIZE:06d}_") and files[0].suffix == ".jpg"
    assert files[0].read_bytes()[:3] == b"\xff\xd8\xff"

    with qtbot.waitSignal(panel.thumbnailsDone, timeout=WAIT):
        panel.prev_btn.click()
    assert panel.page == 0 and panel.grid.count() == PAGE_SIZE

    # A dataset of ours: the engine found its manifest and sent reading code for it.
    assert panel.left_tabs.isTabEnabled(1)
    assert [panel.how_to_load.tabs.tabText(i) for i in range(panel.how_to_load.tabs.count())] \
        == ["tf.data", "TFDS", "PyTorch", "DALI", "Model Garden"]
    assert f'"{dataset}"' in panel.how_to_load.code("tf.data")
    # Verify with TensorFlow: the folder has our manifest
    assert panel.verify_btn.isEnabled()
    with qtbot.waitSignal(panel.verifier.finished, timeout=120_000):
        panel.verify_btn.click()
    assert "Verified: 60 records read back with TensorFlow" in panel.verify_label.text(), \
        panel.verify_label.text()


def test_inspect_tf_written_file_without_images(qtbot, window, tmp_path):
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import tensorflow as tf
    path = tmp_path / "plain.tfrecord"
    with tf.io.TFRecordWriter(str(path)) as w:
        for i in range(5):
            ex = tf.train.Example(features=tf.train.Features(feature={
                "id": tf.train.Feature(int64_list=tf.train.Int64List(value=[i])),
                "score": tf.train.Feature(float_list=tf.train.FloatList(value=[i / 2, 1.5])),
                "name": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"item%d" % i])),
                "blob": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"\x00\xff\x10"])),
            }))
            w.write(ex.SerializeToString())
    panel = window.inspect
    open_and_wait(qtbot, panel, [path])
    assert "<b>5</b> records" in panel.summary.text()
    assert panel.grid.count() == 5 and panel.pages() == 1 and not panel.next_btn.isEnabled()
    assert panel.grid.item(0).icon().isNull()
    panel.grid.setCurrentRow(2)
    feats = {panel.detail.item(r, 0).text(): panel.detail.item(r, 2).text()
             for r in range(panel.detail.rowCount())}
    assert feats == {"blob": "<3 bytes: 00 ff 10>", "id": "2", "name": "item2",
                     "score": "1.0, 1.5"}
    assert "no image" in panel.preview.text()
    assert not panel.verify_btn.isEnabled()  # no manifest of ours beside it
    assert not panel.left_tabs.isTabEnabled(1) and panel.left_tabs.currentIndex() == 0
    panel.grid.item(1).setSelected(True)
    assert not panel.export_btn.isEnabled()  # nothing to export


def test_inspect_damaged_and_non_tfrecord_files(qtbot, window, dataset, tmp_path):
    shard = next(dataset.glob("*.tfrecord"))
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(shard.read_bytes()[:3000])
    text = tmp_path / "notes.tfrecord"
    text.write_text("hello, this is not a TFRecord file\n")
    panel = window.inspect
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        panel.open_paths([str(cut), str(text)])
    assert "Problem" in panel.summary.text() and "cut.tfrecord" in panel.summary.text()
    assert panel.file_combo.count() == 2
    qtbot.waitUntil(lambda: panel.grid.count() > 0, timeout=WAIT)
    # the file ends inside its last tile's record: it is missing, as the summary says
    last = panel.grid.item(panel.grid.count() - 1).text()
    assert last.endswith("missing") and "damaged" not in last, last
    assert "the file is cut short: it ends inside record" in panel.summary.text()


def test_inspect_output_after_a_run(qtbot, window, dataset):
    window.options.out_edit.setText(str(dataset))
    with qtbot.waitSignal(window.inspect.summaryLoaded, timeout=WAIT):
        window.inspect_output()
    assert window.main_tabs.currentWidget() is window.inspect
    assert window.inspect.paths == [str(dataset)]


def test_inspect_heic_and_avif_records(qtbot, window, tmp_path):
    # Records holding phone photos' own bytes (other tools write them; ours converted them
    # until HEIC and AVIF originals were refused, since TensorFlow reads neither): their
    # tiles were empty (Qt reads neither) and Export wrote them as .bin.
    import io

    import pillow_heif
    from PIL import Image

    from engine.records.example import encode_example_parts
    from engine.records.tfrecord import frame_parts
    pillow_heif.register_heif_opener()
    records = []
    for fmt, kind in (("HEIF", "heic"), ("AVIF", "avif")):
        buf = io.BytesIO()
        Image.new("RGB", (60, 40), (200, 60, 30)).save(buf, fmt, quality=80)
        records.append(frame_parts(encode_example_parts({
            "image/encoded": buf.getvalue(), "image/format": kind,
            "image/filename": f"cat/photo.{kind}", "image/class/label": 0})))
    shard = tmp_path / "phone.tfrecord"
    shard.write_bytes(b"".join(records))
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [shard])
    assert panel.grid.count() == 2
    assert not any(panel.grid.item(i).icon().isNull() for i in range(2))
    for i in range(2):
        panel.grid.item(i).setSelected(True)
    assert panel.export_selected(str(tmp_path / "exported")) == 2
    assert sorted(f.suffix for f in (tmp_path / "exported").iterdir()) == [".avif", ".heic"]


def test_a_damaged_records_reason_is_in_the_language(qtbot, window, dataset, tmp_path,
                                                     language):
    # "Damaged: file ends inside a record (truncated)" stayed English in a Japanese window
    language("ja")
    shard = next(dataset.glob("*.tfrecord"))
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(shard.read_bytes()[:3000])
    panel = window.inspect
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        panel.open_paths([str(cut)])
    qtbot.waitUntil(lambda: panel.grid.count() > 0, timeout=WAIT)
    last = panel.grid.count() - 1
    record = panel.records[last]
    assert record["error"] and record["error_code"][0].startswith("verify.frame_")
    panel.grid.setCurrentRow(last)
    title = panel.record_detail.detail_title.text()
    assert record["error"] not in title and "(truncated)" not in title, title
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", title.split("<br>")[-1]), title
    assert record["error"] not in panel.grid.item(last).toolTip()


def test_the_file_tooltip_leaves_the_chooser_as_it_found_it(qtbot, window):
    # _file_tip ended with blockSignals(False), a line left from list_files: refreshing
    # the tooltip turned the chooser's signals back on in the middle of filling it
    grid = window.inspect.record_grid
    grid.file_combo.blockSignals(True)
    grid._file_tip()
    assert grid.file_combo.signalsBlocked()
    grid.file_combo.blockSignals(False)


def test_the_three_areas_share_every_change_of_width(qtbot, window):
    # a stretch factor on the middle gave it every change: at 1024 px it sat at its
    # minimum beside two wide side areas; a moved handle's sizes are kept in proportion
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    split = panel.splitter

    def shares() -> list[float]:
        sizes = split.sizes()
        return [s / sum(sizes) for s in sizes]

    window.resize(1600, 800)
    qtbot.waitUntil(lambda: split.width() > 1400)
    wide = shares()
    assert wide == pytest.approx([360 / 1090, 400 / 1090, 330 / 1090], abs=0.01)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: split.width() < 1100)
    assert shares() == pytest.approx(wide, abs=0.01)
    split.moveSplitter(split.sizes()[0] // 2, 1)
    moved = shares()
    assert moved[0] < wide[0] - 0.1
    window.resize(1400, 800)
    qtbot.waitUntil(lambda: split.width() > 1200)
    assert shares() == pytest.approx(moved, abs=0.01)


def test_the_file_box_groups_its_counts_as_every_other_number(qtbot):
    # the file box grouped with Python's "{n:,}", always a comma; the window's numbers
    # follow its locale (gui.i18n.number)
    from PySide6.QtCore import QLocale

    from gui.widgets.record_grid import RecordGrid
    grid = RecordGrid()
    qtbot.addWidget(grid)
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    try:
        shown = [grid._file_text({"path": "/d/a.tfrecord", "records": 12345, **more})
                 for more in ({"damaged_count": 1234}, {"stop": {"offset": 9}}, {})]
    finally:
        QLocale.setDefault(before)
    assert shown == ["a.tfrecord (12.345 records, 1.234 damaged)",
                     "a.tfrecord (12.345 records, then unreadable)", "a.tfrecord (12.345 records)"]


def test_export_never_writes_over_a_file_that_is_there(qtbot, window, dataset, tmp_path,
                                                       monkeypatch):
    """Exporting to a folder holding a file of the same name wrote over it without a word
    (the user's own file, or an earlier export): the export now takes a new name."""
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, sorted(dataset.glob("*.tfrecord"))[:1])
    panel.grid.item(0).setSelected(True)
    out = tmp_path / "exported"
    assert panel.export_selected(str(out)) == 1
    (first,) = out.iterdir()
    first.write_text("the user's own notes")   # a file of that name, not ours
    done: list = []
    assert panel.export_selected(str(out), done) == 1
    assert done == [(out / f"{first.stem} (2){first.suffix}", True)]
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getExistingDirectory",
                        lambda *a, **k: str(out))
    panel.choose_export()   # through the button: says so
    assert "1 of them under a new name" in panel.verify_label.text()
    assert first.read_text() == "the user's own notes"
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted([first.name, f"{first.stem} (2){first.suffix}",
                            f"{first.stem} (3){first.suffix}"])
    assert (out / f"{first.stem} (2){first.suffix}").read_bytes()[:3] == b"\xff\xd8\xff"


def test_an_export_that_cannot_be_written_says_which_file(qtbot, window, dataset, tmp_path,
                                                         monkeypatch):
    import os
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, sorted(dataset.glob("*.tfrecord"))[:1])
    panel.grid.item(0).setSelected(True)
    out = tmp_path / "full"
    out.mkdir()
    real_open = open

    def full_disk(path, mode="r", *a, **k):
        f = real_open(path, mode, *a, **k)
        if "x" in mode:
            def write(data):
                raise OSError(28, os.strerror(28))
            f.write = write
        return f
    monkeypatch.setattr("builtins.open", full_disk)
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getExistingDirectory",
                        lambda *a, **k: str(out))
    panel.choose_export()
    text = panel.verify_label.text()
    assert "Exported 0 of 1 image to" in text and str(out) in text, text
    # (the reason in the window's words: gui.os_errors, not the system's English)
    assert "(the disk is full)" in text and "cannot be written" in text, text
    assert list(out.iterdir()) == []   # the cut-short file is removed


def test_a_multilabel_tile_names_its_classes_and_numbers_are_grouped(window):
    """A multi-label record's tile named only its first class (하늘 of 하늘 and 사람), and
    the record's byte position was shown as 3347585 beside 3,347,431 bytes."""
    from PySide6.QtCore import QLocale
    grid = window.inspect.record_grid
    r = {"index": 7, "offset": 3347585, "length": 3347431, "is_example": True,
         "label": 4, "label_text": "하늘, 사람", "filename": "sky/사진08.jpg"}
    assert grid._tile_text(r).splitlines() == ["하늘, 사람", "사진08.jpg"]
    long = dict(r, label_text="sky, person, cloud, tree, car")
    assert grid._tile_text(long).splitlines()[0].startswith("sky, person")
    assert grid._tile_text(long).splitlines()[0].endswith("…")
    assert "sky, person, cloud, tree, car" in grid._tile_tip(long)
    was = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    try:
        assert "3,347,585" in grid._tile_tip(r)
        window.inspect.record_detail.show_record(r, None)
        assert "3,347,585" in window.inspect.detail_title.text()
    finally:
        QLocale.setDefault(was)


def test_a_file_that_is_no_tfrecord_shows_no_damaged_record(qtbot, window, tmp_path):
    """A CSV opened in Inspect: the summary said "not a TFRecord file" and the grid showed
    a tile "#0 damaged" with "length CRC mismatch" beside it."""
    table = tmp_path / "table.csv"
    table.write_text("path,label\na.jpg,cat\nb.jpg,dog\n" * 20)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [table])
    assert "not a TFRecord file" in panel.summary.text()
    assert panel.grid.count() == 0
    assert panel.page_label.text() == \
        "not a TFRecord file (its first record header is invalid)"


def test_a_tfrecord_cut_inside_its_first_record_still_shows_it_missing(qtbot, window,
                                                                    dataset, tmp_path):
    shard = sorted(dataset.glob("*.tfrecord"))[0]
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(shard.read_bytes()[:200])   # header whole, the record cut short
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [cut])
    assert panel.grid.count() == 1 and "missing" in panel.grid.item(0).text()


def test_a_file_too_short_for_a_record_shows_no_missing_record(qtbot, window, tmp_path):
    """A 3-byte notes.txt: the summary said "too short to hold one record" and the grid
    showed a tile "#0 missing" (review)."""
    note = tmp_path / "notes.txt"
    note.write_bytes(b"hi\n")
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [note])
    assert panel.grid.count() == 0
    assert panel.page_label.text() == "not a TFRecord file (too short to hold one record)"


def test_the_next_export_opens_where_the_last_went(qtbot, window, dataset, tmp_path,
                                                   monkeypatch):
    """The second "Export selected images" opened the output folder again, not the
    folder the user had just exported to (walk); opening files keeps its own folder."""
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, sorted(dataset.glob("*.tfrecord"))[:1])
    panel.grid.item(0).setSelected(True)
    opened_in: list[str] = []
    target = tmp_path / "picked"

    def choose(_parent, _title, start, *a, **k):
        opened_in.append(start)
        return str(target)
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getExistingDirectory", choose)
    before = panel.last_dir
    panel.choose_export()
    panel.choose_export()
    assert opened_in == [before, str(target)] and panel.last_dir == before


def test_ctrl_o_opens_tfrecords_on_the_inspect_tab(window, monkeypatch):
    """Ctrl+O on the Inspect tab opened the Convert tab's source folder picker (walk)."""
    asked: list[str] = []
    monkeypatch.setattr(window.inspect, "choose_folder", lambda: asked.append("inspect"))
    monkeypatch.setattr(window.source_panel, "choose_folder", lambda: asked.append("source"))
    window.main_tabs.setCurrentWidget(window.inspect)
    window.open_action.trigger()
    window.main_tabs.setCurrentIndex(0)
    window.open_action.trigger()
    assert asked == ["inspect", "source"]


def test_a_text_file_read_as_zlib_shows_no_damaged_record(qtbot, window, tmp_path):
    """The grid decided "not a TFRecord" from a record's fields and missed the engine's
    other verdicts (review): it now takes the engine's own, whichever it is."""
    note = tmp_path / "notes.zz"   # (named as ZLIB: the engine reads it so)
    note.write_text("path,label\na.jpg,cat\n" * 20)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [note])
    assert "not a TFRecord" in panel.summary.text(), panel.summary.text()
    assert panel.grid.count() == 0 and "not a TFRecord" in panel.page_label.text()


def test_open_folder_starts_where_the_last_run_made_its_dataset(qtbot, window, tmp_path,
                                                                monkeypatch):
    """A walker's Open folder… opened the home folder right after a run into /data/runs:
    it opens there, also after a restart (the settings keep it)."""
    import dataclasses

    from gui.main_window import MainWindow
    runs = tmp_path / "runs"
    (runs / "cats").mkdir(parents=True)
    opened_in: list[str] = []
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getExistingDirectory",
                        lambda _p, _t, start, *a, **k: opened_in.append(start) or "")
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getOpenFileNames",
                        lambda _p, _t, start, *a, **k: opened_in.append(start) or ([], ""))
    window.options.set_output_folder(str(runs / "cats"))
    window.save_settings(launched=dataclasses.replace(window.job(), out=str(runs / "cats")))
    window.inspect.choose_folder()
    window.inspect.choose_files()   # Open file: where the files are (a level below)
    again = MainWindow(window.settings)
    qtbot.addWidget(again)
    again.inspect.choose_folder()
    again.inspect.choose_files()
    assert opened_in == [str(runs), str(runs / "cats")] * 2
