"""Engine process CPU per image on the seed experiment (issue 16), two code versions or
decoder paths compared in one run.

    .venv/bin/python -m bench.parent_cpu [--data DIR] [--repeats 5] [--workers 2]
        [--side LABEL:REV[:DECODER]] ...

Each side is a git revision of engine/ ("." = this working tree, anything else is
extracted with `git archive` into a temporary folder) and optionally a decoder path
(TFRS_DECODER). Default sides: `before:main` and `after:.`. Every run converts the seed
dataset (1000 JPEG 696x613 -> 224x224 q95, stretch, `--events jsonl` to /dev/null, as the
GUI runs it) and reports, from inside the engine process at its exit:

* parent CPU: getrusage(RUSAGE_SELF) of the engine process (all its threads: scan, plan,
  events, unpickling results, writing, hashing, and its own start-up);
* workers CPU: every other process of the tree (the pool's processes and multiprocessing's
  resource tracker): the whole tree's CPU, counted by a subreaper that starts the engine and
  reaps every descendant, minus the engine process's own. (getrusage(RUSAGE_CHILDREN) in the
  engine process counts only the children it reaped before exiting: revision c347268's pool
  left its workers to exit after it, and they were missing from the count, ~0.9 s CPU per
  1000 images, which made that revision look 1.07x cheaper than it was);
* worker peak RSS: getrusage(RUSAGE_CHILDREN).ru_maxrss, the peak resident size of the
  largest child (a worker: the pool's resource tracker stays near 12 MB);
* wall: whole process, interpreter start to exit.

Runs alternate between the sides (order rotated every repeat) so the machine's load hits
them alike; medians are printed with the ratio to the first side. Each side first runs
once unmeasured, with bytecode caching on (a private PYTHONPYCACHEPREFIX): an installed
application has its .pyc files, while this machine sets PYTHONDONTWRITEBYTECODE, which
would charge ~0.09 s of compiling to every run.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import datasets

ROOT = Path(__file__).resolve().parent.parent

#: Runs inside the engine process: engine.commands.cli.main, then its rusage on stderr's last line.
WRAPPER = """
import json, resource, sys
if __name__ == "__main__":
    try:
        from engine.commands import cli
    except ImportError:  # revisions before engine/ was split into sub-packages (7c9ba65)
        from engine import cli
    code = cli.main(sys.argv[1:])
    s, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    print("PARENT_CPU " + json.dumps({"code": code, "parent": s.ru_utime + s.ru_stime,
          "workers": c.ru_utime + c.ru_stime, "parent_mb": s.ru_maxrss / 1024,
          "worker_mb": c.ru_maxrss / 1024, "numpy": "numpy" in sys.modules,
          "engine": sys.modules["engine"].__file__}), file=sys.stderr)
    sys.exit(code)
"""


#: Starts the engine (argv[1:]) as a child subreaper-style: every descendant that outlives
#: its parent is re-parented to this process and reaped here, so RUSAGE_CHILDREN at the end
#: is the CPU of the whole process tree. Linux only (PR_SET_CHILD_SUBREAPER).
REAPER = """
import ctypes, json, os, resource, subprocess, sys, time
ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)
t0 = time.perf_counter()
code = subprocess.call(sys.argv[1:])
wall = time.perf_counter() - t0
while True:
    try:
        os.wait()
    except ChildProcessError:
        break
c = resource.getrusage(resource.RUSAGE_CHILDREN)
print("TREE_CPU " + json.dumps({"tree": c.ru_utime + c.ru_stime, "wall": wall}),
      file=sys.stderr)
