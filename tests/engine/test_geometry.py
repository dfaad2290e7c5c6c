"""Exact numbers for every resize mode, orientation and the JPEG draft factor."""

import numpy as np
import pytest
from PIL import Image

from engine.codecs.imaging import TRANSPOSE, resize
from engine.config import ImageOptions
from engine.sources import geometry as G


def test_stretch_scales_each_axis():
    g = G.geometry(400, 200, 1, 1, "stretch", 100, 100)
    assert g.box(40, 20, 200, 100) == (10.0, 10.0, 50.0, 50.0)


def test_fit_offsets_by_padding_and_uses_rounded_inner_size():
    # 400x200 into 100x100: inner 100x50, padded 25 above and below.
    g = G.geometry(400, 200, 1, 1, "fit", 100, 100)
    assert g.affine.picture == (0.0, 25.0, 100.0, 75.0)
    assert g.box(0, 0, 400, 200) == (0.0, 25.0, 100.0, 75.0)
    assert g.box(200, 100, 400, 200) == (50.0, 50.0, 100.0, 75.0)
    # 333x100 into 100x100: inner round(33.33..)=33 rows: scale 33/100 on y exactly.
    g = G.geometry(300, 99, 1, 1, "fit", 100, 100)
    assert g.affine.sy == 33 / 99 and g.affine.oy == 33.0


def test_crop_scales_offsets_and_clips():
    # 400x200 into 100x100: scale 0.5, 100 stored columns cut on each side.
    g = G.geometry(400, 200, 1, 1, "crop", 100, 100)
    assert g.box(100, 0, 300, 200) == (0.0, 0.0, 100.0, 100.0)
    assert G.place_box(g, (60, 20, 140, 60)) == ((0.0, 10.0, 20.0, 30.0), "")
    # 80 wide, 40 cut away (half kept): kept
    assert G.place_box(g, (60, 0, 140, 40))[0] == (0.0, 0.0, 20.0, 20.0)
    # 80 wide, 60 cut away: dropped and said why
    box, why = G.place_box(g, (40, 0, 120, 40))
    assert box is None and "cut away" in why
    box, why = G.place_box(g, (0, 0, 90, 40))
    assert box is None and "outside" in why


def test_crop_box_lies_inside_the_picture_at_the_targets_aspect():
    # tw / s overshoots the picture by a rounding error for 4-5% of sides (224 / (224 /
    # 107) > 107): Pillow refused the box ("box offset can't be negative") and the image
    # was rejected. The limiting side is now the picture's whole side, exactly.
    overshoots = 0
    for sw in range(1, 700, 3):
        for sh in (1, 77, 107, 224, 225, 448, 613, 3000):
            for tw, th in ((224, 224), (300, 200), (48, 64), (1000, 7)):
                s = max(tw / sw, th / sh)
                overshoots += tw / s > sw or th / s > sh
                left, top, right, bottom = G.crop_box(sw, sh, tw, th)
                assert 0 <= left <= right <= sw and 0 <= top <= bottom <= sh
                assert min(left, top) < 1e-9     # one side is kept whole
                assert left == pytest.approx(sw - right) and top == pytest.approx(sh - bottom)
                assert (right - left) * th == pytest.approx((bottom - top) * tw)
    assert overshoots > 100    # the grid holds the sizes that used to fail


def test_none_and_same_size_leave_boxes_alone():
    assert G.geometry(50, 40, 1, 1, "none", 10, 10).box(1, 2, 3, 4) == (1, 2, 3, 4)
    assert G.geometry(10, 10, 1, 1, "crop", 10, 10).box(1, 2, 3, 4) == (1, 2, 3, 4)


def test_a_box_under_a_pixel_after_resizing_is_kept_where_it_is():
    # (dropped as "degenerate" until 0.3.9: the scan, which counts it, could not foresee it)
    g = G.geometry(1000, 1000, 1, 1, "stretch", 100, 100)
    box, why = G.place_box(g, (10, 10, 15, 500))
    assert box == pytest.approx((1.0, 1.0, 1.5, 50.0)) and why == ""


def test_draft_factor_uses_the_rounded_up_drafted_span():
    # 1001 stored columns at 1/8 are 126 drafted columns spanning 1008 stored ones.
    g = G.geometry(1001, 800, 8, 1, "stretch", 126, 100)
    assert g.box(0, 0, 1008, 800) == (0.0, 0.0, 126.0, 100.0)


