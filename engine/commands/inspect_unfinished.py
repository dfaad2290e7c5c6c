"""What `inspect` says first of a folder that holds an unfinished dataset: the journal of an
interrupted run, or the manifest of a cancelled or failed one (as engine.output_kind reads
them), or shard names that say "-of-N" while some of the N files are not there.

Every record of the files that *are* there can be sound: without this, a cancelled run's
folder (1 shard of 12) read "every record is intact" and was handed over as finished. Each
such folder is one object of the ``unfinished`` list of ``inspect --json`` (empty when
none is), and makes the exit code 7 (EXIT_VERIFY_FAILED) as a damaged file does: a script
that takes 0 as "the dataset is fine" must not take an unfinished one. Sentences are
catalogued (engine.reason_catalogue_inspect, inspect.unfinished_*).
"""

from __future__ import annotations

import os
import re

from engine.commands.inspect_files import NO_FILES
from engine.output_kind import read_output_state
from engine.output_state import (
    JOURNAL,
    OutputState,
    bare_name,
    keeps_killed_partial,
    keeps_unfinished,
    manifest_path,
    read_journal,
    read_partials,
)
from engine.partial_records import unfinished_by_shard
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_VERIFY_FAILED
from engine.reason_pair import counted, plural
from engine.sources.names import name_list

#: A shard's name: <prefix>-00003-of-00012<suffix> (the engine's, TFDS's, most tools').
_SHARD = re.compile(r"^(?P<prefix>.*)-(?P<i>\d{5})-of-(?P<n>\d{5})(?P<suffix>.*)$")
#: Missing names listed in the JSON object (its missing_count has them all).
MAX_LISTED = 100
#: Missing names said in the sentence after the first (the JSON lists more).
NAMES_SAID = 3

RESUME = "Finish it: run the same convert command again with --resume"


def unfinished_folders(paths: list[str], found: list[str],
                       finished: str | None = None) -> list[dict]:
    """An object per folder of ``paths`` (a folder given, or the folder of a file given)
    that holds an unfinished dataset; [] when none does. ``found``: the TFRecord files
    `inspect` reads (engine.commands.inspect_files.find_tfrecord_files). Shard names are
    counted only in a folder given as such (a file given alone is what was asked for).
    ``finished``: the folder whose manifest (read already) says its run is complete: unless
    a run's journal is there too, it is not listed or read again."""
    out: list[dict] = []
    seen: set[str] = set()
    for p in paths:
        folder = os.path.abspath(p if os.path.isdir(p) else os.path.dirname(os.path.abspath(p)))
        if folder in seen:
            continue
        seen.add(folder)
        journal = os.path.lexists(os.path.join(folder, JOURNAL))
        if folder == finished and not journal:
            continue
        ours = journal or os.path.lexists(manifest_path(folder))
        state = read_output_state(folder) if ours else OutputState("foreign", folder)
        # (a journal beside the manifest its run wrote as complete: killed between the two,
        # finished all the same, as verify says)
        if state.kind == "interrupted" and state.status != "complete":
            out.append(_of_run(folder, state))
        elif state.kind != "dataset" and os.path.isdir(p):   # (a finished one: its manifest)
            names = [os.path.basename(f) for f in found
                     if os.path.dirname(os.path.abspath(f)) == folder]
            out += [_of_names(folder, *g) for g in _name_groups(names) if g[3]]
    return out


def exit_code(report_code: int, unfinished: list[dict], problems: int = 0,
              unreadable: int = 0) -> int:
    """The exit code of `inspect`: the report's (engine.commands.inspect_report), or 7
    (EXIT_VERIFY_FAILED) when a folder holds an unfinished dataset and the report found
    nothing worse: it is 0, or 3 only for want of a file to read (``problems``: the paths
    that gave no file, those of the unfinished folders left out; ``unreadable``: the files
    that could not be read, whose 3 stays)."""
    if unfinished and (report_code == EXIT_OK or report_code == EXIT_BAD_SOURCE and
                       not problems and not unreadable):
        return EXIT_VERIFY_FAILED
    return report_code


