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


#: The Korean walk's objects.csv, by reason: annotation 603 (of no image) left out, a
#: 2-point polygon's object kept with its box, an object with only a box marked "ignore".
WALK = {"refers to image id 9999, which is not in 'images'": 1,
        "a polygon of fewer than 3 points outlines nothing": 1,
        "the object has only a box, no polygon or mask": 1}


@pytest.mark.parametrize("lang, words", [
    ("en", "1 object left out (for an image the file does not list: 1) · 2 objects kept "
           "clipped or with only their box ("),
    ("ja", "除外したオブジェクト 1 個 ("),
    ("ko", "레코드에서 뺀 객체 1개 ("),
])
def test_the_summary_does_not_say_objects_kept_were_left_out(language, lang, words):
    """The Summary said "3 objects left out of the records or clipped" of 1 left out and 2
    the records hold (a 2-point polygon's box, a box marked “ignore”)."""
    from gui.widgets.summary_text import object_problems_text
    language(lang)
    said = object_problems_text(WALK)
    assert said.startswith(words) and " · " in said, said
    kept = said.split(" · ")[1]
    assert {"ja": "ボックスだけを残したオブジェクト 2 個", "ko": "박스만 남은 객체 2개",
            "en": "2 objects kept"}[lang] in kept, said


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_runs_note_about_objects_csv_says_kept_ones_too(language, lang):
    """The run's note (and the window's Log tab) said "3 objects were left out of the
    records or clipped" of objects.csv's rows, 2 of which the records hold; an older
    engine's words are still recognised."""
    from engine.run.object_list import note
    sentence = note(3, "/out/objects.csv")
    assert sentence == ("3 objects were left out of the records, clipped, or kept with only "
                        "their box (listed in /out/objects.csv)")
    code, params = describe(sentence)
    assert code == "log.objects", sentence
    old = describe("3 objects were left out of the records or clipped (listed in "
                   "/out/objects.csv)")
    assert old == (code, params)
    language(lang)
    said = engine_text.text(code, params, sentence)
    assert {"en": sentence, "ja": "切り詰めたか、ボックスだけを残しました",
            "ko": "박스만 남겼습니다"}[lang] in said, said


def test_the_list_of_objects_says_it_holds_those_kept_too(qtbot, tmp_path):
    """The list of objects.csv was titled "Objects left out or clipped", of a list that
    holds objects the records keep with their box (a 2-point polygon's)."""
    from engine.run.object_list import write
    from gui.widgets.object_list import ObjectListDialog
    write(str(tmp_path), [("a.png", "cat", "a.json annotation 1",
                           "a polygon of fewer than 3 points outlines nothing")])
    dialog = ObjectListDialog(str(tmp_path / "objects.csv"))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Objects left out, clipped or kept with only their box"


@pytest.mark.parametrize("code, params, words", [
    ("ann.mask_without_image", {"folder": "images", "name": "짝없음"},
     "images/에 이름이 '짝없음'인 이미지가 없습니다"),
    ("ann.no_mask", {"folder": "masks", "name": "짝없음"},
     "masks/에 이 이미지의 마스크 짝없음.png(또는 .tif, .tiff)가 없습니다")])
def test_a_missing_partner_is_named_in_natural_korean(language, code, params, words):
    """A Korean walk of a masks folder read "images/에 짝없음 이름의 이미지가 없습니다" and
    "masks/에 이 이미지의 짝없음.png, .tif, .tiff 중 어느 것도 없습니다": a name is said as
    "이름이 '…'인" (a name such as 깨진 read as a word otherwise), the mask as the mask."""
    language("ko")
    said = _shown(code, **params)
    assert words in said and "이름의 이미지" not in said, said
