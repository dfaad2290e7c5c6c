"""Unpack a labelling tool's export into a new folder beside it, so that the window can
read it: CVAT, Roboflow and Label Studio hand out a ZIP file, and lab staff drop that file
on the window. Qt-free; the source panel runs it on a background thread
(gui.widgets.unpack_offer).

Nothing existing is written over: the folder is new (``name (2)`` when ``name`` exists),
and a run that is stopped or fails part-way removes only that new folder. Entries that
would land outside it (``../``, an absolute or drive path), links, and macOS's
``__MACOSX`` copies are never written; an archive larger than the free space is refused
before anything is written. ZIP and tar (plain, gzip, bzip2, xz) are what Python reads;
7-Zip and RAR are left to the user's archive tool (the engine's message says how).
"""

from __future__ import annotations

import lzma
import os
import shutil
import stat
import tarfile
import time
import zipfile
import zlib
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial

# Archive kinds (engine.magic.container_kind) this module unpacks.
UNPACKS = ("ZIP", "tar", "gzip", "bzip2", "xz")

# Free space kept beyond the archive's contents.
SPARE_BYTES = 64 << 20

_READ_ERRORS = (OSError, zipfile.BadZipFile, tarfile.TarError, EOFError, zlib.error,
                lzma.LZMAError, NotImplementedError)   # (a damaged or Deflate64 archive's)
_SUFFIXES = (".tar.gz", ".tar.bz2", ".tar.xz", ".tgz", ".tbz2", ".txz", ".zip", ".tar")


def U_(text: str) -> str:
    """Marks a sentence for translation in context "Unpack" (gui.i18n_catalog.MARKERS): the window
    shows UnpackError.text translated, str() is the English."""
    return text


class UnpackError(Exception):
    """Why the archive was not unpacked: `text` (English, marked with U_) and `params`;
    `cause`: the error of the system behind its "detail" (said in the window's language
    by gui.os_errors where it is a common one)."""

    def __init__(self, text: str, cause: BaseException | None = None, **params: str) -> None:
        super().__init__(text.format(**params))
        self.text, self.params, self.cause = text, params, cause


class Stopped(Exception):
    """The user chose another source."""


def destination(archive: str) -> str:
    """A folder that does not exist yet, beside `archive`, named after it."""
    return _named_after(archive)[-1]


def _named_after(archive: str) -> list[str]:
    """The folders beside `archive` named after it ("pets", "pets (2)", ...) that exist,
    then the first that does not."""
    folder, name = os.path.split(os.path.abspath(archive))
    low = name.lower()
    stem = next((name[:-len(s)] for s in _SUFFIXES if low.endswith(s) and len(name) > len(s)),
                os.path.splitext(name)[0] or name)
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


def survey(archive: str) -> Survey:
    """What `archive` holds and where it would go; raises UnpackError as unpack() does
    (a password, a path outside the folder, a damaged archive) before anything is written.
    A folder named after it that already holds every file with its size is `earlier`:
    the archive chosen again is read there, not unpacked into "pets (2)" once more."""
    try:
        entries, _ = _listing(archive)
        packed = os.path.getsize(archive)
        free = shutil.disk_usage(os.path.dirname(os.path.abspath(archive))).free
    except _READ_ERRORS as e:
        raise _unreadable(archive, e) from None
    *before, dest = _named_after(archive)
    since = os.stat(archive).st_mtime - 2   # (FAT and zip times: 2 s steps)
    earlier = partial = older = ""
    held = 0
    for folder in before:
        n, fresh = _held(folder, entries, since)
        if entries and n == len(entries):
            if fresh:
                earlier = folder
                break
            older = older or folder
        elif n > held:
            partial, held = folder, n
    inner = tuple(rel.replace(os.sep, "/") for rel, _, _ in entries
                  if rel.lower().endswith((*_SUFFIXES, ".7z", ".rar")))
    return Survey(len(entries), sum(size for _, size, _ in entries), packed, free, dest,
                  earlier, "" if earlier else partial, 0 if earlier else held,
                  "" if earlier else older, inner)


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
_TOOL_FILES = {"__MACOSX", ".DS_Store", "Thumbs.db", "desktop.ini"}


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
           should_stop: Callable[[], bool]) -> None:
    """Write the archive's files under the new folder `dest`; progress(done, total) in
    bytes. Raises UnpackError (nothing is left behind) or Stopped (likewise)."""
    try:
        entries, opener = _listing(archive)
        total = sum(size for _, size, _ in entries)
        short = too_little_space(archive, total,
                                 shutil.disk_usage(os.path.dirname(os.path.abspath(dest))).free)
        if short:
            raise short
        os.mkdir(dest)
    except _READ_ERRORS as e:
        raise _unreadable(archive, e) from None
    try:
        _write(archive, entries, opener, dest, total, progress, should_stop)
    except BaseException as e:
        shutil.rmtree(dest, ignore_errors=True)   # ours, made just now: never left half full
        if isinstance(e, (Stopped, UnpackError)):
            raise
        if isinstance(e, _READ_ERRORS):
            raise UnpackError(U_("{path}: unpacking stopped ({detail}); nothing was kept. "
                                 "Download it again, or unpack it with your archive tool."),
                              path=archive, detail=_why(e), cause=e) from None
        raise


