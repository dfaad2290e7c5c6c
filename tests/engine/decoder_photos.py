"""Photo-like pictures and options for the decoder path tests (tests/engine/test_codecs_*.py
but test_codecs_png_webp.py, which has its own): the three paths' options, the pixels of a
converted image, and its PSNR against a full decode resized with Lanczos."""

import io
import math
from dataclasses import replace

import numpy as np
from PIL import Image

from engine.config import ImageOptions

TURBO = ImageOptions(decoder="turbo")
SCALED = ImageOptions(decoder="scaled")
PILLOW = ImageOptions(decoder="pillow")


def decoder_opts(decoder: str, **kw) -> ImageOptions:
    return replace(ImageOptions(**kw), decoder=decoder)


def pixels(enc) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(enc.data)))


def photo(w: int, h: int, seed: int) -> Image.Image:
    """Photo-like content: smooth colour, soft shapes, fine grain (pure noise or flat
    colour would make PSNR comparisons meaningless)."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    img = np.stack([128 + 90 * np.sin(x / w * 3 + seed), 128 + 90 * np.cos(y / h * 4),
                    128 + 60 * np.sin((x + y) / (w + h) * 9)], -1)
    for _ in range(12):
        cx, cy, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.03, 0.2) * w
        mask = ((x - cx) ** 2 + (y - cy) ** 2) < r * r
        img[mask] = img[mask] * 0.4 + rng.uniform(0, 255, 3) * 0.6
    img += rng.normal(0, 4, img.shape)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def psnr(enc, data: bytes, size=(224, 224)) -> float:
    full = Image.open(io.BytesIO(data))
    full.load()
    ref = np.asarray(full.convert("RGB").resize(size, Image.Resampling.LANCZOS), np.float64)
    mse = float(np.mean((pixels(enc).astype(np.float64) - ref) ** 2))
    return 10 * math.log10(255 ** 2 / mse)
