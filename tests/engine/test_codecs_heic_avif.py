"""HEIC through pillow-heif and AVIF through Pillow (issue 16), written by the libraries
themselves: sniffed, converted, composited and turned on every decoder path; a cut file is
named cut short (the ISO box walk), and other ISO media files are not taken for photos."""

import io
import struct

import numpy as np
import pillow_heif
import pytest
from PIL import Image

from engine import errors, magic, reason_codes
from engine.codecs import imaging
from engine.config import ImageOptions
from engine.sources import reading
from tests.engine import imagefactory as F
from tests.engine.decoder_photos import decoder_opts, photo, pixels

pillow_heif.register_heif_opener()


@pytest.mark.parametrize("fmt, kind", [("HEIF", "heic"), ("AVIF", "avif")])
def test_heic_and_avif_are_sniffed_and_converted(fmt, kind):
    im = photo(320, 240, 4)
    data = F.encode(im, fmt, quality=90)
    assert magic.sniff(data[:512]) == kind
    enc = imaging.convert(data, ImageOptions(width=64, height=48))
    assert (enc.width, enc.height, enc.channels) == (64, 48, 3)
    ref = np.asarray(im.resize((64, 48), Image.Resampling.BILINEAR), float)
    assert np.abs(pixels(enc) - ref).mean() < 12
    grey = imaging.convert(F.encode(im.convert("L"), fmt, quality=90),
                           ImageOptions(width=64, height=48, channels=1))
    assert grey.channels == 1 and grey.colorspace == "Grayscale"


def test_heic_alpha_is_composited_on_the_background():
    im = Image.new("RGBA", (64, 64), (255, 0, 0, 255))
    im.paste((0, 0, 0, 0), (0, 0, 32, 64))                # left half transparent
    data = F.encode(im, "HEIF", quality=95)
    out = pixels(imaging.convert(data, ImageOptions(width=64, height=64, resize="none",
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
    data = F.encode(photo(320, 240, 6), fmt, quality=90)
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
    enc = imaging.convert(data, decoder_opts(decoder, resize="none", format="png"))
    out = pixels(enc)
    assert out.shape[:2] == ((120, 60) if orientation >= 5 else (60, 120))
    assert F.red_corner(out) == corner


def test_other_iso_media_files_are_not_taken_for_photos():
    mp4 = b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2" + bytes(100)
    assert magic.sniff(mp4) == "video"
    with pytest.raises(errors.ImageError, match="not an image: this is a video or sound file"):
        imaging.convert(mp4, ImageOptions())


def test_memory_estimate_covers_heic(tmp_path):
    data = F.encode(photo(800, 600, 5), "HEIF", quality=80)
    path = F.write(tmp_path / "a.heic", data)
    assert reading.memory_needed(str(path), ImageOptions()) >= 800 * 600 * 12
