"""The Inspect tab says, in the window's language, that most images of intact files are
almost black, with what to do on the Convert tab: a 12-bit camera's pictures converted as
16 bits (every conversion before --bit-depth did). The same pictures converted with 12 bits
read as before. Real engine, real runs."""

from __future__ import annotations

import pytest
from i18n_words import english_words, make_window
from studio_fixtures import open_and_wait

from gui.widgets.problems import error_colour
from tests.engine import imagefactory as F

# (the sentence's start, its advice, "Every record in these files is intact")
WORDS = {
    "en": ("<b>Problem</b>: Most images in these files are almost black (8 of 8 looked at; "
           "brightest value 1",
           "If they came from a 12-bit camera, convert the source again with 12 bits under "
           "“16-bit images” on the Convert tab.",
           "Every record in these files is intact"),
    "ja": ("<b>問題</b>: これらのファイルの画像のほとんどがほぼ真っ黒です (調べた 8 枚のうち 8 枚、"
           "最も明るい値は 255 のうち 1",
           "12 ビットのカメラの画像なら、「変換」タブの「16 ビット画像」で 12 ビットを選び、"
           "ソースをもう一度変換してください。",
           "これらのファイルのレコードはすべて正常です"),
    "ko": ("<b>문제</b>: 이 파일들의 이미지 대부분이 거의 검습니다 (살펴본 8장 중 8장, "
           "가장 밝은 값: 255 중 1",
           "12비트 카메라의 이미지라면 “변환” 탭의 “16비트 이미지”에서 12비트를 골라 소스를 다시 "
           "변환하세요.",
           "이 파일들의 모든 레코드가 온전합니다"),
}


@pytest.fixture(scope="module")
def converted(tmp_path_factory):
    """A 12-bit camera's pictures converted as 16 bits (as before --bit-depth) and with
    12 bits."""
    root = tmp_path_factory.mktemp("dark")
    src = F.twelve_bit_folder(root / "src")
    outs = {}
    for bits in ("16", "12"):
        outs[bits] = root / f"out{bits}"
        code, _, err = F.run_engine(F.engine_argv(src, outs[bits], "--size", "32",
                                                  "--workers", "1", "--bit-depth", bits))
        assert code == 0, err
    return outs


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_almost_black_images_are_said_in_the_windows_language(qtbot, settings, language,
                                                              converted, lang):
    language(lang)
    window = make_window(qtbot, settings)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [converted["16"]])
    lines = panel.summary.text().split("<br>")
    start, advice, intact = WORDS[lang]
    said = next((line for line in lines if line.startswith(start)), None)
    assert said is not None, lines
    assert said.endswith(advice), said
    # said first (at 1024 px the first lines are what shows), then the counts and
    # "intact", in red
    assert lines.index(said) == 0 and lines[2].startswith(intact), lines
    assert error_colour(panel) in panel.summary.styleSheet()
    if lang != "en":
        assert english_words(said) == [], said


def test_the_same_images_converted_with_12_bits_read_as_intact(qtbot, settings, converted):
    window = make_window(qtbot, settings)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    open_and_wait(qtbot, panel, [converted["12"]])
    text = panel.summary.text()
    assert "Every record is intact (both checksums checked)." in text, text
    assert "almost black" not in text and "Problem" not in text
    assert panel.report["summary"]["images_looked_at"] == 8
    assert error_colour(panel) not in panel.summary.styleSheet()
