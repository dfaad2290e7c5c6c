"""PNG through libspng and still WebP through libwebp's simple decoder (issue 16, the
"scaled" and "turbo" paths; engine.codecs.png_fast, engine.codecs.webp_fast): on files
written by the libraries themselves, every output is byte-identical to the Pillow path's
(so PSNR and the stored bytes are unchanged), the fast decoders take the files they are
for and leave the rest (palette, grey+alpha, 16-bit, APNG, animated WebP, metadata after the pixels)
to Pillow, and damaged files get the Pillow path's verdict."""

import io
import math
import struct
import zlib
from dataclasses import replace

import numpy as np
import pytest
from PIL import Image

from engine.codecs import imaging, png_fast, webp_fast
from engine.config import BACKGROUNDS, ImageOptions
from tests.engine import imagefactory as F
from tests.engine.png_damage import adam7


def _photo(w: int, h: int, seed: int) -> Image.Image:
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    img = np.stack([128 + 90 * np.sin(x / w * 3 + seed), 128 + 90 * np.cos(y / h * 4),
                    128 + 60 * np.sin((x + y) / (w + h) * 9)], -1)
    img += rng.normal(0, 6, img.shape)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def _cutout(w: int, h: int, seed: int) -> Image.Image:
    """A photo with a soft alpha: opaque, transparent and every value between, and
    random colour under the transparent part (which must not show)."""
    im = np.asarray(_photo(w, h, seed)).copy()
    alpha = np.clip(np.linspace(-200, 455, w)[None, :] + np.zeros((h, 1)), 0, 255)
    rng = np.random.default_rng(seed + 1)
    im[alpha == 0] = rng.integers(0, 256, (int((alpha == 0).sum()), 3))
    return Image.fromarray(np.dstack([im, alpha.astype(np.uint8)]), "RGBA")


def _opts(decoder: str, **kw) -> ImageOptions:
    return replace(ImageOptions(**kw), decoder=decoder)


def _spy(monkeypatch, module) -> list:
    """Records whether each call of module.decode gave pixels (True) or declined."""
    calls: list = []
    real = module.decode

    def spy(*a, **kw):
        out = real(*a, **kw)
        calls.append(out is not None)
        return out

    monkeypatch.setattr(module, "decode", spy)
    return calls


def _png_with_chunk(data: bytes, kind: bytes, body: bytes, before_idat: bool) -> bytes:
    """`data` with one more chunk, just before the first IDAT or just before IEND."""
    chunk = struct.pack(">I", len(body)) + kind + body + \
        struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    at = data.index(b"IDAT") - 4 if before_idat else data.rindex(b"IEND") - 4
    return data[:at] + chunk + data[at:]


def _exif(orientation: int) -> bytes:
    exif = Image.Exif()
    exif[0x0112] = orientation
    return exif.tobytes()


#: An sRGB ICC profile: Pillow's PNG encoder copies the input's into --format png output.
_ICC = __import__("PIL.ImageCms", fromlist=["x"]).ImageCmsProfile(
    __import__("PIL.ImageCms", fromlist=["x"]).createProfile("sRGB")).tobytes()


def _png_files() -> dict[str, tuple[bytes, bool]]:
    """name -> (PNG bytes, whether libspng is to decode it)."""
    photo, cut = _photo(150, 100, 1), _cutout(150, 100, 2)
    pal = photo.convert("P", palette=Image.Palette.ADAPTIVE, colors=64)
    arr16 = (np.asarray(photo.convert("L"), np.uint16) * 257 + 3)
    files = {
        "rgba": (F.encode(cut, "PNG"), True),
        "rgb": (F.encode(photo, "PNG"), True),
        "grey": (F.encode(photo.convert("L"), "PNG"), True),
        "grey_alpha": (F.encode(cut.convert("LA"), "PNG"), False),
        "rgb_trns": (F.encode(photo, "PNG", transparency=(10, 20, 30)), False),
        "icc": (F.encode(cut, "PNG", icc_profile=_ICC), True),
        "grey_icc": (F.encode(photo.convert("L"), "PNG", icc_profile=_ICC), True),
        "interlaced": (adam7(np.asarray(cut), 6), True),
        "exif_rotated": (F.encode(photo, "PNG", exif=_exif(6)), True),
        "palette_alpha": (F.encode(pal, "PNG", transparency=5), False),
        "palette": (F.encode(pal, "PNG"), False),
        "grey16": (F.png16(arr16), False),
        "bilevel": (F.encode(photo.convert("1"), "PNG"), False),
        "apng": (F.encode(photo, "PNG", save_all=True, append_images=[cut.convert("RGB")],
                          duration=100), False),
    }
    # metadata after the pixels is read by Pillow only while decoding: Pillow's path
    files["exif_after_pixels"] = (
        _png_with_chunk(F.encode(photo, "PNG"), b"eXIf", _exif(3), before_idat=False), False)
    files["text_before_pixels"] = (
        _png_with_chunk(F.encode(cut, "PNG"), b"tEXt", b"Comment\x00hello", True), True)
    return files


