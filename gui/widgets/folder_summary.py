"""The Summary's rows of an output folder opened again, from what its manifest records of
the run that made it, in the words and numbers that run's own Summary said them
(gui.widgets.summary_text; gui.widgets.summary_panel shows them).

A number the manifest does not record (one of an older engine) is left unsaid, never
guessed: "Skipped" then says the count of rejected.csv's rows without the part the scan
set aside.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication

from engine.output_state import OutputState
from gui.i18n import number, plural
from gui.scan_result import counted_state
from gui.widgets.progress_dataset import recorded_aside
from gui.widgets.set_aside import not_used_words
from gui.widgets.summary_rate import rate_text
from gui.widgets.summary_text import (
    copies_text,
    duration_text,
    folder_verify_words,
    left_out_text,
    object_problems_text,
    shards_text,
    skipped_words,
    splits_text,
    this_part_text,
    written_text,
)
from gui.widgets.summary_time import Times, manifest_times, total_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


def folder_headline(state: OutputState, when: str) -> str:
    """The Summary's headline of the dataset or interrupted run in the folder, ``when``
    it was made or started. An interrupted run's images in the unfinished shard a cancel
    kept are not in a complete shard: "555 images in 0 complete shards" read as a
    contradiction (a Japanese walk); they are said to be where Resume continues."""
    if state.kind == "dataset":
        head = plural(state.shards, plural(state.records, _tr(
            "The output folder holds a dataset of {n} image in {k} shard, made {when}."),
            _tr("The output folder holds a dataset of {n} images in {k} shard, "
                "made {when}.")), plural(state.records, _tr(
                "The output folder holds a dataset of {n} image in {k} shards, made {when}."),
                _tr("The output folder holds a dataset of {n} images in {k} shards, "
                    "made {when}.")))
        return head.format(when=when, n=number(state.records), k=number(state.shards))
    u, complete = state.unfinished, state.records - state.unfinished
    if u and not state.shards:
        return plural(u, _tr(
            "The output folder holds an interrupted run, started {when}: no complete shard yet; "
            "its {u} converted image is in the unfinished shard, which Resume continues."), _tr(
            "The output folder holds an interrupted run, started {when}: no complete shard yet; "
            "its {u} converted images are in the unfinished shard, which Resume continues.")
        ).format(when=when, u=number(u))
    head = plural(state.shards, plural(complete, _tr(
        "The output folder holds an interrupted run, started {when}: {n} image in {k} "
        "complete shard so far."), _tr(
        "The output folder holds an interrupted run, started {when}: {n} images in {k} "
        "complete shard so far.")), plural(complete, _tr(
            "The output folder holds an interrupted run, started {when}: {n} image in "
            "{k} complete shards so far."), _tr(
            "The output folder holds an interrupted run, started {when}: {n} images in "
            "{k} complete shards so far.")))
    head = head.format(when=when, n=number(complete), k=number(state.shards))
    if u:
        head += plural(u, _tr(" {u} more converted image is in the unfinished shard, which "
                              "Resume continues."),
                       _tr(" {u} more converted images are in the unfinished shard, which "
                           "Resume continues.")).format(u=number(u))
    return head


def folder_rows(state: OutputState) -> dict[str, str]:
    """{row of the Summary: its text} of the dataset or interrupted run ``state`` describes
    ("" : the row says nothing: "—", or hidden when it is shown only when it says
    something: Splits, Objects changed, Copies, Total time)."""
    m = state.manifest if isinstance(state.manifest, dict) else {}
    timings = _dict(m.get("timings"))
    splits, unplanned, empty = _splits(m, state)
    rows = {"written": written_text(state.records, _int(timings.get("kept_records")),
                                    state.unfinished),
            # (an interrupted run's: with the images its scan set aside for their
            # annotations, as its progress line and Resume offer count them)
            "failed": number(counted_state(state).skipped) + left_out_text(state.left_out),
            "shards": shards_text(state.shards, empty)}
    # a manifest of 0.3.5 on records "ignored" with "set_aside"
    ignored = m.get("ignored")
    since_035 = _count(ignored)
    counts = recorded_aside(state)   # (the progress line's check: else the count alone)
    if state.kind == "dataset" and counts is not None and since_035:
        rows["failed"] = skipped_words(state.skipped - sum(counts.values()), counts,
                                       _int(ignored), state.left_out)
    elif state.kind == "interrupted" and not_used_words(state.set_aside):
        # what its scan set aside, as its Failures tab lists it (the journal's header)
        rows["failed"] = skipped_words(state.skipped, state.set_aside, 0, state.left_out)
    rows["splits"] = splits_text(splits, unplanned, state.records, state.shards)
    # the objects of a cancelled run's manifest are its kept shards' since 0.3.5 (the
    # set_aside field came with them); an older one counted the whole source's
    problems = _dict(_dict(m.get("annotations")).get("object_problems"))
    if all(_count(n) for n in problems.values()) and \
            (state.kind == "dataset" or since_035):
        rows["objects"] = object_problems_text(problems)
    if state.kind == "dataset":
        n, across, other = (_int(m.get(k)) for k in (
            "duplicates", "duplicates_across_splits", "duplicates_other_label"))
        rows["copies"] = copies_text(n, across, other, str(m.get("task") or ""))
    # as the run's own Summary said them: the conversion's time and the speed over it, and
    # the whole run's beside them (an older manifest's: its whole run's time and speed)
    times = manifest_times(timings)
    if times is not None:
        # (a --cluster run's workers, as its own Summary said them: the same function)
        rows["time"] = duration_text(times.seconds)
        # (a cancelled or failed run's images of the unfinished shard it removed, which
        # its speed counts: the run's own Summary said so, the reopened folder did not)
        removed = state.removed if state.status in ("cancelled", "failed") else 0
        rows["rate"] = rate_text(times.rate, removed, m.get("workers"), m.get("cluster"))
        rows["total"] = total_text(times, with_check(times, state.verified, state.created))
        kept = _int(timings.get("kept_records"))
        if kept and state.records > kept:   # a Resume's: of the images it converted, as
            now = state.records - kept      # its own Summary said (not of all 118)
            rows["time"] = this_part_text(rows["time"], now)
            if times.rate > 0:
                rows["rate"] = this_part_text(rows["rate"], now)
    return rows


def _splits(m: dict, state: OutputState) -> tuple[list[tuple[str, int, int]], list[str], int]:
    """(split, images, shards) of the shards the manifest lists, in its (the plan's)
    order; of a finished dataset the splits asked for that got no image; and the shards
    listed with no record (all their images failed). One walk over the shards."""
    rows = []
    empty = 0
    splits = m.get("splits")
    for name, split in (splits.items() if isinstance(splits, dict) else ()):
        shards = split.get("shards") if isinstance(split, dict) else None
        shards = [sh for sh in (shards if isinstance(shards, list) else [])
                  if isinstance(sh, dict)]
        empty += sum(1 for sh in shards if sh.get("records") == 0)
        listed = [sh for sh in shards if _count(sh.get("records"))
                  and _count(sh.get("bytes"))]   # (as engine.output_state counts them)
        rows.append((str(name), sum(sh["records"] for sh in listed), len(listed)))
    asked = _dict(m.get("options")).get("split")
    unplanned = [str(x[0]) for x in asked if isinstance(x, list) and x and
                 str(x[0]) not in {r[0] for r in rows}] \
        if state.kind == "dataset" and isinstance(asked, list) else []
    return rows, unplanned, empty


#: A check that began more than this after its dataset's manifest was written is one run
#: later ("Verify now", Inspect's Verify, `verify` typed later), not the run's own, which
#: the window (or convert --verify) starts as the run ends, within a few seconds.
LATER_CHECK_S = 120.0


def _seconds(record: dict | None) -> float | None:
    seconds = (record or {}).get("seconds")
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or \
            not 0 < seconds < 1e9:
        return None
    return float(seconds)


def later_check(record: dict | None, created: str) -> float | None:
    """The time of the check ``record`` keeps (engine.output_state.read_verified) when it
    was a check run later than the run whose manifest was written at ``created``
    (LATER_CHECK_S), not part of it; None when it was the run's own, or it is not known."""
    seconds = _seconds(record)
    try:
        ended = datetime.datetime.fromisoformat(str((record or {}).get("date")))
        made = datetime.datetime.fromisoformat(created)
        began = (ended - made).total_seconds() - (seconds or 0.0)
    except (TypeError, ValueError):   # (a date without its zone, or none)
        return None
    return seconds if seconds is not None and began > LATER_CHECK_S else None


def with_check(times: Times, record: dict | None, created: str = "") -> float | None:
    """The run's time with the check after it, as the run's own Summary said it (its
    Total time): the check's time its record keeps ("seconds") added; None when the record
    has none (an older engine's check, or none), or it was a check run later (later_check,
    of the manifest ``created``): the run's time alone is said. The reopened folder said
    "10.1 s, with the reading of the source" of a run whose Summary had said "19.1 s, with
    the reading of the source before the conversion and the check after it"; and of a run
    checked by Verify now a day later, "with the check after it" of that later check."""
    seconds = _seconds(record)
    if seconds is None or later_check(record, created) is not None:
        return None
    return (times.seconds if times.whole is None else times.whole) + seconds


def folder_verify_row(record: dict | None, created: str) -> tuple[str, bool]:
    """The Verification row of the folder's dataset (folder_verify_words), with the time of
    a check run later than the run (later_check), which the Total time does not count."""
    text, problem = folder_verify_words(record)
    later = later_check(record, created)
    if later is None or problem:
        return text, problem
    return _tr("{row} (a check run later, not part of the run: {t})").format(
        row=text, t=duration_text(later)), problem


def _count(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _int(v: object) -> int:
    return v if _count(v) else 0   # type: ignore[return-value]


def _dict(v: object) -> dict:
    return v if isinstance(v, dict) else {}
