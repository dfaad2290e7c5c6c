"""Worker side of annotated sources: the image is converted by engine.codecs.imaging as for
classification; its annotations are carried through the same geometry (engine.sources.geometry)
and stored with the task's keys (engine.sources.schemas).

Annotations are first brought into the stored pixel grid: YOLO's normalised coordinates
are scaled by the picture size, and coordinates made on the EXIF-oriented picture are
turned back by the inverse orientation. Then the one geometry of the image applies.
"""

from __future__ import annotations

import hashlib
import io
from dataclasses import replace
from fractions import Fraction
from functools import cache

from engine.config import ImageOptions
from engine.errors import AnnotationError
from engine.records.example import encode_example_typed
from engine.records.tfrecord import frame_parts
from engine.sources import geometry as G
from engine.sources.model import TASK_DETECTION, TASK_SEGMENTATION, Annotation

_INVERSE = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 8, 7: 7, 8: 6}


#: The JPEG decode scales the image path uses, as stored pixels per decoded pixel: Pillow's
#: draft (1, 1/2, 1/4, 1/8), then the "scaled" decoder's 3/8 (engine.codecs.jpeg_scale).
DRAFTS = (Fraction(1), Fraction(2), Fraction(4), Fraction(8), Fraction(8, 3))


def draft_factor(stored: tuple[int, int], drafted: tuple[int, int]) -> Fraction:
    """The JPEG DCT downscale factor that turned `stored` into `drafted` (libjpeg rounds
    the drafted size up)."""
    for d in DRAFTS:
        if (G.drafted_extent(stored[0], d), G.drafted_extent(stored[1], d)) == tuple(drafted):
            return d
    return Fraction(1)


@cache
def image_options(opts: ImageOptions) -> ImageOptions:
    """The options an annotated image is converted with: the run's, but JPEGs that the run
    would decode on the "turbo" path take the "scaled" one. Their annotations follow the
    decode measured from the file's header (:func:`measure`), which is Pillow's; turbo's
    simplejpeg picks its own M/8 scale, and its crop rounds the window to whole pixels."""
    return replace(opts, decoder="scaled") if opts.decoder == "turbo" else opts


def measure(data: bytes, opts: ImageOptions, orientation: int | None = None
            ) -> tuple[G.Geometry, int, tuple[int, int]]:
    """(geometry of the stored image, EXIF orientation, stored size) from the file's
    header; ``orientation``: the one the conversion read and turned the picture by
    (EncodedImage.orientation), else read here. Reading it from a PNG made Pillow decode
    the whole picture again (for EXIF after the pixels): an annotated PNG was decoded
    twice, and once for --format original, which decodes nothing."""
    from engine.codecs import imaging, png_check

    im, kind = imaging.open_image(data, opts.max_pixels)
    w, h = im.size
    if opts.format == "original":
        # The file's own bytes are stored: no orientation, no resize. A PNG's EXIF from
        # its header when nothing but IEND follows its pixels (all there is to read then)
        header = kind == "png" and png_check.nothing_after_image_data(data)
        o = orientation if orientation is not None else \
            imaging.exif_orientation(im, header_only=header)
        return G.geometry(w, h, 1, 1, "none", w, h), o, (w, h)
    # The image's own decode set-up (header only): the same draft as imaging.convert.
    o = imaging.prepare_decode(im, kind, opts, orientation)
    d = draft_factor((w, h), im.size)
    return G.geometry(w, h, d, o, opts.resize, opts.width, opts.height), o, (w, h)


def _oriented(ann: Annotation, o: int, w: int, h: int) -> bool:
    if ann.oriented is not None:
        return ann.oriented and o != 1
    if not ann.size:
        return False
    if o >= 5 and w == h:
        # a square turned a quarter: its recorded size is the same either way, so it is
        # taken as drawn on the turned picture, as CVAT, Label Studio and labelme show it
        # (the scan says so: engine.sources.declared_size's turned_squares)
        return tuple(ann.size) == (w, h)
    return tuple(ann.size) in G.pictures(w, h, o)[1:]   # made on the EXIF-turned picture


class Frame:
    """Maps annotation coordinates to the stored pixel grid of a w x h file (EXIF
    orientation undone, normalised coordinates scaled); shared with sources.overlay."""

    def __init__(self, ann: Annotation, orientation: int, w: int, h: int):
        self.w, self.h, self.o = w, h, orientation
        self.inv = _INVERSE[orientation] if _oriented(ann, orientation, w, h) else 1
        self.fw, self.fh = G.oriented_size(orientation, w, h) if self.inv != 1 else (w, h)
        self.norm = ann.normalized

    def point(self, x: float, y: float) -> tuple[float, float]:
        if self.norm:
            x, y = x * self.fw, y * self.fh
        return G.orient_point(self.inv, x, y, self.fw, self.fh)

    def box(self, o) -> tuple[float, float, float, float]:
        (ax, ay), (bx, by) = self.point(o.xmin, o.ymin), self.point(o.xmax, o.ymax)
        return min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)

    def mask(self, arr):
        """A mask drawn on the annotation frame, in the stored grid."""
        if self.inv == 1:
            return arr
        return G.NP_ORIENT[self.inv](arr)


