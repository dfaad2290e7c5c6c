"""`engine scan`'s objects per class are what the run writes, as the window's are: the
objects of an image the run skips (a cut-short JPEG) are not counted. A detection source
read "dog 186" on the command line where the window and the run said 184, and a mask
source "背景 294" where they said 293: the window took the broken image's objects out,
the command line did not (one rule now, engine.skipped_objects)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine.reason_codes import render
from engine.skipped_objects import take_out, take_out_crowds, take_out_shapes
from tests.engine.annotated_data import make_coco, make_masks, make_voc
from tests.engine.conftest import ROOT


def _engine(*args: str) -> subprocess.CompletedProcess:
    r = subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                       text=True, timeout=300, cwd=ROOT, stdin=subprocess.DEVNULL,
                       env=dict(os.environ, PYTHONPATH=ROOT, TF_CPP_MIN_LOG_LEVEL="2"))
    assert r.returncode == 0, r.stderr
    return r


def _cut(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])


def _per_class_line(lines: list[str]) -> str:
    return next(ln for ln in lines if ln.startswith(("objects per class", "images per class")))


def test_the_text_scan_counts_the_objects_the_run_writes(tmp_path):
    src = make_voc(str(tmp_path / "voc"))
    _cut(Path(src) / "JPEGImages" / "a.jpg")   # a cat and a dog
    lines = _engine("scan", src).stdout.splitlines()
    out = tmp_path / "out"
    _engine("convert", src, "--out", str(out), "--workers", "1", "--size", "32",
            "--events", "none")
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert manifest["annotations"]["objects_per_class"] == {"bird": 1, "cat": 2, "dog": 1}
    assert _per_class_line(lines) == "objects per class: bird 1, cat 2, dog 1", lines
    assert "1 image will be skipped:" in lines


def test_the_text_scan_counts_the_images_per_class_of_masks_the_run_writes(tmp_path):
    src = make_masks(str(tmp_path / "masks"))
    _cut(Path(src) / "images" / "a.jpg")   # its mask holds the background, cat and dog
    lines = _engine("scan", src).stdout.splitlines()
    assert _per_class_line(lines) == \
        "images per class: background 3, cat 2, dog 1, bird 1", lines


def test_the_text_scan_counts_the_shapes_of_the_objects_the_run_writes(tmp_path):
    """A COCO export with a cut-short PNG read "598 objects" and then "599 objects have
    shapes": the skipped image's objects left the one count and not the other."""
    path = make_coco(str(tmp_path / "coco"))   # every object a polygon
    _cut(tmp_path / "coco" / "images" / "a.jpg")   # a cat and a dog
    lines = _engine("scan", path).stdout.splitlines()
    assert _per_class_line(lines) == "objects per class: bird 1, cat 2, dog 1", lines
    shapes = next(ln for ln in lines if ln.startswith("objects with a shape"))
    assert shapes.startswith("objects with a shape: 4 with polygons, 0 with an RLE"), lines
    listed = _engine("scan", path, "--json", "--list").stdout.splitlines()
    items = {Path(json.loads(ln)[0]).name: json.loads(ln) for ln in listed[1:]}
    assert items["a.jpg"][6] == {"polygon": 2, "rle": 0}   # what the window takes out


def test_take_out_is_the_windows_rule_too():
    per_class, info = {"cat": 2, "dog": 1}, {"objects": 3}
    take_out(per_class, info, "detection", {"cat": 1, "dog": 1, "bird": 1})
    assert per_class == {"cat": 1, "dog": 0} and info == {"objects": 1}
    take_out(per_class, info, "segmentation", {"cat": 1})   # images per class: no total
    assert per_class == {"cat": 0, "dog": 0} and info == {"objects": 1}
    take_out(per_class, info, "detection", None)   # (an older engine's list: nothing known)
    assert per_class == {"cat": 0, "dog": 0}
    shapes = {"polygon": 3, "rle": 1}
    take_out_shapes(shapes, {"polygon": 1, "rle": 2})
    assert shapes == {"polygon": 2, "rle": 0}
    take_out_shapes(shapes, None)   # (an older engine's list: nothing known)
    assert shapes == {"polygon": 2, "rle": 0}
    notices, coded = ["other", render("ann.seg_crowd", {"n": "2"})], {}
    take_out_crowds(notices, coded, {"crowd": 1})
    assert notices == ["other", render("ann.seg_crowd", {"n": "1"})]
    assert coded == {notices[1]: ("ann.seg_crowd", {"n": "1"})}
    take_out_crowds(notices, coded, {"polygon": 3})   # (no crowd region: nothing)
    take_out_crowds(notices, None, {"crowd": 1})   # the last one: the notice goes
    assert notices == ["other"]


def test_a_one_pixel_voc_box_is_written_as_the_scan_counts_it(tmp_path):
    """A Pascal VOC box 1 pixel wide (xmin = xmax: VOC's edges are inclusive) ends under a
    pixel at the output size: the run dropped it as "degenerate after resizing" while the
    scan, which does not know the output size, counted it (dog 3 scanned, 2 written). The
    output contract transforms geometry exactly with the image: it is written, where the
    resize puts it."""
    src = Path(make_voc(str(tmp_path / "voc")))
    xml = src / "Annotations" / "a.xml"   # 640 x 400
    xml.write_text(xml.read_text().replace("</annotation>", (
        "<object><name>dog</name><bndbox><xmin>100</xmin><ymin>50</ymin><xmax>100</xmax>"
        "<ymax>150</ymax></bndbox></object></annotation>")))
    lines = _engine("scan", str(src)).stdout.splitlines()
    assert _per_class_line(lines) == "objects per class: bird 1, cat 3, dog 3", lines
    out = tmp_path / "out"
    _engine("convert", str(src), "--out", str(out), "--workers", "1", "--size", "224",
            "--events", "none")
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert manifest["annotations"]["objects_per_class"] == {"bird": 1, "cat": 3, "dog": 3}
    assert manifest["annotations"]["object_problems"] == {}
    assert not (out / "objects.csv").exists()


def test_the_crowd_note_of_scan_and_run_counts_the_regions_written(tmp_path):
    """Written as class masks, a COCO export with a cut-short PNG: `scan`'s "note:" line
    and the run's log said "12 crowd regions (iscrowd) are marked 255" of records that
    held 11. The note was logged with the scan's, before the cut-short image was found;
    it is said once its images are known, with what the records hold."""
    def crowds(doc):
        for a in doc["annotations"]:
            a["iscrowd"] = 1
    from tests.engine.annotated_data import edited_coco
    path = edited_coco(str(tmp_path / "coco"), crowds, rle=True)   # 6 in all
    _cut(tmp_path / "coco" / "images" / "a.jpg")   # a cat and a dog: 2 of them
    said = render("ann.seg_crowd", {"n": "4"})
    scanned = _engine("scan", path, "--task", "segmentation")
    notes = [ln for ln in scanned.stderr.splitlines() if "crowd region" in ln]
    assert notes == [f"note: {said}"], scanned.stderr
    out = tmp_path / "out"
    ran = _engine("convert", path, "--out", str(out), "--workers", "1", "--size", "32",
                  "--task", "segmentation", "--events", "none")
    assert [ln for ln in ran.stderr.splitlines() if "crowd region" in ln] == [f"note: {said}"]
    log = (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    assert [ln for ln in log.splitlines() if "crowd region" in ln] == [f"stderr: note: {said}"]
