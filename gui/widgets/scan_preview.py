"""The source panel's preview of a scan (context "SourcePanel"): the table of its classes
with their counts and label numbers, the strip of sample thumbnails, and the list of the
problems it found."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
)

from gui.i18n import number
from gui.scan_result import UNLABELED, ScanResult
from gui.widgets.common import name
from gui.widgets.source_problems import problem_line
from gui.widgets.source_summary import count_cell
from gui.widgets.thumb_strip import ThumbStrip

#: the problems listed one by one; "… and N more" stands for the rest
LISTED = 500


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def class_table() -> QTableWidget:
    """The classes a scan found, each with its count (filled by show_classes)."""
    classes = name(QTableWidget(0, 2), "classTable", _tr("Classes and image counts"))
    classes.setHorizontalHeaderLabels([_tr("Class"), _tr("Images")])
    classes.verticalHeader().hide()
    classes.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    classes.horizontalHeader().setSectionResizeMode(
        1, QHeaderView.ResizeMode.ResizeToContents)
    classes.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    classes.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    classes.setMaximumHeight(150)
    classes.verticalHeader().setDefaultSectionSize(
        classes.fontMetrics().height() + 6)
    return classes


def thumbnail_strip() -> ThumbStrip:
    """One row of sample thumbnails (gui.widgets.thumb_badge's items)."""
    return name(ThumbStrip(), "thumbnailStrip", _tr("Thumbnails of sample images"))


def problem_list() -> QListWidget:
    """The problems a scan found, one per line (filled by show_problems); hidden until then."""
    problems = name(QListWidget(), "scanProblems", _tr("Problems found by the scan"))
    problems.setMaximumHeight(110)
    problems.setWordWrap(True)  # whole sentences, never a cut-off reason
    problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    problems.hide()
    return problems


def show_classes(classes: QTableWidget, res: ScanResult) -> None:
    """``res``'s classes in the table: each one's name, count and label number."""
    classes.setHorizontalHeaderLabels([_tr("Class"), _tr("Objects") if
                                       res.task == "detection" else _tr("Files")
                                       if res.other_files else _tr("Images")])
    classes.setRowCount(len(res.classes))
    _label_numbers(classes, res)
    for r, (label, count) in enumerate(res.classes.items()):
        classes.setItem(r, 0, QTableWidgetItem(   # a folder without class folders
            _tr("(no class)") if (res.kind, label) == ("unlabeled", UNLABELED) else label))
        it = QTableWidgetItem(_tr("not counted") if count is None   # (not "—": read
                              else count_cell(res, label, count))   # as none)
        if count is None:   # class masks: read while converting, not counted here
            it.setToolTip(_tr("Masks are read while converting: the scan does not "
                              "count their classes"))
        it.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        classes.setItem(r, 1, it)


def _label_numbers(classes: QTableWidget, res: ScanResult) -> None:
    """Each class's label, the number its records carry (labels.txt's order): from 1 for
    objects (image/object/class/label, as label_map.pbtxt), from 0 otherwise."""
    base = 1 if res.task == "detection" else 0
    classes.verticalHeader().setVisible(res.kind != "unlabeled" and bool(res.classes))
    for r in range(len(res.classes)):
        item = QTableWidgetItem(number(r + base))
        item.setToolTip(_tr("Label {n}: the number the records carry for this class")
                        .format(n=number(r + base)))
        classes.setVerticalHeaderItem(r, item)


def show_problems(problems: QListWidget, res: ScanResult,
                  reason_text: Callable[[str], str]) -> None:
    """``res``'s problems in the list (shown), each with its path as the tooltip;
    ``reason_text``: a reason in the window's language."""
    problems.show()
    for i, (path, reason) in enumerate(res.problems[:LISTED]):
        item = QListWidgetItem(problem_line(res, i, reason_text(reason)))
        item.setToolTip(path)
        problems.addItem(item)
    if len(res.problems) > LISTED:
        problems.addItem(_tr("… and {n} more").format(
            n=number(len(res.problems) - LISTED)))
