"""JPEG on the decoder paths (issue 16): the default "scaled" path (Pillow with
libjpeg-turbo's 3/8 decode) and the opt-in turbo path (simplejpeg + OpenCV) against the old
Pillow path: which files take the fast path, EXIF orientation, every resize mode and
awkward size, quality (PSNR) and damaged files' verdicts."""


import numpy as np
import pillow_heif
import pytest
from PIL import Image

from engine import errors
from engine.codecs import decoders, fast_jpeg, imaging
from engine.config import ConvertConfig, ImageOptions
from engine.errors import ConfigError
from tests.engine import imagefactory as F
from tests.engine.decoder_photos import PILLOW, SCALED, TURBO, decoder_opts, photo, pixels, psnr

pillow_heif.register_heif_opener()


def test_the_default_is_the_scaled_path_and_the_env_var_selects_the_others(monkeypatch):
    monkeypatch.delenv(decoders.DECODER_ENV, raising=False)
    assert ImageOptions().decoder == "scaled"
    for name in ("pillow", "turbo", "scaled"):
        monkeypatch.setenv(decoders.DECODER_ENV, name.upper())
        assert ImageOptions().decoder == name
    monkeypatch.setenv(decoders.DECODER_ENV, "fastest")
    with pytest.raises(ConfigError, match="auto, scaled, turbo or pillow"):
        ImageOptions()
    monkeypatch.setenv(decoders.DECODER_ENV, "pillow")
    # the old path's runs keep their fingerprint: the default is not recorded
    assert "decoder" not in ConvertConfig("s", "o", image=ImageOptions()).output_options()["image"]


def _count_fast(monkeypatch) -> list:
    calls = []
    real = fast_jpeg.decode

    def spy(*a, **kw):
        calls.append(a)
        return real(*a, **kw)

    monkeypatch.setattr(fast_jpeg, "decode", spy)
    return calls


@pytest.mark.parametrize("what, fast", [
    ("baseline", True), ("progressive", True), ("grey", True), ("cmyk", False),
    ("exact", False), ("pillow", False), ("original", False)])
def test_which_jpegs_take_the_fast_path(monkeypatch, what, fast):
    im = photo(320, 240, 1)
    data = F.encode(im.convert("L") if what == "grey" else im.convert("CMYK")
                    if what == "cmyk" else im, "JPEG", quality=90,
                    progressive=what == "progressive")
    opts = decoder_opts("pillow" if what == "pillow" else "turbo", width=64, height=64,
                        exact=what == "exact",
                        format="original" if what == "original" else "jpeg")
    calls = _count_fast(monkeypatch)
    enc = imaging.convert(data, opts)
    assert bool(calls) == fast
    if what != "original":
        assert (enc.width, enc.height) == (64, 64)


@pytest.mark.parametrize("orientation", range(1, 9))
def test_exif_orientation_same_on_both_paths(orientation):
    im = Image.new("RGB", (64, 32), (255, 255, 255))
    im.paste((255, 0, 0), (0, 0, 16, 16))      # red top-left
    im.paste((0, 0, 255), (48, 16, 64, 32))    # blue bottom-right
    exif = Image.Exif()
    exif[0x0112] = orientation
    data = F.encode(im, "JPEG", quality=98, exif=exif)
    outs = [pixels(imaging.convert(data, decoder_opts(d, resize="none", format="png")))
            for d in ("turbo", "pillow", "scaled")]
    assert outs[0].shape == outs[1].shape
    assert outs[0].shape[:2] == ((64, 32) if orientation >= 5 else (32, 64))
    assert np.abs(outs[0].astype(int) - outs[1]).max() <= 3
    assert np.array_equal(outs[1], outs[2])   # no scaling asked for: the very same path


@pytest.mark.parametrize("decoder", ["turbo", "scaled"])
@pytest.mark.parametrize("resize", ["stretch", "fit", "crop"])
@pytest.mark.parametrize("channels", [3, 1])
def test_resize_modes_and_channels_agree_with_pillow(decoder, resize, channels):
    data = F.encode(photo(400, 250, 2), "JPEG", quality=92)
    a, b = (imaging.convert(data, decoder_opts(d, width=96, height=80, resize=resize,
                                               channels=channels, format="png"))
            for d in (decoder, "pillow"))
    assert (a.width, a.height, a.channels, a.colorspace) == \
           (b.width, b.height, b.channels, b.colorspace) == \
           (96, 80, channels, "RGB" if channels == 3 else "Grayscale")
    diff = np.abs(pixels(a).astype(int) - pixels(b))
    assert diff.mean() < 3, diff.mean()


