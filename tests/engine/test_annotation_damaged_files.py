"""Damaged and empty annotation files: nan and inf, an oversized brush mask, an
unknown XML encoding and files that hold nothing cost an image or an object with a
reason that says so, never the scan or the run."""

from __future__ import annotations

import os

import pytest

from engine import errors
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X
from tests.engine.annotation_scan import reasons, scan


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


def test_a_coco_json_in_a_korean_code_page_is_read_and_said_so(tmp_path):
    """A JSON a program on a Korean Windows saved in CP949: the scan said Python's words,
    "cannot read the JSON: 'utf-8' codec can't decode byte 0xbc in position 34: invalid
    start byte", and, alone, "Fix the file (a text editor shows the line)": there is no
    line to fix. It is read as Notepad's "ANSI" is (engine.sources.label_text), its
    Korean class name kept, and a note says in which encoding."""
    from engine.reason_codes import describe
    folder = tmp_path / "coco"
    src = A.make_coco(str(folder))   # annotations/instances_train.json
    with open(src, encoding="utf-8") as f:
        text = f.read().replace('"cat"', '"세포"')
    with open(src, "w", encoding="cp949") as f:
        f.write(text)
    r = scan(folder)
    assert len(r.samples) == 4 and not r.rejected
    assert "세포" in r.labels
    assert [describe(n)[0] for n in r.notices if "instances_train.json" in n] == \
        ["csv.encoding"], r.notices


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


@pytest.mark.parametrize("make", [A.make_voc, A.make_boxcsv, A.make_coco])
def test_an_image_not_found_says_what_to_do(tmp_path, make):
    """Every damaged file beside it in the Failures tab said what to do ("copy it again
    from the original"); an image its annotations name and the disk does not have said
    only that it was not there."""
    from engine.reason_codes import describe
    src = make(str(tmp_path / "x"))
    folder = "JPEGImages" if make is A.make_voc else "images"
    os.remove(tmp_path / "x" / folder / "b.png")
    r = scan(src)
    [gone] = [x for x in r.rejected if x.reason.startswith("image not found")]
    assert os.path.basename(gone.path) == "b.png" and describe(gone.reason)[0]
    assert ". Copy the image " in gone.reason, gone.reason


def test_an_image_gone_when_the_scan_reads_it_says_what_to_do(tmp_path):
    """The reason every reader's image falls back on (ann.image_missing: an image listed
    that is gone when the scan reads it) said only "the file does not exist", where the
    COCO, VOC, CVAT and box-CSV ones say what to do."""
    from engine.reason_codes import describe
    from engine.sources.annotation_builder import Builder
    from engine.sources.model import TASK_DETECTION, Annotation
    b = Builder(TASK_DETECTION, "coco", {})
    b.add(str(tmp_path / "gone.jpg"), "gone.jpg", Annotation(TASK_DETECTION))
    [rej] = b.rejected
    assert rej.reason == ("image not found: the annotations name it but the file does not "
                          "exist. Copy the image to the path shown, or take it out of the "
                          "annotations"), rej.reason
    assert describe(rej.reason) == ("ann.image_missing", {})
