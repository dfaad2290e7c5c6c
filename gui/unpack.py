"""Unpack a labelling tool's export into a new folder beside it, so that the window can
read it: CVAT, Roboflow and Label Studio hand out a ZIP file, and lab staff drop that file
on the window. Qt-free; the source panel runs it on a background thread
(gui.widgets.unpack_offer).

Nothing existing is written over: the folder is new (``name (2)`` when ``name`` exists),
and a run that is stopped or fails part-way removes only that new folder; while it writes,
the folder holds a mark (gui.unpack_mark), so that one a killed app left half written is
known for the window's own and offered for removal. The listing (gui.unpack_entries) is
read once, by the survey, and hears Stop. Entries that
would land outside it (``../``, an absolute or drive path), links, and macOS's
``__MACOSX`` copies are never written; an archive larger than the free space is refused
before anything is written. ZIP and tar (plain, gzip, bzip2, xz) are what Python reads;
7-Zip and RAR are left to the user's archive tool (the engine's message says how).
"""

from __future__ import annotations

import os
import shutil
import stat
import tarfile
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.byte_sizes import size_text
from engine.magic import UNPACKED_BY_THE_APP, unpacked_by_the_app
from gui import unpack_mark as mark
from gui.unpack_entries import (
    READ_ERRORS,
    U_,
    Entry,
    Listing,
    Stopped,
    UnpackError,
    _twice,
    _why,
    listing,
    never,
    stamp_of,
)

# Archive kinds (engine.magic.container_kind) this module unpacks: the engine's sentence for
# them (source.archive_unpacks) says the app unpacks them. A gzip, bzip2 or xz file only
# when it holds a tar (labels.csv.gz does not): unpacks(kind, file), the engine's own test.
UNPACKS = UNPACKED_BY_THE_APP
unpacks = unpacked_by_the_app

# Free space kept beyond the archive's contents.
SPARE_BYTES = 64 << 20

_SUFFIXES = (".tar.gz", ".tar.bz2", ".tar.xz", ".tgz", ".tbz2", ".txz", ".zip", ".tar")
# ... and those the user's own archive tool unpacks (the engine says how)
ARCHIVE_SUFFIXES = (*_SUFFIXES, ".7z", ".rar")


def archive_stem(name: str) -> str:
    """An archive's name without its archive suffix ("cells.v2.tar.gz": "cells.v2"), the
    name of the folder it unpacks into; "" for a name that is not an archive's."""
    low = name.lower()
    return next((name[:-len(s)] for s in ARCHIVE_SUFFIXES
                 if low.endswith(s) and len(name) > len(s)), "")


def destination(archive: str) -> str:
    """A folder that does not exist yet, beside `archive`, named after it."""
    return _named_after(archive)[-1]


def _named_after(archive: str) -> list[str]:
    """The folders beside `archive` named after it ("pets", "pets (2)", ...) that exist,
    then the first that does not."""
    folder, name = os.path.split(os.path.abspath(archive))
    stem = archive_stem(name) or os.path.splitext(name)[0] or name
    found, n = [os.path.join(folder, stem)], 2
    while os.path.lexists(found[-1]):
        found.append(os.path.join(folder, f"{stem} ({n})"))
        n += 1
    return found


@dataclass(frozen=True)
class Survey:
    """What unpacking an archive would write, said before anything is written: a 1 MB
    file that holds 1 GB of zeros was unpacked without a word."""
    files: int
    size: int        # bytes its files take unpacked
    packed: int      # bytes of the archive itself
    free: int        # bytes free where it unpacks
    dest: str        # the new folder it would unpack into
    earlier: str     # a folder beside it that holds all its files (unpacked before), or ""
    partial: str     # a folder beside it that holds only some of them, or ""
    held: int        # how many of them `partial` holds
    older: str       # a folder beside it that holds all of them, from before the archive
    inner: tuple[str, ...] = ()   # the archives it holds itself (a zip in the zip)
    # a folder beside it that an unpacking of it, cut off (the app killed), left: the
    # window's own (gui.unpack_mark), offered for removal; `held`: how many files it holds
    unfinished: str = ""
    # what it holds as read now: unpack() reuses it while the archive is unchanged (a big
    # .tar.gz was read to its end twice, the second time when the user pressed Unpack)
    listed: Listing | None = field(default=None, compare=False, repr=False)


