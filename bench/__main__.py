"""`python -m bench [--quick | --tiny] [--out bench/out]`: the issue-5 benchmark.

1. generate (or reuse) the datasets under OUT/data (see bench/datasets.py);
2. measure the single-core limit once (bench/limit.py, its own process);
3. for each dataset and worker count, run A1, A2 and ours (and cp for dataset d) one after
   another, rotating the order each repeat, each as its own measured process
   (bench/measure.py: whole-process wall time, peak tree RSS, CPU seconds);
4. check every output (bench/validate.py), then write OUT/results.json, results.md and
   results.png (bench/report.py) and print the Markdown tables.

Exit status: 0 when every run produced valid output, 1 otherwise (the report is written
either way; a missing or failing engine shows up as such in the table).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import shutil
import sys
import time
from importlib import metadata
from pathlib import Path

from bench import datasets as dsets
from bench import report
from bench.measure import run_measured
from bench.runner_common import RESULT_NAME
from bench.validate import check_output

REPO = Path(__file__).resolve().parent.parent
SIZE, QUALITY = 224, 95

MODES = {
    # datasets, worker counts, limit sample size per dataset and passes, repeats per
    # dataset, and how long to wait for a quiet machine before each run
    "full": {"datasets": "abcd", "workers": [1, 2], "sample": {"a": 150, "b": 24, "c": 60},
             "passes": 3, "repeats": {"a": 3, "b": 2, "c": 2, "d": 3}, "quiet_wait": 20.0,
             "quiet_budget": 90.0, "retry_budget": 120.0},
    "quick": {"datasets": "abcd", "workers": [2], "sample": {"a": 40, "b": 6, "c": 20},
              "passes": 2, "repeats": {"a": 1, "b": 1, "c": 1, "d": 1}, "quiet_wait": 5.0,
              "quiet_budget": 8.0, "retry_budget": 8.0},
    "tiny": {"datasets": "abcd", "workers": [1], "sample": {"a": 4, "b": 2, "c": 5},
             "passes": 1, "repeats": {"a": 1, "b": 1, "c": 1, "d": 1}, "quiet_wait": 0.0,
             "quiet_budget": 0.0, "retry_budget": 0.0},
}

#: Other users' CPU load (percent of the whole machine) above which a run waits.
QUIET_THRESHOLD = 15.0
#: A run during which others used more than this share of the machine is run again
#: (within the mode's retry budget); both runs are kept, the table takes the best.
NOISY_THRESHOLD = 20.0


def engine_available() -> tuple[bool, str]:
    if not (REPO / "engine" / "__main__.py").exists():
        return False, "engine/__main__.py does not exist yet"
    return True, ""


def runner_argv(runner: str, ds: dsets.Dataset, out: Path, workers: int) -> list[str]:
    fmt = "original" if ds.original else "jpeg"
    py = sys.executable
    if runner in ("A1", "A2"):
        mod = "bench.seed_a1" if runner == "A1" else "bench.seed_a2"
        return [py, "-m", mod, str(ds.path), "--out", str(out), "--workers", str(workers),
                "--size", str(SIZE), "--quality", str(QUALITY), "--format", fmt]
    if runner in ("ours", "ours_pillow"):
        # ours_pillow: the same engine on its pre-issue-16 Pillow-only decoder path
        env = ["env", "TFRS_DECODER=pillow"] if runner == "ours_pillow" else []
        return env + [py, "-m", "engine", "convert", str(ds.path), "--out", str(out),
                "--size", str(SIZE), "--resize", "stretch", "--format", fmt,
                "--quality", str(QUALITY), "--workers", str(workers), "--events", "none",
                "--overwrite"]
    if runner == "cp":
        return ["cp", "-r", str(ds.path), str(out / "copy")]
    if runner == "cp_sync":  # the same copy made durable, as the engine's fsync makes shards
        return ["sh", "-c", 'cp -r "$1" "$2" && sync "$2"/*/*', "sh", str(ds.path),
                str(out / "copy")]
    raise ValueError(runner)


def _rejected_count(out: Path) -> int:
    path = out / "rejected.csv"
    if not path.exists():
        return 0
    lines = [ln for ln in path.read_text(errors="replace").splitlines() if ln.strip()]
    return max(0, len(lines) - 1)  # header


def _engine_info(out: Path) -> dict:
    """The engine's own account (timings, writer busy time) from its manifest."""
    path = out / "tfrecord_studio.json"   # engine.run.side_files.MANIFEST
    if not path.exists():
        return {}
    try:
        info = json.loads(path.read_text())
    except ValueError:
        return {"note": f"{path.name} unreadable"}
    return {k: info[k] for k in ("timings", "workers", "total_records", "rejected", "engine")
            if k in info}


