"""What the chosen output folder holds, for the form: read with engine.output_state,
cached until the folder or its records change, and turned into form errors."""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.output_kind import manifest_unread, read_output_state
from engine.output_state import MANIFEST, OutputState
from gui.job import absolute_path
from gui.job_rules import CONVERTED, DATASET, N_, NOT_EMPTY, NOTHING_CONVERTED
from gui.name_list import cut_names
from gui.replace_listing import replace_files
from gui.resume_check import ResumeCheck, folder_key

FOREIGN = N_("The output folder holds files that TFRecord Studio did not write. Choose an "
             "empty folder, or one with a dataset made by this program.")
# A dataset of ours whose manifest cannot be read, said before anything is pressed: the
# engine's refusal (run.manifest_unread) says "so nothing was deleted", true only after a
# refused run; the form says what cannot be done there instead.
MANIFEST_UNREAD = N_("The output folder {out} holds a TFRecord Studio dataset whose manifest "
                     "({file}) cannot be read: it is damaged, or larger than any this program "
                     "writes. Without it, Resume or Replace cannot tell which files there "
                     "TFRecord Studio wrote, so the window cannot write there. Put back a whole "
                     "copy of {file} (from a backup), or choose an empty folder.")
# ... naming a few of them, as the Replace dialog does ({names}: "a.jpg, b.txt, …")
FOREIGN_NAMED = N_("The output folder holds files that TFRecord Studio did not write "
                   "({names}). Choose an empty folder, or one with a dataset made by this "
                   "program.")
# A folder nobody may write in (a read-only disk or share, another user's folder): found
# when it is chosen, not when Start fails. {folder}: the output folder, or the nearest
# existing folder it would be made in.
READ_ONLY = N_("You cannot write in the output folder {folder} (it is read-only). Choose "
               "another folder, for example one in your Documents.")
PARENT_READ_ONLY = N_("The output folder would be made in {folder}, where you cannot write "
                      "(it is read-only). Choose another folder, for example one in your "
                      "Documents.")
# A folder of the system (/proc, /sys, /dev: files there are the kernel's, not kept): the
# run failed at Start ("No such file or directory") after the form said Ready.
SYSTEM = N_("The output folder {folder} is a folder of the operating system, where files "
            "cannot be kept. Choose another folder, for example one in your Documents.")
PARENT_SYSTEM = N_("The output folder would be made in {folder}, a folder of the operating "
                   "system, where files cannot be kept. Choose another folder, for example "
                   "one in your Documents.")
# The output path is a device or another special file; or a file is on its way
# ({folder}: that file, "notes.txt/out").
NOT_FOLDER = N_("The output path {folder} is not a folder but a device or another special "
                "file. Choose a folder, for example one in your Documents.")
PARENT_NOT_FOLDER = N_("The output folder would be made in {folder}, which is a file, not a "
                       "folder. Choose another folder, for example one in your Documents.")
#: (its own, the folder it would be made in) sentence of each reason of blocker()
BLOCKED = {"read_only": (READ_ONLY, PARENT_READ_ONLY), "system": (SYSTEM, PARENT_SYSTEM),
           "not_folder": (NOT_FOLDER, PARENT_NOT_FOLDER)}
#: File systems of the kernel's own (Linux): what is written there is not kept as files
SYSTEM_FS = frozenset({"proc", "sysfs", "devtmpfs", "devpts", "cgroup", "cgroup2",
                       "securityfs", "debugfs", "tracefs", "pstore", "bpf", "configfs",
                       "fusectl", "mqueue", "efivarfs", "selinuxfs", "binfmt_misc",
                       "rpc_pipefs", "nsfs", "hugetlbfs"})


def folder_path(text: str) -> str:
    """The output folder the form's text names ("" for none)."""
    return str(Path(text.strip()).expanduser()) if text.strip() else ""


@dataclass(frozen=True)
class Reading:
    """What read_folder found of a folder: its ``key`` (gui.resume_check.folder_key); the
    rest only when it was read again (``state`` None: unchanged since the key before)."""

    key: tuple
    state: OutputState | None = None
    blocked: str = ""
    why: str = ""
    unread: bool = False
    names: str = ""
    real: str = ""


def read_folder(out: str, before: tuple = (), fresh: bool = False) -> Reading:
    """What OutputFolder keeps of the folder ``out``, asked of the disk (in any thread: it
    stats, lists and tries to write there): read again only when its key is not ``before``
    or ``fresh``."""
    key = folder_key(out)
    if key == before and not fresh:
        return Reading(key)
    state = read_output_state(out)
    blocked, why = blocker(out)
    foreign = state.kind == "foreign"
    unread = foreign and manifest_unread(out)
    return Reading(key, state, blocked, why, unread,
                   _some_names(out) if foreign and not unread else "",
                   os.path.realpath(out) if out else "")


