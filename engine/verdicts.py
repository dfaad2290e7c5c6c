"""Which files become records: the engine versions that changed the rule by which a kind of
file is converted or refused (its "verdict"), and whether an interrupted run's finished
shards hold a file whose verdict this engine would not give it.

engine.bytes_version guards the bytes of a record; this guards the record SET. A verdict
changed without a version of its own (engines 0.3.7 and 0.3.8 changed mid-version), so a
--resume of an older run could keep shards where a damaged PNG, a camera RAW file's
preview or a smoothed mask was converted and refuse the same kind of file in the rest (or
the reverse): its failure list and counts described neither rule. Each change below names
the first engine version whose runs can be told to judge by today's rule. A run older
than a change is refused (engine.run.resume_verdicts; the window: Start over only,
OutputState.other_rule) only when one of its kept shards holds a file of that kind,
looked at by content, given the verdict that the shard recorded (a PNG checked again as
0.3.7 began to check it): the usual interrupted run of JPEGs or sound PNGs still resumes.
Standard library only at import (with engine.magic, engine.camera_raw, engine.errors and
engine.sources.names, which are too; engine.codecs.png_check when a PNG is checked, and
engine.codecs.originals when a GIF, TIFF, WebP or BMP is), so the window's look
(engine.resume_check) asks here as --resume does. The kept masks of an older segmentation
run are judged by mask_rule: --resume reads them (engine.sources.masks.read_masks); the
window's look takes the masks the source's scan refused, which read every mask by that
same function (`engine scan --list`'s "refused_masks"), so it costs the look nothing. A
kept file that cannot be read now (not one deleted since) is not counted as judged alike
in silence: --resume says so (log.resume_unread), as the offer does. The other way round,
an image a kept shard refused for its grey mask saved in colour, which this engine reads as
grey, is found by grey_mask_rule, from the reason the shard recorded and the same reading.
"""

from __future__ import annotations

import errno
import re
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from engine import camera_raw, magic
from engine.bytes_version import recorded_engine_version
from engine.errors import Cancelled
from engine.regular_files import open_input, open_regular_file
from engine.sources.names import display

#: How many of the kept files that could not be read are named (Unread.first): past it,
#: only counted (an unreadable share held thousands, all in one log line and offer)
UNREAD_NAMED = 20


@dataclass
class Unread:
    """The kept files that could not be read to tell their verdict: how many (``count``)
    and the first UNREAD_NAMED of them, (path, why), in the order they were met. Takes
    ``append((path, why))`` as the list it replaces did; ``len`` is the count."""

    first: list[tuple[str, str]] = field(default_factory=list)
    count: int = 0

    def append(self, item: tuple[str, str]) -> None:
        self.count += 1
        if len(self.first) < UNREAD_NAMED:
            self.first.append(item)

    def __len__(self) -> int:
        return self.count

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self.first)

    def __getitem__(self, i: int) -> tuple[str, str]:
        return self.first[i]

    @property
    def more(self) -> int:
        """How many are counted and not named."""
        return self.count - len(self.first)


#: told ``tick(n)`` as the n-th file is looked at (a check of thousands of kept files takes
#: seconds to minutes on a share: the window and --resume say how far it is, and a cancel
#: raises from it)
Tick = Callable[[int], None]

#: The least time between two progress calls of a check of kept files (the first and the
#: last are always told): the one rule of --resume's verdict_check events
#: (engine.run.resume_verdicts) and of the window's look (engine.resume_check), which
#: told every percent (a file a second on a share: a hundred files between two counts)
PROGRESS_S = 0.1
#: How much of a kept file read whole (a PNG checked, a GIF, TIFF, WebP or BMP decoded) is
#: read at once before the check asks again whether to stop: a 300 MB TIFF on a share
#: took a minute that a Cancel waited for
READ_CHUNK = 1 << 20


class Ticks:
    """The one way a check of kept files tells how far it is and is stopped: as a Tick,
    ``ticks(n)`` (the n-th file, counted on from ``base``) tells ``progress(checked,
    total)`` at most every PROGRESS_S; the caller tells the first and the last
    (:meth:`tell`). Raises engine.errors.Cancelled as soon as ``stopped()``: at each file
    and at each READ_CHUNK of a file read whole (:meth:`check`)."""

    def __init__(self, total: int, progress: Callable[[int, int], None] | None = None,
                 stopped: Callable[[], bool] | None = None) -> None:
        self.total, self.progress, self.stopped = total, progress, stopped
        self.base, self.told, self.last = 0, -1, time.monotonic()

    def __call__(self, n: int) -> None:
        self.check()
        if self.progress is not None and time.monotonic() - self.last >= PROGRESS_S:
            self.tell(self.base + n)

    def check(self) -> None:
        """Raise Cancelled when the check is to stop."""
        if self.stopped is not None and self.stopped():
            raise Cancelled()

    def tell(self, checked: int) -> None:
        """Tell ``progress`` ``checked`` (at most the total), unless it was told last."""
        if self.progress is not None and checked != self.told:
            self.told, self.last = checked, time.monotonic()
            self.progress(min(checked, self.total), self.total)


