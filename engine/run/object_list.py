"""objects.csv: every object of an annotated source that the run's records leave out or
hold clipped, one row each (its image, class, place in the annotations and reason), so a
lab user can check which ones were lost; the Summary's "objects left out or clipped" and
the manifest's object_problems count exactly these rows.

Two kinds: those the scan found (a box past the image's edge, one without a class...:
engine.sources.model.Problems.objects) and those the workers dropped or clipped (crop cut
them: engine.sources.annotated.features). The second travel with their shard: its
journal entry (and the manifest's) keeps them packed (:func:`pack`: the image's place in
the shard, the object's index among its annotations, the reason), so a --resume that
keeps the shard lists them without converting it again, and the rows are resolved here
against the plan's samples. The file is sorted by image (each image's rows in the order
of its annotations), so it is the same whatever the worker count, executor or
interruptions; written only when there are rows (like duplicates.csv), and an earlier
attempt's is removed when there are none.
"""

from __future__ import annotations

import csv
import heapq
import io
import itertools
import logging
import os
from collections.abc import Iterable, Iterator, Sequence

from engine.output_state import OBJECTS
from engine.reason_pair import plural
from engine.run.writer import as_write_error, delete_step, write_atomic
from engine.sources.names import display
from engine.sources.object_rows import ObjectRows

log = logging.getLogger(__name__)

#: objects.csv's columns
COLUMNS = ("image", "class", "object", "reason")
#: One row: (image, class, where in the annotations, reason)
Row = tuple[str, str, str, str]
#: One object a worker dropped or clipped: (sample's place in its shard, object index, why)
Listed = tuple[int, int, str]
#: objects.csv's first character, for spreadsheets (csv_chunks)
BOM = "\ufeff"


def pack(listed: Iterable[Listed]) -> str:
    """A shard's dropped objects as its journal entry keeps them: "PLACE:INDEX:K ..." with K
    the reason's place among the entry's "dropped" reasons, sorted (its keys)."""
    items = list(listed)
    index = {why: k for k, why in enumerate(sorted({why for _, _, why in items}))}
    return " ".join(f"{p}:{i}:{index[why]}" for p, i, why in items)


def unpack(text: object, dropped: object, samples: int) -> list[Listed] | None:
    """The objects :func:`pack` packed, against the entry's ``dropped`` counts, of a shard of
    ``samples`` planned images; [] when the entry has none (an engine before this list
    counted its objects only); None when they are damaged or disagree with the counts."""
    if text is None:
        return []
    if not isinstance(text, str) or not isinstance(dropped, dict):
        return None
    reasons = sorted(dropped)
    out: list[Listed] = []
    for token in text.split():
        parts = token.split(":")
        if len(parts) != 3 or not all(p.isdigit() and p.isascii() for p in parts):
            return None
        p, i, k = (int(v) for v in parts)
        if p >= samples or k >= len(reasons):
            return None
        out.append((p, i, reasons[k]))
    counts: dict[str, int] = {}
    for _, _, why in out:
        counts[why] = counts.get(why, 0) + 1
    return out if counts == dropped else None


def rows(scan, specs: Sequence, finished: dict[str, dict],
         kept: Iterable[str] | None) -> Iterator[Row]:
    """objects.csv's rows for the shards on disk (``finished``: journal entries by file
    name): the scan's objects of every image when the run completed its plan (``kept``
    None), else of ``kept``, the images in its complete shards (engine.run.run_record
    .kept_images, as engine.sources.schemas.object_problems counts them), and the objects
    the workers dropped from those shards or clipped. By image, each image's in the order
    of its annotations (the scan's first), as they come: held in bounded memory
    (engine.sources.object_rows), never all at once."""
    keep = None if kept is None else set(kept)
    found = getattr(getattr(scan, "problems", None), "objects", None) or ()
    if not isinstance(found, ObjectRows):   # (a list: a scan made otherwise)
        found = ObjectRows(max(1, len(found)))
        found.extend(getattr(getattr(scan, "problems", None), "objects", ()))
    worked = ObjectRows()
    for spec in specs:
        entry = finished.get(spec.filename)
        if entry is None:
            continue
        for p, i, why in unpack(entry.get("dropped_objects"), entry.get("dropped", {}),
                                len(spec.samples)) or ():
            sample = spec.samples[p]
            objects = getattr(getattr(sample, "ann", None), "objects", ())
            if i < len(objects):
                o = objects[i]
                worked.append((sample.path, o.where or box_words(o), o.text, why))
    scanned = (r for r in found.by_image() if keep is None or r[0] in keep)
    try:   # (merge is stable: an image's rows of the scan before the workers')
        for path, where, cls, why in heapq.merge(scanned, worked.by_image(),
                                                 key=lambda r: display(r[0])):
            yield display(path), cls, where, why
    finally:
        worked.close()


def box_words(o) -> str:
    """An object without a place in its annotations, named by its box (stored pixels)."""
    return f"box ({o.xmin:g},{o.ymin:g})-({o.xmax:g},{o.ymax:g})"


def csv_text(found: Iterable[Row]) -> str:
    return "".join(csv_chunks(found))


def csv_chunks(found: Iterable[Row], rows_each: int = 10_000) -> Iterator[str]:
    """objects.csv's text, its header first, a few thousand rows at a time. It begins
    with a byte-order mark: the window's "Open objects.csv" opens it in the spreadsheet,
    and Excel on a Korean or Japanese Windows read the file without one in the system's
    code page (세포, 이미지/현미경_021.jpg garbled); Python reads it with "utf-8-sig",
    pandas as it is."""
    buf = io.StringIO()
    buf.write(BOM)
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMNS)
    n = 0
    for row in found:
        w.writerow(row)
        n += 1
        if n % rows_each == 0:
            yield buf.getvalue()
            buf.seek(0)
            buf.truncate()
    yield buf.getvalue()


def write(out: str, found: Iterable[Row]) -> int:
    """objects.csv in ``out`` with the rows ``found`` (and the run's note naming it), or
    none: an earlier attempt's is removed. Written as the rows come (never all held at
    once); returns their number."""
    path = os.path.join(out, OBJECTS)
    rows = iter(found)
    first = next(rows, None)
    if first is None:
        if os.path.lexists(path):
            e = delete_step(path)
            if e is not None:
                raise as_write_error(e, out) from None
        return 0
    n = 0

    def counted() -> Iterator[Row]:
        nonlocal n
        for row in itertools.chain([first], rows):
            n += 1
            yield row
    write_atomic(path, csv_chunks(counted()))
    log.info("%s", note(n, path))
    return n


def note(n: int, path: str) -> str:
    """The run's note about its list (catalogued: log.objects)."""
    return (f"{n:,} {plural(n, 'object was', 'objects were')} left out of the records, "
            f"clipped, or kept with only {plural(n, 'its', 'their')} box (listed in "
            f"{display(path)})")


def read(path: str) -> Iterator[Row]:
    """objects.csv's rows, one at a time (none when it cannot be read, or from where it
    stops being readable): what the run log lists. (An older engine's has no byte-order
    mark: "utf-8-sig" reads both.)"""
    try:
        with open(path, encoding="utf-8-sig", newline="") as f:
            table = csv.reader(f)
            if tuple(next(table, ())) != COLUMNS:
                return
            for r in table:
                if len(r) == len(COLUMNS):
                    yield r[0], r[1], r[2], r[3]
    except (OSError, UnicodeDecodeError, csv.Error):
        return
