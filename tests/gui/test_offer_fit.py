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
    fresh = QLabel(QLabel.text(label))   # (the text it draws: names kept whole)
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


def test_the_japanese_offer_is_four_lines_at_most_at_1024x640(qtbot, window, language):
    """After a cancel, the Japanese offer took five to six lines at 1024x640 and pushed the
    form away: it is shorter now, still naming the folder and the counts."""
    language("ja")
    window.resize(1024, 640)
    bar = window.actions_bar
    state = OutputState(path="/home/researcher/datasets/plates_2026/tfrecords/out",
                        kind="interrupted", status="cancelled", shards=3, records=2857,
                        skipped=10, planned=10003, unfinished=120,
                        source="/home/researcher/datasets/plates_2026/images")
    state.bytes_version = state.ours_bytes_version
    bar.set_offer(state)
    bar.set_actions(True, True, False)   # (Resume can be pressed: the offer says so)
    text = bar.offer_text
    qtbot.waitUntil(lambda: text.isVisible() and text.width() > 0)
    words = text.text()
    for said in ("/home/researcher/datasets/plates_2026/tfrecords/out", "10,003", "2,857",
                 "10 枚", "7,136", "120", "「再開」"):
        assert said in words, (said, words)
    assert text.height() <= 4 * text.fontMetrics().lineSpacing(), (text.height(), words)
