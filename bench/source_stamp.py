"""`python -m bench.source_stamp`: what gui.source_stamp costs, on a generated class-folder
source of N empty files (its cost is folders and directory entries, not image bytes):
``take`` (in the scan's thread, before the scan) and ``changed`` (at Start, in the window's
thread), best of --repeats, page cache warm as after the window's scan.

    .venv/bin/python -m bench.source_stamp [--files 10000] [--classes 3] [--repeats 5]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

from gui import source_stamp


def _best(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times) * 1000


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=10_000)
    ap.add_argument("--classes", type=int, default=3)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as root:
        for c in range(args.classes):
            os.mkdir(os.path.join(root, f"class{c:04d}"))
        for i in range(args.files):
            with open(os.path.join(root, f"class{i % args.classes:04d}", f"{i:07d}.jpg"),
                      "wb"):
                pass
        stamp = source_stamp.take(root)
        take = _best(lambda: source_stamp.take(root), args.repeats)
        check = _best(lambda: source_stamp.changed(stamp), args.repeats)
        print(f"{args.files} files in {args.classes} class folders: take {take:.2f} ms, "
              f"changed {check:.3f} ms (best of {args.repeats})")


if __name__ == "__main__":
    main()