def _check_cp(ds: dsets.Dataset, out: Path) -> tuple[bool, list[str], int]:
    copied = out / "copy"
    n = sum(1 for p in copied.rglob("*") if p.is_file() and not p.name.startswith("."))
    size = sum(p.stat().st_size for p in copied.rglob("*") if p.is_file()
               and not p.name.startswith("."))
    problems = [] if (n == ds.count and size == ds.total_bytes) else [
        f"copied {n} files / {size} bytes, expected {ds.count} / {ds.total_bytes}"]
    return not problems, problems, n


def wait_for_quiet(max_wait: float, threshold: float = QUIET_THRESHOLD) -> float:
    """Wait (up to max_wait s) until the machine's CPU use drops below threshold percent.

    This is a shared machine: other people's test runs would otherwise land inside our
    measurements.  Returns the last load seen (recorded with each run).
    """
    import psutil

    deadline = time.monotonic() + max_wait
    busy = psutil.cpu_percent(interval=0.3)
    while busy > threshold and time.monotonic() < deadline:
        busy = psutil.cpu_percent(interval=0.5)
    return busy


def run_one(runner: str, ds: dsets.Dataset, workers: int, repeat: int, out_root: Path,
            timeout: float, keep: bool, quiet_wait: float = 0.0) -> dict:
    out = out_root / "runs" / ds.name / f"{runner}-w{workers}-r{repeat}"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    rec = {"dataset": ds.name, "runner": runner, "workers": workers, "repeat": repeat,
           "out": str(out)}
    if runner in ("ours", "ours_pillow"):
        ok, why = engine_available()
        if not ok:
            rec.update(valid=False, missing=True, note=why)
            return rec
    argv = runner_argv(runner, ds, out, workers)
    if quiet_wait > 0:
        t_wait = time.monotonic()
        rec["cpu_busy_before_pct"] = wait_for_quiet(quiet_wait)
        rec["quiet_wait_s"] = time.monotonic() - t_wait
    t_launch = time.time()
    try:
        m = run_measured(argv, cwd=REPO, timeout=timeout, log_dir=out_root / "logs",
                         name=f"{ds.name}-{runner}-w{workers}-r{repeat}")
    except OSError as exc:  # the program could not even be started
        rec.update(argv=argv, valid=False, returncode=-1, problems=[f"cannot start: {exc}"])
        return rec
    rec.update(argv=m.argv, returncode=m.returncode, wall_s=m.wall_s,
               peak_rss_bytes=m.peak_rss_bytes, peak_procs=m.peak_procs, cpu_s=m.cpu_s,
               samples=m.samples, timed_out=m.timed_out, t_launch=t_launch,
               foreign_cpu_pct=m.foreign_cpu_pct)
    if runner in ("cp", "cp_sync"):
        valid, problems, n = _check_cp(ds, out)
        rec.update(valid=valid and m.returncode == 0, problems=problems, records=n)
    else:
        failed = 0
        internal = {}
        if runner in ("A1", "A2") and (out / RESULT_NAME).exists():
            internal = json.loads((out / RESULT_NAME).read_text())
            failed = internal.get("failed", 0)
            for k in ("t_start", "t_imported", "t_first_record", "t_end"):
                if internal.get(k):
                    internal[k + "_rel"] = round(internal[k] - t_launch, 3)
        elif runner in ("ours", "ours_pillow"):
            failed = _rejected_count(out)
            internal = _engine_info(out)
        chk = check_output(out, ds.count, image_size=None if ds.original else SIZE,
                           allow_fewer=failed)
        rec.update(valid=chk.ok and m.returncode == 0 and not m.timed_out,
                   problems=chk.problems, records=chk.records, output_bytes=chk.bytes,
                   files=chk.files, failed_inputs=failed, internal=internal)
    if m.returncode != 0:
        rec["stderr_tail"] = m.stderr_tail[-2500:]
    if not keep:
        shutil.rmtree(out, ignore_errors=True)
    return rec


