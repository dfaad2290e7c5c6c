"""What the Summary reads of the output folder's files: the Size on disk row (every file of
the run, engine.ownership.run_bytes, as a file manager adds them up) and, after a cancel
before any complete shard, the names of what else the folder holds
(gui.widgets.summary_cancel.left_names). Read on the GUI thread as a run ended, a lab's
share that stopped answering froze the window for good; now they are asked off it
(gui.off_thread): on a disk that answers they are shown at once, as before, else the rows
say the folder is still being read and are filled in when it answers."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from engine.ownership import run_bytes
from gui.off_thread import OffThread
from gui.units import format_bytes
from gui.widgets.summary_cancel import left_names, left_words


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


@dataclass(frozen=True)
class FolderFiles:
    """One reading of a run's folder: ``bytes`` (run_bytes; None: no folder there to
    read), ``left`` (left_names) and ``there`` (the folder is there: "Verify now")."""

    bytes: int | None = None
    left: tuple[str, ...] = ()
    there: bool = False


def read_files(folder: str) -> FolderFiles:
    """``folder``'s files as the Summary says them, asked of the disk (in any thread)."""
    if not folder or not os.path.isdir(folder):
        return FolderFiles()
    return FolderFiles(run_bytes(folder), left_names(folder), True)


class SummaryDisk(QObject):
    """The Summary's question about its folder, the newest superseding the one before. A
    QObject of the GUI thread; ``came()`` runs there when an answer comes late."""

    def __init__(self, came: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.off = OffThread("summary-folder", self)
        self.files: FolderFiles | None = FolderFiles()   # None: awaited
        self.folder = ""   # the folder ``files`` are (or will be) of
        self._came = came

    def look(self, folder: str) -> None:
        """Read ``folder`` again (a run ended, or another folder is shown)."""
        if not folder:
            self.forget()
            return
        self.folder = folder
        now, files = self.off.ask(lambda: read_files(folder), self._answered, FolderFiles())
        self.files = files if now else None

    def forget(self) -> None:
        """Nothing of a folder is shown any more: a late answer is not wanted."""
        self.off.forget()
        self.files, self.folder = FolderFiles(), ""

    def there(self, folder: str) -> bool | None:
        """Whether ``folder`` is there (None: not known yet, ``came()`` says when it is),
        read with its files, or now if they are another folder's. It was an isdir on the
        GUI thread, which froze the window on a share that stopped answering."""
        if folder and folder != self.folder:
            self.look(folder)
        return self.files.there if self.files is not None else None

    def left(self) -> str:
        """left_words of the folder's names (or that they are still being read)."""
        return left_words(self.files.left if self.files is not None else None)

    def _answered(self, files: FolderFiles) -> None:
        self.files = files
        self._came()


def size_text(files: FolderFiles | None, shards_bytes: int) -> str:
    """The Size on disk row: the folder's files (``files``: SummaryDisk's; ``shards_bytes``,
    the engine's count of the complete shards, when there is no folder to read), and the
    TFRecord files' own bytes beside it when the two differ, the number the Inspect tab
    says of the same dataset (which read "591.6 KiB" where this said "624.6 KiB")."""
    if files is None and not shards_bytes:   # (no shard: "0 B in TFRecord files" said nothing)
        return _tr("The folder's size is still being read (the disk does not answer yet).")
    if files is None:
        return _tr("{shards} in TFRecord files; the folder's size is still being read (the "
                   "disk does not answer yet).").format(shards=format_bytes(shards_bytes))
    total = shards_bytes if files.bytes is None else files.bytes
    if not shards_bytes or format_bytes(total) == format_bytes(shards_bytes):
        return format_bytes(total)
    return _tr("{total} (TFRecord files: {shards})").format(
        total=format_bytes(total), shards=format_bytes(shards_bytes))
