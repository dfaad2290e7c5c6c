"""Annotated sources in the window: the source panel recognises a COCO dataset through
the engine's scan and draws the boxes on its thumbnails; the Inspect tab draws the stored
boxes and masks on the output's records. SAVE_SCREENSHOTS=1 writes the screenshots of
docs/gui.md."""

from __future__ import annotations

import os
import sys

import numpy as np
import pytest
from PySide6.QtGui import QImage
from studio_fixtures import ROOT, model_of_run

from gui.overlay import class_colour, paint
from gui.scan import quick_scan

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_data as A  # noqa: E402
from tests.engine import annotated_exports as X  # noqa: E402
from tests.engine import imagefactory as F  # noqa: E402

WAIT = 120_000
#: The docs screenshots are rewritten only when asked (SAVE_SCREENSHOTS=1): a test run
#: must not change tracked files.
DOCS = os.path.join(ROOT, "docs")


@pytest.fixture(scope="module")
def coco(tmp_path_factory):
    root = tmp_path_factory.mktemp("coco")
    A.make_coco(str(root / "coco"))
    out = root / "out"
    code, _, err = F.run_engine(F.engine_argv(root / "coco", out, "--size", "192", "--resize",
                                              "fit", "--workers", "1", "--masks"), timeout=300)
    assert code == 0, err
    return root / "coco", out


def _pixels(img: QImage) -> np.ndarray:
    img = img.convertToFormat(QImage.Format_RGB888)
    arr = np.frombuffer(img.constBits(), np.uint8, img.bytesPerLine() * img.height())
    return arr.reshape(img.height(), img.bytesPerLine())[:, :img.width() * 3].reshape(
        img.height(), img.width(), 3)


def test_quick_scan_recognises_coco_and_paints_boxes(qapp, coco):
    res = quick_scan(str(coco[0]))
    assert res.error == "" and res.task == "detection" and res.kind == "coco"
    assert res.images == 4 and res.classes == {"bird": 1, "cat": 3, "dog": 2}
    a = next(p for p in res.samples if p.endswith("a.jpg"))
    boxes = res.overlays[a]["boxes"]
    assert [b[4] for b in boxes] == ["cat", "dog"]
    plain = QImage(200, 125, QImage.Format_RGB32)
    plain.fill(0)
    drawn = _pixels(paint(plain, res.overlays[a]))
    # the cat box's left edge (x = 0.1) is drawn in the cat's colour
    c = class_colour("cat")
    edge = {tuple(int(v) for v in drawn[60, x]) for x in (19, 20, 21)}
    assert (c.red(), c.green(), c.blue()) in edge
    assert drawn[60, 60].max() == 0  # inside the box: untouched


def test_quick_scan_lists_the_problems_in_the_annotations(qapp, tmp_path):
    """The scan shows problems found in the annotations (issue 13): an image with an
    unknown category and a box outside its image, each named with its reason."""
    import json

    path = A.make_coco(str(tmp_path / "coco"), polygons=False)
    with open(path) as f:
        data = json.load(f)
    data["annotations"] += [{"id": 98, "image_id": 3, "category_id": 42, "bbox": [1, 1, 5, 5]},
                            {"id": 99, "image_id": 2, "category_id": 1,
                             "bbox": [500, 10, 5, 5]}]
    with open(path, "w") as f:
        json.dump(data, f)
    res = quick_scan(str(tmp_path / "coco"))
    assert res.error == "" and res.task == "detection" and res.images == 3
    why = {os.path.basename(p): r for p, r in res.problems}
    assert "unknown category id 42" in why["c.jpg"], res.problems
    assert "box outside the image" in why["b.png"], res.problems


def test_a_broken_image_beside_good_annotations_is_found_before_start(qapp, tmp_path):
    # The engine's scan reads the annotations, not the images: a text file named .jpg in
    # JPEGImages passed the preview of a VOC dataset (12 problems) and was the run's skip.
    # The images it lists now get the content checks a folder's get.
    root = A.make_voc(str(tmp_path / "voc"))
    bad = os.path.join(root, "JPEGImages", "zz_notes.jpg")
    with open(bad, "w") as f:
        f.write("field notes, not a photo\n")
    res = quick_scan(root)
    assert res.task == "detection" and res.broken == {
        bad: "this is a text file named .jpg, not an image"}
    assert res.samples[0] == bad   # its marked thumbnail comes first
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(root, out, "--workers", "1"), timeout=300)
    assert code == 0, err
    skipped = (out / "rejected.csv").read_text(encoding="utf-8").splitlines()[1:]
    assert [line.split(",")[0] for line in skipped] == [bad]


