"""What the baseline runners (seed_a1, seed_a2) share: arguments, inputs, result file.

Standard library only: the runners' own design decides when TensorFlow is imported.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

T_START = time.time()  # as close to interpreter start as a runner module can get

JPEG_EXTS = {".jpg", ".jpeg", ".jpe", ".jfif"}
FORMAT_BY_EXT = {
    ".jpg": "jpeg", ".jpeg": "jpeg", ".jpe": "jpeg", ".jfif": "jpeg", ".png": "png",
    ".webp": "webp", ".tif": "tiff", ".tiff": "tiff", ".gif": "gif", ".bmp": "bmp",
}
OUTPUT_NAME = "train-00000-of-00001.tfrecord"
RESULT_NAME = "runner_result.json"


def list_images(root: str | os.PathLike) -> list[tuple[str, int, str]]:
    """(path, label, class) for ``root/<class>/<file>``: classes sorted, files sorted."""
    root = Path(root)
    classes = sorted(p.name for p in root.iterdir() if p.is_dir())
    items = []
    for label, cls in enumerate(classes):
        for p in sorted((root / cls).iterdir()):
            if p.is_file() and not p.name.startswith("."):
                items.append((str(p), label, cls))
    return items


def parser(description: str) -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("source", help="folder of class folders")
    ap.add_argument("--out", required=True, help="output folder (created)")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--size", type=int, default=224)
    ap.add_argument("--quality", type=int, default=95)
    ap.add_argument("--format", choices=("jpeg", "original"), default="jpeg")
    return ap


def write_result(out: str | os.PathLike, **fields) -> None:
    """Write the runner's own account of the run (counts and phase timestamps)."""
    fields.setdefault("t_start", T_START)
    fields["t_end"] = time.time()
    Path(out, RESULT_NAME).write_text(json.dumps(fields, indent=1))
