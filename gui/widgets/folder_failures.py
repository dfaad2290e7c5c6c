"""The Failures tab's rows of an output folder opened again, with no run in this window:
the entries its rejected.csv lists (the run that made it wrote them there), as that run's
own Failures tab listed them; of an interrupted run, the failures of the complete shards
its journal records. Either way what the Summary's "Skipped" counts. After a restart the
tab said "No failures." beside the Summary's "Skipped: 3 (see Failures and rejected.csv)".

Of an interrupted run's rejected.csv, only the entries its scan set aside are read, and
only when its manifest is the same run's (a cancel or a failure writes both): a kill leaves
none, and a resumed run that was then killed leaves the one its earlier part wrote. The
window listed "Failures (1)" before a quit and nothing after it, for the same run. Else
they are the ones its journal's header names (engine.run.journal.set_aside: a killed run's
folder listed their counts and not one of them); a header written before it named them
has only the counts (``unnamed``), which the tab says."""

from __future__ import annotations

import csv
import os
from dataclasses import dataclass, field

from engine.output_kind import kept_entries
from engine.output_state import (
    JOURNAL,
    REJECTED,
    OutputState,
    partial_counts,
    read_journal,
    read_partials,
    set_aside_counts,
    set_aside_rows,
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
    with the entries its scan set aside, from its rejected.csv or its journal's header;
    ``unnamed``: {reason code: entries} its scan set aside that the journal counts and
    does not name (a header from before it named them, or past the first it names)."""

    readable: bool = False
    rows: list[Failure] = field(default_factory=list)
    more: bool = False
    journal: bool = False
    aside: bool = False
    unnamed: dict[str, int] = field(default_factory=dict)


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
    engine.output_kind counts them, in the order of the run's plan; first the entries the
    run's scan set aside, as the run's own tab listed them: from its rejected.csv (the
    same run's) when ``aside``, else those the journal's header names."""
    out = FolderFailures(journal=True)
    journal = os.path.join(folder, JOURNAL)
    header, shards = read_journal(journal, bounded=True)
    if header is None:
        return out
    out.readable = True
    codes: dict[str, tuple[str, dict]] = {}
    if aside:
        listed = read_folder_failures(folder)
        out.rows = [f for f in listed.rows if f.stage == "scan"][:MAX_ROWS]
        out.more = listed.more and len(out.rows) == MAX_ROWS
    else:
        out.rows, out.unnamed = _named_aside(header, codes)
        out.more = len(out.rows) == MAX_ROWS and bool(out.unnamed)
    out.aside = bool(out.rows)
    if out.more:
        return out
    planned = header.get("planned")
    order = {name: i for i, name in enumerate(planned)} if isinstance(planned, list) else {}
    kept = {e["filename"]: e for e in kept_entries(folder, list(shards.values()))}
    # (a cancel's kept partial: its failures are among Skipped too, a walk's test found
    # the tab listing 2 beside Skipped 4)
    kept.update({name: line for name, line in read_partials(journal).items()
                 if name not in kept and partial_counts(folder, line) is not None})
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


def _named_aside(header: dict, codes: dict[str, tuple[str, dict]]
                 ) -> tuple[list[Failure], dict[str, int]]:
    """The entries set aside that the journal ``header`` names, as failures with the codes
    it records (so that they agree with its counts), and {code: entries} it counts and
    does not name."""
    counts = set_aside_counts(header)
    rows: list[Failure] = []
    for path, reason, code in (set_aside_rows(header) or [])[:MAX_ROWS]:
        failure = _failure([path, reason, "scan"], codes)
        if failure.code != code:   # (described otherwise by this version: its words, not
            failure = Failure(path, reason, "scan", code, {})   # its count, may differ)
        rows.append(failure)
        if counts.get(code, 0) > 0:
            counts[code] -= 1
    return rows, {c: n for c, n in counts.items() if n > 0}


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
