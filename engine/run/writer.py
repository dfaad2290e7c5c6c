"""Writing shards safely: temporary name -> fsync -> os.replace, and the durable-write
primitives every file in the output folder goes through (write_atomic, fsync_dir, the
step() hook of the crash-point test).

No file under a final shard name is ever incomplete: a shard exists under its final name
only after its bytes are on disk. The journal that makes --resume possible is
engine.run.journal; the manifest, labels.txt and rejected.csv beside the shards are
engine.run.side_files.
"""

from __future__ import annotations

import errno
import gzip
import hashlib
import os
import sys
import time
import zlib
from collections.abc import Iterable
from dataclasses import dataclass

from engine.errors import WriteError
from engine.output_state import ATTEMPT_TOKEN, DALI_INDEX_SUFFIX, PARTIAL_SUFFIX


class _HashingFile:
    """File wrapper that hashes and counts what goes to disk (the compressed bytes)."""

    def __init__(self, f):
        self.f = f
        self.sha = hashlib.sha256()
        self.size = 0

    def write(self, b) -> int:
        n = self.f.write(b)
        self.sha.update(b)
        self.size += len(b)
        return n

    def flush(self):
        self.f.flush()


#: The OS-call seam: a test sets this to a callable(path, nbytes) that raises OSError, to
#: inject ENOSPC/EIO deterministically before a shard write. None in real runs.
os_write_hook = None

#: Fault injection for the crash-point test: with TFRS_CRASH_AT_STEP=k in the environment,
#: the process ends (os._exit(CRASH_EXIT), like a power cut: no cleanup, no flush) just
#: before the k-th step that creates, writes, renames or deletes a file in the output folder.
#: TFRS_CRASH_AT_STEP=-1 lists the steps on stderr instead ("TFRS step N: ...").
CRASH_EXIT = 86
_crash_at = int(os.environ.get("TFRS_CRASH_AT_STEP", "0") or 0)
_steps = 0


def arm_crash_points(crash_at: int) -> None:
    """Set the fault injection as TFRS_CRASH_AT_STEP=crash_at would at import, and restart
    the step count (for a test harness that forks one engine run per crash point)."""
    global _crash_at, _steps
    _crash_at, _steps = crash_at, 0


def step(what: str) -> None:
    """Mark one write/rename/delete step in the output folder (see TFRS_CRASH_AT_STEP)."""
    global _steps
    if not _crash_at:
        return
    _steps += 1
    # Straight to stderr, not through logging: a developer's trace that the crash-point
    # test parses, and the line must be out before os._exit, whatever handlers exist.
    if _crash_at < 0:
        sys.stderr.write(f"TFRS step {_steps}: {what}\n")
    elif _steps == _crash_at:
        sys.stderr.write(f"TFRS_CRASH_AT_STEP={_crash_at}: exiting before {what}\n")
        sys.stderr.flush()
        os._exit(CRASH_EXIT)


@dataclass
class ShardResult:
    """What a closed ShardWriter wrote: file name, records, bytes, SHA-256, DALI index."""

    filename: str
    records: int
    bytes: int
    sha256: str
    dali_index: str = ""   # name of the index file beside the shard ("" when compressed)


