"""The shard task: one ShardSpec in, one shard file (under a temporary name) and its
journal entry out.

This is the unit of work every executor runs: the local run (engine.run.pipeline, whose
scheduler converts the items in its worker pool) and a cluster backend (a Dask task on
another machine that sees the same file system). The task converts its items with the
`convert` it is given (default: in this process), frames them in plan order and writes
them to ``.NAME.ATTEMPT.partial`` in the output folder; it never touches a final name.
The caller commits the result with :func:`commit` (rename, then the journal line), so
a retried or abandoned attempt never leaves a half shard under a final name, and the
bytes cannot depend on which executor ran the task.

Per-batch progress leaves the task through the `progress` callback (one BatchDone per
batch written, and one without records per piece of what --resume kept of an earlier
attempt, written first), so live plots work the same for every executor.

Everything here is picklable (dataclasses and module-level functions): a remote executor
ships ``run_shard`` with a ShardSpec and the ConvertConfig.
"""

from __future__ import annotations

import os
import secrets
import time
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from engine.config import ConvertConfig
from engine.errors import RecordError, ShardCancelled, WriteError
from engine.run import duplicates, object_list, partial, worker
from engine.run.journal import Journal
from engine.run.partial import Kept
from engine.run.plan import ShardSpec
from engine.run.writer import ShardWriter, as_write_error, fsync_dir, step, temp_name
from engine.sources.discover import Sample
from engine.sources.names import display

BATCH_MAX_ITEMS = 16
BATCH_MAX_BYTES = 4 << 20     # large photos go one or two per batch

#: (path, reason, stage) of an item that was not converted, as text
Rejected = tuple[str, str, str]
Item = tuple[str, str, int, str]   # (path, name, label, label_text): worker.convert_batch
Packed = bytes   # (ShardEntry's field "bytes" hides the type inside its class)


@dataclass
class BatchDone:
    """Progress of one batch written into a shard (the `progress` callback's argument)."""

    shard: str
    records: int              # records written from this batch
    bytes: int                # their framed bytes
    write_seconds: float
    bytes_in: int             # input bytes of the converted items
    busy: float               # worker CPU seconds for the batch
    read: float               # of which, reading files
    pid: int                  # the process that converted it (0: none)
    rejected: list[Rejected] = field(default_factory=list)
    host: str = ""            # the machine of `pid` ("" = this one; set on a cluster)
    written: int = 0          # bytes of the shard's file on disk after this batch
    #: records --resume kept of an earlier attempt, written again (not converted now: the
    #: bytes are on disk but not this run's work, so MB/s written leaves them out)
    kept: bool = False
    #: --format original: the files of this batch stored unturned though their EXIF
    #: orientation says to turn them (ItemResult.turned), by their display paths
    turned: list[str] = field(default_factory=list)


