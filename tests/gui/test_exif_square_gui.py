"""The source panel says which square images an EXIF orientation 5..8 turns, in the
window's language (docs/annotations.md: their recorded size cannot say which picture the
annotations were drawn on; tests/engine/test_exif_square.py)."""

from __future__ import annotations

from gui.scan import quick_scan
from gui.widgets.source_summary import notice_lines
from tests.engine.annotated_sources import coco_exif_squares


def test_the_source_panel_says_which_turned_squares_are_in_doubt(qtbot, tmp_path, language):
    res = quick_scan(coco_exif_squares(tmp_path / "coco"))
    assert res.error == ""
    lines = [x for x in notice_lines(res, "white") if "sq6.jpg" in x]
    assert len(lines) == 1 and "check a few in Inspect" in lines[0], lines
    for lang, words in (("ja", "正方形の画像 2 枚"), ("ko", "정사각형 이미지 2장")):
        language(lang)
        (line,) = [x for x in notice_lines(res, "white") if "sq6.jpg" in x]
        assert words in line, line
