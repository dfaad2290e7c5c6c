"""Run statistics of `convert`: counters (engine.run.run_result), worker busy windows, the
progress / worker_stats / batch_written / item_failed events and the summary. Fed by the
shard task's per-batch progress (engine.run.shard_task.BatchDone), so it reads the same for
every executor."""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine import protocol
from engine.conversion_span import ConversionSpan, per_second
from engine.events import Emitter
from engine.option_rules import resolve_workers
from engine.output_state import MANIFEST
from engine.run.bottleneck import diagnose
from engine.run.run_result import Counters
from engine.run.shard_task import BatchDone, ShardEntry
from engine.sources.names import display

STATS_INTERVAL = 0.5          # worker_stats at least twice a second
PROGRESS_INTERVAL = 0.1


@dataclass
class _Window:
    """Busy time accumulated since the last worker_stats event."""

    start: float
    busy: dict = field(default_factory=dict)
    carry: dict = field(default_factory=dict)
    read: float = 0.0
    writer: float = 0.0


class RunStats:
    def __init__(self, em: Emitter, workers: int, storing: bool = False):
        self.em = em
        self.workers = workers
        #: --format original: the workers (or the one process) store files, decode nothing
        #: (worker_stats' bottleneck "storing", not "decoding")
        self.storing = storing
        self.counters = Counters()
        self.rejected: list[tuple[str, str, str]] = []
        self.total = 0
        self.kept_records = 0   # records of the shards a --resume kept (not converted now)
        self.unfinished = 0     # records of the unfinished shards kept (their .partial files)
        #: annotated sources: the objects those records hold, by class (their journal lines')
        self.unfinished_objects: dict[str, int] = {}
        self.ignored = 0        # side files at the top of a class-folder source (the scan's)
        #: the run's time and images converted per second once it ended (end_speed): the
        #: manifest, written first, and the summary say the same numbers
        self._speed: tuple[float, float] | None = None
        #: the counts this run sent, as the command line and the window measure its speed
        #: over them (convert_seconds)
        self._span = ConversionSpan()
        #: annotated sources: the objects the shards on disk hold (committed by this run or
        #: kept by --resume), by class: the summary's objects_per_class
        self.objects: dict[str, int] = {}
        #: --format original: the files stored unturned though their EXIF orientation says
        #: to turn them -> the shard they are in (BatchDone.turned; run_end says them)
        self.turned: dict[str, str] = {}
        #: and the objects dropped from them, by reason (a shard journalled by an engine
        #: before 0.3.3 has no count: its dropped objects are not among them)
        self.dropped: dict[str, int] = {}
        self._last_progress = 0.0
        self._counting = False   # a forced progress was sent (the run's counts began)
        self._workers_seen: list[tuple[str, int]] = []    # (host, pid)
        #: cluster runs: worker threads per host, so idle ones show on their host; and the
        #: Dask worker of each (host, pid) seen (engine.run.cluster_progress.worker_words)
        self.slots: dict[str, int] = {}
        self.names: dict[tuple[str, int | None], str] = {}
        #: bytes on disk of each shard being written (not committed yet), by file name: the
        #: progress's bytes_written grows with every batch, not only when a shard completes
        self._writing: dict[str, int] = {}
        #: bytes on disk this run did not convert: the complete shards a --resume kept, and
        #: of each unfinished shard it continues, the kept records written again first
        #: (a Resume's MB/s written began with a spike of ~250 MB/s: those records)
        self._kept_bytes = 0
        self._refed: dict[str, int] = {}
        self._window = _Window(time.monotonic())
        self.begin_shard()

    # -- inputs ---------------------------------------------------------------------------

    def reject(self, path: str, reason: str, stage: str, emit: bool = True) -> None:
        # rejected.csv, the journal and events hold text, not bytes
        path, reason = display(path), display(reason)
        self.rejected.append((path, reason, stage))
        if stage != "scan":
            self.counters.failed += 1
        if emit:
            self.em.emit(protocol.ItemFailed(path=path, reason=reason, stage=stage))

    # -- the shard a local run is writing (one at a time) --------------------------------

    def begin_shard(self) -> None:
        self._shard_records = 0
        self._shard_rejected: list[tuple[str, str, str]] = []   # (cluster runs: unused)

    def drop_shard(self, filename: str) -> None:
        """The unfinished shard was deleted (run_shard removes its temporary file). Its
        images are no longer written and its failures no longer skipped: written, skipped
        and rejected.csv describe the kept shards, as the Resume offer does, and readers
        are told to forget those failures (items_requeued). --resume converts them again."""
        # the last progress before the take-back counts every image converted, so what
        # the window showed is the kept images plus the summary's ``removed``
        self.emit_progress(force=True)
        self.counters.done -= self._shard_records
        self.counters.removed += self._shard_records
        self.shard_gone(filename)
        self._refed.pop(filename, None)   # (deleted with the shard: no longer on disk)
        self.turned = {p: s for p, s in self.turned.items() if s != filename}
        gone = {display(p) for p, _, stage in self._shard_rejected if stage != "scan"}
        if gone:
            kept = [r for r in self.rejected if not (r[2] != "scan" and r[0] in gone)]
            self.counters.failed -= len(self.rejected) - len(kept)
            self.rejected = kept
            self.em.emit(protocol.ItemsRequeued(shard=filename, paths=sorted(gone)))
        self.begin_shard()
        self.emit_progress(force=True)

    def batch(self, b: BatchDone) -> None:
        """One batch written into a shard (the shard task's progress callback)."""
        c = self.counters
        for path, reason, stage in b.rejected:
            self.reject(path, reason, stage)
        self._shard_records += b.records
        self._shard_rejected.extend(b.rejected)
        self.turned.update(dict.fromkeys(b.turned, b.shard))
        # the file's size after this batch (of two attempts at one shard on a cluster,
        # the larger: a retried attempt starts again at 0)
        self._writing[b.shard] = max(self._writing.get(b.shard, 0), b.written)
        if b.kept:
            self._refed[b.shard] = max(self._refed.get(b.shard, 0), b.written)
        c.bytes_in += b.bytes_in
        c.records_written += b.records
        c.record_bytes += b.bytes
        c.done += b.records
        c.writer_seconds += b.write_seconds
        c.busy_seconds += b.busy
        c.read_seconds += b.read
        w = self._window
        w.writer += b.write_seconds
        if b.pid:
            key = (b.host, b.pid)    # pids repeat across the machines of a cluster
            w.busy[key] = w.busy.get(key, 0.0) + b.busy
            w.read += b.read
            if key not in self._workers_seen:
                self._workers_seen.append(key)
        self.em.emit(protocol.BatchWritten(shard=b.shard, records=b.records, bytes=b.bytes,
                                           write_seconds=round(b.write_seconds, 6)))

    def shard(self, entry: ShardEntry, commit_seconds: float = 0.0) -> None:
        """A shard committed: its bytes count as output."""
        self.counters.bytes_out += entry.bytes
        _add(self.objects, entry.objects or {})
        _add(self.dropped, entry.dropped)
        self.shard_gone(entry.filename)
        self.counters.writer_seconds += entry.close_s + commit_seconds

    def shard_gone(self, filename: str) -> None:
        """A shard being written was committed (its exact bytes are in bytes_out now) or
        deleted: its bytes on disk no longer count as being written."""
        self._writing.pop(filename, None)

    def kept(self, entry: dict, samples: Sequence = ()) -> None:
        """A shard an interrupted run finished, kept by --resume (`samples`: its planned
        images, whose objects count when the entry has no count of its own)."""
        objects = entry.get("objects")
        _add(self.objects, objects if isinstance(objects, dict) else
             _listed_objects(samples, entry))
        dropped = entry.get("dropped")
        _add(self.dropped, dropped if isinstance(dropped, dict) else {})
        self.kept_records += entry["records"]
        self.counters.done += entry["records"]
        self.counters.bytes_out += entry["bytes"]
        self._kept_bytes += entry["bytes"]
        # Emitted again so this run's failure list matches its cumulative counters.
        for path_, reason, stage in entry.get("rejected", []):
            self.reject(path_, reason, stage)
        if entry.get("turned"):   # (an older engine's entry has none)
            self.turned.update(dict.fromkeys(entry["turned"], entry["filename"]))

    def kept_partial(self, kept, shard: str) -> None:
        """The records --resume keeps of the unfinished ``shard`` (engine.run.partial.Kept):
        done, as a kept shard's are, with the failures and unturned photos among them."""
        self.turned.update(dict.fromkeys(kept.turned, shard))
        self.kept_records += kept.records
        self.counters.done += kept.records
        for path_, reason, stage in kept.rejected:
            self.reject(path_, reason, stage)

    def add_unfinished_objects(self, objects: dict[str, int] | None) -> None:
        """The objects of an unfinished shard's records kept (its journal line's)."""
        _add(self.unfinished_objects, objects or {})

    def written_objects(self) -> dict[str, int]:
        """The objects the records this run leaves hold, by class: the shards on disk's
        (``objects``, the manifest's) and those of the unfinished shards' records kept,
        which Resume keeps, as ``written`` counts them (the window's class table said 0
        of every class beside "480 written", all in the unfinished shard)."""
        written = dict(self.objects)
        _add(written, self.unfinished_objects)
        return dict(sorted(written.items()))

    def new_pool(self) -> None:
        """worker_stats: from now on the new pool's workers, not the dead ones."""
        self._workers_seen.clear()

    def worker_left(self, host: str, threads: int, keys: set) -> None:
        """worker_stats: a cluster worker left (its `threads` on `host`, the (host, pid)s
        of its batches): its bars go, and the chart's mean is of the workers still there."""
        self._workers_seen = [k for k in self._workers_seen if k not in keys]
        for key in keys:
            self._window.busy.pop(key, None)
            self._window.carry.pop(key, None)
        if host in self.slots:
            self.slots[host] = max(0, self.slots[host] - threads)

    def restart_window(self) -> None:
        self._window = _Window(time.monotonic())

    # -- events ---------------------------------------------------------------------------

    def tick(self) -> None:
        self.emit_progress()
        self.emit_stats()

    def emit_progress(self, force: bool = False, compared: tuple[int, int] = (0, 0)) -> None:
        """The counts so far (at most every PROGRESS_INTERVAL unless forced); ``compared``:
        (files compared, files to compare) while the copies are looked for."""
        now = time.monotonic()
        # (none before the first forced one: the count as converting begins, or a
        # --resume's kept images; a tick while the workers start is neither)
        if not force and (not self._counting or now - self._last_progress < PROGRESS_INTERVAL):
            return
        self._counting = True
        self._last_progress = now
        c = self.counters
        ev = protocol.Progress(
            done=c.done, failed=c.failed, total=self.total, bytes_in=c.bytes_in,
            bytes_out=c.bytes_out, bytes_written=c.bytes_out + sum(self._writing.values()),
            bytes_kept=self._kept_bytes + sum(self._refed.values()),
            compared=compared[0], to_compare=compared[1])
        self.em.emit(ev)   # (which gives it its t)
        self._span.add(ev.t, (ev.done + ev.failed, ev.bytes_kept), ev.done,
                       comparing=bool(ev.to_compare))

    def convert_seconds(self, measured: float) -> float:
        """The conversion's time (``timings``' convert_s): over the span of the counts this
        run sent (engine.conversion_span), as the command line's last progress line and the
        window's average measure it; ``measured`` (the clock's, around the conversion) when
        the counts have none (nothing converted). Measured apart, around the counts, the
        end line said 89.5 images/s below the last progress line's 89.6."""
        return self._span.seconds() or measured

    def emit_stats(self, force: bool = False) -> None:
        w = self._window
        now = time.monotonic()
        interval = now - w.start
        if interval < STATS_INTERVAL and not (force and w.busy and interval > 0):
            return
        busy = []
        keys = self._slots()
        for key in keys:
            total = w.busy.get(key, 0.0) + w.carry.get(key, 0.0)
            # Busy time arrives when a batch completes: spill what exceeds this interval
            # into the next one instead of reporting more than 100%.
            w.carry[key] = max(0.0, total - interval)
            busy.append(round(min(1.0, total / interval), 3))
        hosts = [h for h, _ in keys] if any(h for h, _ in keys) else []
        names = [self.names.get(k, "") for k in keys] if self.slots else []
        total_busy = sum(w.busy.values())
        read_share = w.read / total_busy if total_busy > 0 else 0.0
        writer_busy = min(1.0, w.writer / interval)
        diag = diagnose(busy, writer_busy, read_share, resolve_workers("auto"), self.storing)
        self.em.emit(protocol.WorkerStats(busy=busy, writer_busy=round(writer_busy, 3),
                                          interval=round(interval, 3), bottleneck=diag.kind,
                                          hosts=hosts, workers=names))
        self._window = _Window(now, carry=w.carry)

    def _slots(self) -> list[tuple[str, int | None]]:
        """The bars of worker_stats: every worker seen, then the idle ones not seen yet
        ((host, None)): up to --workers locally, up to each host's threads on a cluster."""
        seen: list[tuple[str, int | None]] = list(self._workers_seen)
        if not self.slots:
            return seen + [("", None)] * max(0, self.workers - len(seen))
        out = []
        for host in sorted(set(self.slots) | {h for h, _ in seen}):
            mine = [k for k in seen if k[0] == host]
            out += mine + [(host, None)] * max(0, self.slots.get(host, 0) - len(mine))
        return out

    # -- results --------------------------------------------------------------------------

    def speed(self) -> tuple[float, float]:
        """(seconds since the run started, images it converted per second), as the summary
        and the manifest say them: the numbers end_speed() kept, or those of now."""
        if self._speed is not None:
            return self._speed
        return self._over(self.em.elapsed())

    def convert_speed(self, timings: dict[str, float]) -> tuple[float, float]:
        """(seconds this run spent converting, images it converted per second over them):
        speed() without the source read again, the plan and a cluster's start before the
        conversion (``timings``' convert_s), as the live graph's mean measures it; (0, 0)
        before the conversion ended."""
        return self._over(timings.get("convert_s", 0.0))

    def _over(self, seconds: float) -> tuple[float, float]:
        """(``seconds``, images this run converted per second over them), rounded as the
        summary and the manifest say them; a rate of 0 over no time. What this run
        converted: a --resume's kept shards are written, not converted, and a cancelled
        shard's images were (the plots showed them; its bytes_in count). The rate is over
        the seconds as rounded: over the time before rounding, 24 images in 0.2954 s were
        "81.2 images/s" beside a time said "0.29 s" (0.295 to two decimals), which is 81.4
        to 84.2 images/s for any time that rounds to it (a CI run of the Summary's test)."""
        return per_second(self.counters.records_written, seconds)

    def _mb_per_s(self, seconds: float) -> float:
        """MB of images read per second over ``seconds`` (as rounded): the conversion's, as
        images/s is (over the whole run, the log said "0.0 MB/s" beside 0.8 in the line)."""
        return round(self.counters.bytes_in / 1e6 / seconds, 3) if seconds > 0 else 0.0

    def end_speed(self) -> tuple[float, float]:
        """The run ends (its manifest is written): its speed() from now on."""
        if self._speed is None:
            self._speed = self.speed()
        return self._speed

    def summary(self, status: str, out: str, *, finished: dict[str, dict],
                specs: list, timings: dict[str, float]) -> protocol.ConvertSummary:
        """run_finished's summary of this run so far. ``finished``: the journal entries of
        the shards complete on disk (kept by --resume or committed now), by file name;
        ``specs``: the plan's shards (engine.run.plan.ShardSpec), in plan order."""
        c = self.counters
        # per split, from the same entries as ``shards`` and the manifest: every planned
        # split, in plan order, with 0 for one that has no complete shard yet
        splits: dict[str, dict[str, int]] = {}
        for spec in specs:
            entry = finished.get(spec.filename)
            row = splits.setdefault(spec.split, {"records": 0, "shards": 0, "bytes": 0})
            if entry is not None:
                row["records"] += int(entry["records"])
                row["shards"] += 1
                row["bytes"] += int(entry["bytes"])
        seconds, rate = self.speed()
        convert_seconds, convert_rate = self.convert_speed(timings)
        return protocol.ConvertSummary(
            status=status, out=out, written=c.done, kept=self.kept_records, failed=c.failed,
            rejected_at_scan=sum(1 for r in self.rejected if r[2] == "scan"),
            ignored=self.ignored, total=self.total, shards=len(finished),
            empty_shards=sum(1 for e in finished.values() if not int(e["records"])),
            shards_planned=len(specs), bytes=c.bytes_out, bytes_in=c.bytes_in,
            splits=splits, removed=c.removed, unfinished=self.unfinished,
            seconds=seconds, images_per_s=rate, convert_seconds=convert_seconds,
            convert_images_per_s=convert_rate,
            mb_per_s=self._mb_per_s(convert_seconds or seconds),
            writer_busy_fraction=round(c.writer_seconds / max(1e-9, timings.get(
                "convert_s", seconds)), 4),
            manifest=os.path.join(out, MANIFEST),
            rejected_csv=os.path.join(out, "rejected.csv"),
        )


def _add(into: dict[str, int], counts: dict[str, int]) -> None:
    for k, n in counts.items():
        into[k] = into.get(k, 0) + n


def _listed_objects(samples: Sequence, entry: dict) -> dict[str, int]:
    """The objects the scan lists for a kept shard's images that it holds (not those that
    failed): for a shard recorded without its count (by an older engine, or in a finished
    dataset's manifest). Objects a worker dropped from those images are counted here."""
    from engine.sources.annotation_builder import object_counts
    failed = {r[0] for r in entry.get("rejected", []) if r}
    counts: dict[str, int] = {}
    for s in samples:
        if getattr(s, "ann", None) is not None and display(s.path) not in failed:
            _add(counts, object_counts(s.ann))
    return counts
