"""Keeping an unfinished shard: what a cancel journals of the ``.partial`` file it keeps,
and what --resume keeps of a cancelled, killed or failed run's partial files.

A cancel closes the unfinished shard's temporary file (its last whole batch fsynced, a
GZIP/ZLIB stream ended) and journals a "partial" line: the file, how many records it
holds, how many of the shard's planned samples they cover (with the positions of those
that failed, and their failures), the byte offset of the last whole record in the
uncompressed stream and what the shard's entry counts of them (formats, objects,
dropped objects, the digests of engine.run.duplicates). A killed run journals nothing:
its file is read as it is. A write error (a full disk, a quota, EIO) leaves the file as a
kill does (engine.run.writer.ShardWriter.leave: no stream ended, no line journalled, as
neither may find the space; a plain shard cut back to its last whole batch), and its
message says how many images --resume will keep of it (:func:`kept_records`).

--resume keeps, for each unfinished shard, the longest prefix of a partial file's
records that it can prove are the ones an uninterrupted run writes first: every record
whole, its length and data CRCs sound, and its ``image/filename`` the name of the
planned sample it stands for, in order; the shard's source files unchanged since that
run's scan (its stamp, journalled or computed from PLANNED); the same engine and bytes
version. Without a journal line a failed image leaves a gap nothing records, so the
prefix ends before the first record that is not the next planned sample (that image is
converted again and fails again, with its own words); an annotated source's kept records
need the line too (the objects a worker dropped are not in the record):
engine.output_state.keeps_killed_partial, by which the window words its offer, as it counts
by engine.output_state.keeps_unfinished (the same engine and bytes version). Anything else is
converted again. The kept records are written first into the new attempt, decompressed
and fed through the same writer, so the shard's bytes (a GZIP/ZLIB stream included) are
an uninterrupted run's.
"""

from __future__ import annotations

import base64
import binascii
import gzip
import os
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice

from engine.errors import ExampleDecodeError, RecordError
from engine.output_state import (
    ATTEMPT_TOKEN,
    JOURNAL,
    PARTIAL_SUFFIX,
    is_count,
    keeps_killed_partial,
    keeps_unfinished,
    read_partials,
)
from engine.records.example import decode_example
from engine.records.tfrecord import frames, masked_crc32c, open_records
from engine.resume_check import read_planned, seen, stamp
from engine.run import object_list
from engine.run.plan import ShardSpec
from engine.run.writer import as_write_error, delete_step
from engine.sources.names import display

#: the journal line of a kept partial file
KIND = "partial"
#: re-fed records are written in pieces of about this many bytes
_PIECE = 4 << 20

Rejected = tuple[str, str, str]


@dataclass(frozen=True)
class Kept:
    """What --resume keeps of an unfinished shard: the first ``records`` records of the
    partial file ``temp``, standing for its first ``samples`` planned samples."""

    temp: str                 # the partial file's name in the output folder
    records: int
    samples: int              # planned samples covered: the records and the failures
    rejected: tuple[Rejected, ...] = ()
    formats: dict[str, int] = field(default_factory=dict)
    objects: dict[str, int] | None = None
    dropped: dict[str, int] = field(default_factory=dict)
    digests: bytes = b""      # engine.run.duplicates' packed items of the covered samples
    skipped: tuple[int, ...] = ()   # positions of the failures among the covered samples
    end: int = 0              # bytes of the kept records in the uncompressed stream
    #: each of ``dropped``: (sample's place, object's index, why) (ShardEntry's)
    dropped_objects: tuple[tuple[int, int, str], ...] = ()
    #: --format original: the kept records stored unturned (ShardEntry.turned)
    turned: tuple[str, ...] = ()


def journal_line(spec: ShardSpec, kept: Kept, compression: str) -> dict:
    """The journal's line for a partial file kept: by a cancel, or by a --resume (which
    continues it, and rewrites the journal)."""
    return {"kind": KIND, "filename": spec.filename, "temp": kept.temp,
            "records": kept.records, "samples": kept.samples, "end": kept.end,
            "compression": compression,
            "sources": spec.stamp, "skipped": list(kept.skipped),
            "rejected": [list(r) for r in kept.rejected],
            "formats": dict(sorted(kept.formats.items())),
            "objects": None if kept.objects is None else dict(sorted(kept.objects.items())),
            "dropped": dict(sorted(kept.dropped.items())),
            "dropped_objects": object_list.pack(kept.dropped_objects),
            "turned": list(kept.turned),
            "digests": base64.b64encode(kept.digests).decode("ascii")}


def journalled(out: str) -> dict[str, dict]:
    """The partial lines of the journal in ``out``, by shard (a later one wins)."""
    return read_partials(os.path.join(out, JOURNAL))


def partial_files(names: list[str], shard: str) -> list[str]:
    """The temporary files of one shard's attempts among ``names``."""
    out = []
    for name in names:
        if name.startswith(f".{shard}.") and name.endswith(PARTIAL_SUFFIX):
            attempt = name[len(shard) + 2:-len(PARTIAL_SUFFIX)]
            if ATTEMPT_TOKEN.fullmatch(attempt):
                out.append(name)
    return sorted(out)


