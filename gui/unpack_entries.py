"""What an archive holds, read before anything is unpacked (gui.unpack): its entries as
safe paths inside the new folder, and how to open each. Reading honours Stop between
entries: the members of a big .tar.gz are read one by one to the end of its stream, and
Stop (another source, quitting) waited for the whole of that (two minutes) before."""

from __future__ import annotations

import bz2
import gzip
import lzma
import os
import stat
import tarfile
import zipfile
import zlib
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial

READ_ERRORS = (OSError, zipfile.BadZipFile, tarfile.TarError, EOFError, zlib.error,
               lzma.LZMAError, NotImplementedError)   # (a damaged or Deflate64 archive's)


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
    """The user stopped it: chose another source, pressed Stop, or quit."""


Entry = tuple[str, int, object]   # (safe relative path, bytes, the archive's own member)


@dataclass(frozen=True)
class Listing:
    """An archive's entries, how to open them, and the archive's (size, mtime_ns) when they
    were read: unpacking reuses a survey's listing while the archive is unchanged."""
    entries: list[Entry]
    opener: Callable
    stamp: tuple[int, int]


def stamp_of(archive: str) -> tuple[int, int]:
    """The archive's (size, mtime_ns): a listing read at another one is out of date."""
    st = os.stat(archive)
    return st.st_size, st.st_mtime_ns


def never() -> bool:
    return False


def listing(archive: str, should_stop: Callable[[], bool] = never) -> Listing:
    """The archive's entries and how to open them (raises UnpackError, Stopped, or the
    error of reading it)."""
    stamp = stamp_of(archive)
    if zipfile.is_zipfile(archive):
        entries, opener = _zip_entries(archive)
    elif _starts_as_zip(archive):   # its end (the file list) is missing: not a tar
        raise UnpackError(U_("{path}: the ZIP archive is incomplete or damaged (its list "
                             "of files is missing, as when a download stops early). "
                             "Download it again."), path=archive)
    else:
        entries, opener = _tar_entries(archive, should_stop)
    return Listing(_one_each(archive, entries), opener, stamp)


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


def _tar_entries(archive: str, should_stop: Callable[[], bool]):
    members: list[tarfile.TarInfo] = []
    with tarfile.open(archive, "r:*") as t:
        # (a compressed one's data is read to skip it: next() read a big file's whole)
        packed = isinstance(t.fileobj, (gzip.GzipFile, bz2.BZ2File, lzma.LZMAFile))
        while (m := t.next()) is not None:   # one by one: Stop is heard between them
            members.append(m)
            if should_stop():
                raise Stopped
            while packed and (at := t.fileobj.tell()) < t.offset:   # and in its data
                t.fileobj.read(min(1 << 20, t.offset - at))
                if should_stop():
                    raise Stopped
        while rest := t.fileobj.read(1 << 20):   # (to its end: a damaged middle ended
            if rest.strip(b"\0"):                # the list there, half an export kept)
                raise tarfile.ReadError(f"damaged after {members[-1].name if members else '…'}")
            if should_stop():
                raise Stopped
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



def _starts_as_zip(archive: str) -> bool:
    try:
        with open(archive, "rb") as f:
            return f.read(4) in (b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")
    except OSError:
        return False


def _why(e: BaseException) -> str:
    return (e.strerror if isinstance(e, OSError) and e.strerror else str(e)) or type(e).__name__
