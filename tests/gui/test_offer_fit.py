"""The Resume offer's labels are as tall as their text at the width they have, also when
that is less than before: QLabel.heightForWidth never answers less than the label's minimum
height, which the offer's fixed height set, so a label grew but never shrank (a wider
window or a shorter offer left an empty box in the bar that stays under the form)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from engine.output_state import OutputState
from gui.widgets.action_bar import ActionBar


def _text_height(label: QLabel) -> int:
    """The height ``label``'s text needs at its width, measured on a label of no fixed size."""
    fresh = QLabel(label.text())
    fresh.setWordWrap(True)
    fresh.setTextFormat(label.textFormat())
    fresh.setFont(label.font())
    return fresh.heightForWidth(label.width())


def _state(removed: int) -> OutputState:
    state = OutputState(path="out", kind="interrupted", status="cancelled", planned=62,
                        removed=removed, source="src")
    state.bytes_version = state.ours_bytes_version
    return state


def test_the_offer_shrinks_when_the_window_widens(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.resize(320, 600)
    bar.show()
    bar.set_offer(_state(3), diffs=[("size", "128", "224"), ("seed", "3", "7")])
    text, diffs = bar.offer_text, bar.diff_text
    qtbot.waitUntil(lambda: text.isVisible() and text.width() > 0)
    width, narrow = text.width(), (text.height(), diffs.height())
    bar.resize(1400, 600)
    qtbot.waitUntil(lambda: text.width() > width + 500)
    for label, before in zip((text, diffs), narrow, strict=True):
        assert label.height() == _text_height(label) < before, label.objectName()


def test_the_offer_shrinks_to_a_shorter_text(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.resize(450, 600)
    bar.show()
    bar.set_offer(_state(3))   # (the sentence on the unfinished shard converted again)
    text = bar.offer_text
    qtbot.waitUntil(lambda: text.isVisible() and text.width() > 0)
    long = text.height()
    bar.set_offer(_state(0))
    assert text.textFormat() == Qt.TextFormat.RichText
    assert text.height() == _text_height(text) < long
