"""The files written beside the shards: our manifest, labels.txt, rejected.csv,
HOW_TO_LOAD.md, and the names of the other side files (the label map, TFDS's metadata),
all written atomically through engine.run.writer.write_atomic.

What goes into the manifest is engine.run.output.manifest; these are its file names and
how it is found, written and recognised as ours (any version's).
"""

from __future__ import annotations

import csv
import json
import os

from engine.output_state import (
    HOW_TO_LOAD,
    LABELS,
    LEGACY_MANIFEST,
    MANIFEST,
    REJECTED,
    read_our_manifest,
)
from engine.run.writer import write_atomic

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


def write_how_to_load(folder: str, manifest: dict) -> None:
    """HOW_TO_LOAD.md (engine.records.loading_readme), atomically, after the manifest of a
    complete dataset: for whoever receives the folder without this app."""
    from engine.records.loading_readme import markdown
    write_atomic(os.path.join(folder, HOW_TO_LOAD), markdown(manifest))
