"""The source panel's questions to the file system, asked off the GUI thread
(gui.off_thread): whether the source's folders changed since its scan (a stat of each, up
to gui.source_stamp.MOST_FOLDERS), and what a file chosen with File… stands for (a
listing of its folder, a read of it: gui.pickers.source_for_file). On a share that stopped
answering either froze the window for good; on a disk that answers they are answered at
once, as before."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from gui.off_thread import OffThread
from gui.pickers import source_for_file
from gui.scan_result import ScanResult
from gui.source_stamp import changed


class SourceAsks(QObject):
    """The source panel's questions, each kind superseding its own before."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.stamp = OffThread("source-stamp", self)   # (Start's and Resume's)
        self.again = OffThread("source-stamp-again", self)   # (a folder chosen again)
        self.picked = OffThread("source-pick", self)

    def changed(self, res: ScanResult, later: Callable[[bool], None],
                off: OffThread | None = None) -> bool | None:
        """Whether ``res``'s source changed since it was read (False when it has no stamp);
        None when the answer did not come at once: ``later(answer)`` gets it."""
        if not res.stamp:
            return False
        stamp = res.stamp
        now, answer = (off or self.stamp).ask(lambda: changed(stamp), later, False)
        return bool(answer) if now else None

    def reread_if_changed(self, res: ScanResult, still: Callable[[], bool],
                          rescan: Callable[[], None]) -> None:
        """``rescan()`` when ``res``'s source changed since it was read (chosen again after
        its files changed: the old counts stayed), now or when the answer comes if
        ``still()`` (``res`` is still what the panel shows)."""
        def later(changed_now: bool) -> None:
            if changed_now and still() and self._free():
                rescan()
        if self.changed(res, later, self.again):
            rescan()

    def file_source(self, path: str, shown: Callable[[], str],
                    then: Callable[[str], None]) -> None:
        """``then(source)`` for the file ``path`` chosen: now, or when the answer comes if
        the path ``shown()`` is unchanged (a path typed meanwhile is the user's choice) and
        the form is not held for a run (_free)."""
        before = shown()

        def later(source: str) -> None:
            if shown() == before and self._free():
                then(source)
        now, source = self.picked.ask(lambda: source_for_file(path), later, path)
        if now:
            then(source)

    def forget_late(self) -> None:
        """Start pressed (a run begins, or waits for the scan): the late answers of File…
        and of a folder chosen again are not wanted. One that came during a run changed the
        form's source and output folder, or began a second scan, while the engine wrote
        what the form showed at Start."""
        self.picked.forget()
        self.again.forget()

    def _free(self) -> bool:
        """The panel takes a late answer: it is not held (greyed) for a run, a queued Start
        or a sweep (gui.window_check), whose source is the one shown when it began."""
        panel = self.parent()
        return not isinstance(panel, QWidget) or panel.isEnabled()
