"""Decoder paths (issue 16): the default "scaled" path (Pillow with libjpeg-turbo's 3/8
decode) and the opt-in turbo path (simplejpeg + OpenCV) against the old Pillow path, HEIC
through pillow-heif, AVIF through Pillow, and --resume across paths."""

import io
import math
import os
import struct
from dataclasses import replace

import numpy as np
import pillow_heif
import pytest
from PIL import Image

from engine import errors, magic, protocol, reason_codes
from engine.codecs import decoders, fast_jpeg, imaging
from engine.config import ConvertConfig, ImageOptions
from engine.errors import ConfigError
from engine.sources import reading
from tests.engine import imagefactory as F

pillow_heif.register_heif_opener()

TURBO = ImageOptions(decoder="turbo")
SCALED = ImageOptions(decoder="scaled")
PILLOW = ImageOptions(decoder="pillow")


def _opts(decoder: str, **kw) -> ImageOptions:
    return replace(ImageOptions(**kw), decoder=decoder)


def _pixels(enc) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(enc.data)))


def _photo(w: int, h: int, seed: int) -> Image.Image:
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


def _psnr(enc, data: bytes, size=(224, 224)) -> float:
    full = Image.open(io.BytesIO(data))
    full.load()
    ref = np.asarray(full.convert("RGB").resize(size, Image.Resampling.LANCZOS), np.float64)
    mse = float(np.mean((_pixels(enc).astype(np.float64) - ref) ** 2))
    return 10 * math.log10(255 ** 2 / mse)


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
    im = _photo(320, 240, 1)
    data = F.encode(im.convert("L") if what == "grey" else im.convert("CMYK")
                    if what == "cmyk" else im, "JPEG", quality=90,
                    progressive=what == "progressive")
    opts = _opts("pillow" if what == "pillow" else "turbo", width=64, height=64,
                 exact=what == "exact", format="original" if what == "original" else "jpeg")
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
    outs = [_pixels(imaging.convert(data, _opts(d, resize="none", format="png")))
            for d in ("turbo", "pillow", "scaled")]
    assert outs[0].shape == outs[1].shape
    assert outs[0].shape[:2] == ((64, 32) if orientation >= 5 else (32, 64))
    assert np.abs(outs[0].astype(int) - outs[1]).max() <= 3
    assert np.array_equal(outs[1], outs[2])   # no scaling asked for: the very same path


