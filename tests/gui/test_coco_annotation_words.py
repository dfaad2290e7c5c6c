"""A COCO annotation without an id, or whose category_id is a list, is said in words in
every language: the problem list read "annotation None" and "unknown category id [1, 2]"
(the engine's words: tests/engine/test_annotation_problems_said.py)."""

from __future__ import annotations

from engine.reason_codes import ANNOTATION_WITHOUT_ID, describe, render
from gui import engine_text


def test_an_annotation_without_id_and_a_list_category_in_each_language(qtbot, language):
    no_id = ANNOTATION_WITHOUT_ID.format(n="1,204")
    unknown = render("ann.coco_no_category_alone", {"file": "a.json", "id": no_id})
    listed = render("ann.coco_category_not_id", {"file": "a.json", "id": "7", "n": "2",
                                                 "category": "[1, 2]"})
    for lang, first, second in (
            ("en", "a.json annotation number 1,204 in 'annotations' (it has no id) has no "
                   "category_id",
             "its category_id [1, 2] is not a category's id (one number or name); the image "
             "is skipped with its 2 other objects"),
            ("ja", "a.json のアノテーション ('annotations' の 1,204 番目、id なし) に "
                   "category_id がありません",
             "category_id が [1, 2] で、カテゴリーの id (数値か名前 1 つ) ではありません"),
            ("ko", "a.json 주석 ('annotations'의 1,204번째, id 없음)에 category_id가 없습니다",
             "category_id 값이 카테고리 id(숫자나 이름 하나)가 아닙니다: [1, 2]")):
        language(lang)
        said = [engine_text.text(*describe(english), english) for english in (unknown, listed)]
        assert first in said[0], said[0]
        assert second in said[1], said[1]
        assert "None" not in said[0]
        if lang != "en":   # (the English phrase, translated)
            assert "number 1,204" not in said[0], said[0]
