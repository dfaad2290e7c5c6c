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

A slow run counts a few images every few seconds (four 12-MP PNGs a batch on a loaded
laptop: a walker's time left read 7:49, 13:10, 6:45 within half a minute). So the speed
is measured between the moments the count grew, not up to now (where the window cuts the
batches no longer matters), over a window that grows with the run (half of it, at least
ETA_WINDOW, at most ETA_LONG seconds), and between two counts the time left counts down.
"""

from __future__ import annotations

import math
from collections import deque

import numpy as np

from engine.conversion_span import ConversionSpan
from gui.ring_buffer import RingBuffer
from gui.time_series import TimeSeries

ETA_WINDOW = 10.0     # seconds of counts the time left's rate is measured over, at least
ETA_LONG = 120.0      # ... and at most (half the run's counting time in between)
ETA_MIN_SPAN = 2.0    # no time left before this many seconds of counting ...
ETA_MIN_STEPS = 4     # ... in which the count grew this many times
BATCH_STEPS = 4       # the plots' speed between batches: over the last this many steps ...
BATCH_LATE = 3.0      # ... until the next is this many mean steps late (a stall: 0)
ETA_FOLLOW = 12.0     # seconds in which the time left's speed goes 63% of the way to a new
                      # one it is near; the further the new one, the faster


class RunRates:
    """``add`` one progress sample (engine time, images handled, bytes on disk that this
    run wrote, images written) at a time; samples must come in time order (the model drops
    the others). The plots' images/s are of images written, as the Summary's average
    speed is (a run whose images partly failed plotted more than its average); the time
    left counts the images handled, written or failed."""

    def __init__(self, rate_window: float, capacity: int) -> None:
        self.rate_window = rate_window
        # (t, done + failed, bytes this run wrote, done) samples to differentiate;
        # (t, img/s, MB/s) for the plots
        self.counters = RingBuffer(capacity, 4)
        self.throughput = TimeSeries(capacity, 3)   # (the whole run: the chart's)
        self.span = ConversionSpan()
        # the last sample before the count first grew: (t, count)
        self._base: tuple[float, float] | None = None
        self._steps = 0                  # samples since then at which the count grew
        # (t, count) of each of them, of the last ETA_LONG seconds: older ones are never
        # read, and kept they made each count cost more (a 1-hour run's: ~5 ms each)
        self._grew: deque[tuple[float, float]] = deque()
        self._left: float | None = None  # the time left at the last sample
        self._rate: float | None = None  # the speed it was divided by, at engine time:
        self._rate_at_t = 0.0
        self._total = 0                  # the images to handle, as the last sample said

    def add(self, t: float, count: int, written: int, total: int,
            images: int | None = None) -> None:
        """``images``: of ``count``, those written (all of them when not said)."""
        last = self.counters.last()
        grew = last is not None and count > last[1]
        self._total = total
        self.counters.append(t, count, written, count if images is None else images)
        rate = self._rate_at(t)
        if rate is not None:
            self.throughput.add(t, rate[0], rate[1] / 1e6)
        if self._base is None or (self._steps == 0 and not grew):
            self._base = (t, float(count))
        elif grew:
            self._steps += 1
            self._grew.append((t, float(count)))
            while self._grew[0][0] < t - ETA_LONG:
                self._grew.popleft()
        self._follow(t, total - count)

    def take_back(self, count: int, images: int, written: float = 0.0) -> None:
        """The engine took back ``count`` images handled (``images`` of them written, and
        ``written`` bytes on disk): a cluster shard retried from its first image after its
        worker died. The samples so far count from the new level, so the speed goes on
        from the next sample (the plot stopped until the count passed the old one again,
        ~30 s in a walk; the bytes left behind read "-0.0 MB/s")."""
        self.counters.shift((0.0, -count, -written, -images))   # (t stays)
        if self._base is not None:
            self._base = (self._base[0], self._base[1] - count)
        self._grew = deque((t, n - count) for t, n in self._grew)

    def _rate_at(self, t: float) -> tuple[float, float] | None:
        arr = self.counters.array()
        if len(arr) < 2:
            return None
        # oldest sample inside the window, but at least the previous sample; and none from
        # before the count at which this run's work began to show (the span's first): the
        # idle seconds before the first batch (workers starting) pulled the first rates down
        since, first = t - self.rate_window, self.span.first
        if self.span.last is not None and first is not None:
            since = max(since, first[0])
        inside = np.nonzero(arr[:, 0] >= since)[0]
        j = int(inside[0]) if len(inside) else len(arr) - 2
        j = min(j, len(arr) - 2)
        steps = self._batch_rate(arr, j)
        if steps is not None:
            return steps
        dt = arr[-1, 0] - arr[j, 0]
        if dt <= 0:
            return None
        return (arr[-1, 3] - arr[j, 3]) / dt, (arr[-1, 2] - arr[j, 2]) / dt

    @staticmethod
    def _batch_rate(arr: np.ndarray, j: int) -> tuple[float, float] | None:
        """The speed over the last few batches, while the window (from sample ``j``) holds
        at most one and the next is not yet late; else None (the window's speed). Large
        images come a batch every few seconds (16 PNGs of 1024 px on a loaded machine:
        each worker's every ~4 s, two workers' close together), and the window between two
        batches held none: a walk's plot fell to 0 images/s every few seconds while the
        workers were 100 % busy. A batch later than BATCH_LATE mean steps of the last
        BATCH_STEPS is a stall, and the window's 0 says so."""
        grew = np.nonzero(np.diff(arr[:, 3]) > 0)[0] + 1   # samples at which images came
        if len(grew) < 2 or int(np.count_nonzero(grew > j)) >= 2:
            return None
        a, b = int(grew[-min(len(grew), BATCH_STEPS + 1)]), int(grew[-1])
        span = arr[b, 0] - arr[a, 0]
        steps = int(np.count_nonzero(grew > a))
        if span <= 0 or arr[-1, 0] - arr[b, 0] > BATCH_LATE * span / steps:
            return None
        return (arr[b, 3] - arr[a, 3]) / span, (arr[b, 2] - arr[a, 2]) / span

    def images_per_s(self) -> float:
        last = self.throughput.last()
        return float(last[1]) if last is not None else 0.0

    def mb_per_s(self) -> float:
        last = self.throughput.last()
        return float(last[2]) if last is not None else 0.0

    def converted_rate(self) -> float:
        """Images per second this run converted: the plots' mean, over the conversion
        (ConversionSpan), as the engine's summary measures it
        (engine.run.run_stats.RunStats.convert_speed), so the live one ends at the
        Summary's. (A --resume's first count, its kept shards, is not this run's work:
        counted, a stalled Resume's time left was a second.)"""
        return self.span.rate()

    def live_rate(self) -> float:
        """Images per second this run converted so far, measured up to the latest count
        while images are still to come: measured to the count at which the work last
        showed (converted_rate), a run's first batch, 11 images 0.12 s after converting
        began, read 94 images/s beside a plot at 8 until the next batch came, and later
        51.7 beside a plot that never reached 48. Once every image is handled, the span's
        end (converted_rate): the Summary's speed."""
        first, last, latest = self.span.first, self.span.last, self.counters.last()
        if first is None or last is None or latest is None or latest[1] >= self._total:
            return self.converted_rate()
        seconds = float(latest[0]) - first[0]
        return (last[1] - first[1]) / seconds if seconds > 0 else 0.0

    def converted_seconds(self) -> float:
        """The time converted_rate() is over (ConversionSpan)."""
        return self.span.seconds()

    def seconds_left(self) -> float | None:
        """The time left as of the last sample; None while there is no rate to trust."""
        return self._left

    # ------------------------------------------------------------------ time left
    def _eta_rate(self, t: float) -> tuple[float, float]:
        """(images per second, seconds to count down since the count last grew). The speed
        is measured between the moments the count grew, over the last ETA_WINDOW..ETA_LONG
        seconds (half the counting time), never from before the count first grew. Once
        the next count is later than the steps so far took, it is measured up to now, as
        if the count grew now: a stall lowers it, and the time left grows."""
        assert self._base is not None
        base_t, base_n = self._base
        last_t, last_n = self._grew[-1]
        span = min(ETA_LONG, max(ETA_WINDOW, (t - base_t) / 2))
        first = next(((ft, fn) for ft, fn in self._grew
                      if ft >= last_t - span and ft < last_t), (base_t, base_n))
        # (from the base: every step so far, those no longer in _grew too)
        steps = self._steps if first[0] == base_t else \
            sum(1 for ft, _ in self._grew if first[0] < ft <= last_t)
        step_s = (last_t - first[0]) / max(steps, 1)   # how long a step took, lately
        if t - last_t <= step_s:
            return (last_n - first[1]) / (last_t - first[0]), t - last_t
        return (last_n - first[1]) / (t - first[0]), step_s

    def _follow(self, t: float, remaining: float) -> None:
        base = self._base
        assert base is not None
        if self._steps < ETA_MIN_STEPS or t - base[0] < ETA_MIN_SPAN:
            return
        rate, since = self._eta_rate(t)
        if self._rate is None:
            self._rate = rate
        else:   # part of the way to the new rate: slowly through a slow run's noise,
            # quickly to a speed that really changed (the source's large images begin)
            off = abs(math.log(rate / self._rate)) if rate > 0 and self._rate > 0 else 9.0
            follow = ETA_FOLLOW / (1.0 + 8.0 * off)
            share = 1.0 - math.exp(-(t - self._rate_at_t) / follow)
            self._rate += (rate - self._rate) * share
        self._rate_at_t = t
        self._left = max(0.0, max(0.0, remaining) / self._rate - since)
