"""Worker-process side: turn a batch of samples into framed TFRecord bytes.

Runs in spawned processes; imports neither TensorFlow nor anything Qt.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import google_crc32c

from engine import errors
from engine.config import ImageOptions
from engine.records.example import encode_example_parts
from engine.records.tfrecord import frame_parts
from engine.stop_signals import GROUP_STOPS

if TYPE_CHECKING:
    from engine.codecs import imaging
    from engine.run.memory_budget import MemoryBudget

_OPTS: ImageOptions | None = None
_BUDGET: MemoryBudget | None = None


def configure(opts: ImageOptions, budget: MemoryBudget | None = None) -> None:
    """Remember the image options and the shared memory budget (and import Pillow now,
    during the warm-up)."""
    global _OPTS, _BUDGET
    _OPTS = opts
    _BUDGET = budget
    from engine.codecs import imaging  # imaging: load Pillow now
    from engine.sources import reading
    reading.max_file_size = opts.max_file_size
    imaging.warm_up(opts)


def init(opts: ImageOptions, lifeline=None, budget: MemoryBudget | None = None,
         priority: str = "normal") -> None:
    """Pool initializer: remember the image options and the shared memory budget for this
    process. ``lifeline`` is the read end of a pipe whose only write end the engine holds
    (see :func:`lifeline_pipe`): it is watched so that workers die with the engine;
    priority "low" lowers this worker below the desktop (engine.run.priority)."""
    ignore_group_stops()   # (first: held until now, engine.run.pool.group_stops_held)
    from engine.run import priority as sched
    sched.apply(priority)
    configure(opts, budget)
    if lifeline is not None:
        watch_lifeline(lifeline)


def ignore_group_stops() -> None:
    """Ctrl+C in a terminal (SIGINT), a closed terminal (SIGHUP) and a stop sent to the
    whole process group (`kill -- -PGID`, a service manager's or batch system's SIGTERM)
    reach the workers as well as the engine; only the engine decides how to stop (finish
    the shard bookkeeping, then end its workers), so workers ignore them. Before, a group
    SIGTERM or SIGHUP killed them, and the cancelling engine said "a worker process died
    or hung; retrying". The engine's own SIGTERM (engine.run.pool.kill_pool, and
    ProcessPoolExecutor's for a broken pool) still ends a worker: it is told apart by its
    sender (sigwaitinfo; where that is missing, macOS and Windows, SIGTERM keeps its
    default and the scheduler says nothing of workers lost while it cancels). The engine
    never sends SIGHUP, and workers die with the engine however it ends (the lifeline)."""
    ignored = GROUP_STOPS - {signal.SIGTERM}   # (SIGTERM: told apart by its sender below)
    for sig in ignored:
        signal.signal(sig, signal.SIG_IGN)   # (one pending since the start is dropped)
    if not hasattr(signal, "pthread_sigmask"):   # (Windows)
        return
    signal.pthread_sigmask(signal.SIG_UNBLOCK, ignored)
    if not hasattr(signal, "sigwaitinfo"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
        return
    engine = os.getppid()
    # Blocked before any thread starts here (the lifeline's, Pillow's): every thread then
    # has it blocked, and only sigwaitinfo below takes it (one pending since the start too).
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})

    def watch() -> None:
        while True:
            info = signal.sigwaitinfo({signal.SIGTERM})
            # A worker stuck in C code holding the GIL never gets here: kill_pool's SIGKILL
            # after KILL_GRACE ends it.
            if info.si_pid == engine:   # (a kill from anyone else: the engine stops us)
                os._exit(128 + signal.SIGTERM)

    threading.Thread(target=watch, name="engine-sigterm", daemon=True).start()


def lifeline_pipe(ctx):
    """(read end for the workers, write end the engine keeps open while the pool lives)."""
    return ctx.Pipe(duplex=False)


def watch_lifeline(conn) -> None:
    """Exit when the engine dies. A SIGKILLed engine cannot stop its pool, and an idle
    worker blocks forever on its task queue (the queue pipe's write end is inherited, so
    it never sees EOF): without this, every killed run leaves orphans holding memory and
    the engine's stdout open.

    The engine holds the only write end of ``conn``'s pipe (spawned workers inherit only
    what they are given), so the operating system closes it when the engine dies, however
    it dies, and the read below ends. Portable, unlike comparing os.getppid() (POSIX only,
    and racy when the parent dies while the worker starts: the pipe is then already closed
    and the read ends at once)."""

    def watch():
        try:
            while True:
                conn.recv_bytes()  # the engine never writes; only EOF or an error ends it
        except (EOFError, OSError):
            pass
        os._exit(1)

    threading.Thread(target=watch, name="parent-watchdog", daemon=True).start()


def ping(seconds: float) -> int:
    """Occupy a worker briefly; used to start every worker before timing begins."""
    time.sleep(seconds)
    return os.getpid()


@dataclass
class ItemResult:
    index: int            # position in the batch
    record: bytes | None  # framed record, or None when rejected
    reason: str = ""
    bytes_in: int = 0
    #: annotated sources: the objects dropped or clipped by crop, (index in its
    #: annotation's objects, why) (engine.sources.annotated.features)
    dropped: list | None = None
    stored: str = ""      # --format original: "FORMAT/CHANNELS" of the kept file ("gif/3")
    #: CRC32C of the file's bytes (with bytes_in, what engine.run.duplicates finds copies by:
    #: ~5 us for a 120 KB photo, 0.25% of its conversion; a cryptographic hash costs ~5%)
    crc: int = 0
    #: annotated sources: the objects the record holds, by class (annotated.written_objects)
    objects: dict | None = None
    turned: int = 0       # --format original: the file's EXIF turn (EncodedImage.turned)


@dataclass
class BatchResult:
    batch_id: int
    items: list[ItemResult]
    pid: int
    busy: float           # seconds of CPU work in this batch
    read: float           # of which, seconds reading files


def build_record(sample_name: str, label: int, label_text: str, img: imaging.EncodedImage
                 ) -> bytes:
    """The framed tf.train.Example for one image (DESIGN §5 keys)."""
    return frame_parts(encode_example_parts({
        "image/encoded": img.data,
        "image/format": img.format,
        "image/height": img.height,
        "image/width": img.width,
        "image/channels": img.channels,
        "image/colorspace": img.colorspace,
        "image/filename": sample_name,
        "image/class/label": label,
        "image/class/text": label_text,
    }))


def item_of(sample) -> tuple:
    """What a worker needs of a sample: (path, name, label, label_text[, annotation])."""
    if getattr(sample, "ann", None) is not None:
        return (sample.path, sample.name, sample.label, sample.label_text, sample.ann)
    return (sample.path, sample.name, sample.label, sample.label_text)


#: Files up to this size are read before their share of the memory budget is reserved,
#: so that a JPEG's header is opened and parsed once, for its estimate and its decode (a
#: seed photo's estimate alone cost ~4% of its conversion). Larger files are estimated
#: from their header first: their bytes count in the reservation.
READ_FIRST_MAX = 1 << 20


@contextlib.contextmanager
def _read_reserved(path: str, opts: ImageOptions, masks: bool
                   ) -> Iterator[tuple[bytes, imaging.Opened | None]]:
    """Read the file and hold its share of the memory budget while it is converted:
    (its bytes, the JPEG opened for its estimate, or None)."""
    from engine.errors import OverBudget
    from engine.sources import reading
    if _BUDGET is None:
        yield reading.read_file(path), None
        return
    opened = None
    data: bytes | None = None
    if reading.file_size(path) <= READ_FIRST_MAX:
        data = reading.read_file(path)
        need, opened = reading.memory_needed_of(data, opts, masks)
    else:
        need = reading.memory_needed(path, opts, masks)
    try:
        held = _BUDGET.reserve(need)
    except OverBudget as e:
        raise errors.ImageError(str(e)) from None
    with held:
        yield (reading.read_file(path) if data is None else data), opened


def convert_batch(batch_id: int, items: list[tuple]) -> BatchResult:
    """items: item_of(sample) tuples. Never raises for a bad image."""
    assert _OPTS is not None, "worker.init was not called"
    from engine.codecs import imaging  # loaded by init(); the parent never needs Pillow
    t0 = time.perf_counter()
    read = 0.0
    out: list[ItemResult] = []
    for i, item in enumerate(items):
        path, name, label, text = item[:4]
        ann = item[4] if len(item) > 4 else None
        opts = _OPTS
        if ann is not None:
            from engine.sources import annotated as ann_source
            opts = ann_source.image_options(_OPTS)
        r0 = time.perf_counter()
        try:
            with _read_reserved(path, opts, ann is not None and ann.has_masks) as (data, opened):
                read += time.perf_counter() - r0
                annotated = None
                img = imaging.convert(data, opts, opened)
                del opened
                if ann is not None:
                    # annotated source: its header is read again (engine.sources.annotated)
                    from engine.errors import AnnotationError
                    try:
                        annotated = ann_source.build_record(ann, name, img, data, opts)
                    except AnnotationError as e:
                        raise errors.ImageError(str(e)) from None
                nbytes, crc = len(data), google_crc32c.value(data)
                del data
            # what readers of originals must decode (engine.records.loading's notes)
            stored = f"{img.format}/{img.channels}" if opts.format == "original" else ""
            if annotated is not None:
                out.append(ItemResult(i, annotated[0], "", nbytes, annotated[1], stored, crc,
                                      objects=annotated[2], turned=img.turned))
                continue
            out.append(ItemResult(i, build_record(name, label, text, img), "", nbytes,
                                  stored=stored, crc=crc, turned=img.turned))
        except errors.ImageError as e:
            out.append(ItemResult(i, None, str(e)))
        except Exception as e:  # noqa: BLE001 - a decoder bug must cost one file, not the run
            out.append(ItemResult(i, None, errors.failure_reason(e)))   # (MemoryError too)
    return BatchResult(batch_id, out, os.getpid(), time.perf_counter() - t0, read)
