"""The Live plots' images/s while images come a batch every few seconds: 16 PNGs of
1024 px a batch on a loaded machine, one batch each ~2.5 s (a Korean walk's run of its
YOLO export, the engine's progress lines every 0.1 s). The three-second window between two
batches held none, and the plot fell to 0 images/s every few seconds while the banner said
the workers were 100 % busy. A real stall still reads 0 (test_run_eta's stalled Resume)."""

from __future__ import annotations

import pytest

from engine import protocol as P
from gui.run_model import RunModel


def test_the_plot_does_not_fall_to_zero_between_batches():
    m = RunModel()
    m.start()
    speeds = []
    done = 0
    for i in range(1, 301):            # 30 s of progress lines, 0.1 s apart
        t = round(i / 10, 1)
        if i % 25 == 0:                 # a batch of 16 each 2.5 s: 6.4 images/s
            done += 16
        m.on_event(P.Progress(done=done, total=1_000, bytes_out=done * 500_000, t=t))
        if t > 6.0:
            speeds.append(m.images_per_s())
        if t == 29.9:   # between two batches: the speed of the last step
            assert m.images_per_s() == pytest.approx(6.4)
            assert m.mb_per_s() == pytest.approx(6.4 * 0.5)
    assert min(speeds) > 0.0, speeds


def test_a_batch_later_than_three_mean_steps_reads_as_a_stall():
    m = RunModel()
    m.start()
    for t, done in ((1.0, 16), (3.5, 32), (6.0, 48)):
        m.on_event(P.Progress(done=done, total=1_000, t=t))
    m.on_event(P.Progress(done=48, total=1_000, t=13.0))
    assert m.images_per_s() == pytest.approx(32 / 5.0)   # the next is not late yet
    m.on_event(P.Progress(done=48, total=1_000, t=13.6))
    assert m.images_per_s() == 0.0


def test_two_workers_batches_close_together_are_not_a_stall():
    # each worker's batch every ~4 s, the two 0.1 s apart: the last step alone (0.1 s)
    # made the gap to the next pair look like a stall
    m = RunModel()
    m.start()
    done, t = 0, 0.0
    for _pair in range(6):
        for dt in (3.9, 0.1):
            t = round(t + dt, 1)
            done += 16
            m.on_event(P.Progress(done=done, total=1_000, t=t))
    m.on_event(P.Progress(done=done, total=1_000, t=t + 3.5))
    assert m.images_per_s() == pytest.approx(64 / 8.0)