def _log_run(log, rec: dict) -> None:
    state = "ok" if rec.get("valid") else ("MISSING" if rec.get("missing") else "FAILED")
    if "wall_s" not in rec:
        log(f"{rec['dataset']} w={rec['workers']} {rec['runner']:5s} {state:7s} "
            f"{rec.get('note', '')}")
        return
    log(f"{rec['dataset']} w={rec['workers']} {rec['runner']:5s} {state:7s} "
        f"{rec['wall_s']:6.2f} s  {rec['peak_rss_bytes'] / 1e6:6.0f} MB  "
        f"records={rec.get('records')}  others' CPU {rec.get('foreign_cpu_pct', 0):3.0f}%")


def _warm_cache(ds: dsets.Dataset) -> None:
    """Read every file once so all runners see the same (warm) page cache."""
    for p in ds.path.rglob("*"):
        if p.is_file():
            with open(p, "rb") as f:
                while f.read(1 << 22):
                    pass


def _meta(mode: str) -> dict:
    cpu_model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass

    def ver(pkg):
        try:
            return metadata.version(pkg)
        except metadata.PackageNotFoundError:
            return "not installed"

    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return {
        "mode": mode, "date": dt.datetime.now().strftime("%Y-%m-%d %H:%M"),
        "cpu_model": cpu_model, "cpus": os.cpu_count(), "mem_gib": mem,
        "kernel": platform.release(), "python": platform.python_version(),
        "tensorflow": ver("tensorflow"), "pillow": ver("pillow"),
        "matplotlib": ver("matplotlib"), "loadavg_before": os.getloadavg()[0],
        "engine_available": engine_available()[0],
    }


