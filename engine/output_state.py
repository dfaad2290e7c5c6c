"""What an output folder holds, read from the engine's own records: the manifest
(tfrecord_studio.json, or an older version's dataset_info.json) and the journal of an
interrupted run.

Standard library only and no other engine import but engine.bytes_version, engine.json_limit
and engine.regular_files (standard library only too) and engine.__version__, so the GUI may
import it (like engine.protocol): the window says what "Replace" would delete and "Resume"
would finish as soon as a folder is chosen. Here: the names of the files the engine writes,
and reading the journal, the manifest and the last verify's record (the bytes versions are
engine.bytes_version's); which kind of folder they make (a dataset, an interrupted run...)
is engine.output_kind's. It only reads; what --resume keeps is engine.run.resume's.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from engine import __version__
from engine.bytes_version import BYTES_VERSION, bytes_version_for, mixes_bytes
from engine.json_limit import open_within
from engine.regular_files import open_regular_file

#: The names of the files the engine writes into an output folder: defined here (the
#: writers import them), so the window can tell which files are ours (engine.ownership).
#: Our manifest. Not "dataset_info.json": TFDS reads a file of that name as its own
#: (engine.records.tfds_metadata writes TFDS's there, so `tfds.builder_from_directory` works).
MANIFEST = "tfrecord_studio.json"
#: Where versions before 0.2 wrote the manifest; read (never written) by verify, inspect,
#: --resume and --overwrite so older datasets still verify and resume.
LEGACY_MANIFEST = "dataset_info.json"
JOURNAL = ".tfrecord-studio-journal.jsonl"
#: The entries the scan set aside that a journal header names at most ("set_aside_rows",
#: engine.run.journal.set_aside; an older header has only the counts) and their text at most
#: (characters): a killed run's folder lists them, and the window reads the journal whole.
SET_ASIDE_ROWS = 2000
SET_ASIDE_CHARS = 1 << 20
#: The lock a run holds on its folder (engine.run.lock); the next run takes a killed one's.
LOCK_NAME = ".tfrecord-studio.lock"
LABELS = "labels.txt"
#: the TF Object Detection API's label map, beside detection outputs
LABEL_MAP = "label_map.pbtxt"
REJECTED = "rejected.csv"
#: The images that are byte-identical copies of others (engine.run.duplicates): written only
#: when there are some.
DUPLICATES = "duplicates.csv"
#: The objects of an annotated source the records leave out or hold clipped, one row each
#: (engine.run.object_list): written only when there are some.
OBJECTS = "objects.csv"
#: Each shard's items' sizes and CRC32Cs, with which --resume finds the same copies as a
#: whole run (engine.run.duplicates).
DIGESTS = ".tfrecord-studio-digests.jsonl"
#: The run's plan (each shard's source files as the scan saw them), beside the journal
#: and gone with it, so the window can say what --resume converts again (engine.resume_check).
PLANNED = ".tfrecord-studio-planned.jsonl.gz"
#: The per-run log (engine.run.runlog).
RUN_LOG = "tfrecord-studio.log"
#: What the folder holds and how to read it, for whoever receives it without this app
#: (engine.records.loading_readme): complete datasets only. No reader looks for this name
#: (TFDS reads its metadata files only; inspect and verify only shard-named files).
HOW_TO_LOAD = "HOW_TO_LOAD.md"
#: What the last `verify` of a dataset of ours found, with the sha256 of the manifest it
#: checked (engine.commands.verify.record_result): the window's "verified on DATE". Beside
#: the manifest (the output contract, which a check must not rewrite), not in it.
VERIFIED = ".tfrecord-studio-verified.json"
#: TFDS's metadata beside complete datasets (engine.records.tfds_metadata; ours with ours).
TFDS_FILES = ("dataset_info.json", "features.json", "image-class-label.labels.txt",
              "image-object-class-label.labels.txt",
              "image-segmentation-class-encoded.labels.txt")
#: A file being written is ``.NAME.partial`` (``.NAME.ATTEMPT.partial`` for one attempt of
#: a shard task, ATTEMPT in lowercase hex) until it is complete (engine.run.writer).
PARTIAL_SUFFIX = ".partial"
ATTEMPT_TOKEN = re.compile(r"[0-9a-f]{1,32}")
#: DALI's index of a shard: the shard's name and this.
DALI_INDEX_SUFFIX = ".idx"
#: Hidden side files of ours (and their temporaries) a file manager leaves when it empties a
#: folder: with the lock, a folder of only these counts as empty. Never the lock itself, which
#: another run may hold: nothing counts it among files to delete. Also the journal's temporary
#: file: a run killed while writing its journal's header (before its rename) leaves only that
#: and the lock, which read as another program's files (no Resume: it could not be finished).
LEFTOVERS = frozenset({DIGESTS, PLANNED, VERIFIED, f".{JOURNAL}{PARTIAL_SUFFIX}",
                       *(f".{n}{PARTIAL_SUFFIX}" for n in (DIGESTS, PLANNED, VERIFIED))})


@dataclass
class OutputState:
    """What engine.output_kind.read_output_state found in an output folder; ``kind`` is one
    of these.

    - "missing": the folder does not exist; "empty": it exists and holds nothing;
    - "dataset": a finished dataset of ours (Replace deletes it);
    - "interrupted": a run that was cancelled, crashed or failed part-way (Resume finishes it);
    - "foreign": files but no dataset of ours (the engine will not replace them);
    - "file": the path is a file.
    """

    kind: str
    path: str
    source: str = ""
    created: str = ""             # ISO date of the manifest or the journal
    #: ISO date the run was first started (before any --resume), as its journal or manifest
    #: records it (since 0.3.8); "" when it does not
    started: str = ""
    status: str = ""              # the manifest's status: complete / cancelled / failed
    shards: int = 0               # complete shards on disk
    shards_planned: int = 0       # 0 = unknown
    records: int = 0              # images written into those shards
    skipped: int = 0              # images given up in those shards (failed to convert)
    left_out: int = 0             # a dataset's images left out as chosen (no annotations)
    planned: int = 0              # images the run set out to convert; 0 = unknown
    removed: int = 0              # converted into unfinished shards a cancel removed
    #: of ``records``: the images written into the unfinished shards a cancel kept (their
    #: .partial files, journalled: --resume keeps them and their failures, which are
    #: among ``skipped``; engine.run.partial)
    unfinished: int = 0
    unfinished_shards: int = 0    # the unfinished shards that hold ``unfinished``
    #: the objects ``records`` hold by class, as their entries say (None: not all say them)
    objects: dict[str, int] | None = None
    bytes: int = 0                # size of those shards
    options: dict = field(default_factory=dict)   # ConvertConfig.output_options() of the run
    files: int = 0                # entries in the folder
    engine_version: str = ""      # of the engine that wrote the journal or the manifest
    bytes_version: str = ""       # recorded_bytes_version() of that run
    ours_bytes_version: str = BYTES_VERSION   # bytes_version_for() that run, by this engine
    task: str = ""                # the task the record names ("" none: before 0.3.8's journal)
    # {name: sha256 or None} of the annotation files the run read (None: it recorded none);
    # --resume refuses when they changed (engine.sources.fingerprint)
    annotation_files: dict | None = None
    verified: dict | None = None  # a dataset's last verify (read_verified); None: none known
    # {reason code: entries} the run's scan set aside, not among ``planned`` (the journal
    # header's or the manifest's "set_aside", since 0.3.7; {}: none, or not recorded)
    set_aside: dict = field(default_factory=dict)
    # the manifest of a folder described by it (not by a journal), as read: what else it
    # says of its run, as the run's Summary said it (gui.widgets.folder_summary reads it)
    manifest: dict | None = None
    # an unfinished run's manifest without its journal, beside its work: --resume keeps
    # none of it and refuses (engine.ownership.journal_lost)
    journal_lost: bool = False
    # --resume keeps what the run wrote into its unfinished shards (:func:`keeps_unfinished`
    # of its journal header); when not, ``unfinished`` is 0: their images are to convert
    keeps_unfinished: bool = True
    # (the words for its kind, the file) of a kept shard's file that an older engine judged
    # by another rule (engine.resume_check.Outlook.other_rule): only Start over can finish
    other_rule: tuple[str, str] | None = None

    @property
    def done(self) -> int:
        """Images --resume will not convert again: written or given up in kept shards (and
        in the unfinished shards a cancel kept)."""
        return self.records + self.skipped

    @property
    def remaining(self) -> int:
        """Images an interrupted run still has to convert (0 when unknown)."""
        return max(0, self.planned - self.done) if self.planned else 0

    @property
    def keeps_killed_partial(self) -> bool:
        """--resume keeps what a killed run of this folder wrote into its unfinished
        shards (those that read back whole): :func:`keeps_killed_partial`, of a run whose
        unfinished shards it keeps at all (:func:`keeps_unfinished`)."""
        return self.keeps_unfinished and keeps_killed_partial(self.annotation_files)

    @property
    def other_bytes(self) -> bool:
        """Resuming would mix bytes versions (:func:`mixes_bytes`): only Start over can. Of
        a record that names no task, as read before the source's scan: see :meth:`scanned`."""
        return self.kind == "interrupted" and self.shards > 0 and \
            self.bytes_version != self.ours_bytes_version

    def scanned(self, task: str) -> OutputState:
        """This state with the bytes version this engine writes for its run when a scan of
        the source finds ``task`` (a scan's ScanResult.task; "" when not known): the one
        --resume compares (:func:`bytes_version_for`). A journal of 0.3.7 names no task,
        and a mask folder's run in it is segmentation only by the scan: read from the
        folder alone, Resume was offered and then refused."""
        ours = bytes_version_for({"task": self.task, "options": self.options,
                                  "annotation_files": self.annotation_files}, task)
        return self if ours == self.ours_bytes_version else \
            replace(self, ours_bytes_version=ours)


