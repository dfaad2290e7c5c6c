"""Inspect TFRecord files: check every record, infer the schema, count labels, page records.

Works on any TFRecord file, ours or not, without TensorFlow: one streaming pass verifies
both CRCs of every record and decodes tf.train.Example payloads, so memory stays flat
however large the file is (only one record is held at a time).

Public API (plain dataclasses and dicts, so the GUI can call it directly, off its thread):

* :func:`inspect_paths` / :func:`inspect_file` -> :class:`InspectReport` / :class:`FileReport`
* :func:`read_records` and :class:`RecordPager` for paged thumbnail and detail views
* :func:`find_tfrecord_files`, :func:`detect_file_compression`, :func:`image_format`
* ``python -m engine inspect`` itself is :mod:`engine.inspect_cli`

Byte offsets in errors count bytes of the *uncompressed* record stream; for a plain file that
is the position in the file, for a GZIP or ZLIB file it is not (``FileProblem.offset_in``).
"""

from __future__ import annotations

import gzip
import io
import json
import math
import os
import re
import struct
import warnings
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import BinaryIO

from engine.example import decode_example, iter_fields, read_varint
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_VERIFY_FAILED
from engine.tfrecord import (
    COMPRESSIONS,
    RecordError,
    detect_compression,
    iter_records,
    masked_crc32c,
    open_records,
)

#: Keys holding the class, in order of preference (the first present one is used).
LABEL_KEYS = ("image/class/label", "label", "image/label", "class")
#: Keys holding the class name that goes with the label.
TEXT_KEYS = ("image/class/text",)
#: A label histogram stops growing past this many distinct values (memory stays flat).
MAX_DISTINCT_LABELS = 10_000
NOT_EXAMPLE = "not tf.train.Example"
EXAMPLE = "tf.train.Example"

_PROGRESS_BYTES = 8 << 20
ProgressFn = Callable[[int, int], None]  # (records so far, uncompressed bytes so far)
CancelFn = Callable[[], bool]

_SHARD_NAME = re.compile(r"-\d{5}-of-\d{5}")
_TFRECORD_NAME = re.compile(r"\.tfrec", re.IGNORECASE)  # .tfrecord, .tfrecords, .tfrec, ...


# --- results ------------------------------------------------------------------------------


@dataclass
class FileProblem:
    """Why a file is not a sound TFRecord file. ``offset`` is where the first bad record starts."""

    kind: str  # "empty" | "not_tfrecord" | "truncated" | "corrupt" | "unreadable"
    reason: str
    offset: int | None = None
    record: int | None = None  # 0-based index of the first bad record
    offset_in: str = "file"  # "file", or "uncompressed stream" for GZIP/ZLIB files
    # True when the compressed stream broke: decompression reads ahead, so the damage is
    # in record ``record`` or a later one, at or after ``offset``.
    at_or_after: bool = False

    def where(self) -> str:
        """Where the first bad record is, in words ("" when that means nothing)."""
        if self.record is None or self.offset is None or self.kind not in (
                "corrupt", "truncated"):
            return ""
        if self.at_or_after:
            return (f"in record #{self.record} or a later one (at or after byte offset "
                    f"{self.offset})")
        return f"in record #{self.record} at byte offset {self.offset}"

    def describe(self) -> str:
        """One human line, without the path."""
        where = self.where()
        if not where:
            return self.reason
        if self.offset_in != "file":
            where += " (offsets count bytes of the uncompressed data, not of the file)"
        return f"{self.reason} {where}"


@dataclass
class FeatureInfo:
    """What one feature key holds across the records of a file."""

    key: str
    kind: str  # "bytes" | "int64" | "float" | "none" (empty Feature) | "mixed"
    min_count: int  # fewest values in one record (among records that have the key)
    max_count: int
    present: int  # records that have this key
    image_formats: dict[str, int] = field(default_factory=dict)  # {"JPEG": values}
    min_value: float | int | None = None  # numeric kinds only
    max_value: float | int | None = None
    example: str = ""  # short human preview of the first value seen

    @property
    def is_image(self) -> bool:
        return bool(self.image_formats)


@dataclass
class LabelClass:
    value: int | float | str
    count: int
    text: str | None = None  # the class name seen with this label, if any


