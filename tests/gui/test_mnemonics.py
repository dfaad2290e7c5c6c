"""Alt + an underlined letter reaches an option or presses a button, as in any desktop
application, and no letter means two things on one screen (Qt then only moves the focus
between them, and a clash with a menu's letter opens neither). A screen is everything shown
at once: the menus, the Convert page's left column and one of the right-hand tabs, with all
that only some sources and folders show."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFormLayout,
    QGroupBox,
    QLabel,
    QTabBar,
    QWidget,
)

WAIT = 60_000


def _letter(text: str) -> str | None:
    """The mnemonic of a Qt text ("Fo&lder…" -> "l"; "&&" is a literal ampersand)."""
    m = re.search(r"(?<!&)&([^&\s])", text.replace("&&", ""))
    return m.group(1).lower() if m else None


def _mnemonics(w: QWidget) -> list[tuple[str, str]]:
    """(letter, what has it) for the menu bar and every control shown now."""
    out = [(ch, f"menu {a.text()}") for a in w.menuBar().actions()
           if (ch := _letter(a.text()))]
    for wid in w.findChildren(QWidget):
        if not wid.isVisibleTo(w):
            continue
        if isinstance(wid, QAbstractButton):
            texts = [wid.text()]
        elif isinstance(wid, QLabel) and wid.buddy() is not None:
            texts = [wid.text()]
        elif isinstance(wid, QGroupBox):
            texts = [wid.title()]
        elif isinstance(wid, QTabBar):
            texts = [wid.tabText(i) for i in range(wid.count())]
        else:
            continue
        out += [(ch, f"{type(wid).__name__} {t!r}") for t in texts if (ch := _letter(t))]
    return out


def _show_everything(w, tmp_path) -> None:
    """What only some sources and folders show: the Annotations row (both boxes: a
    detection source's), the 16-bit images row, "Write as", the offer to unpack an archive,
    the cluster's address and Connect, and the Resume offer with all its buttons."""
    from gui.scan_result import ScanResult
    # masks: for boxes only; the "16-bit images" row: for a source with 16-bit images
    w.options.set_scan(ScanResult(source="src", task="detection", deep=1))
    w.source_panel.task_row.show()
    w.source_panel.unpack.offer(str(tmp_path / "pets.zip"), "ZIP")
    w.options.run_on.set_value("tcp://server:8786")
    from engine.output_state import OutputState
    bar = w.actions_bar
    # the offer as a cancelled run shows it: Start is Start over… beside Resume
    bar.set_offer(OutputState(path="out", kind="interrupted", status="cancelled", shards=1,
                              records=9, planned=20))
    for shown in (bar.offer, bar.resume_btn, bar.load_btn, bar.recheck_btn):
        shown.show()
    assert w.source_panel.unpack.button.isVisibleTo(w)
    assert w.options.run_on.connect_btn.isVisibleTo(w)


def _window(qtbot, settings):
    """The window at 1366x768, shown, its first scan settled (it hid rows and took away
    the offer _show_everything sets)."""
    from window_steps import settled

    from gui.main_window import MainWindow
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    return settled(qtbot, w)


def _rows_without_a_letter(form: QFormLayout) -> list[str]:
    """The options' rows that no letter reaches: neither their label's nor, for a row of
    check boxes without one (Annotations), each box's own."""
    out = []
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is None or field is None or not isinstance(label.widget(), QLabel):
            continue
        text = label.widget().text()
        boxes = field.widget().findChildren(QAbstractButton)
        if not _letter(text) and not (boxes and all(_letter(b.text()) for b in boxes)):
            out.append(text)
    return out


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_no_letter_means_two_things_on_a_screen(qtbot, settings, language, lang, tmp_path):
    if lang != "en":
        language(lang)
    w = _window(qtbot, settings)
    _show_everything(w, tmp_path)
    # every option has its letter: Transparent areas and Order had none
    assert _rows_without_a_letter(w.options.form) == []
    seen_convert = 0
    for i in range(w.main_tabs.count()):
        w.main_tabs.setCurrentIndex(i)
        for j in range(w.tabs.count()) if i == 0 else [None]:
            if j is not None:
                w.tabs.setCurrentIndex(j)
            found = _mnemonics(w)
            letters = [ch for ch, _ in found]
            clashes = [(ch, [what for c, what in found if c == ch])
                       for ch in sorted(set(letters)) if letters.count(ch) > 1]
            assert clashes == [], (i, j)
            # a letter, not "Largest image (1):", which read as a footnote; in English one
            # of its own words' ("Transparent areas (J):" was neither)
            assert [what for ch, what in found if not ch.isalpha()] == [], (i, j)
            if lang == "en":
                assert [what for _, what in found if re.search(r"\(&.\)", what)] == []
            if i == 0:
                seen_convert = max(seen_convert, len(found))
    # the menus, the options and Resume (not a test of an empty screen); Start over… has
    # none, and M, Resume's letter until Alt+S became Resume's, is left to no one
    assert seen_convert >= 25


def _alt(key) -> None:
    """Alt + ``key`` as typed: to the control that has the focus."""
    QTest.keyClick(QApplication.focusWidget(), key, Qt.AltModifier)


def test_alt_and_a_letter_reaches_the_option_or_presses_the_button(qtbot, window):
    window.resize(1366, 768)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    opts = window.options
    window.source_panel.path_combo.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=WAIT)
    for key, field in ((Qt.Key_O, opts.out_edit), (Qt.Key_K, opts.workers),
                       (Qt.Key_Z, opts.size_combo), (Qt.Key_N, opts.run_on.where),
                       (Qt.Key_D, opts.shard_by), (Qt.Key_P, opts.split),
                       (Qt.Key_X, opts.prefix), (Qt.Key_T, opts.format_combo)):
        _alt(key)
        qtbot.waitUntil(field.hasFocus, timeout=WAIT)
    # a check box's letter toggles it; a button's presses it
    before = opts.verify.isChecked()
    _alt(Qt.Key_Y)
    qtbot.waitUntil(lambda: opts.verify.isChecked() != before, timeout=WAIT)   # animated
    bar = window.actions_bar
    pressed = []
    bar.start_btn.setEnabled(True)
    bar.start_btn.clicked.disconnect()   # the press, not a run
    bar.start_btn.clicked.connect(lambda: pressed.append("start"))
    _alt(Qt.Key_S)
    qtbot.waitUntil(lambda: pressed == ["start"], timeout=WAIT)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_labelled_option_is_reached_by_its_letter(qtbot, settings, language, lang):
    """Alt + a row label's letter focuses its option, with the window showing any of the
    right-hand tabs (they share the screen, and the letters, with the options)."""
    if lang != "en":
        language(lang)
    w = _window(qtbot, settings)
    from gui.scan_result import ScanResult
    # masks: for boxes only; the "16-bit images" row: for a source with 16-bit images
    w.options.set_scan(ScanResult(source="src", task="detection", deep=1))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=WAIT)
    form = w.options.form
    assert _rows_without_a_letter(form) == []
    rows = [form.itemAt(r, QFormLayout.ItemRole.LabelRole) for r in range(form.rowCount())]
    labels = [item.widget() for item in rows
              if item is not None and isinstance(item.widget(), QLabel)
              and _letter(item.widget().text())]
    assert {label.buddy() for label in labels} >= {w.options.background, w.options.shuffle}
    for tab in range(w.tabs.count()):
        w.tabs.setCurrentIndex(tab)
        w.source_panel.path_combo.setFocus(Qt.TabFocusReason)
        qtbot.waitUntil(w.source_panel.path_combo.hasFocus, timeout=WAIT)
        for label in labels:
            _alt(Qt.Key(ord(_letter(label.text()).upper())))
            qtbot.waitUntil(label.buddy().hasFocus, timeout=WAIT)


