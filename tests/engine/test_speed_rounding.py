"""The speed a run's summary and manifest give is over the time they give (rounded to
milliseconds): over the time before rounding, 24 images in 0.2954 s were 81.25 images/s
beside 0.295 s, which the Summary says as "0.29 s" beside "81.2 images/s" — no time that
rounds to 0.29 s gives that speed (CI: test_time_and_speed_agree)."""

from __future__ import annotations

from engine.events import Emitter
from engine.run.run_stats import RunStats


def test_the_speed_is_over_the_time_as_said():
    stats = RunStats(Emitter("none"), workers=1)
    stats.counters.records_written = 24
    seconds, rate = stats.convert_speed({"convert_s": 0.2954})
    assert seconds == 0.295
    assert rate == round(24 / 0.295, 2)   # 81.36, not 81.25
