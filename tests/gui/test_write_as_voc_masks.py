"""A Pascal VOC folder with class masks (SegmentationClass/, ImageSets/Segmentation/) in
the window: read as boxes, "Write as" offered no segmentation, though the masks were
beside them. The scan line says how many class masks there are; "Write as" offers
semantic segmentation read from them, and chosen, the preview is the mask folder's: the
images the lists name, with their splits, the others said in a note."""

from __future__ import annotations

import sys

from studio_fixtures import ROOT

from gui.scan_result import ScanResult
from gui.widgets.source_summary import summary_text
from gui.widgets.task_choice import TaskChoice

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine.annotated_sources import voc_with_class_masks  # noqa: E402

WAIT = 120_000


def test_class_mask_files_offer_segmentation_read_from_them(qtbot):
    row = TaskChoice()
    qtbot.addWidget(row)
    row.offer("detection", masks=True)
    data = [row.combo.itemData(i) for i in range(row.combo.count())]
    assert data == ["auto", "detection", "segmentation", "multilabel", "classification"]
    assert row.combo.itemText(2) == ("semantic segmentation (each image's class mask, from "
                                     "the mask files in SegmentationClass/)")
    names = TaskChoice().names()
    res = ScanResult(source="/s", kind="voc", task="detection", images=5,
                     classes={"cat": 2}, annotations={"objects": 2}, class_masks=4)
    assert "SegmentationClass/ holds 4 class masks, which “Write as” can also write as " \
           "semantic segmentation" in summary_text(res, names)
    res.class_masks = 0
    assert "SegmentationClass" not in summary_text(res, names)


def test_a_voc_folder_is_written_as_segmentation_from_its_masks(qtbot, window, tmp_path):
    src = voc_with_class_masks(tmp_path / "VOC2012")
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(src)
    assert panel.last_result.task == "detection"
    assert "SegmentationClass/ holds 4 class masks" in panel.summary.text()
    combo = panel.task_combo
    i = combo.findData("segmentation")
    assert i >= 0, [combo.itemData(k) for k in range(combo.count())]
    combo.setCurrentIndex(i)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        combo.activated.emit(i)                 # as a user's pick does
    res = panel.last_result
    assert (res.kind, res.task, res.images) == ("masks", "segmentation", 4)
    assert res.splits == {"train": 2, "val": 2}
    assert res.problems == []
    assert "1 image in JPEGImages/ is in no list of ImageSets/Segmentation, so it is not " \
           "converted" in panel.notices.text()


def test_a_long_choice_ends_in_an_ellipsis_not_cut_mid_word(qtbot):
    """At 1024x640 (and 1366x768: the source pane is as wide) the chosen "semantic
    segmentation (each image's class mask, drawn from the objects' polygon" was cut at the
    box's edge, in Japanese mid-word; it ends in "…" now, and the list it opens shows every
    choice whole."""
    row = TaskChoice()
    qtbot.addWidget(row)
    row.offer("detection", shaped=True)
    row.resize(420, row.sizeHint().height())
    row.show()
    qtbot.waitExposed(row)
    row.combo.setCurrentIndex(row.combo.findData("segmentation"))
    full = row.combo.currentText()
    shown = row.combo.displayed_text()
    assert shown.endswith("…") and full.startswith(shown[:-1]) and len(shown) < len(full)
    row.resize(1400, row.sizeHint().height())
    qtbot.waitUntil(lambda: row.combo.displayed_text() == full, timeout=5000)


def test_an_image_whose_mask_the_run_refuses_is_marked_and_not_to_be_written(
        qtbot, window, tmp_path):
    """A mask of another size than its image (or a smoothed one): the scan lists it, the
    run skips it, but its thumbnail was not marked and its split's count "to be written"
    kept it ("train 2" over a run that wrote 1)."""
    from PIL import Image

    from gui.widgets.split_field import written_splits
    src = voc_with_class_masks(tmp_path / "VOC2012")
    Image.new("L", (10, 10)).save(tmp_path / "VOC2012" / "SegmentationClass" / "2024_1.png")
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(src)
    i = panel.task_combo.findData("segmentation")
    panel.task_combo.setCurrentIndex(i)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.task_combo.activated.emit(i)
    res = panel.last_result
    refused = str(tmp_path / "VOC2012" / "JPEGImages" / "2024_1.jpg")
    assert [p for p, _why in res.problems] == [refused]
    assert refused in res.broken and res.samples[0] == refused   # marked, leading
    assert written_splits(res) == ({"train": 1, "val": 2}, 0, 1)