def shard_entry_ok(entry: object) -> bool:
    """A shard's entry in a journal or manifest whose fields may be used as they are: a
    bare file name (never a path out of the output folder), whole-number records and
    bytes, a sha256 text, a DALI index's bare name or "" (a GZIP/ZLIB shard has none),
    rejected items of (path, reason, stage), "objects" and "dropped" counts by name, the
    dropped ones listed as text (engine.run.object_list.pack), "turned" paths. Anything
    else is damaged or hand-edited: its shard is converted again."""
    if not isinstance(entry, dict):
        return False
    index, rejected = entry.get("dali_index"), entry.get("rejected", [])
    turned = entry.get("turned", [])
    return (bare_name(entry.get("filename")) and is_count(entry.get("records"))
            and is_count(entry.get("bytes")) and isinstance(entry.get("sha256"), str)
            and (index in (None, "") or bare_name(index)) and isinstance(rejected, list)
            and all(isinstance(r, list) and len(r) == 3 and all(isinstance(v, str) for v in r)
                    for r in rejected)
            and all(_counts(entry[k]) for k in ("objects", "dropped") if k in entry)
            and isinstance(entry.get("dropped_objects", ""), str)
            and isinstance(turned, list) and all(isinstance(t, str) for t in turned))


def bare_name(name: object) -> bool:
    """A file name of its own, no path in it (what a journal or manifest may name)."""
    return isinstance(name, str) and name not in ("", ".", "..") and \
        os.path.basename(name) == name and "\\" not in name and "\0" not in name


