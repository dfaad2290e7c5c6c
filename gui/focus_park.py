"""Where the keyboard focus goes when the control that holds it is greyed out or hidden.

Qt moves it on to the next control in the Tab order: Connect greyed out while it asked, and
the focus landed on "Largest image" with 100 selected, so the next key typed replaced it;
Start sent it to a tab bar, whose arrow keys then turned the pages under the user. The
window (FocusParking, a mixin of the main window) keeps it in the control's place instead:
on a control that stands for it (``hand_on``: Previous for Next on the last page, Cancel
for Run sweep) if that can take it now, else on a FocusPlace, an invisible stand-in in the
control's place and Tab order that takes no key (Tab and Shift+Tab go on from there), drawn
as a focus frame over the greyed-out control. The focus goes back to the control, or to
one it was handed on to, as soon as one of them can be pressed again, unless the user has
moved it meanwhile. The window's own placing (a run started: Cancel; ended: Start) counts a
stand-in as a lost focus (``parked``).

A control hidden for good (Use 12 bits once pressed, Load this job and Unpack once the
source changed), with no control handed on to, has no place to come back to: the focus
goes on to the next button in the Tab order (``next_button``: never a field, a tick box or
a tab bar, which a key would change), shown with its focus frame when the keys had it; a
stand-in waited there unseen, framed only after Tab."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QFocusEvent, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QPushButton,
    QStackedLayout,
    QStyle,
    QStyleOptionFocusRect,
    QStylePainter,
    QWidget,
)

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    _Base = QWidget
else:
    _Base = object

_PARTNERS = "_focus_handed_on"   # the attribute hand_on sets on a control
_BACK = (QEvent.Type.EnabledChange, QEvent.Type.Show, QEvent.Type.ShowToParent)


def usable(widget: QWidget) -> bool:
    """``widget`` can hold the keyboard focus now: shown and not greyed out."""
    return widget.isVisible() and widget.isEnabled()


def keys_reason(widget: QWidget) -> Qt.FocusReason:
    """The reason to give the focus to ``widget`` with: as the keyboard would (its focus
    frame shown) when the keys moved the focus last in its window and ``widget`` is a button
    or a FocusPlace; else OtherFocusReason. Qt draws a control's focus only while the keys
    move it, and any other reason turned that off: Connect came back with the focus but
    without its frame. (Never for a field: it selects its text for such a reason.)"""
    keys = widget.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
    return Qt.FocusReason.ShortcutFocusReason if keys and isinstance(
        widget, (QAbstractButton, FocusPlace)) else Qt.FocusReason.OtherFocusReason


def hand_on(control: QWidget, *partners: QWidget) -> None:
    """When ``control`` is greyed out or hidden with the focus, the first of ``partners``
    that can take it does (at once, or as soon as it can, unless ``control`` comes back
    first). Only for controls that do the same job or its opposite nearby (Cancel of a
    sweep that Run sweep started), never an editable field."""
    setattr(control, _PARTNERS, partners)


def parked(window: QWidget) -> bool:
    """The focus of ``window`` waits on a FocusPlace."""
    return isinstance(window.focusWidget(), FocusPlace)


class FocusParking(_Base):
    """Mixin for a top-level window, before its Qt class: Qt asks the window where to move
    the focus from a control that was just greyed out or hidden (QWidget.setEnabled,
    hide), and the window keeps it in the control's place (module docstring)."""

    def focusNextPrevChild(self, next: bool) -> bool:   # noqa: A002 (Qt's name)
        if park(self):
            return True
        return super().focusNextPrevChild(next)


def park(window: QWidget) -> bool:
    """If ``window``'s focused control can no longer hold the focus, put the focus where it
    belongs instead (module docstring): True when it did. False for Tab and Shift+Tab from
    a usable control, which Qt moves on as usual."""
    control = window.focusWidget()
    if control is None or control is window or usable(control):
        return False
    if isinstance(control, FocusPlace):   # its own parent was hidden: stand in again
        control = control.control
    if _page_turned(control):
        return False
    partners = getattr(control, _PARTNERS, ())
    for partner in partners:
        if usable(partner):
            partner.setFocus(keys_reason(partner))
            return True
    host = control.parentWidget()
    while host is not None and not host.isWindow() and not usable(host):
        host = host.parentWidget()
    if host is None or not usable(host):
        return False
    button = None if partners or control.isVisibleTo(window) else next_button(control)
    if button is not None:   # hidden for good: on to the next button (module docstring)
        button.setFocus(keys_reason(button))
        return True
    place = FocusPlace(control, partners, host)
    place.setFocus(keys_reason(place))
    return True


def next_button(control: QWidget) -> QWidget | None:
    """The first push button after ``control`` in its window's Tab order that can take the
    focus now (None: none in the whole order)."""
    widget = control.nextInFocusChain()
    while widget is not control and widget is not None:
        if isinstance(widget, QPushButton) and not widget.isCheckable() and usable(widget) \
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus and \
                widget.window() is control.window():
            return widget
        widget = widget.nextInFocusChain()
    return None


def _page_turned(control: QWidget) -> bool:
    """``control`` is on a page that was turned away (a tab: QStackedLayout gives the focus
    to the new page's control)."""
    widget: QWidget | None = control
    while widget is not None and not widget.isWindow():
        parent = widget.parentWidget()
        if widget.isHidden() and parent is not None and \
                isinstance(parent.layout(), QStackedLayout):
            return True
        widget = parent
    return False


class FocusPlace(QWidget):
    """Holds the keyboard focus in the place of ``control``, greyed out or hidden, inside
    ``host`` (its nearest shown ancestor), until ``control`` or one of ``partners`` can take
    it back, or the user moves it (then it is gone)."""

    def __init__(self, control: QWidget, partners: tuple[QWidget, ...],
                 host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("focusPlace")
        self.control = control
        self._watched = (control, *partners)
        self.setAccessibleName(control.accessibleName() or getattr(control, "text", str)())
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # over the control, as large: a scroll area keeps the focused widget in view, and
        # one at the top of the page scrolled the page up (gui.widgets.common)
        self.setGeometry(control.rect().translated(control.mapTo(host, QPoint(0, 0))))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)   # (setTabOrder ignores NoFocus)
        QWidget.setTabOrder(control, self)   # Tab goes on from the control's place
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)    # and Tab never stops here
        for w in self._watched:
            w.installEventFilter(self)
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _BACK and self.window().focusWidget() is self:
            back = next((w for w in self._watched if usable(w)), None)
            if back is not None:
                back.setFocus(keys_reason(back))
        elif event.type() in (QEvent.Type.EnabledChange, QEvent.Type.Hide):
            self.update()   # the frame shows while the control does
        return False

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()   # (its frame: a plain widget does not repaint for its focus)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()
        if self.window().focusWidget() is not self:   # (another window's turn: it stays)
            self._done()

    def _done(self) -> None:
        for w in self._watched:
            w.removeEventFilter(self)
        self.hide()
        self.deleteLater()

    def paintEvent(self, event: QPaintEvent) -> None:
        """A focus frame over the greyed-out control: where the keys are (nothing over a
        hidden one)."""
        if not self.control.isVisible() or not self.hasFocus():
            return
        painter = QStylePainter(self)
        option = QStyleOptionFocusRect()
        option.initFrom(self)
        # (Fusion draws it only for a focus the keyboard moved: this one is)
        option.state |= QStyle.StateFlag.State_KeyboardFocusChange | QStyle.StateFlag.State_HasFocus
        option.rect = self.rect().adjusted(2, 2, -2, -2)
        painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option)
