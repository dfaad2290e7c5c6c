"""`tune`: find the right worker count by converting a representative sample at 1..N
workers, and say what limits throughput.

The seed article's main figure is conversion time against the number of processes; this
is that figure for the user's own images, disks and options. Trials run the real
Converter into a temporary folder (never the source folder), which is removed afterwards.
"""

from __future__ import annotations

import csv
import os
import shutil
import statistics
import tempfile
import threading
import time
from dataclasses import dataclass, field, replace

from engine import protocol
from engine.commands.tune_decide import Decision, decide, more_trials
from engine.config import TUNE_EXTRA_SECONDS, ConvertConfig
from engine.errors import ConfigError
from engine.option_rules import resolve_workers
from engine.reason_codes import render
from engine.run.bottleneck import Limit, classify
from engine.sources.discover import Sample, scan

#: At most this many automatic extra rounds, whatever the time limit.
MAX_EXTRA_ROUNDS = 4
#: No extra round for a source that converts in less than this at the best speed measured:
#: separating two counts would take longer than either could save (a 45-image folder was
#: swept for two minutes, 17 of its 27 trials extra, to convert in under a second).
WORTH_SECONDS = 30.0


@dataclass
class Trial:
    workers: int
    trial: int
    images: int
    seconds: float
    bytes_in: int
    writer_busy: float
    worker_busy: float
    read_share: float = 0.0
    wall_seconds: float = 0.0  # the whole trial, pool start-up included (time budgets)
    extra: bool = False        # an automatic repeat (the spread was too wide to decide)

    @property
    def images_per_s(self) -> float:
        return self.images / self.seconds if self.seconds > 0 else 0.0


@dataclass
class SweepResult:
    trials: list[Trial] = field(default_factory=list)

    def median_rate(self, workers: int) -> float:
        rates = [t.images_per_s for t in self.trials if t.workers == workers]
        return statistics.median(rates) if rates else 0.0


