"""Which shards of the interrupted (or finished) run a --resume keeps (engine.run.resume
decides what else it does): a shard whose files the scan found as they were (its entry's
stamp) and that is on disk with its recorded size and sha256.

Reading every kept shard's bytes again takes minutes on a large dataset, during which the
terminal, the run log and the window said nothing: ``progress(checked, total, shard)`` is
told as it starts (0 of them, the first shard), at most every PROGRESS_S after that, and
when it is done (total of them, ""); the pipeline sends these as kept_check events.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from engine import resume_check
from engine.run.plan import ShardSpec
from engine.verdicts import Ticks

#: checked, total, the shard being read ("" when done)
CheckProgress = Callable[[int, int, str], None]

#: The least time between two progress calls while the shards are read (the first and the
#: last are always told).
PROGRESS_S = 0.1


def kept_shards(out: str, specs: list[ShardSpec], entries: dict[str, dict], legacy: bool,
                progress: CheckProgress | None = None,
                cancelled: Callable[[], bool] | None = None
                ) -> tuple[list[ShardSpec], dict[str, dict], int]:
    """(the specs to convert, {filename: journal entry} of the shards kept, how many of the
    run's shards are converted again because their files changed). ``entries``: what the
    run in ``out`` journalled (engine.run.resume.resumable_entries); ``legacy``: that run's
    fingerprint is not this one's (an older engine's: its entries without a stamp are kept
    as they are). ``cancelled()``: the run's Cancel, asked before each MiB of a shard read
    (a Cancel waited for every kept shard's sha256): engine.errors.Cancelled, nothing
    written yet."""
    check = Ticks(0, None, cancelled).check
    todo: list[ShardSpec] = []
    to_check: list[tuple[ShardSpec, dict]] = []
    changed = 0
    for spec in specs:
        entry = entries.get(spec.filename)
        sources = entry.get("sources") if entry is not None else None
        if entry is None:
            todo.append(spec)
        elif sources != spec.stamp and not (sources is None and legacy):
            todo.append(spec)   # checked first: no sha256
            changed += sources is not None
        else:
            to_check.append((spec, entry))
    kept: dict[str, dict] = {}
    last = 0.0
    for i, (spec, entry) in enumerate(to_check):
        now = time.monotonic()
        if progress is not None and (i == 0 or now - last >= PROGRESS_S):
            last = now
            progress(i, len(to_check), spec.filename)
        if is_intact(out, entry, check):
            kept[spec.filename] = entry
        else:
            todo.append(spec)
    if progress is not None and to_check:
        progress(len(to_check), len(to_check), "")
    order = {spec.filename: i for i, spec in enumerate(specs)}
    todo.sort(key=lambda spec: order[spec.filename])   # (in plan order, as before)
    return todo, kept, changed


def is_intact(out: str, entry: dict | None, check: Callable[[], None] | None = None) -> bool:
    """The shard an entry describes is on disk with its recorded size and sha256
    (``check``: resume_check.sha256_file's)."""
    if not entry:
        return False
    path = os.path.join(out, entry["filename"])
    return (os.path.isfile(path) and os.path.getsize(path) == entry["bytes"]
            and resume_check.sha256_file(path, check) == entry["sha256"])