Entry = tuple[str, int, object]   # (safe relative path, bytes, the archive's own member)


def _listing(archive: str):
    """The archive's entries and how to open them (raises UnpackError, or the error of
    reading it)."""
    if zipfile.is_zipfile(archive):
        entries, opener = _zip_entries(archive)
    elif _starts_as_zip(archive):   # its end (the file list) is missing: not a tar
        raise UnpackError(U_("{path}: the ZIP archive is incomplete or damaged (its list "
                             "of files is missing, as when a download stops early). "
                             "Download it again."), path=archive)
    else:
        entries, opener = _tar_entries(archive)
    return _one_each(archive, entries), opener


def too_little_space(archive: str, total: int, free: int) -> UnpackError | None:
    """Why `total` bytes unpacked would not fit in `free` (with SPARE_BYTES kept), or None."""
    if total + SPARE_BYTES <= free:
        return None
    return UnpackError(U_("{path}: unpacked, it needs {needed}, and the disk has {free} "
                          "free. Make room, or unpack it on another disk."),
                       path=archive, needed=_mb(total), free=_mb(free))


def _twice(archive: str, rel: str) -> UnpackError:
    return UnpackError(U_("{path}: the archive holds {entry} twice (or a file and a folder "
                          "of that name), so it is not unpacked. Unpack it with your "
                          "archive tool, which asks which one to keep."),
                       path=archive, entry=rel.replace(os.sep, "/"))


def _one_each(archive: str, entries: list[Entry]) -> list[Entry]:
    """`entries`, refused (before anything is written) when one name is there twice (a
    zip added to again) or is both a file and a folder."""
    files: set[str] = set()
    for rel, _, _ in entries:
        if rel in files:
            raise _twice(archive, rel)
        files.add(rel)
    for rel in files:
        folder = os.path.dirname(rel)
        while folder:
            if folder in files:
                raise _twice(archive, folder)
            folder = os.path.dirname(folder)
    return entries


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
            except _READ_ERRORS as e:
                raise UnpackError(U_("{path}: unpacking stopped at {entry} ({detail}); nothing "
                                     "was kept. Download it again, or unpack it with your "
                                     "archive tool."), path=archive,
                                  entry=rel.replace(os.sep, "/"), detail=_why(e),
                                  cause=e) from None


def safe_name(name: str) -> str | None:
    """`name` as a path inside the destination, or None for an entry that is not written
    (a folder entry, macOS's __MACOSX copies). Raises UnpackError for a path that leaves
    the destination."""
    parts = [p for p in name.replace("\\", "/").split("/") if p not in ("", ".")]
    if not parts or parts[0] == "__MACOSX" or name.endswith(("/", "\\")):
        return None
    if name.startswith(("/", "\\")) or any(map(_leaves, parts)):
        raise UnpackError(U_("The archive holds {name}, which would be written outside its "
                             "folder. Unpack it with your archive tool, and check what it "
                             "holds."), name=name)
    return os.path.join(*parts)


