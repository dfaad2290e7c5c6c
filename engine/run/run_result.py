"""What a `convert` run counted and did: its Counters (kept by engine.run.run_stats as the
run goes) and the RunResult that Converter.run returns (tune reads it)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import protocol


@dataclass
class Counters:
    done: int = 0
    failed: int = 0
    bytes_in: int = 0
    bytes_out: int = 0
    writer_seconds: float = 0.0
    records_written: int = 0   # records written this run, including a shard later aborted
    removed: int = 0           # of them, those in unfinished shards a cancel removed
    record_bytes: int = 0      # their framed bytes: the measured size of a record
    busy_seconds: float = 0.0  # summed worker CPU time (tune: bottleneck diagnosis)
    read_seconds: float = 0.0  # of which, reading files


@dataclass
class RunResult:
    """What a `convert` run did (returned by Converter.run; tune reads this)."""

    exit_code: int
    status: str                    # ok | cancelled | failed
    counters: Counters
    timings: dict[str, float] = field(default_factory=dict)   # scan_s, plan_s, convert_s
    shards: list[dict] = field(default_factory=list)          # journal entries, plan order
    summary: protocol.ConvertSummary | None = None            # RunFinished's (None if none)

    @property
    def images(self) -> int:
        return self.counters.done

    @property
    def convert_seconds(self) -> float:
        return self.timings.get("convert_s", 0.0)