def read_whole(path: str, check: Callable[[], None] | None = None) -> bytearray:
    """The bytes of the file at ``path``, read READ_CHUNK at a time with ``check()`` (it
    raises to stop: Ticks.check) before each; OSError when it cannot be read. Read into
    one buffer of the file's size, so a 1 GB TIFF is held once, not as its blocks and
    then their join as well. Opened by engine.regular_files' rule: a FIFO never blocks."""
    f, size = open_regular_file(path)   # (a FIFO, a device: refused, never waited on)
    with f:
        data = bytearray(size)
        got = 0
        with memoryview(data) as view:
            while got < len(data):
                if check is not None:
                    check()
                n = f.readinto(view[got:got + READ_CHUNK])
                if not n:
                    break
                got += n
        del data[got:]                  # (shorter now than when it was measured)
        while True:                     # (longer now: the rest as it comes)
            if check is not None:
                check()
            block = f.read(READ_CHUNK)
            if not block:
                return data
            data += block


@dataclass(frozen=True)
class Change:
    """A change of which files of some kinds (engine.magic's, "raw" for any camera RAW
    file) become records: those the older engine ``accepted`` (else refused) may now get
    the other verdict; under --format original only when ``original``."""

    code: str                 # the catalogue's words for the files (verdict.*)
    since: str                # the first engine version whose runs judge as this one
    kinds: frozenset[str]
    accepted: bool
    original: bool = False
    #: whether this engine gives a file of these kinds the older engine's verdict after
    #: all, when that is cheap to tell (no decoding); None: it may not. Asked with the
    #: check's Ticks.check, which the file is read whole with (None: not stopped)
    same: Callable[[str, Callable[[], None] | None], bool] | None = None


def png_whole(path: str, check: Callable[[], None] | None = None) -> bool:
    """The PNG at ``path`` passes the checks 0.3.7 added (engine.codecs.png_check: its
    critical chunks' CRCs; its image data's zlib stream ends, its Adler-32 right, after
    every pixel row), so this engine converts it as the engines before them did: its data
    inflated, not decoded (~1 ms a MB). Read by :func:`read_whole` with ``check``."""
    from engine.codecs import png_check  # (engine.errors and refusals: the GUI's too)
    try:
        data = read_whole(path, check)
    except OSError:
        return False
    try:
        png_check.check(data)
        png_check.check_unended(data)
    except Exception:  # noqa: BLE001 - any failure: this engine may refuse it
        return False
    return True


def first_picture_read(path: str, check: Callable[[], None] | None = None) -> bool:
    """Whether this engine reads the first picture (frame, page) of the GIF, TIFF, WebP or
    BMP at ``path`` (engine.codecs.originals.decodes, as --format original checks it, and
    the decoding formats take it: later frames unread): it then stores or converts it,
    whatever its later frames hold. No pixel limit: the run's own refuses a large file
    under either rule. Decoded (~ms for a photo); asked only of an older run's files of
    these kinds whose verdict may differ. Read by :func:`read_whole` with ``check``."""
    from engine.codecs import originals  # (Pillow: only when such a file is there)
    from engine.config import ImageOptions
    try:
        data = read_whole(path, check)
    except OSError:   # (gone since, or unreadable: not read by this engine either)
        return False
    try:
        originals.decodes(data, _kind(path), ImageOptions(max_pixels=1 << 62))
    except Exception:  # noqa: BLE001 - any refusal (or gone since): this engine does not read it
        return False
    return True


def first_picture_unread(path: str, check: Callable[[], None] | None = None) -> bool:
    """Not :func:`first_picture_read`: this engine refuses the file too."""
    return not first_picture_read(path, check)


