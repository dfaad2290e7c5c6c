"""Which worker count to recommend from repeated speed measurements, and whether the
measurements are good enough to decide.

Pure functions over (workers, images/s) trials, so the rules are unit-tested with exact
synthetic numbers. The rules, in plain words:

- Every worker count has a measured range: its slowest to its fastest trial, or from 3
  trials on the middle half of them (inclusive quartiles), so that one wild trial stops
  deciding once it has been measured again; never narrower than +-NOISE_FLOOR of the
  median (a single trial has no spread of its own, and two trials that agree by luck do
  not prove a 1% difference).
- The fastest count (highest median) is only *faster* than another count when its range
  lies wholly above the other's. Counts whose range overlaps the fastest one's are
  "equally fast here, within measurement noise".
- Among equally fast counts, recommend the fewest workers: the whole dataset finishes at
  the same time within the noise, and fewer workers use less memory and leave the computer
  usable for other work (on a cluster: leave its other workers free for other jobs).
- When the medians differ by more than WITHIN but the ranges still overlap, the spread is
  too wide to decide, whichever count has fewer workers: the sweep measures those counts
  again (up to a time limit). Until the ranges separate, the reason says they overlap: a
  fewer-worker count "might be as fast" (it would be recommended if it were); a
  more-worker one was "slower by the median, but not beyond the measured spread". Only
  when no other count's range overlaps the fastest one's is it "faster ... beyond the
  measured spread".
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass

#: Differences smaller than this fraction of the best speed are not worth more workers.
WITHIN = 0.05
#: The narrowest range a count's speed is given: +-2.5% of its median.
NOISE_FLOOR = WITHIN / 2


@dataclass(frozen=True)
class Speed:
    """One worker count's measurements, in images/s."""

    workers: int
    median: float
    low: float    # lower end of the range (slowest trial, or the noise floor)
    high: float   # upper end
    trials: int

    def overlaps(self, other: Speed) -> bool:
        return self.low <= other.high and other.low <= self.high


@dataclass(frozen=True)
class Decision:
    workers: int               # recommended count
    images_per_s: float        # its median speed
    fastest: int               # the count with the highest median
    tied: tuple[int, ...]      # counts equally fast as the fastest, within noise (sorted)
    decided: bool              # False: ranges overlap although medians differ a lot
    retry: tuple[int, ...]     # counts to measure again to decide (empty when decided)
    estimated_seconds: float   # whole dataset at the recommended count (0 if unknown)
    reason: str                # plain sentences for the user


def speeds(trials: Iterable[tuple[int, float]]) -> dict[int, Speed]:
    """(workers, images/s) pairs -> each count's median and measured range."""
    by: dict[int, list[float]] = {}
    for w, rate in trials:
        by.setdefault(int(w), []).append(float(rate))
    out = {}
    for w, rates in sorted(by.items()):
        med = statistics.median(rates)
        if len(rates) >= 3:
            low, _, high = statistics.quantiles(rates, n=4, method="inclusive")
        else:
            low, high = min(rates), max(rates)
        out[w] = Speed(w, med, min(low, med * (1 - NOISE_FLOOR)),
                       max(high, med * (1 + NOISE_FLOOR)), len(rates))
    return out


def decide(trials: Iterable[tuple[int, float]], total_images: int = 0,
           cluster: bool = False) -> Decision:
    """Recommend a worker count from (workers, images/s) trials; see the module notes.
    ``cluster``: the counts are of a Dask cluster's workers (tune --cluster), which its
    other users share: the reasons speak of the cluster, not of this computer."""
    sp = speeds(trials)
    if not sp:
        return Decision(0, 0.0, 0, (), True, (), 0.0, "No trial finished.")
    fastest = max(sp.values(), key=lambda s: (s.median, -s.workers))
    close = [s for s in sp.values() if s.overlaps(fastest)]
    far = lambda s: fastest.median - s.median > WITHIN * fastest.median  # noqa: E731
    tied = tuple(s.workers for s in close if not far(s))
    # Overlapping ranges with medians far apart: one wild trial, or a machine busy with
    # other work. More trials of exactly those counts tell which it is; until then, the
    # medians are the best estimate of which finishes first. Either direction: a slower
    # count with more workers whose range reaches the fastest one's is not "slower beyond
    # the measured spread" either (the Tune tab said so of ranges that overlapped).
    unclear = tuple(s.workers for s in close if far(s))
    fewer = tuple(w for w in unclear if w < fastest.workers)
    more = tuple(w for w in unclear if w > fastest.workers)
    retry = tuple(sorted({*unclear, fastest.workers})) if unclear else ()
    rec = sp[min(tied)]
    est = total_images / rec.median if total_images and rec.median > 0 else 0.0
    parts = [_reason(sp, fastest, rec, tied, total_images, bool(unclear))]
    if more:
        ranges = (_range(sp[more[0]]) if len(more) == 1 else
                  "; ".join(f"{w}: {_range(sp[w])}" for w in more))
        parts.append(f"{count_list(more)} workers were slower by the median ({ranges}), but not "
                     "beyond the measured spread: the ranges overlap.")
    if rec.workers < max(tied + more):
        parts.append(f"{_n(rec.workers)} {'is' if rec.workers == 1 else 'are'} the safer "
                     "choice: " + ("the cluster's other workers stay free for other jobs."
                                   if cluster else
                                   "less memory, and the computer stays usable for other work."))
    if fewer:
        # the range, not "its trials vary from": from 3 trials it is their middle half
        parts.append(f"{_workers(fewer)} might be as fast: "
                     + ("its measured range, " if len(fewer) == 1 else "their measured ranges, ")
                     + "; ".join(f"{sp[w].low:,.0f} to {sp[w].high:,.0f}" for w in fewer)
                     + (" images/s, overlaps" if len(fewer) == 1 else " images/s, overlap")
                     + " the fastest count's, so the trials cannot tell which is faster.")
    if unclear:
        parts.append("Tune again when the cluster is less busy for a firmer answer." if cluster
                     else "Close other programs and tune again for a firmer answer.")
    return Decision(rec.workers, rec.median, fastest.workers, tied, not unclear, retry,
                    est, " ".join(parts))


