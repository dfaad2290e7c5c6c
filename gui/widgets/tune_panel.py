"""The Tune tab: run `python -m engine tune` on the chosen source with the form's options,
plot images/s against the worker count as the trials arrive (gui.widgets.tune_chart),
mark the recommended count, say why in one sentence, and offer "Use N workers". With Run
on: A Dask cluster the sweep measures 1, 2, ... of the cluster's workers (tune --cluster),
and a note says so and what the answer can set. A sweep's own course (start, trials, answer,
end) is gui.widgets.tune_sweep's."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStyle, QVBoxLayout, QWidget

from engine import protocol as P
from engine.one_process import one_process
from gui.engine_client import EngineClient
from gui.engine_text_tune import original_note
from gui.focus_park import keys_reason
from gui.job import CLUSTER_UNSET
from gui.widgets import tune_text
from gui.widgets.common import name
from gui.widgets.page_scroll import PageScroll, TextScroll
from gui.widgets.problems import error_colour
from gui.widgets.tune_chart import TuneChart
from gui.widgets.tune_options import SweepOptions
from gui.widgets.tune_sweep import TuneSweep


class TunePanel(TuneSweep, QWidget):
    """``startRequested()``: the user pressed Run sweep (the window supplies the job);
    ``useWorkers(n)``: the user accepted the recommendation; ``runningChanged(bool)``;
    ``progressed(done, planned, elapsed s)``: while a sweep runs, every second and every
    trial (the window's progress header shows it: it said "0% · elapsed 0:00" throughout);
    ``statusChanged(text)``: its status line changed while no sweep runs (the window's status
    bar, which said the sweep's end, says it too)."""

    startRequested = Signal()
    useWorkers = Signal(int)
    runningChanged = Signal(bool)
    progressed = Signal(int, int, float)
    statusChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None, command: list[str] | None = None) -> None:
        super().__init__(parent)
        name(self, "tunePanel", self.tr("Tune the worker count"))
        self.client = EngineClient(self, command=command)
        self.client.sweepPoint.connect(self._on_point)
        self.client.recommendation.connect(self._on_recommendation)
        self.client.scanProgress.connect(self._on_scan)
        self.client.finished.connect(self._on_finished)
        self.client.started.connect(lambda: self.runningChanged.emit(True))
        self.client.eventReceived.connect(self._on_event)
        self.clock = time.monotonic
        self._t0 = 0.0
        self._ticker = QTimer(self)
        self._ticker.setInterval(500)
        self._ticker.timeout.connect(self._progress)
        self.points: list[tuple[int, float]] = []
        self._extra_rounds: dict[int, list[int]] = {}  # extra round -> the counts it measures
        self._separated: set[int] = set()               # every count measured again
        self._extra_done = 0                            # extra trials so far
        self.recommended: P.Recommendation | None = None
        self._max_workers = 0
        self._can_start, self._run_on = False, ""   # a source to sample; Run on's problem
        self._why = ""   # why the window greys Run sweep (the source's problem), if it says
        self._done: tuple[str, bool] | None = None   # the last sweep's status (in red)
        # the form's "Run on": "" this computer, else the cluster's address (set by the
        # window); and where the last sweep measured (None: no sweep yet)
        self.cluster: Callable[[], str] = lambda: ""
        # the chosen cluster's Dask workers as far as the window knows (0: not known)
        self.cluster_workers: Callable[[], int] = lambda: 0
        # the form already holds this count where Run on points (OptionsForm.holds_workers)
        self.form_holds: Callable[[int], bool] = lambda _n: False
        # the form's Format (set by the window): at Original bytes no workers to measure here
        self.write_as: Callable[[], str] = lambda: ""
        self._measured_on: str | None = None

        self.intro = intro = name(QLabel(tune_text.intro(False)), "tuneIntro",
                                  self.tr("What tuning does"))
        intro.setWordWrap(True)

        self.options = SweepOptions()
        o = self.options   # its fields by their old names (the window and tests reach them)
        self.max_workers, self.repeats, self.sample = o.max_workers, o.repeats, o.sample
        self.start_btn, self.cancel_btn = o.start_btn, o.cancel_btn
        self.start_btn.clicked.connect(self.startRequested)
        self.cancel_btn.clicked.connect(self.cancel)

        self.status = name(QLabel(self.tr("Choose a source, then Run sweep.")), "tuneStatus",
                           self.tr("Sweep status"))
        self.status.setWordWrap(True)
        # Where the sweep measures (Run on), and what its answer can set there: a sweep
        # recommended this computer's Workers while a cluster run ignores them.
        self.cluster_note = name(QLabel(), "tuneClusterNote",
                                 self.tr("Tune and the Dask cluster"))
        self.cluster_note.setWordWrap(True)
        self.cluster_note.setStyleSheet(
            "QLabel { border-left: 3px solid #d97706; padding-left: 6px; }")
        self.cluster_note.hide()

        self.chart = TuneChart()
        c = self.chart   # its items by their old names (the tests reach them here)
        self.plot, self.spread, self.trials, self.best = c.plot, c.spread, c.trials, c.best
        self.best_text = c.best_text
        self._c = self.chart.colours
        self.chart.frame(self.max_workers.value())
        self.max_workers.valueChanged.connect(self._idle_frame)

        self.reason = name(QLabel(), "tuneReason", self.tr("Why this worker count"))
        self.reason.setWordWrap(True)
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reason.hide()
        self.use_btn = name(QPushButton(self.tr("Use recommended workers")), "tuneUseWorkers",
                            self.tr("Use the recommended worker count"),
                            self.tr("Set the Workers option to the recommended count"))
        self.use_btn.setEnabled(False)
        self.use_btn.clicked.connect(self._use)
        # the button beside the status line, the answer across the whole width above the
        # plot: at 1024x640 both are in view without scrolling, the plot takes what is left
        use_row = QHBoxLayout()
        use_row.addWidget(self.status, 1)
        use_row.addWidget(self.use_btn, 0, Qt.AlignmentFlag.AlignTop)

        # In a scroll area: at 1024x640 the tab is shorter than the form, the plot and the
        # reason together, and Qt then laid the reason over the plot and cut its end off.
        body = QWidget()
        lay = QVBoxLayout(body)
        # Thin above and below (the tab's frame is the margin there): with the application's
        # Latin font first (gui.desktop.latin_font_first) the Japanese answer took a line
        # more, and the bars' caption was 7 px under the fold at 1024x640.
        side = body.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
        lay.setContentsMargins(side, 3, side, 3)
        lay.addWidget(intro)
        lay.addWidget(self.options)
        lay.addWidget(self.cluster_note)
        lay.addLayout(use_row)
        # (the answer scrolls within when the tab is too short for it and the whole chart)
        lay.addWidget(name(TextScroll(self.reason), "tuneReasonScroll",
                           self.tr("Why this worker count")), 100)   # (whole before the plot grows)
        chart = QVBoxLayout()   # the caption right under the plot (its note, no gap)
        chart.setSpacing(0)
        chart.addWidget(self.chart, 1)
        chart.addWidget(self.chart.caption)
        lay.addLayout(chart, 1)
        # (as wide as its controls: gui.widgets.page_scroll)
        scroll = name(PageScroll(body), "tuneScroll", self.tr("Tune the worker count"))
        self.scroller = scroll
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    # ------------------------------------------------------------------ API
    def settings(self) -> dict[str, int]:
        """The sweep's options as the window keeps them ("tune/NAME")."""
        return self.options.settings()

    def restore(self, values: dict[str, int]) -> None:
        """Put back kept options (SweepOptions.restore)."""
        self.options.restore(values)

    def is_running(self) -> bool:
        return self.client.is_running()

    def status_text(self) -> str:
        """The sweep's state in one line (for the window's status bar)."""
        return self.status.text()

    def measured(self) -> tuple[int, int] | None:
        """(recommended count, most workers measured) of the last sweep on this source."""
        if self.recommended is None or not self.points:
            return None
        return int(self.recommended.workers), max(w for w, _ in self.points)

    def take_focus(self) -> None:
        """The keyboard on this tab: Run sweep, Cancel while a sweep runs, else the first
        field (Run sweep greyed out: its tooltip and the status line say why)."""
        target = next((b for b in (self.start_btn, self.cancel_btn, self.max_workers)
                       if b.isEnabled()), self.scroller)   # (the note, at Original bytes)
        self.scroller.ensureWidgetVisible(target, 0, 0)
        target.setFocus(keys_reason(target))

    def on_cluster(self) -> bool:
        """Run on is a Dask cluster (with an address or not yet)."""
        return bool(self.cluster())

    def set_can_start(self, ok: bool, why: str = "", converting: bool = False,
                      run_on: str = "") -> None:
        """Run sweep can be pressed when ``ok`` (else ``why`` not), a chosen cluster has an
        address and Run on has no problem (``run_on``: a failed Connect, an address written
        wrong, said as beside Start); Use N workers while no conversion runs (``converting``:
        it changed the locked form mid-run) and its answer can set something where Run on
        points. At Original bytes here the sweep's fields grey out too, saying why."""
        where = self.cluster()
        self._show_note(where)
        if not self.is_running():   # (a running sweep keeps the count it measures)
            self.options.follow_place(self.cluster_workers() if where else os.cpu_count() or 1)
        alone = self.one_process()
        self._run_on = "" if why or where == CLUSTER_UNSET else run_on
        self._why = why
        ok = ok and where != CLUSTER_UNSET and not alone and not run_on
        self.start_btn.setEnabled(ok and not self.is_running())
        self.start_btn.setToolTip(why or run_on or (
            original_note() if alone else
            self.tr("Measure the speed with 1, 2, … workers")))
        self.options.hold(original_note() if alone else "")
        self._show_use(self._usable(where) and not converting)
        self._can_start = ok
        self._idle_status()

    def one_process(self) -> bool:
        """Original bytes on this computer: a run has no workers, so a sweep (and its
        answer) would mean nothing."""
        return one_process(self.write_as(), self.cluster())

    def _show_note(self, where: str) -> None:
        """The note on where the sweep measures, before a sweep and beside its answer."""
        alone = self.one_process()
        # (at Original bytes here the intro promised a sweep of "1, 2, … workers")
        self.intro.setText(tune_text.intro(alone))
        note = original_note() if alone else \
            tune_text.cluster_note(where, self._measured_on if self.recommended else None)
        self.cluster_note.setText(note)
        self.cluster_note.setVisible(bool(note))

    def _usable(self, where: str) -> bool:
        """The answer can set something for Run on's ``where``: Workers for this computer,
        the address local:N for Dask workers on it, nothing for another cluster (a run
        uses all of its workers); and only an answer measured there."""
        return self.recommended is not None and self._measured_on is not None and \
            not self.one_process() and \
            tune_text.same_place(self._measured_on, where) and (
                not where or tune_text.is_local_cluster(where))

    def _show_use(self, usable: bool) -> None:
        """Use N workers pressable when ``usable``, unless the form holds N already (it was
        pressed, or N typed): then greyed, saying so, until the form's count changes."""
        if self.recommended is None:
            self.use_btn.setEnabled(False)
            return
        n = int(self.recommended.workers)
        held = usable and self.form_holds(n)
        if held:
            text, tip = tune_text.used_text(n, bool(self.cluster()))
        else:
            text, tip = tune_text.use_text(n), self.tr(
                "Set the Workers option to the recommended count")
        self.use_btn.setText(text)
        self.use_btn.setToolTip(tip)
        self.use_btn.setEnabled(usable and not held)

    def source_changed(self) -> None:
        """A sweep's answer is about the source it measured: another source forgets it
        (a recommendation stayed beside the next source's preview)."""
        if self.is_running() or not self._max_workers:
            return
        self.clear()
        self._max_workers = 0
        self._measured_on = None
        self.intro.show()
        self.chart.frame(self.max_workers.value())
        self._show_note(self.cluster())
        self._idle_status()

    def _idle_status(self) -> None:
        """Before any sweep, what to do first; after one, its own status, unless Run sweep
        is greyed now for a reason (tune_text.blocked): then why, in its place."""
        one, unset = self.one_process(), self.cluster() == CLUSTER_UNSET
        after = tune_text.blocked(one, unset, self._run_on or self._why)
        if self.is_running() or self._max_workers and not after and self._done is None:
            return
        text, red = (tune_text.after_sweep(after), True) if self._max_workers and after else \
            self._done if self._done is not None else (
                tune_text.blocked(one, unset, self._run_on) or (
                    tune_text.ready(self.max_workers.value()) if self._can_start else
                    self.tr("Choose a source, then Run sweep.")), bool(self._run_on))
        if text != self.status.text():
            self.status.setText(text)
            self.statusChanged.emit(text)
        self.status.setStyleSheet(f"color: {error_colour(self)};" if red else "")

    def _idle_frame(self, workers: int) -> None:
        if not self.points:
            self.chart.frame(workers)
            self._idle_status()

    def _use(self) -> None:
        if self.recommended is not None:
            self.useWorkers.emit(int(self.recommended.workers))
            self._show_use(self._usable(self.cluster()))   # (greyed: the form holds it now)

