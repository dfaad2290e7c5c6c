"""Words a Korean walk found wanting around multi-label classification and CVAT shapes:
the Write-as choice of multi-label had no word of explanation (classification has one),
after choosing it the sentence saying what the class table counts was gone (screenshot
12), and "면적이 없는 polyline 도형" kept the CVAT tag in English."""

from __future__ import annotations

import sys

import pytest
from studio_fixtures import ROOT

from gui import engine_text

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine import annotated_data as A  # noqa: E402

WAIT = 120_000
CHOICE = {"en": "boxes are left out", "ja": "ボックス", "ko": "박스"}
TABLE = {"en": "The table shows how many images carry each class", "ja": "画像", "ko": "이미지"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_multilabel_is_explained_and_its_table_counts_are_said(qtbot, window, language,
                                                               tmp_path, lang):
    if lang != "en":
        language(lang)
    src = A.make_coco(str(tmp_path / "coco"))
    root = src.rsplit("/", 2)[0]
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(root)
    combo = panel.task_row.combo
    i = combo.findData("multilabel")
    text = combo.itemText(i)
    assert CHOICE[lang] in text and ("(" in text or "（" in text), text
    assert text != panel.task_row.names()["multilabel"]
    before = panel.summary.text()
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        combo.setCurrentIndex(i)
        combo.activated.emit(i)
    summary = panel.summary.text()
    assert summary != before
    sentence = summary.split("<br>")[1] if "<br>" in summary else ""
    assert TABLE[lang] in sentence, summary
    if lang == "en":   # (a box count would be wrong: the table counts images)
        assert "objects per class" not in summary
        assert "an image can carry several" in sentence


@pytest.mark.parametrize("lang, word", [("ja", "ポリライン"), ("ko", "폴리라인")])
def test_a_cvat_shape_without_area_is_named_in_the_language(qapp, language, lang, word):
    language(lang)
    said = engine_text.text("ann.cvat_no_area", {"shape": "polyline"}, "")
    assert word in said and "polyline" not in said, said
