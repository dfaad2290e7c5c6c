"""The interval a run's speed is measured over, told by the progress events it sends: one
rule for the command line's progress line (engine.events) and the window's live average
(gui.run_rates), so that both end at the speed the run's summary gives.

The summary measures its speed (convert_s, engine.run.pipeline) from its count as
converting begins, the workers running, to its count as converting ends. A --resume's first
count, the images it kept, comes before its workers start, and the count as converting
begins follows it: measured from the first, the live average and the progress line counted
the workers' start as converting (a recorded resume's line read 423.5 images/s beside the
end line's 450.4). So the span begins at the last count before this run's own work shows:
its images counted (written or failed) or the records a --resume kept of an unfinished
shard written again (its bytes_kept grows). It ends at the count at which the work last
showed: the counts sent after it say the same (as converting ends, after the side files are
written, while copies are compared), and measured to them, the live average ended below the
Summary's.

The engine's summary measures its convert_s over this same span, of the counts it sends
(engine.run.run_stats.RunStats.convert_seconds), and both say its speed by per_second: the
progress line's own interval and rounding ended at 89.6 images/s beside the end line's 89.5.

Pure Python, light at import (the window imports it).
"""

from __future__ import annotations


class ConversionSpan:
    """``add`` each progress count in time order: its time, what shows this run's work
    (``work``: a tuple that changes as the work shows, e.g. (done + failed, bytes_kept)),
    and the counters to measure (``values``). ``first`` and ``last`` are (t, *values) at the
    span's two ends (None before there is one)."""

    def __init__(self) -> None:
        self.first: tuple[float, ...] | None = None
        self.last: tuple[float, ...] | None = None
        self._seen: tuple | None = None   # what the last count said of this run's work
        self._began = False

    def add(self, t: float, work: tuple, *values: float, comparing: bool = False) -> None:
        """One count; ``comparing``: sent after the conversion, while copies are compared
        (never part of the span)."""
        if comparing:
            return
        moved = self._seen is not None and work != self._seen
        self._seen = work
        if not self._began and not moved:
            self.first = (t, *values)
        elif moved:
            self._began = True
            self.last = (t, *values)

    def seconds(self) -> float:
        """The span's length: 0 before this run's work showed."""
        if self.first is None or self.last is None:
            return 0.0
        return max(0.0, self.last[0] - self.first[0])

    def rate(self, value: int = 0) -> float:
        """The change of ``values[value]`` per second over the span (0 before it has a
        length)."""
        seconds = self.seconds()
        if seconds <= 0 or self.first is None or self.last is None:
            return 0.0
        return (self.last[1 + value] - self.first[1 + value]) / seconds


def per_second(count: float, seconds: float) -> tuple[float, float]:
    """(``seconds`` rounded to milliseconds, ``count`` per second over them rounded to two
    decimals): the one rounding of a run's speed, the summary's, the manifest's and the
    command line's last progress line (0 over no time). Over the time before rounding, 24
    images in 0.2954 s were 81.25 images/s beside "0.29 s" (no time said so gives it)."""
    seconds = round(seconds, 3)
    return seconds, (round(count / seconds, 2) if seconds > 0 else 0.0)
