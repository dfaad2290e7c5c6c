"""`python -m bench.scan_speed`: how long `python -m engine scan SOURCE` (its text for
people) takes with its quick checks (the window's: engine.codecs.scan_checks) and with
--thorough (each image also converted at 16x16, as the scan did for every image before
session 30), measured in one run on the same files, and the ratio of the two.

    .venv/bin/python -m bench.scan_speed [--images 2000] [--repeats 3] [--big 100000]
                                         [--before /path/to/an/older/checkout]

Source (generated once, deterministic, cached under OUT/data/scan-N-vVERSION): class
folders of photo-like images cut from a few bench.datasets photos: JPEGs 640x480 (most),
PNGs (RGB, and small RGBA ones, which the quick checks decode for their transparency, as
the window does), WebP, GIF and TIFF, and 1% broken files (empty, text named .jpg, cut
JPEGs and PNGs, a JPEG cut in its picture data and given its end marker again, which
only --thorough finds). Each side is its own process (bench/measure.py: whole-process wall
time, interpreter start and the source's discovery included), sides alternating, best of
--repeats. ``--before PATH`` adds a third side: `engine scan` of another checkout (the
engine before this change converted every image: its time is --thorough's). ``--big N``
then times one quick scan of N files (the generated ones hard-linked under new names:
their pages cached, as after the first scan of a source).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from pathlib import Path

from bench.measure import Measurement, run_measured

REPO = Path(__file__).resolve().parent.parent
VERSION = "1"
CLASSES = ("field", "forest")


def _files(i: int, bases: list) -> tuple[str, bytes]:
    """The i-th file: (relative path, bytes)."""
    from PIL import Image
    base = bases[i % len(bases)]
    x, y = (i * 37) % (base.width - 640), (i * 53) % (base.height - 480)
    im = base.crop((x, y, x + 640, y + 480))
    folder = CLASSES[i % 2]
    buf = io.BytesIO()
    kind = i % 100
    if kind == 99:   # 1% broken, five kinds in turn
        return f"{folder}/broken_{i:05d}.jpg", _broken(i // 100 % 5, im)
    if kind < 70:
        im.save(buf, "JPEG", quality=85 + i % 10)
        return f"{folder}/img_{i:05d}.jpg", buf.getvalue()
    if kind < 80:
        im.save(buf, "PNG", compress_level=1)
        return f"{folder}/img_{i:05d}.png", buf.getvalue()
    if kind < 85:   # a cut-out: decoded by the quick checks for its transparency
        small = im.resize((256, 192)).convert("RGBA")
        small.putalpha(Image.linear_gradient("L").resize((256, 192)))
        small.save(buf, "PNG", compress_level=1)
        return f"{folder}/cut_out_{i:05d}.png", buf.getvalue()
    if kind < 92:
        im.save(buf, "WEBP", quality=80)
        return f"{folder}/img_{i:05d}.webp", buf.getvalue()
    if kind < 95:
        im.convert("P").save(buf, "GIF")
        return f"{folder}/img_{i:05d}.gif", buf.getvalue()
    im.save(buf, "TIFF")
    return f"{folder}/img_{i:05d}.tif", buf.getvalue()


def _broken(which: int, im) -> bytes:
    """Broken file number ``which``: empty, text, a cut JPEG, a cut PNG (named .jpg), and a
    JPEG cut in its picture data and closed by an end marker (only --thorough finds it)."""
    if which < 2:
        return b"" if which == 0 else b"a note saved with the wrong name\n" * 20
    buf = io.BytesIO()
    im.save(buf, "PNG" if which == 3 else "JPEG", compress_level=1, quality=90)
    whole = buf.getvalue()
    return whole[:len(whole) // 2] + (b"\xff\xd9" if which == 4 else b"")


def source(data: Path, images: int, log=print) -> Path:
    """The generated source of ``images`` files (made once)."""
    from bench import datasets
    root = data / f"scan-{images}-v{VERSION}"
    if (root / ".complete").exists():
        return root
    log(f"generating {images} images in {root} ...")
    bases = [datasets.photo(4_000_000 + k, 1024, 768) for k in range(6)]
    for i in range(images):
        rel, blob = _files(i, bases)
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(blob)
    (root / ".complete").write_text("")
    return root


def linked(src: Path, images: int) -> Path:
    """``images`` files: those of ``src`` hard-linked again and again under new names."""
    files = sorted(p for p in src.rglob("*") if p.is_file() and p.name != ".complete")
    out = src.parent / f"{src.name}-linked-{images}"
    if (out / ".complete").exists():
        return out
    for i in range(images):
        f = files[i % len(files)]
        dst = out / f.parent.name / f"r{i // len(files):03d}_{f.name}"
        dst.parent.mkdir(parents=True, exist_ok=True)
        if not dst.exists():
            os.link(f, dst)
    (out / ".complete").write_text("")
    return out


def _scan(src: Path, flags: list[str], logs: Path, name: str,
          checkout: Path = REPO) -> Measurement:
    env = dict(os.environ, PYTHONPATH=str(checkout))
    m = run_measured([sys.executable, "-m", "engine", "scan", str(src), "--all", *flags],
                     cwd=checkout, env=env, log_dir=logs, name=name, timeout=3600)
    if m.returncode != 0:
        raise SystemExit(f"{name} failed ({m.returncode}): {m.stderr_tail}")
    return m


def named(logs: Path, name: str) -> set[str]:
    """The files a scan's text named as problems (its last run of ``name``)."""
    text = (logs / f"{name}.stdout").read_text(encoding="utf-8")
    return {ln[2:].split(": ", 1)[0] for ln in text.splitlines() if ln.startswith("  ")}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--images", type=int, default=2000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", type=Path, default=REPO / "bench" / "out")
    ap.add_argument("--before", type=Path, default=None, metavar="CHECKOUT",
                    help="also time `engine scan` of this checkout (its engine package)")
    ap.add_argument("--big", type=int, default=0, metavar="N",
                    help="then time one quick scan of N files (hard links)")
    args = ap.parse_args(argv)
    src = source(args.out / "data", args.images)
    logs = args.out / "scan_speed"
    sides: dict[str, tuple[list[str], Path]] = {"quick": ([], REPO),
                                                "thorough": (["--thorough"], REPO)}
    if args.before:   # (an older engine knows no --all: its first 20 are named)
        sides["before"] = ([], args.before.resolve())
    best: dict[str, Measurement] = {}
    for r in range(args.repeats):
        order = list(sides)[r % len(sides):] + list(sides)[:r % len(sides)]
        for side in order:
            flags, checkout = sides[side]
            if side == "before":
                m = run_measured([sys.executable, "-m", "engine", "scan", str(src)],
                                 cwd=checkout, env=dict(os.environ, PYTHONPATH=str(checkout)),
                                 log_dir=logs, name=side, timeout=3600)
            else:
                m = _scan(src, flags, logs, side)
            print(f"  {side:9s} {m.wall_s:7.2f} s  (CPU {m.cpu_s:6.2f} s, others "
                  f"{m.foreign_cpu_pct:3.0f}%)", flush=True)
            if side not in best or m.wall_s < best[side].wall_s:
                best[side] = m
    print(f"\n{args.images:,} images, best of {args.repeats}:")
    for side, m in best.items():
        print(f"  {side:9s} {m.wall_s:7.2f} s  {args.images / m.wall_s:8,.0f} images/s  "
              f"(CPU {m.cpu_s:.2f} s)")
    q, t = best["quick"], best["thorough"]
    print(f"ratio thorough / quick: {t.wall_s / q.wall_s:.1f}x (CPU {t.cpu_s / q.cpu_s:.1f}x)")
    if "before" in best:
        b = best["before"]
        print(f"ratio before / quick: {b.wall_s / q.wall_s:.1f}x (CPU {b.cpu_s / q.cpu_s:.1f}x)")
    only = sorted(named(logs, "thorough") - named(logs, "quick"))
    print(f"named by --thorough only: {len(only)} "
          f"({', '.join(os.path.basename(p) for p in only[:3])}{', ...' if len(only) > 3 else ''})")
    result = {side: m.wall_s for side, m in best.items()}
    if args.big:
        big = linked(src, args.big)
        m = _scan(big, [], logs, "quick_big")
        print(f"{args.big:,} files, quick: {m.wall_s:.1f} s ({args.big / m.wall_s:,.0f}/s; "
              f"CPU {m.cpu_s:.1f} s, others {m.foreign_cpu_pct:.0f}%); --thorough at the "
              f"rate above: "
              f"~{args.big / args.images * t.wall_s:.0f} s")
        result["quick_big"] = m.wall_s
    (logs / "results.json").write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
