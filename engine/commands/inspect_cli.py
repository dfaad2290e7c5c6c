"""`python -m engine inspect`: command line and human-readable output over
engine.commands.inspect.

Every command (convert too) builds the whole parser, so this module is imported by each:
the inspector itself is imported inside the functions that use it (~10 ms a start-up)."""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import sys
from typing import TYPE_CHECKING

from engine.output_state import manifest_path, read_our_manifest
from engine.program import program_name
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_VERIFY_FAILED
from engine.reason_pair import counted, plural
from engine.records.tfrecord import COMPRESSIONS

if TYPE_CHECKING:
    from engine.commands.inspect import (
        FeatureInfo,
        FileReport,
        ImageSample,
        InspectReport,
        LabelSummary,
    )

# --- human output ----------------------------------------------------------------------------


def format_file(f: FileReport) -> str:
    """The readable report of one file."""
    from engine.commands.inspect import EXAMPLE, NOT_EXAMPLE
    lines = [f.path]
    lines += [f"  compression  {f.compression}", f"  size         {_size(f.size)}",
              f"  records      {f.records:,}" + ("" if f.complete else " (stopped early)")]
    lines += _format_check(f)
    if f.records == 0:
        return "\n".join(lines)
    if f.payload == NOT_EXAMPLE:
        lines.append(f"  contents     {NOT_EXAMPLE} (records hold some other kind of data)")
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
    for unit in ("KB", "MB", "GB", "TB"):
        n /= 1000
        if n < 1000 or unit == "TB":
            return f"{n:.1f} {unit}"
    return ""


def _format_labels(lab: LabelSummary, limit: int = 50) -> list[str]:
    names = f", names from {lab.text_key}" if lab.text_key else ""
    what = {"objects": "objects", "images": "masks  "}.get(lab.unit, "labels ")
    lines = [f"  {what}      {counted(lab.distinct, 'class', 'classes')} ({lab.key}{names})"]
    top = max((c.count for c in lab.classes), default=1)
    width = max((len(str(c.value)) for c in lab.classes[:limit]), default=1)
    tw = max((len(c.text or "") for c in lab.classes[:limit]), default=0)
    for c in lab.classes[:limit]:
        bar = "#" * max(1, round(30 * c.count / top))
        text = f"  {(c.text or '').ljust(tw)}" if tw else ""
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


# --- command line ----------------------------------------------------------------------------


