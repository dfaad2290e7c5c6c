"""Exact annotation geometry: boxes and masks follow the image through every step that
engine.codecs.imaging applies to it.

The image path is: stored pixels -> (JPEG only) libjpeg's DCT-domain downscale by 1/2, 1/4
or 1/8 (Image.draft), or by 3/8 on the default "scaled" decoder (engine.codecs.jpeg_scale)
-> EXIF orientation (a transpose) -> resize mode. Each step is an exact map of continuous
coordinates, so the composition is too:

* draft: libjpeg decodes each 8x8 block to MxM pixels, so drafted pixel i covers stored
  pixels [i*d, (i+1)*d) with d = 8/M (a Fraction: 8/3 at 3/8); a point x maps to x / d.
* orientation: the 8 EXIF transposes, on a frame of the drafted size.
* resize mode, one pure function each (mirroring codecs.resampling.resize):
  ``stretch`` scales each axis; ``fit`` scales to the rounded inner size and offsets by the
  black padding; ``crop`` scales by the larger factor and offsets by the centred crop;
  ``none`` (or an image already at the target size) leaves coordinates alone.

Boxes are clipped to the picture. A box keeping less than MIN_VISIBLE of its area after
clipping (mostly cut away by crop) is dropped and counted; one kept but clipped by more
than CLIP_SLACK (:func:`clipped`) is counted as PARTLY_CUT, so the run can list it. A box
that ends under one output pixel wide or high is kept, exactly where it is: the output
contract (DESIGN §5) transforms geometry exactly with the image, and the scan, which
does not know the output size, counts it (engine 0.3.9 dropped it as "degenerate after
resizing", so a 1-pixel VOC box made the scan's count differ from what was written).
Masks use nearest-neighbour sampling at output pixel centres, so no new class values
appear. Fit's padding is no part of the picture: a semantic class mask stores it as 255,
"ignore" (engine.sources.class_masks.IGNORE, as Model Garden's segmentation parser pads
its labels), never as class 0, which would teach a model that a black border is
background; an object's own mask (detection, --masks) stores it as 0, not the object.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

#: A box keeping less than this fraction of its area inside the output is dropped.
MIN_VISIBLE = 0.5
#: A kept box reaching past the picture by more than this many output pixels on a side
#: was clipped by crop (less is rounding: a box drawn to the image's edge)
CLIP_SLACK = 0.5
#: Why a kept box is counted: crop cut part of it away, and it was clipped to what is left
PARTLY_CUT = "partly cut away by crop: clipped"


@dataclass(frozen=True)
class Affine:
    """out = in * scale + offset per axis, onto a width x height canvas whose picture
    occupies ``picture`` (x0, y0, x1, y1); the rest is padding."""

    sx: float
    sy: float
    ox: float
    oy: float
    width: int
    height: int
    picture: tuple[float, float, float, float]

    def point(self, x: float, y: float) -> tuple[float, float]:
        return x * self.sx + self.ox, y * self.sy + self.oy


def _full(width: int, height: int, sx: float, sy: float, ox: float, oy: float) -> Affine:
    return Affine(sx, sy, ox, oy, width, height, (0.0, 0.0, float(width), float(height)))


def identity(sw: int, sh: int) -> Affine:
    """``none``: the image keeps its size."""
    return _full(sw, sh, 1.0, 1.0, 0.0, 0.0)


def stretch(sw: int, sh: int, tw: int, th: int) -> Affine:
    """``stretch``: each axis scaled to the target."""
    return _full(tw, th, tw / sw, th / sh, 0.0, 0.0)


def fit(sw: int, sh: int, tw: int, th: int) -> Affine:
    """``fit``: aspect kept, scaled to the rounded inner size, centred with padding."""
    s = min(tw / sw, th / sh)
    nw, nh = max(1, round(sw * s)), max(1, round(sh * s))
    ox, oy = (tw - nw) // 2, (th - nh) // 2
    return Affine(nw / sw, nh / sh, float(ox), float(oy), tw, th,
                  (float(ox), float(oy), float(ox + nw), float(oy + nh)))


def crop_box(sw: int, sh: int, tw: int, th: int) -> tuple[float, float, float, float]:
    """The part of a sw x sh picture that ``crop`` keeps (left, top, right, bottom): the
    centred box of the target's aspect, as large as fits. The side that limits it is the
    picture's whole side, exactly: computed as tw / s it can come out a rounding error
    wider (224 / (224 / 107) > 107), and Pillow refuses a box that starts at -1e-14
    ("box offset can't be negative"), which rejected the image."""
    s = max(tw / sw, th / sh)
    cw, ch = min(float(sw), tw / s), min(float(sh), th / s)
    left, top = (sw - cw) / 2, (sh - ch) / 2
    return left, top, left + cw, top + ch


def crop(sw: int, sh: int, tw: int, th: int) -> Affine:
    """``crop``: scaled by the larger factor, the centre kept (crop_box)."""
    s = max(tw / sw, th / sh)
    left, top, _, _ = crop_box(sw, sh, tw, th)
    return _full(tw, th, s, s, -left * s, -top * s)


MODES = {"stretch": stretch, "fit": fit, "crop": crop}


def resize_affine(mode: str, sw: int, sh: int, tw: int, th: int) -> Affine:
    """The affine of resampling.resize for a (sw, sh) picture."""
    if mode == "none" or (sw, sh) == (tw, th):
        return identity(sw, sh)
    return MODES[mode](sw, sh, tw, th)


def orient_point(o: int, x: float, y: float, w: float, h: float) -> tuple[float, float]:
    """Where point (x, y) of a w x h picture lands after EXIF orientation `o` (Pillow's
    transposes as imaging.TRANSPOSE applies them)."""
    if o == 2:
        return w - x, y
    if o == 3:
        return w - x, h - y
    if o == 4:
        return x, h - y
    if o == 5:
        return y, x
    if o == 6:
        return h - y, x
    if o == 7:
        return h - y, w - x
    if o == 8:
        return y, w - x
    return x, y


def oriented_size(o: int, w: int, h: int) -> tuple[int, int]:
    return (h, w) if o >= 5 else (w, h)


def pictures(w: int, h: int, o: int) -> tuple[tuple[int, int], ...]:
    """The sizes of the pictures a w x h file of EXIF orientation `o` is annotated on: as
    stored, and as shown when an EXIF turn (5..8) swaps its sides. An annotation (or a
    mask) of the second size was made on the turned picture."""
    return ((w, h), (h, w)) if o >= 5 and w != h else ((w, h),)


@dataclass(frozen=True)
class Geometry:
    """How one image was transformed: stored size, draft factor, orientation, resize."""

    stored_w: Fraction   # the stored span the drafted picture covers (libjpeg rounds up)
    stored_h: Fraction
    draft: Fraction      # 1, 2, 4, 8, or 8/3
    orientation: int     # 1..8, 1 = as stored (also when annotations are already oriented)
    affine: Affine       # in the drafted, oriented frame

    def box(self, xmin: float, ymin: float, xmax: float, ymax: float
            ) -> tuple[float, float, float, float]:
        """A stored-grid box in output pixels (not clipped)."""
        d = float(self.draft)
        dw, dh = int(self.stored_w / self.draft), int(self.stored_h / self.draft)  # drafted
        corners = [orient_point(self.orientation, x / d, y / d, dw, dh)
                   for x, y in ((xmin, ymin), (xmax, ymax))]
        pts = [self.affine.point(x, y) for x, y in corners]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return min(xs), min(ys), max(xs), max(ys)


def drafted_extent(stored: int, draft: int | Fraction) -> int:
    """Drafted size along one axis, as libjpeg rounds it (up: jdiv_round_up(size * M, 8))."""
    return math.ceil(stored / Fraction(draft))


def geometry(stored_w: int, stored_h: int, draft: int | Fraction, orientation: int,
             mode: str, tw: int, th: int) -> Geometry:
    """The Geometry of an image decoded at 1/draft and oriented, then resized by `mode`.
    The resize sees the drafted size (libjpeg rounds up), exactly like the image does."""
    d = Fraction(draft)
    dw, dh = drafted_extent(stored_w, d), drafted_extent(stored_h, d)
    ow, oh = oriented_size(orientation, dw, dh)
    # A drafted picture spans d * ceil(w / d) stored pixels: the affine is built on that
    # span, so the stored-grid scale below divides by d, not by stored/drafted.
    return Geometry(dw * d, dh * d, d, orientation, resize_affine(mode, ow, oh, tw, th))


def place_box(g: Geometry, box: tuple[float, float, float, float]
              ) -> tuple[tuple[float, float, float, float] | None, str]:
    """(clipped output box, "") or (None, reason key) for a stored-grid box."""
    x0, y0, x1, y1 = g.box(*box)
    area = (x1 - x0) * (y1 - y0)
    px0, py0, px1, py1 = g.affine.picture
    cx0, cy0, cx1, cy1 = max(x0, px0), max(y0, py0), min(x1, px1), min(y1, py1)
    if cx1 <= cx0 or cy1 <= cy0:
        return None, "outside the picture after resizing"
    kept = (cx1 - cx0) * (cy1 - cy0)
    if area > 0 and kept / area < MIN_VISIBLE:
        return None, f"mostly cut away by crop (under {MIN_VISIBLE:.0%} left)"
    return (cx0, cy0, cx1, cy1), ""


def box_mask(g: Geometry, box: tuple[float, float, float, float]):
    """The mask of an object without a shape, its (output) ``box``: what Model Garden would
    assume."""
    import numpy as np
    m = np.zeros((g.affine.height, g.affine.width), np.uint8)
    x0, y0, x1, y1 = (int(round(v)) for v in box)
    m[y0:y1, x0:x1] = 1
    return m


def covers_its_box(m, box: tuple[float, float, float, float]):
    """``m``, an object's mask in the output grid, with the pixel under the centre of its
    (kept, clipped) ``box`` set when no pixel is: a box that ends under one output pixel is
    kept (0.3.10) but falls between the pixel centres a mask is sampled at (and rounded
    away as a box mask), and its empty mask made Model Garden's Mask R-CNN, which keeps
    any box of some width and height (box_ops.get_non_empty_box_indices), learn the
    object's mask as nothing at all (maskrcnn_input: the mask cropped to the box is all
    0). docs/design.md §5."""
    if m.any():
        return m
    h, w = m.shape
    m = m.copy()
    m[min(max(int((box[1] + box[3]) / 2), 0), h - 1),
      min(max(int((box[0] + box[2]) / 2), 0), w - 1)] = 1
    return m


def clipped(g: Geometry, box: tuple[float, float, float, float]) -> bool:
    """Whether a stored-grid box that :func:`place_box` keeps reaches past the picture by
    more than CLIP_SLACK output pixels: crop cut part of it away (the only resize that
    cuts the picture; the scan clipped every box to the image already)."""
    x0, y0, x1, y1 = g.box(*box)
    px0, py0, px1, py1 = g.affine.picture
    return max(px0 - x0, py0 - y0, x1 - px1, y1 - py1) > CLIP_SLACK


#: Each EXIF orientation as a numpy view of a (rows, columns) array (Pillow's transposes).
NP_ORIENT = {
    2: lambda a: a[:, ::-1],
    3: lambda a: a[::-1, ::-1],
    4: lambda a: a[::-1, :],
    5: lambda a: a.T,
    6: lambda a: a[::-1, :].T,
    7: lambda a: a[::-1, ::-1].T,
    8: lambda a: a[:, ::-1].T,
}


def _stored_index(o: int, u, v, W: Fraction, H: Fraction):
    """Stored (column, row) indices of the oriented point (u, v) (stored-pixel units) on a
    picture spanning W x H stored pixels: the index form of NP_ORIENT. An axis the
    orientation reverses takes ceil(W) - 1 - floor(c + ceil(W) - W), which for a whole
    span is W - 1 - floor(c): the mirror image of the unreversed index, also on exact pixel
    edges (point arithmetic, floor(W - c), would pick the other pixel there)."""
    import numpy as np

    def fwd(c):
        return np.floor(c).astype(np.int64)

    def rev(c, span: Fraction):
        k = math.ceil(span)
        return k - 1 - np.floor(c + float(k - span)).astype(np.int64)

    if o == 2:
        return rev(u, W), fwd(v)
    if o == 3:
        return rev(u, W), rev(v, H)
    if o == 4:
        return fwd(u), rev(v, H)
    if o == 5:
        return fwd(v), fwd(u)
    if o == 6:
        return fwd(v), rev(u, H)
    if o == 7:
        return rev(v, W), rev(u, H)
    if o == 8:
        return rev(v, W), fwd(u)
    return fwd(u), fwd(v)


def place_mask(g: Geometry, mask, offset: tuple[int, int] = (0, 0),
               stored_size: tuple[int, int] | None = None, padding: int = 0):
    """A mask in the stored grid, in the output frame: each output pixel takes the stored
    pixel its centre falls on (nearest-neighbour), through draft, orientation and resize.

    `mask` may be a window of the stored grid whose top-left pixel is `offset` (x, y), of a
    picture `stored_size` (w, h; default: the mask's own size) -- an object's mask need not
    be drawn over the whole picture. The drafted picture's extra blocks past the last stored
    pixel repeat the edge, as libjpeg does. Fit's padding (the output pixels outside the
    picture) is ``padding``: 0 for an object's mask (not the object), IGNORE (255) for a
    class mask (no class: not part of the picture)."""
    import numpy as np

    a = np.asarray(mask)
    mh, mw = a.shape
    w, h = stored_size or (mw, mh)
    af, d = g.affine, float(g.draft)
    u = ((np.arange(af.width) + 0.5 - af.ox) / af.sx * d)[None, :]
    v = ((np.arange(af.height) + 0.5 - af.oy) / af.sy * d)[:, None]
    # Points past the picture's span (fit's padding) land on its edge pixels here and are
    # set to `padding` below; the drafted picture's extra rows past the last stored one
    # repeat it.
    sx, sy = _stored_index(g.orientation, u, v, g.stored_w, g.stored_h)
    sx = np.clip(sx, 0, w - 1) - offset[0]
    sy = np.clip(sy, 0, h - 1) - offset[1]
    sx, sy = np.broadcast_arrays(sx, sy)
    inside = (sx >= 0) & (sx < mw) & (sy >= 0) & (sy < mh)
    out = np.zeros((af.height, af.width), a.dtype)
    out[inside] = a[sy[inside], sx[inside]]
    px0, py0, px1, py1 = af.picture
    cx, cy = np.arange(af.width) + 0.5, np.arange(af.height) + 0.5
    outside = ((cx < px0) | (cx >= px1))[None, :] | ((cy < py0) | (cy >= py1))[:, None]
    if outside.any():
        out[outside] = padding
    return out