def survey(archive: str, should_stop: Callable[[], bool] = never) -> Survey:
    """What `archive` holds and where it would go; raises UnpackError as unpack() does
    (a password, a path outside the folder, a damaged archive) before anything is written.
    A folder named after it that already holds every file with its size is `earlier`:
    the archive chosen again is read there, not unpacked into "pets (2)" once more."""
    try:
        now = listing(archive, should_stop)
        entries, packed = now.entries, now.stamp[0]
        free = shutil.disk_usage(os.path.dirname(os.path.abspath(archive))).free
    except READ_ERRORS as e:
        raise _unreadable(archive, e) from None
    *before, dest = _named_after(archive)
    since = os.stat(archive).st_mtime - 2   # (FAT and zip times: 2 s steps)
    earlier = partial = older = unfinished = ""
    held = 0
    for folder in before:
        # a half folder an unpacking cut off is counted by its mark's own walk, which
        # holds fewer than every file (else None): not asked of each file a second time
        whole = None if unfinished else mark.unfinished(folder, archive, now.stamp, entries)
        if whole is not None:
            unfinished, held = folder, whole
            continue
        n, fresh = _held(folder, entries, since)
        if entries and n == len(entries):
            if fresh:
                earlier = folder
                break
            older = older or folder
        elif n > held and not unfinished:
            partial, held = folder, n
    inner = tuple(rel.replace(os.sep, "/") for rel, _, _ in entries
                  if rel.lower().endswith(ARCHIVE_SUFFIXES))
    return Survey(len(entries), sum(size for _, size, _ in entries), packed, free, dest,
                  earlier, "" if earlier or unfinished else partial,
                  0 if earlier else held, "" if earlier else older, inner,
                  "" if earlier else unfinished, now)


def _held(folder: str, entries: list[Entry], since: float) -> tuple[int, bool]:
    """How many of the archive's files `folder` holds, each as a file of its size, and
    whether every one was written after `since` (the archive's own time): a folder
    unpacked from an older download of a file of the same name (a CVAT export again,
    a label changed from class 0 to 1: the same sizes) is not this archive's."""
    n, fresh = 0, True
    for rel, size, member in entries:
        try:
            st = os.stat(os.path.join(folder, rel), follow_symlinks=False)
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and st.st_size == size:
            n += 1
            fresh = fresh and (st.st_mtime >= since or _same_time(st.st_mtime, member))
    return n, fresh


def _same_time(mtime: float, member: object) -> bool:
    """Whether a file's time is its entry's own: what an archive tool (Windows' Extract
    All, unzip, tar) gives the files it unpacks."""
    if isinstance(member, tarfile.TarInfo):
        return abs(mtime - member.mtime) < 2
    if isinstance(member, zipfile.ZipInfo):   # local time, in 2 s steps
        try:
            return abs(mtime - time.mktime((*member.date_time, 0, 0, -1))) < 3
        except (OverflowError, ValueError):
            return False
    return False


#: What archive tools add beside what was packed: not part of the user's folder.
_TOOL_FILES = {"__MACOSX", ".DS_Store", "Thumbs.db", "desktop.ini", mark.MARK}


def source_in(dest: str) -> str:
    """The folder to convert in an unpacked archive: the archive's one top folder when it
    holds only that (someone zipped their folder: "Compress coco" gives coco/...); the
    folder named after the archive (``dest``) otherwise. Read one level too high, a COCO
    export was one class "coco" of 11 images and two class folders one class."""
    try:
        names = [n for n in os.listdir(dest) if n not in _TOOL_FILES]
    except OSError:
        return dest
    if len(names) == 1 and os.path.isdir(os.path.join(dest, names[0])) \
            and not os.path.islink(os.path.join(dest, names[0])):
        return os.path.join(dest, names[0])
    return dest


