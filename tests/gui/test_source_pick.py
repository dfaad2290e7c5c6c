"""Choosing the source: what is typed is what is read, and a folder that is not images
(a dataset this app wrote) is said to be one, never converted."""

from __future__ import annotations

WAIT = 120_000


def test_enter_reads_the_typed_path_not_a_longer_recent_one(qtbot, window, tmp_path):
    """A walk typed .../coco and pressed Enter: the box had completed it inline from the
    recent list to .../coco_big, Enter took that, and the wrong dataset loaded."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    for name in ("coco", "coco_big"):
        (tmp_path / name).mkdir()
    panel = window.source_panel
    window.set_source(str(tmp_path / "coco_big"))    # read before: a recent source
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    edit = panel.path_combo.lineEdit()
    edit.setFocus()
    edit.clear()
    QTest.keyClicks(edit, str(tmp_path / "coco"))
    QTest.keyClick(edit, Qt.Key_Return)
    qtbot.wait(50)
    assert panel.source() == str(tmp_path / "coco")
    assert edit.text() == str(tmp_path / "coco") and not edit.hasSelectedText()
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.source == str(tmp_path / "coco")
    # the recent sources are still offered while typing: a list, taken when chosen
    completer = panel.path_combo.completer()
    edit.clear()
    QTest.keyClicks(edit, str(tmp_path / "coco_"))
    qtbot.waitUntil(lambda: completer.popup().isVisible(), timeout=5000)
    assert edit.text() == str(tmp_path / "coco_")
    QTest.keyClick(completer.popup(), Qt.Key_Down)
    QTest.keyClick(completer.popup(), Qt.Key_Return)
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(tmp_path / "coco_big"), timeout=WAIT)
