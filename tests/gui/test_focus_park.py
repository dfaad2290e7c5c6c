"""gui.focus_park on its own: a control greyed out or hidden with the keyboard focus leaves it
in its place (Tab goes on from there, keys change nothing) and gets it back when it can be
pressed again; a page turned away, a control handed on to, and the user moving the focus
meanwhile are left to themselves."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from studio_fixtures import focus_in

from gui.focus_park import FocusParking, FocusPlace, hand_on, parked
from gui.screen_fit import focus_lost


class Host(FocusParking, QWidget):
    """A window with a field, a button in a frame and a spin box whose number is selected
    when Tab reaches it (as "Largest image" is)."""

    def __init__(self) -> None:
        super().__init__()
        self.before = QLineEdit("before")
        self.frame = QFrame()
        self.button = QPushButton("Ask")
        self.button.setAccessibleName("Ask the server")
        self.other = QPushButton("Other")
        inner = QVBoxLayout(self.frame)
        inner.addWidget(self.button)
        inner.addWidget(self.other)
        self.spin = QSpinBox()
        self.spin.setValue(42)
        lay = QVBoxLayout(self)
        for w in (self.before, self.frame, self.spin):
            lay.addWidget(w)


def _host(qtbot) -> Host:
    host = Host()
    qtbot.addWidget(host)
    host.show()
    qtbot.waitExposed(host)
    focus_in(qtbot, host, host.button)
    return host


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def test_a_greyed_out_button_keeps_the_focus_in_its_place_and_gets_it_back(qtbot):
    host = _host(qtbot)
    host.button.setEnabled(False)   # (Qt moved it on to Other)
    place = focused()
    assert isinstance(place, FocusPlace) and place.control is host.button
    assert place.geometry() == host.button.geometry()   # (a scroll area keeps it in view)
    assert place.accessibleName() == "Ask the server"
    assert parked(host) and focus_lost(host)   # the window's own placing may take it
    QTest.keyClicks(place, "7 ")   # no key reaches a field or presses a button
    assert host.spin.value() == 42 and host.before.text() == "before"
    host.button.setEnabled(True)
    assert focused() is host.button and not parked(host)
    qtbot.waitUntil(lambda: not host.findChildren(FocusPlace))   # gone once left


def test_tab_goes_on_from_the_place_and_then_it_is_gone(qtbot):
    host = _host(qtbot)
    host.button.setEnabled(False)
    QTest.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is host.other   # the control after the button, as from the button
    host.button.setEnabled(True)
    assert focused() is host.other   # the user moved on: the focus stays where they put it
    host.button.setFocus()
    host.button.setEnabled(False)
    QTest.keyClick(focused(), Qt.Key.Key_Backtab)
    assert focused() is host.before


def test_a_hidden_frame_without_a_button_after_it_leaves_the_focus_in_a_shown_parent(qtbot):
    host = _host(qtbot)
    host.frame.hide()   # (the buttons after the focused one went with it: no button left)
    place = focused()
    assert isinstance(place, FocusPlace) and place.parentWidget() is host
    QTest.keyClick(place, Qt.Key.Key_Tab)
    assert focused() is host.spin
    focus_in(qtbot, host, host.before)
    host.frame.show()
    assert focused() is host.before


def test_a_button_hidden_for_good_gives_the_focus_to_the_next_button(qtbot):
    """Use 12 bits, Load this job, Unpack go once pressed: the focus waited on an unseen
    stand-in, framed only after Tab. It goes on to the next button in the Tab order (past
    the fields a key would change), framed as the keys had it, and stays there."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton
    host = _host(qtbot)
    focus_in(qtbot, host, host.before)
    QTest.keyClick(host.before, Qt.Key.Key_Tab)   # to the button, by the keys
    host.button.hide()
    assert focused() is host.other and not host.findChildren(FocusPlace)
    option = QStyleOptionButton()
    host.other.initStyleOption(option)
    assert option.state & QStyle.StateFlag.State_KeyboardFocusChange   # its frame shows
    host.button.show()
    assert focused() is host.other   # gone for good: nothing to come back to
    host.button.hide()
    host.other.hide()   # (no button after it: Qt's next control would be the spin box,
    assert isinstance(focused(), FocusPlace)   # whose number the next key replaces)
    assert host.spin.value() == 42


def test_a_button_handed_on_gives_the_focus_to_its_partner(qtbot):
    host = _host(qtbot)
    hand_on(host.button, host.other)
    host.button.setEnabled(False)
    assert focused() is host.other   # usable now: at once
    host.button.setEnabled(True)
    host.other.setEnabled(False)
    host.button.setFocus()
    host.button.setEnabled(False)
    assert isinstance(focused(), FocusPlace)   # waits
    host.other.setEnabled(True)
    assert focused() is host.other   # as soon as the partner can take it


def test_a_tab_turned_away_is_qts_to_place(qtbot):
    """A page of a tab widget hidden: the new page's control takes the focus, no place is
    left behind on the old one."""
    page = _TabHost()
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    focus_in(qtbot, page, page.button)
    page.tabs.setCurrentIndex(1)
    assert focused() is page.field and not page.findChildren(FocusPlace)


class _TabHost(FocusParking, QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.tabs = QTabWidget()
        self.button, self.field = QPushButton("Go"), QLineEdit()
        for w in (self.button, self.field):
            holder = QWidget()
            QVBoxLayout(holder).addWidget(w)
            self.tabs.addTab(holder, w.__class__.__name__)
        QVBoxLayout(self).addWidget(self.tabs)


def test_the_place_stays_while_another_window_has_the_keys(qtbot):
    """A dialog over the window (a run's error) and back: the focus still waits there."""
    host = _host(qtbot)
    host.button.setEnabled(False)
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other)
    assert isinstance(host.focusWidget(), FocusPlace)
    host.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is host)
    host.button.setEnabled(True)
    assert focused() is host.button


def test_tab_from_a_usable_control_is_untouched(qtbot):
    host = _host(qtbot)
    hand_on(host.button, host.spin)   # (never used for Tab)
    QTest.keyClick(host.button, Qt.Key.Key_Tab)
    assert focused() is host.other and not host.findChildren(FocusPlace)
    host.spin.setFocus(Qt.FocusReason.TabFocusReason)
    host.setEnabled(False)   # the whole window greyed out: Qt clears it, nothing parks
    assert not host.findChildren(FocusPlace)


def test_the_button_shows_its_focus_frame_when_the_focus_comes_back(qtbot):
    """Qt draws a control's focus while the keys move it; the focus given back for another
    reason came back without its frame (Connect: the keys were there, nothing showed)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton
    host = _host(qtbot)
    focus_in(qtbot, host, host.before)
    QTest.keyClick(host.before, Qt.Key.Key_Tab)   # to the button, by the keys
    assert focused() is host.button
    host.button.setEnabled(False)
    host.button.setEnabled(True)
    assert focused() is host.button
    option = QStyleOptionButton()
    host.button.initStyleOption(option)
    assert option.state & QStyle.StateFlag.State_KeyboardFocusChange
    assert option.state & QStyle.StateFlag.State_HasFocus
