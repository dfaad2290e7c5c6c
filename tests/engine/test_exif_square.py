"""A square image that an EXIF orientation 5..8 turns a quarter: its recorded size (COCO's
width/height, CVAT's, the box CSV's, VOC's <size>) is the same on the stored and on the
turned picture, so nothing says which one its annotations were drawn on. The run takes the
turned one, as CVAT, Label Studio and labelme show it (docs/annotations.md), and says so,
naming the images, at scan and in the run's log, with how to check (Inspect draws the
boxes). (It took the stored one, and such a CVAT export came out with its boxes turned,
without a word.)"""

from __future__ import annotations

from engine.reason_codes import describe
from engine.sources.discover import scan
from tests.engine import imagefactory as F
from tests.engine.annotated_sources import coco_exif_squares, exif_jpeg
from tests.engine.conftest import run_cli


def test_a_coco_export_says_which_square_images_its_exif_turn_leaves_in_doubt(tmp_path):
    r = scan(coco_exif_squares(tmp_path / "coco"))
    turned = [n for n in r.notices if describe(n)[0] == "ann.exif_square"]
    assert turned == [
        "2 square images in instances_default.json have an EXIF orientation that turns them a "
        "quarter (sq6.jpg; sq8.jpg), and their recorded size is the same either way: their "
        "annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio "
        "and labelme show it). If they were drawn on the image as stored, before the turn, "
        "they come out turned: check a few in Inspect, which draws the boxes"]
    assert describe(turned[0]) == ("ann.exif_square", {
        "n": "2", "file": "instances_default.json", "examples": "sq6.jpg; sq8.jpg"})
    # the oblong one, whose recorded size is the turned shape only, is not in doubt
    assert "wide6.jpg" not in turned[0] and "sq1" not in turned[0] and "bare6" not in turned[0]


def test_one_turned_square_is_said_in_the_singular_and_in_the_runs_log(tmp_path):
    src = coco_exif_squares(tmp_path / "coco", leave_out="sq8.jpg")
    code, _, err = run_cli("convert", src, "--out", str(tmp_path / "out"), "--shards", "1")
    assert code == 0, err
    assert ("1 square image in instances_default.json has an EXIF orientation that turns it "
            "a quarter (sq6.jpg), and its recorded size is the same either way: its "
            "annotations are taken as drawn on the picture as shown, turned") in err


def test_vocs_xml_files_of_turned_squares_are_named(tmp_path):
    root = tmp_path / "voc"
    (root / "Annotations").mkdir(parents=True)
    (root / "JPEGImages").mkdir()
    box = ("<object><name>cat</name><bndbox><xmin>11</xmin><ymin>11</ymin><xmax>51</xmax>"
           "<ymax>51</ymax></bndbox></object>")
    # d: an XML without objects has nothing an EXIF turn could move (not named, as COCO's)
    for name, o, objects in (("a", 6, box), ("b", 1, box), ("c", 7, box), ("d", 6, "")):
        exif_jpeg(root / "JPEGImages" / f"{name}.jpg", (96, 96), o)
        (root / "Annotations" / f"{name}.xml").write_text(
            f"<annotation><filename>{name}.jpg</filename><size><width>96</width><height>96"
            f"</height><depth>3</depth></size>{objects}</annotation>")
    r = scan(str(root))
    (notice,) = [n for n in r.notices if describe(n)[0] == "ann.voc_exif_square"]
    assert describe(notice) == ("ann.voc_exif_square", {"n": "2", "examples": "a.xml; c.xml"})
    assert notice.startswith("2 XML files are of square images that an EXIF orientation "
                             "turns a quarter (a.xml; c.xml), and their <size> is the same")


def test_a_turned_squares_boxes_are_taken_as_drawn_on_the_turned_picture(tmp_path):
    """As CVAT (since 2.1), Label Studio and labelme show it: box (10,20)-(40,60) of the
    turned 96x96 picture is there in the record, whose image is the turned picture. (It
    was taken as drawn on the stored pixels and turned with them: (36,10)-(76,40).)"""
    src = coco_exif_squares(tmp_path / "coco")
    out = tmp_path / "out"
    code, _, err = run_cli("convert", src, "--out", str(out), "--shards", "1",
                           "--resize", "none", "--no-shuffle")
    assert code == 0, err
    (shard,) = F.shard_names(out)
    boxes = {}
    for r in F.read_records(out / shard):
        name = r["image/filename"].decode().rsplit("/", 1)[-1]
        if name == "bare6.jpg":   # (no objects)
            continue
        boxes[name] = tuple(round(r[f"image/object/bbox/{k}"] * 96, 3)
                            for k in ("xmin", "ymin", "xmax", "ymax"))
    assert boxes["sq6.jpg"] == boxes["sq8.jpg"] == boxes["sq1.jpg"] == (10, 20, 40, 60)
    m = F.manifest(out)
    from engine.bytes_version import ANNOTATED_BYTES_VERSION
    assert m["bytes_version"] == ANNOTATED_BYTES_VERSION == "0.3.12"   # (HEIC found: 0.3.12)
