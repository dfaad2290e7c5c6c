"""What a write error's message says after its advice: how many images --resume keeps of
the shard it stopped (engine.run.partial.kept_records counts them), and for a full disk
(or quota) about how much space the rest needs, with the space free now.

The images still to write are all those of the unfinished shards, the kept ones among
them: --resume writes what it keeps of the stopped shard's ``.partial`` file again into a
new one, and deletes the old one only once the shard is complete (engine.run.partial). So
the kept ones need their space again, and the space sentence counts them ("The 60 images
still to write, counting the 15 kept, which --resume copies into a new file, need about
…"): it said "the 60 images still to
write" right after "the 15 … are kept", as if none of the 15 were among the 60.

A record's size is measured on this run's records where there are any: those written,
else the batch whose write the disk refused (a run stopped by its first write measured
nothing, and the shard-size estimate or the inputs' sizes could be 5 times too many, a
224x224 JPEG sized by the bound of its raw pixels, or too few, a 128x128 JPEG enlarged).
The side files are counted as the folder holds them now (manifest, rejected.csv,
objects.csv: the complete ones are written again beside them), plus a little: a fixed
1 MiB made a 1.5 MB dataset's need 2.2 MB.
"""

from __future__ import annotations

import errno
import os
import shutil

from engine.byte_sizes import size_text
from engine.errors import WriteError
from engine.output_state import MANIFEST, OBJECTS, REJECTED
from engine.reason_pair import counted, plural
from engine.run.plan import ShardSpec

#: Room for the side files a complete dataset adds (TFDS's metadata, HOW_TO_LOAD.md, the
#: labels, the DALI index files' growth): tens of KB in practice.
SIDE_ROOM = 64 << 10
#: The records' sizes vary: what the rest needs is said with this much more.
MARGIN = 1.05


def with_space_needed(error: WriteError, out: str, specs: list[ShardSpec],
                      finished: dict[str, dict], records_written: int, record_bytes: int,
                      est_record_bytes: float, kept: int = 0) -> str:
    """The message of a write error, then (``kept`` > 0) what --resume keeps of the shard it
    stopped, then for a full disk or quota about how much space the unfinished shards
    need (engine.reason_catalogue_failed: run.partial_left, run.space_needed*).
    ``records_written``/``record_bytes``: this run's records written and their framed
    bytes; ``est_record_bytes``: the shard-size estimate (0 when none was made)."""
    message = str(error) + (" " + kept_words(kept) if kept else "")
    if error.errno not in (errno.ENOSPC, errno.EDQUOT):
        return message
    left = sum(len(s.samples) for s in specs if s.filename not in finished)
    per = record_size(error, specs, finished, records_written, record_bytes,
                      est_record_bytes)
    if left <= 0 or not per:
        return message
    need = left * per * MARGIN + side_bytes(out)
    try:
        free: float | None = shutil.disk_usage(out).free
    except OSError:
        free = None
    kept = min(kept, left)   # (never more: they are among the shard's images)
    images = f"The {counted(left, 'image')} still to write"
    if kept:
        images += f", counting the {kept:,} kept, which --resume copies into a new file,"
    text = (f" {images} {plural(left, 'needs', 'need')} about {mb(need)}"
            + (f"; {mb(free)} is free now." if free is not None else "."))
    return message + text


def kept_words(n: int) -> str:
    """The sentence saying that --resume keeps ``n`` (> 0) images of the stopped shard."""
    return (f"The {n:,} image already converted into the unfinished shard is kept: "
            "--resume continues from there." if n == 1 else
            f"The {n:,} images already converted into the unfinished shard are kept: "
            "--resume continues from there.")


def record_size(error: WriteError, specs: list[ShardSpec], finished: dict[str, dict],
                records_written: int, record_bytes: int, est_record_bytes: float) -> float:
    """The framed size of one record, measured where it can be (see the module's
    docstring); 0 when nothing tells it."""
    if records_written:
        return record_bytes / records_written
    records, nbytes = error.refused
    if records:   # the batch the disk refused: this run's records all the same
        return nbytes / records
    if est_record_bytes:
        return est_record_bytes
    left = [s for sp in specs if sp.filename not in finished for s in sp.samples]
    return sum(s.size for s in left) / len(left) if left else 0.0


def side_bytes(out: str) -> float:
    """The room the side files of the finished dataset take beyond its shards: those in
    ``out`` now (written again under a temporary name beside them) and SIDE_ROOM."""
    total = SIDE_ROOM
    for name in (MANIFEST, REJECTED, OBJECTS):
        try:
            total += os.stat(os.path.join(out, name)).st_size
        except OSError:
            pass
    return total


def mb(n: float) -> str:
    """A size as the messages say it: engine.byte_sizes' rule, as the window says sizes."""
    return size_text(n)
