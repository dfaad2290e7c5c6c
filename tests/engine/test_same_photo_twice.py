"""One photo saved twice under one name in one folder (an iPhone export's IMG_1.JPG and
IMG_1.HEIC): an annotated reader pairs its annotations with one file and sets the other
aside with why, naming the one it chose. VOC made the HEIC a record with no objects
(counted as an image "without annotations"), YOLO made two records with the same boxes,
which could land in train and val."""

from __future__ import annotations

import os

import pytest

from tests.engine import annotated_data as A
from tests.engine.annotation_scan import scan


@pytest.fixture
def heif():
    pillow_heif = pytest.importorskip("pillow_heif")
    pillow_heif.register_heif_opener()


def _both(folder, stem="IMG_1"):
    from PIL import Image
    picture = Image.new("RGB", (64, 48), (200, 40, 40))
    picture.save(os.path.join(folder, f"{stem}.JPG"), format="JPEG")
    picture.save(os.path.join(folder, f"{stem}.HEIC"), format="HEIF")


def _aside(r, name):
    from engine.reason_codes import describe
    (rejected,) = [x for x in r.rejected if os.path.basename(x.path) == name]
    return describe(rejected.reason)


@pytest.mark.parametrize("named", ["IMG_1.JPG", "IMG_1.HEIC"])
def test_voc_pairs_the_xml_with_the_file_it_names_and_sets_the_other_aside(tmp_path, heif,
                                                                           named):
    voc = tmp_path / "voc"
    A.make_voc(str(voc))
    _both(voc / "JPEGImages")
    (voc / "Annotations" / "IMG_1.xml").write_text(
        f"<annotation><filename>{named}</filename><size><width>64</width><height>48</height>"
        "<depth>3</depth></size><object><name>cat</name><bndbox><xmin>9</xmin><ymin>9</ymin>"
        "<xmax>40</xmax><ymax>30</ymax></bndbox></object></annotation>")
    r = scan(voc)
    ours = [s for s in r.samples if os.path.basename(s.path).startswith("IMG_1.")]
    assert [(os.path.basename(s.path), len(s.ann.objects)) for s in ours] == [(named, 1)]
    other = "IMG_1.HEIC" if named == "IMG_1.JPG" else "IMG_1.JPG"
    code, params = _aside(r, other)
    assert (code, params["image"]) == ("ann.same_photo", named)


def test_yolo_pairs_the_label_file_with_the_jpeg_and_sets_the_heic_aside(tmp_path, heif):
    yolo = tmp_path / "yolo"
    A.make_yolo(str(yolo))
    _both(yolo / "images" / "train")
    (yolo / "labels" / "train" / "IMG_1.txt").write_text("1 0.5 0.5 0.25 0.5\n")
    r = scan(yolo)
    ours = [s for s in r.samples if os.path.basename(s.path).startswith("IMG_1.")]
    assert [(os.path.basename(s.path), len(s.ann.objects)) for s in ours] == [("IMG_1.JPG", 1)]
    code, params = _aside(r, "IMG_1.HEIC")
    assert (code, params["image"]) == ("ann.same_photo", "IMG_1.JPG")
    assert "IMG_1.JPG" in r.rejected[0].reason


def test_yolo_without_a_label_file_keeps_both_files(tmp_path, heif):
    """Nothing is paired: each is an image without annotations, as before."""
    yolo = tmp_path / "yolo"
    A.make_yolo(str(yolo))
    _both(yolo / "images" / "train")
    r = scan(yolo)
    assert sorted(os.path.basename(s.path) for s in r.samples
                  if os.path.basename(s.path).startswith("IMG_1.")) == ["IMG_1.HEIC", "IMG_1.JPG"]


def test_the_preferred_file_is_jpeg_or_png_before_heic():
    from engine.sources.annotation_files import preferred
    assert preferred(["a.HEIC", "a.jpg"]) == "a.jpg"
    assert preferred(["a.heif", "a.png", "a.avif"]) == "a.png"
    assert preferred(["a.webp", "a.JPEG"]) == "a.JPEG"


def test_yolo_on_a_disk_that_finds_any_capitals_pairs_one_label_file_once(tmp_path, heif):
    """IMG_1.JPG and img_1.heic both find labels/IMG_1.txt on a Windows share (simulated:
    tests.engine.casefold_fs): one label file, one record with its boxes."""
    from PIL import Image

    from engine.sources import discover
    from tests.engine.casefold_fs import installed
    yolo = tmp_path / "yolo"
    A.make_yolo(str(yolo))
    picture = Image.new("RGB", (64, 48), (200, 40, 40))
    picture.save(yolo / "images" / "train" / "IMG_1.JPG", format="JPEG")
    picture.save(yolo / "images" / "train" / "img_1.heic", format="HEIF")
    (yolo / "labels" / "train" / "IMG_1.txt").write_text("1 0.5 0.5 0.25 0.5\n")
    with installed(yolo):
        r = discover.scan(str(yolo))
    ours = [s for s in r.samples if os.path.basename(s.path).lower().startswith("img_1.")]
    assert [(os.path.basename(s.path), len(s.ann.objects)) for s in ours] == [("IMG_1.JPG", 1)]
    assert _aside(r, "img_1.heic")[1]["image"] == "IMG_1.JPG"
