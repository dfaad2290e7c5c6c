"""One unusable object sets its whole image aside (kept, that object would be background in
it): the reason says so with the image's other objects, and what to do, in every reader
that does it (YOLO's unknown class, COCO's unknown category, a box table's row that is no
box), and none of the image's other objects is counted as left out of an image the run
converts."""

from __future__ import annotations

import os
from pathlib import Path

from engine.reason_codes import describe, render
from tests.engine import annotated_data as A
from tests.engine.annotation_scan import reasons, scan


def _coco(tmp_path, edit) -> str:
    return A.edited_coco(str(tmp_path / "coco"), edit)


def test_a_coco_unknown_category_says_the_image_goes_with_its_other_objects_and_the_fix(
        tmp_path):
    """"instances_train.json annotation 2: unknown category id 99 (not in 'categories')"
    said neither that a.jpg's good box went with it nor what to do."""
    def edit(doc):
        doc["annotations"][1]["category_id"] = 99          # a.jpg's second of 2
        doc["annotations"][2]["category_id"] = "7"         # b.png's first of 2
        b_second = doc["annotations"][3]
        doc["annotations"].append(dict(b_second, id=9, category_id=2))   # b.png: 3
        doc["images"].append({"id": 5, "file_name": "e.png", "width": 200, "height": 160})
        doc["annotations"].append({"id": 10, "image_id": 5, "category_id": 0,
                                   "bbox": [1, 1, 5, 5]})
    path = _coco(tmp_path, edit)
    images = tmp_path / "coco" / "images"
    (images / "e.png").write_bytes((images / "d.png").read_bytes())
    why = reasons(scan(path))
    assert why["a.jpg"] == (
        "instances_train.json annotation 2: unknown category id 99 (not in 'categories'); the "
        "image is skipped with its 1 other object. Add category 99 to the 'categories' list "
        "in instances_train.json, or correct the annotation's category_id")
    assert why["b.png"].startswith(
        "instances_train.json annotation 3: unknown category id '7' (not in 'categories'); "
        "the image is skipped with its 2 other objects. Add category '7' to the")
    assert why["e.png"] == (
        "instances_train.json annotation 10: unknown category id 0 (not in 'categories'); the "
        "image is skipped. Add category 0 to the 'categories' list in instances_train.json, "
        "or correct the annotation's category_id")
    codes = {n: describe(why[n]) for n in ("a.jpg", "b.png", "e.png")}
    assert [c for c, _ in codes.values()] == [
        "ann.coco_unknown_category", "ann.coco_unknown_category", "ann.coco_unknown_category_alone"]
    assert codes["a.jpg"][1] == {"file": "instances_train.json", "id": "2", "category": "99",
                                 "n": "1"}
    assert all(render(c, p) == why[n] for n, (c, p) in codes.items())


def test_objects_before_the_one_that_sets_the_image_aside_are_not_counted_left_out(tmp_path):
    """A box outside the image before an unknown class was "left out; the image is
    converted" in the scan's list, beside "the image is skipped" for the same image."""
    def edit(doc):
        doc["annotations"][0]["bbox"] = [900, 900, 5, 5]   # a.jpg's first: outside
        doc["annotations"][1]["category_id"] = 99          # its second: unknown
    r = scan(_coco(tmp_path, edit))
    assert "unknown category id 99" in reasons(r)["a.jpg"]
    assert r.annotations["object_problems"] == {} and not r.problems.by_path

    root = A.make_yolo(str(tmp_path / "yolo"))
    (tmp_path / "yolo" / "labels" / "train" / "a.txt").write_text(
        "0 1.5 1.5 0.1 0.1\n0 nan 0.5 0.1 0.1\n7 0.5 0.5 0.2 0.2\n")
    r = scan(root)
    assert "with its 2 other boxes" in reasons(r)["a.jpg"]
    assert r.annotations["object_problems"] == {} and not r.problems.by_path

    csv = A.make_boxcsv(str(tmp_path / "csv"))
    rows = Path(csv).read_text().splitlines()
    rows[1] = rows[1].replace(",64,48,256,208", ",900,900,950,950")   # a.jpg's first: outside
    rows[2] = rows[2].replace(",dog,", ",,")                         # its second: no class
    Path(csv).write_text("\n".join(rows) + "\n")
    r = scan(csv)
    assert "the class is empty" in reasons(r)["a.jpg"]
    assert r.annotations["object_problems"] == {} and not r.problems.by_path


