"""Open a folder in the desktop's file manager, or, where there is none (a bare remote
desktop, a minimal Linux install), show its path in a dialog with a Copy button, so the
user can still get there."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.common import name


class FolderPathDialog(QDialog):
    """The folder's path, selectable, with Copy and Close."""

    def __init__(self, path: str, parent: QWidget | None = None, file: bool = False) -> None:
        super().__init__(parent)
        name(self, "folderPathDialog", self.tr("Folder location"))
        self.setWindowTitle(self.tr("File location") if file else self.tr("Folder location"))
        self.path = path
        text = name(QLabel(self.tr(
            "No program could open this file on this computer. It is here; copy the path "
            "and open it in a text editor, a file manager or a terminal:") if file else
            self.tr("No file manager could be opened on this computer. The folder is here; "
                    "copy the path and paste it into a file manager or a terminal:")),
            "folderPathText", self.tr("Why the folder is shown here"))
        text.setWordWrap(True)
        self.edit = name(QLineEdit(path), "folderPath", self.tr("Folder path"))
        self.edit.setReadOnly(True)
        self.edit.setCursorPosition(0)
        self.edit.setMinimumWidth(420)
        self.copy_btn = name(QPushButton(self.tr("Copy")), "copyFolderPath",
                             self.tr("Copy the path"), self.tr("Copy the path to the clipboard"))
        self.copy_btn.clicked.connect(self.copy)
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.copy_btn)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(text)
        lay.addLayout(row)
        lay.addWidget(buttons)
        self.copy_btn.setDefault(True)
        self.copy_btn.setFocus()

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.path)
        self.copy_btn.setText(self.tr("Copied"))


def open_folder(folder: str, parent: QWidget | None = None, file: str = "") -> bool:
    """Show ``folder`` in the file manager (``file``, when given, in the program that opens
    it, else its folder); True if one opened. Otherwise open (without blocking) a
    :class:`FolderPathDialog` for it (for the file: the dialog named the folder, not the
    file the user asked for), kept as ``parent.folder_dialog``."""
    if file and QDesktopServices.openUrl(QUrl.fromLocalFile(file)):
        return True
    if QDesktopServices.openUrl(QUrl.fromLocalFile(folder)):
        return True
    dlg = FolderPathDialog(file or folder, parent, file=bool(file))
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if parent is not None:
        # any widget may hold it (tests and callers read it): a dynamic attribute on purpose
        parent.folder_dialog = dlg  # type: ignore[attr-defined]
    dlg.open()
    return False
