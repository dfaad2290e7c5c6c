"""`verify`: read a dataset back and check it against its manifest: record counts, sizes
and sha256 of every shard, the manifest's own totals, labels.txt, and in every record the
feature spec, the label and its class name, and the image (decoded in full).

Two readers (engine.commands.verify_readers): TensorFlow's own when it is installed, else the
engine's built-in one; `reader` forces either. Both go through the same checks below, so
they reach the same verdict; the result says which one read the data.

Nothing in the folder is trusted: a damaged manifest is a problem (exit 7), not a
traceback; file names in it may not leave the folder; a damaged length field cannot make
verify allocate more than the file holds.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import os
import stat
import time
from collections.abc import Callable

from engine import protocol
from engine.commands.verify_manifest import (
    Manifest,
    ManifestFile,
    ShardEntry,
    labels_txt_problems,
    manifest_of,
    manifest_problems,
    missing_shards,
    read_manifest_file,
    shard_name_problem,
    unsafe_name_problem,
)
from engine.commands.verify_readers import READERS, make_reader, pillow_header
from engine.errors import Cancelled, ManifestError, RecordParseError, ShardReadError, WriteError
from engine.output_state import VERIFIED, is_our_manifest, manifest_sha256
from engine.ownership import is_shard_name
from engine.reason_pair import counted, plural
from engine.records.tfds_metadata import tfds_problems
from engine.resume_check import sha256_file
from engine.run.writer import write_atomic
from engine.sources.names import name_list

__all__ = ["READERS", "record_result", "verify_dataset"]

MAX_PROBLEMS = 50
#: Record-level problems reported per shard before moving on to the next shard.
MAX_PROBLEMS_PER_SHARD = 5


#: progress(checked so far, total listed in the manifest, shard file name)
VerifyProgressFn = Callable[[int, int, str], None]


class _Ticker:
    """Calls ``progress`` at most every ``interval`` seconds (and when forced), and raises
    Cancelled as soon as ``should_stop`` says so, so Cancel is honoured between records."""

    def __init__(self, progress: VerifyProgressFn | None, should_stop: Callable[[], bool],
                 total: int, interval: float = 0.1) -> None:
        self.progress, self.should_stop = progress, should_stop
        self.total, self.interval = total, interval
        self.checked = 0
        self.shard = ""
        self._last = 0.0

    def tick(self, n: int = 1, force: bool = False) -> None:
        self.checked += n
        if self.should_stop():
            raise Cancelled
        now = time.monotonic()
        if self.progress is not None and (force or now - self._last >= self.interval):
            self._last = now
            self.progress(self.checked, self.total, self.shard)


def verify_dataset(folder: str, progress: VerifyProgressFn | None = None,
                   should_stop: Callable[[], bool] = lambda: False, *,
                   reader: str = "auto", record: bool = False, started: float | None = None
                   ) -> protocol.VerifyResult:
    """Check every shard listed in the folder's manifest (tfrecord_studio.json, or an older
    version's dataset_info.json). Never raises for bad data;
    raises ReaderUnavailable when `reader` is "tensorflow" and TensorFlow cannot load.

    ``progress`` is told the records verified so far; when ``should_stop`` returns true
    the check ends early with ``cancelled=True`` (not ok: not everything was read).
    ``record``: keep the result beside the dataset (record_result). The manifest is read
    once, for all of it (it was read three times: checked, its TFDS files, recorded).
    ``started``: the time.monotonic() its time (the result's ``seconds``) counts from."""
    started = time.monotonic() if started is None else started
    try:
        f = read_manifest_file(folder)
    except ManifestError as e:   # (not a manifest of ours to record against)
        return protocol.VerifyResult(ok=False, problems=[str(e)])
    try:
        m = manifest_of(f)
    except ManifestError as e:
        result = protocol.VerifyResult(ok=False, problems=[str(e)])
    else:
        result = _verify(folder, m, _ours(f), progress, should_stop, reader)
    result.seconds = round(max(0.0, time.monotonic() - started), 3)
    if record:
        record_result(folder, result, f)
    return result


def _ours(f: ManifestFile) -> dict | None:
    """The manifest's JSON when this engine wrote it (any version), else None."""
    return f.data if isinstance(f.data, dict) and is_our_manifest(f.data) else None


def _verify(folder: str, m: Manifest, ours: dict | None, progress: VerifyProgressFn | None,
            should_stop: Callable[[], bool], reader: str) -> protocol.VerifyResult:
    """verify_dataset's check of the dataset whose manifest says ``m`` (``ours``: its JSON,
    when a manifest of ours)."""
    rd, note = make_reader(reader)
    problems = manifest_problems(m) + labels_txt_problems(folder, m.labels) + \
        tfds_problems(folder, ours)
    listed: set[str] = set()
    checked = 0
    all_read = True
    ticker = _Ticker(progress, should_stop, sum(s.records for s in m.shards))
    # Shard files that are not there are said first, in one sentence: a partial copy of a
    # dataset said it in one "<path>: missing" line per file, after the side files' notes.
    # (a name that is not a shard name, or not plain, is _check_shard's to report)
    missing = missing_shards(folder, [s for s in m.shards if not shard_name_problem(s)])
    if len(missing) > 1:
        problems.insert(0, f"{len(missing):,} of the {len(m.shards):,} shard files the "
                           f"manifest lists are missing from {folder} ({name_list(missing)})")
    elif missing:
        problems.insert(0, f"{os.path.join(folder, missing[0])}: missing")
    try:
        ticker.tick(0, force=True)
        for shard in m.shards:
            listed.add(shard.filename)
            if shard.filename in missing:
                all_read = False
                continue
            ticker.shard = shard.filename
            n, clean, errs = _check_shard(folder, m, shard, rd, ticker.tick)
            checked += n
            all_read = all_read and clean
            problems.extend(errs)
            ticker.tick(0, force=True)
    except Cancelled:
        return protocol.VerifyResult(ok=False, checked=ticker.checked, cancelled=True,
                                     problems=["verification cancelled before every record "
                                               "was read"], reader=rd.name, note=note)
    if all_read and checked != m.total_records:
        problems.append(f"{m.path}: total_records is {m.total_records:,} but the shards hold "
                        f"{counted(checked, 'record')}")
    try:
        names = sorted(os.listdir(folder))
    except OSError as e:
        names = []
        problems.append(f"{folder} cannot be listed: {e.strerror or e}")
    for name in names:
        if is_shard_name(name) and name not in listed:
            problems.append(f"{os.path.join(folder, name)}: shard not listed in the manifest")
    if len(problems) > MAX_PROBLEMS:
        problems = problems[:MAX_PROBLEMS] + [f"... and {len(problems) - MAX_PROBLEMS} more"]
    return protocol.VerifyResult(ok=not problems, checked=checked, problems=problems,
                                 reader=rd.name, note=note)


def record_result(folder: str, result: protocol.VerifyResult,
                  manifest: ManifestFile | None = None) -> bool:
    """Keep what a finished check of a dataset of ours found beside it (VERIFIED), so
    the window can say of the folder later whether it was verified, when, and how many
    records were read back. A cancelled check proves nothing and writes nothing; a folder
    without our manifest gets nothing (verify never adds files to a dataset it did not
    write); a folder it cannot write to (a read-only copy) is no error. True when written.
    ``manifest``: the manifest file the check read when it began (else it is read here);
    the record names its sha256 (engine.output_state.read_verified). A dataset replaced
    since (a new run in the folder) gets nothing: the result is not of it, and the new
    run's own record stays. Its ``seconds`` (when measured) are the check's time, which
    the window's Total time adds to the run's (gui.widgets.folder_summary); an older
    record has none."""
    if result.cancelled:
        return False
    if manifest is None:
        try:
            manifest = read_manifest_file(folder)
        except ManifestError:
            return False
    sha = hashlib.sha256(manifest.raw).hexdigest()
    if _ours(manifest) is None or manifest_sha256(folder) != sha:
        return False
    record = {"ok": result.ok, "checked": result.checked, "problems": len(result.problems),
              "reader": result.reader, **({"seconds": result.seconds} if result.seconds else {}),
              "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
              # (engine.output_state.manifest_sha256 of the file)
              "manifest_sha256": sha}
    try:
        write_atomic(os.path.join(folder, VERIFIED), json.dumps(record))
    except WriteError:
        return False
    return True


def _check_shard(folder: str, m: Manifest, shard: ShardEntry, rd,
                 on_record: Callable[[], None]) -> tuple[int, bool, list[str]]:
    """(records read, whether the whole stream was read, problems) for one shard.
    ``on_record`` is called after each record (progress, cancel)."""
    bad = unsafe_name_problem(folder, shard.filename, "shard") or shard_name_problem(shard)
    if bad:
        return 0, False, [bad]
    path = os.path.join(folder, shard.filename)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return 0, False, [f"{path}: missing"]
    except OSError as e:
        return 0, False, [f"{path}: cannot be read: {e.strerror or e}"]
    if not stat.S_ISREG(st.st_mode):
        # A FIFO or device named like a shard would block or never end.
        return 0, False, [f"{path}: not a regular file; it was not read"]
    problems = []
    try:
        if st.st_size != shard.bytes:
            problems.append(f"{path}: {counted(st.st_size, 'byte')} "
                            f"on disk, the manifest says {shard.bytes:,} (file cut short or "
                            "changed)")
        elif sha256_file(path) != shard.sha256:
            problems.append(f"{path}: sha256 differs from the manifest (file changed or "
                            "corrupted)")
    except OSError as e:
        return 0, False, [f"{path}: cannot be read: {e.strerror or e}"]
    if shard.dali_index:
        problems.extend(_check_dali_index(folder, shard))
    n, clean, errs = _read_shard(rd, path, m, on_record)
    problems.extend(errs)
    if clean and n != shard.records:
        problems.append(f"{path}: {counted(n, 'record')} read, the "
                        f"manifest says {shard.records:,} "
                        "(file cut at a record boundary?)")
    return n, clean, problems


def _read_shard(rd, path: str, m: Manifest,
                on_record: Callable[[], None]) -> tuple[int, bool, list[str]]:
    """(records read, whether the stream was intact to its end, problems)."""
    n = 0
    problems: list[str] = []
    records = rd.records(path, m.compression)
    while True:
        try:
            data = next(records)
        except StopIteration:
            return n, True, problems
        except ShardReadError as e:
            # the damaged record is #n (n sound ones before it, counted from #0), as
            # inspect names it; "after record n" read as #n+1
            problems.append(f"{path}: record #{e.records:,} is damaged: {e.reason}; the "
                            "records after it were not read")
            return n, False, problems
        except OSError as e:
            # the disk's error (the file vanished or cannot be read), not damage: said as
            # _check_shard says it when the same happens while hashing
            problems.append(f"{path}: cannot be read: {e.strerror or e}")
            return n, False, problems
        problem = _check_record(rd, data, m)
        if problem and len(problems) < MAX_PROBLEMS_PER_SHARD:
            problems.append(f"{path}: record #{n:,} {problem}")
        elif problem:
            problems.append(f"{path}: more records with problems; stopped checking this shard")
            return n, False, problems
        n += 1
        on_record()


def _check_record(rd, data: bytes, m: Manifest) -> str:
    try:
        ex = rd.parse(data)
    except RecordParseError as e:
        return f"is not a tf.train.Example: {e}"
    where = f"({_text(ex, 'image/filename') or 'no file name'})"
    problem = _spec_problem(ex, m.features)
    if problem:
        return f"{where}: {problem}"
    problem = rd.confirm(data, m.features)
    if problem:
        return f"{where}: {problem}"
    problem = _annotation_problem(ex, m)
    if problem:
        return f"{where}: {problem}"
    if _scalar(m.features, "image/class/label", "int64"):
        label = ex["image/class/label"][1][0]
        if not 0 <= label < m.num_classes:
            return f"{where}: label {label} is outside 0..{m.num_classes - 1} (num_classes)"
        if _scalar(m.features, "image/class/text", "bytes") and label < len(m.labels):
            text = _text(ex, "image/class/text")
            if text != m.labels[label]:
                return (f"{where}: class name {text!r} but label {label} is "
                        f"{m.labels[label]!r} in the manifest")
    problem = _image_problem(rd, ex, m.features, m.max_pixels)
    return f"{where}: {problem}" if problem else ""


def _annotation_problem(ex: dict, m: Manifest) -> str:
    from engine.sources.verify_annotations import record_problem
    return record_problem(ex, m.features, m.labels, m.max_pixels)


def _spec_problem(ex: dict, spec: dict) -> str:
    """The record must hold exactly the manifest's features, each of its kind and size."""
    missing = sorted(set(spec) - set(ex))
    if missing:
        return f"has no {missing[0]!r} feature, which the manifest's feature spec lists"
    extra = sorted(set(ex) - set(spec))
    if extra:
        return f"has a {extra[0]!r} feature, which the manifest's feature spec does not list"
    for key, s in spec.items():
        kind, values = ex[key]
        if kind != s["kind"]:
            return f"feature {key!r} is {kind}, the manifest says {s['kind']}"
        if s.get("varlen"):  # annotated tasks: lists (engine.sources.schemas)
            continue
        size = 1
        for d in s.get("shape", []):
            size *= d
        if len(values) != size:
            return (f"feature {key!r} has {len(values)} "
                    f"{plural(len(values), 'value')}, the manifest's shape needs "
                    f"{size}")
    return ""


def _image_problem(rd, ex: dict, spec: dict, max_pixels: int) -> str:
    needed = {"image/encoded": "bytes", "image/format": "bytes", "image/height": "int64",
              "image/width": "int64", "image/channels": "int64"}
    if not all(_scalar(spec, k, kind) for k, kind in needed.items()):
        return ""  # not the classification schema: nothing known to decode
    data = ex["image/encoded"][1][0]
    fmt = _text(ex, "image/format")
    h, w, c = (ex[k][1][0] for k in ("image/height", "image/width", "image/channels"))
    if fmt == "raw":
        if len(data) != h * w * c:
            return f"raw image has {len(data):,} bytes, expected {h}x{w}x{c}"
        return ""
    # The header first: a size that disagrees with the record, or is larger than the run
    # let through (--max-pixels), is refused before decoding (a damaged header can claim
    # an image too large to decode).
    header = pillow_header(data, max_pixels)
    if isinstance(header, str):
        return header
    if (header[1], header[2]) != (w, h):
        return f"image is {header[1]}x{header[2]}, stored size is {w}x{h}"
    shape = rd.decode_image(data, fmt, c)
    if isinstance(shape, str):
        return shape
    if tuple(shape[:2]) != (h, w):
        return f"decoded image is {shape[1]}x{shape[0]}, stored size is {w}x{h}"
    return ""


def _scalar(spec: dict, key: str, kind: str) -> bool:
    """The spec holds `key` as a single value of `kind` (as the classification schema)."""
    s = spec.get(key)
    return s is not None and s["kind"] == kind and not s.get("shape") and not s.get("varlen")


def _text(ex: dict, key: str) -> str:
    kind, values = ex.get(key, ("none", []))
    if kind != "bytes" or not values:
        return ""
    return bytes(values[0]).decode("utf-8", errors="replace")


def _check_dali_index(folder: str, shard: ShardEntry) -> list[str]:
    """The DALI index must list exactly the shard's records (offset and framed size)."""
    from engine.run.writer import dali_index_lines
    bad = unsafe_name_problem(folder, shard.dali_index or "", "DALI index")
    if bad:
        return [bad]
    path = os.path.join(folder, shard.dali_index or "")
    try:
        if not os.path.isfile(path):
            raise FileNotFoundError("not found")
        if os.path.getsize(path) > 64 * (shard.bytes // 16 + 1):  # ~20 bytes per record
            return [f"{path}: DALI index is far larger than its shard needs; delete it and "
                    "run convert with --resume to rebuild it"]
        with open(path, encoding="ascii") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        return [f"{path}: DALI index unreadable or missing ({e}); run convert with --resume "
                "to rebuild it"]
    try:
        expected = dali_index_lines(os.path.join(folder, shard.filename))
    except (OSError, ValueError):
        return []  # the shard itself is damaged: reported by the checks on the shard
    if text != expected:
        return [f"{path}: DALI index does not match its shard; delete it and run convert "
                "with --resume to rebuild it"]
    return []
