"""Images that are byte-identical copies of other images of the run: found by each
converted file's size and CRC32C (computed by the workers, engine.run.worker), confirmed
byte for byte, and listed in duplicates.csv. Reported only: what is converted never
changes.

Lab staff copy a folder twice or drop one photo into two class folders; the plan then may
put the two copies into train and validation (the validation set sees training images) or
give one picture two labels, and nothing said so. A CRC32C costs ~5 us for a 120 KB
photo, a cryptographic hash ~5% of its conversion: so the CRC only finds candidates, and
two files are reported only when their bytes are compared equal here, in the engine
process, at the end of a complete run (a file that cannot be read then is not reported).
Of equal files the original is the oldest (modification time at scan, then the path):
a copy made later is newer, and the direction is the same in every row (the plan order,
shuffled, named a copy in one row and an original in the next, so "delete every `path`"
would have deleted originals). Every other one is its copy, listed in plan order.

The digests of every committed shard (its items' packed (size, CRC32C) in plan order,
size 0 for an item not converted) are kept beside the shards in DIGESTS, one JSON line
per shard with its sha256, ~16 bytes of text an image: a --resume keeps shards it does
not convert, and must find the same copies as a run that converted them all. A kept
shard without a valid line (a crash between its commit and its line; an engine before
this one) is digested from its source files again. At the end the file is rewritten in
plan order, so it is the same whatever the worker count, executor or interruptions.
"""

from __future__ import annotations

import base64
import binascii
import csv
import io
import json
import logging
import os
import struct
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, TypeAlias

import google_crc32c

from engine.errors import ImageError
from engine.output_state import DIGESTS, DUPLICATES
from engine.ownership import owned_names
from engine.reason_pair import plural
from engine.run.writer import as_write_error, delete_step, step, write_atomic
from engine.sources.names import display
from engine.sources.reading import open_regular

if TYPE_CHECKING:
    from engine.protocol import ConvertSummary
    from engine.run.plan import ShardSpec
    from engine.run.shard_task import ShardEntry
    from engine.run.worker import ItemResult
    from engine.sources.discover import Sample

log = logging.getLogger(__name__)

#: One planned item's digest: (file size, CRC32C of its bytes); size 0: not converted.
ITEM = struct.Struct("<QI")
#: duplicates.csv's columns
COLUMNS = ("path", "copy_of", "split", "copy_of_split", "label", "copy_of_label")
_CHUNK = 1 << 20
#: hears (files compared byte for byte so far, files to compare)
Compared: TypeAlias = Callable[[int, int], None]


def pack(items: Sequence[ItemResult], n: int) -> bytes:
    """The digests of one batch of `n` items (engine.run.shard_task adds them to its
    entry): the converted items' (size, CRC32C) by their index in the batch."""
    buf = bytearray(ITEM.size * n)
    for it in items:
        if it.record is not None and 0 <= it.index < n:
            ITEM.pack_into(buf, it.index * ITEM.size, it.bytes_in, it.crc)
    return bytes(buf)


@dataclass(frozen=True)
class Copy:
    """One row of duplicates.csv: an image and the oldest of the images with its bytes (by
    modification time, then path), which it is a copy of."""

    path: str
    copy_of: str
    split: str
    copy_of_split: str
    label: str
    copy_of_label: str

    @property
    def other_split(self) -> bool:
        return self.split != self.copy_of_split

    @property
    def other_label(self) -> bool:
        return self.label != self.copy_of_label