@pytest.mark.parametrize("decoder", ["pillow", "scaled", "turbo"])
@pytest.mark.parametrize("size, orientation, target", [
    ((448, 448), 1, (300, 200)), ((225, 224), 6, (300, 200)), ((97, 1203), 6, (224, 224))])
def test_crop_converts_pictures_whose_crop_box_overshot_by_a_rounding_error(
        decoder, size, orientation, target):
    # These were rejected under --resize crop on the Pillow paths ("unexpected decoder
    # error: ValueError: box offset can't be negative"): engine.sources.geometry.crop_box.
    exif = Image.Exif()
    exif[0x0112] = orientation
    data = F.encode(photo(*size, seed=5), "JPEG", quality=90, exif=exif.tobytes())
    w, h = target
    enc = imaging.convert(data, decoder_opts(decoder, width=w, height=h, resize="crop",
                                             format="png"))
    assert pixels(enc).shape == (h, w, 3)
    ref = imaging.convert(data, decoder_opts("pillow", width=w, height=h, resize="stretch",
                                             format="png"))
    assert enc.data != ref.data       # cropped, not stretched


@pytest.mark.parametrize("size", [(1, 1), (7, 3), (1000, 9), (97, 1203), (225, 224),
                                  (448, 448), (449, 447), (2000, 1500)])
@pytest.mark.parametrize("orientation", [1, 6])
def test_every_path_converts_awkward_sizes_in_every_mode(size, orientation):
    # A sweep like the differential run that found the crop rejection: whatever the size,
    # orientation, target and mode, every decoder path converts the picture, to the same
    # shape (their pixels differ by the decoders' scales, checked above).
    exif = Image.Exif()
    exif[0x0112] = orientation
    data = F.encode(photo(*size, seed=7), "JPEG", quality=90, exif=exif.tobytes())
    for (w, h), resize in [((224, 224), "stretch"), ((300, 200), "fit"),
                           ((300, 200), "crop"), ((48, 64), "crop"), ((64, 48), "none")]:
        shapes = {d: pixels(imaging.convert(data, decoder_opts(d, width=w, height=h,
                                                               resize=resize, format="png"))).shape
                  for d in ("pillow", "scaled", "turbo")}
        assert len(set(shapes.values())) == 1, (resize, (w, h), shapes)


def test_grey_jpeg_to_colour_and_raw():
    data = F.encode(photo(200, 150, 3).convert("L"), "JPEG")
    enc = imaging.convert(data, decoder_opts("turbo", width=50, height=40, format="raw"))
    arr = np.frombuffer(enc.data, np.uint8).reshape(40, 50, 3)
    assert (enc.channels, enc.format) == (3, "raw")
    assert (arr[..., 0] == arr[..., 1]).all() and (arr[..., 1] == arr[..., 2]).all()


@pytest.mark.parametrize("decoder", [SCALED, TURBO], ids=["scaled", "turbo"])
@pytest.mark.parametrize("size", [(696, 613), (1800, 1350), (300, 260)])
def test_new_paths_quality_is_not_below_pillow(size, decoder):
    """Against a full decode resized with Lanczos, the new paths score at least the old
    (mean PSNR over a few images, as bench/decoders.py reports it per dataset)."""
    new, old = [], []
    for seed in range(4):
        data = F.encode(photo(*size, seed=seed), "JPEG", quality=92)
        new.append(psnr(imaging.convert(data, decoder), data))
        old.append(psnr(imaging.convert(data, PILLOW), data))
    assert np.mean(new) >= np.mean(old), (size, new, old)


def test_damaged_jpegs_get_the_same_verdict_on_both_paths():
    noise_jpeg = F.encode(F.noise(300, 200, 1), "JPEG", quality=90)
    for data in (noise_jpeg[: len(noise_jpeg) * 6 // 10], F.jpeg_truncated_with_eoi(),
                 F.jpeg_many_scans(300), F.jpeg_claiming_larger()):
        reasons = []
        for opts in (TURBO, PILLOW, SCALED):
            with pytest.raises(errors.ImageError) as e:
                imaging.convert(data, opts)
            reasons.append(str(e.value))
        assert reasons[0] == reasons[1] == reasons[2]
    kept = F.grey_bottom_jpeg()   # complete, genuinely grey at the bottom: kept by all
    assert imaging.convert(kept, TURBO).width == imaging.convert(kept, PILLOW).width \
        == imaging.convert(kept, SCALED).width
