"""The file dialogs that choose a source file (a table or an annotation file) and the output
folder: where they open, what they list, and what they accept. A folder the user names in
the output folder's dialog need not exist yet: the engine makes it (as the field's default
is made)."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QPushButton,
    QWidget,
)


def tr(text: str) -> str:
    return QCoreApplication.translate("Pickers", text)


#: what the source's "File…" dialog lists, all kinds first (the filter shown first)
_TABLES = "*.csv *.tsv *.txt"
_ANNOTATIONS = "*.json *.yaml *.yml *.xml"
_EXPORTS = "*.zip *.tar *.tar.gz *.tgz"


def source_file_filters() -> str:
    return ";;".join((
        # what it lists, by name: the patterns are hidden (SOURCE_FILE_OPTIONS), as the
        # type "Tables and annotation files (*.csv *.tsv *.txt *.json …" was cut at 1024x640
        tr("CSV, TSV, COCO JSON, data.yaml, VOC or CVAT XML, ZIP, TAR")
        + f" ({_TABLES} {_ANNOTATIONS} {_EXPORTS})",
        tr("Tables (CSV, TSV)") + f" ({_TABLES})",
        tr("COCO JSON") + " (*.json)",
        tr("YOLO data.yaml") + " (*.yaml *.yml)",
        tr("Pascal VOC or CVAT XML") + " (*.xml)",
        tr("Exports of a labelling tool (ZIP, TAR)") + f" ({_EXPORTS})",
        tr("All files") + " (*)"))


#: the file types by their names only: every name says its kinds, and the patterns made
#: the first too long for the dialog's type box
SOURCE_FILE_OPTIONS = QFileDialog.Option.HideNameFilterDetails


def source_file_title() -> str:
    # short: the kinds it listed were cut in the title bar ("(CSV…al VOC or CVAT XML)");
    # the file type shown first names them
    return tr("Choose a table or an annotation file")


def ask_source_file(parent: QWidget, folder: str) -> str:
    """The "File…" dialog: the table or annotation file chosen, or ""."""
    path, _ = QFileDialog.getOpenFileName(parent, source_file_title(), folder,
                                          source_file_filters(), options=SOURCE_FILE_OPTIONS)
    return path


def source_for_file(path: str) -> str:
    """The source a chosen file stands for: a YOLO data.yaml and a Pascal VOC .xml describe
    the folder they are in (VOC's Annotations/ lies inside the dataset's folder), which the
    engine reads; a CVAT annotations.xml, read from its folder too. YOLO's class names
    (classes.txt, obj.names) and its label files (a .txt in labels/) describe the export
    they are in: classes.txt chosen was read as a table ("line 1: only one column; needed:
    path,label[,split]", a Japanese walk). Only when they are: class names beside or in
    the export's images/ or labels/ (or its pictures), a label file that reads as one.
    Every other file (a table, a COCO JSON, an archive) is the source itself."""
    from engine.sources.yolo import CLASS_LISTS
    folder, leaf = os.path.split(path)
    ext = os.path.splitext(leaf)[1].lower()
    if ext in (".yaml", ".yml", ".xml") and folder:
        if ext == ".xml" and os.path.basename(folder).lower() == "annotations":
            return os.path.dirname(folder)
        return folder
    export = _above_labels(folder) if folder else ""
    if leaf.lower() in CLASS_LISTS:
        return export if export != folder or _holds_a_yolo_export(folder) else path
    if ext == ".txt" and (export != folder or _beside_its_image(path)) and _reads_as_yolo(path):
        return export
    return path


def _holds_a_yolo_export(folder: str) -> bool:
    """``folder`` has a YOLO export's images/ or labels/ in it, or pictures (LabelImg's
    flat folder): the class names chosen there stand for it."""
    from gui.source_kind import IMAGE_EXTENSIONS
    try:
        with os.scandir(folder) as it:
            for entry in it:
                low = entry.name.lower()
                if low in ("images", "labels") and entry.is_dir() or \
                        os.path.splitext(low)[1] in IMAGE_EXTENSIONS and entry.is_file():
                    return True
    except OSError:
        pass
    return False


def _reads_as_yolo(path: str) -> bool:
    """Whether the .txt ``path`` is a YOLO label file, by the engine's rule (a UTF-16 or
    BOM file Notepad saved was taken for a table), or empty (a picture without objects). A
    table ("filename,label" rows) in a folder named labels stays the source itself: it
    was quietly replaced by the folder above."""
    from engine.sources.yolo import looks_like_labels
    try:
        return os.path.getsize(path) == 0 or looks_like_labels(path)
    except OSError:
        return False


def _beside_its_image(path: str) -> bool:
    """A .txt beside a picture of its name: a YOLO label file where LabelImg saves it by
    default, in the pictures' own folder (which the engine reads as a YOLO export)."""
    from gui.source_kind import IMAGE_EXTENSIONS
    stem = os.path.splitext(path)[0]
    return any(os.path.isfile(stem + e) or os.path.isfile(stem + e.upper())
               for e in IMAGE_EXTENSIONS)


