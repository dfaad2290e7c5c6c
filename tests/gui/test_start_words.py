"""What the window says about Start before a run. A Japanese walk: the first screen said
only "Ready." over the built-in sample the first start chooses (so Start worked on images
the walker had not chosen, unsaid); and a disabled Start sent the walker from the header to
the note beside Start, from there to the note under the field, often scrolled away. The
note beside Start says the problem itself (its first clause), the header repeats it."""

from __future__ import annotations

import pytest
from studio_fixtures import make_dataset

from gui.settings import SAMPLE_DIR
from gui.widgets.problems import short_problem

WAIT = 60_000

SAMPLE = {
    "en": "A small built-in sample is selected: press Start to try it, or choose your own "
          "images.",
    "ja": "小さな組み込みサンプルを選んでいます",
    "ko": "작은 내장 샘플이 선택되어 있습니다",
}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_first_start_says_the_sample_is_chosen(qtbot, window, language, lang):
    if lang != "en":
        language(lang)   # (the header is said anew by each check of the form)
    assert SAMPLE_DIR.is_dir()
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    window.revalidate()
    assert SAMPLE[lang] in window.progress.phase.text()


def test_own_images_are_just_ready(qtbot, window, tmp_path):
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    window.set_source(str(make_dataset(tmp_path / "images", per_class=1)))
    qtbot.waitUntil(lambda: window.progress.phase.text() == "Ready.", timeout=WAIT)


def test_a_disabled_start_says_why_beside_it_and_in_the_header(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "images", per_class=1)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.choose_output(str(src / "inside"))
    window.revalidate()
    assert not window.actions_bar.start_btn.isEnabled()
    # the pointer names the field (a walker asked what "See the note under it" meant)
    why = ("“Output folder”: The output folder must not be inside the source folder. See "
           "the note under “Output folder” in the options.")
    assert window.actions_bar.hint.text() == why
    assert window.progress.phase.text() == "Not ready to start. " + why


@pytest.mark.parametrize(("lang", "under"), [("ja", "の下"), ("ko", " 아래")])
def test_the_pointer_names_the_field_in_every_language(qtbot, window, tmp_path, language, lang,
                                                       under):
    language(lang)
    src = make_dataset(tmp_path / "images", per_class=1)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.choose_output(str(src / "inside"))
    window.revalidate()
    hint, field = window.actions_bar.hint.text(), window.options.field_name("out")
    # once as whose problem it is, once as where the note is (the name in the window's
    # quotation marks, then the word for "under")
    assert hint.count(field) == 2 and hint[hint.rindex(field) + len(field) + 1:].startswith(
        under), hint


@pytest.mark.parametrize(("text", "short"), [
    ("The output folder is not empty: tick “Replace existing output” or choose another "
     "folder.", "The output folder is not empty"),
    ("Converted. To convert again, choose a new output folder.", "Converted"),
    ("出力フォルダーが空ではありません。「既存の出力を置き換える」をオンにしてください。",
     "出力フォルダーが空ではありません"),
    ("변환했습니다. 다시 변환하려면 새 출력 폴더를 고르세요 (또는 “기존 출력 바꾸기”를 "
     "켜세요).", "변환했습니다"),
    ("분할은 train=0.9,val=0.1처럼 쓰세요.", "분할은 train=0.9,val=0.1처럼 쓰세요"),
    ("Write the size as one number (224) or width x height (320x240).",
     "Write the size as one number (224) or width x height (320x240)"),
    ("Write the split as name=fraction pairs, e.g. train=0.9,val=0.1.",
     "Write the split as name=fraction pairs, e.g. train=0.9,val=0.1"),
])
def test_the_short_form_is_the_first_clause(text, short):
    assert short_problem(text) == short
