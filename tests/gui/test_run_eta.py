"""The time left the run header shows (gui.run_rates through RunModel.eta): steady from
the first second of a fresh run and of a Resume, and converging to the time the run really
took. Plain pytest: progress events are fed straight into the model, recorded from the real
engine (tests/gui/data/record.py, eta_*) or made here with known rates.

A Resume's time left read 4:49, 0:12 and 0:41 within seconds: the rate over the last three
seconds, with images arriving sixteen a worker at a time, was used raw from its first two
samples."""

from __future__ import annotations

import json
import random
from itertools import pairwise
from pathlib import Path

import pytest

from engine import protocol as P
from gui.run_model import RunModel
from gui.units import format_duration

DATA = Path(__file__).parent / "data"


def shown(events: list) -> list[tuple[float, float | None, int]]:
    """(engine time, time left, images left) after each progress event while converting."""
    m = RunModel()
    m.start()
    out = []
    for ev in events:
        m.on_event(ev)
        if isinstance(ev, P.Progress) and m.phase == "writing" and m.done + m.failed < m.total:
            out.append((float(ev.t), m.eta(), m.total - m.done - m.failed))
    return out


def worst_jump(values: list[tuple[float, float | None, int]]) -> float:
    """The largest change of the time left, beyond counting down, per second: between each
    value and the first one at least a second later (0 for a perfectly steady estimate)."""
    known = [(t, e) for t, e, _ in values if e is not None]
    worst = 0.0
    for i, (t, e) in enumerate(known):
        later = next(((t2, e2) for t2, e2 in known[i + 1:] if t2 - t >= 1.0), None)
        if later is not None:
            worst = max(worst, abs(later[1] - e + (later[0] - t)) / (later[0] - t))
    return worst


def bursty_run(total: int, kept: int = 0, start: float = 0.5, warmup: float = 1.5,
               workers: int = 2, batch: int = 16, batch_s: float = 0.8) -> tuple[list, float]:
    """The events of a run whose workers convert ``batch`` images in ``batch_s`` seconds
    each (staggered), after ``warmup`` seconds of starting; progress every 0.1 s as the
    engine sends it, the first one counting ``kept`` images (a --resume's kept shards).
    Returns the events and the time the last image is counted."""
    due = [start + warmup + batch_s * (1 + w / workers) for w in range(workers)]
    finished: list[float] = []   # when each batch is counted
    while kept + len(finished) * batch < total:
        w = min(range(workers), key=lambda i: due[i])
        finished.append(due[w])
        due[w] += batch_s
    events: list = [P.Plan(total=total, t=start - 0.1)]
    t, end = start, finished[-1]
    while True:
        n = min(total, kept + batch * sum(1 for f in finished if f <= t))
        events.append(P.Progress(done=n, total=total, t=round(t, 3)))
        if n >= total:
            return events, end
        t += 0.1


def recorded(name: str) -> tuple[list, float]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    end = next(json.loads(x)["t"] for x in lines if '"run_finished"' in x)
    return [P.decode(x) for x in lines], float(end)


@pytest.mark.parametrize("kept", [0, 600], ids=["fresh", "resumed"])
def test_the_time_left_of_a_steady_run_is_steady_from_its_first_value_and_true(kept):
    events, end = bursty_run(1200, kept=kept)
    values = shown(events)
    known = [(t, e) for t, e, _ in values if e is not None]
    first = known[0][0]
    counted = next(t for t, _, left in values if left < 1200 - kept)   # the first batch
    # "estimating…" for the first seconds of counting, not a guess from one batch
    assert 1.0 <= first - counted <= 3.0, (first, counted)
    assert worst_jump(values) < 0.5
    # from the first value on, within a fifth of the truth; after ten seconds within 5 %
    for t, e in known:
        truth = end - t
        assert abs(e - truth) <= (0.2 if t < first + 10 else 0.05) * truth + 1.0, (t, e, truth)


def test_a_resumes_kept_images_are_not_this_runs_speed():
    # 9,000 of 10,000 kept; 100 images/s from the first second: 10 s left, never "0:01"
    events = [P.Plan(total=10_000, t=0.4)]
    events += [P.Progress(done=9_000 + max(0, round(100 * (t / 10 - 1))), total=10_000,
                          t=t / 10) for t in range(5, 40)]
    values = shown(events)
    known = [(t, e, left) for t, e, left in values if e is not None]
    assert known
    for t, e, left in known:
        assert e == pytest.approx(left / 100.0, rel=0.1), (t, e, left)


