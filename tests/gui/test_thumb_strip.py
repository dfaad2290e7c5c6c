"""The source panel's thumbnail strip leaves a plain wheel turn to the panel around it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPixmap, QWheelEvent
from PySide6.QtWidgets import QApplication, QListWidgetItem

from gui.widgets.thumb_strip import ThumbStrip


def _wheel(widget, dx: int, dy: int) -> bool:
    """Turn the wheel over ``widget``; whether the widget took the turn. (Qt hands a turn
    a widget leaves to its parent only for the system's own events, not a test's.)"""
    pos = QPointF(widget.rect().center())
    e = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(),
                    QPoint(dx, dy), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                    Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, e)
    return e.isAccepted()


def test_a_plain_wheel_turn_scrolls_the_panel_not_the_strip(qtbot):
    """A walker scrolling the source panel down had the strip take the wheel and scroll
    sideways once the pointer passed over it."""
    strip = ThumbStrip()
    qtbot.addWidget(strip)
    picture = QPixmap.fromImage(QImage(64, 64, QImage.Format.Format_RGB32))
    for _ in range(40):
        strip.addItem(QListWidgetItem(picture, ""))
    strip.resize(300, 88)
    strip.show()
    qtbot.waitExposed(strip)
    along = strip.horizontalScrollBar()
    assert along.maximum() > 0
    assert not _wheel(strip.viewport(), 0, -120)   # left to the panel around it
    assert along.value() == 0
    assert _wheel(strip.viewport(), -120, 0)   # a sideways wheel still moves the strip
    assert along.value() > 0


def test_the_focused_thumbnail_is_framed_whole_above_the_scroll_bar(qtbot):
    """A walker tabbing into the strip saw a 1 px line under the first thumbnail, cut off by
    the scroll bar: the strip, 88 px tall, held 72 px of its 81 px cells."""
    from PySide6.QtGui import QPalette
    strip = ThumbStrip()
    qtbot.addWidget(strip)
    picture = QPixmap.fromImage(QImage(64, 64, QImage.Format.Format_RGB32))
    picture.fill(Qt.GlobalColor.black)
    for _ in range(40):
        strip.addItem(QListWidgetItem(picture, ""))
    strip.resize(300, strip.height())
    strip.show()
    qtbot.waitExposed(strip)
    strip.setFocus()
    strip.setCurrentRow(1)
    qtbot.waitUntil(strip.hasFocus)
    assert strip.horizontalScrollBar().isVisible()
    cell = strip.visualRect(strip.model().index(1, 0))
    assert strip.viewport().rect().contains(cell), (cell, strip.viewport().rect())
    shot = strip.viewport().grab().toImage()
    ratio = shot.devicePixelRatio()
    highlight = strip.palette().color(QPalette.ColorRole.Highlight).rgb()
    for x, y in ((cell.center().x(), cell.top() + 1), (cell.center().x(), cell.bottom() - 1),
                 (cell.left() + 1, cell.center().y()), (cell.right() - 1, cell.center().y())):
        assert shot.pixelColor(int(x * ratio), int(y * ratio)).rgb() == highlight, (x, y)
    # the others are not framed
    other = strip.visualRect(strip.model().index(2, 0))
    assert shot.pixelColor(int(other.center().x() * ratio),
                           int((other.bottom() - 1) * ratio)).rgb() != highlight