class OutputFolder:
    """``state(path)`` re-reads the folder only when it, its manifest, its journal, its plan
    or its record of a check (a verify from Inspect) changed (revalidation runs on every
    keystroke in the form, and on a slow share each look at the disk froze the window);
    ``fresh``: re-read it anyway (a run just ended: its last write may share the time of
    the last read). With it, once per change too: whether the folder is there, the folder
    that keeps a run from writing it (``blocked``) and a few of the names in it that
    TFRecord Studio did not write (``names``), or that its manifest of ours cannot be read
    (``unread``), for ``adjust_errors``. The form and the run
    controller share one, so they never tell two states of the folder."""

    def __init__(self) -> None:
        self.key: tuple = ()   # the folder_key of the reading kept
        self.current = OutputState("missing", "")
        self.blocked, self.blocked_why = "", ""
        self.names = ""
        self.unread = False   # a manifest of ours it cannot read (run.manifest_unread)
        self.real = ""
        # what --resume would really do with an interrupted run (its numbers in state())
        self.check = ResumeCheck()

    def state(self, text: str, fresh: bool = False) -> OutputState:
        """The folder ``text`` names, read here when it changed (the run controller's, as a
        run ends); the form asks in a thread (gui.form_disk) and ``take``s the answer."""
        return self.take(read_folder(folder_path(text), self.key, fresh))

    def take(self, reading: Reading) -> OutputState:
        """The folder as ``reading`` found it (read_folder's, perhaps in another thread):
        kept when it was read again, else the reading before stands (its key unchanged)."""
        if reading.state is not None:
            self.key, self.current = reading.key, reading.state
            self.blocked, self.blocked_why = reading.blocked, reading.why
            self.unread, self.names, self.real = reading.unread, reading.names, reading.real
            if self.current.kind != "interrupted":   # (a look at the folder left: stopped)
                self.check.supersede()
        return self.check.checked(self.current, self.key)

    def request(self, state: OutputState, scan: Any = None, skip_unannotated: bool = False
                ) -> None:
        """``check.request`` for the folder last read (its key is known: no stat again)."""
        same = state.path == self.current.path
        self.check.request(state, scan, skip_unannotated, self.key if same else None)

    def seen(self, state: OutputState) -> tuple[str, str]:
        """What gui.job_rules.validate needs of the folder in ``state`` (one read by state()): its
        kind and real path."""
        same = state.path == self.current.path
        return state.kind, self.real if same else os.path.realpath(state.path)

    def checked(self, state: OutputState) -> OutputState:
        """``check.checked`` of the folder last read, when ``state`` is of it: its reading
        with the answer of the look asked for last (after a request, which may ask for
        another: the rule is resume_check's alone)."""
        if state.path == self.current.path:
            return self.check.checked(self.current, self.key)
        return self.check.checked(state)

    def answered(self) -> bool:
        return self.check.answered()


def adjust_errors(errors: dict[str, str], state: OutputState, converted: bool = False,
                  folder: OutputFolder | None = None) -> dict[str, str]:
    """The form's errors, given what the folder holds: an interrupted run is not a
    problem (Resume, or Start over after asking, is offered); other people's files are.
    ``converted``: the last run in this window finished this dataset (then the folder is
    not "not empty" but done: a notice says how to convert again). A dataset of ours made
    earlier is named as such, not just "not empty". A folder that cannot be written is
    said first (nothing else can be done there); then the messages with a name in them are
    in the window's language already (as the scan's are). ``folder``: the OutputFolder
    that read ``state`` (what it found there is used, not looked for again)."""
    known = folder is not None and folder.current.path == state.path
    if errors.get("out") == NOT_EMPTY or "out" not in errors:
        blocked, why = (folder.blocked, folder.blocked_why) if folder is not None and known \
            else blocker(state.path)
        if blocked:
            own, parent = BLOCKED[why]
            text = own if blocked == os.path.abspath(state.path) else parent
            errors["out"] = _job_tr(text).replace("{folder}", blocked)
        elif state.kind == "interrupted":
            errors.pop("out", None)
        elif state.kind == "foreign" and (folder.unread if folder is not None and known
                                          else manifest_unread(state.path)):
            # (ours, but nothing tells which of its files)
            errors["out"] = _job_tr(MANIFEST_UNREAD).replace("{out}", state.path) \
                .replace("{file}", MANIFEST)
        elif state.kind == "foreign":
            names = folder.names if folder is not None and known else _some_names(state.path)
            errors["out"] = _job_tr(FOREIGN_NAMED).replace("{names}", names) if names \
                else FOREIGN
        elif state.kind == "dataset" and "out" in errors:
            errors["out"] = CONVERTED if converted else DATASET if state.records else \
                NOTHING_CONVERTED
    return errors


