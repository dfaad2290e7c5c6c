"""How a table file's bytes become rows: its encoding and its delimiter. One reading for
the class table, the box CSV and the multi-label CSV (engine.sources.csv_table.load_table),
in the scan and in the conversion alike, so the two cannot read a table differently.

Encoding. UTF-8, with or without a byte-order mark ("CSV UTF-8"), is read as it always
was; UTF-16 with a byte-order mark is Excel's "Unicode text". Other bytes are what Excel's
"CSV (comma delimited)" writes on Japanese Windows (cp932, Shift-JIS) or Korean Windows
(cp949, a superset of EUC-KR). The same bytes often decode without error in both, so one
is chosen only on evidence, never guessed: first the one under which the table names image
files that exist (names on disk are Unicode); else the one whose text is made of the
characters its language writes (JIS X 0208 for Japanese, KS X 1001 for Korean: Japanese
bytes read as Korean are rare Hangul syllables, Korean bytes read as Japanese half-width
katakana). A table neither tells apart, or that decodes in neither, is refused with the
advice to save it as "CSV UTF-8".

Delimiter. A tab for .tsv. Otherwise a comma, a semicolon (Excel's CSV where the decimal
mark is a comma, much of Europe) or a tab (Excel's "Unicode text"), whichever splits the
first rows into cells that name images, then into as many cells as the first row; a
comma when nothing tells them apart. The rows are parsed as CSV while deciding, so a
comma inside a quoted cell or a semicolon in a file name does not count.
"""

from __future__ import annotations

import csv
import io
import itertools
import os
from collections import Counter
from dataclasses import dataclass, field

from engine.errors import SourceError
from engine.reason_codes import render
from engine.regular_files import open_input

#: Encodings tried, in this order, when the bytes are not UTF-8, and their names in notices.
CODE_PAGES = {"cp932": "Shift-JIS (cp932)", "cp949": "EUC-KR (cp949)"}
#: Delimiters that can separate a table's columns, the first the default.
DELIMITERS = (",", ";", "\t")
#: Rows looked at to choose the delimiter, and the encoding by the files a table names.
SNIFF_ROWS = 50
EVIDENCE_ROWS = 2000
#: The share of a reading's non-ASCII characters its language must write for its text to
#: be taken as that language's.
TYPICAL = 0.8
TYPICAL_CHARS = 2_000_000   # (characters looked at)


@dataclass
class Table:
    rows: list[list[str]]
    encoding: str = "utf-8"   # "utf-8", "utf-16", or one of CODE_PAGES
    delimiter: str = ","
    notices: list[str] = field(default_factory=list)   # engine.reason_catalogue csv.*


def decode_table(raw: bytes, path: str) -> Table:
    """The rows of the table whose bytes are `raw`, read from `path` (its folder is where
    the names it gives are looked for); SourceError when its encoding cannot be told."""
    base = os.path.dirname(os.path.abspath(path))
    tsv = path.lower().endswith(".tsv")
    delimiter = ""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text, encoding = raw.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            raise _not_text(path) from None
    else:
        try:
            text, encoding = raw.decode("utf-8-sig"), "utf-8"
        except UnicodeDecodeError:   # (the delimiter is sniffed while choosing the encoding)
            text, encoding, delimiter = _code_page(raw, path, base, tsv)
    delimiter = delimiter or ("\t" if tsv else sniff_delimiter(text, base))
    rows = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    notices = []
    name = os.path.basename(path)
    if encoding != "utf-8":
        notices.append(render("csv.encoding", {
            "file": name, "encoding": CODE_PAGES.get(encoding, "UTF-16")}))
    if delimiter == ";":
        notices.append(f"{name}: its columns are separated by semicolons (;), as Excel saves "
                       "CSV files in many languages, and are read so")
    elif delimiter == "\t" and not tsv:
        notices.append(f"{name}: its columns are separated by tabs, and are read so")
    return Table(rows, encoding, delimiter, notices)


def _not_text(path: str) -> SourceError:
    return SourceError(f"{path}: the file is not UTF-8 text. Save it as 'CSV UTF-8' and try "
                       "again.")


def code_page_readings(raw: bytes) -> dict[str, str]:
    """Each reading of ``raw`` in one of CODE_PAGES that decodes (encoding -> text): a
    table's and a label file's (engine.sources.label_text) choice is made among them."""
    texts = {}
    for encoding in CODE_PAGES:
        try:
            texts[encoding] = raw.decode(encoding)
        except UnicodeDecodeError:
            pass
    return texts