def keepable(out: str, specs: list[ShardSpec], finished: set[str], old_header: dict | None,
             *, compression: str, fmt: str, digests: bool = True) -> dict[str, Kept]:
    """{shard: what --resume keeps of it} for the unfinished shards of ``specs`` (not in
    ``finished``) with a partial file worth keeping. ``old_header``: the journal header
    of the run that wrote them (None, or another engine version's: nothing is kept);
    ``fmt``: the image format option (with "original" each record's format is counted,
    as a worker counts it); without ``digests`` a killed run's records are counted only
    (their source files are not read for the digests)."""
    if old_header is None or not keeps_unfinished(old_header):
        return {}   # another engine's records: converted again, never mixed in
    try:
        names = os.listdir(out)
    except OSError:
        return {}
    lines = journalled(out)
    planned: dict | None = None
    found: dict[str, Kept] = {}
    for spec in specs:
        if spec.filename in finished or not spec.stamp:
            continue
        files = partial_files(names, spec.filename)
        if not files:
            continue
        line = lines.get(spec.filename)
        best: Kept | None = None
        for name in files:
            got = None
            if line is not None and line.get("temp") == name and line.get("sources") == spec.stamp:
                got = _with_line(out, name, spec, line, compression)
            if got is None and keeps_killed_partial(old_header.get("annotation_files")):
                if planned is None:   # the stamps of a killed run's shards: PLANNED
                    planned = read_planned(out, str(old_header.get("fingerprint"))) or {}
                if _planned_stamp(planned.get(spec.filename)) == spec.stamp:
                    got = _without_line(out, name, spec, compression, fmt, digests)
            if got is not None and got.samples and (best is None or got.samples > best.samples):
                best = got
        if best is not None:
            found[spec.filename] = best
    return found


def kept_records(out: str, spec: ShardSpec, header: dict, *, compression: str, fmt: str
                 ) -> int:
    """How many images converted into the shard ``spec`` a write error stopped --resume
    will keep (its message says so: engine.run.space_needed), proved as --resume proves
    them (but for reading the source files again, which a --resume does for their
    digests)."""
    kept = keepable(out, [spec], set(), header, compression=compression, fmt=fmt,
                    digests=False).get(spec.filename)
    return kept.records if kept is not None else 0


def _planned_stamp(files: list | None) -> str | None:
    """The stamp the run that planned ``files`` gave their shard (None: not known, a file
    whose modification time its scan did not take was stamped as it was then)."""
    if not files or any(not mtime for _, _, mtime in files):
        return None
    return stamp((path, seen(size, mtime)) for path, size, mtime in files)


def _with_line(out: str, name: str, spec: ShardSpec, line: dict, compression: str
               ) -> Kept | None:
    """The records a cancel journalled, when every one of them reads back as journalled."""
    records, samples = _count(line.get("records")), _count(line.get("samples"))
    skipped, rejected, digests = line.get("skipped"), line.get("rejected"), line.get("digests")
    formats, objects, dropped = line.get("formats"), line.get("objects"), line.get("dropped")
    # (a line of an engine before objects.csv has no list: "" disagrees with its counts of
    # dropped objects, so that unfinished shard is converted again and objects.csv lists
    # them; a line that dropped none is kept)
    listed = object_list.unpack(line.get("dropped_objects", ""), dropped, samples)
    turned = line.get("turned", [])   # (an older engine wrote none: nothing to name)
    if listed is None or not (0 <= records <= samples <= len(spec.samples)
            and isinstance(skipped, list) and all(0 <= _count(i) < samples for i in skipped)
            and len(set(skipped)) == len(skipped) == samples - records
            and isinstance(rejected, list) and len(rejected) == len(skipped)
            and all(isinstance(r, list) and len(r) == 3 and all(isinstance(v, str) for v in r)
                    for r in rejected)
            and isinstance(formats, dict) and _counts(formats)
            and isinstance(dropped, dict) and _counts(dropped)
            and isinstance(turned, list) and all(isinstance(t, str) for t in turned)
            and (objects is None or isinstance(objects, dict) and _counts(objects))
            and isinstance(digests, str) and line.get("compression") == compression):
        return None
    try:
        packed = base64.b64decode(digests, validate=True)
    except (ValueError, binascii.Error):
        return None
    from engine.run.duplicates import ITEM
    if len(packed) != ITEM.size * samples:
        return None
    gaps = set(skipped)
    wanted = [spec.samples[i].name for i in range(samples) if i not in gaps]
    got = end = 0
    for data in _records(os.path.join(out, name), compression, wanted):
        end += 16 + len(data)
        got += 1
    if got != records or end != line.get("end"):
        return None   # cut or damaged since: read as a killed run's
    return Kept(name, records, samples, tuple((r[0], r[1], r[2]) for r in rejected),
                dict(formats), None if objects is None else dict(objects), dict(dropped),
                packed, tuple(sorted(gaps)), end, tuple(listed), tuple(turned))