def _non_negative(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return n


def register(subparsers) -> argparse.ArgumentParser:
    """Add the ``inspect`` command to an argparse subparsers object."""
    p = subparsers.add_parser(
        "inspect",
        help="check TFRecord files and show what is inside them",
        description=(
            "Check TFRecord files and show what is inside them: the number of records, "
            "whether every record is intact (and where the first damaged one is), the "
            "features each record holds, which of them are images, how many records each "
            "class has, and the sizes of the first images. Works on any TFRecord file, "
            "not only ones made by this program, and reads files of any size without "
            "loading them into memory."),
        epilog=(
            "examples:\n"
            "  python -m engine inspect dataset/train-00000-of-00004.tfrecord\n"
            "  python -m engine inspect dataset/            (every TFRecord file in the folder)\n"
            "  python -m engine inspect data.tfrecord.gz --json\n\n"
            "exit codes: 0 all files are fine; 3 a path does not exist, a file or folder "
            "cannot be\nread, or a folder holds no TFRecord files; 7 a file is damaged, cut "
            "short, empty or not\na TFRecord file, or the folder holds an unfinished dataset "
            "(a run that was cancelled,\nfailed or stopped, or \"-of-N\" shard files "
            "missing)."),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="a TFRecord file, or a folder: every TFRecord file directly inside "
                        "it is checked. Give as many as you like.")
    p.add_argument("--json", action="store_true",
                   help="print the results as one JSON document (for scripts) instead of "
                        "the readable report; its schema_version (now 1) changes when a key "
                        "changes meaning")
    p.add_argument("--compression", choices=("auto",) + COMPRESSIONS, default="auto",
                   help="how the files are compressed; 'auto' (the default) recognises "
                        "plain, GZIP and ZLIB files by themselves")
    p.add_argument("--samples", type=_non_negative, default=5, metavar="N",
                   help="open the first N images of each file to report their sizes "
                        "(default 5; 0 to skip)")
    p.add_argument("--records", nargs=2, type=_non_negative, metavar=("START", "COUNT"),
                   help="instead of checking, print COUNT records from index START of one "
                        "file as JSON (with --json): labels, file names, every feature "
                        "rendered for display, and the image bytes in base64 (for viewers)")
    p.add_argument("--how-to-load", action="store_true",
                   help="for a dataset written by this program: print ready-to-run code that "
                        "reads it with tf.data, TFDS, PyTorch, DALI and TF Model Garden")
    p.set_defaults(func=run)
    return p


def run(args: argparse.Namespace) -> int:
    """Run ``inspect`` for parsed arguments; print the report; return the exit code."""
    if getattr(args, "records", None):
        return _run_records(args)
    from engine.commands.inspect import inspect_paths
    from engine.commands.inspect_files import find_tfrecord_files
    paths = list(args.paths)
    if getattr(args, "how_to_load", False):
        return _print_how_to_load(dataset_of(paths), paths)
    from engine.commands.inspect_dataset import expect_listed, read_dataset
    found = find_tfrecord_files(paths)   # listed once: for the report and the dataset's files
    ours = read_dataset(paths, found[0])
    dataset = ours[0] if ours else None
    report = inspect_paths(paths, getattr(args, "compression", "auto"),
                           getattr(args, "samples", 5), found=found)
    if ours:   # what its manifest lists for each file: how many records a cut lost
        expect_listed(report, ours[0]["folder"], ours[1])
    names = label_names(list(args.paths))
    if names:
        report.name_classes(names)
    from engine.commands import inspect_unfinished as U
    unfinished = U.unfinished_folders(   # said first: the files may all be sound
        paths, found[0], ours[0]["folder"] if ours and ours[1].status == "complete" else None)
    # (an unfinished folder without a shard: its sentence says so, not "no TFRecord files")
    report.problems = [p for p in report.problems
                       if not U.said_elsewhere(p.path, p.reason, unfinished)]
    code = U.exit_code(report.exit_code, unfinished, len(report.problems),
                       len(report.unreadable))
    if getattr(args, "json", False):
        json.dump(dict(report.to_dict(), dataset=dataset, unfinished=unfinished,
                       exit_code=code), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        # ("Checked 0 files" is no news below an unfinished folder without a shard)
        print("\n\n".join(filter(None, [U.format_unfinished(unfinished), format_report(report)
                                         if report.files or report.problems or
                                         not unfinished else ""])))
        for p in (dataset or {}).get("problems", []):
            print(f"\nPROBLEM: {p['message']}")
        # (no loading code for a dataset without a complete shard: nothing would load)
        if dataset and report.files:
            print(f"\nThis is a TFRecord Studio dataset ({dataset['manifest']}). Reading code "
                  f"for tf.data, TFDS, PyTorch, DALI and Model Garden: {program_name()} "
                  f"inspect {shlex.quote(str(dataset['folder']))} --how-to-load")
    sys.stdout.flush()
    for p in report.problems:
        print(f"inspect: {p.path}: {p.reason}", file=sys.stderr)
    for f in report.files:
        for problem in (f.error, f.stop) if f.stop is not f.error else (f.error,):
            if problem:   # the first damaged record, and where reading stopped
                print(f"inspect: {f.path}: {problem.describe()}", file=sys.stderr)
    for u in unfinished:
        print(f"inspect: {u['folder']}: {u['message']}", file=sys.stderr)
    return code


def dataset_of(paths: list[str]) -> dict | None:
    """{folder, manifest, how_to_load, shards_listed, problems} when the paths are (in) a
    folder holding a manifest of ours (either name), else None; problems: shard files it
    lists that are missing, TFRecord files it does not list ({message, reason_code})."""
    from engine.commands.inspect_dataset import read_dataset
    ours = read_dataset(paths)
    return ours[0] if ours else None


_PBTXT_ITEM = re.compile(r"item\s*\{([^}]*)\}")
_PBTXT_ID = re.compile(r"\bid\s*:\s*(-?\d+)")
_PBTXT_NAME = re.compile(r"\bname\s*:\s*(['\"])(.*?)\1")
_PBTXT_DISPLAY = re.compile(r"\bdisplay_name\s*:\s*(['\"])(.*?)\1")


def label_names(paths: list[str]) -> dict[str, str]:
    """Label value -> class name for the files at ``paths``: from our manifest (its label
    map, or its class list), else from a label_map.pbtxt beside them (TF Object Detection
    API datasets); {} when neither is there."""
    for p in paths:
        folder = p if os.path.isdir(p) else os.path.dirname(os.path.abspath(p))
        m = read_our_manifest(manifest_path(folder))
        if m is not None:
            if isinstance(m.get("label_map"), dict):
                return {str(k): str(v) for k, v in m["label_map"].items()}
            if isinstance(m.get("labels"), list):
                return {str(i): str(n) for i, n in enumerate(m["labels"])}
        try:
            with open(os.path.join(folder, "label_map.pbtxt"), encoding="utf-8") as f:
                text = f.read(1 << 20)
        except (OSError, UnicodeDecodeError):
            continue
        names: dict[str, str] = {}
        for item in _PBTXT_ITEM.findall(text):
            # display_name, when there, is what people read
            i = _PBTXT_ID.search(item)
            n = _PBTXT_DISPLAY.search(item) or _PBTXT_NAME.search(item)
            if i and n:
                names[i.group(1)] = n.group(2)
        if names:
            return names
    return {}


def _print_how_to_load(dataset: dict | None, paths: list[str]) -> int:
    if not dataset:
        print(f"inspect: {', '.join(paths)}: no TFRecord Studio manifest here, so nothing is "
              "known about how to read it", file=sys.stderr)
        return EXIT_BAD_SOURCE
    for e in dataset["how_to_load"]:
        print(f"# --- {e['title']} ---\n# {e['note']}")
        print(e["code"] or "# (cannot read this dataset as converted; see the note)")
    return EXIT_OK


def _run_records(args: argparse.Namespace) -> int:
    """``--records START COUNT``: one JSON document with a page of records of one file."""
    from engine.commands.inspect_records import records_page
    start, count = args.records
    comp = getattr(args, "compression", "auto")
    if len(args.paths) != 1 or os.path.isdir(args.paths[0]):
        print("inspect: --records needs exactly one file", file=sys.stderr)
        return EXIT_BAD_SOURCE
    path = args.paths[0]
    try:
        page = records_page(path, start, count, None if comp == "auto" else comp)
    except OSError as e:
        print(f"inspect: {path}: {e.strerror or e}", file=sys.stderr)
        return EXIT_BAD_SOURCE
    _name_boxes(page, label_names([path]))
    json.dump(page, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    sys.stdout.flush()
    bad = [r for r in page["records"] if r["error"]]
    for r in bad:
        print(f"inspect: {path}: record #{r['index']} at byte offset {r['offset']}: "
              f"{r['error']}", file=sys.stderr)
    return EXIT_VERIFY_FAILED if bad else EXIT_OK


def _name_boxes(page: dict, names: dict[str, str]) -> None:
    """Boxes of records without class names are drawn with their label; name them from the
    label map beside the file (ours, or another tool's label_map.pbtxt) when there is one."""
    for r in page["records"]:
        boxes = (r.get("overlay") or {}).get("boxes") or []
        if names and not any(f["key"] == "image/object/class/text" for f in r["features"]):
            for b in boxes:
                b[4] = names.get(b[4], b[4])
