"""`python -m bench.cluster_overhead`: the cost of one shard task on a Dask cluster, from
Dask's own task stream (issue 15).

One LocalCluster (W worker processes, 1 thread each) lives in this process for the whole
measurement, so its start-up and shut-down are not in the numbers. The engine converts the
same N images on it (`convert --cluster tcp://...`, each run its own process) in two plans,
alternating which comes first every repeat, after one warm-up run:

- few:  W shards (N/W images each), one task per worker;
- many: N shards of 1 image each.

Both convert the same images with the same options, so the extra time of `many` is what
N - W more tasks cost. Dask's task stream gives, per task, when it computed on which
worker; from it, per extra task:

- in-task cost: (sum of task compute times, many - few) / (N - W): what a task costs on the
  worker beyond converting its images (the cancel Event, borrowing the worker's kept
  decoding process, creating, writing and closing its attempt file, the journal entry,
  progress events);
- dispatch gap: median time a worker waits between the end of one task and the start of
  its next (the result goes to the scheduler, which hands the worker its next task);
- per-task overhead = in-task cost + dispatch gap: the worker time one more task costs, so
  W workers lose (overhead x tasks / W) of wall time.

The engine (driver) process is not in these numbers: it only receives each task's small
result and commits the shard (a rename and a journal line).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench import datasets as dsets
from bench.measure import run_measured

REPO = Path(__file__).resolve().parent.parent
TASK_PREFIX = "tfrecord-studio-"     # engine.run.cluster names its shard tasks so


def _argv(src: Path, out: Path, address: str, shards: int) -> list[str]:
    return [sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
            "--size", "224", "--shards", str(shards), "--cluster", address,
            "--events", "none", "--overwrite"]


def task_times(stream: list[dict[str, Any]]) -> list[tuple[str, float, float]]:
    """(worker, compute start, compute stop) of every shard task in a task stream."""
    rows = []
    for t in stream:
        if not str(t.get("key", "")).startswith(TASK_PREFIX):
            continue
        for ss in t.get("startstops", ()):
            if ss.get("action") == "compute":
                rows.append((str(t["worker"]), float(ss["start"]), float(ss["stop"])))
    return rows


def summarize(rows: list[tuple[str, float, float]]) -> dict[str, float]:
    """Busy (sum of compute times), span (first start to last stop) and the dispatch gaps
    (per worker, next start - previous stop) of one run's tasks."""
    gaps: list[float] = []
    by_worker: dict[str, list[tuple[float, float]]] = {}
    for w, a, b in rows:
        by_worker.setdefault(w, []).append((a, b))
    for times in by_worker.values():
        times.sort()
        gaps += [max(0.0, n[0] - p[1]) for p, n in zip(times, times[1:], strict=False)]
    return {"tasks": float(len(rows)),
            "busy": sum(b - a for _, a, b in rows),
            "span": max(b for _, _, b in rows) - min(a for _, a, _ in rows),
            "gap": statistics.median(gaps) if gaps else 0.0}


def _one(client, src: Path, out: Path, address: str, shards: int, name: str
         ) -> dict[str, float]:
    from distributed import get_task_stream
    with get_task_stream(client) as ts:
        m = run_measured(_argv(src, out, address, shards), cwd=REPO, name=name, timeout=1800)
    if m.returncode != 0:
        raise SystemExit(f"run failed ({name}): {m.stderr_tail}")
    rows = task_times(ts.data)
    if len(rows) != shards:
        raise SystemExit(f"{name}: {len(rows)} shard tasks in the task stream, not {shards}")
    s = summarize(rows)
    s["wall"] = m.wall_s
    s["foreign"] = m.foreign_cpu_pct
    return s


def measure(src: Path, images: int, workers: int, repeats: int, log=print) -> dict[str, float]:
    """The per-task figures (seconds) from `repeats` alternating few/many runs."""
    import distributed
    runs: dict[str, list[dict[str, float]]] = {"few": [], "many": []}
    shards = {"few": workers, "many": images}
    with tempfile.TemporaryDirectory(prefix="bench-overhead-") as tmp, \
            distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                     host="127.0.0.1", dashboard_address=":0") as cluster, \
            distributed.Client(cluster) as client:
        address = cluster.scheduler_address
        _one(client, src, Path(tmp) / "warm", address, workers, "overhead-warm-up")
        for r in range(repeats):
            for mode in (("few", "many") if r % 2 == 0 else ("many", "few")):
                s = _one(client, src, Path(tmp) / mode, address, shards[mode],
                         f"overhead-{mode}-{r}")
                runs[mode].append(s)
                log(f"  repeat {r + 1}/{repeats} {mode:4s}: {shards[mode]:4d} tasks, busy "
                    f"{s['busy']:6.2f} s, span {s['span']:6.2f} s, median gap "
                    f"{s['gap'] * 1000:5.1f} ms, others' CPU {s['foreign']:.0f}%", flush=True)

    def med(mode: str, k: str) -> float:
        return statistics.median(s[k] for s in runs[mode])

    extra = images - workers
    in_task = (med("many", "busy") - med("few", "busy")) / extra
    gap = med("many", "gap")
    return {"in_task": in_task, "gap": gap, "overhead": in_task + gap,
            "span_per_task": workers * (med("many", "span") - med("few", "span")) / extra,
            "busy_few": med("few", "busy"), "busy_many": med("many", "busy"),
            "foreign": statistics.median(s["foreign"] for ss in runs.values() for s in ss)}


def report(res: dict[str, float], images: int, workers: int) -> None:
    print(f"per-task overhead on a LocalCluster of {workers} workers ({images} images as "
          f"{workers} vs {images} shards, Dask task stream, medians):")
    print(f"  in-task cost {res['in_task'] * 1000:.1f} ms + dispatch gap "
          f"{res['gap'] * 1000:.1f} ms = {res['overhead'] * 1000:.1f} ms of worker time per "
          f"task (busy {res['busy_few']:.2f} s -> {res['busy_many']:.2f} s; from the span: "
          f"{res['span_per_task'] * 1000:.1f} ms; others' CPU {res['foreign']:.0f}%)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.cluster_overhead", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--images", type=int, default=64)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", default=str(REPO / "bench" / "out"))
    args = ap.parse_args(argv)
    from bench.cluster import linked_source
    data = Path(args.out) / "data"
    src = linked_source(dsets.ensure("a", "full", data).path, args.images, data)
    report(measure(src, args.images, args.workers, args.repeats), args.images, args.workers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