def test_the_start_shortcut_reads_as_the_tooltips_say(window):
    shown = window.start_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert shown == "Ctrl+Enter"
    assert f"({shown})" in window.actions_bar.start_btn.toolTip()
    # both Enter keys work: the main one (Qt's "Return") and the keypad's
    keys = window.start_action.shortcuts()
    assert QKeySequence(Qt.CTRL | Qt.Key_Return) in keys
    assert QKeySequence(Qt.CTRL | Qt.Key_Enter) in keys


def test_a_letter_brings_its_option_into_view(qtbot, window):
    """At 1024x640 Alt+Y focused and unticked "Verify the files after writing" scrolled
    out of sight: nothing on screen changed. The option is scrolled into view."""
    from PySide6.QtWidgets import QScrollArea
    window.resize(1024, 500)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    scroll = window.findChild(QScrollArea, "settingsScroll")
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=WAIT)
    window.source_panel.path_combo.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=WAIT)
    verify = window.options.verify
    assert verify.visibleRegion().isEmpty()
    _alt(Qt.Key_Y)
    qtbot.waitUntil(lambda: not verify.visibleRegion().isEmpty(), timeout=WAIT)
    assert verify.visibleRegion().boundingRect() == verify.rect()   # the whole of it


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_no_letter_means_two_things_in_a_menu(qtbot, settings, language, lang):
    """Inside an open menu a letter chooses its item; two items with one letter (Load job
    and Save log both had L) only move between them."""
    if lang != "en":
        language(lang)
    w = _window(qtbot, settings)
    menus = [a.menu() for a in w.menuBar().actions() if a.menu() is not None]
    assert len(menus) >= 4
    for menu in menus:
        letters = [(ch, a.text()) for a in menu.actions()
                   if a.isVisible() and not a.isSeparator() and (ch := _letter(a.text()))]
        chars = [ch for ch, _ in letters]
        clashes = [[t for c, t in letters if c == ch] for ch in set(chars) if chars.count(ch) > 1]
        assert clashes == [], (menu.title(), clashes)