def _webp_files() -> dict[str, tuple[bytes, bool]]:
    photo, cut = _photo(160, 120, 3), _cutout(160, 120, 4)
    return {
        "lossy": (F.encode(photo, "WEBP", quality=80), True),
        "lossless": (F.encode(photo, "WEBP", lossless=True), True),
        "lossy_alpha": (F.encode(cut, "WEBP", quality=80), True),
        "lossless_alpha": (F.encode(cut, "WEBP", lossless=True), True),
        "exif_rotated": (F.encode(photo, "WEBP", quality=90, exif=_exif(8)), True),
        "icc": (F.encode(photo, "WEBP", quality=90, icc_profile=_ICC), True),
        "animated": (F.encode(photo, "WEBP", save_all=True, duration=100,
                              append_images=[cut.convert("RGB")]), False),
    }


PNGS, WEBPS = _png_files(), _webp_files()
VARIANTS = [dict(resize="stretch", width=64, height=48),
            dict(resize="fit", width=64, height=64, background="black"),
            dict(resize="crop", width=50, height=70, channels=1),
            dict(resize="none", format="png", background="grey"),
            dict(resize="stretch", width=96, height=96, format="raw", channels=1)]


def _assert_pillow_paths_bytes(data: bytes, decoder: str, name: str, rotated_height: int):
    """`decoder` stores exactly the pillow path's bytes for every output variant; the
    "exif_rotated" file comes out upright (`rotated_height` rows)."""
    for kw in VARIANTS:
        new = imaging.convert(data, _opts(decoder, **kw))
        old = imaging.convert(data, _opts("pillow", **kw))
        assert new == old, (name, kw)
    if name == "exif_rotated":
        assert imaging.convert(data, _opts(decoder, resize="none")).height == rotated_height


@pytest.mark.parametrize("decoder", ["scaled", "turbo"])
@pytest.mark.parametrize("name", sorted(PNGS))
def test_png_outputs_are_the_pillow_paths_bytes(monkeypatch, name, decoder):
    data, fast = PNGS[name]
    calls = _spy(monkeypatch, png_fast)
    _assert_pillow_paths_bytes(data, decoder, name, rotated_height=150)
    assert any(calls) == fast, name     # libspng decoded it, or left it to Pillow


@pytest.mark.parametrize("decoder", ["scaled", "turbo"])
@pytest.mark.parametrize("name", sorted(WEBPS))
def test_webp_outputs_are_the_pillow_paths_bytes(monkeypatch, name, decoder):
    assert webp_fast.available()        # Pillow's own libwebp, found through ctypes
    data, fast = WEBPS[name]
    calls = _spy(monkeypatch, webp_fast)
    _assert_pillow_paths_bytes(data, decoder, name, rotated_height=160)
    assert bool(calls) and all(calls) if fast else not any(calls), name


def test_decoded_pixels_are_pillows_own():
    """The decoders' images themselves, before any conversion."""
    for name, (data, fast) in {**PNGS, **WEBPS}.items():
        if not fast:
            continue
        ref = Image.open(io.BytesIO(data))
        ref.load()
        im, _ = imaging.open_image(data, 10**9)
        got = png_fast.decode(data, im) if im.format == "PNG" else \
            webp_fast.decode(data, im.mode, im.size)
        assert got is not None and got.size == ref.size, name
        if got.mode == "RGBX":
            got = got.convert("RGB")
        assert got.mode == ref.mode, name
        assert np.array_equal(np.asarray(got), np.asarray(ref)), name


def _psnr(out: bytes, data: bytes) -> float:
    ref = Image.open(io.BytesIO(data))
    ref.load()
    want = np.asarray(imaging.to_mode(ref, 3).resize((64, 48), Image.Resampling.LANCZOS),
                      np.float64)
    got = np.asarray(Image.open(io.BytesIO(out)).convert("RGB"), np.float64)
    return 10 * math.log10(255 ** 2 / float(np.mean((got - want) ** 2)))


@pytest.mark.parametrize("fmt, kw", [("PNG", {}), ("WEBP", {"quality": 85}),
                                     ("WEBP", {"lossless": True})])
def test_quality_is_not_below_the_pillow_path(fmt, kw):
    """Against a full decode resized with Lanczos, as bench/decoders.py reports it."""
    new, old = [], []
    for seed in range(3):
        data = F.encode(_cutout(400, 300, seed), fmt, **kw)
        opts = dict(resize="stretch", width=64, height=48)
        new.append(_psnr(imaging.convert(data, _opts("scaled", **opts)).data, data))
        old.append(_psnr(imaging.convert(data, _opts("pillow", **opts)).data, data))
    assert np.mean(new) >= np.mean(old) > 25, (new, old)


@pytest.mark.parametrize("background", sorted(BACKGROUNDS))
def test_alpha_compositing_is_the_old_formula(background):
    """to_mode pastes an RGBA image's colour through its own alpha (no RGB copy first):
    the same bytes as pasting its RGB conversion through its alpha band, for every
    alpha value."""
    rng = np.random.default_rng(9)
    arr = rng.integers(0, 256, (64, 256, 4), dtype=np.uint8)
    arr[..., 3] = np.arange(256, dtype=np.uint8)[None, :]
    im = Image.fromarray(arr, "RGBA")
    colour = BACKGROUNDS[background]
    old = Image.new("RGB", im.size, colour)
    old.paste(im.convert("RGB"), mask=im.getchannel("A"))
    assert imaging.to_mode(im, 3, colour).tobytes() == old.tobytes()


