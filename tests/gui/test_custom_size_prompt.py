"""Size → Custom…: just chosen, its empty box showed the same red error three times before
anything was typed (under the field, beside Start, in the header). It prompts now: the
box's placeholder shows an example and the line beside Start says what to type, in the
normal colour; red once the user typed in the box or pressed Start."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from gui.job import Job
from gui.job_rules import NOTICES, PROMPTS, RULE_MESSAGES, SIZE_UNSET, validate

SIZE_PROMPT = ("Type the custom size beside \u201cSize\u201d: one number (224) or width x height "
               "(320x240).")


def _choose(window, size: str) -> None:
    combo = window.options.size_combo
    combo.setCurrentIndex(combo.findData(size))
    window.revalidate()


def _said(window) -> tuple[str, str, str]:
    """(the note under Size, the line beside Start, its style)."""
    bar = window.actions_bar
    return window.options.error_text("size"), bar.why_not(), bar.hint.styleSheet()


def test_an_empty_custom_size_just_chosen_prompts_without_red(qtbot, ready):
    w = ready
    _choose(w, "custom")
    box = w.options.custom_size
    assert box.isVisibleTo(w.options) and box.placeholderText() == "e.g. 320x240"
    note, hint, style = _said(w)
    assert note == "" and hint == SIZE_PROMPT and "color" not in style
    assert not w.actions_bar.start_btn.isEnabled()   # (a size is needed all the same)
    assert w.progress.not_ready == f"Not ready to start. {SIZE_PROMPT}"
    # typed: a wrong size is a problem, in red, once the typing is checked (Enter, the box
    # left, a pause: gui.widgets.settled_text), and stays one when the box is emptied
    qtbot.keyClicks(box, "32x")
    assert _said(w)[0] == ""   # (not at each key)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    note, hint, style = _said(w)
    assert note.startswith("Write the size as one number") and "color" in style
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Delete)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.text() == "" and _said(w)[0].startswith("Write the size as one number")
    qtbot.keyClicks(box, "320x240")
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled)
    # chosen again, empty: it prompts again, until Start is pressed (Ctrl+Enter)
    _choose(w, "256")
    box.clear()
    _choose(w, "custom")
    assert _said(w)[:2] == ("", SIZE_PROMPT)
    assert not w.start()
    note, hint, style = _said(w)
    assert note.startswith("Write the size as one number") and "color" in style


def test_validate_prompts_for_the_unset_size_only_while_the_form_asks_for_it(src, tmp_path):
    """gui.job_rules.validate splits prompts from problems: its ``prompting`` (the form's
    Custom… box empty, not typed in, Start not pressed) makes an unset size a prompt, said
    in the normal colour beside Start only; anything else stays a problem (red)."""
    unset = Job(source=str(src), out=str(tmp_path / "out"), size=SIZE_UNSET)
    wrong = RULE_MESSAGES["size.syntax"]
    asked = validate(unset, prompting=True)
    assert asked == {"size": SIZE_PROMPT} and asked["size"] in PROMPTS and \
        asked["size"] in NOTICES
    # typed in, or Start pressed: the same unset size is a problem
    assert validate(unset) == {"size": wrong} and wrong not in NOTICES | PROMPTS
    # while asking: a size written wrong is a problem, a good one none, other problems stay
    assert validate(dataclasses.replace(unset, size="32x"), prompting=True) == {"size": wrong}
    assert validate(dataclasses.replace(unset, size="320x240"), prompting=True) == {}
    both = validate(dataclasses.replace(unset, split="train=0.5"), prompting=True)
    assert both == {"size": SIZE_PROMPT, "split": RULE_MESSAGES["split.sum"]}


def test_an_empty_custom_size_left_at_closing_prompts_again_at_the_next_start(qtbot, settings):
    # the settings kept the form's unset size, "?": the next window showed "?" in the box
    # and the red "Write the size as one number …" before anything was typed
    from gui.main_window import MainWindow
    closed = MainWindow(settings)
    qtbot.addWidget(closed)
    _choose(closed, "custom")
    closed.save_settings()
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.revalidate()
    assert w.options.size_combo.currentData() == "custom"
    assert w.options.custom_size.text() == "" and w.options.job().size == SIZE_UNSET
    assert w.errors()["size"] == SIZE_PROMPT and w.actions_bar.why_not() == SIZE_PROMPT


def test_custom_chosen_with_the_keys_takes_the_typing(qtbot, window):
    """Size → Custom… chosen with the arrow keys and Enter left the focus on the combo:
    "160 x 120" typed next went to it, and its space opened the list. Custom… chosen (from
    the list, or Enter or a digit on it) moves the focus into its box; the arrows alone
    step on past it."""
    from PySide6.QtWidgets import QApplication
    opts = window.options
    combo, box = opts.size_combo, opts.custom_size
    window.activateWindow()
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(combo.hasFocus)
    custom = combo.findData("custom")
    while combo.currentIndex() < custom:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "custom" and combo.hasFocus()   # (on the way)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "original" and combo.hasFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClicks(QApplication.focusWidget(), "160 x 120")
    assert box.text() == "160 x 120" and combo.currentData() == "custom"
    # a digit typed on the closed combo at Custom… begins the size in its box
    box.clear()
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClicks(combo, "32")
    assert box.hasFocus() and box.text() == "32"
    # chosen in the open list (Alt+Down, the arrows, Enter)
    combo.setCurrentIndex(0)
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClick(combo, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(combo.view().isVisible)
    for _ in range(custom):
        qtbot.keyClick(combo.view(), Qt.Key.Key_Down)
    qtbot.keyClick(combo.view(), Qt.Key.Key_Return)
    qtbot.waitUntil(box.hasFocus)
    assert combo.currentData() == "custom"
    # a job loaded with a custom size does not take the focus
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(combo.hasFocus)
    combo.setCurrentIndex(0)
    combo.setCurrentIndex(custom)
    assert combo.hasFocus()


def test_custom_reads_whole_in_korean(qtbot, settings, language):
    """Korean fonts draw "…" as "···" at mid height: "사용자 지정…" in the Size combo read
    as cut off (a walk at 1024x640). It says "직접 입력" (type it yourself), whole."""
    from gui.main_window import MainWindow
    language("ko")
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.resize(1024, 610)
    combo = w.options.size_combo
    combo.setCurrentIndex(combo.findData("custom"))
    text = combo.currentText()
    assert text == "직접 입력" and "…" not in text
    qtbot.waitUntil(lambda: combo.width() >= combo.sizeHint().width())