def is_count(v: object) -> bool:
    """A count: an int, not a bool, not negative."""
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def set_aside_counts(record: dict) -> dict[str, int]:
    """A journal header's or a manifest's "set_aside" ({reason code: entries} the scan set
    aside); {} when it has none or it is damaged."""
    v = record.get("set_aside")
    return dict(v) if isinstance(v, dict) and _counts(v) else {}


def set_aside_rows(header: dict) -> list[tuple[str, str, str]] | None:
    """A journal header's "set_aside_rows": (path, reason, reason code) of the first entries
    its scan set aside (engine.run.journal.set_aside); None when it has none (a header
    written before they were recorded) or they are damaged."""
    v = header.get("set_aside_rows")
    if not isinstance(v, list) or not all(
            isinstance(r, list) and len(r) == 3 and all(isinstance(x, str) for x in r)
            for r in v):
        return None
    return [(r[0], r[1], r[2]) for r in v]


def _counts(v: object) -> bool:
    """{name: whole number}: a shard's objects by class, or its dropped ones by reason."""
    return isinstance(v, dict) and all(isinstance(k, str) and is_count(n) for k, n in v.items())


def read_verified(folder: str) -> dict | None:
    """The last `verify` of the dataset in ``folder`` (VERIFIED: "ok", "checked",
    "problems", "reader", "date", "seconds" if measured), or None when there is none, or it
    was of another manifest (the dataset changed since) or is damaged."""
    data = read_json(os.path.join(folder, VERIFIED))
    if data is None or not isinstance(data.get("ok"), bool) or not is_count(data.get("checked")) \
            or not is_count(data.get("problems", 0)) or not isinstance(data.get("date"), str) \
            or not isinstance(data.get("reader", ""), str):   # (a hand-edited one: none)
        return None
    return data if data.get("manifest_sha256") == manifest_sha256(folder) else None


