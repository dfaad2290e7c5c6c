"""A class mask's values are painted each in a colour of their own (gui.overlay
.index_palette): the 17 colours the mask palette had repeated every 17 values, so that in
a dataset of 18 classes or more two classes were drawn in one colour, and the key beside
the preview gave both that colour."""

from __future__ import annotations

import base64
import io

import numpy as np
import pytest
from PIL import Image
from PySide6.QtGui import QColor, QImage

from gui.overlay import (
    _PALETTE,
    KEY_CLASS,
    _index_colour,
    _lab,
    colour_distance,
    index_palette,
    mask_key,
    paint,
)


def test_every_value_of_a_class_mask_has_a_colour_of_its_own(qapp):
    colours = [_index_colour(v) for v in range(256)]
    assert len({c.name() for c in colours}) == 256
    # not merely different numbers: far enough apart to be told apart on screen (CIE76
    # distance; 2.3 is just noticeable), the fewer the classes the farther
    lab = _lab(np.array([[c.red(), c.green(), c.blue()] for c in colours], float))
    apart = np.sqrt(((lab[:, None] - lab[None]) ** 2).sum(-1))
    np.fill_diagonal(apart, np.inf)
    for count, least in ((64, 23.0), (128, 17.0), (254, 12.0)):
        nearest = apart[1:count + 1, 1:count + 1].min()   # (the values 1..count)
        assert nearest >= least, (count, nearest)
    assert colour_distance(colours[1], colours[2]) == pytest.approx(apart[1, 2])
    # none too dark or too light to see over a photo
    assert all(c.lightness() > 20 for c in colours[1:255])


def test_the_first_seventeen_keep_their_colours(qapp):
    # (the screenshots of docs/gui.md, and what users have seen, for up to 17 classes)
    assert index_palette()[1:18] == tuple(_PALETTE[(v * 7) % 17] for v in range(1, 18))


def test_twenty_classes_are_drawn_and_keyed_in_twenty_colours(qapp):
    values = list(range(1, 21))
    m = Image.new("L", (20, 1))
    m.putdata(values)
    buf = io.BytesIO()
    m.save(buf, "PNG")
    overlay = {"segmentation_b64": base64.b64encode(buf.getvalue()).decode("ascii")}
    key = mask_key(overlay)
    assert [name for _c, name, _k in key] == [str(v) for v in values]
    assert {kind for _c, _n, kind in key} == {KEY_CLASS}
    assert len({colour for colour, _n, _k in key}) == 20
    grey = QImage(20, 1, QImage.Format.Format_ARGB32)
    grey.fill(QColor(128, 128, 128))
    drawn = paint(grey, overlay)
    assert len({drawn.pixelColor(x, 0).name() for x in range(20)}) == 20
