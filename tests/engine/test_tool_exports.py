"""The layouts labelling tools export are read as they are: Roboflow (COCO, Pascal VOC),
CVAT (COCO 1.0, YOLO 1.1), Label Studio (Pascal VOC) and LabelImg (Pascal VOC, YOLO).
Before, each of these was read as class folders (the split folders, or "Annotations" and
"images", became classes and the XML files "broken images"), as unlabelled images, or
found no image at all (CVAT's images/default/)."""

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
    assert rej.reason == "image not found: b.xml names 'b.png' but photos/ has no such file"
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
    assert rows == [("b.png", "mask has the colour 1,2,3, which labelmap.txt gives to no "
                              "class")]
    assert describe(rows[0][1])[0] == "ann.mask_unknown_colour"
    # without the labelmap, colour masks are refused before Start, saying what would help
    os.remove(os.path.join(src, "labelmap.txt"))
    code, out, err = run_cli("scan", src, "--json", "--list")
    assert code == 0, err
    doc = out[0]
    assert doc["labels"] == [] and doc["skipped"] == 4
    assert {why for _, why in doc["problems"]} == {
        "mask is a RGB colour image; class masks must be grey or palette PNGs whose values are "
        "class indices, or colour masks beside a labelmap.txt that gives each class its colour "
        "(as CVAT exports)"}


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


def _archives(tmp_path) -> dict:
    import tarfile
    import zipfile
    src = X.make_labelimg_voc(str(tmp_path / "export"))
    made = {}
    made["ZIP"] = str(tmp_path / "export.zip")
    with zipfile.ZipFile(made["ZIP"], "w") as z:
        for n in sorted(os.listdir(src)):
            z.write(os.path.join(src, n), n)
    made["gzip"] = str(tmp_path / "export.tar.gz")
    with tarfile.open(made["gzip"], "w:gz") as t:
        t.add(src, "export")
    made["tar"] = str(tmp_path / "export.tar")
    with tarfile.open(made["tar"], "w") as t:
        t.add(src, "export")
    made["7-Zip"] = str(tmp_path / "export.7z")
    with open(made["7-Zip"], "wb") as f:
        f.write(b"7z\xbc\xaf\x27\x1c\x00\x04" + bytes(200))
    return made


def test_an_export_downloaded_as_an_archive_says_unpack_it_first(tmp_path):
    """CVAT, Roboflow and Label Studio hand out a zip: it read "not UTF-8 text. Save it as
    'CSV UTF-8'"."""
    from engine.errors import SourceError
    from engine.reason_codes import describe
    for kind, path in _archives(tmp_path).items():
        with pytest.raises(SourceError) as e:
            discover.scan(path)
        assert str(e.value) == (
            f"{path}: this is a {kind} archive. Unpack it first (on Windows: right-click it "
            "→ Extract All; on a Mac: double-click it), then choose the folder it unpacks to.")
        assert describe(str(e.value)) == ("source.archive", {"path": path, "kind": kind})


def test_a_workbook_one_photo_or_a_job_chosen_as_the_source_says_what_to_choose(tmp_path):
    import zipfile

    from engine.errors import SourceError
    from engine.reason_codes import describe
    book = str(tmp_path / "labels.xlsx")
    with zipfile.ZipFile(book, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("xl/workbook.xml", "<workbook/>")
    A.write_images(str(tmp_path / "img"))
    photo = str(tmp_path / "img" / "a.jpg")
    job = str(tmp_path / "job.json")   # the window's File → Save job (gui.job.Job.to_json)
    with open(job, "w", encoding="utf-8") as f:
        f.write('{\n  "schema": 1,\n  "kind": "tfrecord-studio-job",\n  "source": "/d/in"\n}')
    for path, code in ((book, "source.spreadsheet"), (photo, "source.one_image"),
                       (job, "source.job_file_source")):
        with pytest.raises(SourceError) as e:
            discover.scan(path)
        assert describe(str(e.value))[0] == code, str(e.value)


def test_a_huge_archive_is_refused_without_being_read(tmp_path):
    """The table reader read the whole file before deciding: a 4 GiB export, 4 GiB of
    memory. (A sparse file: nothing is written to disk.)"""
    import resource

    from engine.errors import SourceError
    path = tmp_path / "big.zip"
    with open(path, "wb") as f:
        f.write(b"PK\x03\x04" + bytes(60))
        f.truncate(4 << 30)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(SourceError, match="ZIP archive"):
        discover.scan(str(path))
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 100_000   # KiB


def test_cvats_own_xml_is_read_in_its_labels_order(tmp_path):
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    r = discover.scan(src)
    assert (r.kind, r.task, len(r.samples), r.rejected) == ("cvat", "detection", 4, [])
    assert r.labels == A.ORDER          # <meta>'s order, as CVAT's COCO export numbers them
    assert r.annotations["objects_per_class"] == {"bird": 1, "cat": 3, "dog": 2}
    assert r.annotations["object_problems"] == {"a polyline has no area": 3}
    assert r.annotations["unannotated_images"] == 1
    bird = next(o for s in r.samples for o in s.ann.objects if o.text == "bird")
    assert (bird.xmin, bird.ymin, bird.xmax, bird.ymax) == (180, 24, 280, 120)
    assert bird.polygons == ((180, 24, 280, 24, 280, 120, 180, 120),)
    # the file itself is a source too, and a project's subset is the split
    assert discover.scan(os.path.join(src, "annotations.xml")).kind == "cvat"
    proj = X.make_cvat_xml(str(tmp_path / "project"), subset="Validation")
    assert {s.split for s in discover.scan(proj).samples} == {"val"}


def test_a_rotated_cvat_box_becomes_the_box_around_it_with_its_corners_as_polygon(tmp_path):
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    # a.jpg's cat, 192 x 160 around (160, 128), turned a quarter: 160 x 192
    text = text.replace('xtl="64.00" ytl="48.00" xbr="256.00" ybr="208.00"',
                        'xtl="64.00" ytl="48.00" xbr="256.00" ybr="208.00" rotation="90.0"')
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text)
    cat = next(o for s in discover.scan(src).samples if s.path.endswith("a.jpg")
               for o in s.ann.objects if o.text == "cat")
    assert [round(v, 6) for v in (cat.xmin, cat.ymin, cat.xmax, cat.ymax)] == [80, 32, 240, 224]
    assert len(cat.polygons) == 1 and len(cat.polygons[0]) == 8


