"""A newly chosen source's counts come into view in the main window's form.

The form's keeper holds the focused control in its place while the content above it
changes (gui.widgets.keep_in_place): with the focus in Output folder, a source chosen with
Alt+L (or the recent list) was read, its panel above the field grew by the classes,
samples and problems found, and the form scrolled down by as much to keep the field
where it was; the counts of the source the user had just chosen started out of sight
(1024x640, 1366x768). Now, from the choice until what its scan found is laid out, the
keeper lets go of the field (it moves down with the rows above it) and the source's
summary line and class table come into view, with the panel's heading when they fit and
with the focused control when that fits too. The focus stays where it was. An option
that reads the source again (Largest image, the split, Write as) is no new source, nor is
the one a reopened window starts on, and a form the user scrolls while the scan runs is
left where it was put: the form then stays as the keeper holds it.

A scan that also brings the Resume offer (the folder chosen for the new source holds an
interrupted run of it) asks for two things: its counts, and the Output folder row the offer
is about. Which one won depended on which handler ran last; form_after_scan now does both
in one order (the counts first: the offer, under the form, names its folder by its path)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from gui.widgets.common import rows_whole
from gui.widgets.keep_in_place import let_go_of_focus


def follow_new_sources(window) -> None:
    """Connect ``window``'s source panel: each source chosen (sourceChanged) is shown, and
    its counts once its scan has answered (a later choice replaces an earlier one), unless
    the user scrolls the form meanwhile (the wheel, the scroll bar): it then stays."""
    panel, area = window.source_panel, window.settings_scroll
    due = [""]   # the source whose counts are to be shown
    window.counts_due = due   # (form_after_scan reads it)

    def scrolled(_action: int) -> None:
        if due[0]:
            due[0] = ""
            let_go_of_focus(area, False)
    area.verticalScrollBar().actionTriggered.connect(scrolled)   # (the user's moves only)

    def chosen(path: str) -> None:
        due[0] = path
        let_go_of_focus(area, bool(path))
        if path:   # its "Scanning…" line, at once (after the layouts the choice changed)
            QTimer.singleShot(0, window, lambda: show_now(path))

    def show_now(path: str) -> None:
        if due[0] == path:
            counts_in_view(window)

    def shown(source: str) -> None:
        if due[0] != source:   # (another source chosen meanwhile)
            return
        form_after_scan(window)
        due[0] = ""
        let_go_of_focus(area, False)   # (held again where it is now)

    def scanned(res) -> None:
        if due[0] and res.source == due[0]:   # after the layouts its result changed
            QTimer.singleShot(0, window, lambda source=res.source: shown(source))
    panel.sourceChanged.connect(chosen)
    panel.scanned.connect(scanned)


def form_after_scan(window) -> None:
    """The form once a scan's result is laid out, in the order the user needs what it shows
    (whichever of the counts' and the offer's handlers comes first does it all; the other
    then finds it done): after Finish this run, the form's top (the source row it changed);
    a newly chosen source's counts (what the user chose, to be checked); then an Output
    folder row that the newly shown Resume offer cuts at the bottom edge, made whole unless
    that takes those counts out of view (the offer names the folder by its path)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    panel, bar = window.source_panel, window.settings_scroll.verticalScrollBar()
    offer = getattr(window, "offer_due", False) and window.actions_bar.offering()
    if offer and (panel.scanning() or getattr(window, "recheck_due", False)):
        # the source is read again (gui.window_layout.look_afresh: the scan was older than
        # the run): the offer says it checks, and both it and the panel change once the
        # new scan is in. Its row waits for that (the first scan's answer, landing just
        # after the offer, made a row whole that the offer's first, shorter text cut by
        # 2 px: the form left its top, and the offer then grew over that row anyway)
        offer = False
        after_the_scan(window)
    else:
        window.offer_due = False
    if offer and window.source_in_view:
        bar.setValue(0)
    due, res = getattr(window, "counts_due", [""])[0], panel.last_result
    if due and due == panel.source() and res is not None and res.source == due:
        counts_in_view(window)
    if offer and not window.source_in_view:
        before, seen = bar.value(), counts_seen(window)
        window.options.output_row_whole()
        if seen and not counts_seen(window):   # (the counts first)
            bar.setValue(before)


def after_the_scan(window) -> None:
    """form_after_scan again once the source's scan running or due now has answered and
    what it found is laid out (once, however often this is asked meanwhile)."""
    panel = window.source_panel
    if getattr(window, "offer_waits", False):
        return
    window.offer_waits = True

    def scanned(_result) -> None:
        panel.scanned.disconnect(scanned)
        window.offer_waits = False
        QTimer.singleShot(0, window, lambda: form_after_scan(window))
    panel.scanned.connect(scanned)


def counts_seen(window) -> bool:
    """The source panel's summary line, and its class table when shown, whole in view."""
    area, panel = window.settings_scroll, window.source_panel
    body, bar, height = area.widget(), area.verticalScrollBar(), area.viewport().height()
    if body is None or not panel.isVisible():
        return False
    first, last = _span(panel.summary, body)
    if panel.classes.isVisible():
        last = max(last, _span(panel.classes, body)[1])
    return bar.value() <= first and last <= bar.value() + height


def _span(widget: QWidget, body: QWidget) -> tuple[int, int]:
    top = widget.mapTo(body, QPoint(0, 0)).y()
    return top, top + widget.height()


def counts_in_view(window) -> None:
    """Scroll the form, if need be, so that the source panel's summary line and its class
    table (when shown) are in view: the panel's heading too where they fit under it, and
    the focused control of the form where it fits beside them; the summary first when the
    view is too low for the table. Nothing moves when they are in view already."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    area, panel = window.settings_scroll, window.source_panel
    body, bar, height = area.widget(), area.verticalScrollBar(), area.viewport().height()
    if body is None or not panel.isVisible() or height <= 0:
        return
    first, last = _span(panel.summary, body)
    if panel.classes.isVisible():
        last = max(last, _span(panel.classes, body)[1])
    low, high = max(bar.minimum(), last - height), min(bar.maximum(), first)
    if low <= bar.value() <= high:
        return   # in view
    if low > high:   # the view is too low for them all: the summary line
        bar.setValue(first)
        return
    want = min(max(_span(panel, body)[0], low), high)   # the panel's heading, if it fits
    focus = QApplication.focusWidget()
    if focus is not None and body.isAncestorOf(focus) and focus.isVisible():
        top, bottom = _span(focus, body)
        f_low, f_high = max(low, bottom - height), min(high, top)
        if f_low <= f_high:   # the focused control stays in view as well
            want = min(max(want, f_low), f_high)
    bar.setValue(want)
    rows_whole(area, panel.summary)
