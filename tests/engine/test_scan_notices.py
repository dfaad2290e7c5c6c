"""What the scan reads otherwise than a user may expect, though it skips nothing: a
table's columns it does not read, YOLO classes that have no names, and a data.yaml and a
classes.txt that disagree. Each is a notice: in `scan --json` (with its code, for the
window's language) and logged ("note: ...") by `scan` and `convert`."""

from __future__ import annotations

import json
from pathlib import Path

from PIL import Image

from engine.reason_codes import describe
from engine.sources import discover
from tests.engine.annotated_sources import yolo_numbered
from tests.engine.conftest import run_cli


def _coded(notice: str, code: str) -> dict:
    found, params = describe(notice)
    assert found == code, (notice, found)
    return params


def test_yolo_classes_without_names_are_said_to_be_numbered(tmp_path):
    r = discover.scan(yolo_numbered(tmp_path / "y"))
    assert r.labels == ["0", "1", "2"] and len(r.notices) == 1
    assert _coded(r.notices[0], "ann.yolo_numbered") == {"names": "0, 1, 2"}
    (tmp_path / "y" / "classes.txt").write_text("cat\ndog\nowl\n")
    r = discover.scan(str(tmp_path / "y"))
    assert r.labels == ["cat", "dog", "owl"] and r.notices == []


def test_a_data_yaml_and_a_classes_txt_that_disagree(tmp_path):
    src = yolo_numbered(tmp_path / "y")
    (tmp_path / "y" / "data.yaml").write_text("names: [cat, dog, owl]\n")
    (tmp_path / "y" / "classes.txt").write_text("cat\ndog\nowl\n")
    r = discover.scan(src)
    assert r.labels == ["cat", "dog", "owl"] and r.notices == []
    # the classes.txt beside a data.yaml is read only to compare: a run's annotations do
    # not depend on it (an interrupted run of an earlier version still resumes)
    assert not any(p.endswith("classes.txt") for p in r.annotation_files)
    (tmp_path / "y" / "classes.txt").write_text("dog\ncat\nowl\n")
    r = discover.scan(src)
    assert r.labels == ["cat", "dog", "owl"]          # data.yaml wins, as before
    assert _coded(r.notices[0], "ann.yolo_names_differ") == {"yaml": "data.yaml",
                                                             "txt": "classes.txt"}


def test_a_tables_columns_it_does_not_read(tmp_path):
    Image.new("RGB", (8, 8)).save(tmp_path / "a.png")
    Image.new("RGB", (8, 8)).save(tmp_path / "b.png")
    cases = {
        "path,label,notes,width\na.png,cat,blurry,8\nb.png,dog,,8\n":
            ("csv.unread_columns", {"file": "t.csv", "columns": "'notes', 'width'"}),
        "a.png,cat,train,blurry\nb.png,dog\n":
            ("csv.extra_columns", {"file": "t.csv"}),
        "path,label,split\na.png,cat,train\nb.png,dog,val\n": None,
        "a.png,cat,,\nb.png,dog,,\n": None,             # trailing empty cells (Excel)
        "a.png,cat\nb.png,dog\n": None,
    }
    for text, want in cases.items():
        (tmp_path / "t.csv").write_text(text)
        r = discover.scan(str(tmp_path / "t.csv"))
        assert len(r.samples) == 2, text
        if want is None:
            assert r.notices == [], (text, r.notices)
        else:
            assert len(r.notices) == 1 and _coded(r.notices[0], want[0]) == want[1], text


def test_scan_json_carries_the_notices_and_convert_logs_them(tmp_path):
    src = yolo_numbered(tmp_path / "y")
    code, out, err = run_cli("scan", src, "--json", "--list")
    assert code == 0, err
    doc = out[0]
    assert doc["notice_codes"] == [["ann.yolo_numbered", {"names": "0, 1, 2"}]]
    assert doc["notices"][0] in err                  # and said on stderr
    code, _, err = run_cli("convert", src, "--out", str(tmp_path / "out"), "--size", "16")
    assert code == 0, err
    assert "note: No class names were found" in err
    log = (tmp_path / "out" / "tfrecord-studio.log").read_text(encoding="utf-8")
    assert "No class names were found" in log
    manifest = json.loads((tmp_path / "out" / "tfrecord_studio.json").read_text())
    assert manifest["labels"] == ["0", "1", "2"]


