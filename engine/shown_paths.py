"""A file's path as the user knows it, one rule for `engine scan`'s lists and the window's
(gui.scan_result.display_name): relative to the source's folder ("beta/zero.jpg"); for a
source that is a file, relative to its folder or to the folder above it, the dataset's (a
COCO JSON or a CVAT XML in annotations/ names images in the images/ folder beside it:
`engine scan` listed a missing one by its absolute path where a box CSV's was "gone.jpg").
Standard library only (the window imports it)."""

from __future__ import annotations

import os


def shown_path(path: str, source: str) -> str | None:
    """``path`` relative to ``source``'s folder, "/"-separated; None when it is not under
    it (nor, for a file source, under the folder above its own)."""
    base = os.path.dirname(source) if os.path.isfile(source) else source   # a table, a JSON
    bases = [base] if base == source else [base, os.path.dirname(base)]
    for folder in filter(None, bases):
        try:
            rel = os.path.relpath(path, folder)
        except ValueError:   # another drive on Windows
            return None
        if not rel.startswith(".."):
            return rel.replace(os.sep, "/")
    return None
