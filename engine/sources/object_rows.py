"""The rows of objects.csv, held with bounded memory: those a scan finds
(engine.sources.model.Problems.objects) and those the workers dropped or clipped
(engine.run.object_list). A dataset may leave out millions of objects (every box of a
class with no name, every one a crop cuts), and the parent process held each as a tuple
beside the capped examples. Up to :data:`IN_MEMORY` rows stay in memory; past that they
go to a private temporary SQLite database (a file the system deletes when it is closed or
the process ends), which also sorts them on disk.

Read back in the order they were added, or by image (:meth:`ObjectRows.by_image`: by the
image's displayed path, each image's rows in the order added), the order objects.csv
lists them in: the same rows in the same order wherever they were held. (SQLite compares
the paths' UTF-8 bytes, which orders valid text as Python orders its code points; a
displayed path is valid text, engine.sources.names.display.) Standard library only.

The database is a file in the system's temporary folder: when that folder's disk is full
(or it cannot be written) the run or scan ends with a WriteError naming the folder
(run.temp_full, run.temp_failed), not sqlite3's own error.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator

from engine.errors import WriteError
from engine.reason_codes import render
from engine.sources.names import display

#: One row: (image path, where in the annotations, class, reason).
Row = tuple[str, str, str, str]

#: Rows held in memory before they go to the temporary database (~300 bytes each);
#: TFRS_OBJECT_ROWS_IN_MEMORY sets another (tests: a few, to spill without millions).
IN_MEMORY = 50_000


def in_memory() -> int:
    """The rows held in memory: :data:`IN_MEMORY`, or TFRS_OBJECT_ROWS_IN_MEMORY's."""
    value = os.environ.get("TFRS_OBJECT_ROWS_IN_MEMORY", "")
    return int(value) if value.isdigit() and int(value) > 0 else IN_MEMORY


class ObjectRows:
    """A list of rows that spills to disk past ``limit`` rows (:func:`in_memory`)."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit or in_memory()
        self._rows: list[Row] = []     # the rows not in the database yet
        self._db: sqlite3.Connection | None = None   # once spilled
        self._count = 0

    def append(self, row: Row) -> None:
        self._rows.append(row)
        self._count += 1
        if len(self._rows) >= self.limit:
            self._spill()

    def extend(self, rows: Iterable[Row]) -> None:
        for row in rows:
            self.append(row)

    def __len__(self) -> int:
        return self._count

    def __bool__(self) -> bool:
        return self._count > 0

    @property
    def held(self) -> int:
        """Rows held in memory now (never more than ``limit``)."""
        return len(self._rows)

    @property
    def spilled(self) -> bool:
        return self._db is not None

    def __iter__(self) -> Iterator[Row]:
        """Every row, in the order added."""
        if self._db is not None:
            self._spill()
            for (text,) in self._db.execute("SELECT row FROM rows ORDER BY seq"):
                yield _row(text)
        else:
            yield from list(self._rows)

    def by_image(self) -> Iterator[Row]:
        """Every row by its image's displayed path, each image's in the order added."""
        if self._db is None:
            yield from sorted(self._rows, key=lambda r: display(r[0]))
            return
        self._spill()
        for (text,) in self._db.execute("SELECT row FROM rows ORDER BY path, seq"):
            yield _row(text)

    def close(self) -> None:
        """Let the temporary database go (it is deleted); the rows with it."""
        if self._db is not None:
            self._db.close()
            self._db = None
        self._rows, self._count = [], 0

    def _spill(self) -> None:
        try:
            db = self._db
            if db is None:
                # "": a private temporary database on disk, deleted when it is closed
                db = self._db = sqlite3.connect("", check_same_thread=False)
                db.execute("CREATE TABLE rows (seq INTEGER PRIMARY KEY, path TEXT, row TEXT)")
            first = self._count - len(self._rows)
            with db:   # (one transaction)
                db.executemany("INSERT INTO rows VALUES (?, ?, ?)", (
                    (first + i, display(r[0]), json.dumps(r))
                    for i, r in enumerate(self._rows)))
        except sqlite3.Error as e:
            raise temp_error(e) from None
        self._rows = []

    def __getstate__(self) -> dict:
        """Pickled (a scan sent elsewhere) as the rows themselves."""
        return {"limit": self.limit, "rows": list(self)}

    def __setstate__(self, state: dict) -> None:
        self.limit, self._rows, self._db, self._count = state["limit"], [], None, 0
        self.extend(state["rows"])


def temp_error(e: sqlite3.Error) -> WriteError:
    """The WriteError for the temporary database's ``e``, naming the temporary folder: the
    disk is full (SQLite's SQLITE_FULL), else the folder could not be used. (No errno: the
    output's disk is not the one that is full, so no space for the rest is estimated.)
    Its words are the catalogue's (engine.reason_catalogue_failed)."""
    folder = display(tempfile.gettempdir())
    if getattr(e, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL:
        return WriteError(render("run.temp_full", {"folder": folder}))
    return WriteError(render("run.temp_failed", {"folder": folder, "detail": str(e)}))


def _row(text: str) -> Row:
    """A row as the database keeps it (JSON: a file name that is not UTF-8 round-trips)."""
    path, where, cls, why = json.loads(text)
    return path, where, cls, why
