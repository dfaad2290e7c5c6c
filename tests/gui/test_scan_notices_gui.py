"""The engine's scan notices (what it reads otherwise than one may expect, skipping
nothing) are shown under the source, in the window's language."""

from __future__ import annotations

import sys

import pytest
from studio_fixtures import ROOT

from gui.scan import quick_scan
from gui.widgets.source_summary import notice_lines

sys.path.insert(0, str(ROOT))
from tests.engine.annotated_sources import (
    coco_declaring,
    cp932_table,
    seg_masks,
    voc_declaring,
    yolo_numbered,
)  # noqa: E402

WORDS = {"en": "No class names were found", "ja": "クラス名", "ko": "클래스 이름"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_numbered_yolo_classes_are_noted_in_the_language(qtbot, language, lang, tmp_path):
    res = quick_scan(yolo_numbered(tmp_path / "y"))
    assert res.error == "" and res.notices and res.coded.get(res.notices[0])
    language(lang)
    lines = [line for line in notice_lines(res, "white") if "0, 1, 2" in line]
    assert len(lines) == 1 and WORDS[lang].lower() in lines[0].lower(), lines
    if lang != "en":
        assert "class names" not in lines[0] and lines[0][-1] in "。.", lines


def test_unread_table_columns_are_noted(qtbot, tmp_path):
    from PIL import Image
    Image.new("RGB", (8, 8)).save(tmp_path / "a.png")
    (tmp_path / "t.csv").write_text("path,label,notes\na.png,cat,blurry\n")
    res = quick_scan(str(tmp_path / "t.csv"))
    assert notice_lines(res, "white") == [
        "t.csv: columns not read: 'notes' (a class table has the columns path, label and "
        "split)."]


def test_f5_and_enter_read_the_source_again(qtbot, window, tmp_path):
    """The notice says to add a classes.txt: once added, F5 (File → Scan the source again)
    or Enter in the path field reads the source again; before, nothing did but choosing
    another folder and coming back."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    src = yolo_numbered(tmp_path / "y")
    window.set_source(src)
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert list(panel.last_result.classes) == ["0", "1", "2"]
    (tmp_path / "y" / "classes.txt").write_text("cat\ndog\nowl\n")
    assert window.rescan_action.shortcut().toString() == "F5"
    window.rescan_action.trigger()
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    list(panel.last_result.classes) == ["cat", "dog", "owl"], timeout=WAIT)
    (tmp_path / "y" / "classes.txt").write_text("ant\nbee\nfly\n")
    edit = panel.path_combo.lineEdit()
    edit.setFocus()
    window.options.set_replace(True)
    scans, changes = [], []
    panel.scanStarted.connect(lambda: scans.append(1))
    panel.sourceChanged.connect(changes.append)
    QTest.keyClick(edit, Qt.Key_Return)
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    list(panel.last_result.classes) == ["ant", "bee", "fly"], timeout=WAIT)
    # one scan, and no new source: Enter started three, and each "new source" unticked
    # Replace and dropped the Tune sweep
    edit.clearFocus()   # editingFinished, as leaving the field does
    assert len(scans) == 1 and changes == []
    assert window.options.overwrite.isChecked()


WAIT = 120_000


def _walk_table(root, header: str):
    from PIL import Image
    (root / "画像").mkdir(parents=True)
    rows = [header]
    for name, label in (("正常_1", "正常"), ("正常_2", "正常"), ("異常_1", "異常")):
        Image.new("RGB", (8, 8)).save(root / "画像" / f"{name}.png")
        rows.append(f"画像/{name}.png,{label}")
    (root / "t.csv").write_bytes(b"\xef\xbb\xbf" + "\r\n".join(rows).encode() + b"\r\n")
    return str(root / "t.csv")


def test_a_japanese_header_is_no_class_and_no_problem(qtbot, tmp_path):
    # "ファイル名 — file not found (CSV line 1)", a class ラベル with 0 images listed first,
    # and "1 class folder has no images: ラベル" under a CSV source
    res = quick_scan(_walk_table(tmp_path, "ファイル名,ラベル"))
    assert res.error == "" and res.kind == "table"
    assert res.classes == {"正常": 2, "異常": 1} and res.problems == []
    assert res.empty_classes == [] and notice_lines(res, "white") == []


UNKNOWN = {"en": "is read as column titles", "ja": "列の見出し", "ko": "열 제목"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_unknown_titles_are_read_as_titles_and_said_in_the_language(qtbot, language, lang,
                                                                     tmp_path):
    res = quick_scan(_walk_table(tmp_path, "Bilddatei,Etikett"))
    assert res.classes == {"正常": 2, "異常": 1} and res.problems == []
    language(lang)
    (line,) = notice_lines(res, "white")
    assert UNKNOWN[lang] in line and "'Bilddatei', 'Etikett'" in line, line
    if lang != "en":
        assert "titles" not in line


EMPTY = {"en": "1 class of the table has no usable image: dog.", "ja": "表のクラス",
         "ko": "표의 클래스"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_table_class_without_images_is_not_called_a_class_folder(qtbot, language, lang,
                                                                   tmp_path):
    from PIL import Image
    Image.new("RGB", (8, 8)).save(tmp_path / "a.png")
    (tmp_path / "t.csv").write_text("path,label\na.png,cat\ngone.png,dog\n")
    res = quick_scan(str(tmp_path / "t.csv"))
    assert res.empty_classes == ["dog"] and len(res.problems) == 1
    language(lang)
    (line,) = notice_lines(res, "white")
    assert EMPTY[lang] in line and "dog" in line, line
    assert "folder" not in line and "フォルダー" not in line and "폴더" not in line


# one XML file (one image) of the kind: "1 XML file gives …: its boxes are scaled", and
# what is done about it
VOC_SCALED = {"en": ("1 XML file gives an image size other than its image's",
                     "): its boxes are scaled to the image"),
              "ja": ("ボックスを画像に合わせて",), "ko": ("박스를 이미지에 맞게",)}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_voc_size_that_is_not_the_images_is_said_before_start(qtbot, language, lang,
                                                                tmp_path):
    # voc/img_009.xml declares 640x480 for a 120x90 JPEG: nothing was said anywhere
    from gui.widgets.source_problems import problems_text
    res = quick_scan(voc_declaring(tmp_path / "voc", {"b": (640, 480), "c": (640, 640)}))
    assert res.error == "" and res.images == 2
    language(lang)
    (line,) = notice_lines(res, "white")
    assert all(w in line for w in VOC_SCALED[lang]) and "b.xml: 640x480 → 120x90" in line, line
    # another shape: set aside by the engine's scan, an image skipped for its annotations
    # (gui.scan_result.UNUSABLE), counted with the 2 others
    (problem,) = res.problems
    assert problem[0].endswith("c.jpg") and (res.set_aside, res.unusable) == (0, 1)
    if lang == "en":
        assert problems_text(res) == ("1 problem found; it is listed below. 1 of the 3 images "
                                      "will be skipped. 2 images will be converted.")


SIZE_SCALED = {"en": ("1 image in instances_default.json is given a size other than its own",
                      "): its annotations are scaled to the image"),
               "ja": ("アノテーションを画像に合わせて",), "ko": ("주석을 이미지에 맞게",)}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_coco_size_that_is_not_the_images_is_said_as_vocs_is(qtbot, language, lang,
                                                               tmp_path):
    # COCO's width and height were not checked: boxes drawn on a 640x480 picture were
    # stored on the 120x90 file, without a word
    res = quick_scan(coco_declaring(tmp_path / "coco"))
    assert res.error == "" and res.images == 2
    language(lang)
    (line,) = notice_lines(res, "white")
    assert all(w in line for w in SIZE_SCALED[lang]) and "b.jpg: 640x480 → 120x90" in line, \
        line
    assert "instances_default.json" in line and (lang == "en" or "annotations" not in line)
    (problem,) = res.problems   # another shape: skipped, as VOC's (UNUSABLE)
    assert problem[0].endswith("c.jpg") and (res.set_aside, res.unusable) == (0, 1)


EXCEL = {"en": ("is not UTF-8 text: it is read as Shift-JIS (cp932)", "separated by semicolons"),
         "ja": ("Shift-JIS (cp932) として読み込みます", "セミコロン (;) で区切られている"),
         "ko": ("Shift-JIS (cp932) 인코딩으로 읽습니다", "세미콜론(;)으로 구분되어")}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_shift_jis_semicolon_table_is_read_and_said_in_the_language(qtbot, language, lang,
                                                                      tmp_path):
    # Excel on Japanese Windows, set to semicolons: it read "not UTF-8 text" and nothing else
    path = _walk_table(tmp_path, "ファイル名,ラベル")
    text = (tmp_path / "t.csv").read_text(encoding="utf-8-sig").replace(",", ";")
    (tmp_path / "t.csv").write_bytes(text.encode("cp932"))
    res = quick_scan(path)
    assert res.error == "" and res.classes == {"正常": 2, "異常": 1} and res.problems == []
    language(lang)
    encoding, semicolons = notice_lines(res, "white")
    assert EXCEL[lang][0] in encoding and encoding.startswith("t.csv"), encoding
    assert EXCEL[lang][1] in semicolons, semicolons
    if lang != "en":
        assert "UTF-8 text" not in encoding and "Excel saves" not in semicolons


MASK_WORDS = {"en": "the values the masks hold", "ja": "マスク", "ko": "마스크"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_masks_without_names_show_their_numbered_classes(qtbot, language, lang, tmp_path):
    """The window said "29 images, 0 classes" and an empty class table for masks without a
    classes.txt: the classes are the mask values, and the notice says so."""
    res = quick_scan(seg_masks(tmp_path / "seg"))
    assert res.error == "" and list(res.classes) == ["0", "1", "2", "3"]
    language(lang)
    lines = [line for line in notice_lines(res, "white") if "0, 1, 2, 3" in line]
    assert len(lines) == 1 and MASK_WORDS[lang] in lines[0], lines
    if lang != "en":
        assert "class names" not in lines[0] and lines[0][-1] in "。.", lines


NEGATIVE_WORDS = {"en": "kept as background images", "ja": "背景画像", "ko": "배경 이미지"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_images_without_annotations_are_named_under_the_scan(qtbot, language, lang,
                                                           tmp_path):
    """They were only counted: a forgotten label file looked like a background image."""
    from pathlib import Path

    from PIL import Image
    root = Path(yolo_numbered(tmp_path / "y"))
    for i in range(7):
        Image.new("RGB", (20, 20)).save(root / "images" / f"n{i}.jpg")
    res = quick_scan(str(root))
    language(lang)
    lines = [line for line in notice_lines(res, "white") if "images/n0.jpg" in line]
    assert len(lines) == 1 and NEGATIVE_WORDS[lang] in lines[0], lines
    assert "images/n4.jpg" in lines[0] and "n5.jpg" not in lines[0]
    assert "2" in lines[0].split("images/n4.jpg")[1]   # and 2 more
    if lang != "en":
        assert "more" not in lines[0] and lines[0][-1] in "。.", lines


BACKSLASH = {"en": "backslashes", "ja": "バックスラッシュ", "ko": "백슬래시"}


@pytest.mark.skipif(sys.platform == "win32", reason="backslashes separate folders there")
@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_windows_table_is_read_and_its_missing_row_said_in_the_language(
        qtbot, language, lang, tmp_path):
    """画像\\写真.png on every row was "file not found … check the path" here."""
    from gui import engine_text
    res = quick_scan(cp932_table(tmp_path, ["画像\\写真_0.png,猫", "画像\\写真_1.png,犬",
                                            "画像\\なし.png,犬"]))
    assert res.error == "" and res.images == 2 and len(res.problems) == 1
    language(lang)
    lines = [line for line in notice_lines(res, "white") if "画像/写真_0.png" in line]
    assert len(lines) == 1 and BACKSLASH[lang] in lines[0], lines
    why = res.problems[0][1]
    code, params = res.coded[why]
    shown = engine_text.text(code, params, why)
    assert BACKSLASH[lang] in shown and "4" in shown, shown   # (line 1: the titles)
    if lang != "en":
        assert "Windows writes" not in lines[0] + shown


MERGED = {"en": "both forms of each are one class: 고양이",
          "ja": "両方の形を 1 つのクラスにまとめました: 고양이",
          "ko": "두 형태를 하나의 클래스로 합쳤습니다: 고양이"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_class_folders_of_two_unicode_forms_are_one_class_in_the_window(qtbot, language,
                                                                        lang, tmp_path):
    # a 고양이 folder copied from a Mac (decomposed) beside one typed here: the window's
    # class table listed 고양이, 강아지, 고양이
    import unicodedata

    from PIL import Image
    cat, mac_cat = (unicodedata.normalize(f, "고양이") for f in ("NFC", "NFD"))
    for i, folder in enumerate((cat, mac_cat, mac_cat, "강아지")):
        (tmp_path / folder).mkdir(exist_ok=True)
        Image.new("RGB", (8, 8), (i * 40, 0, 0)).save(tmp_path / folder / f"{i}.png")
    res = quick_scan(str(tmp_path))
    assert res.error == "" and res.classes == {"강아지": 1, cat: 3}
    language(lang)
    (line,) = notice_lines(res, "white")
    assert MERGED[lang] in line, line
