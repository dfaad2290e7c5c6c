"""The box CSV of the common TF Object Detection tutorials (xml_to_csv.py):
``filename,width,height,class,xmin,ymin,xmax,ymax``, one row per box, pixel coordinates
(taken as box edges, as those tutorials' generate_tfrecord.py does). File names are
relative to the CSV's folder (or its ``images/`` folder). Only the images the CSV names are
converted; a row with the class and box left empty names an image without objects.
"""

from __future__ import annotations

import os

from engine.reason_codes import render
from engine.sources.annotation_builder import Builder, check_box, skipped_with, sort_labels
from engine.sources.annotation_files import find_image
from engine.sources.declared_size import DeclaredSizes, scaled
from engine.sources.model import TASK_DETECTION, Annotation, Obj

COLUMNS = ("filename", "width", "height", "class", "xmin", "ymin", "xmax", "ymax")


def _header(source: str) -> list[str] | None:
    if not (os.path.isfile(source) and source.lower().endswith((".csv", ".tsv", ".txt"))):
        return None
    from engine.sources.table_text import first_row  # read as the whole table is
    head = first_row(source)
    return None if head is None else [c.strip().lower() for c in head]


def recognise(source: str) -> bool:
    head = _header(source)
    return head is not None and all(c in head for c in COLUMNS)


def scan(source: str, opts: dict, progress, skip_ids):
    from engine.sources.csv_table import load_table

    b = Builder(TASK_DETECTION, "box_csv", opts, progress)
    b.uses(source)
    table = load_table(source)
    rows = table.rows
    b.notices.extend(table.notices)   # its encoding or delimiter, when not UTF-8 and commas
    head = [c.strip().lower() for c in rows[0]]
    col = {c: head.index(c) for c in COLUMNS}
    base = os.path.dirname(source)
    folders = [base, os.path.join(base, "images")]
    sizes = DeclaredSizes(b)   # a width and height that are not the image's
    groups: dict[str, list[tuple[int, list[str]]]] = {}
    for n, row in enumerate(rows[1:], 2):
        if not any(c.strip() for c in row):
            continue
        cells = [c.strip() for c in row] + [""] * (len(head) - len(row))
        groups.setdefault(cells[col["filename"]], []).append((n, cells))
    name_csv = os.path.basename(source)
    for filename, entries in groups.items():
        path = find_image(filename, folders) if filename else None
        if path is None:
            line = entries[0][0]
            b.reject(os.path.join(base, filename), render("ann.csv_image_missing", {
                "file": name_csv, "line": line, "name": repr(filename)}))
            continue
        # rows with a class or a box: each one object (the others name an image without)
        lines = [(f"{name_csv} line {n}", _row(cells, col)) for n, cells in entries
                 if any(cells[col[k]] for k in ("class", "xmin", "ymin", "xmax", "ymax"))]
        # a row that is no box sets the image aside before any box is read: the boxes of
        # the rows before it were counted as left out of an image the run skips
        bad = next(((where, it) for where, it in lines if isinstance(it, str)), None)
        if bad is not None:
            b.reject(path, unusable_row(*bad, others=len(lines) - 1))
            continue
        objs: list[Obj] = []
        size: tuple[int, int] | None = None
        for where, read in lines:
            if isinstance(read, str):   # (none is: said above)
                continue
            (w, h), edges, cls = read
            size = size or ((w, h) if w > 0 and h > 0 else None)
            box = check_box(b, path, where, edges, size, cls=cls)
            if box is not None:
                objs.append(Obj(*box, label=b.label(cls), text=cls, where=where))
        placed = sizes.place(path, size, name_csv, filename, annotated=bool(objs))
        if placed is None:   # of another shape: set aside with why
            continue
        size, scale = placed
        rel = os.path.relpath(path, base).replace(os.sep, "/")
        b.add(path, rel, Annotation(TASK_DETECTION, tuple(scaled(o, scale) for o in objs),
                                    size=size, source_id=os.path.splitext(filename)[0]))
    b.notices += sizes.notices()
    sort_labels(b)
    return b.result()


#: What to do about a row that is no box, by its problem (:func:`unusable_row`).
_FIX = {"width, height and box must be numbers": "Correct the numbers on that line",
        "the class is empty": "Write the box's class on that line"}


def _row(cells: list[str], col: dict[str, int]
         ) -> tuple[tuple[int, int], tuple[float, float, float, float], str] | str:
    """((width, height), (xmin, ymin, xmax, ymax), class) of a row with a class or a box,
    or why it is no box (one of _FIX's)."""
    try:
        w, h = int(float(cells[col["width"]])), int(float(cells[col["height"]]))
        x0, y0, x1, y1 = (float(cells[col[k]]) for k in ("xmin", "ymin", "xmax", "ymax"))
    except (ValueError, OverflowError):   # OverflowError: a width of "inf"
        return "width, height and box must be numbers"
    cls = cells[col["class"]]
    return ((w, h), (x0, y0, x1, y1), cls) if cls else "the class is empty"


def unusable_row(where: str, problem: str, others: int) -> str:
    """Why an image is skipped for the row at ``where`` that is no box (``problem``), with
    its ``others`` other boxes, and what to do: "the class is empty" said neither, and the
    window counted a table row not used where the run skipped an image."""
    return f"{where}: {problem}; {skipped_with(others, 'box', 'boxes')}. {_FIX[problem]}"
