"""The readable report of `inspect` (engine.commands.inspect_cli prints it): each file's
compression, size, record count, check, schema, class histogram and sampled image sizes;
more than COMPACT_OVER files one line each, then their merged contents; and the summary
line. Text only: the command line prints it."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from engine.byte_sizes import size_text
from engine.reason_pair import counted, plural
from engine.sources.class_masks import IGNORE

if TYPE_CHECKING:
    from engine.commands.inspect import (
        FeatureInfo,
        FileReport,
        ImageSample,
        InspectReport,
        LabelSummary,
    )

def format_file(f: FileReport) -> str:
    """The readable report of one file."""
    from engine.commands.inspect import EXAMPLE, NOT_EXAMPLE
    lines = [f.path]
    lines += [f"  compression  {f.compression}{_name_differs(f)}",
              f"  size         {_size(f.size)}",
              f"  records      {f.records:,}" + ("" if f.complete else " (stopped early)")]
    lines += _format_check(f)
    if f.records == 0:
        return "\n".join(lines)
    if f.payload == NOT_EXAMPLE:
        lines.append(f"  contents     {NOT_EXAMPLE} ({_other_kind(f)})")
        return "\n".join(lines)
    note = "" if f.payload == EXAMPLE else (
        f"; {f.non_example_records:,} records are {NOT_EXAMPLE}")
    if not f.ok or not f.complete:
        note += f" (from the {counted(f.records, 'record')} read)"
    lines.append(f"  contents     {EXAMPLE} with {counted(len(f.schema), 'feature')}{note}")
    if f.task:
        lines.append(f"  task         {f.task[1]}")
    lines += _format_schema(f.schema)
    if f.labels:
        lines += _format_labels(f.labels)
    lines += _format_samples(f.samples)
    return "\n".join(lines)


def _other_kind(f: FileReport) -> str:
    """What the records of a file that holds no tf.train.Example are."""
    if f.sequence_example_records == f.non_example_records:
        return ("tf.train.SequenceExample records: TensorFlow reads them with "
                "tf.io.parse_single_sequence_example")
    return "records hold some other kind of data"


def _name_differs(f: FileReport) -> str:
    """What to do when the file's name says another compression than its bytes ("" when it
    does not)."""
    from engine.commands.inspect_files import name_compression
    if name_compression(f.path) == f.compression or not f.size:
        return ""
    if f.compression == "none":
        return (" (though its name says compressed: TensorFlow reads it only without "
                "compression_type)")
    return (" (though its name does not say so: TensorFlow reads it only with "
            f'compression_type="{f.compression.upper()}")')


def _size(n: int) -> str:
    return f"{n:,} bytes" if n < 1000 else f"{_short_size(n)} ({n:,} bytes)"


def _format_check(f: FileReport) -> list[str]:
    if f.ok:
        return [f"  check        OK: {note}" for note in f.notes()] or [
            "  check        OK: every record's checksums are valid"]
    e = f.error
    assert e is not None
    lines = [f"  check        PROBLEM: {e.reason}"]
    if e.where():
        lines.append(f"               {e.where()} (records are counted from #0)")
        if e.offset_in != "file":
            lines.append(f"               offsets count bytes of the uncompressed data, "
                         f"not of the {f.compression} file")
        if e.record:
            lines.append(f"               the {counted(e.record, 'record')} before it "
                         f"{plural(e.record, 'is', 'are')} fine")
    return lines + [f"               {n}" for n in f.notes()]


def _format_schema(schema: list[FeatureInfo]) -> list[str]:
    from engine.commands.inspect_payload import fmt_number
    if not schema:
        return []
    rows = [("feature", "kind", "values", "in records", "details")]
    for s in schema:
        count = str(s.min_count) if s.min_count == s.max_count else \
            f"{s.min_count}-{s.max_count}"
        if s.is_image:
            detail = "images: " + ", ".join(sorted(s.image_formats))
        elif s.min_value is not None:
            detail = f"{fmt_number(s.min_value)} .. {fmt_number(s.max_value)}"
        else:
            detail = "e.g. " + s.example
        rows.append((s.key, s.kind, count, f"{s.present:,}", detail))
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    return ["    " + "  ".join(c.ljust(w) for c, w in zip(r[:4], widths, strict=True)) + "  " + r[4]
            for r in rows]


def _format_samples(samples: list[ImageSample], where: str = "") -> list[str]:
    if not samples:
        return []
    lines = [f"  image sizes  (first {counted(len(samples), 'image')}{where})"]
    for s in samples:
        what = f"{s.width}x{s.height} {s.format} {s.mode}" if s.error is None else s.error
        lines.append(f"    record #{s.record}: {what}")
    return lines


def _short_size(n: float) -> str:
    """A size as the window's Inspect tab says it (engine.byte_sizes: "12.3 kB", not
    "12.3 KB" beside its "12.0 KiB")."""
    return size_text(n)


def _format_labels(lab: LabelSummary, limit: int = 50) -> list[str]:
    names = f", names from {lab.text_key}" if lab.text_key else ""
    what = {"objects": "objects", "images": "masks  "}.get(lab.unit, "labels ")
    # a class mask's 255 is "ignore" (crowds, fit's padding), no class: said apart
    ignored = lab.unit == "images" and any(c.value == IGNORE and c.count for c in lab.classes)
    classes = counted(lab.distinct - ignored, "class", "classes") + \
        (f" and {IGNORE}, ignore" if ignored else "")
    lines = [f"  {what}      {classes} ({lab.key}{names})"]

    def text_of(c) -> str:
        return c.text or ("ignore" if lab.unit == "images" and c.value == IGNORE else "")
    top = max((c.count for c in lab.classes), default=1)
    width = max((len(str(c.value)) for c in lab.classes[:limit]), default=1)
    tw = max((len(text_of(c)) for c in lab.classes[:limit]), default=0)
    for c in lab.classes[:limit]:
        bar = "#" * max(1, round(30 * c.count / top))
        text = f"  {text_of(c).ljust(tw)}" if tw else ""
        lines.append(f"    {str(c.value).rjust(width)}{text}  {c.count:>8,}  {bar}")
    if len(lab.classes) > limit:
        lines.append(f"    ... and {len(lab.classes) - limit:,} more classes (see --json)")
    lines += [f"    warning: {w}" for w in lab.warnings]
    return lines


#: More files than this are listed one line each, followed by their merged contents.
COMPACT_OVER = 3


def format_report(report: InspectReport) -> str:
    """The readable report of a whole run."""
    if len(report.files) > COMPACT_OVER:
        parts = [_format_many(report)]
    else:
        parts = [format_file(f) for f in report.files]
    parts += [f"{p.path}\n  PROBLEM: {p.reason}" for p in report.problems]
    parts += [f"WARNING: {w}." for w in report.warnings()]
    ok = sum(f.ok for f in report.files)
    bad = len(report.files) - ok
    total = sum(f.records for f in report.files)
    summary = (f"Checked {counted(len(report.files), 'file')}: {ok} OK, {bad} with problems; "
               f"{counted(total, 'record')} in total.")
    return "\n\n".join(parts + [summary])


def _format_many(report: InspectReport) -> str:
    from engine.commands.inspect import EXAMPLE, NOT_EXAMPLE
    files = report.files
    rows = [(os.path.basename(f.path), f.compression, _short_size(f.size) if f.size >= 1000
             else f"{f.size} bytes", f"{f.records:,}", "OK" if f.ok else "PROBLEM")
            for f in files]
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = [f"{counted(len(files), 'file')}:"]
    lines += ["  " + "  ".join(c.rjust(w) if i in (2, 3) else c.ljust(w)
                               for i, (c, w) in enumerate(zip(r, widths, strict=True))).rstrip()
              for r in rows]
    for f in files:
        if not f.ok:
            lines += ["", f.path] + _format_check(f)
    records = sum(f.records for f in files)
    if records:
        payloads = {f.payload for f in files if f.records}
        lines += ["", f"all files together: {counted(records, 'record')}, "
                  f"{_size(sum(f.size for f in files))}"]
        if payloads == {NOT_EXAMPLE}:
            lines.append(f"  contents     {NOT_EXAMPLE} (records hold some other kind of data)")
        else:
            schema = report.merged_schema()
            lines.append(f"  contents     {EXAMPLE} with {counted(len(schema), 'feature')}"
                         + ("" if payloads == {EXAMPLE} else
                            f" (some records are {NOT_EXAMPLE})"))
            lines += _format_schema(schema)
            labels = report.merged_labels()
            if labels:
                lines += _format_labels(labels)
            first = next((f for f in files if f.samples), None)
            if first:
                lines += _format_samples(first.samples, f" of {os.path.basename(first.path)}")
    return "\n".join(lines)
