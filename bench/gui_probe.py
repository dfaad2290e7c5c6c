"""Measuring the GUI thread: how long the event loop stalls, and how long each piece of
GUI-thread work takes.

- :class:`StallMeter`: a 10 ms precise QTimer in the GUI's own event loop; every tick
  records how late it came. A late tick means the loop was busy (or the process was not
  scheduled): that is what a user feels as a frozen window.
- :class:`WorkTimer`: wraps named Python functions of the window (engine line handling,
  model update, plot refresh and paint, table update, log append, thumbnail delivery) and
  records the duration of each call.
- :class:`TimingApplication`: a QApplication whose ``notify`` times every top-level event
  dispatch, so work that is not one of the named functions still shows up by event type.

Used by bench/gui_work.py, bench/gui_stall.py and tests/gui/test_responsiveness.py.
"""

from __future__ import annotations

import inspect
import statistics
import threading
import time
from collections import defaultdict
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=1000, method="inclusive")[min(998, int(q * 10) - 1)]


class StallMeter(QObject):
    """Ticks every ``interval_ms`` in the GUI thread; ``stalls_ms`` holds how much later
    than due each tick came."""

    def __init__(self, interval_ms: int = 10, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval = interval_ms / 1000.0
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self._tick)
        self._last: float | None = None
        self._last_cpu = 0.0
        self._last_wait = 0.0
        self.stalls_ms: list[float] = []
        #: CPU time the GUI thread used between two ticks: a long stall with little CPU
        #: was spent waiting for a core (other programs), not working.
        self.cpu_ms: list[float] = []
        #: Each stall less the time the GUI thread was ready to run but waited for a core
        #: (the kernel's count, see run_queue_wait): what this program's own work or a
        #: blocking call cost, which a loaded machine does not inflate. Equal to
        #: ``stalls_ms`` where the kernel does not tell.
        self.own_stalls_ms: list[float] = []

    def start(self) -> None:
        self._last = None
        self.stalls_ms = []
        self.cpu_ms = []
        self.own_stalls_ms = []
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        now, cpu, waited = time.perf_counter(), time.thread_time(), run_queue_wait()
        if self._last is not None:
            stall = max(0.0, (now - self._last - self.interval) * 1000.0)
            self.stalls_ms.append(stall)
            self.cpu_ms.append((cpu - self._last_cpu) * 1000.0)
            self.own_stalls_ms.append(max(0.0, stall - (waited - self._last_wait) * 1000.0))
        self._last, self._last_cpu, self._last_wait = now, cpu, waited

    def summary(self) -> dict:
        s = self.stalls_ms
        worst = max(range(len(s)), key=s.__getitem__) if s else None
        return {"ticks": len(s), "max_ms": max(s, default=0.0), "p99_ms": percentile(s, 99),
                "p50_ms": percentile(s, 50),
                "cpu_in_longest_ms": self.cpu_ms[worst] if worst is not None else 0.0,
                "max_cpu_between_ticks_ms": max(self.cpu_ms, default=0.0),
                "max_own_ms": max(self.own_stalls_ms, default=0.0)}


