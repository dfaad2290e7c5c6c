"""Inspect's "Export selected images" (gui.widgets.inspect_panel): the selected records'
image bytes (and a segmentation record's class mask) written into a folder as new files
named after what each record says it is, never over a file, and the sentence that says
what was done, in the window's language. Strings keep the panel's translation
context."""

from __future__ import annotations

import base64
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


#: The last part of the keys that say which file a record's picture was, best first: TFDS's
#: "image/filename" or "file_name", COCO's "image/source_id", an "image_id" or "id".
_NAME_KEYS = ("filename", "file_name", "image_filename", "source_id", "image_id", "id")
#: The endings of a TFRecord file's name that say only that it is one (the shard's own
#: name, "cifar10-train.tfrecord-00000-of-00001", says which dataset, split and shard).
_TFRECORD_ENDINGS = re.compile(r"(\.(tfrecords?|tfrec|records?|gz|zz|zlib))+(?=-|$)", re.I)
#: A file name's longest part taken from a record, in UTF-8 bytes: with the number, a
#: new name's " (2)" and the extension, below the 255 bytes file systems allow.
_MAX_BYTES = 150


def export_name(r: dict, source: str = "") -> str:
    """The name (no extension) an exported record's picture is given: its number (six
    digits: a folder lists them in the file's order, and two records of one name stay
    two) and what the record says it is: the stem of its image/filename, else of another
    feature that names it (_NAME_KEYS), else the TFRecord file it is in (``source``),
    made safe as a file name. "000003_record.png" said nothing of which picture it was."""
    said = r.get("filename") or _named_by(r.get("features") or []) or \
        _TFRECORD_ENDINGS.sub("", Path(source).name)
    stem = re.split(r"[\\/]", str(said).strip())[-1]   # (a Windows path's last part too)
    if re.search(r"\.\w{2,5}$", stem) and not stem.startswith("."):
        stem = stem.rsplit(".", 1)[0]      # IMG_1004.JPG: its picture may be a PNG now
    stem = re.sub(r"[^\w.-]+", "_", stem).strip("._- ")
    stem = stem.encode("utf-8")[:_MAX_BYTES].decode("utf-8", "ignore")
    return f"{r['index']:06d}_{stem}" if stem else f"{r['index']:06d}_record"


def _named_by(features: list[dict]) -> str:
    """The first value of the feature that names the record (_NAME_KEYS, in that order),
    when it is text or a number; "" when none does."""
    by_end = {f["key"].rsplit("/", 1)[-1].lower(): f for f in features}
    for end in _NAME_KEYS:
        f = by_end.get(end)
        values = (f or {}).get("values") or []
        if values and not (isinstance(values[0], str) and values[0].startswith("<")):
            return str(values[0])
    return ""


def _mask_bytes(r: dict) -> bytes | None:
    """A segmentation record's class mask (its image/segmentation/class/encoded, as the
    page's overlay carries it), or None."""
    b64 = (r.get("overlay") or {}).get("segmentation_b64")
    return base64.b64decode(b64) if b64 else None


def export_records(records: list[dict], folder: str,
                   done: list[tuple[Path, bool]] | None = None, source: str = "",
                   masks: list[tuple[Path, bool]] | None = None) -> int:
    """Write the image bytes of ``records`` (records with image bytes, from `inspect
    --records` of the TFRecord file ``source``) into ``folder`` as new files named by
    export_name; returns how many. Each is appended to ``done`` as (path, whether it got a
    new name: "NAME (2).jpg", as a file of its name was there: an earlier export's, the
    user's own). A segmentation record's class mask is written beside its picture, "NAME
    _mask.png", and appended to ``masks`` (the picture alone was exported, and which mask
    went with it could not be told). Never writes over a file. Raises OSError naming the
    file that cannot be written; those before it are kept."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    done = [] if done is None else done
    masks = [] if masks is None else masks
    for r in records:
        ext = EXTENSIONS.get(r.get("image_format") or "", "bin")
        stem = export_name(r, source)
        path, renamed = write_new(out, stem, ext, r["image_bytes"])
        done.append((path, renamed))
        mask = _mask_bytes(r)
        if mask is not None:   # beside the picture, named as it was ("NAME (2)_mask.png")
            kind = "png" if mask.startswith(b"\x89PNG") else "bin"
            masks.append(write_new(out, path.stem + "_mask", kind, mask))
    return len(done)


def exported_words(done: list[tuple[Path, bool]], folder: str, made: bool = False,
                   masks: list[tuple[Path, bool]] | None = None) -> str:
    """What an export that wrote every file did: how many, where (``made``: in a folder it
    made, whose name the user typed), the class masks written beside their pictures, and
    how many files took a new name beside a file of theirs."""
    masks = masks or []
    if made:
        text = plural(len(done), _tr("Exported {n} image to the new folder {f}."),
                      _tr("Exported {n} images to the new folder {f}."))
    else:
        text = plural(len(done), _tr("Exported {n} image to {f}."),
                      _tr("Exported {n} images to {f}."))
    text = text.format(n=number(len(done)), f=folder)
    if masks:
        text = sentences(text, plural(len(masks), _tr(
            "{k} class mask beside its image, named as it is with _mask at the end."), _tr(
            "{k} class masks beside their images, named as they are with _mask at the "
            "end.")).format(k=number(len(masks))))
    renamed = sum(new_name for _, new_name in done + masks)
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
