"""VOC and YOLO sources: malformed or cut-short files, coordinates as the file
writes them, bad label lines, and YOLO's names files (data.yaml, classes.txt)."""

from __future__ import annotations

import os
import unicodedata

import pytest

from tests.engine import annotated_data as A
from tests.engine.annotation_scan import reasons, scan


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


@pytest.mark.parametrize(("content", "inner"), [
    ("<annotation><filename>zz.jpg</fil></annotation>", "ann.xml_malformed"),
    ("<annotation><filename>zz.jpg</filename><object>", "ann.xml_cut"),
    ("", "ann.file_empty")])
def test_an_unreadable_voc_xml_without_its_image_sets_the_file_aside(tmp_path, content,
                                                                     inner):
    """Its path was the XML's under the code of an image set aside for its annotations
    (ann.xml_malformed), and the window counted an image that does not exist."""
    from engine.reason_codes import describe
    root = A.make_voc(str(tmp_path / "voc"))
    (tmp_path / "voc" / "Annotations" / "zz.xml").write_text(content)
    r = scan(root)
    (rejected,) = r.rejected
    assert rejected.path == str(tmp_path / "voc" / "Annotations" / "zz.xml")
    code, params = describe(rejected.reason)
    assert (code, params["folder"], params["name"]) == (
        "ann.voc_xml_without_image", "JPEGImages/", "zz"), rejected.reason
    assert params["sentence"]["code"] == inner, rejected.reason
    assert len(r.samples) == 4


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
    assert why["a.jpg"].startswith("labels/train/a.txt line 1: the wrong number of values (4) "
                                   "for a box (class cx cy w h: 5) or a polygon")
    assert "line 2: unknown class 7" in why["b.png"]
    c = next(s for s in r.samples if s.path.endswith("c.jpg"))
    assert c.ann.objects == () and r.annotations["object_problems"] == {
        "box has zero or negative size": 1}
    # c lost its only box: counted apart from images that have no annotations at all (d,
    # which has no label file): the window called c one, "kept as a background image"
    assert (r.annotations["emptied_images"], r.annotations["unannotated_images"]) == (1, 1)
    assert all(s.split == "train" for s in r.samples)


@pytest.mark.parametrize("reader", ["tiny", "pyyaml"])
def test_yolo_names_yaml(reader):
    from engine.sources import yolo_names
    parse = yolo_names.names_without_pyyaml if reader == "tiny" \
        else yolo_names.names_with_pyyaml
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


def test_a_yolo_unknown_class_skips_the_image_with_its_other_boxes_and_says_the_fix(tmp_path):
    """"line 1: unknown class 5 (the class names list has 0..2)" said neither what to do nor
    that the image's two good boxes went with it. The image is skipped whole, as with
    COCO's unknown category (kept, the object of that line would be background)."""
    from engine.reason_codes import describe
    root = A.make_yolo(str(tmp_path / "yolo"))
    labels = tmp_path / "yolo" / "labels" / "train"
    (labels / "a.txt").write_text("5 0.5 0.5 0.2 0.2\n0 0.5 0.5 0.2 0.2\n\n1 0.4 0.4 0.1 0.1\n")
    (labels / "b.txt").write_text("9 0.5 0.5 0.2 0.2\n")
    (labels / "c.txt").write_text("0 0.5 0.5 0.2 0.2\n-1 0.5 0.5 0.2 0.2\n")
    r = scan(root)
    why = reasons(r)
    assert why["a.jpg"] == (
        "labels/train/a.txt line 1: unknown class 5 (the class names list has 0..2); the image "
        "is skipped with its 2 other boxes. Correct the class number on that line, or name "
        "class 5 in data.yaml")
    assert why["b.png"] == (
        "labels/train/b.txt line 1: unknown class 9 (the class names list has 0..2); the image "
        "is skipped. Correct the class number on that line, or name class 9 in data.yaml")
    assert why["c.jpg"] == (
        "labels/train/c.txt line 2: class -1 is negative (YOLO's classes are numbered from 0); "
        "the image is skipped with its 1 other box. Correct the class number on that line")
    assert [describe(why[n])[0] for n in ("a.jpg", "b.png", "c.jpg")] == [
        "ann.yolo_unknown_class", "ann.yolo_unknown_class_alone", "ann.yolo_negative_class"]
    assert sorted(os.path.basename(s.path) for s in r.samples) == ["d.png"]
    os.remove(os.path.join(root, "data.yaml"))
    (tmp_path / "yolo" / "classes.txt").write_text("cat\ndog\nbird\n")
    assert reasons(scan(root))["b.png"].endswith("or name class 9 in classes.txt")


