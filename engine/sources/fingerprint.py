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


def digests(files: Iterable[str], source: str) -> dict[str, str | None]:
    """{name relative to the source: sha256, or None for an absent file}."""
    src = os.path.abspath(source)
    base = src if os.path.isdir(src) else os.path.dirname(src)
    return {_name(os.path.abspath(p), base): _sha256(p) for p in files}


def changed_files(old: dict | None, new: dict | None) -> list[tuple[str, str]]:
    """(name, "added" | "removed" | "changed") of each file whose content differs between
    two digests maps, by name (empty when they agree, or when `old` recorded none: a run
    of another kind or version). The window words these in its language."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return []
    out = []
    for name in sorted(set(old) | set(new), key=str):
        a, b = old.get(name), new.get(name)
        if a != b:
            out.append((str(name), "added" if a is None else "removed" if b is None
                        else "changed"))
    return out


def changes(old: dict | None, new: dict | None) -> list[str]:
    """Sentences naming the files whose content differs (:func:`changed_files`)."""
    words = {"added": "was added", "removed": "was removed", "changed": "changed"}
    return [f"{name} {words[how]}" for name, how in changed_files(old, new)]


def mismatch_message(old: dict | None, new: dict | None, out: str) -> str | None:
    """The --resume refusal when annotation files changed since the (interrupted or
    finished) run in `out`, naming them; None when they did not."""
    if new and not isinstance(old, dict):
        return (f"--resume: the run in {out} recorded no annotation files (an earlier "
                "version started it, or it read this source without its annotations), so "
                "its shards cannot be checked against the annotations now. Use --overwrite "
                "to convert again.")
    found = changes(old, new)
    if not found:
        return None
    more = f" and {len(found) - NAMED} more annotation file(s) changed" \
        if len(found) > NAMED else ""
    return (f"--resume: the annotations differ from those of the run in {out}: "
            f"{'; '.join(found[:NAMED])}{more}. Its shards hold the old annotations. Put "
            "the annotation file back as it was, or use --overwrite to convert again with "
            "the new annotations.")
