"""Whether a source's files may have changed since the window's scan read it, told cheaply
at Start: the modification times of its folders, taken before the scan reads them (in the
scan's thread) and statted again at Start (in the window's thread: one stat per folder,
never a listing). A file added to, removed from or renamed in a folder changes that
folder's time; a folder added changes its parent's. Without it, images copied into the
class folders after the scan were converted by a run whose form still showed the old
counts, and the Resume offer after a cancel then said the source had changed since the
run (gui.main_window.revalidate: the scan it compared was older than the run).

Measured (bench/source_stamp.py, warm cache, local disk): 10,000 files in 3 class folders, 3.6 ms to
take in the scan's thread and 0.005 ms to check at Start; in 1,000 class folders, 64 ms
and 1.2 ms; 100,000 files in 1,000 folders, 131 ms and 1.7 ms."""

from __future__ import annotations

import os
import stat

#: (path, st_mtime_ns, st_size) of the source (a table, an annotation file: its size too)
#: and of each folder it reads; () when not known (a scan made before, or a test's result)
Stamp = tuple[tuple[str, int, int], ...]

#: folders taken at most: Start stats each in the window's thread, ~1 ms a stat on a network
#: share (2,000: a couple of seconds at worst there; 20,000 froze the window for ~20 s). A
#: source of more folders gets no stamp: Start never waits, and the Resume offer still
#: looks afresh before it says the source changed (gui.resume.older_than_run)
MOST_FOLDERS = 2_000


def _entry(path: str) -> tuple[str, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return path, st.st_mtime_ns, 0 if stat.S_ISDIR(st.st_mode) else st.st_size


def take(source: str) -> Stamp:
    """``source``'s stamp: itself, and for a folder every folder under it (links to
    folders followed once, as the engine's walk follows them). Taken before the scan reads
    the source, so a change while it reads makes the stamp differ too."""
    first = _entry(source)
    if first is None:
        return ()
    found = [first]
    if not os.path.isdir(source):
        return tuple(found)
    seen = {os.path.realpath(source)}
    todo = [source]
    while todo:
        folder = todo.pop()
        try:
            with os.scandir(folder) as it:
                subs = [e.path for e in it if e.is_dir()]
        except OSError:
            continue
        for sub in subs:
            real = os.path.realpath(sub)
            if real in seen:
                continue
            seen.add(real)
            entry = _entry(sub)
            if entry is not None:
                found.append(entry)
                todo.append(sub)
            if len(found) > MOST_FOLDERS:
                return ()
    return tuple(found)


def with_listed(stamp: Stamp, source: str, listed: str) -> Stamp:
    """``stamp`` of a file source (a table, a COCO file) with the folders of the images it
    lists (``listed``: ScanResult.listed), which may be anywhere; a folder's is whole."""
    if not stamp or os.path.isdir(source) or not listed:
        return stamp
    folders = sorted({os.path.dirname(p) for p in listed.split("\0") if p})
    if len(folders) > MOST_FOLDERS:
        return ()
    return stamp + tuple(e for e in map(_entry, folders) if e is not None)


def changed(stamp: Stamp) -> bool:
    """Whether any folder (or file) of ``stamp`` is not as it was: removed, or its time or
    size changed. False for an empty stamp (not known: nothing to say)."""
    return any(_entry(path) != (path, mtime, size) for path, mtime, size in stamp)
