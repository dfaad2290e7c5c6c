"""Decoding, orientation, mode conversion, resize modes and encoding of single images."""

import io

import numpy as np
import pytest
from PIL import Image

from engine.codecs.imaging import convert
from engine.config import ImageOptions
from engine.errors import ImageError
from engine.magic import sniff
from tests.engine import imagefactory as F
from tests.engine.conftest import noise_image


def _bytes(im: Image.Image, fmt: str, **kw) -> bytes:
    buf = io.BytesIO()
    im.save(buf, fmt, **kw)
    return buf.getvalue()


def _decode(enc) -> Image.Image:
    return Image.open(io.BytesIO(enc.data))


@pytest.mark.parametrize("mode, size, expect_stored", [
    ("stretch", (100, 50), (100, 50)),
    ("fit", (100, 100), (100, 100)),
    ("crop", (100, 100), (100, 100)),
    ("none", (100, 100), (300, 200)),
])
def test_resize_modes_output_size(mode, size, expect_stored):
    data = _bytes(noise_image(300, 200), "PNG")
    enc = convert(data, ImageOptions(width=size[0], height=size[1], resize=mode, format="png"))
    assert (enc.width, enc.height) == expect_stored
    assert _decode(enc).size == expect_stored


def test_fit_pads_and_crop_fills():
    # A wide white image: fit leaves black bars top and bottom, crop has none.
    data = _bytes(Image.new("RGB", (400, 100), (255, 255, 255)), "PNG")
    fit = np.asarray(_decode(convert(data, ImageOptions(100, 100, "fit", "png"))))
    crop = np.asarray(_decode(convert(data, ImageOptions(100, 100, "crop", "png"))))
    assert fit[0].max() == 0 and fit[50].min() == 255 and fit[-1].max() == 0
    assert crop.min() == 255


def test_crop_keeps_the_centre():
    im = Image.new("RGB", (300, 100), (255, 0, 0))
    im.paste((0, 0, 255), (100, 0, 200, 100))  # blue centre third
    out = np.asarray(_decode(convert(_bytes(im, "PNG"), ImageOptions(50, 50, "crop", "png"))))
    assert out[25, 25, 2] > 200 and out[25, 25, 0] < 50


@pytest.mark.parametrize("orientation, expect", [(1, (40, 20)), (6, (20, 40)), (8, (20, 40)),
                                                 (3, (40, 20))])
def test_exif_orientation_is_applied(orientation, expect):
    im = Image.new("RGB", (40, 20), (255, 255, 255))
    im.paste((0, 0, 0), (0, 0, 10, 10))  # black marker top-left
    exif = Image.Exif()
    exif[0x0112] = orientation
    enc = convert(_bytes(im, "JPEG", exif=exif, quality=95),
                  ImageOptions(resize="none", format="png"))
    out = _decode(enc)
    assert out.size == expect
    arr = np.asarray(out.convert("L"))
    corner = {1: arr[:5, :5], 3: arr[-5:, -5:], 6: arr[:5, -5:], 8: arr[-5:, :5]}[orientation]
    assert corner.mean() < 60, "the marker must move where the orientation says"


def test_corrupt_exif_is_ignored():
    data = bytearray(_bytes(noise_image(32, 32), "JPEG",
                            exif=b"Exif\x00\x00II*\x00\xff\xff\xff\xff"))
    enc = convert(bytes(data), ImageOptions(16, 16, "stretch", "jpeg"))
    assert (enc.width, enc.height) == (16, 16)


@pytest.mark.parametrize("build, expect_rgb", [
    (lambda: Image.new("CMYK", (32, 32), (0, 255, 255, 0)), (237, 28, 36)),   # red ink
    (lambda: Image.new("LA", (32, 32), (0, 0)), (255, 255, 255)),           # transparent -> white
    (lambda: Image.new("RGBA", (32, 32), (0, 0, 255, 255)), (0, 0, 255)),    # opaque blue
    (lambda: Image.fromarray(np.full((32, 32), 65535, np.uint16)), (255, 255, 255)),  # 16-bit
    (lambda: Image.new("L", (32, 32), 128), (128, 128, 128)),
])
def test_mode_conversions_to_rgb(build, expect_rgb):
    im = build()
    fmt = "JPEG" if im.mode == "CMYK" else "PNG"
    enc = convert(_bytes(im, fmt), ImageOptions(resize="none", format="png", channels=3))
    out = np.asarray(_decode(enc))
    assert enc.channels == 3 and out.shape == (32, 32, 3)
    assert np.abs(out[16, 16].astype(int) - expect_rgb).max() <= 40


def test_palette_with_transparency_composited_on_white():
    im = Image.new("P", (8, 8), 0)
    im.putpalette([255, 0, 0] + [0, 255, 0] * 255)
    im.info["transparency"] = 0
    enc = convert(_bytes(im, "PNG", transparency=0), ImageOptions(resize="none", format="png"))
    assert tuple(np.asarray(_decode(enc))[0, 0]) == (255, 255, 255)


def test_greyscale_output_has_one_channel():
    enc = convert(_bytes(noise_image(50, 40), "JPEG"),
                  ImageOptions(20, 20, format="png", channels=1))
    assert enc.channels == 1 and enc.colorspace == "Grayscale" and _decode(enc).mode == "L"


