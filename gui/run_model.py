"""Qt-free run statistics: what the window shows about one run, from its events.

The engine sends cumulative counters (done, failed, bytes); rates and the time left are
differentiated from them (gui.run_rates), so a dropped or throttled event line never
distorts a rate. Times come from the events' ``t`` (engine clock) so replayed or delayed
lines still give the engine's real rates. What each event changes is gui.run_events'.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from engine import protocol as P
from gui.run_events import HANDLERS, ShardInfo  # noqa: F401 (ShardInfo: re-exported)
from gui.run_failures import Failure as Failure  # (re-exported: the window imports it here)
from gui.run_failures import FailureList
from gui.run_rates import RunRates
from gui.time_series import TimeSeries


@dataclass
class RunModel(FailureList):
    """Everything the window shows about one run, fed with decoded protocol events.
    ``clock`` is the local monotonic clock, used only to let elapsed time tick between
    events; all rates use the engine's ``t``."""

    rate_window: float = 3.0
    capacity: int = 4000
    clock: Callable[[], float] = time.monotonic

    phase: str = "idle"  # idle | scanning | writing | verifying | finished | cancelled | failed
    total: int = 0
    done: int = 0
    failed: int = 0
    bytes_in: int = 0
    bytes_out: int = 0       # of the complete shards
    bytes_written: int = 0   # on disk so far, the shard being written included
    # at the end of a complete run: files that may be copies, compared byte for byte
    compared: int = 0
    to_compare: int = 0
    found: int = 0
    kept_check: tuple[int, int, bool] | None = None   # a Resume's check: (n, of, files?)
    labels: list = field(default_factory=list)
    splits: dict = field(default_factory=dict)
    requested_splits: list = field(default_factory=list)   # names asked for (run_started)
    resume: bool = False     # a --resume: its first count says what its kept shards hold
    planned_shards: int = 0
    workers: int = 0
    worker_busy: list = field(default_factory=list)
    worker_hosts: list = field(default_factory=list)   # --cluster runs: host of each entry
    worker_names: list = field(default_factory=list)   # ... and its Dask worker ("": unknown)
    # --cluster runs: the Dask workers that left during the run, as the Log tab names them
    workers_left: list = field(default_factory=list)
    writer_busy: float = 0.0
    bottleneck: str = ""
    # --format original: each file's own bytes stored, nothing converted
    original: bool = False
    # no worker processes: --format original on this computer (engine.one_process)
    one_process: bool = False
    failures: list = field(default_factory=list)
    # of the failures, the rows and files the engine's scan set aside: not among the
    # images to convert (``total``), but under Failures and in the summary's "Skipped"
    refused_at_scan: int = 0
    left_out: int = 0   # of the engine's rejected items, those LEFT_OUT: not failures
    requeued: int = 0   # failures taken back with a deleted shard: Resume tries them again
    # a Resume's: the failures the interrupted run's earlier parts listed, which its list
    # starts with (start), each counted once when the engine reports it again
    carried: list = field(default_factory=list)
    carried_count: int = 0   # how many of ``failures`` were carried (FailureList.carry)
    shards: list = field(default_factory=list)
    summary: P.ConvertSummary | None = None   # the conversion's run_finished summary
    task: str = ""                   # the plan's (classification, detection, ...)
    status: str = ""
    error: str = ""
    exit_code: int | None = None
    verify: P.VerifyResult | None = None
    verify_next: bool = False        # a verify process follows the conversion
    verify_checked: int = 0          # records verified so far (verify_progress)
    verify_total: int = 0            # records the manifest lists
    verify_stopped: str = ""         # why the check ended without a result (killed, ...)
    ignored: list = field(default_factory=list)  # side files the engine did not read
    batches: int = 0
    write_seconds_total: float = 0.0
    # After a run that ended without a summary (killed, crashed): (complete shards, records
    # in them, bytes) its folder keeps, as the journal says (see settle_on_disk)
    on_disk: tuple[int, int, int] | None = None
    skipped_on_disk: int = 0   # images given up in those shards (rejected.csv's)
    keeps_lost: bool = True    # Resume keeps some of lost() (settle_on_disk)

    def __post_init__(self) -> None:
        self.rates = RunRates(self.rate_window, self.capacity)
        # records checked (verify_progress) for the check's time left: as the conversion's
        self.verify_rates = RunRates(self.rate_window, self.capacity)
        # (t, done, bytes this run wrote) samples to differentiate; (t, img/s, MB/s) for plots
        self.counters, self.throughput = self.rates.counters, self.rates.throughput
        self.batch_ms = TimeSeries(self.capacity, 2)  # (t, write ms), the whole run
        self._engine_t = 0.0
        self._local_at_engine_t: float | None = None
        self._t_offset = 0.0   # the verify process counts from its own start (start_verify)
        # the last elapsed() while running: it never goes back, but once at the check's
        # verdict (elapsed's docstring says why)
        self._shown_t = 0.0
        # the check's launch (elapsed, local clock): its process's clock starts after it
        # loads (TensorFlow: seconds), so its time is told by the local clock from here
        self._verify_from: tuple[float, float] | None = None
        self._running = False
        self._work: tuple[int, int] | None = None
        self._again: Counter = Counter()   # (FailureList.carry)

    # ------------------------------------------------------------------ feeding
    def reset(self) -> None:
        """Forget the previous run (keeps configuration)."""
        fresh = RunModel(rate_window=self.rate_window, capacity=self.capacity, clock=self.clock)
        self.__dict__.update(fresh.__dict__)

    def start(self) -> None:
        """The engine process was launched."""
        carried = self.carried
        self.reset()
        self.phase = "scanning"
        self._running = True
        self._local_at_engine_t = self.clock()
        self.carry(carried)

    def on_event(self, ev: object) -> None:
        """Update from one decoded event (unknown types and log lines are ignored)."""
        t = getattr(ev, "t", None)
        if isinstance(t, (int, float)) and t + self._t_offset >= self._engine_t:
            self._engine_t = float(t) + self._t_offset
            self._local_at_engine_t = self.clock()
        handler = HANDLERS.get(getattr(ev, "type", ""))
        if handler is not None and isinstance(ev, P.Event):
            handler(self, ev)

    def start_verify(self) -> None:
        """The separate verify process was launched after the conversion."""
        self.phase = "verifying"
        # the check's events count from its own start: after the conversion's time, so the
        # elapsed clock goes on (it ticked on, then fell back to the check's own seconds)
        # from the conversion's whole time, as its summary and manifest say it (the folder
        # opened again adds the check's to it: "19.1 s" here, "10.1 s" there)
        if self.summary is not None and self.summary.seconds > 0:
            self._t_offset = self.summary.seconds
            self._engine_t, self._local_at_engine_t = self._t_offset, self.clock()
        elif self._local_at_engine_t is not None:
            self._t_offset = self._engine_t + max(0.0, self.clock() - self._local_at_engine_t)
            self._engine_t, self._local_at_engine_t = self._t_offset, self.clock()
        self._verify_from = (self._engine_t, self.clock())
        self._running = True
        self.verify = None
        self.verify_stopped = ""
        self.verify_checked = 0
        self.verify_rates = RunRates(self.rate_window, self.capacity)
        # every record of the dataset: a Resume's kept shards are in the summary, not in
        # this run's shard_written events (the header said "0 of 2,250" for 3,000)
        self.verify_total = self.summary.written if self.summary is not None else \
            sum(s.records for s in self.shards)

    def verify_ended(self) -> None:
        """The separate verify process ended (its outcome is judged by the controller). The
        clock stops where it stood, not at the check's last event: cancelled while its
        reader loaded, it said 0:09, then 0:04 at the end (and so did the Summary)."""
        self._engine_t = self.elapsed()
        self._running = False

    def process_ended(self, exit_code: int, crashed: bool = False) -> None:
        """The engine process exited; settle the phase if no final event said how."""
        self._running = False
        self.exit_code = exit_code
        if self.phase in ("finished", "cancelled", "failed"):
            return
        if self.phase == "verifying" and exit_code == 0 and not crashed:
            return  # the verify process comes next
        if exit_code == P.EXIT_CANCELLED:
            self.phase = "cancelled"
        elif exit_code == 0 and not crashed:
            self.phase = "finished"
        else:
            self.phase = "failed"

    # ------------------------------------------------------------------ derived
    @property
    def running(self) -> bool:
        return self._running

    def own_check(self) -> bool:
        """Whether ``verify`` is the check the run started as it ended (start_verify), whose
        time the Total time counts; not one run later in Inspect (Verify now), whose time
        elapsed() does not hold: the Total said "with the check after it" of the run's
        time alone."""
        return self.verify is not None and self._verify_from is not None

    def elapsed(self) -> float:
        """Seconds since the engine started; ticks locally between events while running,
        and never goes back (an event's time may be behind the local ticking), but once:
        at the check's verdict it is the run's summary seconds plus the check's own, the
        total its folder opened again says, which may be a little below what was ticking
        (the wait between the two processes, counted by the local clock, is in neither)."""
        if self._running and self._verify_from is not None and self.verify is not None and \
                self.verify.seconds > 0:
            # the check's verdict: the run's time and the check's, as the engine measured
            # them and keeps them (its record): as the folder opened again later says
            self._shown_t = self._verify_from[0] + self.verify.seconds
            return self._shown_t
        if self._local_at_engine_t is None or not self._running:
            now = self._engine_t
        else:
            now = self._engine_t + max(0.0, self.clock() - self._local_at_engine_t)
            if self._verify_from is not None:   # (the check's wait for its reader counted)
                now = max(now, self._verify_from[0] + self.clock() - self._verify_from[1])
        self._shown_t = max(self._shown_t, now) if self._running else now
        return self._shown_t

    def images_per_s(self) -> float:
        return self.rates.images_per_s()

    def mb_per_s(self) -> float:
        return self.rates.mb_per_s()

    def fraction(self) -> float:
        """Share of planned items processed (written or failed), 0..1; after a run that
        ended without a summary, those in the complete shards its folder keeps."""
        if self.total <= 0:
            return 0.0
        seen = self.done + self.failed if self.on_disk is None else \
            self.on_disk[1] + self.skipped_on_disk
        return min(1.0, seen / self.total)

    def eta(self) -> float | None:
        """Seconds left, steady (gui.run_rates), or None when unknown: not converting, or
        not yet a rate to trust (the header says "estimating…")."""
        if self.total <= 0 or self.phase != "writing":
            return None
        if self.total - self.done - self.failed <= 0:
            return 0.0
        return self.rates.seconds_left()

    def verify_eta(self) -> float | None:
        """Seconds left of the check, estimated as the conversion's (eta), or None."""
        if self.phase != "verifying" or self.verify_total <= 0:
            return None
        if self.verify_checked >= self.verify_total:
            return 0.0
        return self.verify_rates.seconds_left()

    def counting(self) -> bool:
        """Converting, but no count yet: a Resume's plan came before the count of its kept
        shards ("0 of 600 images" was shown for a second before "240 of 600")."""
        return self.resume and self.running and self.phase == "writing" and \
            len(self.counters) == 0

    def kept(self) -> tuple[int, int, int]:
        """(complete shards, records in them, bytes) written so far (a cancel keeps the
        unfinished shard's records too: the summary's ``unfinished``); after a run that
        ended without a summary, what its folder's journal lists."""
        if self.on_disk is not None:
            return self.on_disk
        return (len(self.shards), sum(s.records for s in self.shards),
                sum(s.bytes for s in self.shards))

    def settle_on_disk(self, shards: int, records: int, size: int, skipped: int = 0,
                       keeps_lost: bool = True) -> None:
        """A run that ended without a summary (killed, crashed): its complete shards, which
        the folder's journal lists (a --resume's earlier ones too). Its last progress
        counted images converted into the shard being written, which is no shard yet (its
        .partial file stays; Resume keeps what it reads back whole of it, engine.run.partial):
        "1,157 written" was shown beside "1,125 done" in the Resume offer and the Summary."""
        self.on_disk = (shards, records, size)
        self.skipped_on_disk = skipped
        self.keeps_lost = keeps_lost   # (not an annotated source's: keeps_killed_partial)

    def converted_rate(self) -> float:
        """Images per second this run converted (gui.run_rates.RunRates.converted_rate)."""
        return self.rates.converted_rate()

    def lost(self) -> int:
        """Images converted into the unfinished shard of a run that ended without a
        summary: Resume keeps those it reads back whole and converts the rest again
        (converts them all again when not ``keeps_lost``)."""
        return max(0, self.done - self.on_disk[1]) if self.on_disk is not None else 0

    def mean_write_ms(self) -> float:
        return 1000.0 * self.write_seconds_total / self.batches if self.batches else 0.0