def test_a_stalled_resumes_time_left_is_at_the_speed_it_converted():
    # 9,000 images kept from the interrupted run, 400 converted in 4 s, then a stall of
    # 6 s: once the next count is later than the counts so far came, the time left grows
    # towards 600 at the speed since converting began (40/s); it does not count down to
    # nothing, nor read 600 / (9,400 / 10 s), as if the kept were new
    m = RunModel()
    m.start()
    for t, done in ((2.0, 9_000), (3.0, 9_100), (4.0, 9_200), (5.0, 9_300), (6.0, 9_400)):
        m.on_event(P.Progress(done=done, total=10_000, t=t))
    assert m.eta() == pytest.approx(600 / 100.0)
    etas = []
    for i in range(1, 61):
        m.on_event(P.Progress(done=9_400, total=10_000, t=6.0 + i / 10))
        etas.append(m.eta())
    assert m.images_per_s() == 0.0
    assert etas[9] == pytest.approx(600 / 100.0 - 1.0)   # counted down to the next count
    assert all(b > a for a, b in pairwise(etas[10:]))    # then it only grows
    assert 600 / 100 * 1.5 < etas[-1] <= 600 / 40.0


def slow_run(seed: int, total: int = 645, batch: int = 4, batch_s: float = 4.0,
             jitter: float = 0.5) -> tuple[list, float]:
    """A slow run on a busy laptop: one worker counts ``batch`` large images every
    ``batch_s`` seconds, give or take ``jitter`` of it (seeded); progress every 0.5 s."""
    rnd = random.Random(seed)
    t, done, counted = 2.5, 0, []
    while done < total:
        t += batch_s * rnd.uniform(1 - jitter, 1 + jitter)
        counted.append(t)
        done += batch
    events: list = [P.Plan(total=total, t=0.4)]
    t = 0.5
    while True:
        n = min(total, batch * sum(1 for c in counted if c <= t))
        events.append(P.Progress(done=n, total=total, t=t))
        if n >= total:
            return events, counted[-1]
        t += 0.5


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_slow_runs_time_left_does_not_swing_with_each_batch(seed):
    """A walker's slow run (four 12-MP PNGs a batch, a loaded machine) read 7:49, 13:10,
    15:42, 6:45 within half a minute: the speed over the last seconds swung with each
    batch. From half a minute on, it stays near the truth and moves little in 10 s."""
    events, end = slow_run(seed)
    known = [(t, e) for t, e, _ in shown(events) if e is not None]
    start = known[0][0] + 30
    later = [(t, e) for t, e in known if t >= start and end - t > 60]
    assert later
    for t, e in later:
        assert abs(e - (end - t)) <= 0.25 * (end - t), (t, e, end - t)
        ahead = next(((t2, e2) for t2, e2 in later if t2 >= t + 10), None)
        if ahead is not None:   # beyond counting down, over ten seconds
            assert abs(ahead[1] - e + (ahead[0] - t)) <= 0.15 * e, (t, e, ahead)


def test_the_time_left_follows_a_slowdown_without_jumping():
    m = RunModel(rate_window=1.0)
    m.start()
    t, done, etas = 0.0, 0, []
    for _ in range(100):          # 100/s for 10 s
        t += 0.1
        done += 10
        m.on_event(P.Progress(done=done, total=10_000, t=t))
    for _ in range(300):          # then 10/s for 30 s
        t += 0.1
        done += 1
        m.on_event(P.Progress(done=done, total=10_000, t=t))
        etas.append(m.eta())
    assert m.images_per_s() == pytest.approx(10.0)   # the plots' speed follows at once
    assert all(b >= a - 0.11 for a, b in pairwise(etas))   # only ever longer
    assert max(b - a for a, b in pairwise(etas)) < 60.0   # over a tenth of a second
    assert m.eta() == pytest.approx((10_000 - done) / 10.0, rel=0.05)


