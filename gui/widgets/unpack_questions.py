"""The questions the offer to unpack an archive (gui.widgets.unpack_offer) asks before it
removes a folder: quitting, or choosing another source, while an archive unpacks (each
stops it and removes the folder it is writing into), and removing the half-unpacked
folder an unpacking cut off left behind, to unpack afresh. Each names the folder, and its
default (Enter, Esc) keeps everything."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from gui import dialogs
from gui.dialogs import tr as dialogs_tr
from gui.i18n import number, plural


def _tr(text: str) -> str:
    return QCoreApplication.translate("Unpack", text)


def quit_question(parent: QWidget, archive: str, percent: int, dest: str) -> QMessageBox:
    """Quit while unpacking: says which archive, how far, and the folder quitting
    removes (it was stopped and removed without a question); Keep unpacking is the
    default, as Keep running is the run's (gui.dialogs.confirm_quit)."""
    return dialogs.question(
        parent, "quitUnpackDialog", dialogs_tr("Quit?"),
        _tr("“{archive}” is still being unpacked ({percent}% done).").format(
            archive=os.path.basename(archive), percent=number(max(percent, 0))),
        _tr("Quitting stops it and removes the folder it is unpacking into, {folder} "
            "(nothing else). Choose the archive again later to unpack it from the "
            "start.").format(folder=dest),
        dialogs_tr("Quit"), _tr("Keep unpacking"), (os.path.basename(archive), dest))


def leave_question(parent: QWidget, archive: str, percent: int, dest: str) -> QMessageBox:
    """Another source chosen (Folder…, File…, a drop, a recent one) while an archive
    unpacks: it stopped the unpacking and removed its folder, and the one line saying so
    was hidden at once. Shaped as the quit question; Keep unpacking is the default."""
    return dialogs.question(
        parent, "leaveUnpackDialog", _tr("Choose another source?"),
        _tr("“{archive}” is still being unpacked ({percent}% done). Stop it and remove the "
            "half-unpacked folder “{name}”?").format(
            archive=os.path.basename(archive), percent=number(max(percent, 0)),
            name=os.path.basename(dest)),
        _tr("Choosing another source stops the unpacking and removes the folder it is "
            "unpacking into, {folder} (nothing else). Choose the archive again later to "
            "unpack it from the start.").format(folder=dest),
        _tr("Stop and remove"), _tr("Keep unpacking"),
        (os.path.basename(archive), dest, os.path.basename(dest)))


def remove_question(parent: QWidget, archive: str, folder: str, held: int,
                    files: int) -> QMessageBox:
    """Unpack afresh into the folder an unpacking of this archive left half written (the
    app was killed mid-way): that folder is removed first, so this asks, naming it."""
    total = plural(files, _tr("1 file"), _tr("{n} files")).format(n=number(files))
    return dialogs.question(
        parent, "removeUnpackDialog", _tr("Remove the half-unpacked folder?"),
        _tr("Remove “{name}”, left half unpacked from “{archive}”, and unpack the archive "
            "into it afresh?").format(name=os.path.basename(folder),
                                      archive=os.path.basename(archive)),
        _tr("It holds {held} of the archive's files ({total} in all), written by this app "
            "when an unpacking was cut off (the app was closed or the computer stopped). "
            "{folder} is removed (nothing else), then the archive is unpacked into it "
            "again.").format(held=number(held), total=total, folder=folder),
        _tr("Remove and unpack"), _tr("Keep it"),
        (os.path.basename(folder), os.path.basename(archive), folder))

