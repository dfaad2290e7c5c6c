"""What a viewer draws over a picture: boxes (normalised to the picture as shown, i.e.
after EXIF orientation) with class names, and masks (PNG bytes). From the records of any
file with the detection / segmentation keys, and from a source's annotations before
conversion (for `scan --json`).

Each box carries, after its name, its class number as the record stores it
(image/object/class/label: 1-based, the value the class has in a class mask), so that the
window colours it by number (gui.overlay.box_colour: the class-mask palette, whose colours
are far apart) and not by a hash of its name, which gave two of five classes one colour
about half the time. A box without it (inspect's JSON before engine 0.3.12, another
tool's records without labels) is coloured by its name, as before.
"""

from __future__ import annotations

import base64

#: Masks shown per record at most (a crowded COCO image has hundreds).
MAX_MASKS = 32


def _vals(ex: dict, key: str) -> list:
    return list(ex.get(key, ("none", []))[1])


def from_example(ex: dict) -> dict | None:
    """{"boxes": [[x0, y0, x1, y1, name, label], ...], "masks_b64": [...],
    "segmentation_b64": ...} from a decoded Example ({key: (kind, values)}); None when it
    has none of these keys. ``label``: the box's image/object/class/label, left out when
    the record has none for it."""
    out: dict = {}
    xs = _vals(ex, "image/object/bbox/xmin")
    if xs:
        ys, xe, ye = (_vals(ex, f"image/object/bbox/{k}") for k in ("ymin", "xmax", "ymax"))
        texts = [bytes(t).decode("utf-8", "replace") for t in _vals(ex, "image/object/class/text")]
        labels = _vals(ex, "image/object/class/label")
        n = min(len(xs), len(ys), len(xe), len(ye))
        out["boxes"] = [[float(xs[i]), float(ys[i]), float(xe[i]), float(ye[i]),
                         texts[i] if i < len(texts) else str(labels[i]) if i < len(labels)
                         else ""] + ([int(labels[i])] if i < len(labels) else [])
                        for i in range(n)]
    masks = _vals(ex, "image/object/mask")
    if masks:
        out["masks_b64"] = [base64.b64encode(bytes(m)).decode("ascii") for m in masks[:MAX_MASKS]]
    seg = _vals(ex, "image/segmentation/class/encoded")
    if seg:
        out["segmentation_b64"] = base64.b64encode(bytes(seg[0])).decode("ascii")
    return out or None


def from_sample(sample) -> dict | None:
    """The overlay of a scanned sample, boxes in the oriented picture (what a viewer that
    applies EXIF orientation shows); None for an unannotated one."""
    ann = getattr(sample, "ann", None)
    if ann is None:
        return None
    if ann.mask_path:
        return {"mask_path": ann.mask_path}
    if not ann.objects:
        return None
    from engine.sources import geometry as G
    from engine.sources.annotated import Frame

    try:
        from engine.codecs.pixel_limit import opened
        with opened(sample.path) as im:   # (the header: its size, whatever Pillow's limit)
            w, h = im.size
            try:
                o = int(im.getexif().get(0x0112, 1))
            except Exception:  # noqa: BLE001 - corrupt EXIF: shown as stored
                o = 1
    except Exception:  # noqa: BLE001 - an unreadable image: the engine's scan lists it anyway
        return None
    o = o if 1 <= o <= 8 else 1
    frame = Frame(ann, o, w, h)
    if ann.task == "segmentation":   # drawn from the objects' shapes, as the run draws it
        return _class_mask(ann, frame, o)
    ow, oh = G.oriented_size(o, w, h)
    boxes = []
    for obj in ann.objects:
        x0, y0, x1, y1 = frame.box(obj)
        (ax, ay), (bx, by) = G.orient_point(o, x0, y0, w, h), G.orient_point(o, x1, y1, w, h)
        boxes.append([min(ax, bx) / ow, min(ay, by) / oh, max(ax, bx) / ow, max(ay, by) / oh,
                      obj.text, obj.label + 1])   # (the number its records will store)
    return {"boxes": boxes}


#: The longest side of a class mask drawn for a sample's thumbnail (nearest-neighbour: a
#: thumbnail shows far fewer pixels).
MASK_EDGE = 512


def _class_mask(ann, frame, o: int) -> dict | None:
    """{"segmentation_b64": the class mask (engine.sources.class_masks.paint) as the
    picture is shown, EXIF orientation applied}; None when it cannot be drawn (an RLE of
    another size: the run lists that image)."""
    import io

    from PIL import Image

    from engine.errors import AnnotationError
    from engine.sources import geometry as G
    from engine.sources.class_masks import paint

    try:
        mask = paint(ann, frame)
    except AnnotationError:
        return None
    step = max(1, -(-max(mask.shape) // MASK_EDGE))
    shown = G.NP_ORIENT.get(o, lambda a: a)(mask[::step, ::step])
    buf = io.BytesIO()
    Image.fromarray(shown.copy(), "L").save(buf, "PNG", compress_level=1)
    return {"segmentation_b64": base64.b64encode(buf.getvalue()).decode("ascii")}
