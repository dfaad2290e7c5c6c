"""The words a Korean or Japanese user reads about a COCO export's damages say what is
there (a Korean walk of a CVAT COCO export): the entry of an image whose file is missing
is one image entry, not "1 annotation" (it carried 4); a crowd region is "crowd", as
machine-learning users say it, not a literal "군중"/"群衆"; and an unknown YOLO class
says which classes the names list has ("クラス名の一覧は 0..2" read oddly)."""

from __future__ import annotations

import pytest

from engine.reason_codes import describe, render
from gui import engine_text
from gui.widgets.set_aside import aside_words


def _shown(code: str, **params) -> str:
    sentence = render(code, params)
    found, got = describe(sentence)
    assert found == code, sentence
    return engine_text.text(found, got, sentence)


def test_an_image_entry_whose_file_is_missing_is_said_so(language):
    counts = {"ann.coco_image_missing": 1}
    assert aside_words(counts) == "1 image entry whose file is missing"
    language("ko")
    assert aside_words(counts) == "이미지 항목 1개 (파일을 찾을 수 없음)"
    language("ja")
    assert aside_words(counts) == "ファイルが見つからない画像の項目 1 件"


@pytest.mark.parametrize("lang, words", [("ko", "crowd 영역(iscrowd) 11개"),
                                         ("ja", "crowd 領域 (iscrowd) 11 個")])
def test_crowd_regions_are_said_as_ml_users_say_them(language, lang, words):
    language(lang)
    said = _shown("ann.seg_crowd", n="11")
    assert said.startswith(words) and "군중" not in said and "群衆" not in said, said


@pytest.mark.parametrize("code", ["ann.yolo_unknown_class", "ann.yolo_unknown_class_alone"])
@pytest.mark.parametrize("lang, words", [
    ("ja", "不明なクラス 5 です (クラス名の一覧にあるのはクラス 0..2 です)。"),
    ("ko", "알 수 없는 클래스 5 (클래스 이름 목록에 있는 것은 클래스 0..2입니다)."),
])
def test_an_unknown_yolo_class_says_which_classes_are_named(language, code, lang, words):
    language(lang)
    said = _shown(code, file="a.txt", line="3", cls="5", known="0..2", n="2",
                  names="classes.txt")
    assert words in said, said