def parse_args(argv=None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true", help="small datasets, 2 workers (<2 min)")
    mode.add_argument("--tiny", action="store_true",
                      help="a handful of images, 1 worker: proves the harness works (tests)")
    ap.add_argument("--out", default=str(REPO / "bench" / "out"), help="output folder")
    ap.add_argument("--data", default=None,
                    help="dataset cache folder (default OUT/data)")
    ap.add_argument("--datasets", default=None, help="subset of a,b,c,d (default all)")
    ap.add_argument("--workers", default=None, help="comma-separated worker counts")
    ap.add_argument("--runners", default="A1,A2,ours", help="comma-separated subset")
    ap.add_argument("--repeats", type=int, default=None)
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per run")
    ap.add_argument("--keep-outputs", action="store_true",
                    help="keep every run's TFRecords under OUT/runs (default: delete)")
    return ap.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    mode = "tiny" if args.tiny else "quick" if args.quick else "full"
    cfg = dict(MODES[mode])
    names = [n for n in (args.datasets or cfg["datasets"]).replace(",", "") if n in "abcd"]
    cpus = os.cpu_count() or 1
    workers = ([int(w) for w in args.workers.split(",")] if args.workers else
               sorted({min(w, cpus) for w in cfg["workers"]}))
    runners = [r.strip() for r in args.runners.split(",") if r.strip()]
    repeats = ({n: args.repeats for n in "abcd"} if args.repeats else cfg["repeats"])
    out_root = Path(args.out).resolve()
    out_root.mkdir(parents=True, exist_ok=True)
    data_root = Path(args.data).resolve() if args.data else out_root / "data"
    t_bench = time.perf_counter()

    def log(msg):
        print(f"[bench {time.perf_counter() - t_bench:6.1f}s] {msg}", flush=True)

    results = {"meta": _meta(mode), "datasets": {}, "runs": [], "notes": [],
               "config": {"workers": workers, "runners": runners, "repeats": repeats,
                          "size": SIZE, "quality": QUALITY}}
    if not engine_available()[0]:
        results["notes"].append("ours not run: " + engine_available()[1])

    ds_objs = {}
    t_gen = time.perf_counter()
    for name in names:
        ds = dsets.ensure(name, mode, data_root, log=log)
        ds_objs[name] = ds
        results["datasets"][name] = {"description": ds.description, "count": ds.count,
                                     "bytes": ds.total_bytes, "path": str(ds.path),
                                     "original": ds.original}
    results["meta"]["generation_s"] = round(time.perf_counter() - t_gen, 1)

    decode_sets = {n: ds for n, ds in ds_objs.items() if not ds.original}
    if decode_sets:
        log("measuring the single-core limit ...")
        limit_json = out_root / "limit.json"
        m = run_measured([sys.executable, "-m", "bench.limit", "--json", str(limit_json),
                          "--size", str(SIZE), "--quality", str(QUALITY),
                          "--passes", str(cfg["passes"])]
                         + [f"{n}={ds.path}:{cfg['sample'][n]}" for n, ds in decode_sets.items()],
                         cwd=REPO, timeout=args.timeout, log_dir=out_root / "logs",
                         name="limit")
        if m.returncode == 0 and limit_json.exists():
            results["limit"] = json.loads(limit_json.read_text())
            results["limit"]["wall_s"] = m.wall_s
        else:
            results["notes"].append(f"limit measurement failed (exit {m.returncode}): "
                                    + m.stderr_tail[-300:])

    quiet_left = cfg["quiet_budget"]
    retry_left = cfg["retry_budget"]
    for name, ds in ds_objs.items():
        _warm_cache(ds)
        order = list(runners) + (["cp", "cp_sync"] if ds.original else [])
        for w in workers:
            for rep in range(repeats[name]):
                k = rep % len(order)
                for runner in order[k:] + order[:k]:
                    while True:
                        rec = run_one(runner, ds, w, rep, out_root, args.timeout,
                                      args.keep_outputs, min(cfg["quiet_wait"], quiet_left))
                        quiet_left = max(0.0, quiet_left - rec.get("quiet_wait_s", 0.0))
                        results["runs"].append(rec)
                        _log_run(log, rec)
                        noisy = rec.get("foreign_cpu_pct", 0.0) > NOISY_THRESHOLD
                        if not (noisy and rec.get("valid") and rec["wall_s"] < retry_left):
                            break
                        retry_left -= rec["wall_s"]
                        rec["retried"] = True
    results["meta"]["loadavg_after"] = os.getloadavg()[0]
    noisy = [r for r in results["runs"] if r.get("foreign_cpu_pct", 0) > NOISY_THRESHOLD]
    if noisy:
        retried = sum(1 for r in noisy if r.get("retried"))
        results["notes"].append(
            f"{len(noisy)} of {len(results['runs'])} runs shared the machine with other "
            f"people's work using more than {NOISY_THRESHOLD:.0f}% of the CPUs ({retried} of "
            "them were run again); the table keeps the best run of each, and its 'others' "
            "column shows how loaded the machine was during that run.")
    results["meta"]["bench_s"] = round(time.perf_counter() - t_bench, 1)
    md = report.finish(results, out_root)
    print()
    print(md)
    log(f"wrote {out_root / 'results.json'}, results.md, results.png")
    return 0 if all(r.get("valid") for r in results["runs"]) else 1


if __name__ == "__main__":
    sys.exit(main())