def _png(arr) -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.fromarray(arr, "L").save(buf, "PNG", compress_level=3)
    return buf.getvalue()


def instance_mask(o, frame: Frame):
    """(0/1 mask, (x, y) offset) of one object in the stored grid, from its polygons (drawn
    only over their bounding window) or its RLE (the whole picture, or a CVAT brush mask's
    box)."""
    import numpy as np

    if o.rle is not None:
        r = o.rle
        if r.row_major:    # CVAT: the box's rows; the box turned with the picture if need be
            window = frame.mask(run_pixels(r.counts, r.width * r.height).reshape(r.height, r.width))
            corners = [frame.point(x, y) for x in (r.left, r.left + r.width)
                       for y in (r.top, r.top + r.height)]
            return window, (round(min(x for x, _ in corners)), round(min(y for _, y in corners)))
        if (r.width, r.height) != (frame.fw, frame.fh):
            raise AnnotationError(f"an object's RLE mask is {r.width}x{r.height}, the image is "
                                  f"{frame.fw}x{frame.fh}")
        columns = run_pixels(r.counts, r.width * r.height).reshape(r.width, r.height)
        return frame.mask(columns.T), (0, 0)
    polys = []
    for poly in o.polygons:
        pts = [frame.point(x, y) for x, y in zip(poly[0::2], poly[1::2], strict=False)]
        polys.append((np.array([p[0] for p in pts]), np.array([p[1] for p in pts])))
    if not polys:
        return np.zeros((1, 1), np.uint8), (0, 0)
    x0 = max(0, int(np.floor(min(xs.min() for xs, _ in polys))))
    y0 = max(0, int(np.floor(min(ys.min() for _, ys in polys))))
    x1 = min(frame.w, int(np.ceil(max(xs.max() for xs, _ in polys))) + 1)
    y1 = min(frame.h, int(np.ceil(max(ys.max() for _, ys in polys))) + 1)
    canvas = np.zeros((max(1, y1 - y0), max(1, x1 - x0)), np.uint8)
    for xs, ys in polys:
        fill_polygon(canvas, xs - x0, ys - y0)
    return canvas, (x0, y0)


def run_pixels(counts: tuple[int, ...], n: int):
    """The n pixels (0/1, uint8) that alternating runs of 0s and 1s give, the first run of
    0s. Runs past the n-th pixel are cut, missing ones are 0s; no run is ever expanded one
    by one (a damaged count of 10^12 costs nothing)."""
    import numpy as np

    ends = np.cumsum(np.maximum(np.asarray(counts, np.int64), 0))
    toggles = np.zeros(n + 1, np.int32)
    np.add.at(toggles, np.minimum(ends[:-1], n), 1)   # each run's end starts the next run
    return (np.cumsum(toggles[:n]) & 1).astype(np.uint8)


def fill_polygon(canvas, xs, ys) -> None:
    """Set to 1 the pixels whose centres lie inside the polygon (even-odd rule), the same
    rule the boxes follow: the square (10,10)-(20,20) covers pixels 10..19. Vectorised over
    rows and edges: every row's crossings at once, filled by a cumulative sum."""
    import numpy as np

    h, w = canvas.shape
    top = max(0, int(np.floor(ys.min())))
    bottom = min(h, int(np.ceil(ys.max())) + 1)
    if bottom <= top:
        return
    cy = np.arange(top, bottom, dtype=float)[:, None] + 0.5          # rows x 1
    x0, y0 = xs[None, :], ys[None, :]
    x1, y1 = np.roll(xs, -1)[None, :], np.roll(ys, -1)[None, :]
    crosses = (y0 <= cy) != (y1 <= cy)                                # rows x edges
    with np.errstate(divide="ignore", invalid="ignore"):
        xc = x0 + (cy - y0) / (y1 - y0) * (x1 - x0)
    # pixel c is inside a span [a, b) when a <= c + 0.5 < b: it starts at ceil(a - 0.5)
    start = np.where(crosses, np.clip(np.ceil(xc - 0.5), 0, w), -1).astype(np.int64)
    diff = np.zeros((bottom - top, w + 2), np.int32)
    rows = np.broadcast_to(np.arange(bottom - top)[:, None], start.shape)
    # even-odd: every crossing toggles; summing +1 per crossing and taking parity is the
    # same as pairing sorted crossings
    np.add.at(diff, (rows[crosses], start[crosses]), 1)
    inside = (np.cumsum(diff, axis=1)[:, :w] % 2).astype(bool)
    canvas[top:bottom][inside] = 1


