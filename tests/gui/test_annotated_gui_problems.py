"""The problems of annotated sources in the window: the scan lists them (broken images
beside good annotations too), each says what the run does about it, in the window's
language, and the source summary's counts agree with the images counted and with the run
(entries set aside, objects lost while converting)."""

from __future__ import annotations

import os
import sys

import pytest
from studio_fixtures import ROOT, model_of_run

from gui.scan import quick_scan

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_data as A  # noqa: E402
from tests.engine import imagefactory as F  # noqa: E402

WAIT = 120_000


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
        bad: "not an image: the file contains text (take it out of the source)"}
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
    assert "labels/b.txt" in shown and "wrong number" not in shown, shown
    # (its reason says the image is skipped, and what to do: no "→ …" after it)
    assert shown.split(" — ", 1)[1] == i18n.translate_in(
        "ja", "EngineText", "{file} line {line}: the wrong number of values ({count}) for a "
        "box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 "
        "or more); the image is skipped. Correct or delete that line").format(
        file="labels/b.txt", line="1", count="4")


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
    assert text == {"en": "2 objects left out (a box with no size: 1; outside the picture "
                          "after resizing: 1)",
                    "ja": "除外したオブジェクト 2 個 (大きさのないボックス: 1; リサイズ後に画像"
                          "の外: 1)"}[lang]


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
            "images will be converted. Not used: 1 image entry whose file is missing "
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
            "images will be converted. Not used: 1 image without a mask, 1 mask without an "
            "image (images/s03.png, "
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
                                        "1 image without a mask, 1 mask without an "
                                        "image not used")
    assert w.summary.values["failed"].text() == ("4 · 1 image without a mask, 1 mask "
                                                 "without an image not used (see "
                                                 "the Failures tab)")
    assert w.tabs.tabText(w.tabs.indexOf(w.failures)) == "Failures (6)"


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
    # (its reason says it, and that its valid box goes with it, as the run does)
    assert rows["images/a.jpg"] == (
        "images/a.jpg — labels/a.txt line 2: unknown class 7 (the class names list has only "
        "class 0); the image is skipped with its 1 other box. Correct the class number on "
        "that line, or name class 7 in classes.txt"), rows   # (it said "has 0..0")
    assert rows["images/b.jpg"].endswith(" → this object is left out; the image is "
                                         "converted"), rows
    # (its reason says it: "box extends outside the image: clipped"; said twice, a walk saw)
    assert rows["images/c.jpg"].endswith(": clipped") and " → " not in rows["images/c.jpg"]


def test_a_two_point_polygon_says_its_object_keeps_its_box(qtbot, window, tmp_path):
    """A 2-point polygon in a CVAT COCO export was said nowhere (the object kept its box);
    now said, its line does not add "this object is left out" of an object the run
    writes, and the Summary counts it under its own words."""
    import json
    from pathlib import Path

    from gui.widgets.summary_text import object_problems_text

    def edit(doc):
        doc["annotations"][0]["segmentation"] = [[20, 20, 60, 60]]
    path = A.edited_coco(str(tmp_path / "coco"), edit)
    first = json.loads(Path(path).read_text())["images"][0]["file_name"]
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(path)
    panel = window.source_panel
    lines = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert lines == [f"images/{first} — instances_train.json annotation 1: a polygon of "
                     "fewer than 3 points outlines nothing: it is not used, the object "
                     "keeps its box (to keep its shape, fix the polygon in the annotation "
                     "tool and export again)"], lines
    assert object_problems_text({"a polygon of fewer than 3 points outlines nothing": 1}) \
        == "1 object kept clipped or with only its box (a polygon of fewer than 3 points, " \
           "not used: 1)"