def run_queue_wait() -> float:
    """Seconds the calling thread has spent ready to run but waiting for a core, from
    Linux's /proc/.../schedstat (its second field, in ns); 0.0 where that is not known."""
    try:
        with open(f"/proc/self/task/{threading.get_native_id()}/schedstat", "rb") as f:
            return int(f.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


class WorkTimer:
    """Wraps functions as ``name -> list of call durations in ms``; nested calls of wrapped
    functions are recorded too (each under its own name). Both the wall time (what the
    user waits) and the GUI thread's CPU time (the work itself, which does not grow when
    other programs take the CPU away) are kept."""

    def __init__(self) -> None:
        self.calls: dict[str, list[float]] = defaultdict(list)
        self.cpu: dict[str, list[float]] = defaultdict(list)
        self._undo: list[Callable[[], None]] = []

    def wrap(self, owner: object, attr: str, label: str) -> None:
        """Time ``owner.attr`` (a class or an instance) under ``label``."""
        original = getattr(owner, attr)
        calls, cpu = self.calls[label], self.cpu[label]

        def timed(*args, **kwargs):
            t0, c0 = time.perf_counter(), time.thread_time()
            try:
                return original(*args, **kwargs)
            finally:
                calls.append((time.perf_counter() - t0) * 1000.0)
                cpu.append((time.thread_time() - c0) * 1000.0)

        if isinstance(owner, type):
            # the function itself, wherever in the classes it is defined (a method of a
            # mixin, gui.window_run's, is not in MainWindow's own __dict__: taking only that
            # timed None, and restoring left the class's method None for later tests)
            own = attr in owner.__dict__
            raw = inspect.getattr_static(owner, attr)

            def timed_method(self, *args, **kwargs):
                t0, c0 = time.perf_counter(), time.thread_time()
                try:
                    return raw(self, *args, **kwargs)
                finally:
                    calls.append((time.perf_counter() - t0) * 1000.0)
                    cpu.append((time.thread_time() - c0) * 1000.0)

            setattr(owner, attr, timed_method)
            self._undo.append(lambda: setattr(owner, attr, raw) if own else delattr(owner, attr))
        else:
            setattr(owner, attr, timed)
            self._undo.append(lambda: delattr(owner, attr) if attr in vars(owner)
                              else None)

    def restore(self) -> None:
        while self._undo:
            self._undo.pop()()

    def table(self) -> list[tuple[str, int, float, float, float, float, float]]:
        """(label, calls, wall max ms, wall p99 ms, CPU max ms, CPU p99 ms, CPU mean ms),
        by longest CPU time first."""
        rows = [(k, len(v), max(v), percentile(v, 99), max(self.cpu[k]),
                 percentile(self.cpu[k], 99), statistics.fmean(self.cpu[k]))
                for k, v in self.calls.items() if v]
        return sorted(rows, key=lambda r: -r[4])


class TimingApplication(QApplication):
    """Times every top-level event dispatch of the GUI thread, by event type and receiver
    class (only while ``recording``)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.recording = False
        self._depth = 0
        self.dispatch: dict[str, list[float]] = defaultdict(list)

    def notify(self, receiver, event) -> bool:  # noqa: D102 (Qt override)
        if not self.recording or self._depth:
            self._depth += 1
            try:
                return super().notify(receiver, event)
            finally:
                self._depth -= 1
        self._depth += 1
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            return super().notify(receiver, event)
        finally:
            dt = (time.perf_counter() - t0) * 1000.0
            dc = (time.thread_time() - c0) * 1000.0
            self._depth -= 1
            if dt >= 1.0:  # keep the table about work, not about the thousands of no-ops
                kind = QEvent.Type(event.type()).name if event is not None else "?"
                self.dispatch[f"{kind} -> {type(receiver).__name__}"].append((dt, dc))

    def table(self, top: int = 12) -> list[tuple[str, int, float, float, float, float]]:
        """(event -> receiver, count, wall max, wall p99, CPU max, CPU p99), by CPU max."""
        rows = []
        for k, v in self.dispatch.items():
            wall, cpu = [w for w, _ in v], [c for _, c in v]
            rows.append((k, len(v), max(wall), percentile(wall, 99), max(cpu),
                         percentile(cpu, 99)))
        return sorted(rows, key=lambda r: -r[4])[:top]


def instrument_window(window, timer: WorkTimer) -> None:
    """Wrap the GUI-thread work of a MainWindow that a run causes."""
    import pyqtgraph as pg

    from gui.engine_client import EngineClient
    from gui.run_display import RunDisplay
    from gui.run_model import RunModel
    from gui.widgets.failures_table import FailuresTable
    from gui.widgets.log_view import LogView
    from gui.widgets.plots import LivePlots
    from gui.widgets.progress_panel import ProgressPanel
    from gui.widgets.sample_thumbs import SampleThumbs
    from gui.widgets.source_panel import SourcePanel

    timer.wrap(EngineClient, "_read_stdout", "engine lines: read + decode + dispatch")
    timer.wrap(EngineClient, "_read_stderr", "engine stderr lines (log append)")
    timer.wrap(RunModel, "on_event", "run model: one event")
    timer.wrap(RunDisplay, "refresh", "window refresh tick (all below)")
    timer.wrap(LivePlots, "refresh", "plots: push data into curves")
    timer.wrap(ProgressPanel, "refresh", "progress bar and labels")
    timer.wrap(FailuresTable, "sync", "failures table update")
    timer.wrap(LogView, "add_line", "log append (one line)")
    timer.wrap(pg.GraphicsView, "paintEvent", "plot repaint (one plot)")
    timer.wrap(type(window), "start", "Start pressed (settings saved, engine launched)")
    timer.wrap(type(window), "_run_started", "run started (tabs switched)")
    timer.wrap(type(window), "_run_ended", "run ended (summary shown)")
    timer.wrap(SampleThumbs, "show", "source thumbnail added to the strip")
    timer.wrap(SourcePanel, "_on_finished", "source scan result shown")