def features(ann: Annotation, name: str, img, data: bytes, opts: ImageOptions
             ) -> tuple[dict, list[tuple[int, str]]]:
    """The Example features of one annotated image and the objects dropped or clipped by
    crop: (its index in ``ann.objects``, why), in that order. Raises AnnotationError when
    the item cannot be stored as annotated."""
    g, orientation, (w, h) = measure(data, opts, img.orientation)
    frame = Frame(ann, orientation, w, h)
    feats: dict = {
        "image/encoded": img.data, "image/format": img.format, "image/height": img.height,
        "image/width": img.width, "image/channels": img.channels,
        "image/colorspace": img.colorspace, "image/filename": name,
        "image/source_id": ann.source_id or name,
    }
    dropped: list[tuple[int, str]] = []
    if ann.task == TASK_DETECTION:
        _detection(ann, g, frame, img, feats, dropped, opts.resize == "crop")
    elif ann.task == TASK_SEGMENTATION:
        from engine.sources.class_masks import IGNORE, paint
        # stored: the class mask placed as the picture is, fit's padding "ignore" (no
        # class: it is not part of the picture; engine.sources.geometry)
        stored = _segmentation(ann, frame, opts.max_pixels) if ann.mask_path else \
            paint(ann, frame)   # a mask folder's PNG, or drawn from the objects' shapes
        classes = G.place_mask(g, stored, padding=IGNORE)
        feats["image/segmentation/class/encoded"] = _png(classes)
        feats["image/segmentation/class/format"] = "png"
    else:
        feats["image/class/label"] = list(ann.labels)
        feats["image/class/text"] = list(ann.texts)
    return feats, dropped


def _detection(ann: Annotation, g: G.Geometry, frame: Frame, img, feats: dict,
               dropped: list[tuple[int, str]], crop: bool) -> None:
    W, H = img.width, img.height
    cols: dict[str, list] = {k: [] for k in ("xmin", "ymin", "xmax", "ymax", "label", "text",
                                             "area", "crowd", "difficult", "truncated", "mask")}
    for i, o in enumerate(ann.objects):
        stored = frame.box(o)
        box, why = G.place_box(g, stored)
        if box is None:
            dropped.append((i, why))
            continue
        cut = crop and G.clipped(g, stored)
        if cut:   # (kept, and listed with why)
            dropped.append((i, G.PARTLY_CUT))
        x0, y0, x1, y1 = box
        area = (x1 - x0) * (y1 - y0)
        if ann.masks:
            if o.has_shape:
                part, offset = instance_mask(o, frame)
                m = G.place_mask(g, part, offset, (frame.w, frame.h))
            else:
                m = G.box_mask(g, box)
            m = G.covers_its_box(m, box)
            if o.has_shape:
                area = float(m.sum())
            cols["mask"].append(_png(m))
        cols["xmin"].append(x0 / W)
        cols["ymin"].append(y0 / H)
        cols["xmax"].append(x1 / W)
        cols["ymax"].append(y1 / H)
        cols["label"].append(o.label + 1)
        cols["text"].append(o.text)
        cols["area"].append(float(area))
        cols["crowd"].append(o.is_crowd)
        cols["difficult"].append(o.difficult)
        # VOC's (and TFDS's) truncated: the object reaches past the picture, as a box crop
        # cut now does (else the source's own flag)
        cols["truncated"].append(1 if cut else o.truncated)
    feats["image/key/sha256"] = hashlib.sha256(img.data).hexdigest()
    for k in ("xmin", "ymin", "xmax", "ymax"):
        feats[f"image/object/bbox/{k}"] = [float(v) for v in cols[k]]
    feats["image/object/class/label"] = [int(v) for v in cols["label"]]
    feats["image/object/class/text"] = [str(v) for v in cols["text"]]
    feats["image/object/area"] = [float(v) for v in cols["area"]]
    feats["image/object/is_crowd"] = [int(v) for v in cols["crowd"]]
    feats["image/object/difficult"] = [int(v) for v in cols["difficult"]]
    feats["image/object/truncated"] = [int(v) for v in cols["truncated"]]
    if ann.masks:
        feats["image/object/mask"] = list(cols["mask"])


