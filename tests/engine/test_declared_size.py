"""Every reader whose format records the image's size (COCO's width/height, CVAT's <image
width height>, the box CSV's columns) checks it as VOC's <size> is checked
(engine.sources.declared_size): of the same shape as the file, the annotations are scaled to
it and a notice lists the images; of another shape, the image is set aside with why. (COCO,
CVAT and the box CSV took boxes drawn on a 640x480 picture as the pixels of a file now
120x90, without a word.)"""

from __future__ import annotations

import pytest

from engine.reason_codes import describe
from engine.sources.declared_size import scaled
from engine.sources.discover import scan
from engine.sources.model import Obj, Rle
from tests.engine.annotated_sources import DECLARED, coco_declaring, declared_images
from tests.engine.conftest import run_cli


def _cvat(root) -> str:
    declared_images(root / "images")
    body = "".join(f'<image id="{i}" name="{n}.jpg" width="{w}" height="{h}"><box label="cat" '
                   'xtl="10" ytl="10" xbr="51" ybr="51" occluded="0"/></image>'
                   for i, (n, (w, h)) in enumerate(DECLARED.items()))
    (root / "annotations.xml").write_text(
        '<?xml version="1.0" encoding="utf-8"?><annotations><version>1.1</version><meta><task>'
        "<labels><label><name>cat</name><type>any</type></label></labels></task></meta>"
        f"{body}</annotations>")
    return str(root)


def _box_csv(root) -> str:
    declared_images(root / "images")
    rows = "".join(f"{n}.jpg,{w},{h},cat,10,10,51,51\n" for n, (w, h) in DECLARED.items())
    (root / "boxes.csv").write_text("filename,width,height,class,xmin,ymin,xmax,ymax\n" + rows)
    return str(root / "boxes.csv")


READERS = {"coco": (coco_declaring, "instances_default.json"), "cvat": (_cvat, "annotations.xml"),
           "box_csv": (_box_csv, "boxes.csv")}


@pytest.mark.parametrize("kind", list(READERS))
def test_a_recorded_size_is_checked_as_vocs_is(tmp_path, kind):
    make, file = READERS[kind]
    r = scan(make(tmp_path / kind))
    assert r.kind == kind
    boxes = {s.name.rsplit("/", 1)[-1]: (s.ann.size, [(o.xmin, o.ymin, o.xmax, o.ymax)
                                                     for o in s.ann.objects])
             for s in r.samples}
    # as written; and (10,10)-(51,51) of 640x480 is (1.875,1.875)-(9.5625,9.5625) of 120x90
    assert boxes == {"a.jpg": ((120, 90), [(10.0, 10.0, 51.0, 51.0)]),
                     "b.jpg": ((120, 90), [(1.875, 1.875, 9.5625, 9.5625)])}
    (x,) = r.rejected
    assert x.path.endswith("c.jpg") and x.reason == (
        f"{file} gives the image size 640x640, but the image is 120x90, another shape: its "
        f"boxes cannot be placed on it; correct the size (width, height) in {file}, or check "
        "that it belongs to this image")
    assert describe(x.reason) == ("ann.voc_size_shape", {
        "file": file, "declared": "640x640", "actual": "120x90"})
    (notice,) = r.notices
    where = "images/b.jpg" if kind == "cvat" else "b.jpg"
    assert notice == (
        f"1 image in {file} is given a size other than its own ({where}: 640x480 → "
        "120x90): its annotations are scaled to the image, as if it was resized after it "
        "was annotated. If the annotations fit the image as it is, correct its size (width, "
        f"height) in {file}")
    assert describe(notice) == ("ann.size_scaled", {
        "n": "1", "file": file, "examples": f"{where}: 640x480 → 120x90"})


def test_a_coco_polygon_is_scaled_with_its_box(tmp_path):
    r = scan(coco_declaring(tmp_path / "coco"))
    polygons = {s.name: s.ann.objects[0].polygons for s in r.samples}
    assert polygons["images/a.jpg"] == ((10, 10, 51, 10, 51, 51, 10, 51),)
    assert polygons["images/b.jpg"] == tuple(
        (tuple(v * 0.1875 for v in (10, 10, 51, 10, 51, 51, 10, 51)),))


