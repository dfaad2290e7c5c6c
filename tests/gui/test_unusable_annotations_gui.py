"""An image whose annotations cannot be used is counted and skipped alike in every kind of
annotated source, with the real engine. A Korean walk read, of a VOC export with one XML
file cut short, "이미지 11장" above the run's "0장 건너뜀 · 이미지 1장 … 사용하지 않음", and of
masks with one of the wrong size "이미지 10장" above "1장 건너뜀": the engine's scan sets
the first aside and the run finds the second while converting, a difference the user
cannot see. Now both are among the images counted and said skipped, on every screen: the
scan's sentence, the progress line, the Summary and Failures."""

from __future__ import annotations

import json
import os

import pytest
from PIL import Image
from studio_fixtures import quick_run

from engine.output_kind import read_output_state
from gui.widgets.folder_summary import folder_rows
from tests.engine.annotated_data import (
    make_boxcsv,
    make_coco,
    make_masks,
    make_yolo,
)
from tests.engine.annotated_exports import make_cvat_tags
from tests.engine.annotated_sources import voc_with_a_cut_xml


def _yolo(root) -> str:
    """b.txt names class 9 of 3 (set aside: ann.yolo_unknown_class)."""
    make_yolo(str(root))
    (root / "labels" / "train" / "b.txt").write_text("9 0.5 0.5 0.2 0.2\n")
    return str(root)


def _coco(root) -> str:
    """An annotation of b.png in category 99, which is not among the categories (set
    aside: ann.coco_unknown_category)."""
    path = make_coco(str(root))
    with open(path) as f:
        doc = json.load(f)
    next(a for a in doc["annotations"] if a["image_id"] == 2)["category_id"] = 99
    with open(path, "w") as f:
        json.dump(doc, f)
    return str(root)


def _box_csv(root) -> str:
    """b.png's first row without its class (set aside: ann.csv_empty_class; the window
    said "Not used: 1 table row" of an image the run did not convert)."""
    path = make_boxcsv(str(root))
    with open(path) as f:
        rows = f.read().splitlines()
    i = next(i for i, row in enumerate(rows) if row.startswith("images/b.png,"))
    rows[i] = rows[i].replace(",cat,", ",,")
    with open(path, "w") as f:
        f.write("\n".join(rows) + "\n")
    return path


def _masks(root) -> str:
    """masks/b.png of another size than b.png (found while converting: ann.mask_size)."""
    make_masks(str(root))
    mask = root / "masks" / "b.png"
    Image.open(mask).resize((150, 100)).save(mask)
    return str(root)


def _cvat_tags(root) -> str:
    """b.png without its tag (set aside: ann.cvat_no_tag)."""
    make_cvat_tags(str(root), {"a.jpg": ["cat"], "c.jpg": ["dog"], "d.png": ["dog"]})
    return str(root)


@pytest.mark.parametrize("make", [voc_with_a_cut_xml, _yolo, _coco, _box_csv, _masks, _cvat_tags],
                         ids=["voc", "yolo", "coco", "box-csv", "masks", "cvat-tags"])
def test_an_image_whose_annotations_cannot_be_used_is_counted_and_skipped(
        qtbot, window, tmp_path, language, make):
    source = make(tmp_path / "src")
    assert quick_run(qtbot, window, source, tmp_path / "out")
    w, panel = window, window.source_panel
    scan = panel.summary.text()
    assert "<b>4</b> images" in scan, scan
    assert "1 of the 4 images will be skipped. 3 images will be converted." in scan, scan
    assert "Not used" not in scan, scan
    (line,) = [panel.problems.item(i).text() for i in range(panel.problems.count())
               if "b.png" in panel.problems.item(i).text()]
    # (its reason says it, and what to do: "...; the image is skipped. Correct ...")
    said = {_yolo: "; the image is skipped. Correct the class number",
            _coco: "; the image is skipped with its 1 other object. Add category 99",
            _box_csv: "; the image is skipped with its 1 other box. Write the box's class"}
    if make in said:
        assert said[make] in line, line
        assert " → " not in line, line
    else:
        assert line.endswith("→ the image is skipped"), line
    assert w.progress.counts.text() == "4 of 4 images (100.0%) · 3 written · 1 skipped"
    assert w.summary.values["written"].text() == "3"
    assert w.summary.values["failed"].text() == "1 (see the Failures tab)"
    assert w.failures.label.text() == "1 image could not be converted."
    assert w.failures.model.rowCount() == 1
    assert os.path.basename(w.failures.model.rows[0].path) == "b.png"
    # the folder opened again says it as the run did (its manifest's codes)
    assert folder_rows(read_output_state(str(tmp_path / "out")))["failed"] == \
        "1 (see the Failures tab)"
    # in Korean, the walk's language: the same numbers, and nothing "not used"
    language("ko")
    w.display.refresh()
    w.summary.show_model(w.model)
    assert w.progress.counts.text() == "이미지 4장 중 4장 (100.0%) · 3장 씀 · 1장 건너뜀", \
        w.progress.counts.text()
    assert "사용하지 않" not in w.summary.values["failed"].text()
    with qtbot.waitSignal(panel.scanned, timeout=120_000):
        panel.rescan()
    scan = panel.summary.text()
    assert "이미지 <b>4</b>장" in scan and "사용하지 않" not in scan, scan


def test_a_run_killed_after_the_scan_counts_the_image_it_set_aside_as_skipped(qtbot):
    # the kept line of a run that ended without a summary counts as the live line did
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    from gui.widgets.summary_text import skipped_text
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    model = RunModel()
    model.on_event(P.ItemFailed(path="/d/img_7.jpg", reason="img_7.xml is cut short",
                                stage="scan", code="ann.xml_cut"))
    model.on_event(P.Plan(total=10))
    model.on_event(P.Progress(done=6, failed=0, total=10))
    panel.refresh(model)
    assert panel.counts.text() == "7 of 11 images (63.6%) · 6 written · 1 skipped"
    model.settle_on_disk(1, 4, 1000)
    panel.refresh(model)
    assert panel.counts.text().startswith(
        "Kept in complete shards: 5 of 11 images (45.4%) · 4 written · 1 skipped")
    assert skipped_text(model, model.skipped_on_disk) == "1 (see the Failures tab)"


def test_every_reason_that_says_skipped_is_counted_skipped_by_the_window_and_the_cli():
    """The sentences that say "the image is skipped" (SAID_SKIPPED: exactly those of the
    catalogue) are counted as skipped images by the window and by `engine scan`'s text
    alike: one set, the engine's (two branches each added codes to a copy of it on the
    same day; the window kept a copy of SAID_SKIPPED's codes too)."""
    from engine.reason_catalogue import CATALOGUE
    from engine.reason_codes import SAID_SKIPPED, UNUSABLE_IMAGE, By
    from gui.scan_result import UNUSABLE

    def forms(template) -> list[str]:
        if isinstance(template, By):
            return [*forms(template.one), *forms(template.many)]
        return [template] if isinstance(template, str) else list(template)
    says = {code for code, template in CATALOGUE.items()
            if any("the image is skipped" in form for form in forms(template))}
    assert SAID_SKIPPED == says, (sorted(SAID_SKIPPED - says), sorted(says - SAID_SKIPPED))
    assert UNUSABLE is UNUSABLE_IMAGE
    assert SAID_SKIPPED <= UNUSABLE_IMAGE
    assert UNUSABLE_IMAGE <= set(CATALOGUE), sorted(UNUSABLE_IMAGE - set(CATALOGUE))
