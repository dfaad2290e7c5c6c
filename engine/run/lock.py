"""An exclusive lock on the output folder for the whole of a run.

Two runs writing into one folder would mix their shards, so each run holds the file
``.tfrecord-studio.lock`` in the folder from before its first change there until its end:

- it is created with O_CREAT|O_EXCL, which is atomic on local disks and on NFS v3+/SMB,
  and holds the host, pid and start time of the run, so a refused run can name it;
- where the file system offers it, the file is also flock()ed for the whole run. The
  kernel drops that lock when the process dies, however it dies, which tells a live run
  from a dead one even when its pid has been reused.

A lock left by a run that died (SIGKILL, power cut) is *stale*: when it comes from this
host and its process is gone (or its flock is free), the next run takes it over and says
so. A lock from another host cannot be checked from here: the message says which host and
process hold it, and that the file may be deleted once that run is known to be over.
"""

from __future__ import annotations

import datetime
import errno
import json
import logging
import os
import socket
import time

from engine.errors import LockedError, WriteError
from engine.output_state import LOCK_NAME
from engine.run.writer import step
from engine.sources.names import display

log = logging.getLogger(__name__)

_CONTENT_WAIT = 2.0   # seconds to wait for a just-created lock's content to appear
_EMPTY_STALE_AFTER = 30.0   # a lock still empty after this long was cut off by a crash

try:
    import fcntl
except ImportError:  # Windows: the O_EXCL file alone
    fcntl = None  # type: ignore[assignment]


def _flock(fd: int) -> bool | None:
    """Try to flock fd exclusively without waiting: True = got it, False = someone holds
    it, None = this file system cannot tell."""
    if fcntl is None:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError as e:
        if e.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return False
        return None   # ENOLCK, EOPNOTSUPP, EINVAL: no locking here (some network mounts)


def _pid_of(info: dict) -> int:
    try:
        pid = int(info.get("pid", 0))
    except (TypeError, ValueError):
        return 0
    return pid if pid > 0 else 0


def _pid_alive(pid: int) -> bool:
    """Whether process `pid` exists on this host (True when that cannot be told)."""
    if pid <= 0:
        return False
    if os.name == "nt":   # os.kill(pid, 0) would terminate the process on Windows
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:   # EPERM: exists, owned by someone else
        return True
    return True


def _pid_alive_windows(pid: int) -> bool:
    import ctypes
    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel32.GetLastError() == 5   # access denied: it exists
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259   # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def _describe(info: dict) -> str:
    if not info:
        return "another run (it is just starting)"
    return (f"the run started {info.get('started', '?')} by process {info.get('pid', '?')} "
            f"on {info.get('host', '?')}")


