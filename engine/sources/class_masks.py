"""Semantic segmentation from objects' shapes (``--task segmentation`` on a COCO export
with polygons or RLE, CVAT's polygons, ellipses and brush masks, YOLO polygon lines): each
image's class mask is drawn from its objects and stored exactly as a mask folder's is
(engine.sources.annotated: the same keys, a grey PNG of class indices placed
nearest-neighbour through the image's own geometry), so Model Garden's
segmentation_input.Decoder, verify and inspect read it unchanged.

The classes are the detection labels one higher, with the background first: value 0 is
``background`` (the pixels no object covers), value k the class whose detection label
(label_map.pbtxt) is k, in the same order (COCO's category ids, YOLO's class numbers,
CVAT's labels); labels.txt lists them by value. 255 is "ignore", as for mask folders and
Model Garden's default ``ignore_label``: fit's padding is 255 too, as in a mask folder's
records (engine.sources.geometry.place_mask): it is no part of the picture.

How an image's mask is drawn (:func:`paint`), in the stored pixel grid, each shape by its
pixel centres (engine.sources.annotated.instance_mask, the rule --masks uses):

* ignore first: a crowd region (COCO ``iscrowd`` 1) is 255, not its class (COCO's own
  evaluation ignores crowd regions: no single object is outlined there); so is the box of
  an object with only a box (a Pascal VOC-like object in a COCO file, a YOLO box line
  among polygons): its pixels are unknown, and as background they would teach the model
  that the object is background. Each such object is listed in objects.csv (BOX_ONLY).
* then the objects with a class, the larger first, so that where objects overlap the
  smaller one is on top (a nucleus inside its cell, a cup on a table stay visible; the
  file's order, which labelling tools do not keep meaningful, does not decide it); two of
  the same area in the annotations' order, the later on top. A pixel an object names is
  that object's class even where a crowd region or an unshaped box lies below it.

A source without any shape is refused (TaskError: the usage exit code) with what to do
instead: convert it as detection, with or without --masks.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from engine.errors import TaskError
from engine.reason_codes import CATALOGUE, render
from engine.sources.model import TASK_DETECTION, TASK_SEGMENTATION, Annotation

#: The name of class 0 (the pixels no object covers); BACKGROUND_TAKEN when a class of
#: the source already has that name.
BACKGROUND = "background"
BACKGROUND_TAKEN = "__background__"

#: The value of "ignore" pixels (crowd regions, boxes without a shape).
IGNORE = 255

#: Classes a class mask can hold beside the background 0 and IGNORE.
MAX_CLASSES = IGNORE - 1

#: Why an object with only a box is not drawn with its class (objects.csv, the scan).
BOX_ONLY = str(CATALOGUE["ann.seg_box_only"])


def shape_counts(samples) -> dict[str, int]:
    """{"polygon": n, "rle": m}: the objects of a detection scan's samples that have
    polygons, and the others that have a run-length (or CVAT brush) mask."""
    polygons = rle = 0
    for s in samples:
        for o in getattr(s.ann, "objects", ()):
            polygons += bool(o.polygons)
            rle += o.rle is not None and not o.polygons
    return {"polygon": polygons, "rle": rle}


def refusal(objects: int) -> str:
    """Why --task segmentation refuses a source whose ``objects`` have no shape (with what
    to do instead: detection, with or without --masks)."""
    if not objects:
        return render("task.seg_no_objects", {})
    return render("task.seg_no_shapes", {"n": f"{objects:,}"})


def too_many_classes(n: int) -> str:
    return render("task.seg_classes", {"n": f"{n:,}", "most": str(MAX_CLASSES)})


def as_segmentation(result):
    """A detection scan written as semantic segmentation (--task segmentation): each
    sample's objects kept for :func:`paint`, the labels ``background`` and the detection
    labels, each object with only a box listed (BOX_ONLY) and counted with the scan's
    object problems, the table's counts the images each class is drawn in (the
    background: every image). TaskError when no object has a shape, or there are more
    classes than a mask holds."""
    if result.task != TASK_DETECTION:
        raise ValueError(f"a {result.task} scan is not drawn as class masks")
    shapes = shape_counts(result.samples)
    if not shapes["polygon"] + shapes["rle"]:
        raise TaskError(refusal(sum(len(s.ann.objects) for s in result.samples)))
    if len(result.labels) > MAX_CLASSES:
        raise TaskError(too_many_classes(len(result.labels)))
    background = BACKGROUND_TAKEN if BACKGROUND in result.labels else BACKGROUND
    labels = [background, *result.labels]
    drawn = dict.fromkeys(labels, 0)
    crowds = 0
    said = _said_without_shape(result.problems)
    result.problems = _unclipped(result.problems, result.samples)
    for i, s in enumerate(result.samples):
        ann = s.ann
        for o in ann.objects:
            if not o.has_shape and (s.path, o.where) not in said:
                reason = f"{o.where}: {BOX_ONLY}" if o.where else BOX_ONLY
                result.problems.add(s.path, reason, BOX_ONLY.split(":")[0], o.where,
                                    o.text, BOX_ONLY)
        crowds += crowds_of(s)
        for name in classes_drawn(labels, ann):
            drawn[name] += 1
        result.samples[i] = replace(s, ann=Annotation(
            TASK_SEGMENTATION, objects=ann.objects, classes=len(labels), size=ann.size,
            source_id=ann.source_id, normalized=ann.normalized, oriented=ann.oriented))
    found = result.annotations
    result.annotations = {
        "objects_per_class": drawn, "objects": 0,
        "unannotated_images": found.get("unannotated_images", 0),
        "emptied_images": found.get("emptied_images", 0),
        "object_problems": dict(result.problems.counts),
    }
    result.task, result.labels = TASK_SEGMENTATION, labels
    result.notices = [*result.notices, render("ann.seg_drawn", {})] + (
        [render("ann.seg_crowd", {"n": f"{crowds:,}"})] if crowds else [])
    return result


def crowds_of(sample) -> int:
    """The crowd regions of one image's objects (each drawn 255, "ignore")."""
    objects = getattr(getattr(sample, "ann", None), "objects", ())
    return sum(bool(o.is_crowd and o.has_shape) for o in objects)


