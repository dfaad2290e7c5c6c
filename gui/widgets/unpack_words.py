"""The words of the offer to unpack an archive (gui.widgets.unpack_offer): what unpacking
will write and where (gui.unpack.survey's Survey), and an unpacking's error, in the
window's language (context "Unpack", as the offer's own)."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from gui import unpack
from gui.i18n import localized, number, plural, sentences
from gui.name_list import cut_names
from gui.os_errors import os_reason
from gui.units import format_bytes


def _tr(text: str) -> str:
    return QCoreApplication.translate("Unpack", text)


#: An archive that grows more than this many times when unpacked (zeros packed tight, or
#: a "zip bomb") is said to, beside its size.
GROWS = 100


def error_text(e: unpack.UnpackError) -> str:
    """``e`` in the window's language, the system's reason in it too ("the disk is full",
    not "No space left on device")."""
    params = dict(e.params)
    for key in ("needed", "free"):   # "52 MB": its number as the window writes numbers
        amount, _, unit = str(params.get(key, "")).partition(" ")
        if unit:
            params[key] = f"{localized(amount)} {unit}"
    if isinstance(e.cause, OSError) and "detail" in params:
        params["detail"] = os_reason(e.cause)
    return _tr(e.text).format(**params)


def survey_text(found: unpack.Survey) -> str:
    """What unpacking will write and where, in the window's language."""
    files = plural(found.files, _tr("1 file"), _tr("{n} files")).format(n=number(found.files))
    sizes = {"files": files, "size": format_bytes(found.size),
             "packed": format_bytes(found.packed), "free": format_bytes(found.free)}
    if found.unfinished and not found.earlier:   # the two buttons' two folders
        parts = [_tr("{files}, {size} once unpacked (the archive is {packed}): into "
                     "{folder}, once the half unpacking in it is removed, or into a new "
                     "folder, {new}; {free} free there.").format(
            folder=found.unfinished, new=found.dest, **sizes)]
    else:
        parts = [_tr("{files}, {size} once unpacked (the archive is {packed}), into "
                     "{folder}; {free} free there.").format(folder=found.dest, **sizes)]
    if found.size > GROWS * max(found.packed, 1) and found.size > 100 << 20:
        parts.append(_tr("It grows {times} times when unpacked: check that it is the "
                         "export you expect.").format(
            times=number(found.size // max(found.packed, 1))))
    if found.inner:
        parts.append(plural(
            len(found.inner),
            _tr("It holds another archive, {names}: once this one is unpacked, choose that "
                "one with File… to unpack it too."),
            _tr("It holds {n} other archives ({names}): once this one is unpacked, choose "
                "each with File… to unpack it too.")).format(
            n=number(len(found.inner)),
            names=cut_names(found.inner, 3)))
    if found.earlier:
        parts.append(_tr("“{folder}” beside it already holds all of its files: it was "
                         "unpacked there before.").format(folder=os.path.basename(found.earlier)))
    elif found.older:
        parts.append(_tr("“{folder}” beside it holds files of the same names and sizes, "
                         "but older than this archive (from an earlier download of it?); "
                         "it is left as it is, and this one unpacks into a new folder.").format(
            folder=os.path.basename(found.older)))
    elif found.unfinished:
        parts.append(_tr("“{folder}” beside it is what an unpacking of this archive left "
                         "when it was cut off (the app was closed or the computer stopped): "
                         "{held} of its files.").format(
            folder=os.path.basename(found.unfinished), held=number(found.held)))
    elif found.partial:
        parts.append(_tr("“{folder}” beside it holds only {held} of its files (an unpacking "
                         "that stopped, or files removed since); it is left as it is.").format(
            folder=os.path.basename(found.partial), held=number(found.held)))
    return sentences(*parts)
