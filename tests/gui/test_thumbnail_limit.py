"""A thumbnail is never made of a picture larger than Pillow's own limit, whatever that
process-wide setting says: the engine turns it off when imported (engine.codecs.imaging),
and in the tests' process a thumbnail of test_scan_max_pixels' 10-gigapixel PNG bomb was
then decoded whole (pytest killed at 24 GB)."""

from __future__ import annotations

from PIL import Image

from gui import pillow_image
from tests.engine import imagefactory as F


def test_a_bomb_is_not_read_for_its_thumbnail_when_pillows_limit_is_off(monkeypatch):
    import engine.codecs.imaging  # noqa: F401 - what turns Pillow's limit off
    assert Image.MAX_IMAGE_PIXELS is None
    reduced = []
    real = Image.Image.thumbnail

    def thumbnail(self, *a, **kw):
        reduced.append(self.size)
        return real(self, *a, **kw)
    monkeypatch.setattr(Image.Image, "thumbnail", thumbnail)
    bomb = F.png_bomb(100_000, 100_000)   # 10 gigapixels: 30 GB decoded
    assert pillow_image.read_scaled(bomb, 96).isNull()
    over = F.png_bomb(15_000, 12_000)     # 180 MP: just above Pillow's own limit
    assert pillow_image.read_scaled(over, 96).isNull()
    assert reduced == []   # neither was decoded
    # a picture below the limit still gets its thumbnail
    small = F.encode(F.noise(320, 240, 1), "PNG")
    img = pillow_image.read_scaled(small, 96)
    assert (img.width(), img.height()) == (96, 72) and reduced == [(320, 240)]