class ShardWriter:
    """Write one shard. Use write() for framed records, then finish() or abort()."""

    def __init__(self, folder: str, filename: str, compression: str = "none",
                 attempt: str = ""):
        self.folder = folder
        self.filename = filename
        self.final = os.path.join(folder, filename)
        # `attempt`: a token that makes the temporary name unique to one attempt, so two
        # attempts at the same shard (a retried cluster task) never share a file.
        self.temp = os.path.join(folder, temp_name(filename, attempt))
        self.records = 0
        self.framed = 0        # uncompressed (framed record) bytes written so far
        self.write_seconds = 0.0
        # NVIDIA DALI reads TFRecords only with an index: one "offset size" line per record
        # (the format of DALI's tfrecord2idx). DALI reads uncompressed files only.
        self._index: list[str] | None = [] if compression == "none" else None
        self._offset = 0
        try:
            step(f"create {self.temp}")
            self._raw = open(self.temp, "wb")
        except OSError as e:  # a full disk can refuse even a new empty file (inodes)
            raise as_write_error(e, folder) from None
        self._hashing = _HashingFile(self._raw)
        self._stream: gzip.GzipFile | _ZlibWriter | _HashingFile
        if compression == "gzip":
            # filename='' and mtime=0 keep the gzip header, and so the shard, reproducible.
            self._stream = gzip.GzipFile(filename="", mode="wb", fileobj=self._hashing,
                                         compresslevel=6, mtime=0)
        elif compression == "zlib":
            self._stream = _ZlibWriter(self._hashing)
        else:
            self._stream = self._hashing

    def write(self, framed: bytes, records: int = 1, sizes: list[int] | None = None) -> float:
        """Write framed record bytes (`sizes`: each record's framed length, for the DALI
        index); returns the seconds spent."""
        if self._index is not None:
            for n in sizes if sizes is not None else [len(framed)]:
                self._index.append(f"{self._offset} {n}\n")
                self._offset += n
        t0 = time.perf_counter()
        try:
            if os_write_hook is not None:
                os_write_hook(self.temp, len(framed))
            step(f"write {self.temp}")
            self._stream.write(framed)
        except OSError as e:
            error = as_write_error(e, self.folder)
            error.refused = (records, len(framed))   # (this run's records: measured)
            raise error from None
        dt = time.perf_counter() - t0
        self.write_seconds += dt
        self.records += records
        self.framed += len(framed)
        return dt

    @property
    def written(self) -> int:
        """Bytes handed to the file so far (compressed for GZIP/ZLIB, whose compressor
        holds back a little until close())."""
        return self._hashing.size

    def close(self) -> ShardResult:
        """Flush and fsync the temporary file, leaving it under its temporary name (the
        caller commits it, see engine.run.shard_task.commit). A failure leaves the file
        for the caller to abort() or leave()."""
        try:
            if not isinstance(self._stream, _HashingFile):
                self._stream.close()  # writes the gzip/zlib trailer into _hashing
            self._raw.flush()
            os.fsync(self._raw.fileno())
            self._raw.close()
        except OSError as e:
            raise as_write_error(e, self.folder) from None
        return ShardResult(self.filename, self.records, self._hashing.size,
                           self._hashing.sha.hexdigest(),
                           self.filename + DALI_INDEX_SUFFIX if self._index is not None else "")

    def dali_lines(self) -> str:
        """The DALI index of what was written ("" for a compressed shard)."""
        return "".join(self._index or [])

    def finish(self) -> ShardResult:
        """close(), then move the shard to its final name and write its DALI index (for a
        caller that commits at once; the shard task leaves committing to its caller)."""
        try:
            res = self.close()
        except WriteError:
            self.abort()
            raise
        try:
            step(f"rename to {self.final}")
            os.replace(self.temp, self.final)
            fsync_dir(self.folder)
        except OSError as e:
            self.abort()
            raise as_write_error(e, self.folder) from None
        if res.dali_index:
            write_atomic(os.path.join(self.folder, res.dali_index), self.dali_lines())
        return res

    def leave(self) -> None:
        """After a write error (a full disk, a quota, EIO): keep the temporary file as a
        kill leaves it, so that --resume keeps the records it reads back whole and in plan
        order (engine.run.partial; nothing is journalled). A GZIP/ZLIB stream is not ended:
        that needs space the disk may refuse, and its compressor has taken in the batch
        that failed; a stream cut short reads back up to its last whole record all the
        same. What this process still holds goes out if the disk takes it; a plain shard
        is cut back to its last whole batch (a torn record off: cutting needs no space);
        then the file is synced. Never raises."""
        try:
            self._raw.close()   # (its buffer is flushed if the disk takes it; closed anyway)
        except OSError:
            pass
        try:
            fd = os.open(self.temp, os.O_WRONLY)
        except OSError:
            return
        try:
            if isinstance(self._stream, _HashingFile) and os.fstat(fd).st_size > self.framed:
                os.ftruncate(fd, self.framed)
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
        fsync_dir(self.folder)

    def abort(self) -> None:
        """Close and remove the temporary file (never the final one)."""
        try:
            self._raw.close()
        except OSError:
            pass
        step(f"delete {self.temp}")
        try:
            os.unlink(self.temp)
        except FileNotFoundError:
            pass


class _ZlibWriter:
    def __init__(self, f):
        self.f = f
        self.z = zlib.compressobj(6)

    def write(self, b: bytes) -> None:
        self.f.write(self.z.compress(b))

    def close(self) -> None:
        self.f.write(self.z.flush())


def temp_name(filename: str, attempt: str = "") -> str:
    """The temporary name of `filename`: ``.NAME.partial``, or ``.NAME.ATTEMPT.partial``
    for one attempt (ATTEMPT: lowercase hex) of a shard task."""
    if attempt and not ATTEMPT_TOKEN.fullmatch(attempt):
        raise ValueError(f"attempt token must be lowercase hex: {attempt!r}")
    middle = f"{filename}.{attempt}" if attempt else filename
    return f".{middle}{PARTIAL_SUFFIX}"


def delete_step(path: str) -> OSError | None:
    """Delete `path` as one step of the output folder's (TFRS_CRASH_AT_STEP); a file that
    is already gone is no error. The OSError that stopped it, for the caller's words."""
    step(f"delete {path}")
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as e:
        return e
    return None


def as_write_error(e: OSError, folder: str) -> WriteError:
    """The WriteError (with its advice) for an OSError while writing into `folder`."""
    if e.errno == errno.ENOSPC:
        return WriteError(f"The disk holding {folder} is full. Free some space (or choose "
                          "another output folder), then run again with --resume to continue "
                          "where it stopped.", e.errno)
    if e.errno == errno.EDQUOT:
        return WriteError(f"Your disk quota for {folder} is used up. Free some space, then "
                          "run again with --resume.", e.errno)
    return WriteError(f"Could not write to {folder}: {e.strerror or e}. Check the disk and "
                      "the folder's permissions, then run again with --resume.", e.errno)


def fsync_dir(folder: str) -> None:
    """Make a rename durable (no-op where directories cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str, text: str | Iterable[str]) -> None:
    """Write a text file via a temporary name, durably: the text is synced before the
    rename and the folder after it (the manifest, labels and rejected list must survive a
    power cut as the shards do). ``text``: all of it, or its parts as they come (a long
    list, never held whole)."""
    tmp = os.path.join(os.path.dirname(path), f".{os.path.basename(path)}{PARTIAL_SUFFIX}")
    try:
        step(f"write {tmp}")
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            for part in [text] if isinstance(text, str) else text:
                f.write(part)
            f.flush()
            os.fsync(f.fileno())
        step(f"rename to {path}")
        os.replace(tmp, path)
        fsync_dir(os.path.dirname(path) or ".")
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise as_write_error(e, os.path.dirname(path)) from None


def dali_index_lines(path: str) -> str:
    """The DALI index of an uncompressed shard, computed from the file itself (used when
    --resume keeps a shard whose index is missing, and by verify)."""
    from engine.records.tfrecord import iter_records
    out = []
    with open(path, "rb") as f:
        for r in iter_records(f, check_crc=False):
            out.append(f"{r.offset} {16 + len(r.data)}\n")
    return "".join(out)
