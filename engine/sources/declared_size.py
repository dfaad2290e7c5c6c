"""An annotation file's image size against the image file's own, for every reader whose
format records one: VOC's ``<size>``, COCO's ``width``/``height``, CVAT's ``<image width
height>``, the box CSV's width and height columns.

The recorded size is the picture the annotations were drawn on. When the image file is
another size (its header is read at scan), the annotations are in that picture's pixels,
not the file's: of the same shape (the image was resized after it was annotated), they are
scaled to the file, as TensorFlow's create_pascal_tf_record.py and Ultralytics' VOC
conversion do (they divide the boxes by the recorded size), and a notice lists the images;
of another shape, no reading of them can be trusted, and the image is set aside with the
reason. A recorded size that is the file's, or its EXIF-turned shape, is kept as it is
(engine.sources.annotated turns the annotations). (VOC's boxes were taken as the file's
pixels without a word: boxes drawn on a 640x480 picture of a file now 120x90 were stored
where they did not belong; COCO's, CVAT's and the box CSV's were until this module.)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.sources.geometry import pictures
from engine.sources.model import Obj, Rle

if TYPE_CHECKING:
    from engine.sources.annotation_builder import Builder

Size = tuple[int, int]
Scale = tuple[float, float]


def picture(path: str, max_pixels: int) -> tuple[int, int, int] | None:
    """(width, height, EXIF orientation) of the image file from its header, opened as the
    run opens it (never a FIFO), under the run's --max-pixels ``max_pixels`` when it is
    raised above the default; None when it cannot be read, or is above that limit (the run
    says why). (Under the default limit, whatever the run's, the annotations of an image
    above 100 MP that a raised --max-pixels lets through went unchecked against it.) A
    header is read up to the default whatever a lowered limit: a mask is still checked
    against an image the run refuses for its size (engine scan listed neither, then)."""
    from engine.codecs import imaging
    from engine.config import DEFAULT_MAX_PIXELS
    from engine.sources import reading
    try:
        f, _ = reading.open_regular(path)
        with f:
            im, _ = imaging.open_image(f, max(max_pixels, DEFAULT_MAX_PIXELS))
            with im:
                return im.size[0], im.size[1], imaging.exif_orientation(im)
    except Exception:   # noqa: BLE001 - any unreadable image: the run's reason, not ours
        return None


def same_shape(a: Size, b: Size) -> bool:
    """One is the other resized with its aspect kept (each side rounded to a pixel)."""
    return abs(a[0] * b[1] - a[1] * b[0]) <= max(a[0], a[1], b[0], b[1])


def frame(declared: Size | None, pic: tuple[int, int, int] | None
          ) -> tuple[Size | None, Scale | None, str]:
    """(size to record, (x, y) scale of the annotations or None, the file's size when the
    annotations cannot be placed on it, else "") for an annotation recording ``declared``
    of an image file whose header (:func:`picture`) is ``pic`` (None: unread)."""
    if declared is None or pic is None:
        return declared, None, ""
    w, h, orientation = pic
    frames = pictures(w, h, orientation)
    if declared in frames:
        return declared, None, ""
    for fw, fh in frames:   # drawn on the picture before it was resized: scaled to it
        if same_shape(declared, (fw, fh)):
            return (fw, fh), (fw / declared[0], fh / declared[1]), ""
    return None, None, f"{w}x{h}"


class DeclaredSizes:
    """One scan's recorded sizes checked against their images: an image of another shape
    is set aside (``Builder.reject``), those scaled are kept for the notices."""

    def __init__(self, b: Builder):
        self.b = b
        self.scaled: dict[str, list[str]] = {}   # annotation file -> "what: 640x480 → 120x90"
        # annotation file -> the square images turned a quarter by EXIF (orientation 5..8):
        # their recorded size is the same either way, so it cannot say which picture the
        # annotations were drawn on; they are taken as drawn on the turned one
        # (engine.sources.annotated), and a notice says so
        self.turned_squares: dict[str, list[str]] = {}

    def place(self, image: str, declared: Size | None, file: str, what: str,
              annotated: bool = True) -> tuple[Size | None, Scale | None] | None:
        """(size to record, scale or None) of ``image``, whose annotations in ``file``
        (``what`` names the image there, in the notice) record ``declared``; None when the
        image is set aside. (``annotated``: it has annotations, which an EXIF turn may move.)"""
        pic = picture(image, self.b.max_pixels) if declared else None
        size, scale, wrong = frame(declared, pic)
        if annotated and pic and pic[2] >= 5 and pic[0] == pic[1] and not wrong:
            self.turned_squares.setdefault(file, []).append(what)
        if wrong and declared:
            self.b.reject(image, f"{file} gives the image size {declared[0]}x{declared[1]}, "
                                 f"but the image is {wrong}, another shape: its boxes cannot "
                                 f"be placed on it; correct the size (width, height) in "
                                 f"{file}, or check that it belongs to this image")
            return None
        if scale is not None and declared and size:
            self.scaled.setdefault(file, []).append(
                f"{what}: {declared[0]}x{declared[1]} → {size[0]}x{size[1]}")
        return size, scale

    def xml_notice(self) -> list[str]:
        """Pascal VOC's one notice for all its XML files (each names one image)."""
        from engine.reason_codes import render  # (the count's form: "1 XML file gives")
        scaled = [x for xs in self.scaled.values() for x in xs]
        turned = [x for xs in self.turned_squares.values() for x in xs]
        return ([render("ann.voc_size_scaled",
                        {"n": f"{len(scaled):,}", "examples": _examples(scaled)})] if scaled
                else []) + ([render("ann.voc_exif_square",
                                    {"n": f"{len(turned):,}", "examples": _examples(turned)})]
                            if turned else [])

    def notices(self) -> list[str]:
        """One notice per annotation file whose images were scaled (COCO's JSON, CVAT's
        annotations.xml, the box CSV: each lists many images)."""
        from engine.reason_codes import render  # (the count's form: "1 image in a.json is")
        return [render("ann.size_scaled", {"n": f"{len(scaled):,}", "file": file,
                                           "examples": _examples(scaled)})
                for file, scaled in self.scaled.items()] + self.turned_notices()

    def turned_notices(self) -> list[str]:
        """One notice per annotation file with square images an EXIF orientation 5..8 turns
        (docs/annotations.md, "Which orientation annotations are in")."""
        from engine.reason_codes import render
        return [render("ann.exif_square", {"n": f"{len(names):,}", "file": file,
                                           "examples": _examples(names)})
                for file, names in self.turned_squares.items()]


