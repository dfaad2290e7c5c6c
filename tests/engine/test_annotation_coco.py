"""COCO sources: every bad entry, id, mask or category costs one image or object
with a reason (never the scan), category ids become labels 1..n, RLE decodes as
pycocotools does."""

from __future__ import annotations

import json
import os

import pytest

from engine import errors
from tests.engine import annotated_data as A
from tests.engine.annotation_scan import reasons, scan


def _coco(tmp_path, data) -> str:
    A.write_images(str(tmp_path / "images"))
    p = tmp_path / "instances_x.json"
    p.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(p)


def test_coco_problems_reject_one_image_each(tmp_path):
    images = [{"id": 1, "file_name": "a.jpg", "width": 640, "height": 400},
              {"id": 2, "file_name": "b.png", "width": 300, "height": 200},
              {"id": 2, "file_name": "c.jpg", "width": 400, "height": 240},
              {"id": 4, "file_name": "missing.jpg", "width": 10, "height": 10},
              {"id": 5, "file_name": "d.png", "width": 200, "height": 160}]
    anns = [{"id": 1, "image_id": 1, "category_id": 9, "bbox": [1, 1, 5, 5]},
            {"id": 2, "image_id": 5, "category_id": 1, "bbox": [10, 10, 0, 5]},
            {"id": 3, "image_id": 5, "category_id": 1, "bbox": [500, 10, 5, 5]},
            {"id": 4, "image_id": 5, "category_id": 1, "bbox": [150, 100, 80, 40]},
            {"id": 5, "image_id": 77, "category_id": 1, "bbox": [1, 1, 5, 5]},
            {"id": 6, "image_id": 5, "category_id": 1, "bbox": [10, 10, 20, 20]}]
    r = scan(_coco(tmp_path, {"images": images, "annotations": anns,
                              "categories": [{"id": 1, "name": "cat"}]}))
    why = reasons(r)
    assert "unknown category id 9" in why["a.jpg"]
    assert "duplicate image id 2" in why["b.png"] and "duplicate image id 2" in why["c.jpg"]
    assert "image not found" in why["missing.jpg"]
    assert [os.path.basename(s.path) for s in r.samples] == ["d.png"]
    (d,) = r.samples
    # zero size and outside: dropped; past the edge: clipped; the good one kept
    assert [(o.xmin, o.ymin, o.xmax, o.ymax) for o in d.ann.objects] == [
        (150.0, 100.0, 200.0, 140.0), (10.0, 10.0, 30.0, 30.0)]
    problems = r.annotations["object_problems"]
    assert problems == {"box has zero or negative size": 1, "box outside the image": 1,
                        "box extends outside the image": 1, "refers to image id 77, which is "
                                                            "not in 'images'": 1}


def test_an_image_listed_twice_says_how_many_objects_of_its_second_entry_are_not_used(
        tmp_path):
    # "listed twice; the first entry is kept" read as if the second entry's boxes were
    # merged into the first's (walk): they are not used, and the sentence says how many
    from engine.reason_codes import describe
    images = [{"id": 1, "file_name": "a.jpg", "width": 640, "height": 400},
              {"id": 2, "file_name": "a.jpg", "width": 640, "height": 400},
              {"id": 3, "file_name": "d.png", "width": 200, "height": 160},
              {"id": 4, "file_name": "d.png", "width": 200, "height": 160}]
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 5, 5]},
            {"id": 2, "image_id": 2, "category_id": 1, "bbox": [1, 1, 5, 5]},
            {"id": 3, "image_id": 2, "category_id": 1, "bbox": [9, 9, 5, 5]},
            {"id": 4, "image_id": 3, "category_id": 1, "bbox": [9, 9, 5, 5]}]
    r = scan(_coco(tmp_path, {"images": images, "annotations": anns,
                              "categories": [{"id": 1, "name": "cat"}]}))
    why = reasons(r)
    assert why["a.jpg"] == ("listed twice in the annotations; the first entry is kept, and "
                            "this entry's 2 objects are not used")
    assert describe(why["a.jpg"]) == ("ann.listed_twice_objects", {"n": "2"})
    # a second entry without objects: nothing more to say
    assert describe(why["d.png"]) == ("ann.listed_twice", {})
    # the first entries are read, their own objects only (a.jpg: 1, not 3)
    assert sorted(len(s.ann.objects) for s in r.samples) == [1, 1]


