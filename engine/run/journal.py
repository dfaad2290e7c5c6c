"""The journal of a run: an append-only record of the shards committed so far, in the
output folder, which is what --resume trusts after a crash.

Its first line is the run's header (options, plan, fingerprint, what the scan set aside;
with --overwrite also the earlier dataset's files being replaced); each later line is one
committed shard's entry, or the partial file a cancel kept of an unfinished shard
(engine.run.partial).
Every change goes through engine.run.writer's durable writes and step() hook.
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Sequence

from engine.output_state import (
    JOURNAL,
    PLANNED,
    SET_ASIDE_CHARS,
    SET_ASIDE_ROWS,
    journal_lines,
    read_journal,
)
from engine.reason_codes import LEFT_OUT, describe
from engine.regular_files import open_regular_file
from engine.run.writer import as_write_error, step, write_atomic

#: the kind of a journal line saying a cluster run's workers so far (engine.run.cluster_record)
TOOK_PART = "took_part"


def set_aside(rejected: Sequence[tuple[str, str, str]]) -> dict:
    """The header's record of what the scan set aside, of the ``rejected`` rows (path,
    reason, stage) so far (those left out as chosen, code LEFT_OUT, not among them):
    "set_aside", {reason code: rows}, as the manifest says it (engine.run.output
    .rejected_numbers), and "set_aside_rows", the first of them as [path, reason, code]
    (at most SET_ASIDE_ROWS, SET_ASIDE_CHARS of text): a killed run leaves no rejected.csv,
    and its folder opened again listed the counts and not one file. In the header, it is
    as durable as the plan (written atomically before the first shard), and bounded: the
    window reads the whole journal whenever the folder is chosen."""
    codes: dict[str, str] = {}
    counts: dict[str, int] = {}
    rows: list[list[str]] = []
    room = SET_ASIDE_CHARS
    for path, reason, stage in rejected:
        if stage != "scan":
            continue
        code = codes.get(reason)
        if code is None:
            code = codes[reason] = describe(reason)[0]
        if code == LEFT_OUT:
            continue
        counts[code] = counts.get(code, 0) + 1
        size = len(path) + len(reason) + len(code)
        if len(rows) < SET_ASIDE_ROWS and size <= room:
            rows.append([path, reason, code])
            room -= size
        else:
            room = 0   # (the rows named are the first ones, none after a gap)
    return {"set_aside": dict(sorted(counts.items())), "set_aside_rows": rows}


class Journal:
    """Append-only record of finished shards; what --resume trusts after a crash."""

    def __init__(self, folder: str):
        self.path = os.path.join(folder, JOURNAL)

    def read(self) -> tuple[dict | None, dict[str, dict]]:
        """(header, {filename: shard entry}): engine.output_state.read_journal."""
        return read_journal(self.path)

    def start(self, header: dict) -> None:
        """Begin a new journal with the run's header (replacing any earlier one)."""
        # Atomic: a kill between truncating and writing would leave an empty journal,
        # which --resume could not tell from another program's file.
        self.rewrite(header, [])

    def add(self, entry: dict) -> None:
        """Record one committed shard."""
        self._append(dict(entry, kind="shard"))

    def add_took_part(self, line: dict) -> None:
        """Record what a cluster run's workers did so far (engine.run.cluster_record): a
        killed run leaves no manifest, and its --resume carries this on."""
        self._append(dict(line, kind=TOOK_PART))

    def lines(self, kind: str) -> list[dict]:
        """The journal's lines of ``kind`` (a torn or damaged line ends them, as it ends
        what read_journal trusts); [] when it cannot be read, or is no regular file (a
        FIFO under its name: a plain open() waited for a writer, as read_journal does not)."""
        try:
            with io.TextIOWrapper(open_regular_file(self.path)[0], encoding="utf-8") as f:
                return [line for line in journal_lines(f) if line.get("kind") == kind]
        except (OSError, UnicodeDecodeError):
            return []

    def add_partial(self, line: dict) -> None:
        """Record the partial file a cancel kept of an unfinished shard (engine.run.partial)."""
        self._append(line)

    def rewrite(self, header: dict, entries: list[dict], partials: Sequence[dict] = ()) -> None:
        """Replace the journal atomically: a crash while rewriting leaves the old one.
        ``partials``: the lines of the partial files kept (engine.run.partial)."""
        lines = [dict(header, kind="header")] + [dict(e, kind="shard") for e in entries] + \
            list(partials)
        write_atomic(self.path, "".join(json.dumps(x, ensure_ascii=False) + "\n"
                                        for x in lines))

    def _append(self, entry: dict, mode: str = "a") -> None:
        try:
            step(f"append to {self.path}")
            with open(self.path, mode, encoding="utf-8") as f:
                f.write(json.dumps(entry, ensure_ascii=False) + "\n")
                f.flush()
                os.fsync(f.fileno())
        except OSError as e:
            raise as_write_error(e, os.path.dirname(self.path)) from None

    def remove(self) -> None:
        """Delete the journal (the run finished and the manifest is written), then the
        run's plan kept beside it (engine.resume_check)."""
        step(f"delete {self.path}")
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        try:
            os.unlink(os.path.join(os.path.dirname(self.path), PLANNED))
        except OSError:
            pass
