"""The main window's own events: a folder or table dropped on it becomes the source,
the Cancel button stops at once and Esc asks first (what was converted is kept, the
unfinished shard too: engine.run.partial), and closing it asks first while a run or a sweep
is busy or an archive unpacks, then waits for the engine to stop (never orphaning a writer)
before it saves the settings. Both questions are asked again when the run's phase changes
under them (the unpacking's closes when it ends). A mixin
of MainWindow. F10 opens the first menu, as on Windows and Linux desktops; Enter presses
the focused button, as in a dialog."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

from gui import dialogs, output_folder
from gui.off_thread import OffThread

# the run's outcomes that open an error (gui.window_run): a quit asked before them waits
_FAILED = ("failed", "crashed", "verify_failed", "verify_stopped")

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtWidgets import QMainWindow, QMessageBox, QTabWidget

    from gui.job import Job
    from gui.run_controller import RunController
    from gui.run_model import RunModel
    from gui.widgets.inspect_panel import InspectPanel
    from gui.widgets.source_panel import SourcePanel
    from gui.widgets.summary_panel import SummaryPanel
    from gui.widgets.tune_panel import TunePanel
    _Base = QMainWindow
else:
    _Base = object


class WindowEvents(_Base):
    """Needs from the window: controller, tune, source_panel, inspect, main_tabs, pending_dialog,
    set_source(), cancel(), save_settings()."""

    controller: RunController
    model: RunModel
    tune: TunePanel
    source_panel: SourcePanel
    summary: SummaryPanel
    inspect: InspectPanel
    main_tabs: QTabWidget
    pending_dialog: QMessageBox | None
    _close_when_done: bool
    start_queued: bool   # (gui.window_run)
    # the folder "Verify now" asked Inspect to check once read, and Inspect's paths then
    _verify_when_loaded: tuple[str, list[str] | None]
    _verify_ask: OffThread | None = None   # whether Inspect read the folder Verify now named
    if TYPE_CHECKING:  # defined by gui.main_window, gui.window_files and gui.window_run
        def set_source(self, path: str) -> None: ...
        def cancel(self) -> None: ...
        def save_settings(self, launched: Job | None = None) -> None: ...
        def inspect_output(self) -> None: ...

    def dragEnterEvent(self, event) -> None:
        if self._dropped_path(event) and self._may_drop():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        path = self._dropped_path(event)
        if not path or not self._may_drop():
            return
        # TFRecord files (or anything, on the Inspect page) are looked into, not converted
        if self.main_tabs.currentWidget() is self.inspect or ".tfrecord" in \
                os.path.basename(path).lower():
            self.main_tabs.setCurrentWidget(self.inspect)
            self.inspect.open_paths([path])
        else:
            self.set_source(path)
        event.acceptProposedAction()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt)
        """F10 opens the first menu (the arrows then walk the menu bar), as on Windows and
        Linux desktops: only Alt+letter did. A key reaches the window only when the
        focused control did not take it, so a control that uses F10 keeps it. Not on
        macOS, whose menu bar is the system's and F10 the system's key."""
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == \
            Qt.KeyboardModifier.NoModifier
        if event.key() == Qt.Key.Key_F10 and plain and sys.platform != "darwin":
            bar = self.menuBar()
            first = next((a for a in bar.actions() if a.isVisible() and a.isEnabled()), None)
            if first is not None and bar.isVisible():
                bar.setActiveAction(first)
                event.accept()
                return
        if self._press_focused_button(event, plain):
            return
        super().keyPressEvent(event)

    def _press_focused_button(self, event, plain: bool) -> bool:
        """Enter (Return, or the keypad's) presses the focused push button, as it does in a
        dialog and on Windows and most Linux desktops: in this window only Space did, and
        Enter on Browse…, Run sweep or Open files… did nothing. A button that takes Enter
        itself (Start, the default; Connect) never passes it here, nor does a field, whose
        Enter (Source, Output folder, an address) means its own thing; with Ctrl it is
        Start's shortcut, taken before. One press per key: a held key does not repeat it."""
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or not plain:
            return False
        button = self.focusWidget()
        if not isinstance(button, QPushButton) or not button.isVisible():
            return False
        if button.isEnabled() and not event.isAutoRepeat():
            button.animateClick()
        event.accept()
        return True

    def _may_drop(self) -> bool:
        """Not while a run or a sweep uses the source (a folder dropped during a sweep
        became the source its recommendation was then shown beside)."""
        return not (self.controller.running() or self.tune.is_running())

    @staticmethod
    def _dropped_path(event) -> str:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        return urls[0].toLocalFile() if len(urls) == 1 and urls[0].isLocalFile() else ""

    def ask_cancel(self) -> None:
        """Esc, and Run → Cancel…: ask first (gui.dialogs.confirm_cancel). Esc is the
        key that closes any popup, and one slip of it stopped an hour's run at once; the
        Cancel button, pressed on purpose by its name, cancels at once (request_cancel), as
        a file manager's copy does. Nothing while the run is already cancelling, or while
        another question is open."""
        if self.start_queued and self.pending_dialog is None:   # (nothing runs yet)
            self.cancel()
            return
        # a sweep loses nothing (its folder is temporary), as its own Cancel does at once;
        # Esc and the menu's Cancel… did nothing while it ran, greyed out (walk)
        if not self.controller.running() and self.tune.is_running() and \
                self.pending_dialog is None:
            self.tune.cancel()
            return
        if not self.controller.running() or self.controller.cancelling() or \
                self.pending_dialog is not None:
            return
        self._ask_about_run("cancelDialog")

    def request_cancel(self) -> None:
        """The Cancel button: at once. Nothing converted is thrown away (a cancel keeps the
        unfinished shard's records, and Resume continues it)."""
        self.cancel()

    def run_situation(self) -> str:
        """What a quit or a cancel would stop now: "converting" (Resume finishes it later),
        "verifying" (the dataset is complete; only its check runs), "tuning" (the worker
        sweep), or "" (nothing runs)."""
        if self.controller.running():
            # (verifying from the conversion's end on: its process may still exit before
            # the check's starts, and the dataset is complete all the same)
            return "verifying" if self.model.phase == "verifying" else "converting"
        return "tuning" if self.tune.is_running() else ""

    def _ask_about_run(self, kind: str) -> None:
        """Open the quit ("quitDialog") or the Esc ("cancelDialog") question in the words
        of what runs now; it remembers them (follow_run_question)."""
        situation = self.run_situation()
        if kind == "quitDialog":
            box = dialogs.confirm_quit(self, tuning=situation == "tuning",
                                       verifying=situation == "verifying")
            on_accept = self._quit_confirmed
        else:
            box = dialogs.confirm_cancel(self, verifying=situation == "verifying")
            on_accept = self.cancel
        box.setProperty("situation", situation)
        self.open_confirmation(box, on_accept)

    def follow_run_question(self, *ended) -> None:
        """The run went on while the quit or cancel question was open: its words are no
        longer true once the conversion has ended and only its check runs (it said
        "Quitting cancels it … press Resume", the user quit, and there was nothing to
        resume, only a dataset never verified), or once nothing runs. The question is then
        closed and asked again in the words of now: a text changed under the reader's eyes
        is missed, a new dialog is not. Once nothing runs, the quit the user asked for
        loses nothing and is done without a question, unless the run failed: its error is
        shown instead (a cancel question just closes). Connected to the run's events and
        end and to the sweep's; ``ended``: the run's ``ended`` arguments."""
        box = self.pending_dialog
        if box is None or box.objectName() not in ("quitDialog", "cancelDialog"):
            return
        now = self.run_situation()
        if now == box.property("situation"):
            return
        kind = box.objectName()
        box.reject()   # (its Keep running: nothing happens)
        if now:
            self._ask_about_run(kind)
        elif kind == "quitDialog" and not (ended and ended[1] in _FAILED):
            self._quit_confirmed()

    def connect_run_questions(self) -> None:
        """follow_run_question hears of every change of what runs: after the window's own
        slots, so that a run's end is shown (and its error opened) first."""
        c = self.controller
        c.convert.eventReceived.connect(lambda _ev: self.follow_run_question())
        c.verifyStarted.connect(self.follow_run_question)
        c.ended.connect(self.follow_run_question)
        self.tune.runningChanged.connect(lambda _running: self.follow_run_question())
        self.source_panel.unpackEnded.connect(self._follow_unpack_question)

    def _follow_unpack_question(self) -> None:
        """The unpacking ended under its quit question: its words ("… removes the folder")
        are no longer true, and the quit asked for loses nothing now: done."""
        box = self.pending_dialog
        if box is not None and box.objectName() == "quitUnpackDialog":
            box.reject()
            self.close()

    def verify_output(self) -> None:
        """The Summary's "Verify now": Inspect opens the dataset the Summary shows and runs
        its check ("Verify with TensorFlow") as soon as it has read the folder; the result
        comes back to the Summary (RunDisplay.show_checked_in_inspect). Pressed again before
        that, it still asks for one check (a connection per press ran one each)."""
        folder = self.summary.out_dir
        self.inspect_output()
        # (the opening this asked for: a later one by hand, after this one failed, is not)
        self._verify_when_loaded = (folder, self.inspect.paths)

    def _verify_if_asked(self, _report) -> None:
        """Inspect read a folder (summaryLoaded): the check "Verify now" asked for, once,
        when that reading is the one it asked for, of that folder."""
        (folder, opened), self._verify_when_loaded = self._verify_when_loaded, ("", None)
        shown = self.inspect.dataset_folder()
        if not (folder and opened is self.inspect.paths and shown):
            return
        if shown == folder:
            self.inspect.verify()
            return
        # other words: realpath, asked in a thread (a share that stopped answering froze
        # the window for good); the check starts when it answers, if Inspect still shows
        # that reading
        if self._verify_ask is None:
            self._verify_ask = OffThread("verify-asked", self)
        checking = QCoreApplication.translate(
            "MainWindow", "Checking the folders' paths (the disk does not answer yet)…")

        def later(same: bool) -> None:
            if self.statusBar().currentMessage() == checking:
                self.statusBar().clearMessage()
            if same and opened is self.inspect.paths:
                self.inspect.verify()
        now, same = self._verify_ask.ask(
            lambda: output_folder.same_folder(shown, folder), later, False)
        if not now:
            self.statusBar().showMessage(checking)
        elif same:
            self.inspect.verify()

    def open_confirmation(self, box: QMessageBox, on_accept) -> None:
        """Open one of gui.dialogs' confirmations: ``on_accept`` runs on its safe-to-lose
        choice; ``pending_dialog`` holds it while it is open (for tests, and so that one
        question is asked at a time)."""
        box.accepted.connect(on_accept)
        box.finished.connect(lambda _r: setattr(self, "pending_dialog", None))
        self.pending_dialog = box
        box.open()

    def closeEvent(self, event) -> None:
        if self.controller.settling():   # the engine ended: only its folder is still read
            self.controller.let_go()   # (nothing to cancel or save: no question, no wait)
        busy = self.controller.running() or self.tune.is_running()
        if busy and not self._close_when_done:
            # Quitting would cancel the run: ask first (Keep running is the default).
            event.ignore()
            if self.pending_dialog is None:
                self._ask_about_run("quitDialog")
            return
        if self.tune.is_running() and not self.controller.running():
            # the sweep removes its temporary folder when it stops: let it
            self.tune.cancel()
            self.tune.runningChanged.connect(lambda running: running or self.close())
            event.ignore()
            return
        if self.controller.running():
            # keep the window until the engine has stopped; never orphan a writer
            self._close_when_done = True
            self.cancel()
            event.ignore()
            return
        if (question := self.source_panel.unpack_question(self)) is not None:
            # quitting stops it and removes its half-written folder: ask first, saying
            # which (it was done without a word); asked after the run's question
            event.ignore()
            if self.pending_dialog is None:
                self.open_confirmation(question, self._quit_unpacking)
            else:   # (another question is open: the run's)
                question.deleteLater()
            return
        self.source_panel.shutdown()
        self.inspect.shutdown()
        self.save_settings()
        super().closeEvent(event)

    def _quit_unpacking(self) -> None:
        self.source_panel.shutdown()   # (its folder removed before the window goes)
        self.close()

    def _quit_confirmed(self) -> None:
        self._close_when_done = True
        self.close()