def test_the_source_summary_says_which_problems_the_run_skips(qtbot, window, tmp_path):
    # "14 problems found" over a VOC source of which the run skipped 2: the other 12 were
    # boxes clipped to their image, whose images are converted. The summary says so.
    root = A.make_voc(str(tmp_path / "voc"))
    ann = os.path.join(root, "Annotations")
    first = sorted(os.listdir(ann))[0]
    with open(os.path.join(ann, first)) as f:
        xml = f.read()
    with open(os.path.join(ann, first), "w") as f:   # every box past the right edge
        f.write(xml.replace("</xmax>", "0</xmax>"))
    with open(os.path.join(root, "JPEGImages", "zz_notes.jpg"), "w") as f:
        f.write("not a photo\n")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(root)
    res = window.source_panel.last_result
    assert res.object_notes >= 1 and len(res.problems) == res.object_notes + 1
    assert (f"{len(res.problems)} problems found; they are listed below. 1 of the "
            f"{res.images} images will be skipped. {res.images - 1} images will be converted. "
            f"The other {res.object_notes} are about objects; their images are converted."
            ) in window.source_panel.summary.text()
    # each line says what happens to its own file: the broken photo, found by the window's
    # content check and listed after the engine's notes about objects, was said to be
    # "left out; the image is converted" and the first box note "the image is skipped"
    problems = window.source_panel.problems
    lines = [problems.item(i).text() for i in range(problems.count())]
    photo = [x for x in lines if "zz_notes.jpg" in x]
    assert len(photo) == 1 and photo[0].endswith("→ the image is skipped")
    boxes = [x for x in lines if "zz_notes.jpg" not in x]
    assert len(boxes) == res.object_notes and not any(x.endswith("skipped") for x in boxes)


def test_source_panel_and_inspect_draw_annotations(qtbot, window, coco, tmp_path):
    src, out = coco
    shots = DOCS if os.environ.get("SAVE_SCREENSHOTS") else str(tmp_path)
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.thumbs.count() == 4, timeout=WAIT)
    assert "object detection" in panel.summary.text()
    assert "6 objects" in panel.summary.text()
    assert panel.classes.horizontalHeaderItem(1).text() == "Objects"
    window.resize(1280, 860)
    window.grab().save(os.path.join(shots, "screenshot-annotated-source.png"))

    insp = window.inspect
    window.main_tabs.setCurrentWidget(insp)
    with qtbot.waitSignal(insp.thumbnailsDone, timeout=WAIT):
        with qtbot.waitSignal(insp.summaryLoaded, timeout=WAIT):
            insp.open_paths([str(out)])
    assert insp.grid.count() == 4
    # the class chart counts the boxes (issue 13): 3 cats, 2 dogs, 1 bird, named
    assert insp.histogram.getPlotItem().titleLabel.text.startswith("Objects per class")
    classes = insp.report["summary"]["labels"]["classes"]
    assert {c["text"]: c["count"] for c in classes} == {"cat": 3, "dog": 2, "bird": 1}
    assert list(insp.histogram.bars.opts["height"]) == [c["count"] for c in classes]
    insp.grid.setCurrentRow(0)
    qtbot.wait(200)
    window.grab().save(os.path.join(shots, "screenshot-annotated-inspect.png"))
    icon = insp.grid.item(0).icon().pixmap(96, 96).toImage()
    px = _pixels(icon)
    colours = {(c.red(), c.green(), c.blue()) for c in map(class_colour, A.ORDER)}
    assert any(tuple(int(v) for v in p) in colours for p in px.reshape(-1, 3)), \
        "no box drawn on the Inspect thumbnail"


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
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    assert "--masks" not in form.job("src").convert_args()
    form.set_job(Job(source="src", out="o", masks=True, skip_unannotated=True))
    form.show_annotation_options(True)   # (a scan found an annotated source)
    args = form.job("src").convert_args()
    assert "--masks" in args and "--skip-unannotated" in args
    # another source (class folders): its run neither uses nor records them, so a box left
    # ticked never makes it differ from its interrupted run (a walk's Resume was refused)
    form.show_annotation_options(False)
    args = form.job("src").convert_args()
    assert "--masks" not in args and "--skip-unannotated" not in args
    form.show_annotation_options(True)   # the choice is kept for the next annotated one
    assert form.job("src").skip_unannotated


