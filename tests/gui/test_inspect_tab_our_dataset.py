"""The Inspect tab with the real engine (`inspect --json`, `--records` pages, `verify`)
on our own dataset (60 images converted once for this module): pages, details, export
(never over a file that is there; a failed write says which file), verify, and damaged
copies of its shards."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel
from studio_fixtures import make_dataset, open_and_wait
from window_steps import WAIT

from gui.widgets.record_grid import PAGE_SIZE, THUMB
from tests.engine import imagefactory as F


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """60 images in 2 classes converted by the real engine: two pages of thumbnails."""
    root = tmp_path_factory.mktemp("inspect")
    ds = make_dataset(root / "images", classes=("cat", "dog"), per_class=30, size=(40, 30))
    out = root / "out"
    code, _, err = F.run_engine(F.engine_argv(ds, out, "--size", "32", "--workers", "1"))
    assert code == 0, err
    return out


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


def test_export_never_writes_over_a_file_that_is_there(qtbot, window, dataset, tmp_path,
                                                       monkeypatch):
    """Exporting to a folder holding a file of the same name wrote over it without a word
    (the user's own file, or an earlier export): the export now takes a new name."""
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, sorted(dataset.glob("*.tfrecord"))[:1])
    panel.grid.item(0).setSelected(True)
    out = tmp_path / "書き出し_第1回"
    assert panel.export_selected(str(out)) == 1
    (first,) = out.iterdir()
    first.write_text("the user's own notes")   # a file of that name, not ours
    done: list = []
    assert panel.export_selected(str(out), done) == 1
    assert done == [(out / f"{first.stem} (2){first.suffix}", True)]
    monkeypatch.setattr("gui.widgets.inspect_panel.choose_output_folder",
                        lambda *a, **k: str(out))
    panel.choose_export()   # through the button: says so
    assert "1 of them under a new name" in panel.verify_label.text()
    # (the folder kept whole where the label draws it, as the summary's names: a plain
    # QLabel split "書き出し_第1回" at any character in Japanese)
    assert "\u2060".join(out.name) in QLabel.text(panel.verify_label), \
        QLabel.text(panel.verify_label)
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
    monkeypatch.setattr("gui.widgets.inspect_panel.choose_output_folder",
                        lambda *a, **k: str(out))
    panel.choose_export()
    text = panel.verify_label.text()
    assert "Exported 0 of 1 image to" in text and str(out) in text, text
    # (the reason in the window's words: gui.os_errors, not the system's English)
    assert "(the disk is full)" in text and "cannot be written" in text, text
    assert list(out.iterdir()) == []   # the cut-short file is removed


def test_a_tfrecord_cut_inside_its_first_record_still_shows_it_missing(qtbot, window,
                                                                    dataset, tmp_path):
    shard = sorted(dataset.glob("*.tfrecord"))[0]
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(shard.read_bytes()[:200])   # header whole, the record cut short
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [cut])
    assert panel.grid.count() == 1 and "missing" in panel.grid.item(0).text()


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

    def choose(_parent, start, *a, **k):
        opened_in.append(start)
        return str(target)
    monkeypatch.setattr("gui.widgets.inspect_panel.choose_output_folder", choose)
    before = panel.last_dir
    panel.choose_export()
    panel.choose_export()
    assert opened_in == [before, str(target)] and panel.last_dir == before
