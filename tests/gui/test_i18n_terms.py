"""One word for one thing in each language (docs/translating.md's glossary): the Korean
catalogue said "box" as both 상자 and 박스, and "source" as both 소스 and 원본, so a
reader could take them for two different things."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from gui import i18n


def _messages(lang: str) -> list[tuple[str, str]]:
    """(English, translation) of every message of `lang`'s catalogue, plural forms joined."""
    found = []
    for message in ET.parse(i18n.ts_path(lang)).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete"):
            continue
        text = (translation.text or "") + " ".join(
            form.text or "" for form in translation.findall("numerusform"))
        found.append((message.findtext("source") or "", text))
    return found


def test_korean_says_box_one_way():
    # 박스 (바운딩 박스) is the word Korean labelling tools use; 상자 reads as a carton
    boxes = [(en, ko) for en, ko in _messages("ko") if re.search(r"\bbox(es)?\b", en)]
    assert len(boxes) > 10
    assert [ko for _, ko in boxes if "박스" not in ko] == []
    assert [ko for _, ko in _messages("ko") if "상자" in ko] == []
    guide = (i18n.ROOT / "resources" / "help" / "guide_ko.html").read_text(encoding="utf-8")
    assert "박스" in guide and "상자" not in guide


def test_korean_says_source_one_way():
    # 원본 stays for "the original" (a file as it was: 원본 바이트, copy it from the original)
    sources = [(en, ko) for en, ko in _messages("ko")
               if re.search(r"\bsource\b", en, re.I) and "original" not in en.lower()]
    assert len(sources) > 20
    assert [(en, ko) for en, ko in sources if "원본" in ko] == []