def _yolo(root, labels: dict[str, str]):
    """A YOLO export of one class, cat: a 64x48 image per name of ``labels`` and its label
    file holding that text. Its folder."""
    from PIL import Image
    (root / "images").mkdir(parents=True)
    (root / "labels").mkdir()
    for name, text in labels.items():
        Image.new("RGB", (64, 48), (200, 50, 50)).save(root / "images" / f"{name}.jpg")
        (root / "labels" / f"{name}.txt").write_text(text)
    (root / "classes.txt").write_text("cat\n")
    return root


def test_an_annotated_sources_problems_are_shown_in_the_windows_language(qtbot, window,
                                                                         tmp_path, language):
    # The engine's scan lists them in English; it now sends each one's code too, so the
    # panel shows them translated, as the failures of a run are (they stayed English).
    from gui import i18n
    root = _yolo(tmp_path / "yolo", {"a": "0 0.5 0.5 0.2 0.2\n",
                                     "b": "0 0.5 0.5 0.2\n"})          # a field short
    language("ja")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(root))
    res = window.source_panel.last_result
    assert res.task == "detection" and len(res.problems) == 1
    shown = window.source_panel.problems.item(0).text()
    assert "labels/b.txt" in shown and "4 fields" not in shown, shown
    reason, what = shown.split(" — ", 1)[1].rsplit(" → ", 1)
    assert what == i18n.translate_in("ja", "SourcePanel", "the image is skipped")
    assert reason == i18n.translate_in(
        "ja", "EngineText", "{file} line {line}: {count} fields, expected 5 (class cx cy "
        "w h) or a polygon (class x1 y1 x2 y2 x3 y3 ...)").format(
        file="labels/b.txt", line="1", count="4")


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


def test_a_colour_mask_is_drawn_in_its_own_colours(qapp, tmp_path):
    # CVAT's colour masks are read by labelmap.txt; the thumbnail showed them as grey
    # levels coloured by a made-up index (a different colour for each class than its own)
    root = X.make_cvat_masks(str(tmp_path / "cvat"))
    res = quick_scan(root)
    assert res.error == "" and res.task == "segmentation" and not res.problems
    a = next(p for p in res.samples if p.endswith("a.jpg"))
    plain = QImage(320, 200, QImage.Format_RGB32)     # a.jpg is 640x400: half size
    plain.fill(0)
    drawn = _pixels(paint(plain, res.overlays[a]))
    r, g, b = X.LABELMAP_COLOURS["cat"]                 # the cat is at (64, 48)-(256, 208)
    assert tuple(drawn[64, 80]) == tuple(round(v * 110 / 255) for v in (r, g, b))
    assert drawn[5, 5].max() == 0                       # background: nothing drawn


def test_a_coco_json_chosen_alone_is_read(qapp, tmp_path):
    # the file dialog offers *.json, and the engine reads one; the window refused it:
    # "The source must be a folder or a .csv/.tsv file."
    path = X.make_cvat_coco(str(tmp_path / "cvat"))
    res = quick_scan(os.path.join(path, "annotations", "instances_default.json"))
    assert res.error == "" and res.kind == "coco" and res.images == 4


def test_a_class_mask_of_an_exif_turned_photo_lines_up_in_its_thumbnail(qapp, tmp_path):
    # c.jpg is stored sideways with EXIF orientation 6 and its mask is drawn on the stored
    # pixels: the thumbnail is turned, and the mask was laid over it unturned, stretched
    from gui.scan import load_thumbnail, orientation_of
    root = A.make_masks(str(tmp_path / "seg"))
    res = quick_scan(root)
    c = next(p for p in res.samples if p.endswith("c.jpg"))
    assert orientation_of(c) == 4            # Qt's Rotate90
    thumb = load_thumbnail(c)
    assert thumb.height() > thumb.width()    # shown upright
    before = _pixels(thumb).astype(int)
    after = _pixels(paint(thumb, res.overlays[c], orientation_of(c))).astype(int)
    changed = np.abs(after - before).sum(axis=2) > 30
    coloured = before.max(axis=2) > 100      # the rectangles; the rest is black
    assert changed.sum() > 0.8 * coloured.sum()
    assert (changed & coloured).sum() > 0.9 * changed.sum()


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
    assert not window.source_panel.task_row.isVisible()
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


