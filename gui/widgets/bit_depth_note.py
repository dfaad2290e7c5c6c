"""The source panel's note about 16-bit images (microscopes, scientific cameras) and the
button that chooses the bit depth their values need (--bit-depth).

A 12-bit camera writes values up to 4,095 into 16-bit files; converted as 16 bits (the top 8
of 16) they are stored almost black, and nothing else would say so: the thumbnails were
black too, and Inspect finds every record intact. The scan reads the brightest value of the
16-bit images (of a sample in a large source: engine.codecs.scan_checks.DEEP_SAMPLE); the note says
what the chosen depth does with it, and offers the depth that holds it. Storing the original
files ("Original bytes"), nothing is converted: the note says the files stay 16-bit, and
what an 8-bit reader sees of them (tf.io.decode_image's default: the top 8 of 16 bits)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QPushButton

from engine.config import BIT_DEPTHS
from gui.i18n import number, plural, sentences
from gui.scan_result import ScanResult
from gui.widgets.common import name


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def fitting(res: ScanResult | None) -> int:
    """The least bit depth the source's brightest 16-bit value fits in (16 when it needs
    every bit); 0 when the scan found no 16-bit image or read none of their values."""
    if res is None or not res.deep or res.brightest < 0:
        return 0
    return min(b for b in BIT_DEPTHS if res.brightest < 1 << b)


def lines(res: ScanResult | None, chosen: int, stored: str = "jpeg") -> list[str]:
    """What the chosen bit depth does to the source's 16-bit images: too dark, clipped to
    white, or as it should be (said only when not 16); with the depth to choose. Stored
    as the original files (``stored``), what they are then (:func:`kept_lines`)."""
    if stored == "original":
        return kept_lines(res)
    bits = fitting(res)
    if res is None or not bits or (bits == chosen == 16):
        return []
    n, v = res.deep, number(res.brightest)
    top = (1 << chosen) - 1
    if chosen > bits:
        shown = min(255, res.brightest >> (chosen - 8))   # its brightest, stored
        text = (plural(n, _tr("1 image is 16-bit but its brightest value is {v} ({b}-bit "
                              "camera data): converted as {c} bits it would be almost "
                              "black."),
                       _tr("{n} images are 16-bit but their brightest value is {v} ({b}-bit "
                           "camera data): converted as {c} bits they would be almost black."))
                if shown < 32 else
                plural(n, _tr("1 image is 16-bit but its brightest value is {v} ({b}-bit "
                              "camera data): converted as {c} bits it would be dark (its "
                              "brightest {x} of 255)."),
                       _tr("{n} images are 16-bit but their brightest value is {v} ({b}-bit "
                           "camera data): converted as {c} bits they would be dark (their "
                           "brightest {x} of 255).")))
        text = text.format(n=number(n), v=v, b=bits, c=chosen, x=number(shown))
    elif chosen < bits:
        text = plural(n, _tr("1 image is 16-bit with values up to {v}: with {c} bits, every "
                             "value above {top} is stored as white."),
                      _tr("{n} images are 16-bit with values up to {v}: with {c} bits, every "
                          "value above {top} is stored as white.")).format(
            n=number(n), v=v, c=chosen, top=number(top))
    else:
        text = plural(n, _tr("1 image is 16-bit with values up to {v}: converted as {c}-bit "
                             "data, 0 to {top} becomes 0 to 255."),
                      _tr("{n} images are 16-bit with values up to {v}: converted as {c}-bit "
                          "data, 0 to {top} becomes 0 to 255.")).format(
            n=number(n), v=v, c=chosen, top=number(top))
    advice = "" if chosen == bits else _tr("Choose {b} bits under “16-bit images”.").format(
        b=bits)
    sample = "" if res.deep_read >= n else _tr("(The values of {k} of them were read.)").format(
        k=number(res.deep_read))
    return [sentences(text, advice, sample)]


def kept_lines(res: ScanResult | None) -> list[str]:
    """The 16-bit images as "Original bytes" stores them: as they are, nothing converted
    (no bit depth applies). Said when their values fill fewer than 16 bits: read as 8-bit
    images (the top 8 bits, as the loading code's tf.io.decode_image reads them) they are
    dark or almost black; JPEG or PNG at the depth that holds them stores them visible."""
    bits = fitting(res)
    if res is None or not bits or bits == 16:
        return []
    n, v = res.deep, number(res.brightest)
    shown = min(255, res.brightest >> 8)
    text = (plural(n, _tr("1 image is 16-bit with values up to {v} ({b}-bit camera data): "
                          "“Original bytes” stores the file as it is, and read as an 8-bit "
                          "image, as the loading code reads it, it is almost black."),
                   _tr("{n} images are 16-bit with values up to {v} ({b}-bit camera data): "
                       "“Original bytes” stores the files as they are, and read as 8-bit "
                       "images, as the loading code reads them, they are almost black."))
            if shown < 32 else
            plural(n, _tr("1 image is 16-bit with values up to {v} ({b}-bit camera data): "
                          "“Original bytes” stores the file as it is, and read as an 8-bit "
                          "image, as the loading code reads it, it is dark (its brightest "
                          "{x} of 255)."),
                   _tr("{n} images are 16-bit with values up to {v} ({b}-bit camera data): "
                       "“Original bytes” stores the files as they are, and read as 8-bit "
                       "images, as the loading code reads them, they are dark (their "
                       "brightest {x} of 255).")))
    text = text.format(n=number(n), v=v, b=bits, x=number(shown))
    advice = _tr("To store them visible, choose JPEG or PNG under Format and {b} bits under "
                 "“16-bit images”.").format(b=bits)
    sample = "" if res.deep_read >= n else _tr("(The values of {k} of them were read.)").format(
        k=number(res.deep_read))
    return [sentences(text, advice, sample)]


class BitDepthOffer(QPushButton):
    """"Use 12 bits": shown under the notes when they advise another bit depth; emits
    ``chosen(bits)`` (the window sets the option)."""

    chosen = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        name(self, "useBitDepth", _tr("Use the bit depth the 16-bit images need"), _tr(
            "Sets “16-bit images” in the options to the bits that hold the brightest value "
            "the scan found"))
        self._bits = 16
        self.clicked.connect(lambda: self.chosen.emit(self._bits))
        self.hide()

    def offer(self, res: ScanResult | None, chosen: int, stored: str = "jpeg") -> list[str]:
        """The note's lines for ``res`` (the last scan), the ``chosen`` bit depth and the
        ``stored`` format; the button shows when they advise another depth, and one
        applies (not to the original files, stored as they are)."""
        self._bits = fitting(res)
        self.setText(_tr("Use {b} bits").format(b=self._bits))
        self.setVisible(bool(self._bits) and self._bits != chosen and stored != "original")
        return lines(res, chosen, stored)