def is_crowd_notice(sentence: str) -> bool:
    """Whether a scan's notice is the one that counts its crowd regions (ann.seg_crowd).
    It is not logged with the scan's other notices (engine.sources.discover): the scan
    counts those of every image, before the run (or `scan`'s checks) finds an image it
    skips, and "12 crowd regions are marked 255" was said of records that held 11. The
    run says it at its end (:func:`crowd_notice`), `scan` after its checks."""
    from engine.reason_codes import describe
    return describe(sentence)[0] == "ann.seg_crowd"


def crowd_notice(samples, skipped: set[str]) -> str:
    """The notice counting the crowd regions of ``samples`` but those of the images whose
    paths (as shown) are in ``skipped``: those the records hold ("" when none)."""
    from engine.sources.names import display
    n = sum(crowds_of(s) for s in samples if display(s.path) not in skipped)
    return render("ann.seg_crowd", {"n": f"{n:,}"}) if n else ""


def say_crowds(notices, samples, skipped: set[str]) -> None:
    """Log ("note: ..." on stderr) the notice counting the crowd regions, when the scan's
    ``notices`` hold one, of ``samples`` but the images whose paths (as shown) are in
    ``skipped``: those the records hold. The one route the run's end
    (engine.run.run_record) and `scan`'s text, after its checks, say it by."""
    if any(map(is_crowd_notice, notices)):
        note = crowd_notice(samples, skipped)
        if note:
            logging.getLogger(__name__).info("%s", note)


def _said_without_shape(problems) -> set[tuple[str, str]]:
    """(path, where) of the objects the reader already said have no shape (a COCO polygon
    of fewer than 3 points: ann.coco_short_polygon), which BOX_ONLY then does not say again:
    "4 objects left out or clipped" was said of 3, one counted under both reasons."""
    short = str(CATALOGUE["ann.coco_short_polygon"])
    if not problems.counts.get(short.split(":")[0]):
        return set()
    return {(path, where) for path, where, _cls, why in problems.objects if why == short}


