"""Multi-label classification: a CSV (or TSV) whose label column holds several names
separated by ``;`` or ``|`` (``cat;dog``). Recognised by a ``labels``/``tags`` header or by
any label cell holding a separator. A row with an empty label cell is an image with no
labels (kept unless --skip-unannotated).
"""

from __future__ import annotations

import os
import re

from engine.config import KNOWN_SPLITS
from engine.sources.annotation_builder import Builder, sort_labels
from engine.sources.model import TASK_MULTILABEL, Annotation
from engine.sources.names import class_labels, composed_label
from engine.split_names import SplitCells
from engine.table_headers import (
    CSV_COLUMN_ALIASES,
    CSV_PATH_NAMES,
    csv_header_key,
    header_columns,
)

_SEP = re.compile(r"[;|]")
_PATH = CSV_PATH_NAMES
_LABELS = ("labels", "tags", "label", "classes", "class", "category", "categories",
           *(k for k, v in CSV_COLUMN_ALIASES.items() if v == "label"))   # ラベル, 레이블...


def _table(source: str, notices: list[str] | None = None):
    if not (os.path.isfile(source) and source.lower().endswith((".csv", ".tsv", ".txt"))):
        return None
    from engine.errors import ConfigError
    from engine.sources.csv_table import load_table
    try:
        table = load_table(source)
    except ConfigError:
        return None
    if notices is not None:   # its encoding or delimiter, when not UTF-8 and commas
        notices.extend(table.notices)
    numbered = [(n, [c.strip() for c in r]) for n, r in enumerate(table.rows, 1)
                if any(c.strip() for c in r)]
    return numbered or None


def _columns(rows) -> tuple[int, int, int, bool]:
    """(path column, label column, split column, has header)."""
    head = [csv_header_key(c) for c in rows[0][1]]   # as the class table reads titles
    if head and head[0] in _PATH or any(h in ("labels", "tags") for h in head):
        path = next((i for i, h in enumerate(head) if h in _PATH), 0)
        label = next((i for i, h in enumerate(head) if h in _LABELS), 1)
        split = header_columns(head).get("split", -1)   # the class table's pick: the first
        return path, label, split, True
    return 0, 1, 2 if len(rows[0][1]) > 2 else -1, False


def recognise(source: str) -> bool:
    rows = _table(source)
    if not rows:
        return False
    path, label, _, header = _columns(rows)
    if header and csv_header_key(rows[0][1][label]) in ("labels", "tags"):
        return True
    body = rows[1:] if header else rows
    return any(label < len(r) and _SEP.search(r[label]) for _, r in body)


def scan(source: str, opts: dict, progress, skip_ids):
    from engine.sources.table_paths import (
        as_listed,
        backslash_notice,
        missing_reason,
        windows_path,
    )
    b = Builder(TASK_MULTILABEL, "multilabel_csv", opts, progress)
    rows = _table(source, b.notices)
    b.uses(source)
    pcol, lcol, scol, header = _columns(rows)
    base = os.path.dirname(source)
    name_csv = os.path.basename(source)
    splits = SplitCells(name_csv, set(KNOWN_SPLITS) | set(opts.get("split_names", ())),
                        rows[0][1][scol] if header and 0 <= scol < len(rows[0][1]) else None)
    slashed: list[str] = []
    spelt: dict[str, str] = {}   # name as a cell writes it -> label (고양이 from a Mac)
    lines: dict[str, int] = {}   # label -> the first line that gives it
    for n, row in rows[1:] if header else rows:
        rel = row[pcol] if pcol < len(row) else ""
        if not rel:
            b.reject(source, f"{name_csv} line {n}: the path is empty")
            continue
        rel, was_windows = windows_path(base, rel)   # 画像\\a.jpg, read as 画像/a.jpg
        rel = as_listed(base, rel)   # (one file two rows name: "listed twice", not 2 images)
        if was_windows:
            slashed.append(rel)
        path = os.path.normpath(os.path.join(base, rel))
        cell = row[lcol] if lcol < len(row) else ""
        names = tuple(dict.fromkeys(spelt.setdefault(t.strip(), composed_label(t.strip()))
                                    for t in _SEP.split(cell) if t.strip()))   # (class_labels')
        written = row[scol] if 0 <= scol < len(row) and row[scol] else None
        split = splits.split(written)
        if written and split is None:
            b.reject(path, f"{name_csv} line {n}: unknown split {written!r}{splits.column()}")
            continue
        splits.read(written, split)
        for t in names:
            b.label(t)
            lines.setdefault(t, n)
        if not os.path.lexists(path):   # the class table's reason, naming the line (it said
            # "the annotations name it" of a row among hundreds); a Windows path, no file
            b.reject(path, missing_reason(rel, n))     # with / either, said so
            continue
        b.add(path, rel.replace(os.sep, "/"),
              Annotation(TASK_MULTILABEL, texts=names,
                         source_id=os.path.splitext(os.path.basename(rel))[0]), split)
    if slashed:
        b.notices.append(backslash_notice(source, slashed))
    b.notices += splits.notices()
    b.notices += joined_labels(name_csv, lines)
    _, forms, composed = class_labels(name_csv, list(spelt))   # one class, composed
    b.notices += forms
    sort_labels(b)
    result = b.result()
    result.composed = composed
    return result


# separators a lab may use where a labels cell wants ; or | ("猫, 犬", "猫、犬", "cat/dog")
_OTHER_SEP = re.compile(r"[,，、/／]")


def joined_labels(name_csv: str, lines: dict[str, int]) -> list[str]:
    """The notice on labels that are other labels of the table joined with another
    separator (label -> its first line, ``lines``): "猫, 犬" became a class of its own
    beside 猫 and 犬, said nowhere. A label is one only when each part is a label of its
    own elsewhere in the table ("black/white" alone is a class's name)."""
    joined = []
    for label, n in lines.items():
        parts = [p.strip() for p in _OTHER_SEP.split(label)]
        if len(parts) > 1 and all(p and p != label and p in lines for p in parts):
            joined.append((label, n, ";".join(parts)))
    if not joined:
        return []
    from engine.reason_codes import render
    shown = joined[:5]   # (the labels quoted: one may hold a comma)
    more = "…" if len(joined) > 5 else ""
    return [render("ann.labels_joined", {
        "n": f"{len(joined):,}", "file": name_csv,
        "labels": ", ".join(f"“{label}”" for label, _, _ in shown) + (", " + more if more else ""),
        "lines": ", ".join(str(n) for _, n, _ in shown) + (", " + more if more else ""),
        "example": joined[0][2]})]