def test_source_ids_do_not_follow_the_order_a_disk_lists_folders(tmp_path, monkeypatch):
    """image/source_id numbers the images in the scan's order, and os.walk lists a YOLO
    source's nested folders as the file system does: the same images on another disk
    (or restored there before a --resume) were numbered otherwise."""
    from engine.sources import yolo
    root = A.make_yolo(str(tmp_path / "yolo"))
    train = os.path.join(root, "images", "train")
    for batch in ("batch2", "batch1", "batch3"):
        os.makedirs(os.path.join(train, batch))
        for n in os.listdir(train):
            if n.endswith(".png") and not n.startswith(batch):
                os.link(os.path.join(train, n), os.path.join(train, batch, n))

    def ids() -> dict[str, str]:
        return {s.path: s.ann.source_id for s in scan(root).samples}
    listed = ids()
    walk = os.walk

    def reversed_walk(top, *a, **kw):   # (another file system's listing)
        for here, dirs, files in walk(top, *a, **kw):
            dirs.reverse()
            yield here, dirs, files
    monkeypatch.setattr(yolo.os, "walk", reversed_walk)
    assert ids() == listed and len(set(listed.values())) == len(listed) > 3


@pytest.mark.parametrize("given", [["7", "007"], ["9" * 5000, "1"]])
def test_numeric_ids_that_are_one_number_or_too_long_are_renumbered(given):
    """"007" and "7" are one id to tf.strings.to_number (Model Garden's evaluation), and
    int() refuses a string of 4,300 digits (a CVAT id of 5,000 digits ended the scan with
    an internal error): both are numbered 1, 2, ... instead."""
    from engine.sources.annotation_builder import numbered
    from engine.sources.discover import Sample
    from engine.sources.model import Annotation
    samples = [Sample(f"/s/{n}.png", f"{n}.png", 0, "cat", None, 1,
                      Annotation("detection", source_id=i)) for n, i in enumerate(given)]
    assert [s.ann.source_id for s in numbered(samples)] == ["1", "2"]


def test_yolo_pairs_labels_with_pictures_whose_korean_names_a_mac_decomposed(tmp_path):
    """labels/train/현미경_a.txt written on Windows (composed) for a picture unzipped from
    a macOS zip (decomposed): the same name to the eye, and every image was converted as
    a background image, its boxes "annotations for an image that does not exist"."""
    root = tmp_path / "yolo"
    A.make_yolo(str(root))
    for folder, form in (("images", "NFD"), ("labels", "NFC")):
        here = root / folder / "train"
        for f in os.listdir(here):
            os.replace(here / f, here / unicodedata.normalize(form, "현미경_" + f))
    r = scan(root)
    assert r.rejected == [], reasons(r)
    boxes = {os.path.basename(s.path): len(s.ann.objects) for s in r.samples}
    assert sorted(boxes.values()) == [0, 2, 2, 2], boxes


