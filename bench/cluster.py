"""`python -m bench.cluster`: the same conversion on this computer's worker pool and on a
Dask LocalCluster with the same number of workers, measured in one run (issue 15).

Source: dataset (a) (photo-like JPEGs, 696x613; bench/datasets.py), repeated by hard links
up to `--images` files (default 1000; the issue's target is 10000), so every image costs
a real decode while the data set is generated once. Both modes convert with the same
`--shards` (default 16 per worker, which engine.run.plan.cluster_note recommends), so
their plans and bytes are the same (checked from the manifests' sha256). Runs alternate
their order every repeat, each its own process (bench/measure.py: whole-process wall time
with interpreter start, cluster start-up and imports; peak RSS of the process tree, the
decoding processes included). Prints a
Markdown table, the ratio cluster/local of the best wall times (1.00 = no cost), and the
per-task overhead from Dask's task stream (bench/cluster_overhead.py: the same images as
one shard per worker and as one shard per image, alternating, on one warm LocalCluster).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

from bench import cluster_overhead
from bench import datasets as dsets
from bench.measure import Measurement, run_measured

REPO = Path(__file__).resolve().parent.parent
OVERHEAD_IMAGES = 64    # per-task overhead: these images as 1 shard per worker, per image


def linked_source(ds_path: Path, images: int, root: Path) -> Path:
    """A class-folder tree of `images` files: dataset (a)'s files, hard-linked (copied
    when links are not possible) again and again under new names."""
    files = sorted(p for p in ds_path.rglob("*") if p.suffix.lower() in (".jpg", ".jpeg"))
    out = root / f"cluster-src-{len(files)}-{images}"
    marker = out / ".complete"
    if marker.exists():
        return out
    for i in range(images):
        f = files[i % len(files)]
        dst = out / f.parent.name / f"r{i // len(files):03d}_{f.name}"
        dst.parent.mkdir(parents=True, exist_ok=True)
        if dst.exists():
            continue
        try:
            os.link(f, dst)
        except OSError:
            dst.write_bytes(f.read_bytes())
    marker.write_text("ok\n")
    return out


def convert_argv(src: Path, out: Path, workers: int, shards: int, cluster: bool) -> list[str]:
    where = ["--cluster", f"local:{workers}"] if cluster else ["--workers", str(workers)]
    return [sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
            "--size", "224", "--shards", str(shards), *where, "--events", "none",
            "--overwrite"]


def _hashes(out: Path) -> list[str]:
    m = json.loads((out / "tfrecord_studio.json").read_text())
    return [sh["sha256"] for sp in m["splits"].values() for sh in sp["shards"]]


def _run(argv: list[str], name: str) -> Measurement:
    m = run_measured(argv, cwd=REPO, name=name, timeout=3600)
    if m.returncode != 0:
        raise SystemExit(f"run failed ({name}): {m.stderr_tail}")
    return m


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.cluster", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--images", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--shards", type=int, default=0, help="default: 16 per worker")
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--no-overhead", action="store_true",
                    help="skip the per-task overhead runs (bench/cluster_overhead.py)")
    ap.add_argument("--out", default=str(REPO / "bench" / "out"))
    args = ap.parse_args(argv)
    shards = args.shards or 16 * args.workers
    data = Path(args.out) / "data"
    ds = dsets.ensure("a", "full", data)
    src = linked_source(ds.path, args.images, data)
    rows: dict[str, list[Measurement]] = {"local": [], "cluster": []}
    with tempfile.TemporaryDirectory(prefix="bench-cluster-") as tmp:
        hashes = {}
        for r in range(args.repeats):
            order = ("local", "cluster") if r % 2 == 0 else ("cluster", "local")
            for mode in order:
                out = Path(tmp) / mode
                m = _run(convert_argv(src, out, args.workers, shards, mode == "cluster"),
                         f"cluster-bench-{mode}-{r}")
                rows[mode].append(m)
                hashes[mode] = _hashes(out)
                print(f"  repeat {r + 1}/{args.repeats} {mode:7s}: {m.wall_s:7.2f} s, "
                      f"{args.images / m.wall_s:6.1f} images/s, peak RSS "
                      f"{m.peak_rss_bytes / 2**20:.0f} MB, others' CPU "
                      f"{m.foreign_cpu_pct:.0f}%", flush=True)
        same = hashes["local"] == hashes["cluster"]
    overhead = None
    if not args.no_overhead:
        small = linked_source(ds.path, OVERHEAD_IMAGES, data)
        overhead = cluster_overhead.measure(small, OVERHEAD_IMAGES, args.workers, 3)
    print()
    print(f"{args.images} images (dataset a, 696x613 JPEG -> 224x224), {args.workers} "
          f"workers, {shards} shards, {args.repeats} runs each (whole-process wall time)")
    print()
    print("| mode | best s | median s | best images/s | peak RSS MB (max) | others' CPU |")
    print("|---|---:|---:|---:|---:|---:|")
    best = {}
    for mode, ms in rows.items():
        walls = [m.wall_s for m in ms]
        best[mode] = min(walls)
        label = "local pool" if mode == "local" else f"LocalCluster local:{args.workers}"
        print(f"| {label} | {min(walls):.2f} | {statistics.median(walls):.2f} | "
              f"{args.images / min(walls):.1f} | "
              f"{max(m.peak_rss_bytes for m in ms) / 2**20:.0f} | "
              f"{statistics.median(m.foreign_cpu_pct for m in ms):.0f}% |")
    print()
    print(f"ratio cluster/local, best wall time: {best['cluster'] / best['local']:.3f} "
          f"(target <= 1.15); shards identical: {'yes' if same else 'NO'}")
    if overhead is not None:
        cluster_overhead.report(overhead, OVERHEAD_IMAGES, args.workers)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
