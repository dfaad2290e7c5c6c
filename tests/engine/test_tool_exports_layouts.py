"""The layouts labelling tools export are read as they are: Roboflow (COCO, Pascal VOC),
CVAT (COCO 1.0, YOLO 1.1, colour masks with their labelmap), Label Studio (Pascal VOC) and
LabelImg (Pascal VOC, YOLO). Before, each of these was read as class folders (the split
folders, or "Annotations" and "images", became classes and the XML files "broken images"),
as unlabelled images, or found no image at all (CVAT's images/default/)."""

from __future__ import annotations

import os

import pytest

from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X
from tests.engine.annotated_records import check_detection, convert
from tests.engine.conftest import run_cli

#: maker, kind, the split of each image (None: the planner decides), images kept unlabelled
LAYOUTS = {
    "roboflow_coco": (X.make_roboflow_coco, "coco",
                      {"a.jpg": "train", "b.png": "train", "c.jpg": "val", "d.png": "test"}, 1),
    "cvat_coco": (X.make_cvat_coco, "coco", {}, 1),
    "labelstudio_voc": (X.make_labelstudio_voc, "voc", {}, 1),
    "labelimg_voc": (X.make_labelimg_voc, "voc", {}, 1),
    "roboflow_voc": (X.make_roboflow_voc, "voc",
                     {"a.jpg": "train", "b.png": "train", "c.jpg": "val", "d.png": "train"}, 1),
    "labelimg_yolo": (X.make_labelimg_yolo, "yolo", {}, 1),
    "cvat_yolo": (X.make_cvat_yolo, "yolo", dict.fromkeys(["a.jpg", "b.png", "c.jpg", "d.png"],
                                                          "train"), 1),
}


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_each_tools_export_is_read_with_its_boxes_and_splits(tmp_path, name):
    make, kind, splits, unannotated = LAYOUTS[name]
    src = make(str(tmp_path / name))
    r = discover.scan(src)
    assert (r.kind, r.task) == (kind, "detection")
    assert not r.rejected, [(x.path, x.reason) for x in r.rejected]
    assert sorted(os.path.basename(s.path) for s in r.samples) == ["a.jpg", "b.png", "c.jpg",
                                                                   "d.png"]
    assert r.annotations["objects_per_class"] == {"bird": 1, "cat": 3, "dog": 2}
    assert r.annotations["unannotated_images"] == unannotated
    assert {os.path.basename(s.path): s.split for s in r.samples} == \
        (splits or dict.fromkeys(["a.jpg", "b.png", "c.jpg", "d.png"]))
    # COCO and YOLO name classes by number (category id, class index), VOC only by text.
    assert r.labels == (sorted(A.ORDER) if kind == "voc" else A.ORDER)


def test_roboflows_project_category_is_left_out_only_when_unused(tmp_path):
    src = X.make_roboflow_coco(str(tmp_path / "rf"))
    assert discover.scan(src).labels == ["cat", "dog", "bird"]
    # a box that uses category 0 makes it a class like the others
    import json
    path = os.path.join(src, "train", "_annotations.coco.json")
    with open(path) as f:
        data = json.load(f)
    data["annotations"][0]["category_id"] = 0
    with open(path, "w") as f:
        json.dump(data, f)
    assert discover.scan(src).labels == ["pets", "cat", "dog", "bird"]


def test_other_text_files_beside_yolo_images_are_not_orphaned_labels(tmp_path):
    src = X.make_labelimg_yolo(str(tmp_path / "li"))
    with open(os.path.join(src, "README.txt"), "w") as f:
        f.write("Labelled by Mika, March\n")
    with open(os.path.join(src, "e.txt"), "w") as f:   # a label file whose image is gone
        f.write("0 0.5 0.5 0.2 0.2\n")
    os.makedirs(os.path.join(src, "tfrecords"))   # the output folder, inside the source
    with open(os.path.join(src, "tfrecords", "x.txt"), "w") as f:
        f.write("0 0.5 0.5 0.2 0.2\n")
    r = discover.scan(src)
    assert r.kind == "yolo" and len(r.samples) == 4
    assert [(os.path.basename(x.path), x.reason.split(":")[0]) for x in r.rejected] == [
        ("e.txt", "annotations for an image that does not exist")]


def test_a_plain_source_with_split_folders_stays_class_folders(tmp_path):
    """Split-named class folders holding a JSON and an XML that are not annotations (a
    tool's settings) are not taken for Roboflow's export."""
    for cls in ("train", "test"):
        A.write_images(str(tmp_path / "src" / cls))
        (tmp_path / "src" / cls / "settings.json").write_text('{"images": 3, "zoom": 2}')
        (tmp_path / "src" / cls / "view.xml").write_text("<view><zoom>2</zoom></view>")
    r = discover.scan(str(tmp_path / "src"))
    assert r.kind == "folders" and r.labels == ["test", "train"]


