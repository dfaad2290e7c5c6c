"""The Resume offer says how many images the interrupted run had converted into a shard it
did not finish, and that Resume keeps them: "0 of 212 images are already done; 212 still
to convert" alone read as Resume having lost the work. A cancel's kept partial shard is
among the done images (OutputState.unfinished, from its journal line); a killed run's
.partial files are counted by the outlook (unfinished_records); an older version's
cancel removed the shard (the manifest's OutputState.removed): converted again."""

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
         "finish; a shard is kept only when it is complete, so Resume converts them again and "
         "finishes the run."),
    (1, "Of those still to convert, 1 had been converted into a shard the run did not "
        "finish; a shard is kept only when it is complete, so Resume converts it again and "
        "finishes the run.")])
def test_an_older_cancel_that_removed_the_shard_says_it_is_converted_again(qtbot, n, words):
    state = OutputState(path="out", kind="interrupted", status="cancelled", planned=62,
                        removed=n, source="src")
    text = _offer(qtbot, state)
    assert "0 of 62 images are already done; 62 still to convert." in text, text
    assert words in text, text
    assert "Press Resume" not in text, text   # (said once, in the sentence above)


def test_a_cancelled_runs_offer_counts_its_kept_shard_as_done(qtbot):
    # (as engine.output_kind reads a cancel's journalled partial: among records/skipped)
    state = CheckedState(path="out", kind="interrupted", status="cancelled", planned=212,
                         records=120, skipped=1, unfinished=120, source="src",
                         outlook=Outlook())
    bar = ActionBar()
    qtbot.addWidget(bar)
    state.bytes_version = state.ours_bytes_version
    bar.set_offer(state)
    text = bar.offer_text.text()
    assert "already written and 1 skipped; 91 still to convert." in text, text
    # Resume named once: "Resume keeps them and continues that shard. Press Resume to
    # finish it." (a walker, in Korean: "“재개”는 이를 남기고 … “재개”를 누르면 마칠 수 있습니다")
    assert ("Of the images already written, 120 are in the shard the run did not finish: "
            "press Resume to keep them and finish the run from that shard.") in text, text
    assert text.count("Resume") == 1, text
    assert "converts them again" not in text and "converts it again" not in text, text
    bar.set_actions(start=True, resume=False, cancel=False)   # (options differ, say)
    text = bar.offer_text.text()
    assert ("Of the images already written, 120 are in the shard the run did not finish: "
            "Resume keeps them and continues that shard.") in text, text
    assert "press Resume" not in text and "Press Resume" not in text, text


def test_a_killed_runs_offer_counts_its_partial_shard(qtbot):
    state = CheckedState(path="out", kind="interrupted", planned=212, source="src",
                         outlook=Outlook(unfinished_records=120))
    text = _offer(qtbot, state)
    assert ("Of those still to convert, 120 are already in a shard the run did not finish: "
            "Resume keeps those that read back whole and converts the rest.") in text, text


def test_a_killed_annotated_runs_offer_says_its_partial_shard_is_converted_again(qtbot):
    # (the outlook counts them apart: --resume keeps none, engine.output_state's
    # keeps_killed_partial; the offer had promised to keep 114 a COCO run then redid)
    state = CheckedState(path="out", kind="interrupted", planned=300, source="src",
                         annotation_files={"instances.json": None},
                         outlook=Outlook(unfinished_redone=114))
    text = _offer(qtbot, state)
    assert ("Of those still to convert, 114 had been converted into a shard the run did not "
            "finish; the run was stopped without Cancel, and then an unfinished shard of "
            "annotated images is not kept, so Resume converts them again and finishes the "
            "run.") in text, text
    assert "keeps" not in text and "Press Resume" not in text, text


def test_nothing_is_said_when_no_shard_was_begun(qtbot):
    state = CheckedState(path="out", kind="interrupted", planned=9, shards=1, records=3,
                         source="src", outlook=Outlook())
    assert "did not finish" not in _offer(qtbot, state)


def test_japanese_and_korean_say_it(qtbot, language):
    for lang, removed, kept, redone in (
            ("ja", "シャードは完成したものだけが残る", "書きかけのシャードにある 33 枚は",
             "注釈付き画像の未完成のシャードは残らない"),
            ("ko", "샤드는 완성된 것만 남으므로", "이미 기록한 이미지 중 33장은",
             "주석이 있는 이미지의 미완성 샤드는 남지 않으므로")):
        language(lang)
        state = OutputState(path="out", kind="interrupted", status="cancelled", planned=62,
                            removed=33, source="src")
        text = _offer(qtbot, state)
        assert removed in text and "33" in text, text
        state = OutputState(path="out", kind="interrupted", status="cancelled", planned=62,
                            records=33, unfinished=33, source="src")
        text = _offer(qtbot, state)
        assert kept in text and "33" in text, text
        assert text.count("再開") == 1 if lang == "ja" else text.count("재개") == 1, text
        state = CheckedState(path="out", kind="interrupted", planned=62, source="src",
                             outlook=Outlook(unfinished_redone=33))
        text = _offer(qtbot, state)
        assert redone in text and "33" in text, text
        # Resume said once: "… 다시 변환합니다. “재개”를 누르면 마칠 수 있습니다." named it twice
        assert text.count("再開") == 1 if lang == "ja" else text.count("재개") == 1, text


def test_another_versions_unfinished_shard_is_said_converted_again(qtbot, language):
    # (engine.output_state.keeps_unfinished: --resume keeps none of the unfinished shards of
    # a run another version started, cancelled or killed; the offer had counted them kept)
    state = CheckedState(path="out", kind="interrupted", planned=300, source="src",
                         engine_version="0.3.7", keeps_unfinished=False,
                         outlook=Outlook(unfinished_redone=114))
    text = _offer(qtbot, state)
    assert ("Of those still to convert, 114 had been converted into a shard the run did not "
            "finish; TFRecord Studio 0.3.7 started the run, and an unfinished shard of "
            "another version is not kept, so Resume converts them again and finishes the "
            "run.") in text, text
    assert "keeps" not in text and "Press Resume" not in text, text
    for lang, words in (("ja", "TFRecord Studio 0.3.7 で開始されたもので、別のバージョンの"
                               "未完成のシャードは残らない"),
                        ("ko", "TFRecord Studio 0.3.7 버전으로 시작되었고, 다른 버전의 "
                               "미완성 샤드는 남지 않으므로")):
        language(lang)
        text = _offer(qtbot, state)
        assert words in text and "114" in text, text
        assert text.count("再開") == 1 if lang == "ja" else text.count("재개") == 1, text
