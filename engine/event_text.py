"""The English sentences of the engine's events that both its readers for people say: the
terminal's text (engine.events, --events text) and the run log beside the output
(engine.run.runlog). The run log wrote raw JSON for the events it had no line for (a
verify's progress: ~100 lines) and a summary as "key: value" pairs; it says these
sentences now, as the terminal does. (The objects per class are the scan's plan lines
too: engine.sources.report.)

Standard library and the engine's words only (engine.reason_pair, engine.sources.names).
"""

from __future__ import annotations

from engine import protocol
from engine.reason_pair import counted, plural
from engine.sources.names import printable


def convert_summary(s: protocol.ConvertSummary) -> str:
    """A conversion's end, after its status: "801 images written (367 of them kept from the
    interrupted run), 3 skipped, 1 shard, 2.7 s converting, 160.7 images/s for the 434
    converted now (3.1 s in all, with reading the source first) -> OUT"."""
    scan = (f" (+{s.rejected_at_scan:,} refused by the scan)"
            if s.rejected_at_scan else "")   # their "skipped" lines came first
    n = s.empty_shards
    empty = "" if not n else (f" ({n:,} of them {plural(n, 'holds', 'hold')} no image: "
                              f"all {plural(n, 'its', 'their')} images failed)")
    # (a cancel keeps what was written of the unfinished shard: engine.run.partial)
    kept = (f" ({s.unfinished:,} of them in the unfinished shard, kept: --resume "
            "continues it)") if s.unfinished else ""
    if s.kept:   # a --resume: the shards it kept are written, not converted now
        kept = (f" ({s.kept:,} of them kept from the interrupted run)" if not kept
                else kept[:-1] + f"; {s.kept:,} kept from the interrupted run)")
    # the time and speed are this run's: after a --resume, of the images converted
    # now, not of all written ("4.8 s, 46.9 images/s" beside 305 written, 79 kept); and
    # over one interval, the conversion's (0.3.7 on): the images divided by the time said
    # are the speed said ("0.7 s, 82.5 images/s" of 24 images converted in 0.3 s), the
    # whole run beside them
    seconds, rate = (s.convert_seconds, s.convert_images_per_s) if s.convert_seconds > 0 \
        else (s.seconds, s.images_per_s)
    now = f" for the {s.written - s.kept:,} converted now" if s.kept and rate > 0 else ""
    whole = f" ({seconds_text(s.seconds)} in all, with reading the source first)" \
        if s.convert_seconds > 0 and seconds_text(s.seconds) != seconds_text(seconds) else ""
    return (f"{counted(s.written, 'image')} written{kept}, "
            f"{s.failed:,} skipped{scan}, {counted(s.shards, 'shard')}{empty}, "
            f"{seconds_text(seconds)}{' converting' if s.convert_seconds > 0 else ''}, "
            # (a Resume with nothing left to convert: no speed, not "0.0 images/s")
            + (f"{rate:,.1f} images/s{now}" if rate > 0 else
               "nothing converted by this run") + whole +
            f" -> {printable(s.out)}")


def seconds_text(seconds: float) -> str:
    """A run's time in seconds, to the precision its speed is said to: two decimals under
    10 s ("0.54 s"; "0.5 s" beside 44.1 images/s of 24 images read as 48), one above ("12.3
    s"), as the window's Summary says it (gui.widgets.summary_text.duration_text)."""
    return f"{seconds:.2f} s" if round(seconds, 2) < 10 else f"{seconds:.1f} s"


def per_class(task: str, counts: dict[str, int]) -> str:
    """A scan's or a run's objects by class: "objects per class: cat 3, dog 2" (detection's
    boxes; a multi-label or segmentation source counts images)."""
    what = "objects" if task == "detection" else "images"
    return f"{what} per class: " + ", ".join(f"{k} {v:,}" for k, v in counts.items())


def verified(v: protocol.VerifySummary) -> str:
    """A finished check: "verified 298 records in OUT (built-in reader)"."""
    line = f"verified {counted(v.checked, 'record')} in {printable(v.out)}"
    return line + (f" ({protocol.READER_TITLES.get(v.reader, v.reader)})" if v.reader else "")


def how_to_load(out: str) -> str:
    """Where the dataset in ``out`` says how to load it: "how to load it: OUT/HOW_TO_LOAD.md"
    (the engineer who receives the folder reads the same file); "" when none was written."""
    import os

    from engine.output_state import HOW_TO_LOAD
    path = os.path.join(out, HOW_TO_LOAD) if out else ""
    return f"how to load it: {printable(path)}" if path and os.path.isfile(path) else ""


def kept_check(checked: int, total: int, files: bool = False) -> str:
    """A --resume reading the shards it keeps again (their size and sha256: minutes of a
    large dataset, said as they go): "checking the 12 kept shards... 5/12"; ``files``: an
    older engine's kept files, for their verdicts ("checking the 1,234 kept files...")."""
    kind = "file" if files else "shard"
    what = f"the kept {kind}" if total == 1 else f"the {total:,} kept {kind}s"
    return f"checking {what}... {checked:,}/{total:,}"


def kept_at_start(done: int, failed: int, total: int, listed: str = "") -> str:
    """What a --resume kept, said as it starts (its first count after the plan): "kept 367
    images from the interrupted run and 1 file it skipped (listed in OUT/rejected.csv);
    converting the remaining 436". The files it skipped were said by the interrupted run:
    a resume does not say each again (``listed``: where they are, "" to leave unsaid)."""
    skipped = f" and {counted(failed, 'file')} it skipped" if failed else ""
    if skipped and listed:
        skipped += f" ({listed})"
    return (f"kept {counted(done, 'image')} from the interrupted run{skipped}"
            f"; converting the remaining {max(0, total - done - failed):,}")


def requeued(ev: protocol.ItemsRequeued) -> str:
    n = len(ev.paths)
    return (f"{counted(n, 'skipped file')} {plural(n, 'was', 'were')} in the unfinished "
            f"shard that the cancel deleted: --resume tries {plural(n, 'it', 'them')} again")


def cluster_started(ev: protocol.ClusterStarted) -> str:
    threads = sum(w.get("threads", 1) for w in ev.workers)
    where = ("Local Dask cluster in this process" if ev.in_process
             else f"Dask cluster at {printable(ev.address)}")
    return (f"{where}: {counted(len(ev.workers), 'worker')}, {counted(threads, 'thread')}"
            + (f"\n{printable(ev.note)}" if ev.note else ""))


def sweep_point(ev: protocol.SweepPoint) -> str:
    return (f"{counted(ev.workers, 'worker')}, trial {ev.trial + 1}: "
            f"{ev.images_per_s:,.1f} images/s, {ev.mb_per_s:,.1f} MB/s (workers busy "
            f"{ev.worker_busy:.0%}, writer busy {ev.writer_busy:.0%})")


def sweep_round(ev: protocol.SweepRound) -> str:
    counts = ", ".join(str(w) for w in ev.workers)
    return (f"measuring again ({counted(len(ev.workers), 'more trial')}: {counts} workers): "
            "the results varied too much to tell which is faster")


def recommendation(ev: protocol.Recommendation) -> str:
    return (f"recommended: --workers {ev.workers} ({ev.images_per_s:,.1f} images/s; "
            f"{duration(ev.estimated_seconds)} for the whole dataset)\n{ev.reason}")


def duration(seconds: float) -> str:
    if seconds < 1:
        return "under a second"
    if seconds < 120:
        return f"about {seconds:.0f} s"
    if seconds < 7200:
        return f"about {seconds / 60:.0f} min"
    return f"about {seconds / 3600:.1f} h"