sys.exit(code)
"""


def _code_root(rev: str, tmp: Path) -> Path:
    if rev == ".":
        return ROOT
    dest = tmp / f"rev-{rev.replace('/', '_')}"
    dest.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "engine"],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def _run(root: Path, decoder: str, data: Path, out: Path, workers: int, pyc: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(root), PYTHONPYCACHEPREFIX=str(pyc))
    if decoder:
        env["TFRS_DECODER"] = decoder
    else:
        env.pop("TFRS_DECODER", None)
    argv = [sys.executable, "-c", REAPER, sys.executable, "-c", WRAPPER, "convert",
            str(data), "--out", str(out),
            "--size", "224", "--resize", "stretch", "--format", "jpeg", "--quality", "95",
            "--workers", str(workers), "--events", "jsonl", "--overwrite"]
    t0 = time.perf_counter()
    # cwd: `python -c` puts the current folder first on sys.path, before PYTHONPATH
    proc = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, check=False, cwd=out.parent)
    wall = time.perf_counter() - t0
    lines = [ln for ln in proc.stderr.splitlines() if ln.startswith("PARENT_CPU ")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"run failed ({proc.returncode}): {proc.stderr[-2000:]}")
    shutil.rmtree(out, ignore_errors=True)
    result = dict(json.loads(lines[-1].split(" ", 1)[1]), wall=wall)
    tree = [ln for ln in proc.stderr.splitlines() if ln.startswith("TREE_CPU ")]
    whole = json.loads(tree[-1].split(" ", 1)[1])
    result.update(workers=whole["tree"] - result["parent"], wall=whole["wall"])
    if not result["engine"].startswith(str(root)):
        raise RuntimeError(f"ran {result['engine']}, not the engine in {root}")
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.parent_cpu",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=ROOT / "bench" / "out" / "data",
                    help="dataset cache (bench.datasets; generated when missing)")
    ap.add_argument("--side", action="append", default=[],
                    help="LABEL:REV[:DECODER] (repeatable; default before:main after:.)")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    sides = [s.split(":") for s in (args.side or ["before:main", "after:."])]
    ds = datasets.ensure("a", "full", args.data)
    load0 = os.getloadavg()[0]
    results: dict[str, list[dict]] = {s[0]: [] for s in sides}
    with tempfile.TemporaryDirectory(prefix="parent_cpu-") as tmpname:
        tmp = Path(tmpname)
        roots = {s[0]: _code_root(s[1], tmp) for s in sides}
        for rep in range(args.repeats + 1):
            k = rep % len(sides)
            for side in sides[k:] + sides[:k]:
                label, decoder = side[0], side[2] if len(side) > 2 else ""
                r = _run(roots[label], decoder, ds.path, tmp / "out", args.workers,
                         tmp / f"pyc-{label}")
                if rep:                       # the first round only compiles bytecode
                    results[label].append(r)
                    print(f"  {label}: parent {r['parent']:.3f} s, workers "
                          f"{r['workers']:.2f} s, wall {r['wall']:.2f} s", flush=True)
    per = 1000 / ds.count
    first = sides[0][0]
    med = {lab: {k: statistics.median(r[k] for r in rs)
                 for k in ("parent", "workers", "wall", "worker_mb", "parent_mb")}
           for lab, rs in results.items()}
    print(f"\nSeed experiment ({ds.count} JPEG 696x613 -> 224, {args.workers} workers, "
          f"--events jsonl), median of {args.repeats} alternating runs; load average "
          f"{load0:.2f} -> {os.getloadavg()[0]:.2f} (shared machine).\n")
    print("| side | parent CPU s / 1000 images | workers CPU s / 1000 | whole-process CPU"
          f" s / 1000 | wall s | parent CPU vs {first} | whole-process CPU vs {first} |"
          " peak RSS MB: worker / parent |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    f = med[first]
    for side in sides:
        m = med[side[0]]
        print(f"| {':'.join(side)} | {m['parent'] * per:.3f} | {m['workers'] * per:.2f} | "
              f"{(m['parent'] + m['workers']) * per:.2f} | {m['wall']:.2f} | "
              f"{m['parent'] / med[first]['parent']:.2f}x | "
              f"{(m['parent'] + m['workers']) / (f['parent'] + f['workers']):.2f}x | "
              f"{m['worker_mb']:.0f} / {m['parent_mb']:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
