"""The Resume offer says how many images the interrupted run had converted into a shard it
did not finish, and that a shard is kept only whole so Resume converts them again: "0 of
212 images are already done; 212 still to convert" alone read as Resume having lost the
work. A cancel's count is the manifest's (OutputState.removed); a killed run's, its
.partial files' (the outlook's unfinished_records)."""

from __future__ import annotations

import pytest

from engine.output_state import OutputState
from engine.resume_check import Outlook
from gui.resume_check import CheckedState
from gui.widgets.action_bar import ActionBar


def _offer(qtbot, state) -> str:
    state.bytes_version = state.ours_bytes_version
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_offer(state)
    return bar.offer_text.text()


@pytest.mark.parametrize(("n", "words"), [
    (33, "Of those still to convert, 33 had been converted into a shard the run did not "
         "finish; a shard is kept only when it is complete, so Resume converts them again."),
    (1, "Of those still to convert, 1 had been converted into a shard the run did not "
        "finish; a shard is kept only when it is complete, so Resume converts it again.")])
def test_a_cancelled_runs_offer_says_what_its_unfinished_shard_held(qtbot, n, words):
    state = OutputState(path="out", kind="interrupted", status="cancelled", planned=62,
                        removed=n, source="src")
    text = _offer(qtbot, state)
    assert "0 of 62 images are already done; 62 still to convert." in text, text
    assert words in text, text


def test_a_killed_runs_offer_counts_its_partial_shard(qtbot):
    state = CheckedState(path="out", kind="interrupted", planned=212, source="src",
                         outlook=Outlook(unfinished_records=120))
    assert ("Of those still to convert, 120 had been converted into a shard the run did "
            "not finish") in \
        _offer(qtbot, state)


def test_nothing_is_said_when_no_shard_was_begun(qtbot):
    state = CheckedState(path="out", kind="interrupted", planned=9, shards=1, records=3,
                         source="src", outlook=Outlook())
    assert "did not finish" not in _offer(qtbot, state)


def test_japanese_and_korean_say_it(qtbot, language):
    for lang, words in (("ja", "シャードは完成したものだけが残る"),
                        ("ko", "샤드는 완성된 것만 남으므로")):
        language(lang)
        state = OutputState(path="out", kind="interrupted", status="cancelled", planned=62,
                            removed=33, source="src")
        text = _offer(qtbot, state)
        assert words in text and "33" in text, text