@pytest.mark.parametrize("decoder", ["turbo", "scaled"])
@pytest.mark.parametrize("resize", ["stretch", "fit", "crop"])
@pytest.mark.parametrize("channels", [3, 1])
def test_resize_modes_and_channels_agree_with_pillow(decoder, resize, channels):
    data = F.encode(_photo(400, 250, 2), "JPEG", quality=92)
    a, b = (imaging.convert(data, _opts(d, width=96, height=80, resize=resize,
                                        channels=channels, format="png"))
            for d in (decoder, "pillow"))
    assert (a.width, a.height, a.channels, a.colorspace) == \
           (b.width, b.height, b.channels, b.colorspace) == \
           (96, 80, channels, "RGB" if channels == 3 else "Grayscale")
    diff = np.abs(_pixels(a).astype(int) - _pixels(b))
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
    data = F.encode(_photo(*size, seed=5), "JPEG", quality=90, exif=exif.tobytes())
    w, h = target
    enc = imaging.convert(data, _opts(decoder, width=w, height=h, resize="crop", format="png"))
    assert _pixels(enc).shape == (h, w, 3)
    ref = imaging.convert(data, _opts("pillow", width=w, height=h, resize="stretch",
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
    data = F.encode(_photo(*size, seed=7), "JPEG", quality=90, exif=exif.tobytes())
    for (w, h), resize in [((224, 224), "stretch"), ((300, 200), "fit"),
                           ((300, 200), "crop"), ((48, 64), "crop"), ((64, 48), "none")]:
        shapes = {d: _pixels(imaging.convert(data, _opts(d, width=w, height=h, resize=resize,
                                                         format="png"))).shape
                  for d in ("pillow", "scaled", "turbo")}
        assert len(set(shapes.values())) == 1, (resize, (w, h), shapes)


def test_grey_jpeg_to_colour_and_raw():
    data = F.encode(_photo(200, 150, 3).convert("L"), "JPEG")
    enc = imaging.convert(data, _opts("turbo", width=50, height=40, format="raw"))
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
        data = F.encode(_photo(*size, seed=seed), "JPEG", quality=92)
        new.append(_psnr(imaging.convert(data, decoder), data))
        old.append(_psnr(imaging.convert(data, PILLOW), data))
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


# -- HEIC and AVIF, written by the libraries themselves ---------------------------------

@pytest.mark.parametrize("fmt, kind", [("HEIF", "heic"), ("AVIF", "avif")])
def test_heic_and_avif_are_sniffed_and_converted(fmt, kind):
    im = _photo(320, 240, 4)
    data = F.encode(im, fmt, quality=90)
    assert magic.sniff(data[:512]) == kind
    enc = imaging.convert(data, ImageOptions(width=64, height=48))
    assert (enc.width, enc.height, enc.channels) == (64, 48, 3)
    ref = np.asarray(im.resize((64, 48), Image.Resampling.BILINEAR), float)
    assert np.abs(_pixels(enc) - ref).mean() < 12
    grey = imaging.convert(F.encode(im.convert("L"), fmt, quality=90),
                           ImageOptions(width=64, height=48, channels=1))
    assert grey.channels == 1 and grey.colorspace == "Grayscale"


def test_heic_alpha_is_composited_on_the_background():
    im = Image.new("RGBA", (64, 64), (255, 0, 0, 255))
    im.paste((0, 0, 0, 0), (0, 0, 32, 64))                # left half transparent
    data = F.encode(im, "HEIF", quality=95)
    out = _pixels(imaging.convert(data, ImageOptions(width=64, height=64, resize="none",
                                                     format="png", background="black")))
    assert out[32, 8].max() < 40                          # black where transparent
    assert out[32, 56, 0] > 200 and out[32, 56, 1] < 60    # red where opaque


def test_avif_exif_rotation_is_applied():
    im = Image.new("RGB", (64, 32), (255, 255, 255))
    exif = Image.Exif()
    exif[0x0112] = 6
    enc = imaging.convert(F.encode(im, "AVIF", exif=exif), ImageOptions(resize="none",
                                                                        format="png"))
    assert (enc.width, enc.height) == (32, 64)


def _box(kind: bytes, body: bytes, large: bool = False) -> bytes:
    if large:   # a 64-bit length after the type
        return struct.pack(">I4sQ", 1, kind, 16 + len(body)) + body
    return struct.pack(">I4s", 8 + len(body), kind) + body


def test_the_iso_box_walk_finds_where_a_cut_file_ends():
    ftyp = _box(b"ftyp", b"heic\0\0\0\0mif1heic")
    whole = ftyp + _box(b"meta", bytes(40)) + _box(b"mdat", bytes(300), large=True)

    def cut(data: bytes):
        f = io.BytesIO(data)
        f.seek(5)
        box = magic.iso_box_cut(f)
        assert f.tell() == 5    # the caller's position is put back
        return box

    assert cut(whole) is None
    assert cut(whole[:-1]) == "mdat" and cut(whole[:len(ftyp) + 20]) == "meta"
    assert cut(whole[:len(ftyp) + 48 + 12]) == "mdat"   # inside the 64-bit length
    assert cut(whole[:10]) == "ftyp"
    assert cut(ftyp + struct.pack(">I4s", 0, b"mdat") + bytes(9)) is None   # runs to the end
    assert cut(whole + b"\xff\xfe\x00\x01\x80\x90\xa0\xb0 trailing bytes") is None


@pytest.mark.parametrize("fmt, kind", [("HEIF", "heic"), ("AVIF", "avif")])
def test_a_cut_heic_or_avif_is_named_cut_short(fmt, kind):
    # libheif said "Invalid input: Unexpected end of file: Extent in iloc box references
    # data outside of file"; Pillow's AVIF opener "corrupt AVIF header: cannot identify
    # image file", as if the header were damaged.
    data = F.encode(_photo(320, 240, 6), fmt, quality=90)
    for keep in (len(data) // 50, len(data) // 2, len(data) - 1):
        with pytest.raises(errors.ImageError) as e:
            imaging.convert(data[:keep], ImageOptions(width=64, height=48))
        assert str(e.value).startswith(f"{kind.upper()} is cut short: the file ends "
                                       "before its picture data does")
        assert reason_codes.describe(str(e.value)) == ("file.iso_cut",
                                                       {"format": kind.upper()})
        with pytest.raises(errors.ImageError, match="cut short"):
            imaging.convert(data[:keep], ImageOptions(format="original"))
    # what follows the last box is the decoder's business, as junk after a JPEG's end
    enc = imaging.convert(data + b"\xff\xd9 junk after the boxes\x00",
                          ImageOptions(width=64, height=48))
    assert (enc.width, enc.height) == (64, 48)


@pytest.mark.parametrize("fmt", ["HEIF", "AVIF"])
@pytest.mark.parametrize("decoder", ["pillow", "scaled", "turbo"])
@pytest.mark.parametrize("orientation, corner", [(1, (0, 0)), (3, (1, 1)), (6, (0, 1)),
                                                 (8, (1, 0))])
def test_heic_and_avif_rotations_on_every_path(fmt, decoder, orientation, corner):
    # A phone's portrait photo: written by the libraries themselves with an EXIF
    # orientation (pillow-heif turns it into the file's own rotation), stored turned as a
    # viewer shows it. The red block sits in the picture's top-left corner before turning.
    data = F.corner_marked(fmt, orientation, quality=90)
    enc = imaging.convert(data, _opts(decoder, resize="none", format="png"))
    out = _pixels(enc)
    assert out.shape[:2] == ((120, 60) if orientation >= 5 else (60, 120))
    assert F.red_corner(out) == corner


def test_other_iso_media_files_are_not_taken_for_photos():
    mp4 = b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2" + bytes(100)
    assert magic.sniff(mp4) == "video"
    with pytest.raises(errors.ImageError, match="not a recognised image format"):
        imaging.convert(mp4, ImageOptions())


def test_memory_estimate_covers_heic(tmp_path):
    data = F.encode(_photo(800, 600, 5), "HEIF", quality=80)
    path = F.write(tmp_path / "a.heic", data)
    assert reading.memory_needed(str(path), ImageOptions()) >= 800 * 600 * 12


# -- --resume across decoder paths --------------------------------------------------------

def test_resume_refuses_to_mix_decoder_paths(tmp_path):
    src = tmp_path / "src"
    for i in range(4):
        F.write(src / "a" / f"{i}.jpg", F.encode(_photo(120, 90, i), "JPEG"))
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, "--workers", "1", "--size", "32")
    env = dict(os.environ, **{decoders.DECODER_ENV: "pillow"})
    code, _, err = F.run_engine(argv, env=env)
    assert code == protocol.EXIT_OK, err
    for other in ("turbo", "auto"):        # auto: the default, scaled
        env[decoders.DECODER_ENV] = other
        code, events, err = F.run_engine(argv + ["--resume"], env=env)
        assert code == protocol.EXIT_RESUME_MISMATCH
        assert "pillow decoder path" in err and "--decoder pillow" in err
        # coded, so that the window says it in its language
        [failed] = [e for e in events if e["type"] == "run_failed"]
        assert (failed["code"], failed["params"]["theirs"]) == ("resume.other_decoder",
                                                                "pillow")
    # --decoder names the path on the command line (what the window passes), over the env
    code, _, err = F.run_engine(argv + ["--resume", "--decoder", "pillow"], env=env)
    assert code == protocol.EXIT_OK, err
    env[decoders.DECODER_ENV] = "pillow"
    code, _, err = F.run_engine(argv + ["--resume", "--decoder", "scaled"], env=env)
    assert code == protocol.EXIT_RESUME_MISMATCH and "the scaled path" in err
    code, _, err = F.run_engine(argv + ["--resume"], env=env)
    assert code == protocol.EXIT_OK, err


def test_decoder_option_is_checked_like_the_environment_variable(monkeypatch):
    from engine.commands import cli
    monkeypatch.setenv(decoders.DECODER_ENV, "pillow")
    parser = cli.build_parser()

    def decoder(*extra: str) -> str:
        return cli.config_from_args(parser.parse_args(["convert", "src", "--out", "o", *extra])
                                    ).image.decoder
    assert decoder() == "pillow"                       # not given: the environment's
    assert decoder("--decoder", "auto") == "scaled"
    assert decoder("--decoder", "Turbo") == "turbo"
    with pytest.raises(ConfigError, match="--decoder 'fastest': use auto, scaled"):
        decoder("--decoder", "fastest")
    monkeypatch.setattr(decoders, "fast_path_available", lambda: False)
    with pytest.raises(ConfigError, match="--decoder turbo needs simplejpeg"):
        decoder("--decoder", "turbo")


def test_default_path_shards_are_identical_at_any_worker_count(tmp_path):
    src = tmp_path / "src"
    for i in range(12):
        F.write(src / "ab"[i % 2] / f"{i}.jpg", F.encode(_photo(300, 200, i), "JPEG"))
    outs = []
    for workers in ("1", "2"):
        out = tmp_path / f"out{workers}"
        code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", workers, "--size", "64"))
        assert code == protocol.EXIT_OK, err
        outs.append(F.folder_bytes(out, F.shard_names(out)))
    assert outs[0] == outs[1]
    assert F.manifest(tmp_path / "out1")["options"]["image"]["decoder"] == "scaled"


# -- the scaled path's 3/8 decode -----------------------------------------------------------

@pytest.mark.parametrize("size, target, decoded", [
    ((696, 613), 224, (261, 230)),      # 3/8 covers the target where Pillow's draft took 1/2
    ((696, 613), 300, (348, 307)),      # 3/8 (261) would not: 1/2, as Pillow's draft does
    ((696, 613), 150, (174, 154)),      # 1/4 covers it: Pillow's own draft
    ((696, 613), 400, (696, 613)),      # over half: full size
    ((1800, 1350), 224, (450, 338)),    # 1/8 is 169 high: 1/4
])
def test_scaled_path_decodes_at_the_smallest_scale_covering_the_target(size, target, decoded):
    data = F.encode(_photo(*size, seed=1), "JPEG", quality=90)
    opts = _opts("scaled", width=target, height=target)
    im, kind = imaging.open_image(data, opts.max_pixels)
    imaging.prepare_decode(im, kind, opts)
    im.load()
    assert im.size == decoded
    arr = np.asarray(im)
    assert arr.shape[:2] == decoded[::-1] and arr.std() > 10   # a real picture, not garbage
    assert imaging.convert(data, opts).width == target


def test_scaled_decode_gives_libjpeg_turbos_own_3_8_pixels():
    import simplejpeg  # a dependency of the project (pyproject.toml)
    data = F.encode(_photo(696, 613, 3), "JPEG", quality=92)
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
    im = _photo(*size, seed=7)
    data = F.encode(im.convert("L") if grey else im, "JPEG", quality=90,
                    subsampling=subsampling, progressive=progressive)
    opts = _opts("scaled", width=224, height=224, channels=1 if grey else 3)
    pil, kind = imaging.open_image(data, opts.max_pixels)
    imaging.prepare_decode(pil, kind, opts)
    assert pil.decoderconfig == (3, 0)
    ref = simplejpeg.decode_jpeg(data, "GRAY" if grey else "RGB", min_width=224,
                                 min_height=224)
    got = np.asarray(pil)
    assert got.shape[:2] == ref.shape[:2] == (-(-size[1] * 3 // 8), -(-size[0] * 3 // 8))
    assert np.array_equal(got, ref[..., 0] if grey else ref)


def test_default_worker_and_engine_process_import_neither_numpy_nor_opencv(tmp_path):
    """The memory target of issue 16: a worker on the default path holds what the old
    Pillow path held (numpy alone is +14 MB resident), and the engine process does not
    import numpy either (only for its version in the run log, it cost 0.09 s of CPU)."""
    import subprocess
    import sys
    src = tmp_path / "src"
    for i in range(3):
        F.write(src / "a" / f"{i}.jpg", F.encode(_photo(400, 300, i), "JPEG"))
    argv = [str(a) for a in F.engine_argv(src, tmp_path / "out", "--workers", "1")[3:]]
    code = f"""
import sys
if __name__ == "__main__":
    from engine.codecs import imaging
    from engine.commands import cli
    from engine.run import worker
    from engine.config import ImageOptions
    assert cli.main({argv!r}) == 0
    parent = sorted(m for m in ("numpy", "cv2", "simplejpeg", "pyspng") if m in sys.modules)
    worker.configure(ImageOptions())
    imaging.convert(open({str(src / 'a' / '0.jpg')!r}, "rb").read(), ImageOptions())
    print(parent, sorted(m for m in ("numpy", "cv2", "simplejpeg", "pyspng") if m in sys.modules))
"""
    env = {k: v for k, v in os.environ.items() if k != decoders.DECODER_ENV}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n")[-2] == "[] []"