def test_a_yolo_unknown_class_with_one_class_named_says_only_class_0(tmp_path):
    """"(the class names list has 0..0)" read as a range, of nothing."""
    root = A.make_yolo(str(tmp_path / "yolo"))
    (tmp_path / "yolo" / "data.yaml").write_text("names:\n  0: cat\n")
    labels = tmp_path / "yolo" / "labels" / "train"
    (labels / "a.txt").write_text("0 0.5 0.5 0.2 0.2\n1 0.5 0.5 0.2 0.2\n")
    (labels / "b.txt").write_text("2 0.5 0.5 0.2 0.2\n")
    why = reasons(scan(root))
    assert why["a.jpg"] == (
        "labels/train/a.txt line 2: unknown class 1 (the class names list has only class 0); "
        "the image is skipped with its 1 other box. Correct the class number on that line, "
        "or name class 1 in data.yaml")
    assert why["b.png"] == (
        "labels/train/b.txt line 1: unknown class 2 (the class names list has only class 0); "
        "the image is skipped. Correct the class number on that line, or name class 2 in "
        "data.yaml")
    assert [describe(why[n])[0] for n in ("a.jpg", "b.png")] == [
        "ann.yolo_unknown_class_one", "ann.yolo_unknown_class_one_alone"]
    assert render(*describe(why["a.jpg"])) == why["a.jpg"]


def test_a_box_table_row_that_is_no_box_says_the_image_goes_with_its_other_boxes(tmp_path):
    """"boxes.csv line 2: the class is empty" said neither that a.jpg's other box went
    with it nor what to do."""
    csv = A.make_boxcsv(str(tmp_path / "csv"))
    rows = Path(csv).read_text().splitlines()
    assert rows[1].startswith("images/a.jpg,") and rows[3].startswith("images/b.png,")
    rows[1] = rows[1].replace(",cat,", ",,")
    rows[3] = rows[3].replace("images/b.png,300,", "images/b.png,wide,")
    rows.append("images/c.jpg,400,240,cat,10,10,x,20")
    Path(csv).write_text("\n".join(rows) + "\n")
    r = scan(csv)
    why = reasons(r)
    assert why["a.jpg"] == ("boxes.csv line 2: the class is empty; the image is skipped with "
                            "its 1 other box. Write the box's class on that line")
    assert why["b.png"] == ("boxes.csv line 4: width, height and box must be numbers; the "
                            "image is skipped with its 1 other box. Correct the numbers on "
                            "that line")
    assert why["c.jpg"] == ("boxes.csv line 9: width, height and box must be numbers; the "
                            "image is skipped with its 2 other boxes. Correct the numbers on "
                            "that line")
    assert [describe(why[n])[0] for n in ("a.jpg", "b.png", "c.jpg")] == [
        "ann.csv_empty_class", "ann.csv_not_numbers", "ann.csv_not_numbers"]
    assert [os.path.basename(s.path) for s in r.samples] == ["d.png"]
    rows = [row for row in Path(csv).read_text().splitlines()
            if not row.startswith(("images/a.jpg,", "images/c.jpg,"))]
    rows.append("images/a.jpg,640,400,,1,1,5,5")
    Path(csv).write_text("\n".join(rows) + "\n")
    why = reasons(scan(csv))
    assert describe(why["a.jpg"])[0] == "ann.csv_empty_class_alone"
    assert why["a.jpg"].endswith("; the image is skipped. Write the box's class on that line")