@dataclass
class LabelSummary:
    key: str
    text_key: str | None
    classes: list[LabelClass]
    distinct: int
    truncated: bool = False  # more than MAX_DISTINCT_LABELS distinct values
    warnings: list[str] = field(default_factory=list)


@dataclass
class ImageSample:
    record: int
    key: str
    format: str | None = None
    width: int | None = None
    height: int | None = None
    mode: str | None = None
    error: str | None = None


@dataclass
class FileReport:
    path: str
    compression: str
    size: int
    records: int = 0  # records read and verified (before the first error, if any)
    error: FileProblem | None = None
    payload: str = EXAMPLE  # EXAMPLE, NOT_EXAMPLE, or "mixed" (some records are not Examples)
    non_example_records: int = 0
    schema: list[FeatureInfo] = field(default_factory=list)
    labels: LabelSummary | None = None
    samples: list[ImageSample] = field(default_factory=list)
    complete: bool = True  # False when cancelled before the end of the file

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def image_keys(self) -> list[str]:
        return [f.key for f in self.schema if f.is_image]

    @property
    def task(self) -> tuple[str, str] | None:
        """(task, description) for detection, segmentation or multi-label records."""
        from engine.sources.schemas import recognise_task
        return recognise_task({f.key: f.max_count for f in self.schema})

    def to_dict(self) -> dict:
        d = asdict(self)
        d["ok"] = self.ok
        d["image_keys"] = self.image_keys
        d["task"] = self.task[0] if self.task else None
        if self.error:
            d["error"]["message"] = self.error.describe()  # the human line, for display
        for f in d["schema"]:
            f["is_image"] = bool(f["image_formats"])
            for k in ("min_value", "max_value"):
                f[k] = _json_number(f[k])
        for c in (d["labels"] or {}).get("classes", []):
            c["value"] = _json_number(c["value"])
        return d


@dataclass
class PathProblem:
    """A command-line path that gave no file to inspect."""

    path: str
    reason: str


@dataclass
class InspectReport:
    files: list[FileReport] = field(default_factory=list)
    problems: list[PathProblem] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        unreadable = any(f.error and f.error.kind == "unreadable" for f in self.files)
        if self.problems or unreadable or not self.files:
            return EXIT_BAD_SOURCE
        if any(not f.ok for f in self.files):
            return EXIT_VERIFY_FAILED
        return EXIT_OK

    def merged_schema(self) -> list[FeatureInfo]:
        """The schema of all files together (value counts, presence and images combined)."""
        merged: dict[str, FeatureInfo] = {}
        for f in self.files:
            for s in f.schema:
                m = merged.get(s.key)
                if m is None:
                    merged[s.key] = replace(s, image_formats=dict(s.image_formats))
                    continue
                if m.kind != s.kind:
                    m.kind = s.kind if m.kind == "none" else (
                        m.kind if s.kind == "none" else "mixed")
                m.min_count, m.max_count = min(m.min_count, s.min_count), max(m.max_count,
                                                                              s.max_count)
                m.present += s.present
                for fmt, n in s.image_formats.items():
                    m.image_formats[fmt] = m.image_formats.get(fmt, 0) + n
                if s.min_value is not None and s.max_value is not None:  # set together
                    m.min_value = s.min_value if m.min_value is None else min(m.min_value,
                                                                              s.min_value)
                    m.max_value = s.max_value if m.max_value is None else max(m.max_value,
                                                                              s.max_value)
        return [merged[k] for k in sorted(merged)]

    def merged_labels(self) -> LabelSummary | None:
        """The label histogram of all files together (the most common label key's)."""
        summaries = [f.labels for f in self.files if f.labels]
        if not summaries:
            return None
        key = Counter(s.key for s in summaries).most_common(1)[0][0]
        counts: Counter = Counter()
        texts: dict = {}
        notes: list[str] = []
        truncated = False
        text_key = None
        for s in summaries:
            if s.key != key:
                continue
            text_key = text_key or s.text_key
            truncated = truncated or s.truncated
            notes += [n for n in s.warnings if n not in notes]
            for c in s.classes:
                counts[c.value] += c.count
                if c.text is not None:
                    seen = texts.setdefault(c.value, c.text)
                    note = f"label {c.value} has different names in different files"
                    if seen != c.text and note not in notes:
                        notes.append(note)
        classes = [LabelClass(v, counts[v], texts.get(v))
                   for v in sorted(counts, key=lambda v: (type(v).__name__, v))]
        return LabelSummary(key, text_key, classes, len(classes), truncated, notes)

    def to_dict(self) -> dict:
        labels = self.merged_labels()
        return {
            "files": [f.to_dict() for f in self.files],
            "problems": [asdict(p) for p in self.problems],
            "summary": {
                "files": len(self.files),
                "ok": sum(f.ok for f in self.files),
                "failed": sum(not f.ok for f in self.files),
                "records": sum(f.records for f in self.files),
                "schema": [asdict(f) | {"is_image": f.is_image} for f in self.merged_schema()],
                "labels": asdict(labels) if labels else None,
            },
            "exit_code": self.exit_code,
        }


