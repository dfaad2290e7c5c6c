"""The Inspect tab on files other programs wrote (a TFDS-like folder of 32x32 raw pixels
with its label names file), on a folder without TFRecord files and on a file cut short:
what it shows and says, and exporting to a folder whose name is typed."""

from __future__ import annotations

import io
import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from studio_fixtures import open_and_wait

from engine.records.example import encode_example
from engine.records.tfrecord import frame
from gui.widgets.inspect_panel import InspectPanel

NAMES = ["airplane", "automobile", "bird", "cat"]


def _pixels(i: int) -> bytes:
    """32x32 RGB: every pixel of its own colour (the top-left one (i, 0, 0))."""
    return bytes(v for y in range(32) for x in range(32) for v in ((i + x) % 256, y * 8, 99))


def _records(n: int) -> list[bytes]:
    return [frame(encode_example({"image/encoded": _pixels(i), "image/height": 32,
                                  "image/width": 32, "image/channels": 3,
                                  "label": i % len(NAMES)})) for i in range(n)]


@pytest.fixture
def tfds_folder(tmp_path):
    folder = tmp_path / "cifar_like" / "1.0.0"
    folder.mkdir(parents=True)
    (folder / "cifar_like-train.tfrecord-00000-of-00001").write_bytes(b"".join(_records(6)))
    (folder / "dataset_info.json").write_text('{"name": "cifar_like"}')
    (folder / "label.labels.txt").write_text("\n".join(NAMES) + "\n")
    return folder


def _panel(qtbot) -> InspectPanel:
    panel = InspectPanel()
    qtbot.addWidget(panel)
    panel.resize(1300, 700)
    panel.show()
    return panel


def _text(label) -> str:
    return re.sub(r"<[^>]+>", " ", label.text())


def test_raw_pixels_are_drawn_and_named(qtbot, tfds_folder):
    """32x32 raw pixels were "<3,072 bytes>" with no picture, and captions said 0, 1, 2
    where label.labels.txt names them."""
    panel = _panel(qtbot)
    open_and_wait(qtbot, panel, [tfds_folder])
    assert panel.grid.count() == 6
    assert not any(panel.grid.item(i).icon().isNull() for i in range(6))
    assert [panel.grid.item(i).text().split("\n")[0] for i in range(4)] == NAMES
    panel.grid.setCurrentRow(3)
    values = {panel.detail.item(r, 0).text(): panel.detail.item(r, 2).text()
              for r in range(panel.detail.rowCount())}
    assert values["image/encoded"] == "<raw pixels, 32 × 32 × 3, 3,072 bytes>"
    first = {panel.schema.item(r, 0).text(): panel.schema.item(r, 3).text()
             for r in range(panel.schema.rowCount())}
    assert first["image/encoded"] == values["image/encoded"]
    # Verify is off for them, and says why where it can be read
    assert not panel.verify_btn.isEnabled()
    assert panel.verify_note.isVisible()
    assert panel.verify_note.text() == "Verify: only for datasets made by this app"


def test_a_small_picture_is_enlarged_with_its_pixels_visible(qtbot, tmp_path):
    """A 32x32 PNG stood 32 pixels wide in a 256-pixel preview, its size said nowhere."""
    from PIL import Image
    out = io.BytesIO()
    Image.frombytes("RGB", (32, 32), _pixels(3)).save(out, "PNG")
    shard = tmp_path / "small.tfrecord"
    shard.write_bytes(frame(encode_example({"image/encoded": out.getvalue(),
                                            "image/class/label": 1})))
    panel = _panel(qtbot)
    open_and_wait(qtbot, panel, [shard])
    panel.grid.setCurrentRow(0)
    shown = panel.preview.pixmap().toImage()
    # enlarged 8 times (the preview's 256 pixels), nearest neighbour: each pixel a square
    assert (shown.width(), shown.height()) == (256, 256)
    for x, y in ((0, 0), (7, 7), (8, 0), (255, 255)):
        want = QColor((3 + x // 8) % 256, (y // 8) * 8, 99)
        assert shown.pixelColor(x, y) == want, (x, y)
    title = _text(panel.detail_title)
    assert "32 × 32 pixels, shown 8 times as large" in title, title


def test_verify_note_in_japanese(qtbot, language, tfds_folder):
    language("ja")
    panel = _panel(qtbot)
    open_and_wait(qtbot, panel, [tfds_folder])
    assert panel.verify_note.isVisible()
    assert "Verify" not in panel.verify_note.text(), panel.verify_note.text()
    panel.grid.setCurrentRow(0)
    assert "32 × 32" in _text(panel.detail_title) and "pixels" not in _text(panel.detail_title)


def test_a_folder_without_tfrecord_files_says_so_first(qtbot, tmp_path):
    """An empty folder started "0 records in 0 files, 0 B, compression: —"."""
    empty = tmp_path / "nothing here"
    empty.mkdir()
    panel = _panel(qtbot)
    with qtbot.waitSignal(panel.summaryLoaded, timeout=120_000):
        panel.open_paths([str(empty)])
    text = _text(panel.summary)
    assert "0 files" not in text and "0 records" not in text, text
    assert text.strip().startswith(f"Problem : {empty}: no TFRecord files found in this "
                                   "folder: choose the folder"), text
    assert "choose their folder on the Convert tab." in text
    assert not panel.verify_note.isVisible()


def test_the_page_label_counts_records_as_the_file_box_does(qtbot, tmp_path):
    """A file cut inside its 6th record: 5 records and the tile of the cut; the page said
    "records 0–5", six, beside "(5 records, then cut short)"."""
    data = b"".join(_records(6))
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(data[:len(data) - 100])
    panel = _panel(qtbot)
    open_and_wait(qtbot, panel, [cut])
    assert panel.grid.count() == 6 and "missing" in panel.grid.item(5).text()
    assert "(5 records" in panel.file_combo.currentText()
    shown = panel.page_label.text().replace("\xa0", " ").replace("\u2060", "")
    assert shown == "page 1 of 1 (records #0–#4 of 5)"   # (no-break spaces, a joiner)


def test_export_to_a_typed_new_folder(qtbot, tfds_folder, tmp_path):
    """The export's folder dialog refused a folder name that does not exist yet
    ("Directory not found"): it takes it now, the export makes it and says so."""
    panel = _panel(qtbot)
    open_and_wait(qtbot, panel, [tfds_folder])
    panel.grid.item(0).setSelected(True)
    panel.grid.item(1).setSelected(True)
    target = tmp_path / "new pictures"
    seen: list[str] = []

    def type_name() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            return
        seen.append(dialog.windowTitle())
        dialog.setDirectory(str(tmp_path))
        dialog.findChild(QLineEdit, "fileNameEdit").setText(target.name)
        dialog.accept()

    def close_the_rest() -> None:   # (a "not found" message, a dialog left open)
        while (w := QApplication.activeModalWidget()) is not None:
            w.close()
    QTimer.singleShot(300, type_name)
    QTimer.singleShot(1500, close_the_rest)
    panel.choose_export()
    assert target.is_dir() and sorted(p.suffix for p in target.iterdir()) == [".png", ".png"]
    assert seen and "new folder" in seen[0]
    assert f"Exported 2 images to the new folder {target}." in panel.verify_label.text()
