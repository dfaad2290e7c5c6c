"""The engine's scan notices (what it reads otherwise than one may expect, skipping
nothing) are shown under the source, in the window's language."""

from __future__ import annotations

import sys

import pytest
from studio_fixtures import ROOT

from gui.scan import quick_scan
from gui.widgets.source_summary import notice_lines

sys.path.insert(0, str(ROOT))
from tests.engine.test_scan_notices import _yolo  # noqa: E402

WORDS = {"en": "No class names were found", "ja": "クラス名", "ko": "클래스 이름"}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_numbered_yolo_classes_are_noted_in_the_language(qtbot, language, lang, tmp_path):
    res = quick_scan(_yolo(tmp_path / "y"))
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
    src = _yolo(tmp_path / "y")
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
    QTest.keyClick(edit, Qt.Key_Return)
    qtbot.waitUntil(lambda: panel.last_result is not None and
                    list(panel.last_result.classes) == ["ant", "bee", "fly"], timeout=WAIT)


WAIT = 120_000
