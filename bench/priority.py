"""`python -m bench.priority`: does `--priority low` cost throughput when nothing else
competes for the CPU? (issue 10: the window runs its workers at low priority.)

Converts dataset (a) (1000 photo-like JPEGs, 696x613; `--quick`: 200) with
`python -m engine convert --workers N` at `--priority normal` and `--priority low`,
alternating the order every repeat, each run its own measured process (bench/measure.py:
whole-process wall time, others' CPU share during the run). Prints a Markdown table and the
ratio low/normal of the best images/s (1.00 = no cost). Other users' load is reported per
run: a nice-10 worker yields to them, so a busy machine lowers the ratio by design.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from bench import datasets as dsets
from bench.measure import run_measured

REPO = Path(__file__).resolve().parent.parent


def convert_argv(src: Path, out: Path, workers: int, priority: str) -> list[str]:
    return [sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
            "--size", "224", "--workers", str(workers), "--priority", priority,
            "--events", "none", "--overwrite"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.priority", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="200 images, 2 repeats")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=None)
    ap.add_argument("--out", default=str(REPO / "bench" / "out"))
    args = ap.parse_args(argv)
    mode = "quick" if args.quick else "full"
    repeats = args.repeats or (2 if args.quick else 4)
    ds = dsets.ensure("a", mode, Path(args.out) / "data")
    rows: dict[str, list] = {"normal": [], "low": []}
    with tempfile.TemporaryDirectory(prefix="bench-priority-") as tmp:
        for r in range(repeats):
            order = ("normal", "low") if r % 2 == 0 else ("low", "normal")
            for prio in order:
                m = run_measured(convert_argv(ds.path, Path(tmp) / prio, args.workers, prio),
                                 cwd=REPO, name=f"priority-{prio}-{r}")
                if m.returncode != 0:
                    print(f"run failed ({prio}): {m.stderr_tail}", file=sys.stderr)
                    return 1
                rows[prio].append(m)
                print(f"  repeat {r + 1}/{repeats} {prio:6s}: {m.wall_s:6.2f} s, "
                      f"{ds.count / m.wall_s:6.1f} images/s, others' CPU "
                      f"{m.foreign_cpu_pct:.0f}%", flush=True)
    print()
    print(f"dataset a: {ds.count} images, {args.workers} workers, {repeats} runs each "
          "(whole-process wall time, imports included)")
    print()
    print("| priority | best s | median s | best images/s | others' CPU (median) |")
    print("|---|---:|---:|---:|---:|")
    best = {}
    for prio, ms in rows.items():
        walls = [m.wall_s for m in ms]
        best[prio] = ds.count / min(walls)
        print(f"| {prio} | {min(walls):.2f} | {statistics.median(walls):.2f} | "
              f"{best[prio]:.1f} | {statistics.median(m.foreign_cpu_pct for m in ms):.0f}% |")
    med = {p: statistics.median(m.wall_s for m in ms) for p, ms in rows.items()}
    print()
    print(f"ratio low/normal, best images/s: {best['low'] / best['normal']:.3f}; "
          f"median wall time normal/low: {med['normal'] / med['low']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
