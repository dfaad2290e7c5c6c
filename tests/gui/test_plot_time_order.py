"""The live time charts' numbers stay cheap to keep over a long run: the time left reads only
the steps of its window."""

from __future__ import annotations

import pytest

from gui.run_rates import ETA_LONG, RunRates


def test_the_time_left_keeps_only_the_steps_it_reads():
    """Every step of the count was kept and scanned at each count: an hour's run spent
    ~5 ms a count on the window's thread, and more the longer it ran."""
    rates = RunRates(3.0, 4000)
    for i in range(5000):
        rates.add(0.5 + 0.1 * i, 16 * i, 1000 * i, 16 * 5000)
    assert len(rates._grew) <= ETA_LONG / 0.1 + 2
    assert rates.seconds_left() == pytest.approx(0.1, abs=0.05)