@pytest.mark.parametrize("segmentation", [
    [["a", 1, 2, 3, 4, 5]], [[1, 2, 3, 4, 5, float("nan")]], {"size": [48, 64], "counts": [1, "x"]},
    {"size": ["q", 64], "counts": [1]}, {"size": [48, 64], "counts": [5, -3, 2]},
    {"size": [48, 64], "counts": [5, 1e300]}, {"size": [48, 64], "counts": "\x01\x02"},
    {"size": [48, 64], "counts": "a"}])
def test_a_damaged_coco_mask_costs_its_object_not_the_scan(tmp_path, segmentation):
    """Before, a segmentation that was not numbers ended the scan with a bare ValueError."""
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 10, 10],
             "segmentation": segmentation},
            {"id": 2, "image_id": 1, "category_id": 1, "bbox": [20, 20, 10, 10]}]
    r = scan(_coco(tmp_path, {"images": [{"id": 1, "file_name": "a.jpg", "width": 640,
                                          "height": 400}], "annotations": anns,
                              "categories": [{"id": 1, "name": "cat"}]}))
    assert r.annotations["object_problems"] == {"the mask is damaged": 1}
    assert [o.xmin for s in r.samples for o in s.ann.objects] == [20.0]


def test_coco_ids_and_lists_of_the_wrong_kind_cost_an_entry_or_say_what_is_wrong(tmp_path):
    """Before, an id that was a list or an object, or 'annotations' that was not a list,
    ended the scan with a bare TypeError."""
    images = [{"id": [1], "file_name": "a.jpg"}, {"id": 2, "file_name": "b.png"},
              {"id": 3, "file_name": "c.jpg"}, {"id": 5, "file_name": "d.png"}]
    anns = [{"id": 1, "image_id": {"id": 2}, "category_id": 1, "bbox": [1, 1, 5, 5]},
            {"id": 2, "image_id": 2, "category_id": 1, "bbox": [10, 10, 20, 20]},
            {"id": 3, "image_id": 3, "category_id": [1], "bbox": [10, 10, 20, 20]}]
    r = scan(_coco(tmp_path, {"images": images, "annotations": anns,
                              "categories": [{"id": 1, "name": "cat"}]}))
    assert "an 'images' entry without id or file_name" in reasons(r)["instances_x.json"]
    # (said as a category_id that is no id: it read "unknown category id [1]")
    assert "its category_id [1] is not a category's id" in reasons(r)["c.jpg"]
    assert sorted(os.path.basename(s.path) for s in r.samples) == ["b.png", "d.png"]
    ((problem, n),) = r.annotations["object_problems"].items()
    assert problem.startswith("refers to image id {") and n == 1
    for key, value in (("annotations", 7), ("categories", {"id": 1})):
        with pytest.raises(errors.SourceError, match=f"'{key}' is not a list"):
            scan(_coco(tmp_path, {"images": images[1:], key: value}))


def test_coco_category_ids_with_gaps_become_labels_1_to_n_in_id_order(tmp_path):
    """COCO's own files number 80 classes 1..90; the labels (and label_map.pbtxt) are
    1..N in category-id order, each object keeping its category's name."""
    images = [{"id": 1, "file_name": "a.jpg", "width": 640, "height": 400}]
    anns = [{"id": i, "image_id": 1, "category_id": c, "bbox": [10 * i, 10, 5, 5]}
            for i, c in enumerate((90, 7, 44), 1)]
    cats = [{"id": 90, "name": "toothbrush"}, {"id": 7, "name": "train"},
            {"id": 44, "name": "bottle"}]
    r = scan(_coco(tmp_path, {"images": images, "annotations": anns, "categories": cats}))
    (a,) = [s for s in r.samples if s.ann.objects]
    # Obj.label is 0-based into the scan's labels; the stored label is one more
    assert [(o.label + 1, o.text) for o in a.ann.objects] == [
        (3, "toothbrush"), (1, "train"), (2, "bottle")]
    assert r.labels == ["train", "bottle", "toothbrush"]


