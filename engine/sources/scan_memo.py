"""What one scan asks the file system once (engine.sources.discover.scan: :func:`within`):
a folder's entries (a mask source's masks folder was listed four times, recognised and then
scanned; a YOLO folder's labels walked twice), and how each folder of a path is spelled on
the disk (engine.sources.names.on_disk: a label file's folders looked up in their Unicode
forms once, not again for every image). On a lab's network share (SMB, NFS) each question
is a round trip to the server: a scan of 100,000 images asked hundreds of thousands of them
that it had already had answered.

The listing also says how a folder spells a file the disk found by another spelling
(:func:`as_listed`): a Windows or Mac share, an exFAT or NTFS disk and APFS find a name in
any capital letters or Unicode form, and a reader comparing names it looked up with names it
listed took one file for two.

Never kept across scans: files change between them (a label file added, a mask saved), and a
later scan must see the folder as it is then. Outside a scan each question goes to the disk.
"""

from __future__ import annotations

import os
import stat
import unicodedata
from array import array
from bisect import bisect_left
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

#: An entry's kind as the listing gives it (no stat): a folder, a regular file, a link
#: (its target's kind asked when wanted), anything else (a FIFO, a device: neither).
_DIR, _FILE, _LINK, _OTHER = b"d", b"f", b"l", b"o"


@dataclass
class _Memo:
    #: {folder, absolute: (its names in os.scandir's order, each one's kind, a byte each)};
    #: names and a byte, as os.listdir's memory: a DirEntry held costs ~250 bytes, and a
    #: folder of a million images is listed
    listed: dict[str, tuple[list[str], bytes]] = field(default_factory=dict)
    #: {(base, folder below it as written): (its parts as the disk spells them, the path to
    #: look in below it), or None when some part is in neither Unicode form}
    spelled: dict[tuple[str, str], tuple[tuple[str, ...], str] | None] = \
        field(default_factory=dict)
    #: {folder, absolute: the sorted hashes of its names' loose forms (:func:`may_hold`),
    #: 8 bytes a name; None when it cannot be listed}
    loose: dict[str, array | None] = field(default_factory=dict)
    #: {folder, absolute: the sorted hashes of its names, for "is this name listed as
    #: written" (as_listed), 8 bytes a name as :attr:`loose`'s}
    exact: dict[str, array] = field(default_factory=dict)
    #: {folder, absolute: {loose form: its names of that form}}, made at the first name
    #: the disk found there in another spelling (as_listed)
    by_loose: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    #: {folder, absolute: whether the disk finds its files in other capitals} (any_case)
    blind: dict[str, bool] = field(default_factory=dict)


_memo: ContextVar[_Memo | None] = ContextVar("scan_memo", default=None)


@contextmanager
def within() -> Iterator[None]:
    """Within it (one scan), a folder is listed once and each folder's spelling looked up
    once; a scan inside a scan shares its memo."""
    token = _memo.set(_memo.get() or _Memo())
    try:
        yield
    finally:
        _memo.reset(token)


def _list(folder: str) -> tuple[list[str], bytes]:
    """(names, kinds) of ``folder`` (OSError as os.scandir raises it)."""
    with os.scandir(folder) as it:
        return _of(it)


def _of(listing) -> tuple[list[str], bytes]:
    """(names, kinds) of os.scandir's entries ``listing``. The kinds come from the listing
    itself (the file system's d_type), as os.walk's do."""
    names, kinds = [], bytearray()
    for e in listing:
        try:
            kind = _LINK if e.is_symlink() else _DIR if e.is_dir() else \
                _FILE if e.is_file() else _OTHER
        except OSError:
            kind = _OTHER
        names.append(e.name)
        kinds += kind
    return names, bytes(kinds)


def seed(folder: str, listing: list[os.DirEntry]) -> None:
    """In a scan, ``listing`` (os.scandir's entries of ``folder``, in its order) is the
    folder's listing: the caller listed it already (engine.sources.discover.scan's look for
    a TFRecord dataset, which listed the source folder once more before the readers)."""
    memo = _memo.get()
    if memo is not None:
        memo.listed.setdefault(os.path.abspath(folder), _of(listing))


def _listing(folder: str) -> tuple[list[str], bytes]:
    memo = _memo.get()
    if memo is None:
        return _list(folder)
    key = os.path.abspath(folder)
    if key not in memo.listed:   # (an OSError is not kept: raised again when asked again)
        memo.listed[key] = _list(folder)
    return memo.listed[key]


def names(folder: str) -> list[str]:
    """The names in ``folder`` (os.listdir's, in its order; OSError as it raises it),
    listed once in a scan."""
    return _listing(folder)[0]