#: 0.3.7 (sessions 29-30; every 0.3.8 on main judges as below): 55d51e49, 4f736544 and
#: 643e75bd (--format original) refuse a PNG whose image data fails its checksum, 543b7655
#: one with fewer rows than its picture, 42c5651d one cut short before IEND: each was
#: stored, with wrong or black pixels; c8615eb4: --format original stored a cut-short
#: GIF, BMP or TIFF as it was. 0.3.8 (sessions 30-31, mid-version): 58afd5ed, 216776b9 and
#: fdf21fe6 refuse camera RAW (a CR2, NEF, ARW or DNG was stored as its small preview);
#: 334622fc, then 1c387baa: --format original decodes a GIF's, TIFF's or WebP's first
#: picture (a damaged one was stored); 68d552b7: a GIF or TIFF whose later frame or page
#: is damaged converts (it was refused); 272e68a1: a smoothed class mask is refused (and
#: 5350802a, 0.3.7: a damaged mask PNG): mask_rule.
#: A sound GIF, TIFF, WebP or BMP keeps its verdict (first_picture_read / _unread): only a
#: damaged one (or one of damaged later frames) makes two rules.
CHANGES = (
    Change("verdict.png", "0.3.8", frozenset({"png"}), accepted=True, same=png_whole),
    Change("verdict.original_damaged", "0.3.8", frozenset({"bmp"}), accepted=True,
           original=True, same=first_picture_read),
    Change("verdict.camera_raw", "0.3.9", frozenset({"raw"}), accepted=True),
    Change("verdict.original_damaged", "0.3.9", frozenset({"gif", "tiff", "webp"}),
           accepted=True, original=True, same=first_picture_read),
    Change("verdict.later_frames", "0.3.9", frozenset({"gif", "tiff", "webp"}),
           accepted=False, same=first_picture_unread),
)
#: A segmentation run's masks read from files: 272e68a1 refuses a smoothed one.
MASKS_SINCE = "0.3.9"
#: ...and ae792f3b, ca862778 (0.3.9 on main, the day 0.3.9 began: a 0.3.9 run started
#: before them is taken as judging by this rule) read a grey class mask saved in colour
#: (three equal channels: RGB, opaque RGBA) or as opaque grey+alpha (LA) as the grey mask it
#: is (engine.sources.mask_classes.grey_of): older engines refused its image as "mask is a
#: RGB colour image": grey_mask_rule.
GREY_MASKS_SINCE = "0.3.9"
#: the reason an older engine recorded for such an image (ann.mask_colour, of a mode that
#: grey_of may read as grey; its words since 3ddda5f1 coded the worker's mask reasons)
_COLOUR_REFUSAL = re.compile(r"mask is an? (RGB|RGBA|LA) colour image")


def _latest() -> str:
    """The newest of the versions above: a run started by it or later has no file to check."""
    return max((c.since for c in CHANGES), key=_version)


def older(record: dict, since: str) -> bool:
    """The run a journal header or a manifest describes was started by an engine before
    ``since`` (one that records no version is older than any)."""
    return _version(recorded_engine_version(record)) < _version(since)


def changed_rule(record: dict, files: Iterable[tuple[str, bool]],
                 unread: Unread | None = None, tick: Tick | None = None
                 ) -> tuple[str, str] | None:
    """(the catalogue's words for its kind, the file) of the first of ``files`` (path, and
    whether the run refused it) whose verdict the run a journal header or a manifest
    describes may have given otherwise than this engine would; None when there is none.
    Each file whose kind matters is opened for its first bytes (a TIFF's IFD0 too). One
    that is there but cannot be read (no permission, an I/O error; a cluster's driver that
    does not see the source) is not known to keep its verdict: (path, why) appended to
    ``unread`` (--resume logs them; the offer names them). One deleted since is no file
    of the run's any more (its kept shard's stamp differs: --resume converts it again).
    ``tick``: told of each file as it is looked at (it may raise, to stop: a cancel); a
    Ticks is asked too as a file is read whole (Ticks.check: stopped within a large file)."""
    options = record.get("options")
    image = options.get("image") if isinstance(options, dict) else None
    original = isinstance(image, dict) and image.get("format") == "original"
    live = [c for c in CHANGES if older(record, c.since) and (original or not c.original)]
    if not live:
        return None
    check = tick.check if isinstance(tick, Ticks) else None
    for n, (path, refused) in enumerate(files, 1):
        if tick is not None:
            tick(n)
        changes = [c for c in live if c.accepted != refused]
        try:
            kind = _kind(path) if changes else ""
        except OSError as e:
            if unread is not None and e.errno != errno.ENOENT:
                unread.append((path, e.strerror or str(e)))
            continue
        for c in changes:
            if kind in c.kinds and not (c.same is not None and c.same(path, check)):
                return c.code, path
    return None