def test_a_cvat_video_export_or_broken_xml_says_what_to_do(tmp_path):
    from engine.errors import SourceError
    from engine.reason_codes import describe
    src = X.make_cvat_xml(str(tmp_path / "video"))
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text.replace("</meta>", '</meta><track id="0" label="cat" source="manual">'
                             '<box frame="0" xtl="1" ytl="1" xbr="5" ybr="5" outside="0" '
                             'occluded="0" keyframe="1" z_order="0"/></track>'))
    with pytest.raises(SourceError) as e:
        discover.scan(src)
    assert describe(str(e.value))[0] == "cvat.video"
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text.replace("</image>", "</imag>", 1))
    with pytest.raises(SourceError) as e:
        discover.scan(src)
    code, params = describe(str(e.value))
    assert (code, params["path"], params["line"]) == ("cvat.malformed", xml, "3")


def test_cvat_xml_converts_with_boxes_and_masks_where_the_objects_are(tmp_path):
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    convert(src, str(tmp_path / "out"), "crop")
    check_detection(str(tmp_path / "out"))


def test_a_cvat_polygons_mask_is_its_shape(tmp_path):
    import numpy as np
    import tensorflow as tf

    from tests.engine.annotated_records import colour_box, detection_keys, records
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    convert(src, str(tmp_path / "out"), "fit", "--masks")
    birds = 0
    for r in records(str(tmp_path / "out"), detection_keys(True)):
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        for i, label in enumerate(r["image/object/class/label"]):
            if label != 3:     # bird: the polygon
                continue
            mask = tf.io.decode_png(r["image/object/mask"][i], channels=1).numpy()[..., 0]
            ys, xs = np.nonzero(mask)
            found = colour_box(img, A.COLOURS["bird"])
            assert np.allclose((xs.min(), ys.min(), xs.max() + 1, ys.max() + 1), found, atol=1)
            assert r["image/object/area"][i] == mask.sum()
            birds += 1
    assert birds == 1


def test_a_cvat_brush_mask_is_its_pixels_and_its_box_is_theirs(tmp_path):
    """A brush mask is stored as its pixels (a hole stays a hole) and its box is the box
    around them, not the box CVAT recorded (4 pixels wider here); before, the mask was
    stored as that box, filled."""
    import numpy as np
    import tensorflow as tf

    from tests.engine.annotated_records import colour_box, detection_keys, records
    src = X.make_cvat_xml(str(tmp_path / "cvat"), brush_hole=64)
    dog = next(o for s in discover.scan(src).samples if s.path.endswith("a.jpg")
               for o in s.ann.objects if o.text == "dog")
    assert (dog.xmin, dog.ymin, dog.xmax, dog.ymax) == (320, 96, 576, 352)
    convert(src, str(tmp_path / "out"), "stretch", "--masks")
    dogs = 0
    for r in records(str(tmp_path / "out"), detection_keys(True)):
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        for i, label in enumerate(r["image/object/class/label"]):
            if label != 2:
                continue
            mask = tf.io.decode_png(r["image/object/mask"][i], channels=1).numpy()[..., 0]
            ys, xs = np.nonzero(mask)
            x0, y0, x1, y1 = colour_box(img, A.COLOURS["dog"])
            assert np.allclose((xs.min(), ys.min(), xs.max() + 1, ys.max() + 1),
                               (x0, y0, x1, y1), atol=1)
            assert mask[(y0 + y1) // 2, (x0 + x1) // 2] == 0          # the hole
            assert 0 < r["image/object/area"][i] == mask.sum() < 0.95 * (x1 - x0) * (y1 - y0)
            dogs += 1
    assert dogs == 2


@pytest.mark.parametrize(("rle", "reason"), [
    ("3, x, 4", "the mask is damaged"), ("-3, 40", "the mask is damaged"),
    ("", "the mask is damaged"), ("1000000", "a mask has no area")])
def test_a_damaged_or_empty_cvat_brush_mask_is_left_out_and_counted(tmp_path, rle, reason):
    import re
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    text, n = re.subn(r'rle="[^"]*"', f'rle="{rle}"', text, count=1)
    assert n == 1
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text)
    r = discover.scan(src)
    assert r.annotations["object_problems"][reason] == 1
    assert r.annotations["objects_per_class"]["dog"] == 1
    assert len(r.samples) == 4 and not r.rejected


