"""The source panel's preview of a scan (context "SourcePanel"): the strip of sample
thumbnails and the list of the problems it found (its class table: gui.widgets.class_table),
each shown only when the scan has something for it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from gui.i18n import number
from gui.scan_result import ScanResult
from gui.widgets.class_table import ClassTable
from gui.widgets.common import name
from gui.widgets.sample_thumbs import ROLE  # (the thumbnails' data role of their path)
from gui.widgets.source_problems import problem_line
from gui.widgets.thumb_strip import ThumbStrip

#: the problems listed one by one; "… and N more" stands for the rest
LISTED = 500


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


def problem_list(thumbs: ThumbStrip) -> QListWidget:
    """The problems a scan found, one per line (filled by show_problems); hidden until then;
    a line shown as its broken sample's thumbnail is opened (link_problems)."""
    problems = name(QListWidget(), "scanProblems", _tr("Problems found by the scan"))
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


def show_problems(problems: QListWidget, res: ScanResult,
                  reason_text: Callable[[str], str]) -> None:
    """``res``'s problems in the list (shown when it has some, in place of those listed
    before), each with its path as the tooltip; ``reason_text``: a reason in the window's
    language."""
    problems.clear()
    problems.setVisible(bool(res.problems))
    for i, (path, reason) in enumerate(res.problems[:LISTED]):
        item = QListWidgetItem(problem_line(res, i, reason_text(reason)))
        item.setToolTip(path)
        problems.addItem(item)
    if len(res.problems) > LISTED:
        problems.addItem(_tr("… and {n} more").format(
            n=number(len(res.problems) - LISTED)))
