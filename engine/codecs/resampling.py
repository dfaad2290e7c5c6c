"""Resizing an oriented image to the output size: --resize stretch, fit (black bars), crop
or none. engine.sources.geometry computes the same transform for annotations.

BILINEAR in Pillow is a convolution whose support grows with the scale factor, so it
antialiases when shrinking; it is ~2x faster than LANCZOS at indistinguishable quality
after the decoder's own downscale (JPEG draft 1/2-1/8, or 3/8). Measured and not taken
(bench/README.md "Resizing large images"): from 4x down, an integer box reduction then
BICUBIC (Pillow's reducing_gap=2) is ~1.06x faster on a 1600x1200 WebP and scores higher
on photos and drawings, but lower on random noise at some factors (-0.4 dB at 6x).
"""

from __future__ import annotations

from PIL import Image

from engine.config import ImageOptions
from engine.sources import geometry


def resize(im: Image.Image, opts: ImageOptions) -> Image.Image:
    """Resize an oriented image by --resize (stretch, fit with black bars, crop, none)."""
    tw, th = opts.width, opts.height
    sw, sh = im.size
    if opts.resize == "none" or (sw, sh) == (tw, th):
        return im
    resample = Image.Resampling.BILINEAR
    if opts.resize == "stretch":
        return im.resize((tw, th), resample)
    if opts.resize == "crop":
        return im.resize((tw, th), resample, box=geometry.crop_box(sw, sh, tw, th))
    # fit: keep aspect, pad with black
    s = min(tw / sw, th / sh)
    nw, nh = max(1, round(sw * s)), max(1, round(sh * s))
    inner = im.resize((nw, nh), resample)
    canvas = Image.new(im.mode, (tw, th), 0)
    canvas.paste(inner, ((tw - nw) // 2, (th - nh) // 2))
    return canvas
