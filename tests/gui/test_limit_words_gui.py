"""The window says a byte-size limit's refusal with the limit as it was typed: 512M is
"512 MiB" (the engine read it in binary units), where the window's sentence said "537 MB"
after the engine's; an older engine's sentence ("... of 537 MB") still reads whole."""

from __future__ import annotations

import pytest

from engine.option_rules import parse_bytes
from engine.reason_codes import describe
from engine.sources import reading
from gui import engine_text


def _shown(sentence: str) -> str:
    code, params = describe(sentence)
    assert code == "file.too_big", sentence
    return engine_text.text(code, params, sentence)


@pytest.mark.parametrize("lang, said", [("en", "above the limit of 512 MiB for one image"),
                                        ("ja", "上限 512 MiB を超えています"),
                                        ("ko", "한도 512 MiB를 넘습니다")])
def test_the_max_file_size_refusal_says_the_limit_typed(qtbot, language, lang, said):
    language(lang)
    with pytest.raises(Exception) as refused:
        raise reading._too_big(600_000_000, parse_bytes("512M", "--max-file-size"))
    sentence = str(refused.value)
    assert "limit of 512 MiB " in sentence and "537" not in sentence, sentence
    shown = _shown(sentence)
    assert said in shown and "537" not in shown and "MB MB" not in shown, shown
    # an older engine's words: the limit with its unit, said once
    older = _shown("file is 600 MB, above the --max-file-size limit of 537 MB (raise "
                   "--max-file-size if it is a genuine image)")
    assert "537 MB" in older and "MB MB" not in older, older


def test_a_limits_number_is_written_as_the_window_writes_numbers(qtbot, language):
    language("ja")
    shown = _shown("file is 2,000 MB, above the --max-file-size limit of 1.5 GiB (raise "
                   "--max-file-size if it is a genuine image)")
    assert "2,000 MB" in shown and "1.5 GiB" in shown, shown
    # the size with its own unit (engine.byte_sizes), said once
    shown = _shown("file is 1,400.5 kB, above the --max-file-size limit of 300 KiB (raise "
                   "--max-file-size if it is a genuine image)")
    assert "ファイルが 1,400.5 kB で" in shown and "上限 300 KiB" in shown, shown
    assert "MB" not in shown, shown
