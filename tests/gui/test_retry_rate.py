"""A cluster run whose worker died takes back the dead attempt's images (the shard is
converted again from its first image: engine.run.cluster_progress). The speed goes on
from the new count: the plot and "now N images/s" stopped until the count passed the
old one again (~30 s in a walk at 2.5 images/s), and the time left with them; the
bytes the dead attempt had on disk made the MB/s negative ("-0.0 MB/s")."""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel


def test_the_speed_goes_on_after_a_retry_took_back_images():
    m = RunModel(clock=lambda: 0.0)
    m.start()
    m.on_event(P.Plan(total=304, t=0.0))
    t, done = 0.0, 0
    for _ in range(30):                 # 2.5 images/s up to 75
        t, done = t + 1.0, done + 2.5
        m.on_event(P.Progress(done=int(done), total=304, t=t,
                              bytes_written=int(done) * 10_000))
    # the retry's take-back: its images, and its bytes on disk
    m.on_event(P.Progress(done=0, total=304, t=t + 1.0))
    drawn = len(m.rates.throughput)
    t, done = t + 1.0, 0
    for _ in range(8):                  # the retry converts at 2.5 images/s
        t, done = t + 1.0, done + 2.5
        m.on_event(P.Progress(done=int(done), total=304, t=t,
                              bytes_written=int(done) * 10_000))
        assert m.rates.mb_per_s() >= 0, m.rates.mb_per_s()   # (it read "-0.0 MB/s")
    assert m.done == 20
    assert len(m.rates.throughput) == drawn + 8
    assert m.rates.images_per_s() == pytest.approx(2.5, rel=0.25)
