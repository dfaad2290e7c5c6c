"""A QFormLayout whose rows get the heights their wrapped text needs at the form's width.

QFormLayout keeps its rows' heights for a width (the "height for width" of word-wrapped
labels) in one list, but remembers two widths they were worked out for: the last one
asked and its size hint's width. Asked at the size hint's width after the form's own
width, it fills the list for that width; laid out again at its own width (remembered, so
not worked out again) it then placed its rows with the other width's heights. At 1024x640
with a cluster chosen, Connect's answer (three lines under "Run on") made the form ask at
475 px and lay out at 504: the Resize note's last line was cut under the Format row, and
the space went to the Run on row. Here the size hint's width is never asked: a width equal
to it is worked out and laid out one pixel narrower, so the list always holds the heights
for the one width Qt remembers (the form's own).

A row of the form (its field, then the notes under it) lays its items out at the height
they need, from its top, whatever height it is given: a note under Output folder hidden
or shown, the row laid itself out once at its old height before the form gave it the new
one. The spare height of a note gone went to the field's line, the field centred in it,
painted 27 px below its place for a frame; a note shown squeezed the line, and the field
beside its taller Browse button was painted 2 px above it (1024x640 Japanese, a key in the
field). A note shown is cut at the row's old bottom for that frame instead."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QFormLayout, QVBoxLayout


class FormLayout(QFormLayout):
    """QFormLayout without its second remembered width (see the module's doc)."""

    def _width(self, width: int) -> int:
        """``width``, or one less when it is the size hint's (QFormLayout's second slot)."""
        return width - 1 if width == self.sizeHint().width() and width > 0 else width

    def heightForWidth(self, width: int) -> int:   # noqa: N802 (Qt's name)
        return super().heightForWidth(self._width(width))

    def setGeometry(self, rect: QRect) -> None:   # noqa: N802 (Qt's name)
        width = self._width(rect.width())
        super().setGeometry(rect if width == rect.width() else
                            QRect(rect.x(), rect.y(), width, rect.height()))


class RowLayout(QVBoxLayout):
    """A form row's field and notes, one under the other, at the height they need from
    the row's top (see the module's doc)."""

    def setGeometry(self, rect: QRect) -> None:   # noqa: N802 (Qt's name)
        need = self.heightForWidth(rect.width()) if self.hasHeightForWidth() else \
            self.sizeHint().height()
        super().setGeometry(rect if need <= 0 or need == rect.height() else
                            QRect(rect.x(), rect.y(), rect.width(), need))
