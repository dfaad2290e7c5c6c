"""The source panel's offer to unpack an archive chosen as the source (a labelling tool's
export, downloaded as a ZIP file): first what it holds, where it goes and the room there
(gui.unpack.survey), then “Unpack into “pets”” with a progress bar and a Stop, on a
background thread (gui.unpack); when done, the unpacked folder becomes the source. The
same archive chosen again is read where it was unpacked before; the half folder a killed
app left is offered for removal. Quitting or choosing another source mid-way asks first
(gui.widgets.unpack_questions)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui import unpack
from gui.background import run_in_background
from gui.i18n import sentences
from gui.whole_text import WholeLabel
from gui.widgets import unpack_questions as ask
from gui.widgets.common import name
from gui.widgets.unpack_words import error_text, survey_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("Unpack", text)


# How long quitting waits for a stopped unpacking to remove its folder (seconds).
QUIT_WAIT = 120


class _Signals(QObject):
    progress = Signal(int, object, object)       # generation, done, total (bytes: > 2 GiB)
    finished = Signal(int, str, str)             # generation, folder, error ("" when done;
                                                 # both "" when stopped)
    surveyed = Signal(int, object, str)          # generation, Survey or None, error


class UnpackOffer(QWidget):
    """Shown under the source's error when the source is an archive Python can read."""

    unpacked = Signal(str)   # the new folder
    ended = Signal()         # the unpacking under way ended (done, failed or stopped)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = ""
        self.found: unpack.Survey | None = None
        self.failure = ""   # why the survey or the last unpacking failed (the note's words)
        self._generation = 0
        self._stop = threading.Event()
        # each unpacking not yet ended (one stopped for another source may still be
        # removing its folder while the next one writes)
        self._running: list[threading.Event] = []
        self._unpacking = False
        self._dest = ""
        self.question: QMessageBox | None = None   # one of gui.widgets.unpack_questions
        self._signals = _Signals()
        self._signals.progress.connect(self._on_progress)
        self._signals.finished.connect(self._on_finished)
        self._signals.surveyed.connect(self._on_surveyed)
        self.button = name(QPushButton(), "unpackArchive", _tr("Unpack the archive"))
        self.button.clicked.connect(self._clicked)
        self.again = name(QPushButton(), "unpackAgain", _tr("Unpack it again"))
        self.again.clicked.connect(lambda: self.start())
        self.ended.connect(self._question_void)
        self.again.hide()
        self.note = WholeLabel(names=self._names)   # (its names whole: gui.whole_text)
        self.bar = name(QProgressBar(), "unpackProgress", _tr("Unpacking"))
        self.bar.setMaximumHeight(14)
        self.bar.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        row.addWidget(self.again)
        row.addWidget(self.bar, 1)
        row.addStretch(0)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.note)
        self.hide()

    def offer(self, archive: str, kind: str) -> None:
        """Offer to unpack `archive` (engine.magic.container_kind's `kind`), or hide; what
        it holds is read first, off the GUI thread (a .tar.gz is read to its end). The
        archive being unpacked, offered again (its scan read again), goes on unpacking."""
        if self.keeps(archive):
            return
        self.stop()
        self._stop = stop = threading.Event()   # (the survey's: another source stops it)
        self.archive = archive if kind in unpack.UNPACKS else ""
        self.found, self.failure = None, ""
        self.setVisible(bool(self.archive))
        if not self.archive:
            return
        folder = self._short(unpack.destination(archive))
        self._show_button(_tr("Unpack into “{folder}”").format(folder=folder),
                          _tr("Writes the archive's files into a new folder beside it, "
                              "then reads that folder. Nothing is written over."))
        self.button.setEnabled(False)
        self.button.show()
        self.again.hide()
        self.bar.hide()
        self.note.setText(_tr("Reading what the archive holds…"))
        gen, signals = self._generation, self._signals

        def work() -> None:
            try:
                found = unpack.survey(archive, stop.is_set)
            except unpack.Stopped:
                return
            except unpack.UnpackError as e:
                signals.surveyed.emit(gen, None, error_text(e))
                return
            signals.surveyed.emit(gen, found, "")

        run_in_background(work, "unpack-survey")

    def _short(self, folder: str, width: int = 150) -> str:
        """`folder`'s name, shortened in its middle to fit a button: an export's name
        ("task_cells-2026_12_07-yolo 1.1") in two buttons widened the panel past a
        1024x640 screen. The note beside says it whole."""
        return self.button.fontMetrics().elidedText(os.path.basename(folder),
                                                    Qt.TextElideMode.ElideMiddle, width)

    def _show_button(self, text: str, tip: str) -> None:
        self.button.setText(text)
        self.button.setToolTip(tip)

    def _on_surveyed(self, gen: int, found: unpack.Survey | None, error: str) -> None:
        if gen != self._generation:
            return
        self.found, self.failure = found, error
        if found is None:
            self.note.setText(error)   # before anything is written: a password, a "../"
            self.button.hide()
            return
        short = unpack.too_little_space(self.archive, found.size, found.free)
        self.note.setText(sentences(survey_text(found), error_text(short) if short else ""))
        self.button.setEnabled(short is None or bool(found.earlier))
        if found.earlier:
            self._show_button(
                _tr("Read “{folder}”, unpacked before").format(
                    folder=self._short(found.earlier)),
                _tr("Reads the folder this archive was unpacked into before; nothing is "
                    "written."))
            self.again.setText(_tr("Unpack it again"))
            self.again.setToolTip(_tr("Writes the archive's files into another new folder "
                                      "beside it; the folder unpacked before is left as it "
                                      "is."))
            self.again.setVisible(short is None)
        elif found.unfinished:
            self._show_button(
                _tr("Remove “{folder}” and unpack").format(
                    folder=self._short(found.unfinished, 90)),
                _tr("Asks first, then removes the half-unpacked folder (nothing else) and "
                    "unpacks the archive into it afresh."))
            self.again.setText(_tr("Unpack into “{folder}”").format(   # (to keep that one)
                folder=self._short(found.dest, 90)))   # (two names: 1024x640)
            self.again.setToolTip(_tr("Writes the archive's files into a new folder beside "
                                      "it, then reads that folder. Nothing is written over."))
            self.again.setVisible(short is None)

    def _clicked(self) -> None:
        if self._unpacking:
            self._stop.set()   # its folder is removed; the note says so
            self.button.setEnabled(False)
        elif self.found is not None and self.found.earlier:
            self.hide()
            self.unpacked.emit(unpack.source_in(self.found.earlier))
        elif self.found is not None and self.found.unfinished:
            found = self.found
            self._ask(ask.remove_question(self.window(), self.archive, found.unfinished,
                                          found.held, found.files),
                      lambda: self.start(found.unfinished))
        else:
            self.start()

    def _names(self, _text: str = "") -> list[str]:
        """The names the offer's words may say: the archive's, its folders'."""
        found, paths = self.found, [self.archive, self._dest]
        if found is not None:
            paths += [found.dest, found.earlier, found.unfinished, *found.inner]
        return [x for p in paths if p for x in (p, os.path.basename(p))]

    def sentence(self) -> str:
        """The source line above this offer, for an archive it can unpack: the engine's
        "Unpack it first (…Extract All…), then choose the folder" read as if there were no
        button beneath it; "" when none is offered (the engine's words stand)."""
        if not self.archive:
            return ""
        return _tr("{path}: this is an archive, not a folder of images. Unpack it here "
                   "(below), or yourself (on Windows: right-click it → Extract All; on a Mac: "
                   "double-click it) and choose the folder it unpacks to.").format(
            path=self.archive)

    def keeps(self, source: str) -> bool:
        """Whether `source` is the archive being unpacked now: a scan of it read again (F5,
        Largest image or Masks changed) leaves the unpacking going, its offer shown; it
        stopped it and removed its half-written folder without a word."""
        return self._unpacking and bool(source) and \
            os.path.abspath(source) == os.path.abspath(self.archive)

    def unpacking(self) -> bool:
        return self._unpacking

    def unattended(self) -> str | None:
        """--start's press of this offer's button (it never waits for a question, and it
        failed on the engine's "Unpack it first" while the offer stood below): the folder
        unpacked before is read, else the archive is unpacked into its new folder (a half
        folder an unpacking cut off left is kept: only a question removes it). None while
        that goes on (ask again later; the unpacked folder then becomes the source, and this
        offer is no longer shown); why it cannot, in the note's words, otherwise."""
        found = self.found
        if self.failure or not self.archive:
            return self.failure or None
        if self._unpacking or found is None:
            return None   # (what it holds still being read, or unpacking)
        if found.earlier:
            self._clicked()
            return None
        short = unpack.too_little_space(self.archive, found.size, found.free)
        if short:
            return error_text(short)
        self.start()
        return None

    def _percent(self) -> int:
        return self.bar.value() // 10 if self.bar.maximum() == 1000 else 0

    def quit_question(self, parent: QWidget) -> QMessageBox:
        return ask.quit_question(parent, self.archive, self._percent(), self._dest)

    def leave_for(self, source: str, go: Callable[[], None], keep: Callable[[], None]) -> bool:
        """Whether choosing `source` waits for the user's answer: while an archive unpacks,
        another source stops it and removes its half-written folder, so that is asked
        first (it was done at once, its one line hidden with the offer). ``go`` chooses
        `source` once the user agrees (or once the unpacking ended under the question: it
        loses nothing then); ``keep`` puts the archive back in the source field."""
        if not self._unpacking or self.keeps(source):
            return False
        if self.question is None:
            box = ask.leave_question(self.window(), self.archive, self._percent(), self._dest)
            self._ask(box, lambda: self._leave(go), keep)
        return True

    def _leave(self, go: Callable[[], None]) -> None:
        self.stop()   # (its folder is removed off the GUI thread; quitting waits for it)
        go()

    def _ask(self, box: QMessageBox, on_accept: Callable[[], object],
             on_keep: Callable[[], object] = lambda: None) -> None:
        self.question = box

        def answered(then: Callable[[], object]) -> None:
            # forgotten before the answer acts: choosing another source may end the
            # unpacking, and _question_void then clicked the box again while its first
            # click was being answered (accepted, and finished, twice)
            self.question = None
            then()

        box.accepted.connect(lambda: answered(on_accept))   # (by its button's role)
        box.rejected.connect(lambda: answered(on_keep))     # (and Esc, its close button)
        box.open()

    def stop(self) -> None:
        """Stop an unpacking under way (another source was chosen); its folder is removed."""
        self._stop.set()
        self._generation += 1
        self._unpacking = False

    def shutdown(self) -> None:
        """Stop, and wait until a stopped unpacking has removed its folder: quitting while
        it ran left half an export behind ("pets" with 15,000 of its 30,000 files), which
        then read as a whole dataset."""
        self.stop()
        until = time.monotonic() + QUIT_WAIT
        for idle in self._running:   # (every one: only the last was waited for)
            idle.wait(max(0.0, until - time.monotonic()))

    def start(self, unfinished: str = "") -> None:
        """Unpack into a new folder; into `unfinished` (Survey.unfinished), removed first,
        once the user has agreed to its removal."""
        if not self.archive:
            return
        archive, dest = self.archive, unfinished or unpack.destination(self.archive)
        listed = self.found.listed if self.found is not None else None
        self._stop = stop = threading.Event()
        idle = threading.Event()
        self._running = [e for e in self._running if not e.is_set()] + [idle]
        gen, signals = self._generation, self._signals
        self._unpacking, self.failure = True, ""
        self._show_button(_tr("Stop unpacking"),
                          _tr("Stops, and removes the folder being unpacked into (nothing "
                              "else)."))
        self.button.setEnabled(True)
        self.again.hide()
        self.note.setText(_tr("Unpacking into {folder}…").format(folder=dest))
        self.bar.setRange(0, 0)
        self.bar.show()
        shown = [-1]   # the bar's last permille (100,000 small files: not 100,000 events)

        def progress(done: int, total: int) -> None:
            permille = 1000 * done // total if total else 0
            if permille != shown[0]:
                shown[0] = permille
                signals.progress.emit(gen, done, total)

        def work() -> None:
            try:
                if unfinished:
                    unpack.remove_unfinished(archive, unfinished, listed, stop.is_set)
                    shown[0] = -2   # (removed: "… was removed" is true from now on)
                unpack.unpack(archive, dest, progress, stop.is_set, listed=listed)
            except unpack.Stopped:   # (-1 still: stopped before anything was removed or made)
                signals.finished.emit(gen, "", "" if shown[0] != -1 else _tr(
                    "Stopped before anything was written or removed."))
                return
            except unpack.UnpackError as e:
                signals.finished.emit(gen, "", error_text(e))
                return
            finally:
                idle.set()
            signals.finished.emit(gen, unpack.source_in(dest), "")

        self._dest = dest
        run_in_background(work, "unpack")

    def _on_progress(self, gen: int, done: int, total: int) -> None:
        if gen == self._generation and total:
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(1000 * done / total))

    def _on_finished(self, gen: int, folder: str, error: str) -> None:
        if gen != self._generation:
            return
        self._unpacking = False
        self.bar.hide()
        if folder:
            self.hide()
            self.unpacked.emit(folder)   # (the source first: a quit waiting saves it)
            self.ended.emit()
            return
        self._show_button(_tr("Unpack into “{folder}”").format(
            folder=self._short(unpack.destination(self.archive))),
            _tr("Writes the archive's files into a new folder beside it, "
                "then reads that folder. Nothing is written over."))
        self.button.setEnabled(True)
        self.found = None
        self.failure = error or _tr("Stopped. The folder it was unpacking into, {folder}, "
                                    "was removed; nothing else was.").format(folder=self._dest)
        self.note.setText(self.failure)
        self.ended.emit()

    def _question_void(self) -> None:
        """The unpacking ended under the question of choosing another source: choosing it
        loses nothing now, so it goes ahead (its words are no longer true)."""
        box = self.question
        if box is not None and box.objectName() == "leaveUnpackDialog":
            next(b for b in box.buttons() if box.buttonRole(b) ==
                 QMessageBox.ButtonRole.AcceptRole).click()
