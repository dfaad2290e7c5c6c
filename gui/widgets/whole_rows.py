"""A scrolling form whose visible height changes shows whole rows at its bottom edge.

After a cancel the Resume offer appeared under the options and the scroll area above it
shrank: its lower edge cut a row of the form, whose top sliver looked covered by the
offer. When the area's height changes (the offer shown or hidden, the window resized),
the content moves by the least amount that leaves no row cut at the bottom: down, to hide
a row barely begun, or up, to show one nearly whole (always up for the focused control).
Scrolling by the user is left as it is, and a form at its top stays there unless the
caller says otherwise. A view that grows as something below it in the window shrinks (the
hint beside Start went as Replace existing output was ticked) leaves the form still while
its focused control is whole in view: the control the user works in stays under their
eyes (a row cut as the view shrinks, by contrast, looks covered, and is made whole). So
does a view that shrinks while the user types in the focused field (``still``): the
answer to a folder typed into Output folder (the line beside Start) moved the field
under the caret by 38 px, to show its note whole (1024x640 Japanese); the line beside
Start says it too.

The move is made when the area has laid its content out at its new height: as it sets
its scroll bar's range, after the content's rows (before any frame is painted), and again
after gui.widgets.keep_in_place's keeper has put the focused control back. (It ran from a timer
after the resize, which could come before a layout still to be done.)

The same is done after the window scrolled the form itself to show something (the field
Tab or a letter focused, Connect's answer: gui.widgets.common.rows_whole), which stays
whole: they were shown 50 or 4 px above the edge, and the field below was cut there. And
when the keeper could not hold the focused control because its place is above the form's
top (content above it shrank there: Use 12 bits), the form leaves its top for whole rows.

While a drop-down list of the form is open nothing here moves the form, and if the form
moves all the same its list moves with its field: the Shards list opened ~90 px above
its field, over the row above, as the form moved under it (Korean walk, screenshot 22)."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QWidget

from gui.widgets.keep_in_place import _KeepInPlace


def list_open() -> bool:
    """Whether a drop-down list (a QComboBox's popup) is open: the form must not move
    under it. (A completer's popup, open while typing, is no reason.)"""
    popup = QApplication.activePopupWidget()
    return popup is not None and popup.inherits("QComboBoxPrivateContainer")


def rows_cut_at(body: QWidget, y: int, tallest: int) -> list[tuple[int, int, QWidget]]:
    """(top, bottom, widget) of the visible controls of ``body`` at most ``tallest``
    high that the line ``y`` (in ``body``'s coordinates) passes through."""
    out = []
    for w in body.findChildren(QWidget):
        if not w.isVisible() or w.height() > tallest or w.isWindow():
            continue
        top = w.mapTo(body, QPoint(0, 0)).y()
        if top < y < top + w.height():
            out.append((top, top + w.height(), w))
    return out


def _edge(body: QWidget, y: int, tallest: int, down: bool) -> int:
    """The nearest line from ``y`` (above it, or below when ``down``) that cuts no row."""
    for _ in range(20):   # a row beside a taller one: move past both
        cut = rows_cut_at(body, y, tallest)
        if not cut:
            return y
        y = max(b for _t, b, _w in cut) if down else min(t for t, _b, _w in cut)
    return y


class _WholeRows(QObject):
    def __init__(self, area: QScrollArea, top_stays: Callable[[], bool],
                 still: Callable[[], bool]) -> None:
        super().__init__(area)
        self.setObjectName("wholeRows")   # (gui.widgets.common.rows_whole finds it so)
        self.area, self.bar = area, area.verticalScrollBar()
        self.due = False   # the visible height changed: rows to make whole once laid out
        self.top_stays, self.still = top_stays, still
        self.window_size = area.window().size()   # (the window resized, or a panel in it)
        area.viewport().installEventFilter(self)
        body = area.widget()
        assert body is not None
        body.installEventFilter(self)
        self.keeper = area.findChild(_KeepInPlace)
        if self.keeper is not None:   # it puts the focused control back: then the rows
            self.keeper.after = self._after_keeper
        # (connected after the keeper's own: the focused control is back in place first)
        self.bar.rangeChanged.connect(self._laid_out)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(event, QResizeEvent):
            if obj is self.area.viewport():
                # its scroll area lays the content out at the new height as it handles
                # this (sets the bar's range, or fills the view with the content)
                grew = event.size().height() > event.oldSize().height()
                window, self.window_size = self.window_size, self.area.window().size()
                if (grew or self.still()) and window == self.window_size and \
                        self._focus_in_view():
                    return False   # (the control the user works in stays where it is)
                self.due = self.due or event.size().height() != event.oldSize().height()
            elif event.size().height() <= self.area.viewport().height():
                self.due = False   # the content fills the view: no row to cut, no range
        return False

    def _focus_in_view(self) -> bool:
        """The form's focused control is whole in view. Something below the form shrank
        (the hint beside Start went as Replace existing output was ticked): the box the
        user ticked stays under their eyes, a row below it left cut by the lower edge
        until the form moves next (a row the edge cuts as the view shrinks looks covered,
        and is made whole)."""
        w, body, view = QApplication.focusWidget(), self.area.widget(), self.area.viewport()
        if w is None or body is None or not body.isAncestorOf(w) or not w.isVisible():
            return False
        top = w.mapTo(view, QPoint(0, 0)).y()
        return 0 <= top and top + w.height() <= view.height()

    def _missed(self) -> bool:
        """The keeper could not hold the focused control: its place is above the form's
        top (Use 12 bits, pressed at the top of the form, took its notes' lines away:
        the rows moved up and the edge cut Resize's field)."""
        return self.keeper is not None and self.keeper.above_top

    def _laid_out(self, *_) -> None:
        """The content is laid out at the area's height (the bar's range follows it):
        its rows at the bottom edge made whole now, and again after the keeper's put-back
        while one is due (gui.widgets.keep_in_place._KeepInPlace, its later pass)."""
        missed = self._missed()
        if not (self.due or missed) or list_open() or not shiboken6.isValid(self.area):
            return   # (under an open drop-down list the form stays: later, then)
        self.snap(top_too=missed)
        self.due = self.keeper is not None and self.keeper.pending

    def _after_keeper(self) -> None:
        # not when only the content changed (the control stays put, with the rows the
        # user left in view), nor under an open list
        missed = self._missed()
        if (self.due or missed) and not list_open():
            self.snap(top_too=missed)
            self.due = False

    def snap(self, keep: QWidget | None = None, top_too: bool = False) -> None:
        """Move the content the least that leaves no row cut at the bottom edge; ``keep``
        (what the form was scrolled to show: the focused field, Connect's answer) stays
        whole in view, and is made whole when the edge cuts it. A form at its top stays
        there (top_stays) unless ``top_too``."""
        # (as the range is set the value may still be past its new end: bounded after it)
        value = min(max(self.bar.value(), self.bar.minimum()), self.bar.maximum())
        want = self.whole(value, keep, top_too)
        if want != value:
            self.bar.setValue(want)

    def whole(self, value: int, keep: QWidget | None = None, top_too: bool = False) -> int:
        """The scroll value nearest ``value`` (one the bar allows) that leaves no row cut
        at the bottom edge (snap); ``value`` itself when none is cut or none fits."""
        body, bar, view = self.area.widget(), self.bar, self.area.viewport()
        if body is None or bar.maximum() <= 0:
            return value
        bottom = value + view.height()
        tallest = view.height() // 3
        cut = rows_cut_at(body, bottom, tallest)
        if not cut:
            return value
        up, down = _edge(body, bottom, tallest, False), _edge(body, bottom, tallest, True)
        focus = keep or QApplication.focusWidget()
        focused = focus is not None and any(w is focus or w.isAncestorOf(focus)
                                            for _t, _b, w in cut)
        if value == bar.minimum() and not focused and not top_too and self.top_stays():
            return value   # the form's first heading stays in view (it opened 20 px down, cut)
        hide = value - (bottom - up)        # the cut row below the edge
        show = value + (down - bottom)      # the cut row above it, whole
        fits_hide, fits_show = hide >= bar.minimum(), show <= bar.maximum()
        if keep is not None and body.isAncestorOf(keep):   # it stays whole in view
            top = keep.mapTo(body, QPoint(0, 0)).y()
            fits_hide = fits_hide and hide <= top and top + keep.height() <= up
            fits_show = fits_show and show <= top and top + keep.height() <= down
        if fits_show and (focused or not fits_hide or down - bottom < bottom - up):
            return show
        return hide if fits_hide else value


def rows_stay_whole(area: QScrollArea, top_stays: Callable[[], bool] = lambda: True,
                    still: Callable[[], bool] = lambda: False) -> None:
    """Keep ``area``'s bottom edge between rows when its height changes, and after
    gui.widgets.keep_in_place.focus_stays_in_place (set up before this) moved the content.
    Scrolled to the top, the form stays there while ``top_stays()`` (a window opened at
    1024x640 with "1. Source images" cut off at the top, for a row cut at the bottom).
    While ``still()`` (the user types in the focused field) the form stays as the view
    shrinks too, as long as that field is whole in view."""
    _WholeRows(area, top_stays, still)


class _PopupsFollow(QObject):
    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)
        self.area, self.bar = area, area.verticalScrollBar()
        self.value = self.bar.value()
        self.bar.valueChanged.connect(self._scrolled)

    def _scrolled(self, value: int) -> None:
        moved, self.value = self.value - value, value
        body = self.area.widget() if shiboken6.isValid(self.area) else None
        if body is None or not moved:
            return
        for combo in body.findChildren(QComboBox):
            popup = combo.view().window()
            if popup is not combo.window() and popup.isVisible():
                popup.move(popup.pos().x(), popup.pos().y() + moved)


def popups_stay_attached(area: QScrollArea) -> None:
    """An open drop-down list of ``area``'s form moves with its field when the form
    scrolls (the field moved away from its list, which then covered the row above)."""
    _PopupsFollow(area)
