"""The English sentences of the engine's events that both its readers for people say: the
terminal's text (engine.events, --events text) and the run log beside the output
(engine.run.runlog). The run log wrote raw JSON for the events it had no line for (a
verify's progress: ~100 lines) and a summary as "key: value" pairs; it says these
sentences now, as the terminal does.

Standard library and the engine's words only (engine.reason_pair, engine.sources.names).
"""

from __future__ import annotations

from engine import protocol
from engine.reason_pair import counted, plural
from engine.sources.names import printable


def convert_summary(s: protocol.ConvertSummary) -> str:
    """A conversion's end, after its status: "801 images written (367 of them kept from the
    interrupted run), 3 skipped, 1 shard, 2.7 s, 162.9 images/s for the 434 converted now
    -> OUT"."""
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
    # now, not of all written ("4.8 s, 46.9 images/s" beside 305 written, 79 kept)
    now = (f" for the {s.written - s.kept:,} converted now"
           if s.kept and s.images_per_s > 0 else "")
    return (f"{counted(s.written, 'image')} written{kept}, "
            f"{s.failed:,} skipped{scan}, {counted(s.shards, 'shard')}{empty}, "
            f"{s.seconds:.1f} s, "
            # (a Resume with nothing left to convert: no speed, not "0.0 images/s")
            + (f"{s.images_per_s:,.1f} images/s{now}" if s.images_per_s > 0 else
               "nothing converted by this run") +
            f" -> {printable(s.out)}")


def verified(v: protocol.VerifySummary) -> str:
    """A finished check: "verified 298 records in OUT (built-in reader)"."""
    line = f"verified {counted(v.checked, 'record')} in {printable(v.out)}"
    return line + (f" ({protocol.READER_TITLES.get(v.reader, v.reader)})" if v.reader else "")


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