# --- finding and opening files --------------------------------------------------------------


def _valid_header(head: bytes) -> bool:
    return len(head) == 12 and masked_crc32c(head[:8]) == struct.unpack_from("<I", head, 8)[0]


def detect_file_compression(path: str) -> str:
    """none, gzip or zlib, from the file's first bytes.

    A plain file whose first header is valid is "none" even when its first bytes look like
    a gzip magic number (a first record of 35,615 bytes starts with 1f 8b).
    """
    with open(path, "rb") as f:
        head = f.read(12)
    if _valid_header(head):
        return "none"
    return detect_compression(path)


def _open(path: str, compression: str) -> BinaryIO:
    return open_records(path, compression)


def _resolve_compression(path: str, compression: str | None) -> str:
    if compression in (None, "", "auto"):
        return detect_file_compression(path)
    if compression not in COMPRESSIONS:
        raise ValueError(f"unknown compression {compression!r}: use auto, none, gzip or zlib")
    return compression


def _sniff_tfrecord(path: str) -> bool:
    """True if the file's first record header is valid (after decompression)."""
    try:
        comp = detect_file_compression(path)
        with _open(path, comp) as s:
            return _valid_header(s.read(12))
    except Exception:  # noqa: BLE001 - any unreadable or undecodable file is simply "no"
        return False


#: Files that sit beside shards and are never TFRecords themselves (DALI's index files).
_COMPANION_SUFFIXES = (".idx", ".index", ".json", ".txt", ".csv")


def _looks_like_tfrecord_name(name: str) -> bool:
    if name.lower().endswith(_COMPANION_SUFFIXES):
        return False
    return bool(_TFRECORD_NAME.search(name) or _SHARD_NAME.search(name))


def _natural_key(name: str):
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", name)]


def find_tfrecord_files(paths: list[str]) -> tuple[list[str], list[PathProblem]]:
    """Expand files and folders into the TFRecord files to inspect.

    A file given by name is always inspected. In a folder (not recursive): every file named
    like a TFRecord (``*.tfrecord*``, ``*.tfrec``, ``*-00000-of-00010*``) and every other
    file whose first record header is valid. Hidden files are skipped.
    """
    files: list[str] = []
    problems: list[PathProblem] = []
    seen: set[str] = set()

    def add(p: str) -> None:
        real = os.path.realpath(p)
        if real not in seen:
            seen.add(real)
            files.append(p)

    for p in paths:
        if os.path.isfile(p):
            add(p)
        elif os.path.isdir(p):
            try:
                names = sorted(os.listdir(p), key=_natural_key)
            except OSError as e:
                problems.append(PathProblem(p, f"cannot read this folder ({e.strerror})"))
                continue
            found = 0
            for name in names:
                full = os.path.join(p, name)
                if name.startswith(".") or not os.path.isfile(full):
                    continue
                if _looks_like_tfrecord_name(name) or _sniff_tfrecord(full):
                    add(full)
                    found += 1
            if not found:
                problems.append(PathProblem(p, "no TFRecord files found in this folder"))
        elif os.path.exists(p):
            problems.append(PathProblem(p, "not a file or folder"))
        else:
            problems.append(PathProblem(p, "does not exist"))
    return files, problems


# --- Example payloads ------------------------------------------------------------------------


# The protobuf field reader is engine.example's (bounds-checked, raises ValueError).
_fields = iter_fields
_varint = read_varint