def _above_labels(folder: str) -> str:
    """The folder above a YOLO export's labels/ that ``folder`` is (or is in, as
    labels/train/ is), else ``folder``."""
    here = folder
    for _ in range(3):   # labels/, labels/train/, labels/train/batch1/
        parent, leaf = os.path.split(here)
        if leaf.lower() == "labels" and parent:
            return parent
        if parent == here:
            break
        here = parent
    return folder


def nearest_existing(path: str) -> str:
    """``path`` if it is a folder, else its nearest ancestor that is one ("" if none)."""
    p = os.path.abspath(os.path.expanduser(path)) if path.strip() else ""
    while p and not os.path.isdir(p):
        parent = os.path.dirname(p)
        if parent == p:
            return ""
        p = parent
    return p


class OutputFolderDialog(QFileDialog):
    """Choose an existing folder or name a new one: Qt's folder dialog refused a name that
    does not exist yet ("Folder not found"), though the run makes the folder."""

    def __init__(self, parent: QWidget | None, current: str, fallback: str = "",
                 title: str = "") -> None:
        super().__init__(parent, title or tr("Choose the output folder (or type a new "
                                             "folder's name)"))
        self.setObjectName("outputFolderDialog")
        self.setFileMode(QFileDialog.FileMode.Directory)
        self.setOption(QFileDialog.Option.ShowDirsOnly, True)
        # Qt's own dialog: the native ones refuse a new name with no way round
        self.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        self.setLabelText(QFileDialog.DialogLabel.Accept, tr("Choose"))
        target = os.path.abspath(os.path.expanduser(current)) if current.strip() else ""
        start = nearest_existing(target) or nearest_existing(fallback) or os.path.expanduser("~")
        if target and target != start and os.path.dirname(target) == start:
            self.setDirectory(start)   # its parent exists: the new folder's name filled in
            self.selectFile(os.path.basename(target))
        elif target and target == start and os.path.dirname(target) != target:
            self.setDirectory(os.path.dirname(target))   # it exists: shown, selected
            self.selectFile(os.path.basename(target))
        else:   # deeper missing folders: start where they would be, with their names
            self.setDirectory(start)   # (a walker's default, ~/Documents/TFRecord Studio/x,
            if target and start and target.startswith(start.rstrip(os.sep) + os.sep):
                self.selectFile(os.path.relpath(target, start))   # opened with none)
        # Qt greys "Choose" out for a name that does not exist: enabled again after it
        edit = self.findChild(QLineEdit, "fileNameEdit")
        if edit is not None:
            edit.textChanged.connect(lambda _t: QTimer.singleShot(0, self._enable))
        self.directoryEntered.connect(lambda _d: QTimer.singleShot(0, self._enable))
        self._enable()

    def choose_button(self) -> QPushButton | None:
        box = self.findChild(QDialogButtonBox)
        return box.button(QDialogButtonBox.StandardButton.Open) if box is not None else None

    def _enable(self) -> None:
        button, path = self.choose_button(), self.chosen()
        if button is not None and path and not os.path.exists(path) and nearest_existing(path):
            button.setEnabled(True)

    def chosen(self) -> str:
        files = self.selectedFiles()
        return files[0] if files else ""

    def accept(self) -> None:
        path = self.chosen()
        if path and not os.path.exists(path) and nearest_existing(path):
            QDialog.accept(self)   # a new folder: the run makes it
            return
        super().accept()


def choose_output_folder(parent: QWidget | None, current: str, fallback: str = "",
                         title: str = "") -> str:
    """The folder chosen, or "" when the dialog was cancelled. ``title``: the dialog's own
    (Inspect's export names its folder here too: Qt's folder dialog refused a new name)."""
    dialog = OutputFolderDialog(parent, current, fallback, title)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else ""
