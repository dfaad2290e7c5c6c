"""Start and Resume pressed while something they need is still being read off the GUI
thread (the source's scan, its folders' and the output folder's checks, the output folder
proposed for a new source, an interrupted run's list of failures): the press waits, the
form is held as for a run, and it goes on when the reading answers; Cancel takes it back.
A mixin of MainWindow, the base of gui.window_run's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gui import screen_fit

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtWidgets import QMainWindow

    from gui.form_disk import FormDisk
    from gui.job import Job
    from gui.output_folder import OutputFolder
    from gui.widgets.action_bar import ActionBar
    from gui.widgets.failures_table import FailuresTable
    from gui.widgets.options_form import OptionsForm
    from gui.widgets.source_panel import SourcePanel
    _Base = QMainWindow
else:
    _Base = object


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class WindowWait(_Base):
    """Needs from the window: actions_bar, options, source_panel, failures, form_disk,
    _out_folder, start(), resume(), revalidate(), when_resume_checked()."""

    actions_bar: ActionBar
    options: OptionsForm
    source_panel: SourcePanel
    failures: FailuresTable
    form_disk: FormDisk
    _out_folder: OutputFolder
    start_queued = False   # Start was pressed while the source's scan ran: it waits for it
    _queued_confirmed = False   # ... already confirmed (start's ``confirmed``)
    _queued_resume = False   # ... it was Resume, waiting for the source read again
    _queued_changed = False   # ... the source changed since its scan: it is read again
    _wait_said: tuple[str, str] = ("", "")   # (what the status bar said it waits for, how)
    if TYPE_CHECKING:  # defined by gui.window_run, gui.window_check and gui.window_source
        def start(self, confirmed: bool = False, reread: bool = True) -> bool: ...
        def resume(self, reread: bool = True) -> bool: ...
        def revalidate(self) -> bool: ...
        def when_resume_checked(self, then) -> None: ...
        def job(self) -> Job: ...

    def _stamp_answered(self, changed: bool) -> None:
        """The source's folders answered after Start (or Resume) was queued for them: read
        again first if they changed, else it goes on as it would have at once."""
        if not self.start_queued:
            return   # (taken back)
        if changed:
            self.source_panel.rescan()
            self.queue_start(self._queued_confirmed, changed=True, resume=self._queued_resume)
            return
        self.start_when_scanned()

    def queued_for(self) -> str:
        """What waits for the source's scan: "start", "resume" or "" (nothing)."""
        return ("resume" if self._queued_resume else "start") if self.start_queued else ""

    def waits_for(self) -> str:
        """What the waiting Start (or Resume) waits for now, the first still to answer:
        "proposal" (the output folder proposed for a new source: Start), "folders" (the
        checks of the source's folders or of the output folder), "failures" (Resume: the
        output folder's list of failures), "scan" (the source's scan, or its reading
        again); "" when nothing waits. The header, the status bar and Cancel's line say it:
        they said "the scan" while Resume waited for the list of failures."""
        if not self.start_queued:
            return ""
        if self.form_disk.proposal.pending() and not self._queued_resume:
            return "proposal"
        if self.source_panel.change_pending() or self.form_disk.pending():
            return "folders"
        if self._queued_resume and self.failures.reading(self.job().out):
            return "failures"
        return "scan"

    def wait_words(self, what: str, changed: bool = False) -> str:
        """The status bar's sentence while Start (or Resume) waits for ``what``
        (waits_for); ``changed``: the scan is the source's reading again."""
        resume = self._queued_resume
        if what == "failures":
            return tr("Resume waits while the output folder's list of failures is read (the "
                      "disk does not answer yet): the run resumes when it is.")
        if what == "proposal":
            return tr("Start waits while the output folder for this source is worked out "
                      "(the disk does not answer yet): the run begins when it is.")
        if what == "folders":
            return tr("Resume waits while the source's folders are checked (the disk does "
                      "not answer yet): the run resumes when they are.") if resume else tr(
                "Start waits while the source's folders are checked (the disk does not "
                "answer yet): the run begins when they are.")
        if resume:   # (Resume waits for a scan only when the source changed: _read_first)
            return tr("The source changed since it was read: Resume waits while it is read "
                      "again, and the run resumes when that ends.")
        return tr("The source changed since it was read: Start waits while it is read "
                  "again, and the run begins when that ends.") if changed else tr(
            "Start waits for the scan of the source: the run begins when the scan ends.")

    def tell_wait(self) -> None:
        """The form was checked while Start (or Resume) waits: when what it waits for
        changed (the folder proposed came, and the folders' check does not answer), the
        status bar's sentence that said the one before says the one now."""
        what = self.waits_for()
        said, self._wait_said = self._wait_said, (what, self._wait_said[1])
        if not what or what == said[0] or said[1] != self.statusBar().currentMessage():
            return
        text = self.wait_words(what, self._queued_changed)
        self._wait_said = (what, text)
        self.statusBar().showMessage(text, 0)

    def queue_start(self, confirmed: bool = False, changed: bool = False,
                    resume: bool = False, checking: bool = False, listing: bool = False) -> bool:
        """Start pressed while the window's scan of the source runs: the run starts when the
        scan answers (start_when_scanned), with what it found; the form is held as for a
        run, and Cancel takes the press back. Started at once, the run read the source a
        second time beside the window's scan (each at half speed on two cores), the greyed
        panel went on counting "Checking the images… 4,000 of 18,000" above a run at 0%,
        the header counted the previous source's "files", and a source the scan refuses
        (a dataset, a folder without images) was handed to a run that failed on it.
        ``changed``: the scan was started again because the source changed since;
        ``resume``: Resume was pressed (it resumes then: resume_when_scanned);
        ``checking``: the source's folders do not answer yet (_read_first); ``listing``:
        the output folder's failures are not read yet (resume: its failures.folderRead)."""
        self.start_queued, self._queued_confirmed = True, confirmed   # (start's, kept)
        self.source_panel.hold_for_run()   # (a File… answer coming late: not taken now)
        self._queued_resume = resume
        self._queued_changed = changed
        self._wait_said = ("", "")   # (revalidate does not re-say it: said here)
        self.revalidate()
        what = "failures" if listing else "folders" if checking and \
            self.waits_for() != "proposal" else self.waits_for()
        text = self.wait_words(what, changed)
        self._wait_said = (what, text)
        self.statusBar().showMessage(text, 0)
        if screen_fit.focus_lost(self):
            self.actions_bar.take_focus(cancel=True)
        return True

    def start_when_scanned(self) -> None:
        """The source's scan answered: a Start pressed meanwhile starts now (asking first as
        Start does), or the status bar says why it did not (the problem beside Start)."""
        if not self.start_queued or self.source_panel.change_pending() or \
                self.form_disk.pending():
            return   # (nothing waits, or the source's folders are still to answer)
        if self._queued_resume:
            self.resume_when_scanned()
            return
        self.start_queued = False
        # (once: a source that changes all the time, being copied in, is not read again and
        # again; what the run finds it says)
        if self.start(self._queued_confirmed, reread=False):
            return
        self.revalidate()
        # (a problem of the source the scan found, or of another field: the output folder)
        self.statusBar().showMessage(tr("Not started: see the problem beside Start."), 0)
        if screen_fit.focus_lost(self) and not self.actions_bar.take_focus():
            self.options.take_focus()

    def resume_when_scanned(self) -> None:
        """Resume, pressed when the source had changed, waited for it to be read again and
        for the look at the run with what that found (gui.resume_check): it resumes now,
        once (a source still being copied into is not read again and again), or the
        status bar points to the offer, which says why Resume cannot finish the run."""
        if not (self.start_queued and self._queued_resume) or self.source_panel.scanning() \
                or self.source_panel.change_pending() or self.form_disk.pending():
            return   # (taken back, or another scan runs: its end calls start_when_scanned)
        if self._out_folder.check.pending():
            self.when_resume_checked(self.resume_when_scanned)
            return
        self.start_queued = self._queued_resume = False
        if not self.revalidate() and self.form_disk.pending():   # (the disk: it resumes
            self.start_queued = self._queued_resume = True   # when it answers)
            self.revalidate()
            return
        if self.resume(reread=False):
            return
        self.statusBar().showMessage(tr(
            "Not resumed: the source was read again, and the note above Resume says why it "
            "cannot finish the run."), 0)
        if screen_fit.focus_lost(self) and not self.actions_bar.take_focus():
            self.options.take_focus()

    def take_back(self) -> None:
        """Cancel pressed while Start (or Resume) waits: nothing runs yet, the press is
        taken back, and the status bar says so."""
        what = self.waits_for()   # (first: nothing waits once taken back)
        self.source_panel.forget_change()   # (its folders' late answer: not wanted)
        resume, self.start_queued, self._queued_resume = self._queued_resume, False, False
        self.revalidate()
        self.statusBar().showMessage({
            "failures": tr("Not resumed: Resume no longer waits for the list of failures."),
            "folders": tr("Not resumed: Resume no longer waits for the check of the "
                          "source's folders.") if resume else tr(
                "Not started: Start no longer waits for the check of the source's "
                "folders."),
            "proposal": tr("Not started: Start no longer waits for the output folder to be "
                           "worked out.")}.get(what) or (tr(
                "Not resumed: Resume no longer waits for the scan.") if resume else tr(
                "Not started: Start no longer waits for the scan.")), 4000)
        if screen_fit.focus_lost(self):
            self.actions_bar.take_focus()
