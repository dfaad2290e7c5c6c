"""The scan's note of image files no annotation file lists (engine's ann.unlisted_named)
is in the source panel's notes, in the window's language: a COCO export's
extra_not_listed.jpg was mentioned nowhere."""

from __future__ import annotations

import sys

from PIL import Image
from studio_fixtures import ROOT

sys.path.insert(0, str(ROOT))
from tests.engine import annotated_data as A  # noqa: E402

WAIT = 120_000


def test_the_unlisted_image_is_in_the_notes_in_each_language(qtbot, window, language,
                                                            tmp_path):
    root = tmp_path / "coco"
    A.make_coco(str(root))
    Image.new("RGB", (20, 20)).save(root / "images" / "extra_not_listed.jpg")
    panel = window.source_panel
    for lang, words in (("en", "1 image file is not used because no annotation file lists it"),
                        ("ja", "どのアノテーションファイルにも載っていないため使いません"),
                        ("ko", "어느 주석 파일에도 없어서 사용하지 않습니다")):
        language(lang)
        with qtbot.waitSignal(panel.scanned, timeout=WAIT):
            window.set_source(str(root))
            panel.rescan()
        text = panel.notices.text()
        assert words in text and "images/extra_not_listed.jpg" in text, text
        assert panel.notices.isVisibleTo(window)