def _is_example(buf: bytes) -> bool:
    """Check the exact tf.train.Example shape before decoding.

    Random bytes often parse as *some* protobuf; this insists on Example -> Features ->
    map<string, Feature> -> one of BytesList/FloatList/Int64List with well-typed values.
    """
    try:
        for n1, w1, features in _fields(memoryview(buf)):  # views: no copies of images
            if n1 != 1 or w1 != 2:
                return False
            for n2, w2, entry in _fields(features):
                if n2 != 1 or w2 != 2:
                    return False
                for n3, w3, item in _fields(entry):
                    if n3 not in (1, 2) or w3 != 2:
                        return False
                    if n3 == 1:
                        bytes(item).decode("utf-8")
                        continue
                    for kind, wk, lst in _fields(item):
                        if kind not in (1, 2, 3) or wk != 2:
                            return False
                        for n5, w5, v in _fields(lst):
                            if n5 != 1:
                                return False
                            if kind == 1 and w5 != 2:
                                return False
                            if kind == 2 and not (w5 == 5 or (w5 == 2 and len(v) % 4 == 0)):
                                return False
                            if kind == 3:
                                if w5 == 2:
                                    pos = 0
                                    while pos < len(v):
                                        _, pos = _varint(v, pos)
                                elif w5 != 0:
                                    return False
        return True
    except (ValueError, UnicodeDecodeError):
        return False


def parse_example(data: bytes) -> dict[str, tuple[str, list]] | None:
    """Decode a record as a tf.train.Example; None if it is not one."""
    if not _is_example(data):
        return None
    try:
        return decode_example(data)
    except Exception:  # noqa: BLE001 - the shape check should make this unreachable
        return None


_MAGIC = (
    (b"\xff\xd8\xff", "JPEG"),
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"GIF87a", "GIF"),
    (b"GIF89a", "GIF"),
    (b"II*\x00", "TIFF"),
    (b"MM\x00*", "TIFF"),
)


def image_format(data: bytes) -> str | None:
    """JPEG, PNG, GIF, BMP, WEBP or TIFF when ``data`` starts like an encoded image."""
    for magic, name in _MAGIC:
        if data.startswith(magic):
            return name
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WEBP"
    # "BM" alone is too common in arbitrary bytes: also require a known DIB header size.
    if data[:2] == b"BM" and len(data) >= 18:
        if struct.unpack_from("<I", data, 14)[0] in (12, 40, 52, 56, 64, 108, 124):
            return "BMP"
    return None


def _preview(kind: str, values: list, limit: int = 40) -> str:
    if not values:
        return "(empty)"
    if kind == "bytes":
        v = values[0]
        fmt = image_format(v)
        if fmt:
            return f"<{fmt} image, {len(v):,} bytes>"
        try:
            text = v.decode("utf-8")
        except UnicodeDecodeError:
            return f"<{len(v):,} bytes>"
        if not text.isprintable():
            return f"<{len(v):,} bytes>"
        return json.dumps(text[:limit] + ("..." if len(text) > limit else ""), ensure_ascii=False)
    shown = ", ".join(_fmt_number(x) for x in values[:5])
    return shown + (f", ... ({len(values)} values)" if len(values) > 5 else "")


def _fmt_number(x) -> str:
    return f"{x:g}" if isinstance(x, float) else str(x)


def _json_number(x):
    if isinstance(x, float) and not math.isfinite(x):
        return str(x)
    return x


def _label_value(kind: str, v):
    if kind == "bytes":
        return v.decode("utf-8", errors="replace")
    return v


# --- the scan --------------------------------------------------------------------------------


