"""Each reader agrees with itself on a case-insensitive disk (a Windows or Mac share, an
exFAT USB disk: tests.engine.casefold_fs, simulated): a picture and its annotations whose
names differ only in capital letters (IMG_001.JPG beside img_001.txt, a .PNG named .png)
are found by each other's names there, and each image is then paired or listed, never
both; no file becomes two records. On a case-sensitive disk the same folder reads as it
always did."""

from __future__ import annotations

import json
import os

from engine.sources import discover
from tests.engine.casefold_fs import installed
from tests.engine.conftest import noise_image


def _image(path, seed: int = 0) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    noise_image(64, 48, seed=seed).save(path, format="PNG" if path.lower().endswith(".png")
                                        else "JPEG")


def _text(path, text: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def _scan(src, root=None, **annotations):
    """The scan of ``src`` as a case-insensitive disk reads ``root`` (default: src)."""
    with installed(root or src):
        return discover.scan(str(src), annotations=annotations or None)


def _agrees(r, root) -> None:
    """Each file of ``root`` is converted once at most, and none converted is also set
    aside (but for a later row naming it again, as on any disk), nor any annotation file
    the converted images were read with."""
    with installed(root) as disk:
        def real(p: str) -> str:   # the file a name opens on this disk, as it is spelled
            return disk.resolve(os.path.realpath(p))

        converted = [real(s.path) for s in r.samples]
        used = {real(p) for p in r.annotation_files if os.path.exists(p)}
        aside = {real(x.path): x.reason for x in r.rejected
                 if not x.reason.startswith(_REPEATS)}
    assert len(converted) == len(set(converted)), sorted(s.path for s in r.samples)
    both = {p: why for p, why in aside.items() if p in set(converted) | used}
    assert not both, both


#: Why a row or entry naming an image again is set aside (the image converted once).
_REPEATS = ("duplicate row", "conflicting rows", "listed twice")


def _objects(r) -> dict[str, int]:
    return {s.name: len(s.ann.objects) for s in r.samples}


def test_yolo_label_file_in_other_capitals_is_its_images(tmp_path):
    """images/IMG_001.JPG's boxes come from labels/img_001.txt on such a disk (its name
    opens it); the same file was also listed as annotations for an image that does not
    exist, "differs only in capital letters", and the window said the image had none."""
    src = tmp_path / "yolo"
    _image(str(src / "images" / "IMG_001.JPG"))
    _image(str(src / "images" / "b.jpg"), 1)
    _text(str(src / "labels" / "img_001.txt"), "0 0.5 0.5 0.2 0.2\n1 0.3 0.3 0.1 0.1\n")
    _text(str(src / "labels" / "b.txt"), "0 0.5 0.5 0.2 0.2\n")
    _text(str(src / "classes.txt"), "cat\ndog\n")
    r = _scan(src)
    _agrees(r, src)
    assert _objects(r) == {"images/IMG_001.JPG": 2, "images/b.jpg": 1}
    assert r.rejected == []
    # a split folder in other capitals too: labels/train/ is images/Train/'s
    split = tmp_path / "split"
    _image(str(split / "images" / "Train" / "c.jpg"), 2)
    _text(str(split / "labels" / "train" / "C.txt"), "1 0.5 0.5 0.2 0.2\n")
    _text(str(split / "classes.txt"), "cat\ndog\n")
    r = _scan(split)
    _agrees(r, split)
    assert _objects(r) == {"images/Train/c.jpg": 1} and r.rejected == []
    # a case-sensitive disk: the image has no label file; its would-be one is listed
    plain = discover.scan(str(src))
    assert _objects(plain) == {"images/IMG_001.JPG": 0, "images/b.jpg": 1}
    (aside,) = plain.rejected
    assert aside.path.endswith("img_001.txt") and "capital letters" in aside.reason


def _voc_xml(filename: str, *names: str) -> str:
    objs = "".join(f"<object><name>{n}</name><bndbox><xmin>5</xmin><ymin>5</ymin>"
                   "<xmax>20</xmax><ymax>20</ymax></bndbox></object>" for n in names)
    return (f"<annotation><filename>{filename}</filename><size><width>64</width>"
            f"<height>48</height><depth>3</depth></size>{objs}</annotation>")


def test_voc_image_found_in_other_capitals_is_converted_once(tmp_path):
    """A camera's IMG_001.JPG was found as IMG_001.jpg (the first extension looked for,
    which such a disk opens), converted with its boxes under that name and again, by its
    own, as an image without annotations: one picture, two records."""
    src = tmp_path / "voc"
    _image(str(src / "JPEGImages" / "IMG_001.JPG"))
    _image(str(src / "JPEGImages" / "IMG_002.JPG"), 1)
    _text(str(src / "Annotations" / "IMG_001.xml"), _voc_xml("IMG_001.jpg", "cat", "dog"))
    _text(str(src / "Annotations" / "img_002.xml"), _voc_xml("img_002.jpg", "cat"))
    r = _scan(src)
    _agrees(r, src)
    assert _objects(r) == {"JPEGImages/IMG_001.JPG": 2, "JPEGImages/IMG_002.JPG": 1}
    assert r.rejected == []


def test_coco_image_found_in_other_capitals_is_not_also_unlisted(tmp_path):
    """images/IMG_001.JPG, named img_001.jpg in the JSON, was converted by the JSON's name
    and also set aside by its own as an image "no annotation file lists"."""
    src = tmp_path / "coco"
    _image(str(src / "images" / "IMG_001.JPG"))
    _image(str(src / "images" / "b.png"), 1)
    data = {"images": [{"id": 1, "file_name": "img_001.jpg", "width": 64, "height": 48},
                       {"id": 2, "file_name": "B.PNG", "width": 64, "height": 48}],
            "categories": [{"id": 1, "name": "cat"}],
            "annotations": [{"id": 1, "image_id": 1, "category_id": 1,
                             "bbox": [5, 5, 10, 10]},
                            {"id": 2, "image_id": 2, "category_id": 1,
                             "bbox": [5, 5, 10, 10]}]}
    _text(str(src / "annotations" / "instances_default.json"), json.dumps(data))
    r = _scan(src)
    _agrees(r, src)
    assert _objects(r) == {"images/IMG_001.JPG": 1, "images/b.png": 1}
    assert r.rejected == []


def test_table_rows_naming_one_file_in_two_spellings_are_one_image(tmp_path):
    """Two rows naming cat.jpg and CAT.JPG name one file on such a disk: it was two
    records, with two labels; the later row is the duplicate it is (the record named as
    the first row names it, as before: class labels' bytes are unchanged)."""
    src = tmp_path / "table"
    _image(str(src / "pics" / "Cat.JPG"))
    _image(str(src / "pics" / "dog.png"), 1)
    _text(str(src / "labels.csv"), "filename,label\npics/cat.jpg,cat\npics/CAT.JPG,dog\n"
                                   "Pics/DOG.PNG,dog\n")
    r = _scan(src / "labels.csv", root=src)
    _agrees(r, src)
    assert sorted((s.name, s.label_text) for s in r.samples) == \
        [("Pics/DOG.PNG", "dog"), ("pics/cat.jpg", "cat")]
    (aside,) = r.rejected
    assert "conflicting rows" in aside.reason and "line 3" in aside.reason
    # a multi-label table: one image, named as the disk spells it; the later row said
    _text(str(src / "tags.csv"), "path,labels\npics/cat.jpg,a;b\npics/CAT.JPG,b\n"
                                 "Pics/DOG.PNG,a\n")
    r = _scan(src / "tags.csv", root=src)
    _agrees(r, src)
    assert sorted(s.name for s in r.samples) == ["pics/Cat.JPG", "pics/dog.png"]
    (aside,) = r.rejected
    assert "listed twice" in aside.reason


def test_masks_and_class_folders_in_other_capitals(tmp_path):
    """A mask folder's img_001.PNG is IMG_001.png's mask on such a disk, which opens it by
    the image's name (as YOLO's label files are found): it was "no mask" and "mask
    without an image" at once. Class folders convert each file once."""
    src = tmp_path / "seg"
    _image(str(src / "images" / "IMG_001.png"))
    _image(str(src / "images" / "b.png"), 1)
    for name in ("img_001.PNG", "b.png"):
        os.makedirs(src / "masks", exist_ok=True)
        from PIL import Image
        Image.new("L", (64, 48), 1).save(src / "masks" / name)
    r = _scan(src)
    _agrees(r, src)
    assert [(s.name, os.path.basename(s.ann.mask_path)) for s in r.samples] == \
        [("images/IMG_001.png", "img_001.PNG"), ("images/b.png", "b.png")]
    assert r.rejected == []
    plain = discover.scan(str(src))   # a case-sensitive disk: said apart, each once
    assert [s.name for s in plain.samples] == ["images/b.png"]
    assert sorted(os.path.basename(x.path) for x in plain.rejected) == \
        ["IMG_001.png", "img_001.PNG"]
    folders = tmp_path / "classes"
    _image(str(folders / "Cat" / "a.JPG"))
    _image(str(folders / "dog" / "A.jpg"), 1)
    r = _scan(folders)
    _agrees(r, folders)
    assert len(r.samples) == 2 and r.rejected == []


def test_yolo_label_file_in_the_other_unicode_form_is_its_images(tmp_path):
    """A disk that takes either Unicode form (APFS, a Mac's share) opened the label file
    typed on Windows (composed) for the picture a Mac wrote (decomposed); YOLO also
    listed it as annotations no image has."""
    import unicodedata
    name = "현미경_001"
    src = tmp_path / "yolo"
    _image(str(src / "images" / (unicodedata.normalize("NFD", name) + ".jpg")))
    _text(str(src / "labels" / (unicodedata.normalize("NFC", name) + ".txt")),
          "0 0.5 0.5 0.2 0.2\n")
    _text(str(src / "classes.txt"), "cell\n")
    r = _scan(src)
    _agrees(r, src)
    assert [len(s.ann.objects) for s in r.samples] == [1] and r.rejected == []


def test_layout_folders_are_named_as_the_disk_spells_them(tmp_path):
    """Images/ and Labels/ (or annotations/ and jpegimages/) are found by the names the
    readers look for on such a disk; the records were named images/…, JPEGImages/…, which
    is not where the files are."""
    yolo = tmp_path / "yolo"
    _image(str(yolo / "Images" / "a.jpg"))
    _text(str(yolo / "Labels" / "a.txt"), "0 0.5 0.5 0.2 0.2\n")
    _text(str(yolo / "classes.txt"), "cell\n")
    r = _scan(yolo)
    _agrees(r, yolo)
    assert _objects(r) == {"Images/a.jpg": 1} and r.rejected == []
    voc = tmp_path / "voc"
    _image(str(voc / "jpegimages" / "a.jpg"))
    _text(str(voc / "annotations" / "a.xml"), _voc_xml("a.jpg", "cat"))
    r = _scan(voc)
    _agrees(r, voc)
    assert _objects(r) == {"jpegimages/a.jpg": 1} and r.rejected == []
    seg = tmp_path / "seg"
    _image(str(seg / "Images" / "a.png"))
    os.makedirs(seg / "Masks")
    from PIL import Image
    Image.new("L", (64, 48), 1).save(seg / "Masks" / "a.png")
    r = _scan(seg)
    _agrees(r, seg)
    assert [s.name for s in r.samples] == ["Images/a.png"] and r.rejected == []


def test_a_table_on_a_case_sensitive_disk_lists_no_folder(tmp_path, monkeypatch):
    """A table's folders are listed only on a disk that finds names in other capitals
    (one stat a folder tells): a table naming a few pictures of a folder of a million
    would list it all, thousands of round trips on a share."""
    src = tmp_path / "table"
    for i in range(6):
        _image(str(src / "pics" / f"p{i}.jpg"), i)
    _text(str(src / "labels.csv"), "filename,label\n" +
          "".join(f"pics/p{i}.jpg,{'ab'[i % 2]}\n" for i in range(6)))
    listed: list[str] = []
    real = os.scandir

    def scandir(path="."):
        listed.append(os.path.normpath(os.fspath(path)))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    r = discover.scan(str(src / "labels.csv"))
    assert len(r.samples) == 6 and str(src / "pics") not in listed


def test_cvat_and_box_csv_images_in_other_capitals(tmp_path):
    """CVAT's annotations.xml and a box CSV name img_001.jpg; the disk holds IMG_001.JPG:
    converted once, by its own name, and not also set aside as an image no annotation
    file lists."""
    cvat = tmp_path / "cvat"
    _image(str(cvat / "images" / "IMG_001.JPG"))
    _text(str(cvat / "annotations.xml"),
          '<annotations><version>1.1</version><meta><task><labels><label><name>cat'
          '</name></label></labels></task></meta><image id="0" name="img_001.jpg" '
          'width="64" height="48"><box label="cat" occluded="0" xtl="5" ytl="5" xbr="20" '
          'ybr="20"></box></image></annotations>')
    r = _scan(cvat)
    _agrees(r, cvat)
    assert _objects(r) == {"images/IMG_001.JPG": 1} and r.rejected == []
    boxes = tmp_path / "boxes"
    _image(str(boxes / "IMG_001.JPG"))
    _text(str(boxes / "boxes.csv"), "filename,width,height,class,xmin,ymin,xmax,ymax\n"
                                    "img_001.jpg,64,48,cat,5,5,20,20\n")
    r = _scan(boxes / "boxes.csv", root=boxes)
    _agrees(r, boxes)
    assert _objects(r) == {"IMG_001.JPG": 1} and r.rejected == []


def test_the_simulated_disk_answers_as_a_case_insensitive_one(tmp_path):
    """The harness itself (tests.engine.casefold_fs): a name in other capitals or the
    other Unicode form opens the file, listings give names as written, a listing's paths
    keep the folder as the caller named it; outside it, a case-sensitive disk again."""
    import unicodedata
    _text(str(tmp_path / "Pics" / "IMG_1.txt"), "x")
    name = unicodedata.normalize("NFD", "현미경.txt")
    _text(str(tmp_path / "Pics" / name), "y")
    other = str(tmp_path / "pics" / "img_1.TXT")
    with installed(tmp_path) as disk:
        assert os.path.isfile(other) and os.path.isdir(tmp_path / "PICS")
        with open(other) as f:
            assert f.read() == "x"
        with open(tmp_path / "pics" / unicodedata.normalize("NFC", name)) as f:
            assert f.read() == "y"
        assert sorted(os.listdir(tmp_path / "pics")) == sorted(["IMG_1.txt", name])
        with os.scandir(tmp_path / "pics") as it:
            assert {e.path for e in it} == {str(tmp_path / "pics" / n)
                                            for n in ("IMG_1.txt", name)}
        assert disk.resolve(other) == str(tmp_path / "Pics" / "IMG_1.txt")
    assert not os.path.exists(other)


def test_a_path_on_another_drive_is_left_as_written(tmp_path, monkeypatch):
    """Windows' relpath raises ValueError for a path on another drive than the folder (a
    table on C: naming D:\\photos\\a.jpg): named as written, never a crash of the scan."""
    from engine.sources import scan_memo, table_paths
    _image(str(tmp_path / "a.jpg"))

    def other_drive(path, start=None):
        raise ValueError("path is on mount 'D:', start on mount 'C:'")

    monkeypatch.setattr(os.path, "relpath", other_drive)
    monkeypatch.setattr(scan_memo, "any_case", lambda folder, name: True)
    path = str(tmp_path / "a.jpg")
    assert scan_memo.spelled_below("/elsewhere", path) == path
    assert table_paths.as_listed("/elsewhere", path) == path
