"""CSV/TSV sources: reading a table (shared by the class table, box-CSV and multi-label
sources) and the class table itself, ``path,label[,split]`` with an optional header: titles
it knows (engine.table_headers.CSV_COLUMN_ALIASES, English, Japanese and Korean) pick the columns;
a first row of titles it does not know (its first cell names no image while the rows below
do) is read as titles all the same, the columns then taken in order, and said in a notice.

Labels are class names (sorted into label numbers) or, when every label is an integer,
the class numbers themselves. A row that cannot be used (a missing file, a duplicate, a
label that cannot be one, no path or no label) is rejected with its line number; a table
that cannot be read at all, whose columns make no sense (not one usable row), or that names
an unknown split is a SourceError.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import BinaryIO

from engine.config import KNOWN_SPLITS, SPLIT_NAME_PATTERN
from engine.errors import SourceError
from engine.reason_codes import say
from engine.regular_files import open_input, special_file_kind
from engine.sources.discover import (
    ProgressFn,
    Rejected,
    Sample,
    ScanResult,
    file_stat,
)
from engine.sources.names import class_labels, label_problem
from engine.sources.table_paths import (
    as_listed,
    backslash_notice,
    missing_reason,
    windows_path,
)
from engine.sources.table_text import Table, decode_table, names_image
from engine.split_names import SplitCells, accepted_text
from engine.table_headers import (
    CSV_COLUMN_ALIASES,
    CSV_PATH_NAMES,
    csv_header_key,
    header_columns,
)

#: Largest integer label accepted from a CSV whatever its length (a table of more rows may
#: use labels up to its row count). 100,000 classes is above every public classification
#: dataset we know but Google Landmarks (203k classes, 4.1M rows: allowed by its length);
#: without a cap one typo (label 10,000,000) meant a 79 MB labels.txt and 1.9 GB of memory.
INT_LABEL_CAP = 100_000
_Entry = tuple[int, str, str, str | None]   # a usable row: (line, path, label, split)


#: The tables read in the scan under way (one_reading), by (path, modification time, size).
_read: ContextVar[dict[tuple, Table] | None] = ContextVar("tables", default=None)


@contextmanager
def one_reading() -> Iterator[None]:
    """Within it (one scan: engine.sources.discover.scan), a table is read and parsed once
    while its path, modification time and size stay the same: recognising a CSV source
    (engine.sources.multilabel reads it whole to look for label lists) and scanning it, as
    a class table, a box CSV or a multi-label CSV, share the reading. A later scan reads the
    table, and looks for the files it names, afresh."""
    token = _read.set({} if _read.get() is None else _read.get())
    try:
        yield
    finally:
        _read.reset(token)


def load_table(path: str) -> Table:
    """The table at `path`: its rows, and notices saying how it was read when that is
    not UTF-8 and commas (engine.sources.table_text); SourceError when it is not a
    readable table. Shared by the class-table, box-CSV and multi-label sources; read once
    in a scan (one_reading)."""
    try:
        st = os.stat(path)
    except OSError as e:
        raise SourceError(f"{path}: cannot read the file ({e.strerror}).") from None
    kind = special_file_kind(st.st_mode)
    if kind:  # /dev/zero would be read until memory runs out, a FIFO blocks forever
        raise SourceError(f"{path}: this is {kind}, not a CSV file. Choose a folder or a "
                          "CSV/TSV file.")
    read, key = _read.get(), (os.path.abspath(path), st.st_mtime_ns, st.st_size)
    if read is not None and key in read:
        return read[key]
    table = _load(path)   # (a SourceError is not kept: it names the path as given)
    if read is not None:
        read[key] = table
    return table


def _load(path: str) -> Table:
    try:
        with open_input(path) as f:
            _refuse_non_table(path, f.read(8192), f)   # before a 5 GB export is read whole
            f.seek(0)
            raw = f.read()
    except OSError as e:
        raise SourceError(f"{path}: cannot read the file ({e.strerror}).") from None
    return decode_table(raw, path)


def scan_table(path: str, split_names: tuple[str, ...], progress: ProgressFn | None
               ) -> ScanResult:
    """Scan the class table at `path` (absolute): its samples with absolute paths (the
    caller makes their names relative), its labels and its rejected rows. `split_names`:
    split values accepted beside KNOWN_SPLITS."""
    table = load_table(path)
    rows = table.rows
    numbered = [(i + 1, [c.strip() for c in r]) for i, r in enumerate(rows)
                if any(c.strip() for c in r)]
    if not numbered:
        raise SourceError(f"{path}: the file has no rows. Expected columns path,label[,split].")
    cols = {"path": 0, "label": 1, "split": 2}
    head = [csv_header_key(c) for c in numbered[0][1]]
    notices = list(table.notices)
    untitled = ""   # the titles of a first row not known: the columns are taken in order
    titles: list[str] = []   # the first row's titles, when known
    if _known_header(head):
        titles = numbered[0][1]
        numbered = numbered[1:]
        named = header_columns(head)   # of two split columns, the first (as multi-label)
        if "label" not in named:
            raise SourceError(f"{path}: the header has no 'label' column. Expected columns "
                              "path,label[,split].")
        cols = {"path": named.get("path", 0), "label": named["label"],
                "split": named.get("split", -1)}
        unread = [t for i, t in enumerate(titles) if t and i not in cols.values()]
        if unread:
            notices.append(f"{os.path.basename(path)}: columns not read: "
                           f"{', '.join(repr(t) for t in unread)} (a class table has the "
                           "columns path, label and split)")
    elif _unknown_header(numbered, os.path.dirname(path)):
        # Titles we do not know (another language's): read as titles all the same, by
        # position, and said. Read as data, the row was "file not found" and its label
        # cell a class with no images that moved the real labels' numbers.
        titles = [t for t in numbered[0][1] if t]
        numbered = numbered[1:]
        untitled = ", ".join(repr(t) for t in titles)
        notices.append(f"{os.path.basename(path)}: the first row ({untitled}) is read as "
                       "column titles, not as an image: it names no image file, and the rows "
                       "below do. These titles are not ones this program knows, so the columns "
                       "are read in their order: path, label, split")
        if any(any(r[3:]) for _, r in numbered):
            notices.append(_EXTRA_COLUMNS.format(file=os.path.basename(path)))
    elif any(any(r[3:]) for _, r in numbered):   # (trailing empty cells are no column)
        notices.append(_EXTRA_COLUMNS.format(file=os.path.basename(path)))
    elif numbered and len(numbered[0][1]) < 2:
        raise SourceError(f"{path}, line {numbered[0][0]}: only one column. Expected columns "
                          "path,label[,split] (the label column is missing).")
    known_splits = set(KNOWN_SPLITS) | set(split_names)
    splits_text = accepted_text(known_splits)   # 訓練, 검증... too
    splits = SplitCells(os.path.basename(path), known_splits,
                        titles[cols["split"]] if titles and 0 <= cols["split"] < len(titles)
                        else None)
    base = os.path.dirname(path)
    entries: list[_Entry] = []
    # Rows without a path or a label are skipped with their line
    # (one slip must not stop a table of thousands); when no row is usable, the columns are
    # wrong rather than a row, and the first row's problem is the table's error.
    unusable: list[tuple[int, str, str, str]] = []   # (line, file, why, the table's error)
    backslashed: list[str] = []   # Windows paths found with "/" instead (windows_path)
    for line_no, row in numbered:
        def cell(key, row=row):
            i = cols[key]
            return row[i] if 0 <= i < len(row) else ""
        rel, label, written = cell("path"), cell("label"), cell("split") or None
        split = splits.split(written)
        rel, slashed = windows_path(base, rel)
        if slashed:
            backslashed.append(rel)
        file = os.path.normpath(os.path.join(base, rel)) if rel else path
        if not rel:
            unusable.append((line_no, file, "the path is empty",
                             f"{path}, line {line_no}: the path is empty."))
        elif not label:
            unusable.append((line_no, file, "the label is missing; every row needs path,label",
                             f"{path}, line {line_no}: the label is missing for {rel!r}. "
                             "Every row needs path,label."))
        elif written is not None and split is None:
            # refused, not skipped: a typo in a split would move rows out of the split
            # the table gives them (the dataset's layout), which a skip list would not show
            if untitled:   # ("foo,bar,baz": the 3rd column was taken for the split, unsaid)
                raise SourceError(
                    f"{path}, line {line_no}: unknown split {written!r} in the 3rd column. "
                    f"The titles in the first row ({untitled}) are not ones this program knows, so "
                    "the columns are read in their order: path, label, split. Rename the "
                    "titles to path and label (and split, if the 3rd column holds the split), "
                    "or delete the 3rd column.")
            hint = (f", or name it in --split (e.g. --split train=0.9,{written}=0.1: rows "
                    "that name a split keep it)" if re.fullmatch(SPLIT_NAME_PATTERN, written)
                    else "")
            raise SourceError(f"{path}, line {line_no}: unknown split {written!r}"
                              f"{splits.column()}. "
                              f"Use one of {splits_text}{hint}.")
        else:
            splits.read(written, split)
            entries.append((line_no, rel, label, split))
    if unusable and not entries:
        raise SourceError(unusable[0][3])
    if backslashed:
        notices.append(backslash_notice(path, backslashed))
    notices += splits.notices()

    refused: list[Rejected] = [Rejected(file, f"{why} (CSV line {line_no})")
                               for line_no, file, why, _error in unusable]
    # A label with a control character (a quoted newline in a cell) would break labels.txt.
    for entry in list(entries):
        problem = label_problem(entry[2])
        if problem:
            entries.remove(entry)
            refused.append(Rejected(os.path.normpath(os.path.join(base, entry[1])),
                                    f"{problem} (CSV line {entry[0]})"))

    # Labels that differ only in Unicode form (a cell pasted from a Mac's folder name,
    # decomposed) are one class, composed (NFC); before the duplicate rows are found, so
    # the two forms of a row are a duplicate, not a conflict.
    label_text, forms, composed = class_labels(os.path.basename(path),
                                               [e[2] for e in entries])
    entries = [(n, rel, label_text[lab], split) for n, rel, lab, split in entries]
    notices += forms

    # A row naming an image again is set aside before the classes are made: a label only
    # such a row gave became a class with no examples in labels.txt.
    entries, repeats = _first_rows(entries, base)
    rejected: list[Rejected] = refused + repeats
    labels, label_of, too_big = _classes(path, entries)

    samples: list[Sample] = []
    for line_no, rel, label, split in entries:
        abs_path = os.path.normpath(os.path.join(base, rel))
        if label in too_big:
            rejected.append(Rejected(abs_path, f"{too_big[label]} (CSV line {line_no})"))
            continue
        size, mtime, reason = file_stat(abs_path)
        if reason is None and os.path.isdir(abs_path):
            reason = "is a folder, not an image file"
        if reason:
            if reason == "file disappeared during the scan":
                reason = missing_reason(rel, line_no)
            rejected.append(Rejected(abs_path, reason))
            continue
        name = rel.replace(os.sep, "/")
        label_id = label_of[label]
        samples.append(Sample(abs_path, name, label_id, labels[label_id], split, size,
                              mtime_ns=mtime))
        if progress and len(samples) % 500 == 0:
            progress(len(samples), len(rejected))
    if progress:
        progress(len(samples), len(rejected))
    return ScanResult(samples, labels, rejected, "csv", notices=notices, composed=composed)


def _first_rows(entries: list[_Entry], base: str) -> tuple[list[_Entry], list[Rejected]]:
    """The rows that name their image first, and the later rows naming it again, set aside
    with the line they repeat (a duplicate) or contradict (a conflicting label). Told by
    the file each names (as_listed: pics/cat.jpg and pics/CAT.JPG on a disk that matches
    any capital letters), kept as the first row wrote it (the record's name as before)."""
    first_line: dict[str, tuple[int, str]] = {}
    kept, repeats = [], []
    for entry in entries:
        line_no, rel, label, _split = entry
        abs_path = os.path.normpath(os.path.join(base, rel))
        key = os.path.normpath(os.path.join(base, as_listed(base, rel)))
        if key not in first_line:
            first_line[key] = (line_no, label)
            kept.append(entry)
            continue
        prev_line, prev_label = first_line[key]
        repeats.append(Rejected(abs_path, (
            f"duplicate row: line {line_no} repeats line {prev_line} (the same label); the "
            "first is kept") if prev_label == label else (
            f"conflicting rows: line {line_no} gives this image the label {label!r}, line "
            f"{prev_line} the label {prev_label!r}; line {prev_line} is kept (correct the "
            "table if it is the wrong one)")))
    return kept, repeats


def _classes(path: str, entries: list[_Entry]
             ) -> tuple[list[str], dict[str, int], dict[str, str]]:
    """(labels.txt's names, each label cell's number, why each integer label too large to
    be a class number is refused): names sorted and numbered from 0, or integers as given."""
    too_big: dict[str, str] = {}
    if not (entries and all(_is_int(lab) for _, _, lab, _ in entries)):
        labels = sorted({lab for _, _, lab, _ in entries})
        return labels, {name: i for i, name in enumerate(labels)}, too_big
    ids = sorted({int(lab) for _, _, lab, _ in entries})
    if ids[0] < 0:
        raise SourceError(f"{path}: integer labels must be 0 or more.")
    # Integer labels are class indexes 0..N-1, kept as given (label 7 stays 7). The map
    # must hold every index up to the largest (labels.txt: line i = label i), so the
    # largest is bounded by what the table could use.
    cap = max(INT_LABEL_CAP, len(entries))
    for lab in {lab for _, _, lab, _ in entries if int(lab) >= cap}:
        too_big[lab] = (f"label {int(lab):,} is too large: integer labels are class "
                        f"numbers 0 to {cap - 1:,} (at most {INT_LABEL_CAP:,} or the "
                        "number of rows); check this row, or use class names")
    ids = [i for i in ids if i < cap]
    top = ids[-1] if ids else -1
    label_of = {str(i): i for i in range(top + 1)}
    label_of.update({lab: int(lab) for _, _, lab, _ in entries if lab not in too_big})
    return [str(i) for i in range(top + 1)], label_of, too_big


_EXTRA_COLUMNS = ("{file}: some rows have more than 3 columns; from the 4th on they are not "
                  "read (a class table has the columns path, label and split)")


def _known_header(head: list[str]) -> bool:
    """A first row of titles we know: a path title first, or a path and a label title
    anywhere ("label,path")."""
    if not head:
        return False
    named = {CSV_COLUMN_ALIASES.get(h, h) for h in head}
    return head[0] in CSV_PATH_NAMES or {"path", "label"} <= named


#: Later rows looked at to tell a first row of titles from a first row of data.
_HEADER_PROBE_ROWS = 50


def _unknown_header(numbered: list[tuple[int, list[str]]], base: str) -> bool:
    """The first row is titles we do not know: its first cell names no image (no image
    extension, no such file) while a row below does. A first row of data whose file is
    missing still has an image's extension, so it stays data (and is "file not found")."""
    if len(numbered) < 2 or names_image(numbered[0][1][0], base):
        return False
    return any(names_image(r[0], base) for _, r in numbered[1:1 + _HEADER_PROBE_ROWS] if r)


def _is_int(text: str) -> bool:
    try:
        int(text)
        return True
    except ValueError:
        return False


def _refuse_non_table(path: str, head: bytes, f: BinaryIO) -> None:
    """A labelling tool's export downloaded as an archive, a table kept in Excel, one
    photo or the window's saved job chosen as the source: each said what to do (they read
    "not UTF-8 text. Save it as 'CSV UTF-8'"; a job "line 1: only one column"), in the
    catalogue's words. ``f``: the file, seekable (is a .gz a tar the app unpacks?)."""
    from engine.magic import IMAGE_KINDS, container_kind, is_job_file, sniff

    if is_job_file(head):
        raise SourceError(job_file_message(path))
    kind, sniffed = container_kind(head), sniff(head)
    if kind == "spreadsheet" or (sniffed == "office" and path.lower().endswith(".xls")):
        raise SourceError(say("source.spreadsheet", path=path))
    if kind:
        raise SourceError(_archive_said(path, kind, f))
    if sniffed in IMAGE_KINDS:
        raise SourceError(say("source.one_image", path=path))


#: The names of a file compressed by gzip, bzip2 or xz, less which it unpacks to.
_COMPRESSED_SUFFIXES = {"gzip": (".gz", ".gzip"), "bzip2": (".bz2", ".bzip2"), "xz": (".xz",)}


def _archive_said(path: str, kind: str, f: BinaryIO) -> str:
    """What to do with the archive ``kind`` chosen as the source: unpack it (the app does a
    ZIP's or a tar's, compressed or not); one file compressed (labels.csv.gz): unpack it and
    choose that file (it was told to "choose the folder it unpacks to": there is none); when
    its start does not say which, choose the folder or the file."""
    from engine.magic import compressed_holds, unpacked_by_the_app
    holds = compressed_holds(kind, f) if kind in _COMPRESSED_SUFFIXES else ""
    if kind not in _COMPRESSED_SUFFIXES or holds == "tar":
        return say("source.archive_unpacks" if holds or unpacked_by_the_app(kind, f)
                   else "source.archive", path=path, kind=kind)
    if not holds:
        return say("source.compressed_unknown", path=path, kind=kind)
    name = os.path.basename(path)
    suffix = next((s for s in _COMPRESSED_SUFFIXES[kind] if name.lower().endswith(s)), "")
    if suffix and len(name) > len(suffix):
        return say("source.compressed_file", path=path, kind=kind, name=name[:-len(suffix)])
    return say("source.compressed_unnamed", path=path, kind=kind)


def job_file_message(path: str) -> str:
    """What to do with a job file of the window given as the source: open it there (the
    engine does not read jobs), or give its source, named when the file says it."""
    import json
    try:
        with open_input(path) as f:
            source = json.loads(f.read().decode("utf-8-sig")).get("source")
    except (OSError, ValueError, AttributeError):   # cut short, damaged, not an object
        source = None
    said = (f"{path}: this is a TFRecord Studio job file (File → Save job), not images or a "
            "table. To run it, open it in the window with File → Load job.")
    if not isinstance(source, str) or not source.strip():
        return said
    return (f"{said} On the command line, give its source instead: {source} (with your "
            "options; the job's own are read only by the window).")
