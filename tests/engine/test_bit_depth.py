"""--bit-depth (engine.codecs.bit_depth): 12-bit camera data in 16-bit PNG and TIFF files is
stored as 0..255 (not as the almost black 0..15 of the default's top 8 bits), in the same
bytes on every decoder path (Pillow, libspng; raw, libtiff; either byte order); the
default keeps today's bytes; 8-bit images are not changed."""

from __future__ import annotations

import io
import struct
import zlib
from dataclasses import replace

import cv2
import numpy as np
import pytest
from PIL import Image

from engine.codecs import bit_depth, imaging, png_fast
from engine.config import DECODERS, ConvertConfig, ImageOptions
from engine.errors import ConfigError, ImageError
from engine.reason_codes import describe
from tests.engine import imagefactory as F

H, W = 36, 48


def _twelve_bit(bands: int) -> np.ndarray:
    """A 12-bit picture in uint16: a horizontal ramp 0..4095 (both ends present), its
    mirror, a vertical ramp; an alpha band of every 16-bit value when ``bands`` is 4."""
    y, x = np.mgrid[0:H, 0:W]
    ramp = (x * 4095 // (W - 1)).astype(np.uint16)
    if bands == 1:
        return ramp
    planes = [ramp, 4095 - ramp, (y * 4095 // (H - 1)).astype(np.uint16)]
    if bands == 4:
        planes.append((y * 65535 // (H - 1)).astype(np.uint16))
    return np.stack(planes, -1)


def _files(arr: np.ndarray) -> dict[str, bytes]:
    """The picture as a hand-written PNG, raw TIFFs of both byte orders (Pillow's raw
    decoder), an LZW TIFF (libtiff) and OpenCV's PNG."""
    bgr = arr if arr.ndim == 2 else arr[..., [2, 1, 0, 3][:arr.shape[2]]]
    return {"png": F.png16(arr), "tiff": F.tiff16(arr), "tiff_be": F.tiff16(arr, ">"),
            "tiff_lzw": cv2.imencode(".tif", bgr)[1].tobytes(),
            "png_cv": cv2.imencode(".png", bgr)[1].tobytes()}


def _raw(data: bytes, bits: int, decoder: str = "scaled", **kw) -> np.ndarray:
    kw.setdefault("channels", 3)
    opts = replace(ImageOptions(resize="none", format="raw", bit_depth=bits, **kw),
                   decoder=decoder)
    out = imaging.convert(data, opts)
    return np.frombuffer(out.data, np.uint8).reshape(out.height, out.width, out.channels)


@pytest.mark.parametrize("bands", [1, 3, 4], ids=["grey", "rgb", "rgba"])
@pytest.mark.parametrize("bits", [16, 14, 12, 10])
def test_every_decoder_path_and_file_layout_gives_the_same_bytes(bands, bits):
    arr = _twelve_bit(bands)
    for fmt, channels in (("jpeg", 3), ("png", 1), ("raw", 3)):
        stored = {(name, decoder): imaging.convert(data, replace(ImageOptions(
            40, 30, "fit", fmt, channels=channels, bit_depth=bits), decoder=decoder)).data
            for name, data in _files(arr).items() for decoder in DECODERS}
        assert len(set(stored.values())) == 1, (fmt, sorted(
            k for k, v in stored.items() if v != stored[("png", "pillow")]))


@pytest.mark.parametrize("bands", [1, 3, 4], ids=["grey", "rgb", "rgba"])
def test_twelve_bits_make_0_to_4095_into_0_to_255(bands):
    arr = _twelve_bit(bands)
    colour = arr if arr.ndim == 2 else arr[..., 0]
    for name, data in _files(arr).items():
        for decoder in DECODERS:
            got = _raw(data, 12, decoder, background="black")
            red = got[..., 0]
            if bands == 4:   # composited on black: the alpha ramp scales the colour
                alpha = (arr[..., 3] >> 8).astype(np.float64) / 255
                want = np.round((colour >> 4) * alpha)
                assert np.abs(red - want).max() <= 1, (name, decoder)
                assert red[-1, -1] == 255 and red[-1, 0] == 0
                continue
            assert np.array_equal(red, colour >> 4), (name, decoder)
            assert red[0, 0] == 0 and red[0, -1] == 255, (name, decoder)
    # the default, as before the option: the top 8 of 16 bits, 4095 -> 15
    assert _raw(_files(arr)["png"], 16, background="black")[-1, -1, 0] == 15


def test_values_above_the_depth_become_white():
    arr = np.array([[0, 1023, 1024, 4095, 4096, 65535]], np.uint16)
    for data in (F.png16(arr), F.tiff16(arr), F.png16(np.dstack([arr] * 3))):
        assert _raw(data, 10)[0, :, 0].tolist() == [0, 255, 255, 255, 255, 255]
        assert _raw(data, 12)[0, :, 0].tolist() == [0, 63, 64, 255, 255, 255]
        assert _raw(data, 14)[0, :, 0].tolist() == [0, 15, 16, 63, 64, 255]
        assert _raw(data, 16)[0, :, 0].tolist() == [0, 3, 4, 15, 16, 255]


def test_signed_and_32_bit_grey_is_scaled_and_clipped_below_zero():
    arr = np.array([[-300, 0, 100, 4095, 70000]], np.int32)
    im = Image.fromarray(arr, "I")
    assert im.mode == "I"
    got = np.asarray(imaging.to_mode(im, 1, bits=12))[0].tolist()
    assert got == [0, 0, 6, 255, 255]
    # the default keeps what it did: 8-bit values in 32 bits as they are, else the top 8
    assert np.asarray(imaging.to_mode(Image.fromarray(np.array([[3, 200]], np.int32), "I"),
                                      1))[0].tolist() == [3, 200]
    assert np.asarray(imaging.to_mode(im, 1))[0].tolist() == [0, 0, 0, 15, 255]


def test_eight_bit_images_are_not_changed():
    photo = F.noise(60, 40, 3)
    for data in (F.encode(photo, "PNG"), F.encode(photo, "TIFF"), F.encode(photo, "JPEG"),
                 F.encode(photo.convert("L"), "PNG"), F.encode(photo.convert("RGBA"), "PNG")):
        for decoder in DECODERS:
            assert _raw(data, 12, decoder).tobytes() == _raw(data, 16, decoder).tobytes()


def test_libspng_takes_16_bit_pngs_only_for_a_bit_depth_below_16(monkeypatch):
    calls: list = []
    real = png_fast._deep
    monkeypatch.setattr(png_fast, "_deep", lambda *a: calls.append(a[-1]) or real(*a))
    data = F.png16(_twelve_bit(3))
    _raw(data, 16)
    assert calls == []                    # Pillow's, as before
    _raw(data, 12)
    assert calls == [12]
    _raw(data, 12, "pillow")
    assert calls == [12]                  # the Pillow path is Pillow's alone


def _with_exif(png: bytes, orientation: int) -> bytes:
    """``png`` with an eXIf chunk (before its pixels) giving an EXIF orientation."""
    exif = Image.Exif()
    exif[0x0112] = orientation
    body = exif.tobytes()
    chunk = struct.pack(">I", len(body)) + b"eXIf" + body + \
        struct.pack(">I", zlib.crc32(b"eXIf" + body) & 0xFFFFFFFF)
    return png[:33] + chunk + png[33:]


def test_a_rotated_16_bit_png_is_turned_alike_on_every_path():
    data = _with_exif(F.png16(_twelve_bit(3)), 6)
    stored = {d: _raw(data, 12, d) for d in DECODERS}
    assert stored["pillow"].shape == (W, H, 3)           # turned
    assert all(np.array_equal(a, stored["pillow"]) for a in stored.values())


def test_grey_alpha_16_bit_png_is_refused_with_a_bit_depth_and_read_without():
    arr = _twelve_bit(1)
    raw = b"".join(b"\0" + np.dstack([arr[y], arr[y]]).astype(">u2").tobytes()
                   for y in range(H))
    ihdr = struct.pack(">IIBBBBB", W, H, 16, 4, 0, 0, 0)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + \
            struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) \
        + chunk(b"IEND", b"")
    assert Image.open(io.BytesIO(data)).mode == "RGBA"
    for decoder in DECODERS:
        with pytest.raises(ImageError, match="16-bit PNG whose low bits cannot be read") as no:
            _raw(data, 12, decoder)
        assert describe(str(no.value)) == ("file.deep_layout", {"format": "PNG", "bits": "12"})
        assert _raw(data, 16, decoder).shape == (H, W, 3)
    assert data == F.png16(np.dstack([arr, arr]))   # (as the factory writes it)


@pytest.mark.parametrize("layout", ["cmyk", "premultiplied"])
@pytest.mark.parametrize("order", ["<", ">"])
def test_cmyk_and_premultiplied_16_bit_tiffs_are_refused_below_16(layout, order, tmp_path):
    """A 16-bit CMYK TIFF was stored from its high bytes at --bit-depth 12 (Pillow reads
    CMYK as its top 8 bits), another brightness than the dataset's, though the refusal's
    words name CMYK. The header alone says so (deep_layout, layout_of: what the scans ask)."""
    data = F.tiff16(_twelve_bit(4), order, layout)
    for decoder in DECODERS:
        with pytest.raises(ImageError, match="16-bit TIFF whose low bits cannot be read") as no:
            _raw(data, 12, decoder)
        assert describe(str(no.value)) == ("file.deep_layout", {"format": "TIFF", "bits": "12"})
        assert str(no.value) == bit_depth.refusal("TIFF", 12)
        assert _raw(data, 16, decoder).shape == (H, W, 3)
    path = F.write(tmp_path / "x.tif", data)
    assert bit_depth.layout_of(str(path)) == "TIFF"
    assert bit_depth.is_deep(Image.open(io.BytesIO(data)))
    for ok in (F.tiff16(_twelve_bit(4), order), F.png16(_twelve_bit(3)),
               F.encode(F.noise(8, 8, 1), "TIFF")):
        assert not bit_depth.deep_layout(Image.open(io.BytesIO(ok)))
        assert bit_depth.layout_of(str(F.write(tmp_path / "ok.bin", ok))) == ""
    assert bit_depth.layout_of(str(tmp_path / "gone.tif")) == ""


def test_the_option_is_checked_and_recorded_only_when_not_16():
    with pytest.raises(ConfigError, match="--bit-depth 11: use 16, 14, 12 or 10"):
        ImageOptions(bit_depth=11)
    assert "bit_depth" not in ConvertConfig("s", "o").output_options()["image"]
    assert ConvertConfig("s", "o", image=ImageOptions(bit_depth=12)
                         ).output_options()["image"]["bit_depth"] == 12


def test_the_window_reads_the_brightest_value_and_the_picture_as_the_run_does(tmp_path):
    for bands in (1, 3, 4):
        arr = _twelve_bit(bands)
        for name, data in _files(arr).items():
            path = F.write(tmp_path / f"{name}{bands}.bin", data)
            whole = bit_depth.read_whole(str(path), 10**8)
            assert whole is not None and whole.orientation == 1, name
            values = whole.values
            assert bit_depth.brightest(values) == 4095, name
            picture = bit_depth.eight_bit(values, 12)
            want = _raw(data, 12, channels=1 if bands == 1 else 3, background="black")
            if bands == 4:
                picture = Image.alpha_composite(Image.new("RGBA", picture.size, "black"),
                                                picture).convert("RGB")
            assert np.array_equal(np.asarray(picture).reshape(want.shape), want), name
        assert bit_depth.read_whole(str(path), H * W - 1) is None   # too many pixels
    photo = F.write(tmp_path / "photo.png", F.encode(F.noise(20, 10, 1), "PNG"))
    assert bit_depth.read_whole(str(photo), 10**8) is None   # 8-bit
    assert bit_depth.read_whole(str(tmp_path / "gone.png"), 10**8) is None


def test_the_window_opens_a_16_bit_file_once_and_learns_its_turn(monkeypatch, tmp_path):
    """read_whole opened every file twice (its header, then its bytes): once is enough, and
    16-bit colour opens only its low bytes' twin besides, as the run decodes it. It says
    the EXIF orientation the run turns the picture by, read from the file it decoded."""
    opened: list[str] = []
    real = Image.open
    monkeypatch.setattr(Image, "open", lambda fp, *a, **k: opened.append(fp) or real(fp, *a, **k))
    for bands, opens in ((1, 1), (3, 2)):
        for orientation, late in ((1, False), (6, False), (8, True)):
            png = F.png16(_twelve_bit(bands))
            if orientation != 1:
                png = F.png_oriented(png, orientation, late=late)
            path = F.write(tmp_path / f"{bands}-{orientation}.png", png)
            opened.clear()
            whole = bit_depth.read_whole(str(path), 10**8)
            assert whole is not None and whole.orientation == orientation
            assert whole.values.shape[:2] == (H, W)   # as stored: the window turns it
            assert len(opened) == opens, opened
            assert {str(x) for x in opened} == {str(path)}   # the file, not a copy of its bytes
            stored = _raw(png, 16)
            assert stored.shape[:2] == ((W, H) if orientation >= 5 else (H, W))
