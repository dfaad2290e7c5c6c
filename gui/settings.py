"""One declarative table of everything the app remembers, over QSettings.

QSettings' INI backend gives strings back for ints and bools, so every read goes through
the table's type. Tests pass a temporary INI store; ``TFRECORD_STUDIO_SETTINGS`` points the
app at an INI file (scripted runs and automated checks stay off the user's settings).
"""

from __future__ import annotations

import itertools
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from gui.job import Job
from gui.package_data import resource
from gui.unpack import archive_stem

SETTINGS_ENV = "TFRECORD_STUDIO_SETTINGS"
# The built-in sample: selected on first start, converted by --headless without --source.
SAMPLE_DIR = resource("sample")


def is_sample(source: str) -> bool:
    """``source`` is the built-in sample (the first start's source). Asked at every check
    of the form: a folder of another name is not resolved (a stat of every folder above
    it, on a slow share too)."""
    path = Path(source.strip())
    if not source.strip() or path.name != SAMPLE_DIR.name:
        return False
    try:
        return path.resolve() == SAMPLE_DIR.resolve()
    except (OSError, RuntimeError, ValueError):
        return False


MAX_RECENT = 10


@dataclass(frozen=True)
class Setting:
    key: str
    kind: type
    default: Any
    doc: str = ""


_JOB = Job()
# A Resume's carried engine arguments are one run's, never the next session's (and a tuple
# would be stored as a Python object wrapper that another version may not read back).
_NOT_KEPT = {"carried"}
TABLE: tuple[Setting, ...] = (
    Setting("window/geometry", bytes, b"", "main window geometry (saveGeometry)"),
    Setting("window/state", bytes, b"", "dock/toolbar state (saveState)"),
    Setting("window/splitter", bytes, b"", "left/right splitter sizes"),
    Setting("source/recent", list, [], "recently used sources, newest first"),
    Setting("dialogs/last_dir", str, "", "folder the file dialogs open in"),
    Setting("dialogs/job_dir", str, "", "folder of the last job file saved or loaded"),
    Setting("output/last_parent", str, "", "folder the last run's output folder was made in"),
    Setting("app/first_start_done", bool, False, "the sample was offered once"),
    Setting("ui/language", str, "", "window language: en, ja, ko; empty = the system's"),
    # Tune's own options (0: its defaults, this computer's cores and 2 trials)
    Setting("tune/max_workers", int, 0, "Tune: most workers to try"),
    Setting("tune/repeats", int, 0, "Tune: trials per worker count"),
    Setting("tune/sample", int, 0, "Tune: images in the sample (0 = auto)"),
) + tuple(
    Setting(f"job/{name}", type(value), value, f"last used value of the {name} option")
    for name, value in vars(_JOB).items() if name not in _NOT_KEPT
)
BY_KEY = {s.key: s for s in TABLE}


def outputs_folder() -> str:
    """Where the window puts its datasets unless told otherwise: Documents/TFRecord Studio
    (Documents' own place, in the user's language, as the system says)."""
    docs = (QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
            or str(Path.home()))
    return str(Path(docs) / "TFRecord Studio")


def default_output_for(source: str, reuse=None, parent: str = "") -> str:
    """A fresh, empty output folder named after the source: in ``parent``, the folder the
    user's last run made its output folder in (it went back to Documents for each new
    source), unless that is gone, cannot be written or is in the source; else under
    Documents. Or an earlier one of those folders, in either place, for which
    ``reuse(path)`` is true (an interrupted run of this same source, which the window then
    offers to resume)."""
    stem = dataset_name(source)
    home = Path(outputs_folder())
    first = Path(parent) if _usable_parent(parent, source) else home
    # (a table's run made before its folder named it, "labels-tfrecord", is found again)
    stems = dict.fromkeys((stem, Path(source.rstrip("/\\")).stem or "dataset"))
    for place in dict.fromkeys((first, home)) if reuse is not None else ():
        for base in stems:
            for candidate in _numbered(place / f"{base}-tfrecord"):
                if not candidate.exists():
                    break
                if candidate.is_dir() and reuse(str(candidate)):
                    return str(candidate)
    return _first_free(_numbered(first / f"{stem}-tfrecord"))


#: The names a source file ends with (a table, a COCO JSON, a data.yaml, a VOC or CVAT
#: XML: gui.pickers' File… lists them): one not there yet is named as one that is.
SOURCE_FILE_SUFFIXES = frozenset({".csv", ".tsv", ".txt", ".json", ".yaml", ".yml", ".xml"})

#: Folders named after what they hold, not after the dataset: a table or an annotation
#: file in one is named after the folder above (COCO's annotations/instances_train.json,
#: Roboflow's train/_annotations.coco.json).
_HOLDER_NAMES = frozenset({"annotations", "labels", "train", "valid", "val", "validation",
                           "test"})


