"""An image file no annotation file lists (engine's ann.unlisted_image) is in the scan's
"Not used:" sentence and its list of problems, and counted where the run counts what the
scan set aside, in the window's language: a walk's cv_extra.jpg was in a separate note at
the scan, then only in the Log (not the Summary, Failures or rejected.csv)."""

from __future__ import annotations

import sys

from PIL import Image
from studio_fixtures import ROOT

from gui.widgets.set_aside import not_used_words

sys.path.insert(0, str(ROOT))
from tests.engine import annotated_data as A  # noqa: E402

WAIT = 120_000


def test_the_unlisted_image_is_not_used_in_each_language(qtbot, window, language, tmp_path):
    root = tmp_path / "coco"
    A.make_coco(str(root))
    Image.new("RGB", (20, 20)).save(root / "images" / "extra_not_listed.jpg")
    panel = window.source_panel
    for lang, words in (("en", "Not used: 1 image no annotation file lists "
                               "(images/extra_not_listed.jpg)"),
                        ("ja", "どのアノテーションファイルにも載っていない画像 1 枚"),
                        ("ko", "이미지 1장 (어느 주석 파일에도 없음)")):
        language(lang)
        with qtbot.waitSignal(panel.scanned, timeout=WAIT):
            window.set_source(str(root))
            panel.rescan()
        rows = panel.problems
        text = panel.summary.text() + "\n".join(rows.item(i).text() for i in range(rows.count()))
        assert words in text and "images/extra_not_listed.jpg" in text, text
        assert "extra_not_listed" not in panel.notices.text()
        # the progress line's and the Summary's count of what was set aside
        assert words.split(" (")[0].removeprefix("Not used: ") in \
            not_used_words({"ann.unlisted_image": 1})
