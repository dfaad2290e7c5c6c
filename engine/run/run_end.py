"""The end of a `convert` run whose shards are all written (engine.run.pipeline.Converter):
the copies list, then the manifest before the journal goes (at every moment one of the two
says whose files these are, for --resume and --overwrite), the refusal of a run that
converted nothing, and the check that reads the dataset back (--verify)."""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING

from engine import protocol, reason_codes
from engine.errors import RunError
from engine.natural_order import natural_key
from engine.run import journal, output, run_record
from engine.shown_paths import bases_of, shown_path
from engine.sources import discover

if TYPE_CHECKING:
    from engine.run.pipeline import Converter

log = logging.getLogger(__name__)

#: How many of the photos stored unturned the run's note names (then how many more).
TURNED_NAMED = 5


def complete(conv: Converter, scan: discover.ScanResult) -> int:
    """Finish ``conv``'s complete run: run_finished (after verify_result when the dataset
    is read back); the exit code."""
    cfg = conv.cfg
    note_turned(list(conv.stats.turned), cfg.source)
    # duplicates.csv, before the manifest counts them
    conv.copies.find(conv.cancel, lambda n, of: conv.stats.emit_progress(
        force=n in (0, of), compared=(n, of)))
    run_record.write_side_files(conv, "complete")
    journal.Journal(cfg.out).remove()
    conv.stats.emit_progress(force=True)
    if conv.counters.done == 0:
        n, where = conv.stats.total + len(scan.rejected), os.path.join(cfg.out, "rejected.csv")
        raise RunError(f"The 1 input file could not be converted; the reason is in {where}."
                       if n == 1 else f"None of the {n} input files could be converted; "
                       f"the reasons are in {where}.", protocol.EXIT_NOTHING_CONVERTED)
    summary = conv.finish("ok")
    summary.how_to_load = output.how_to_load(cfg.out)
    code = protocol.EXIT_OK
    if cfg.verify:
        from engine.commands.verify import verify_dataset
        result = verify_dataset(cfg.out, lambda c, n, s: conv.em.emit(
            protocol.VerifyProgress(checked=c, total=n, shard=s)), conv.cancel.is_set,
            record=True)   # recorded: the window says of the folder it was verified
        conv.em.emit(result)
        # the conversion is complete either way; a cancelled check is said as such
        summary.verified = "cancelled" if result.cancelled else result.ok
        summary.verified_with = result.reader
        if result.cancelled:
            code = protocol.EXIT_CANCELLED
        elif not result.ok:
            code = protocol.EXIT_VERIFY_FAILED
    conv.em.emit(protocol.RunFinished(status="ok", summary=summary))
    return code


def stopped_after_all() -> None:
    """Say that the run's stop came after every image was written: the run finishes (its
    manifest, exit 0), where the "stopping..." line just said would make one expect a
    cancelled run. A --verify check is then not done (said by its own cancel)."""
    log.info("%s", reason_codes.say("log.stopped_after_all"))


def note_turned(paths: list[str], source: str) -> None:
    """Say the photos --format original stored as their files are though their EXIF
    orientation says to turn them (log.turned_originals): the window says so under Format
    before the run; a run on the command line said nothing, and its records reached a
    model sideways. The first TURNED_NAMED, named as `engine scan` and the window name
    them (engine.shown_paths: a CSV's or a COCO JSON's images too, not by their absolute
    paths)."""
    if not paths:
        return
    bases = bases_of(source)
    names = [shown_path(p, source, bases) or p
             for p in sorted(paths, key=natural_key)[:TURNED_NAMED]]
    more = len(paths) - len(names)
    code = "log.turned_originals_more" if more else "log.turned_originals"
    log.warning("%s", reason_codes.say(code, n=f"{len(paths):,}", files=", ".join(names),
                                       more=f"{more:,}"))