def test_an_image_that_lost_every_box_is_not_called_unannotated(qtbot, window, tmp_path):
    # a VOC file whose only boxes lie outside the picture: the window said "2 images without
    # annotations (kept as background images)" of images the lab did label
    root = A.make_voc(str(tmp_path / "voc"))
    ann = os.path.join(root, "Annotations", "a.xml")
    with open(ann) as f:
        xml = f.read()
    with open(ann, "w") as f:   # every box past the right edge, start and end
        f.write(xml.replace("<xmin>", "<xmin>9").replace("<xmax>", "<xmax>9"))
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(root)
    text = window.source_panel.summary.text()
    assert "from Pascal VOC:" in text
    assert ("<br>1 image without annotations (kept as a background image)<br>1 image lost "
            "every object to the problems listed below; it is kept with none (“Leave out "
            "images without annotations” leaves them out)") in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_objects_lost_while_converting_are_in_the_summary(qtbot, window, tmp_path, language,
                                                          lang):
    # an image the JSON gives no size (nothing to check a box against at scan): a box
    # beyond its picture lands outside it while converting, and nothing in the window said
    # so (only the log did). (A size four times the file's was the example: its boxes are
    # now scaled to the file, engine.sources.declared_size.)
    import json
    A.write_images(str(tmp_path / "coco" / "images"))
    name, size, _, _ = A.IMAGES[3]   # d.png: upright, no EXIF turn
    data = {"images": [{"id": 1, "file_name": name}],
            "annotations": [{"id": 1, "image_id": 1, "category_id": 1,
                             "bbox": [size[0] * 2, size[1] * 2, 40, 40]},
                            {"id": 2, "image_id": 1, "category_id": 1, "bbox": [5, 5, 0, 9]}],
            "categories": [{"id": 1, "name": "cat"}]}
    (tmp_path / "coco" / "instances_x.json").write_text(json.dumps(data))
    code, events, err = F.run_engine(F.engine_argv(tmp_path / "coco", tmp_path / "out",
                                                   "--size", "64", "--workers", "1"),
                                     timeout=300)
    assert code == 0, err[-2000:]
    model = model_of_run(events)
    if lang != "en":
        language(lang)
    panel = window.summary
    panel.show_model(model)
    text = panel.values["objects"].text()
    assert panel.values["objects"].isVisibleTo(panel)
    assert text == {"en": "2 objects left out or clipped (a box with no size: 1; outside the "
                          "picture after resizing: 1)",
                    "ja": "2 個のオブジェクトを除外または切り詰めました (大きさのないボックス: 1; "
                          "リサイズ後に画像の外: 1)"}[lang]


def test_the_problem_counts_agree_with_the_images_counted_and_the_run(qtbot, window, tmp_path):
    """"9 images … (3 images will be skipped)" over a run that wrote 8: 2 of the 3 were
    entries the scan set aside, not among the 9. The summary now tells them apart."""
    import json
    A.write_images(str(tmp_path / "coco" / "images"))
    images = [{"id": i, "file_name": n, "width": size[0], "height": size[1]}
              for i, (n, size, _, _) in enumerate(A.IMAGES, 1)]
    images.append({"id": 9, "file_name": "missing.jpg", "width": 10, "height": 10})
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [5, 5, 20, 20]},
            {"id": 2, "image_id": 2, "category_id": 1, "bbox": [5000, 5, 20, 20]}]
    (tmp_path / "coco" / "instances_x.json").write_text(json.dumps(
        {"images": images, "annotations": anns, "categories": [{"id": 1, "name": "cat"}]}))
    photo = tmp_path / "coco" / "images" / A.IMAGES[2][0]
    photo.write_bytes(photo.read_bytes()[:300])            # cut short: counted, then skipped
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(tmp_path / "coco"))
    text = window.source_panel.summary.text()
    assert "<b>4</b> images" in text
    assert ("3 problems found; they are listed below. 1 of the 4 images will be skipped. 3 "
            "images will be converted. Not used: 1 annotation entry of a missing image "
            "(images/missing.jpg); "
            "not among the 4 images counted. The other one is about an object; its image is "
            "converted.") in text, text
    code, _, err = F.run_engine(F.engine_argv(tmp_path / "coco", tmp_path / "out", "--size",
                                              "32", "--workers", "1"), timeout=300)
    assert code == 0, err
    manifest = F.manifest(tmp_path / "out")
    assert sum(v["records"] for v in manifest["splits"].values()) == 4 - 1


