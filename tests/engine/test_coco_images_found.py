"""A COCO file's images where no export puts them are found by their names below the
export's folder: a JSON beside a folder of another name (``photos/``, FiftyOne's
``data/``) found none ("0 images", every entry "image not found ... beside it or in its
images folder"), and names with other capital letters than the files (a Windows or macOS
disk matched them) were each an image not found and, beside it, an image no annotation
file lists. A note says where each was found; a name two files have finds none. Names a
Mac wrote decomposed are the names the annotations give composed (COCO, and Pascal
VOC's, which shares the finding of an image by its name)."""

from __future__ import annotations

import json
import os
import shutil
import unicodedata

import pytest

from engine.reason_codes import describe
from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine.annotated_records import check_detection, convert


def _coco_beside(root, folder: str = "photos") -> str:
    """make_coco's export with its JSON at the top and its images in ``folder``/."""
    path = A.make_coco(str(root))
    os.replace(path, root / "instances_train.json")
    os.rmdir(root / "annotations")
    os.replace(root / "images", root / folder)
    return str(root)


def _notes(r, code: str) -> list[dict]:
    return [describe(n)[1] for n in r.notices if describe(n)[0] == code]


def test_images_in_a_folder_of_another_name_are_found_and_said(tmp_path):
    src = _coco_beside(tmp_path / "coco")
    r = discover.scan(src)
    assert r.rejected == [], [(x.path, x.reason) for x in r.rejected]
    assert sorted(os.path.basename(s.path) for s in r.samples) == sorted(
        n for n, *_ in A.IMAGES)
    [note] = _notes(r, "ann.coco_found_below")
    assert note["n"] == "4" and note["file"] == "instances_train.json"
    assert note["examples"].startswith("a.jpg → photos/a.jpg; b.png → photos/b.png; "), note
    # converted, the boxes are on the right pictures (found by colour, within a pixel)
    convert(src, str(tmp_path / "out"), "stretch")
    check_detection(str(tmp_path / "out"))


def test_a_json_chosen_as_the_file_looks_below_its_export_folder(tmp_path):
    """CVAT's annotations/instances_default.json chosen with File…, its images moved to
    frames/: the export's folder around annotations/ is searched."""
    path = A.make_coco(str(tmp_path / "cvat"))
    os.replace(tmp_path / "cvat" / "images", tmp_path / "cvat" / "frames")
    r = discover.scan(path)
    assert len(r.samples) == 4 and r.rejected == []


def test_names_with_other_capitals_are_matched_and_said(tmp_path):
    src = A.make_coco(str(tmp_path / "coco"))
    images = tmp_path / "coco" / "images"
    os.replace(images / "a.jpg", images / "A.JPG")
    os.replace(images / "b.png", images / "B.png")
    r = discover.scan(str(tmp_path / "coco"))
    assert r.rejected == [], [(x.path, x.reason) for x in r.rejected]
    assert sorted(os.path.basename(s.path) for s in r.samples) == ["A.JPG", "B.png", "c.jpg",
                                                                    "d.png"]
    [note] = _notes(r, "ann.coco_found_case")
    assert note["n"] == "2" and note["examples"] == \
        "a.jpg → images/A.JPG; b.png → images/B.png", note
    assert not _notes(r, "ann.coco_found_below")
    assert src.endswith("instances_train.json")


def test_a_name_two_files_have_finds_neither(tmp_path):
    """photos/a.jpg and old/a.jpg: which picture the boxes were drawn on cannot be told,
    so the entry stays an image not found (and the two pictures are no one's)."""
    src = _coco_beside(tmp_path / "coco")
    os.makedirs(tmp_path / "coco" / "old")
    shutil.copy(tmp_path / "coco" / "photos" / "a.jpg", tmp_path / "coco" / "old" / "a.jpg")
    r = discover.scan(src)
    missing = [x.reason for x in r.rejected if x.reason.startswith("image not found")]
    assert len(missing) == 1 and "'a.jpg'" in missing[0], missing
    assert len(r.samples) == 3


def test_a_mask_of_the_same_name_is_never_taken_for_the_picture(tmp_path):
    src = _coco_beside(tmp_path / "coco")
    os.makedirs(tmp_path / "coco" / "masks")
    os.replace(tmp_path / "coco" / "photos" / "b.png", tmp_path / "coco" / "masks" / "b.png")
    r = discover.scan(src)
    assert [os.path.basename(x.path) for x in r.rejected
            if x.reason.startswith("image not found")] == ["b.png"]


