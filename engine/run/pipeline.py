"""Orchestration of `convert`: scan -> plan -> shard tasks -> commit -> events.

The parts, one job each:
- engine.run.scan_plan: the source read, the shard plan made and the journal header that
  records it, before the folder changes;
- engine.run.run_end: a complete run's copies list, manifest, journal removed and --verify;
- engine.run.local_shards: the shard tasks on this computer, fed by the scheduler's stream
  (engine.run.cluster runs them on a Dask cluster instead);
- engine.run.scheduler: the worker pool; yields converted batches in plan order (in-flight
  window, recovery from worker death and hangs, cancel);
- engine.run.shard_task: one shard from its ShardSpec, written under a temporary name, then
  committed (rename + journal) here; a cluster backend runs the same task;
- engine.run.run_stats: counters, busy windows, progress/worker_stats events, the summary;
- engine.run.output / .resume: the folder's rules, side files and space; what --resume keeps;
- engine.run.run_record: the manifest and rejected.csv from this run's state;
- engine.run.estimate: the record size that sets records per shard;
- engine.run.lock.OutputLock: the output folder, created and locked for the run.

The parent owns the output files and the event stream; workers (spawned, no TensorFlow)
do all CPU work and return framed records, so memory stays flat and the bytes do not
depend on the worker count or on scheduling.
"""

from __future__ import annotations

import dataclasses
import os
import threading
import time
from typing import TYPE_CHECKING

from engine import __version__, protocol
from engine.config import ConvertConfig
from engine.errors import Cancelled, LockedError, RunError, WriteError
from engine.events import Emitter
from engine.run import (
    duplicates,
    local_shards,
    memory_budget,
    output,
    partial,
    resume,
    resume_verdicts,
    run_end,
    run_record,
    scan_plan,
    space_needed,
)
from engine.run.lock import OutputLock
from engine.run.plan import ShardSpec, plan_event
from engine.run.pool import runs_inline
from engine.run.run_result import Counters, RunResult
from engine.run.run_stats import RunStats
from engine.run.scheduler import Scheduler
from engine.run.shard_task import BatchDone, ShardEntry, commit
from engine.run.side_files import write_labels
from engine.sources import discover

if TYPE_CHECKING:
    from engine.run.cluster import ClusterRun
    from engine.run.cluster_record import TookPart