class Copies:
    """The copies of one `convert` run: digests collected as shards commit (any order,
    any executor), copies found when the run is complete."""

    def __init__(self, out: str):
        self.out = out
        self.path = os.path.join(out, DIGESTS)
        self.specs: list[ShardSpec] = []
        self.digests: dict[str, bytes] = {}     # shard file name -> packed ITEMs
        self.sha256: dict[str, str] = {}
        self.kept: dict[str, dict] = {}         # journal entries kept by --resume
        self.found: list[Copy] | None = None    # None: not looked for (not complete)
        #: False: not looked for, and no DIGESTS kept (tune's trials convert a sample into a
        #: folder it deletes)
        self.enabled = True

    def start(self, specs: list[ShardSpec], kept: dict[str, dict], resume: bool) -> None:
        """The plan, and the shards --resume keeps (journal entries by file name): their
        digests are read back from DIGESTS when its line matches the shard's sha256."""
        self.specs, self.kept = specs, kept
        if not resume or not kept:
            return
        items = {s.filename: len(s.samples) for s in specs}
        for name, sha, packed in _read_lines(self.path):
            entry = kept.get(name)
            if entry is not None and entry.get("sha256") == sha and \
                    len(packed) == ITEM.size * items[name]:
                self.digests[name], self.sha256[name] = packed, sha

    def add(self, entry: ShardEntry) -> None:
        """A shard was committed: keep its digests, in memory and in DIGESTS."""
        if not self.enabled:
            return
        self.digests[entry.filename], self.sha256[entry.filename] = entry.digests, entry.sha256
        try:
            step(f"append to {self.path}")
            with open(self.path, "a", encoding="utf-8") as f:
                f.write(_line(entry.filename, entry.sha256, entry.digests))
        except OSError as e:
            raise as_write_error(e, self.out) from None

    def find(self, cancel: threading.Event, compared: Compared | None = None) -> None:
        """The run is complete: find the copies, write duplicates.csv (only when there are
        copies) and DIGESTS in plan order, and say what was found. A cancel stops the
        search: nothing is then said about copies, and an earlier attempt's duplicates.csv
        is removed. ``compared`` hears how many of the files to compare byte for byte are
        done (a folder copied twice onto network storage is read again here: minutes the
        window must not spend silent at 100%)."""
        if not self.enabled:
            return
        for spec in self.specs:
            if len(self.digests.get(spec.filename, b"")) != ITEM.size * len(spec.samples):
                packed = digest_again(spec, self.kept.get(spec.filename, {}), cancel)
                if packed is None:
                    self._not_looked_for()
                    return
                self.digests[spec.filename] = packed
                self.sha256[spec.filename] = str(self.kept.get(spec.filename, {}).get("sha256"))
        found = find_copies(self.specs, self.digests, cancel, compared)
        if found is None:
            self._not_looked_for()
            return
        self.found = found
        path = os.path.join(self.out, DUPLICATES)
        if found:
            write_atomic(path, csv_text(found))
            log.info("%s", note(found, path))
        elif os.path.lexists(path):   # of an earlier attempt at this run
            e = delete_step(path)
            if e is not None:
                raise as_write_error(e, self.out) from None
        write_atomic(self.path, "".join(_line(s.filename, self.sha256[s.filename],
                                              self.digests[s.filename]) for s in self.specs))

    def _not_looked_for(self) -> None:
        """The search was stopped, and the run finishes (a stop after every shard was
        committed): a duplicates.csv of an earlier attempt at this run would stay beside
        the finished dataset, describing another run's copies. It is removed when the
        engine's journal or manifest here accounts for it (engine.ownership); a user's file
        of that name is never touched."""
        path = os.path.join(self.out, DUPLICATES)
        if not os.path.lexists(path):
            return
        owned = owned_names(self.out)
        if owned is not None and DUPLICATES in owned:
            e = delete_step(path)
            if e is not None:
                raise as_write_error(e, self.out) from None

    def counts(self) -> dict[str, int]:
        """The number of copies, and of them those in another split or with another label,
        by their names in run_finished's summary and in the manifest; none when the copies
        were not looked for."""
        if self.found is None:
            return {}
        return {"duplicates": len(self.found),
                "duplicates_across_splits": sum(c.other_split for c in self.found),
                "duplicates_other_label": sum(c.other_label for c in self.found)}

    def fill(self, summary: ConvertSummary) -> None:
        """The numbers in run_finished's summary (when the copies were looked for)."""
        for name, n in self.counts().items():
            setattr(summary, name, n)

    def extend_manifest(self, m: dict) -> None:
        """The numbers in the manifest (when the copies were looked for): the window's
        Summary of the folder opened later says what the run's own said."""
        m.update(self.counts())


def find_copies(specs: list[ShardSpec], digests: dict[str, bytes],
                cancel: threading.Event, compared: Compared | None = None
                ) -> list[Copy] | None:
    """The copies among the planned items, in plan order (None when cancelled). Only the
    (size, CRC32C) pairs seen twice are compared byte for byte; the keys are sorted in a
    list rather than counted in a dict, which for a million images is ~40 MB, not ~100.
    ``compared(n, of)`` hears 0 first, then each file checked (the last call is ``of``).
    Each set of equal files is found first, then its :func:`original` chosen."""
    keys = sorted(size << 32 | crc for spec in specs
                  for size, crc in ITEM.iter_unpack(digests[spec.filename]) if size)
    repeated = {a for a, b in zip(keys, islice(keys, 1, None), strict=False) if a == b}
    to_compare = sum(k in repeated for k in keys)
    del keys
    found: list[Copy] = []
    if not repeated:
        return found
    tell = compared or (lambda n, of: None)
    done = 0
    tell(0, to_compare)
    # key -> sets of equal files (equal CRCs of different bytes: one set each), each file
    # with its place in the plan and its split
    sets: dict[int, list[list[tuple[int, Sample, str]]]] = {}
    place = 0
    for spec in specs:
        packed = ITEM.iter_unpack(digests[spec.filename])
        for sample, (size, crc) in zip(spec.samples, packed, strict=True):
            place += 1
            key = size << 32 | crc
            if not size or key not in repeated:
                continue
            if cancel.is_set():
                return None
            seen = sets.setdefault(key, [])
            same = next((s for s in seen if same_bytes(s[0][1].path, sample.path)), None)
            done += 1
            tell(done, to_compare)
            if same is None:
                seen.append([(place, sample, spec.split)])
            else:
                same.append((place, sample, spec.split))
    rows: list[tuple[int, Copy]] = []
    for equal in (s for seen in sets.values() for s in seen if len(s) > 1):
        _, orig, split = original(equal)
        rows += [(at, Copy(display(s.path), display(orig.path), sp, split,
                           display(s.label_text), display(orig.label_text)))
                 for at, s, sp in equal if s is not orig]
    return [c for _, c in sorted(rows, key=lambda r: r[0])]


