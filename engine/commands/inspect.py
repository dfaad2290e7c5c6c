"""Inspect TFRecord files: check every record, infer the schema, count labels, page records.

Works on any TFRecord file, ours or not, without TensorFlow: one streaming pass verifies
both CRCs of every record and decodes tf.train.Example payloads, so memory stays flat
however large the file is (only one record is held at a time).

Public API (plain dataclasses and dicts, so the GUI's engine process can print them):

* :func:`inspect_paths` / :func:`inspect_file` -> :class:`InspectReport` / :class:`FileReport`
  (the results and the ``--json`` document: engine.commands.inspect_report for one file,
  engine.commands.inspect_merged for all of them)
* :func:`find_tfrecord_files`, :func:`detect_file_compression` (engine.commands.inspect_files)
* :func:`parse_example`, :func:`image_format` (engine.commands.inspect_payload)
* the schema and class histogram of one file: engine.commands.inspect_stats
* paged records for thumbnail and detail views: engine.commands.inspect_records
* whether the images are almost black (12-bit camera data converted as 16 bits): a few
  decoded, engine.commands.inspect_dark
* ``python -m engine inspect`` itself is :mod:`engine.commands.inspect_cli`

Byte offsets in errors count bytes of the *uncompressed* record stream; for a plain file that
is the position in the file, for a GZIP or ZLIB file it is not (``FileProblem.offset_in``).
"""

from __future__ import annotations

import gzip
import os
import zlib
from collections.abc import Callable

from engine.commands.inspect_dark import MAX_LOOKED, Looker, quotas
from engine.commands.inspect_files import (
    decompression_problem,
    detect_file_compression,
    find_tfrecord_files,
    open_stream,
    resolve_compression,
    valid_header,
)
from engine.commands.inspect_merged import InspectReport, PathProblem
from engine.commands.inspect_payload import image_format, is_sequence_example, parse_example
from engine.commands.inspect_report import (
    EXAMPLE,
    MAX_DAMAGED_LISTED,
    NOT_EXAMPLE,
    FeatureInfo,
    FileProblem,
    FileReport,
    ImageSample,
    LabelClass,
    LabelSummary,
)
from engine.commands.inspect_stats import LABEL_KEYS, MAX_DISTINCT_LABELS, TEXT_KEYS, RecordStats
from engine.errors import RecordError
from engine.records.tfrecord import DATA_CRC, iter_records

__all__ = [
    "EXAMPLE", "LABEL_KEYS", "MAX_DISTINCT_LABELS", "NOT_EXAMPLE", "TEXT_KEYS", "FeatureInfo",
    "FileProblem", "FileReport", "ImageSample", "InspectReport", "LabelClass", "LabelSummary",
    "PathProblem", "detect_file_compression", "find_tfrecord_files", "image_format",
    "inspect_file", "inspect_paths", "parse_example",
]

_PROGRESS_BYTES = 8 << 20
ProgressFn = Callable[[int, int], None]  # (records so far, uncompressed bytes so far)
CancelFn = Callable[[], bool]


