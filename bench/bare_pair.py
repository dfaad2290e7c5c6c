"""The engine's own conversion in bare worker processes: what a run would cost with no
engine around it (issue 16: how much of a whole run is the engine's, not the codecs').

    .venv/bin/python -m bench.bare_pair [--data DIR] [--workers 2] [--size 224]

Starts WORKERS spawned processes, as the engine's pool does, and has each call
engine.run.worker.init and convert_batch on every WORKERS-th image of DIR, in batches of 16,
with the engine's default options; nothing is received, written, hashed or reported beyond
one line per process. Timed from outside as a whole process (e.g. /usr/bin/time) beside
`python -m engine convert DIR --out ... --workers WORKERS`, the difference is everything the
engine adds: its start-up, scan and plan, receiving, writing and hashing the records, the
events and the bookkeeping.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import time
from pathlib import Path

BATCH = 16
#: the seed experiment's data (bench.datasets.dataset_dir("a", 1000)); not imported from
#: there: spawned processes import this module again, and bench.datasets brings numpy
DEFAULT_DATA = Path("bench/out/data/a-1000-v1")


def _convert_part(files: list[str], size: int, queue) -> None:
    from engine.config import ImageOptions
    from engine.run import worker
    worker.init(ImageOptions(width=size, height=size))
    items = [(f, os.path.basename(f), 0, "x") for f in files]
    cpu = time.process_time()
    failed = 0
    for i in range(0, len(items), BATCH):
        result = worker.convert_batch(i, items[i:i + BATCH])
        failed += sum(1 for item in result.items if item.record is None)
    queue.put((len(items), failed, time.process_time() - cpu))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--size", type=int, default=224)
    args = ap.parse_args(argv)
    files = sorted(os.path.join(d, f) for d, _dirs, names in os.walk(args.data)
                   for f in names if not f.startswith("."))
    if not files:
        ap.error(f"no images in {args.data} (python -m bench makes the datasets)")
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_convert_part, args=(files[k::args.workers], args.size, queue))
             for k in range(args.workers)]
    for p in procs:
        p.start()
    for _ in procs:
        n, failed, cpu = queue.get()
        print(f"{n} images, {failed} failed, {cpu:.3f} s CPU converting")
    for p in procs:
        p.join()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
