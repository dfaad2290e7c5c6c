"""What the main window keeps between sessions and in files besides the dataset: its
settings (geometry, the last job, recent sources), job files (File -> Save job / Load
job), the Log tab's text (File -> Save log) and the engine's own log of the last run.
A mixin of MainWindow: these act on the form, the panels and the Log tab."""

from __future__ import annotations

import dataclasses
import errno
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QIODevice, QSaveFile
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gui import screen_fit
from gui.i18n import sentences
from gui.job import Job, JobFileError, absolute_path
from gui.job_rules import N_, parse_size, validate
from gui.off_thread import OffThread
from gui.os_errors import os_reason
from gui.output_folder import Reading, folder_path, read_folder
from gui.pickers import nearest_existing
from gui.resume import LABELS
from gui.settings import SAMPLE_DIR, beside, named_for, outputs_folder
from gui.widgets.common import ask_save
from gui.window_layout import default_split, restore_split

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QMainWindow, QMessageBox, QSplitter, QTabWidget

    from gui.output_folder import OutputFolder
    from gui.run_controller import RunController
    from gui.settings import Settings
    from gui.widgets.failures_table import FailuresTable
    from gui.widgets.inspect_panel import InspectPanel
    from gui.widgets.log_view import LogView
    from gui.widgets.options_form import OptionsForm
    from gui.widgets.source_panel import SourcePanel
    from gui.widgets.status_note import StatusNote
    from gui.widgets.tune_panel import TunePanel
    _Base = QMainWindow
else:
    _Base = object


# The options a job file sets in the form (the task waits for the source's scan), with
# the words naming them: the output options, and the worker count (a job written on a
# bigger computer may ask for more workers than this one's form allows).
_FIELD_NAMES = {**{f: n for f, n in LABELS.items() if f != "task"}, "workers": N_("Workers")}


def _refused(job: Job, field: str) -> bool:
    """Whether the form would refuse ``job``'s value of ``field`` whatever the other options
    are: the field's value put in a default job makes validation find a problem in it."""
    trial = dataclasses.replace(Job(), **{field: getattr(job, field)})
    return bool(set(validate(trial)) - {"source", "out"})


def _same(shown: Job, job: Job, field: str) -> bool:
    """Whether the form holds ``job``'s value of ``field``: a size is the same written
    either way ("128" is the form's "128x128"; the window itself saves "224" for a preset)."""
    a, b = getattr(shown, field), getattr(job, field)
    if field == "size" and a != b:
        return parse_size(a) is not None and parse_size(a) == parse_size(b)
    return bool(a == b)


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


#: what _read_job found: the job and its output folder's reading (None: no output
#: folder), or why it cannot be loaded (OSError, JobFileError, ValueError) and None
_JobRead = tuple[Job | OSError | ValueError, Reading | None]


def _job_text(path: str) -> str:
    return Path(path).read_text(encoding="utf-8")


def _read_job(path: str) -> _JobRead:
    """The job file ``path`` and what its output folder holds, asked of the disk (in any
    thread: gui.off_thread; both may be on a share)."""
    try:
        job = Job.from_json(_job_text(path))
    except (OSError, ValueError) as e:   # (JobFileError is a ValueError; so is bad UTF-8)
        return e, None
    return job, read_folder(folder_path(job.out)) if job.out else None


def job_file_name(source: str) -> str:
    """The name Save job suggests for a job of ``source``: a file's stem or a folder's
    name, and "-job.json" ("instances.json" was suggested as "instances.json.json", and
    its stem alone would have been the COCO file's own name, beside it; a folder ls_coco
    as "ls_coco.json", which reads as a COCO file too)."""
    path = Path(source.rstrip("/\\"))
    if not path.name:
        return "job.json"
    if path.suffix and not Path(source).is_dir():
        return f"{path.stem}-job.json"
    return f"{path.name}-job.json"


