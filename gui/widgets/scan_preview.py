"""The source panel's preview of a scan (context "SourcePanel"): the strip of sample
thumbnails and the list of the problems it found (its class table: gui.widgets.class_table),
each shown only when the scan has something for it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from gui.i18n import number, plural
from gui.scan_result import ScanResult
from gui.whole_names import WholeNamesDelegate
from gui.widgets.class_table import ClassTable
from gui.widgets.common import name
from gui.widgets.sample_thumbs import ROLE  # (the thumbnails' data role of their path)
from gui.widgets.source_problems import LISTED, problem_line
from gui.widgets.thumb_strip import ThumbStrip

#: the problems the list holds at first, and adds each time its last line ("… and N more:
#: click to list the next 500") is clicked: a wrapped line each, thousands took seconds
MORE = Qt.ItemDataRole.UserRole + 0x0102   # (the "… and N more" line: where the next start)
NAME = Qt.ItemDataRole.UserRole + 0x0103   # (a problem's line: its file's name, kept whole)


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def thumbnail_strip() -> ThumbStrip:
    """One row of sample thumbnails (gui.widgets.thumb_badge's items)."""
    return name(ThumbStrip(), "thumbnailStrip", _tr("Thumbnails of sample images"))


def show_found(classes: ClassTable, thumbs: ThumbStrip, res: ScanResult) -> None:
    """``res``'s classes in the table; the table and the strip of thumbnails shown only when
    the scan found some: a source refused (a dataset of ours, an export without class
    folders written as classification) showed an empty table and an empty strip under
    the words that say why. A scan that starts keeps them as they were until it ends."""
    classes.show_result(res)
    classes.setVisible(bool(res.classes))
    thumbs.setVisible(bool(res.samples))


def link_problems(thumbs: ThumbStrip, problems: QListWidget) -> None:
    """A broken sample's thumbnail opened (clicked, or Enter or Space on it: ThumbStrip.
    opened) selects its line in the problem list, scrolled into view, and by the keyboard
    moves the focus there: its problem was only in the thumbnail's tooltip, which a
    keyboard never shows."""
    def opened(item: QListWidgetItem, keys: bool) -> None:
        path = item.data(ROLE)
        line = next((problems.item(i) for i in range(problems.count())
                     if path and problems.item(i).toolTip() == path), None)
        if line is None or problems.isHidden():
            return
        problems.setCurrentItem(line)
        problems.scrollToItem(line)
        if keys:
            problems.setFocus(Qt.FocusReason.TabFocusReason)
    thumbs.opened.connect(opened)


class ProblemList(QListWidget):
    """The list of a scan's problems, and what it lists them from (show_problems)."""

    def __init__(self) -> None:
        super().__init__()
        self.result: ScanResult | None = None
        self.reason_text: Callable[[str], str] = str
        # a file's name on one line ("細胞_0" / "01.png" in Japanese): gui.whole_names
        self.setItemDelegate(WholeNamesDelegate(self, lambda i: [i.data(NAME) or ""]))
        # the last line, "… and N more", lists the next LISTED: by a click, or Enter on it
        self.itemClicked.connect(self.list_more)
        self.itemActivated.connect(self.list_more)

    def list_more(self, item: QListWidgetItem) -> None:
        """``item``, when it is the "… and N more" line, replaced by the next problems."""
        start = item.data(MORE)
        if start is None or self.result is None or self.row(item) != self.count() - 1:
            return
        self.takeItem(self.count() - 1)
        _add_lines(self, self.result, self.reason_text, int(start))
        self.setCurrentRow(int(start))   # (the first new line, where the click was)


def problem_list(thumbs: ThumbStrip) -> ProblemList:
    """The problems a scan found, one per line (filled by show_problems); hidden until then;
    a line shown as its broken sample's thumbnail is opened (link_problems)."""
    problems = name(ProblemList(), "scanProblems", _tr("Problems found by the scan"))
    link_problems(thumbs, problems)
    # about five wrapped lines at least (two problems showed at 1024x640, in four lines;
    # the source panel scrolls), at most nine
    line = problems.fontMetrics().lineSpacing()
    frame = 2 * problems.frameWidth() + 4
    problems.setMinimumHeight(5 * line + frame)
    problems.setMaximumHeight(9 * line + frame)
    problems.setWordWrap(True)  # whole sentences, never a cut-off reason
    problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    problems.hide()
    return problems


def show_problems(problems: ProblemList, res: ScanResult,
                  reason_text: Callable[[str], str]) -> None:
    """``res``'s problems in the list (shown when it has some, in place of those listed
    before), the first LISTED of them, each with its path as the tooltip; ``reason_text``:
    a reason in the window's language."""
    problems.clear()
    problems.result, problems.reason_text = res, reason_text
    problems.setVisible(bool(res.problems))
    _add_lines(problems, res, reason_text, 0)


def _add_lines(problems: QListWidget, res: ScanResult, reason_text: Callable[[str], str],
               start: int) -> None:
    """Lines for LISTED of ``res``'s problems from ``start``, then "… and N more" for the
    rest, which lists the next ones when clicked: the line above the list says "listed
    below" of every problem (1,500 were said so beside 500 lines and "… and 1,000 more",
    with no way to see the others)."""
    end = min(len(res.problems), start + LISTED)
    for i in range(start, end):
        path, reason = res.problems[i]
        item = QListWidgetItem(problem_line(res, i, reason_text(reason)))
        item.setToolTip(path)
        item.setData(NAME, res.display_name(path))
        problems.addItem(item)
    left = len(res.problems) - end
    if left > 0:
        more = QListWidgetItem(plural(left, _tr("… and {n} more: click here to list it"),
                                      _tr("… and {n} more: click here to list them")
                                      if left <= LISTED else
                                      _tr("… and {n} more: click here to list the next {k}")
                                      ).format(n=number(left), k=number(LISTED)))
        more.setData(MORE, end)
        problems.addItem(more)
