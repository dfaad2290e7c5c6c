"""The window's pre-run scan takes HEIC and AVIF photos for images (issue 16: the engine
converts them), and still names other ISO media files (MP4) as not images."""

import io

import pillow_heif  # a dependency of the project (pyproject.toml)
import pytest
from PIL import Image

from gui.scan_checks import check_file, sniff


def _photo(fmt: str, mode: str = "RGB") -> bytes:
    pillow_heif.register_heif_opener()
    im = Image.new(mode, (64, 48), (200, 40, 90, 128)[:len(mode)])
    buf = io.BytesIO()
    im.save(buf, fmt, quality=80)
    return buf.getvalue()


@pytest.mark.parametrize("fmt, kind", [("HEIF", "heic"), ("AVIF", "avif")])
def test_heic_and_avif_are_images(tmp_path, fmt, kind):
    path = tmp_path / f"photo.{kind}"
    path.write_bytes(_photo(fmt))
    assert sniff(path.read_bytes()[:64]) == kind
    check = check_file(str(path))
    assert check.is_image and not check.problem


def test_transparent_heic_is_flagged(tmp_path):
    path = tmp_path / "cutout.heic"
    path.write_bytes(_photo("HEIF", "RGBA"))
    check = check_file(str(path))
    assert check.is_image and check.transparent and not check.problem


def test_mp4_is_not_an_image(tmp_path):
    path = tmp_path / "clip.jpg"
    path.write_bytes(b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2" + bytes(300))
    check = check_file(str(path))
    assert not check.is_image and "video" in check.problem
