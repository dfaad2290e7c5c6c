"""The results of ``inspect`` for one file: plain dataclasses (why it is damaged, its
schema, its labels, its sampled images) and the file's part of the ``inspect --json``
document (engine.commands.inspect_merged holds the whole report and the document).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field

from engine.reason_pair import counted

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
    #: of those, the tf.train.SequenceExample records (shown as bytes: said what they are)
    sequence_example_records: int = 0
    schema: list[FeatureInfo] = field(default_factory=list)
    labels: LabelSummary | None = None
    samples: list[ImageSample] = field(default_factory=list)
    #: the brightest value (0-255) of each picture decoded to see whether the images are
    #: almost black (engine.commands.inspect_dark: a few records, spread over the file)
    brightness: list[int] = field(default_factory=list)
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
        return (f"the file is cut short after {counted(self.records, 'record')}: "
                "the manifest lists "
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
                f"{counted(self.records, 'record')}, 1 damaged "
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
        # the compression the file's name says (when it is not ``compression``, the
        # reading code written from the name fails: the window and the text say so)
        from engine.commands.inspect_files import name_compression
        d["name_compression"] = name_compression(self.path)
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
