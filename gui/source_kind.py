"""What kind of source a path is for the window (a folder, a table, a file the engine's
scan explains, a saved job, missing or unsupported), by its name and first bytes. Qt-free."""

from __future__ import annotations

import functools
from pathlib import Path

from engine import magic

IMAGE_EXTENSIONS = frozenset(
    ".jpg .jpeg .jpe .png .bmp .gif .webp .tif .tiff .ppm .pgm .pbm .heic .heif .avif"
    .split())
# A .txt table is read as a CSV by the engine (a list saved from Notepad or a labelling
# tool's "filename,label" export); a .txt that is no table gets the engine's own reason.
TABLE_EXTENSIONS = frozenset({".csv", ".tsv", ".txt"})
#: A job file's "kind" (File → Save job, gui.job): found in its first lines, also in a file
#: cut short (engine.magic's: the engine's table reader refuses a job file by it too).
JOB_KIND = magic.JOB_KIND


def source_kind(path: str) -> str:
    """"folder", "table", "explained", "job", "missing" or "unsupported". "explained": a
    file the engine's scan refuses with what to do instead (a labelling tool's export
    downloaded as a ZIP, which the window offers to unpack; a workbook; one photo). "job":
    a job file saved with File → Save job, which the engine read as a table of one column
    ("line 1: only one column")."""
    p = Path(path)
    if not path or not p.exists():
        return "missing"
    if p.is_dir():
        return "folder"
    if p.suffix.lower() in (".json", ".txt") and is_job_file(p):
        return "job"
    if p.suffix.lower() in TABLE_EXTENSIONS:
        return "table"
    if p.suffix.lower() == ".json":  # COCO instances_*.json: the engine recognises it
        return "table"
    if p.is_file() and _explained(p):
        return "explained"
    return "unsupported"


def _explained(p: Path) -> bool:
    head = _head(p, 8192)
    return head is not None and (
        bool(magic.container_kind(head)) or magic.sniff(head) in magic.IMAGE_KINDS)


def _head(path: str | Path, size: int) -> bytes | None:
    """The first ``size`` bytes of the file at ``path``; None when it cannot be read."""
    try:
        with open(path, "rb") as f:
            return f.read(size)
    except OSError:
        return None


def is_job_file(p: Path) -> bool:
    """``p`` is a job file of this app (File → Save job), by its first bytes: a JSON object
    whose "kind" says so (its second key as Save job writes it). Read once per version of
    the file: the form asks at every check (a COCO export on a share was opened at every
    keystroke)."""
    try:
        st = p.stat()
    except OSError:
        return False
    return _job_file(str(p), st.st_mtime_ns, st.st_size)


@functools.lru_cache(maxsize=64)
def _job_file(path: str, _mtime_ns: int, _size: int) -> bool:
    head = _head(path, 4096)
    return head is not None and magic.is_job_file(head)