class _Stats:
    """Running schema, label counts and image samples; constant memory per key."""

    def __init__(self, samples: int):
        self.features: dict[str, FeatureInfo] = {}
        self.kinds: dict[str, set[str]] = {}
        self.label_counts: dict[str, Counter] = {}
        self.label_truncated: set[str] = set()
        self.names: dict[object, set[str]] = {}  # image/class/label value -> texts seen
        self.want_samples = samples
        self.sample_data: list[tuple[int, str, bytes]] = []

    def add(self, index: int, ex: dict[str, tuple[str, list]]) -> None:
        for key, (kind, values) in ex.items():
            f = self.features.get(key)
            if f is None:
                f = self.features[key] = FeatureInfo(
                    key, kind, len(values), len(values), 0, example=_preview(kind, values))
                self.kinds[key] = set()
            self.kinds[key].add(kind)
            f.present += 1
            f.min_count = min(f.min_count, len(values))
            f.max_count = max(f.max_count, len(values))
            if kind == "bytes":
                for v in values:
                    fmt = image_format(v)
                    if fmt:
                        f.image_formats[fmt] = f.image_formats.get(fmt, 0) + 1
            elif values and kind in ("int64", "float"):
                finite = [x for x in values if not (isinstance(x, float) and math.isnan(x))]
                if finite:
                    lo, hi = min(finite), max(finite)
                    f.min_value = lo if f.min_value is None else min(f.min_value, lo)
                    f.max_value = hi if f.max_value is None else max(f.max_value, hi)
            if key in LABEL_KEYS or key in TEXT_KEYS:
                self._count_label(key, kind, values)
        self._pair_names(ex)
        if len(self.sample_data) < self.want_samples:
            self._take_sample(index, ex)

    def _count_label(self, key: str, kind: str, values: list) -> None:
        counts = self.label_counts.setdefault(key, Counter())
        for v in values:
            lv = _label_value(kind, v)
            if lv in counts or len(counts) < MAX_DISTINCT_LABELS:
                counts[lv] += 1
            else:
                self.label_truncated.add(key)

    def _pair_names(self, ex: dict) -> None:
        label, text = ex.get(LABEL_KEYS[0]), ex.get(TEXT_KEYS[0])
        if not label or not text or len(label[1]) != 1 or len(text[1]) != 1:
            return
        value = _label_value(label[0], label[1][0])
        names = self.names.get(value)
        if names is None:
            if len(self.names) >= MAX_DISTINCT_LABELS:
                return
            names = self.names[value] = set()
        if len(names) < 5:
            names.add(_label_value(text[0], text[1][0]))

    def _take_sample(self, index: int, ex: dict) -> None:
        keys = sorted(ex, key=lambda k: (k != "image/encoded", k))
        for key in keys:
            kind, values = ex[key]
            if kind == "bytes" and values and image_format(values[0]):
                self.sample_data.append((index, key, values[0]))
                return

    def schema(self) -> list[FeatureInfo]:
        out = []
        for key in sorted(self.features):
            f = self.features[key]
            kinds = self.kinds[key] - {"none"}
            f.kind = kinds.pop() if len(kinds) == 1 else ("mixed" if kinds else "none")
            out.append(f)
        return out

    def labels(self) -> LabelSummary | None:
        key = next((k for k in LABEL_KEYS if k in self.label_counts), None)
        text_key = next((k for k in TEXT_KEYS if k in self.label_counts), None)
        if key is None:
            key, text_key = text_key, None
        if key is None:
            return None
        counts = self.label_counts[key]
        notes: list[str] = []
        classes = []
        for value in sorted(counts, key=lambda v: (type(v).__name__, v)):
            names = self.names.get(value, set()) if text_key and key == LABEL_KEYS[0] else set()
            if len(names) > 1:
                notes.append(f"label {value} appears with several names: "
                                + ", ".join(sorted(names)))
            classes.append(LabelClass(value, counts[value], min(names) if names else None))
        if key in self.label_truncated:
            notes.append(f"more than {MAX_DISTINCT_LABELS:,} distinct values: "
                            "only the first ones are counted")
        return LabelSummary(key, text_key if key == LABEL_KEYS[0] else None, classes,
                            len(counts), key in self.label_truncated, notes)

    def samples(self) -> list[ImageSample]:
        return [_measure(i, k, d) for i, k, d in self.sample_data]


def _measure(index: int, key: str, data: bytes) -> ImageSample:
    from PIL import Image  # lazily: only needed when a file holds images

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)  # header only
            with Image.open(io.BytesIO(data)) as im:
                return ImageSample(index, key, im.format, im.width, im.height, im.mode)
    except Exception as e:  # noqa: BLE001 - any undecodable image is reported, not raised
        return ImageSample(index, key, error=f"cannot be opened: {e}")


def _decompression_problem(e: BaseException) -> tuple[str, str]:
    if isinstance(e, EOFError):
        return "truncated", "compressed data ends early (file truncated)"
    return "corrupt", f"compressed data is damaged ({e})"


