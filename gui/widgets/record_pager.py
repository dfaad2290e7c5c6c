"""The Inspect grid's way through a file's records (gui.widgets.record_grid): First,
Previous, the page, Next and Last, a "Go to record" number box (Enter goes), and the keys
of a viewer on the grid (Page Up/Down a page, Home/End the file's first and last record).
With Previous and Next alone, record 5,000 was a hundred clicks away.

The pager only asks (``pageWanted``, ``recordWanted``); the grid loads and says where it
is (``show_state``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from gui.focus_park import hand_on
from gui.i18n import number
from gui.widgets.common import column, name

# The keys the grid passes to the pager (eventFilter says what each asks for).
KEYS = (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End)


def _moved(text: str) -> str:
    """A word of the grid's that moved here, in its own context (its translations kept)."""
    return QCoreApplication.translate("RecordGrid", text)


def key_text(key: Qt.Key) -> str:
    """``key`` named as the keyboard's own words for it (Qt's native text: "PgUp")."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def unbroken(text: str) -> str:
    """The page line ``text`` wrapped, in a narrow pane (1024 px), before its bracket only:
    its other spaces made no-break, a joiner after its range's dash ("of" stood alone above
    "130", "#0–" above "#3")."""
    return text.replace(" ", "\u00a0").replace("\u00a0(", " (").replace("–", "–\u2060")


class RecordPager(QWidget):
    """``pageWanted(page)``: a page asked for (0-based); ``recordWanted(index)``: a record
    of the file asked for (its number, as the tiles say it: #0 first)."""

    pageWanted = Signal(int)
    recordWanted = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page, self.pages, self.tiles = 0, 0, 0
        self.first_btn = name(QPushButton("|◀"), "inspectFirstPage", self.tr("First page"),
                              self.tr("Go to the first page ({key})").format(
                                  key=key_text(Qt.Key.Key_Home)))
        self.prev_btn = name(QPushButton(_moved("◀ &Previous")), "inspectPrevPage",
                             _moved("Previous page"), self.tr("Go to the previous page ({key})")
                             .format(key=key_text(Qt.Key.Key_PageUp)))
        self.next_btn = name(QPushButton(_moved("&Next ▶")), "inspectNextPage",
                             _moved("Next page"), self.tr("Go to the next page ({key})").format(
                                 key=key_text(Qt.Key.Key_PageDown)))
        self.last_btn = name(QPushButton("▶|"), "inspectLastPage", self.tr("Last page"),
                             self.tr("Go to the last page ({key})").format(
                                 key=key_text(Qt.Key.Key_End)))
        for b in (self.first_btn, self.last_btn):   # (as narrow as their two signs)
            b.setFixedWidth(b.fontMetrics().horizontalAdvance("▶|") + 20)
        self.first_btn.clicked.connect(lambda: self.pageWanted.emit(0))
        self.prev_btn.clicked.connect(lambda: self.pageWanted.emit(self.page - 1))
        self.next_btn.clicked.connect(lambda: self.pageWanted.emit(self.page + 1))
        self.last_btn.clicked.connect(lambda: self.pageWanted.emit(self.pages - 1))
        # greyed out at either end: the focus goes to the button that leads back
        hand_on(self.next_btn, self.prev_btn)
        hand_on(self.last_btn, self.prev_btn)
        hand_on(self.prev_btn, self.next_btn)
        hand_on(self.first_btn, self.next_btn)
        self.page_label = name(QLabel("—"), "inspectPageLabel", _moved("Page"))
        # wrapped, centred, where the pane is narrow (1024 px): on one line it held the
        # middle pane as wide as itself and four buttons, and the record's table lost room
        self.page_label.setWordWrap(True)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._least = self.page_label.fontMetrics().horizontalAdvance("0") * 14
        self.page_label.setMinimumWidth(self._least)
        self.goto_spin = name(QSpinBox(), "inspectGoToRecord", self.tr("Go to record number"),
                              self.tr("Type a record's number and press Enter to show it"))
        self.goto_spin.setKeyboardTracking(False)   # typing "5000" goes once, not to 5, 50…
        self.goto_spin.setGroupSeparatorShown(True)  # (as every count of the window)
        self.goto_spin.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # no wheel by passing
        self.goto_spin.valueChanged.connect(self.recordWanted)
        # Enter goes once, to the number typed, or the one shown (after the grid was
        # scrolled): eventFilter. (returnPressed came before the typed number was taken,
        # and the box's own Enter emitted it twice: 0, N, N, three reads of the file.)
        self.goto_spin.installEventFilter(self)
        self.goto_spin.lineEdit().installEventFilter(self)
        goto_label = QLabel(self.tr("&Go to record #"))
        goto_label.setBuddy(self.goto_spin)
        self.goto_total = name(QLabel(), "inspectGoToTotal", self.tr("Records in the file"))
        nav = QHBoxLayout()
        for w in (self.first_btn, self.prev_btn):
            nav.addWidget(w)
        nav.addWidget(self.page_label, 1)   # (all the room between: wrapped only when short)
        for w in (self.next_btn, self.last_btn):
            nav.addWidget(w)
        goto = QHBoxLayout()
        goto.addWidget(goto_label)
        goto.addWidget(self.goto_spin)
        goto.addWidget(self.goto_total)
        goto.addStretch(1)
        column(nav, goto, widget=self)
        self.show_state(0, 0, 0)

    def show_state(self, page: int, pages: int, tiles: int, records: int = 0) -> None:
        """The grid shows ``page`` of ``pages``, of a file of ``tiles`` tiles (its
        ``records`` and the one of the damage that stopped its reading, which the box
        reaches too): the buttons each end greys, the number box's range, and its total,
        the file's records, as the file box and the page line count them."""
        self.page, self.pages, self.tiles = page, pages, tiles
        self.first_btn.setEnabled(pages > 0 and page > 0)
        self.prev_btn.setEnabled(pages > 0 and page > 0)
        self.next_btn.setEnabled(pages > 0 and page < pages - 1)
        self.last_btn.setEnabled(pages > 0 and page < pages - 1)
        self.goto_spin.blockSignals(True)
        self.goto_spin.setRange(0, max(0, tiles - 1))
        self.goto_spin.blockSignals(False)
        self.goto_spin.setEnabled(tiles > 1)
        self.goto_total.setText(self.tr("of {t}").format(t=number(records)) if tiles else "")

    def say_page(self, text: str) -> None:
        """The page line says ``text`` (unbroken's way), as wide at least as its longest
        unbroken part: a narrower one was cut at both ends ("#48–#95, 전체 130")."""
        text = unbroken(text)
        fm = self.page_label.fontMetrics()
        widest = max(fm.horizontalAdvance(part) for part in text.split(" ("))
        self.page_label.setMinimumWidth(max(self._least, widest + 2 * fm.averageCharWidth()))
        self.page_label.setText(text)

    def show_record(self, index: int) -> None:
        """The number box says ``index``, the current record (without asking to go)."""
        self.goto_spin.blockSignals(True)
        self.goto_spin.setValue(index)
        self.goto_spin.blockSignals(False)

    def watch(self, view: QWidget) -> None:
        """Page Up/Down, Home and End on ``view`` (the grid) go through the file: a
        page back or on, the first or the last record (at the file's ends, Page Up/Down
        to its first or last record)."""
        view.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if obj is self.goto_spin or obj is self.goto_spin.lineEdit():
            if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                return False
            self.goto_spin.blockSignals(True)   # (taken here, said once below)
            self.goto_spin.interpretText()
            self.goto_spin.blockSignals(False)
            self.goto_spin.selectAll()
            self.recordWanted.emit(self.goto_spin.value())
            return True
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() not in KEYS or mods != Qt.KeyboardModifier.NoModifier or not self.tiles:
            return False   # (Shift+End selects to the page's end, as the list does)
        key, last = event.key(), self.tiles - 1
        if key == Qt.Key.Key_Home:
            self.recordWanted.emit(0)
        elif key == Qt.Key.Key_End:
            self.recordWanted.emit(last)
        elif key == Qt.Key.Key_PageUp:
            self.pageWanted.emit(self.page - 1) if self.page > 0 else self.recordWanted.emit(0)
        elif self.page < self.pages - 1:
            self.pageWanted.emit(self.page + 1)
        else:
            self.recordWanted.emit(last)
        return True
