"""What Replace (and Start over) would delete in the output folder and what it leaves, read
from the disk, and the dialog's sentence of it (gui.dialogs.confirm_replace). Context
"Dialogs"."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from engine.ownership import classify_output, is_shard_name, listing
from gui.i18n import number, plural
from gui.name_list import with_names
from gui.units import format_bytes


def tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


def replace_files(folder: str) -> tuple[list[str], list[str]]:
    """(the files Replace deletes: those the engine's --overwrite would, as
    engine.ownership tells them; every other entry of the folder, which is left alone). A
    killed run's lock is neither: the new run takes it over (engine.run.lock). Raises
    OSError when the folder cannot be listed: "nothing to delete" would be untrue there
    (the engine's --overwrite, which lists it again, may well delete the shards)."""
    names = sorted(listing(folder))
    ours, _ = classify_output(folder, names)
    deleted = set(ours)
    return ours, [n for n in names if n not in deleted]


@dataclass(frozen=True)
class Listing:
    """One reading of the output folder for the Replace question (list_folder's): the files
    it deletes (``ours``), every other entry (``others``), the deleted files' bytes and
    which of the others are folders. ``failed``: the folder could not be listed (an I/O
    error, no permission): nothing is known of what Replace deletes, so it is not offered
    (the box said "It deletes the 0 files" of a complete dataset the engine then deleted)."""

    ours: list[str] = field(default_factory=list)
    others: list[str] = field(default_factory=list)
    size: int = 0
    folders: frozenset[str] = frozenset()
    failed: bool = False


def list_folder(folder: str) -> Listing:
    """replace_files of ``folder`` with the sizes and kinds the question says, asked of the
    disk (in any thread: a listing and a stat an entry; gui.dialogs.confirm_replace asks it
    off the GUI thread, where a share that stopped answering froze the window). Raises
    OSError when the folder cannot be listed (the caller's fallback is
    ``Listing(failed=True)``)."""
    ours, others = replace_files(folder)
    return Listing(ours, others, sum(_size(os.path.join(folder, n)) for n in ours),
                   frozenset(n for n in others if os.path.isdir(os.path.join(folder, n))))


def deleted_text(ours: list[str], others: list[str], size_of: int, unfinished: bool = False,
                 in_partial: int = 0) -> str:
    """What Replace deletes and leaves, in a few lines: the dataset's shards and how many
    files belong to it, with their size, then what stays. The side files are named only
    under Show Details: lab staff read "DALI index file, .tfrecord-studio-digests.jsonl" as
    jargon (walk). ``unfinished``: the folder holds an unfinished run; ``in_partial``: the
    converted images in its unfinished shard, said to be among what is deleted (the 555
    images a Japanese walker read of above "7 files, 17.0 MiB" were deleted too, but not
    said to be; their number is in the question's list, describe_dataset). ``size_of``: the
    bytes of ``ours`` (list_folder's: read off the GUI thread)."""
    size = format_bytes(size_of)
    shards = sum(1 for n in ours if is_shard_name(n))
    rest = len(ours) - shards
    # (the leading space joins it to the sentence before: a language may join without one;
    # the question's list above counts the unfinished shard's images)
    partial = tr(" The unfinished shard, with its converted images, is one of them.") \
        if in_partial else ""
    if not shards:   # a run stopped before its first complete shard (the list says so)
        line = plural(len(ours), tr("It deletes the {n} file the unfinished run wrote, {size}."),
                      tr("It deletes the {n} files the unfinished run wrote, {size} in all.")
                      ).format(n=number(len(ours)), size=size)
    else:
        shard_words = plural(shards, tr("It deletes the unfinished run's {k} shard file"),
                             tr("It deletes the unfinished run's {k} shard files")) if unfinished \
            else plural(shards, tr("It deletes the dataset's {k} shard file"),
                        tr("It deletes the dataset's {k} shard files"))
        line = (shard_words + (plural(rest, tr(" and {n} file that belongs to it, {size} in "
                                               "all."),
                                      tr(" and {n} files that belong to it, {size} in all."))
                               if rest else tr(", {size}."))).format(
            k=number(shards), n=number(rest), size=size)
    line += partial
    lines = [line]
    if others:   # everything classify_output does not call ours: the user's files, folders,
        # files of our names that nothing shows we wrote (another tool's shards)
        lines.append(with_names(plural(
            len(others), tr("Everything else in the folder stays ({n} item): {names}."),
            tr("Everything else in the folder stays ({n} items): {names}.")
        ), others, 3, n=number(len(others))))
    return "\n".join(lines)



def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