def _leaves(part: str) -> bool:
    """Whether one part of an entry's path could lead out of the destination: "..", a drive
    ("C:" anywhere: Windows' os.path.join("dest", "a", "C:", "x") is "C:x"), what Windows
    reads as ".." (it drops trailing dots and spaces: ".. ", "..."); there any ":" too."""
    return part.rstrip(". ") == "" or part[1:2] == ":" \
        or (os.name == "nt" and ":" in part)


def _zip_entries(archive: str):
    with zipfile.ZipFile(archive) as z:
        infos = z.infolist()
    legacy = _legacy_encoding(infos)
    entries: list[Entry] = []
    for info in infos:
        if info.flag_bits & 0x1:
            raise UnpackError(U_("{path}: the archive is protected by a password. Unpack it "
                                 "with your archive tool."), path=archive)
        if stat.S_ISLNK(info.external_attr >> 16):
            continue   # a link could point anywhere; the export's files are regular ones
        rel = safe_name(_zip_name(info, legacy))
        if rel is not None:
            entries.append((rel, info.file_size, info))

    return entries, partial(_reading_zip, archive)


@contextmanager
def _reading_zip(archive: str):
    with zipfile.ZipFile(archive) as z:
        yield z.open


def _zip_name(info: zipfile.ZipInfo, legacy: str = "utf-8") -> str:
    """The entry's name: zipfile reads a name without the UTF-8 flag as cp437, yet many
    tools write UTF-8 without setting it (a Japanese file name came out as mojibake), and
    Windows' own "Compressed folder" writes the system's code page: ``legacy``."""
    if info.flag_bits & 0x800:
        return info.filename
    try:
        return info.filename.encode("cp437").decode(legacy)
    except UnicodeError:
        return info.filename


def _legacy_encoding(infos: list[zipfile.ZipInfo]) -> str:
    """What the names without the UTF-8 flag are written in: UTF-8 when every one reads
    as such, else the first Windows code page of the window's language (then the other
    East Asian ones) in which every one reads; cp437, zipfile's own reading, otherwise.
    A 写真/猫 folder zipped on Japanese Windows became the class "Ä╩É^"."""
    raw = [i.filename.encode("cp437") for i in infos if not i.flag_bits & 0x800
           and not i.filename.isascii()]
    from gui.i18n import current
    pages = {"ja": ["cp932", "cp949"], "ko": ["cp949", "cp932"]}.get(current(),
                                                                     ["cp932", "cp949"])
    for encoding in ("utf-8", *pages):
        try:
            for name in raw:
                name.decode(encoding)
        except UnicodeError:
            continue
        return encoding
    return "cp437"


def _tar_entries(archive: str):
    with tarfile.open(archive, "r:*") as t:
        members = t.getmembers()
        while rest := t.fileobj.read(1 << 20):   # (to its end: a damaged middle ended
            if rest.strip(b"\0"):                 # the list there, half an export kept)
                raise tarfile.ReadError(f"damaged after {members[-1].name if members else '…'}")
    entries: list[Entry] = []
    for m in members:
        if not m.isfile():
            continue   # folders are made as needed; links and devices are never written
        rel = safe_name(m.name)
        if rel is not None:
            entries.append((rel, m.size, m))

    return entries, partial(_reading_tar, archive)


@contextmanager
def _reading_tar(archive: str):
    with tarfile.open(archive, "r:*") as t:
        yield t.extractfile


def _mb(n: int) -> str:
    return f"{n / 1e6:,.0f} MB" if n >= 1e6 else f"{n / 1e3:,.0f} kB"


def _starts_as_zip(archive: str) -> bool:
    try:
        with open(archive, "rb") as f:
            return f.read(4) in (b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")
    except OSError:
        return False


def _why(e: BaseException) -> str:
    return (e.strerror if isinstance(e, OSError) and e.strerror else str(e)) or type(e).__name__
