"""Annotated sources' classes, splits and options in the window: the class table counts
what the run writes (mask classes by image, CVAT tags, classes without boxes), the summary
shows the splits an export gives and what "Leave out images without annotations" leaves,
and the annotation options reach the command line."""

from __future__ import annotations

import os
import sys

import numpy as np
import pytest
from studio_fixtures import ROOT

from gui.scan import quick_scan

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_data as A  # noqa: E402
from tests.engine import annotated_exports as X  # noqa: E402
from tests.engine import imagefactory as F  # noqa: E402

WAIT = 120_000


def test_mask_classes_are_counted_by_the_images_whose_mask_holds_them(qtbot, window,
                                                                     tmp_path):
    # The table said "not counted" of every class of a mask source: the scan reads every
    # mask (for the masks the run refuses) and counts from that reading. An image the
    # window finds broken (the run skips it) is taken out of the counts.
    root = tmp_path / "seg"
    A.make_masks(str(root))
    held = {n: set(np.unique(A.mask_array(size, rects)).tolist())
            for n, size, _, rects in A.IMAGES}
    names = ["background", "cat", "dog", "bird"]
    truth = {c: sum(v in s for s in held.values()) for v, c in enumerate(names)}
    assert truth == {"background": 4, "cat": 3, "dog": 2, "bird": 1}
    said: list[tuple] = []   # the engine says how far it has read the masks: n of N
    assert quick_scan(str(root), progress=lambda *a: said.append(a)).classes == truth
    assert (0, 4) in said
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(root))
    assert "semantic segmentation" in panel.summary.text()
    # what the numbers count, as boxes' "the table shows objects per class" (a walk)
    assert "The table shows in how many images each class appears" in panel.summary.text()
    assert panel.classes.horizontalHeaderItem(1).text() == "Images"
    assert panel.classes.columnCount() == 2   # mask values are the labels: nothing to add
    assert [(panel.classes.verticalHeaderItem(r).text(), panel.classes.item(r, 0).text(),
             panel.classes.item(r, 1).text()) for r in range(panel.classes.rowCount())] == [
        ("0", "background", "4"), ("1", "cat", "3"), ("2", "dog", "2"), ("3", "bird", "1")]
    (root / "images" / "b.png").write_bytes(b"\x89PNG\r\n\x1a\nbroken")   # cat and bird
    assert quick_scan(str(root)).classes == {"background": 3, "cat": 2, "dog": 2, "bird": 0}


def test_annotation_options_reach_the_command_line(qapp):
    from gui.job import Job
    from gui.scan_result import ScanResult
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    assert "--masks" not in form.job("src").convert_args()
    form.set_job(Job(source="src", out="o", masks=True, skip_unannotated=True))
    form.set_scan(ScanResult(source="src", task="detection"))   # a scan found boxes
    args = form.job("src").convert_args()
    assert "--masks" in args and "--skip-unannotated" in args
    form.set_scan(ScanResult(source="src", task="multilabel"))  # masks store nothing there
    args = form.job("src").convert_args()
    assert "--masks" not in args and "--skip-unannotated" in args
    form.set_scan(ScanResult(source="src", task="detection"))
    # another source (class folders): its run neither uses nor records them, so a box left
    # ticked never makes it differ from its interrupted run (a walk's Resume was refused)
    form.show_annotation_options(False)
    args = form.job("src").convert_args()
    assert "--masks" not in args and "--skip-unannotated" not in args
    form.show_annotation_options(True)   # the choice is kept for the next annotated one
    assert form.job("src").skip_unannotated


def test_the_source_summary_shows_the_splits_an_export_gives(qtbot, window, tmp_path):
    # Roboflow's export divides its images into train/, valid/ and test/ folders; the run
    # keeps them, and the summary says so (nothing showed it, and "Split" looked like
    # what would divide them)
    root = X.make_roboflow_coco(str(tmp_path / "rf"))
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(root)
    res = window.source_panel.last_result
    assert res.task == "detection" and res.images == 4 and res.splits == {
        "train": 2, "val": 1, "test": 1}
    assert window.source_panel.summary.text().endswith(
        "<br>1 image without annotations (kept as a background image)"
        "<br>Splits the source gives: train 2, val 1, test 1")
    # a VOC export whose ImageSets name some images: the others follow "Split"
    root = A.make_voc(str(tmp_path / "voc"))
    os.makedirs(os.path.join(root, "ImageSets", "Main"))
    with open(os.path.join(root, "ImageSets", "Main", "val.txt"), "w") as f:
        f.write("a\n")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(root)
    assert window.source_panel.summary.text().endswith(
        "<br>Splits the source gives: val 1 (the other 3 images are divided as “Split” says)")