def test_the_masks_scan_line_says_what_the_run_then_does(qtbot, settings, tmp_path):
    """seg/: 10 images, a mask of the wrong size, a colour mask, a missing mask, a mask
    without an image, a broken mask and a broken image. The scan said "9 images … 5
    problems found (1 of the images counted will be skipped; 4 entries were set aside and
    are not counted)", the run "9 of 9 · 5 written · 4 skipped (+2 before converting)"."""
    from studio_fixtures import start_and_wait

    from gui.main_window import MainWindow
    from tests.engine.annotated_sources import seg_with_problems
    src = seg_with_problems(tmp_path / "seg")
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    with qtbot.waitSignal(w.source_panel.scanned, timeout=WAIT):
        w.set_source(src)
    text = w.source_panel.summary.text()
    assert "<b>9</b> images" in text
    assert ("6 problems found; they are listed below. 4 of the 9 images will be skipped. 5 "
            "images will be converted. Not used: 1 image without annotations, 1 annotation "
            "file without an image (images/s03.png, "
            "masks/orphan.png); not among the 9 images counted.") in text, text
    # each entry set aside says what it is: a mask without an image was said to skip "the
    # image" (there is none), an image without a mask what the run does with it
    problems = w.source_panel.problems
    lines = [problems.item(i).text() for i in range(problems.count())]
    (orphan,) = [x for x in lines if "mask without an image" in x]
    assert orphan.endswith("→ this mask is not used: there is no image for it"), lines
    (bare,) = [x for x in lines if "no mask:" in x]
    assert bare.endswith("→ the image is not converted: it has no mask"), lines
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.set_size("32")
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    assert start_and_wait(qtbot, w), w.model.error
    # one count of what was skipped, as the Summary's Skipped and the Failures tab say it
    # (5 written and 4 skipped: the 9 counted; the 2 entries set aside said apart)
    assert w.progress.counts.text() == ("9 of 9 images (100.0%) · 5 written · 4 skipped · "
                                        "1 image without annotations, 1 annotation "
                                        "file without an image not used")
    assert w.summary.values["failed"].text() == ("4 · 1 image without annotations, 1 "
                                                 "annotation file without an image not used (see "
                                                 "the Failures tab)")
    assert w.tabs.tabText(w.tabs.indexOf(w.failures)) == "Failures (6)"


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


def test_each_problem_says_what_the_run_does_about_it(qtbot, window, tmp_path):
    """A YOLO export's list said "unknown class 7" (its image is skipped) and "box outside
    the image" (only that box is left out) alike: a walk could not tell which images it
    would lose."""
    root = _yolo(tmp_path / "yolo", {"a": "0 0.5 0.5 0.2 0.2\n7 0.5 0.5 0.2 0.2\n",
                                     "b": "0 0.5 0.5 0.2 0.2\n0 1.5 1.5 0.2 0.2\n",
                                     "c": "0 0.95 0.5 0.2 0.2\n"})    # past the right edge
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(root))
    panel = window.source_panel
    rows = {panel.problems.item(i).text().split(" — ")[0]: panel.problems.item(i).text()
            for i in range(panel.problems.count())}
    assert rows["images/a.jpg"].endswith(" → the image is skipped"), rows
    assert rows["images/b.jpg"].endswith(" → this object is left out; the image is "
                                         "converted"), rows
    # (its reason says it: "box extends outside the image: clipped"; said twice, a walk saw)
    assert rows["images/c.jpg"].endswith(": clipped") and " → " not in rows["images/c.jpg"]


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