class Converter:
    """One `convert` run. Call run(); it returns a RunResult and never raises for bad
    input or a write failure."""

    def __init__(self, cfg: ConvertConfig, emitter: Emitter, cancel: threading.Event | None = None,
                 cluster=None):
        if runs_inline(cfg.image) and cfg.workers != 1:   # one "worker": this process
            cfg = dataclasses.replace(cfg, workers=1)
        if cfg.memory_limit is None:  # fixed once, so a respawned pool has the same budget
            cfg = dataclasses.replace(cfg, memory_limit=memory_budget.default_limit())
        self.cfg = cfg
        self.em = emitter
        self.cancel = cancel or threading.Event()
        # "storing" is not runs_inline's question: a cluster's workers store the files too
        self.stats = RunStats(emitter, cfg.workers, storing=cfg.image.format == "original")
        # With --cluster the local pool only estimates the record size from a small sample
        # (so the plan is the local one): one process, not one per core of a head node.
        self.scheduler = Scheduler(dataclasses.replace(cfg, workers=1) if cfg.cluster
                                   else cfg, self.cancel, on_tick=self.stats.tick,
                                   on_respawn=self.stats.new_pool)
        self.labels: list[str] = []
        self.specs: list[ShardSpec] = []
        self.finished: dict[str, dict] = {}   # filename -> journal entry
        self.timings: dict[str, float] = {}
        self.source_kind = ""
        self.scan_result: discover.ScanResult | None = None
        #: annotated sources: {annotation file: sha256} (engine.sources.fingerprint)
        self.annotation_files: dict[str, str | None] = {}
        self.fingerprint = ""
        #: (shards finished, their objects left out or clipped): run_record.object_problems
        self.object_problems: tuple[int, dict[str, int]] | None = None
        self.est_record_bytes = 0.0   # from the shard-size estimate, if one was made
        self.folder = OutputLock(cfg.out)
        #: what --resume keeps of the unfinished shards (engine.run.partial), by file name
        self.partials: dict[str, partial.Kept] = {}
        self.plan_record: dict = {}   # what --resume needs to make the same plan
        self._summary: protocol.ConvertSummary | None = None
        self.header: dict = {}   # the journal's header: the run's plan and options
        #: when this run began (the journal's "started", unless a --resume carries on an
        #: earlier run's: engine.run.resume.carry_started)
        self.started = output.now_iso()
        #: the shard a write error stopped (its .partial file left for --resume)
        self.left: ShardSpec | None = None
        self._cluster: ClusterRun | None = None   # with --cluster
        #: with --cluster, the workers that took part (for the manifest)
        self.took_part: TookPart | None = None
        self.copies = duplicates.Copies(cfg.out)   # byte-identical images (reported only)
        # an open ClusterRun the caller keeps for several runs (tune --cluster)
        self._shared_cluster = cluster

    @property
    def counters(self) -> Counters:
        return self.stats.counters

    # -- top level ---------------------------------------------------------------------

    def run(self) -> RunResult:
        cfg = self.cfg
        self.em.emit(protocol.RunStarted(
            engine_version=__version__, command="convert", source=cfg.source, out=cfg.out,
            workers=cfg.workers, options=dict(cfg.output_options(), workers=cfg.workers,
                                              verify=cfg.verify, resume=cfg.resume,
                                              **_cluster_option(cfg))))
        status = "failed"
        try:
            code = self._run()
            status = self._summary.status if self._summary is not None else "failed"
        except Cancelled:
            self.em.emit(protocol.RunFinished(status="cancelled",
                                              summary=self.finish("cancelled")))
            code, status = protocol.EXIT_CANCELLED, "cancelled"
        except (RunError, LockedError) as e:
            self.em.emit(protocol.RunFailed.of(e))   # (coded as raised, when it is)
            code = e.exit_code
        except WriteError as e:
            if self.folder.held:   # (refused at the lock: the folder is not the run's to write)
                run_record.write_side_files(self, "failed", quiet=True)
            c = self.counters
            # what --resume will keep of the shard it stopped
            kept = 0 if self.left is None else partial.kept_records(
                cfg.out, self.left, self.header, compression=cfg.compression,
                fmt=cfg.image.format)
            self.em.emit(protocol.RunFailed(
                message=space_needed.with_space_needed(
                    e, cfg.out, self.specs, self.finished, c.records_written,
                    c.record_bytes, self.est_record_bytes, kept),
                exit_code=protocol.EXIT_WRITE_ERROR))
            code = protocol.EXIT_WRITE_ERROR
        finally:
            self.scheduler.close()
            if self._cluster is not None and self._cluster is not self._shared_cluster:
                self._cluster.close()
            self.folder.release()
        return RunResult(code, status, self.counters, dict(self.timings),
                         [self.finished[s.filename] for s in self.specs
                          if s.filename in self.finished], self._summary)

    def finish(self, status: str) -> protocol.ConvertSummary:
        """run_finished's summary of the run as it ends (``status``: ok or cancelled)."""
        self._summary = summary = self.stats.summary(
            status, self.cfg.out, finished=self.finished,
            specs=self.specs, timings=self.timings)
        if not os.path.exists(summary.manifest):   # (cancelled before the side files)
            summary.manifest = ""
        self.copies.fill(summary)
        scan = self.scan_result
        if scan is not None and scan.task != "classification":
            summary.task = scan.task
            summary.objects_per_class = self.stats.written_objects()   # (kept ones too)
            summary.object_problems = run_record.object_problems(self)   # (the manifest's)
        if self.took_part is not None:   # a cluster run's workers, as its manifest's
            record = self.took_part.record()
            summary.workers, summary.cluster = record["workers"], record["cluster"]
        return summary

    def _run(self) -> int:
        cfg = self.cfg
        t0 = time.monotonic()
        output.check_location(cfg.source, cfg.out)
        # Workers take ~0.15 s each to start (interpreter, Pillow): start them now so they
        # boot on the other cores while this process scans. With --cluster the one local
        # process only estimates the shard size: not needed when --shards gives it.
        if not cfg.cluster or cfg.num_shards is None:
            self.scheduler.start()
        # a LocalCluster or HPC jobs start while this process scans; not for a --resume
        # that looks finished (it started a cluster that converted nothing)
        if cfg.cluster and self._shared_cluster is None and not (
                cfg.resume and resume.all_done(cfg.out)):
            self._start_cluster()
        scan = scan_plan.scan_source(self)
        cfg = self.cfg   # (--masks off for a task it stores nothing for: scan_source)
        self.timings["scan_s"] = time.monotonic() - t0
        if self.cancel.is_set():
            raise Cancelled()
        self.folder.acquire()
        if cfg.cluster and scan.samples:   # connect and check before the folder changes
            if self._shared_cluster is not None:
                self._cluster = self._shared_cluster
            elif self._cluster is not None:
                self._cluster.open(scan.samples[0].path)

        # The plan is complete before the folder is changed: a cancel or a crash from here
        # on leaves either the folder as it was or a journal that records this plan.
        t1 = time.monotonic()
        self.specs = scan_plan.make_plan(self, scan, resume.recorded_plan(cfg.out) if cfg.resume
                                         else None)
        self.timings["plan_s"] = time.monotonic() - t1
        if self.cancel.is_set():
            raise Cancelled()
        replacing = output.prepare(cfg.out, cfg.overwrite, cfg.resume,
                                   [s.filename for s in self.specs], cfg.source)
        self.stats.total = sum(len(s.samples) for s in self.specs)
        self.em.emit(plan_event(self.specs, self.labels, scan))

        self.header = scan_plan.journal_header(self, scan)
        # (a --resume reads its kept shards again, and an older engine's kept files, minutes
        # of a large dataset: said as it goes, and a Cancel stops it, changing nothing)
        todo, kept, self.partials = resume.resume_state(
            cfg, self.specs, self.header, replacing, composed=scan.composed, task=scan.task,
            progress=lambda c, n, s: self._checking(protocol.KeptCheck(checked=c, total=n,
                                                                        shard=s)),
            verdicts=resume_verdicts.Check(
                lambda c, n: self._checking(protocol.VerdictCheck(checked=c, total=n)),
                self.cancel.is_set, scan.mask_problems))
        if cfg.cluster:
            self._cluster_for(todo, scan)
        else:   # (a --resume here of a dataset begun on a cluster: those workers kept)
            from engine.run.cluster_record import here_after
            self.took_part = here_after(self.header, cfg.workers)
        self.copies.start(self.specs, kept, cfg.resume)
        for spec in self.specs:
            if spec.filename in kept:
                self.finished[spec.filename] = kept[spec.filename]
                self.stats.kept(kept[spec.filename], spec.samples)
            elif spec.filename in self.partials:   # the records written first: done
                self.stats.kept_partial(self.partials[spec.filename], spec.filename)
        # a --resume's kept images counted at once (the window read "0 of 600" while the
        # workers started)
        if self.stats.kept_records:
            self.stats.emit_progress(force=True)
        self.folder.keep()   # holds a dataset (or its journal) from now on
        write_labels(cfg.out, self.labels)
        if not cfg.cluster:
            self.scheduler.warm()
        # the count as converting begins, the workers running: where the window measures
        # this run's own speed from, as convert_s is measured (sent before the workers ran,
        # the built-in sample's live graph peaked at 48 images/s beside "average 124.1
        # images/s over the conversion": its 0.19 s without the workers' start, 0.3 s)
        self.stats.emit_progress(force=True)
        t2 = time.monotonic()
        self._convert(todo)
        self.stats.emit_progress(force=True)   # (and as it ends: the last batch's count)
        # (over the counts sent: the command line's last progress line says the same speed)
        self.timings["convert_s"] = self.stats.convert_seconds(time.monotonic() - t2)
        self.timings["writer_busy_s"] = self.counters.writer_seconds

        if self.cancel.is_set() and not self.all_written():
            run_record.write_side_files(self, "cancelled")
            self.stats.emit_progress(force=True)
            self.em.emit(protocol.RunFinished(status="cancelled",
                                              summary=self.finish("cancelled")))
            return protocol.EXIT_CANCELLED

        if self.cancel.is_set():   # after the last shard was committed: nothing is left
            run_end.stopped_after_all()
        return run_end.complete(self, scan)

    def all_written(self) -> bool:
        """Every planned shard is committed (this run's or kept by --resume): no image is
        left to convert. A cancel that came after that finishes the run, as a cancel
        during the copies search does: a Stop (Ctrl+C, SIGTERM, a closed terminal) as the
        last shard was committed left a run that said "cancelled", without its manifest,
        for a Resume with nothing to convert. A cancel that cut the work short leaves a
        shard unfinished or not begun (engine.run.local_shards, engine.run.cluster)."""
        return all(spec.filename in self.finished for spec in self.specs)

    def _start_cluster(self) -> ClusterRun:
        from engine.run.cluster import ClusterRun
        self._cluster = cluster = ClusterRun(self.cfg)
        cluster.start()
        return cluster

    def _cluster_for(self, todo: list[ShardSpec], scan: discover.ScanResult) -> None:
        """A cluster run's workers, carrying a --resume's earlier parts (the journal
        header's: engine.run.cluster_record); the cluster, connected now when a --resume
        guessed finished has shards to convert after all, closed when it has none."""
        from engine.run.cluster import parse_address
        from engine.run.cluster_record import TookPart
        from engine.run.journal import TOOK_PART
        self.took_part = TookPart(parse_address(self.cfg.cluster)[0],
                                  self.header.get(TOOK_PART))
        if todo and self._cluster is None and self._shared_cluster is None:
            self._start_cluster().open(scan.samples[0].path)
        elif not todo and self._cluster is not None and self._cluster is not self._shared_cluster:
            self._cluster.close()   # (guessed unfinished: started, and nothing to convert)
            self._cluster = None

    def _checking(self, event: protocol.Event) -> None:
        """A --resume's check of what it keeps moved on: said, unless Cancel was pressed."""
        if self.cancel.is_set():
            raise Cancelled()
        self.em.emit(event)

    # -- the conversion: one shard task per spec, the pool as their executor --------------

    def _convert(self, specs: list[ShardSpec]) -> None:
        if self.cfg.cluster and not specs:   # nothing to convert: no cluster is used
            return
        if self._cluster is not None:
            self._cluster.run(self, specs)
            return
        local_shards.run_shards(self, specs)

    def left_after_error(self, spec: ShardSpec) -> None:
        """A write error stopped the shard being written: its .partial file stays as a kill
        leaves it (engine.run.shard_task.run_shard), for --resume to keep what it proves.
        Its images stay done and its failures listed (nothing is taken back, as a
        cancel's drop_shard does): the window says they are in the unfinished shard, so
        the count it has is made the last one."""
        self.left = spec
        self.stats.emit_progress(force=True)

    def on_batch(self, done: BatchDone) -> None:
        """A shard task's progress callback (any executor): one batch written."""
        self.stats.batch(done)
        self.stats.tick()

    def commit_shard(self, spec: ShardSpec, entry: ShardEntry) -> None:
        """Commit a finished shard task's files (rename + journal), in any order."""
        t0 = time.perf_counter()
        record = commit(self.cfg.out, entry)
        partial.superseded(self.cfg.out, self.partials.pop(entry.filename, None))
        self.stats.shard(entry, time.perf_counter() - t0)
        self.finished[entry.filename] = record
        if self.took_part is not None and not self.cfg.cluster:
            self.took_part.done_here(self.cfg.out)   # (a --resume here after a cluster)
        self.copies.add(entry)
        self.em.emit(protocol.ShardWritten(
            path=os.path.join(self.cfg.out, entry.filename), split=spec.split,
            index=spec.index, count=spec.count, records=entry.records, bytes=entry.bytes,
            sha256=entry.sha256))


def _cluster_option(cfg: ConvertConfig) -> dict[str, str]:
    """run_started's options.cluster of a --cluster run: where it converts, an address
    without its credentials (the run log writes it; a local run has none, as before)."""
    if not cfg.cluster:
        return {}
    from engine.run.cluster_record import safe_address
    return {"cluster": safe_address(cfg.cluster)}
