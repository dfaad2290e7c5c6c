"""Writing shards safely: temporary name -> fsync -> os.replace, plus the journal that makes
--resume possible and the files written beside the shards.

No file under a final shard name is ever incomplete: a shard exists under its final name
only after its bytes are on disk.

Over 400 lines: the writer, the journal and the rules for which names in an output
folder are the engine's share one set of name constants and one step() hook; they are to
be cut apart with the planned move to a records/ and run/ sub-package.
"""

from __future__ import annotations

import csv
import errno
import gzip
import hashlib
import json
import os
import re
import sys
import time
import zlib
from dataclasses import dataclass

from engine.errors import WriteError

#: Our manifest. Not "dataset_info.json": TFDS reads a file of that name as its own
#: (engine.records.tfds_metadata writes TFDS's there, so `tfds.builder_from_directory` works).
MANIFEST = "tfrecord_studio.json"
#: Where versions before 0.2 wrote the manifest; read (never written) by verify, inspect,
#: --resume and --overwrite so older datasets still verify and resume.
LEGACY_MANIFEST = "dataset_info.json"
LABELS = "labels.txt"
#: the TF Object Detection API's label map, beside detection outputs
LABEL_MAP = "label_map.pbtxt"
REJECTED = "rejected.csv"
JOURNAL = ".tfrecord-studio-journal.jsonl"
PARTIAL_SUFFIX = ".partial"
#: TFDS's metadata, written beside complete datasets by engine.records.tfds_metadata (ours only
#: where our manifest is there too, like every other name here).
TFDS_FILES = ("dataset_info.json", "features.json", "image-class-label.labels.txt",
              "image-object-class-label.labels.txt",
              "image-segmentation-class-encoded.labels.txt")
DALI_INDEX_SUFFIX = ".idx"
MANIFEST_SCHEMA_VERSION = 1


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
            raise as_write_error(e, self.folder) from None
        dt = time.perf_counter() - t0
        self.write_seconds += dt
        self.records += records
        return dt

    def close(self) -> ShardResult:
        """Flush and fsync the temporary file, leaving it under its temporary name (the
        caller commits it, see engine.run.shard_task.commit)."""
        try:
            if not isinstance(self._stream, _HashingFile):
                self._stream.close()  # writes the gzip/zlib trailer into _hashing
            self._raw.flush()
            os.fsync(self._raw.fileno())
            self._raw.close()
        except OSError as e:
            self.abort()
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
        res = self.close()
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


ATTEMPT_TOKEN = re.compile(r"[0-9a-f]{1,32}")


def temp_name(filename: str, attempt: str = "") -> str:
    """The temporary name of `filename`: ``.NAME.partial``, or ``.NAME.ATTEMPT.partial``
    for one attempt (ATTEMPT: lowercase hex) of a shard task."""
    if attempt and not ATTEMPT_TOKEN.fullmatch(attempt):
        raise ValueError(f"attempt token must be lowercase hex: {attempt!r}")
    middle = f"{filename}.{attempt}" if attempt else filename
    return f".{middle}{PARTIAL_SUFFIX}"


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


def write_atomic(path: str, text: str) -> None:
    """Write a small text file via a temporary name, durably: the text is synced before the
    rename and the folder after it (the manifest, labels and rejected list must survive a
    power cut as the shards do)."""
    tmp = os.path.join(os.path.dirname(path), f".{os.path.basename(path)}{PARTIAL_SUFFIX}")
    try:
        step(f"write {tmp}")
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(text)
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


def write_rejected(folder: str, rejected: list[tuple[str, str, str]]) -> None:
    """rejected.csv: path, reason, stage — every input that was not converted."""
    import io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["path", "reason", "stage"])
    w.writerows(rejected)
    write_atomic(os.path.join(folder, REJECTED), buf.getvalue())


def write_labels(folder: str, labels: list[str]) -> None:
    """Write labels.txt atomically: one class name a line, in label order."""
    write_atomic(os.path.join(folder, LABELS), "".join(f"{n}\n" for n in labels))


