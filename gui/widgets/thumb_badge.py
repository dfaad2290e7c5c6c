"""A broken sample's thumbnail in the source panel: the picture (or a grey tile when it
cannot be read) with a red frame and a "!" badge."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap


def marked(image: QImage, size: QSize) -> QPixmap:
    """The thumbnail with a red frame and a "!" badge: a broken file is seen among the
    samples before Start."""
    pm = QPixmap(size)
    pm.fill(QColor("#e5e7eb"))
    p = QPainter(pm)
    if not image.isNull():
        scaled = image.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)
        p.drawImage((size.width() - scaled.width()) // 2, (size.height() - scaled.height()) // 2,
                    scaled)
    red = QColor("#dc2626")
    p.setPen(QPen(red, 4))
    p.drawRect(QRect(2, 2, size.width() - 4, size.height() - 4))
    badge = QRect(size.width() - 24, 4, 20, 20)
    p.setBrush(red)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(badge)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(15)
    p.setFont(f)
    p.setPen(QColor("white"))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
    p.end()
    return pm