def unwritable(out: str) -> str:
    """The folder that keeps a run from writing ``out`` (blocker's), "" when writing looks
    possible."""
    return blocker(out)[0]


def blocker(out: str) -> tuple[str, str]:
    """(the folder that keeps a run from writing ``out``, why): ``out`` itself, or the
    nearest existing folder it would be made in, when this user may not write there
    ("read_only"), when it is a folder of the system (/proc, /sys: "system"), or when
    it is a file or a device ("not_folder"; of ``out`` itself the form's own check says
    "a file"); ("", "") when writing looks possible (the run still says why it failed, if
    it does)."""
    if not out:
        return "", ""
    path = os.path.abspath(out)
    while not os.path.exists(path):
        parent = os.path.dirname(path)
        if parent == path:
            return "", ""
        path = parent
    if not os.path.isdir(path):
        return path, "not_folder"
    if _file_system(path) in SYSTEM_FS:
        return path, "system"
    if os.access(path, os.W_OK | os.X_OK):
        return "", ""
    # A "no" is tried before Start is held back: the mode bits of some shares (CIFS with
    # noperm, ACLs) say read-only where the server lets the user write.
    return ("", "") if _can_make_folder(path) else (path, "read_only")


def _file_system(path: str) -> str:
    """The type of the file system ``path`` is on ("proc", "ext4"), by the longest mount
    point above it in /proc/self/mountinfo; "" where that is not known (not Linux)."""
    try:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return ""
    real, best, kind = os.path.realpath(path), "", ""
    for line in lines:
        fields = line.split(" ")
        if " - " not in line or len(fields) < 5:
            continue
        point = fields[4].replace("\\040", " ").replace("\\011", "\t") \
            .replace("\\134", "\\")
        inside = real == point or real.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, kind = point, line.split(" - ", 1)[1].split(" ")[0]
    return kind


#: (folder, device, inode, mode) whose try could make a folder in it: a success is kept, as
#: the try changes the folder's time and each new time started another look at an
#: interrupted run there (Resume waited for good). A failure changes nothing and is tried
#: again when the folder is read again (a share's permission granted meanwhile).
_tried: set[tuple] = set()


def _can_make_folder(path: str) -> bool:
    """Whether a folder can be made in ``path`` (made and removed again; a share that lets
    one make but not remove it is writable all the same)."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    key = (path, st.st_dev, st.st_ino, st.st_mode)
    if key in _tried:
        return True
    try:
        made = tempfile.mkdtemp(prefix=".tfrecord-studio-write-check-", dir=path)
    except OSError:
        return False
    _tried.add(key)
    try:
        os.rmdir(made)
    except OSError:
        pass
    return True


def same_folder(a: str, b: str) -> bool:
    """``a`` and ``b`` name the same file or folder (typed relative, or through a link).
    The same words are not looked up; other words are, by realpath, a stat of every part of
    both paths: ask it off the GUI thread (on a share that stopped answering it waits for
    good). The one rule of the window's "is this the run's folder" questions."""
    if not a or not b:
        return a == b
    a, b = absolute_path(a), absolute_path(b)
    return a == b or os.path.realpath(a) == os.path.realpath(b)


def _some_names(folder: str) -> str:
    """A few of the folder's entries TFRecord Studio did not write, "a.jpg, b.txt, …" (as
    the Replace dialog tells them apart: a stray file of ours is not named); "" when it
    cannot be listed."""
    try:
        return cut_names(replace_files(folder)[1], 3)
    except OSError:
        return ""


def _job_tr(text: str) -> str:
    return QCoreApplication.translate("Job", text)


def interrupted_run_of(folder: str, source: str) -> bool:
    """``folder`` holds an interrupted run of ``source`` (worth offering to resume)."""
    run = interrupted_source(folder)
    return bool(run) and os.path.abspath(run) == os.path.abspath(source)


def interrupted_source(folder: str) -> str:
    """The source of the interrupted run of ours ``folder`` holds ("" when it holds none):
    the run the window can finish with Resume once both are in the form."""
    state = read_output_state(folder)
    return state.source if state.kind == "interrupted" else ""