def test_a_coco_json_chosen_alone_is_read(qapp, tmp_path):
    # the file dialog offers *.json, and the engine reads one; the window refused it:
    # "The source must be a folder or a .csv/.tsv file."
    path = X.make_cvat_coco(str(tmp_path / "cvat"))
    res = quick_scan(os.path.join(path, "annotations", "instances_default.json"))
    assert res.error == "" and res.kind == "coco" and res.images == 4


def test_a_cvat_classification_export_shows_its_classes(qtbot, window, tmp_path, language):
    # CVAT's tags are a classification task's labels; the window showed such an export as
    # "object detection" with every image "without annotations"
    from gui import i18n
    root = X.make_cvat_tags(str(tmp_path / "cvat"),
                            {"a.jpg": ["cat"], "b.png": ["dog"], "c.jpg": ["cat"]})
    language("ja")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(root)
    res = window.source_panel.last_result
    assert (res.kind, res.task, res.images) == ("tags", "", 3)
    assert res.classes == {"dog": 1, "cat": 2, "bird": 0}   # bird: a tag no image has yet
    # Write as: Automatic (the tags) or multi-label (tests/gui/test_write_as_tags.py)
    assert window.source_panel.task_row.isVisible()
    panel = window.source_panel
    assert i18n.translate_in("ja", "SourcePanel", "CVAT tags") in panel.summary.text()
    assert panel.notices.text() == i18n.translate_in(   # not "a class folder has no images"
        "ja", "SourcePanel", "1 label has no tagged image: {names}. It stays a class (with no "
        "examples); tag images with it in CVAT, or delete the label there.").format(
        names="bird")
    [(path, _)] = res.problems
    shown = window.source_panel.problems.item(0).text()
    assert path.endswith("d.png") and shown.split(" — ", 1)[1].rsplit(" → ", 1)[0] == \
        i18n.translate_in("ja", "EngineText", "no tag in {file}: a classification export "
                          "needs one tag per image (its class); tag it in CVAT and export "
                          "again").format(file="annotations.xml")


def _cut(path: str) -> None:
    """Keep the first third of a file: a photo cut off in the copy (the run skips it)."""
    with open(path, "rb") as f:
        data = f.read()
    with open(path, "wb") as f:
        f.write(data[:len(data) // 3])


@pytest.mark.parametrize("fmt", ["coco", "voc", "multilabel"])
def test_the_class_table_counts_what_the_run_writes(qapp, tmp_path, fmt):
    # The scan listed a cut-off photo among its problems ("1 of the images counted will be
    # skipped") and still counted its objects: the table said dog 6 over a dataset whose
    # records (and Inspect's chart) held dog 5. It now counts only what the run writes.
    from engine.commands.inspect import inspect_paths
    make = {"coco": A.make_coco, "voc": A.make_voc, "multilabel": A.make_multilabel}[fmt]
    src = make(str(tmp_path / fmt))
    (photo,) = [os.path.join(d, "a.jpg") for d, _, names in os.walk(tmp_path / fmt)
                if "a.jpg" in names]
    _cut(photo)   # a.jpg: a cat and a dog
    res = quick_scan(src)
    assert list(res.broken) == [photo] and res.error == ""
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1"), timeout=300)
    assert code == 0, err
    labels = inspect_paths([str(out)]).merged_labels()
    written = {c.text: c.count for c in labels.classes}
    assert res.classes == written, (res.classes, written)
    assert {"cat": 2, "dog": 1}.items() <= written.items()   # a.jpg's cat and dog are gone
    if fmt != "multilabel":
        assert res.annotations["objects"] == sum(written.values())


def test_the_objects_with_shapes_are_those_the_run_writes(qapp, tmp_path):
    # A COCO export with a cut-short PNG read "598 objects" and, on the line below, "599
    # objects have shapes": the skipped image's objects left the one count, not the other.
    src = A.make_coco(str(tmp_path / "coco"))   # every object a polygon
    _cut(str(tmp_path / "coco" / "images" / "a.jpg"))   # a cat and a dog
    res = quick_scan(src)
    assert len(res.broken) == 1 and res.error == ""
    assert res.outlines.get("polygon") == res.annotations["objects"] == 4, res.outlines


def test_the_crowd_regions_said_are_those_the_run_draws(qapp, tmp_path):
    # Written as class masks, a COCO export with a cut-short PNG said "12 crowd regions
    # (iscrowd) are marked 255" of records that held 11: the skipped image's was counted.
    def crowds(doc):
        for a in doc["annotations"]:
            a["iscrowd"] = 1
    src = A.edited_coco(str(tmp_path / "coco"), crowds, rle=True)   # a: a cat and a dog
    whole = [n for n in quick_scan(src, task="segmentation").notices if "crowd" in n]
    assert whole == ["6 crowd regions (iscrowd) are marked 255, “ignore”, not as their "
                     "class: their pixels are left out of training"], whole
    _cut(str(tmp_path / "coco" / "images" / "a.jpg"))
    res = quick_scan(src, task="segmentation")
    assert len(res.broken) == 1 and res.error == ""
    said = [n for n in res.notices if "crowd" in n]
    assert said == ["4 crowd regions (iscrowd) are marked 255, “ignore”, not as their "
                    "class: their pixels are left out of training"], said
    assert res.coded[said[0]] == ("ann.seg_crowd", {"n": "4"})   # (said in ja, ko too)


@pytest.fixture
def yolo_with_gaps(tmp_path):
    """A YOLO export whose data.yaml names a class no box uses (zebra), with a val split
    holding an image without annotations (train holds another: d.png)."""
    import shutil
    root = A.make_yolo(str(tmp_path / "yolo"))
    val_images, val_labels = (os.path.join(root, d, "val") for d in ("images", "labels"))
    os.makedirs(val_images)
    os.makedirs(val_labels)
    shutil.copy(os.path.join(root, "images", "train", "a.jpg"), val_images)
    shutil.copy(os.path.join(root, "labels", "train", "a.txt"), val_labels)
    shutil.copy(os.path.join(root, "images", "train", "b.png"),
                os.path.join(val_images, "e.png"))   # no label file: no annotations
    with open(os.path.join(root, "data.yaml"), "w") as f:
        f.write("path: .\ntrain: images/train\nval: images/val\nnames:\n  0: cat\n  1: dog\n"
                "  2: bird\n  3: zebra\n")
    return root


def _run(src: str, out, *options) -> dict:
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "32",
                                              *options), timeout=300)
    assert code == 0, err
    return F.manifest(out)


