"""CVAT's own export, "CVAT for images 1.1": ``annotations.xml`` beside ``images/`` (or
``images/<subset>/`` in a project's export). It is the format CVAT offers first.

Each ``<image name width height [subset]>`` holds its shapes in pixels: ``<box xtl ytl
xbr ybr [rotation]>`` (a rotated box becomes the box around it, its corners the object's
polygon for --masks), ``<polygon points="x,y;x,y;...">`` (its bounding box, and its mask
with --masks), ``<ellipse cx cy rx ry>`` (likewise, as a 32-sided polygon) and ``<mask
rle left top width height>`` (a brush mask: the box around its pixels, and its pixels
with --masks). Lines, points, skeletons and cuboids are not objects with an area: each is
left out and counted. Labels follow the order of the ``<labels>`` in ``<meta>`` (1-based
in label_map.pbtxt, as CVAT's COCO export numbers them); the image's ``subset`` (Train,
Validation, Test) is its split. A "CVAT for video" export (``<track>``) is refused with
what to export instead.

Image-level ``<tag label>``s are how CVAT labels a classification task. An export with tags
and no shapes is a classification source: one class per image (an image without a tag is
left out and listed, since it has no class), or multi-label when an image has several tags
(or with --task multilabel). Where an export has shapes, it is a detection source and its
tags are not stored.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass

from engine.config import DEFAULT_MAX_PIXELS
from engine.sources import label_text
from engine.sources.annotation_builder import MASK_DAMAGED, Builder, check_box, sort_labels
from engine.sources.annotation_files import blank, find_image, head, source_empty, split_folder
from engine.sources.declared_size import DeclaredSizes, scaled
from engine.sources.model import (
    TASK_CLASSIFICATION,
    TASK_DETECTION,
    TASK_MULTILABEL,
    Annotation,
    Obj,
    Rle,
)

FILE = "annotations.xml"
#: Shapes without an area, which no detection record can hold.
_NOT_OBJECTS = ("polyline", "points", "skeleton", "cuboid")


def _xml(source: str) -> str | None:
    path = os.path.join(source, FILE) if os.path.isdir(source) else source
    if not path.lower().endswith(".xml") or not os.path.isfile(path):
        return None
    if blank(path):   # read as class folders, or a table, it said nothing of the kind
        return path
    first = head(path)
    # <annotations> (CVAT) and not <annotation> (a Pascal VOC file), with CVAT's <version>
    return path if first and b"<annotations>" in first and b"<version>" in first else None


def recognise(source: str) -> bool:
    return _xml(source) is not None


def scan(source: str, opts: dict, progress, skip_ids):
    from xml.etree import ElementTree as ET

    from engine.errors import SourceError

    path = _xml(source)
    if path is None:
        raise SourceError(f"{source}: {FILE} is gone; check the folder")
    if blank(path):
        raise SourceError(source_empty(path))
    name = os.path.basename(path)
    root = os.path.dirname(path)
    # the task is known only at the end (tags and no shapes: classification), so the images
    # are added then; progress counts them as they are read
    b = Builder(TASK_DETECTION, "cvat", opts)
    b.uses(path)
    labels: list[tuple[str, bool]] = []   # <meta>'s labels: (name, may be a tag)
    images: list[_Image] = []
    try:   # (without <?xml encoding?>: Notepad's "ANSI" on Japanese Windows, as a table)
        xml, encoding = label_text.xml_source(path, name)
    except label_text.NotText:
        raise SourceError(label_text.not_text(path)) from None
    except ValueError:   # not the encoding its <?xml?> declares
        raise SourceError(f"{path}: malformed XML at line 1, column 1. Export it from CVAT "
                          "again.") from None
    except OSError as e:
        raise SourceError(f"{path}: cannot read the file ({e.strerror or e}).") from None
    if encoding is not None:
        b.notices.append(label_text.encoding_notice(name, encoding))
    try:
        for _event, el in ET.iterparse(xml):
            if el.tag == "label" and el.findtext("name"):
                kind = (el.findtext("type") or "any").strip()
                labels.append(((el.findtext("name") or "").strip(), kind in _TAG_TYPES))
            elif el.tag == "track":
                raise SourceError(f"{path}: this is a “CVAT for video” export (its objects are "
                                  "tracks). In CVAT, export the task as “CVAT for images 1.1” "
                                  "or “COCO 1.0”, and choose that.")
            elif el.tag == "image":
                image = _image(b, root, name, el)
                el.clear()   # a project of 100,000 images: one image in memory at a time
                if image is not None:
                    images.append(image)
                    if progress and len(images) % 500 == 0:
                        progress(len(images), len(b.rejected))
    except SourceError:
        raise
    except (ET.ParseError, LookupError, ValueError) as e:
        # LookupError, ValueError: an <?xml encoding="..."?> Python does not know
        line, col = e.position if isinstance(e, ET.ParseError) else (1, 0)
        raise SourceError(f"{path}: malformed XML at line {line}, column {col + 1}. Export it "
                          "from CVAT again.") from None
    task = _task(images, opts.get("task") or "auto")
    if task == TASK_DETECTION:
        sizes = DeclaredSizes(b)   # an <image>'s width and height that are not its file's
        for im in images:
            placed = sizes.place(im.path, im.size, name, im.rel, annotated=bool(im.objects))
            if placed is None:   # of another shape: set aside with why
                continue
            size, scale = placed
            b.add(im.path, im.rel, Annotation(TASK_DETECTION,
                                              tuple(scaled(o, scale) for o in im.objects),
                                              size=size, source_id=im.source_id),
                  im.split)
        b.notices += sizes.notices()
        _in_order(b, [n for n, _ in labels])
    elif task == TASK_MULTILABEL:
        b.task = task
        for im in images:
            b.add(im.path, im.rel, Annotation(TASK_MULTILABEL, texts=im.tags,
                                              source_id=im.source_id), im.split)
        _in_order(b, [n for n, tag in labels if tag])
    else:
        b.task = task
        for t in (t for im in images for t in im.tags):
            b.label(t)
        _in_order(b, [n for n, tag in labels if tag])
        for im in images:
            if im.tags:
                b.add_class(im.path, im.rel, im.tags[0], im.split)
            else:
                b.reject(im.path, f"no tag in {name}: a classification export needs one tag "
                                  "per image (its class); tag it in CVAT and export again")
    if progress:
        progress(len(b.samples), len(b.rejected))
    return b.result()


def _in_order(b: Builder, order: list[str]) -> None:
    """Number the labels as <meta> lists them (as CVAT's COCO export does), any others
    after, alphabetically."""
    order = list(dict.fromkeys(order))
    sort_labels(b, order + sorted(n for n in b.labels if n not in order))


#: The label types a tag may have (CVAT 2.x's <type>; "any" when the export names none).
_TAG_TYPES = ("any", "tag")


@dataclass(frozen=True)
class _Image:
    """One <image> as read: its file, its objects (shapes) and its tags."""

    path: str
    rel: str
    split: str | None
    size: tuple[int, int] | None
    source_id: str
    objects: tuple[Obj, ...]
    shapes: int            # shapes seen, objects or not (a polyline is not one)
    tags: tuple[str, ...]


def _task(images: list[_Image], wanted: str) -> str:
    """Detection when the export has a shape anywhere (or no tag at all); else, from the
    tags: multi-label when asked or when an image has several, else classification."""
    if any(im.shapes for im in images) or not any(im.tags for im in images):
        return TASK_DETECTION
    if wanted == TASK_MULTILABEL or any(len(im.tags) > 1 for im in images):
        return TASK_MULTILABEL
    return TASK_CLASSIFICATION


def _image(b: Builder, root: str, xml_name: str, el) -> _Image | None:
    file_name = el.get("name") or ""
    subset = (el.get("subset") or "").strip()
    folders = [os.path.join(root, "images", subset)] if subset else []
    folders += [os.path.join(root, "images"), root]
    image = find_image(file_name, [f for f in folders if os.path.isdir(f)])
    if image is None:
        b.reject(os.path.join(root, "images", file_name),
                 f"image not found: {xml_name} names {file_name!r} but images/ has no such file. "
                 "Copy the image there, or take it out of the annotations")
        return None
    try:
        size: tuple[int, int] | None = (int(float(el.get("width") or 0)),
                                        int(float(el.get("height") or 0)))
    except (ValueError, OverflowError):   # OverflowError: "inf"
        size = None
    if size and min(size) <= 0:
        size = None
    objs = []
    shapes = [s for s in el if s.tag != "tag"]
    for i, shape in enumerate(shapes, 1):
        obj = _shape(b, image, f"{xml_name} object {i}", shape, size)
        if obj is not None:
            objs.append(obj)
    tags = tuple(dict.fromkeys(t for t in ((s.get("label") or "").strip() for s in el
                                           if s.tag == "tag") if t))
    rel = os.path.relpath(image, root).replace(os.sep, "/")
    return _Image(image, rel, split_folder(subset) if subset else None, size,
                  el.get("id") or file_name, tuple(objs), len(shapes), tags)


def _shape(b: Builder, path: str, what: str, el, size) -> Obj | None:
    label = (el.get("label") or "").strip()
    if el.tag in _NOT_OBJECTS:
        b.drop(path, what, f"a {el.tag} has no area: left out (boxes, polygons, ellipses and "
                           "masks are objects)", label)
        return None
    if not label:
        b.drop(path, what, "object without a name")
        return None
    if el.tag == "mask":
        return _brush(b, path, what, el, label, size)
    try:
        points = _outline(el)
    except (TypeError, ValueError):
        b.drop(path, what, "box has a coordinate that is not a number", label)
        return None
    if points is None:
        b.drop(path, what, f"a {el.tag} has no area: left out (boxes, polygons, ellipses and "
                           "masks are objects)", label)
        return None
    if not all(math.isfinite(v) for v in points):   # "nan" and "inf" parse as floats
        b.drop(path, what, "box has a coordinate that is not a number", label)
        return None
    xs, ys = points[0::2], points[1::2]
    box = check_box(b, path, what, (min(xs), min(ys), max(xs), max(ys)), size, cls=label)
    if box is None:
        return None
    exact_box = el.tag == "box" and not float(el.get("rotation") or 0)
    return Obj(*box, label=b.label(label), text=label,
               polygons=() if exact_box else (tuple(points),), where=what)


def _brush(b: Builder, path: str, what: str, el, label: str, size) -> Obj | None:
    """A brush mask: ``rle`` is runs of 0 and 1 pixels ("0, 5, 3, ...", first a run of 0s)
    over its ``left top width height`` box, row by row. Its box is where its pixels are."""
    try:
        left, top, w, h = (int(float(el.get(k))) for k in ("left", "top", "width", "height"))
        counts = tuple(int(c) for c in (el.get("rle") or "").split(","))
    except (TypeError, ValueError, OverflowError):
        b.drop(path, what, MASK_DAMAGED, label)
        return None
    # its box within the picture (a worker decodes every pixel of it)
    most = (size[0] + 1) * (size[1] + 1) if size else DEFAULT_MAX_PIXELS
    if min(counts) < 0 or min(w, h) <= 0 or w * h > most:
        b.drop(path, what, MASK_DAMAGED, label)
        return None
    tight = _pixels_box(counts, w, h)
    if tight is None:
        b.drop(path, what, "a mask has no area: left out (boxes, polygons, ellipses and "
                           "masks are objects)", label)
        return None
    x0, y0, x1, y1 = tight
    box = check_box(b, path, what, (left + x0, top + y0, left + x1, top + y1), size,
                    cls=label)
    if box is None:
        return None
    return Obj(*box, label=b.label(label), text=label,
               rle=Rle(h, w, counts, left=left, top=top, row_major=True), where=what)


def _pixels_box(counts: tuple[int, ...], w: int, h: int) -> tuple[int, int, int, int] | None:
    """The box (x0, y0, x1, y1, edges) around the 1 pixels of row-major runs over a w x h
    box; None when there are none. One step a run: a mask of a million pixels has a few
    thousand."""
    n = w * h
    x0, y0, x1, y1 = w, h, 0, 0
    pos = 0
    for i, c in enumerate(counts):
        start, pos = pos, min(pos + c, n)
        if i % 2 == 0 or pos <= start:
            continue
        first, last = divmod(start, w), divmod(pos - 1, w)   # (row, column) of its ends
        y0, y1 = min(y0, first[0]), max(y1, last[0] + 1)
        if first[0] == last[0]:
            x0, x1 = min(x0, first[1]), max(x1, last[1] + 1)
        else:                 # it wraps onto the next row: every column of the box
            x0, x1 = 0, w
    return (x0, y0, x1, y1) if x1 > x0 else None


def _outline(el) -> list[float] | None:
    """The shape's outline as flat x, y pairs (a box's four corners); None for a shape
    this reader does not know."""
    if el.tag == "box":
        x0, y0, x1, y1 = (float(el.get(k)) for k in ("xtl", "ytl", "xbr", "ybr"))
        corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        angle = math.radians(float(el.get("rotation") or 0))   # clockwise, about the centre
        if angle:
            cx, cy, c, s = (x0 + x1) / 2, (y0 + y1) / 2, math.cos(angle), math.sin(angle)
            corners = [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c)
                       for x, y in corners]
        return [v for p in corners for v in p]
    if el.tag == "polygon":
        pts = [float(v) for pair in (el.get("points") or "").split(";") if pair
               for v in pair.split(",")]
        return pts if len(pts) >= 6 and len(pts) % 2 == 0 else None
    if el.tag == "ellipse":
        cx, cy, rx, ry = (float(el.get(k)) for k in ("cx", "cy", "rx", "ry"))
        return [v for k in range(32) for v in (cx + rx * math.cos(k * math.pi / 16),
                                               cy + ry * math.sin(k * math.pi / 16))]
    return None
