"""The source path box: an editable list of the recent sources that reads exactly what was
typed, and the path as the run will read it."""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QCompleter

from gui.job import absolute_path
from gui.widgets.elided import ElidedLabel


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
    # a long recent path in the list keeps its start and its last folder
    combo.view().setTextElideMode(Qt.TextElideMode.ElideMiddle)
    PathElider(combo)
    return combo


class PathElider(QObject):
    """While the box is not being edited, a path wider than it is shown shortened in the
    middle (an ElidedLabel over the line edit: the start and the last folder stay), the
    whole path in the tooltip; the line edit scrolled to the cursor showed the path's end
    cut mid-name ("ame_for_the_lab_…/datas"). Clicking in the box edits the whole path."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        edit = combo.lineEdit()
        assert edit is not None  # an editable combo box has its line edit
        self.edit, self.combo = edit, combo
        self.label = ElidedLabel("", edit)
        self.label.setObjectName("sourcePathShown")
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.setAutoFillBackground(True)   # it covers the line edit's own text
        self.label.hide()
        edit.textChanged.connect(self.follow)
        edit.installEventFilter(self)
        combo.installEventFilter(self)   # (the box passes its focus to the line edit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FocusIn, QEvent.Type.FocusOut,
                            QEvent.Type.Show, QEvent.Type.PaletteChange,
                            QEvent.Type.FontChange, QEvent.Type.EnabledChange):
            QTimer.singleShot(0, self, self.follow)   # (after the focus has moved)
        return super().eventFilter(watched, event)

    def follow(self) -> None:
        edit, label = self.edit, self.label
        text = edit.text()
        room = edit.width() - 2 * edit.fontMetrics().horizontalAdvance(" ")
        long = edit.fontMetrics().horizontalAdvance(text) > room
        edit.setToolTip(text if long else "")
        shown = long and not (edit.hasFocus() or self.combo.hasFocus()) and edit.isEnabled()
        if shown:
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.Window,
                             edit.palette().color(QPalette.ColorRole.Base))
            palette.setColor(QPalette.ColorRole.WindowText,
                             edit.palette().color(QPalette.ColorRole.Text))
            label.setPalette(palette)
            label.setFont(edit.font())
            label.setGeometry(edit.rect())
            label.setAlignment(edit.alignment() | Qt.AlignmentFlag.AlignVCenter)
            label.setIndent(edit.textMargins().left())
            label.set_full_text(text)
        label.setVisible(shown)


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
