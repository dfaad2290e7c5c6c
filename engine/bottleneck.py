"""Say what limits throughput right now, from the numbers the pipeline measures.

Pure functions over busy fractions, so the rules are tested with synthetic statistics.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Diagnosis:
    kind: str      # "decoding", "writing", "reading" or "" (not enough signal)
    sentence: str  # one plain sentence with the numbers behind it


def diagnose(worker_busy: list[float], writer_busy: float, read_share: float) -> Diagnosis:
    """worker_busy: per-worker busy fraction (0..1) over an interval; writer_busy: the
    parent's fraction of that interval spent writing; read_share: of the workers' busy time,
    the fraction spent waiting for file reads."""
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
        return Diagnosis("decoding", f"Decoding limits speed: workers are busy {pct(mean)} of "
                         f"the time and the writer only {pct(writer_busy)} (more workers, up "
                         "to the number of cores, help).")
    return Diagnosis("", f"Nothing is saturated: workers busy {pct(mean)}, writer "
                     f"{pct(writer_busy)} (the run may be starting or finishing).")