def said_elsewhere(problem_path: str, reason: str, unfinished: list[dict]) -> bool:
    """Whether a path's problem is the want of a TFRecord file in a folder that holds an
    unfinished dataset (find_tfrecord_files' NO_FILES: a run cancelled in its first shard
    keeps only a hidden .partial), which the unfinished sentence says."""
    return reason == NO_FILES and \
        os.path.abspath(problem_path) in {u["folder"] for u in unfinished}


def format_unfinished(unfinished: list[dict]) -> str:
    """The readable lines said first, before the files' report ("" when none)."""
    lines = []
    for u in unfinished:
        lines.append(f"{u['folder']}\n  PROBLEM: {u['message']}")
        if u["missing_count"]:
            more = u["missing_count"] - len(u["missing"])
            lines += [f"  not in this folder: {n}" for n in u["missing"]]
            if more:
                lines.append(f"  ... and {more:,} more")
        if u.get("kept_said"):
            lines.append(f"  {u['kept_said']['message']}")
    return "\n".join(lines)


def _of_run(folder: str, s: OutputState) -> dict:
    """An interrupted run's folder, with the counts its journal (or manifest) holds."""
    known = s.shards_planned > 0 and s.planned > 0
    # the images in its complete shards, as the count of the records read beside it says
    # (a cancel's kept unfinished shard is a .partial, which Resume continues: not read)
    complete = s.records - s.unfinished
    how = {"cancelled": "cancelled", "failed": "failed"}.get(s.status, "stopped")
    if not known:
        message = f"This dataset is not finished: the run that wrote it did not reach its end. " \
                  f"{RESUME}"
    elif s.shards >= s.shards_planned:   # (cancelled after its last shard, before the end)
        message = (f"This dataset is not finished: every shard is written ({s.shards:,} "
                   f"{plural(s.shards, 'shard')}), but the run ended before it "
                   f"recorded the dataset as finished. {RESUME}")
    else:
        what = {"cancelled": "was cancelled", "failed": "failed",
                "stopped": "stopped before its end (the program was closed or crashed)"}[how]
        noun = plural(s.shards_planned, "shard")
        message = (f"This dataset is not finished: the run {what} after {s.shards:,} of "
                   f"{s.shards_planned:,} {noun} ({complete:,} of {s.planned:,} images). "
                   f"{RESUME}")
    missing = _planned_missing(folder, s)
    entry = unfinished_entry(folder, how, message, missing, s.shards, s.shards_planned,
                             complete, s.planned)
    # the images in the unfinished shards' kept .partial files, as engine.output_kind
    # counts them for the Resume offer: not in a shard inspect reads, but done for Resume
    entry["unfinished_records"] = n = s.unfinished
    m = s.unfinished_shards
    # and those in .partial files no line journals, a killed run's or those a write error
    # left, as the Resume offer counts them (engine.partial_records.unfinished_records):
    # --resume keeps those it reads back whole and in plan order (engine.run.partial)
    by_shard = _unjournalled_partials(folder)
    entry["partial_records"] = p = sum(by_shard.values())
    from engine.reason_codes import coded_message
    files = plural(m or len(by_shard), "a hidden .partial file", "hidden .partial files")
    if n and m:
        entry["kept_said"] = coded_message(
            f"{n:,} more {plural(n, 'image is', 'images are')} kept for --resume in "
            f"{counted(m, 'unfinished shard')} ({files}, not read here)")
    elif p:
        entry["kept_said"] = coded_message(
            f"{p:,} more {plural(p, 'image is', 'images are')} in "
            f"{counted(len(by_shard), 'unfinished shard')} ({files}, not read here): "
            f"--resume keeps {plural(p, 'it if it reads', 'those that read')} back whole")
    return entry


def _unjournalled_partials(folder: str) -> dict[str, int]:
    """{shard: whole records} of the .partial files of the planned shards of the journal
    in ``folder`` that it neither lists as finished nor journals a partial line of; {}
    when --resume keeps none of them (an annotated source's: keeps_killed_partial; another
    engine version's: keeps_unfinished)."""
    journal = os.path.join(folder, JOURNAL)
    header, entries = read_journal(journal, bounded=True)
    planned = (header or {}).get("planned")
    if header is None or not isinstance(planned, list) or not keeps_unfinished(header) or \
            not keeps_killed_partial(header.get("annotation_files")):
        return {}
    options = header.get("options")
    compression = options.get("compression") if isinstance(options, dict) else None
    shards = {n for n in planned if bare_name(n)} - set(entries) - set(read_partials(journal))
    return {k: v for k, v in unfinished_by_shard(folder, shards, compression).items() if v}