def original(equal: list[tuple[int, Sample, str]]) -> tuple[int, Sample, str]:
    """Of files with the same bytes, the one called the original: the oldest (its
    modification time at scan; unknown last), then the first path."""
    return min(equal, key=lambda e: (e[1].mtime_ns or float("inf"), display(e[1].path)))


def same_bytes(a: str, b: str) -> bool:
    """The two files hold the same bytes (read in chunks; False when either cannot be
    read: a copy is never reported without this proof)."""
    if a == b:
        return True   # a table that lists one file twice
    try:
        fa, size_a = open_regular(a)
        with fa:
            fb, size_b = open_regular(b)
            with fb:
                if size_a != size_b:
                    return False
                while True:
                    ca, cb = fa.read(_CHUNK), fb.read(_CHUNK)
                    if ca != cb:
                        return False
                    if not ca:
                        return True
    except (OSError, ImageError):
        return False


def digest_again(spec: ShardSpec, entry: dict, cancel: threading.Event) -> bytes | None:
    """The digests of a kept shard whose DIGESTS line is missing, from its source files
    (the items its entry lists as rejected were not converted). None when cancelled."""
    rejected = {r[0] for r in entry.get("rejected", []) if isinstance(r, list) and r}
    buf = bytearray(ITEM.size * len(spec.samples))
    for i, s in enumerate(spec.samples):
        if cancel.is_set():
            return None
        if display(s.path) in rejected:
            continue
        got = file_digest(s.path)
        if got is not None:
            ITEM.pack_into(buf, i * ITEM.size, *got)
    return bytes(buf)


def file_digest(path: str) -> tuple[int, int] | None:
    """(size, CRC32C) of a file, read in chunks; None when it cannot be read."""
    crc = size = 0
    try:
        f, _ = open_regular(path)
        with f:
            while chunk := f.read(_CHUNK):
                crc = google_crc32c.extend(crc, chunk)
                size += len(chunk)
    except (OSError, ImageError):
        return None
    return (size, crc) if size else None


def csv_text(found: list[Copy]) -> str:
    """duplicates.csv: one row a copy, in plan order."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMNS)
    w.writerows([c.path, c.copy_of, c.split, c.copy_of_split, c.label, c.copy_of_label]
                for c in found)
    return buf.getvalue()


def note(found: list[Copy], path: str) -> str:
    """The run's note about its copies (catalogued: log.duplicates)."""
    copies = plural(len(found), "image is a byte-identical copy of another image",
                    "images are byte-identical copies of other images")
    return (f"{len(found):,} {copies} (listed in {display(path)}); in another split than "
            f"{plural(len(found), 'its', 'their')} original: "
            f"{sum(c.other_split for c in found):,}; with another label: "
            f"{sum(c.other_label for c in found):,}")


def _line(name: str, sha256: str, packed: bytes) -> str:
    return json.dumps({"shard": name, "sha256": sha256,
                       "items": base64.b64encode(packed).decode("ascii")}) + "\n"


def _read_lines(path: str) -> list[tuple[str, str, bytes]]:
    """(shard, sha256, packed items) of DIGESTS's valid lines; a damaged line (a crash
    cut it) is skipped, a missing or unreadable file is none."""
    out = []
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                try:
                    d = json.loads(line)
                    if isinstance(d, dict) and isinstance(d.get("shard"), str) and \
                            isinstance(d.get("sha256"), str) and isinstance(d.get("items"), str):
                        out.append((d["shard"], d["sha256"],
                                    base64.b64decode(d["items"], validate=True)))
                except (ValueError, RecursionError, binascii.Error):
                    continue
    except OSError:
        return []
    return out
