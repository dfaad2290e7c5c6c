"""Annotation problems are said with their file, a reason a person can act on and what to
do, and nothing goes without a word: a YOLO line that is no box (its image's other boxes
went with it unsaid), a class mask's values that are no class and colours labelmap.txt
gives to none (the first only, no fix, "0..0"), a COCO RLE mask of another size than its
image (found by the run alone, naming no annotation) and an annotation without
category_id ("unknown category id None"). Each through the real reader and the engine on a
small generated dataset, and the rest converts."""

from __future__ import annotations

import os

import numpy as np
from PIL import Image

from engine.reason_codes import describe, render
from engine.sources import masks
from tests.engine import annotated_data as A
from tests.engine.annotation_scan import reasons, scan
from tests.engine.conftest import run_cli
from tests.engine.imagefactory import manifest, rejected_rows


def _converted(src: str, out, *more: str) -> tuple[dict[str, tuple[str, str]], int]:
    """({image name: (reason, stage)} of rejected.csv, the records written) of a convert."""
    code, _, err = run_cli("convert", src, "--out", str(out), "--size", "32", "--workers",
                           "1", *more, timeout=300)
    assert code == 0, err[-2000:]
    rows = {os.path.basename(r["path"]): (r["reason"], r["stage"]) for r in rejected_rows(out)}
    return rows, manifest(out)["total_records"]


def _coded(text: str, code: str) -> dict:
    """The parameters of ``text``, which must be ``code``'s sentence and render back."""
    found, params = describe(text)
    assert found == code, (found, text)
    assert render(found, params) == text
    return params


def test_a_yolo_line_that_is_no_box_skips_its_image_with_its_other_boxes_and_says_so(tmp_path):
    root = A.make_yolo(str(tmp_path / "yolo"))
    labels = tmp_path / "yolo" / "labels" / "train"
    good = (labels / "a.txt").read_text()
    (labels / "a.txt").write_text(good + "0 0.5 0.5 0.2\n")          # 4 values, 2 good boxes
    (labels / "b.txt").write_text("1 0.5 0.5 0.2 0.2 0.3\n")          # 6 values, alone
    why = reasons(scan(root))
    assert why["a.jpg"] == (
        "labels/train/a.txt line 3: the wrong number of values (4) for a box (class cx cy w h: "
        "5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image "
        "is skipped with its 2 other boxes. Correct or delete that line")
    assert _coded(why["b.png"], "ann.yolo_field_count_alone")["count"] == "6"
    assert _coded(why["a.jpg"], "ann.yolo_field_count")["n"] == "2"
    (labels / "b.txt").write_text("1 0.5 0.5 0.2 0.2\n0 0.5 0.5 wide 0.2\n")
    assert reasons(scan(root))["b.png"] == (
        "labels/train/b.txt line 2: '0 0.5 0.5 wide 0.2' is not numbers (class cx cy w h); the "
        "image is skipped with its 1 other box. Correct the numbers on that line")
    rows, records = _converted(root, tmp_path / "out")
    assert {n: stage for n, (_, stage) in rows.items()} == {"a.jpg": "scan", "b.png": "scan"}
    assert rows["a.jpg"][0] == why["a.jpg"]
    assert _coded(rows["b.png"][0], "ann.yolo_not_numbers_skipped")["line"] == "2"
    assert records == 2   # c.jpg, d.png


def _mask_source(root) -> str:
    """Four images and their masks, classes by CVAT's labelmap.txt (its colours for the
    colour masks, its order for the grey ones): s1's grey mask holds 3, 4, 5 and 9, s2's
    colour mask two colours of no class; s0 and s3 are right."""
    os.makedirs(root / "images")
    os.makedirs(root / "masks")
    colours = [(0, 0, 0), (200, 0, 0), (0, 200, 0)]
    for i in range(4):
        Image.new("RGB", (16, 12), (40 * i, 90, 200)).save(root / "images" / f"s{i}.png")
    grey = np.zeros((12, 16), np.uint8)
    grey[:2, :2], grey[4, 4] = 1, 2
    Image.fromarray(grey, "L").save(root / "masks" / "s0.png")
    wrong = grey.copy()
    wrong[6, :4] = (3, 4, 5, 9)
    Image.fromarray(wrong, "L").save(root / "masks" / "s1.png")
    rgb = np.array(colours, np.uint8)[grey]
    Image.fromarray(rgb, "RGB").save(root / "masks" / "s3.png")
    rgb[0, 0], rgb[5, 5] = (9, 9, 9), (1, 2, 3)
    Image.fromarray(rgb, "RGB").save(root / "masks" / "s2.png")
    (root / "labelmap.txt").write_text("# label:color_rgb:parts:actions\n" + "".join(
        f"{n}:{r},{g},{b}::\n" for n, (r, g, b) in zip(("background", "cell", "nucleus"),
                                                     colours, strict=True)))
    return str(root)


