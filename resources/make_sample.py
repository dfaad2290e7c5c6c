"""Regenerate the built-in sample dataset in resources/sample/ (deterministic).

Three classes of small synthetic pictures in mixed formats (JPEG, PNG with alpha, WebP)
so a first run exercises the interesting paths. Run:
    python resources/make_sample.py
"""

from __future__ import annotations

import os
import shutil

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "sample")
PER_CLASS = 8
SIZE = (256, 192)


def _background(rng: np.random.Generator) -> Image.Image:
    w, h = SIZE
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    c0, c1 = rng.uniform(40, 220, 3), rng.uniform(40, 220, 3)
    t = (x / w * rng.uniform(0.3, 1) + y / h * rng.uniform(0.3, 1))[..., None] / 2
    img = c0 * (1 - t) + c1 * t + rng.normal(0, 5, (h, w, 3))
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(0.8))


def _draw(kind: str, rng: np.random.Generator) -> Image.Image:
    im = _background(rng)
    d = ImageDraw.Draw(im)
    for _ in range(int(rng.integers(2, 5))):
        colour = tuple(int(v) for v in rng.integers(0, 255, 3))
        cx, cy = int(rng.integers(30, 226)), int(rng.integers(30, 162))
        r = int(rng.integers(15, 60))
        if kind == "circles":
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=(0, 0, 0), width=2)
        elif kind == "squares":
            d.rectangle((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=(0, 0, 0), width=2)
        else:
            for k in range(0, 256, int(rng.integers(18, 36))):
                d.line((k, 0, k + int(rng.integers(-80, 80)), 192), fill=colour, width=6)
            break
    return im


def main() -> None:
    shutil.rmtree(OUT, ignore_errors=True)
    rng = np.random.default_rng(20261129)
    for kind in ("circles", "squares", "stripes"):
        folder = os.path.join(OUT, kind)
        os.makedirs(folder)
        for i in range(PER_CLASS):
            im = _draw(kind, rng)
            base = os.path.join(folder, f"{kind}_{i:02d}")
            fmt = i % 4
            if fmt in (0, 1):
                im.save(base + ".jpg", quality=85)
            elif fmt == 2:
                alpha = Image.new("L", SIZE, 255)
                ImageDraw.Draw(alpha).ellipse((8, 8, 248, 184), fill=255)
                ImageDraw.Draw(alpha).rectangle((0, 0, 40, 40), fill=0)
                rgba = im.copy()
                rgba.putalpha(alpha)
                rgba.save(base + ".png", optimize=True)
            else:
                im.save(base + ".webp", quality=80)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
