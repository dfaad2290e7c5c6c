"""The source panel names the class folders without an image once, in the engine's words
(class.empty: their labels, what they hold, what to do) and in the window's language,
where it said its own shorter line; a folder of files that only look like images (which
the engine's notice leaves to the list of problems) keeps the window's line."""

from __future__ import annotations

import pytest
from PIL import Image

from gui.scan import quick_scan
from gui.widgets.source_summary import notice_lines

WAIT = 120_000

EMPTY = {
    "en": "src: 2 class folders have no image: ds (label 2) holds only .DS_Store; empty "
          "(label 3) holds no file. They stay classes, with no examples (every sub-folder is a "
          "class, so the other labels do not move), and a model trained on these files has "
          "outputs that no image teaches. Put the images in, or remove the folders and scan "
          "again.",
    "ja": "src: 画像のないクラスフォルダーが 2 個あります: ds (ラベル 2) には .DS_Store しか"
          "ありません、empty (ラベル 3) にはファイルがありません。どれも例のないクラスとして"
          "残ります (サブフォルダーはどれもクラスなので、ほかのラベルの番号は変わりません)。"
          "ただし、このファイルで学習したモデルには、どの画像からも学ばない出力ができます。"
          "画像を入れるか、フォルダーを削除してから、もう一度スキャンしてください。",
    "ko": "src: 이미지가 없는 클래스 폴더가 2개 있습니다: ds(라벨 2)에는 .DS_Store만 있습니다; "
          "empty(라벨 3)에는 파일이 없습니다. 하위 폴더는 모두 클래스이므로 이 폴더들은 예제 "
          "없는 클래스로 남고, 다른 라벨 번호는 바뀌지 않습니다. 하지만 이 파일로 학습한 "
          "모델에는 어떤 이미지로도 학습되지 않는 출력이 생깁니다. 이미지를 넣거나, 폴더를 "
          "지운 뒤 다시 스캔하세요.",
}


def _source(root):
    """cat/ and dog/ with 3 JPEGs each, empty/ with nothing, ds/ with only a .DS_Store."""
    src = root / "src"
    for cls in ("cat", "dog"):
        (src / cls).mkdir(parents=True)
        for i in range(3):
            Image.new("RGB", (8, 8), (40 * i, 60, 90)).save(src / cls / f"{i}.jpg")
    (src / "empty").mkdir()
    (src / "ds").mkdir()
    (src / "ds" / ".DS_Store").write_bytes(b"\0\0\0\1Bud1")
    return src


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_empty_class_folders_are_said_once_in_the_language(qtbot, language, lang, tmp_path):
    res = quick_scan(str(_source(tmp_path)))
    assert res.error == "" and list(res.classes) == ["cat", "dog", "ds", "empty"]
    language(lang)
    lines = notice_lines(res, "white")
    # the engine's notice alone: the window's own "2 class folders have no images: ds,
    # empty" said the same folders again, without their labels or what they hold
    assert lines == [EMPTY[lang]], lines


def test_the_window_shows_it_in_japanese(qtbot, settings, language, tmp_path):
    language("ja")
    from gui.main_window import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(_source(tmp_path)))
    assert panel.notices.isVisibleTo(window)
    assert panel.notices.text().splitlines() == [EMPTY["ja"]]
    # the table's labels are the notice's: ds 2, empty 3, with no images
    table = panel.classes
    rows = {table.item(r, 0).text(): (table.verticalHeaderItem(r).text(),
                                      table.item(r, 1).text()) for r in range(table.rowCount())}
    assert rows["ds"] == ("2", "0") and rows["empty"] == ("3", "0"), rows


def test_a_folder_of_files_named_as_images_keeps_the_windows_own_line(qtbot, tmp_path):
    src = _source(tmp_path)
    (src / "fake").mkdir()
    (src / "fake" / "a.jpg").write_text("not a picture")
    res = quick_scan(str(src))
    assert res.empty_classes == ["ds", "empty", "fake"]
    lines = notice_lines(res, "white")
    assert [x for x in lines if "fake" in x] == [
        "1 class folder has no images: fake. It stays a class (with no examples). Its files "
        "are not images (listed below); add images to it."], lines
    assert [x for x in lines if "ds" in x] == [EMPTY["en"]], lines
