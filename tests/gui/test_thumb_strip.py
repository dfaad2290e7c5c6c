"""The source panel's thumbnail strip leaves a plain wheel turn to the panel around it."""

from __future__ import annotations

import pytest
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


def test_a_sample_that_cannot_be_read_shows_a_question_mark_not_a_gap(qtbot, tmp_path):
    """A walker's damaged PNG (its header sound, so the scan passed it; Qt and Pillow could
    not draw it) left a blank gap among the samples: the strip's delegate drew pictures
    only, and the "?" its item holds was never shown. The cell is a tile with the "?", and
    its tooltip says why there is no picture."""
    from PySide6.QtGui import QColor

    from gui.thumbnails import load_thumbnail
    from gui.widgets.thumb_badge import sample_item

    broken = tmp_path / "damaged.png"
    broken.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)
    image = load_thumbnail(str(broken), deep=False)
    assert image.isNull()
    strip = ThumbStrip()
    qtbot.addWidget(strip)
    item = sample_item(image, str(broken), None, str, strip.iconSize())
    strip.addItem(item)
    strip.resize(300, strip.height())
    strip.show()
    qtbot.waitExposed(strip)
    assert "damaged.png" in item.toolTip() and "\n" in item.toolTip()
    shot = strip.viewport().grab().toImage()
    cell = strip.visualRect(strip.model().index(0, 0))
    background = QColor(shot.pixel(cell.left() + 1, cell.top() + 1))
    inside = {QColor(shot.pixel(x, y)).rgb()
              for x in range(cell.left() + 8, cell.right() - 8)
              for y in range(cell.top() + 8, cell.bottom() - 8)}
    assert len(inside - {background.rgb()}) > 1, "a blank cell: nothing drawn for the sample"
    text = strip.palette().color(strip.palette().ColorRole.ButtonText)
    assert any(abs(QColor(c).lightness() - text.lightness()) < 40 for c in inside), \
        "no '?' drawn in the cell"


@pytest.mark.parametrize("key", ["Return", "Space"])
def test_enter_or_space_on_a_broken_thumbnail_goes_to_its_problem(qtbot, window, tmp_path, key):
    """A broken sample's problem was only in its thumbnail's tooltip, which the keyboard never
    shows: Enter or Space on the thumbnail (Tab reaches the strip, the arrows move along it)
    selects its line in the problem list and moves the focus there; a click selects it."""

    from studio_fixtures import make_dataset
    from window_steps import WAIT

    from gui.widgets.sample_thumbs import ROLE
    panel = window.source_panel
    window.set_source(str(make_dataset(tmp_path / "ds", per_class=3, broken=3)))
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.samples.waiting
                    and panel.thumbs.count() > 0 and panel.problems.count() == 3, timeout=WAIT)
    strip, problems = panel.thumbs, panel.problems
    row = next(i for i in range(strip.count())
               if str(strip.item(i).data(ROLE)).endswith("broken_2.jpg"))
    strip.setFocus()
    strip.setCurrentRow(row)
    qtbot.keyClick(strip, getattr(Qt.Key, f"Key_{key}"))
    line = problems.currentItem()
    assert line is not None and line.toolTip().endswith("broken_2.jpg"), line
    assert problems.hasFocus() or QApplication.focusWidget() is problems
    problems.setCurrentRow(-1)
    strip.setFocus()
    rect = strip.visualItemRect(strip.item(row))
    qtbot.mouseClick(strip.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert problems.currentItem() is not None and \
        problems.currentItem().toolTip().endswith("broken_2.jpg")