class WindowFiles(_Base):
    """Needs from the window: settings, its panels, job(), set_job(), set_source(),
    show_error(), controller, statusBar()."""

    settings: Settings
    splitter: QSplitter
    options: OptionsForm
    source_panel: SourcePanel
    failures: FailuresTable
    inspect: InspectPanel
    tune: TunePanel
    controller: RunController
    log: LogView
    main_tabs: QTabWidget
    _auto_out: bool
    _out_source: str
    _out_folder: OutputFolder
    out_note: StatusNote
    start_queued: bool
    pending_dialog: QMessageBox | None
    _job_read: OffThread | None = None   # the job file Load job reads
    _named_ask: OffThread | None = None   # whether the folder reopened is the window's
    if TYPE_CHECKING:  # defined by gui.main_window.MainWindow
        def job(self) -> Job: ...
        def set_job(self, job: Job) -> None: ...
        def set_source(self, path: str) -> None: ...
        def show_error(self, title: str, message: str, details: str,
                       warning: bool = False, names: Iterable[str] = ()) -> QMessageBox: ...
        def fit_to_screen(self, first: bool = False, available: QRect | None = None) -> None: ...

    def _restore(self) -> None:
        s = self.settings
        geo = s.get("window/geometry")
        self.fit_to_screen(first=not (geo and screen_fit.restore_geometry(self, bytes(geo))))
        split = s.get("window/splitter")
        if split:
            restore_split(self, bytes(split))
        else:
            default_split(self)
        job = dataclasses.replace(s.load_job(), overwrite=False, resume=False)  # never remembered
        self.options.set_job(job)
        self.source_panel.set_task(job.task, job.source)
        self._out_source = job.source
        self._auto_out = False
        self._ask_named(job.out, job.source)
        last_dir = s.get("dialogs/last_dir")
        self.source_panel.last_dir = self.options.last_dir = self.failures.last_dir = last_dir
        self.source_panel.set_recent(s.get("source/recent"))
        self.inspect.start_in(s.get("output/last_parent"), job.out)
        self.tune.restore({k: s.get(f"tune/{k}") for k in self.tune.settings()})
        source = job.source
        if not s.get("app/first_start_done") and not source and SAMPLE_DIR.is_dir():
            source = str(SAMPLE_DIR)  # first start: the sample makes Start work at once
            s.set("app/first_start_done", True)
        if source:
            self.set_source(source)

    def _ask_named(self, out: str, source: str) -> None:
        """The folder the window named for that source is its proposal still: a new source
        replaces it without calling it "the one you chose". Asked off the GUI thread
        (named_for looks at the source: a folder or a file): a window reopened on a source
        on a share that stopped answering froze as it opened. Until the answer comes the
        folder counts as the user's (a new source chosen meanwhile still replaces a folder
        named after the source before, saying so: gui.source_proposal)."""
        if self._named_ask is None:   # (one: a newer question supersedes the one before)
            self._named_ask = OffThread("named-for", self)

        def came(named: bool) -> None:   # (unless the folder or the source changed since)
            if named and (self.options.output_folder(), self._out_source) == (out, source):
                self._auto_out = True
        now, named = self._named_ask.ask(lambda: named_for(out, source), came, False)
        if now:
            self._auto_out = named

    def save_settings(self, launched: Job | None = None) -> None:
        """Keep the window's state; ``launched``: the job a run was just started with (its
        output folder's folder is where the next source's is proposed)."""
        s = self.settings
        if launched is not None and launched.out.strip():
            parent = str(Path(absolute_path(launched.out)).parent)
            s.set("output/last_parent", parent)
            self.inspect.start_in(parent, absolute_path(launched.out))   # Inspect's Open…
        s.set("window/geometry", bytes(self.saveGeometry().data()))
        s.set("window/splitter", bytes(self.splitter.saveState().data()))
        s.save_job(self.options.remembered(self.job()))   # each key written once
        for k, v in self.tune.settings().items():
            s.set(f"tune/{k}", v)
        s.sync()

    def choose_save_job(self) -> None:
        path = ask_save(self, tr("Save job"),
                        str(Path(self._job_dir()) / job_file_name(self.job().source)),
                        tr("Job files (*.json)"), "json")
        if path:
            self.save_job(path)

    def save_job(self, path: str) -> bool:
        # All or nothing (QSaveFile: a temporary file renamed over the old one), so a full
        # disk or a crash never leaves a job file cut short where the last good one was.
        out = QSaveFile(path)
        data = self.job().to_json().encode("utf-8")
        if not (out.open(QIODevice.OpenModeFlag.WriteOnly) and out.write(data) == len(data)
                and out.commit()):
            reason = out.errorString()
            out.cancelWriting()
            self.show_error(tr("Could not save the job"), tr("{file} cannot be written "
                            "({reason}).").format(file=path, reason=reason), "", names=[path])
            return False
        self.settings.set("dialogs/job_dir", str(Path(path).parent))
        self.statusBar().showMessage(tr("Job saved to {p}").format(p=path), 4000)
        return True

    def choose_load_job(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Load job"), self._job_dir(),
                                              tr("Job files (*.json);;All files (*)"))
        if path and self.load_job(path):
            self.main_tabs.setCurrentIndex(0)   # the form it changed (from Inspect too)

    def _job_dir(self) -> str:
        """Where Save job and Load job open: the folder of the last job file saved or
        loaded, else Documents/TFRecord Studio, where the window puts its datasets (before
        the first run makes it: Documents). Not the source's folder, which the other
        dialogs open in: Save job proposed a file inside a COCO export, while the guide
        promises that nothing in the user's image folders is changed."""
        last = self.settings.get("dialogs/job_dir")
        if last and os.path.isdir(last):
            return last
        return nearest_existing(outputs_folder()) or str(Path.home())

    def load_job(self, path: str, then: Callable[[], None] | None = None) -> bool:
        """Load the job file ``path`` into the form; True when it was loaded now. It is read
        off the GUI thread (gui.off_thread, _read_job): a job file on a lab's share that
        stopped answering froze the window for good at Load job. When it does not answer
        at once, the status bar says so and the job is loaded when it does (unless a run
        began meanwhile, or another job was chosen). ``then()``: once it was loaded or
        refused, now or later (--start waits for it)."""
        if self._job_read is None:
            self._job_read = OffThread("job-file", self)

        def later(answer: _JobRead) -> None:
            self.statusBar().clearMessage()
            busy = self._busy_for_job()
            if busy:   # (the form changed under a question or a run; a quiet drop left
                # the user waiting for a job that never came)
                self.statusBar().showMessage(busy.format(file=os.path.basename(path)), 10000)
            else:
                self._job_read_answered(path, answer)
            if then is not None:
                then()
        now, answer = self._job_read.ask(lambda: _read_job(path), later,
                                         (OSError(errno.EIO, os.strerror(errno.EIO)), None))
        if not now:
            self.statusBar().showMessage(tr("Loading the job from {file}: waiting for the "
                                            "disk to answer…").format(file=path))
            return False
        loaded = self._job_read_answered(path, answer)
        if then is not None:
            then()
        return loaded

    def _busy_for_job(self) -> str:
        """Why a job file read late is not put in the form now ("" when it is): a run, a
        queued Start, an open question (Replace would then start with the job's options,
        not those it was asked about) or Tune measuring (with the form's options)."""
        if self.controller.running() or self.start_queued:
            return tr("Job not loaded: a conversion started while {file} was being read. "
                      "Load it again when it has ended.")
        if self.pending_dialog is not None:
            return tr("Job not loaded: a question was opened while {file} was being read. "
                      "Load it again once it is answered.")
        if self.tune.is_running():
            return tr("Job not loaded: Tune started measuring while {file} was being read. "
                      "Load it again when it has ended.")
        return ""

    def _job_read_answered(self, path: str, answer: _JobRead) -> bool:
        """The job file ``path`` as _read_job found it, put in the form (or why not, said)."""
        name = os.path.basename(path)
        job, reading = answer
        if isinstance(job, OSError):
            why = tr("{file} cannot be read ({reason}).").format(file=name,
                                                                 reason=os_reason(job))
        elif isinstance(job, JobFileError):
            e = job
            why = (tr("{file}: the value of “{name}” cannot be used ({value}). Correct it in "
                      "a text editor, or set the options in the window and save the job "
                      "again.").format(file=name, name=e.name, value=e.value)
                   if e.kind == "bad_value" else
                   tr("{file} is a TFRecord Studio job file, but it is damaged or cut short "
                      "(its end is missing), so it cannot be read. Set the options in the "
                      "window and save the job again with File → Save job.").format(file=name)
                   if e.kind == "damaged" else
                   tr("{file} is not a job file of TFRecord Studio. Choose a file saved with "
                      "File → Save job.").format(file=name))
        elif isinstance(job, ValueError):   # not UTF-8 text
            why = tr("{file} is not a job file of TFRecord Studio. Choose a file saved with "
                     "File → Save job.").format(file=name)
        else:
            self.settings.set("dialogs/job_dir", os.path.dirname(os.path.abspath(path)))
            done = reading is not None and self._out_folder.take(reading).kind == "dataset"
            # (converting it again stopped at "Converted" until a new folder was chosen)
            fresh = dataclasses.replace(job, out=beside(job.out)) if done else job
            self._load_job(fresh, name)
            if not done:   # as Save job says where it saved (the form changing was missed)
                self.statusBar().showMessage(tr("Job loaded from {p}").format(p=path), 6000)
                return True
            # its folder holds the job's dataset: a fresh one beside it, said while it holds
            # (Replace existing output, with its confirmation, is the way to write there)
            said = tr("Job loaded from {job}. Its output folder {old} already holds a converted "
                      "dataset, so a new folder beside it is used: {new}.")
            how = tr("To replace that dataset instead, choose {old} again and tick “Replace "
                     "existing output”.")   # (in the bar's tooltip: the bar cut it off)
            self.out_note.say(said.format(job=name, old=Path(job.out).name,
                                          new=Path(fresh.out).name),
                              sentences(said.format(job=path, old=job.out, new=fresh.out),
                                        how.format(old=job.out)), (fresh.out, fresh.source))
            return True
        self.show_error(tr("Could not load the job"), why, "", names=[path, os.path.basename(path)])
        return False

    def _load_job(self, job: Job, name: str) -> None:
        """Put ``job`` in the window. A value the form cannot hold (a spin box would clamp
        it) or would refuse (a size "banana") is not put in: that option keeps its present
        value, and the message names both."""
        before = self.job()
        self.set_job(job)
        shown = self.job()
        unused = [f for f in _FIELD_NAMES
                  if not _same(shown, job, f) or _refused(job, f)]
        if not unused:
            return
        self.options.set_job(dataclasses.replace(shown, **{f: getattr(before, f)
                                                           for f in unused}))
        self.show_error(tr("Some options of the job were not used"), tr(
            "{file} holds values the window cannot use, so these options keep their "
            "present values:").format(file=name) + "\n" + "\n".join(
            "• " + tr("{name}: {value} in the file, kept at {present}").format(
                name=QCoreApplication.translate("Job", _FIELD_NAMES[f]),
                value=getattr(job, f), present=getattr(before, f)) for f in unused), "",
            warning=True, names=[name])   # the job is loaded, all but these

    def choose_save_log(self) -> None:
        # (not the source's folder, as the dialogs that choose a source: Save job's)
        start = Path(self._job_dir())
        path = ask_save(self, tr("Save log"), str(start / "tfrecord-studio-log.txt"),
                        tr("Text files (*.txt);;All files (*)"), "txt")
        if path:
            self.save_log(path)

    def save_log(self, path: str) -> None:
        """Write the Log tab as plain UTF-8 text, lines still waiting to be shown included,
        and the engine's full log of the run after it."""
        try:
            self.log.save(path)
        except OSError as e:
            self.show_error(tr("Could not save the log"), tr(
                "{file} cannot be written ({reason}).").format(file=e.filename or path,
                                                               reason=os_reason(e)), "",
                names=[str(e.filename or path)])
            return
        self.statusBar().showMessage(tr("Log saved to {p}").format(p=path), 4000)

