"""The focused control of a scrolling form stays where it is on the screen while the
content above it changes height (gui.widgets.whole_rows then keeps the rows at the
bottom edge whole)."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget


class _KeepInPlace(QObject):
    """Puts the focused control back at its place on the screen when the content above it
    changes height. At once when the scroll area has laid the content out at its new
    height (its range changes), so that no frame shows the control moved; else once the
    posted layout requests are done. A place that cannot be reached yet (the content not
    yet grown) is kept for the next layout pass, never replaced by where the control
    ended up (it then stayed a problem list's height too low, under the user's cursor).
    A place past the form's end, where the content above shrank with the form scrolled to
    its end, is reached with blank room below the rows (_room_for), which lasts while the
    user's hand is on the control: it goes as they scroll, as the pointer leaves the form or
    the focus moves on (_all_room_back).

    The place kept is its row's (what hands its focus on to it: the form's row box, the
    field beside its button), whose top only what is above it moves. The field itself
    moves in its row: at a run's end the focus came back to Output folder while its row
    was half laid out for the note shown under it, the field squeezed to the row's top,
    2 px above where it sits centred beside a taller Browse (Korean at 1024x640); put
    "back" there, the form left its top, and the rows then made whole at its bottom edge
    hid "1. Source images" (gui.widgets.whole_rows)."""

    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)
        self.area, self.bar = area, area.verticalScrollBar()
        # the focused control, its row's y in view, whether all of the control was in view,
        # the view's height
        self.at: tuple[QWidget, int, bool, int] | None = None
        self.pending = self.moving = False
        # the place is above the form's top: the content above it shrank at the top of the
        # form, and nothing can hold it (gui.widgets.whole_rows then makes the rows whole)
        self.above_top = False
        self.after: Callable[[], None] | None = None   # once the control is back in place
        self.room = False   # the content made taller than its rows: room below their end
        self.room_for: QWidget | None = None   # ... for this control, held in its place
        self.let_go = False   # the form shows something else now (let_go_of_focus)
        body = area.widget()
        assert body is not None
        body.installEventFilter(self)
        area.viewport().installEventFilter(self)   # the area itself grows or shrinks
        self.bar.rangeChanged.connect(self._range)
        self.bar.valueChanged.connect(self._remember)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._remember)

    def _y(self, w: QWidget) -> int:
        return w.mapTo(self.area.viewport(), QPoint(0, 0)).y()

    def _row(self, w: QWidget) -> QWidget:
        """The widget that stands for ``w`` in the form: its outermost ancestor (below the
        form) that hands its focus on to it, through others that do."""
        body, row = self.area.widget(), w
        while (up := row.parentWidget()) is not None and up is not body and \
                up.focusProxy() is row:
            row = up
        return row

    def _remember(self, *_) -> None:
        """The place to keep: where the control is now, after the user scrolled or moved
        the focus (also while a put-back is due: a scroll then was undone by it)."""
        if self.moving or not shiboken6.isValid(self.area):
            return
        w, body = QApplication.focusWidget(), self.area.widget()
        if self.room and w is not self.room_for:   # (the focus moved on)
            self._all_room_back()   # (which remembers the place then)
            return
        self._give_room_back()
        inside = w is not None and body is not None and body.isAncestorOf(w) and w.isVisible()
        self.at = ((w, self._y(self._row(w)), self._seen(w), self.area.viewport().height())
                   if inside and w is not None else None)

    def _seen(self, w: QWidget) -> bool:
        y = self._y(w)
        return y >= 0 and y + w.height() <= self.area.viewport().height()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave and obj is self.area.viewport() and self.room:
            self._all_room_back()   # (the pointer went on: to Start, say)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._moved()
            if event.type() == QEvent.Type.LayoutRequest and obj is self.area.widget():
                self._lay_out_now(obj)
        return False

    def _lay_out_now(self, body: QWidget) -> None:
        """The content's rows move now, not once this request reaches its layout, and the
        scroll area takes the content's new height at once (the request that layout posts
        to it): a frame painted in between showed the control moved, by a whole problem
        list on a loaded machine, before it was put back."""
        layout = body.layout()
        if self.at is None or layout is None or not body.isVisible():
            return
        layout.activate()
        QApplication.sendPostedEvents(self.area.viewport(), QEvent.Type.LayoutRequest)
        self._put_back()

    def _moved(self, *_) -> None:
        """The content changed height: put the control back once the layout is done."""
        if self.at is not None and not self.pending:
            self.pending = True
            QTimer.singleShot(0, self._restore)

    def _range(self, *_) -> None:
        """The content is laid out at its new height (the bar's value is bounded to the new
        range just after this): the control goes back before anything is painted."""
        self._moved()
        if shiboken6.isValid(self.area) and not self.moving:   # (not the room it made)
            self._put_back()

    def _put_back(self) -> bool:
        """The control back at its place; False when that place cannot be reached yet."""
        self.above_top = False
        if self.at is None or self.let_go:
            return True
        w, y, seen, view = self.at
        if not (shiboken6.isValid(w) and w is QApplication.focusWidget() and w.isVisible()):
            return True
        self.moving = True
        try:
            want = self.bar.value() + self._y(self._row(w)) - y
            self.above_top = want < self.bar.minimum()
            if want > self.bar.maximum():
                self._room_for(want)
            self.bar.setValue(want)
            if seen and not self._seen(w) and self.area.viewport().height() < view:
                # the area shrank under it: all of it in view again (ensureWidgetVisible
                # shows a spin box's text cursor)
                top = self._y(w)
                below = top + w.height() - self.area.viewport().height()
                self.bar.setValue(self.bar.value() + (below if below > 0 else min(top, 0)))
                return True
        finally:
            self.moving = False
        return self._y(self._row(w)) == y

    def _room_for(self, value: int) -> None:
        """The content as tall as scrolling to ``value`` needs: the form was scrolled to
        its end, content above the control went (Replace existing output's note), and the
        end came up, the control a note's height down (1024x640). Blank room below the
        rows, given back as the user scrolls up (_give_room_back)."""
        body = self.area.widget()
        if body is None or self.let_go:
            return
        body.setMinimumHeight(value + self.area.viewport().height())
        self.room, self.room_for = True, QApplication.focusWidget()
        QApplication.sendPostedEvents(self.area.viewport(), QEvent.Type.LayoutRequest)

    def _all_room_back(self) -> None:
        """No room below the rows any more: the form's end comes down to the view's bottom
        (it stayed blank below "Verify files after writing" until the user scrolled, after
        Replace existing output was ticked near the form's end, 1024x640). The place kept
        is where the control is then."""
        body = self.area.widget()
        self.room, self.room_for = False, None
        if body is None:
            return
        body.setMinimumHeight(0)
        self.at = None   # (the scroll bounded to the shorter content: no put-back)
        QApplication.sendPostedEvents(self.area.viewport(), QEvent.Type.LayoutRequest)
        self._remember()

    def _give_room_back(self) -> None:
        """As much of the room below the rows as the scroll no longer needs goes."""
        body = self.area.widget()
        if not self.room or body is None:
            return
        need = self.bar.value() + self.area.viewport().height()
        rows = body.heightForWidth(body.width()) if body.hasHeightForWidth() else -1
        rows = rows if rows >= 0 else body.minimumSizeHint().height()
        if need <= rows:
            self.room, self.room_for = False, None
            body.setMinimumHeight(0)
        elif need < body.minimumHeight():
            body.setMinimumHeight(need)

    def _restore(self) -> None:
        self.pending = False
        if not shiboken6.isValid(self.area):
            return
        kept = self._put_back()
        if self.after is not None:
            self.after()
        if kept:
            self._remember()


def let_go_of_focus(area: QScrollArea, let_go: bool) -> None:
    """While ``let_go``, the focused control of ``area``'s form is not held in its place:
    the window shows a newly chosen source's counts (gui.counts_in_view),
    which the keeper pushed out of sight above the control, Output folder, that kept the
    focus through the folder dialog. Held again from where it is then."""
    keeper = area.findChild(_KeepInPlace)
    if keeper is not None and keeper.let_go != let_go:
        keeper.let_go = let_go
        keeper._remember()


def focus_stays_in_place(area: QScrollArea) -> None:
    """The focused control stays where it is on the screen while the content above it
    changes height: a new Largest image reads the source again, whose problem list and
    notes are hidden and shown again with other lines, and the form jumped under the
    user's cursor. When the area itself shrinks, a control that was in view stays in view
    (the Resume offer below the form grew as a walker changed Size, and pushed the Size
    field out of sight)."""
    _KeepInPlace(area)
