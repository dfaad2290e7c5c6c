"""Window-wide fixes for small screens and the keyboard, applied once by the main window."""

from __future__ import annotations

import struct

from PySide6.QtCore import QByteArray, QRect, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGraphicsView,
    QPlainTextEdit,
    QScrollArea,
    QTextEdit,
    QWidget,
)

from gui.focus_park import parked

# The frame (title bar, borders) is only known once a window is shown; assume a common one.
_ASSUMED_FRAME = QSize(8, 36)


def fit_to_screen(window: QWidget, preferred: QSize, first: bool = False,
                  available: QRect | None = None) -> None:
    """Keep ``window`` inside the screen's available area: the first window takes
    ``preferred`` when it fits, a restored one keeps its size if it fits. ``available``
    overrides the screen's (tests)."""
    if available is None:
        screen = window.screen()
        if screen is None:
            return
        available = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size() \
        if window.isVisible() else QSize(0, 0)
    if frame.isNull() or frame.width() < 0:
        frame = _ASSUMED_FRAME
    room = QSize(max(200, available.width() - frame.width()),
                 max(200, available.height() - frame.height()))
    size = (preferred if first else window.size()).boundedTo(room)
    window.setMinimumSize(window.minimumSizeHint().boundedTo(room))
    window.resize(size)
    pos = window.pos()
    x = min(max(pos.x(), available.left()), available.right() - size.width() - frame.width())
    y = min(max(pos.y(), available.top()), available.bottom() - size.height() - frame.height())
    window.move(max(available.left(), x), max(available.top(), y))


def restore_geometry(window: QWidget, saved: bytes) -> bool:
    """QWidget.restoreGeometry(saved), as if it was saved on this screen. Qt takes a screen
    more than 1.25 times as wide (or under 0.8) as the one the geometry was saved on for a
    change of DPI: Qt 6.11 then refuses it (earlier versions scaled it), so a window saved
    on a 1024-wide screen opened at its bare 779x480 on a 1366 one, as did a laptop's window
    on the monitor it was docked to. The saved screen's width (formats 2 and 3, at byte 46)
    is set to this screen's; fit_to_screen then keeps the window inside it."""
    screen = window.screen()
    if screen is not None and len(saved) >= 50 and saved[4:6] in (b"\0\2", b"\0\3"):
        saved = saved[:46] + struct.pack(">i", screen.geometry().width()) + saved[50:]
    return window.restoreGeometry(QByteArray(saved))


def remove_keyboard_traps(root: QWidget) -> None:
    """Tab leaves every table, list and text view under ``root`` (their default is to move
    between cells or insert a tab), and passes over what has nothing to do with a key: the
    plots (pyqtgraph's views) and the frames of the scroll areas. Tab stopped on an empty
    plot and on a scrolling page's frame, with nothing shown or changed. A click still
    focuses a plot (its zoom keys) or a page; a page scrolls to the control Tab moves to
    (QScrollArea does) or a letter focuses (gui.widgets.common.focus_stays_in_view)."""
    for view in root.findChildren(QAbstractItemView):
        view.setTabKeyNavigation(False)
    for text in root.findChildren(QPlainTextEdit) + root.findChildren(QTextEdit):
        text.setTabChangesFocus(True)
    for frame in root.findChildren(QGraphicsView) + root.findChildren(QScrollArea):
        frame.setFocusPolicy(Qt.FocusPolicy.ClickFocus)


def grey_disabled_placeholders(root: QWidget) -> None:
    """An empty field's placeholder keeps its normal colour when the field is disabled
    (Split and Prefix looked editable during a run): grey it like disabled text."""
    pal = root.palette()
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.PlaceholderText,
                 pal.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
    root.setPalette(pal)


def focus_lost(window: QWidget) -> bool:
    """No usable control of ``window`` has the keyboard focus: a run locks the form, and
    when the focused control was disabled Qt dropped the focus altogether, so the keys did
    nothing until the mouse was used (Esc still cancels: it is a window shortcut). The
    window then gives it to a panel (gui.widgets.common.focus_first). The focus waiting in
    the place of a greyed-out button (gui.focus_park) is lost too: the window places it."""
    now = window.focusWidget()
    return parked(window) or not (now is not None and now.isEnabled() and now.isVisible()
                                  and now.hasFocus())
