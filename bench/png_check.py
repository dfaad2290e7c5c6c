"""What checking a PNG's image data costs the libspng path (engine.codecs.png_fast):
libspng never reads the zlib stream's Adler-32, so the engine inflates the data itself
(checking it) and hands libspng the rows stored.

    .venv/bin/python -m bench.png_check [--n 8] [--passes 5] [--core 1]

Decode only, CPU time (process_time) per image of the mixed dataset's PNGs (1024x768
RGBA, bench.datasets.item_c), the variants interleaved image by image on one pinned core,
mean of `--passes` after an untimed one (fresh memory is faulted in as in a run: a best-of
on one file hid the copies' cost), as ratios to libspng unchecked:

- libspng unchecked (the engine before the check);
- the engine's checked path with python-isal's inflate, and with the standard library's;
- the standard library inflating the data (checking it, output dropped) and libspng
  inflating it again;
- Pillow (which reads the checksum when it comes in the same read as the last row).
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time
import zlib
from collections.abc import Callable

from PIL import Image

from bench import datasets
from engine.codecs import png_check, png_fast


def _checked(inflater) -> Callable[[bytes], object]:
    import pyspng

    def run(data: bytes):
        png_fast._INFLATER = inflater
        return png_fast._load(pyspng, data, "RGBA")
    return run


def variants() -> dict[str, Callable[[bytes], object]]:
    import pyspng
    out: dict[str, Callable[[bytes], object]] = {
        "libspng unchecked": lambda d: pyspng.load(d, "RGBA")}
    try:
        from isal import isal_zlib
        out["checked, isal inflate"] = _checked(isal_zlib)
    except ImportError:
        print("(python-isal is not installed: its row is missing)")
    out["checked, zlib inflate"] = _checked(zlib)
    out["zlib check + libspng inflating again"] = lambda d: (
        zlib.decompress(png_check.image_data(d)[1]), pyspng.load(d, "RGBA"))
    out["Pillow"] = lambda d: Image.open(io.BytesIO(d)).load()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.png_check",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=8, help="PNG files")
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--core", type=int, default=1)
    args = ap.parse_args(argv)
    try:
        os.sched_setaffinity(0, {args.core})
    except (AttributeError, OSError):
        pass
    load0 = os.getloadavg()[0]
    files = [datasets.item_c(5 * j)[1] for j in range(args.n)]
    cands = variants()
    spent = dict.fromkeys(cands, 0.0)
    for r in range(args.passes + 1):            # the first pass warms up, untimed
        for i, data in enumerate(files):
            order = list(cands.items())
            for name, fn in order if (i + r) % 2 else order[::-1]:
                t = time.process_time()
                fn(data)
                if r:
                    spent[name] += time.process_time() - t
    base = spent["libspng unchecked"]
    print("\n| decode only, PNG+alpha 1024x768 | ms per image | vs unchecked |\n|---|---:|---:|")
    for name, t in spent.items():
        print(f"| {name} | {1000 * t / (args.passes * len(files)):.1f} | {t / base:.2f}x |")
    print(f"\nload average {load0:.2f} -> {os.getloadavg()[0]:.2f} (shared machine: compare "
          "within this run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
