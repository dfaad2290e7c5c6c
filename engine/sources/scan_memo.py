"""What one scan asks the file system once (engine.sources.discover.scan: :func:`within`):
a folder's entries (a mask source's masks folder was listed four times, recognised and then
scanned; a YOLO folder's labels walked twice), and how each folder of a path is spelled on
the disk (engine.sources.names.on_disk: a label file's folders looked up in their Unicode
forms once, not again for every image). On a lab's network share (SMB, NFS) each question
is a round trip to the server: a scan of 100,000 images asked hundreds of thousands of them
that it had already had answered.

Never kept across scans: files change between them (a label file added, a mask saved), and a
later scan must see the folder as it is then. Outside a scan each question goes to the disk.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field


@dataclass
class _Memo:
    #: {folder, absolute: its entries in os.scandir's order}
    entries: dict[str, list[os.DirEntry]] = field(default_factory=dict)
    #: {(base, folder below it as written): (its parts as the disk spells them, the path to
    #: look in below it), or None when some part is in neither Unicode form}
    spelled: dict[tuple[str, str], tuple[tuple[str, ...], str] | None] = \
        field(default_factory=dict)


_memo: ContextVar[_Memo | None] = ContextVar("scan_memo", default=None)


@contextmanager
def within() -> Iterator[None]:
    """Within it (one scan), a folder is listed once and each folder's spelling looked up
    once; a scan inside a scan shares its memo."""
    token = _memo.set(_memo.get() or _Memo())
    try:
        yield
    finally:
        _memo.reset(token)


def entries(folder: str) -> list[os.DirEntry]:
    """``folder``'s entries (os.scandir's, in its order; OSError as os.scandir raises it),
    listed once in a scan. Use their ``name``, ``is_dir()`` and ``is_file()``: their
    ``path`` is the folder as it was first written."""
    memo = _memo.get()
    if memo is None:
        with os.scandir(folder) as it:
            return list(it)
    key = os.path.abspath(folder)
    if key not in memo.entries:   # (an OSError is not kept: raised again when asked again)
        with os.scandir(folder) as it:
            memo.entries[key] = list(it)
    return memo.entries[key]


def names(folder: str) -> list[str]:
    """The names in ``folder`` (os.listdir's), listed once in a scan (:func:`entries`)."""
    return [e.name for e in entries(folder)]


def is_dir(entry: os.DirEntry) -> bool:
    """os.path.isdir of a listed ``entry`` (False when it cannot be told), from the listing
    where the file system says it (no stat an entry: a round trip each on a share)."""
    try:
        return entry.is_dir()
    except OSError:
        return False


def is_file(entry: os.DirEntry) -> bool:
    """os.path.isfile of a listed ``entry`` (False when it cannot be told), as is_dir."""
    try:
        return entry.is_file()
    except OSError:
        return False


def walk(folder: str) -> Iterator[tuple[str, list[str], list[str]]]:
    """os.walk of ``folder`` (top down, its folders in the order the caller leaves in the
    list it is given, a folder that cannot be listed passed over, links to folders listed
    as folders but not entered), each folder listed once in a scan (:func:`entries`)."""
    try:
        found = entries(folder)
    except OSError:
        return
    dirs: list[str] = []
    files: list[str] = []
    for e in found:
        (dirs if is_dir(e) else files).append(e.name)
    yield folder, dirs, files
    for d in dirs:
        path = os.path.join(folder, d)
        if not os.path.islink(path):
            yield from walk(path)


def spelled() -> dict[tuple[str, str], tuple[tuple[str, ...], str] | None] | None:
    """The scan's {(base, folder as written): (its parts as spelled, the path to look in),
    or None: not there in either form} (names.on_disk), or None outside a scan."""
    memo = _memo.get()
    return memo.spelled if memo is not None else None
