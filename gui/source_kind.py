"""What kind of source a path is for the window (a folder, a table, a file the engine's
scan explains, missing or unsupported), by its name and first bytes. Qt-free."""

from __future__ import annotations

from pathlib import Path

IMAGE_EXTENSIONS = frozenset(
    ".jpg .jpeg .jpe .png .bmp .gif .webp .tif .tiff .ppm .pgm .pbm .heic .heif .avif"
    .split())
# A .txt table is read as a CSV by the engine (a list saved from Notepad or a labelling
# tool's "filename,label" export); a .txt that is no table gets the engine's own reason.
TABLE_EXTENSIONS = frozenset({".csv", ".tsv", ".txt"})


def source_kind(path: str) -> str:
    """"folder", "table", "explained", "missing" or "unsupported". "explained": a file the
    engine's scan refuses with what to do instead (a labelling tool's export downloaded as
    a ZIP, which the window offers to unpack; a workbook; one photo)."""
    p = Path(path)
    if not path or not p.exists():
        return "missing"
    if p.is_dir():
        return "folder"
    if p.suffix.lower() in TABLE_EXTENSIONS:
        return "table"
    if p.suffix.lower() == ".json":  # COCO instances_*.json: the engine recognises it
        return "table"
    if p.is_file() and _explained(p):
        return "explained"
    return "unsupported"


def _explained(p: Path) -> bool:
    from engine import magic
    try:
        with open(p, "rb") as f:
            head = f.read(8192)
    except OSError:
        return False
    return bool(magic.container_kind(head)) or magic.sniff(head) in magic.IMAGE_KINDS
