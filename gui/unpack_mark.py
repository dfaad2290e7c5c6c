"""The mark an unpacking leaves in its new folder while it writes (gui.unpack): which
archive (its name, size and time) and which process on which machine. It is removed once
the last file is written, so a folder that still holds it after that process has gone is
what an unpacking cut off (the app killed, the power lost) left behind: the window's own,
half written, and offered for removal. A folder without the mark, one whose mark names
another archive, another machine or a process still running, one written to in the last
FRESH seconds, one holding anything the archive does not (a file the user added, a folder
they made) and a finished unpacking are never offered.

The machine is told by its id (machine_id), not its host name: lab PCs cloned from one
image share host names, and on a shared network disk PC-B offered to remove PC-A's live
unpacking (its pid was not running on PC-B)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import stat
import time
import uuid
from functools import cache

MARK = ".tfrecord-studio-unpacking.json"

# A half folder written to less than this many seconds ago may have a live writer (another
# machine's, whose pid cannot be asked; a clock a little off): never offered then.
FRESH = 120

_WRITING: set[str] = set()   # the folders this process is unpacking into now


def put(dest: str, archive: str, stamp: tuple[int, int]) -> None:
    """Mark `dest` (new, empty) as being unpacked from `archive` by this process."""
    _WRITING.add(os.path.abspath(dest))
    info = {"archive": os.path.basename(archive), "size": stamp[0], "mtime_ns": stamp[1],
            "pid": os.getpid(), "machine": machine_id(), "host": socket.gethostname()}
    with open(os.path.join(dest, MARK), "x", encoding="utf-8") as f:
        json.dump(info, f)


def done(dest: str) -> None:
    """Every file is written: `dest` is a finished unpacking, no longer marked."""
    os.remove(os.path.join(dest, MARK))


def remove(folder: str) -> None:
    """Remove `folder`, an unpacking's: every file and folder in it but the mark, then the
    mark, then `folder` itself; what cannot go (a file another program holds open) is left,
    and with it the mark, so that what is left is still known for ours and offered again
    (removed first, the mark left an unmarked half folder that was never offered again).
    The caller tells whether it went by os.path.lexists(folder)."""
    try:
        names = [n for n in os.listdir(folder) if n != MARK]
    except OSError:
        return
    for n in names:
        path = os.path.join(folder, n)
        try:
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                os.remove(path)
        except OSError:
            pass
    try:
        if any(n != MARK for n in os.listdir(folder)):
            return   # (something is held: the mark stays with it)
        if os.path.lexists(os.path.join(folder, MARK)):
            os.remove(os.path.join(folder, MARK))
        os.rmdir(folder)
    except OSError:
        pass


def forget(dest: str) -> None:
    """This process no longer writes into `dest` (finished, stopped or failed)."""
    _WRITING.discard(os.path.abspath(dest))


def unfinished(folder: str, archive: str, stamp: tuple[int, int],
               entries: list[tuple[str, int, object]]) -> int | None:
    """How many of the archive's files `folder` holds whole, when it is what an unpacking of
    `archive` (as it is now: `stamp`) cut off left behind; None for any other folder."""
    if not _marked_by_a_gone_unpacking(folder, archive, stamp):
        return None
    sizes = {rel: size for rel, size, _ in entries}
    parents = {os.path.dirname(rel) for rel in sizes}
    for rel in list(parents):
        while rel:
            rel = os.path.dirname(rel)
            parents.add(rel)
    whole = 0
    try:
        newest = os.lstat(folder).st_mtime
    except OSError:
        return None
    # followlinks: os.walk asks nothing itself (its islink of each folder was a second
    # lstat); a link among `dirs` ends the walk below, before it could be followed
    for here, dirs, files in os.walk(folder, followlinks=True):
        rel_here = os.path.relpath(here, folder)
        rel_here = "" if rel_here == os.curdir else rel_here
        for d in dirs:   # (each asked once: what it is and when it last changed)
            rel = os.path.join(rel_here, d)
            try:
                st = os.lstat(os.path.join(here, d))
            except OSError:
                return None
            if rel not in parents or stat.S_ISLNK(st.st_mode):
                return None   # a folder the archive does not hold: the user's
            newest = max(newest, st.st_mtime)
        for f in files:
            rel = os.path.join(rel_here, f)
            if rel == MARK:
                continue
            try:
                st = os.lstat(os.path.join(here, f))
            except OSError:
                return None
            if rel not in sizes or not stat.S_ISREG(st.st_mode) or st.st_size > sizes[rel]:
                return None   # a file the archive does not hold (as it is): the user's
            whole += st.st_size == sizes[rel]
            newest = max(newest, st.st_mtime)
    if newest > time.time() - FRESH:
        return None   # written to just now (or in the future, by a clock ahead): maybe live
    return None if whole == len(sizes) else whole   # (all there: a finished unpacking)


def _marked_by_a_gone_unpacking(folder: str, archive: str, stamp: tuple[int, int]) -> bool:
    path = os.path.join(folder, MARK)
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
        with open(path, encoding="utf-8") as f:
            info = json.loads(f.read(4096))
        pid = int(info["pid"])
        same = (info["archive"], info["size"], info["mtime_ns"]) == \
            (os.path.basename(archive), *stamp)
    except (OSError, ValueError, TypeError, KeyError):
        return False
    if not same or info.get("machine") != machine_id():
        return False   # (another machine's, on a shared disk: whether it runs is unknown)
    if pid == os.getpid():
        return os.path.abspath(folder) not in _WRITING
    return not _alive(pid)


@cache
def machine_id() -> str:
    """This machine's own id, which cloned PCs do not share as they share a host name: the
    systemd/D-Bus id on Linux, Windows' MachineGuid; elsewhere (macOS, where asking for
    IOPlatformUUID costs a process) or when those cannot be read, the network card's
    address (uuid.getnode)."""
    if os.name == "nt":
        try:
            import winreg
            with winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE,  # type: ignore[attr-defined]
                                r"SOFTWARE\Microsoft\Cryptography", 0,
                                winreg.KEY_READ | winreg.KEY_WOW64_64KEY) as key:  # type: ignore[attr-defined]
                guid = str(winreg.QueryValueEx(key, "MachineGuid")[0]).strip()  # type: ignore[attr-defined]
            if guid:
                return "win:" + guid
        except (OSError, ImportError):
            pass
    else:
        for path in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
            try:
                with open(path, encoding="ascii") as f:
                    text = f.read(256).strip()
            except (OSError, ValueError):
                continue
            if text:
                return "id:" + text
    return f"node:{uuid.getnode():012x}"


def _alive(pid: int) -> bool:
    """Whether process `pid` exists on this machine (True when that cannot be told)."""
    if pid <= 0:
        return False
    if os.name == "nt":   # (os.kill(pid, 0) would end the process on Windows)
        import ctypes
        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)   # QUERY_LIMITED_INFORMATION
        if not handle:
            return bool(kernel32.GetLastError() == 5)   # access denied: it exists
        try:
            code = ctypes.c_ulong()
            return not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)) \
                or code.value == 259   # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:   # EPERM: it exists, someone else's
        return True
    return True
