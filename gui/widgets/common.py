"""Small helpers shared by the widgets."""

from __future__ import annotations

import re
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gui.focus_park import keys_reason

W = TypeVar("W", bound=QWidget)


def name(widget: W, object_name: str, accessible: str, tip: str = "") -> W:
    """Set objectName, accessibleName (and tooltip) in one place: every control gets them."""
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    if tip:
        widget.setToolTip(tip)
    return widget


def greyed(widget: QWidget, why: str) -> None:
    """Grey ``widget`` out with ``why`` (what makes it not apply) as its tooltip, or enable
    it again with its own tooltip when ``why`` is empty."""
    if widget.property("usualTip") is None:
        widget.setProperty("usualTip", widget.toolTip())
    widget.setEnabled(not why)
    widget.setToolTip(why or widget.property("usualTip"))


def column(*items: QWidget | QLayout | tuple[QWidget | QLayout, int],
           widget: QWidget | None = None) -> QWidget:
    """Lay ``items`` out top to bottom, without margins, in ``widget`` (a new plain QWidget if
    not given) and return it. An item is a widget or a layout, or ``(item, stretch)``."""
    widget = QWidget() if widget is None else widget
    lay = QVBoxLayout(widget)
    lay.setContentsMargins(0, 0, 0, 0)
    for item in items:
        item, stretch = item if isinstance(item, tuple) else (item, 0)
        if isinstance(item, QLayout):
            lay.addLayout(item, stretch)
        else:
            lay.addWidget(item, stretch)
    return widget


def stacked(*widgets: QWidget) -> QWidget:
    """``widgets`` top to bottom as one form field; its focus (and a row label's letter)
    goes to the first."""
    box = QWidget()
    box.setFocusProxy(widgets[0])
    v = QVBoxLayout(box)
    v.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        v.addWidget(w)
    return box


def side_by_side(*widgets: QWidget) -> QWidget:
    """``widgets`` in a row as one form field (a text field takes the spare width, else the
    row ends in a stretch); its focus (and a row label's letter) goes to the first."""
    box = QWidget()
    box.setFocusProxy(widgets[0])
    h = QHBoxLayout(box)
    h.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        h.addWidget(w, 1 if isinstance(w, QLineEdit) else 0)
    if not any(isinstance(w, QLineEdit) for w in widgets):
        h.addStretch(1)
    return box


def select_data(combo: QComboBox, data) -> None:
    """Choose the item of ``combo`` whose data is ``data`` (none: leave it as it is)."""
    i = combo.findData(data)
    if i >= 0:
        combo.setCurrentIndex(i)


def row_label(form: QFormLayout, field: QWidget | None) -> str:
    """The label of ``field``'s row of ``form`` without its letter and colon ("&Output
    folder:" and "出力フォルダー(&O):" are "Output folder", "出力フォルダー"); "" if none."""
    label = form.labelForField(field) if field is not None else None
    if not isinstance(label, QLabel):
        return ""
    text = re.sub(r"\s*\(&[^&)]\)", "", label.text()).replace("&&", "\0")
    return text.replace("&", "").replace("\0", "&").strip().rstrip(":：").strip()


def label_reaches(form: QFormLayout, field: QWidget) -> None:
    """The mnemonic (Alt + its underlined letter) of ``field``'s row label focuses the
    control inside ``field``. QFormLayout makes the field the label's buddy, and QLabel
    focuses a buddy only if the buddy itself takes focus: a row's field is often a plain
    container, whose focusProxy names the control."""
    label = form.labelForField(field)
    target, proxy = field, field.focusProxy()
    while proxy is not None:
        target, proxy = proxy, proxy.focusProxy()
    if isinstance(label, QLabel):
        label.setBuddy(target)


