"""A file's path as the user knows it, one rule for `engine scan`'s lists and the window's
(gui.scan_result.display_name): relative to the source's folder ("beta/zero.jpg"); for a
source that is a file, relative to its folder or to the folder above it, the dataset's (a
COCO JSON or a CVAT XML in annotations/ names images in the images/ folder beside it:
`engine scan` listed a missing one by its absolute path where a box CSV's was "gone.jpg").
Standard library only (the window imports it)."""

from __future__ import annotations

import os


def bases_of(source: str) -> tuple[str, ...]:
    """The folders ``source``'s files are shown relative to, nearest first: a folder
    source itself; a file source's (a table's, a JSON's) folder and the folder above it.
    One stat of ``source``: asked once for a list of names, not once a name (the window's
    Failures list statted the source for each row it sorted or painted: 2.8 s for 2,000
    rows at 1 ms a stat). That one stat still waits for good on a share that stopped
    answering: the window asks it in the scan's thread or off the GUI thread
    (gui.widgets.failures_model), never on the GUI thread."""
    if not source or not os.path.isfile(source):
        return (source,) if source else ()
    base = os.path.dirname(source)
    return tuple(filter(None, (base, os.path.dirname(base))))


def shown_path(path: str, source: str, bases: tuple[str, ...] | None = None) -> str | None:
    """``path`` relative to ``source``'s folder, "/"-separated; None when it is not under
    it (nor, for a file source, under the folder above its own). ``bases``:
    bases_of(source), when known (else asked here)."""
    for folder in bases_of(source) if bases is None else bases:
        try:
            rel = os.path.relpath(path, folder)
        except ValueError:   # another drive on Windows
            return None
        if not rel.startswith(".."):
            return rel.replace(os.sep, "/")
    return None
