"""Detection benchmark: the same images converted as classification (dataset a, class
folders) and as detection (dataset e: a's images in a COCO layout with five boxes and
polygons each), alternating, in one run. The question is the cost of annotations: the
per-image conversion time of detection should stay within 10% of classification at the
same image sizes.

    .venv/bin/python -m bench.detection [--quick | --tiny] [--repeats N] [--workers N]

Prints a table and writes OUT/detection.json. Two times per run: wall (process start to
exit, what a user waits for) and the engine's own convert phase per image (from its
manifest: without interpreter start-up and scan, the part annotations can slow down).
A third, steadier number measures the engine's worker function in this process on the
same images, alternating (the ratio reported). Best of the repeats (noise only ever adds
time). No timing is asserted anywhere.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

import numpy as np

from bench import datasets as dsets
from bench.measure import run_measured

ROOT = Path(__file__).resolve().parent.parent
REPEATS = {"full": 3, "quick": 2, "tiny": 1}
BOXES = 5


def make_detection_source(a_root: Path, out: Path) -> Path:
    """Dataset e: dataset a's images (hard links, else copies) with a COCO JSON of
    BOXES random boxes per image, each with its polygon (deterministic)."""
    marker = out / ".complete.json"
    if marker.exists():
        return out
    if out.exists():
        shutil.rmtree(out)
    (out / "images").mkdir(parents=True)
    (out / "annotations").mkdir()
    rng = np.random.default_rng(13)
    images, anns = [], []
    for i, (path, _, _) in enumerate(dsets.list_images(a_root), 1):
        name = f"{i:05d}_{path.name}"
        try:
            os.link(path, out / "images" / name)
        except OSError:
            shutil.copyfile(path, out / "images" / name)
        w, h = dsets.A_SIZE
        images.append({"id": i, "file_name": name, "width": w, "height": h})
        for _ in range(BOXES):
            bw, bh = rng.uniform(0.1, 0.4) * w, rng.uniform(0.1, 0.4) * h
            x, y = rng.uniform(0, w - bw), rng.uniform(0, h - bh)
            anns.append({"id": len(anns) + 1, "image_id": i, "category_id": int(rng.integers(1, 4)),
                         "bbox": [round(x, 1), round(y, 1), round(bw, 1), round(bh, 1)],
                         "iscrowd": 0, "segmentation": [[x, y, x + bw, y, x + bw / 2, y + bh]]})
    cats = [{"id": k, "name": n} for k, n in ((1, "cat"), (2, "dog"), (3, "bird"))]
    with open(out / "annotations" / "instances_bench.json", "w") as f:
        json.dump({"images": images, "annotations": anns, "categories": cats}, f)
    marker.write_text(json.dumps({"images": len(images), "objects": len(anns)}))
    return out


def _convert_s(out: Path) -> float | None:
    sys.path.insert(0, str(ROOT))
    from engine.output_state import MANIFEST
    try:
        with open(out / MANIFEST) as f:
            m = json.load(f)
        return float(m["timings"]["convert_s"]) / max(1, int(m["total_records"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def worker_times(sources: dict[str, tuple[str, bool]], repeats: int, limit: int = 100
                 ) -> dict[str, float]:
    """Best per-image worker time (read, decode, resize, encode, annotations, framing) of
    each source, measured in this process by the engine's own worker function on the same
    images, alternating: the part of the run that annotations can slow down, without
    process start-up or scheduling noise."""
    sys.path.insert(0, str(ROOT))
    from engine.config import ImageOptions
    from engine.run import worker
    from engine.sources import discover

    worker.configure(ImageOptions(224, 224, "stretch", "jpeg"))
    items = {}
    for name, (src, masks) in sources.items():
        scan = discover.scan(src, annotations={"masks": masks})
        items[name] = [worker.item_of(s) for s in scan.samples[:limit]]
    best = {k: float("inf") for k in items}
    for _ in range(max(2, repeats)):
        for name, batch in items.items():
            r = worker.convert_batch(0, batch)
            best[name] = min(best[name], r.busy / max(1, len(batch)))
    return best


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.detection", description=__doc__.split(
        "\n\n")[0])
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--quick", action="store_true")
    g.add_argument("--tiny", action="store_true")
    ap.add_argument("--out", default=str(ROOT / "bench" / "out"))
    ap.add_argument("--repeats", type=int, default=None)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    mode = "tiny" if args.tiny else "quick" if args.quick else "full"
    out_root = Path(args.out)
    data = out_root / "data"
    a = dsets.ensure("a", mode, data)
    e_root = make_detection_source(a.path, data / f"e-{a.count}-v{dsets.VERSION}")
    configs = {
        "classification": [str(a.path)],
        "detection": [str(e_root)],
        "detection+masks": [str(e_root), "--masks"],
    }
    env = dict(os.environ, PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="2")
    best: dict[str, dict] = {}
    repeats = args.repeats or REPEATS[mode]
    names = list(configs)
    for rep in range(repeats):
        order = names[rep % len(names):] + names[:rep % len(names)]  # rotate: fair to all
        for name in order:
            out = out_root / "detection" / name
            argv_ = [sys.executable, "-m", "engine", "convert", *configs[name], "--out", str(out),
                     "--size", "224", "--resize", "stretch", "--format", "jpeg",
                     "--workers", str(args.workers), "--events", "none", "--overwrite"]
            m = run_measured(argv_, cwd=str(ROOT), env=env, log_dir=out_root / "logs",
                             name=f"detection-{name}-{rep}")
            if m.returncode != 0:
                print(f"{name}: failed (exit {m.returncode}): {m.stderr_tail[-500:]}")
                return 1
            per = _convert_s(out)
            rec = best.setdefault(name, {"wall_s": m.wall_s, "convert_s_per_image": per})
            rec["wall_s"] = min(rec["wall_s"], m.wall_s)
            if per is not None:
                rec["convert_s_per_image"] = min(rec["convert_s_per_image"] or per, per)
            print(f"  {name:16s} repeat {rep + 1}: wall {m.wall_s:.2f} s, "
                  f"convert {per * 1000 if per else float('nan'):.2f} ms/image")
    inproc = worker_times({"classification": (str(a.path), False),
                           "detection": (str(e_root), False),
                           "detection+masks": (str(e_root), True)}, repeats + 1)
    for name, t in inproc.items():
        best[name]["worker_s_per_image"] = t
    base = best["classification"]
    print(f"\n{a.count} images 696x613 -> 224x224 JPEG, {args.workers} workers, best of "
          f"{repeats}; detection: {BOXES} boxes (with polygons) per image\n")
    print("| config | wall s | engine convert ms/image | worker ms/image (in-process) | "
          "worker time vs classification |")
    print("|---|---|---|---|---|")
    for name, rec in best.items():
        per, wk = rec["convert_s_per_image"], rec["worker_s_per_image"]
        rec["ratio"] = wk / base["worker_s_per_image"]
        conv = f"{per * 1000:.2f}" if per else "-"
        print(f"| {name} | {rec['wall_s']:.2f} | {conv} | {wk * 1000:.2f} | "
              f"{rec['ratio']:.3f}x |")
    det = best["detection"]["ratio"]
    print(f"\ndetection costs {100 * (det - 1):+.1f}% per image against classification "
          f"(target: within 10%); instance masks are extra work (one PNG per object).")
    (out_root / "detection.json").write_text(json.dumps(
        {"mode": mode, "images": a.count, "workers": args.workers, "repeats": repeats,
         "boxes_per_image": BOXES, "results": best}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
