"""A GIF, BMP, TIFF or WebP cut short (a copy that stopped part-way) is refused by the run
as "<format> is cut short" before Pillow opens it, from what its headers say lies where
(engine.codecs.cut_check); the window's scan asks the same function. The scan listed such
files as fine, and the run failed them as "GIF is truncated or incomplete (194 bytes not
processed)", "corrupt WEBP header: could not create decoder object" or "the start of the
file is damaged" (a TIFF whose directory came after its pixels); --format original stored
a cut GIF, BMP or TIFF as it was."""

from __future__ import annotations

import io
import subprocess

import pytest
from PIL import Image

from engine import magic
from engine.codecs import cut_check
from engine.codecs.imaging import convert
from engine.codecs.originals import store
from engine.config import ImageOptions
from engine.errors import ImageError
from engine.reason_codes import describe
from engine.sources import reading
from tests.engine import file_kinds as K
from tests.engine import imagefactory as F


def _frames(fmt: str, n: int = 4) -> bytes:
    frames = [Image.effect_noise((48, 32), 40 + 9 * i).convert("P" if fmt == "GIF" else "RGB")
              for i in range(n)]
    return F.encode(frames[0], fmt, save_all=True, append_images=frames[1:])


#: Complete files of each format, as their writers lay them out.
WHOLE = {
    "gif": K.encoded("GIF", interlace=False),
    "gif_interlaced": K.encoded("GIF", interlace=True, comment=b"a comment block"),
    "gif_animated": _frames("GIF"),
    "bmp": K.encoded("BMP"),
    "bmp_odd_width": K.encoded("BMP", size=(97, 61)),   # (its rows padded)
    "tiff": K.encoded("TIFF"),
    "tiff_lzw": K.encoded("TIFF", compression="tiff_lzw"),
    "tiff_jpeg": K.encoded("TIFF", compression="jpeg"),
    "tiff_tiled": K.tiled_tiff(),
    "tiff_pages": _frames("TIFF"),
    "bigtiff": K.encoded("TIFF", big_tiff=True),
    "webp": K.encoded("WEBP"),
    "webp_lossless": K.encoded("WEBP", lossless=True),
    "webp_animated": _frames("WEBP"),
}


@pytest.mark.parametrize("name", WHOLE)
def test_a_whole_file_is_whole_and_every_cut_of_it_is_cut(name):
    data = WHOLE[name]
    kind = magic.sniff(data[:magic.HEAD_BYTES])
    assert not cut_check.is_cut(io.BytesIO(data), kind)
    # bytes after the image (an editor's, a phone's) are not held against it
    assert not cut_check.is_cut(io.BytesIO(data + b"\0\xff trailing bytes" * 40), kind)
    step = max(1, len(data) // 97)
    whole_at = [n for n in range(16, len(data), step)
                if not cut_check.is_cut(io.BytesIO(data[:n]), kind)
                and not (kind == "gif" and _between_blocks(data, n))]
    assert whole_at == []


def _between_blocks(gif: bytes, n: int) -> bool:
    """Whether a GIF cut at ``n`` ends with its last block's terminator, the next block (an
    extension "!", an image ",") cut off whole: what is left is whole blocks without the
    trailer, which is kept (test_a_gif_without_only_its_one_byte_trailer_is_kept). Where the
    even cuts fell on a frame's end depended on the noise the animated GIF was made of."""
    return gif[n - 1:n] == b"\0" and gif[n:n + 1] in (b"!", b",")


def test_a_gif_without_only_its_one_byte_trailer_is_kept():
    """All its blocks whole, its ";" missing: Pillow reads it, and so does the run."""
    data = WHOLE["gif"]
    assert not cut_check.is_cut(io.BytesIO(data[:-1]), "gif")
    convert(data[:-1], ImageOptions())
    assert cut_check.is_cut(io.BytesIO(data[:-2]), "gif")


def test_an_rle_bmp_is_cut_by_the_length_its_header_gives(tmp_path):
    """A palette BMP as ImageMagick writes it (RLE8) cut short read "cannot decode BMP: not
    enough image data"."""
    src, bmp = tmp_path / "a.png", tmp_path / "a.bmp"
    Image.effect_noise((97, 61), 60).convert("RGB").save(src)
    try:
        subprocess.run(["convert", str(src), "-type", "palette", str(bmp)], check=True,
                       capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("ImageMagick's convert is not installed")
    data = bmp.read_bytes()
    assert int.from_bytes(data[30:34], "little") == 1           # (RLE8)
    assert not cut_check.is_cut(io.BytesIO(data), "bmp")
    assert cut_check.is_cut(io.BytesIO(data[:-40]), "bmp")


@pytest.mark.parametrize("fmt", ["GIF", "BMP", "TIFF", "WEBP"])
@pytest.mark.parametrize("keep", [0.3, 0.97])
def test_the_run_says_a_cut_file_is_cut_short(tmp_path, fmt, keep):
    """Converted, stored as the original, or estimated for memory, alike (the window's scan
    says it too: tests/gui/test_one_problem_one_wording.py)."""
    data = K.cut(K.encoded(fmt, compression="tiff_lzw") if fmt == "TIFF" else
                 K.encoded(fmt), keep)
    path = tmp_path / f"cut.{fmt.lower()}"
    path.write_bytes(data)
    said = []
    for convert_it in (lambda: convert(reading.read_file(str(path)), ImageOptions()),
                       lambda: store(data, ImageOptions(format="original", resize="none")),
                       lambda: reading.memory_needed(str(path), ImageOptions())):
        with pytest.raises(ImageError) as e:
            convert_it()
        said.append(describe(str(e.value)))
    assert said == [("file.iso_cut", {"format": fmt})] * 3


def test_only_a_gifs_blocks_are_walked_and_the_files_place_kept():
    """BMP and WebP: their first bytes; the caller's place in the file is put back."""
    class Counted(io.BytesIO):
        read_bytes = 0

        def read(self, n=-1):
            out = super().read(n)
            self.read_bytes += len(out)
            return out

    for name, most in (("bmp", 64), ("webp", 12), ("tiff", 4096)):
        f = Counted(WHOLE[name])
        f.seek(9)
        assert not cut_check.is_cut(f, magic.sniff(WHOLE[name][:magic.HEAD_BYTES]))
        assert f.read_bytes <= most and f.tell() == 9, name
    assert not cut_check.is_cut(io.BytesIO(b"\xff\xd8\xff" + bytes(9)), "jpeg")   # (not ours)