def _segmentation(ann: Annotation, frame: Frame, max_pixels: int):
    """A mask folder's class mask of ``ann``'s image, in the stored grid of its picture
    (turned back when it was drawn on the EXIF-turned picture), checked as the scan checks
    it; AnnotationError when it cannot label the image."""
    import numpy as np

    from engine.codecs import imaging, png_check
    from engine.errors import ImageError
    from engine.sources import mask_classes, masks, reading

    w, h = frame.w, frame.h
    try:
        f, _ = reading.open_regular(ann.mask_path)   # a FIFO or a device would block
        with f:
            # Opened as images are (the formats we read, --max-pixels), and its size
            # checked before its pixels are decoded: a damaged or hostile mask costs its
            # image, never the worker's memory.
            data = f.read()   # (whole: png_check.load checks a PNG's stream against it)
            mi, _ = imaging.open_image(data, max_pixels)
            with mi:   # its size, then its mode (as the scan: masks._mask_read)
                size = mi.size
                problem = masks.size_problem(size, w, h, frame.o, ann.mask_path)
                if problem:
                    raise AnnotationError(problem)
                # a grey mask saved in colour: the grey one it is, when no mask of the
                # source is in true colours (the scan's decision: mask_classes.grey_source)
                grey = mask_classes.grey_of(mi, data) \
                    if ann.grey_rgb and not ann.colours else None
                mode = (grey or mi).mode
                problem = masks.mode_problem(mode, bool(ann.colours), ann.mask_path)
                if problem:
                    raise AnnotationError(problem)
                # a damaged PNG mask never gives wrong classes: its stream's checksum is
                # checked where Pillow stops reading early (as for the pictures)
                png_check.load(mi, data)
                if grey is not None:
                    arr = np.asarray(grey, dtype=np.uint8)
                elif mode in masks.COLOUR_MODES:   # painted by class colours (labelmap.txt)
                    arr = _colour_indices(np.asarray(mi.convert("RGB")), ann.colours,
                                          ann.mask_path)
                elif mode in ("P", "L", "1"):
                    arr = np.asarray(mi if mode != "1" else mi.convert("L"), dtype=np.uint8)
                else:   # "I;16*" or "I" (masks.mode_problem refused every other mode)
                    arr = np.asarray(mi)   # uint16 or int32, checked without a wider copy
                    # (its lowest and highest values: any class of 0..255 is in range)
                    problem = mask_classes.value_problem(
                        {int(arr.min(initial=0)), int(arr.max(initial=0))}, 0)
                    if problem:
                        raise AnnotationError(problem)
                    arr = arr.astype(np.uint8)
    except (ImageError, OSError) as e:
        raise AnnotationError(masks.unreadable(ann.mask_path, e)) from None
    stored = arr if size == (w, h) else G.NP_ORIENT[_INVERSE[frame.o]](arr)
    held = mask_classes.held(stored)
    # a smoothed grey or palette mask first, as the scan says it (engine.sources.masks)
    problem = mask_classes.smoothed_problem(stored, held, ann.mask_path) \
        if mode in ("P", "L") else None
    if problem is None and ann.classes:   # (0: numbered, every value is a class)
        problem = mask_classes.value_problem(held, ann.classes, ann.mask_path)
    if problem:
        raise AnnotationError(problem)
    return stored


def _colour_indices(rgb, colours: tuple[tuple[int, int, int], ...], mask_path: str = ""):
    """The class index of each pixel of the RGB mask at ``mask_path``, by the classes'
    colours (the first class of a colour named twice). A colour no class has is the image's
    rejection, naming every such colour: a guess would put wrong classes into the training
    data."""
    import numpy as np

    from engine.sources.mask_classes import colour_index, colour_problem

    key = (rgb[..., 0].astype(np.uint32) << 16) | (rgb[..., 1].astype(np.uint32) << 8) \
        | rgb[..., 2]
    index_of = colour_index(colours)
    values, inverse = np.unique(key, return_inverse=True)
    unknown = [v for v in values.tolist() if v not in index_of]
    if unknown:   # (the scan's sentence too)
        raise AnnotationError(colour_problem(unknown, mask_path))
    lut = np.array([index_of[v] for v in values.tolist()], np.uint8)
    return lut[inverse].reshape(key.shape)


def build_record(ann: Annotation, name: str, img, data: bytes, opts: ImageOptions
                 ) -> tuple[bytes, list[tuple[int, str]], dict[str, int]]:
    """(the framed record, the objects dropped or clipped by crop (:func:`features`), the
    objects it holds by class: written_objects)."""
    from engine.sources.schemas import feature_spec

    feats, dropped = features(ann, name, img, data, opts)
    spec = feature_spec(ann.task, ann.masks)
    return frame_parts(encode_example_typed(feats, spec)), dropped, written_objects(feats)


def written_objects(feats: dict) -> dict[str, int]:
    """{class: n} of what one record holds: its boxes' classes (detection, the objects
    left after those dropped) or its class names (multi-label); a class mask names none.
    What run_finished's objects_per_class adds up over the shards written."""
    counts: dict[str, int] = {}
    for name in [*feats.get("image/object/class/text", ()), *feats.get("image/class/text", ())]:
        counts[name] = counts.get(name, 0) + 1
    return counts