def default_sample_size(n: int) -> int:
    """200 images, or 10% of a large dataset (at most 1000), never more than there are."""
    return min(n, max(200, min(1000, n // 10)))


def stratified_sample(samples: list[Sample], k: int) -> list[Sample]:
    """k samples spread across classes (in proportion) and, within a class, across file
    sizes (evenly spaced in size order), so small and large files are both represented."""
    if k >= len(samples):
        return list(samples)
    by_label: dict[int, list[Sample]] = {}
    for s in samples:
        by_label.setdefault(s.label, []).append(s)
    labels = sorted(by_label)
    quotas = {lab: max(1, round(k * len(by_label[lab]) / len(samples))) for lab in labels}
    while sum(quotas.values()) > k:  # rounding up small classes can overshoot
        biggest = max(labels, key=lambda lab: quotas[lab])
        quotas[biggest] -= 1
    out: list[Sample] = []
    for lab in labels:
        group = sorted(by_label[lab], key=lambda s: (s.size, s.name))
        q = min(quotas[lab], len(group))
        out += [group[(2 * i + 1) * len(group) // (2 * q)] for i in range(q)] if q else []
    return out


def recommend(result: SweepResult, total_images: int = 0, cluster: bool = False) -> Decision:
    """The decision over every trial so far (see engine.commands.tune_decide; ``cluster``:
    of a Dask cluster's workers)."""
    return decide(((t.workers, t.images_per_s) for t in result.trials), total_images, cluster)


def limit_sentence(limit: Limit) -> str:
    """What limited speed at the most workers tried (`limit`, classified at that count), as
    one sentence of its own."""
    return render(f"tune.limit_{limit.case}", {"n": str(limit.workers), **limit.params()})


def write_sample_csv(path: str, sample: list[Sample]) -> None:
    """Write `sample` as a path,label CSV: the source every trial converts."""
    with open(path, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["path", "label"])
        for s in sample:
            w.writerow([s.path, s.label_text or "unlabeled"])


def run_trial(base: ConvertConfig, csv_path: str, workers: int, cancel: threading.Event,
              min_seconds: float = 0.0, max_passes: int = 10, cluster=None) -> Trial | None:
    """Convert the sample at `workers` into a temporary folder, again and again until the
    conversions add up to `min_seconds` (a trial of a fraction of a second is mostly noise
    on a shared machine); None if cancelled or nothing converted."""
    total = Trial(workers, 0, 0, 0.0, 0, 0.0, 0.0)
    t0 = time.monotonic()
    writer = busy_s = read_s = 0.0
    busy: list[float] = []
    for _ in range(max_passes):
        one = _convert_once(base, csv_path, workers, cancel, cluster)
        if one is None:
            return None
        result, stats = one
        c = result.counters
        total.images += c.done
        total.seconds += result.convert_seconds
        total.bytes_in += c.bytes_in
        writer += c.writer_seconds
        busy_s += c.busy_seconds
        read_s += c.read_seconds
        busy += [b for ev in stats for b in ev.busy]
        if total.seconds >= min_seconds:
            break
    total.wall_seconds = time.monotonic() - t0
    total.writer_busy = min(1.0, writer / total.seconds) if total.seconds else 0.0
    total.worker_busy = statistics.fmean(busy) if busy else 0.0
    total.read_share = read_s / busy_s if busy_s else 0.0
    return total


def _mean_trial_seconds(result: SweepResult) -> float:
    """Wall time of a trial so far, to tell whether one more fits in the time limit."""
    walls = [t.wall_seconds for t in result.trials if t.wall_seconds > 0]
    return statistics.fmean(walls) if walls else 0.0


def _convert_once(base: ConvertConfig, csv_path: str, workers: int, cancel: threading.Event,
                  cluster=None):
    """One real conversion of the sample: (its RunResult, its worker_stats events) or
    None. `cluster`: an open engine.commands.tune_cluster.TuneCluster (tune --cluster)."""
    from engine.events import Emitter
    from engine.run.pipeline import Converter

    out = cluster.out_folder() if cluster else tempfile.mkdtemp(prefix="tfrecord-studio-tune-")
    stats: list[protocol.WorkerStats] = []
    try:
        cfg = replace(base, source=csv_path, out=out, workers=workers, overwrite=False,
                      resume=False, verify=False, events="none")
        if cluster is not None:
            with open(csv_path, encoding="utf-8") as f:
                images = sum(1 for _ in f) - 1
            cfg = cluster.trial(cfg, workers, images)
        em = Emitter("none")
        em.listeners.append(lambda ev: stats.append(ev) if isinstance(ev, protocol.WorkerStats)
                            else None)
        conv = Converter(cfg, em, cancel, cluster=cluster.run if cluster else None)
        conv.copies.enabled = False   # a sample in a folder deleted next: no note, no time
        result = conv.run()
        if result.exit_code != protocol.EXIT_OK or cancel.is_set():
            return None
        return result, stats
    finally:
        shutil.rmtree(out, ignore_errors=True)


def sweep(base: ConvertConfig, max_workers: int, repeats: int, sample_size: int | None,
          emit, cancel: threading.Event, min_trial_seconds: float = 1.0,
          extra_seconds: float = TUNE_EXTRA_SECONDS, scratch: str = "",
          max_workers_given: bool = True, worth_seconds: float = WORTH_SECONDS) -> int:
    """Run the sweep, emitting events through emit(event). Returns an exit code.

    With base.cluster the sweep measures 1..max_workers cluster workers (at most the
    cluster's; all of them unless `max_workers_given`), writing its trials under
    `scratch` (a folder every worker sees; default: the temporary folder)."""
    try:
        found = scan(base.source)
    except ConfigError as e:
        emit(protocol.RunFailed(message=str(e), exit_code=protocol.EXIT_BAD_SOURCE))
        return protocol.EXIT_BAD_SOURCE
    emit(protocol.ScanProgress(found=len(found.samples), rejected=len(found.rejected),
                               finished=True))
    if not found.samples:
        emit(protocol.RunFailed(message=f"{base.source}: no files to sample.",
                                exit_code=protocol.EXIT_BAD_SOURCE))
        return protocol.EXIT_BAD_SOURCE
    k = sample_size or default_sample_size(len(found.samples))
    sample = stratified_sample(found.samples, k)
    cluster = None
    cores = resolve_workers("auto")
    if base.cluster:
        from engine.commands.tune_cluster import TuneCluster
        from engine.errors import RunError
        cluster = TuneCluster(base, scratch)
        try:
            available = cluster.open(sample[0].path)
        except RunError as e:
            cluster.close()
            emit(protocol.RunFailed(message=str(e), exit_code=e.exit_code))
            return e.exit_code
        max_workers = min(max_workers, available) if max_workers_given else available
        cores = available   # (more workers help up to the cluster's, not its threads)
        emit(protocol.ClusterStarted(address=cluster.run.scheduler_address(),
                                     workers=cluster.run.workers()))
    tmp = tempfile.mkdtemp(prefix="tfrecord-studio-tune-sample-")
    result = SweepResult()
    try:
        csv_path = os.path.join(tmp, "sample.csv")
        write_sample_csv(csv_path, sample)
        # Warm-up at the largest count: fills the page cache so trial 1 is not penalised
        # for cold reads, and is not reported.
        if run_trial(base, csv_path, max_workers, cancel, cluster=cluster) is None \
                and not cancel.is_set():
            emit(protocol.RunFailed(message="none of the sampled images could be converted; "
                                    "run convert to see the reasons",
                                    exit_code=protocol.EXIT_NOTHING_CONVERTED))
            return protocol.EXIT_NOTHING_CONVERTED
        counts = list(range(1, max_workers + 1))

        def measure(ws, r: int, extra: bool) -> None:
            # Alternate direction so slow drift on a shared machine does not favour one end.
            for w in ws if r % 2 == 0 else list(reversed(ws)):
                if cancel.is_set():
                    return
                t = run_trial(base, csv_path, w, cancel, min_trial_seconds, cluster=cluster)
                if t is None:
                    continue
                t.trial, t.extra = r, extra
                result.trials.append(t)
                emit(protocol.SweepPoint(
                    workers=w, trial=r, images_per_s=round(t.images_per_s, 2),
                    mb_per_s=round(t.bytes_in / 1e6 / t.seconds, 3) if t.seconds else 0.0,
                    writer_busy=round(t.writer_busy, 3), worker_busy=round(t.worker_busy, 3),
                    extra=extra, separating=sorted(ws) if extra else []))

        for r in range(repeats):
            measure(counts, r, False)
        # The spread too wide to decide: measure the unclear counts again, within the limit.
        best = max((result.median_rate(w) for w in counts), default=0.0)
        small = best > 0 and len(found.samples) / best < worth_seconds
        for r in range(repeats, repeats + (0 if small else MAX_EXTRA_ROUNDS)):
            retry = more_trials(((t.workers, t.images_per_s) for t in result.trials),
                                sum(t.wall_seconds for t in result.trials if t.extra),
                                _mean_trial_seconds(result), extra_seconds)
            if not retry or cancel.is_set():
                break
            # said before the round's first trial (~30 s on a cluster): the total grows now
            emit(protocol.SweepRound(trial=r, workers=sorted(retry)))
            measure(list(retry), r, True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if cluster is not None:
            cluster.close()
    if cancel.is_set():
        emit(protocol.RunFinished(status="cancelled",
                                  summary=protocol.TuneSummary(trials=len(result.trials))))
        return protocol.EXIT_CANCELLED
    if not result.trials:
        emit(protocol.RunFailed(message="no trial finished", exit_code=protocol.EXIT_INTERNAL))
        return protocol.EXIT_INTERNAL
    total = len(found.samples)
    d = recommend(result, total, cluster=cluster is not None)
    w, rate = d.workers, d.images_per_s
    # What saturates at the highest count tried explains why more workers stop helping.
    top = max(t.workers for t in result.trials)
    at_top = [t for t in result.trials if t.workers == top]
    busy, writer, read = (statistics.fmean(t.worker_busy for t in at_top),
                          statistics.fmean(t.writer_busy for t in at_top),
                          statistics.fmean(t.read_share for t in at_top))
    # (--format original: nothing decoded, on a cluster's workers too, so not runs_inline)
    at_limit = classify(busy, top, writer, read, cores, cluster=cluster is not None,
                        storing=base.image.format == "original")
    # "add workers" would contradict the recommendation
    limit = "" if w < top and at_limit.kind in ("decoding", "storing") \
        else limit_sentence(at_limit)
    emit(protocol.Recommendation(workers=w, images_per_s=round(rate, 2),
                                 estimated_seconds=round(d.estimated_seconds, 3),
                                 reason=f"{d.reason} {limit}".strip(),
                                 bottleneck=at_limit.kind, tied=list(d.tied), decided=d.decided))
    emit(protocol.RunFinished(status="ok", summary=protocol.TuneSummary(
        recommended_workers=w, images_per_s=round(rate, 2), sample=len(sample),
        total=total, trials=len(result.trials),
        estimated_seconds=round(total / rate, 3) if rate else 0.0,
        # the counts are of cluster workers, not local processes
        cluster=base.cluster or None)))
    return protocol.EXIT_OK
