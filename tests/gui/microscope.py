"""A microscope's source for the tests of 16-bit images in the window (--bit-depth): class
folders of 12-bit camera data in 16-bit PNG (grey) and TIFF (RGB) files, an 8-bit photo
beside them, and how bright the source panel draws their thumbnails."""

from __future__ import annotations

import sys

import numpy as np
from studio_fixtures import ROOT

sys.path.insert(0, str(ROOT))
from tests.engine import imagefactory as F  # noqa: E402


def ramp(top: int, bands: int = 1, w: int = 64, h: int = 24) -> np.ndarray:
    """A ramp 0..top left to right (grey, or RGB with a mirrored band)."""
    x = np.mgrid[0:h, 0:w][1]
    grey = (x * top // (w - 1)).astype(np.uint16)
    return grey if bands == 1 else np.stack([grey, top - grey, grey // 2], -1)


def microscope(root, n: int = 3, top: int = 4095):
    """Class folders of 12-bit images in 16-bit PNG and TIFF files, and one 8-bit photo."""
    for i in range(n):
        F.write(root / "cells" / f"c{i}.png", F.png16(ramp(top)))
        F.write(root / "nuclei" / f"n{i}.tif", F.tiff16(ramp(top, 3)))
    F.write(root / "cells" / "photo.png", F.encode(F.noise(16, 16, 1), "PNG"))
    return root


def thumbs_brightest(panel) -> int:
    """The brightest red of the thumbnails of the 16-bit samples (not the 8-bit photo)."""
    found = 0
    for i in range(panel.thumbs.count()):
        item = panel.thumbs.item(i)
        if "photo" not in item.toolTip():
            image = item.icon().pixmap(96, 96).toImage()
            found = max(found, max(image.pixelColor(x, image.height() // 2).red()
                                   for x in range(image.width())))
    return found
