"""The failures of a run the window shows (RunModel's list, gui.run_model): each file the
engine reports it could not convert or set aside, those a cancel took back, and a Resume's
carried over from the interrupted run's earlier parts, each of their entries listed once
(a file may have two: a CSV's repeated row set aside, and its kept row's decode). Right after
Resume the Failures tab said "(2)" under "4 skipped", and caught up as the run went on."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine import protocol as P
from engine.reason_codes import LEFT_OUT  # no annotations, left out as chosen: no failure


@dataclass
class Failure:
    path: str
    reason: str
    stage: str = ""
    code: str = ""       # the reason's stable code and values, for the translated text
    params: dict = field(default_factory=dict)


class FailureList:
    """RunModel's failure handling (its fields ``failures``, ``refused_at_scan``,
    ``left_out``, ``requeued``, ``carried_count`` and ``_again``)."""

    failures: list[Failure]
    refused_at_scan: int
    left_out: int
    requeued: int
    carried_count: int
    _again: Counter

    def carry(self, carried: list[Failure]) -> None:
        """A Resume's list starts with ``carried``: the failures the interrupted run's
        earlier parts listed (its journal, its rejected.csv, or this window's run), which
        the resumed engine reports again (its kept shards'): those are not added twice."""
        # (the set-aside first: failures[:refused_at_scan] are the scan's)
        self.failures = sorted(carried, key=lambda f: f.stage != "scan")
        self.carried_count = len(carried)   # (the progress says whose they are)
        self.refused_at_scan = sum(1 for f in carried if f.stage == "scan")
        # entries, not paths: the engine may report a file twice (three rows naming one
        # image: two set aside; one set aside and its kept row not decoded), and a set of
        # paths let the second report in again (3 rows where the engine said 2)
        self._again = Counter((f.path, f.stage == "scan") for f in carried)

    def item_failed(self, ev: P.ItemFailed) -> None:
        if ev.code == LEFT_OUT:   # the user's choice: "Skipped … unusable" and Failures
            self.left_out += 1   # listed the images the walk had chosen to leave out
            return
        key = (ev.path, ev.stage == "scan")
        if self._again[key] > 0:   # listed from the start (carried): not twice
            self._again[key] -= 1
            return
        failure = Failure(ev.path, ev.reason, ev.stage, ev.code, ev.params)
        if ev.stage == "scan":   # (after the carried scan's: failures[:refused_at_scan])
            self.failures.insert(self.refused_at_scan, failure)
            self.refused_at_scan += 1
        else:
            self.failures.append(failure)

    def items_requeued(self, ev: P.ItemsRequeued) -> None:
        gone = set(ev.paths)
        kept = [f for f in self.failures if f.path not in gone]
        self.requeued += len(self.failures) - len(kept)
        self.failures = kept
        self.refused_at_scan = sum(1 for f in self.failures if f.stage == "scan")
