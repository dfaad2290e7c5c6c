"""The scaled path's 3/8 decode (issue 16, engine.codecs.jpeg_scale): the smallest libjpeg
scale covering the target, with libjpeg-turbo's own pixels and sizes for any geometry."""


import numpy as np
import pillow_heif
import pytest

from engine.codecs import imaging
from tests.engine import imagefactory as F
from tests.engine.decoder_photos import SCALED, decoder_opts, photo

pillow_heif.register_heif_opener()


@pytest.mark.parametrize("size, target, decoded", [
    ((696, 613), 224, (261, 230)),      # 3/8 covers the target where Pillow's draft took 1/2
    ((696, 613), 300, (348, 307)),      # 3/8 (261) would not: 1/2, as Pillow's draft does
    ((696, 613), 150, (174, 154)),      # 1/4 covers it: Pillow's own draft
    ((696, 613), 400, (696, 613)),      # over half: full size
    ((1800, 1350), 224, (450, 338)),    # 1/8 is 169 high: 1/4
])
def test_scaled_path_decodes_at_the_smallest_scale_covering_the_target(size, target, decoded):
    data = F.encode(photo(*size, seed=1), "JPEG", quality=90)
    opts = decoder_opts("scaled", width=target, height=target)
    im, kind = imaging.open_image(data, opts.max_pixels)
    imaging.prepare_decode(im, kind, opts)
    im.load()
    assert im.size == decoded
    arr = np.asarray(im)
    assert arr.shape[:2] == decoded[::-1] and arr.std() > 10   # a real picture, not garbage
    assert imaging.convert(data, opts).width == target


def test_scaled_decode_gives_libjpeg_turbos_own_3_8_pixels():
    import simplejpeg  # a dependency of the project (pyproject.toml)
    data = F.encode(photo(696, 613, 3), "JPEG", quality=92)
    im, kind = imaging.open_image(data, SCALED.max_pixels)
    imaging.prepare_decode(im, kind, SCALED)
    ref = simplejpeg.decode_jpeg(data, "RGB", min_width=224, min_height=224)
    assert np.array_equal(np.asarray(im.convert("RGB")), ref)


@pytest.mark.parametrize("size, subsampling, grey, progressive", [
    ((697, 611), 2, False, False),      # 4:2:0, sizes not multiples of 8 or 16
    ((700, 613), 1, False, True),       # 4:2:2, progressive
    ((641, 599), 0, False, False),      # 4:4:4
    ((703, 605), 0, True, False),       # grey
])
def test_scaled_decode_size_is_libjpegs_for_any_geometry(size, subsampling, grey, progressive):
    """Pillow's decoder writes each scanline libjpeg returns into a row of the size
    engine.codecs.jpeg_scale sets: the two must agree for every geometry (or rows overflow)."""
    import simplejpeg  # a dependency of the project (pyproject.toml)
    im = photo(*size, seed=7)
    data = F.encode(im.convert("L") if grey else im, "JPEG", quality=90,
                    subsampling=subsampling, progressive=progressive)
    opts = decoder_opts("scaled", width=224, height=224, channels=1 if grey else 3)
    pil, kind = imaging.open_image(data, opts.max_pixels)
    imaging.prepare_decode(pil, kind, opts)
    assert pil.decoderconfig == (3, 0)
    ref = simplejpeg.decode_jpeg(data, "GRAY" if grey else "RGB", min_width=224,
                                 min_height=224)
    got = np.asarray(pil)
    assert got.shape[:2] == ref.shape[:2] == (-(-size[1] * 3 // 8), -(-size[0] * 3 // 8))
    assert np.array_equal(got, ref[..., 0] if grey else ref)