def _examples(scaled: list[str]) -> str:
    return "; ".join(scaled[:3]) + ("; …" if len(scaled) > 3 else "")


def scaled(o: Obj, scale: Scale | None) -> Obj:
    """The object drawn on the recorded picture, on the image file: its box, polygons and
    RLE mask scaled by ``scale`` (None: as it is)."""
    if scale is None:
        return o
    sx, sy = scale
    polygons = tuple(tuple(v * (sy if i % 2 else sx) for i, v in enumerate(p))
                     for p in o.polygons)
    return replace(o, xmin=o.xmin * sx, ymin=o.ymin * sy, xmax=o.xmax * sx, ymax=o.ymax * sy,
                   polygons=polygons, rle=_resampled(o.rle, sx, sy) if o.rle else None)


def _resampled(r: Rle, sx: float, sy: float) -> Rle:
    """The RLE mask (the whole picture, or a CVAT brush mask's box) on the scaled picture:
    each pixel takes the value of the recorded one under its centre (nearest neighbour, so
    a mask stays 0/1)."""
    import numpy as np

    from engine.sources.annotated import run_pixels

    if r.width <= 0 or r.height <= 0:   # no pixels to scale (the run says what is wrong)
        return r
    px = run_pixels(r.counts, r.width * r.height).reshape(
        (r.height, r.width) if r.row_major else (r.width, r.height))
    px = px if r.row_major else px.T   # rows are y
    left, top = round(r.left * sx), round(r.top * sy)
    w = max(1, round((r.left + r.width) * sx) - left)
    h = max(1, round((r.top + r.height) * sy) - top)
    xs = np.clip(((np.arange(left, left + w) + 0.5) / sx).astype(np.int64) - r.left,
                 0, r.width - 1)
    ys = np.clip(((np.arange(top, top + h) + 0.5) / sy).astype(np.int64) - r.top,
                 0, r.height - 1)
    out = px[np.ix_(ys, xs)]
    flat = (out if r.row_major else out.T).ravel()
    ends = np.flatnonzero(np.diff(flat)) + 1
    runs = np.diff(np.concatenate(([0], ends, [flat.size]))).tolist()
    if flat.size and flat[0]:
        runs = [0, *runs]   # the runs start with 0s
    return Rle(h, w, tuple(runs), left, top, r.row_major)
