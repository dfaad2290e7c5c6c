"""A Pascal VOC XML whose <size> is not its image's: the boxes were drawn on a picture of
the declared size. Of the same shape (resized after annotating), they are scaled to the
image and a notice names the files; of another shape, the image is set aside with why.
(The declared size was only used to detect an EXIF turn: boxes drawn on a 640x480 picture
of a file now 120x90 were stored as the file's pixels, without a word.)"""

from __future__ import annotations

import json

import pytest

from engine.reason_codes import describe
from engine.sources.discover import scan
from tests.engine.annotated_sources import voc_declaring
from tests.engine.conftest import run_cli


def _boxes(r) -> dict[str, tuple]:
    return {s.name.rsplit("/", 1)[-1]: (s.ann.size, [(o.xmin, o.ymin, o.xmax, o.ymax)
                                                     for o in s.ann.objects])
            for s in r.samples}


def test_boxes_drawn_on_the_picture_before_a_resize_are_scaled_and_said(tmp_path):
    r = scan(voc_declaring(tmp_path / "voc", {"b": (640, 480)}))
    boxes = _boxes(r)
    assert boxes["a.jpg"] == ((120, 90), [(10.0, 10.0, 51.0, 51.0)])   # as written
    # (10,10)-(51,51) of 640x480 is (1.875,1.875)-(9.5625,9.5625) of 120x90
    assert boxes["b.jpg"] == ((120, 90), [(1.875, 1.875, 9.5625, 9.5625)])
    assert r.rejected == []
    assert r.notices == [
        "1 XML file gives an image size other than its image's (b.xml: 640x480 → "
        "120x90): its boxes are scaled to the image, as if it was resized after it was "
        "annotated. If the boxes fit the image as it is, correct its size (width, height) in "
        "the XML"]
    assert describe(r.notices[0]) == ("ann.voc_size_scaled", {
        "n": "1", "examples": "b.xml: 640x480 → 120x90"})


def test_a_declared_size_of_another_shape_sets_the_image_aside_with_why(tmp_path):
    src = voc_declaring(tmp_path / "voc", {"c": (640, 640)})
    r = scan(src)
    assert sorted(_boxes(r)) == ["a.jpg", "b.jpg"] and r.notices == []
    (x,) = r.rejected
    assert x.path.endswith("c.jpg") and x.reason == (
        "c.xml gives the image size 640x640, but the image is 120x90, another shape: its "
        "boxes cannot be placed on it; correct the size (width, height) in c.xml, or check "
        "that it belongs to this image")
    assert describe(x.reason) == ("ann.voc_size_shape", {
        "file": "c.xml", "declared": "640x640", "actual": "120x90"})
    # the window's scan counts it as set aside before converting, as the run does
    code, out, err = run_cli("scan", src, "--json", "--list")
    assert code == 0, err
    doc = out[0]
    assert doc["images"] == 2 and doc["set_aside"] == doc["skipped"] == 1
    assert doc["problem_codes"][0][0] == "ann.voc_size_shape"


@pytest.mark.parametrize("mode", ["stretch", "none"])
def test_the_records_boxes_are_where_the_declared_picture_had_them(tmp_path, mode):
    import tensorflow as tf
    src = voc_declaring(tmp_path / "voc", {"b": (640, 480)})
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", src, "--out", str(out), "--workers", "1",
                                 "--size", "60x45", "--resize", mode)
    assert code == 0, err
    keys = {"image/filename": tf.io.FixedLenFeature((), tf.string),
            **{f"image/object/bbox/{k}": tf.io.VarLenFeature(tf.float32)
               for k in ("xmin", "ymin", "xmax", "ymax")}}
    got = {}
    for path in sorted(out.glob("*.tfrecord")):
        for raw in tf.data.TFRecordDataset(str(path)):
            p = tf.io.parse_single_example(raw, keys)
            got[p["image/filename"].numpy().decode().rsplit("/", 1)[-1][:-4]] = [
                float(tf.sparse.to_dense(p[f"image/object/bbox/{k}"])[0])
                for k in ("xmin", "ymin", "xmax", "ymax")]
    # relative to the picture: b's box is 10/640.. of its picture, a's 10/120..
    assert got["b"] == pytest.approx([10 / 640, 10 / 480, 51 / 640, 51 / 480], abs=1e-3)
    assert got["a"] == pytest.approx([10 / 120, 10 / 90, 51 / 120, 51 / 90], abs=1e-3)
    # and the run logs the notice ("note: ...")
    assert "b.xml: 640x480 → 120x90" in err
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert sum(v["records"] for v in manifest["splits"].values()) == 3