def inspect_file(path: str, compression: str | None = None, samples: int = 5,
                 progress: ProgressFn | None = None, cancel: CancelFn | None = None
                 ) -> FileReport:
    """Verify every record of one file and describe its contents.

    ``compression`` is "none", "gzip", "zlib", or None/"auto" to detect it. ``samples`` is
    how many images (the first ones) to open for their sizes. ``progress(records, bytes)``
    is called every 256 records or 8 MiB, and at the end; ``cancel()`` returning True
    (asked as often) stops early
    (``complete=False``). Problems with the file are reported in ``FileReport.error``;
    this raises only ValueError for an unknown ``compression``.
    """
    try:
        size = os.path.getsize(path)
        comp = _resolve_compression(path, compression)
    except OSError as e:
        return FileReport(path, compression or "auto", 0,
                          error=FileProblem("unreadable", f"cannot read the file ({e.strerror})"))
    report = FileReport(path, comp, size)
    if size == 0:
        report.error = FileProblem("empty", "empty file: no records")
        return report

    stats = _Stats(samples)
    offset_in = "file" if comp == "none" else "uncompressed stream"
    next_offset = reported = 0
    examples = 0
    try:
        with _open(path, comp) as stream:
            for rec in iter_records(stream):
                next_offset = rec.offset + 16 + len(rec.data)
                ex = parse_example(rec.data)
                if ex is None:
                    report.non_example_records += 1
                else:
                    examples += 1
                    stats.add(report.records, ex)
                report.records += 1
                if report.records % 256 == 0 or next_offset - reported >= _PROGRESS_BYTES:
                    reported = next_offset
                    if progress:
                        progress(report.records, next_offset)
                    if cancel and cancel():
                        report.complete = False
                        break
    except RecordError as e:
        first = _invalid_first_header(path, comp) if report.records == 0 else None
        report.error = _record_problem(e, report.records, offset_in, first)
    except (OSError, EOFError, zlib.error) as e:
        if isinstance(e, OSError) and not isinstance(e, gzip.BadGzipFile) and e.errno:
            report.error = FileProblem("unreadable", f"cannot read the file ({e.strerror})")
        else:
            kind, reason = _decompression_problem(e)
            if comp == "zlib" and report.records == 0 and kind == "corrupt":
                # Two bytes are all that marks a zlib stream: text can start that way too.
                kind, reason = "not_tfrecord", (
                    f"not a TFRecord file, or a damaged ZLIB-compressed one: it starts like "
                    f"ZLIB data but cannot be decompressed ({e})")
            report.error = FileProblem(kind, reason, next_offset, report.records, offset_in,
                                       at_or_after=True)

    if report.error is None and report.records == 0 and report.complete:
        report.error = FileProblem("empty", f"empty file: no records (the {comp} data "
                                   "decompresses to nothing)")
    if examples == 0 and report.non_example_records:
        report.payload = NOT_EXAMPLE
    elif report.non_example_records:
        report.payload = "mixed"
    report.schema = stats.schema()
    report.labels = stats.labels()
    report.samples = stats.samples()
    if progress:
        progress(report.records, next_offset)
    return report


def _record_problem(e: RecordError, good: int, offset_in: str,
                    first_header: bytes | None) -> FileProblem:
    """``first_header`` is the file's first 12 bytes if they are not a valid header."""
    truncated = "truncated" in e.reason
    if first_header is not None:
        # Not even the first header is valid: more useful to say what the file is not.
        reason = ("not a TFRecord file (too short to hold one record)" if len(first_header) < 12
                  else "not a TFRecord file (its first record header is invalid)")
        return FileProblem("not_tfrecord", reason, 0, 0, offset_in)
    return FileProblem("truncated" if truncated else "corrupt", e.reason, e.offset, good,
                       offset_in)


def _invalid_first_header(path: str, compression: str) -> bytes | None:
    try:
        with _open(path, compression) as s:
            head = s.read(12)
    except (OSError, EOFError, zlib.error):
        return b""
    return None if _valid_header(head) else head


def inspect_paths(paths: list[str], compression: str | None = None, samples: int = 5,
                  progress: Callable[[str, int, int], None] | None = None,
                  cancel: CancelFn | None = None) -> InspectReport:
    """Inspect files and folders (see :func:`find_tfrecord_files`).

    ``progress(path, records, bytes)`` reports on the file being read.
    """
    files, problems = find_tfrecord_files(paths)
    report = InspectReport(problems=problems)
    for path in files:
        if cancel and cancel():
            break
        cb = (lambda r, b, p=path: progress(p, r, b)) if progress else None
        report.files.append(inspect_file(path, compression, samples, cb, cancel))
    return report