def test_a_masks_values_and_colours_of_no_class_are_each_named_with_the_fix(tmp_path):
    src = _mask_source(tmp_path / "seg")
    code, docs, err = run_cli("scan", src, "--json", "--list", timeout=300)
    assert code == 0, err[-2000:]
    found = {os.path.basename(p): why for p, why in docs[0]["problems"]}
    assert found == {
        "s1.png": "the mask masks/s1.png holds 4 values that are no class: 3 to 5 and 9 (the "
                  "class names list has classes 0 to 2; 255 = ignore). Add lines to the class "
                  "names file until it names class 9, or repaint those pixels with a class's "
                  "value",
        "s2.png": "the mask masks/s2.png has 2 colours that labelmap.txt gives to no class: "
                  "(1,2,3) and (9,9,9). Add a class for each of these colours to labelmap.txt, "
                  "or repaint those pixels with the colours of classes"}
    assert _coded(found["s1.png"], "ann.mask_values")["values"] == "3 to 5 and 9"
    assert _coded(found["s2.png"], "ann.mask_colours")["n"] == "2"
    rows, records = _converted(src, tmp_path / "out", "--format", "png")
    assert {n: why for n, (why, _) in rows.items()} == found   # the run's words are the scan's
    assert records == 2
    # a names list of one class: "only class 0", not "0..0"; two values beside each other
    # are two values, not a range
    (tmp_path / "seg" / "labelmap.txt").unlink()
    (tmp_path / "seg" / "classes.txt").write_text("background\n")
    refused, _ = masks.read_masks(scan(src).samples, 1 << 28)
    why = dict((os.path.basename(p), w) for p, w in refused)["s0.png"]
    assert why.startswith("the mask masks/s0.png holds 2 values that are no class: 1 and 2 "
                          "(the class names list has only class 0; 255 = ignore). Add lines "
                          "to the class names file until it names class 2"), why
    assert "0..0" not in why
    _coded(why, "ann.mask_values_one")


def _coco_with(tmp_path, edit) -> str:
    return A.edited_coco(str(tmp_path / "coco"), edit, rle=True)


def test_a_coco_rle_mask_not_of_its_images_size_is_found_before_converting(tmp_path):
    """The run failed a.jpg while converting with "an object's RLE mask is 400x640, the
    image is 640x400", which named no annotation; now the scan sets it aside, naming the
    annotation and the image (a.jpg's size from the JSON; b.png's, which the JSON does
    not give, from its file), when the masks are drawn."""
    def edit(doc):
        doc["annotations"][1]["segmentation"]["size"] = [640, 400]    # a.jpg: written [w, h]
        del doc["images"][1]["width"], doc["images"][1]["height"]      # b.png: 300x200
        doc["annotations"][3]["segmentation"] = {"size": [100, 100], "counts": [10000]}
    path = _coco_with(tmp_path, edit)
    why = reasons(scan(path, masks=True))
    assert why["a.jpg"] == (
        "instances_train.json annotation 2: its RLE mask is 400x640, but its image a.jpg is "
        "640x400; the image is skipped with its 1 other object. An RLE mask is its image's "
        "size ('size': [height, width]): correct the annotation or its image_id in "
        "instances_train.json, or export the annotations again")
    params = _coded(why["b.png"], "ann.coco_rle_size")
    assert (params["id"], params["mask_w"], params["w"], params["h"]) == ("4", "100", "300",
                                                                          "200")
    assert set(reasons(scan(path, task="segmentation"))) == {"a.jpg", "b.png"}
    assert reasons(scan(path)) == {}   # boxes alone: the masks are not drawn, nothing is lost
    # `engine scan --masks`, as the window's scan runs with the Masks option: the same
    for extra, listed in (((), set()), (("--masks",), {"a.jpg", "b.png"})):
        code, docs, err = run_cli("scan", path, "--json", *extra, timeout=300)
        assert code == 0, err
        assert {os.path.basename(p) for p, _ in docs[0]["problems"]} == listed, docs[0]
    rows, records = _converted(path, tmp_path / "out", "--masks")
    assert rows == {"a.jpg": (why["a.jpg"], "scan"), "b.png": (why["b.png"], "scan")}
    assert records == 2   # c.jpg, d.png


def test_a_coco_annotation_without_category_id_is_said_so_with_its_id(tmp_path):
    """It read "unknown category id None (not in 'categories')" and "Add category None"."""
    def edit(doc):
        del doc["annotations"][2]["category_id"]           # b.png's first of 2
        doc["annotations"][4]["category_id"] = None         # c.jpg's first of 2
        doc["annotations"][5]["category_id"] = 99
    path = _coco_with(tmp_path, edit)
    r = scan(path)
    why = reasons(r)
    assert why["b.png"] == (
        "instances_train.json annotation 3 has no category_id; the image is skipped with its 1 "
        "other object. Give the annotation the id of its category (one of 'categories') in "
        "instances_train.json")
    assert _coded(why["c.jpg"], "ann.coco_no_category")["id"] == "5"   # (the first said)
    assert "None" not in why["b.png"] + why["c.jpg"]
    assert sorted(os.path.basename(s.path) for s in r.samples) == ["a.jpg", "d.png"]
    assert r.annotations["object_problems"] == {}


def test_a_coco_annotation_without_id_or_with_a_list_category_is_said_in_words(tmp_path):
    """An annotation without an id read "annotation None"; a category_id that is a list
    read as an unknown category ("unknown category id [1, 2]… Add category [1, 2]")."""
    def edit(doc):
        del doc["annotations"][0]["id"]                    # a.jpg's first of 2
        doc["annotations"][0]["category_id"] = 99
        doc["annotations"][2]["category_id"] = [1, 2]      # b.png's first of 2
        del doc["annotations"][4]["id"], doc["annotations"][4]["category_id"]   # c.jpg's
    why = reasons(scan(_coco_with(tmp_path, edit)))
    assert why["a.jpg"].startswith(
        "instances_train.json annotation number 1 in 'annotations' (it has no id): unknown "
        "category id 99 (not in 'categories')"), why["a.jpg"]
    assert why["b.png"] == (
        "instances_train.json annotation 3: its category_id [1, 2] is not a category's id "
        "(one number or name); the image is skipped with its 1 other object. Give the "
        "annotation the id of one category (one of 'categories') in instances_train.json")
    assert _coded(why["b.png"], "ann.coco_category_not_id")["category"] == "[1, 2]"
    assert _coded(why["c.jpg"], "ann.coco_no_category")["id"] == \
        "number 5 in 'annotations' (it has no id)"
    assert all("None" not in w and "unknown category id [" not in w for w in why.values())
