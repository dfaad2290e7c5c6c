"""The manifest side of `verify`: load our manifest without trusting it, and check
what it says about itself and about labels.txt.

A manifest is input like any other: it may be hand-edited, truncated or hostile. Its
structure is validated before anything in it is used, so a damaged one ends in a message
naming the file and the field (exit 7), never in a KeyError; and no file name in it may
lead verify outside the dataset's folder.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any, NoReturn

from engine.config import DEFAULT_MAX_PIXELS
from engine.errors import ManifestError, NotRegularFile
from engine.json_limit import limit_of
from engine.output_state import JOURNAL, LABELS, LEGACY_MANIFEST, manifest_path
from engine.ownership import is_shard_name
from engine.reason_pair import counted, plural
from engine.records.tfrecord import COMPRESSIONS
from engine.regular_files import open_regular_file

#: labels.txt larger than this is not read (a manifest's own limit: engine.json_limit).
MAX_MANIFEST_BYTES = 64 << 20

KINDS = ("bytes", "int64", "float")
_SHA256 = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class ShardEntry:
    split: str
    filename: str
    records: int
    bytes: int
    sha256: str
    dali_index: str | None


@dataclass(frozen=True)
class Manifest:
    path: str
    status: str
    compression: str
    features: dict[str, dict]
    labels: list[str]
    num_classes: int
    total_records: int
    splits: dict[str, dict]  # split -> {"records", "num_shards"} as the manifest says
    shards: list[ShardEntry]
    #: the --max-pixels the run converted with (options.image.max_pixels; the default when
    #: not said): no record's picture is larger, and verify decodes none that is
    #: (engine.codecs.pixel_limit)
    max_pixels: int = DEFAULT_MAX_PIXELS


def read_manifest(folder: str) -> tuple[Manifest, dict]:
    """Read and validate the folder's manifest (side_files.MANIFEST, or an older version's
    side_files.LEGACY_MANIFEST): what it says, and the JSON object it was read from, for a
    caller that reads its other fields too (inspect: whose it is, how to load it), so
    that the file is read once. Raises ManifestError with a message a user can act on;
    never anything else for bad content."""
    f = read_manifest_file(folder)
    return manifest_of(f), f.data


@dataclass(frozen=True)
class ManifestFile:
    """The folder's manifest file as read once (read_manifest_file): `verify` checks what
    it says (manifest_of), whose it is and its sha256 (the record of the check) from it."""
    path: str
    raw: bytes      # the file's bytes
    data: Any       # their JSON, not yet validated


def read_manifest_file(folder: str) -> ManifestFile:
    """The folder's manifest file, read (not validated). Raises ManifestError when it is
    missing, cannot be read, or is not JSON."""
    path = manifest_path(folder)
    try:   # (by engine.regular_files' rule: a FIFO in its place is never waited on)
        f, size = open_regular_file(path)
    except FileNotFoundError:
        other = (f" ({LEGACY_MANIFEST} there is another program's, e.g. TensorFlow Datasets')"
                 if os.path.isfile(os.path.join(folder, LEGACY_MANIFEST)) else "")
        raise ManifestError(
            f"{path} is missing{other}: this folder was not written by TFRecord Studio, or "
            "the run did not finish. Use `inspect` for TFRecord files from elsewhere.") from None
    except (NotRegularFile, IsADirectoryError):
        raise ManifestError(f"{path} is not a regular file") from None
    except OSError as e:
        raise ManifestError(f"{path} cannot be read: {e.strerror or e}") from None
    try:
        with f:
            # (larger for one that begins as ours, a big source's: engine.json_limit)
            limit = limit_of(f, size)
            raw = f.read(limit + 1) if size <= limit else None
    except OSError as e:
        raise ManifestError(f"{path} cannot be read: {e.strerror or e}") from None
    if raw is None:
        raise ManifestError(f"{path} is {size:,} bytes, far more than a manifest of this "
                            "program holds; it is damaged or not ours")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as e:
        raise ManifestError(f"{path} is not UTF-8 text (byte {e.start:,}); it is damaged") from None
    except json.JSONDecodeError as e:
        raise ManifestError(f"{path} is not valid JSON (line {e.lineno}, column {e.colno}: "
                            f"{e.msg}); it is damaged") from None
    except (ValueError, RecursionError) as e:
        raise ManifestError(f"{path} is not valid JSON ({e}); it is damaged") from None
    return ManifestFile(path, raw, data)


def manifest_of(f: ManifestFile) -> Manifest:
    """What ``f`` says, validated (read_manifest's). Raises ManifestError."""
    return _validate(f.path, f.data)


def _validate(path: str, data: object) -> Manifest:
    v = _Checker(path)
    top = v.obj(data, "the top level")
    status = v.text(top, "status", "the top level")
    compression = v.text(top, "compression", "the top level")
    if compression not in COMPRESSIONS:
        v.fail(f"compression is {compression!r}; expected one of {', '.join(COMPRESSIONS)}")
    features = v.obj(v.field(top, "features", "the top level"), "features")
    for key, spec in features.items():
        where = f"features[{key!r}]"
        spec = v.obj(spec, where)
        kind = v.text(spec, "kind", where)
        if kind not in KINDS:
            v.fail(f"{where}.kind is {kind!r}; expected one of {', '.join(KINDS)}")
        shape = spec.get("shape", [])
        if not isinstance(shape, list) or not all(_is_count(d) for d in shape):
            v.fail(f"{where}.shape must be a list of whole numbers, found {shape!r}")
    labels = v.field(top, "labels", "the top level")
    if not isinstance(labels, list) or not all(isinstance(x, str) for x in labels):
        v.fail("labels must be a list of class names (text)")
    _validate_readers_fields(v, top)
    num_classes = v.count(top, "num_classes", "the top level")
    total = v.count(top, "total_records", "the top level")
    splits: dict[str, dict] = {}
    shards: list[ShardEntry] = []
    for split, info in v.obj(v.field(top, "splits", "the top level"), "splits").items():
        where = f"splits[{split!r}]"
        info = v.obj(info, where)
        splits[split] = {"records": v.count(info, "records", where),
                         "num_shards": v.count(info, "num_shards", where)}
        entries = v.field(info, "shards", where)
        if not isinstance(entries, list):
            v.fail(f"{where}.shards must be a list")
        for i, entry in enumerate(entries):
            w = f"{where}.shards[{i}]"
            entry = v.obj(entry, w)
            sha = v.text(entry, "sha256", w)
            if not _SHA256.fullmatch(sha):
                v.fail(f"{w}.sha256 is not a sha256 digest (64 hex digits): {sha[:80]!r}")
            index = entry.get("dali_index")
            if index is not None and not isinstance(index, str):
                v.fail(f"{w}.dali_index must be a file name")
            shards.append(ShardEntry(split, v.text(entry, "filename", w),
                                     v.count(entry, "records", w), v.count(entry, "bytes", w),
                                     sha, index))
    return Manifest(path, status, compression, features, labels, num_classes, total, splits,
                    shards, _max_pixels(v, top))


def _validate_readers_fields(v: _Checker, top: dict) -> None:
    """The optional fields the how-to-load notes and TFDS's metadata read (engine.records
    .loading, .tfds_metadata): each of its kind when present."""
    options = v.obj(top.get("options", {}), "options")
    image = v.obj(options.get("image", {}), "options.image")
    for key in ("width", "height", "channels", "quality"):
        if key in image:
            v.count(image, key, "options.image")
    for d, where, keys in ((image, "options.image", ("format", "resize")),
                           (options, "options", ("prefix",)), (top, "the top level", ("task",))):
        for key in keys:
            if key in d:
                v.text(d, key, where)
    if not isinstance(top.get("label_map", {}), dict):
        v.fail("label_map must be a JSON object")
    files = top.get("tfds_files", [])
    if not isinstance(files, list) or not all(isinstance(n, str) for n in files):
        v.fail("tfds_files must be a list of file names")


def _max_pixels(v: _Checker, top: dict) -> int:
    """The run's --max-pixels, as its options say it (validated: a whole number when
    present; 0 read as the default, which no run records)."""
    image = top.get("options", {}).get("image", {})   # (objects: _validate_readers_fields)
    return (v.count(image, "max_pixels", "options.image") if "max_pixels" in image
            else 0) or DEFAULT_MAX_PIXELS


def _is_count(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


class _Checker:
    """Field access that turns a wrong or missing value into a ManifestError."""

    def __init__(self, path: str):
        self.path = path

    def fail(self, what: str) -> NoReturn:
        raise ManifestError(f"{self.path} is damaged: {what}. Convert again, or restore the "
                            "file from a copy.")

    def obj(self, x: object, where: str) -> dict:
        if not isinstance(x, dict):
            self.fail(f"{where} must be a JSON object, found {type(x).__name__}")
        return x

    def field(self, d: dict, key: str, where: str) -> object:
        if key not in d:
            self.fail(f"{key} is missing" if where == "the top level"
                      else f"{where} has no {key}")
        return d[key]

    def text(self, d: dict, key: str, where: str) -> str:
        x = self.field(d, key, where)
        if not isinstance(x, str):
            self.fail(f"{_name(where, key)} must be text, found {json.dumps(x)[:80]}")
        return x

    def count(self, d: dict, key: str, where: str) -> int:
        x = self.field(d, key, where)
        if not _is_count(x):
            self.fail(f"{_name(where, key)} must be a whole number >= 0, found "
                      f"{json.dumps(x)[:80]}")
        return x  # type: ignore[return-value]


def _name(where: str, key: str) -> str:
    return key if where == "the top level" else f"{where}.{key}"


# --- checks that do not read shards -------------------------------------------------------


def plain_name_problem(name: str, what: str) -> str:
    """Why a file name from the manifest is not a plain file name (a path separator, '..',
    an absolute path: joined to a folder, it could lead outside it), or "" when it is one."""
    if (not name or name in (".", "..") or "/" in name or "\\" in name or "\0" in name
            or os.path.isabs(name) or os.path.basename(name) != name):
        return (f"{what} {name!r} in the manifest is not a plain file name in this folder "
                "(it could lead outside it); it was not read")
    return ""


def unsafe_name_problem(folder: str, name: str, what: str) -> str:
    """Why a file name from the manifest may not be opened, or "" when it may: only plain
    names of files inside `folder` (no path separators, no '..', no link leading out)."""
    bad = plain_name_problem(name, what)
    if bad:
        return bad
    real_folder = os.path.realpath(folder)
    real = os.path.realpath(os.path.join(folder, name))
    if os.path.dirname(real) != real_folder:
        return (f"{os.path.join(folder, name)} is a link to {real}, outside the folder; it "
                "was not read")
    return ""


def missing_shards(folder: str, shards: list[ShardEntry]) -> list[str]:
    """The file names of `shards` with nothing by that name in `folder`, in their order
    (`verify` and `inspect` say them in one sentence). Only plain names are looked up
    (plain_name_problem): '../x' or an absolute path would be looked up outside the folder,
    so it is neither missing nor there, and the caller says why it was not read."""
    return [s.filename for s in shards if not plain_name_problem(s.filename, "shard")
            and not os.path.lexists(os.path.join(folder, s.filename))]


def later_run_unfinished(folder: str) -> bool:
    """Beside a complete manifest, the journal of a run that did not finish and is not the
    one that wrote it (a Replace killed part-way: engine.output_kind reads the folder as
    interrupted); a journal its own run left, killed between writing the manifest and
    deleting the journal, is not one."""
    if not os.path.lexists(os.path.join(folder, JOURNAL)):
        return False
    from engine.output_kind import read_output_state
    state = read_output_state(folder)
    return state.kind == "interrupted" and state.status != "complete"


def manifest_problems(m: Manifest) -> list[str]:
    """What the manifest contradicts about itself: totals, class count, shard names."""
    problems = []
    if m.status != "complete":
        problems.append(f"the run that wrote {os.path.dirname(m.path)} did not finish "
                        f"(status: {m.status}); run convert again with --resume")
    elif later_run_unfinished(os.path.dirname(m.path)):   # (inspect says it unfinished too)
        problems.append(f"a later run into {os.path.dirname(m.path)} did not finish: it was "
                        "replacing this dataset (its journal is there); run convert again "
                        "with --resume to finish it")
    if m.num_classes != len(m.labels):
        problems.append(f"{m.path}: num_classes is {m.num_classes:,} but the manifest lists "
                        f"{counted(len(m.labels), 'label')} "
                        "(edited or damaged)")
    if len(set(m.labels)) != len(m.labels):
        problems.append(f"{m.path}: the label list names a class twice")
    for split, info in m.splits.items():
        listed = [s for s in m.shards if s.split == split]
        if len(listed) != info["num_shards"]:
            shards = plural(info["num_shards"], "shard")
            problems.append(f"split {split!r}: {len(listed)} of {info['num_shards']} {shards} "
                            "present")
        if sum(s.records for s in listed) != info["records"]:
            problems.append(f"{m.path}: split {split!r} says {info['records']:,} "
                            f"{plural(info['records'], 'record')} but "
                            f"its shards add up to {sum(s.records for s in listed):,}")
    split_total = sum(info["records"] for info in m.splits.values())
    if m.total_records != split_total:
        problems.append(f"{m.path}: total_records is {m.total_records:,} but the splits add "
                        f"up to {split_total:,} (edited or damaged)")
    seen: set[str] = set()
    for s in m.shards:
        if s.filename in seen:
            problems.append(f"{m.path}: {s.filename!r} is listed twice")
        seen.add(s.filename)
    return problems


def labels_txt_problems(folder: str, labels: list[str]) -> list[str]:
    """labels.txt must list the manifest's labels, one per line, in label order."""
    path = os.path.join(folder, LABELS)
    try:
        if not os.path.isfile(path):
            return [f"{path} is missing; it lists the class names in label order"]
        if os.path.getsize(path) > MAX_MANIFEST_BYTES:
            return [f"{path} is far larger than the labels of this dataset"]
        with open(path, encoding="utf-8", newline="") as f:
            lines = f.read().split("\n")
    except (OSError, UnicodeDecodeError) as e:
        return [f"{path} cannot be read: {e}"]
    if lines and lines[-1] == "":
        lines.pop()
    if lines == labels:
        return []
    if len(lines) != len(labels):
        return [f"{path} has {counted(len(lines), 'line')} but the "
                f"manifest lists {counted(len(labels), 'label')} "
                "(edited, or a class name contains a line break)"]
    i = next(i for i, (a, b) in enumerate(zip(lines, labels, strict=True)) if a != b)
    return [f"{path}: line {i + 1} is {lines[i]!r} but label {i} is {labels[i]!r} in the "
            "manifest (lines edited or swapped)"]


def shard_name_problem(s: ShardEntry) -> str:
    if not is_shard_name(s.filename):
        return (f"{s.filename!r} in the manifest is not a shard file name of this program; "
                "it was not read")
    return ""