def _planned_missing(folder: str, s: OutputState) -> list[str]:
    """The shard files the run planned that are not in ``folder`` whole: the journal's list
    of planned names when it has one, else those the names of the shards there imply."""
    header, entries = read_journal(os.path.join(folder, JOURNAL), bounded=True)
    planned = (header or {}).get("planned")
    if isinstance(planned, list) and planned and all(bare_name(n) for n in planned):
        from engine.output_kind import kept_entries
        kept = {e["filename"] for e in kept_entries(folder, list(entries.values()))}
        return [n for n in planned if n not in kept and not _manifest_kept(s, folder, n)]
    listed = [str(sh.get("filename")) for split in ((s.manifest or {}).get("splits") or {})
              .values() if isinstance(split, dict)
              for sh in (split.get("shards") or []) if isinstance(sh, dict)]
    return [n for g in _name_groups(listed) for n in g[3]]


def _manifest_kept(s: OutputState, folder: str, name: str) -> bool:
    """A shard the manifest of a cancelled run lists and that is in the folder (a journal
    without entries, as the cancel left it, names no kept shard)."""
    for split in ((s.manifest or {}).get("splits") or {}).values():
        for sh in (split.get("shards") or []) if isinstance(split, dict) else []:
            if isinstance(sh, dict) and sh.get("filename") == name:
                return os.path.isfile(os.path.join(folder, name))
    return False


def _name_groups(names: list[str]) -> list[tuple[str, int, list[str], list[str]]]:
    """(pattern, N, names present, names missing) of each set of "-of-N" shard names."""
    groups: dict[tuple[str, int, str], set[int]] = {}
    for name in names:
        m = _SHARD.match(name)
        if m and int(m["i"]) < int(m["n"]):
            groups.setdefault((m["prefix"], int(m["n"]), m["suffix"]), set()).add(int(m["i"]))
    out = []
    for (prefix, n, suffix), have in sorted(groups.items()):
        def shard(i: int, prefix: str = prefix, n: int = n, suffix: str = suffix) -> str:
            return f"{prefix}-{i:05d}-of-{n:05d}{suffix}"
        missing = [shard(i) for i in range(n) if i not in have]
        out.append((f"{prefix}-*-of-{n:05d}{suffix}", n, [shard(i) for i in sorted(have)],
                    missing))
    return out


def _of_names(folder: str, pattern: str, n: int, present: list[str],
              missing: list[str]) -> dict:
    """A folder whose shard names say ``n`` files (``pattern``), some of them missing."""
    m = len(missing)
    message = (f"This dataset is not complete: its file names say {n:,} shards ({pattern}), "
               f"and {m:,} of them {plural(m, 'is', 'are')} not in this folder")
    return unfinished_entry(folder, "names", message, missing, len(present), n, None, None)


def unfinished_entry(folder: str, how: str, message: str, missing: list[str], shards: int,
                     shards_planned: int, records: int | None, planned: int | None) -> dict:
    """One object of ``inspect --json``'s ``unfinished`` list: ``run`` is how the run ended
    ("cancelled", "failed", "stopped": closed, killed or crashed) or "names" (no run of ours
    is known: the shard names say files are missing); ``records`` (in complete shards)
    and ``planned`` are images (None when not known); ``missing`` the first MAX_LISTED
    names not there. An interrupted run's object also has ``unfinished_records`` (the
    images the .partial files a cancel kept hold), ``partial_records`` (the whole records
    of those a kill or a write error left) and, when there are some, ``kept_said``
    (:func:`_of_run`)."""
    from engine.reason_codes import coded_message
    n = len(missing)
    said = (f"{counted(n, 'shard')} {plural(n, 'is', 'are')} not in this folder: "
            f"{name_list(missing, NAMES_SAID)}")
    return {"folder": folder, "run": how, "shards": shards, "shards_planned": shards_planned,
            "records": records, "planned": planned, "missing": missing[:MAX_LISTED],
            "missing_count": len(missing), "message": message,
            "reason_code": coded_message(message)["reason_code"],
            "missing_said": coded_message(said) if missing else None}
