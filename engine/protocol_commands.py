"""The events of the commands other than convert's run (engine.protocol's event table
names them all): ``tune``'s trials and answer, ``verify``'s progress and verdict, and
convert --cluster's cluster and --resume's check of an older engine's kept files. Read as
engine.protocol.SweepPoint etc.; standard library only, as engine.protocol is."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.protocol_parts import Event


@dataclass
class SweepPoint(Event):
    """One measured trial of ``tune``: a worker count and its throughput."""

    type: ClassVar[str] = "sweep_point"
    workers: int = 0
    trial: int = 0
    images_per_s: float = 0.0
    mb_per_s: float = 0.0
    writer_busy: float = 0.0
    worker_busy: float = 0.0
    extra: bool = False  # an automatic repeat: the spread was too wide to decide
    # an extra round's worker counts (all measured again: their ranges overlapped), so the
    # window can say which counts the added trials are for and how many there are
    separating: list[int] = field(default_factory=list)


@dataclass
class SweepRound(Event):
    """``tune`` adds an extra round before measuring it: the trials so far varied too much
    to tell ``workers`` apart, so each is measured again (``trial``: the round's number, as
    its sweep_points say). Sent before the round's first trial, so the window shows the new
    total at once (before 0.3.10 it learnt of a round from its first result, ~30 s later)."""

    type: ClassVar[str] = "sweep_round"
    trial: int = 0
    workers: list[int] = field(default_factory=list)   # the counts measured again
    reason: str = "spread"   # why: "spread" (their speeds overlapped too much to decide)


@dataclass
class Recommendation(Event):
    """``tune``'s answer: the worker count to use, and why."""

    type: ClassVar[str] = "recommendation"
    workers: int = 0
    images_per_s: float = 0.0
    estimated_seconds: float = 0.0
    reason: str = ""
    bottleneck: str = ""
    code: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    tied: list[int] = field(default_factory=list)  # counts equally fast within measurement noise
    decided: bool = True  # False: trials still varied too much when the time limit came


@dataclass
class VerifyProgress(Event):
    """Records checked so far by ``verify``."""

    type: ClassVar[str] = "verify_progress"
    checked: int = 0
    total: int = 0
    shard: str = ""


@dataclass
class VerifyResult(Event):
    """``verify``'s verdict, with every problem found."""

    type: ClassVar[str] = "verify_result"
    ok: bool = False
    checked: int = 0
    problems: list[str] = field(default_factory=list)
    problem_codes: list[list[Any]] = field(default_factory=list)
    cancelled: bool = False
    reader: str = ""
    note: str = ""
    #: the check's time, from the verify process's start (its loading included) to this
    #: verdict, as its record beside the dataset keeps it; 0: not measured (older engines)
    seconds: float = 0.0


#: verify_result.reader -> how people see it ("verified (TensorFlow)").
READER_TITLES = {"tensorflow": "TensorFlow", "builtin": "built-in reader"}


@dataclass
class ClusterStarted(Event):
    """convert --cluster: connected, every worker checked; what runs the shard tasks."""

    type: ClassVar[str] = "cluster_started"
    address: str = ""
    workers: list[dict[str, Any]] = field(default_factory=list)
    note: str = ""
    note_code: str = ""
    note_params: dict[str, Any] = field(default_factory=dict)

    @property
    def in_process(self) -> bool:
        """local:N: workers are threads of the engine, at an address no one can use."""
        return self.address.startswith("inproc:")


@dataclass
class VerdictCheck(Event):
    """--resume of an older engine's run is looking at the files of the shards it keeps
    (engine.run.resume_verdicts: whether this engine takes the same ones into records):
    ``checked`` of ``total`` files (and masks) so far."""

    type: ClassVar[str] = "verdict_check"
    checked: int = 0
    total: int = 0


#: ``inspect --json --progress`` writes on stderr, as it reads (about twice a second), lines
#: of this form: the records read so far in all the files, the file being read (from 1) and
#: how many files there are. A large dataset's reading takes minutes (~50 MB/s), and the
#: window's Inspect tab said only "Reading every record…" meanwhile.
INSPECT_PROGRESS = "progress: {records} records, file {file} of {files}"
_INSPECT_PROGRESS = re.compile(r"progress: (\d+) records, file (\d+) of (\d+)\Z")


def read_inspect_progress(line: str) -> tuple[int, int, int] | None:
    """(records, file, files) of an INSPECT_PROGRESS line; None for any other line."""
    m = _INSPECT_PROGRESS.match(line.strip())
    return (int(m[1]), int(m[2]), int(m[3])) if m else None