def mask_rule(record: dict, converted: Iterable[str], refused: Mapping[str, tuple[str, str]],
              unread: Unread | None = None) -> tuple[str, str] | None:
    """("verdict.masks", its mask) of the first image of ``converted`` (those the kept
    shards of the run ``record`` describes converted) whose mask this engine refuses, when
    an engine older than MASKS_SINCE started it. ``refused``: {image (as
    engine.sources.names.display shows it): (its mask, why it cannot be opened now, ""
    when it can)} of the images whose mask engine.sources.masks.read_masks refuses (--resume reads
    the kept ones; the window's look takes the source's scan's, `engine scan --list`,
    which read every mask by the same function). A mask that cannot be opened now says
    nothing of its content: (mask, why) appended to ``unread``, as changed_rule's files."""
    if not refused or not older(record, MASKS_SINCE):
        return None
    for path in converted:
        found = refused.get(display(path))
        if found is None:
            continue
        mask, unopened = found
        if not unopened:
            return "verdict.masks", mask
        if unread is not None:
            unread.append((mask, unopened))
    return None


def colour_refused(entry: dict) -> list[tuple[str, str]]:
    """(image, as engine.sources.names.display shows it; the reason) of each image a kept
    shard's journal or manifest ``entry`` refused because its mask is in colour (RGB, RGBA
    or LA): those an older engine may have refused that this one converts
    (grey_mask_rule)."""
    return [(str(r[0]), str(r[1])) for r in entry.get("rejected", [])
            if isinstance(r, list) and len(r) > 1 and isinstance(r[1], str)
            and _COLOUR_REFUSAL.match(r[1])]


def grey_mask_rule(record: dict, refused_kept: Iterable[tuple[str, str]],
                   refused: Mapping[str, tuple[str, str]] | None,
                   unread: Unread | None = None) -> tuple[str, str] | None:
    """("verdict.grey_masks", the image) of the first of ``refused_kept`` (colour_refused's,
    of the kept shards of the run ``record`` describes) whose mask this engine reads, when
    an engine older than GREY_MASKS_SINCE started it: that engine refused a grey mask saved
    in colour, which this one converts. ``refused``: as mask_rule's, of those images at
    least (an image not in it: its mask is taken now); None when the masks were not read
    (nothing can be told). A mask that cannot be opened now: (mask, why) appended to
    ``unread``. One this engine refuses too (real colours without a labelmap.txt, a
    smoothed one) kept its verdict."""
    if refused is None or not older(record, GREY_MASKS_SINCE):
        return None
    for image, _why in refused_kept:
        found = refused.get(image)
        if found is None:
            return "verdict.grey_masks", image
        mask, unopened = found
        if unopened and unread is not None:
            unread.append((mask, unopened))
    return None


def unopened_mask(why: str) -> str:
    """Why read_masks' ``why`` refuses a mask because it cannot be opened now
    (engine.sources.masks.unreadable, ann.mask_unreadable: "Permission denied"), not for
    its content; "" for any other reason."""
    from engine.reason_codes import code_pair  # (standard library and its catalogue)
    code, params = code_pair(why)
    return str(params.get("detail") or why) if code == "ann.mask_unreadable" else ""


def shard_files(paths: Iterable[str], entry: dict) -> Iterable[tuple[str, bool]]:
    """(path, whether the shard refused it) of a kept shard's ``paths`` (in its plan), by
    its journal or manifest ``entry``'s rejected items, which name them as
    engine.sources.names.display does."""
    refused = {r[0] for r in entry.get("rejected", []) if isinstance(r, list) and r}
    return ((p, display(p) in refused) for p in paths)


def kind_of(path: str) -> str:
    """A file's kind by its first bytes: "raw" for a camera RAW file (by its IFD0 too),
    else engine.magic.sniff's; "" when it cannot be read or is not known."""
    try:
        return _kind(path)
    except OSError:
        return ""


def _kind(path: str) -> str:
    """kind_of, raising the OSError of a file that cannot be read."""
    with open_input(path) as f:
        head = f.read(magic.HEAD_BYTES)
        if camera_raw.raw_format(head, f) is not None:
            return "raw"
    return magic.sniff(head) or ""


def _version(v: str) -> tuple[int, ...]:
    """"0.3.8" as (0, 3, 8), "0.3.10rc1" or "0.3.9+local" by their numbers (0, 3, 10),
    (0, 3, 9); () for none (older than any: a run that records no version)."""
    found = re.match(r"\d+(?:\.\d+)*", v.strip())
    return tuple(int(p) for p in found.group(0).split(".")) if found else ()


#: Runs of an engine before it may hold files whose verdict changed (the check reads their
#: kept files, and says so as it goes); later runs are not looked at
VERDICTS_SINCE = max(_latest(), MASKS_SINCE, GREY_MASKS_SINCE, key=_version)
