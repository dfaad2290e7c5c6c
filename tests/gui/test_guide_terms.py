"""The user guide names the window's controls with the window's own words, in each language:
the Korean guide said 늘이기, 비율을 유지하고 자르기, 비율을 유지하고 여백 넣기 for the Resize
list that says 크기에 맞게 늘이기, 안쪽에 맞추기 (여백), 잘라서 채우기 (walk), and the English
guide "stretch, keep the shape and crop" for "Stretch to size", "Crop to fill". A name the
guide sets in bold that is a window string must be that string's translation, in bold, in
the translated guides; the drop-down lists the guide explains are named item by item."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

from gui import i18n
from gui.widgets.user_guide import GUIDE_FILE, guide_file, help_dir

LANGS = ["ja", "ko"]


def _plain(text: str) -> str:
    """A name as the guide or the catalogue writes it, without markup, mnemonics ("&N",
    "(&N)"), a label's colon or a button's "…"; a placeholder reads N ("Use N workers")."""
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    text = re.sub(r"\(&\w\)", "", text).replace("&", "")
    text = re.sub(r"\{\w+\}", "N", re.sub(r"\s+", " ", text)).strip()
    return text.rstrip(":：…").strip()


def _names(guide_html: str) -> set[str]:
    """The names a guide sets in bold, a menu path or "Option: choice" in its parts."""
    found = set()
    for bold in re.findall(r"<b>(.*?)</b>", guide_html, re.S):
        name = _plain(bold)
        found.add(name)
        found.update(p.strip() for p in re.split(r" → |: |：", name) if p.strip())
    return found


def _window_words(lang: str) -> dict[str, set[str]]:
    """English window string -> its translations in `lang` (of every context)."""
    words: dict[str, set[str]] = {}
    for message in ET.parse(i18n.ts_path(lang)).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete") \
                or not (translation.text or "").strip():
            continue
        words.setdefault(_plain(message.findtext("source") or ""), set()).add(
            _plain(translation.text or ""))
    return words


def _guide(lang: str) -> str:
    path = help_dir() / GUIDE_FILE if lang == "en" else guide_file(help_dir(), lang)
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_names_the_controls_as_the_window_does(lang):
    window = _window_words(lang)
    shown = _names(_guide(lang))
    english = sorted(n for n in _names(_guide("en")) if n in window)
    assert len(english) >= 30          # (the check reads the guide's names at all)
    wrong = {name: sorted(window[name]) for name in english if not window[name] & shown}
    assert wrong == {}, f"guide_{lang}.html does not name these in the window's words"


def test_the_check_finds_a_name_the_window_does_not_use():
    """(What the check above looks for: the Korean guide's old words for the Resize list.)"""
    window = _window_words("ko")
    old = _names("<b>크기 조정</b>: <b>늘이기</b>, <b>비율을 유지하고 자르기</b>")
    assert not window["Stretch to size"] & old and window["Resize"] & old


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_guide_names_each_resize_mode_as_the_list_does(qtbot, language, lang):
    from gui.widgets.option_fields import resize_field
    language(lang)
    combo = resize_field()
    qtbot.addWidget(combo)
    items = [_plain(combo.itemText(i)) for i in range(combo.count())]
    assert len(items) == 3
    shown = _names(_guide(lang))
    assert [item for item in items if item not in shown] == []


def test_the_korean_guide_glues_no_bracket_to_a_finished_sentence():
    """"…시작합니다(취소를 누르면…)": the window's translations space such a bracket off
    (tests/gui/test_i18n_terms.py GLUED), and the guide did not."""
    from test_i18n_terms import GLUED
    with open(guide_file(help_dir(), "ko"), encoding="utf-8") as f:
        text = re.sub(r"<[^>]+>", "", f.read())
    assert [m.group(0) for m in re.finditer(r".{0,20}[다요]\(", text)] == []
    assert GLUED.search("시작합니다(")