@pytest.mark.parametrize("leave_out", [False, True])
def test_the_source_summary_counts_what_the_run_converts(qapp, tmp_path, yolo_with_gaps,
                                                         leave_out):
    """The classes are those of the label map (labels.txt): "1 class" was said of a
    data.yaml naming 2, one without a box. With "Leave out images without annotations"
    ticked, the images and the splits counted are those the run converts: "6 images …
    train 4, val 2" was said before a run of 4 (train 3, val 1)."""
    import re

    from gui.widgets.source_summary import summary_text
    res = quick_scan(yolo_with_gaps)
    assert res.error == "" and res.unannotated == {"train": 1, "val": 1}
    out = tmp_path / "out"
    m = _run(yolo_with_gaps, out, *(["--skip-unannotated"] if leave_out else []))
    labels = (out / "labels.txt").read_text().splitlines()
    assert labels == ["cat", "dog", "bird", "zebra"] and res.classes["zebra"] == 0
    text = summary_text(res, {}, leave_out)
    written = {name: split["records"] for name, split in m["splits"].items()}
    assert f"<b>{m['total_records']}</b> images, <b>{len(labels)}</b> classes" in text, text
    shown = dict((name, int(n)) for name, n in re.findall(
        r"(\w+) (\d+)", text.split("Splits the source gives: ")[1]))
    assert shown == written, (text, written)
    assert sum(written.values()) == (4 if leave_out else 6)


def test_the_leave_out_option_ticked_before_the_scan_counts_too(qtbot, window, yolo_with_gaps):
    # after a restart (or a new source, or F5) the option is ticked while no annotated
    # source is known: the panel counted 6 images "kept as background images" beside the
    # ticked box, and the run wrote 4
    window.options.skip_unannotated.setChecked(True)
    assert not window.options.job().skip_unannotated   # (not annotated yet: not in the job)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(yolo_with_gaps)
    assert window.options.job().skip_unannotated
    text = window.source_panel.summary.text()
    assert "<b>4</b> images" in text and "train 3, val 1" in text, text


def test_a_class_without_boxes_is_noted(qtbot, window, yolo_with_gaps, language):
    """A data.yaml class no box uses showed 0 in the table with no word of its own: a
    notice says it has none and stays in the label map (as labels.txt keeps it)."""
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(yolo_with_gaps)
    panel = window.source_panel
    rows = {panel.classes.item(r, 0).text(): panel.classes.item(r, 1).text()
            for r in range(panel.classes.rowCount())}
    assert rows["zebra"] == "0" and rows["cat"] != "0"
    said = panel.notices.text()
    assert ("1 class has no boxes in the source: zebra. It stays in the label map "
            "(labels.txt), with no examples.") in said, said
    assert "cat" not in said.split("no boxes")[1].split(".")[0]   # only the unused one
    language("ko")
    panel._show_notices()
    said = panel.notices.text()
    assert "zebra" in said and "no boxes" not in said, said