def manifest_sha256(folder: str) -> str:
    """The sha256 of the manifest of ours in ``folder``; "" when it cannot be read."""
    path = manifest_path(folder)
    try:
        if (f := open_within(path)) is None:   # (as read_json: no sha256 of one not read)
            return ""
        with f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return ""


def read_journal(path: str, bounded: bool = False) -> tuple[dict | None, dict[str, dict]]:
    """A journal's (header, {filename: shard entry}); a torn last line is ignored, and so
    is everything from a damaged line on (:func:`shard_entry_ok`). (None, {}) when there is
    none, it cannot be read, or, ``bounded``, engine.json_limit finds it too large."""
    header, shards = None, {}
    try:
        if (raw := open_within(path) if bounded else open_regular_file(path)[0]) is None:
            return None, {}
        with io.TextIOWrapper(raw, encoding="utf-8") as f:
            for entry in journal_lines(f):
                if entry.get("kind") == "header":
                    header = entry
                elif entry.get("kind") == "shard":
                    if not shard_entry_ok(entry):
                        break  # damaged or hand-edited: its shard is written again
                    shards[entry["filename"]] = entry
    except (OSError, UnicodeDecodeError):
        return None, {}   # missing or unreadable: nothing is trusted (--resume then refuses)
    return header, shards


def journal_lines(f: Iterable[str]) -> Iterator[dict]:
    """The lines of an open journal as objects, up to its first damaged line: a line cut
    by a crash (everything after it is unknown) or one that is not an object (the engine
    writes objects only). Its readers agree so on where a journal stops being trusted."""
    for text in f:
        try:
            line = json.loads(text)
        except (ValueError, RecursionError):
            return
        if not isinstance(line, dict):
            return
        yield line


