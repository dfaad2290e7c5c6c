"""Opening a user's file without ever waiting on it: the one rule by which the engine opens
what it reads of a source (images, masks, label and annotation files, tables, the files it
sniffs or hashes). Only a regular file is read. A named pipe (FIFO) blocks whoever opens it
until something writes to it, which nothing ever does: a FIFO named ``x.xml`` in a Pascal
VOC folder stopped the scan for good. /dev/zero never ends; a socket cannot be opened.

The file is opened with O_NONBLOCK (on a FIFO the open returns at once) and asked what it
is before a byte is read; a regular file is then read blocking, as any program reads it
(O_NONBLOCK cleared; one under another's write lease, which O_NONBLOCK refused with EAGAIN,
opened again without it, waiting for the lease to be broken); anything but a regular file
is refused with an OSError whose words say what it is, so every reader's existing handling
of a file that cannot be read ("cannot read a.xml: ...") names it and goes on.

The standard library and engine.errors (which imports nothing) only: workers, the scan,
--resume's fingerprints and verdicts import it.
"""

from __future__ import annotations

import errno
import io
import os
import stat

from engine.errors import NotRegularFile


def special_file_kind(mode: int) -> str | None:
    """What a non-regular file is, in words (None for a regular file or a folder).
    Devices and pipes are never read: /dev/zero never ends, a FIFO blocks forever."""
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def not_regular_words(kind: str) -> str:
    """Why a file that is ``kind`` (special_file_kind's words) is not read (file.not_regular
    and its kinds, engine.reason_catalogue)."""
    return f"not a regular file: this is {kind}, which is never read"


def not_regular(path: str, kind: str) -> NotRegularFile:
    """The refusal of the file at ``path`` that is ``kind`` (special_file_kind's words)."""
    return NotRegularFile(errno.EINVAL, not_regular_words(kind), path, kind)


def open_regular_file(path: str) -> tuple[io.BufferedReader, int]:
    """The regular file at ``path`` opened for reading in binary, and its size. OSError when
    it cannot be opened: NotRegularFile for a FIFO, a device, a socket (never waited on),
    IsADirectoryError for a folder, the system's error otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_NOCTTY", 0)   # (a terminal named x.jpg never becomes ours)
    try:
        fd = os.open(path, flags | _NONBLOCK)
    except OSError as e:
        if e.errno == errno.ENXIO:   # a socket (or a device with nothing behind it)
            kind = _kind_at(path)
            if kind is not None:
                raise not_regular(path, kind) from None
        if e.errno not in _WOULD_BLOCK or not _regular_at(path):
            raise
        # a regular file under another's write lease (Samba's oplocks, NFS delegations):
        # O_NONBLOCK refused it at once (EAGAIN) where a plain open waits the moment the
        # lease is broken; a regular file is opened so, as any program opens it
        fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), path)
        kind = special_file_kind(st.st_mode)
        if kind is not None:
            raise not_regular(path, kind)
        _blocking(fd)
        # (named by its path, as open() names a file: refusals name a ZIP's parts by it)
        return open(path, "rb", opener=lambda _path, _flags: fd), st.st_size
    except BaseException:
        os.close(fd)
        raise


#: O_NONBLOCK where the system has it (not Windows, which has no FIFO to wait on).
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_WOULD_BLOCK = {errno.EAGAIN, getattr(errno, "EWOULDBLOCK", errno.EAGAIN)}


def _regular_at(path: str) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def _blocking(fd: int) -> None:
    """The regular file open as ``fd`` read as any file is: O_NONBLOCK cleared (it was
    only there so that a FIFO's open does not wait), so that a read on a file system
    that honours it (a FUSE or network one) waits for its bytes instead of failing with
    EAGAIN."""
    if not _NONBLOCK:
        return
    import fcntl  # (POSIX only: Windows has no O_NONBLOCK, and _NONBLOCK is 0 there)
    now = fcntl.fcntl(fd, fcntl.F_GETFL)
    if now & _NONBLOCK:
        fcntl.fcntl(fd, fcntl.F_SETFL, now & ~_NONBLOCK)


def open_input(path: str) -> io.BufferedReader:
    """open(path, "rb") for a file of the user's: open_regular_file without its size."""
    return open_regular_file(path)[0]


def _kind_at(path: str) -> str | None:
    """special_file_kind of the file at ``path``; None when it cannot be asked."""
    try:
        return special_file_kind(os.stat(path).st_mode)
    except (OSError, ValueError):
        return None


def file_there(path: str) -> bool:
    """Whether something other than a folder is at ``path``: a file a reader looks for by
    name (a YOLO label file, data.yaml, classes.txt, a split list) is then read, or refused
    with why by open_input. os.path.isfile is False for a FIFO, so a FIFO named b.txt made
    its image one "without annotations", and a FIFO data.yaml "no class names found".
    One os.stat, as os.path.isfile asks (a scan counts them: a round trip each on a share)."""
    try:
        return not stat.S_ISDIR(os.stat(path).st_mode)
    except (OSError, ValueError):   # (not there, a dangling link: as os.path.exists)
        return False
