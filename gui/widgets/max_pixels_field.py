"""The Options form's "Largest image" (--max-pixels, in megapixels) and beside it the memory
it means (gui.widgets.options_form): per worker for a conversion, per file for Original
bytes, which converts none. In the form's translation context ("OptionsForm")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDoubleSpinBox, QLabel

from gui.i18n import decimal
from gui.widgets.common import name
from gui.widgets.option_fields import tr

#: Most megapixels the Largest image field takes (10 gigapixels: a worker would need
#: 46-253 GB for one image).
MAX_MEGAPIXELS = 10_000
#: Bytes a worker holds per pixel while it converts an image, by the engine's memory model
#: (engine.run.memory_budget.estimate, with its allocator slack of x 1.15): an opaque colour
#: image made smaller (its decoded pixels, 4 bytes each), and the most of a common one: with
#: transparency (9 more for the compositing) kept at its original size (9 more for the
#: encoded copies). tests/gui/test_max_pixels_field.py checks both against the estimate.
BYTES_PER_PIXEL = (4.6, 25.3)


class Megapixels(QDoubleSpinBox):
    """Megapixels to one decimal, shown without ".0" for a whole number (100, 0.5)."""

    def textFromValue(self, value: float) -> str:
        return self.locale().toString(value, "f", 0 if value == int(value) else 1)


#: The most a file holds at Original bytes (--format original: engine.codecs.originals
#: checks each file and converts none), a pixel, with the slack above (x 1.15): a WebP's
#: first picture decoded to check it (16.4 bytes measured: libwebp's RGBA, a copy, Pillow's),
#: above a TIFF's (4, and its file), a GIF's (1) and a PNG's whose data is damaged (its
#: pixels: 4). A JPEG or BMP file is held as it is, a PNG file about twice (its image data
#: joined). tests/gui/test_max_pixels_field.py measures them, and checks the figure against
#: the engine's model (engine.run.memory_budget.original_check).
ORIGINAL_BYTES_PER_PIXEL = 19.6


def max_pixels_fields() -> tuple[QDoubleSpinBox, QLabel, Callable[[bool], None]]:
    """The largest image converted (--max-pixels), in megapixels, and beside it the memory a
    worker needs at the value shown; its tooltip says what the limit protects and the
    memory in full (max_pixels_tip). The third: says whether the format is Original bytes,
    whose run decodes nothing to convert (it said "up to 2.5 GB of memory per worker" of a
    run that holds a JPEG file as it is, in its own process)."""
    field = name(Megapixels(), "maxPixels", tr("Largest image in megapixels"))
    field.setDecimals(1)
    field.setRange(0.1, MAX_MEGAPIXELS)
    field.setSuffix(tr(" megapixels"))
    need = name(QLabel(), "maxPixelsMemory", tr("Memory a worker needs"))
    at_original = [False]

    def show(mp: float) -> None:
        field.setToolTip(max_pixels_tip(mp, at_original[0]))
        if at_original[0]:
            need.setText(tr("up to {high} of memory per file").format(
                high=_amount(mp * 1e6 * ORIGINAL_BYTES_PER_PIXEL)))
        else:
            need.setText(tr("up to {high} of memory per worker").format(
                high=_amount(mp * 1e6 * BYTES_PER_PIXEL[1])))
        need.setToolTip(field.toolTip())

    def original(on: bool) -> None:
        if on != at_original[0]:
            at_original[0] = on
            show(field.value())
    field.valueChanged.connect(show)
    return field, need, original


def max_pixels_tip(megapixels: float, original: bool = False) -> str:
    """What the limit protects against, and the memory one worker needs at ``megapixels``;
    at Original bytes (``original``), the memory a file needs while it is checked."""
    if original:
        return tr(
            "Images with more pixels than this are skipped before they are read. “Original "
            "bytes” converts no image: it checks each file and stores it as it is. A JPEG "
            "or BMP file is held in memory as it is and a PNG file about twice; the first "
            "picture of a GIF, TIFF or WebP file (or of a damaged PNG file) is decoded to "
            "check it: at {mp} megapixels, up to {high}. A small damaged or malicious file "
            "(a decompression bomb) can claim billions of pixels. Raise it for large scans "
            "and microscope images.").format(
            mp=_decimal(megapixels), high=_amount(megapixels * 1e6 * ORIGINAL_BYTES_PER_PIXEL))
    low, high = (_amount(megapixels * 1e6 * b) for b in BYTES_PER_PIXEL)
    return tr(
        "Images with more pixels than this are skipped before they are read. Each worker "
        "holds the whole image in memory while it converts it, and a small damaged "
        "or malicious file (a decompression bomb) can claim billions of pixels. At {mp} "
        "megapixels a worker needs about {low} for a colour image made smaller, up to "
        "{high} for one with transparency kept at its original size (an image that needs "
        "more than half the memory free when the run starts is skipped). Raise it for "
        "large scans and microscope images.").format(
        mp=_decimal(megapixels), low=low, high=high)


def _amount(nbytes: float) -> str:
    """Bytes as MB under a gigabyte, else GB to one decimal (460 MB, 1.5 GB)."""
    if nbytes < 1e9:
        return f"{_decimal(max(1, round(nbytes / 1e6)))} MB"
    return f"{_decimal(nbytes / 1e9)} GB"


def _decimal(value: float) -> str:
    """A number of one decimal (none when it is whole) in the window's locale."""
    value = round(float(value), 1)
    return decimal(value, 0 if value == int(value) else 1)