def unpack(archive: str, dest: str, progress: Callable[[int, int], None],
           should_stop: Callable[[], bool], listed: Listing | None = None) -> None:
    """Write the archive's files under the new folder `dest`; progress(done, total) in
    bytes. Raises UnpackError (nothing is left behind) or Stopped (likewise). `listed`: the
    survey's listing, read again when the archive changed since. `dest` is marked as ours
    while it is written (gui.unpack_mark): an unpacking cut off is known for one later."""
    try:
        if listed is None or listed.stamp != stamp_of(archive):
            listed = listing(archive, should_stop)
        entries, opener = listed.entries, listed.opener
        total = sum(size for _, size, _ in entries)
        short = too_little_space(archive, total,
                                 shutil.disk_usage(os.path.dirname(os.path.abspath(dest))).free)
        if short:
            raise short
        os.mkdir(dest)
    except READ_ERRORS as e:
        raise _unreadable(archive, e) from None
    try:
        mark.put(dest, archive, listed.stamp)
        _write(archive, entries, opener, dest, total, progress, should_stop)
        mark.done(dest)
    except BaseException as e:
        mark.remove(dest)   # ours, made just now: never left half full
        if os.path.lexists(dest):   # (a file held open: Windows Defender, an indexer)
            raise _not_removed(dest, e) from None
        if isinstance(e, (Stopped, UnpackError)):
            raise
        if isinstance(e, READ_ERRORS):
            raise UnpackError(U_("{path}: unpacking stopped ({detail}); nothing was kept. "
                                 "Download it again, or unpack it with your archive tool."),
                              path=archive, detail=_why(e), cause=e) from None
        raise
    finally:
        mark.forget(dest)


def remove_unfinished(archive: str, folder: str, listed: Listing | None = None,
                      should_stop: Callable[[], bool] = never) -> None:
    """Remove `folder`, what an unpacking of `archive` cut off left (Survey.unfinished), once
    the user has confirmed it; checked again now (a file added to it since the question
    makes it the user's). Raises UnpackError when it is no longer that, or cannot go, and
    Stopped (nothing removed) when stopped while the archive is read again."""
    try:   # (the archive's trouble named as the archive's, not the folder's)
        if listed is not None and listed.stamp != stamp_of(archive):
            raise UnpackError(U_("{path} has changed since it was checked (replaced or "
                                 "written again), so {folder} was left as it is. Choose "
                                 "the archive again."), path=archive, folder=folder)
        now = listed if listed is not None else listing(archive, should_stop)
    except READ_ERRORS as e:
        raise _unreadable(archive, e) from None
    if mark.unfinished(folder, archive, now.stamp, now.entries) is None:
        raise UnpackError(U_("{folder} has changed since it was checked (files were added to "
                             "it, or it is being written), so it was left as it is."),
                          folder=folder)
    mark.remove(folder)
    if os.path.lexists(folder):
        raise _not_removed(folder, None)


def _not_removed(folder: str, cause: BaseException | None) -> UnpackError:
    """`folder`, ours, is still there after its removal: a program holds a file in it."""
    return UnpackError(U_("{folder} could not be removed completely (another program, such "
                          "as an antivirus, may be holding a file in it). Remove it yourself."),
                       folder=folder, cause=cause)


def too_little_space(archive: str, total: int, free: int) -> UnpackError | None:
    """Why `total` bytes unpacked would not fit in `free` (with SPARE_BYTES kept), or None."""
    if total + SPARE_BYTES <= free:
        return None
    return UnpackError(U_("{path}: unpacked, it needs {needed}, and the disk has {free} "
                          "free. Make room, or unpack it on another disk."),
                       path=archive, needed=size_text(total), free=size_text(free))


def _unreadable(archive: str, e: BaseException) -> UnpackError:
    return UnpackError(U_("{path}: cannot read the archive ({detail}). Download it again, "
                          "or unpack it with your archive tool."),
                       path=archive, detail=_why(e), cause=e)


def _write(archive: str, entries: list[Entry], opener, dest: str, total: int,
           progress: Callable[[int, int], None], should_stop: Callable[[], bool]) -> None:
    done = 0
    progress(0, total)
    with opener() as read:
        for rel, _size, member in entries:
            if should_stop():   # (between files too: thousands of empty ones)
                raise Stopped
            target = os.path.join(dest, rel)
            try:
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with read(member) as src, open(target, "xb") as out:
                    while chunk := src.read(1 << 20):
                        out.write(chunk)
                        done += len(chunk)
                        progress(done, total)
                        if should_stop():
                            raise Stopped
            except (FileExistsError, NotADirectoryError):
                # A.jpg and a.jpg where names ignore case (Windows, macOS)
                raise _twice(archive, rel if os.path.lexists(target)
                             else os.path.dirname(rel)) from None
            except READ_ERRORS as e:
                raise UnpackError(U_("{path}: unpacking stopped at {entry} ({detail}); nothing "
                                     "was kept. Download it again, or unpack it with your "
                                     "archive tool."), path=archive,
                                  entry=rel.replace(os.sep, "/"), detail=_why(e),
                                  cause=e) from None
