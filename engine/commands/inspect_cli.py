"""`python -m engine inspect`: the command line over engine.commands.inspect (its readable
report is engine.commands.inspect_text's).

Every command (convert too) builds the whole parser, so this module is imported by each:
the inspector itself is imported inside the functions that use it (~10 ms a start-up)."""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import sys
import time

from engine.output_state import manifest_path, read_our_manifest
from engine.program import program_name
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_VERIFY_FAILED
from engine.records.tfrecord import COMPRESSIONS


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
            "class has, the sizes of the first images, and whether most images are almost "
            "black (a 12-bit camera's converted as 16 bits: a few are decoded, spread over "
            "the files). Works on any TFRecord file, "
            "not only ones made by this program, and reads files of any size without "
            "loading them into memory."),
        epilog=(
            "examples:\n"
            "  python -m engine inspect dataset/data-train-00000-of-00004.tfrecord\n"
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
    p.add_argument("--progress", action="store_true",
                   help="with --json: say how far the reading is, on stderr, about twice a "
                        "second (\"progress: 1200 records, file 1 of 4\"), for a program "
                        "that shows it")
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
                           getattr(args, "samples", 5), found=found,
                           progress=ProgressLines(found[0]) if getattr(
                               args, "progress", False) else None)
    if ours:   # what its manifest lists for each file: how many records a cut lost
        expect_listed(report, ours[0]["folder"], ours[1])
    from engine.commands.inspect_tfds import name_schema
    name_schema(report.files, paths)   # TFDS's names of nested labels too ("objects/label")
    names = label_names(list(args.paths), [f.labels.key for f in report.files if f.labels])
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
        from engine.commands.inspect_text import format_report
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


class ProgressLines:
    """inspect_paths' progress(path, records, bytes) as INSPECT_PROGRESS lines on stderr,
    at most one each ``every`` seconds (the first at once)."""

    def __init__(self, files: list[str], every: float = 0.5) -> None:
        self.number = {path: i for i, path in enumerate(files, 1)}
        self.every = every
        self.path: str | None = None
        self.before = 0      # the records of the files read before this one
        self.records = 0
        self.said = -every

    def __call__(self, path: str, records: int, _bytes: int) -> None:
        from engine.protocol_commands import INSPECT_PROGRESS
        if path != self.path:   # (each file's last call gives its whole count)
            self.before += self.records
            self.path = path
        self.records = records
        now = time.monotonic()
        if now - self.said >= self.every:
            self.said = now
            print(INSPECT_PROGRESS.format(records=self.before + records,
                                          file=self.number.get(path, 0),
                                          files=len(self.number)), file=sys.stderr, flush=True)


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


def label_names(paths: list[str], keys: list[str] | None = None) -> dict[str, str]:
    """Label value -> class name for the files at ``paths``: from our manifest (its label
    map, or its class list), else from a label_map.pbtxt beside them (TF Object Detection
    API datasets), else from TFDS's names of a ClassLabel among ``keys`` (the label
    features: "label.labels.txt", "image-class-label.labels.txt" beside the shards); {}
    when none is there."""
    for p in paths:
        folder = p if os.path.isdir(p) else os.path.dirname(os.path.abspath(p))
        m = read_our_manifest(manifest_path(folder))
        if m is not None:
            if isinstance(m.get("label_map"), dict):
                return {str(k): str(v) for k, v in m["label_map"].items()}
            if isinstance(m.get("labels"), list):
                return {str(i): str(n) for i, n in enumerate(m["labels"])}
        names = _pbtxt_names(folder)
        for key in keys or []:
            names = names or _tfds_names(folder, key)
        if names:
            return names
    return {}


def _pbtxt_names(folder: str) -> dict[str, str]:
    """id -> name of a label_map.pbtxt in ``folder`` ({} when there is none)."""
    try:
        with open(os.path.join(folder, "label_map.pbtxt"), encoding="utf-8") as f:
            text = f.read(1 << 20)
    except (OSError, UnicodeDecodeError):
        return {}
    names: dict[str, str] = {}
    for item in _PBTXT_ITEM.findall(text):
        # display_name, when there, is what people read
        i = _PBTXT_ID.search(item)
        n = _PBTXT_DISPLAY.search(item) or _PBTXT_NAME.search(item)
        if i and n:
            names[i.group(1)] = n.group(2)
    return names


def _tfds_names(folder: str, key: str) -> dict[str, str]:
    """TFDS's class names of the feature ``key`` (engine.commands.inspect_tfds: a folder
    TFDS prepared writes them one a line, in label order, to "<key>.labels.txt"); {} when
    there are none. A TFDS dataset's chart said 0 and 1 where TFDS itself says the names."""
    from engine.commands.inspect_tfds import class_names
    return {str(i): n for i, n in enumerate(class_names(folder, key))}


def _line_names(path: str) -> dict[str, str]:
    """Value -> name of a names file with one name a line, in value order ({} when there
    is none)."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read(1 << 20).splitlines()
    except (OSError, UnicodeDecodeError):
        return {}
    return {str(i): n for i, n in enumerate(lines) if n}


#: The class mask of a segmentation record: its pixels' values are classes.
MASK_KEY = "image/segmentation/class/encoded"


def mask_names(path: str) -> dict[str, str]:
    """Value -> class name of the class masks of the file at ``path``: label_names' (our
    manifest's label map, TFDS's names of the mask's feature), else a labels.txt beside it
    (one name a line: line v + 1 names value v, as the reading code of ours says); {} when
    none is there. Inspect drew the masks' classes in colours nothing named."""
    folder = os.path.dirname(os.path.abspath(path))
    return label_names([path], [MASK_KEY]) or _line_names(os.path.join(folder, "labels.txt"))


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
    _name_labels(page, path)
    from engine.commands.inspect_tfds import name_features
    name_features(page, path)
    if any((r.get("overlay") or {}).get("segmentation_b64") for r in page["records"]):
        # the names of a class mask's values, for the window's key of its colours
        page["mask_names"] = mask_names(path)
    json.dump(page, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    sys.stdout.flush()
    bad = [r for r in page["records"] if r["error"]]
    for r in bad:
        print(f"inspect: {path}: record #{r['index']} at byte offset {r['offset']}: "
              f"{r['error']}", file=sys.stderr)
    return EXIT_VERIFY_FAILED if bad else EXIT_OK


def _name_labels(page: dict, path: str) -> None:
    """The label of a record without class names, named from the names list beside the
    file (TFDS's "label.labels.txt", our manifest, a label_map.pbtxt): a TFDS dataset's
    thumbnails said 3 where its chart said cat."""
    from engine.commands.inspect_records import RECORD_LABEL_KEYS
    present = {f["key"] for r in page["records"] for f in r["features"]}
    keys = [k for k in RECORD_LABEL_KEYS if k in present]
    if not keys:
        return
    names = label_names([path], keys[:1])
    for r in page["records"]:
        if names and not r.get("label_text") and r.get("label") is not None:
            r["label_text"] = names.get(str(r["label"]))


def _name_boxes(page: dict, names: dict[str, str]) -> None:
    """Boxes of records without class names are drawn with their label; name them from the
    label map beside the file (ours, or another tool's label_map.pbtxt) when there is one."""
    for r in page["records"]:
        boxes = (r.get("overlay") or {}).get("boxes") or []
        if names and not any(f["key"] == "image/object/class/text" for f in r["features"]):
            for b in boxes:
                b[4] = names.get(b[4], b[4])
