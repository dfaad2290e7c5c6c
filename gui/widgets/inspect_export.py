"""Inspect's "Export selected images" (gui.widgets.inspect_panel): the selected records'
image bytes written into a folder as new files, never over a file, and the sentence that
says what was done, in the window's language. Strings keep the panel's translation
context."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gui.i18n import number, plural, sentences
from gui.new_file import write_new
from gui.os_errors import os_reason

EXTENSIONS = {"JPEG": "jpg", "PNG": "png", "GIF": "gif", "BMP": "bmp", "WEBP": "webp",
              "TIFF": "tif", "HEIC": "heic", "AVIF": "avif"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("InspectPanel", text)


def export_records(records: list[dict], folder: str,
                   done: list[tuple[Path, bool]] | None = None) -> int:
    """Write the image bytes of ``records`` (records with image bytes, from `inspect
    --records`) into ``folder`` as new files; returns how many. Each is appended to
    ``done`` as (path, whether it got a new name: "NAME (2).jpg", as a file of its name
    was there: an earlier export's, the user's own, or a record of another shard with the
    same position and name). Never writes over a file. Raises OSError naming the file
    that cannot be written; those before it are kept."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    done = [] if done is None else done
    for r in records:
        ext = EXTENSIONS.get(r.get("image_format") or "", "bin")
        stem = Path(r["filename"]).stem if r.get("filename") else "record"
        stem = re.sub(r"[^\w.-]+", "_", stem)[:80] or "record"
        done.append(write_new(out, f"{r['index']:06d}_{stem}", ext, r["image_bytes"]))
    return len(done)


def exported_words(done: list[tuple[Path, bool]], folder: str, made: bool = False) -> str:
    """What an export that wrote every file did: how many, where (``made``: in a folder it
    made, whose name the user typed), and how many of them took a new name beside a file of
    theirs."""
    if made:
        text = plural(len(done), _tr("Exported {n} image to the new folder {f}."),
                      _tr("Exported {n} images to the new folder {f}."))
    else:
        text = plural(len(done), _tr("Exported {n} image to {f}."),
                      _tr("Exported {n} images to {f}."))
    text = text.format(n=number(len(done)), f=folder)
    renamed = sum(new_name for _, new_name in done)
    if renamed:
        text = sentences(text, renamed_text(renamed))
    return text


def renamed_text(renamed: int) -> str:
    """What an export says of the ``renamed`` files it wrote under a new name."""
    return plural(renamed, _tr(
        "{k} of them under a new name ending in (2), (3)…: a file of its name was there "
        "already, and is kept."), _tr(
        "{k} of them under a new name ending in (2), (3)…: files of their names were there "
        "already, and are kept.")).format(k=number(renamed))


def failed_words(done: list[tuple[Path, bool]], selected: int, folder: str,
                 e: OSError) -> str:
    """What an export that stopped at a file it cannot write did, and what to do."""
    return (_tr("Exported {n} of {m} image to {f}: {file} cannot be written ({reason}). "
                "Choose another folder, or free space and export again.")
            if selected == 1 else
            _tr("Exported {n} of {m} images to {f}: {file} cannot be written ({reason}). "
                "Choose another folder, or free space and export again.")).format(
        n=number(len(done)), m=number(selected), f=folder, file=e.filename or folder,
        reason=os_reason(e))
