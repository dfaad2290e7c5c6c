"""The annotated outputs the TFDS, snippet, Model Garden and DALI tests read
(tests/engine/test_tfds_annotated_*.py): detection (COCO with masks), segmentation (class
masks) and multi-label, each converted once a session (session fixtures through
tests/engine/conftest.py), and the readings those tests share.

The generated datasets (tests/engine/annotated_data.py) put pure-colour rectangles at
known places; a.jpg is 640x400 with no EXIF rotation, so after `--resize stretch` its
boxes' normalised coordinates are the rectangles' pixel edges over the image size.
Model Garden's runs import is_a from here in a fresh interpreter: no TensorFlow at the top.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from engine.run import side_files
from tests.engine import annotated_data as A

SIZE = 64
A_SIZE = (640, 400)
A_RECTS = dict((c, r) for c, r in A.IMAGES[0][3])    # a.jpg: {"cat": box, "dog": box}


def convert(source: str, out: Path, *extra: str) -> dict:
    from tests.engine.conftest import run_cli  # here: conftest imports this module
    code, _, err = run_cli("convert", source, "--out", str(out), "--workers", "1",
                           "--shards", "2", *extra, timeout=300)
    assert code == 0, err[-2000:]
    return json.loads((out / side_files.MANIFEST).read_text())


def expected_box(cls: str) -> list[float]:
    x0, y0, x1, y1 = A_RECTS[cls]
    w, h = A_SIZE
    return [x0 / w, y0 / h, x1 / w, y1 / h]


@pytest.fixture(scope="session")
def detection(tmp_path_factory):
    root = tmp_path_factory.mktemp("tfds_det")
    A.make_coco(str(root / "src"))
    out = root / "out"
    m = convert(str(root / "src"), out, "--size", str(SIZE), "--resize", "stretch",
                "--format", "png", "--masks")
    return out, m


@pytest.fixture(scope="session")
def mask_source(tmp_path_factory) -> str:
    """The class-mask source (annotated_data.make_masks), made once."""
    return A.make_masks(str(tmp_path_factory.mktemp("tfds_masks") / "src"))


def snippet_of(out: Path, which: str) -> dict:
    from engine.records.loading import how_to_load
    m = json.loads((out / side_files.MANIFEST).read_text())
    return next(e for e in how_to_load(str(out), m) if e["id"] == which)


def run_code(code: str) -> dict:
    ns: dict = {"__name__": "snippet"}
    exec(compile(code, "<snippet>", "exec"), ns)
    return ns


@pytest.fixture(scope="session")
def segmentation(mask_source, tmp_path_factory):
    out = tmp_path_factory.mktemp("tfds_seg") / "out"
    convert(mask_source, out, "--size", str(SIZE), "--format", "png")
    return out


@pytest.fixture(scope="session")
def multilabel(tmp_path_factory):
    root = tmp_path_factory.mktemp("tfds_ml")
    src = A.make_multilabel(str(root / "src"))
    out = root / "out"
    convert(src, out, "--size", str(SIZE), "--format", "png")
    return out


def is_a(row) -> bool:
    image = np.asarray(row[0])
    x0, y0, x1, y1 = (int(round(v * SIZE)) for v in expected_box("dog"))
    px = image[(y0 + y1) // 2, (x0 + x1) // 2].astype(int)
    return np.abs(px - A.COLOURS["dog"]).max() <= 8 and \
        np.abs(image[SIZE // 3, SIZE // 4].astype(int) - A.COLOURS["cat"]).max() <= 8
