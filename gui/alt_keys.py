"""Alt + a letter is a mnemonic (a button's or a label's underlined letter), never text.

When the control a letter belongs to is disabled (Start after a run), Qt finds no shortcut
and hands the key to the focused control: a path box typed the letter (the source became
".../datas", the output ".../ds3s", which enabled Start) and a closed list chose an item
starting with it. One filter on the application drops such keys for every editable or
choosing control, in every window and dialog. Keys that compose characters pass: AltGr is
Ctrl+Alt on Windows and a modifier of its own on X11, and macOS's Option (Qt's Alt) types
accents there, where windows have no underlined letters."""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
)

_ALT = Qt.KeyboardModifier.AltModifier
_ALT_ONLY = (_ALT, _ALT | Qt.KeyboardModifier.ShiftModifier)
# Controls that take a letter as text or as a search among their items.
_TAKE_LETTERS = (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit,
                 QAbstractItemView)


def is_mnemonic_key(event: QKeyEvent) -> bool:
    """Alt (or Alt+Shift) and a key that would type a printable character."""
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    text = event.text()
    return mods in _ALT_ONLY and bool(text) and text[0].isprintable()


class AltLetterGuard(QObject):
    """Drops Alt+letter key presses on the way to a control that would take the letter."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if (event.type() == QEvent.Type.KeyPress and isinstance(watched, _TAKE_LETTERS)
                and isinstance(event, QKeyEvent) and is_mnemonic_key(event)):
            return True
        return False


def install(app: QApplication | None = None) -> None:
    """Filter ``app``'s key presses once (a second call does nothing); not on macOS."""
    app = app or QApplication.instance()   # type: ignore[assignment]
    if app is None or sys.platform == "darwin" or app.findChild(AltLetterGuard) is not None:
        return
    app.installEventFilter(AltLetterGuard(app))