def _code_page(raw: bytes, path: str, base: str, tsv: bool) -> tuple[str, str, str]:
    """(text, encoding, delimiter) of a table in Japanese or Korean Windows' code page,
    chosen on evidence (the module's docstring); SourceError when none can be told. Each
    reading's delimiter is sniffed once, here."""
    texts = code_page_readings(raw)
    if not texts:
        raise _not_text(path)
    delimiters = {enc: "\t" if tsv else sniff_delimiter(text, base)
                  for enc, text in texts.items()}
    found = {enc: _existing_names(text, base, delimiters[enc]) for enc, text in texts.items()}
    best = max(found.values())
    if best and list(found.values()).count(best) == 1:
        return next((texts[e], e, delimiters[e]) for e, n in found.items() if n == best)
    for half_width_kana in (False, True):   # a Japanese table in half-width katakana
        typical = [e for e, text in texts.items()
                   if typical_share(text, e, half_width_kana) >= TYPICAL]
        if len(typical) == 1:
            return texts[typical[0]], typical[0], delimiters[typical[0]]
        if typical:
            break
    raise _not_text(path)


def _existing_names(text: str, base: str, delimiter: str) -> int:
    """How many cells with non-ASCII characters in the table's first rows (split at
    `delimiter`) name a file that exists (beside the table or in its images/ folder)."""
    n, folders = 0, _beside(base)
    for row in itertools.islice(_rows(text, delimiter), EVIDENCE_ROWS):
        for cell in row:
            cell = cell.strip()
            if cell and not cell.isascii() and _is_file(cell, *folders):
                n += 1
    return n


def typical_share(text: str, encoding: str, half_width_kana: bool) -> float:
    """The share of `text`'s non-ASCII characters that its language's everyday character
    set holds (JIS X 0208, with half-width katakana when `half_width_kana`, or KS X 1001):
    two bytes in EUC-JP or EUC-KR."""
    odd = Counter(c for c in text[:TYPICAL_CHARS] if not c.isascii())
    if not odd:
        return 1.0
    euc = "euc_jp" if encoding == "cp932" else "euc_kr"
    typical = 0
    for c, n in odd.items():
        try:
            b = c.encode(euc)
        except UnicodeEncodeError:
            continue
        if len(b) == 2 and (b[0] != 0x8E or half_width_kana):   # 0x8E: half-width kana
            typical += n
    return typical / sum(odd.values())


def sniff_delimiter(text: str, base: str) -> str:
    """The delimiter of the table `text` (the module's docstring); `base`: the folder
    the names it gives are relative to."""
    best, best_score = DELIMITERS[0], None
    folders = _beside(base)
    for rank, delimiter in enumerate(DELIMITERS):
        rows = list(itertools.islice(_rows(text, delimiter), SNIFF_ROWS))
        width = len(_trimmed(rows[0])) if rows else 0
        if width < 2:
            continue
        naming = sum(1 for r in rows if any(names_image(c.strip(), *folders) for c in r))
        even = sum(1 for r in rows if len(_trimmed(r)) == width)
        score = (naming, even, -rank)
        if best_score is None or score > best_score:
            best, best_score = delimiter, score
    return best


def _rows(text: str, delimiter: str):
    """The non-empty rows of `text` split at `delimiter`, lazily; parsing stops at a
    row the csv module cannot read (a quote left open over a huge cell)."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        for row in reader:
            if any(c.strip() for c in row):
                yield row
    except csv.Error:
        return


def _trimmed(row: list[str]) -> list[str]:
    """The row without its trailing empty cells (Excel pads rows to the widest one)."""
    end = len(row)
    while end and not row[end - 1].strip():
        end -= 1
    return row[:end]


def names_image(cell: str, *folders: str) -> bool:
    """The cell looks like an image's path: an image's extension, or a file that exists in
    one of `folders` (the class table's are relative to its folder; the box CSV's may be in
    its images/ folder too). The one test of the delimiter sniff and of the class table's
    titles (engine.sources.csv_table)."""
    from engine.sources.top_files import IMAGE_EXTENSIONS
    if not cell:
        return False
    return os.path.splitext(cell)[1].lower() in IMAGE_EXTENSIONS or _is_file(cell, *folders)


def _is_file(cell: str, *folders: str) -> bool:
    try:
        return any(os.path.isfile(os.path.join(folder, cell)) for folder in folders)
    except (OSError, ValueError):   # ValueError: a NUL in the cell
        return False


def _beside(base: str) -> tuple[str, str]:
    """Where a table's names are looked for: beside it, or in its images/ folder."""
    return base, os.path.join(base, "images")


def first_row(path: str, size: int = 65536) -> list[str] | None:
    """The first row of the table at `path`, read as decode_table reads the whole table
    but from its first `size` bytes (cut at a line's end): how a reader recognises its
    titles cheaply. None when it cannot be read."""
    try:
        with open_input(path) as f:
            raw = f.read(size)
    except OSError:
        return None
    if len(raw) == size:   # a character cut in two would make the head undecodable
        newline = {b"\xff\xfe": b"\n\x00", b"\xfe\xff": b"\x00\n"}.get(raw[:2], b"\n")
        end = raw.rfind(newline)
        while len(newline) == 2 and end > 0 and end % 2:   # (UTF-16: at a character)
            end = raw.rfind(newline, 0, end)
        if end > 0:
            raw = raw[:end + len(newline)]
    try:
        rows = [r for r in decode_table(raw, path).rows if any(c.strip() for c in r)]
    except SourceError:
        return None
    return rows[0] if rows else None
