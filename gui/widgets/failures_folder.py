"""The Failures tab's rows of the output folder when no run in this window lists its own
(gui.widgets.failures_table, context "FailuresTable"): the entries of its rejected.csv or
its journal (gui.widgets.folder_failures), read off the GUI thread (gui.off_thread), and
those a Resume of that folder's run starts with. A mixin of FailuresTable."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gui.run_model import Failure
from gui.widgets.folder_failures import FolderFailures, read_state_failures, rows_key

if TYPE_CHECKING:  # for the type checker the mixin is the table it is mixed into
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QLabel, QWidget

    from gui.off_thread import OffThread
    from gui.widgets.failures_model import FailuresModel
    _Base = QWidget
else:
    _Base = object


def tr(text: str) -> str:
    return QCoreApplication.translate("FailuresTable", text)


class FolderRows(_Base):
    """Needs from the table: model, label, countChanged, folderRead, out_dir, _folder, _listed,
    _fed, _reading, clear(), _forget(), _update_buttons()."""

    model: FailuresModel
    label: QLabel
    out_dir: str
    _folder: tuple | None
    _listed: FolderFailures | None
    _fed: list[Failure]
    _reading: OffThread
    if TYPE_CHECKING:  # defined by gui.widgets.failures_table
        countChanged: SignalInstance
        folderRead: SignalInstance
        def clear(self, run: bool = False) -> None: ...
        def _forget(self) -> None: ...
        def _update_buttons(self, *_) -> None: ...

    def failures_of(self, out: str) -> list[Failure]:
        """The failures listed of the run in the output folder ``out`` (a run's in this
        window, or its journal's and rejected.csv's), in the order the run met them: those
        a Resume of it starts with (RunModel.carried), else []."""
        if not self._lists(out):
            return []
        return list(self._listed.rows) if self._listed is not None else list(self._fed)

    def _lists(self, out: str) -> bool:
        """The rows are (or will be) of output folder ``out``."""
        return bool(out and self.out_dir) and \
            os.path.abspath(out) == os.path.abspath(self.out_dir)

    def reading(self, out: str) -> bool:
        """The rows of output folder ``out`` are still being read (the disk does not answer
        yet): a Resume of its run waits for them (``folderRead``), whose list starts with
        them (failures_of): it started without them, "Failures (2)" beside "4 skipped"."""
        return self._folder is not None and self._reading.pending() and self._lists(out)

    def forget_folder(self) -> None:
        """The output folder is being typed over: the rows its rejected.csv or journal gave
        go (a run's own stay: they are this window's), as the Summary's do."""
        if self._folder is not None:
            self.clear()

    def show_folder(self, state) -> None:
        """No run in this window: the entries the output folder's rejected.csv lists (a
        dataset's) or its journal (an interrupted run's: gui.widgets.folder_failures), which
        its Summary counts as "Skipped"; nothing for a folder that holds neither. (After a
        restart the tab said "No failures." beside "Skipped: 3 (see Failures and
        rejected.csv)".)"""
        key = rows_key(state)
        if key == self._folder:
            return
        if key is None:
            self.clear()
            return
        self._forget()
        self._folder = key
        self.out_dir = state.path
        # read in a thread (gui.off_thread): rejected.csv or the journal on a share that
        # stopped answering froze the window for good; a late answer is shown when it
        # comes, if the tab still lists this folder
        now, listed = self._reading.ask(lambda: read_state_failures(state),
                                        lambda got: self._came(state, key, got), FolderFailures())
        if now:
            self._show_listed(state, listed)
        else:
            self.label.setText(tr("Reading the list of failures in the output folder (the disk "
                                  "does not answer yet)…"))

    def _came(self, state, key: tuple, listed: FolderFailures) -> None:
        """A late answer: shown if the tab still lists that folder; a Resume that waits
        for it is told either way (folderRead), and asks reading() again."""
        if self._folder == key:
            self._show_listed(state, listed)
        self.folderRead.emit()

    def _show_listed(self, state, listed: FolderFailures) -> None:
        self._listed = listed
        self.model.source = state.source
        self.model.set_rows(listed.rows)
        self._update_buttons()
        self.countChanged.emit(len(listed.rows))
