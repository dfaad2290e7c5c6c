"""A long source path in the path box keeps its start and its last folder (shortened in the
middle, the whole in the tooltip): the box showed the path's end cut mid-name."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def test_a_long_source_path_is_shortened_in_the_middle(qtbot, window, tmp_path):
    folder = tmp_path / ("images_of_the_lab_" * 6)[:90] / "datasets_last"
    folder.mkdir(parents=True)
    path = str(folder)
    path = path + "/" + "x" * max(0, 119 - len(path)) if len(path) < 120 else path
    combo = window.source_panel.path_combo
    combo.setEditText(path)
    window.options.out_edit.setFocus()
    qtbot.wait(50)
    edit = combo.lineEdit()
    assert edit.fontMetrics().horizontalAdvance(path) > edit.width()   # too long for the box
    shown = [lab for lab in edit.findChildren(QLabel) if lab.isVisible()]
    assert shown, "the box shows the path's end only"
    text = shown[0].text()
    assert "…" in text and shown[0].geometry() == edit.rect()
    head, tail = text.split("…")
    assert path.startswith(head) and path.endswith(tail) and path.endswith(tail.split("/")[-1])
    assert len(head) > 5 and len(tail) > 5
    assert edit.toolTip() == path
    # editing it shows the whole path, and typing goes on in it
    window.activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    qtbot.waitUntil(lambda: not shown[0].isVisible())
    assert combo.currentText() == path


def test_the_shortened_path_follows_the_box_greyed(qtbot, window, tmp_path):
    """Held for a run (or a Start waiting for the scan), the box is greyed: the shortened
    path drawn over it stayed in the enabled colours (the box's enabling was not watched)."""
    path = str(tmp_path / ("images_of_the_lab_" * 8))
    combo = window.source_panel.path_combo
    combo.setEditText(path)
    window.options.out_edit.setFocus()
    edit = combo.lineEdit()
    qtbot.waitUntil(lambda: any(lab.isVisible() for lab in edit.findChildren(QLabel)))
    window.source_panel.setEnabled(False)
    qtbot.waitUntil(lambda: not any(lab.isVisible() for lab in edit.findChildren(QLabel)))
    window.source_panel.setEnabled(True)
    qtbot.waitUntil(lambda: any(lab.isVisible() for lab in edit.findChildren(QLabel)))