def _count(v: object) -> int:
    """A whole number of a journal line (-1: anything else)."""
    return v if is_count(v) and isinstance(v, int) else -1


def _counts(v: object) -> bool:
    return isinstance(v, dict) and all(isinstance(k, str) and is_count(n) for k, n in v.items())


def _without_line(out: str, name: str, spec: ShardSpec, compression: str, fmt: str,
                  read: bool = True) -> Kept | None:
    """A killed run's partial file (or one a write error left): its records up to the
    first one that is not the next planned sample's (a failure there, or damage), with
    what a worker would have counted of them (formats, digests from the source files:
    not without ``read``)."""
    from engine.run.duplicates import ITEM, file_digest
    formats: dict[str, int] = {}
    digests = bytearray()
    turned: list[str] = []
    n = end = 0
    wanted = [s.name for s in spec.samples]
    for data in _records(os.path.join(out, name), compression, wanted):
        if read:
            got = file_digest(spec.samples[n].path)
            if got is None:
                break
            digests += ITEM.pack(*got)
        if fmt == "original":
            ex = decode_example(data)
            kind = ex.get("image/format", ("", [b""]))[1]
            channels = ex.get("image/channels", ("", [0]))[1]
            if not kind or not channels:
                break
            key = f"{bytes(kind[0]).decode('utf-8', 'replace')}/{channels[0]}"
            formats[key] = formats.get(key, 0) + 1
            if _stored_turned(ex):
                turned.append(display(spec.samples[n].path))
        n += 1
        end += 16 + len(data)
    if not n:
        return None
    return Kept(name, n, n, (), formats, None, {}, bytes(digests), (), end,
                turned=tuple(turned))


def _stored_turned(ex: dict) -> bool:
    """Whether a --format original record's file says by its EXIF to be turned (as the
    worker that stored it read it: engine.codecs.originals), its header read alone."""
    import io

    from engine.codecs.orientation import exif_orientation
    from engine.codecs.pixel_limit import opened
    data = ex.get("image/encoded", ("", [b""]))[1]
    try:
        with opened(io.BytesIO(bytes(data[0]))) as im:
            return exif_orientation(im, header_only=True) not in (0, 1)
    except (OSError, ValueError, SyntaxError):   # (what Pillow raises of a file it
        return False                              # cannot read: it was stored, said once)


def _records(path: str, compression: str, wanted: list[str]) -> Iterator[bytes]:
    """The file's records (their data) while each is whole, CRC-sound and has the next
    name of ``wanted`` as its image/filename; ends at the first that is not."""
    try:
        with open_records(path, compression) as stream:
            for i, f in enumerate(frames(stream, check_crc=True)):
                if i >= len(wanted) or f.data is None or masked_crc32c(f.data) != f.data_crc:
                    return
                data = bytes(f.data)
                try:
                    ex = decode_example(data)
                    names = ex.get("image/filename", ("", []))[1]
                    want = wanted[i].encode("utf-8", "surrogateescape")
                except (ExampleDecodeError, UnicodeError):
                    return
                if len(names) != 1 or bytes(names[0]) != want:
                    return
                yield data
    except (OSError, EOFError, zlib.error, gzip.BadGzipFile, RecordError):
        return


def framed(out: str, kept: Kept, compression: str) -> Iterator[tuple[bytes, list[int]]]:
    """The kept records, framed as they were written, in pieces of about _PIECE bytes:
    (the bytes, each record's length). Read again (they were checked when kept): a file
    changed since raises OSError."""
    names_ok = size = 0
    piece: list[bytes] = []
    sizes: list[int] = []
    with open_records(os.path.join(out, kept.temp), compression) as stream:
        # (no frame is read after the last kept one: a stream a kill or a write error cut
        # short ends inside the next, where reading raises)
        for f in islice(frames(stream, check_crc=True), kept.records):
            if f.data is None or masked_crc32c(f.data) != f.data_crc:
                raise OSError(f"{kept.temp} changed while it was read")
            data = bytes(f.data)
            rec = b"".join((len(data).to_bytes(8, "little"),
                            masked_crc32c(len(data).to_bytes(8, "little")).to_bytes(4, "little"),
                            data, f.data_crc.to_bytes(4, "little")))
            piece.append(rec)
            sizes.append(len(rec))
            names_ok += 1
            size += len(rec)
            if size >= _PIECE:
                yield b"".join(piece), sizes
                piece, sizes, size = [], [], 0
    if names_ok != kept.records:
        raise OSError(f"{kept.temp} changed while it was read")
    if piece:
        yield b"".join(piece), sizes


def superseded(out: str, kept: Kept | None, keep: str = "") -> None:
    """The partial file a --resume continued (``kept``) is superseded, by the committed
    shard or by the one a cancel kept now (named ``keep``): deleted."""
    if kept is not None and kept.temp != keep:
        e = delete_step(os.path.join(out, kept.temp))
        if e is not None:
            raise as_write_error(e, out)


__all__ = ["KIND", "Kept", "framed", "journal_line", "journalled", "keepable",
           "kept_records", "partial_files", "superseded"]