def test_malformed_coco_json_names_file_and_line(tmp_path):
    p = _coco(tmp_path, '{"images": [\n{"id": 1,\n "file_name": "a.jpg",,}\n], '
                        '"annotations": []}')
    with pytest.raises(errors.SourceError, match=r"instances_x.json: malformed JSON at "
                                                   r"line 3"):
        scan(p)


def test_compressed_rle_decodes_like_pycocotools():
    from engine.sources.coco import decode_compressed_rle
    # pycocotools.mask.encode of a 4x4 mask with a 2x2 block at rows 1-2, cols 1-2
    # is runs [5, 2, 2, 2, 5], which rleToString writes as b'52203' (runs after the second
    # are stored as differences); a negative difference uses the sign bit: [1, 10, 1, 1].
    assert decode_compressed_rle("52203") == [5, 2, 2, 2, 5]
    assert decode_compressed_rle("1:1G") == [1, 10, 1, 1]


def test_an_annotation_without_image_id_says_so_by_its_id_or_place(tmp_path):
    """It read "refers to image id None, which is not in 'images'"."""
    images = [{"id": 1, "file_name": "a.jpg", "width": 640, "height": 400}]
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 5, 5]},
            {"id": 7, "category_id": 1, "bbox": [1, 1, 5, 5]},
            {"image_id": None, "category_id": 1, "bbox": [1, 1, 5, 5]}]
    r = scan(_coco(tmp_path, {"images": images, "annotations": anns,
                              "categories": [{"id": 1, "name": "cat"}]}))
    assert r.annotations["object_problems"] == {
        "has no image_id, so it belongs to no image": 2}
    assert sorted(why for _, why in r.problems.examples) == [
        "instances_x.json annotation 7: has no image_id, so it belongs to no image: left out",
        "instances_x.json annotation number 3 in 'annotations' (it has no id): has no "
        "image_id, so it belongs to no image: left out"]


def test_a_category_id_given_two_names_is_said(tmp_path):
    """'categories' listing id 1 as "person" and again as "worker" (two exports merged)
    kept "person" for every box of id 1 and said nothing: the worker boxes were written
    as persons. The scan says which name is used; the same name twice (a train and a val
    file repeating the list) is no news."""
    from engine.reason_codes import describe
    images = [{"id": 1, "file_name": "a.jpg", "width": 640, "height": 400}]
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 5, 5]}]
    r = scan(_coco(tmp_path, {"images": images, "annotations": anns, "categories": [
        {"id": 1, "name": "person"}, {"id": 2, "name": "car"}, {"id": 2, "name": "car"},
        {"id": 1, "name": "worker"}]}))
    assert r.labels == ["person", "car"]
    said = [n for n in r.notices if "two names" in n]
    assert said == ["instances_x.json: category id 1 has two names, 'person' and 'worker': "
                    "the first is used for its boxes. If they are different classes, give "
                    "each its own id"], r.notices
    assert describe(said[0])[0] == "ann.coco_category_twice"


