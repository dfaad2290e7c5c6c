"""What sets a COCO image aside for one of its annotations (no or an unknown category, an
RLE mask of another size), found before any of its objects is read (engine.sources.coco),
each with the annotation's id, what goes with the image (its other objects) and what to
do:

* an annotation without ``category_id`` (it read "unknown category id None"), with one
  that is no id (a list: it read as an unknown category), or in a category the file does
  not list: kept, its object would be background in the image;
* an RLE mask (``segmentation: {size, counts}``) of another size than its image's, when
  the masks are used (--masks, or --task segmentation): the run failed the image with
  "an object's RLE mask is 640x480, the image is 320x240", naming no annotation, and only
  while converting. The size it must have is the image's in the JSON, else its file's
  (the run's frame, engine.sources.annotated.Frame).

An annotation without an id is named by its place in the file's 'annotations' list
(:func:`annotation_label`): it read "annotation None".
"""

from __future__ import annotations

import json
from collections.abc import Callable

from engine.reason_codes import ANNOTATION_WITHOUT_ID, render
from engine.sources.annotation_builder import skipped_with
from engine.sources.declared_size import Size, picture


def is_id(v) -> bool:
    """An id COCO files use: a number or a string (never a list or an object, which could
    not be looked up)."""
    return isinstance(v, (int, float, str))


def annotation_label(a: dict, n: int) -> str:
    """How the sentences name annotation ``a``, the ``n``th (from 1) of its file's
    'annotations': its id, else its place (ANNOTATION_WITHOUT_ID)."""
    v = a.get("id")
    if is_id(v) and not isinstance(v, bool) and str(v).strip():
        return str(v)
    return ANNOTATION_WITHOUT_ID.format(n=f"{n:,}")


def _id(a: dict) -> str:
    return str(a.get("id"))


def category_problem(json_name: str, anns: list[dict], categories: dict,
                     label: Callable[[dict], str] = _id) -> str | None:
    """Why an image whose annotations are ``anns`` is set aside for a category: the first
    annotation without category_id, with one that is no id, or in none of ``categories``;
    None when each has one. ``label``: how an annotation is named (annotation_label)."""
    for a in anns:
        cat = a.get("category_id")
        n = len(anns) - 1
        if cat is None:
            return render("ann.coco_no_category" if n else "ann.coco_no_category_alone",
                          {"file": json_name, "id": label(a), "n": f"{n:,}"})
        if not is_id(cat):   # (a list, an object: no category could have it)
            shown = json.dumps(cat, ensure_ascii=False)
            return render("ann.coco_category_not_id" if n else
                          "ann.coco_category_not_id_alone",
                          {"file": json_name, "id": label(a), "n": f"{n:,}",
                           "category": shown if len(shown) <= 60 else shown[:59] + "…"})
        if cat not in categories:
            return unknown_category(json_name, a, n, label)
    return None


def unknown_category(json_name: str, a: dict, others: int,
                     label: Callable[[dict], str] = _id) -> str:
    """Why an image is skipped for its annotation ``a`` in a category ``json_name`` does
    not list, with its ``others`` other objects (kept, the object would be background in
    it), and what to do (the scan's "→ the image is skipped" said neither)."""
    cat = a.get("category_id")
    skipped = skipped_with(others, "object", "objects")
    return (f"{json_name} annotation {label(a)}: unknown category id {cat!r} (not in "
            f"'categories'); {skipped}. Add category {cat!r} to the 'categories' list in "
            f"{json_name}, or correct the annotation's category_id")


def rle_problem(json_name: str, file_name: str, image: str, anns: list[dict],
                declared: Size | None, max_pixels: int,
                label: Callable[[dict], str] = _id) -> str | None:
    """Why the image at ``image`` (``file_name`` in the JSON) is set aside for an
    annotation whose RLE mask is not its size: ``declared`` (the JSON's width and height),
    else the file's (read from its header only when an annotation has an RLE mask; an
    image that cannot be read, or above --max-pixels ``max_pixels``, is the run's to say).
    None when every RLE fits."""
    expected = declared
    for a in anns:
        size = _rle_size(a.get("segmentation"))
        if size is None:
            continue
        if expected is None:
            pic = picture(image, max_pixels)
            if pic is None:
                return None
            expected = pic[0], pic[1]
        if size != expected:
            n = len(anns) - 1
            return render("ann.coco_rle_size" if n else "ann.coco_rle_size_alone", {
                "file": json_name, "id": label(a), "mask_w": str(size[0]),
                "mask_h": str(size[1]), "name": file_name, "w": str(expected[0]),
                "h": str(expected[1]), "n": f"{n:,}"})
    return None


def _rle_size(seg) -> Size | None:
    """(width, height) of a COCO RLE segmentation (its ``size`` is [height, width]); None
    for polygons, or a size that is not two whole numbers (the reader says the mask is
    damaged)."""
    if not isinstance(seg, dict):
        return None
    size = seg.get("size")
    if not (isinstance(size, list) and len(size) == 2 and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and v == v
            and abs(v) != float("inf") and v == int(v) for v in size)):
        return None
    return int(size[1]), int(size[0])


def short_polygon(seg) -> bool:
    """Whether a COCO segmentation lists a polygon of 1 or 2 points (2 to 5 numbers): it
    outlines nothing, so it is not used (engine.sources.coco.segmentation_of), and the
    object keeps its box. A CVAT export with a 2-point polygon was converted with the
    object's box as its mask and no word of it ("597 objects have shapes" of 598, which
    one not said). An empty polygon is no shape drawn, as exporters write a box: not
    one."""
    return isinstance(seg, list) and any(isinstance(p, list) and 2 <= len(p) < 6 for p in seg)