def dataset_name(source: str) -> str:
    """The name a source's output folder is given: a folder's own; a file's (a CSV, a
    COCO JSON) that of the folder holding it, as the folder would be named if chosen
    itself ("pets/labels.csv": "pets", not "labels"); the file's own name when that
    folder is the home folder, one of its Desktop, Documents or Downloads, or a drive.
    An archive's, that of the folder it unpacks into ("pets.zip": "pets"; the folder
    holding it, "Downloads-tfrecord", was proposed)."""
    path = Path(source.rstrip("/\\"))
    if path.is_dir():   # its whole name: CVAT's "task_cells-2026_12_07-coco 1.0" (unpacked
        return path.name or "dataset"   # from its .zip) was proposed as "…-coco 1-tfrecord"
    if stem := archive_stem(path.name):
        return stem
    if not path.is_file() and path.suffix.lower() not in SOURCE_FILE_SUFFIXES:
        # a folder, or something that is neither (yet): named as a folder is, whole
        return path.name or "dataset"
    # a file, or one that does not exist yet but is named as a table or an annotation file
    # is ("…/annotations/instances.json" typed: "instances-tfrecord", where the file
    # there was proposed the name of its dataset's folder, a Korean walk)
    folder = path.parent
    while folder.name.lower() in _HOLDER_NAMES and folder.parent != folder:
        folder = folder.parent
    personal = {Path.home()} | {Path(QStandardPaths.writableLocation(where)) for where in (
        QStandardPaths.StandardLocation.DesktopLocation,
        QStandardPaths.StandardLocation.DocumentsLocation,
        QStandardPaths.StandardLocation.DownloadLocation)}
    if not folder.name or folder in personal:
        return path.stem or "dataset"
    return folder.name   # (as a folder chosen itself is named)


def named_for(folder: str, source: str) -> bool:
    """Whether ``folder`` has a name the window gives ``source``'s output folders
    ("cats-tfrecord", "cats-tfrecord-2")."""
    return bool(folder and source) and Path(folder).name.startswith(
        f"{dataset_name(source)}-tfrecord")


def _numbered(base: Path):
    """base, base-2, base-3, …"""
    yield base
    i = 2
    while True:
        yield base.with_name(f"{base.name}-{i}")
        i += 1


def beside(folder: str) -> str:
    """A fresh output folder next to ``folder``, numbered as the window numbers its own
    ("pets-tfrecord": "pets-tfrecord-2"; "pets-tfrecord-2": "pets-tfrecord-3"): the first
    that does not exist or is empty."""
    path = Path(folder.rstrip("/\\"))
    m = re.fullmatch(r"(.+)-([1-9]\d{0,2})", path.name)
    base = path.with_name(m.group(1)) if m else path
    return _first_free(itertools.islice(_numbered(base), int(m.group(2)) if m else 1, None))


def _first_free(candidates) -> str:
    """The first of ``candidates`` (an endless series of folders) that does not exist or
    is empty."""
    for candidate in candidates:
        try:
            if not candidate.exists() or (candidate.is_dir() and not any(candidate.iterdir())):
                return str(candidate)
        except OSError:
            continue   # (a folder that cannot be listed is taken)
    raise AssertionError("unreachable")


def _usable_parent(parent: str, source: str) -> bool:
    """Whether the folder of the last run's output can hold the next one: it exists, may
    be written, and is not the source's folder or in it (a folder made there would be read
    as a class of that source the next time; a walk saw it)."""
    if not parent.strip():
        return False
    try:   # (is_dir raises a PermissionError: a folder the user may not look into)
        here, src = Path(parent).resolve(), Path(source).resolve()
        src_dir = src if src.is_dir() else src.parent
        if here == src_dir or src_dir in here.parents:
            return False
        usable = here.is_dir()
    except OSError:
        return False
    from gui.output_folder import unwritable  # (the form's rule: it tries a write too)
    return usable and not unwritable(str(here))


def open_store(path: str | None = None) -> QSettings:
    """The QSettings store: an INI file if given (or set in the environment), else native."""
    path = path or os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                     "TFRecordStudio", "TFRecordStudio")


class Settings:
    """Typed access to the table. Unknown keys raise KeyError (typos fail loudly)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else open_store()

    def get(self, key: str) -> Any:
        spec = BY_KEY[key]
        raw = self.store.value(key, None)
        if raw is None:
            return _copy(spec.default)
        try:
            return _coerce(raw, spec.kind)
        except (TypeError, ValueError):
            return _copy(spec.default)

    def set(self, key: str, value: Any) -> None:
        spec = BY_KEY[key]
        if spec.kind is bytes:
            value = QByteArray(bytes(value))
        elif spec.kind is list:
            value = list(value)
        self.store.setValue(key, value)

    def sync(self) -> None:
        self.store.sync()

    # ------------------------------------------------------------------ helpers
    def load_job(self) -> Job:
        job = Job()
        for name in vars(job):
            if name not in _NOT_KEPT:
                setattr(job, name, self.get(f"job/{name}"))
        return job

    def save_job(self, job: Job) -> None:
        for name, value in vars(job).items():
            if name not in _NOT_KEPT:
                self.set(f"job/{name}", value)

    def add_recent(self, source: str) -> list[str]:
        recent = [s for s in self.get("source/recent") if s and s != source]
        recent = ([source] + recent)[:MAX_RECENT]
        self.set("source/recent", recent)
        return recent


def _copy(v: Any) -> Any:
    return list(v) if isinstance(v, list) else v


def _coerce(raw: Any, kind: type) -> Any:
    if kind is bool:
        if isinstance(raw, str):
            return raw.strip().lower() in ("1", "true", "yes", "on")
        return bool(raw)
    if kind is int:
        return int(raw)
    if kind is str:
        return str(raw)
    if kind is bytes:
        return bytes(raw.data()) if isinstance(raw, QByteArray) else bytes(raw)
    if kind is list:
        if isinstance(raw, str):
            return [raw] if raw else []
        return [str(x) for x in raw]
    return kind(raw)
