"""The source panel's offer to unpack an archive chosen as the source (a labelling tool's
export, downloaded as a ZIP file): “Unpack into “pets (2)”” with a progress bar, on a
background thread (gui.unpack); when done, the unpacked folder becomes the source."""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from gui import unpack
from gui.background import run_in_background
from gui.i18n import localized
from gui.os_errors import os_reason
from gui.widgets.common import name


def _tr(text: str) -> str:
    return QCoreApplication.translate("Unpack", text)



def error_text(e: unpack.UnpackError) -> str:
    """``e`` in the window's language, the system's reason in it too ("the disk is full",
    not "No space left on device")."""
    params = dict(e.params)
    for key in ("needed", "free"):   # "52 MB": its number as the window writes numbers
        number, _, unit = str(params.get(key, "")).partition(" ")
        if unit:
            params[key] = f"{localized(number)} {unit}"
    if isinstance(e.cause, OSError) and "detail" in params:
        params["detail"] = os_reason(e.cause)
    return _tr(e.text).format(**params)

class _Signals(QObject):
    progress = Signal(int, object, object)       # generation, done, total (bytes: > 2 GiB)
    finished = Signal(int, str, str)             # generation, folder, error ("" when done)


class UnpackOffer(QWidget):
    """Shown under the source's error when the source is an archive Python can read."""

    unpacked = Signal(str)   # the new folder

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = ""
        self._generation = 0
        self._stop = threading.Event()
        self._signals = _Signals()
        self._signals.progress.connect(self._on_progress)
        self._signals.finished.connect(self._on_finished)
        self.button = name(QPushButton(), "unpackArchive", _tr("Unpack the archive"))
        self.button.clicked.connect(self.start)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.bar = name(QProgressBar(), "unpackProgress", _tr("Unpacking"))
        self.bar.setMaximumHeight(14)
        self.bar.hide()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        row.addWidget(self.bar, 1)
        row.addWidget(self.note, 1)
        self.hide()

    def offer(self, archive: str, kind: str) -> None:
        """Offer to unpack `archive` (engine.magic.container_kind's `kind`), or hide."""
        self.stop()
        self.archive = archive if kind in unpack.UNPACKS else ""
        self.setVisible(bool(self.archive))
        if not self.archive:
            return
        folder = os.path.basename(unpack.destination(archive))
        self.button.setText(_tr("Unpack into “{folder}”").format(folder=folder))
        self.button.setToolTip(_tr("Writes the archive's files into a new folder beside it, "
                                   "then reads that folder. Nothing is written over."))
        self.button.setEnabled(True)
        self.bar.hide()
        self.note.setText("")

    def stop(self) -> None:
        """Stop an unpacking under way (another source was chosen); its folder is removed."""
        self._stop.set()
        self._generation += 1

    def start(self) -> None:
        if not self.archive:
            return
        archive, dest = self.archive, unpack.destination(self.archive)
        self._stop = stop = threading.Event()
        gen, signals = self._generation, self._signals
        self.button.setEnabled(False)
        self.note.setText("")
        self.bar.setRange(0, 0)
        self.bar.show()

        shown = [-1]   # the bar's last permille: an export of 100,000 small files would
                       # otherwise queue 100,000 progress events on the GUI thread

        def progress(done: int, total: int) -> None:
            permille = 1000 * done // total if total else 0
            if permille != shown[0]:
                shown[0] = permille
                signals.progress.emit(gen, done, total)

        def work() -> None:
            try:
                unpack.unpack(archive, dest, progress, stop.is_set)
            except unpack.Stopped:
                return
            except unpack.UnpackError as e:
                signals.finished.emit(gen, "", error_text(e))
                return
            signals.finished.emit(gen, unpack.source_in(dest), "")

        run_in_background(work, "unpack")

    def _on_progress(self, gen: int, done: int, total: int) -> None:
        if gen == self._generation and total:
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(1000 * done / total))

    def _on_finished(self, gen: int, folder: str, error: str) -> None:
        if gen != self._generation:
            return
        self.bar.hide()
        if error:
            self.note.setText(error)
            self.button.setEnabled(True)
            return
        self.hide()
        self.unpacked.emit(folder)