def entries(folder: str) -> Iterator[tuple[str, bool, bool]]:
    """(name, os.path.isdir, os.path.isfile) of each entry of ``folder`` (OSError, as
    os.scandir raises it, when it is first asked for), listed once in a scan: the kinds
    from the listing (a stat of each image, a round trip each on a share, told nothing
    more); a link's, its target's (False, False when that cannot be told)."""
    found, kinds = _listing(folder)
    return _kinds(folder, found, kinds)


def _kinds(folder: str, found: list[str], kinds: bytes
           ) -> Iterator[tuple[str, bool, bool]]:
    for name, kind in zip(found, kinds, strict=True):
        if kind == _LINK[0]:
            try:
                mode = os.stat(os.path.join(folder, name)).st_mode
            except OSError:
                mode = 0
            yield name, stat.S_ISDIR(mode), stat.S_ISREG(mode)
        else:
            yield name, kind == _DIR[0], kind == _FILE[0]


def walk(folder: str) -> Iterator[tuple[str, list[str], list[str]]]:
    """os.walk of ``folder`` (top down, its folders in the order the caller leaves in the
    list it is given, a folder that cannot be listed passed over, links to folders listed
    as folders but not entered), each folder listed once in a scan."""
    try:
        found, kinds = _listing(folder)
    except OSError:
        return
    dirs: list[str] = []
    files: list[str] = []
    for name, is_dir, _ in _kinds(folder, found, kinds):
        (dirs if is_dir else files).append(name)
    linked = {n for n, k in zip(found, kinds, strict=True) if k == _LINK[0]}
    yield folder, dirs, files
    for d in dirs:
        if d not in linked:   # (os.walk's islink of each folder: the listing said it)
            yield from walk(os.path.join(folder, d))


def _loose(name: str) -> str:
    """``name`` as the loosest file system matches it: in one case (upper, then folded:
    NTFS takes ı for i, casefold ß for ss), composed (macOS takes either Unicode form),
    without trailing dots and spaces (Windows drops them). Names a disk may take for one
    file have one loose form; more names share one than any disk matches, never fewer."""
    folded = unicodedata.normalize("NFC", name).upper().casefold()
    return unicodedata.normalize("NFC", folded).rstrip(" .")


def may_hold(folder: str, name: str) -> bool:
    """False only when the file ``name`` (no folder in it) is surely not in ``folder``:
    in a scan, its listing holds no name of the same loose form (:func:`_loose`), so that
    no file system, however it matches names, would find one (os.path.isfile there: a
    round trip on a share, for each folder and image extension an image is looked for
    in). True outside a scan, and when the folder cannot be listed."""
    memo = _memo.get()
    if memo is None or os.sep in name or (os.altsep is not None and os.altsep in name):
        return True
    held = _loose_of(memo, folder)
    if held is None:
        return True
    h = hash(_loose(name))
    i = bisect_left(held, h)
    return i < len(held) and held[i] == h


def _loose_of(memo: _Memo, folder: str) -> array | None:
    """The sorted hashes of ``folder``'s names' loose forms; None when it cannot be
    listed (kept: asked once a scan)."""
    key = os.path.abspath(folder)
    if key not in memo.loose:
        try:
            memo.loose[key] = array("q", sorted({hash(_loose(n)) for n in names(folder)}))
        except OSError:
            memo.loose[key] = None
    return memo.loose[key]


def unlisted(folder: str) -> bool:
    """Whether, in a scan, ``folder`` cannot be listed (a folder one may pass through but
    not read, --x: its files opened by name): what :func:`lists` says of its names tells
    nothing, and the disk is asked. False outside a scan (nothing listed)."""
    memo = _memo.get()
    return memo is not None and _loose_of(memo, folder) is None


def lists(folder: str, name: str) -> bool:
    """Whether, in a scan, ``folder``'s listing holds ``name`` as written (no folder in
    it); False outside a scan and when the folder cannot be listed. What a case-sensitive
    disk answers of a name, without asking it."""
    memo = _memo.get()
    if memo is None or os.sep in name or (os.altsep is not None and os.altsep in name):
        return False
    try:
        return _exact_has(memo, folder, name)
    except OSError:
        return False


def _exact_has(memo: _Memo | None, folder: str, name: str) -> bool:
    """Whether ``folder``'s listing holds ``name`` (OSError when it cannot be listed). By
    its hash in a scan: two names of one hash (one in 2**64) would take ``name`` for
    listed, which is what the reader did before it asked."""
    if memo is None:
        return name in names(folder)
    key = os.path.abspath(folder)
    if key not in memo.exact:
        memo.exact[key] = array("q", sorted({hash(n) for n in names(folder)}))
    held, h = memo.exact[key], hash(name)
    i = bisect_left(held, h)
    return i < len(held) and held[i] == h