@pytest.mark.parametrize("orientation", range(1, 9))
def test_orientation_matches_pillow_transposes(orientation):
    im = Image.new("L", (40, 30), 0)
    im.paste(255, (5, 7, 12, 20))  # columns 5..11, rows 7..19
    if orientation in TRANSPOSE:
        im = im.transpose(TRANSPOSE[orientation])
    arr = np.asarray(im)
    ys, xs = np.nonzero(arr)
    expect = (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)
    g = G.geometry(40, 30, 1, orientation, "none", 0, 0)
    assert g.box(5, 7, 12, 20) == expect
    mask = np.zeros((30, 40), np.uint8)
    mask[7:20, 5:12] = 3
    assert np.array_equal(G.place_mask(g, mask), np.where(arr > 0, 3, 0))


@pytest.mark.parametrize("mode", ["stretch", "fit", "crop"])
def test_mask_and_box_follow_the_image(mode):
    # Each region drawn alone as an image: resizing the image (bilinear, thresholded at
    # half) and the mask (nearest) must agree within one pixel, and so must the box.
    g = G.geometry(200, 120, 1, 1, mode, 64, 64)
    for cls, (x0, y0, x1, y1) in ((1, (50, 30, 130, 90)), (2, (120, 40, 170, 60))):
        src = np.zeros((120, 200), np.uint8)
        src[y0:y1, x0:x1] = cls
        out = G.place_mask(g, src)
        assert set(np.unique(out)) <= {0, cls}
        drawn = Image.fromarray(((src > 0) * 255).astype(np.uint8))
        ref = np.asarray(resize(drawn, ImageOptions(64, 64, mode)))
        ys, xs = np.nonzero(out == cls)
        ry, rx = np.nonzero(ref >= 128)
        assert xs.size and rx.size
        for a, b in ((xs.min(), rx.min()), (xs.max(), rx.max()), (ys.min(), ry.min()),
                     (ys.max(), ry.max())):
            assert abs(int(a) - int(b)) <= 1
        box, why = G.place_box(g, (x0, y0, x1, y1))
        assert why == ""
        assert abs(box[0] - rx.min()) <= 1 and abs(box[2] - (rx.max() + 1)) <= 1
        assert abs(box[1] - ry.min()) <= 1 and abs(box[3] - (ry.max() + 1)) <= 1


def test_fit_padding_is_the_value_asked():
    """0 by default (an object's mask: not the object); a class mask asks 255, "ignore"."""
    g = G.geometry(200, 100, 1, 1, "fit", 50, 50)
    out = G.place_mask(g, np.full((100, 200), 7, np.uint8))
    assert out[:12].max() == 0 and out[-12:].max() == 0 and out[13:37].min() == 7
    out = G.place_mask(g, np.full((100, 200), 7, np.uint8), padding=255)
    assert (out[:12] == 255).all() and (out[-12:] == 255).all()
    assert set(np.unique(out[12:37])) == {7} and (out[37:] == 255).all()


def test_polygon_fill_uses_pixel_centres_like_boxes():
    from engine.sources.annotated import fill_polygon
    c = np.zeros((30, 30), np.uint8)
    fill_polygon(c, np.array([10.0, 20, 20, 10]), np.array([10.0, 10, 20, 20]))
    ys, xs = np.nonzero(c)
    assert (xs.min(), xs.max(), ys.min(), ys.max(), int(c.sum())) == (10, 19, 10, 19, 100)
    t = np.zeros((10, 10), np.uint8)
    fill_polygon(t, np.array([0.0, 10, 0]), np.array([0.0, 10, 10]))  # lower-left triangle
    assert t.sum() == 45 and t[9, 0] == 1 and t[0, 9] == 0


# The default "scaled" decoder decodes a JPEG at 3/8 where Pillow's draft would stop at
# 1/2 (engine.codecs.jpeg_scale): each 8x8 block becomes 3x3 pixels. A 700x449 picture is
# decoded at 263x169, which spans 701.33 x 450.67 stored pixels (libjpeg rounds up).
# Rectangles on 8-pixel block edges decode with sharp edges on 3-pixel ones, so where the
# geometry puts them is checked exactly against libjpeg's own output.
STORED = (700, 449)
RECT = (96, 16, 400, 440)                   # on block edges: drafted (36, 6, 150, 165)
SCALED = ImageOptions(160, 160, "stretch")  # 3/8 covers 160x160; 1/4 would not


def _scaled_jpeg() -> tuple[bytes, np.ndarray]:
    import io
    mask = np.zeros(STORED[::-1], np.uint8)
    x0, y0, x1, y1 = RECT
    mask[y0:y1, x0:x1] = 1
    buf = io.BytesIO()
    Image.fromarray(mask * 255).convert("RGB").save(buf, "JPEG", quality=100, subsampling=0)
    return buf.getvalue(), mask


