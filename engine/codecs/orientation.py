"""The EXIF orientation of an opened image, read one way for the engine and the window.

engine.codecs.imaging turns every picture by it (its TRANSPOSE) and engine.codecs.png_fast
reads it from a PNG's header; the window's scan (the shape Stretch squashes) and its
thumbnails of 16-bit images (engine.codecs.bit_depth.read_whole) read it here too, so
that a photo stands in the window as it will in the records. The window may import this
module, not engine.codecs.imaging (which turns off Pillow's process-wide pixel limit):
it imports the standard library only, and Pillow only when asked for a header's EXIF.
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL import Image

#: The EXIF tag of the orientation.
ORIENTATION = 0x0112

#: The Pillow transpose (its Image.Transpose name) that undoes each EXIF orientation (all
#: but 1, the normal one; engine.sources.geometry mirrors them).
TURNS = {
    2: "FLIP_LEFT_RIGHT",
    3: "ROTATE_180",
    4: "FLIP_TOP_BOTTOM",
    5: "TRANSPOSE",
    6: "ROTATE_270",
    7: "TRANSVERSE",
    8: "ROTATE_90",
}


def transposes() -> dict[int, Image.Transpose]:
    """TURNS as Pillow's transposes (engine.codecs.imaging.TRANSPOSE)."""
    from PIL import Image
    return {o: Image.Transpose[t] for o, t in TURNS.items()}


def upright(im: Image.Image, orientation: int) -> Image.Image:
    """``im`` turned as the engine turns a picture of EXIF ``orientation``."""
    if orientation not in TURNS:
        return im
    from PIL import Image
    return im.transpose(Image.Transpose[TURNS[orientation]])


def exif_orientation(im: Image.Image, header_only: bool = False) -> int:
    """EXIF orientation 1..8 of the opened image ``im``; 1 when absent or unreadable
    (corrupt EXIF is not fatal). ``header_only``: from what Pillow parsed on opening
    (eXIf, "Raw profile type exif" text, XMP), never more: Pillow's PNG plugin decodes the
    whole picture to look for EXIF after the pixels; other formats read the same either
    way."""
    try:
        with warnings.catch_warnings():  # "Corrupt EXIF data" once per file is only noise
            warnings.simplefilter("ignore")
            if header_only:
                from PIL import Image
                exif = Image.Image.getexif(im)   # the generic one: never loads the pixels
            else:
                exif = im.getexif()
            value = int(exif.get(ORIENTATION, 1))
    except Exception:  # noqa: BLE001 - Pillow raises many types on corrupt EXIF blocks
        return 1
    return value if 1 <= value <= 8 else 1
