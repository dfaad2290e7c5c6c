"""A sample's thumbnail in the source panel; a broken one's: the picture (or a grey tile
when it cannot be read) with a red frame and a "!" badge."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QListWidgetItem


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def sample_item(image: QImage, path: str, res, reason_text: Callable[[str], str],
                size: QSize) -> QListWidgetItem:
    """The thumbnail strip's item of the sample ``path`` of the scan ``res`` (None: gone):
    marked, with its problem in the tooltip, when the scan found the file broken
    (``reason_text``: a reason in the window's language); "?" when it cannot be read."""
    item = QListWidgetItem()
    reason = res.broken.get(path, "") if res is not None else ""
    if reason and res is not None:
        item.setIcon(QIcon(marked(image, size)))
        item.setData(Qt.ItemDataRole.UserRole, reason)
        item.setToolTip(_tr("{file}\nProblem: {reason}").format(
            file=res.display_name(path), reason=reason_text(reason)))
        item.setData(Qt.ItemDataRole.AccessibleTextRole, _tr("Problem: {reason}").format(
            reason=reason_text(reason)))
    else:
        shown = res.display_name(path) if res is not None else path
        if not image.isNull():
            item.setIcon(QIcon(QPixmap.fromImage(image)))
            item.setToolTip(shown)
        else:   # (the scan passed it: a damaged PNG whose header is sound, a walk's)
            item.setText(_tr("?"))
            item.setToolTip(_tr("{file}\nIts picture cannot be shown: the file may be "
                                "damaged.").format(file=shown))
    return item


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
