"""A mask of another size than its image: the problem, listed under the image, names the
mask as the file to fix in every language ("images/s_007.jpg — the mask is 160x120, the
image 320x240" did not say which file was wrong)."""

from __future__ import annotations

from engine.reason_codes import describe, render
from engine.sources.masks import mode_problem, size_problem
from gui import engine_text


def test_the_wrong_size_mask_is_named_in_each_language(qtbot, language):
    english = size_problem((160, 120), 320, 240, 1, "/data/seg/masks/s_007.png")
    code, params = describe(english)
    assert code == "ann.mask_size_named" and params["mask"] == "masks/s_007.png", english
    for lang, words in (("en", "the mask masks/s_007.png is 160x120, but its image is "
                               "320x240: they must be the same size; fix the mask"),
                        ("ja", "マスク masks/s_007.png のサイズ (160x120)"),
                        ("ko", "마스크 파일 masks/s_007.png의 크기(160x120)")):
        language(lang)
        text = engine_text.text(code, params, english)
        assert words in text, text


def test_the_colour_mask_is_named_in_each_language(qtbot, language):
    """A colour (RGB) mask among grey ones: "images/細胞_200.png — the mask is an RGB colour
    image" named the image beside it, and every other mask problem named the mask (a walk
    in Japanese)."""
    english = mode_problem("RGB", False, "/data/seg/masks/s_007.png")
    code, params = describe(english)
    assert code == "ann.mask_colour_named" and params["mask"] == "masks/s_007.png", english
    for lang, words in (("en", "the mask masks/s_007.png is a colour image (RGB); class masks "
                               "must be grey or palette PNGs"),
                        ("ja", "マスク masks/s_007.png は"),
                        ("ko", "마스크 파일 masks/s_007.png")):
        language(lang)
        text = engine_text.text(code, params, english)
        assert words in text, text


def test_the_masks_folder_chosen_is_said_to_hold_masks_in_each_language(qtbot, language):
    """A mask folder's masks/ chosen: "masks holds only the images" was said of the masks."""
    english = render("ann.masks_above", {"folder": "masks", "parent": "/data/細胞"})
    code, params = describe(english)
    assert code == "ann.masks_above", english
    for lang, words in (("en", "masks holds the masks, not the images"),
                        ("ja", "masks にあるのはマスクで、画像ではありません"),
                        ("ko", "masks에 있는 것은 이미지가 아니라 마스크입니다")):
        language(lang)
        text = engine_text.text(code, params, english)
        assert words in text and "/data/細胞" in text, text


def test_masks_named_with_a_word_more_are_said_in_each_language(qtbot, language):
    english = render("ann.mask_renamed", {"n": "2", "examples": "masks/a_mask.png → a.png"})
    code, params = describe(english)
    assert code == "ann.mask_renamed", english
    for lang, words in (("en", "2 images have no mask of their own name"),
                        ("ja", "2 枚の画像に同じ名前のマスクがありません"),
                        ("ko", "이미지 2장에 같은 이름의 마스크가 없지만")):
        language(lang)
        text = engine_text.text(code, params, english)
        assert words in text and "masks/a_mask.png → a.png" in text, text


def test_a_float_mask_is_not_said_to_be_in_colour(qtbot, language):
    """A 32-bit float TIFF mask (ImageJ's label images can be): it was "a colour image
    (F)", which it is not; it is said to hold decimal numbers, with how to save it."""
    english = mode_problem("F", False, "/data/seg/masks/s_007.tif")
    code, params = describe(english)
    assert code == "ann.mask_float" and params["mask"] == "masks/s_007.tif", english
    for lang, words in (("en", "holds decimal numbers"), ("ja", "小数の値を持つ画像"),
                        ("ko", "소수(32비트 부동소수점 이미지)")):
        language(lang)
        text = engine_text.text(code, params, english)
        assert words in text and "colour" not in text and "カラー" not in text, text