@pytest.mark.parametrize("name", ["eta_fresh_recorded.jsonl", "eta_resume_recorded.jsonl"])
def test_a_recorded_runs_time_left_is_steady_and_ends_near_the_truth(name):
    events, end = recorded(name)
    values = shown(events)
    first = next(p for p in events if isinstance(p, P.Progress))
    if name.startswith("eta_resume"):   # the kept shards are counted from the first line
        assert first.done > 0
    known = [(t, e) for t, e, _ in values if e is not None]
    assert values[0][1] is None and known   # estimating, then a time left
    # the recording machine's own speed changed during the run: steady, not constant
    assert worst_jump(values) < 2.0
    # the last third of the run: within a few seconds of when it really ended
    for t, e in known:
        if t > first.t + (end - first.t) * 2 / 3:
            assert abs(e - (end - t)) < max(2.0, 0.5 * (end - t)), (t, e, end - t)


def test_the_header_says_estimating_until_there_is_a_time_left(qtbot):
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    events, _ = bursty_run(1200, kept=600)
    m = RunModel()
    m.start()
    texts = []
    for ev in events:
        m.on_event(ev)
        panel.refresh(m)
        texts.append(panel.times.text().split(" · ")[-1])
    # the first line (the kept shards) already counts; until the speed is known: said so
    assert texts[0] == "left estimating…"
    shown_at = next(i for i, x in enumerate(texts) if x != "left estimating…")
    assert all(x == "left estimating…" for x in texts[:shown_at])
    assert all(x.startswith("left 0:") for x in texts[shown_at:-1]), texts[shown_at:]
    m.on_event(P.RunFinished(status="ok", t=events[-1].t))
    panel.refresh(m)
    assert panel.times.text().endswith("left —")


def test_a_resumes_header_waits_for_its_first_count_rather_than_say_none_is_done(qtbot):
    # "0 of 600 images (0.0%)" for a second after Resume, then "240 of 600"
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    for resume, before in ((True, "—"), (False, "0 of 600 images (0.0%)")):
        m = RunModel()
        m.start()
        m.on_event(P.RunStarted(command="convert", options={"resume": resume}, t=0.0))
        m.on_event(P.Plan(total=600, t=0.5))
        panel.refresh(m)
        assert panel.counts.text().startswith(before)
        assert (panel.bar.maximum() == 0) == resume   # busy, not 0%
        m.on_event(P.Progress(done=240 if resume else 0, total=600, t=0.6))
        panel.refresh(m)
        assert panel.counts.text().startswith(
            "240 of 600 images (40.0%)" if resume else "0 of 600 images (0.0%)")
        assert panel.bar.maximum() == 1000


@pytest.mark.parametrize("separate", [False, True])
def test_the_check_shows_its_time_left_as_the_conversion_does(qtbot, separate):
    # Verifying showed "elapsed 1:12" and no time left, while its events count the records
    # checked of those listed: enough for the conversion's estimate (gui.run_rates)
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=100, t=0.5))
    m.on_event(P.Progress(done=100, total=100, t=5.0))
    if separate:   # a verify process after the conversion: its clock starts at 0
        m.on_event(P.RunFinished(status="ok", t=5.0))
        m.start_verify()
    start = 0.0 if separate else 5.0
    texts = []
    for i in range(1, 101):   # 3,000 records at 100 a second, a tick every 0.1 s
        m.on_event(P.VerifyProgress(checked=10 * i, total=3000, t=start + 0.1 * i))
        panel.refresh(m)
        texts.append((i, panel.times.text().split(" · ")[-1]))
    assert m.phase == "verifying" and texts[0][1] == "left estimating…"
    shown = [(i, x) for i, x in texts if x != "left estimating…"]
    assert shown and shown[0][0] <= 40, texts   # within a few seconds of checking
    for i, x in shown:   # (3000 - 10 i) records at 100/s, written as the conversion's
        near = {format_duration((3000 - 10 * i) / 100 + d) for d in (-0.6, 0.0, 0.6)}
        assert x in {"left " + y for y in near}, (i, x)
    m.on_event(P.VerifyResult(ok=True, checked=3000, t=start + 10.5))
    m.verify_ended() if separate else m.process_ended(0)
    panel.refresh(m)
    assert panel.times.text().endswith("left —")   # (done: no time left to tell)
