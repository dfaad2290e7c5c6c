"""Fixtures for engine tests: small generated images and a runner for the real CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

# Session-scoped: every output variant the readers' tests read (test_loading_*.py),
# converted once however many modules read it.
from tests.engine.loading_outputs import outputs  # noqa: E402,F401

# Session-scoped: the annotated outputs the TFDS, snippet, Model Garden and DALI tests
# read (test_tfds_annotated_*.py), converted once however many modules read them.
from tests.engine.tfds_annotated_outputs import (  # noqa: E402,F401
    detection,
    mask_source,
    multilabel,
    segmentation,
)

# Module-scoped fixtures of TensorFlow-written TFRecord files, shared by the inspect tests.
from tests.engine.tfrecord_files import files, tf  # noqa: E402,F401

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def noise_image(w: int, h: int, mode: str = "RGB", seed: int = 0) -> Image.Image:
    """A textured image (not a flat colour: flat colours hide resize and codec bugs)."""
    rng = np.random.default_rng(seed)
    bands = {"RGB": 3, "RGBA": 4, "L": 1, "CMYK": 4, "LA": 2}[mode]
    y, x = np.mgrid[0:h, 0:w]
    base = ((x * 255 // max(1, w - 1)) + (y * 255 // max(1, h - 1))) // 2
    arr = np.clip(base[..., None] + rng.integers(-30, 30, (h, w, bands)), 0, 255).astype(np.uint8)
    return Image.fromarray(arr[..., 0] if bands == 1 else arr, mode)


@pytest.fixture
def make_dataset(tmp_path):
    """make_dataset({'cat': 3, 'dog': 2}, formats=('jpg','png')) -> source folder path."""

    def make(classes: dict, size=(64, 48), formats=("jpg", "png", "webp", "tif"), root=None):
        root = root or tmp_path / "src"
        seed = 0
        for cls, n in classes.items():
            folder = root / cls if cls else root
            folder.mkdir(parents=True, exist_ok=True)
            for i in range(n):
                ext = formats[i % len(formats)]
                noise_image(*size, seed=seed).save(folder / f"img_{i:03d}.{ext}")
                seed += 1
        return root

    return make


def run_cli(*args: str, timeout: float = 180, env: dict | None = None, stdin=None):
    """Run `python -m engine ARGS --events jsonl`; return (returncode, events, stderr)."""
    full_env = dict(os.environ, PYTHONPATH=ROOT, TF_CPP_MIN_LOG_LEVEL="2")
    full_env.update(env or {})
    proc = subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, timeout=timeout, env=full_env, cwd=ROOT, stdin=stdin)
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    return proc.returncode, events, proc.stderr


def read_tfrecords(paths, compression: str = ""):
    """Parse every record with TensorFlow; return a list of dicts of numpy values."""
    import tensorflow  # not `as tf`: that name is the module-scoped fixture above
    spec = {
        "image/encoded": tensorflow.io.FixedLenFeature([], tensorflow.string),
        "image/format": tensorflow.io.FixedLenFeature([], tensorflow.string),
        "image/height": tensorflow.io.FixedLenFeature([], tensorflow.int64),
        "image/width": tensorflow.io.FixedLenFeature([], tensorflow.int64),
        "image/channels": tensorflow.io.FixedLenFeature([], tensorflow.int64),
        "image/colorspace": tensorflow.io.FixedLenFeature([], tensorflow.string),
        "image/filename": tensorflow.io.FixedLenFeature([], tensorflow.string),
        "image/class/label": tensorflow.io.FixedLenFeature([], tensorflow.int64),
        "image/class/text": tensorflow.io.FixedLenFeature([], tensorflow.string),
    }
    out = []
    dataset = tensorflow.data.TFRecordDataset([str(p) for p in paths],
                                              compression_type=compression)
    for rec in dataset:
        ex = tensorflow.io.parse_single_example(rec, spec)
        out.append({k: v.numpy() for k, v in ex.items()})
    return out


@pytest.fixture(scope="module")
def runner(tmp_path_factory):
    """One warm interpreter that forks each engine run of a module's crash-point tests
    (tests/engine/forkrunner.py), closed after the module."""
    from tests.engine.interrupted import ForkRunner
    r = ForkRunner(tmp_path_factory.mktemp("forklogs"))
    yield r
    r.close()
