"""Tune's decision with exact synthetic measurements: equal speed within noise, the safer
count, and automatic repeats when the spread is too wide to decide."""

from __future__ import annotations

import random
import re
import threading

import pytest

from engine import protocol
from engine.commands.tune_decide import decide, more_trials, speeds


def test_ranges_are_the_trials_never_narrower_than_the_noise_floor():
    sp = speeds([(1, 100.0), (1, 120.0), (2, 200.0)])
    assert (sp[1].low, sp[1].median, sp[1].high, sp[1].trials) == (100.0, 110.0, 120.0, 2)
    assert (sp[2].low, sp[2].high) == pytest.approx((195.0, 205.0))  # +-2.5% of one trial
    # from 3 trials on, the middle half: one wild trial no longer sets the range
    sp = speeds([(1, 100.0), (1, 120.0), (1, 400.0), (1, 110.0)])
    assert (sp[1].low, sp[1].median, sp[1].high) == pytest.approx((107.5, 115.0, 190.0))


def test_overlapping_spreads_are_equally_fast_and_the_fewer_workers_are_recommended():
    d = decide([(1, 410), (1, 430), (2, 420), (2, 450)], total_images=100_000)
    assert d.fastest == 2 and d.tied == (1, 2) and d.decided and d.retry == ()
    assert d.workers == 1 and d.images_per_s == 420.0
    assert d.estimated_seconds == pytest.approx(100_000 / 420)
    assert "1 and 2 workers are equally fast here, within measurement noise" in d.reason
    assert "1: 410-430 images/s; 2: 420-450 images/s" in d.reason
    assert "1 worker is the safer choice: less memory" in d.reason
    # the fastest count's time for the whole dataset; the recommended one's (3 min 58 s)
    # is the window's headline, so the reason does not say it again
    assert "With 2 workers all 100,000 images would take about 3 min 50 s." in d.reason
    assert "3 min 58 s" not in d.reason and "same within the noise" not in d.reason


def test_a_whole_source_under_a_second_gets_no_time_comparison():
    # "On all 6 images 1 worker would take about 0 s and 2 workers about 0 s" (beside the
    # window's "less than a second") compared nothing
    d = decide([(1, 410), (1, 430), (2, 420), (2, 450)], total_images=6)
    assert d.tied == (1, 2) and "would take" not in d.reason
    d = decide([(1, 410), (1, 430), (2, 420), (2, 450)], total_images=420)
    assert "would take" not in d.reason   # 1 s either way: nothing to compare
    d = decide([(1, 410), (1, 430), (2, 420), (2, 450)], total_images=42_000)
    assert "would take about 1 min 37 s" in d.reason   # 2 workers; 1 worker: 1 min 40 s


def test_a_count_faster_beyond_the_spread_is_recommended():
    d = decide([(1, 200), (1, 205), (2, 390), (2, 400), (3, 380), (3, 370)], 1000)
    assert (d.workers, d.fastest, d.tied, d.decided) == (2, 2, (2,), True)
    assert "2 workers gave the highest speed" in d.reason
    assert "faster than 3 workers" in d.reason and "beyond the measured spread" in d.reason


def test_three_counts_within_noise_are_listed_and_the_fewest_is_recommended():
    d = decide([(1, 100), (2, 180), (3, 196), (4, 200), (1, 104), (2, 184), (3, 194),
                (4, 198)])
    assert (d.workers, d.images_per_s, d.fastest, d.tied) == (3, 195.0, 4, (3, 4))
    d = decide([(1, 300), (2, 305), (3, 310)])
    assert d.tied == (1, 2, 3) and d.workers == 1
    assert "1, 2 and 3 workers are equally fast" in d.reason


def test_a_wide_spread_with_far_apart_medians_is_undecided_and_names_what_to_repeat():
    # 1 worker: one trial at 400 (the machine was idle), one at 100: ranges overlap with
    # 2 workers', but the medians are 250 against 400.
    d = decide([(1, 100), (1, 400), (2, 390), (2, 410), (3, 300), (3, 310)], 1000)
    assert not d.decided and d.retry == (1, 2)
    assert d.workers == 2, "meanwhile the medians are the best estimate"
    assert "1 worker might be as fast" in d.reason and "100 to 400" in d.reason


