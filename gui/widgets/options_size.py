"""The Size field's Custom… choice (gui.widgets.options_form): an empty custom size is asked
for, not a mistake, until the user types in its box or presses Start; choosing Custom…
(a click, or Enter on it) moves the focus into the box, and a digit typed on the closed
list at Custom… goes into it, while the arrow keys or the wheel step through the list
without moving. A mixin of OptionsForm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:  # for the type checker the mixin is the form it is mixed into
    from PySide6.QtWidgets import QComboBox, QGroupBox, QLineEdit
    _Base = QGroupBox
else:
    _Base = object


class OptionsSize(_Base):
    """Needs from the form: size_combo and custom_size (whose key events it filters), and
    the flags _size_typed and _browsing its __init__ sets."""

    size_combo: QComboBox
    custom_size: QLineEdit
    _size_typed: bool
    _browsing: bool   # the last choice stepped through the closed list (keys)

    def size_prompting(self) -> bool:
        """Custom… is chosen and its box is empty, not yet typed in (nor Start pressed):
        the size is asked for, not a mistake (gui.job_rules.validate's ``prompting``)."""
        return self.size_combo.currentData() == "custom" and not self._size_typed and \
            not self.custom_size.text().strip()

    def insist_on_size(self, *_) -> None:
        """Typed in the custom size box, or Start pressed: an empty size is a problem now."""
        self._size_typed = True

    def _size_chosen(self, *_) -> None:   # another size: an empty custom box prompts again
        self._size_typed = False

    def _size_activated(self, _index: int) -> None:
        """Custom… chosen from the list (a click, or Enter in it): the focus moves into the
        custom size box. Not while the arrow keys or the wheel step through the closed
        list: Custom… is on the way to "Keep original size" (Enter or a digit then moves)."""
        if not self._browsing:
            self._to_custom_size()
        self._browsing = False

    def _to_custom_size(self) -> bool:
        if self.size_combo.currentData() != "custom":
            return False
        self.custom_size.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if obj is self.size_combo and isinstance(event, QKeyEvent) and \
                event.type() == QEvent.Type.KeyPress:
            key = event.key()
            # (Alt+Down opens the list)
            self._browsing = key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp,
                                     Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End) \
                and not event.modifiers() & Qt.KeyboardModifier.AltModifier
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._to_custom_size():
                return True
            if event.text().isdigit() and not event.modifiers() & ~(
                    Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier) \
                    and self._to_custom_size():
                # the size begun on the closed combo at Custom…: typed into its box
                QApplication.sendEvent(self.custom_size, QKeyEvent(
                    event.type(), key, event.modifiers(), event.text()))
                return True
        elif obj is self.size_combo and event.type() in (QEvent.Type.Wheel,
                                                         QEvent.Type.MouseButtonPress):
            self._browsing = event.type() == QEvent.Type.Wheel
        return super().eventFilter(obj, event)
