"""The source panel says which square images an EXIF orientation 5..8 turns, in the
window's language (docs/annotations.md: their recorded size cannot say which picture the
annotations were drawn on; tests/engine/test_exif_square.py)."""

from __future__ import annotations

import sys

from studio_fixtures import ROOT

from gui.scan import quick_scan
from gui.widgets.source_summary import notice_lines

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine.test_exif_square import _coco  # noqa: E402


def test_the_source_panel_says_which_turned_squares_are_in_doubt(qtbot, tmp_path, language):
    res = quick_scan(_coco(tmp_path / "coco"))
    assert res.error == ""
    lines = [x for x in notice_lines(res, "white") if "sq6.jpg" in x]
    assert len(lines) == 1 and "check a few in Inspect" in lines[0], lines
    for lang, words in (("ja", "正方形の画像 2 枚"), ("ko", "정사각형 이미지 2개")):
        language(lang)
        (line,) = [x for x in notice_lines(res, "white") if "sq6.jpg" in x]
        assert words in line, line
