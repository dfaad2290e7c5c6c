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
    # typed: a wrong size is a problem, in red, and stays one when the box is emptied
    qtbot.keyClicks(box, "32x")
    note, hint, style = _said(w)
    assert note.startswith("Write the size as one number") and "color" in style
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Delete)
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
