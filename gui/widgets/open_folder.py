"""Open a folder in the desktop's file manager, or, where there is none (a bare remote
desktop, a minimal Linux install), show its path in a dialog with a Copy button, so the
user can still get there. A folder that is not there is said to be missing, and the
buttons that would open it are off while it is."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, Qt, QUrl
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

from gui.off_thread import OffThread
from gui.widgets.common import name


class FolderPathDialog(QDialog):
    """The folder's path, selectable, with Copy and Close."""

    def __init__(self, path: str, parent: QWidget | None = None, file: bool = False,
                 missing: bool | None = False) -> None:
        super().__init__(parent)
        name(self, "folderPathDialog", self.tr("Folder location"))
        self.setWindowTitle(self.tr("File location") if file else self.tr("Folder location"))
        self.path, self.file = path, file
        self.text = text = name(QLabel(), "folderPathText",
                                self.tr("Why the folder is shown here"))
        self.say(missing)
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

    def say(self, missing: bool | None) -> None:
        """Why the path is shown: the folder is not there, no program opened it, or (None)
        the disk has not said yet whether it is there."""
        self.text.setText(self.tr(
            "The disk does not answer yet: the folder opens when it does. Its path:")
            if missing is None else self.tr(
            "This folder does not exist: it was removed, or it is not made yet. Its "
            "path:") if missing else self.tr(
            "No program could open this file on this computer. It is here; copy the path "
            "and open it in a text editor, a file manager or a terminal:") if self.file else
            self.tr("No file manager could be opened on this computer. The folder is here; "
                    "copy the path and paste it into a file manager or a terminal:"))

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.path)
        self.copy_btn.setText(self.tr("Copied"))


def folder_there(folder: str) -> bool:
    """Whether ``folder`` is a folder (in any thread: asked of a disk that may hang)."""
    return os.path.isdir(folder)


def open_folder(folder: str, parent: QWidget | None = None, file: str = "") -> bool:
    """Show ``folder`` in the file manager (``file``, when given, in the program that opens
    it, else its folder); True if one opened. Otherwise open (without blocking) a
    :class:`FolderPathDialog` for it (for the file: the dialog named the folder, not the
    file the user asked for), kept as ``parent.folder_dialog``; the dialog says so when
    the folder is not there (it said "the folder is here" of one a cancel removed).
    Whether it is there is asked off the GUI thread (an isdir here froze the window on a
    share that stopped answering): when the disk does not answer at once, the dialog opens
    saying so, and the file manager opens (the dialog closing) or it says why not when it
    answers."""
    ask, dialog = _asker(parent), None

    def later(got: bool) -> None:
        _open(folder, parent, file, not got, dialog)
    now, there = ask.ask(lambda: folder_there(folder), later, False)
    if now:
        return _open(folder, parent, file, not there, None)
    dialog = _dialog(folder, parent, file, None)
    dialog.finished.connect(ask.forget)   # (closed meanwhile: the press taken back)
    return False


def _asker(parent: QWidget | None) -> OffThread:
    """The question whether a folder is there, one per widget that opens folders: its
    newest press only (gone with the widget: no dialog of a closed window)."""
    global _ASK
    if parent is None:
        _ASK = _ASK or OffThread("open-folder")
        return _ASK
    ask = parent.findChild(OffThread, "openFolderAsk", Qt.FindChildOption.FindDirectChildrenOnly)
    if ask is None:
        ask = OffThread("open-folder", parent)
        ask.setObjectName("openFolderAsk")
    return ask


_ASK: OffThread | None = None


def _open(folder: str, parent: QWidget | None, file: str, missing: bool,
          dialog: FolderPathDialog | None) -> bool:
    """open_folder once the disk said whether ``folder`` is there; ``dialog``: the one that
    said it had not yet, closed when a program opens it, else telling why not."""
    opened = not missing and ((bool(file) and QDesktopServices.openUrl(QUrl.fromLocalFile(
        file))) or QDesktopServices.openUrl(QUrl.fromLocalFile(folder)))
    if opened and dialog is not None:
        dialog.close()   # (deleted: no folder_dialog any more, as when none was needed)
        if parent is not None and getattr(parent, "folder_dialog", None) is dialog:
            del parent.folder_dialog  # type: ignore[attr-defined]
    if opened:
        return True
    if dialog is not None:
        dialog.say(missing)
    else:
        _dialog(folder, parent, file, missing)
    return False


def _dialog(folder: str, parent: QWidget | None, file: str,
            missing: bool | None) -> FolderPathDialog:
    dlg = FolderPathDialog(file or folder, parent, file=bool(file), missing=missing)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if parent is not None:
        # any widget may hold it (tests and callers read it): a dynamic attribute on purpose
        parent.folder_dialog = dlg  # type: ignore[attr-defined]
    dlg.open()
    return dlg


def enable_for_folder(folder: str, *buttons: QWidget, coming: bool = False,
                      there: bool = False) -> bool:
    """Whether ``folder`` is there; ``buttons`` (which open or inspect it) are on only then,
    their tooltip saying why when they are off (a run cancelled before its first image
    removes the folder it made). Their own tooltips come back with the folder.
    ``coming``: a run starts that makes it (they are on; open_folder says if not yet).
    ``there``: whether it is there, as the caller knows it (never looked for here, on the
    GUI thread: gui.widgets.summary_panel asks it off it)."""
    there = bool(folder) and (coming or bool(there))
    gone = QCoreApplication.translate(
        "OpenFolder", "The folder {folder} does not exist: nothing was left there.").format(
        folder=folder) if folder and not there else ""
    for button in buttons:
        if button.property("usualTip") is None:
            button.setProperty("usualTip", button.toolTip())
        button.setEnabled(there)
        button.setToolTip(gone or button.property("usualTip"))
    return there
