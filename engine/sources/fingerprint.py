"""The content of an annotated source's annotation files, for --resume.

A run's shards depend on the annotation files as much as on the images (COCO JSON, VOC
XML, YOLO label files and class names, box or multi-label CSV, mask PNGs). Their digests
go into the run's fingerprint, and are recorded by name in the journal header and the
manifest so that a refused --resume can say which file changed.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable

#: How many changed files a message names before "and N more".
NAMED = 3


def _sha256(path: str) -> str | None:
    """The file's sha256; None when it does not exist (a label file looked for and
    absent, or one deleted since the scan)."""
    from engine.errors import ImageError
    from engine.sources.reading import open_regular
    h = hashlib.sha256()
    try:
        f, _ = open_regular(path)   # a FIFO named like a mask would block the scan forever
        with f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
    except (ImageError, OSError) as e:
        if not os.path.lexists(path):
            return None
        # Unreadable now: a digest that cannot equal any content's, so a resume is refused.
        return f"unreadable: {getattr(e, 'strerror', None) or e}"
    return h.hexdigest()


def _name(path: str, base: str) -> str:
    """`path` relative to the source (its folder for a file source), '/' separated."""
    try:
        rel = os.path.relpath(path, base)
    except ValueError:      # another drive (Windows)
        return path.replace(os.sep, "/")
    return rel.replace(os.sep, "/")


def _base(source: str) -> str:
    """The folder files of ``source`` are named from: the source's own for a folder, its
    folder for a file source (a COCO JSON, a table)."""
    src = os.path.abspath(source)
    return src if os.path.isdir(src) else os.path.dirname(src)


def digests(files: Iterable[str], source: str) -> dict[str, str | None]:
    """{name relative to the source: sha256, or None for an absent file}."""
    base = _base(source)
    return {_name(os.path.abspath(p), base): _sha256(p) for p in files}


def changed_files(old: dict | None, new: dict | None, source: str = ""
                  ) -> list[tuple[str, str]]:
    """(name, "added" | "removed" | "changed") of each file whose content differs between
    two digests maps, by name (empty when they agree, or when `old` recorded none: a run
    of another kind or version). The window words these in its language. With the run's
    ``source``, a file the run read that is not read now but is still there is no change
    of the annotations: its image was deleted (a YOLO or VOC label file goes with it), and
    the images removed are said instead (it was said "removed": put it back, of a file
    still there, untouched)."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return []
    base = _base(source) if source else ""
    out = []
    for name in sorted(set(old) | set(new), key=str):
        a, b = old.get(name), new.get(name)
        if a != b:
            if base and name not in new and \
                    os.path.lexists(os.path.join(base, str(name))):
                continue
            out.append((str(name), "added" if a is None else "removed" if b is None
                        else "changed"))
    return out


def mismatch(old: dict | None, new: dict | None, out: str, source: str = ""
             ) -> tuple[str, dict] | None:
    """(code, params) of the --resume refusal when annotation files changed since the
    (interrupted or finished) run in `out`; None when they did not. The files changed are
    a "list" of coded sentences (engine.reason_codes), their names as values: the window
    says them without reading them back out of the English."""
    from engine.reason_codes import as_list
    if new and not isinstance(old, dict):
        return "resume.no_annotation_record", {"out": out}
    found = changed_files(old, new, source)
    if not found:
        return None
    params: dict = {"out": out, "changes": as_list(
        [(f"resume.annotation_{how}", {"file": name}) for name, how in found[:NAMED]])}
    if len(found) > NAMED:
        return "resume.annotations_changed_more", dict(params, more=str(len(found) - NAMED))
    return "resume.annotations_changed", params