@dataclass
class ShardEntry:
    """What a finished shard task returns: the journal entry plus where the bytes are."""

    filename: str
    split: str
    index: int
    count: int
    records: int
    bytes: int
    sha256: str
    dali_index: str           # final name of the DALI index ("" when compressed)
    rejected: list[Rejected]
    temp: str                 # temporary shard file, relative to the output folder
    temp_index: str           # temporary DALI index file ("" when none)
    bytes_in: int = 0
    busy_s: float = 0.0       # summed worker CPU seconds
    read_s: float = 0.0
    write_s: float = 0.0      # writing and closing the temporary file
    close_s: float = 0.0      # of which, flushing and fsyncing it
    wall_s: float = 0.0
    #: --format original: records by "FORMAT/CHANNELS" ({"jpeg/3": 40, "gif/3": 2}), so the
    #: how-to-load notes know whether a reader meets a file it cannot decode
    formats: dict[str, int] = field(default_factory=dict)
    stamp: str = ""           # its ShardSpec's: the journal keeps it for --resume
    #: annotated sources: the objects its records hold, by class (None: not annotated);
    #: journalled, so a --resume that keeps the shard still counts them
    objects: dict[str, int] | None = None
    #: annotated sources: the objects dropped from its records (cut away by crop...) or
    #: clipped by crop, by reason; journalled like ``objects`` (the summary's and
    #: manifest's object_problems)
    dropped: dict[str, int] = field(default_factory=dict)
    #: and each of them: (its image's place in the shard, its index among the image's
    #: objects, why), journalled packed (engine.run.object_list: objects.csv's rows)
    dropped_objects: list[tuple[int, int, str]] = field(default_factory=list)
    #: --format original: its records stored unturned though their EXIF says to turn them
    #: (display paths); journalled, so a --resume that keeps the shard still names them
    turned: list[str] = field(default_factory=list)
    #: (size, CRC32C) of each planned item, packed (engine.run.duplicates): not in its
    #: journal entry (a cancel's partial line keeps them: engine.run.partial)
    digests: Packed = b""
    #: the positions in the shard of the items not converted (a cancel's partial line)
    skipped: list[int] = field(default_factory=list)

    def journal(self) -> dict:
        """The journal / manifest shard entry (the format --resume reads)."""
        entry = {"filename": self.filename, "split": self.split, "index": self.index,
                 "records": self.records, "bytes": self.bytes, "sha256": self.sha256,
                 "dali_index": self.dali_index, "rejected": [list(r) for r in self.rejected]}
        if self.formats:
            entry["formats"] = dict(sorted(self.formats.items()))
        if self.stamp:
            entry["sources"] = self.stamp
        if self.objects is not None:
            entry["objects"] = dict(sorted(self.objects.items()))
        if self.dropped:
            entry["dropped"] = dict(sorted(self.dropped.items()))
            entry["dropped_objects"] = object_list.pack(self.dropped_objects)
        if self.turned:
            entry["turned"] = list(self.turned)
        return entry


def new_attempt() -> str:
    """A token that makes an attempt's temporary names unique."""
    return secrets.token_hex(6)


def split_batches(samples: Sequence[Sample], max_items: int = BATCH_MAX_ITEMS
                  ) -> list[list[Sample]]:
    """The batches of one shard: at most max_items items or about BATCH_MAX_BYTES each.
    Batching never changes the bytes, only how often progress is reported."""
    out: list[list[Sample]] = []
    current: list[Sample] = []
    nbytes = 0
    for s in samples:
        current.append(s)
        nbytes += s.size
        if len(current) >= max_items or nbytes >= BATCH_MAX_BYTES:
            out.append(current)
            current, nbytes = [], 0
    if current:
        out.append(current)
    return out


def items_of(batch: Sequence[Sample]) -> list[Item]:
    return [worker.item_of(s) for s in batch]


def convert_in_process(cfg: ConvertConfig) -> Callable[[list[list[Sample]]],
                                                       Iterator[worker.BatchResult]]:
    """The default executor of a task's items: this process, one batch after another."""
    def convert(batches: list[list[Sample]]) -> Iterator[worker.BatchResult]:
        worker.configure(cfg.image)
        for i, batch in enumerate(batches):
            yield worker.convert_batch(i, items_of(batch))
    return convert


def convert_with(executor, window: int = 4) -> Callable[[list[list[Sample]]],
                                                      Iterator[worker.BatchResult]]:
    """An executor of a task's items: a concurrent.futures-style `executor` whose
    processes ran worker.init (or worker.configure) with the run's image options; at most
    `window` batches in flight, results in order.

    There is no recovery from a dead process here: the caller retries the whole task,
    which is what a cluster does.
    """
    def convert(batches: list[list[Sample]]) -> Iterator[worker.BatchResult]:
        futures: list = []
        for i, batch in enumerate(batches):
            futures.append(executor.submit(worker.convert_batch, i, items_of(batch)))
            if len(futures) >= window:
                yield futures.pop(0).result()
        for fut in futures:
            yield fut.result()
    return convert


