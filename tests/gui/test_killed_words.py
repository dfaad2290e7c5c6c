"""The words after the engine was killed (a Korean walk): the dialog named its details
button "자세히 보기" beside Qt's "자세한 정보 표시..." button, and the reason was
"(시그널 9). 대개 메모리가 부족해서입니다": jargon, and a guess. It now says the
conversion was stopped from outside, gives both causes, what finishes it, and keeps the
signal number for the details."""

from __future__ import annotations

import dataclasses
import os
import signal
import sys

import pytest
from studio_fixtures import DATA, use_fake

from gui import dialogs

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

WAIT = 60_000


def _kill_after_first_shard(qtbot, w, then=lambda: None) -> str:
    """Start the (fake) engine, kill it after its first shard (``then`` before the kill):
    the dialog's text."""
    assert w.start()
    qtbot.waitUntil(lambda: bool(w.model.shards), timeout=WAIT)
    then()
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as ended:
        os.kill(w.controller.convert._proc.processId(), signal.SIGKILL)
    assert ended.args == [False]
    box = w.last_error
    assert box is not None and box.isVisible()
    return box.text()


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_killed_dialog_names_its_details_button_by_its_words(qtbot, ready, language,
                                                                 monkeypatch, lang):
    language(lang)
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--hang",
             "--hang-after", "shard_written")
    text = _kill_after_first_shard(qtbot, ready)
    box = ready.last_error
    button = [b for b in box.buttons()
              if box.buttonRole(b) == box.ButtonRole.ActionRole][0].text()
    words = dialogs.details_words(box)
    assert words and button.startswith(words), (button, words)
    assert words in box.informativeText(), box.informativeText()
    if lang == "ko":   # Qt's own words, not the sentence's "자세히 보기"
        assert words == "자세한 정보 표시" and "자세히 보기" not in box.informativeText()
    # the signal number: in the details only
    assert "9" not in text and "signal" not in text.lower(), text
    assert "\uc2dc\uadf8\ub110" not in text and "\u30b7\u30b0\u30ca\u30eb" not in text, text
    assert box.detailedText().splitlines()[-1] == ready.controller.tr(
        "The engine process was ended by signal {c}.").format(c=9)
    assert "9" in box.detailedText().splitlines()[-1]
    box.close()


def test_the_killed_reason_says_from_outside_both_causes_and_what_finishes_it(
        qtbot, ready, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--hang",
             "--hang-after", "shard_written")
    text = _kill_after_first_shard(qtbot, ready)
    assert text.startswith("The conversion was stopped from outside: the engine was killed"
                           " before it kept a shard."), text
    assert "running out of memory is one cause; a person or another program" in text
    assert "Start converts the images again" in text and "Resume" not in text
    assert "fewer workers" in text and "often" not in text
    # the Summary says the same, without the number
    head = ready.summary.headline.text()
    assert "stopped from outside" in head and "9" not in head, head
    ready.last_error.close()
    # a folder that keeps an unfinished run: Resume finishes it
    folder = ready.controller.out_folder
    real = folder.take   # (the run's end reads the folder in a thread, then takes it)
    text = _kill_after_first_shard(qtbot, ready, lambda: monkeypatch.setattr(
        folder, "take", lambda reading: dataclasses.replace(
            real(reading), kind="interrupted", shards=1, records=120)))
    assert "Resume finishes the conversion." in text and "Start converts" not in text, text
    assert "fewer workers" in text
    ready.last_error.close()