def _range(s: Speed) -> str:
    """A count's measured range, as the sentences give it."""
    return f"{s.low:,.0f}-{s.high:,.0f} images/s"


def _n(w: int) -> str:
    return f"{w} worker" + ("" if w == 1 else "s")


def _reason(sp: dict[int, Speed], fastest: Speed, rec: Speed, tied: tuple[int, ...],
            total: int, unclear: bool) -> str:
    """The first sentences: which count is fastest, and against what (the sentences about
    overlapping counts, the safer choice and tuning again follow, in decide)."""
    if len(tied) == 1:
        slower = [s for s in sp.values() if s.workers != fastest.workers]
        if not slower:
            return f"{_n(fastest.workers)} gave {fastest.median:,.0f} images/s."
        if unclear:
            return (f"{_n(fastest.workers)} gave the highest median speed, "
                    f"{fastest.median:,.0f} images/s ({_range(fastest)}).")
        # no other count's range overlaps the fastest one's (an overlapping one is tied or
        # unclear): "beyond the measured spread" is what the ranges show
        runner = max(slower, key=lambda s: s.median)
        return (f"{_n(fastest.workers)} gave the highest speed, {fastest.median:,.0f} images/s "
                f"({_range(fastest)}), faster than {_n(runner.workers)} ({_range(runner)}) beyond "
                "the measured spread.")
    text = (f"{count_list(tied)} workers are equally fast here, within measurement noise "
            f"({'; '.join(f'{w}: {_range(sp[w])}' for w in tied)}).")
    # The fastest count's time for the whole source, once: the window's headline already
    # gives the recommended count's, and "equally fast" is said above ("about 0:19" beside
    # "about 19 s", "the same within the noise" twice). Below a second, or the same time
    # to the second, it says nothing.
    quicker = duration(total / fastest.median) if total and fastest.median > 0 else ""
    if (total and rec.workers != fastest.workers and total / rec.median >= 1
            and quicker != duration(total / rec.median)):
        text += f" With {fastest.workers} workers all {total:,} images would take about {quicker}."
    return text


def count_list(counts: Iterable[int]) -> str:
    """Worker counts as an English list: "1, 2 and 3" (the window translates its ", " and
    " and ": gui.engine_text.count_list)."""
    names = [str(w) for w in counts]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def _workers(counts: tuple[int, ...]) -> str:
    return count_list(counts) + (" worker" if counts == (1,) else " workers")


def duration(seconds: float) -> str:
    """A duration as the sentences give it: "41 s", "3 min 05 s", "1 h 02 min"."""
    s = max(0, round(seconds))
    if s < 60:
        return f"{s} s"
    m, s = divmod(s, 60)
    if m < 60:
        return f"{m} min {s:02d} s"
    h, m = divmod(m, 60)
    return f"{h} h {m:02d} min"


def more_trials(trials: Iterable[tuple[int, float]], spent_seconds: float,
                seconds_per_trial: float, limit_seconds: float) -> tuple[int, ...]:
    """The worker counts to measure once more, or () when the trials already decide or one
    more round would not finish within ``limit_seconds`` of extra time."""
    d = decide(trials)
    if d.decided or spent_seconds + seconds_per_trial * len(d.retry) > limit_seconds:
        return ()
    return d.retry