def test_an_unclear_count_is_given_its_measured_range_not_its_trials_extremes():
    """"1 worker might be as fast: its trials vary from 294 to 472 images/s" beside trials
    at 240 and 530: from 3 trials the range is their middle half, and the sentence said it
    was the trials' spread."""
    d = decide([(1, 240), (1, 294), (1, 472), (1, 530), (2, 390), (2, 400), (2, 410), (2, 420)])
    sp = speeds([(1, 240), (1, 294), (1, 472), (1, 530)])
    assert not d.decided and d.workers == 2
    low, high = f"{sp[1].low:,.0f}", f"{sp[1].high:,.0f}"
    assert (low, high) == ("280", "486")      # not 240 to 530
    assert (f"1 worker might be as fast: its measured range, {low} to {high} images/s, "
            "overlaps the fastest count's") in d.reason
    assert "trials vary" not in d.reason
    # several counts: their ranges, in the same words
    d = decide([(1, 100), (1, 440), (2, 120), (2, 445), (3, 430), (3, 440)])
    assert "1 and 2 workers might be as fast: their measured ranges, 100 to 440; 120 to 445 " \
           "images/s, overlap the fastest count's" in d.reason


# (trials, the fastest count, whether another count's range overlaps the fastest one's)
DIRECTIONS = [
    # fewer workers fastest, ranges overlap: the Tune tab said "1 worker ... 177 images/s
    # (128-226 images/s), faster than 2 workers (113-149 images/s) beyond the measured spread"
    ([(1, 128), (1, 226), (2, 113), (2, 149)], 1, True),
    ([(1, 400), (1, 410), (2, 200), (2, 210)], 1, False),          # fewer fastest, apart
    ([(1, 100), (1, 400), (2, 390), (2, 410)], 2, True),           # more fastest, overlap
    ([(1, 200), (1, 205), (2, 390), (2, 400)], 2, False),          # more fastest, apart
]


@pytest.mark.parametrize("trials, fastest, overlap", DIRECTIONS)
def test_beyond_the_measured_spread_only_when_no_range_overlaps(trials, fastest, overlap):
    d = decide(trials, 5000)
    assert d.fastest == fastest
    says_beyond = re.search(r"faster than .* beyond the measured spread", d.reason)
    assert bool(says_beyond) is not overlap, d.reason
    assert d.decided is not overlap and (d.retry == (1, 2) if overlap else d.retry == ())
    assert d.workers == fastest, "the medians are the best estimate meanwhile"
    if overlap:
        assert "Close other programs and tune again for a firmer answer." in d.reason


def test_more_workers_slower_within_the_spread_is_said_so_and_measured_again():
    d = decide([(1, 128), (1, 226), (2, 113), (2, 149)], 5000)
    assert d.reason == (
        "1 worker gave the highest median speed, 177 images/s (128-226 images/s). 2 workers "
        "were slower by the median (113-149 images/s), but not beyond the measured spread: "
        "the ranges overlap. 1 worker is the safer choice: less memory, and the computer "
        "stays usable for other work. Close other programs and tune again for a firmer "
        "answer.")
    assert more_trials([(1, 128), (1, 226), (2, 113), (2, 149)], 0, 5, 60) == (1, 2)
    d = decide([(1, 300), (1, 320), (2, 200), (2, 330), (3, 150), (3, 318)])
    assert "2 and 3 workers were slower by the median (2: 200-330 images/s; 3: 150-318 " \
           "images/s), but not beyond the measured spread" in d.reason


def test_no_sentence_claims_a_difference_beyond_overlapping_ranges():
    """Any trials: "faster than N workers ... beyond the measured spread" only when no other
    count's range overlaps the fastest one's."""
    rnd = random.Random(18)
    for _ in range(2000):
        trials = [(w, rnd.uniform(50, 400)) for w in range(1, rnd.randint(2, 4) + 1)
                  for _ in range(rnd.randint(1, 4))]
        d = decide(trials)
        sp = speeds(trials)
        others_overlap = any(s.overlaps(sp[d.fastest]) for w, s in sp.items()
                             if w != d.fastest)
        if re.search(r"faster than .* beyond the measured spread", d.reason):
            assert not others_overlap, (trials, d.reason)
        if others_overlap:
            assert "beyond the measured spread." not in d.reason.replace(
                "not beyond the measured spread", ""), (trials, d.reason)


def test_more_trials_until_decided_or_out_of_time():
    wide = [(1, 100), (1, 400), (2, 390), (2, 410)]
    assert more_trials(wide, spent_seconds=0, seconds_per_trial=5, limit_seconds=60) == (1, 2)
    assert more_trials(wide, spent_seconds=55, seconds_per_trial=5, limit_seconds=60) == ()
    assert more_trials(wide, 0, 5, limit_seconds=0) == ()
    clear = [(1, 200), (1, 205), (2, 390), (2, 400)]
    assert more_trials(clear, 0, 5, 60) == ()


