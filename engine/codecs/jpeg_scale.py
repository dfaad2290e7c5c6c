"""libjpeg-turbo's 3/8 scaled JPEG decode through Pillow: the default "scaled" decoder
path (engine.codecs.decoders, issue 16).

Pillow's ``Image.draft`` asks libjpeg for 1/s of the picture with s in 1, 2, 4, 8 only.
libjpeg-turbo scales by any M/8, and picks M = ceil(8/s) for a request of 1/s, so asking
for 1/3 decodes at 3/8: a 696x613 photo for a 224x224 target is decoded at 261x230
instead of Pillow's 348x307. Measured on one core (bench/README.md): ~1.15x the Pillow
path's rate at a higher PSNR against a full decode resized with Lanczos, with the very
pixels simplejpeg's 3/8 decode gives, and without numpy, simplejpeg or OpenCV in the
worker (the simplejpeg + OpenCV path doubled a worker's peak RSS: 53 MB against 24 MB).

Only 3/8 is added: 5/8-7/8 cannot be asked for as 1/s, and cost ~1 dB of PSNR anyway
(tests/engine/test_codecs_jpeg_paths.py). Everything after the decode (EXIF orientation, mode
conversion, resize, encode, damage checks) is the Pillow path's own code.
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageFile, JpegImagePlugin, features


@cache
def available() -> bool:
    """Pillow's JPEG decoder is libjpeg-turbo's, whose output size for a 1/3 request is
    the 3/8 size computed below (IJG libjpeg 9's SmartScale block sizes could differ)."""
    return bool(features.check_feature("libjpeg_turbo"))


def scaled_size(width: int, height: int) -> tuple[int, int]:
    """libjpeg's output size at 3/8 (jdmaster.c: jdiv_round_up(size * 3, DCTSIZE))."""
    return -(-width * 3 // 8), -(-height * 3 // 8)


def refine_draft(im: Image.Image, full: tuple[int, int], needed: tuple[int, int]) -> bool:
    """After Pillow's draft chose 1/2 for `im` (opened at size `full`), decode at 3/8
    instead when that still covers `needed` (width, height in the file's orientation).

    Pillow's decoder writes each scanline libjpeg returns into a buffer of the image's
    width, so the size set here must be exactly libjpeg's: only done where that is known
    (libjpeg-turbo, one tile, Pillow's own draft already applied at 1/2)."""
    if not isinstance(im, JpegImagePlugin.JpegImageFile) or len(im.tile) != 1:
        return False
    if im.decoderconfig != (2, 0) or not available():
        return False
    w, h = scaled_size(*full)
    if w < needed[0] or h < needed[1]:
        return False
    tile = im.tile[0]
    im.tile = [ImageFile._Tile(tile.codec_name, (0, 0, w, h), tile.offset, tile.args)]
    im._size = (w, h)
    im.decoderconfig = (3, 0)
    return True
