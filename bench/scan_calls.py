"""`python -m bench.scan_calls`: the file-system calls the scan of an annotated source makes
(os.listdir, os.scandir, os.stat/os.lstat, open/os.open), counted per image, for generated
sources of --images images: a mask folder, a YOLO folder, the same YOLO folder below a
folder with a Japanese name (an absolute path that is not ASCII: the lookups of a name's
other Unicode form, engine.sources.names.on_disk, walk it), and a COCO export (its images
in images/, every 50th named and not there).

    .venv/bin/python -m bench.scan_calls [--images 2000] [--before /path/to/a/checkout]

On a lab's network share (SMB, NFS) each of these calls is a round trip to the server, so
their number, not this machine's time, is what a scan costs there: counting them is
deterministic, unlike timing on a shared machine. What is counted is engine.sources.discover
.scan (what the window's scan and `engine scan` read the source with), each source scanned
once in a fresh process. ``--before PATH`` counts the engine of another checkout on the same
files in the same run (its engine imported instead of this one), side by side. Also counted:
how often the masks folder is listed (it need be once), and how often a YOLO label file's
existence is asked (os.stat/os.lstat of a labels/ path).
"""

from __future__ import annotations

import argparse
import builtins
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
KINDS = ("listdir", "scandir", "stat", "open")
SOURCES = ("masks", "yolo", "yolo_non_ascii", "coco")