def test_images_kept_without_annotations_are_named(tmp_path):
    """"4 images without annotations (kept as background images)" named none of them: a
    forgotten label file could not be told from a real background image. Every annotated reader
    that keeps such images names the first few."""
    from tests.engine import annotated_data as A
    from tests.engine import annotated_exports as X
    sources = {"coco": A.make_coco(str(tmp_path / "coco")),
               "voc": A.make_voc(str(tmp_path / "voc")),
               "yolo": A.make_yolo(str(tmp_path / "yolo")),
               "cvat": X.make_cvat_xml(str(tmp_path / "cvat")),
               "box_csv": A.make_boxcsv(str(tmp_path / "csv"))}
    for kind, src in sources.items():
        r = discover.scan(src)
        assert r.kind == kind and r.annotations["unannotated_images"] == 1, kind
        # the hint by the kind of export: a label file per image (YOLO, VOC) can be
        # forgotten; one annotation file's image was not annotated in the tool yet
        code = "ann.unannotated_named" + ("" if kind in ("voc", "yolo") else "_export")
        named = [n for n in r.notices if describe(n)[0] == code]
        assert len(named) == 1 and _coded(named[0], code)["n"] == "1", (kind, r.notices)
        assert _coded(named[0], code)["names"].endswith("d.png"), named
        assert ("label file" in named[0]) == (kind in ("voc", "yolo")), named[0]
    # left out (--skip-unannotated): they are listed as rejected, not noted
    r = discover.scan(sources["yolo"], annotations={"skip_unannotated": True})
    assert not [n for n in r.notices if describe(n)[0].startswith("ann.unannotated")]


def test_the_first_five_are_named_then_how_many_more(tmp_path):
    root = Path(yolo_numbered(tmp_path / "y"))
    for i in range(6):
        Image.new("RGB", (20, 20)).save(root / "images" / f"n{i}.jpg")
    r = discover.scan(str(root))
    params = _coded(r.notices[-1], "ann.unannotated_named_more")
    assert params == {"n": "6", "names": "images/n0.jpg, images/n1.jpg, images/n2.jpg, "
                                          "images/n3.jpg, images/n4.jpg", "more": "1"}


def test_convert_logs_the_images_without_annotations(tmp_path):
    root = Path(yolo_numbered(tmp_path / "y"))
    Image.new("RGB", (20, 20)).save(root / "images" / "forgot.jpg")
    code, _, err = run_cli("convert", str(root), "--out", str(tmp_path / "out"), "--size", "16",
                           "--workers", "1")
    assert code == 0, err[-2000:]
    assert ("note: 1 image has no annotations and is kept as a background image (no "
            "objects): images/forgot.jpg. If it shows objects") in err


def test_a_multilabel_table_says_labels_cells_not_label_files(tmp_path):
    # "a label file forgotten" was said of an empty labels cell of a multi-label table
    for i in range(7):
        Image.new("RGB", (20, 20)).save(tmp_path / f"m{i}.png")
    rows = ["path,labels", "m0.png,cat;dog", *(f"m{i}.png," for i in range(1, 7))]
    (tmp_path / "t.csv").write_text("\n".join(rows) + "\n")
    r = discover.scan(str(tmp_path / "t.csv"))
    assert r.task == "multilabel" and r.annotations["unannotated_images"] == 6
    params = _coded(r.notices[-1], "ann.unannotated_named_labels_more")
    assert params["n"] == "6" and params["more"] == "1"
    assert "label file" not in r.notices[-1]


def test_an_annotated_exports_image_folder_says_where_its_annotations_are(tmp_path):
    """Choosing a COCO export's images/ (or a YOLO dataset's images/, whose train and
    val became two classes) read a plain folder of images and said nothing of the
    instances.json beside it: converted so, every box was lost. The scan says the folder
    above holds the annotations; a plain folder of images says nothing."""
    root = tmp_path / "coco"
    (root / "images").mkdir(parents=True)
    for name in ("a.jpg", "b.jpg"):
        Image.new("RGB", (16, 16), (1, 2, 3)).save(root / "images" / name)
    (root / "instances.json").write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.jpg", "width": 16, "height": 16}],
        "annotations": [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 5, 5]}],
        "categories": [{"id": 1, "name": "cat"}]}))
    r = discover.scan(str(root / "images"))
    assert r.kind == "unlabeled"
    said = [n for n in r.notices if "folder above" in n]
    assert len(said) == 1, r.notices
    assert _coded(said[0], "ann.annotations_above") == {
        "folder": "images", "parent": str(root), "kind": "COCO"}
    assert discover.scan(str(root)).kind == "coco"   # (what it says to choose)
    (root / "instances.json").unlink()
    assert not [n for n in discover.scan(str(root / "images")).notices
                if "folder above" in n]



def test_a_mask_folders_masks_chosen_are_said_to_be_masks(tmp_path):
    """A mask folder's masks/ chosen as the source: the notice said "masks holds only the
    images" of a folder of masks (a walk in Japanese). It says they are the masks, and the
    folder to choose; its images/ chosen is still "only the images"."""
    from tests.engine.annotated_sources import seg_masks
    root = Path(seg_masks(tmp_path / "細胞", names="背景\n細胞\n核\n死細胞\n"))
    said = [n for n in discover.scan(str(root / "masks")).notices if "folder above" in n]
    assert len(said) == 1, said
    assert _coded(said[0], "ann.masks_above") == {"folder": "masks", "parent": str(root)}
    said = [n for n in discover.scan(str(root / "images")).notices if "folder above" in n]
    assert _coded(said[0], "ann.annotations_above") == {
        "folder": "images", "parent": str(root), "kind": "masks"}
