"""What the single-core decode benchmarks share (bench.decoders, bench.png_webp,
bench.png_check): the process pinned to one core, their --n, --passes and --core options,
and the machine's load average said beside their tables (a shared machine: their ratios
are compared within one run)."""

from __future__ import annotations

import argparse
import os


def pin(core: int) -> str:
    """Run this process on CPU ``core`` only: "pinned to core 1", or why not."""
    try:
        os.sched_setaffinity(0, {core})
        return f"pinned to core {core}"
    except (AttributeError, OSError) as e:
        return f"not pinned ({e})"


def parser(prog: str, doc: str, files: int, files_help: str,
           passes: int) -> argparse.ArgumentParser:
    """The options of a benchmark ``prog`` described by the first line of ``doc``: --n
    (``files``, "PNG files"), --passes and --core (default 1)."""
    ap = argparse.ArgumentParser(prog=prog, description=doc.split("\n")[0])
    ap.add_argument("--n", type=int, default=files, help=files_help)
    ap.add_argument("--passes", type=int, default=passes)
    ap.add_argument("--core", type=int, default=1)
    return ap


def load_line(load0: float) -> str:
    """The load average from ``load0`` (taken at the start) to now."""
    return (f"load average {load0:.2f} -> {os.getloadavg()[0]:.2f} (shared machine: compare "
            "within this run)")
