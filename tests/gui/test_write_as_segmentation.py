"""An outlined COCO export (polygons, RLE, a crowd region) in the window: a walk found no
way to write its shapes as semantic segmentation. The scan line now says how many objects
have shapes; "Write as" offers semantic segmentation for it (not for boxes alone); chosen,
the preview is read as the run writes it (background first, images per class, the class
mask drawn on the thumbnails, the notes and the objects with only a box), Start writes
class masks, and Inspect draws them."""

from __future__ import annotations

import base64
import json
import sys

import numpy as np
import pytest
from PySide6.QtGui import QImage
from studio_fixtures import ROOT, log_text, open_in_inspect, start_and_wait

from gui.scan_result import ScanResult
from gui.widgets.source_summary import notice_lines, summary_text
from gui.widgets.task_choice import TaskChoice

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_data as A  # noqa: E402
from tests.engine import shape_exports as S  # noqa: E402

WAIT = 120_000


def _choices(panel) -> list[tuple[str, str]]:
    c = panel.task_combo
    return [(c.itemData(i), c.itemText(i)) for i in range(c.count())]


def test_write_as_offers_segmentation_only_for_objects_with_shapes(qtbot):
    row = TaskChoice()
    qtbot.addWidget(row)
    row.offer("detection", shaped=True)
    assert [row.combo.itemData(i) for i in range(row.combo.count())] == [
        "auto", "detection", "segmentation", "multilabel", "classification"]
    assert row.combo.itemText(2) == ("semantic segmentation (each image's class mask, drawn "
                                     "from the objects' polygons and masks)")
    row.offer("detection")
    assert "segmentation" not in [row.combo.itemData(i) for i in range(row.combo.count())]
    row.offer("segmentation", shaped=True)   # (a mask folder: already segmentation)
    assert [row.combo.itemData(i) for i in range(row.combo.count())] == [
        "auto", "segmentation", "classification"]


def test_the_scan_line_counts_the_shapes_and_a_crowd_only_class_is_named(qapp):
    names = TaskChoice().names()
    res = ScanResult(source="/s", kind="coco", task="detection", images=4,
                     classes={"cell": 6, "cluster": 1}, annotations={"objects": 7},
                     outlines={"polygon": 6, "rle": 1})
    text = summary_text(res, names)
    assert "7 objects have shapes (polygons or RLE masks), which “Write as” can also draw " \
           "as semantic segmentation" in text
    res.outlines = {"rle": 1}
    assert "1 object has a shape (a polygon or an RLE mask)" in summary_text(res, names)
    res.outlines = {}
    assert "shape" not in summary_text(res, names)
    seg = ScanResult(source="/s", kind="coco", task="segmentation", images=4,
                     classes={"background": 4, "cell": 4, "cluster": 0},
                     annotations={"objects_per_class": {"background": 4, "cell": 4,
                                                        "cluster": 0}})
    lines = notice_lines(seg, "white")
    assert any(line.startswith("1 class is drawn in no class mask: cluster (the source "
                               "outlines no object of it that is not a crowd region)")
               for line in lines), lines


@pytest.mark.e2e
def test_an_outlined_coco_is_written_as_segmentation_from_the_window(qtbot, window,
                                                                     tmp_path):
    src = S.make_shapes_coco(str(tmp_path / "src"))
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(src)
    assert panel.last_result.task == "detection"
    assert "7 objects have shapes (polygons or RLE masks)" in panel.summary.text()
    assert [d for d, _ in _choices(panel)] == ["auto", "detection", "segmentation",
                                               "multilabel", "classification"]
    i = panel.task_combo.findData("segmentation")
    panel.task_combo.setCurrentIndex(i)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.task_combo.activated.emit(i)                 # as a user's pick does
    res = panel.last_result
    assert (res.kind, res.task) == ("coco", "segmentation")
    assert "semantic segmentation (masks)" in panel.summary.text()
    table = panel.classes
    assert table.horizontalHeaderItem(1).text() == "Images"
    assert [(table.verticalHeaderItem(r).text(), table.item(r, 0).text(),
             table.item(r, 1).text()) for r in range(table.rowCount())] == [
        ("0", "background", "4"), ("1", "cell", "2"), ("2", "nucleus", "2")]
    notes = panel.notices.text()
    assert "where objects overlap, the smaller one is on top" in notes
    assert "1 crowd region (iscrowd) is marked 255" in notes
    problems = [r[1] for r in res.problems]
    assert sum("the object has only a box" in p for p in problems) == 2, problems
    # the thumbnails: the class mask as the run draws it, the EXIF turn applied
    p = next(path for path in res.samples if path.endswith("p.png"))
    mask = QImage.fromData(base64.b64decode(res.overlays[p]["segmentation_b64"]))
    arr = np.frombuffer(mask.convertToFormat(QImage.Format.Format_Grayscale8).constBits(),
                        np.uint8).reshape(mask.height(), -1)[:, :mask.width()]
    assert np.array_equal(arr, S.expected_stored((90, 60), S.IMAGES[0][2]))
    # Start: the run is --task segmentation, and its records are class masks
    out = tmp_path / "out"
    window.options.out_edit.setText(str(out))
    window.options.set_size("48")
    window.options.workers.setValue(1)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert start_and_wait(qtbot, window), (window.model.error, log_text(window)[-3000:])
    argv = window.controller.convert.last_argv
    assert argv[argv.index("--task") + 1] == "segmentation"
    manifest = json.loads((out / "tfrecord_studio.json").read_text())
    assert manifest["task"] == "segmentation" and manifest["labels"] == S.LABELS
    # Inspect draws each record's class mask over it
    insp = window.inspect
    window.main_tabs.setCurrentWidget(insp)
    open_in_inspect(qtbot, insp, out)
    assert insp.grid.count() == 4
    classes = insp.report["summary"]["labels"]["classes"]
    assert {c["text"]: c["count"] for c in classes if c["text"]} == {
        "background": 4, "cell": 2, "nucleus": 2}


def test_a_box_only_coco_offers_no_segmentation(qtbot, window, tmp_path):
    boxes = A.make_coco(str(tmp_path / "boxes"), polygons=False)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(boxes)
    assert "segmentation" not in [d for d, _ in _choices(panel)]
    assert "shape" not in panel.summary.text()

