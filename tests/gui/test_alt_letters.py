"""Alt + a letter is a mnemonic, never text: when the button the letter belongs to is
disabled (Start after a finished run) Qt hands the key to the focused field, which typed
the letter. Alt+S made the source ".../datas" and the output ".../ds3s", which enabled
Start: a second Alt+S wrote into a folder the user never chose."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from studio_fixtures import focus_in

WAIT = 60_000


def test_alt_s_with_start_disabled_types_nothing(qtbot, window, tmp_path):
    bar = window.actions_bar
    source = window.source_panel.path_combo
    out = window.options.out_edit
    window.source_panel.set_source(str(tmp_path / "datas"))   # not there: Start is off
    out.setText(str(tmp_path / "ds3"))
    qtbot.waitUntil(lambda: not bar.start_btn.isEnabled(), timeout=WAIT)
    for field, text in ((source, lambda: source.currentText()), (out, out.text)):
        focus_in(qtbot, window, field)
        before = text()
        for mods in (Qt.AltModifier, Qt.AltModifier | Qt.ShiftModifier):
            QTest.keyClick(QApplication.focusWidget(), Qt.Key_S, mods)
            assert text() == before
        assert not bar.start_btn.isEnabled()
        # plain typing still types
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_End)
        QTest.keyClicks(QApplication.focusWidget(), "x")
        assert text() == before + "x"


def test_alt_letter_chooses_nothing_in_a_list_or_a_number(qtbot, window):
    """A closed list jumps to the item starting with a typed letter, a number box takes
    it: with Alt neither happens (Alt+S chose nothing, Alt+1 wrote no 1)."""
    opts = window.options
    combo, workers = opts.format_combo, opts.workers
    combo.setCurrentIndex(combo.count() - 1)   # Original bytes; J is no letter's here
    focus_in(qtbot, window, combo)
    before = combo.currentIndex()
    QTest.keyClick(combo, Qt.Key_J, Qt.AltModifier)
    assert combo.currentIndex() == before
    QTest.keyClick(combo, Qt.Key_J)   # without Alt the list does jump to JPEG
    assert combo.currentText() == "JPEG"
    focus_in(qtbot, window, workers)
    workers.selectAll()
    text = workers.text()
    QTest.keyClick(workers, Qt.Key_1, Qt.AltModifier)
    assert workers.text() == text


def test_altgr_still_types(qtbot, window):
    """AltGr arrives as Ctrl+Alt on Windows (German "@" is AltGr+Q): it still types."""
    out = window.options.out_edit
    out.setText("a")
    focus_in(qtbot, window, out)
    QTest.keyClick(out, Qt.Key_End)
    QTest.keyClick(out, "@", Qt.ControlModifier | Qt.AltModifier)
    assert out.text() == "a@"
