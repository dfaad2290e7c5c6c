"""Inspect's "Export selected images" names each file after what its record says it is:
files named "000003_record.png" did not say which picture they were. The record's number
stays first (the file's order, and two records of one name stay two); then its
image/filename's stem, another feature that names it, or the TFRecord file it is in,
made safe as a file name. A segmentation record's class mask goes beside its picture."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from studio_fixtures import open_and_wait

from engine.records.example import encode_example
from engine.records.tfrecord import frame
from gui.widgets.inspect_export import exported_words
from gui.widgets.inspect_panel import InspectPanel
from tests.engine.tfds_nested import SHARD, make_tfds_nested


def _png(colour, mode: str = "RGB", size=(24, 16)) -> bytes:
    out = io.BytesIO()
    Image.new(mode, size, colour).save(out, "PNG")
    return out.getvalue()


def _panel(qtbot, paths) -> InspectPanel:
    panel = InspectPanel()
    qtbot.addWidget(panel)
    panel.resize(1300, 700)
    panel.show()
    open_and_wait(qtbot, panel, paths)
    return panel


def _export(panel: InspectPanel, rows, folder) -> tuple[list, list]:
    panel.grid.clearSelection()
    for r in rows:
        panel.grid.item(r).setSelected(True)
    done: list = []
    masks: list = []
    panel.export_selected(str(folder), done, masks)
    return done, masks


def test_named_by_their_image_filename(qtbot, tmp_path):
    folder = make_tfds_nested(tmp_path / "tfds")
    panel = _panel(qtbot, [folder / SHARD])
    done, masks = _export(panel, [1, 3], tmp_path / "out")
    # "photos/2019 trip/IMG_1001.JPG" re-encoded by TFDS as PNG: its stem, a PNG
    assert sorted(p.name for p, _ in done) == ["000001_IMG_1001.png", "000003_IMG_1003.png"]
    assert masks == []


def test_without_a_name_the_file_they_are_in_says_which(qtbot, tmp_path):
    """TFDS's CIFAR-like records hold no file name: "000003_record.png" was all."""
    folder = tmp_path / "cifar10" / "3.0.2"
    folder.mkdir(parents=True)
    shard = folder / "cifar10-train.tfrecord-00000-of-00001"
    shard.write_bytes(b"".join(frame(encode_example({"image": _png((i * 40, 0, 0)),
                                                     "id": f"train_{i:05d}".encode(),
                                                     "label": i})) for i in range(2)))
    other = folder / "cifar10-test.tfrecord-00000-of-00001"
    other.write_bytes(frame(encode_example({"image": _png((9, 9, 9)), "label": 1})))
    panel = _panel(qtbot, [shard])
    done, _ = _export(panel, [0, 1], tmp_path / "out")
    assert sorted(p.name for p, _ in done) == ["000000_train_00000.png",
                                               "000001_train_00001.png"]
    panel = _panel(qtbot, [other])
    done, _ = _export(panel, [0], tmp_path / "out")
    assert [p.name for p, _ in done] == ["000000_cifar10-test-00000-of-00001.png"]


@pytest.mark.parametrize("said, name", [
    ("C:\\scans\\day 2\\猫 の 写真.jpeg", "000000_猫_の_写真.png"),
    ("../../etc/.profile", "000000_profile.png"),
    ("a/b/<weird>:|?*.png", "000000_weird.png"),
])
def test_a_name_is_made_safe_as_a_file_name(qtbot, tmp_path, said, name):
    shard = tmp_path / "odd.tfrecord"
    shard.write_bytes(frame(encode_example({"image/encoded": _png((1, 2, 3)),
                                            "image/filename": said.encode()})))
    panel = _panel(qtbot, [shard])
    done, _ = _export(panel, [0], tmp_path / "out")
    assert [p.name for p, _ in done] == [name]
    assert done[0][0].parent == tmp_path / "out"


def test_a_segmentation_records_mask_is_exported_beside_its_picture(qtbot, tmp_path):
    """Only the picture was written: the class mask that goes with it was not."""
    mask = _png(1, "L")
    shard = tmp_path / "seg-train-00000-of-00001.tfrecord"
    shard.write_bytes(b"".join(frame(encode_example({
        "image/encoded": _png((200, 100, 0)), "image/filename": f"street_{i}.jpg".encode(),
        "image/format": b"png", "image/segmentation/class/encoded": mask,
        "image/segmentation/class/format": b"png"})) for i in range(2)))
    panel = _panel(qtbot, [shard])
    out = tmp_path / "out"
    (out / "000001_street_1.png").parent.mkdir()
    (out / "000001_street_1.png").write_text("the user's own")   # a file of that name
    done, masks = _export(panel, [0, 1], out)
    assert sorted(p.name for p, _ in done) == ["000000_street_0.png",
                                               "000001_street_1 (2).png"]
    assert sorted(p.name for p, _ in masks) == ["000000_street_0_mask.png",
                                                "000001_street_1 (2)_mask.png"]
    assert all(p.read_bytes() == mask for p, _ in masks)
    assert (out / "000001_street_1.png").read_text() == "the user's own"
    said = exported_words(done, str(out), masks=masks)
    assert said == (f"Exported 2 images to {out}. 2 class masks beside their images, named "
                    "as they are with _mask at the end. 1 of them under a new name ending "
                    "in (2), (3)…: a file of its name was there already, and is kept."), said
