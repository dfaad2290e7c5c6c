"""Which runs have no worker processes: at --format original a run on this computer stores
each file in the engine process itself, one process whatever --workers says, while a Dask
cluster's workers store files side by side. The one place the rule is written, for the
engine (its pool, a run's worker count, `tune`'s refusal) and for the window (the command's
--workers, the Workers row, the Tune tab, the Live tab's charts); standard library only, so
the window imports it. The words that say it: the catalogue's tune.one_process, in the
window's language gui.engine_text_tune.original_note."""

from __future__ import annotations


def runs_inline(fmt: str) -> bool:
    """Whether a run of format ``fmt`` converts in the engine process itself (InlinePool,
    one "worker") instead of worker processes when it runs on this computer: --format
    original, where there is nothing to decode and validating the stored bytes is I/O, so
    worker processes would only add their start-up time and a pickled copy of every file
    (measured: 0.86 s -> 0.4 s for 1000 files, 126 MB)."""
    return fmt == "original"


def one_process(fmt: str, cluster: object) -> bool:
    """Whether a run of format ``fmt`` has no workers to count: it runs inline and not on
    a Dask cluster (``cluster``: the --cluster value or record; empty or None is this
    computer). Workers does not apply, and a `tune` sweep would time the same process at
    every count."""
    return runs_inline(fmt) and not cluster
