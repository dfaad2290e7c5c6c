"""A failed run is said in the window's language: the engine's run_failed sentence (coded
by engine.reason_catalogue_failed) reaches the error dialog, the Summary's headline and the
Log tab translated, from a real run of the engine."""

from __future__ import annotations

import re

import pytest
from studio_fixtures import quick_run

from gui import engine_text

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
ERROR = {"ja": "エラー: ", "ko": "오류: "}


def _broken_images(root):
    """Class folders whose every "image" is a few bytes of a JPEG header and nothing else."""
    for name in ("cat", "dog"):
        (root / name).mkdir(parents=True)
        (root / name / f"{name}.jpg").write_bytes(b"\xff\xd8\xff not really a jpeg")
    return root


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_run_whose_images_are_all_broken_fails_in_the_language(qtbot, window, language,
                                                                  tmp_path, lang):
    language(lang)
    w = window
    out = tmp_path / "out"
    assert not quick_run(qtbot, w, _broken_images(tmp_path / "src"), out)
    final = w.controller.convert.final_event
    assert final.code == "run.nothing_converted", final
    sentence = engine_text.text("run.nothing_converted",
                                {"n": "2", "path": str(out / "rejected.csv")}, "")
    assert sentence and CJK.search(sentence) and "None of the" not in sentence, sentence
    # the error dialog
    box = w.last_error
    assert box is not None and box.isVisible()
    assert box.text().startswith(sentence), box.text()
    # the Summary's headline
    head = w.summary.headline.text()
    assert sentence in head and "failed" not in head and CJK.search(head.split(sentence)[0]), head
    # the Log tab: the engine's "error: ..." line, in the language too
    while w.log._pending:
        w.log._flush()
    assert f"{ERROR[lang]}{sentence}" in w.log.toPlainText().splitlines()
    assert "None of the" not in w.log.toPlainText()
    box.close()


def _forms(either) -> list[tuple[str, str, dict[str, str]]]:
    """(template, the count said in it, the values a By pair fixes) of each form."""
    from engine.reason_pair import By

    def plain(form, fixed):
        if isinstance(form, tuple):
            return [(form[0], "1", fixed), (form[1], "7", fixed)]
        return [(form, "7", fixed)]
    if isinstance(either, By):
        return plain(either.one, {either.key: "1"}) + plain(either.many, {either.key: "7"})
    return plain(either, {})


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_every_sentence_that_ends_a_run_is_in_the_language(language, lang):
    """Each code of engine.reason_catalogue_failed, from the sentence the engine writes,
    is shown in the language with no English word nor command-line option left (the lock
    owner nested in "in use by ..." too)."""
    from engine.reason_catalogue_failed import FAILED
    from engine.reason_codes import describe
    language(lang)
    for code, either in FAILED.items():
        if code.startswith("run.lock_owner"):
            continue   # only inside run.in_use
        # (a pair's one form said with its count 1, its many form with 7; a By pair's by
        # its key's count, each of its forms a sentence or a pair again)
        for template, count, fixed in _forms(either):
            values = {k: count for k in re.findall(r"\{(\w+)\}", template)}
            values.update(fixed)
            values.update(option="--overwrite", sentence="the run started 2026-01-01T09:00:00"
                          " by process 12 on lab-pc")
            english = template.format(**values)
            got, params = describe(english)
            assert got == code, (code, english)
            shown = engine_text.text(got, params, english)
            assert shown != english and CJK.search(shown), (code, shown)
            assert not re.search(r"\b(?:the|folder|run|disk|images?)\b|"
                                 r"--(?:overwrite|resume|prefix)", shown), (code, shown)


@pytest.mark.parametrize("lang, said", [("ja", "指定なし"), ("ko", "지정 안 함")])
def test_an_option_not_given_is_said_in_the_language(language, lang, said):
    # the --resume refusal named "--shard-size: the run used (not given), now 64 MiB"
    # with the English "(not given)" inside the Japanese and Korean sentence
    # (a part of resume.options_named's list, as engine.resume_options.refusal sends it)
    params = {"option": "--shard-size", "theirs": "(not given)", "ours": "64 MiB"}
    language(lang)
    text = engine_text.text("resume.option_differs", params, "")
    assert said in text and "not given" not in text, text
