"""Bad input is handled per file (issue 3): converted correctly, or rejected with a
one-line reason in rejected.csv and an item_failed event, while the rest of the run goes on.

Most kinds share one conversion of a deliberately messy folder (module fixture, run
in-process through Converter so a file can be deleted between the scan and the conversion);
each kind has its own test asserting on its own file."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import errors, protocol
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.run.pipeline import Converter

CLS = "photos"          # the class folder holding the odd files
CMYK_COLOUR = (0, 128, 255, 0)      # orange: RGB ~ (255, 127, 0)
RGB16 = (0xC000, 0x4000, 0x0080)    # -> (192, 64, 0) in 8 bits
UNICODE_CLASSES = ["猫", "고양이", "with space", "comma, class", 'say "hi"']


def _messy_files() -> dict[str, bytes]:
    import pillow_heif  # a dependency (pyproject.toml): Pillow writes HEIC through it
    pillow_heif.register_heif_opener()
    noise_jpeg = F.encode(F.noise(300, 200, 1), "JPEG", quality=90)
    rgb = F.solid()
    grey16 = np.full((20, 40), 0x8000, np.uint16)
    rgb16 = np.zeros((20, 40, 3), np.uint16)
    rgb16[...] = RGB16
    la = Image.new("LA", (40, 20), (100, 128))
    pal = Image.new("P", (40, 20), 0)
    pal.putpalette([255, 0, 0, 0, 255, 0] + [0] * 762)
    pal.paste(1, (20, 0, 40, 20))   # left half index 0 (transparent), right half green
    files = {
        "zero.jpg": b"",
        "truncated.jpg": noise_jpeg[: len(noise_jpeg) * 6 // 10],
        "text.jpg": b"This is not a picture.\nJust some notes.\n",
        "png_named.jpg": F.encode(rgb, "PNG"),
        "junk_after_end.jpg": F.encode(rgb, "JPEG", quality=95) + b"\x00JUNK" * 200,
        "cmyk.jpg": F.encode(Image.new("CMYK", (40, 20), CMYK_COLOUR), "JPEG", quality=95),
        "grey16.png": F.png16(grey16),
        "rgb16.png": F.png16(rgb16),
        "grey16.tif": F.tiff16(grey16),
        "rgb16.tif": F.tiff16(rgb16),
        "grey_alpha.png": F.encode(la, "PNG"),
        "palette_transparent.png": F.encode(pal, "PNG", transparency=0),
        "animated.gif": F.animated_gif(),
        "image.webp": F.encode(rgb, "WEBP", quality=95),
        "image.bmp": F.encode(rgb, "BMP"),
        "one_pixel.png": F.encode(Image.new("RGB", (1, 1), (10, 200, 30)), "PNG"),
        "wide_6000x8.jpg": F.encode(Image.new("RGB", (6000, 8), (10, 200, 30)), "JPEG"),
        "bomb.png": F.png_bomb(40000, 40000),
        "drawing.svg": b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
                       b'width="10" height="10"><rect width="10" height="10"/></svg>\n',
        "drawing_named.jpg": b'<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
        "photo.heic": b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic" + bytes(200),
        "cut_phone_photo.heic": F.encode(F.noise(300, 200, 2), "HEIF", quality=80)[:1500],
        "cut_phone_photo.avif": F.encode(F.noise(300, 200, 3), "AVIF", quality=80)[:1500],
        "deleted_after_scan.jpg": F.encode(rgb, "JPEG"),
        "exif_rotated.jpg": F.jpeg_with_orientation((40, 20), 6),
        "exif_none.jpg": F.jpeg_with_orientation((40, 20), None),
        "exif_corrupt.jpg": F.encode(rgb, "JPEG", quality=95,
                                     exif=b"Exif\x00\x00II*\x00\xff\xff\xff\x7fgarbage"),
    }
    return {f"{CLS}/{k}": v for k, v in files.items()}


class Messy:
    def __init__(self, root: Path):
        self.src = root / "src"
        self.out = root / "out"
        for rel, data in _messy_files().items():
            F.write(self.src / rel, data)
        for i, cls in enumerate(UNICODE_CLASSES):
            name = {0: "ねこ 1.jpg", 1: "사진, 2.jpg", 2: "a b.jpg", 3: "x,y.jpg",
                    4: 'the "best".jpg'}[i]
            F.write(self.src / cls / name, F.encode(F.solid(color=(20 * i, 100, 50)), "JPEG"))
        os.symlink(self.src / CLS / "nowhere.jpg", self.src / CLS / "broken_link.jpg")
        self.events: list[protocol.Event] = []
        self.deleted = self.src / CLS / "deleted_after_scan.jpg"

        def listen(ev):
            self.events.append(ev)
            if isinstance(ev, protocol.Plan):
                # After the scan listed it, before any worker reads it.
                self.deleted.unlink()

        em = Emitter("none")
        em.listeners.append(listen)
        cfg = ConvertConfig(source=str(self.src), out=str(self.out),
                            image=ImageOptions(resize="none"), workers=2, num_shards=2)
        self.code = Converter(cfg, em).run().exit_code
        self.records = F.records_by_name(self.out)
        self.rejected = {Path(r["path"]).name: r for r in F.rejected_rows(self.out)}
        self.failed_events = {Path(e.path).name: e for e in self.events
                              if isinstance(e, protocol.ItemFailed)}

    def converted(self, name: str) -> dict:
        assert name not in self.rejected, self.rejected.get(name)
        return self.records[f"{CLS}/{name}"]

    def reason(self, name: str) -> str:
        assert f"{CLS}/{name}" not in self.records
        row = self.rejected[name]
        ev = self.failed_events[name]
        assert ev.reason == row["reason"] and ev.stage == row["stage"]
        assert "\n" not in row["reason"] and row["reason"].strip()
        return row["reason"]


@pytest.fixture(scope="module")
def messy(tmp_path_factory) -> Messy:
    return Messy(tmp_path_factory.mktemp("messy"))


def _close(pixel, expected, tol=12):
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(pixel, expected, strict=True))


def test_run_goes_on_and_accounts_for_every_file(messy):
    assert messy.code == protocol.EXIT_OK
    inputs = {str(p.relative_to(messy.src)) for p in messy.src.rglob("*")
              if p.is_file() or p.is_symlink()} | {f"{CLS}/deleted_after_scan.jpg"}
    written = set(messy.records)
    rejected = [str(Path(row["path"]).relative_to(messy.src))
                for row in F.rejected_rows(messy.out)]
    assert len(rejected) == len(set(rejected))
    assert written.isdisjoint(rejected)
    assert written | set(rejected) == inputs
    fin = [e for e in messy.events if isinstance(e, protocol.RunFinished)][-1]
    assert fin.status == "ok"
    assert fin.summary.written == len(written)
    assert F.manifest(messy.out)["total_records"] == len(written)


def test_zero_byte_file(messy):
    assert "empty file" in messy.reason("zero.jpg")


def test_truncated_jpeg(messy):
    # said as the window's scan says it ("cut off"): its end marker is missing
    assert messy.reason("truncated.jpg").startswith(
        "JPEG is cut short: the file ends before its picture data does")


@pytest.mark.parametrize("name", ["cut_phone_photo.heic", "cut_phone_photo.avif"])
def test_cut_heic_and_avif_are_named_cut_short(messy, name):
    # The worker opens them for their memory estimate first: Pillow's AVIF opener said
    # "corrupt AVIF header: cannot identify image file" there.
    assert messy.reason(name).startswith(
        f"{name[-4:].upper()} is cut short: the file ends before its picture data does")


def test_text_file_named_jpg(messy):
    assert "not an image" in messy.reason("text.jpg")


def test_png_named_jpg_is_converted(messy):
    r = messy.converted("png_named.jpg")
    assert r["image/format"] == b"jpeg"
    assert _close(F.decoded(r).getpixel((5, 5)), (200, 30, 60))


def test_junk_after_jpeg_end_marker_is_converted(messy):
    r = messy.converted("junk_after_end.jpg")
    assert (r["image/width"], r["image/height"]) == (40, 20)
    assert _close(F.decoded(r).getpixel((5, 5)), (200, 30, 60))


def test_cmyk_jpeg_colours(messy):
    r = messy.converted("cmyk.jpg")
    im = F.decoded(r)
    assert im.mode == "RGB" and r["image/channels"] == 3
    expected = Image.new("CMYK", (1, 1), CMYK_COLOUR).convert("RGB").getpixel((0, 0))
    assert _close(im.getpixel((20, 10)), expected), (im.getpixel((20, 10)), expected)
    assert _close(expected, (255, 127, 0), 3)   # orange, not its inverse (Adobe CMYK)


@pytest.mark.parametrize("name,expected", [
    ("grey16.png", (128, 128, 128)), ("rgb16.png", (192, 64, 0)),
    ("grey16.tif", (128, 128, 128)), ("rgb16.tif", (192, 64, 0)),
])
def test_16_bit_png_and_tiff(messy, name, expected):
    r = messy.converted(name)
    assert (r["image/width"], r["image/height"], r["image/channels"]) == (40, 20, 3)
    assert _close(F.decoded(r).getpixel((10, 10)), expected, 4)


def test_grey_alpha_png(messy):
    # grey 100 at alpha 128 over the white background (config.ALPHA_BACKGROUND)
    px = F.decoded(messy.converted("grey_alpha.png")).getpixel((10, 10))
    assert _close(px, (177, 177, 177), 6)


def test_palette_png_with_transparency(messy):
    im = F.decoded(messy.converted("palette_transparent.png"))
    assert _close(im.getpixel((5, 10)), (255, 255, 255))   # transparent -> white
    assert _close(im.getpixel((35, 10)), (0, 255, 0))


def test_animated_gif_first_frame(messy):
    im = F.decoded(messy.converted("animated.gif"))
    assert _close(im.getpixel((20, 10)), (255, 0, 0))


@pytest.mark.parametrize("name", ["image.webp", "image.bmp"])
def test_webp_and_bmp(messy, name):
    assert _close(F.decoded(messy.converted(name)).getpixel((20, 10)), (200, 30, 60))


def test_one_pixel_image(messy):
    r = messy.converted("one_pixel.png")
    assert (r["image/width"], r["image/height"]) == (1, 1)
    assert _close(F.decoded(r).getpixel((0, 0)), (10, 200, 30))


def test_6000x8_image(messy):
    r = messy.converted("wide_6000x8.jpg")
    assert (r["image/width"], r["image/height"]) == (6000, 8)
    assert F.decoded(r).size == (6000, 8)


def test_very_wide_image_resized(tmp_path):
    """The same 6000x8 strip through every resize mode (tiny factors on one axis)."""
    from engine.codecs import imaging
    data = F.encode(Image.new("RGB", (6000, 8), (10, 200, 30)), "JPEG")
    for mode in ("stretch", "fit", "crop"):
        img = imaging.convert(data, ImageOptions(width=32, height=32, resize=mode))
        assert (img.width, img.height) == (32, 32)


def test_decompression_bomb_refused_before_decoding(messy):
    reason = messy.reason("bomb.png")
    assert "40000x40000" in reason and "--max-pixels" in reason


def test_bomb_is_refused_without_decoding(monkeypatch):
    """The pixel check happens on the header alone: the decoder is never started."""
    from PIL import ImageFile

    from engine.codecs import imaging
    monkeypatch.setattr(ImageFile.ImageFile, "load",
                        lambda self: pytest.fail("the bomb was decoded"))
    with pytest.raises(errors.ImageError, match="max-pixels"):
        imaging.convert(F.png_bomb(), ImageOptions())
    # and the documented default is what the CLI uses
    from engine.commands.cli import build_parser
    from engine.config import DEFAULT_MAX_PIXELS
    args = build_parser().parse_args(["convert", "x", "--out", "y"])
    assert args.max_pixels == DEFAULT_MAX_PIXELS == 100_000_000


@pytest.mark.parametrize("name,word", [("drawing.svg", "SVG"), ("drawing_named.jpg", "SVG"),
                                       ("photo.heic", "HEIC")])
def test_unsupported_format_is_named(messy, name, word):
    assert word in messy.reason(name)


def test_broken_symlink(messy):
    assert messy.rejected["broken_link.jpg"]["stage"] == "scan"
    assert "broken symbolic link" in messy.reason("broken_link.jpg")


def test_file_deleted_between_scan_and_conversion(messy):
    assert not messy.deleted.exists()
    assert "deleted after the scan" in messy.reason("deleted_after_scan.jpg")


def test_exif_orientation_applied(messy):
    r = messy.converted("exif_rotated.jpg")
    assert (r["image/width"], r["image/height"]) == (20, 40)   # 40x20 turned upright
    im = F.decoded(r)
    # orientation 6 = rotate 90 degrees clockwise: the red left half ends up on top
    assert _close(im.getpixel((10, 5)), (255, 0, 0), 40)
    assert _close(im.getpixel((10, 35)), (0, 0, 255), 40)


def test_exif_orientation_absent(messy):
    r = messy.converted("exif_none.jpg")
    assert (r["image/width"], r["image/height"]) == (40, 20)
    im = F.decoded(r)
    assert _close(im.getpixel((5, 10)), (255, 0, 0), 40)
    assert _close(im.getpixel((35, 10)), (0, 0, 255), 40)


def test_exif_corrupt_is_ignored(messy):
    r = messy.converted("exif_corrupt.jpg")
    assert (r["image/width"], r["image/height"]) == (40, 20)
    assert _close(F.decoded(r).getpixel((20, 10)), (200, 30, 60))


def test_unicode_spaces_commas_quotes_in_folders(messy):
    labels = (messy.out / "labels.txt").read_text(encoding="utf-8").splitlines()
    assert set(UNICODE_CLASSES) <= set(labels)
    assert F.manifest(messy.out)["labels"] == labels
    want = {"猫/ねこ 1.jpg": "猫", "고양이/사진, 2.jpg": "고양이",
            "with space/a b.jpg": "with space", "comma, class/x,y.jpg": "comma, class",
            'say "hi"/the "best".jpg': 'say "hi"'}
    for name, label in want.items():
        r = messy.records[name]
        assert r["image/class/text"].decode("utf-8") == label
        assert labels[r["image/class/label"]] == label
