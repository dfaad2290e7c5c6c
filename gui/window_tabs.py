"""The main window's Tune and Inspect tabs: the worker sweep started from the window (with
the form's job), the worker count it recommends put in the form, and the output folder
opened in Inspect. A mixin of MainWindow; its words keep the context "MainWindow"."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from gui.off_thread import OffThread

if TYPE_CHECKING:  # for the type checker the mixin is the window it is mixed into
    from PySide6.QtWidgets import QMainWindow, QTabWidget

    from gui.form_disk import Facts, FormDisk
    from gui.job import Job
    from gui.run_controller import RunController
    from gui.run_display import RunDisplay
    from gui.widgets.inspect_panel import InspectPanel
    from gui.widgets.options_form import OptionsForm
    from gui.widgets.summary_panel import SummaryPanel
    from gui.widgets.tune_panel import TunePanel
    _Base = QMainWindow
else:
    _Base = object


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class WindowTabs(_Base):
    """Needs from the window: controller, display, options, tune, summary, inspect, tabs,
    main_tabs, job(), errors(), revalidate()."""

    controller: RunController
    display: RunDisplay
    options: OptionsForm
    tune: TunePanel
    summary: SummaryPanel
    inspect: InspectPanel
    tabs: QTabWidget
    main_tabs: QTabWidget
    #: a run wrote the folder Inspect shows since Inspect read it (rewritten_for_inspect)
    inspect_stale = False
    _inspect_ask: OffThread | None = None   # whether a run writes where Inspect read
    _tune_queued = False   # Run sweep pressed, waiting for the form's answer (start_tune)
    start_queued: bool
    form_disk: FormDisk
    if TYPE_CHECKING:  # defined by gui.main_window and gui.window_check
        def job(self) -> Job: ...
        def errors(self, facts: Facts | None = None) -> dict[str, str]: ...
        def _disk_answered(self) -> None: ...
        def revalidate(self) -> bool: ...

    def show_tune(self, focus: bool = False) -> None:
        """The Tune tab; ``focus`` (Run → Tune workers…): with the keyboard on it, on Run
        sweep (its first field while Run sweep cannot be pressed). The menu left the focus
        on the tab bar above the form: Run sweep was 32 presses of Tab away (a walk)."""
        self.main_tabs.setCurrentIndex(0)
        self.tabs.setCurrentWidget(self.tune)
        if focus:   # (after the Convert tab's own focus_tab, queued by the switch)
            QTimer.singleShot(0, self, self.tune.take_focus)

    def start_tune(self) -> bool:
        """Run the worker sweep on the chosen source with the form's output options. What
        the disk says of them is asked off the GUI thread (gui.form_disk): on a share that
        stopped answering, Run sweep froze the window for good. When it does not answer at
        once the status bar says so, and the sweep starts when it does (tune_when_answered)."""
        self._tune_queued = False
        if self.controller.running() or self.tune.is_running() or self.start_queued:
            return False
        facts = self.form_disk.look(self.job().source, self.options.output_folder(),
                                    self._disk_answered)
        if facts is None:
            self._tune_queued = True
            self.statusBar().showMessage(tr(
                "Run sweep waits while the source and the output folder are checked (the "
                "disk does not answer yet)."))
            return False
        if {"source", "cluster"} & set(self.errors(facts)) or self.tune.one_process():
            return False   # (the Tune tab says why)
        self.show_tune()
        self.tune.start(self.job())
        self.revalidate()
        self.statusBar().showMessage(tr("Tuning the worker count…"))
        return True

    def tune_when_answered(self) -> None:
        """The form's late answer came (gui.window_check._disk_answered): a Run sweep pressed
        while the disk did not answer starts now, on what the form shows now."""
        if self._tune_queued:
            self.statusBar().clearMessage()
            self.start_tune()

    def _use_workers(self, n: int) -> None:
        if self.options.use_workers(n) == "cluster":
            self.statusBar().showMessage(tr("“Run on” set to local:{n}.").format(n=n), 4000)
        else:
            self.statusBar().showMessage(tr("Workers set to {n}.").format(n=n), 4000)

    def inspect_output(self) -> None:
        # the folder the Summary names (a reopened folder's, not the last run's elsewhere)
        out = self.summary.out_dir or (self.controller.job.out if self.controller.job
                                       is not None else self.job().out)
        self.main_tabs.setCurrentWidget(self.inspect)
        self.inspect.open_paths([out])

    def inspect_last_output(self) -> None:
        """The Inspect tab shown with nothing open opens the output the Summary names: a user
        who had just converted clicked the tab and found an empty page (walk). Never during
        a run, nor when there is no such folder (the Summary's Inspect output is off). What
        it shows is read again when a run wrote its folder since (rewritten_for_inspect)."""
        if self.controller.running():
            return
        if self.inspect.paths and self.inspect_stale:
            self.inspect.open_paths(self.inspect.paths)
        elif not self.inspect.paths and self.summary.can_inspect():
            self.inspect_output()

    def rewritten_for_inspect(self, out: str) -> None:
        """A run starts writing ``out``: what Inspect read there is read again when it is
        next looked at, or at the run's end if it is in view (inspect_after_run). It went on
        showing the dataset the run replaced, 728.1 KiB and 129/106/101 objects, beside a
        Summary of the new one's 1.6 MiB and 111/119/134 (a Japanese walk).
        Whether it does is asked off the GUI thread (realpath looks at every part of both
        paths: on a share that stopped answering the window froze as the run started);
        a late answer marks it when it comes."""
        paths = list(self.inspect.paths)
        if not out or not paths:
            return
        if self._inspect_ask is None:
            self._inspect_ask = OffThread("inspect-within", self)
        now, inside = self._inspect_ask.ask(lambda: any(_within(p, out) for p in paths),
                                            self._rewritten, False)
        if now:
            self._rewritten(inside)

    def _rewritten(self, inside: bool) -> None:
        if inside:
            self.inspect_stale = True

    def inspect_after_run(self) -> None:
        """At a run's end: Inspect, in view, shows the folder as the run left it."""
        if self.main_tabs.currentWidget() is self.inspect:
            self.inspect_last_output()

    def inspect_opened(self) -> None:
        self.inspect_stale = False


def _within(path: str, folder: str) -> bool:
    """``path`` is ``folder`` or inside it (as typed, or through a link)."""
    try:
        a, b = os.path.realpath(path), os.path.realpath(folder)
        return os.path.commonpath([a, b]) == b
    except ValueError:   # (another drive on Windows)
        return False