def _unclipped(problems, samples):
    """``problems`` without the "clipped" rows of the objects with only a box, which BOX_ONLY
    lists (its box, inside the image, is what is marked "ignore"): objects.csv listed such
    an object twice and the Summary said "2 objects kept clipped or with only their box"
    of 1. The same ``problems`` when there are none (the rows are read again only then)."""
    clipped = str(CATALOGUE["ann.box_clipped"])
    if not problems.counts.get(clipped.split(":")[0]):
        return problems
    listed = {(path, where) for path, where, _cls, why in problems.objects if why == clipped}
    boxes = {(s.path, o.where) for s in samples for o in s.ann.objects if not o.has_shape}
    if not listed & boxes:
        return problems
    from engine.sources.model import Problems
    kept = Problems()
    for path, where, cls, why in problems.objects:
        if why != clipped or (path, where) not in boxes:
            # (as engine.sources.annotation_builder's drop() counted it)
            kept.add(path, f"{where}: {why}", why.split(":")[0].split(" (")[0], where, cls,
                     why)
    problems.objects.close()
    return kept


def classes_drawn(labels: list[str], ann: Annotation) -> dict[str, int]:
    """{class: 1} of each class one image's mask is drawn with: the background (labels[0],
    counted in every image) and the class of each outlined object that is no crowd region.
    What the image adds to the scan's table of images per class (and what the window takes
    out when it finds the image broken)."""
    return {labels[0]: 1, **{o.text: 1 for o in ann.objects if o.has_shape and not o.is_crowd}}


def paint(ann: Annotation, frame):
    """The class mask (uint8, the stored grid of ``frame``, an
    engine.sources.annotated.Frame) of ``ann``'s objects, drawn as the module says."""
    import numpy as np

    from engine.sources.annotated import instance_mask

    canvas = np.zeros((frame.h, frame.w), np.uint8)
    layers = []
    for i, o in enumerate(ann.objects):
        if not o.has_shape:
            x0, y0, x1, y1 = frame.box(o)
            _stamp(canvas, _box_pixels(x0, y0, x1, y1), (0, 0), IGNORE)
            continue
        part, offset = instance_mask(o, frame)
        if o.is_crowd:
            _stamp(canvas, part, offset, IGNORE)
            continue
        area = int(_window(canvas, part, offset)[1].sum())
        layers.append((-area, i, part, offset, o.label + 1))
    for _area, _i, part, offset, value in sorted(layers, key=lambda t: (t[0], t[1])):
        _stamp(canvas, part, offset, value)
    return canvas


def _box_pixels(x0: float, y0: float, x1: float, y1: float):
    """A 0/1 window from (0, 0) holding the pixels whose centres lie in the box (the rule
    polygons follow: the box (10, 10)-(20, 20) covers pixels 10..19)."""
    import math

    import numpy as np

    def first(v: float) -> int:
        return max(0, math.ceil(v - 0.5))
    m = np.zeros((max(0, first(y1)), max(0, first(x1))), np.uint8)
    m[first(y0):, first(x0):] = 1
    return m


def _window(canvas, part, offset: tuple[int, int]):
    """(the canvas's slice, the part's slice) where ``part``, its top-left pixel at
    ``offset`` (x, y), lies over the canvas (either empty when it lies outside)."""
    h, w = canvas.shape
    ph, pw = part.shape
    x, y = offset
    cx0, cy0 = max(0, x), max(0, y)
    cx1, cy1 = min(w, x + pw), min(h, y + ph)
    if cx1 <= cx0 or cy1 <= cy0:
        return canvas[0:0, 0:0], part[0:0, 0:0]
    return canvas[cy0:cy1, cx0:cx1], part[cy0 - y:cy1 - y, cx0 - x:cx1 - x]


def _stamp(canvas, part, offset: tuple[int, int], value: int) -> None:
    """``value`` where ``part`` (0/1) is 1, over the canvas."""
    where, mask = _window(canvas, part, offset)
    where[mask.astype(bool)] = value