def test_draft_decoding_is_close_to_exact_decoding():
    data = _bytes(noise_image(800, 600), "JPEG", quality=90)
    fast = np.asarray(_decode(convert(data, ImageOptions(100, 100, format="png"))), np.float32)
    exact = np.asarray(_decode(convert(data, ImageOptions(100, 100, format="png", exact=True))),
                       np.float32)
    assert np.abs(fast - exact).mean() < 6


def test_raw_and_original_formats():
    src = _bytes(noise_image(30, 20), "PNG")
    raw = convert(src, ImageOptions(10, 8, format="raw"))
    assert raw.format == "raw" and len(raw.data) == 10 * 8 * 3
    orig = convert(src, ImageOptions(format="original"))
    assert orig.data == src and orig.format == "png" and (orig.width, orig.height) == (30, 20)


def test_animated_gif_first_frame():
    frames = [Image.new("RGB", (20, 20), c) for c in ((255, 0, 0), (0, 0, 255))]
    gif = F.encode(frames[0], "GIF", save_all=True, append_images=frames[1:])
    out = np.asarray(_decode(convert(gif, ImageOptions(resize="none", format="png"))))
    assert out[10, 10, 0] > 200 and out[10, 10, 2] < 50


@pytest.mark.parametrize("data, reason", [
    (b"", "empty file"),
    (b"hello, this is text\n", "not an image"),
    (b"<svg xmlns='http://www.w3.org/2000/svg'></svg>", "SVG"),
    (b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00", "HEIC"),
    (b"\x00\x01\x02\x03\x04garbage\xff", "not a recognised image format"),
])
def test_rejections_have_human_reasons(data, reason):
    with pytest.raises(ImageError, match=reason):
        convert(data, ImageOptions())


def test_truncated_jpeg_is_rejected():
    data = _bytes(noise_image(200, 200), "JPEG")
    # (its end marker is missing: "cut short", as the window's scan says "cut off")
    with pytest.raises(ImageError, match="^JPEG is cut short: the file ends before"):
        convert(data[: len(data) // 2], ImageOptions(exact=True))


def test_sniff_is_by_content():
    assert sniff(_bytes(noise_image(4, 4), "PNG")[:16]) == "png"
    assert sniff(_bytes(noise_image(4, 4), "WEBP")[:16]) == "webp"
    assert sniff(_bytes(noise_image(4, 4), "TIFF")[:16]) == "tiff"
    assert sniff(_bytes(noise_image(4, 4), "BMP")[:16]) == "bmp"


@pytest.fixture
def pillow_memory():
    """Restore Pillow's image-memory settings (process-wide) after the test."""
    core = Image.core
    saved = core.get_blocks_max(), core.get_block_size()
    yield core
    core.set_blocks_max(0)          # frees what is cached before the old settings return
    core.set_blocks_max(saved[0])
    core.set_block_size(saved[1])


def _memory_cases() -> list[tuple[bytes, ImageOptions]]:
    from tests.engine.imagefactory.images import png16
    photo = noise_image(700, 449)
    rgba = noise_image(300, 200).convert("RGBA")
    rgba.putalpha(Image.linear_gradient("L").resize((300, 200)))
    files = [
        _bytes(photo, "JPEG", quality=90),                       # the 3/8 decode
        _bytes(photo.convert("CMYK"), "JPEG"),
        _bytes(photo.convert("L"), "JPEG"),
        _bytes(rgba, "PNG"), _bytes(rgba, "WEBP", lossless=True),
        _bytes(photo.convert("P"), "GIF"), _bytes(photo, "TIFF"),
        png16(np.random.default_rng(3).integers(0, 65535, (200, 300), dtype=np.uint16)),
    ]
    modes = [ImageOptions(224, 224, m) for m in ("stretch", "fit", "crop")] + \
        [ImageOptions(160, 120, "fit", channels=1), ImageOptions(224, 224, "fit", format="png")]
    return [(f, o) for f in files for o in modes]


def test_image_memory_kept_between_images_gives_the_same_bytes(pillow_memory):
    # A worker keeps Pillow's freed image blocks for the next image (engine.codecs.imaging.
    # keep_image_memory). Reused blocks hold the last image's pixels, so every path that
    # might read memory it did not write (fit's padding, alpha compositing, 16-bit, CMYK)
    # must still give the bytes it gives on fresh memory.
    from engine.codecs import imaging
    cases = _memory_cases()
    pillow_memory.set_blocks_max(0)
    fresh = [convert(f, o).data for f, o in cases]
    imaging.keep_image_memory()
    assert pillow_memory.get_blocks_max() == imaging.KEPT_BLOCKS
    reused = pillow_memory.get_stats()["reused_blocks"]
    for _ in range(2):   # the second pass starts on blocks the first one left dirty
        for (f, o), want in zip(cases, fresh, strict=True):
            Image.new("RGB", (300, 300), (171, 205, 239)).load()   # leave garbage behind
            assert convert(f, o).data == want, o
    assert pillow_memory.get_stats()["reused_blocks"] - reused > 2 * len(cases)
