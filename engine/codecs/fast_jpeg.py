"""The opt-in "turbo" JPEG path (issue 16, TFRS_DECODER=turbo): libjpeg-turbo's M/8 scaled
decode through simplejpeg, OpenCV's resize (bilinear up to 2x, INTER_AREA beyond), and the
Pillow path's encoder. Not the default: importing numpy and OpenCV doubles a worker's peak
RSS (engine.codecs.decoders; the default "scaled" path is engine.codecs.jpeg_scale).

Measured on one pinned core (bench/decoders.py, results in bench/README.md) it converts
the seed photos ~1.5x faster than Pillow's draft + bilinear, at a higher PSNR against a
full decode resized with Lanczos: decoding at any M/8 (up to 1/2) leaves less to resize
than Pillow's 1/2, 1/4, 1/8, and OpenCV's resize is several times faster than Pillow's.

Only what it does exactly like the Pillow path comes here: baseline/progressive JPEGs in
YCbCr, RGB or grey (not CMYK/YCCK), not --exact. The caller (engine.codecs.imaging.convert) has
already run the damage checks and opened the file with Pillow (format, pixel-count limit,
EXIF orientation), so rejections are the same; whenever simplejpeg refuses a file this
module returns None and the Pillow path decides, with its own messages.

Memory: the decode holds at most the pixels Pillow's draft would (M/8 picks the smallest
scale covering the target, draft the smallest of 1/1, 1/2, 1/4, 1/8), at 3 bytes a pixel
instead of Pillow's 4, so engine.run.memory_budget's estimate (made with the draft) is an upper
bound for this path too.
"""

from __future__ import annotations

import math

import cv2
import numpy as np
import simplejpeg

from engine.codecs import jpeg_check
from engine.config import ImageOptions

# OpenCV would start a thread pool per worker process: our parallelism is the processes.
cv2.setNumThreads(1)

#: Pillow modes of a JPEG this path decodes (Pillow names YCbCr JPEGs "RGB").
MODES = ("RGB", "L")


def applies(mode: str, opts: ImageOptions) -> bool:
    """This path converts a JPEG Pillow opened in `mode` under `opts`."""
    return (opts.decoder == "turbo" and not opts.exact and mode in MODES
            and opts.format in ("jpeg", "png", "raw"))


def _needed(sw: int, sh: int, orientation: int, opts: ImageOptions) -> tuple[int, int]:
    """Smallest decoded size (file orientation) from which the target can be resized."""
    if opts.resize == "none":
        return sw, sh
    ow, oh = (sh, sw) if orientation >= 5 else (sw, sh)
    tw, th = opts.width, opts.height
    nw: float
    nh: float
    if opts.resize == "stretch":
        nw, nh = tw, th
    else:
        s = min(tw / ow, th / oh) if opts.resize == "fit" else max(tw / ow, th / oh)
        nw, nh = ow * s, oh * s
    if orientation >= 5:
        nw, nh = nh, nw
    return min(sw, math.ceil(nw)), min(sh, math.ceil(nh))


def decode(data: bytes, size: tuple[int, int], orientation: int, opts: ImageOptions,
           strict: bool = True) -> np.ndarray | None:
    """Decode at the smallest M/8 scale covering the target; None if simplejpeg refuses.
    strict: any libjpeg warning (data cut off, extraneous bytes, a bad Huffman code)
    refuses, so that damaged files always take the Pillow path and get its verdict."""
    nw, nh = _needed(size[0], size[1], orientation, opts)
    if nw * 2 > size[0] or nh * 2 > size[1]:
        # 5/8..7/8 scaled IDCTs cost a dB of PSNR against a full decode resized
        # (tests/engine/test_codecs_jpeg_paths.py): above 1/2, decode at full size like Pillow.
        nw, nh = size
    grey = opts.channels == 1
    try:
        return simplejpeg.decode_jpeg(data, colorspace="GRAY" if grey else "RGB",
                                      min_width=nw, min_height=nh, strict=strict)
    except (ValueError, RuntimeError, OSError):
        return None


def grey_tail(arr: np.ndarray) -> bool:
    """Same test as engine.codecs.imaging._grey_tail, on an array: the last row ends in mid-grey."""
    run = min(arr.shape[1], 2)
    return bool((arr[-1, -run:] == 128).all())


