"""The files written beside the shards: our manifest, labels.txt, rejected.csv, and the
names of the other side files (the label map, TFDS's metadata), all written atomically
through engine.run.writer.write_atomic.

What goes into the manifest is engine.run.output.manifest; these are its file names and
how it is found, written and recognised as ours (any version's).
"""

from __future__ import annotations

import csv
import json
import os

from engine.run.writer import write_atomic

#: Our manifest. Not "dataset_info.json": TFDS reads a file of that name as its own
#: (engine.records.tfds_metadata writes TFDS's there, so `tfds.builder_from_directory` works).
MANIFEST = "tfrecord_studio.json"
#: Where versions before 0.2 wrote the manifest; read (never written) by verify, inspect,
#: --resume and --overwrite so older datasets still verify and resume.
LEGACY_MANIFEST = "dataset_info.json"
LABELS = "labels.txt"
#: the TF Object Detection API's label map, beside detection outputs
LABEL_MAP = "label_map.pbtxt"
REJECTED = "rejected.csv"
#: TFDS's metadata, written beside complete datasets by engine.records.tfds_metadata (ours only
#: where our manifest is there too, like every other name here).
TFDS_FILES = ("dataset_info.json", "features.json", "image-class-label.labels.txt",
              "image-object-class-label.labels.txt",
              "image-segmentation-class-encoded.labels.txt")
MANIFEST_SCHEMA_VERSION = 1


def write_rejected(folder: str, rejected: list[tuple[str, str, str]]) -> None:
    """rejected.csv: path, reason, stage — every input that was not converted."""
    import io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["path", "reason", "stage"])
    w.writerows(rejected)
    write_atomic(os.path.join(folder, REJECTED), buf.getvalue())


def write_labels(folder: str, labels: list[str]) -> None:
    """Write labels.txt atomically: one class name a line, in label order."""
    write_atomic(os.path.join(folder, LABELS), "".join(f"{n}\n" for n in labels))


def write_manifest(folder: str, manifest: dict) -> None:
    """Write the manifest (tfrecord_studio.json) atomically."""
    write_atomic(os.path.join(folder, MANIFEST),
                 json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    # A resumed old dataset: its legacy-named manifest now describes the past; readers
    # prefer the new name anyway, but a stale copy must not be mistaken for TFDS's file.
    legacy = os.path.join(folder, LEGACY_MANIFEST)
    if read_our_manifest(legacy) is not None:
        try:
            os.unlink(legacy)
        except OSError:
            pass


def read_our_manifest(path: str) -> dict | None:
    """The JSON object at `path` when it is a manifest this engine wrote (any version),
    else None (missing, unreadable, huge, or another program's, e.g. TFDS's
    dataset_info.json)."""
    try:
        if os.path.getsize(path) > (64 << 20):
            return None
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError, RecursionError):
        return None
    if isinstance(data, dict) and isinstance(data.get("engine"), dict) and \
            data["engine"].get("name") == "tfrecord-studio":
        return data
    return None


def manifest_path(folder: str) -> str:
    """Where this folder's manifest of ours is: the current name when that file exists,
    else the legacy name when it holds a manifest of ours, else the current name (which
    does not exist)."""
    path = os.path.join(folder, MANIFEST)
    if os.path.lexists(path):
        return path
    legacy = os.path.join(folder, LEGACY_MANIFEST)
    return legacy if read_our_manifest(legacy) is not None else path