def _png(values: list[int]) -> bytes:
    from PIL import Image
    im = Image.new("L", (8, 8))
    im.putdata(values * (64 // len(values)))
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()


def generate(root: Path, images: int) -> dict[str, Path]:
    """The sources (made once under ``root``): {name: folder}. Every 50th image of the
    mask folder has no mask; every 4th YOLO image has no label file (a background image)."""
    picture, mask = _png([90, 160]), _png([0, 1])
    out = {"masks": root / "masks_src", "yolo": root / "yolo_src",
           "yolo_non_ascii": root / "研究データ" / "yolo_src", "coco": root / "coco_src"}
    if (root / "done").exists():
        return out
    m = out["masks"]
    (m / "images").mkdir(parents=True, exist_ok=True)
    (m / "masks").mkdir(exist_ok=True)
    (m / "classes.txt").write_text("background\ncell\n", encoding="utf-8")
    for i in range(images):
        (m / "images" / f"img_{i:05d}.png").write_bytes(picture)
        if i % 50 != 49:
            (m / "masks" / f"img_{i:05d}.png").write_bytes(mask)
    for name in ("yolo", "yolo_non_ascii"):
        y = out[name]
        (y / "images").mkdir(parents=True, exist_ok=True)
        (y / "labels").mkdir(exist_ok=True)
        (y / "classes.txt").write_text("cell\nnucleus\n", encoding="utf-8")
        for i in range(images):
            (y / "images" / f"img_{i:05d}.png").write_bytes(picture)
            if i % 4 != 3:
                (y / "labels" / f"img_{i:05d}.txt").write_text(
                    f"{i % 2} 0.5 0.5 0.25 0.25\n", encoding="utf-8")
    c = out["coco"]   # (its images in images/, the JSON in annotations/, as exports do)
    (c / "images").mkdir(parents=True, exist_ok=True)
    (c / "annotations").mkdir(exist_ok=True)
    entries, boxes = [], []
    for i in range(images):
        name = f"img_{i:05d}.png"
        if i % 50 != 49:   # (every 50th is named and not there: "image not found")
            (c / "images" / name).write_bytes(picture)
        entries.append({"id": i + 1, "file_name": name, "width": 8, "height": 8})
        boxes.append({"id": i + 1, "image_id": i + 1, "category_id": 1, "bbox": [1, 1, 3, 3],
                      "area": 9, "iscrowd": 0})
    (c / "annotations" / "instances_train.json").write_text(json.dumps({
        "images": entries, "annotations": boxes,
        "categories": [{"id": 1, "name": "cell"}]}), encoding="utf-8")
    (root / "done").write_text("")
    return out


def count(source: str) -> dict:
    """{kind: calls} of one scan of ``source`` in this process, and the listings of its
    masks folder and the existence checks of its label files."""
    calls = dict.fromkeys(KINDS, 0)
    masks_listed = labels_checked = 0
    masks_dir = os.path.join(source, "masks")
    labels_dir = os.path.join(source, "labels") + os.sep
    real = {"listdir": os.listdir, "scandir": os.scandir, "stat": os.stat,
            "lstat": os.lstat, "open": builtins.open, "os_open": os.open}

    def listed(kind: str, fn):
        def wrapper(path=".", *a, **k):
            nonlocal masks_listed
            calls[kind] += 1
            if isinstance(path, str) and os.path.normpath(path) == masks_dir:
                masks_listed += 1
            return fn(path, *a, **k)
        return wrapper

    def asked(kind: str, fn):
        def wrapper(path, *a, **k):
            nonlocal labels_checked
            calls[kind] += 1
            if kind == "stat" and isinstance(path, str) and path.startswith(labels_dir):
                labels_checked += 1
            return fn(path, *a, **k)
        return wrapper

    def opened(fn):
        def wrapper(file, *a, **k):
            # with an opener (engine.regular_files: the file named by its path, its fd
            # already open), the opener's os.open is the one open, counted there
            if k.get("opener") is None:
                calls["open"] += 1
            return fn(file, *a, **k)
        return wrapper

    os.listdir = listed("listdir", real["listdir"])
    os.scandir = listed("scandir", real["scandir"])
    os.stat, os.lstat = asked("stat", real["stat"]), asked("stat", real["lstat"])
    builtins.open, os.open = opened(real["open"]), asked("open", real["os_open"])
    try:
        from engine.sources import discover
        result = discover.scan(source)
    finally:
        os.listdir, os.scandir = real["listdir"], real["scandir"]
        os.stat, os.lstat = real["stat"], real["lstat"]
        builtins.open, os.open = real["open"], real["os_open"]
    return {**calls, "masks_listed": masks_listed, "label_checks": labels_checked,
            "samples": len(result.samples), "problems": len(result.rejected)}


def _one(engine_root: Path, source: Path) -> dict:
    """count() of ``source`` in a fresh process importing the engine of ``engine_root``."""
    # (this file loaded by its path: the other checkout's bench/ may not hold it)
    code = ("import sys, json, importlib.util as u; sys.path.insert(0, sys.argv[1]);"
            "spec = u.spec_from_file_location('scan_calls', sys.argv[2]);"
            "m = u.module_from_spec(spec); spec.loader.exec_module(m);"
            "print(json.dumps(m.count(sys.argv[3])))")
    done = subprocess.run([sys.executable, "-c", code, str(engine_root), __file__, str(source)],
                          capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": ""})
    return json.loads(done.stdout.strip().splitlines()[-1])


def table(results: dict[str, dict[str, dict]], images: int) -> str:
    """The per-image table of ``results`` ({side: {source: counts}})."""
    sides = list(results)
    rows = ["| source | call | " + " | ".join(sides) + " |",
            "|---|---|" + "---|" * len(sides)]
    for source in SOURCES:
        for kind in (*KINDS, "total"):
            cells = []
            for side in sides:
                c = results[side][source]
                n = sum(c[k] for k in KINDS) if kind == "total" else c[kind]
                cells.append(f"{n / images:.2f} ({n:,})")
            rows.append(f"| {source} | {kind} per image | " + " | ".join(cells) + " |")
        rows.append(f"| {source} | masks folder listed | " + " | ".join(
            str(results[s][source]["masks_listed"]) for s in sides) + " |")
        rows.append(f"| {source} | label file checks per image | " + " | ".join(
            f"{results[s][source]['label_checks'] / images:.2f}" for s in sides) + " |")
        rows.append(f"| {source} | samples / set aside | " + " | ".join(
            f"{results[s][source]['samples']:,} / {results[s][source]['problems']:,}"
            for s in sides) + " |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--images", type=int, default=2000)
    ap.add_argument("--data", type=Path, default=None,
                    help="where the sources are made (default: a temporary folder)")
    ap.add_argument("--before", type=Path, default=None,
                    help="another checkout, whose engine is counted on the same files too")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="scan-calls-") as tmp:
        root = args.data or Path(tmp)
        sources = generate(root / f"calls-{args.images}", args.images)
        sides = {**({"before": args.before} if args.before else {}), "this checkout": REPO}
        results = {side: {name: _one(path, sources[name]) for name in SOURCES}
                   for side, path in sides.items()}
    print(table(results, args.images))
    return 0


if __name__ == "__main__":
    sys.exit(main())
