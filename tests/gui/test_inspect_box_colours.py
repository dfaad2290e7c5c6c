"""Inspect's boxes are coloured by their class number (gui.overlay.box_colour), in the
class-mask palette: they were coloured by a hash of the class name into 17 colours, so two
of five detection classes shared a box colour about half the time, and a class's box and
its mask in the key beside the preview were of different colours. Boxes from an older
inspect JSON (no class number) are still drawn, by name."""

from __future__ import annotations

import base64
import io
from itertools import combinations

import numpy as np
import pytest
from PIL import Image
from PySide6.QtGui import QColor, QImage

from engine.sources.overlay import from_example
from gui.overlay import _index_colour, box_colour, class_colour, colour_distance, mask_key, paint

#: Class names of a lab's detection export (five of them shared colours by name hash).
NAMES = ["cell", "nucleus", "debris", "mitosis", "artifact", "bubble", "dust", "fibre",
         "clump", "halo", "edge", "blur", "dead", "live", "stain", "fold", "tear", "spot",
         "ring", "crystal", "vesicle", "droplet", "seed", "pollen", "hair", "scratch",
         "shadow", "glare", "smear", "void"]


def _example(labels: list[int], names: list[str], masks: bool = False) -> dict:
    """A decoded detection Example ({key: (kind, values)}) with one box per label."""
    n = len(labels)
    ex = {"image/object/bbox/xmin": ("float", [0.1] * n),
          "image/object/bbox/ymin": ("float", [0.1] * n),
          "image/object/bbox/xmax": ("float", [0.2] * n),
          "image/object/bbox/ymax": ("float", [0.2] * n),
          "image/object/class/text": ("bytes", [s.encode() for s in names]),
          "image/object/class/label": ("int64", labels)}
    if masks:
        buf = io.BytesIO()
        Image.new("L", (8, 8), 1).save(buf, "PNG")
        ex["image/object/mask"] = ("bytes", [buf.getvalue()] * n)
    return ex


@pytest.mark.parametrize("count", [5, 8, 17, 18, 30])
def test_every_class_of_a_record_gets_a_box_colour_of_its_own(qapp, count):
    boxes = from_example(_example(list(range(1, count + 1)), NAMES[:count]))["boxes"]
    assert [b[5] for b in boxes] == list(range(1, count + 1))   # the record's numbers
    colours = [box_colour(b) for b in boxes]
    assert len({c.name() for c in colours}) == count
    # far apart, not merely different numbers (2.3 is just noticeable)
    assert min(colour_distance(a, b) for a, b in combinations(colours, 2)) >= 20


def test_the_boxes_are_drawn_in_those_colours(qapp):
    """Five boxes side by side, drawn on grey: five colours on screen."""
    boxes = [[0.04 + 0.19 * i, 0.2, 0.17 + 0.19 * i, 0.8, NAMES[i], i + 1] for i in range(5)]
    grey = QImage(200, 100, QImage.Format.Format_ARGB32)
    grey.fill(QColor(128, 128, 128))
    drawn = paint(grey, {"boxes": boxes})
    left_edges = [drawn.pixelColor(int(b[0] * 200), 60).name() for b in boxes]
    assert left_edges == [_index_colour(i + 1).name() for i in range(5)]
    assert len(set(left_edges)) == 5


def test_a_class_has_one_colour_in_its_boxes_its_masks_and_the_key(qapp):
    """A class's box colour, its instance masks' in the key, and the colour its number has
    in a class mask's key are one colour."""
    overlay = from_example(_example([3, 7], ["debris", "fibre"], masks=True))
    key = {name: colour for colour, name, _kind in mask_key(overlay)}
    assert key["debris"] == box_colour(overlay["boxes"][0]).name() == _index_colour(3).name()
    assert key["fibre"] == box_colour(overlay["boxes"][1]).name() == _index_colour(7).name()
    m = Image.new("L", (2, 1))
    m.putdata([3, 7])
    buf = io.BytesIO()
    m.save(buf, "PNG")
    seg = {"segmentation_b64": base64.b64encode(buf.getvalue()).decode("ascii")}
    by_value = {name: colour for colour, name, _kind in
                mask_key(seg, {"3": "debris", "7": "fibre"})}
    assert by_value == key


def test_boxes_of_an_older_inspect_json_are_drawn_by_name(qapp):
    """Inspect's JSON before engine 0.3.12 (and the recorded streams of the GUI tests) has
    five items a box: it still draws, each class in its name's colour."""
    old = {"boxes": [[0.1, 0.1, 0.6, 0.6, "cell"]]}
    assert box_colour(old["boxes"][0]).name() == class_colour("cell").name()
    grey = QImage(100, 100, QImage.Format.Format_ARGB32)
    grey.fill(QColor(128, 128, 128))
    drawn = paint(grey, old)
    assert drawn.pixelColor(10, 40).name() == class_colour("cell").name()
    # another tool's records without class numbers: no number given, named by its text
    ex = _example([], [])
    ex["image/object/bbox/xmin"] = ("float", [0.1])
    for k in ("ymin", "xmax", "ymax"):
        ex[f"image/object/bbox/{k}"] = ("float", [0.5])
    ex["image/object/class/text"] = ("bytes", [b"cell"])
    assert from_example(ex)["boxes"] == [[0.1, 0.5, 0.5, 0.5, "cell"]]


def test_a_source_preview_carries_the_number_its_records_will(tmp_path):
    """The source panel's preview (scan --json samples, engine.sources.overlay.from_sample)
    numbers each box as its record will (the 0-based scan label + 1)."""
    from engine.sources import discover
    from engine.sources.overlay import from_sample
    from tests.engine.annotated_sources import coco_cut_by_crop

    r = discover.scan(coco_cut_by_crop(tmp_path))
    sample = next(s for s in r.samples if s.ann is not None and s.ann.objects)
    boxes = from_sample(sample)["boxes"]
    assert [b[5] for b in boxes] == [o.label + 1 for o in sample.ann.objects]
    assert {b[4]: b[5] for b in boxes} == {r.labels[o.label]: o.label + 1
                                           for o in sample.ann.objects}
    assert np.all(np.array([b[5] for b in boxes]) >= 1)