def filled_with_grey(data: bytes, info: jpeg_check.JpegInfo, arr: np.ndarray,
                     size: tuple[int, int], orientation: int, opts: ImageOptions) -> bool:
    """engine.codecs.imaging._filled_with_grey on this path: decode again with noise before the
    end marker; a picture that changes was filled with grey where its data ran out."""
    probe = jpeg_check.with_noise_before_end(data, info)
    if probe is None:
        return False
    # not strict: libjpeg warns about the inserted bytes, which is the point of them
    other = decode(probe, size, orientation, opts, strict=False)
    return other is None or other.shape != arr.shape or not np.array_equal(other, arr)


def orient(arr: np.ndarray, orientation: int) -> np.ndarray:
    """Apply EXIF orientation 2..8 exactly as PIL.Image.transpose does."""
    if orientation == 2:
        return arr[:, ::-1]
    if orientation == 3:
        return arr[::-1, ::-1]
    if orientation == 4:
        return arr[::-1]
    if orientation == 5:                    # TRANSPOSE
        return arr.swapaxes(0, 1)
    if orientation == 6:                    # ROTATE_270 (clockwise 90)
        return arr.swapaxes(0, 1)[:, ::-1]
    if orientation == 7:                    # TRANSVERSE
        return arr.swapaxes(0, 1)[::-1, ::-1]
    if orientation == 8:                    # ROTATE_90 (counter-clockwise 90)
        return arr.swapaxes(0, 1)[::-1]
    return arr


def _scale(arr: np.ndarray, w: int, h: int) -> np.ndarray:
    sh, sw = arr.shape[:2]
    if (sw, sh) == (w, h):
        return arr
    # Shrinking by at most 2x (what is left after the M/8 decode of a photo), bilinear
    # already reads every source pixel: ~7x faster than INTER_AREA (0.2 vs 1.4 ms for the
    # seed photos) and above the old path's PSNR. Beyond 2x it would skip pixels, so
    # INTER_AREA averages all it covers (the best PSNR against full decode + Lanczos of
    # the filters measured in bench/decoders.py). Enlarging is bilinear, as in Pillow.
    area = w * 2 < sw or h * 2 < sh
    out = cv2.resize(arr, (w, h), interpolation=cv2.INTER_AREA if area else cv2.INTER_LINEAR)
    return out if out.ndim == arr.ndim else out[..., None]


def resize(arr: np.ndarray, opts: ImageOptions) -> np.ndarray:
    """The --resize modes of engine.codecs.resampling.resize, on an oriented array."""
    tw, th = opts.width, opts.height
    sh, sw = arr.shape[:2]
    if opts.resize == "none" or (sw, sh) == (tw, th):
        return arr
    if opts.resize == "stretch":
        return _scale(arr, tw, th)
    if opts.resize == "crop":
        s = max(tw / sw, th / sh)
        cw, ch = min(sw, round(tw / s)), min(sh, round(th / s))
        left, top = (sw - cw) // 2, (sh - ch) // 2
        return _scale(arr[top:top + ch, left:left + cw], tw, th)
    s = min(tw / sw, th / sh)                # fit: keep aspect, pad with black
    nw, nh = max(1, round(sw * s)), max(1, round(sh * s))
    canvas = np.zeros((th, tw) + arr.shape[2:], np.uint8)
    x, y = (tw - nw) // 2, (th - nh) // 2
    canvas[y:y + nh, x:x + nw] = _scale(arr, nw, nh)
    return canvas


def encode(arr: np.ndarray, opts: ImageOptions):
    """The stored image from a resized array, by engine.codecs.imaging.encode itself: Pillow's
    encoder at the same settings as the Pillow path. simplejpeg's encoder is ~0.5 ms
    faster per 224x224 image but scored ~0.1-0.15 dB lower PSNR at the same quality
    (bench/README.md, issue 16), and output quality may not get worse."""
    from PIL import Image

    from engine.codecs.imaging import encode as pillow_encode
    grey = arr.ndim == 2 or arr.shape[2] == 1
    arr = np.ascontiguousarray(arr[..., 0] if grey and arr.ndim == 3 else arr)
    h, w = arr.shape[:2]
    mode = "L" if grey else "RGB"
    return pillow_encode(Image.frombuffer(mode, (w, h), arr, "raw", mode, 0, 1), opts)