def esc(text: str) -> str:
    """Escape ``text`` for a rich-text label."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


#: A tag or an entity of rich text, or one character.
_TOKEN = re.compile(r"<[^>]*>|&#?\w+;|.", re.S)
#: Characters a line may break between with no space (Japanese, Chinese; fullwidth forms).
_CJK = re.compile(r"[\u2e80-\u2fff\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
WORD_JOINER = "\u2060"


def items_line(items: list[str], separator: str) -> str:
    """Rich-text ``items`` (escaped; tags allowed) joined by ``separator``, for a label
    that wraps: a line breaks only after a separator, never inside an item (one too wide
    for the label is broken where it must). In Japanese at 1024x640 Inspect's "…、圧縮:
    なし" left "し" alone on the next line. Each item, with the separator after it, is
    kept whole by white-space: nowrap (spaces) and word joiners (U+2060) between the
    characters that break without a space."""
    sep = separator.rstrip()
    gap = separator[len(sep):]
    return gap.join(_unbroken(item + (sep if i < len(items) - 1 else ""))
                    for i, item in enumerate(items))


def _unbroken(html: str) -> str:
    out: list[str] = []
    before = ""   # the last character shown (tags are not)
    for token in _TOKEN.findall(html):
        if token.startswith("<") and token.endswith(">") and len(token) > 1:
            out.append(token)
            continue
        if before and (_CJK.match(before) or _CJK.match(token)):
            out.append(WORD_JOINER)
        out.append(token)
        before = token
    return f'<span style="white-space: nowrap">{"".join(out)}</span>'


class _WheelScrollsThePage(QObject):
    """Gives the mouse wheel over a combo box or spin box that does not have focus to the
    scroll area around it (Qt would pass an ignored wheel to the parents only for events
    from the window system; handing it over explicitly works for every event)."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area)
        self.area = area

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (event.type() != QEvent.Type.Wheel or not isinstance(obj, QWidget)
                or not isinstance(event, QWheelEvent) or obj.hasFocus()):
            return False
        port = self.area.viewport()
        pos = QPointF(port.mapFromGlobal(event.globalPosition().toPoint()))
        QApplication.sendEvent(port, QWheelEvent(
            pos, event.globalPosition(), event.pixelDelta(), event.angleDelta(),
            event.buttons(), event.modifiers(), event.phase(), event.inverted()))
        event.accept()
        return True


def wheel_scrolls_the_page(area: QAbstractScrollArea) -> None:
    """In a scrolling form, the mouse wheel scrolls; it changes a drop-down list or a number
    only after the user clicked or tabbed into it. (Scrolling the options with the pointer
    over Size silently turned it into "Custom…".)"""
    guard = _WheelScrollsThePage(area)
    root = area.viewport()
    for box in root.findChildren(QComboBox) + root.findChildren(QAbstractSpinBox):
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # the wheel gives no focus
        box.installEventFilter(guard)


class _FollowFocus(QObject):
    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)   # goes with the area; Qt then drops the connection
        self.area = area
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._moved)

    def _moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if not shiboken6.isValid(self.area):   # the focus moves as its window is deleted
            return
        body = self.area.widget()
        if new is not None and body is not None and body.isAncestorOf(new):
            # One move, to where no row is cut (a click on a control in view moves
            # nothing): Qt's ensureWidgetVisible, 50 px past the field's text cursor, then
            # the rows made whole, moved Tab's form twice, 92 -> 99 then back by 7 px (and
            # Qt's own ensureWidgetVisible after Tab finds it in view)
            bar, hbar = self.area.verticalScrollBar(), self.area.horizontalScrollBar()
            x, y = shown_at(self.area, new)
            snap = getattr(self.area.findChild(QObject, "wholeRows"), "whole", None)
            if y != bar.value() and snap is not None:   # the field whole, not only its
                y = snap(y, keep=new)                    # cursor; no row cut below it
            hbar.setValue(x)
            bar.setValue(y)