@pytest.mark.parametrize("rle", [False, True], ids=["polygon", "rle"])
def test_the_records_masks_are_where_the_recorded_picture_had_them(tmp_path, rle):
    # an RLE over the 640x480 picture was refused at conversion ("an object's RLE mask is
    # 640x480, the image is 120x90"), a polygon stored where it did not belong
    src = coco_declaring(tmp_path / "coco", rle=rle)
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", src, "--out", str(out), "--workers", "1",
                                 "--masks", "--format", "png", "--resize", "none")
    assert code == 0, err
    import numpy as np
    import tensorflow as tf
    keys = {"image/source_id": tf.io.FixedLenFeature((), tf.string),
            "image/object/mask": tf.io.VarLenFeature(tf.string),
            **{f"image/object/bbox/{k}": tf.io.VarLenFeature(tf.float32)
               for k in ("xmin", "xmax")}}
    got = {}
    for path in sorted(out.glob("*.tfrecord")):
        for raw in tf.data.TFRecordDataset(str(path)):
            p = tf.io.parse_single_example(raw, keys)
            (mask,) = tf.sparse.to_dense(p["image/object/mask"], default_value="").numpy()
            ys, xs = np.nonzero(tf.io.decode_png(mask, channels=1).numpy()[..., 0])
            got[p["image/source_id"].numpy().decode()] = (
                [round(float(tf.sparse.to_dense(p[f"image/object/bbox/{k}"])[0]) * 120, 3)
                 for k in ("xmin", "xmax")],
                (int(xs.min()), int(xs.max()), int(ys.min()), int(ys.max())))
    # b: the box and its mask at 10/640.. of the picture: columns 2..9 of 120 (pixel
    # centres 1.875 <= x + 0.5 < 9.5625)
    assert got["2"] == ([1.875, 9.562], (2, 9, 2, 9))
    assert got["1"] == ([10.0, 51.0], (10, 50, 10, 50))
    assert "b.jpg: 640x480 → 120x90" in err


def test_a_brush_mask_is_resampled_over_its_box_and_a_whole_picture_mask_over_it():
    # CVAT's brush mask: row by row over its box (left 2, top 1, 2 x 2: pixels (2,1) and
    # (3,2) set); twice the picture's size: its box doubles, each pixel a 2 x 2 block
    brush = Obj(2, 1, 4, 3, 0, "cat", rle=Rle(2, 2, (0, 1, 2, 1), left=2, top=1,
                                               row_major=True))
    r = scaled(brush, (2.0, 2.0)).rle
    assert (r.left, r.top, r.width, r.height, r.row_major) == (4, 2, 4, 4, True)
    assert r.counts == (0, 2, 2, 2, 4, 2, 2, 2)   # rows 1100 1100 0011 0011
    # COCO's: column by column over the whole picture; 4 x 2 halved to 2 x 1
    whole = Obj(0, 0, 4, 2, 0, "cat", rle=Rle(2, 4, (2, 2, 2, 2)))   # columns 00 11 00 11
    r = scaled(whole, (0.5, 0.5)).rle
    assert (r.width, r.height, r.counts) == (2, 1, (0, 2))   # columns 1 and 3: 1, 1
    assert scaled(whole, None) is whole


def test_a_recorded_size_is_checked_under_the_runs_max_pixels(tmp_path):
    """An image above the default --max-pixels (100 MP: a 10100x10000 PNG, one bit deep)
    that a raised --max-pixels lets through has its recorded size checked as any other:
    its header was read under the default limit, refused, and the box on a 640x640 picture
    went unchecked into the run."""
    from PIL import Image

    from engine.config import DEFAULT_MAX_PIXELS
    from engine.sources.declared_size import picture
    (tmp_path / "images").mkdir()
    big = tmp_path / "images" / "big.png"
    Image.new("1", (10_100, 10_000)).save(big)
    assert 10_100 * 10_000 > DEFAULT_MAX_PIXELS
    (tmp_path / "boxes.csv").write_text("filename,width,height,class,xmin,ymin,xmax,ymax\n"
                                        "big.png,640,640,cat,10,10,51,51\n")
    assert picture(str(big), 200_000_000) == (10_100, 10_000, 1)
    assert picture(str(big), DEFAULT_MAX_PIXELS) is None   # (the run refuses it: its words)
    r = scan(str(tmp_path / "boxes.csv"), annotations={"max_pixels": 200_000_000})
    (x,) = r.rejected
    assert x.path.endswith("big.png") and describe(x.reason) == ("ann.voc_size_shape", {
        "file": "boxes.csv", "declared": "640x640", "actual": "10100x10000"})
    assert not scan(str(tmp_path / "boxes.csv")).rejected   # the default: said by the run
