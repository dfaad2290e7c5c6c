"""What the main window does when a source is chosen: the output folder proposed for it (a
new, empty folder named after it, unless the user chose one that fits), the note when the
user's own folder is replaced, the recent sources. An output folder of ours chosen as the
source (by mistake: the user meant to look at it or finish its run) gets no folder named
after it ("photos-tfrecord-tfrecord" stood in the form until Finish this run), nor does a
dataset another tool wrote once its scan says so (train-00000-of-00010 without our
manifest: "…-tfrecord" was proposed as for images). What the disk says of them is asked
off the GUI thread (gui.source_proposal): a source on a share that stopped answering froze
the window. A mixin of MainWindow."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gui.source_proposal import Asked, Proposal, propose

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtWidgets import QMainWindow

    from gui.form_disk import FormDisk
    from gui.settings import Settings
    from gui.widgets.options_form import OptionsForm
    from gui.widgets.source_panel import SourcePanel
    from gui.widgets.status_note import StatusNote
    from gui.widgets.tune_panel import TunePanel
    _Base = QMainWindow
else:
    _Base = object


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class WindowSource(_Base):
    """Needs from the window: settings, options, source_panel, tune, out_note, form_disk,
    clear_results(), revalidate()."""

    settings: Settings
    options: OptionsForm
    source_panel: SourcePanel
    tune: TunePanel
    out_note: StatusNote
    form_disk: FormDisk
    _auto_out: bool
    _out_source: str
    _keep_out: bool
    # a source that looked like an output folder of ours, given no folder: its scan decides
    _unproposed = ""
    # (source, the folder proposed for it, the form's folder, _auto_out and _out_source
    # before): taken back when the scan finds a dataset of another tool's
    _proposed: tuple[str, str, str, bool, str] | None = None
    start_queued: bool   # (gui.window_run)
    if TYPE_CHECKING:  # defined by gui.main_window and gui.window_run
        def clear_results(self, loaded: bool = False) -> None: ...
        def revalidate(self) -> bool: ...
        def cancel(self) -> None: ...
        def start_when_scanned(self) -> None: ...
        def _disk_answered(self) -> None: ...

    def _source_changed(self, path: str) -> None:
        if self.start_queued:   # (for the source before: taken back, said so)
            self.cancel()
        self.clear_results()
        self.tune.source_changed()
        self._unproposed = ""
        self._proposed = None
        self.options.set_replace(False)   # consent for one folder and one source only
        self._propose_output(path, look_ours=True)
        self.revalidate()

    def _scanned(self, res) -> None:
        """The source panel's scan ended: a source that looked like an output folder of ours
        but is not refused (our manifest among the user's images) gets its folder now."""
        self._after_scan(res)
        self.revalidate()
        self.start_when_scanned()   # (Start pressed while it ran)

    def _after_scan(self, res) -> None:
        """What a scan's end decides of the proposal: when the proposal comes after it (its
        disk slower than the source's), as it comes."""
        if self.form_disk.proposal.pending():
            return   # (it decides with this scan when it comes: _proposal_came)
        if self._unproposed and res.source == self._unproposed and not res.error:
            self._propose_output(res.source)
        if res.source == self._unproposed:
            self._unproposed = ""
        self._take_back(res)

    def _take_back(self, res) -> None:
        """A dataset another tool wrote (its shards' names, no manifest of ours), refused by
        the scan as the source panel says (open it in Inspect): the folder proposed for it,
        NAME-tfrecord, as if it were images, is taken back while the form still shows it;
        the form's folder before stays, as for a folder of ours."""
        if self._proposed is None or res.source != self._proposed[0]:
            return
        _source, proposed, out, auto, out_source = self._proposed
        self._proposed = None
        if res.error_code() == "source.dataset" and self.options.output_folder() == proposed \
                and self._auto_out:
            self.options.set_output_folder(out)
            self._auto_out, self._out_source = auto, out_source

    def _propose_output(self, path: str, look_ours: bool = False) -> None:
        """The output folder for the new source ``path``, decided off the GUI thread
        (gui.source_proposal): at once on a disk that answers; else Start waits for it
        (gui.form_disk's pending) and the form says the folder is being worked out."""
        asked = Asked(path, self.options.output_folder(), self._auto_out, self._out_source,
                      self._keep_out, self.settings.get("output/last_parent"), look_ours)
        now, answer = self.form_disk.proposal.ask(
            lambda: propose(asked), self._proposal_came, Proposal(asked, failed=True))
        if now:
            self._use_proposal(answer)

    def _proposal_came(self, answer: Proposal) -> None:
        """The proposal came late: used if the form still shows its source (newest wins),
        then what a scan that ended meanwhile decides, then the form checked again (a Start
        pressed meanwhile goes on: gui.window_check._disk_answered)."""
        if answer.asked.source == self.source_panel.source():
            self._use_proposal(answer)
            res = self.source_panel.last_result
            if res is not None and res.source == answer.asked.source and \
                    not self.source_panel.scanning():
                self._after_scan(res)
        self._disk_answered()

    def _use_proposal(self, p: Proposal) -> None:
        """Apply the proposal on the GUI thread. An output folder typed (or chosen) after
        the source was chosen stays: the user's, not replaced by an answer that came late."""
        a = p.asked
        if p.failed:   # (the form kept the previous source's folder, and Start wrote there)
            if a.auto_out and self.options.output_folder() == a.out:
                self.options.set_output_folder("")   # the form asks for one
            return
        if p.ours:   # (a job loaded, a run put back: its own folder; see _scanned)
            self._unproposed = a.source
        typed = self.options.output_folder() != a.out
        if p.folder and not typed:
            self.options.set_output_folder(p.folder)
            if p.why:   # the user's own folder replaced: said while it holds
                self._say_folder_replaced(p.why, a.out, a.source)
            self._auto_out = True
            if a.look_ours and p.folder != a.out:   # (a scan's own proposal: not taken back)
                self._proposed = (a.source, p.folder, a.out, a.auto_out, a.out_source)
        if a.source and not p.ours:
            self._out_source = a.source
        if a.look_ours and p.exists:
            recent = self.settings.add_recent(a.source)
            self.source_panel.set_recent(recent)
            self.settings.set("dialogs/last_dir", str(Path(a.source).parent))

    def forget_recent(self, path: str) -> None:
        """Take ``path`` out of the recent sources (an output folder chosen as the source,
        whose run's source replaced it: Finish this run)."""
        recent = self.settings.get("source/recent")
        kept = [s for s in recent if os.path.abspath(s) != os.path.abspath(path)]
        if kept != recent:
            self.settings.set("source/recent", kept)
            self.source_panel.set_recent(kept)

    def _say_folder_replaced(self, why: str, mine: str, source: str) -> None:
        """Say in the status bar that the user's folder ``mine`` was replaced, and why, by
        the folders' names (the whole sentence was cut off at 1366 pixels; the bar's
        tooltip has it with the full paths). It goes once the user sets the folder or the
        source, or the window another folder (gui.widgets.status_note)."""
        text = (tr(
            "The output folder is now %1: the one you chose, %2, is named after the "
            "previous source.") if why == "named" else tr(
            "The output folder is now %1: the one you chose, %2, is not empty, and a "
            "new source gets an empty folder. To write there all the same, choose it "
            "again."))
        now = self.options.output_folder()
        self.out_note.say(text.replace("%1", Path(now).name).replace("%2", Path(mine).name),
                          text.replace("%1", now).replace("%2", mine), (now, source))