#: A CVAT classification task: each image's tags (d.png has none).
PETS = {"a.jpg": ["cat"], "b.png": ["dog"], "c.jpg": ["bird"], "d.png": []}


def test_a_cvat_classification_export_is_one_class_per_image_from_its_tags(tmp_path):
    """CVAT labels a classification task with image-level tags; the export was read as a
    detection source with no boxes (4 "images without annotations")."""
    from engine.reason_codes import describe
    src = X.make_cvat_tags(str(tmp_path / "cvat"), PETS)
    r = discover.scan(src)
    assert (r.kind, r.task, r.annotations) == ("cvat", "classification", {})
    # <meta>'s tag labels in its order; "person" is a box label, never a class
    assert r.labels == ["dog", "cat", "bird"]
    assert {os.path.basename(s.path): (r.labels[s.label], s.label_text, s.ann)
            for s in r.samples} == {"a.jpg": ("cat", "cat", None),
                                    "b.png": ("dog", "dog", None),
                                    "c.jpg": ("bird", "bird", None)}
    [(path, why)] = [(x.path, x.reason) for x in r.rejected]   # no tag: no class
    assert path.endswith("d.png") and describe(why)[0] == "ann.cvat_no_tag", why
    assert [os.path.basename(f) for f in r.annotation_files] == ["annotations.xml"]


def test_cvat_tags_are_multilabel_when_an_image_has_several_or_when_asked(tmp_path):
    from engine.errors import SourceError
    src = X.make_cvat_tags(str(tmp_path / "multi"), dict(PETS, **{"b.png": ["dog", "cat"]}))
    r = discover.scan(src)
    assert (r.task, r.rejected, r.labels) == ("multilabel", [], ["dog", "cat", "bird"])
    assert {os.path.basename(s.path): (s.ann.texts, s.ann.labels) for s in r.samples} == {
        "a.jpg": (("cat",), (1,)), "b.png": (("dog", "cat"), (0, 1)),
        "c.jpg": (("bird",), (2,)), "d.png": ((), ())}
    assert r.annotations["unannotated_images"] == 1
    one = X.make_cvat_tags(str(tmp_path / "one"), PETS)
    r = discover.scan(one, annotations={"task": "multilabel"})
    assert r.task == "multilabel" and len(r.samples) == 4
    with pytest.raises(SourceError, match="written as classification, multilabel"):
        discover.scan(one, annotations={"task": "detection"})
    # shapes make an export a detection source (its tags are not stored)
    assert discover.scan(X.make_cvat_xml(str(tmp_path / "boxes"))).task == "detection"


def test_a_cvat_classification_export_converts_and_resume_sees_its_tags_change(tmp_path):
    import tensorflow as tf
    src = X.make_cvat_tags(str(tmp_path / "cvat"), PETS)
    out = str(tmp_path / "out")
    m = convert(src, out, "crop")
    assert (m["labels"], m.get("task", "classification")) == (["dog", "cat", "bird"],
                                                               "classification")
    assert list(m["annotation_files"]) == ["annotations.xml"]
    found = {}
    for path in sorted(os.listdir(out)):
        if path.endswith(".tfrecord"):
            for raw in tf.data.TFRecordDataset(os.path.join(out, path)):
                ex = tf.io.parse_single_example(raw, {
                    "image/filename": tf.io.FixedLenFeature((), tf.string),
                    "image/class/label": tf.io.FixedLenFeature((), tf.int64),
                    "image/encoded": tf.io.FixedLenFeature((), tf.string)})
                assert tf.io.decode_image(ex["image/encoded"]).shape[:2] == (160, 160)
                found[os.path.basename(ex["image/filename"].numpy().decode())] = \
                    int(ex["image/class/label"])
    assert found == {"a.jpg": 1, "b.png": 0, "c.jpg": 2}
    # a run whose tags were changed since is not finished with the old ones
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text.replace('<tag label="dog"', '<tag label="cat"'))
    code, _, err = run_cli("convert", src, "--out", out, "--size", "160", "--resize", "crop",
                           "--format", "png", "--workers", "1", "--shuffle", "--resume",
                           timeout=300)
    assert code != 0 and "annotations.xml" in err, err[-1500:]