def test_scaled_decode_is_measured_as_a_three_eighths_draft():
    import io
    from fractions import Fraction

    from engine.codecs import imaging, jpeg_scale
    from engine.sources import annotated
    if not jpeg_scale.available():
        pytest.skip("Pillow's JPEG decoder is not libjpeg-turbo: no 3/8 decode")
    data, _ = _scaled_jpeg()
    im = Image.open(io.BytesIO(data))
    imaging.prepare_decode(im, "jpeg", SCALED)
    im.load()
    assert im.size == (263, 169)                # what the image path really decodes
    g, orientation, stored = annotated.measure(data, SCALED)
    assert (g.draft, orientation, stored) == (Fraction(8, 3), 1, STORED)
    # The decoded picture's whole span fills the output; the rectangle's edges land where
    # its drafted edges (36, 6, 150, 165 of 263 x 169) are resized to.
    assert G.place_box(g, (0, 0, float(g.stored_w), float(g.stored_h)))[0] == \
        pytest.approx((0, 0, 160, 160))
    assert G.place_box(g, RECT)[0] == pytest.approx(
        (36 * 160 / 263, 6 * 160 / 169, 150 * 160 / 263, 165 * 160 / 169))


@pytest.mark.parametrize("orientation", range(1, 9))
def test_mask_follows_a_three_eighths_decode_in_every_orientation(orientation):
    import io
    from fractions import Fraction

    from engine.codecs import imaging, jpeg_scale
    if not jpeg_scale.available():
        pytest.skip("Pillow's JPEG decoder is not libjpeg-turbo: no 3/8 decode")
    data, mask = _scaled_jpeg()
    im = Image.open(io.BytesIO(data))
    imaging.prepare_decode(im, "jpeg", SCALED)
    if orientation in TRANSPOSE:
        im = im.transpose(TRANSPOSE[orientation])
    decoded = np.asarray(im.convert("L")) >= 128
    g = G.geometry(*STORED, Fraction(8, 3), orientation, "none", 0, 0)
    assert np.array_equal(G.place_mask(g, mask) == 1, decoded)


@pytest.mark.parametrize("orientation", range(2, 9))
def test_mask_orientations_mirror_each_other_on_a_fractional_span(orientation):
    # On a 3/8 decode the picture spans 701.33 x 450.67 stored pixels: an axis the
    # orientation reverses is measured from that span's end, not from the stored edge or
    # the next whole pixel. Noise changes with every stored pixel, so sampling a third of a
    # pixel off anywhere shows; a square target keeps the output frame for every orientation.
    from fractions import Fraction
    mask = np.random.default_rng(7).integers(0, 250, STORED[::-1], dtype=np.uint8)
    upright = G.place_mask(G.geometry(*STORED, Fraction(8, 3), 1, "stretch", 160, 160), mask)
    g = G.geometry(*STORED, Fraction(8, 3), orientation, "stretch", 160, 160)
    expect = np.asarray(Image.fromarray(upright).transpose(TRANSPOSE[orientation]))
    assert np.array_equal(G.place_mask(g, mask), expect)


@pytest.mark.parametrize("orientation", range(1, 9))
def test_a_brush_mask_window_lands_where_its_outline_does(orientation):
    """A CVAT brush mask (row-major runs over its box) drawn on the turned picture lands in
    the stored grid on the very pixels its box's polygon does, in every orientation."""
    from engine.sources.annotated import Frame, instance_mask
    from engine.sources.model import TASK_DETECTION, Annotation, Obj, Rle

    w, h = 120, 80                                   # stored
    ann = Annotation(TASK_DETECTION, oriented=True)
    frame = Frame(ann, orientation, w, h)
    fw, fh = frame.fw, frame.fh                      # the picture as the annotator saw it
    left, top, bw, bh = 7, 11, 30, 17
    ones = Rle(bh, bw, (0, bw * bh), left=left, top=top, row_major=True)
    x1, y1 = left + bw, top + bh
    poly = Obj(left, top, x1, y1, 0, "dog", polygons=((left, top, x1, top, x1, y1, left, y1),))

    def stored(o):
        part, (ox, oy) = instance_mask(o, frame)
        full = np.zeros((h, w), np.uint8)
        full[oy:oy + part.shape[0], ox:ox + part.shape[1]] = part
        return full
    by_runs = stored(Obj(left, top, x1, y1, 0, "dog", rle=ones))
    assert by_runs.sum() == bw * bh and (fw, fh) == ((w, h) if orientation < 5 else (h, w))
    assert np.array_equal(by_runs, stored(poly))


def test_runs_are_cut_at_the_box_and_never_expanded_one_by_one():
    from engine.sources.annotated import run_pixels
    assert run_pixels((2, 3, 1), 8).tolist() == [0, 0, 1, 1, 1, 0, 0, 0]       # short: 0s after
    assert run_pixels((0, 3, 2, 10**12), 6).tolist() == [1, 1, 1, 0, 0, 1]   # a damaged count
    assert run_pixels((0, 0, 4), 4).tolist() == [0, 0, 0, 0]                # zero-length runs
