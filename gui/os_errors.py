"""Why the system refused a file operation, in the window's language: the common errno
values as translated words, the system's own (English) text only for the rest."""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("OsError", text)


def os_reason(e: BaseException) -> str:
    """The reason of ``e`` as the window's messages put it in brackets ("{file} cannot be
    written ({reason})"): "the disk is full", not the system's "No space left on device",
    which reads as English in a Japanese window. Another error's strerror (or its
    text) is kept as it is, as a detail."""
    code = e.errno if isinstance(e, OSError) else None
    if code == errno.ENOENT:
        return _tr("there is no such file or folder")
    if code in (errno.EACCES, errno.EPERM):
        return _tr("you do not have permission")
    if code == errno.ENOSPC:
        return _tr("the disk is full")
    if code == errno.EROFS:
        return _tr("the disk is read-only")
    if code == errno.EEXIST:
        return _tr("something of that name is already there")
    if code == errno.ENOTDIR:
        return _tr("a part of the path is a file, not a folder")
    if code == errno.EISDIR:
        return _tr("it is a folder, not a file")
    if isinstance(e, OSError) and e.strerror:
        return e.strerror
    return str(e) or type(e).__name__
