"""Split, Prefix, a custom Size and a cluster's address were checked at every key:
"train=0." on the way to "train=0.5,val=0.5", "64x" on the way to "64x48", a space typed
in a prefix, "tcp://" on the way to a scheduler's address: each key's red note came and
went under the field and beside Start as the user typed. They are checked as Output folder
is (gui.widgets.settled_text): once the typing rests, a problem of the text waiting until
the user leaves the field or presses Enter or Start; Start waits for the check, and
Ctrl+Enter during the pause checks and runs what was typed."""

from __future__ import annotations

import pytest
from interrupted_runs import calls, use_fake
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from studio_fixtures import focus_in
from window_steps import WAIT

FIELDS = [  # (the problem's key, the field, typed half-way (a problem), typed whole, flag)
    ("split", "split", "train=0.", "train=0.5,val=0.5", "--split"),
    ("prefix", "prefix", "my set", "myset", "--prefix"),
    ("size", "custom_size", "64x", "64x48", "--size"),
    ("cluster", "address", "tcp://", "local:2", "--cluster"),
]


def _edit(form, attr):
    """The field: the form's, or Run on's address (with A Dask cluster chosen)."""
    if attr == "address":
        form.run_on.set_value("local:3")   # (set, not typed: checked at once, and good)
        return form.run_on.address
    return getattr(form, attr)


@pytest.mark.parametrize("key, attr, half, whole, flag", FIELDS)
def test_a_half_typed_value_waits_for_the_user_to_leave(qtbot, ready, key, attr, half,
                                                        whole, flag):
    window, form, bar = ready, ready.options, ready.actions_bar
    if key == "size":
        form.size_combo.setCurrentIndex(form.size_combo.findData("256"))
        form.size_combo.setCurrentIndex(form.size_combo.findData("custom"))
        QTest.keyClicks(form.custom_size, "32x32")   # (not the empty box's prompt)
        QTest.keyClick(form.custom_size, Qt.Key.Key_Return)
        qtbot.waitUntil(bar.start_btn.isEnabled, timeout=WAIT)
    edit = _edit(form, attr)
    focus_in(qtbot, window, edit)
    edit.selectAll()
    QTest.keyClicks(edit, half)
    assert form.typing_pending() and not bar.start_btn.isEnabled()   # Start waits
    assert form.error_text(key) == "" and bar.why_not() == ""        # nothing at the keys
    qtbot.waitUntil(lambda: not form.typing_pending(), timeout=WAIT)
    assert form.error_text(key) == "" and bar.why_not() == ""   # (still in the field)
    assert not bar.start_btn.isEnabled()
    QTest.keyClick(edit, Qt.Key.Key_Tab)   # left: the problem is said where it is
    assert form.error_text(key) != "" and form.field_name(key) in bar.why_not()
    # typed right: checked once the typing rests, Start back
    focus_in(qtbot, window, edit)
    edit.selectAll()
    QTest.keyClicks(edit, whole)
    qtbot.waitUntil(lambda: form.error_text(key) == "" and bar.start_btn.isEnabled(),
                    timeout=WAIT)


@pytest.mark.parametrize("key, attr, half, whole, flag", FIELDS)
def test_ctrl_enter_in_the_pause_runs_what_was_typed(qtbot, ready, tmp_path, monkeypatch,
                                                     key, attr, half, whole, flag):
    argv = use_fake(monkeypatch, tmp_path)
    window, form = ready, ready.options
    if key == "size":
        form.size_combo.setCurrentIndex(form.size_combo.findData("custom"))
    edit = _edit(form, attr)
    focus_in(qtbot, window, edit)
    edit.selectAll()
    QTest.keyClicks(edit, whole)
    assert form.typing_pending()
    QTest.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(calls(argv)), timeout=WAIT)
    args = calls(argv)[0]
    assert args[args.index(flag) + 1] == whole
    qtbot.waitUntil(lambda: not window.controller.running(), timeout=WAIT)
