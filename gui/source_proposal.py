"""The output folder proposed for a new source, decided off the GUI thread (gui.off_thread):
whether the source is an output folder of ours (no folder named after it), whether the
user's own folder stays, which new folder is proposed (an exists loop, the folders of an
interrupted run of the same source) and whether the source is there (the recent sources).
About ten looks at the disk: asked on the GUI thread, choosing a source on a share that
stopped answering (or one whose proposed folder is there) froze the window for good.
Qt-free: one plain answer, applied on the GUI thread (gui.window_source)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from engine.output_state import JOURNAL, MANIFEST
from gui.output_folder import interrupted_run_of
from gui.settings import default_output_for, named_for


@dataclass(frozen=True)
class Asked:
    """What the form held when the source was chosen (read on the GUI thread)."""

    source: str
    out: str            # the form's output folder
    auto_out: bool      # the window chose it
    out_source: str     # the source it was chosen or proposed for
    keep_out: bool      # a job loaded, a run put back: its own folder stays
    parent: str         # where the last run made its output folder
    look_ours: bool     # a source just chosen (not one a scan found is no folder of ours)


@dataclass(frozen=True)
class Proposal:
    """The answer: ``folder`` the form gets ("" when its own stays); ``why`` the user's own
    folder was replaced ("named", "full"; "" when it was the window's or none).
    ``failed``: the question raised (a PermissionError of a folder it looked at): nothing
    is known, and the window's own folder, named for the previous source, must not stay."""

    asked: Asked
    ours: bool = False   # an output folder of ours: no folder until its scan decides
    folder: str = ""
    why: str = ""
    exists: bool = False
    failed: bool = False


def ours(path: str) -> bool:
    """Whether the folder ``path`` holds our manifest or a run's journal: an output folder
    of ours, which the engine's scan refuses as a source (two looks at the disk, no
    listing: the scan decides; see ``WindowSource._scanned``)."""
    return any(os.path.lexists(os.path.join(path, name)) for name in (MANIFEST, JOURNAL))


def users_folder_unfit(a: Asked) -> str | None:
    """Why the output folder does not stay for a new source: "" when the window chose
    it (or there is none), "named" when the user chose it but it is named after the
    source it was chosen for, "full" when it is not empty; None when the user's folder
    stays (empty or not made yet)."""
    if a.auto_out or not a.out or a.keep_out:
        return ""
    if named_for(a.out, a.out_source):
        return "named"
    folder = Path(a.out)
    try:
        empty = not folder.exists() or (folder.is_dir() and not any(folder.iterdir()))
    except OSError:
        empty = False
    return None if empty else "full"


def propose(a: Asked) -> Proposal:
    """The output folder for the new source ``a.source``. A new source gets a new, empty
    folder (never another's), beside the last run's, unless the user chose an empty one
    themselves (a walker set the folder first, then the source, and did not see it
    replaced)."""
    path = a.source
    exists = bool(path) and os.path.exists(path)   # (not a path typed by mistake: a walker's)
    if a.look_ours and path and not a.keep_out and ours(path):
        return Proposal(a, ours=True, exists=exists)
    new_source = path != a.out_source and not a.keep_out
    why = users_folder_unfit(a)
    if not (path and (new_source or not a.out) and why is not None):
        return Proposal(a, exists=exists)
    folder = default_output_for(path, reuse=lambda d: interrupted_run_of(d, path),
                                parent=a.parent)
    return Proposal(a, folder=folder, why=why, exists=exists)
