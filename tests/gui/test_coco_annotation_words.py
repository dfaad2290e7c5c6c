"""A COCO annotation without an id, or whose category_id is a list, is said in words in
every language: the problem list read "annotation None" and "unknown category id [1, 2]"
(the engine's words: tests/engine/test_annotation_problems_said.py)."""

from __future__ import annotations

import pytest

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


def test_a_cut_coco_json_is_said_in_the_windows_language(qtbot, language, tmp_path):
    """A COCO export cut short (a copy that stopped) was said in English under the source
    in a Korean window: "…instances.json: malformed JSON at line 1, column 19882: … Fix the
    file (a text editor shows the line) and scan again." (a walk with detection data)."""
    import pytest

    from engine.errors import SourceError
    from engine.sources import coco
    path = tmp_path / "instances.json"
    path.write_text('{"images": [{"id": 1, "file_name": "a.jpg"')
    with pytest.raises(SourceError) as e:
        coco.scan(str(path), {}, None, set())
    english = str(e.value)
    assert english.startswith(f"{path}: malformed JSON at line 1, column ") and \
        english.endswith(". Fix the file (a text editor shows the line) and scan again."), english
    code, params = describe(english)
    assert code == "source.annotation_file_bad", (code, params)
    assert render(code, params) == english
    language("ko")
    said = engine_text.text(code, params, english)
    assert said.startswith(f"{path}: JSON 형식이 잘못되었습니다 (1행, "), said
    assert "malformed" not in said and "Fix the file" not in said, said


def test_a_category_named_twice_is_said_in_korean(qtbot, language):
    english = render("ann.coco_category_twice", {"file": "a.json", "id": "1",
                                                 "first": "사람", "name": "중복"})
    language("ko")
    said = engine_text.text(*describe(english), english)
    assert said.startswith("a.json: 카테고리 id 1에 이름이 두 개('사람', '중복') 있습니다."), said


def test_the_folder_above_notice_in_korean(qtbot, language):
    """An export's images/ chosen alone: where its annotations are, in Korean."""
    english = render("ann.annotations_above", {"folder": "images", "parent": "/d/coco",
                                               "kind": "COCO"})
    language("ko")
    said = engine_text.text(*describe(english), english)
    assert said.startswith("images에는 이미지만 있습니다. "
                           "주석(COCO)은 그 위 폴더인 /d/coco에"), said


@pytest.mark.parametrize("lang, what_to_do", [("en", "Copy the image to the path shown"),
                                              ("ja", "コピー"), ("ko", "복사")])
def test_an_image_not_found_by_any_reader_says_what_to_do_in_the_language(qtbot, language,
                                                                          lang, what_to_do):
    """ann.image_missing (an image gone when the scan reads it) says what to do, as the
    COCO, VOC, CVAT and box-CSV ones do, in the window's language."""
    from engine.reason_codes import say
    from gui import engine_text
    language(lang)
    said = engine_text.text("ann.image_missing", {}, say("ann.image_missing"))
    assert what_to_do in said, said