def test_the_sweep_repeats_the_unclear_counts_until_they_separate(make_dataset, monkeypatch):
    """The real sweep loop, with scripted trial speeds instead of real conversions."""
    import engine.commands.tune as tune
    from engine.config import ConvertConfig, ImageOptions

    script = {1: [100.0, 400.0, 120.0, 110.0], 2: [390.0, 410.0, 400.0, 405.0]}
    calls: list[int] = []

    def fake_trial(base, csv_path, workers, cancel, min_seconds=0.0, max_passes=10,
                   cluster=None):
        calls.append(workers)
        done = sum(1 for w in calls[1:] if w == workers) - 1  # calls[0] is the warm-up
        rate = script[workers][max(done, 0)]
        return tune.Trial(workers, 0, int(rate), 1.0, 0, 0.1, 0.9, wall_seconds=1.0)

    monkeypatch.setattr(tune, "run_trial", fake_trial)
    src = make_dataset({"a": 3, "b": 3}, formats=("png",))
    events: list = []
    code = tune.sweep(ConvertConfig(source=str(src), out="", image=ImageOptions(16, 16)),
                      2, 2, None, events.append, threading.Event(), 0.0, extra_seconds=60,
                      worth_seconds=0.0)
    assert code == protocol.EXIT_OK
    points = [e for e in events if isinstance(e, protocol.SweepPoint)]
    assert [(p.workers, p.extra) for p in points][:4] == [(1, False), (2, False), (2, False),
                                                        (1, False)]
    extra = [(p.workers, p.trial) for p in points if p.extra]
    assert sorted(extra) == [(1, 2), (2, 2)], "one extra round separated them"
    assert all(p.separating == [1, 2] for p in points if p.extra)  # the window names them
    assert all(p.separating == [] for p in points if not p.extra)
    rec = next(e for e in events if isinstance(e, protocol.Recommendation))
    assert rec.workers == 2 and rec.decided and rec.tied == [2]


@pytest.mark.parametrize("limit, rounds", [(15, 0), (25, 1), (45, 2)])
def test_the_sweep_stops_adding_trials_at_the_time_limit(make_dataset, monkeypatch, limit,
                                                         rounds):
    """Each trial takes 10 s and a round measures 2 counts: 20 s per extra round."""
    import engine.commands.tune as tune
    from engine.config import ConvertConfig, ImageOptions

    # 1 worker stays unclear: medians far below 2 workers', ranges reaching above them.
    series = {1: iter([100.0, 600.0, 300.0, 330.0, 310.0, 320.0]), 2: iter([400.0] * 9)}

    def fake_trial(base, csv_path, workers, cancel, min_seconds=0.0, max_passes=10,
                   cluster=None):
        rate = next(series[workers])
        return tune.Trial(workers, 0, int(rate), 1.0, 0, 0.1, 0.9, wall_seconds=10.0)

    monkeypatch.setattr(tune, "run_trial", fake_trial)
    src = make_dataset({"a": 3}, formats=("png",))
    events: list = []
    tune.sweep(ConvertConfig(source=str(src), out="", image=ImageOptions(16, 16)), 2, 2, None,
               events.append, threading.Event(), 0.0, extra_seconds=limit, worth_seconds=0.0)
    extra = [p for p in events if isinstance(p, protocol.SweepPoint) and p.extra]
    assert len(extra) == 2 * rounds
    rec = next(e for e in events if isinstance(e, protocol.Recommendation))
    assert not rec.decided and "might be as fast" in rec.reason and rec.workers == 2


@pytest.mark.parametrize("worth, rounds", [(0.0, 1), (30.0, 0)])
def test_no_extra_round_for_a_source_that_converts_in_moments(make_dataset, monkeypatch, worth,
                                                               rounds):
    """6 images at ~100-400 images/s convert in a moment: separating the counts would cost
    more than any count could save (a 45-image folder was swept for two minutes)."""
    import engine.commands.tune as tune
    from engine.config import ConvertConfig, ImageOptions

    series = {1: iter([100.0, 400.0, 120.0, 110.0]), 2: iter([390.0, 410.0, 400.0, 405.0])}

    def fake_trial(base, csv_path, workers, cancel, min_seconds=0.0, max_passes=10,
                   cluster=None):
        rate = next(series[workers], 400.0)
        return tune.Trial(workers, 0, int(rate), 1.0, 0, 0.1, 0.9, wall_seconds=1.0)

    monkeypatch.setattr(tune, "run_trial", fake_trial)
    src = make_dataset({"a": 3, "b": 3}, formats=("png",))
    events: list = []
    tune.sweep(ConvertConfig(source=str(src), out="", image=ImageOptions(16, 16)), 2, 2, None,
               events.append, threading.Event(), 0.0, extra_seconds=60, worth_seconds=worth)
    extra = [p for p in events if isinstance(p, protocol.SweepPoint) and p.extra]
    assert len(extra) == 2 * rounds
    assert any(isinstance(e, protocol.Recommendation) for e in events)
