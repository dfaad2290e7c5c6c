"""The results of ``inspect``: plain dataclasses, and the ``inspect --json`` document.

The JSON document carries ``schema_version`` (engine.protocol.INSPECT_SCHEMA_VERSION); the
window's Inspect tab refuses a version it does not know instead of misreading it. Raise the
version when a key changes meaning or goes away; adding a key does not need a new version.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import asdict, dataclass, field, replace

from engine.protocol import (
    EXIT_BAD_SOURCE,
    EXIT_OK,
    EXIT_VERIFY_FAILED,
    INSPECT_SCHEMA_VERSION,
)

NOT_EXAMPLE = "not tf.train.Example"
EXAMPLE = "tf.train.Example"
#: Keys holding class names only (counted by name when no label key is present).
TEXT_KEY_SET = frozenset({"image/object/class/text", "image/class/text"})


def json_number(x: object) -> object:
    """``x``, with inf and nan as text (JSON has no such numbers)."""
    if isinstance(x, float) and not math.isfinite(x):
        return str(x)
    return x



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
    #: what a count counts: "records" (a class label per record, or several for
    #: multi-label), "objects" (detection: image/object/class/*, one per box) or "images"
    #: (segmentation: images whose mask has the class)
    unit: str = "records"


@dataclass
class ImageSample:
    record: int
    key: str
    format: str | None = None
    width: int | None = None
    height: int | None = None
    mode: str | None = None
    error: str | None = None


#: Damaged records listed by index in a FileReport (the count goes on).
MAX_DAMAGED_LISTED = 100


def record_list(indices: list[int], total: int, limit: int = 5) -> str:
    """"#2, #7, #9" (the first `limit`, then "…" when there are more)."""
    shown = ", ".join(f"#{i}" for i in indices[:limit])
    return shown + (", …" if total > limit else "")


@dataclass
class FileReport:
    path: str
    compression: str
    size: int
    #: records located in the file: read and checked, damaged ones included, up to where
    #: reading had to stop (``stop``), if it did
    records: int = 0
    #: the first problem (a damaged record, or what stopped the reading)
    error: FileProblem | None = None
    #: indices of the records whose data fails its CRC (the first MAX_DAMAGED_LISTED):
    #: their lengths are sound, so the records after them are read too
    damaged: list[int] = field(default_factory=list)
    damaged_count: int = 0
    #: what stopped the reading before the end of the file (a damaged length, a cut, a
    #: broken compressed stream): records after it cannot be located
    stop: FileProblem | None = None
    payload: str = EXAMPLE  # EXAMPLE, NOT_EXAMPLE, or "mixed" (some records are not Examples)
    non_example_records: int = 0
    schema: list[FeatureInfo] = field(default_factory=list)
    labels: LabelSummary | None = None
    samples: list[ImageSample] = field(default_factory=list)
    complete: bool = True  # False when cancelled before the end of the file
    #: the records and bytes a manifest of ours lists for this file (see expect)
    expected_records: int | None = None
    expected_size: int | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    def expect(self, records: int, size: int) -> None:
        """What the manifest beside the file lists for it: how many records a cut lost. A
        file cut at a record boundary reads as sound, record after record: the manifest's
        count is what says the records after the last one are missing."""
        self.expected_records, self.expected_size = records, size
        if self.listed_empty:   # a shard all of whose images failed: written, and so listed
            self.error = None
        short = self._short_at_boundary()
        if self.error is None and short:
            self.error = FileProblem("truncated", short)

    def _short_at_boundary(self) -> str:
        """The sentence on a file whose records are all sound but fewer than the manifest
        lists ("" when it is not so)."""
        if self.stop is not None or not self.complete or not self.records or \
                not self.missing:
            return ""
        return (f"the file is cut short after {self.records:,} "
                f"{'record' if self.records == 1 else 'records'}: the manifest lists "
                f"{self.expected_records:,} ({self.size:,} bytes on disk, the manifest says "
                f"{self.expected_size:,}), so the records from #{self.records:,} on are "
                "missing")

    @property
    def listed_empty(self) -> bool:
        """The file holds no record, and the manifest lists it so (0 records, its size): a
        shard all of whose images failed to convert. Written all the same, so that every
        "-of-N" name a reader globs exists; not a problem. A file the manifest lists with
        records, or another size, stays one."""
        return (self.expected_records == 0 and self.records == 0 and self.complete and
                self.stop is None and self.damaged_count == 0 and
                self.expected_size == self.size and
                (self.error is None or self.error.kind == "empty"))

    @property
    def missing(self) -> int | None:
        """Records the manifest lists that the file does not hold whole (the one it ends
        inside, and every one after it), when it is cut short and a manifest says how
        many; None otherwise (a damaged length hides the records after it: they may be
        there)."""
        if self.expected_records is None or not self.complete or (
                self.stop is not None and self.stop.kind != "truncated"):
            return None
        return max(0, self.expected_records - self.records) or None

    @property
    def image_keys(self) -> list[str]:
        return [f.key for f in self.schema if f.is_image]

    @property
    def task(self) -> tuple[str, str] | None:
        """(task, description) for detection, segmentation or multi-label records."""
        from engine.sources.schemas import recognise_task
        return recognise_task({f.key: f.max_count for f in self.schema})

    def notes(self) -> list[str]:
        """What the damage means, in catalogued sentences (inspect.damaged_*, .stopped,
        .cut_short*, .short, .tf_stops): how many records are damaged, where reading
        stopped, which record a cut-short file ends inside and how many records are missing
        (when a manifest says), and what TensorFlow's reader makes of it."""
        out = []
        if self.listed_empty:
            out.append("no records, as the manifest lists: every image planned for this "
                       "shard failed to convert (rejected.csv says why)")
        if self.damaged_count:
            which = record_list(self.damaged, self.damaged_count)
            out.append(
                f"{self.records:,} {'record' if self.records == 1 else 'records'}, 1 damaged "
                f"({which}): its data does not match its "
                "checksum; the records after it were read and checked"
                if self.damaged_count == 1 else
                f"{self.records:,} records, {self.damaged_count:,} damaged ({which}): their "
                "data does not match their checksums; the records around them were read "
                "and checked")
        s = self.stop
        if s is not None and s.kind == "corrupt" and s.offset is not None and \
                not s.at_or_after:
            out.append(f"reading stopped at record #{s.record:,} (byte {s.offset:,}): its "
                       "length is damaged, so the records after it, if any, cannot be "
                       "located")
        elif s is not None and s.kind == "truncated" and s.record is not None:
            out.append(self._cut_note(s.record))
        short = self._short_at_boundary()
        if short and (self.error is None or self.error.reason != short):
            out.append(short)   # (said as the file's problem when it is the first one)
        if self.error is not None and self.error.kind in ("corrupt", "truncated") and \
                self.error.record is not None:   # (TensorFlow reads to a record boundary)
            out.append("TensorFlow's reader stops at the first damaged record (DataLossError), "
                       "so this file cannot be used for training until it is written again")
        return out

    def _cut_note(self, record: int) -> str:
        """The file ends inside ``record``: it and the records after it are missing."""
        if self.missing:
            return (f"the file is cut short: it ends inside record #{record:,} "
                    f"({self.size:,} bytes, the manifest says {self.expected_size:,}), so the "
                    f"records from #{record:,} on are missing: {self.missing:,} of the "
                    f"{self.expected_records:,} the manifest lists")
        return (f"the file is cut short: it ends inside record #{record:,}, so that record "
                "and any after it are missing")

    def to_dict(self) -> dict:
        from engine.reason_codes import code_pair, coded_message
        d = asdict(self)
        d["ok"] = self.ok
        # records the manifest lists past the end of a cut-short file (None: not known)
        d["missing"] = self.missing
        # empty, as the manifest lists it (every image planned for it failed): not a problem
        d["listed_empty"] = self.listed_empty
        # what the damage means, each with [code, params] for the window's language
        d["notes"] = [coded_message(n) for n in self.notes()]
        d["image_keys"] = self.image_keys
        d["task"] = self.task[0] if self.task else None
        for key, problem in (("error", self.error), ("stop", self.stop)):
            if problem:
                d[key]["message"] = problem.describe()  # the human line, for display
                # [code, params] of the reason, so that the window says it in its language
                d[key]["reason_code"] = code_pair(problem.reason)
        for f in d["schema"]:
            f["is_image"] = bool(f["image_formats"])
            for k in ("min_value", "max_value"):
                f[k] = json_number(f[k])
        for c in (d["labels"] or {}).get("classes", []):
            c["value"] = json_number(c["value"])
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
    label_map: dict[str, str] = field(default_factory=dict)   # name_classes'

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
        seen = len(counts)
        if key not in TEXT_KEY_SET and not truncated:   # the label map's classes none has
            for k, name in self.label_map.items():
                if k.lstrip("-").isdigit() and int(k) not in counts:
                    counts[int(k)] = 0
                    texts.setdefault(int(k), name)
        classes = [LabelClass(v, counts[v], texts.get(v))
                   for v in sorted(counts, key=lambda v: (type(v).__name__, v))]
        unit = next(s.unit for s in summaries if s.key == key)
        return LabelSummary(key, text_key, classes, seen, truncated, notes, unit)

    def name_classes(self, names: dict[str, str]) -> None:
        """Give classes without a name in the records the name ``names`` has for their value
        (a label map: the manifest's, or label_map.pbtxt beside the files); its classes no
        record has are counted 0 (merged_labels)."""
        self.label_map = dict(names)
        for f in self.files:
            if f.labels is None or f.labels.key in TEXT_KEY_SET:
                continue
            for c in f.labels.classes:
                if c.text is None and str(c.value) in names:
                    c.text = names[str(c.value)]

    def to_dict(self) -> dict:
        from engine.reason_codes import code_pair
        labels = self.merged_labels()
        return {
            "schema_version": INSPECT_SCHEMA_VERSION,
            "files": [f.to_dict() for f in self.files],
            # [code, params] of each reason, so that the window says it in its language
            "problems": [asdict(p) | {"reason_code": code_pair(p.reason)}
                         for p in self.problems],
            "summary": {
                "files": len(self.files),
                "ok": sum(f.ok for f in self.files),
                "failed": sum(not f.ok for f in self.files),
                "records": sum(f.records for f in self.files),
                "damaged": sum(f.damaged_count for f in self.files),
                "schema": [asdict(f) | {"is_image": f.is_image} for f in self.merged_schema()],
                "labels": asdict(labels) if labels else None,
            },
            "exit_code": self.exit_code,
        }
