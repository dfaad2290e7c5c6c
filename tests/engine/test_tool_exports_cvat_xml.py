"""CVAT's own XML export (CVAT for images 1.1): read in its labels' order, with rotated
boxes, polygons and brush masks as their shapes; a video export or broken XML says what
to do, and a damaged or empty brush mask is left out and counted."""

from __future__ import annotations

import os

import pytest

from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X
from tests.engine.annotated_records import check_detection, convert


def test_cvats_own_xml_is_read_in_its_labels_order(tmp_path):
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    r = discover.scan(src)
    assert (r.kind, r.task, len(r.samples), r.rejected) == ("cvat", "detection", 4, [])
    assert r.labels == A.ORDER          # <meta>'s order, as CVAT's COCO export numbers them
    assert r.annotations["objects_per_class"] == {"bird": 1, "cat": 3, "dog": 2}
    assert r.annotations["object_problems"] == {"a polyline has no area": 3}
    assert r.annotations["unannotated_images"] == 1
    bird = next(o for s in r.samples for o in s.ann.objects if o.text == "bird")
    assert (bird.xmin, bird.ymin, bird.xmax, bird.ymax) == (180, 24, 280, 120)
    assert bird.polygons == ((180, 24, 280, 24, 280, 120, 180, 120),)
    # the file itself is a source too, and a project's subset is the split
    assert discover.scan(os.path.join(src, "annotations.xml")).kind == "cvat"
    proj = X.make_cvat_xml(str(tmp_path / "project"), subset="Validation")
    assert {s.split for s in discover.scan(proj).samples} == {"val"}


def test_a_rotated_cvat_box_becomes_the_box_around_it_with_its_corners_as_polygon(tmp_path):
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    # a.jpg's cat, 192 x 160 around (160, 128), turned a quarter: 160 x 192
    text = text.replace('xtl="64.00" ytl="48.00" xbr="256.00" ybr="208.00"',
                        'xtl="64.00" ytl="48.00" xbr="256.00" ybr="208.00" rotation="90.0"')
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text)
    cat = next(o for s in discover.scan(src).samples if s.path.endswith("a.jpg")
               for o in s.ann.objects if o.text == "cat")
    assert [round(v, 6) for v in (cat.xmin, cat.ymin, cat.xmax, cat.ymax)] == [80, 32, 240, 224]
    assert len(cat.polygons) == 1 and len(cat.polygons[0]) == 8


def test_a_cvat_video_export_or_broken_xml_says_what_to_do(tmp_path):
    from engine.errors import SourceError
    from engine.reason_codes import describe
    src = X.make_cvat_xml(str(tmp_path / "video"))
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text.replace("</meta>", '</meta><track id="0" label="cat" source="manual">'
                             '<box frame="0" xtl="1" ytl="1" xbr="5" ybr="5" outside="0" '
                             'occluded="0" keyframe="1" z_order="0"/></track>'))
    with pytest.raises(SourceError) as e:
        discover.scan(src)
    assert describe(str(e.value))[0] == "cvat.video"
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text.replace("</image>", "</imag>", 1))
    with pytest.raises(SourceError) as e:
        discover.scan(src)
    code, params = describe(str(e.value))
    assert (code, params["path"], params["line"]) == ("cvat.malformed", xml, "3")


def test_cvat_xml_converts_with_boxes_and_masks_where_the_objects_are(tmp_path):
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    convert(src, str(tmp_path / "out"), "crop")
    check_detection(str(tmp_path / "out"))


def test_a_cvat_polygons_mask_is_its_shape(tmp_path):
    import numpy as np
    import tensorflow as tf

    from tests.engine.annotated_records import colour_box, detection_keys, records
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    convert(src, str(tmp_path / "out"), "fit", "--masks")
    birds = 0
    for r in records(str(tmp_path / "out"), detection_keys(True)):
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        for i, label in enumerate(r["image/object/class/label"]):
            if label != 3:     # bird: the polygon
                continue
            mask = tf.io.decode_png(r["image/object/mask"][i], channels=1).numpy()[..., 0]
            ys, xs = np.nonzero(mask)
            found = colour_box(img, A.COLOURS["bird"])
            assert np.allclose((xs.min(), ys.min(), xs.max() + 1, ys.max() + 1), found, atol=1)
            assert r["image/object/area"][i] == mask.sum()
            birds += 1
    assert birds == 1


def test_a_cvat_brush_mask_is_its_pixels_and_its_box_is_theirs(tmp_path):
    """A brush mask is stored as its pixels (a hole stays a hole) and its box is the box
    around them, not the box CVAT recorded (4 pixels wider here); before, the mask was
    stored as that box, filled."""
    import numpy as np
    import tensorflow as tf

    from tests.engine.annotated_records import colour_box, detection_keys, records
    src = X.make_cvat_xml(str(tmp_path / "cvat"), brush_hole=64)
    dog = next(o for s in discover.scan(src).samples if s.path.endswith("a.jpg")
               for o in s.ann.objects if o.text == "dog")
    assert (dog.xmin, dog.ymin, dog.xmax, dog.ymax) == (320, 96, 576, 352)
    convert(src, str(tmp_path / "out"), "stretch", "--masks")
    dogs = 0
    for r in records(str(tmp_path / "out"), detection_keys(True)):
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        for i, label in enumerate(r["image/object/class/label"]):
            if label != 2:
                continue
            mask = tf.io.decode_png(r["image/object/mask"][i], channels=1).numpy()[..., 0]
            ys, xs = np.nonzero(mask)
            x0, y0, x1, y1 = colour_box(img, A.COLOURS["dog"])
            assert np.allclose((xs.min(), ys.min(), xs.max() + 1, ys.max() + 1),
                               (x0, y0, x1, y1), atol=1)
            assert mask[(y0 + y1) // 2, (x0 + x1) // 2] == 0          # the hole
            assert 0 < r["image/object/area"][i] == mask.sum() < 0.95 * (x1 - x0) * (y1 - y0)
            dogs += 1
    assert dogs == 2


@pytest.mark.parametrize(("rle", "reason"), [
    ("3, x, 4", "the mask is damaged"), ("-3, 40", "the mask is damaged"),
    ("", "the mask is damaged"), ("1000000", "a mask has no area")])
def test_a_damaged_or_empty_cvat_brush_mask_is_left_out_and_counted(tmp_path, rle, reason):
    import re
    src = X.make_cvat_xml(str(tmp_path / "cvat"))
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    text, n = re.subn(r'rle="[^"]*"', f'rle="{rle}"', text, count=1)
    assert n == 1
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text)
    r = discover.scan(src)
    assert r.annotations["object_problems"][reason] == 1
    assert r.annotations["objects_per_class"]["dog"] == 1
    assert len(r.samples) == 4 and not r.rejected
