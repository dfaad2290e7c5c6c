"""While the look at the source's new scan runs, the Resume offer says it checks: that is
a state of its own (CheckedState.checking), not a made-up change of the source in the
offer's list of changes (which named a file "" that was "checking", and every reader of
that list had to know to skip it)."""

from __future__ import annotations

from engine.output_state import OutputState
from engine.resume_check import Outlook, SourceChanges
from gui.job import Job
from gui.resume import offer_now
from gui.resume_check import CheckedState
from gui.scan_result import ScanResult
from gui.widgets.action_bar import ActionBar

CHECKING = "Checking whether images were added to or removed from the source"


class _Look:
    """A look at the run asked for and not ended (or ended: ``done``)."""

    def __init__(self, done: bool, outlook: Outlook | None = None) -> None:
        self.done, self.outlook, self.asked = done, outlook, []

    def request(self, state, scan, skip_unannotated) -> None:
        self.asked.append(scan)

    def answered(self) -> bool:
        return self.done

    def checked(self, state: OutputState) -> OutputState:
        if self.outlook is None:
            return state
        return CheckedState(**{k: getattr(state, k) for k in OutputState.__dataclass_fields__},
                            outlook=self.outlook)


def _state() -> OutputState:
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=1,
                        records=3, planned=9, source="src", options={})
    state.bytes_version = state.ours_bytes_version   # (a run of this version)
    return state


def _scan() -> ScanResult:
    return ScanResult(source="src", images=9)


def test_a_running_look_is_its_own_state_not_a_change():
    job = Job(source="src", out="out")
    for outlook in (None, Outlook(changes=SourceChanges(counts={"added": 0, "removed": 0}))):
        diffs, _, unknown, changed, state = offer_now(job, _state(), _scan(),
                                                      _Look(False, outlook))
        assert changed == [] and diffs == [] and unknown == []
        assert isinstance(state, CheckedState) and state.checking
    _, _, _, changed, state = offer_now(job, _state(), _scan(), _Look(True))
    assert changed == [] and not getattr(state, "checking", False)   # answered: no change


def test_the_offer_says_it_checks_and_waits(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    state = CheckedState(**{k: getattr(_state(), k) for k in OutputState.__dataclass_fields__},
                         checking=True)
    bar.set_offer(state)
    assert CHECKING in bar.offer_text.text()
    assert not bar.finishable and bar.blocked == "checking"
    assert not bar.recheck_btn.isVisibleTo(bar)
    bar.set_offer(_state())   # the look ended: nothing changed
    assert CHECKING not in bar.offer_text.text() and "Press Resume" in bar.offer_text.text()
    assert bar.finishable and bar.blocked == ""


def test_the_offer_takes_its_state_from_the_looks_own_rule():
    """offer_now asks the look (checked, after its request, which may ask for another) for
    the state it shows: the rule of which answer is stale is resume_check's alone (it was
    written again in offer_now)."""
    answer = Outlook(changes=SourceChanges(counts={"added": 0, "removed": 0}))
    look = _Look(True, answer)
    job = Job(source="src", out="out")
    _, _, _, changed, state = offer_now(job, _state(), _scan(), look)
    assert look.asked and isinstance(state, CheckedState) and state.outlook is answer
    assert changed == [] and not state.checking
