"""The source table lists the classes in the label map's order (labels.txt, label_map.pbtxt)
with the label each class's records carry; Inspect's chart keeps a class no record has.
(The table listed bike 48, car 60, truck 44, boat 0 while labels.txt numbered car=1,
truck=2, bike=3, boat=4, and Inspect drew car, truck, bike with boat missing.)"""

from __future__ import annotations

import json
import os
import subprocess

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


def test_class_folders_are_numbered_from_0(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "src", classes=("dog", "cat", "owl"), per_class=2)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    assert _rows(window.source_panel) == [("0", "cat", "2"), ("1", "dog", "2"),
                                          ("2", "owl", "2")]
    assert window.source_panel.classes.verticalHeader().isVisibleTo(window.source_panel)


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