def test_a_split_json_does_not_take_a_picture_from_another_split(tmp_path):
    """Roboflow's train/ and valid/: an image train's JSON names and train/ lacks is not
    taken from valid/, where a picture of that name is valid's."""
    from tests.engine.annotated_exports import make_roboflow_coco
    root = make_roboflow_coco(str(tmp_path / "rf"))
    with open(os.path.join(root, "train", "_annotations.coco.json")) as f:
        doc = json.load(f)
    doc["images"].append({"id": 77, "file_name": "c.jpg", "width": 400, "height": 240})
    with open(os.path.join(root, "train", "_annotations.coco.json"), "w") as f:
        json.dump(doc, f)
    r = discover.scan(root)
    missing = [os.path.relpath(x.path, root) for x in r.rejected
               if x.reason.startswith("image not found")]
    assert missing == [os.path.join("train", "c.jpg")]


def test_an_image_found_nowhere_is_said_missing_where_the_others_are(tmp_path):
    """The lab's export: its JSON at the top, its pictures in 이미지/ (found below), one
    entry's picture gone, and a screenshot in the folder above the export. The entry
    was said missing as <above>/b.png, in the one folder the export is not in: the user
    looked for it in the wrong place. It is missing from 이미지/, beside the others."""
    src = _coco_beside(tmp_path / "coco", "이미지")
    shutil.copy(tmp_path / "coco" / "이미지" / "a.jpg", tmp_path / "screenshot.jpg")
    os.remove(tmp_path / "coco" / "이미지" / "b.png")
    for source in (src, str(tmp_path / "coco" / "instances_train.json")):
        r = discover.scan(source)
        [gone] = [x for x in r.rejected if x.reason.startswith("image not found")]
        assert gone.path == str(tmp_path / "coco" / "이미지" / "b.png"), (source, gone.path)
        # and says what to do (it said only where it had not looked)
        assert gone.reason.endswith("Copy the image into the folder shown, or take its "
                                    "entry out of the JSON"), gone.reason


def _korean_names_a_mac_decomposed(path: str, images) -> None:
    """The JSON names 현미경_a.jpg..., composed (a labelling tool's); the files have the
    names a Mac wrote, decomposed (unzipped from a macOS zip, copied over SMB)."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    for im in data["images"]:
        korean = "현미경_" + im["file_name"]
        os.replace(images / im["file_name"], images / unicodedata.normalize("NFD", korean))
        im["file_name"] = korean
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False)


@pytest.mark.parametrize("folder", ["images", "사진"])
def test_names_a_mac_decomposed_are_the_names_the_json_gives(tmp_path, folder):
    """Each entry was "image not found" and its file, the same name to the eye, "no
    annotation file lists it": the export was unusable. Now they are found; in images/
    without a word (Windows and macOS match them too), in 사진/ with the note of images
    found below, not that of other capital letters."""
    path = A.make_coco(str(tmp_path / "coco"))
    os.replace(tmp_path / "coco" / "images", tmp_path / "coco" / folder)
    _korean_names_a_mac_decomposed(path, tmp_path / "coco" / folder)
    r = discover.scan(str(tmp_path / "coco"))
    assert r.rejected == [], [(x.path, x.reason) for x in r.rejected]
    assert len(r.samples) == 4
    assert not _notes(r, "ann.coco_found_case")
    assert len(_notes(r, "ann.coco_found_below")) == (folder != "images")


def test_voc_finds_the_pictures_of_its_korean_names_a_mac_decomposed(tmp_path):
    """Pascal VOC too: 현미경_a.xml (composed, as Windows wrote it) and its picture
    현미경_a.jpg unzipped from a Mac (decomposed) were an image not found and an image
    without annotations."""
    root = tmp_path / "voc"
    A.make_voc(str(root))
    for xml in os.listdir(root / "Annotations"):
        os.replace(root / "Annotations" / xml, root / "Annotations" / ("현미경_" + xml))
    for img in os.listdir(root / "JPEGImages"):
        os.replace(root / "JPEGImages" / img,
                   root / "JPEGImages" / unicodedata.normalize("NFD", "현미경_" + img))
    r = discover.scan(str(root))
    assert r.rejected == [], [(x.path, x.reason) for x in r.rejected]
    assert len(r.samples) == 4


def test_one_picture_found_below_does_not_move_where_the_missing_one_belongs(tmp_path):
    """c.jpg in images/extra/, a.jpg and d.png in images/, b.png gone: b.png is missing
    from images/, where most of the export's pictures are, not from extra/."""
    A.make_coco(str(tmp_path / "coco"))
    images = tmp_path / "coco" / "images"
    os.makedirs(images / "extra")
    os.replace(images / "c.jpg", images / "extra" / "c.jpg")
    os.remove(images / "b.png")
    r = discover.scan(str(tmp_path / "coco"))
    [gone] = [x for x in r.rejected if x.reason.startswith("image not found")]
    assert gone.path == str(images / "b.png"), gone.path
