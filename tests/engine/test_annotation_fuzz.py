"""Every annotation reader survives damaged files: each labelling tool's export is copied,
its annotation files are damaged at random (a value swapped for another kind, a token
dropped or doubled, "nan", "inf", lists where numbers belong), and the copy is scanned,
then each image converted as a worker does. A damaged file may cost its objects, its
images or the scan (a SourceError that says what to do), never an exception of another
kind. The seeds are fixed, so a failure repeats. It found crashes the hand-written tests
had not: COCO ids and segmentations that were lists or text, YOLO names keyed by text,
"inf" sizes, an XML encoding Python lacks, NaN boxes reaching the workers."""

from __future__ import annotations

import json
import os
import random
import re
import shutil

import pytest

from engine import errors
from engine.codecs import imaging
from engine.config import ImageOptions
from engine.sources import annotated, discover
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X

MAKERS = {
    "coco": A.make_coco, "coco_rle": lambda d: A.make_coco(d, rle=True), "voc": A.make_voc,
    "yolo": A.make_yolo, "yolo_polygons": lambda d: A.make_yolo(d, polygons=True),
    "boxcsv": A.make_boxcsv, "multilabel": A.make_multilabel, "masks": A.make_masks,
    "cvat_xml": lambda d: X.make_cvat_xml(d, brush_hole=16), "cvat_masks": X.make_cvat_masks,
    "cvat_yolo": X.make_cvat_yolo, "roboflow_coco": X.make_roboflow_coco,
    "roboflow_voc": X.make_roboflow_voc, "labelstudio_voc": X.make_labelstudio_voc,
    "labelimg_voc": X.make_labelimg_voc, "labelimg_yolo": X.make_labelimg_yolo,
}
#: What a damaged file holds where a value should be.
ODD = ["nan", "inf", "-inf", "1e999", "9" * 30, 1e999, None, True, -1, 0, 1e308, "x", "",
       [], {}, [1], {"a": 1}, -1e9, 2**70, "1e3", "١٢"]
TEXT_FILES = (".json", ".xml", ".txt", ".csv", ".yaml", ".names", ".data")


def _damage_json(rng: random.Random, value, p: float):
    if isinstance(value, dict):
        return {k: rng.choice(ODD) if rng.random() < p else _damage_json(rng, v, p)
                for k, v in value.items() if rng.random() > p / 3}
    if isinstance(value, list):
        return [rng.choice(ODD) if rng.random() < p else _damage_json(rng, v, p)
                for v in value]
    return value


def _damage_text(rng: random.Random, text: str, p: float) -> str:
    out = []
    for token in re.split(r"(\s+|,|;|=|\"|<|>|:)", text):
        r = rng.random()
        if r < p:
            out.append(str(rng.choice(ODD)))
        elif r < 1.3 * p:
            out.append(token * 2)
        elif r >= 1.6 * p:
            out.append(token)              # else dropped
    return "".join(out)


def _damage(rng: random.Random, folder: str, p: float) -> None:
    files = sorted(os.path.join(r, f) for r, _, fs in os.walk(folder) for f in fs
                   if f.endswith(TEXT_FILES))
    for path in rng.sample(files, min(len(files), rng.randint(1, 3))):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if path.endswith(".json"):
            text = json.dumps(_damage_json(rng, json.loads(text), p))
        else:
            text = _damage_text(rng, text, p / 3)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


@pytest.fixture(scope="module")
def exports(tmp_path_factory):
    root = tmp_path_factory.mktemp("exports")
    return {name: make(str(root / name)) for name, make in MAKERS.items()}


@pytest.mark.parametrize("seed", range(4))
def test_damaged_annotation_files_never_crash_the_scan_or_the_conversion(tmp_path, exports,
                                                                         seed):
    rng = random.Random(seed)
    opts = annotated.image_options(ImageOptions(width=48, height=40))
    converted = 0
    for i in range(60):
        name = rng.choice(sorted(MAKERS))
        made = exports[name]               # a folder, or the file of a box CSV
        folder = made if os.path.isdir(made) else os.path.dirname(made)
        copy = str(tmp_path / f"{i}")
        shutil.copytree(folder, copy)
        _damage(rng, copy, rng.choice([0.02, 0.08]))
        source = os.path.normpath(os.path.join(copy, os.path.relpath(made, folder)))
        try:
            result = discover.scan(source, annotations={"masks": rng.random() < 0.7})
        except errors.SourceError:
            continue                       # the whole source refused, saying what to do
        for sample in result.samples[:2]:
            if getattr(sample, "ann", None) is None:
                continue
            with open(sample.path, "rb") as f:
                data = f.read()
            try:
                img = imaging.convert(data, opts)
                annotated.build_record(sample.ann, "x.jpg", img, data, opts)
                converted += 1
            except (errors.ImageError, errors.AnnotationError):
                pass                       # this image refused, with its reason
        shutil.rmtree(copy)
    assert converted > 20                  # the damage leaves most files readable
