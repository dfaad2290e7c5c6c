"""A run's rates and time left, from the engine's cumulative counters (gui.run_model):
images/s and MB/s over a sliding window for the plots, the run's mean, and the time-left
estimate the header shows.

The plots want the speed of the last seconds; the time left must not follow it. Images
arrive in batches (up to 16 a worker), so a rate over a few seconds swings with where the
window cuts the batches, and a run's first seconds (workers starting, the first batches in
flight) say little: a Resume's time left read 4:49, 0:12 and 0:41 within seconds. So the
time left is measured from the moment images began to be counted (a --resume's first
count is its kept shards: not this run's work), over a longer window, is not given before
a few seconds of counts, and the speed it is divided by follows a changed speed smoothly:
at a steady speed the time left counts down one second a second.
"""

from __future__ import annotations

import math

import numpy as np

from gui.ring_buffer import RingBuffer

ETA_WINDOW = 10.0     # seconds of counts the time left's rate is measured over
ETA_MIN_SPAN = 2.0    # no time left before this many seconds of counting ...
ETA_MIN_STEPS = 2     # ... in which the count grew this many times
ETA_FOLLOW = 4.0      # seconds in which the time left's speed goes 63% of the way to a new one


class RunRates:
    """``add`` one progress sample (engine time, images handled, bytes on disk) at a time;
    samples must come in time order (the model drops the others)."""

    def __init__(self, rate_window: float, capacity: int) -> None:
        self.rate_window = rate_window
        # (t, done + failed, bytes_written) samples for differentiation; (t, img/s, MB/s)
        self.counters = RingBuffer(capacity, 3)
        self.throughput = RingBuffer(capacity, 3)
        # the last sample before the count first grew: (t, count)
        self._base: tuple[float, float] | None = None
        self._steps = 0                  # samples since then at which the count grew
        self._left: float | None = None  # the time left at the last sample
        self._rate: float | None = None  # the speed it was divided by, at engine time:
        self._rate_at_t = 0.0

    def add(self, t: float, count: int, written: int, total: int) -> None:
        last = self.counters.last()
        grew = last is not None and count > last[1]
        self.counters.append(t, count, written)
        rate = self._rate_at(t)
        if rate is not None:
            self.throughput.append(t, rate[0], rate[1] / 1e6)
        if self._base is None or (self._steps == 0 and not grew):
            self._base = (t, float(count))
        elif grew:
            self._steps += 1
        self._follow(t, total - count)

    def _rate_at(self, t: float) -> tuple[float, float] | None:
        arr = self.counters.array()
        if len(arr) < 2:
            return None
        # oldest sample inside the window, but at least the previous sample
        inside = np.nonzero(arr[:, 0] >= t - self.rate_window)[0]
        j = int(inside[0]) if len(inside) else len(arr) - 2
        j = min(j, len(arr) - 2)
        dt = arr[-1, 0] - arr[j, 0]
        if dt <= 0:
            return None
        return (arr[-1, 1] - arr[j, 1]) / dt, (arr[-1, 2] - arr[j, 2]) / dt

    def images_per_s(self) -> float:
        last = self.throughput.last()
        return float(last[1]) if last is not None else 0.0

    def mb_per_s(self) -> float:
        last = self.throughput.last()
        return float(last[2]) if last is not None else 0.0

    def converted_rate(self) -> float:
        """Images per second this run converted, from its counters: the plots' mean (a
        --resume's first count, its kept shards, is not this run's work: counted, a stalled
        Resume's time left was a second)."""
        arr = self.counters.array()
        if len(arr) < 2 or arr[-1, 0] <= arr[0, 0]:
            return 0.0
        return float((arr[-1, 1] - arr[0, 1]) / (arr[-1, 0] - arr[0, 0]))

    def seconds_left(self) -> float | None:
        """The time left as of the last sample; None while there is no rate to trust."""
        return self._left

    # ------------------------------------------------------------------ time left
    def _eta_rate(self, t: float) -> float:
        """Images per second over the last ETA_WINDOW seconds, never from before the
        count first grew; in a stall longer than that window, the mean since then."""
        assert self._base is not None
        arr = self.counters.array()
        start = max(self._base[0], t - ETA_WINDOW)
        j = int(np.searchsorted(arr[:, 0], start))
        dt = arr[-1, 0] - arr[j, 0]
        if dt > 0 and arr[-1, 1] > arr[j, 1]:
            return float((arr[-1, 1] - arr[j, 1]) / dt)
        return (arr[-1, 1] - self._base[1]) / (t - self._base[0])

    def _follow(self, t: float, remaining: float) -> None:
        base = self._base
        assert base is not None
        if self._steps < ETA_MIN_STEPS or t - base[0] < ETA_MIN_SPAN:
            return
        rate = self._eta_rate(t)
        if self._rate is None:
            self._rate = rate
        else:   # part of the way to the new rate
            share = 1.0 - math.exp(-(t - self._rate_at_t) / ETA_FOLLOW)
            self._rate += (rate - self._rate) * share
        self._rate_at_t = t
        self._left = max(0.0, remaining) / self._rate
