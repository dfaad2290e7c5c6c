"""The source panel's picker row (gui.widgets.source_panel, context "SourcePanel"): the
path box, which reads what is typed and offers the recent sources, its Folder… and File…
buttons, and the row that holds them; and where the folder dialog opens."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QPushButton, QWidget

from gui.package_data import inside_installation
from gui.settings import SAMPLE_DIR
from gui.widgets.common import name
from gui.widgets.source_path import path_box


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def source_path_combo() -> QComboBox:
    """The source path box (gui.widgets.source_path.path_box), named and explained."""
    combo = name(QComboBox(), "sourcePath", _tr("Source path"), _tr(
        "A folder with one sub-folder per class, a folder of images, or a table (a CSV "
        "or TSV file) with the columns path and label, and if you like split. You can "
        "also drag a folder onto the window."))
    path_box(combo)   # reads what is typed, offers the recent sources
    edit = combo.lineEdit()
    assert edit is not None  # an editable combo box has its line edit
    edit.setPlaceholderText(_tr("Drop a folder or a file here, or choose one"))
    return combo


def picker_buttons() -> tuple[QPushButton, QPushButton]:
    """Folder… and File…, beside the path box."""
    folder = name(QPushButton(_tr("Fo&lder…")), "chooseSourceFolder",
                  _tr("Choose source folder"), _tr("Choose a folder of images (Ctrl+O)"))
    table = name(QPushButton(_tr("Fil&e…")), "chooseSourceTable",
                 _tr("Choose a table or an annotation file"),
                 _tr("Choose a table (CSV or TSV) that lists the images and "
                     "their labels, or an annotation file (COCO JSON, YOLO "
                     "data.yaml, Pascal VOC or CVAT XML)"))
    return folder, table


def picker_row(combo: QComboBox, *buttons: QPushButton) -> QHBoxLayout:
    """The path box, as wide as the row leaves, and the buttons after it."""
    row = QHBoxLayout()
    row.addWidget(combo, 1)
    for button in buttons:
        row.addWidget(button)
    return row


def folder_dialog_start(last_dir: str, source: str) -> str:
    """Where "Folder…" and "File…" open: the last folder dialogs were in, else the
    source's folder; never a file (a table source's path made the dialog offer
    "labels.csv" as the folder's name, with Choose greyed out). Never the app's own
    files either: with the built-in sample chosen (a new user's first source), "Folder…"
    opened inside it (site-packages, once installed) and "File…" in whatever folder the
    app was started from; the user's Pictures folder then, else their home."""
    start = last_dir or source
    if start and not _the_apps(start):
        return start if os.path.isdir(start) else os.path.dirname(start)
    pictures = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
    return pictures if pictures and os.path.isdir(pictures) else str(Path.home())


def _the_apps(path: str) -> bool:
    """``path`` is the built-in sample's, or inside the installed app."""
    sample = os.path.abspath(SAMPLE_DIR)
    p = os.path.abspath(path)
    return p == sample or p.startswith(sample + os.sep) or inside_installation(p)


def ask_folder(parent: QWidget, start: str) -> str:
    """A folder of images chosen in the folder dialog opened at ``start``; "" if none."""
    return QFileDialog.getExistingDirectory(parent, _tr("Choose a folder of images"), start)
