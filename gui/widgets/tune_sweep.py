"""One sweep of the Tune tab (gui.widgets.tune_panel): starting and cancelling
`python -m engine tune`, its trials as they arrive (the status line, the chart, the progress
the window's header shows), the recommendation and the sweep's end. A mixin of TunePanel;
its words keep the context "TunePanel"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from engine import protocol as P
from gui import engine_text
from gui.widgets import tune_text

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox

    from gui.engine_client import EngineClient
    from gui.job import Job
    from gui.widgets.page_scroll import PageScroll
    from gui.widgets.tune_chart import TuneChart


def _tr(text: str) -> str:
    return QCoreApplication.translate("TunePanel", text)


class TuneSweep:
    """Needs from the panel: its client, ticker, chart, labels and buttons, the sweep's
    fields, runningChanged and progressed, is_running(), and how it shows the answer."""

    client: EngineClient
    clock: Callable[[], float]
    _t0: float
    _ticker: QTimer
    points: list[tuple[int, float]]
    _extra_rounds: dict[int, list[int]]
    _separated: set[int]
    _extra_done: int
    recommended: P.Recommendation | None
    _max_workers: int
    _measured_on: str | None
    _done: tuple[str, bool] | None
    cluster: Callable[[], str]
    intro: QLabel
    status: QLabel
    reason: QLabel
    use_btn: QPushButton
    start_btn: QPushButton
    cancel_btn: QPushButton
    max_workers: QSpinBox
    repeats: QSpinBox
    sample: QSpinBox
    chart: TuneChart
    scroller: PageScroll
    if TYPE_CHECKING:  # defined by gui.widgets.tune_panel.TunePanel
        runningChanged: SignalInstance
        progressed: SignalInstance
        def is_running(self) -> bool: ...
        def _usable(self, where: str) -> bool: ...
        def _show_use(self, usable: bool) -> None: ...
        def _show_note(self, where: str) -> None: ...
        def _idle_status(self) -> None: ...

    def start(self, job: Job) -> bool:
        if self.is_running():
            return False
        self.clear()
        self._max_workers = self.max_workers.value()
        self._measured_on = job.cluster.strip()
        self.client.start(job.tune_args(self._max_workers, self.repeats.value(),
                                        self.sample.value()))
        self.intro.hide()   # the status line says what happens now; the answer needs the room
        self.status.setText(_tr("Sampling the source…"))
        self.status.setStyleSheet("")
        self.start_btn.setEnabled(False)
        self.cancel_btn.setEnabled(True)
        self._t0 = self.clock()
        self._ticker.start()
        self._progress()
        return True

    def cancel(self) -> None:
        if self.is_running():
            self.client.cancel()
            self.status.setText(_tr("Cancelling…"))

    def clear(self) -> None:
        self.points, self._done = [], None
        self._extra_rounds = {}
        self._separated = set()
        self._extra_done = 0
        self.recommended = None
        self.chart.clear()
        self.reason.setText("")
        self.reason.hide()   # (empty, it still took a line's spacing above the plot)
        self.reason.setStyleSheet("")
        self.use_btn.setEnabled(False)
        self.use_btn.setText(_tr("Use recommended workers"))

    def _on_event(self, ev: object) -> None:
        """A cluster with fewer workers than "Workers to try": the sweep measures those it
        has (tune --cluster), and the trials planned and the chart follow, as they do an
        extra round's (sweep_round) at once, not with its first result (~30 s later)."""
        if isinstance(ev, P.ClusterStarted) and 0 < len(ev.workers) < self._max_workers:
            self._max_workers = len(ev.workers)
            self.chart.frame(self._max_workers)
        elif isinstance(ev, P.SweepRound) and ev.workers:
            counts = self._extra_rounds.setdefault(ev.trial, sorted(int(w) for w in ev.workers))
            self.status.setText(tune_text.round_status(counts, len(self.points), self._planned()))
        self._progress()

    def _on_scan(self, ev: P.ScanProgress) -> None:
        if ev.finished:
            self.status.setText(tune_text.scan_status(ev.found))

    def _on_point(self, ev: P.SweepPoint) -> None:
        self.points.append((int(ev.workers), float(ev.images_per_s)))
        if not getattr(ev, "extra", False):
            self.status.setText(tune_text.trial_status(ev, len(self.points), self._planned()))
        else:
            # an extra round adds a trial per count it measures again
            counts = sorted(int(w) for w in (ev.separating or [ev.workers]))
            self._extra_rounds.setdefault(ev.trial, counts)
            self._separated |= set(counts)
            self._extra_done += 1
            self.status.setText(tune_text.extra_trial_status(
                ev, len(self.points), self._planned(), self._extra_rounds[ev.trial]))
        self.chart.redraw(self.points, self._max_workers)
        self._progress()

    def _planned(self) -> int:   # each count `repeats` times, then each extra round's counts
        return self.repeats.value() * self._max_workers + sum(map(len, self._extra_rounds.values()))

    def _progress(self) -> None:   # trials done of those planned (the window's header)
        if self._ticker.isActive():
            self.progressed.emit(len(self.points), self._planned(), self.clock() - self._t0)

    def _on_recommendation(self, ev: P.Recommendation) -> None:
        self.recommended = ev
        if self._measured_on is None:   # (a sweep start() did not begin: measured here)
            self._measured_on = self.cluster()
        self.chart.mark(int(ev.workers), float(ev.images_per_s), self._max_workers)
        self.reason.show()
        self.reason.setText(tune_text.recommendation_text(ev))
        # Unclear even after the extra trials: say so in the colour of a caution, not an error.
        self.reason.setStyleSheet("" if getattr(ev, "decided", True) else
                                  "QLabel { border-left: 3px solid #d97706; padding-left: 6px; }")
        self._show_use(self._usable(self.cluster()))
        self._show_note(self.cluster())
        # on a short screen the answer is below the plot: show it (once laid out)
        QTimer.singleShot(0, self.scroller,
                          lambda: self.scroller.ensureWidgetVisible(self.use_btn, 0, 0))

    def _on_finished(self, code: int, outcome: str) -> None:
        self._ticker.stop()
        self.cancel_btn.setEnabled(False)
        self.start_btn.setEnabled(True)
        failure = ""
        if outcome not in ("ok", "cancelled"):
            final = self.client.final_event
            failure = (engine_text.event_text(final, "message")
                       if isinstance(final, P.RunFailed) and final.message
                       else self.client.error_text or "\n".join(self.client.stderr_tail()[-3:])
                       or _tr("exit code {c}").format(c=code))
        self._done = (tune_text.finished_status(   # (in red when it failed)
            outcome, len(self.points), self._extra_done, sorted(self._separated), failure),
            bool(failure) and outcome != "ok")
        self.runningChanged.emit(False)
        self._idle_status()   # (Run on changed while it ran: why it cannot run again)
