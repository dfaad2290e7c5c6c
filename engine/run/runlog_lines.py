"""The run log's sentences for what a run ends with and starts from (engine.run.runlog
writes them): its command line, its options and split, and its summary in words a
person reads, with the counts the
window reads back (engine.runlog_parts.counts_line). The log wrote the summary as every
"key: value" of run_finished (a how-to-load's code on one line, a fraction of the
writer's time, the manifest's path...), and the options as Python's dicts."""

from __future__ import annotations

import os
import sys

from engine import event_text, protocol, runlog_parts
from engine.byte_sizes import size_text
from engine.reason_codes import render
from engine.reason_pair import counted
from engine.sources.names import printable
from engine.split_sizes import split_text


def command_line(argv: list[str]) -> str:
    """`argv` as a line a terminal runs again: `python -m engine` for the module's own
    path (the log said ".../engine/__main__.py convert ..."), every word quoted as the
    system's shell needs it (an output folder "TFRecord Studio/out" was split in two)."""
    words = list(argv)
    if words and os.path.basename(words[0]) == "__main__.py":
        words[:1] = [sys.executable, "-m", "engine"]
    if os.name == "nt":
        import subprocess
        return subprocess.list2cmdline(words)
    import shlex
    return shlex.join(words)


def split_used(split: tuple[tuple[str, float], ...], plan: protocol.Plan) -> str:
    """What divided the images into splits: --split ``split`` ("train=0.8,val=0.2"), the
    source's own splits (a YOLO data.yaml, split folders, a table's split column: "from
    the source (train, val)"), or both ("from the source for 2 of the 5 images (train,
    val); train=0.5,val=0.5 for the others"). A walk's YOLO export was logged "option
    split: [['train', 1.0]]" above a plan of its train and val."""
    given = plan.source_splits
    if not given:
        return split_text(split)
    names = ", ".join(given)
    kept = sum(given.values())
    if kept >= plan.total:
        return f"from the source ({names})"
    return (f"from the source for {kept:,} of the {plan.total:,} images ({names}); "
            f"{split_text(split)} for the others")


def option_value(value: object) -> str:
    """An option's value as words: "width 224, height 224, resize stretch" of a dict,
    "train 0.8, val 0.2" of pairs, the value itself otherwise."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {option_value(v)}" for k, v in value.items()) or "none"
    if isinstance(value, (list, tuple)) and all(
            isinstance(v, (list, tuple)) and len(v) == 2 for v in value):
        return ", ".join(f"{a} {b}" for a, b in value) or "none"
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) or "none"
    return "none" if value is None else str(value)


def summary_lines(ev: protocol.RunFinished) -> list[str]:
    """The lines under "finished: STATUS" (each indented by two spaces): what the run did
    in a sentence, its counts (the window's story reads them), and where its lists are."""
    s = ev.summary
    if isinstance(s, protocol.VerifySummary):
        return [event_text.verified(s)] if ev.status == "ok" else []
    if not isinstance(s, protocol.ConvertSummary):   # (tune keeps no log)
        return [f"{k}: {v}" for k, v in sorted(s.to_json().items())]
    out = [event_text.convert_summary(s),
           runlog_parts.counts_line({k: getattr(s, k) for k in runlog_parts.COUNTS})]
    for split, n in (s.splits or {}).items():
        out.append(f"{split}: {counted(n.get('records', 0), 'image')} in "
                   f"{counted(n.get('shards', 0), 'shard')}, {size_text(n.get('bytes', 0))}")
    if s.objects_per_class:
        out.append(event_text.per_class(s.task or "", s.objects_per_class))
    said = runlog_parts.cluster_workers(s.workers, s.cluster)
    if said is not None:   # (a cluster run's: its --workers converted nothing)
        out.append(render(*said))
    if s.bytes_in:
        out.append(f"read {size_text(s.bytes_in)} of images ({s.mb_per_s:,.1f} MB/s); the "
                   f"writer was busy {s.writer_busy_fraction:.0%} of the time")
    if s.duplicates:
        out.append(f"{counted(s.duplicates, 'image')} byte-identical to another "
                   "(listed in duplicates.csv)")
    if s.verified is not None:
        out.append("verified: " + {True: "every record read back and checked",
                                   False: "problems found (see verify above)",
                                   "cancelled": "the check was cancelled"}.get(
            s.verified, str(s.verified))
            + (f" ({protocol.READER_TITLES.get(s.verified_with, s.verified_with)})"
               if s.verified_with and s.verified is True else ""))
    if s.failed and s.rejected_csv:
        out.append(f"the skipped files and why: {printable(s.rejected_csv)}")
    if s.manifest:
        out.append(f"manifest: {printable(s.manifest)}")
    how = event_text.how_to_load(s.out)
    return [*out, how] if how else out