def test_a_voc_file_added_beside_an_unlabelled_image_changes_the_fingerprint(tmp_path):
    """LabelImg users label as they go: --resume must see an XML that appeared since."""
    src = X.make_labelimg_voc(str(tmp_path / "li"))
    assert os.path.join(src, "d.xml") in discover.scan(src).annotation_files


@pytest.mark.parametrize("name", ["roboflow_coco", "labelimg_voc", "cvat_yolo"])
def test_tool_exports_convert_with_their_boxes_where_the_objects_are(tmp_path, name):
    make, kind, _, _ = LAYOUTS[name]
    src = make(str(tmp_path / name))
    convert(src, str(tmp_path / "out"), "fit")
    check_detection(str(tmp_path / "out"), order=sorted(A.ORDER) if kind == "voc" else A.ORDER)


def test_an_xml_naming_a_missing_image_names_the_folder_it_looked_in(tmp_path):
    """The sentence keeps its code (the ja/ko window translates it) in every layout."""
    from engine.reason_codes import describe
    src = X.make_labelimg_voc(str(tmp_path / "photos"))
    os.remove(os.path.join(src, "b.png"))
    (rej,) = discover.scan(src).rejected
    assert rej.reason == ("image not found: b.xml names 'b.png' but photos/ has no such file. "
                          "Copy the image there, or take it out of the annotations")
    assert describe(rej.reason) == ("ann.voc_image_missing", {
        "file": "b.xml", "name": "'b.png'", "folder": "photos/"})


def test_cvats_colour_masks_are_read_by_their_labelmap(tmp_path):
    from tests.engine.annotated_records import check_segmentation
    src = X.make_cvat_masks(str(tmp_path / "cvat"))
    r = discover.scan(src)
    assert (r.kind, r.task, len(r.samples), r.rejected) == ("masks", "segmentation", 4, [])
    assert r.labels == ["background", "cat", "dog", "bird"]
    assert os.path.join(src, "labelmap.txt") in r.annotation_files
    m = convert(src, str(tmp_path / "out"), "crop")
    assert m["label_map"] == {"0": "background", "1": "cat", "2": "dog", "3": "bird"}
    check_segmentation(str(tmp_path / "out"))


def test_a_colour_the_labelmap_does_not_name_rejects_its_image(tmp_path):
    import csv

    from PIL import Image

    from engine.reason_codes import describe
    src = X.make_cvat_masks(str(tmp_path / "cvat"))
    mask = os.path.join(src, "SegmentationClass", "b.png")
    with Image.open(mask) as im:
        im = im.copy()
    im.putpixel((5, 5), (1, 2, 3))    # one pixel a colour no class has
    im.save(mask)
    convert(src, str(tmp_path / "out"), "stretch")
    with open(tmp_path / "out" / "rejected.csv", encoding="utf-8", newline="") as f:
        rows = [(os.path.basename(r["path"]), r["reason"]) for r in csv.DictReader(f)]
    assert rows == [("b.png", "the mask SegmentationClass/b.png has 1 colour that labelmap.txt "
                              "gives to no class: (1,2,3). Add a class of that colour to "
                              "labelmap.txt, or repaint those pixels with a class's colour")]
    assert describe(rows[0][1])[0] == "ann.mask_colours"
    # without the labelmap, colour masks are refused before Start, saying what would help
    os.remove(os.path.join(src, "labelmap.txt"))
    code, out, err = run_cli("scan", src, "--json", "--list")
    assert code == 0, err
    doc = out[0]
    assert doc["labels"] == [] and doc["skipped"] == 4
    # each names its mask, the file to fix
    assert {why.split(" is ", 1)[1] for _, why in doc["problems"]} == {
        "a colour image (RGB); class masks must be grey or palette PNGs whose values are "
        "class indices, or colour masks beside a labelmap.txt that gives each class its colour "
        "(as CVAT exports)"}
    assert all(why.startswith("the mask SegmentationClass/") for _, why in doc["problems"])


def test_coco_file_names_with_folders_the_export_did_not_keep_are_found(tmp_path):
    """Label Studio wrote its upload path, a Windows tool its own drive: the images are
    in the export's images/ all the same."""
    import json
    path = A.make_coco(str(tmp_path / "ls"))
    with open(path) as f:
        data = json.load(f)
    data["images"][0]["file_name"] = "C:\\Users\\lab\\Pictures\\a.jpg"
    data["images"][1]["file_name"] = "/data/upload/1/b.png"
    with open(path, "w") as f:
        json.dump(data, f)
    r = discover.scan(str(tmp_path / "ls"))
    assert not r.rejected and len(r.samples) == 4