def _damaged() -> list[tuple[str, bytes]]:
    out = []
    for name in ("rgba", "rgb", "grey", "interlaced"):
        data = PNGS[name][0]
        out += [(f"png {name} cut at {f}", data[: int(len(data) * f)]) for f in (0.3, 0.7, 0.97)]
        idat = data.index(b"IDAT") + 4
        out.append((f"png {name} bad filter byte", data[:idat + 2] + b"\x00" * 40
                    + data[idat + 42:]))
    for name in ("lossy", "lossless", "lossy_alpha"):
        data = WEBPS[name][0]
        out += [(f"webp {name} cut at {f}", data[: int(len(data) * f)]) for f in (0.3, 0.7, 0.97)]
        body = bytearray(data)
        body[len(body) // 2: len(body) // 2 + 64] = bytes(64)
        out.append((f"webp {name} zeroed middle", bytes(body)))
    return out


@pytest.mark.parametrize("what, data", _damaged(), ids=[n for n, _ in _damaged()])
def test_damaged_files_get_the_pillow_paths_verdict(what, data):
    verdicts: list[tuple] = []
    for decoder in ("pillow", "scaled", "turbo"):
        try:
            verdicts.append(("stored", imaging.convert(data, _opts(decoder)).data))
        except imaging.ImageError as e:
            verdicts.append(("rejected", str(e)))
        except Exception as e:  # noqa: BLE001 - whatever the Pillow path does, the same
            verdicts.append((type(e).__name__, str(e)))
    assert verdicts[0] == verdicts[1] == verdicts[2], what
    if "cut at" in what:
        assert verdicts[0][0] == "rejected" and any(
            w in verdicts[0][1] for w in ("cut short", "truncated", "corrupt")), what


def _png_bytes(im: Image.Image, **kw) -> bytes:
    buf = io.BytesIO()
    im.save(buf, "PNG", **kw)
    return buf.getvalue()


def _damage_idat(data: bytes) -> bytes:
    """64 zero bytes in the middle of the first IDAT chunk's data (its CRC kept): the
    deflate stream still inflates, to wrong pixels."""
    i = data.index(b"IDAT")
    n = struct.unpack(">I", data[i - 4:i])[0]
    mid = i + 4 + n // 2
    return data[:mid] + bytes(64) + data[mid + 64:]


@pytest.mark.parametrize("decoder", ["pillow", "scaled"])
@pytest.mark.parametrize("fmt", ["jpeg", "original"])
@pytest.mark.parametrize("interlace", [False, True])
def test_damaged_image_data_is_rejected_not_stored(decoder, fmt, interlace):
    """Neither Pillow nor libspng checks the image data's CRC: a PNG damaged in its pixel
    data was stored with wrong pixels (and TensorFlow's libpng refuses it)."""
    cut = _cutout(160, 120, 3)      # (Pillow 13 ignores its own interlace=True)
    data = _damage_idat(adam7(np.asarray(cut), 6) if interlace else _png_bytes(cut))
    opts = ImageOptions(width=32, height=32, resize="stretch", format=fmt, decoder=decoder)
    with pytest.raises(imaging.ImageError, match="IDAT chunk fails its checksum"):
        imaging.convert(data, opts)


def test_a_broken_text_chunk_gets_a_human_reason(monkeypatch):
    """Pillow refuses a PNG whose text chunk fails its checksum; the reason said
    "unexpected decoder error: KeyError: 'HEIF'" while pillow-heif was not registered."""
    from PIL import PngImagePlugin
    monkeypatch.delitem(Image.OPEN, "HEIF", raising=False)   # a worker before any HEIC
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", "hello")
    data = bytearray(_png_bytes(_photo(64, 48, 1), pnginfo=info))
    i = data.index(b"tEXt")
    n = struct.unpack(">I", data[i - 4:i])[0]
    data[i + 4 + n] ^= 0xFF                     # the tEXt chunk's CRC
    with pytest.raises(imaging.ImageError, match="begins like a PNG image but cannot be read"):
        imaging.convert(bytes(data), ImageOptions(width=32, height=32, resize="stretch"))


def test_a_reason_does_not_name_pillow_s_stream(tmp_path):
    """Opened from a file (the memory estimate reads the header that way), Pillow's
    message named its stream: "cannot identify image file <_io.BufferedReader name=9>"."""
    path = tmp_path / "broken.png"
    data = bytearray(_png_bytes(_photo(64, 48, 1)))
    data[29] ^= 0xFF                              # inside IHDR: its CRC no longer matches
    path.write_bytes(bytes(data))
    with open(path, "rb") as f, pytest.raises(imaging.ImageError) as e:
        imaging.open_image(f, 10**8)
    assert "begins like a PNG image" in str(e.value) and "<_io" not in str(e.value)
