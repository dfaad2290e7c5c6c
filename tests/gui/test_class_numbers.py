"""The source table lists the classes in the label map's order (labels.txt, label_map.pbtxt)
with the label each class's records carry; Inspect's chart keeps a class no record has.
(The table listed bike 48, car 60, truck 44, boat 0 while labels.txt numbered car=1,
truck=2, bike=3, boat=4, and Inspect drew car, truck, bike with boat missing.)"""

from __future__ import annotations

import json
import os
import subprocess

from PySide6.QtGui import QColor
from studio_fixtures import ROOT, make_dataset

from gui.scan import quick_scan
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F

WAIT = 60_000


def _yolo(root) -> str:
    """cat 3 boxes, dog 2, bird 1 (A.IMAGES); data.yaml names zebra too, with no box."""
    A.make_yolo(str(root))
    with open(os.path.join(root, "data.yaml"), "w") as f:
        f.write("path: .\ntrain: images/train\nnames:\n  0: cat\n  1: dog\n  2: bird\n"
                "  3: zebra\n")
    return str(root)


def _rows(panel) -> list[tuple[str, str, str]]:
    t = panel.classes
    return [(t.verticalHeaderItem(r).text() if t.verticalHeaderItem(r) else "",
             t.item(r, 0).text(), t.item(r, 1).text()) for r in range(t.rowCount())]


def test_objects_are_listed_in_the_label_maps_order_with_its_numbers(qtbot, window, tmp_path):
    src = _yolo(tmp_path / "yolo")
    assert list(quick_scan(src).classes) == ["cat", "dog", "bird", "zebra"]
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(src)
    panel = window.source_panel
    # image/object/class/label is 1-based, as label_map.pbtxt numbers them
    assert _rows(panel) == [("1", "cat", "3"), ("2", "dog", "2"), ("3", "bird", "1"),
                            ("4", "zebra", "0")]
    assert panel.classes.verticalHeader().isVisibleTo(panel)
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "32"),
                                timeout=300)
    assert code == 0, err
    assert (out / "labels.txt").read_text().splitlines() == ["cat", "dog", "bird", "zebra"]


def _source_numbers(panel) -> tuple[str, list[str], list[str]]:
    """The third column's header, its cells, and the row headers' tooltips."""
    t = panel.classes
    assert t.columnCount() == 3
    return (t.horizontalHeaderItem(2).text(), [t.item(r, 2).text() for r in range(t.rowCount())],
            [t.verticalHeaderItem(r).toolTip() for r in range(t.rowCount())])


def test_a_yolo_sources_own_class_numbers_are_shown_beside_the_labels(qtbot, window,
                                                                       tmp_path):
    # The labels count from 1 (Model Garden's label map), YOLO's class ids from 0: the
    # table showed "1 cat" of YOLO's class 0 and said nothing of the difference.
    src = _yolo(tmp_path / "yolo")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(src)
    panel = window.source_panel
    header, cells, tips = _source_numbers(panel)
    assert header == "YOLO class" and cells == ["0", "1", "2", "3"]
    assert "from 0" in panel.classes.horizontalHeaderItem(2).toolTip()
    assert tips[0] == ("Label 1: the number the records carry for this class. The source "
                       "numbers it 0")
    assert _rows(panel)[0] == ("1", "cat", "3")   # (the counts stay in column 1)
    # written as multi-label, the labels count from 0 as YOLO's ids do: nothing to say
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.set_task("multilabel")   # (for the source shown)
        panel.rescan()
    assert panel.last_result.task == "multilabel" and panel.classes.columnCount() == 2
    assert panel.classes.verticalHeaderItem(0).text() == "0"
    assert "source" not in panel.classes.verticalHeaderItem(0).toolTip()


def test_the_label_numbers_have_a_header(qtbot, window, tmp_path, language):
    # The row numbers (the label the records carry) sat under a blank corner: a reader saw
    # an untitled column of 1, 2, 3 beside "YOLO class" 0, 1, 2.
    src = _yolo(tmp_path / "yolo")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(src)
    t = window.source_panel.classes
    assert t.corner.isVisibleTo(t) and t.corner.width() >= t.fontMetrics().horizontalAdvance(
        "Label")
    assert t.label_title == "Label" and "labels.txt" in t.corner.toolTip()
    image = t.corner.grab().toImage()   # the title is drawn: dark text on the light header
    assert sum(QColor(image.pixel(x, y)).lightness() < 128 for x in range(image.width())
               for y in range(image.height())) > 10
    language("ko")
    from gui.widgets.class_table import ClassTable
    korean = ClassTable()
    qtbot.addWidget(korean)
    assert korean.label_title == "라벨" and "labels.txt" in korean.corner.toolTip()


def test_coco_category_ids_are_shown_only_when_they_are_not_the_labels(qtbot, window,
                                                                      tmp_path):
    path = A.make_coco(str(tmp_path / "coco"))   # category ids 1, 2, 3: the labels
    src = os.path.dirname(os.path.dirname(path))
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(src)
    assert _rows(panel)[0][:2] == ("1", "cat") and panel.classes.columnCount() == 2
    A.renumber_coco(path, {1: 7, 2: 3, 3: 12})   # cat 7, dog 3, bird 12: labels 1..3 in id order
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.rescan()
    assert [r[:2] for r in _rows(panel)] == [("1", "dog"), ("2", "cat"), ("3", "bird")]
    header, cells, tips = _source_numbers(panel)
    assert header == "COCO id" and cells == ["3", "7", "12"]
    assert "category-id order" in panel.classes.horizontalHeaderItem(2).toolTip()
    assert tips[1].endswith("The source numbers it 7")


def test_class_folders_are_numbered_from_0(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "src", classes=("dog", "cat", "owl"), per_class=2)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    assert _rows(window.source_panel) == [("0", "cat", "2"), ("1", "dog", "2"),
                                          ("2", "owl", "2")]
    assert window.source_panel.classes.verticalHeader().isVisibleTo(window.source_panel)
    assert window.source_panel.classes.columnCount() == 2   # no numbers of their own


def test_inspect_counts_a_class_no_record_has(tmp_path):
    src = _yolo(tmp_path / "yolo")
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "32"),
                                timeout=300)
    assert code == 0, err
    p = subprocess.run([F.PYTHON, "-m", "engine", "inspect", str(out), "--json"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    labels = json.loads(p.stdout)["summary"]["labels"]
    assert [(c["value"], c["text"], c["count"]) for c in labels["classes"]] == [
        (1, "cat", 3), (2, "dog", 2), (3, "bird", 1), (4, "zebra", 0)]
    assert labels["distinct"] == 3   # the values the records hold