def inspect_file(path: str, compression: str | None = None, samples: int = 5,
                 progress: ProgressFn | None = None, cancel: CancelFn | None = None,
                 look: int = MAX_LOOKED) -> FileReport:
    """Verify every record of one file and describe its contents.

    ``compression`` is "none", "gzip", "zlib", or None/"auto" to detect it. ``samples`` is
    how many images (the first ones) to open for their sizes; ``look`` how many pictures,
    spread over the file, to decode for their brightness (``FileReport.brightness``).
    ``progress(records, bytes)``
    is called every 256 records or 8 MiB, and at the end; ``cancel()`` returning True
    (asked as often) stops early
    (``complete=False``). Problems with the file are reported in ``FileReport.error``;
    this raises only ValueError for an unknown ``compression``.
    """
    try:
        size = os.path.getsize(path)
        comp = resolve_compression(path, compression)
    except OSError as e:
        return FileReport(path, compression or "auto", 0,
                          error=FileProblem("unreadable", f"cannot read the file ({e.strerror})"))
    report = FileReport(path, comp, size)
    if size == 0:
        report.error = FileProblem("empty", "empty file: no records")
        return report

    stats = RecordStats(samples)
    looker = Looker(look, size)
    offset_in = "file" if comp == "none" else "uncompressed stream"
    next_offset = reported = 0
    examples = 0
    try:
        with open_stream(path, comp) as stream:
            # a record whose data fails its CRC is counted and listed, and reading goes on:
            # its length passed its own CRC, so the next record is where it says
            for rec in iter_records(stream, keep_damaged=True):
                next_offset = rec.offset + 16 + len(rec.data)
                if rec.damaged:
                    _add_damaged(report, rec.offset, offset_in)
                elif (ex := parse_example(rec.data)) is None:
                    report.non_example_records += 1
                    report.sequence_example_records += is_sequence_example(rec.data)
                else:
                    examples += 1
                    stats.add(report.records, ex)
                    looker.offer(rec.offset, ex)
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
        report.stop = _record_problem(e, report.records, offset_in, first)
    except (OSError, EOFError, zlib.error) as e:
        if isinstance(e, OSError) and not isinstance(e, gzip.BadGzipFile) and e.errno:
            report.stop = FileProblem("unreadable", f"cannot read the file ({e.strerror})")
        else:
            kind, reason = decompression_problem(e)
            if comp == "zlib" and report.records == 0 and kind == "corrupt":
                # Two bytes are all that marks a zlib stream: text can start that way too.
                kind, reason = "not_tfrecord", (
                    f"not a TFRecord file, or a damaged ZLIB-compressed one: it starts like "
                    f"ZLIB data but cannot be decompressed ({e})")
            report.stop = FileProblem(kind, reason, next_offset, report.records, offset_in,
                                      at_or_after=True)
    if report.error is None:
        report.error = report.stop

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
    report.brightness = looker.values
    if progress:
        progress(report.records, next_offset)
    return report


def _add_damaged(report: FileReport, offset: int, offset_in: str) -> None:
    """Record ``report.records`` (at ``offset``) fails its data CRC."""
    if report.damaged_count < MAX_DAMAGED_LISTED:
        report.damaged.append(report.records)
    report.damaged_count += 1
    if report.error is None:
        report.error = FileProblem("corrupt", DATA_CRC, offset,
                                   report.records, offset_in)


def _record_problem(e: RecordError, good: int, offset_in: str,
                    first_header: bytes | None) -> FileProblem:
    """``first_header`` is the file's first 12 bytes if they are not a valid header."""
    if first_header is not None:
        # Not even the first header is valid: more useful to say what the file is not.
        reason = ("not a TFRecord file (too short to hold one record)" if len(first_header) < 12
                  else "not a TFRecord file (its first record header is invalid)")
        return FileProblem("not_tfrecord", reason, 0, 0, offset_in)
    # the file ends inside record #good: the records after it are missing (FileReport.notes)
    return FileProblem("truncated" if e.truncated else "corrupt", e.reason, e.offset, good,
                       offset_in)


def _invalid_first_header(path: str, compression: str) -> bytes | None:
    try:
        with open_stream(path, compression) as s:
            head = s.read(12)
    except (OSError, EOFError, zlib.error):
        return b""
    return None if valid_header(head) else head


def inspect_paths(paths: list[str], compression: str | None = None, samples: int = 5,
                  progress: Callable[[str, int, int], None] | None = None,
                  cancel: CancelFn | None = None,
                  found: tuple[list[str], list[PathProblem]] | None = None) -> InspectReport:
    """Inspect files and folders (see :func:`find_tfrecord_files`).

    ``progress(path, records, bytes)`` reports on the file being read. ``found``: what
    find_tfrecord_files(paths) returned, when the caller has listed them already. At most
    MAX_LOOKED pictures in all are decoded for their brightness, shared among the files.
    """
    files, problems = found if found is not None else find_tfrecord_files(paths)
    report = InspectReport(problems=problems)
    for path, look in zip(files, quotas(len(files)), strict=True):
        if cancel and cancel():
            break
        cb = (lambda r, b, p=path: progress(p, r, b)) if progress else None
        report.files.append(inspect_file(path, compression, samples, cb, cancel, look))
    return report
