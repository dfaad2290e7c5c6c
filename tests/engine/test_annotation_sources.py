"""Readers of annotated sources: recognised by content, and every bad annotation is a
reason for one image (or a counted per-object warning), never the end of the scan."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest
from PIL import Image

from engine import errors
from engine.config import ImageOptions
from engine.errors import AnnotationError
from engine.sources import discover
from engine.sources.annotated import features
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X


def scan(source, **opts):
    return discover.scan(str(source), annotations=opts)


def reasons(result) -> dict[str, str]:
    return {os.path.basename(r.path): r.reason for r in result.rejected}


def test_each_format_is_recognised_by_content(tmp_path):
    kinds = {
        "coco": (A.make_coco(str(tmp_path / "coco")), "detection"),
        "voc": (A.make_voc(str(tmp_path / "voc")), "detection"),
        "yolo": (A.make_yolo(str(tmp_path / "yolo")), "detection"),
        "box_csv": (A.make_boxcsv(str(tmp_path / "csv")), "detection"),
        "masks": (A.make_masks(str(tmp_path / "seg")), "segmentation"),
        "multilabel_csv": (A.make_multilabel(str(tmp_path / "ml")), "multilabel"),
    }
    for kind, (path, task) in kinds.items():
        r = scan(path)
        assert (r.kind, r.task) == (kind, task)
        assert len(r.samples) == 4 and not r.rejected, (kind, reasons(r))
    # The COCO JSON file itself works as the source too.
    r = scan(tmp_path / "coco" / "annotations" / "instances_train.json")
    assert r.kind == "coco" and len(r.samples) == 4
    r = scan(tmp_path / "coco")
    assert r.annotations["objects_per_class"] == {"bird": 1, "cat": 3, "dog": 2}


def test_plain_sources_are_left_to_discover(tmp_path, make_dataset):
    src = make_dataset({"cat": 1, "dog": 1})
    assert scan(src).kind == "folders"
    csv = tmp_path / "plain.csv"
    csv.write_text("path,label\nsrc/cat/img_000.jpg,cat\n")
    assert scan(csv).kind == "csv"


def test_task_override(tmp_path):
    src = A.make_voc(str(tmp_path / "voc"))
    r = scan(src, task="multilabel")
    assert r.task == "multilabel"
    by_name = {os.path.basename(s.path): s.ann.texts for s in r.samples}
    assert by_name == {"a.jpg": ("cat", "dog"), "b.png": ("bird", "cat"),
                       "c.jpg": ("cat", "dog"), "d.png": ()}
    with pytest.raises(errors.SourceError, match="can be written as detection, multilabel"):
        scan(src, task="segmentation")
    assert scan(src, task="classification").kind == "folders"


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
    assert "unknown category id [1]" in reasons(r)["c.jpg"]
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


def test_voc_malformed_xml_and_missing_image(tmp_path):
    root = A.make_voc(str(tmp_path / "voc"))
    (tmp_path / "voc" / "Annotations" / "b.xml").write_text(
        "<annotation>\n<filename>b.png</filename>\n<object><name>cat</object>\n</annotation>")
    (tmp_path / "voc" / "Annotations" / "zz.xml").write_text(
        "<annotation><filename>zz.jpg</filename></annotation>")
    r = scan(root)
    why = reasons(r)
    assert why["b.png"].startswith("malformed XML in b.xml at line 3")
    assert "image not found" in why["zz.jpg"]
    assert sorted(os.path.basename(s.path) for s in r.samples) == ["a.jpg", "c.jpg", "d.png"]


def test_a_voc_xml_cut_short_is_said_so_not_in_the_parsers_words(tmp_path):
    """A copy cut off part-way: the reason was "malformed XML in b.xml at line 2, column
    31: no element found", the parser's English inside a translated sentence."""
    from engine.reason_codes import describe
    root = A.make_voc(str(tmp_path / "voc"))
    xml = tmp_path / "voc" / "Annotations" / "b.xml"
    whole = xml.read_bytes()
    for cut in (whole[:len(whole) // 2], whole[:whole.index(b"<name>") + 3]):
        xml.write_bytes(cut)
        why = reasons(scan(root))
        (image,) = [k for k in why if k.startswith("b.")]
        code, params = describe(why[image])
        assert code == "ann.xml_cut" and params["file"] == "b.xml", why[image]
        assert "no element found" not in why[image] and "unclosed token" not in why[image]


def test_voc_coordinates_are_one_based(tmp_path):
    r = scan(A.make_voc(str(tmp_path / "voc")))
    a = next(s for s in r.samples if s.path.endswith("a.jpg"))
    assert (a.ann.objects[0].xmin, a.ann.objects[0].xmax) == (64.0, 256.0)


def test_voc_problems_give_the_boxes_as_the_file_writes_them(tmp_path):
    # converted to 0-based, a box written (300,300)-(200,200) was said as (299,299)-(200,200)
    root = A.make_voc(str(tmp_path / "voc"))
    ann = tmp_path / "voc" / "Annotations" / "a.xml"
    xml = ann.read_text()
    start = xml.index("<bndbox>")
    end = xml.index("</bndbox>", start)
    ann.write_text(xml[:start] + "<bndbox><xmin>300</xmin><ymin>300</ymin><xmax>200</xmax>"
                   "<ymax>200</ymax>" + xml[end:])
    r = scan(root)
    assert any(why.endswith("box has zero or negative size (300,300)-(200,200)")
               for _, why in r.problems.examples), r.problems.examples


def test_yolo_bad_lines_and_unknown_class(tmp_path):
    root = A.make_yolo(str(tmp_path / "yolo"))
    labels = tmp_path / "yolo" / "labels" / "train"
    (labels / "a.txt").write_text("0 0.5 0.5 0.2\n")
    (labels / "b.txt").write_text("0 0.5 0.5 0.2 0.2\n7 0.5 0.5 0.1 0.1\n")
    (labels / "c.txt").write_text("1 0.5 0.5 0.0 0.2\n")
    (labels / "ghost.txt").write_text("1 0.5 0.5 0.1 0.2\n")
    r = scan(root)
    why = reasons(r)
    assert why["ghost.txt"].startswith("annotations for an image that does not exist")
    assert why["a.jpg"] == ("labels/train/a.txt line 1: 4 fields, expected 5 (class cx cy w h) "
                            "or a polygon (class x1 y1 x2 y2 x3 y3 ...)")
    assert "line 2: unknown class 7" in why["b.png"]
    c = next(s for s in r.samples if s.path.endswith("c.jpg"))
    assert c.ann.objects == () and r.annotations["object_problems"] == {
        "box has zero or negative size": 1}
    # c lost its only box: counted apart from images that have no annotations at all (d,
    # which has no label file): the window called c one, "kept as a negative example"
    assert (r.annotations["emptied_images"], r.annotations["unannotated_images"]) == (1, 1)
    assert all(s.split == "train" for s in r.samples)


@pytest.mark.parametrize("reader", ["tiny", "pyyaml"])
def test_yolo_names_yaml(reader):
    from engine.sources import yolo
    parse = yolo.names_without_pyyaml if reader == "tiny" else yolo.names_with_pyyaml
    assert parse("train: x\nnames: ['a', 'b c']\n") == ["a", "b c"]
    assert parse("names:\n  0: person  # people\n  1: 'traffic light'\n") == {
        0: "person", 1: "traffic light"}
    assert parse("names:\n- cat\n- dog\nnc: 2\n") == ["cat", "dog"]
    with pytest.raises(ValueError) as e:
        parse("nc: 2\nnames: [a, b\n")
    assert e.value.args[0] == 2


def test_yolo_malformed_yaml_is_reported_and_classes_txt_used(tmp_path):
    root = A.make_yolo(str(tmp_path / "yolo"))
    (tmp_path / "yolo" / "data.yaml").write_text("names:\n  0: cat\n  what is this\n")
    (tmp_path / "yolo" / "classes.txt").write_text("cat\ndog\nbird\n")
    r = scan(root)
    assert "malformed YAML at line 3" in reasons(r)["data.yaml"]
    assert r.labels == ["cat", "dog", "bird"] and len(r.samples) == 4


@pytest.mark.parametrize("names", ["  0: cat\n  2: dog\n  3: bird\n",
                                   "  0: cat\n  x: dog\n  2: bird\n",
                                   "  0: cat\n  1: dog\n  1.5: bird\n"])
def test_yolo_names_not_numbered_from_0_are_reported_and_classes_txt_used(tmp_path, names):
    """A names mapping with a gap would move every later class to another index; one with
    a key that is not a number ended the scan with a TypeError."""
    root = A.make_yolo(str(tmp_path / "yolo"))
    (tmp_path / "yolo" / "data.yaml").write_text("names:\n" + names)
    (tmp_path / "yolo" / "classes.txt").write_text("cat\ndog\nbird\n")
    r = scan(root)
    assert "are not numbered 0, 1, 2" in reasons(r)["data.yaml"]
    assert r.labels == ["cat", "dog", "bird"] and len(r.samples) == 4
    (tmp_path / "yolo" / "data.yaml").write_text("names:\n  '1': dog\n  0: cat\n  2: bird\n")
    assert scan(root).labels == ["cat", "dog", "bird"]    # "1" is 1, as Ultralytics reads it


def test_unannotated_kept_by_default_or_skipped(tmp_path):
    root = A.make_voc(str(tmp_path / "voc"))
    r = scan(root)
    assert r.annotations["unannotated_images"] == 1 and len(r.samples) == 4
    r = scan(root, skip_unannotated=True)
    assert reasons(r) == {"d.png": "no annotations for this image (--skip-unannotated)"}


def test_masks_without_partner_are_listed(tmp_path):
    root = A.make_masks(str(tmp_path / "seg"))
    os.remove(tmp_path / "seg" / "masks" / "b.png")
    Image.new("L", (4, 4)).save(tmp_path / "seg" / "masks" / "orphan.png")
    why = reasons(scan(root))
    assert why["b.png"].startswith("no mask: masks/ has no b.png")
    assert why["orphan.png"].startswith("mask without an image")


def test_mask_size_and_values_are_checked_per_image(tmp_path):
    root = A.make_masks(str(tmp_path / "seg"))
    Image.new("L", (10, 10)).save(tmp_path / "seg" / "masks" / "b.png")
    Image.fromarray(np.full((160, 200), 9, np.uint8)).save(tmp_path / "seg" / "masks" / "d.png")
    r = scan(root)
    opts = ImageOptions(64, 64, "stretch", "png")
    from engine.codecs import imaging
    for s in r.samples:
        with open(s.path, "rb") as f:
            data = f.read()
        img = imaging.convert(data, opts)
        name = os.path.basename(s.path)
        if name == "b.png":
            with pytest.raises(AnnotationError,
                               match="the mask masks/b.png is 10x10, but its image is 300x200"):
                features(s.ann, s.name, img, data, opts)
        elif name == "d.png":
            with pytest.raises(AnnotationError, match="class value 9"):
                features(s.ann, s.name, img, data, opts)
        else:
            features(s.ann, s.name, img, data, opts)


def test_multilabel_csv(tmp_path):
    A.write_images(str(tmp_path / "images"))
    csv = tmp_path / "t.csv"
    csv.write_text("images/a.jpg,cat;dog\nimages/b.png,bird|cat\nimages/nope.png,cat\n"
                   "images/d.png,\n")
    r = scan(csv)
    assert r.task == "multilabel" and r.labels == ["bird", "cat", "dog"]
    got = {os.path.basename(s.path): s.ann.labels for s in r.samples}
    assert got == {"a.jpg": (1, 2), "b.png": (0, 1), "d.png": ()}
    assert "image not found" in reasons(r)["nope.png"]


def test_compressed_rle_decodes_like_pycocotools():
    from engine.sources.coco import decode_compressed_rle
    # pycocotools.mask.encode of a 4x4 mask with a 2x2 block at rows 1-2, cols 1-2
    # is runs [5, 2, 2, 2, 5], which rleToString writes as b'52203' (runs after the second
    # are stored as differences); a negative difference uses the sign bit: [1, 10, 1, 1].
    assert decode_compressed_rle("52203") == [5, 2, 2, 2, 5]
    assert decode_compressed_rle("1:1G") == [1, 10, 1, 1]


def test_annotations_made_on_the_rotated_picture_are_recognised_by_size(tmp_path):
    """c.jpg is stored 400x240 with EXIF orientation 6. The same box given in the stored
    grid (size 400x240 recorded) and on the rotated picture (size 240x400 recorded) must
    land on the same output box."""
    from engine.codecs import imaging
    from engine.sources import geometry as G
    from engine.sources.model import Annotation, Obj

    A.write_images(str(tmp_path))
    data = (tmp_path / "c.jpg").read_bytes()
    opts = ImageOptions(120, 90, "fit", "png")
    img = imaging.convert(data, opts)
    stored = (40, 40, 200, 160)
    (ax, ay), (bx, by) = G.orient_point(6, 40, 40, 400, 240), G.orient_point(6, 200, 160, 400, 240)
    rotated = (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
    outs = []
    for box, size in ((stored, (400, 240)), (rotated, (240, 400))):
        ann = Annotation("detection", (Obj(*box, label=0, text="dog"),), size=size)
        f, _ = features(ann, "c.jpg", img, data, opts)
        outs.append([f[f"image/object/bbox/{k}"][0] for k in ("xmin", "ymin", "xmax", "ymax")])
    assert np.allclose(outs[0], outs[1])
    # and it is where the green rectangle is in the stored picture
    arr = np.asarray(Image.open(__import__("io").BytesIO(img.data)).convert("RGB"))
    ys, xs = np.nonzero((arr[..., 1] >= 128) & (arr[..., 0] < 128))
    found = (xs.min() / 120, ys.min() / 90, (xs.max() + 1) / 120, (ys.max() + 1) / 90)
    assert np.allclose(outs[0], found, atol=1 / 90)


def test_coco_recognised_when_annotations_come_last_far_into_the_file(tmp_path):
    """COCO's own files list info, licenses and hundreds of MB of images before
    "annotations" and "categories"."""
    A.write_images(str(tmp_path / "images"))
    images = [{"id": i, "file_name": "a.jpg" if i == 0 else f"gone{i}.jpg", "width": 640,
               "height": 400, "coco_url": "http://images.cocodataset.org/" + "x" * 40}
              for i in range(2000)]
    p = tmp_path / "instances_val2017.json"
    p.write_text(json.dumps({"info": {}, "licenses": [], "images": images,
                             "annotations": [{"id": 1, "image_id": 0, "category_id": 1,
                                              "bbox": [64, 48, 192, 160]}],
                             "categories": [{"id": 1, "name": "cat"}]}))
    assert p.stat().st_size > 3 * 65536
    r = scan(tmp_path)
    assert r.kind == "coco" and len(r.samples) == 1
    # (the other images write_images made, listed by no entry, are set aside too)
    assert sum(x.reason.startswith("image not found") for x in r.rejected) == 1999


def test_scan_command(tmp_path):
    import subprocess
    import sys

    from tests.engine.conftest import ROOT
    root = A.make_yolo(str(tmp_path / "yolo"))
    (tmp_path / "yolo" / "labels" / "train" / "b.txt").write_text("0 0.5\n")
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "engine", "scan", root], capture_output=True,
                       text=True, env=env, cwd=ROOT, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "task: object detection (boxes)" in p.stdout
    assert "objects per class: cat 2, dog 2" in p.stdout
    assert "labels/train/b.txt line 1: 2 fields" in p.stdout
    p = subprocess.run([sys.executable, "-m", "engine", "scan", root, "--json", "--samples",
                        "2"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    doc = json.loads(p.stdout)
    assert doc["task"] == "detection" and doc["images"] == 3 and len(doc["samples"]) == 2
    assert doc["problems_total"] == 1
    # each problem's code, for the window's language
    assert doc["problem_codes"] == [["ann.yolo_fields", {"file": "labels/train/b.txt",
                                                         "line": "1", "count": "2"}]]
    # the annotation files' digests, as a run records them (the window compares the two
    # before it offers Resume)
    assert "labels/train/b.txt" in doc["annotation_files"]
    out = tmp_path / "out"
    p = subprocess.run([sys.executable, "-m", "engine", "convert", root, "--out", str(out),
                        "--size", "16"], capture_output=True, text=True, env=env, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 0, p.stderr
    manifest = json.loads((out / "tfrecord_studio.json").read_text())
    assert manifest["annotation_files"] == doc["annotation_files"]


def test_scan_command_lists_a_tables_images_by_the_runs_rules(tmp_path):
    # --list: every image convert would read (the window's preview), one JSON line each
    # after the document; --split: its names are accepted in the split column, as
    # convert's are
    import subprocess
    import sys

    from tests.engine.conftest import ROOT
    for n in "ab":
        Image.new("RGB", (8, 8)).save(tmp_path / f"{n}.png")
    table = tmp_path / "list.csv"
    table.write_text("a.png,cat,train\nb.png,dog,fold1\na.png,cat,train\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=ROOT)

    def scan_doc(*extra):
        p = subprocess.run([sys.executable, "-m", "engine", "scan", str(table), "--json",
                            *extra], capture_output=True, text=True, env=env, cwd=ROOT,
                           timeout=120)
        doc, *files = (json.loads(line) for line in p.stdout.splitlines())
        return p.returncode, doc, files

    rc, doc, files = scan_doc("--list")
    assert rc == 3 and doc["error_code"][0] == "csv.unknown_split_named"   # EXIT_BAD_SOURCE
    assert files == []
    rc, doc, files = scan_doc("--list", "--split", "train=0.5,fold1=0.5")
    assert rc == 0 and doc["problems_total"] == 1 and doc["listed"] == 2
    assert files == [[str(tmp_path / "a.png"), "cat", "train", (tmp_path / "a.png").stat()
                      .st_size], [str(tmp_path / "b.png"), "dog", "fold1",
                                  (tmp_path / "b.png").stat().st_size]]
    assert scan_doc("--split", "train=0.5,fold1=0.5")[2] == []   # no --list: the doc only


def test_a_multilabel_tables_split_column_accepts_the_names_split_gives(tmp_path):
    # a class table accepted --split's names in its split column, a multi-label one did not
    from tests.engine.annotated_data import IMAGES, write_images
    write_images(str(tmp_path / "images"))
    rows = ["path,labels,split"] + [f"images/{name},cat;dog,{'fold1' if i else 'train'}"
                                    for i, (name, *_rest) in enumerate(IMAGES)]
    (tmp_path / "tags.csv").write_text("\n".join(rows) + "\n")
    table = str(tmp_path / "tags.csv")
    r = discover.scan(table)
    assert r.task == "multilabel" and len(r.samples) == 1
    assert all("unknown split 'fold1'" in x.reason for x in r.rejected)
    r = discover.scan(table, split=(("train", 0.5), ("fold1", 0.5)))
    assert len(r.samples) == len(IMAGES) and not r.rejected
    assert {s.split for s in r.samples} == {"train", "fold1"}


def test_scan_finds_the_masks_the_run_refuses_from_their_headers(tmp_path):
    # A mask of the wrong size or in colour was found only while converting: the preview
    # said 0 problems and the run skipped 2. `scan --list` reads both headers, by the
    # run's own rules (an EXIF-turned photo, c.jpg, may have a mask of either shape).
    import subprocess
    import sys

    from tests.engine.conftest import ROOT
    root = A.make_masks(str(tmp_path / "seg"))
    masks = tmp_path / "seg" / "masks"
    Image.new("L", (150, 100)).save(masks / "b.png")                   # b.png is 300x200
    Image.new("RGB", (200, 160), (0, 200, 0)).save(masks / "d.png")    # a colour mask
    Image.new("L", (240, 400)).save(masks / "c.png")    # c.jpg's turned shape: it fits
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "engine", "scan", root, "--json", "--list"],
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    doc = json.loads(p.stdout.splitlines()[0])   # the document; the listed images follow
    found = {os.path.basename(path): why for path, why in doc["problems"]}
    assert found == {
        # the mask named as the file to fix, under its image (b.png of images/)
        "b.png": "the mask masks/b.png is 150x100, but its image is 300x200: they must be "
                 "the same size; fix the mask",
        "d.png": "mask is a RGB colour image; class masks must be grey or palette PNGs "
                 "whose values are class indices, or colour masks beside a labelmap.txt that "
                 "gives each class its colour (as CVAT exports)"}
    assert doc["skipped"] == 2 and [c[0] for c in doc["problem_codes"]] == [
        "ann.mask_size_named", "ann.mask_colour"]
    assert doc["set_aside"] == 0 and doc["images"] == len(A.IMAGES)   # counted, then skipped
    out = tmp_path / "out"
    subprocess.run([sys.executable, "-m", "engine", "convert", root, "--out", str(out),
                    "--workers", "1", "--events", "none"], env=env, cwd=ROOT, timeout=300,
                   capture_output=True, check=True)
    import csv
    with open(out / "rejected.csv", encoding="utf-8", newline="") as f:
        rejected = {os.path.basename(r["path"]): r["reason"] for r in csv.DictReader(f)}
    assert rejected == found


def test_scan_reads_mask_headers_as_the_run_does_and_never_blocks_on_a_fifo(tmp_path):
    # The scan opened masks with Image.open: a named pipe called x.png in masks/ would
    # have blocked the window's scan for ever. It opens them as the run does.
    from types import SimpleNamespace

    from engine.config import DEFAULT_MAX_PIXELS
    from engine.sources.masks import read_masks
    root = A.make_masks(str(tmp_path / "seg"))
    os.remove(os.path.join(root, "masks", "a.png"))
    os.mkfifo(os.path.join(root, "masks", "a.png"))
    image = os.path.join(root, "images", "a.jpg")

    def problem(mask: str) -> str | None:
        ann = SimpleNamespace(mask_path=os.path.join(root, "masks", mask), colours=(),
                              classes=0)
        refused, _ = read_masks([SimpleNamespace(path=image, ann=ann)], DEFAULT_MAX_PIXELS)
        return dict(refused).get(image)
    # refused without reading a byte, as the run refuses it (its reason, not a hang)
    assert problem("a.png") == (
        f"cannot read the mask {os.path.join(root, 'masks', 'a.png')}: not a regular file: "
        "this is a named pipe (FIFO), which is never read")
    assert problem("b.png") == (
        "the mask masks/b.png is 300x200, but its image is 640x400: they must be the same "
        "size; fix the mask")


def _edit(path: str, old: str, new: str) -> None:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert old in text, old
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new, 1))


def test_nan_and_inf_in_annotation_files_cost_an_object_not_the_scan_or_the_run(tmp_path):
    """The words "nan" and "inf" parse as floats: a YOLO box of nan reached the worker (which failed
    the image with "cannot convert float NaN to integer"), a CVAT polygon point of nan
    would have drawn nothing, and a size of "inf" in VOC, CVAT or a box CSV ended the scan
    with an OverflowError."""
    yolo = A.make_yolo(str(tmp_path / "yolo"))
    _edit(os.path.join(yolo, "labels", "train", "a.txt"), "0 ", "0 nan 0.5 0.1 0.1\n0 ")
    r = scan(yolo)
    assert r.annotations["object_problems"] == {"box has a coordinate that is not a number": 1}
    assert len(r.samples) == 4 and not r.rejected

    cvat = X.make_cvat_xml(str(tmp_path / "cvat"))
    xml = os.path.join(cvat, "annotations.xml")
    _edit(xml, 'points="180,24;', 'points="180,24;nan,50;')
    _edit(xml, 'width="640"', 'width="inf"')
    r = scan(cvat)
    assert r.annotations["object_problems"]["box has a coordinate that is not a number"] == 1
    assert len(r.samples) == 4 and not r.rejected

    voc = A.make_voc(str(tmp_path / "voc"))
    _edit(os.path.join(voc, "Annotations", "a.xml"), "<width>640</width>", "<width>inf</width>")
    _edit(os.path.join(voc, "Annotations", "a.xml"), "<truncated>0", "<truncated>-inf")
    assert len(scan(voc).samples) == 4

    csv = A.make_boxcsv(str(tmp_path / "csv"))
    _edit(csv, "images/a.jpg,640,", "images/a.jpg,inf,")
    r = scan(csv)
    assert "width, height and box must be numbers" in reasons(r)["a.jpg"]
    assert len(r.samples) == 3


def test_a_cvat_brush_mask_larger_than_its_picture_is_left_out(tmp_path):
    """Its box is decoded pixel by pixel in a worker: a damaged width of 10^9 would be
    gigabytes."""
    import re
    cvat = X.make_cvat_xml(str(tmp_path / "cvat"))
    xml = os.path.join(cvat, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    with open(xml, "w", encoding="utf-8") as f:
        f.write(re.sub(r'(<mask [^>]*)width="\d+"', r'\1width="1000000000"', text, count=1))
    r = scan(cvat)
    assert r.annotations["object_problems"] == {"a polyline has no area": 3,
                                                "the mask is damaged": 1}


def test_an_xml_encoding_python_does_not_know_is_a_malformed_file_not_a_crash(tmp_path):
    """<?xml encoding="..."?> naming an encoding Python lacks raised a LookupError out of
    the scan."""
    from engine.reason_codes import describe
    voc = A.make_voc(str(tmp_path / "voc"))
    _edit(os.path.join(voc, "Annotations", "a.xml"), "<annotation>",
          '<?xml version="1.0" encoding="utf-8utf-8"?><annotation>')
    r = scan(voc)
    assert describe(reasons(r)["a.jpg"])[0] == "ann.xml_malformed"
    assert len(r.samples) == 3          # the others (d.png, without an XML, kept unlabelled)
    cvat = X.make_cvat_xml(str(tmp_path / "cvat"))
    _edit(os.path.join(cvat, "annotations.xml"), 'encoding="utf-8"', 'encoding="nan"')
    with pytest.raises(errors.SourceError) as e:
        scan(cvat)
    assert describe(str(e.value))[0] == "cvat.malformed"


# --- an annotation file that holds nothing (issue: "the XML is malformed (line 1, column
# 1): no element found", the parser's English inside a Japanese sentence)
EMPTY = {"0 bytes": b"", "white space": b"\xef\xbb\xbf\r\n  \n"}


@pytest.mark.parametrize("content", sorted(EMPTY))
def test_an_empty_voc_xml_sets_its_image_aside_saying_it_is_empty(tmp_path, content):
    from engine.reason_codes import describe
    for make in (A.make_voc, X.make_labelimg_voc):   # Annotations/; each XML beside its image
        root = make(str(tmp_path / make.__name__))
        ann = os.path.join(root, "Annotations") if make is A.make_voc else root
        with open(os.path.join(ann, "a.xml"), "wb") as f:
            f.write(EMPTY[content])
        r = scan(root)
        why = reasons(r)
        assert why == {"a.jpg": "a.xml is empty: it holds no annotations (label the image "
                                "again, or delete a.xml to keep the image without any)"}, why
        assert describe(why["a.jpg"]) == ("ann.xml_empty", {"file": "a.xml"})
        # beside its image, the empty XML was passed over: a.jpg was kept with no boxes
        assert len(r.samples) == 3 and r.annotations["unannotated_images"] == 1


def test_an_empty_coco_json_is_said_to_be_empty(tmp_path):
    from engine.reason_codes import describe
    src = A.make_coco(str(tmp_path / "coco"))   # annotations/instances_train.json
    folder = tmp_path / "coco"
    with open(src, "wb"):
        pass
    # its only JSON empty: read as class folders ("images" a class), without a word
    for source in (folder, src):
        with pytest.raises(errors.SourceError) as e:
            scan(source)
        assert describe(str(e.value)) == ("ann.source_empty", {"path": src}), str(e.value)
    # beside another, its split was lost without a word: now it is listed, set aside
    A.make_coco(str(tmp_path / "val"))
    os.replace(tmp_path / "val" / "annotations" / "instances_train.json",
               folder / "annotations" / "instances_val.json")
    r = scan(folder)
    assert r.kind == "coco" and len(r.samples) == 4 and {s.split for s in r.samples} == {"val"}
    assert [(os.path.basename(x.path), describe(x.reason)) for x in r.rejected] == [
        ("instances_train.json", ("ann.file_empty", {"file": "instances_train.json"}))]


@pytest.mark.parametrize("content, reason", [
    (b"", "instances_train.json is empty: it holds no annotations; export it again from "
          "the labelling tool"),
    (b'{"images": [], "annotations": [],}', "malformed JSON at line 1, column 34: "
                                            "Expecting property name enclosed in double "
                                            "quotes"),
    (b'{"images": {}, "annotations": []}', "not a COCO file: no 'images' list"),
    (b'{"images": [], "annotations": {}}', "not a COCO file: 'annotations' is not a list"),
])
def test_a_coco_file_that_cannot_be_read_is_refused_one_way(tmp_path, content, reason):
    """Every COCO file that cannot be read (a blank one too) goes through coco._refuse:
    beside another it is set aside with its reason and the other is read; alone, the
    scan fails and says what to do (a blank file: that it is empty, in its own words)."""
    folder = tmp_path / "coco"
    src = A.make_coco(str(folder))   # annotations/instances_train.json
    A.make_coco(str(tmp_path / "val"))
    os.replace(tmp_path / "val" / "annotations" / "instances_train.json",
               folder / "annotations" / "instances_val.json")
    with open(src, "wb") as f:
        f.write(content)
    r = scan(folder)
    assert {s.split for s in r.samples} == {"val"} and len(r.samples) == 4
    assert [(os.path.basename(x.path), x.reason) for x in r.rejected] == [
        ("instances_train.json", reason)]
    os.remove(folder / "annotations" / "instances_val.json")
    with pytest.raises(errors.SourceError) as e:
        scan(folder)
    assert str(e.value) == (f"{src} is empty: it holds no annotations. Export them again "
                            "from the labelling tool." if not content else
                            f"{src}: {reason}. Fix the file (a text editor shows the line) "
                            "and scan again.")


def test_an_empty_cvat_xml_is_said_to_be_empty(tmp_path):
    from engine.reason_codes import describe
    root = X.make_cvat_xml(str(tmp_path / "cvat"))
    xml = os.path.join(root, "annotations.xml")
    with open(xml, "wb") as f:
        f.write(b"\n")
    for source in (root, xml):   # read as class folders ("images"), or as a table
        with pytest.raises(errors.SourceError) as e:
            scan(source)
        assert describe(str(e.value)) == ("ann.source_empty", {"path": xml}), str(e.value)


def test_an_empty_yolo_label_file_is_an_image_without_objects(tmp_path):
    # empty means "no objects" here (YOLO's own convention for a negative image); an empty
    # classes.txt names no class: the classes are numbered, as without one (it refused every
    # labelled image: "unknown class 0 (the class names list has 0 or more)")
    root = A.make_yolo(str(tmp_path / "yolo"))
    with open(os.path.join(root, "labels", "train", "a.txt"), "wb"):
        pass
    r = scan(root)
    assert not r.rejected and len(r.samples) == 4
    assert r.annotations["unannotated_images"] == 2   # a.jpg, and d.png without a file
    os.remove(os.path.join(root, "data.yaml"))
    with open(os.path.join(root, "classes.txt"), "w") as f:
        f.write("\n")
    r = scan(root)
    assert not r.rejected and len(r.samples) == 4 and r.labels == ["0", "1", "2"]
    assert any(n.startswith("No class names were found") for n in r.notices), r.notices


def test_an_xml_export_is_recognised_by_its_first_4_kib(tmp_path):
    # CVAT's annotations.xml and a Pascal VOC file are told apart by their first bytes only
    from engine.sources.annotation_files import head
    (tmp_path / "big.xml").write_bytes(b"<annotations>" + b" " * 5000 + b"<version>")
    assert head(str(tmp_path / "big.xml")) == b"<annotations>" + b" " * (4096 - 13)
    assert head(str(tmp_path / "nope.xml")) is None
    assert head(str(tmp_path)) is None   # a folder cannot be read as a file