def write_manifest(folder: str, manifest: dict) -> None:
    """Write the manifest (tfrecord_studio.json) atomically."""
    write_atomic(os.path.join(folder, MANIFEST),
                 json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    # A resumed old dataset: its legacy-named manifest now describes the past; readers
    # prefer the new name anyway, but a stale copy must not be mistaken for TFDS's file.
    legacy = os.path.join(folder, LEGACY_MANIFEST)
    if read_our_manifest(legacy) is not None:
        try:
            os.unlink(legacy)
        except OSError:
            pass


def read_our_manifest(path: str) -> dict | None:
    """The JSON object at `path` when it is a manifest this engine wrote (any version),
    else None (missing, unreadable, huge, or another program's, e.g. TFDS's
    dataset_info.json)."""
    try:
        if os.path.getsize(path) > (64 << 20):
            return None
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError, RecursionError):
        return None
    if isinstance(data, dict) and isinstance(data.get("engine"), dict) and \
            data["engine"].get("name") == "tfrecord-studio":
        return data
    return None


def manifest_path(folder: str) -> str:
    """Where this folder's manifest of ours is: the current name when that file exists,
    else the legacy name when it holds a manifest of ours, else the current name (which
    does not exist)."""
    path = os.path.join(folder, MANIFEST)
    if os.path.lexists(path):
        return path
    legacy = os.path.join(folder, LEGACY_MANIFEST)
    return legacy if read_our_manifest(legacy) is not None else path


class Journal:
    """Append-only record of finished shards; what --resume trusts after a crash."""

    def __init__(self, folder: str):
        self.path = os.path.join(folder, JOURNAL)

    def read(self) -> tuple[dict | None, dict[str, dict]]:
        """(header, {filename: shard entry}); a torn last line is ignored."""
        header, shards = None, {}
        try:
            with open(self.path, encoding="utf-8") as f:
                for line in f:
                    try:
                        entry = json.loads(line)
                    except ValueError:
                        break  # a line cut by the crash: everything after it is unknown
                    if entry.get("kind") == "header":
                        header = entry
                    elif entry.get("kind") == "shard":
                        shards[entry["filename"]] = entry
        except FileNotFoundError:
            pass
        return header, shards

    def start(self, header: dict) -> None:
        """Begin a new journal with the run's header (replacing any earlier one)."""
        # Atomic: a kill between truncating and writing would leave an empty journal,
        # which --resume could not tell from another program's file.
        self.rewrite(header, [])

    def add(self, entry: dict) -> None:
        """Record one committed shard."""
        self._append(dict(entry, kind="shard"))

    def rewrite(self, header: dict, entries: list[dict]) -> None:
        """Replace the journal atomically: a crash while rewriting leaves the old one."""
        lines = [dict(header, kind="header")] + [dict(e, kind="shard") for e in entries]
        write_atomic(self.path, "".join(json.dumps(x, ensure_ascii=False) + "\n"
                                        for x in lines))

    def _append(self, entry: dict, mode: str = "a") -> None:
        try:
            step(f"append to {self.path}")
            with open(self.path, mode, encoding="utf-8") as f:
                f.write(json.dumps(entry, ensure_ascii=False) + "\n")
                f.flush()
                os.fsync(f.fileno())
        except OSError as e:
            raise as_write_error(e, os.path.dirname(self.path)) from None

    def remove(self) -> None:
        """Delete the journal (the run finished and the manifest is written)."""
        step(f"delete {self.path}")
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass


def dali_index_lines(path: str) -> str:
    """The DALI index of an uncompressed shard, computed from the file itself (used when
    --resume keeps a shard whose index is missing, and by verify)."""
    from engine.records.tfrecord import iter_records
    out = []
    with open(path, "rb") as f:
        for r in iter_records(f, check_crc=False):
            out.append(f"{r.offset} {16 + len(r.data)}\n")
    return "".join(out)


def sha256_file(path: str) -> str:
    """The file's SHA-256 as lowercase hex, read in pieces."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