def shown_at(area: QScrollArea, child: QWidget, margin: int = 50) -> tuple[int, int]:
    """The scroll bars' values at which ``area``'s ensureWidgetVisible(``child``) would
    leave it (Qt's QScrollArea::ensureWidgetVisible, its default margins; around the text
    cursor where ``child`` has one), without moving anything."""
    hbar, bar, body, view = (area.horizontalScrollBar(), area.verticalScrollBar(),
                             area.widget(), area.viewport())
    if body is None:
        return hbar.value(), bar.value()
    query = Qt.InputMethodQuery.ImCursorRectangle
    micro, plain = child.inputMethodQuery(query), QWidget.inputMethodQuery(child, query)
    if isinstance(micro, (QRect, QRectF)) and micro != plain:
        micro = micro.toRect() if isinstance(micro, QRectF) else micro
        focus = QRect(child.mapTo(body, micro.topLeft()), micro.size())
    else:
        focus = QRect(child.mapTo(body, QPoint(0, 0)), child.size())
    visible = QRect(QPoint(hbar.value(), bar.value()), view.size())
    if visible.contains(focus):
        return hbar.value(), bar.value()
    focus.adjust(-margin, -margin, margin, margin)
    x, y = hbar.value(), bar.value()
    if focus.width() > visible.width():
        x = focus.center().x() - view.width() // 2
    elif focus.right() > visible.right():
        x = focus.right() - view.width() + 1
    elif focus.left() < visible.left():
        x = focus.left()
    if focus.height() > visible.height():
        y = focus.center().y() - view.height() // 2
    elif focus.bottom() > visible.bottom():
        y = focus.bottom() - view.height() + 1
    elif focus.top() < visible.top():
        y = focus.top()
    return (min(max(x, hbar.minimum()), hbar.maximum()),
            min(max(y, bar.minimum()), bar.maximum()))


def focus_stays_in_view(area: QScrollArea) -> None:
    """The control that takes the focus is scrolled into view, however it took it: Tab did,
    but Alt + a label's letter (or a click on a label) focused, and changed, an option
    scrolled out of sight ("Verify the files after writing" went off unseen)."""
    _FollowFocus(area)


def rows_whole(area: QScrollArea, keep: QWidget) -> None:
    """After ``area`` was scrolled to show ``keep``: no row cut at its bottom edge, and
    ``keep`` whole (gui.widgets.whole_rows, when the area has it: rows_stay_whole)."""
    snap = getattr(area.findChild(QObject, "wholeRows"), "snap", None)
    if snap is not None:
        snap(keep=keep)


def bring_into_view(*widgets: QWidget) -> None:
    """Scroll the scroll area that holds ``widgets`` so that they are in view, the first
    one above all, once the layouts their new text changed are done (a line that grew was
    measured at its old height). For an answer that arrives below the user's eyes: Connect's,
    under the form's last row at 1024x640."""
    area: QWidget | None = widgets[0]
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is None:
        return

    def show(target: QScrollArea = area) -> None:
        if not shiboken6.isValid(target):
            return
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        for widget in reversed(widgets):   # (the first last: it wins where not all fit)
            if shiboken6.isValid(widget) and widget.isVisible():
                target.ensureWidgetVisible(widget, 0, 4)
        if shiboken6.isValid(widgets[0]):   # (4 px below it began the next row's field)
            rows_whole(target, widgets[0])

    connected = [True]

    def done(target: QScrollArea = area) -> None:
        if connected[0] and shiboken6.isValid(target):
            connected[0] = False
            target.verticalScrollBar().rangeChanged.disconnect(again)

    def again(_low: int, _high: int, target: QScrollArea = area) -> None:
        # the scroll range set after the layout (the form grew by the answer's lines):
        # scrolled where the old range allowed, the answer could still be below the view
        done(target)
        show(target)
    area.verticalScrollBar().rangeChanged.connect(again)
    QTimer.singleShot(0, area, show)
    QTimer.singleShot(200, area, done)   # (not left connected when the range stays)


def ask_save(parent: QWidget, title: str, start: str, filters: str, suffix: str) -> str:
    """The file the user chose to save to, or "". A dialog of our own for its default
    suffix: "log1" becomes log1.txt (the static dialog saved "log1", which the open
    dialogs' filters hide), and it asks before replacing that file."""
    dlg = QFileDialog(parent, title, start, filters)
    dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dlg.setDefaultSuffix(suffix)
    return dlg.selectedFiles()[0] if dlg.exec() and dlg.selectedFiles() else ""


def focus_first(*candidates: QWidget) -> bool:
    """Keyboard focus on the first usable candidate; False when none is usable. A button
    shows its focus frame when the keys moved the focus last (gui.focus_park.keys_reason)."""
    for widget in candidates:
        if widget.isEnabled() and widget.isVisible():
            widget.setFocus(keys_reason(widget))
            return True
    return False