def run_shard(spec: ShardSpec, cfg: ConvertConfig, *, attempt: str | None = None,
              convert: Callable[[list[list[Sample]]], Iterable[worker.BatchResult]]
              | None = None,
              progress: Callable[[BatchDone], None] | None = None,
              max_items: int = BATCH_MAX_ITEMS, kept: Kept | None = None,
              keep_partial: bool = False) -> ShardEntry:
    """Convert and write one shard under a temporary name; return its entry.

    `cfg`: the run's options (out, compression, image options). `attempt`: lowercase hex
    making the temporary names unique (default: a fresh random one). `convert(batches)`
    yields one worker.BatchResult per batch, in order (default: in this process), for the
    samples after `kept`'s: what --resume keeps of an interrupted attempt at this shard
    (engine.run.partial), whose records are written first.
    Raises ShardCancelled when `convert` stops early: no temporary file is left behind,
    except that with `keep_partial` a cancel closes the file with what was written and the
    exception's ``partial`` is its journal line (engine.run.partial.journal_line; None
    when there was nothing to keep). Raises WriteError when writing fails: the temporary
    file is left as a kill leaves it (ShardWriter.leave: --resume keeps the records it
    reads back whole), unless no record went into it.
    """
    attempt = new_attempt() if attempt is None else attempt
    t_start = time.perf_counter()
    start = kept.samples if kept is not None else 0
    batches = split_batches(spec.samples[start:], max_items)
    results = iter((convert or convert_in_process(cfg))(batches))
    writer = ShardWriter(cfg.out, spec.filename, cfg.compression, attempt)
    entry = ShardEntry(spec.filename, spec.split, spec.index, spec.count, 0, 0, "", "", [],
                       os.path.basename(writer.temp), "", stamp=spec.stamp)
    covered = start
    try:
        if kept is not None:
            _refeed(writer, entry, kept, cfg, progress)
        for batch in batches:
            result = next(results, None)
            if result is None:
                raise ShardCancelled(spec.filename)
            _write_batch(writer, entry, batch, result, progress, covered)
            covered += len(batch)
        t_close = time.perf_counter()
        res = writer.close()
        entry.close_s = time.perf_counter() - t_close
    except ShardCancelled as e:
        if keep_partial and covered:
            e.partial = _keep(writer, entry, spec, covered, cfg)
        else:
            writer.abort()
        raise
    except WriteError:
        if writer.records:
            writer.leave()   # (nothing converted is lost: engine.run.partial)
        else:
            writer.abort()
        raise
    except BaseException:
        writer.abort()
        raise
    entry.records, entry.bytes, entry.sha256 = res.records, res.bytes, res.sha256
    if res.dali_index:
        entry.dali_index = res.dali_index
        entry.temp_index = temp_name(res.dali_index, attempt)
        path = os.path.join(cfg.out, entry.temp_index)
        try:
            step(f"write {path}")
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(writer.dali_lines())
                f.flush()
                os.fsync(f.fileno())
        except OSError as e:   # (the shard's file is whole and synced: it stays, as above)
            _unlink(path)
            raise as_write_error(e, cfg.out) from None
        except BaseException:
            _unlink(path)
            _unlink(os.path.join(cfg.out, entry.temp))
            raise
    entry.write_s = writer.write_seconds + entry.close_s
    entry.wall_s = time.perf_counter() - t_start
    return entry


def _refeed(writer: ShardWriter, entry: ShardEntry, kept: Kept, cfg: ConvertConfig,
            progress: Callable[[BatchDone], None] | None) -> None:
    """Write the records --resume kept of an interrupted attempt (decompressed, through
    this writer: the stream is an uninterrupted run's), with what its entry counted."""
    try:
        for blob, sizes in partial.framed(cfg.out, kept, cfg.compression):
            dt = writer.write(blob, len(sizes), sizes)
            if progress is not None:   # (counted as done already: no records here)
                progress(BatchDone(entry.filename, 0, 0, dt, 0, 0.0, 0.0, 0,
                                   written=writer.written, kept=True))
    except (OSError, EOFError, zlib.error, RecordError) as e:
        raise as_write_error(e if isinstance(e, OSError) else OSError(str(e)),
                             cfg.out) from None
    entry.rejected.extend(kept.rejected)
    entry.skipped.extend(kept.skipped)
    entry.formats.update(kept.formats)
    entry.objects = None if kept.objects is None else dict(kept.objects)
    entry.dropped.update(kept.dropped)
    entry.dropped_objects.extend(kept.dropped_objects)
    entry.turned.extend(kept.turned)
    entry.digests = kept.digests


