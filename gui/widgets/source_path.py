"""The source path box: an editable list of the recent sources that reads exactly what was
typed, and the path as the run will read it."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QComboBox, QCompleter

from gui.job import absolute_path


def path_box(combo: QComboBox) -> QComboBox:
    """``combo`` made the source path box. The recent sources are offered while typing as a
    list, taken only when one is chosen: Qt's inline completion wrote the rest of a longer
    recent path into the box (…/coco became …/coco_big, the rest selected), Enter accepted
    it, and a walk's wrong dataset of 300 images was read."""
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.setMinimumContentsLength(24)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    completer = combo.completer()
    assert completer is not None  # an editable combo box has its completer
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    # …/COCO typed with …/coco among the recent ones: Enter set the box to …/coco (Qt
    # matches the typed text to an entry as its completer does). Paths are case-sensitive
    # where the app runs but on Windows and macOS's usual disks.
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive
                                 if sys.platform in ("win32", "darwin")
                                 else Qt.CaseSensitivity.CaseSensitive)
    return combo


def typed_path(text: str) -> str:
    """A path as typed or pasted, as the run will read it: without the quotes "Copy as
    path" adds, a file:// address as its file, ``~`` expanded, and relative to the folder
    the app was started in (the scan ran elsewhere, and said "no such file or folder" of a
    folder Start would have read). Each of these was "The source does not exist."."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        text = text[1:-1].strip()
    if text.lower().startswith("file:"):
        text = QUrl(text).toLocalFile() or text
    return absolute_path(text)


def refill(combo: QComboBox, items: list[str]) -> None:
    """The drop-down list of an editable ``combo`` becomes ``items`` (the recent sources);
    the text typed or chosen stays, and no signal says it changed."""
    current = combo.currentText().strip()
    combo.blockSignals(True)
    combo.clear()
    combo.addItems(items)
    combo.setEditText(current)
    combo.blockSignals(False)
