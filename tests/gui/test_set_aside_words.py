"""What the scan set aside of an annotated source says which it is: "Not used: 1 image or
annotation (img_010.jpg)" did not say whether img_010.jpg was an image or an annotation
(the COCO JSON listed it; the folder did not hold it)."""

from __future__ import annotations

import re

import pytest

from gui.widgets.set_aside import aside_words, kind_of, not_used_words


@pytest.mark.parametrize(("code", "kind"), [
    ("ann.coco_image_missing", "missing_images"), ("ann.voc_image_missing", "missing_images"),
    ("ann.image_missing", "missing_images"), ("ann.mask_without_image", "mask_orphans"),
    ("ann.label_without_image", "orphans"), ("ann.label_other_case", "orphans"),
    ("ann.no_mask", "no_mask"), ("ann.unannotated", "no_annotation"),
    ("ann.voc_size_shape", "annotations"), ("ann.csv_image_missing", "rows")])
def test_each_entry_set_aside_is_said_as_what_it_is(code, kind):
    assert kind_of(code) == kind


def test_the_words_in_each_language(qtbot, language):
    counts = {"ann.coco_image_missing": 1, "ann.label_without_image": 2}
    for lang, words in (
            ("en", "1 image entry whose file is missing, 2 annotation files without an "
                   "image"),
            ("ja", "ファイルが見つからない画像の項目 1 件"),
            ("ko", "이미지 항목 1개 (파일을 찾을 수 없음)")):
        language(lang)
        text = aside_words(counts)
        assert words in text, text
        assert "or annotation" not in text and "또는" not in text, text


KIND_CODES = ("csv.x", "csv.duplicate_same", "ann.xml_x", "ann.coco_image_missing",
              "ann.label_without_image", "ann.no_mask", "ann.mask_without_image",
              "ann.unannotated", "ann.unlisted_image", "ann.voc_x",
              "ann.listed_twice", "file.x", "")


@pytest.mark.parametrize("code", KIND_CODES)
def test_korean_says_the_item_and_its_count_first(qtbot, language, code):
    """Korean put "사용하지 않은" before a phrase that itself described the item:
    "사용하지 않은 이미지를 찾을 수 없는 주석 1개" read as garbled. The item and its count
    come first, what it is in brackets, then that it is not used."""
    language("ko")
    text = not_used_words({code: 1})
    assert re.match(r"^[^()]*? 1(개|장)( \([^()]+\))?: 사용하지 않음", text), text


@pytest.mark.parametrize("code", KIND_CODES)
def test_japanese_says_the_item_and_its_count_first(qtbot, language, code):
    """Japanese put "使わなかった" before a phrase that itself described the item:
    "使わなかった画像が見つからないアノテーション 1 件" read as garbled (the progress line,
    the Summary). The item and its count come first, then that it was not used, as the
    scan's sentence says it before the run ("{what}は使いません")."""
    language("ja")
    text = not_used_words({code: 1})
    assert re.match(r"^[^()]*? 1 (件|枚|個|行)( \([^()]+\))?は使いませんでした", text), text
    assert not text.startswith("使わなかった"), text


def test_a_segmentation_sources_masks_are_called_masks(qtbot, language):
    """A folder of images and masks: the Failures rows said "no mask" and "mask without an
    image", the sentence above them and the progress line "1 image without annotations,
    1 annotation file without an image" (Japanese: アノテーション), as if two other things
    had been set aside."""
    counts = {"ann.no_mask": 1, "ann.mask_without_image": 1}
    for lang, words, wrong in (
            ("en", "1 image without a mask, 1 mask without an image", "annotation"),
            ("ja", "マスクのない画像 1 枚、画像のないマスク 1 個", "アノテーション"),
            ("ko", "이미지 1장 (마스크가 없음), 마스크 1개 (이미지가 없음)", "주석")):
        language(lang)
        text = not_used_words(counts)
        assert words in text and wrong not in text, text