def read_partials(path: str) -> dict[str, dict]:
    """The "partial" lines of the journal at ``path`` (engine.run.partial: the partial
    file a cancel kept of an unfinished shard), by shard, a later one winning; as in
    :func:`read_journal`, nothing from a damaged line on (their reader checks fields)."""
    lines: dict[str, dict] = {}
    try:
        with io.TextIOWrapper(open_regular_file(path)[0], encoding="utf-8") as f:
            for line in journal_lines(f):
                if line.get("kind") == "partial" and bare_name(line.get("filename")) and \
                        bare_name(line.get("temp")):
                    lines[line["filename"]] = line
    except (OSError, UnicodeDecodeError):
        return {}
    return lines


def partial_counts(folder: str, line: dict) -> tuple[int, int] | None:
    """(images written, images failed) of the unfinished shard a partial line of
    :func:`read_partials` describes, when its .partial file is in ``folder``; None when it
    is not, or the line does not say them (--resume then converts the shard again)."""
    records, rejected = line.get("records"), line.get("rejected")
    if not (isinstance(records, int) and is_count(records)) or not isinstance(rejected, list) or \
            not os.path.isfile(os.path.join(folder, line["temp"])):
        return None
    return records, len(rejected)


def keeps_killed_partial(annotation_files: object) -> bool:
    """Whether --resume keeps any record of a killed run's unfinished shard (its .partial
    file without a journal line, engine.run.partial) for a run whose journal header or
    manifest records these ``annotation_files``: only a source without annotations.
    An annotated source's records need the line a cancel journals (the objects a worker
    dropped are not in the record), so a killed run's unfinished shards are converted
    again. The one rule: --resume keeps by it, and the window words its offer by it."""
    return not annotation_files


def keeps_unfinished(header: dict | None) -> bool:
    """Whether --resume keeps any record of the unfinished shards (a cancel's journalled
    .partial files, a killed run's others) of the run whose journal header is ``header``:
    only of a run this very engine version started, of its bytes. Another version's are
    converted again, never mixed in, though it wrote the same bytes (the same bytes
    version: its finished shards are kept): its partial lines and their checks are that
    version's. The one rule: engine.run.partial keeps by it, and the window counts the
    images its offer says are done by it (engine.output_kind, engine.resume_check), as
    inspect does: it counted another version's as kept, and --resume converted them."""
    return isinstance(header, dict) and header.get("engine_version") == __version__ and \
        not mixes_bytes(header)


def read_our_manifest(path: str) -> dict | None:
    """The JSON object at `path` when it is a manifest this engine wrote (any version),
    else None (missing, unreadable, huge, or another program's, e.g. TFDS's
    dataset_info.json)."""
    data = read_json(path)
    return data if data is not None and is_our_manifest(data) else None


def is_our_manifest(data: dict) -> bool:
    """Whether a manifest's JSON object was written by this engine (any version)."""
    return as_dict(data.get("engine")).get("name") == "tfrecord-studio"


def manifest_path(folder: str) -> str:
    """Where this folder's manifest of ours is: the current name when that file exists,
    else the legacy name when it holds a manifest of ours, else the current name (which
    does not exist)."""
    path = os.path.join(folder, MANIFEST)
    if os.path.lexists(path):
        return path
    legacy = os.path.join(folder, LEGACY_MANIFEST)
    return legacy if read_our_manifest(legacy) is not None else path


def file_size(path: str) -> int | None:
    """The size of the regular file at ``path``; None when it is not one or cannot be read."""
    try:
        return os.path.getsize(path) if os.path.isfile(path) else None
    except OSError:
        return None


def read_json(path: str) -> dict | None:
    """The JSON object in the file at ``path``; None when it is missing, unreadable, larger
    than engine.json_limit allows (a foreign file above MAX_JSON) or not an object."""
    try:
        if (raw := open_within(path)) is None:
            return None
        with io.TextIOWrapper(raw, encoding="utf-8") as f:
            d = json.load(f)
    except (OSError, ValueError, RecursionError):
        return None
    return d if isinstance(d, dict) else None


def as_dict(v) -> dict:
    """A field that should be an object, or an empty one (a damaged file)."""
    return dict(v) if isinstance(v, dict) else {}
