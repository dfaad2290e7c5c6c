"""What the main window does when a source is chosen: the output folder proposed for it (a
new, empty folder named after it, unless the user chose one that fits), the note when the
user's own folder is replaced, the recent sources. An output folder of ours chosen as the
source (by mistake: the user meant to look at it or finish its run) gets no folder named
after it ("photos-tfrecord-tfrecord" stood in the form until Finish this run), nor does a
dataset another tool wrote once its scan says so (train-00000-of-00010 without our
manifest: "…-tfrecord" was proposed as for images). A mixin of MainWindow."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine.output_state import JOURNAL, MANIFEST
from gui.output_folder import interrupted_run_of
from gui.settings import default_output_for, named_for

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtWidgets import QMainWindow

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


def ours(path: str) -> bool:
    """Whether the folder ``path`` holds our manifest or a run's journal: an output folder
    of ours, which the engine's scan refuses as a source (two looks at the disk, no
    listing: the scan decides; see ``WindowSource._scanned``)."""
    return any(os.path.lexists(os.path.join(path, name)) for name in (MANIFEST, JOURNAL))


class WindowSource(_Base):
    """Needs from the window: settings, options, source_panel, tune, out_note, clear_results(),
    revalidate()."""

    settings: Settings
    options: OptionsForm
    source_panel: SourcePanel
    tune: TunePanel
    out_note: StatusNote
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

    def _source_changed(self, path: str) -> None:
        if self.start_queued:   # (for the source before: taken back, said so)
            self.cancel()
        self.clear_results()
        self.tune.source_changed()
        # (a job loaded, a run put back: its own folder)
        self._unproposed = path if path and not self._keep_out and ours(path) else ""
        self._proposed = None
        if not self._unproposed:
            before = (self.options.output_folder(), self._auto_out, self._out_source)
            self._propose_output(path)
            if path and self.options.output_folder() != before[0]:
                self._proposed = (path, self.options.output_folder(), *before)
        self.options.set_replace(False)   # consent for one folder and one source only
        if path and os.path.exists(path):   # (not a path typed by mistake: a walker's)
            recent = self.settings.add_recent(path)
            self.source_panel.set_recent(recent)
            self.settings.set("dialogs/last_dir", str(Path(path).parent))
        self.revalidate()

    def _scanned(self, res) -> None:
        """The source panel's scan ended: a source that looked like an output folder of ours
        but is not refused (our manifest among the user's images) gets its folder now."""
        if self._unproposed and res.source == self._unproposed and not res.error:
            self._propose_output(res.source)
        if res.source == self._unproposed:
            self._unproposed = ""
        self._take_back(res)
        self.revalidate()
        self.start_when_scanned()   # (Start pressed while it ran)

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

    def _propose_output(self, path: str) -> None:
        """The output folder for the new source ``path``."""
        out = self.options.output_folder()
        new_source = path != self._out_source and not self._keep_out
        # A new source gets a new, empty folder (never another's), beside the last run's,
        # unless the user chose an empty one themselves (a walker set the folder first,
        # then the source, and did not see it replaced)
        why = self._users_folder_unfit(out)
        if path and (new_source or not out) and why is not None:
            self.options.set_output_folder(default_output_for(
                path, reuse=lambda d: interrupted_run_of(d, path),
                parent=self.settings.get("output/last_parent")))
            if why:   # the user's own folder replaced: said while it holds
                self._say_folder_replaced(why, out, path)
            self._auto_out = True
        if path:
            self._out_source = path

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

    def _users_folder_unfit(self, out: str) -> str | None:
        """Why the output folder does not stay for a new source: "" when the window chose
        it (or there is none), "named" when the user chose it but it is named after the
        source it was chosen for, "full" when it is not empty; None when the user's folder
        stays (empty or not made yet)."""
        if self._auto_out or not out or self._keep_out:
            return ""
        if named_for(out, self._out_source):
            return "named"
        folder = Path(out)
        try:
            empty = not folder.exists() or (folder.is_dir() and not any(folder.iterdir()))
        except OSError:
            empty = False
        return None if empty else "full"
