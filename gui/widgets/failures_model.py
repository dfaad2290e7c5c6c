"""The Failures tab's rows (gui.widgets.failures_table): each failure's file, reason and
stage, in a stable order: the entries the scan set aside first (as the run met them), then
by file name, numbers in names counted as numbers ("img2" before "img10": the order
``inspect`` lists files in, engine.natural_order), or by the column
the user chose (a header click, or the "Sort by" list). The rows came in the order the
workers finished them (8, 9, 2, 5, 6, 0, 11…), which changed with the worker count."""

from __future__ import annotations

import re

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt

from engine.natural_order import natural_key
from gui import engine_text
from gui.off_thread import OffThread
from gui.run_model import Failure
from gui.scan_result import display_name, name_base
from gui.widgets.failures_export import stage_text

# A trailing "(...)" that holds a library's own message, possibly nested: "JPEG is
# truncated (image file is truncated (27 bytes not processed))".
_DETAIL = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)\s*$")

_ROOT = QModelIndex()  # the invisible root: a table's rows have no parent

#: the columns a user sorts by (the stage column too, by its header when shown)
FILE, REASON, STAGE = 0, 1, 2


def plain_reason(f: Failure) -> str:
    """The reason shown in the table: without a library's own message in parentheses
    (kept in the tooltip and the exported list). A catalogued reason keeps every other
    parenthesis: "(CSV line 8)", "(check its permissions)", "(export it as JPEG or PNG
    first)" say where and what to do; only its ``{detail}`` is the library's."""
    shown = shown_reason(f)
    if f.code:
        short = shown
        for detail in _details(f.params or {}):
            short = short.replace(f" ({detail})", "")
    else:   # the engine's English without a code: often a library's exception
        short = _DETAIL.sub("", shown)
    return short if short.strip() else shown


def _details(value) -> list[str]:
    """The ``detail`` values of a coded reason's parameters, nested sentences included."""
    if isinstance(value, dict):
        return [d for k, v in value.items()
                for d in ([v] if k == "detail" and isinstance(v, str) and v else _details(v))]
    if isinstance(value, list):
        return [d for v in value for d in _details(v)]
    return []


def shown_reason(f: Failure) -> str:
    """The reason in the window's language (the engine's English if it has no code)."""
    return engine_text.text(f.code, f.params, f.reason)


def _tr(text: str) -> str:
    return QCoreApplication.translate("FailuresTable", text)


def order_text(column: int, descending: bool) -> str:
    """The rows' order in words (the Sort by list's items, and what Export list… says)."""
    words = {(FILE, False): _tr("File (A to Z)"), (FILE, True): _tr("File (Z to A)"),
             (REASON, False): _tr("Reason (A to Z)"), (REASON, True): _tr("Reason (Z to A)"),
             (STAGE, False): _tr("Stage (A to Z)"), (STAGE, True): _tr("Stage (Z to A)")}
    return words[(column, descending)]


class FailuresModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[Failure] = []
        self._keys: list[tuple] = []   # each row's sort key (_key), in the rows' order
        self._source = ""  # names are shown relative to it: "cats/img1.jpg"
        self._base: tuple[str, ...] = ()   # (gui.scan_result.name_base of it)
        self._asks = OffThread("failures-source", self)
        self.headers = [self.tr("File"), self.tr("Reason"), self.tr("Stage")]
        self.column, self.descending = FILE, False

    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == Qt.DisplayRole and orientation == Qt.Horizontal:
            return self.headers[section]
        if role == Qt.ItemDataRole.InitialSortOrderRole:   # (a heading's first click: A to Z)
            return Qt.SortOrder.AscendingOrder
        return None

    @property
    def source(self) -> str:
        return self._source

    @source.setter
    def source(self, source: str) -> None:
        self.set_source(source)

    def set_source(self, source: str, base: tuple[str, ...] | None = None) -> None:
        """Names are shown relative to ``source``'s folders: ``base`` when known (the scan's
        ScanResult.base), else asked once off the GUI thread (gui.scan_result.name_base
        stats it: on a share that stopped answering, Start and opening an output folder
        froze the window); until the answer comes, a folder source's rule, then the rows
        are named and sorted again."""
        self._source = source
        rule = (source,) if source else ()
        if base is None:
            def later(found: tuple[str, ...]) -> None:
                if self._source == source:
                    self._base = found
                    self._resort()
            now, found = self._asks.ask(lambda: name_base(source), later, rule)
            base = found if now else rule
        else:
            self._asks.forget()
        self._base = base
        if self.rows:
            self._resort()

    def _resort(self) -> None:   # (the rows named anew: their order, the selection kept)
        self.sort(self.column, Qt.SortOrder.DescendingOrder if self.descending else
                  Qt.SortOrder.AscendingOrder)

    def name(self, f: Failure) -> str:
        return display_name(f.path, self._source, self._base)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        f = self.rows[index.row()]
        if role == Qt.DisplayRole:
            return (self.name(f), plain_reason(f), stage_text(f.stage, f.code, f.params))[
                index.column()]
        if role == Qt.ToolTipRole:
            return f"{f.path}\n{shown_reason(f)}"
        return None

    # ------------------------------------------------------------------ order
    def _key(self, f: Failure) -> tuple:
        """(set aside by the scan: first in either direction, the column's key, the
        file's): what the scan set aside before converting is listed first, as the run met
        it and the line below the list says it."""
        name = natural_key(self.name(f))
        col = name if self.column == FILE else \
            (plain_reason(f).casefold(), name) if self.column == REASON else \
            (stage_text(f.stage, f.code, f.params).casefold(), name)
        return (f.stage != "scan", col)

    def _before(self, a: tuple, b: tuple) -> bool:
        if a[0] != b[0]:
            return a[0] < b[0]
        return a[1] > b[1] if self.descending else a[1] < b[1]

    def _position(self, key: tuple) -> int:
        """Where a row of ``key`` goes: after the rows it does not come before."""
        lo, hi = 0, len(self._keys)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._before(key, self._keys[mid]):
                hi = mid
            else:
                lo = mid + 1
        return lo

    def _sorted(self, rows: list[Failure]) -> tuple[list[Failure], list[tuple]]:
        keyed = sorted(((self._key(f), f) for f in rows), key=lambda kf: kf[0][1],
                       reverse=self.descending)
        keyed.sort(key=lambda kf: kf[0][0])   # (stable: the set-aside first, as sorted)
        return [f for _, f in keyed], [k for k, _ in keyed]

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` (a header click, the Sort by list); the selection stays on
        its row."""
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        were = [self.rows[i.row()] for i in old]
        self.column, self.descending = column, order == Qt.SortOrder.DescendingOrder
        self.rows, self._keys = self._sorted(self.rows)
        at = {id(f): r for r, f in enumerate(self.rows)}
        self.changePersistentIndexList(old, [self.index(at[id(f)], i.column())
                                             for f, i in zip(were, old, strict=True)])
        self.layoutChanged.emit()

    # ------------------------------------------------------------------ rows
    def append(self, failures: list[Failure]) -> None:
        """Add ``failures``, each where the order puts it (a few at a time, as a run's
        timer brings them; many: added at the end, and the list sorted anew). The
        selection stays on its row either way: many were a reset of the model, which lost
        it (and the problem shown below the list for it) whenever more than 64 came in
        one look of the timer."""
        if not failures:
            return
        if len(failures) > 64:
            at = len(self.rows)
            self.beginInsertRows(_ROOT, at, at + len(failures) - 1)
            self.rows.extend(failures)
            self._keys.extend(self._key(f) for f in failures)
            self.endInsertRows()
            self._resort()
            return
        for f in failures:
            key = self._key(f)
            at = self._position(key)
            self.beginInsertRows(_ROOT, at, at)
            self.rows.insert(at, f)
            self._keys.insert(at, key)
            self.endInsertRows()

    def set_rows(self, failures: list[Failure]) -> None:
        self.beginResetModel()
        self.rows, self._keys = self._sorted(list(failures))
        self.endResetModel()

    def clear(self) -> None:
        self.set_rows([])
