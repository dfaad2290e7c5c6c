"""Help -> User guide opens the illustrated guide shipped in resources/help, inside the app."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument

from gui.widgets.user_guide import GUIDE_FILE, UserGuide, help_dir

IMG = r'<img src="([^"]+)"'


def _guide_html() -> str:
    return (help_dir() / GUIDE_FILE).read_text(encoding="utf-8")


def _shown(doc: QTextDocument, src: str) -> QImage:
    """The picture `src` as the guide's browser finds it (through its search path)."""
    res = doc.resource(QTextDocument.ImageResource, QUrl(src))
    return (res if isinstance(res, QImage) else res.toImage() if isinstance(res, QPixmap)
            else QImage.fromData(res) if res else QImage())


def test_help_menu_opens_the_guide_with_its_pictures(qtbot, window):
    menu = window.menuBar().findChild(type(window.menuBar().actions()[0].menu()), "menuHelp")
    action = next(a for a in menu.actions() if a.objectName() == "actionUserGuide")
    assert "guide" in action.text().lower()
    action.trigger()
    guide = window.findChild(UserGuide, "userGuide")
    assert guide is not None and guide.isVisible()
    text = guide.browser.toPlainText()
    assert "Choose the images" in text and "How many workers?" in text
    doc = guide.browser.document()
    pictures = re.findall(IMG, _guide_html())
    assert len(pictures) >= 5
    for src in pictures:  # every picture resolves through the browser's search path
        img = _shown(doc, src)
        assert not img.isNull() and img.width() > 100, src
    window.guide_action.trigger()  # a second request raises the same window
    assert len(window.findChildren(UserGuide)) == 1
    guide.close()


def test_f1_opens_the_guide(qtbot, window):
    action = window.findChild(type(window.guide_action), "actionUserGuide")
    assert "F1" in action.shortcut().toString()


def test_every_link_in_the_guide_has_its_target():
    html = _guide_html()
    targets = set(re.findall(r'<a name="([^"]+)"', html))
    links = set(re.findall(r'<a href="#([^"]+)"', html))
    assert links and links <= targets


def test_guide_files_live_under_resources_for_packaging():
    d = help_dir()
    assert d.parts[-2:] == ("resources", "help") and (d / GUIDE_FILE).is_file()


# ---------------------------------------------------------------- translated guides

from gui.widgets.user_guide import guide_file  # noqa: E402


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_each_translated_guide_has_the_same_sections_links_and_pictures(lang):
    english = _guide_html()
    translated = guide_file(help_dir(), lang)
    assert translated.name == f"guide_{lang}.html"
    html = translated.read_text(encoding="utf-8")
    for pattern in (r'<a name="([^"]+)"', r'<a href="#([^"]+)"'):
        assert re.findall(pattern, html) == re.findall(pattern, english), pattern
    # the same pictures, of the window in the guide's language: source.png -> source_ja.png
    assert re.findall(IMG, html) == [p.replace(".png", f"_{lang}.png")
                                     for p in re.findall(IMG, english)]
    assert "Choose the images" not in html  # translated, not a copy


@pytest.mark.parametrize("guide", ["guide.html", "guide_ja.html", "guide_ko.html"])
def test_every_picture_a_guide_shows_is_shipped_small_and_its_own(guide):
    """Each picture exists beside the guide (where the viewer's search path finds it), fits
    the guide's column, stays small (the wheel carries them all), and a translated guide's
    picture is not the English one under another name."""
    folder = help_dir()
    pictures = re.findall(IMG, (folder / guide).read_text(encoding="utf-8"))
    assert len(pictures) >= 5
    for src in pictures:
        path = folder / src
        assert path.is_file(), src
        img = QImage(str(path))
        assert not img.isNull() and 300 <= img.width() <= 520, src
        assert path.stat().st_size < 60 * 1024, src
        if guide != GUIDE_FILE:
            english = folder / re.sub(r"_[a-z]{2}\.png$", ".png", src)
            assert english != path and english.read_bytes() != path.read_bytes(), src


def test_english_and_unknown_languages_get_the_english_guide():
    assert guide_file(help_dir(), "en").name == GUIDE_FILE
    assert guide_file(help_dir(), "xx").name == GUIDE_FILE


@pytest.mark.parametrize("lang, heading", [("ja", "画像を選ぶ"), ("ko", "이미지 고르기")])
def test_the_guide_opens_in_the_window_language(qtbot, lang, heading):
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from gui import i18n
    app = QApplication.instance()
    before = QLocale()
    try:
        i18n.install(app, lang)
        guide = UserGuide()
        qtbot.addWidget(guide)
        assert heading in guide.browser.toPlainText()
        assert guide.browser.source().fileName() == f"guide_{lang}.html"
        html = guide_file(help_dir(), lang).read_text(encoding="utf-8")
        doc = guide.browser.document()
        for src in re.findall(IMG, html):  # the window's language in the pictures too
            assert src.endswith(f"_{lang}.png")
            img = _shown(doc, src)
            assert not img.isNull() and img.width() > 100, src
    finally:
        i18n.install(app, "en")
        QLocale.setDefault(before)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_windows_title_names_the_app_once(qtbot, language, lang):
    """Qt adds " — TFRecord Studio" (the display name) to every window title that does not
    end with it: the guide was "TFRecord Studio ユーザーガイド — TFRecord Studio"."""
    from gui.app import APP_NAME
    from gui.desktop import AboutDialog
    language(lang)
    for window in (UserGuide(), AboutDialog()):
        qtbot.addWidget(window)
        title = window.windowTitle()
        shown = title if title.endswith(APP_NAME) else f"{title} — {APP_NAME}"
        assert shown.count(APP_NAME) == 1, shown
