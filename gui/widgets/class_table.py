"""The source panel's class table: each class the scan found, in label-map order, with
the label its records carry (the row's number, titled "Label" in the table's corner), its
images (objects for boxes), and, when the source numbers its classes otherwise (YOLO's
class ids from 0, COCO's category ids), the source's own number beside it, so that "1" over
YOLO's class 0 is not read as a mistake. After a run whose records hold other numbers of
objects than the scan counted (crop left some out, an image failed), a "Written" column
beside the counts says what the records hold, as the Inspect tab counts them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QStylePainter,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gui.i18n import number
from gui.scan_result import UNLABELED, ScanResult
from gui.widgets.common import name
from gui.widgets.source_summary import count_cell


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)   # (the panel's own words)


def label_base(res: ScanResult) -> int:
    """The label of a source's first class in its records: 1 for objects
    (image/object/class/label, as Model Garden's label_map.pbtxt), 0 otherwise."""
    return 1 if res.task == "detection" else 0


def numbered_otherwise(res: ScanResult) -> bool:
    """True when the source gives a class another number than the label its records carry
    (a YOLO source's detection labels from 1 over class ids from 0; COCO category ids that
    are not 1..N): then the table shows the source's numbers beside the labels."""
    base = label_base(res)
    return any(res.source_ids.get(label, r + base) != r + base
               for r, label in enumerate(res.classes))


class _CornerTitle(QObject):
    """Paints a title on a table's corner button (Qt draws it blank), so that the row
    numbers below it have a header as the columns do."""

    def __init__(self, corner: QAbstractButton, text: str) -> None:
        super().__init__(corner)
        self.text = text
        corner.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.Paint or not isinstance(watched, QAbstractButton):
            return False
        option = QStyleOptionHeader()
        option.initFrom(watched)
        option.rect = watched.rect()
        option.text = self.text
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        option.position = QStyleOptionHeader.SectionPosition.OnlyOneSection
        QStylePainter(watched).drawControl(QStyle.ControlElement.CE_Header, option)
        return True


#: the table's height at most (its rows scroll past it)
MOST = 150


class ClassTable(QTableWidget):
    """Filled by :meth:`show_result` from a scan (ScanResult.classes in label-map order)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        name(self, "classTable", _tr("Classes and image counts"))
        self._neutral_header()
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setMaximumHeight(MOST)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self._title_row_numbers()
        self._fit_numbers()
        self._fit_rows()   # (no rows yet: no blank ones either)
        self._res: ScanResult | None = None
        #: the source whose scan chose the headers shown (their words: Objects, Files…)
        self.header_source = ""
        #: the Written column's numbers by class (None: not shown)
        self.written: dict[str, int] | None = None

    def _title_row_numbers(self) -> None:
        """The row numbers' header: "Label" in the corner above them (the vertical header
        wide enough for it), with what the number is in its tooltip."""
        self.label_title = _tr("Label")
        corner = self.findChild(QAbstractButton)
        assert corner is not None   # (QTableView's corner button)
        self.corner = corner
        _CornerTitle(corner, self.label_title)
        corner.setAccessibleName(self.label_title)
        corner.setToolTip(_tr("Label: the number the records carry for each class, in the "
                              "order of labels.txt (written beside the records)"))
        self.verticalHeader().setMinimumWidth(
            self.fontMetrics().horizontalAdvance(self.label_title) + 12)

    def _neutral_header(self) -> None:
        self.setHorizontalHeaderLabels([_tr("Class"), _tr("Images")])

    def clear_rows(self, source: str = "") -> None:
        """No classes shown (a new scan of ``source`` has started). The headers a scan of
        another source chose go with its rows: a COCO source's "Objects" stayed over the
        next folder's scan until it answered (the walk's q1/bs2); the same source read again
        (an option changed) keeps its own."""
        self._res, self.written = None, None
        self.setRowCount(0)   # (as tall as it was while it scans: the form stays still)
        self.setColumnCount(2)
        if source != self.header_source:
            self.header_source = ""
            self._neutral_header()
            self._fit_numbers()

    def show_written(self, written: dict[str, int] | None) -> None:
        """A run's objects per class as its records hold them (run_finished's
        objects_per_class), in a "Written" column beside the scan's counts when any class
        differs; None (or the same numbers): no such column."""
        res = self._res
        if res is None:
            return
        if written is not None and (res.task not in ("detection", "multilabel") or all(
                int(written.get(label, 0)) == int(n or 0) for label, n in res.classes.items())):
            written = None
        if written == self.written:
            return
        self.show_result(res)   # (the columns of the scan)
        self.written = written
        if written is None:
            return
        self.insertColumn(2)
        header = QTableWidgetItem(_tr("Written"))
        header.setToolTip(Qt.convertFromPlainText(_tr(
            "Objects in the records the last run wrote, as the Inspect tab counts them: not "
            "those left out (the Summary lists them) nor those of images that could not be "
            "converted."), Qt.WhiteSpaceMode.WhiteSpaceNormal))
        self.setHorizontalHeaderItem(2, header)
        for r, label in enumerate(res.classes):
            self.setItem(r, 2, self._number_cell(number(int(written.get(label, 0)))))
        self._fit_numbers()

    def show_result(self, res: ScanResult) -> None:
        """The classes of ``res``: the counts column says what it counts (objects of boxes,
        files of a folder holding other files, else images: of masks, the images whose mask
        holds the class)."""
        self._res, self.written = res, None
        self.header_source = res.source
        other = numbered_otherwise(res)
        self.setColumnCount(3 if other else 2)
        self.setHorizontalHeaderLabels(
            [_tr("Class"), _tr("Objects") if res.task == "detection" else
             _tr("Files") if res.other_files else _tr("Images")] + [self._source_header(res)]
            * other)
        if other:
            header = self.horizontalHeaderItem(2)
            assert header is not None   # (just set)
            header.setToolTip(   # as rich text, so that it wraps (one line was 1,200 px)
                Qt.convertFromPlainText(self._source_tip(res), Qt.WhiteSpaceMode.WhiteSpaceNormal))
        self.setRowCount(len(res.classes))
        self._label_numbers(res, other)
        for r, (label, count) in enumerate(res.classes.items()):
            self.setItem(r, 0, QTableWidgetItem(   # a folder without class folders
                _tr("(no class)") if (res.kind, label) == ("unlabeled", UNLABELED) else label))
            self.setItem(r, 1, self._number_cell(count_cell(res, label, int(count or 0))))
            if other:
                own = res.source_ids.get(label)
                self.setItem(r, 2, self._number_cell("" if own is None else number(own)))
        self._fit_numbers()
        self._fit_rows()

    def _fit_rows(self) -> None:
        """No taller than its rows (up to MOST, then they scroll): two classes showed two
        rows over three rows' worth of blank table at 150 px."""
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        bar = self.horizontalScrollBar().sizeHint().height() \
            if self.horizontalScrollBar().isVisible() else 0
        self.setMaximumHeight(min(MOST, rows + self.horizontalHeader().sizeHint().height()
                                  + 2 * self.frameWidth() + bar))

    def _fit_numbers(self) -> None:
        """The number columns as wide as their numbers, or as their title with room at both
        sides: sized to contents, a Korean "이미지" and a Japanese "画像" touched the table's
        edge and read as cut off (their cells are narrow: "750")."""
        header = self.horizontalHeader()
        metrics = header.fontMetrics()
        for c in range(1, self.columnCount()):
            title = self.horizontalHeaderItem(c)
            room = metrics.horizontalAdvance(title.text() if title else "") + \
                metrics.horizontalAdvance("MM")
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(c, max(self.sizeHintForColumn(c), header.sectionSizeHint(c),
                                        room))

    def _label_numbers(self, res: ScanResult, other: bool) -> None:
        """Each class's label, the number its records carry (labels.txt's order), as the
        row's number; with the source's own number in its tooltip when that differs."""
        base = label_base(res)
        self.verticalHeader().setVisible(res.kind != "unlabeled" and bool(res.classes))
        for r, label in enumerate(res.classes):
            item = QTableWidgetItem(number(r + base))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)   # (under its title)
            own = res.source_ids.get(label) if other else None
            item.setToolTip(
                _tr("Label {n}: the number the records carry for this class").format(
                    n=number(r + base)) if own is None or own == r + base else
                _tr("Label {n}: the number the records carry for this class. The source "
                    "numbers it {own}").format(n=number(r + base), own=number(own)))
            self.setVerticalHeaderItem(r, item)

    @staticmethod
    def _number_cell(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    @staticmethod
    def _source_header(res: ScanResult) -> str:
        return {"yolo": _tr("YOLO class"), "coco": _tr("COCO id")}.get(
            res.kind, _tr("In the source"))

    @staticmethod
    def _source_tip(res: ScanResult) -> str:
        """What the source's numbers are, and why the labels at the left are others."""
        if res.kind == "yolo" and res.task == "detection":
            return _tr("The class number in the YOLO label files. YOLO counts classes from "
                       "0; the records count them from 1 (the number at the left of each "
                       "row), as Model Garden's label map does: label 1 is YOLO's class 0.")
        if res.task == "detection":
            return _tr("The category id in the COCO file. The records number the classes "
                       "1, 2, 3… in category-id order (the number at the left of each row), "
                       "as Model Garden's label map does, not by these ids.")
        return _tr("The number the source gives each class. The records number the classes "
                   "0, 1, 2… in the order of labels.txt (the number at the left of each "
                   "row), not by these numbers.")