def as_listed(folder: str, name: str) -> str:
    """``name`` (no folder in it), which the disk has just found in ``folder``, as the
    folder's listing spells the file it found. A disk that finds a name in any case or
    Unicode form (a Windows or Mac share, exFAT, NTFS, APFS) opens labels/img_001.txt for
    labels/IMG_001.txt; a reader that compared the names it had looked up with the names
    it lists (YOLO's label files no image has, the images no annotation file lists) took
    that one file for two, paired and listed at once. ``name`` itself when the folder
    lists it (on a case-sensitive disk, always), or when no name of its loose form
    (:func:`_loose`) there is the same file."""
    memo = _memo.get()
    try:
        if _exact_has(memo, folder, name):
            return name
        listed = names(folder)
    except OSError:
        return name
    key = os.path.abspath(folder)
    by_loose = memo.by_loose.get(key) if memo is not None else None
    if by_loose is None:
        by_loose = {}
        for n in listed:
            by_loose.setdefault(_loose(n), []).append(n)
        if memo is not None:
            memo.by_loose[key] = by_loose
    try:
        st = os.stat(os.path.join(folder, name))
    except OSError:
        return name
    for n in by_loose.get(_loose(name), ()):
        try:
            other = os.stat(os.path.join(folder, n))
        except OSError:
            continue
        if _same_file(st, other):
            return n
    return name


def _same_file(one: os.stat_result, other: os.stat_result) -> bool:
    """Whether two stats are of one file: its identity, or (a share that numbers each name
    it is asked for, CIFS's noserverino) the same kind, size and time of change. One rule
    for as_listed and any_case: any_case asked for the identity only, so on such a share a
    folder was taken for case-sensitive, and a table's CAT.JPG for cat.jpg named twice."""
    return os.path.samestat(one, other) or (one.st_mode, one.st_size, one.st_mtime_ns) == \
        (other.st_mode, other.st_size, other.st_mtime_ns)


def _probe(name: str) -> str | None:
    """``name`` with its first ASCII letter in the other case (None: it has none), the
    name any_case asks the disk for: one letter for one, so that a disk that does not
    find it matches capitals exactly. ``name.swapcase()`` was not one for one: straße.jpg
    is STRASSE.JPG, which no Windows disk takes for it, and the folder was taken for
    case-sensitive; its other names (cat.jpg written CAT.JPG) were then two files."""
    for i, c in enumerate(name):
        if c.isascii() and c.isalpha():
            return name[:i] + c.swapcase() + name[i + 1:]
    return None


def any_case(folder: str, name: str) -> bool:
    """Whether the disk finds ``name``, a file in ``folder``, in other capital letters (a
    Windows or Mac share, exFAT): one stat of the name so written, once a folder in a
    scan; then the folder's listing is worth its cost (:func:`as_listed`). A table may
    name a few pictures of a folder of a million, listed in thousands of round trips on
    a share. True when ``name`` has no ASCII letter to write otherwise (not known:
    listed), not kept; False, not kept, when there is no such file (asked again with the
    next name)."""
    memo = _memo.get()
    key = os.path.abspath(folder)
    if memo is not None and key in memo.blind:
        return memo.blind[key]
    other = _probe(name)
    if other is None:   # (no letter to flip: not concluded, nor kept)
        return True
    try:
        st = os.stat(os.path.join(folder, name))
    except OSError:
        return False
    try:
        found = _same_file(os.stat(os.path.join(folder, other)), st)
    except OSError:
        found = False
    if memo is not None and (found or len(other) == len(name)):
        memo.blind[key] = found   # (a "no" only from a probe of the same letters)
    return found


def spelled_below(base: str, path: str) -> str:
    """``path``, a file below ``base`` that the disk has just found, with each of its parts
    below ``base`` as the listings spell it (:func:`as_listed`): labels/Train/IMG_001.txt
    is labels/train/img_001.txt where the disk found the one for the other. ``path``
    itself when every part is listed as written."""
    try:
        rel = os.path.relpath(path, base)
    except ValueError:   # (Windows: another drive than base's)
        return path
    if rel == os.curdir or rel == os.pardir or rel.startswith(os.pardir + os.sep):
        return path
    here, changed = base, False
    for part in rel.split(os.sep):
        found = as_listed(here, part)
        changed = changed or found != part
        here = os.path.join(here, found)
    return here if changed else path


def spelled() -> dict[tuple[str, str], tuple[tuple[str, ...], str] | None] | None:
    """The scan's {(base, folder as written): (its parts as spelled, the path to look in),
    or None: not there in either form} (names.on_disk), or None outside a scan."""
    memo = _memo.get()
    return memo.spelled if memo is not None else None
