"""The source panel's one-row strip of sample thumbnails, which leaves the mouse wheel to
the panel it sits in, whose keyboard focus shows as a thick outline (ThumbFrame), and whose
thumbnail opened by a click, Enter or Space says so (``opened``: gui.widgets.scan_preview
shows a broken one's problem in the list below)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QPainter, QPalette, QPen, QPixmap, QWheelEvent
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

ICON = 64
PAD = 5       # around each thumbnail: room for the outline (its width is OUTLINE)
OUTLINE = 3


class ThumbFrame(QStyledItemDelegate):
    """Each thumbnail centred in a cell PAD px larger on every side, and the current one
    framed OUTLINE px thick in the highlight colour while the strip has the keyboard focus
    (the style's focus line, 1 px under the thumbnail, was cut off by the scroll bar: a
    walker tabbing through the window could not see where the focus was); a selected one
    (clicked) framed in the highlight colour's lighter shade."""

    def sizeHint(self, option: QStyleOptionViewItem,   # noqa: N802 - Qt's name
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(ICON + 2 * PAD, ICON + 2 * PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        r = QRect(option.rect)   # (a copy: the option's is read only)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        pixmap = icon.pixmap(ICON, ICON) if isinstance(icon, QIcon) else \
            icon if isinstance(icon, QPixmap) else None
        if pixmap is not None and not pixmap.isNull():
            size = pixmap.deviceIndependentSize().toSize().scaled(
                ICON, ICON, Qt.AspectRatioMode.KeepAspectRatio)
            painter.drawPixmap(QRect(r.center().x() - size.width() // 2 + 1,
                                     r.center().y() - size.height() // 2 + 1, size.width(),
                                     size.height()), pixmap)
        else:   # no picture: its words ("?", a sample that cannot be read) on a tile
            self._tile(painter, option, r, str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        state = option.state
        focused = bool(state & QStyle.StateFlag.State_HasFocus)
        selected = bool(state & QStyle.StateFlag.State_Selected)
        if focused or selected:
            color = option.palette.color(QPalette.ColorRole.Highlight)
            if not focused:
                color = color.lighter(150)
            painter.save()
            pen = QPen(color, OUTLINE)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = OUTLINE // 2
            painter.drawRect(r.adjusted(half, half, -half - 1, -half - 1))
            painter.restore()


    @staticmethod
    def _tile(painter: QPainter, option: QStyleOptionViewItem, r: QRect, text: str) -> None:
        """A cell without a picture: a tile of the thumbnail's size with the item's text
        (the damaged PNG of a walk, which the scan passed and Qt and Pillow could not
        draw, left a blank gap among the samples: this delegate drew only pictures, and
        the "?" the item holds for it was never shown)."""
        tile = QRect(r.center().x() - ICON // 2 + 1, r.center().y() - ICON // 2 + 1, ICON, ICON)
        painter.save()
        painter.fillRect(tile, option.palette.color(QPalette.ColorRole.Button))
        painter.setPen(option.palette.color(QPalette.ColorRole.Mid))
        painter.drawRect(tile.adjusted(0, 0, -1, -1))
        if text:
            font = painter.font()
            font.setBold(True)
            font.setPixelSize(ICON // 3)
            painter.setFont(font)
            painter.setPen(option.palette.color(QPalette.ColorRole.ButtonText))
            painter.drawText(tile, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


class ThumbStrip(QListWidget):
    """Thumbnails left to right in one row. A plain wheel turn scrolls the panel around it:
    a walker scrolling the source panel down had the strip take the wheel and scroll
    sideways as soon as the pointer passed over it. A sideways turn (a touchpad, a tilting
    wheel), the scroll bar and the arrow keys still move the strip. As tall as a cell and
    the scroll bar below it: 88 px cut the cells (81 px in a 72 px view) and their focus."""

    #: a thumbnail clicked (False) or opened by Enter or Space (True: by the keyboard)
    opened = Signal(QListWidgetItem, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.itemClicked.connect(lambda item: self.opened.emit(item, False))
        self.setViewMode(QListWidget.ViewMode.IconMode)
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(False)
        self.setIconSize(QSize(ICON, ICON))
        self.setItemDelegate(ThumbFrame(self))
        self.setSpacing(1)
        self.setMovement(QListWidget.Movement.Static)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        self.setFixedHeight(ICON + 2 * PAD + 2 * self.spacing() + bar + 2 * self.frameWidth())

    def wheelEvent(self, e: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        d = e.angleDelta()
        if abs(d.x()) > abs(d.y()):
            super().wheelEvent(e)
        else:
            e.ignore()   # the panel's scroll area takes it

    def keyPressEvent(self, e: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        item = self.currentItem()
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and \
                e.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                  Qt.KeyboardModifier.KeypadModifier) and item is not None:
            self.opened.emit(item, True)   # (what a click does: a keyboard user's way to it)
            return
        super().keyPressEvent(e)
