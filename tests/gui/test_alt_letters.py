"""Alt + a letter is a mnemonic, never text: when the button the letter belongs to is
disabled (Start after a finished run) Qt hands the key to the focused field, which typed
the letter. Alt+S made the source ".../datas" and the output ".../ds3s", which enabled
Start: a second Alt+S wrote into a folder the user never chose."""

from __future__ import annotations

import re

import pytest
from interrupted_runs import interrupted_run, prepare, recorded_options, use_fake
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from studio_fixtures import focus_in, make_dataset

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


@pytest.fixture(scope="module")
def thousand(tmp_path_factory):
    """As many images as interrupted_runs.interrupted_run's journal planned."""
    return make_dataset(tmp_path_factory.mktemp("thousand") / "images", per_class=500,
                        size=(8, 8))


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_alt_s_after_a_cancel_is_resume_never_start_over(qtbot, settings, language, lang,
                                                         thousand, tmp_path, monkeypatch):
    """Alt+S was Start; after a cancel the same key was Start over… (which deletes the
    unfinished run, after a question). It is the forward action then too: Resume. Start
    over… has no letter (Tab, or Run → Start over…), and M, Resume's letter before, none."""
    from gui.main_window import MainWindow
    if lang != "en":
        language(lang)
    use_fake(monkeypatch, tmp_path)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    out = tmp_path / "out"
    prepare(qtbot, w, thousand, out)
    interrupted_run(out, str(thousand), recorded_options(w.job()))
    w.revalidate()
    bar = w.actions_bar
    assert bar.can_resume() and bar.start_btn.isEnabled()
    pressed = []
    for button, what in ((bar.start_btn, "start over"), (bar.resume_btn, "resume")):
        button.clicked.disconnect()   # the press, not a run
        button.clicked.connect(lambda _c=False, what=what: pressed.append(what))
    focus_in(qtbot, w, w.options.out_edit)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_S, Qt.AltModifier)
    qtbot.waitUntil(lambda: pressed == ["resume"], timeout=WAIT)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_M, Qt.AltModifier)
    assert pressed == ["resume"] and w.pending_dialog is None
    assert not re.search(r"&[^&]", bar.start_btn.text())   # Start over…: no letter
