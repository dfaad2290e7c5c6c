"""The Failures tab's rows of an output folder opened again, with no run in this window:
the entries its rejected.csv lists (the run that made it wrote them there), as that run's
own Failures tab listed them; of an interrupted run, the failures of the complete shards
its journal records. Either way what the Summary's "Skipped" counts. After a restart the
tab said "No failures." beside the Summary's "Skipped: 3 (see Failures and rejected.csv)".

Of an interrupted run's rejected.csv, only the entries its scan set aside are read, and
only when its manifest is the same run's (a cancel or a failure writes both): a kill leaves
none, and a resumed run that was then killed leaves the one its earlier part wrote. The
window listed "Failures (1)" before a quit and nothing after it, for the same run."""

from __future__ import annotations

import csv
import os
from dataclasses import dataclass, field

from engine.output_kind import kept_entries
from engine.output_state import (
    JOURNAL,
    MAX_JSON,
    REJECTED,
    OutputState,
    partial_counts,
    read_journal,
    read_partials,
)
from engine.reason_codes import LEFT_OUT, describe
from gui.run_model import Failure

#: The rows read at most: a folder whose run set aside a million files is opened at once
#: (the tab says that rejected.csv lists more).
MAX_ROWS = 2000


@dataclass
class FolderFailures:
    """What an output folder's rejected.csv lists. ``readable``: False when it is missing
    or is not one this program wrote; ``rows``: its first MAX_ROWS rows, those left out as
    chosen (no annotations, "Leave out images without annotations") not among them, as the
    run did not count them as failures; ``more``: it lists more. ``journal``: the rows are
    an interrupted run's, from its journal (:func:`read_journal_failures`); ``aside``:
    with the entries its scan set aside, from its rejected.csv."""

    readable: bool = False
    rows: list[Failure] = field(default_factory=list)
    more: bool = False
    journal: bool = False
    aside: bool = False


def rows_key(state: OutputState) -> tuple | None:
    """What the rows of ``state``'s folder depend on (None: no dataset or interrupted run
    there, so no rows): read again only when it changes, not at every keystroke. A run
    writes rejected.csv with its manifest or journal, whose numbers are in ``state`` (read
    once per change of the folder: gui.output_folder), so no stat of its own is needed at
    each check (tests/gui/test_form_disk_calls.py)."""
    if state.kind not in ("dataset", "interrupted"):
        return None
    return (state.path, state.kind, state.created, state.status, state.records,
            state.skipped, state.shards, state.left_out)


def read_state_failures(state: OutputState) -> FolderFailures:
    """The rows of the dataset or interrupted run ``state`` describes, as its Summary's
    "Skipped" counts them (engine.output_state)."""
    if state.kind == "interrupted":
        # (the manifest says how the run stopped only when it is this run's:
        # engine.output_kind; so is its rejected.csv then)
        return read_journal_failures(state.path, aside=bool(state.status))
    return read_folder_failures(state.path)


def read_journal_failures(folder: str, aside: bool = False) -> FolderFailures:
    """The failures of the complete shards the journal in ``folder`` records (of those
    whole on disk) and of the unfinished shards a cancel kept (their .partial files), as
    engine.output_kind counts them, in the order of the run's plan; ``aside``: first the
    entries the run's scan set aside, from its rejected.csv (the same run's), as the
    run's own tab listed them."""
    out = FolderFailures(journal=True)
    journal = os.path.join(folder, JOURNAL)
    header, shards = read_journal(journal, MAX_JSON)
    if header is None:
        return out
    out.readable = True
    if aside:
        listed = read_folder_failures(folder)
        out.rows = [f for f in listed.rows if f.stage == "scan"][:MAX_ROWS]
        out.aside = bool(out.rows)
        out.more = listed.more and len(out.rows) == MAX_ROWS
        if out.more:
            return out
    planned = header.get("planned")
    order = {name: i for i, name in enumerate(planned)} if isinstance(planned, list) else {}
    kept = {e["filename"]: e for e in kept_entries(folder, list(shards.values()))}
    # (a cancel's kept partial: its failures are among Skipped too, a walk's test found
    # the tab listing 2 beside Skipped 4)
    kept.update({name: line for name, line in read_partials(journal).items()
                 if name not in kept and partial_counts(folder, line) is not None})
    codes: dict[str, tuple[str, dict]] = {}
    for name in sorted(kept, key=lambda n: (order.get(n, len(order)), n)):
        rows = kept[name].get("rejected")
        for row in rows if isinstance(rows, list) else []:
            if not (isinstance(row, list) and len(row) == 3):
                continue
            if len(out.rows) == MAX_ROWS:
                out.more = True
                return out
            out.rows.append(_failure([str(x) for x in row], codes))
    return out


def _failure(row: list[str], codes: dict[str, tuple[str, dict]]) -> Failure:
    """One row (path, reason, stage) as a failure with its reason's code (``codes``: those
    described already)."""
    path, reason, stage = row
    if reason not in codes:
        code, params = describe(reason)
        codes[reason] = (code, params if isinstance(params, dict) else {})
    code, params = codes[reason]
    return Failure(path, reason, stage, code, params)


def read_folder_failures(folder: str) -> FolderFailures:
    """The rows of ``folder``'s rejected.csv (columns path, reason, stage) as failures with
    their reasons' codes (shown in the window's language)."""
    out = FolderFailures()
    codes: dict[str, tuple[str, dict]] = {}
    try:
        with open(os.path.join(folder, REJECTED), encoding="utf-8", errors="replace",
                  newline="") as f:
            reader = csv.reader(f)
            if next(reader, None) != ["path", "reason", "stage"]:
                return out
            out.readable = True
            for row in reader:
                if len(row) != 3:
                    continue
                failure = _failure(row, codes)
                if failure.code == LEFT_OUT:
                    continue
                if len(out.rows) == MAX_ROWS:
                    out.more = True
                    return out
                out.rows.append(failure)
    except (OSError, csv.Error):
        return FolderFailures()
    return out