def _plain(text: str) -> str:
    """A control's text without its letter: "Re&sume" and "再開(&S)" -> "Resume", "再開"."""
    return re.sub(r"\(&[^&]\)|&(?!&)", "", text).replace("&&", "&")


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_menu_item_and_its_button_share_their_letter(qtbot, settings, language, lang):
    """The Run menu said 再開(E) where the button said 再開(M): one action, one letter,
    whatever the primary action is now (Start, Resume or Start over…)."""
    from engine.output_state import OutputState
    from gui.menus import show_primary
    if lang != "en":
        language(lang)
    w = _window(qtbot, settings)
    bar = w.actions_bar
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=6,
                        records=2857, skipped=1, planned=10003)
    buttons = (bar.start_btn, bar.resume_btn, bar.cancel_btn)
    pairs = []
    for offer, resume in ((False, False), (True, True), (True, False)):
        bar.set_offer(state if offer else None)
        show_primary(w, offer, resume, True)
        for action in (w.start_action, w.cancel_action):
            # (Run → Cancel… asks first, where the button cancels at once)
            same = [b for b in buttons if b.isVisibleTo(w)
                    and _plain(b.text()).rstrip("…") == _plain(action.text()).rstrip("…")]
            assert len(same) == 1, (action.text(), [b.text() for b in buttons])
            pairs.append(_plain(action.text()))
            if _letter(same[0].text()) is None:
                if action is w.cancel_action:
                    # Cancel: every letter of the screen is taken (Alt+C is Replace existing
                    # output's); Esc asks and cancels, as its tooltip says
                    key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                    assert key == "Esc" and f"({key}" in same[0].toolTip(), same[0].text()
                else:   # Start over…, whose Run menu item has a letter of that menu's
                    assert (offer, resume, same[0]) == (True, False, bar.start_btn)
                continue
            assert _letter(action.text()) == _letter(same[0].text()), \
                (action.text(), same[0].text())
    assert len(set(pairs)) == 4   # Start, Resume, Start over… and Cancel were compared