def test_a_polygon_of_two_points_is_said_and_its_object_keeps_its_box(tmp_path):
    """A CVAT export with a 2-point polygon was converted with the object's box as its
    mask and no word of it: "597 objects have shapes" of 598, and which one not said."""
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [20, 20, 40, 40],
             "segmentation": [[20, 20, 60, 60]]},
            {"id": 2, "image_id": 1, "category_id": 1, "bbox": [100, 100, 10, 10],
             "segmentation": [[100, 100, 110, 100, 110, 110], [5, 5]]},
            {"id": 3, "image_id": 1, "category_id": 1, "bbox": [200, 200, 10, 10],
             "segmentation": [[]]}]   # (an empty polygon: no shape drawn, as for a box)
    r = scan(_coco(tmp_path, {"images": [{"id": 1, "file_name": "a.jpg", "width": 640,
                                          "height": 400}], "annotations": anns,
                              "categories": [{"id": 1, "name": "cat"}]}))
    assert r.annotations["object_problems"] == {
        "a polygon of fewer than 3 points outlines nothing": 2}, r.annotations
    said = [why for _p, why in r.problems.examples]
    assert said == ["instances_x.json annotation 1: a polygon of fewer than 3 points "
                    "outlines nothing: it is not used, the object keeps its box (to keep "
                    "its shape, fix the polygon in the annotation tool and export again)",
                    "instances_x.json annotation 2: a polygon of fewer than 3 points "
                    "outlines nothing: it is not used, the object keeps its box (to keep "
                    "its shape, fix the polygon in the annotation tool and export again)"]
    objs = [o for s in r.samples for o in s.ann.objects]
    assert [(o.xmin, bool(o.polygons)) for o in objs] == \
        [(20.0, False), (100.0, True), (200.0, False)]   # every box kept


def test_a_two_point_polygon_is_said_once_as_semantic_segmentation(tmp_path):
    """Written as class masks, the object of a 2-point polygon was said twice (its polygon,
    then "only a box, marked ignore"): "4 objects left out or clipped" of 3."""
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [20, 20, 40, 40],
             "segmentation": [[20, 20, 60, 60]]},
            {"id": 2, "image_id": 1, "category_id": 1, "bbox": [100, 100, 10, 10],
             "segmentation": [[100, 100, 110, 100, 110, 110]]},
            {"id": 3, "image_id": 1, "category_id": 1, "bbox": [200, 200, 10, 10]}]
    r = scan(_coco(tmp_path, {"images": [{"id": 1, "file_name": "a.jpg", "width": 640,
                                          "height": 400}], "annotations": anns,
                              "categories": [{"id": 1, "name": "cat"}]}),
             task="segmentation")
    assert r.annotations["object_problems"] == {
        "a polygon of fewer than 3 points outlines nothing": 1,
        "the object has only a box, no polygon or mask": 1}, r.annotations   # (3's)
    assert [why.split(":")[0] for _p, why in r.problems.examples] == [
        "instances_x.json annotation 1", "instances_x.json annotation 3"]


def test_a_clipped_box_without_a_shape_is_one_object_as_semantic_segmentation(tmp_path):
    """A Korean walk: a COCO box past the image's edge with no polygon, written as class
    masks, was listed twice in objects.csv (clipped, then "only a box, marked ignore") and
    the Summary said "2 objects kept clipped or with only their box" of 1. Its one row now
    says what the class mask does with it; a clipped object with a polygon keeps its row."""
    anns = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [20, 20, 40, 40],
             "segmentation": [[20, 20, 60, 20, 60, 60]]},
            {"id": 2, "image_id": 1, "category_id": 1, "bbox": [600, 380, 80, 60]},
            {"id": 3, "image_id": 1, "category_id": 1, "bbox": [610, 10, 60, 20],
             "segmentation": [[610, 10, 640, 10, 640, 30]]}]
    data = {"images": [{"id": 1, "file_name": "a.jpg", "width": 640, "height": 400}],
            "annotations": anns, "categories": [{"id": 1, "name": "고양이"}]}
    r = scan(_coco(tmp_path, data), task="segmentation")
    assert r.annotations["object_problems"] == {
        "box extends outside the image": 1,
        "the object has only a box, no polygon or mask": 1}, r.annotations
    rows = [(where, why.split(":")[0]) for _p, where, _c, why in r.problems.objects]
    assert rows == [("instances_x.json annotation 3", "box extends outside the image"),
                    ("instances_x.json annotation 2",
                     "the object has only a box, no polygon or mask")], rows
    assert sum(r.problems.by_path[next(iter(r.problems.by_path))].values()) == 2
    assert [why.split(":")[0] for _p, why in r.problems.examples] == [
        "instances_x.json annotation 3", "instances_x.json annotation 2"]
    # as detection both boxes are said clipped, as before
    r = scan(_coco(tmp_path, data))
    assert r.annotations["object_problems"] == {"box extends outside the image": 2}
