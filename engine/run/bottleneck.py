"""Say what limits throughput right now, from the numbers the pipeline measures.

Pure functions over busy fractions, so the rules are tested with synthetic statistics.
`classify` decides what limits speed and keeps the numbers behind it; `diagnose` words it
for a run (the catalogue's speed.* sentences), and engine.commands.tune words the same
classification for its sweep (tune.limit_*).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.reason_codes import render  # the catalogue's speed.* sentences


@dataclass(frozen=True)
class Diagnosis:
    kind: str      # "decoding", "storing", "writing", "reading" or "" (not enough signal)
    sentence: str  # one plain sentence with the numbers behind it


@dataclass(frozen=True)
class Limit:
    """What limits speed and the numbers behind it, before any wording."""

    kind: str           # "decoding", "storing", "writing", "reading" or "" (nothing saturated)
    workers: int        # how many workers ran
    busy: float         # their mean busy fraction (0..1)
    writer: float       # the writer's busy fraction
    read_share: float   # of the workers' busy time, the fraction spent waiting for reads
    cores: int | None   # usable CPU cores (None: unknown); on a cluster, its workers
    cluster: bool = False   # a Dask cluster's workers, not this computer's processes

    @property
    def case(self) -> str:
        """Which sentence says it: "writing", "reading", "decoding_cores" (more workers
        would help), "decoding_at_cores" or "idle" (the catalogue's speed.* and
        tune.limit_* codes end so); on a cluster "decoding_cluster" (more of its workers
        would help) and "decoding_at_cluster" (tune.limit_* only: a sweep's). At --format
        original ("storing"): "storing" on this computer (one process, no workers to add),
        "storing_cluster" and "storing_at_cluster" on a cluster."""
        if self.kind == "storing":
            if not self.cluster:
                return "storing"
            more = more_workers_help(self.workers, self.cores)
            return "storing_cluster" if more else "storing_at_cluster"
        if self.kind == "decoding":
            more = more_workers_help(self.workers, self.cores)
            if self.cluster:
                return "decoding_cluster" if more else "decoding_at_cluster"
            return "decoding_cores" if more else "decoding_at_cores"
        return self.kind or "idle"

    def params(self) -> dict[str, str]:
        """The numbers as the sentences write them: {workers}, {writer}, {share} (percent)
        and {cores}."""
        return {"workers": _pct(self.busy), "writer": _pct(self.writer),
                "share": _pct(self.read_share), "cores": str(self.cores)}


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def classify(busy: float, workers: int, writer: float, read_share: float,
             cores: int | None = None, cluster: bool = False, storing: bool = False) -> Limit:
    """busy: the workers' mean busy fraction (0..1) over an interval; writer: the parent's
    fraction of that interval spent writing; read_share: of the workers' busy time, the
    fraction spent waiting for file reads; cores: usable CPU cores (None: unknown, so
    never advise more workers than there are now); ``cluster``: the workers are a Dask
    cluster's, and ``cores`` is how many it has (a sweep on it said "the number of
    cores"); ``storing``: --format original, where nothing is decoded: the busy workers
    (or the one process) read, check and store the files, and "storing" says so where
    "decoding" said "Converting the images" of files kept as they are."""
    if writer >= 0.6 and busy < 0.75:
        kind = "writing"
    elif busy >= 0.6 and read_share >= 0.5:
        kind = "reading"
    elif busy >= 0.75:
        kind = "storing" if storing else "decoding"
    else:
        kind = ""
    return Limit(kind, workers, busy, writer, read_share, cores, cluster)


def diagnose(worker_busy: list[float], writer_busy: float, read_share: float,
             cores: int | None = None, storing: bool = False) -> Diagnosis:
    """worker_busy: per-worker busy fraction (0..1) over an interval; the rest as for
    `classify`."""
    if not worker_busy:
        return Diagnosis("", "")
    limit = classify(sum(worker_busy) / len(worker_busy), len(worker_busy), writer_busy,
                     read_share, cores, storing=storing)
    return Diagnosis(limit.kind, render(f"speed.{limit.case}", limit.params()))


def more_workers_help(workers: int, cores: int | None) -> bool:
    """Whether adding a worker can speed up a decoding-bound run: only while there are
    fewer workers than cores (an unknown core count never invites more)."""
    return cores is not None and workers < cores
