"""Say what limits throughput right now, from the numbers the pipeline measures.

Pure functions over busy fractions, so the rules are tested with synthetic statistics.
"""

from __future__ import annotations

from dataclasses import dataclass

#: What helps when decoding limits speed and every core already has a worker: more workers
#: would only queue for the same cores (and the window would stutter), so name the levers
#: that reduce the work per image or give the workers more of the machine.
AT_CORE_LIMIT_HELP = ("a smaller output size, --format original (no re-encoding), a faster "
                      "disk, or closing other programs")


@dataclass(frozen=True)
class Diagnosis:
    kind: str      # "decoding", "writing", "reading" or "" (not enough signal)
    sentence: str  # one plain sentence with the numbers behind it


def diagnose(worker_busy: list[float], writer_busy: float, read_share: float,
             cores: int | None = None) -> Diagnosis:
    """worker_busy: per-worker busy fraction (0..1) over an interval; writer_busy: the
    parent's fraction of that interval spent writing; read_share: of the workers' busy time,
    the fraction spent waiting for file reads; cores: usable CPU cores (None: unknown, so
    never advise more workers than there are now)."""
    if not worker_busy:
        return Diagnosis("", "")
    mean = sum(worker_busy) / len(worker_busy)
    pct = lambda x: f"{100 * x:.0f}%"  # noqa: E731
    if writer_busy >= 0.6 and mean < 0.75:
        return Diagnosis("writing", f"Writing limits speed: the writer is busy {pct(writer_busy)} "
                         f"of the time while workers are busy only {pct(mean)} (disk or "
                         "compression is the limit; more workers will not help).")
    if mean >= 0.6 and read_share >= 0.5:
        return Diagnosis("reading", f"Reading files limits speed: workers spend "
                         f"{pct(read_share)} of their time waiting for the disk (slow or "
                         "network storage; copy the images to a local disk).")
    if mean >= 0.75:
        head = (f"Decoding limits speed: workers are busy {pct(mean)} of the time and the "
                f"writer only {pct(writer_busy)}")
        if more_workers_help(len(worker_busy), cores):
            return Diagnosis("decoding", f"{head} (more workers, up to {cores} — the number "
                             "of cores — would help).")
        return Diagnosis("decoding", f"{head}; every core already has a worker, so more "
                         f"workers would not help. What would: {AT_CORE_LIMIT_HELP}.")
    return Diagnosis("", f"Nothing is saturated: workers busy {pct(mean)}, writer "
                     f"{pct(writer_busy)} (the run may be starting or finishing).")


def more_workers_help(workers: int, cores: int | None) -> bool:
    """Whether adding a worker can speed up a decoding-bound run: only while there are
    fewer workers than cores (an unknown core count never invites more)."""
    return cores is not None and workers < cores