class FolderLock:
    """Hold `folder`'s lock: acquire() before the first change, release() at the end."""

    def __init__(self, folder: str):
        self.folder = folder
        self.path = os.path.join(folder, LOCK_NAME)
        self.fd: int | None = None
        self.ino: int | None = None
        self.info = {"host": socket.gethostname(), "pid": os.getpid(),
                     "started": datetime.datetime.now().astimezone().isoformat(
                         timespec="seconds"),
                     "program": "tfrecord-studio"}

    def acquire(self) -> None:
        """Take the lock, taking over a stale one. Raises LockedError when a live run
        holds it, OSError when the folder cannot be written."""
        for _ in range(20):   # each round ends in success, a refusal, or a stale lock removed
            step(f"create {self.path}")
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                self._check_existing()
                continue
            # flock before writing the content: a run that finds the file empty and its
            # flock held knows the owner is alive and still writing it.
            _flock(fd)
            self.fd, self.ino = fd, os.fstat(fd).st_ino
            try:
                step(f"write {self.path}")
                os.write(fd, (json.dumps(self.info) + "\n").encode())
                os.fsync(fd)
            except OSError:
                self.release()
                raise
            return
        raise LockedError(f"Could not lock the output folder {display(self.folder)}: its lock "
                          f"file {display(self.path)} keeps changing. Is another run starting "
                          "there again and again?")

    def _check_existing(self) -> None:
        """The lock exists: refuse if its run lives, remove it if stale."""
        try:
            try:   # read-write where allowed: NFS emulates flock with write locks
                fd = os.open(self.path, os.O_RDWR)
            except PermissionError:
                fd = os.open(self.path, os.O_RDONLY)
        except FileNotFoundError:
            return   # released meanwhile: try again
        try:
            got = _flock(fd)
            info = self._read(fd)
            deadline = time.monotonic() + _CONTENT_WAIT
            while not info and got is False and time.monotonic() < deadline:
                time.sleep(0.02)   # its owner is writing it
                info = self._read(fd)
            stale, why = self._stale(info, got, fd)
            if got is False and info.get("host") == self.info["host"] and \
                    not _pid_alive(_pid_of(info)):
                # Dead owner, yet the flock is held: another run is taking this stale
                # lock over right now. Look again in a moment.
                time.sleep(0.05)
                return
            if not stale:
                raise LockedError(
                    f"The output folder {display(self.folder)} is in use by {_describe(info)}. "
                    "Wait for that run to finish, or choose another folder. (If that run is "
                    f"certainly over, delete {display(self.path)}.)")
            # Remove only the file judged above: while we hold its flock nobody else can
            # be taking it over, and the inode check catches a new lock made meanwhile.
            try:
                if os.stat(self.path).st_ino != os.fstat(fd).st_ino:
                    return
                step(f"delete stale {self.path}")
                os.unlink(self.path)
            except FileNotFoundError:
                return
            log.info("took over a stale lock on %s: %s %s.", display(self.folder),
                     _describe(info), why)
        finally:
            os.close(fd)

    @staticmethod
    def _read(fd: int) -> dict:
        try:
            os.lseek(fd, 0, os.SEEK_SET)   # (no os.pread on Windows)
            data = os.read(fd, 4096)
            info = json.loads(data.decode("utf-8", "replace")) if data.strip() else {}
            return info if isinstance(info, dict) else {}
        except (OSError, ValueError):
            return {}

    def _stale(self, info: dict, got: bool | None, fd: int) -> tuple[bool, str]:
        if got is False:
            return False, ""   # the owner holds the flock: alive, whatever the pid says
        if not info:
            age = time.time() - os.fstat(fd).st_mtime
            if got is True or age > _EMPTY_STALE_AFTER:
                return True, "was cut off while it was being written"
            return False, ""
        if info.get("host") != self.info["host"]:
            # flock across hosts is unreliable on network mounts: never assume.
            return False, ""
        pid = _pid_of(info)
        if not _pid_alive(pid):
            return True, "is no longer running"
        if got is True and pid != os.getpid():
            return True, "is no longer running (its process number has been reused)"
        return False, ""

    def release(self) -> None:
        """Remove the lock (only if it is still the file this run created)."""
        if self.fd is None:
            return
        try:
            if os.stat(self.path).st_ino == self.ino:
                step(f"delete {self.path}")
                os.unlink(self.path)
        except OSError:
            pass   # a lock that cannot be removed is stale for the next run, not an error
        finally:
            os.close(self.fd)   # drops the flock
            self.fd = None


#: errors of a file system that cannot lock (an NFS mount without its lock service, some
#: FUSE and SMB mounts), told apart from a folder that cannot be made or written
_NO_LOCKS = {errno.ENOLCK, errno.ENOTSUP, errno.EOPNOTSUPP}


class OutputLock:
    """The output folder of one run: created if missing, then locked (FolderLock) until
    release(). A folder this run created is removed again at release while it is still
    empty (a run cancelled before writing leaves nothing behind); keep() says it now holds
    a dataset or its journal."""

    def __init__(self, out: str) -> None:
        self.out = out
        self._lock: FolderLock | None = None
        self._created = False

    def acquire(self) -> None:
        """Create and lock the folder. Raises WriteError when that is impossible and
        LockedError when another run holds it."""
        try:
            if not os.path.isdir(self.out):
                step(f"create folder {self.out}")
                os.makedirs(self.out, exist_ok=True)
                self._created = True
            folder_lock = FolderLock(self.out)
            folder_lock.acquire()
            self._lock = folder_lock
        except OSError as e:
            if e.errno in _NO_LOCKS:
                # the folder is there and may well be writable: "choose another folder,
                # one in your Documents" sent a cluster user away from the share they need
                raise WriteError(
                    f"The output folder {display(self.out)} is on a file system that does "
                    f"not support file locking ({e.strerror or e}), which keeps two runs "
                    "from writing into one folder. Choose a folder on a local disk, or ask "
                    "the administrator of that share to enable file locking.",
                    e.errno) from None
            # (the lock is this program's business: the user can only choose another folder)
            raise WriteError(f"Cannot make the output folder {display(self.out)} or write in "
                             f"it: {e.strerror or e}. Choose another folder, for example one "
                             "in your Documents.", e.errno) from None

    @property
    def held(self) -> bool:
        """This run holds the folder's lock: it may write there."""
        return self._lock is not None

    def keep(self) -> None:
        """The folder holds this run's files from now on: never remove it."""
        self._created = False

    def release(self) -> None:
        """Unlock (idempotent); remove the folder if this run made it and left it empty."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None
        if self._created:   # (also when the lock was refused in the folder made for it)
            self._created = False
            try:
                os.rmdir(self.out)
            except OSError:
                pass
