"""The source panel's one-row strip of sample thumbnails, which leaves the mouse wheel to
the panel it sits in."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QListWidget


class ThumbStrip(QListWidget):
    """Thumbnails left to right in one row. A plain wheel turn scrolls the panel around it:
    a walker scrolling the source panel down had the strip take the wheel and scroll
    sideways as soon as the pointer passed over it. A sideways turn (a touchpad, a tilting
    wheel), the scroll bar and the arrow keys still move the strip."""

    def __init__(self) -> None:
        super().__init__()
        self.setViewMode(QListWidget.ViewMode.IconMode)
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(False)
        self.setIconSize(QSize(64, 64))
        self.setFixedHeight(88)
        self.setMovement(QListWidget.Movement.Static)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def wheelEvent(self, e: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        d = e.angleDelta()
        if abs(d.x()) > abs(d.y()):
            super().wheelEvent(e)
        else:
            e.ignore()   # the panel's scroll area takes it
