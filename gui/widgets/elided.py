"""A label and a combo box that shorten a long line (a path, a file name) with "…" to the
width they get instead of cutting it off at the edge; the whole text stays in the tooltip;
and an area that gives long text at most a share of the height and scrolls the rest.
Used where a narrow window (1024x640, Japanese or Korean buttons) leaves little room."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)


class ElidedLabel(QLabel):
    """One line shortened in the middle (a path keeps its start and its last folder), or at
    the end (a sentence: ``mode`` ElideRight). Its width follows the layout, not the text;
    ``full_text()`` is what it says."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._mode = Qt.TextElideMode.ElideMiddle
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_full_text(text)

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str, tip: str | None = None,
                      mode: Qt.TextElideMode = Qt.TextElideMode.ElideMiddle) -> None:
        """Show ``text`` (shortened to fit where ``mode`` says); the tooltip is ``tip`` or
        the whole text."""
        self._full, self._mode = text, mode
        self.setToolTip(text if tip is None else tip)
        self.setAccessibleDescription(text)
        self._fit()

    def elided(self) -> bool:
        return self.text() != self._full

    def sizeHint(self) -> QSize:
        m = self.contentsMargins()
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + m.left() + m.right()
                     + 2 * self.margin() + 4, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("…") * 6,
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width() - 2 * self.margin() - 4
        text = self.fontMetrics().elidedText(self._full, self._mode, max(0, width))
        if text != self.text():
            super().setText(text)
        # selecting a shortened line would copy the "…": only the whole text is selectable
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.NoTextInteraction if text != self._full
            else Qt.TextInteractionFlag.TextSelectableByMouse)


class ElidedCombo(QComboBox):
    """A combo box whose current item, when longer than the box, is shortened in its short
    form's part (an item's SHORT_ROLE data, e.g. the file's name in "name (120 records)"),
    which ends in "…" (a shard's name keeps its number, which comes first), and the rest
    (the record count) stays whole; only without room for the rest, the short form alone.
    The list it opens is as wide as its longest item."""

    SHORT_ROLE = Qt.ItemDataRole.UserRole + 1

    def displayed_text(self) -> str:
        """The current item's text as painted in the box."""
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        rect = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)
        width, fm, text = max(0, rect.width() - 4), self.fontMetrics(), self.currentText()
        if fm.horizontalAdvance(text) <= width:
            return text
        short = str(self.currentData(self.SHORT_ROLE) or "")
        if short and short in text:
            # (the name lost the count, "(113 件)", and the Korean one's "(레코드 113개)" by
            # a few pixels at 1024x640: the count is what says the file's size)
            before, after = text.split(short, 1)
            room = width - fm.horizontalAdvance(before + after)
            if room >= 8 * fm.averageCharWidth():   # a name's first letters at least
                return before + fm.elidedText(short, Qt.TextElideMode.ElideRight, room) + after
            text = short
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        opt.currentText = self.displayed_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def showPopup(self) -> None:
        fm = self.view().fontMetrics()
        widest = max((fm.horizontalAdvance(self.itemText(i)) for i in range(self.count())),
                     default=0)
        self.view().setMinimumWidth(widest + 2 * fm.averageCharWidth() +
                                    self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent))
        super().showPopup()


class ShortScroll(QScrollArea):
    """``content`` (word-wrapped labels) as tall as it needs, up to `share` of the parent's
    height (never fewer than `lines` lines); beyond that it scrolls. Inspect's summary and a
    failed verification's problems of a damaged dataset took 15 lines at 1024x640 and left
    the feature table four rows."""

    def __init__(self, content: QWidget, share: float = 0.3, lines: int = 6,
                 atop: QWidget | None = None, atop_lines: int = 3) -> None:
        """``atop``: a label on top of ``content`` (Inspect's verification words): when the
        rest fits, the area grows by its height (up to ``atop_lines`` lines) rather than
        scroll ("Verifying…" over the summary pushed the summary's end out of view at
        1024x640); a longer text, which scrolls either way, keeps the cap."""
        super().__init__()
        self._share, self._lines = share, lines
        self._atop, self._atop_lines = atop, atop_lines
        self._laying_out = False   # (Qt's pass over the content's resize under way)
        self._watched: QWidget | None = None   # the parent whose resizes it follows
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setWidget(content)
        content.installEventFilter(self)   # its text changed: ask the layout again

    def cap(self) -> int:
        parent = self.parentWidget()
        share = int(self._share * parent.height()) if parent is not None else 0
        return max(share, self._lines * self.fontMetrics().lineSpacing())

    def _atop_height(self, line: int) -> int:
        atop = self._atop
        if atop is None or atop.isHidden() or not getattr(atop, "text", lambda: "x")():
            return 0
        width = self.viewport().width()
        need = atop.heightForWidth(width) if atop.hasHeightForWidth() else -1
        return min(need if need >= 0 else atop.sizeHint().height(), self._atop_lines * line)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        content = self.widget()
        if content is None:
            return 0
        need = content.heightForWidth(width) if content.hasHeightForWidth() \
            else content.sizeHint().height()
        cap = self.cap()
        if cap < need <= cap + self._atop_height(self.fontMetrics().lineSpacing()):
            return need   # the words on top cost the rest none of its room
        return min(max(need, 0), cap)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(),
                     min(self.heightForWidth(self.width()), self.fontMetrics().lineSpacing()))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ParentChange:   # its cap follows the parent's height
            parent, before = self.parentWidget(), self._watched
            if before is not None and before is not parent and shiboken6.isValid(before):
                before.removeEventFilter(self)   # (its resizes no longer concern it)
            if parent is not None:
                parent.installEventFilter(self)
            self._watched = parent
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind, content = event.type(), self.widget()
        if watched is content and kind == QEvent.Type.Resize:
            # Qt's handling resizes the content, which comes back here, nested: for content
            # whose height for a width changed with its width (gui.whole_text.WholeLabel's
            # did) the nesting never ended and the stack overflowed (a segmentation fault).
            # The pass that made the resize sets the scroll bars from the size it left.
            if self._laying_out:
                return False
            self._laying_out = True
            try:
                return super().eventFilter(watched, event)
            finally:
                self._laying_out = False
        if (watched is content and kind == QEvent.Type.LayoutRequest) or \
                (watched is self.parentWidget() and kind == QEvent.Type.Resize):
            self.updateGeometry()   # its text changed, or the room for it
        return super().eventFilter(watched, event)
