"""A --resume's first progress event comes as soon as its plan is settled, before the
workers start: it says the images its kept shards hold (the window read "0 of 600 images"
for a second while the workers started). A fresh run's comes as converting begins, the
workers running: the window (gui.run_rates) and the terminal measure the run's own speed
from it, as the summary's is measured."""

from __future__ import annotations

from pathlib import Path

from engine import protocol
from engine.run import run_stats
from engine.run.scheduler import Scheduler
from tests.engine import imagefactory as F
from tests.engine.interrupted import failed_writing_shard_1


def _progress_made(monkeypatch) -> list[protocol.Progress]:
    """Every progress event the run makes, in order (forced or ticked)."""
    made: list[protocol.Progress] = []
    init = protocol.Progress.__init__

    def made_one(self, *a, **k):
        init(self, *a, **k)
        made.append(self)

    monkeypatch.setattr(protocol.Progress, "__init__", made_one)
    return made


def test_a_resumes_first_progress_counts_its_kept_shards_before_the_workers_start(
        tmp_path: Path, monkeypatch):
    src, out = F.noise_dataset(tmp_path / "src", 96, 64), tmp_path / "out"
    failed_writing_shard_1(src, out, monkeypatch)

    # only the progress events a run forces (none from its ticks), and what they said when
    # the workers were started
    monkeypatch.setattr(run_stats, "PROGRESS_INTERVAL", 1e12)
    made = _progress_made(monkeypatch)
    at_warm: list[list[int]] = []
    warm = Scheduler.warm

    def watched(self):
        at_warm.append([p.done for p in made])
        return warm(self)

    monkeypatch.setattr(Scheduler, "warm", watched)
    code, events = F.convert_in_process(src, out, workers=1, resume=True)
    assert code == protocol.EXIT_OK
    kept = next(e for e in events if isinstance(e, protocol.RunFinished)).summary.kept
    assert kept > 0
    assert at_warm == [[kept]]
    plan = next(i for i, e in enumerate(events) if isinstance(e, protocol.Plan))
    first = next(i for i, e in enumerate(events) if isinstance(e, protocol.Progress))
    assert plan < first and events[first].done == kept and events[first].bytes_out > 0


def test_a_fresh_runs_counts_span_the_time_its_speed_is_over(tmp_path: Path, monkeypatch):
    """The window measures a run's own speed from its first count to the count that grew
    last, and the summary's from the workers running to the conversion's end (convert_s,
    which tune also reads: the workers' start is no conversion). The first count was sent
    before the workers ran and the last came with the run's end: the built-in sample's live
    graph peaked at 48 images/s beside "average 124.1 images/s over the conversion, as in
    the Summary" (0.19 s converting, 0.48 s counted). A run that keeps nothing sends no
    count before the workers run (no tick while they start either), one as converting
    begins, and one as it ends, before its time is taken."""
    from engine.run.pipeline import Converter

    src, out = F.noise_dataset(tmp_path / "src", 40, 64), tmp_path / "out"
    made = _progress_made(monkeypatch)
    around_warm: list[int] = []
    warm = Scheduler.warm

    def watched(self):
        around_warm.append(len(made))
        warm(self)
        around_warm.append(len(made))

    monkeypatch.setattr(Scheduler, "warm", watched)
    timed: list[int] = []   # the counts made when convert_s was taken

    class Timings(dict):
        def __setitem__(self, key, value):
            if key == "convert_s":
                timed.append(len(made))
            super().__setitem__(key, value)

    converter_init = Converter.__init__

    def with_timings(self, *a, **k):
        converter_init(self, *a, **k)
        self.timings = Timings()

    monkeypatch.setattr(Converter, "__init__", with_timings)
    code, events = F.convert_in_process(src, out, workers=1)
    assert code == protocol.EXIT_OK
    assert around_warm[0] == 0, "a count before the workers ran"
    first = made[around_warm[-1]]
    assert first.done + first.failed == 0   # the first count: as converting begins
    assert timed and made[timed[0] - 1].done + made[timed[0] - 1].failed == first.total