def _keep(writer: ShardWriter, entry: ShardEntry, spec: ShardSpec, covered: int,
          cfg: ConvertConfig) -> dict | None:
    """A cancel keeps what was written of the shard: the file closed (a GZIP/ZLIB stream
    ended) and fsynced under its temporary name; its journal line (None when even that
    failed: then the file is gone)."""
    try:
        writer.close()
    except WriteError:
        writer.abort()
        return None
    fsync_dir(cfg.out)
    kept = Kept(entry.temp, writer.records, covered, tuple(entry.rejected),
                dict(entry.formats), entry.objects, dict(entry.dropped), entry.digests,
                tuple(entry.skipped), writer.framed, tuple(entry.dropped_objects),
                tuple(entry.turned))
    return partial.journal_line(spec, kept, cfg.compression)


def _write_batch(writer: ShardWriter, entry: ShardEntry, batch: list[Sample],
                 result: worker.BatchResult, progress: Callable[[BatchDone], None] | None,
                 base: int = 0) -> None:
    framed: list[bytes] = []
    done = BatchDone(entry.filename, 0, 0, 0.0, 0, result.busy, result.read, result.pid)
    for item in result.items:
        if item.record is None:
            done.rejected.append((display(batch[item.index].path), display(item.reason),
                                  "decode"))
            entry.skipped.append(base + item.index)
        else:
            framed.append(item.record)
            done.bytes_in += item.bytes_in
            if item.stored:
                entry.formats[item.stored] = entry.formats.get(item.stored, 0) + 1
            if item.turned:
                done.turned.append(display(batch[item.index].path))
                entry.turned.append(done.turned[-1])
            for i, why in item.dropped or ():  # annotated sources
                entry.dropped[why] = entry.dropped.get(why, 0) + 1
                entry.dropped_objects.append((base + item.index, i, why))
            if item.objects is not None:   # annotated sources: what the record holds
                entry.objects = entry.objects or {}
                for cls, n in item.objects.items():
                    entry.objects[cls] = entry.objects.get(cls, 0) + n
    blob = b"".join(framed)
    if framed:
        done.write_seconds = writer.write(blob, len(framed), [len(r) for r in framed])
    done.records, done.bytes, done.written = len(framed), len(blob), writer.written
    entry.rejected.extend(done.rejected)
    entry.digests += duplicates.pack(result.items, len(batch))
    entry.bytes_in += done.bytes_in
    entry.busy_s += result.busy
    entry.read_s += result.read
    if progress is not None:
        progress(done)


def commit(out: str, entry: ShardEntry, journal: bool = True) -> dict:
    """Move a finished task's files to their final names, then record the shard in the
    journal (so a shard in the journal is always complete on disk). Returns the journal
    entry. The caller commits shards in any order."""
    final = os.path.join(out, entry.filename)
    try:
        step(f"rename to {final}")
        os.replace(os.path.join(out, entry.temp), final)
        if entry.temp_index:
            index = os.path.join(out, entry.dali_index)
            step(f"rename to {index}")
            os.replace(os.path.join(out, entry.temp_index), index)
    except OSError as e:
        # the shard's temporary file stays, whole: --resume keeps its records
        # (engine.run.partial); the DALI index is written again from them
        if entry.temp_index:
            step(f"delete {os.path.join(out, entry.temp_index)}")
            _unlink(os.path.join(out, entry.temp_index))
        raise as_write_error(e, out) from None
    fsync_dir(out)
    record = entry.journal()
    if journal:
        Journal(out).add(record)
    return record


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


__all__ = ["BatchDone", "ShardEntry", "commit", "convert_in_process",
           "convert_with", "new_attempt", "run_shard", "split_batches"]