def test_yolo_labels_from_windows_in_a_folder_a_mac_named(tmp_path):
    """The same, the dataset's own folder unzipped from the Mac too (decomposed: 현미경
    데이터/) and the label files copied in from Windows (composed): the other form was
    sought for the whole path, the folder's name too, and found nothing; each part of the
    path is read in its own form."""
    root = tmp_path / unicodedata.normalize("NFD", "현미경 데이터")
    A.make_yolo(str(root))
    for folder, form in (("images", "NFD"), ("labels", "NFC")):
        here = root / folder / "train"
        for f in os.listdir(here):
            os.replace(here / f, here / unicodedata.normalize(form, "세포_" + f))
    r = scan(root)
    assert r.rejected == [], reasons(r)
    boxes = {os.path.basename(s.path): len(s.ann.objects) for s in r.samples}
    assert sorted(boxes.values()) == [0, 2, 2, 2], boxes


def test_voc_split_lists_typed_on_windows_name_files_a_mac_wrote(tmp_path):
    """ImageSets/Main/val.txt typed on Windows (composed: データ_b) for a VOC folder
    unzipped from a Mac (decomposed): the images were found as names show, the lists
    read as written, and the image lost its split without a word."""
    root = A.make_voc(str(tmp_path / "voc"))
    name = unicodedata.normalize("NFD", "データ_b")
    os.rename(os.path.join(root, "JPEGImages", "b.png"),
              os.path.join(root, "JPEGImages", f"{name}.png"))
    xml = os.path.join(root, "Annotations", f"{name}.xml")
    os.rename(os.path.join(root, "Annotations", "b.xml"), xml)
    with open(xml, encoding="utf-8") as f:
        text = f.read().replace("b.png", f"{name}.png")
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text)
    lists = os.path.join(root, "ImageSets", "Main")
    os.makedirs(lists)
    with open(os.path.join(lists, "val.txt"), "w", encoding="utf-8") as f:
        f.write(unicodedata.normalize("NFC", "データ_b") + "\n")
    r = scan(root)
    split = {unicodedata.normalize("NFC", os.path.basename(s.path)): s.split
             for s in r.samples}
    assert split["データ_b.png"] == "val", split


@pytest.mark.parametrize("ext", [".heic", ".HEIC", ".avif"])
def test_iphone_photos_in_yolo_and_voc_exports_are_found_with_their_boxes(tmp_path, ext):
    """An iPhone's photos (.heic) in a YOLO or Pascal VOC export: the class-folder source
    converted them, the annotated sources looked only for .jpg/.png/... and said
    "annotations for an image that does not exist: images/ has no image named 検体_025"
    beside images/検体_025.heic (a Japanese walk, 5 of 150 photos lost)."""
    from PIL import Image
    pillow_heif = pytest.importorskip("pillow_heif")
    pillow_heif.register_heif_opener()
    fmt = "AVIF" if ext == ".avif" else "HEIF"
    yolo = tmp_path / "yolo"
    A.make_yolo(str(yolo))
    Image.new("RGB", (64, 48), (200, 40, 40)).save(
        yolo / "images" / "train" / f"検体_025{ext}", format=fmt)
    (yolo / "labels" / "train" / "検体_025.txt").write_text("1 0.5 0.5 0.25 0.5\n")
    r = scan(yolo)
    assert r.rejected == [], reasons(r)
    heic = [s for s in r.samples if s.path.endswith(ext)]
    assert len(heic) == 1 and len(heic[0].ann.objects) == 1
    voc = tmp_path / "voc"
    A.make_voc(str(voc))
    Image.new("RGB", (64, 48)).save(voc / "JPEGImages" / f"検体_025{ext}", format=fmt)
    (voc / "Annotations" / "検体_025.xml").write_text(
        "<annotation><filename>検体_025" + ext + "</filename><size><width>64</width>"
        "<height>48</height><depth>3</depth></size><object><name>cat</name><bndbox>"
        "<xmin>9</xmin><ymin>9</ymin><xmax>40</xmax><ymax>30</ymax></bndbox></object>"
        "</annotation>", encoding="utf-8")
    r = scan(voc)
    assert not [x for x in r.rejected if "検体" in x.path], reasons(r)
    assert [len(s.ann.objects) for s in r.samples if s.path.endswith(ext)] == [1]
