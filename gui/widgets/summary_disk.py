"""What the Summary reads of the output folder's files: the Size on disk row (every file of
the run, engine.ownership.run_bytes, as a file manager adds them up)."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from engine.ownership import run_bytes
from gui.units import format_bytes


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


def on_disk(folder: str, shards_bytes: int) -> int:
    """Size on disk: every file of the run in ``folder`` (engine.ownership.run_bytes), a
    kept ``.partial`` file and the manifest, log and labels included, so it agrees with the
    file manager; ``shards_bytes`` (the engine's count of the complete shards) when the
    folder is not there to read."""
    there = run_bytes(folder) if folder and os.path.isdir(folder) else None
    return shards_bytes if there is None else there


def size_text(folder: str, shards_bytes: int) -> str:
    """The Size on disk row: the folder's files (on_disk), and the TFRecord files' own bytes
    beside it when the two differ, the number the Inspect tab says of the same dataset
    (which read "591.6 KiB" where this said "624.6 KiB")."""
    total = on_disk(folder, shards_bytes)
    if not shards_bytes or format_bytes(total) == format_bytes(shards_bytes):
        return format_bytes(total)
    return _tr("{total} (TFRecord files: {shards})").format(
        total=format_bytes(total), shards=format_bytes(shards_bytes))
