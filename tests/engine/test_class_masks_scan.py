"""--task segmentation of objects' shapes before and around the run: what the scan says
(the classes with the background first, images per class, the objects with only a box,
the notices; a detection scan's count of shaped objects), the refusals (the usage exit
code, naming what is missing and what to do instead), the other formats with shapes
(CVAT, YOLO polygons), and the RLE and polygons against pycocotools."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

from engine import protocol
from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X
from tests.engine import model_garden_run
from tests.engine import shape_exports as S
from tests.engine.conftest import ROOT, run_cli


def scan_json(source: str, *extra: str) -> tuple[int, dict]:
    p = subprocess.run([sys.executable, "-m", "engine", "scan", source, "--json", *extra],
                       capture_output=True, text=True, cwd=ROOT, timeout=300,
                       env=dict(os.environ, PYTHONPATH=ROOT))
    return p.returncode, json.loads(p.stdout.splitlines()[0])


def test_the_scan_of_shapes_as_segmentation(tmp_path):
    src = S.make_shapes_coco(str(tmp_path / "src"))
    r = discover.scan(src, annotations={"task": "segmentation"})
    assert (r.task, r.kind, r.labels) == ("segmentation", "coco", S.LABELS)
    # images each class is drawn in: the background in all, crowds and boxes in none
    assert r.annotations["objects_per_class"] == {"background": 4, "cell": 2, "nucleus": 2}
    assert r.annotations["object_problems"] == {
        "the object has only a box, no polygon or mask": 2}
    assert r.notices[-2:] == [
        "Each image's class mask is drawn from its objects' polygons and RLE masks, class 0 "
        "being the background; where objects overlap, the smaller one is on top",
        "1 crowd region (iscrowd) is marked 255, “ignore”, not as its class: its pixels "
        "are left out of training"]
    assert all(s.ann.task == "segmentation" and s.ann.classes == 3 and not s.ann.mask_path
               for s in r.samples)
    # what `scan --list` adds per image (the window takes a broken image's out again)
    code, doc = scan_json(src, "--task", "segmentation", "--list")
    assert code == 0 and doc["annotations"]["objects_per_class"] == {
        "background": 4, "cell": 2, "nucleus": 2}, doc["annotations"]
    assert all(set(s["overlay"]) == {"segmentation_b64"} for s in doc["samples"]
               if not s["path"].endswith("r.png"))


def test_a_detection_scan_counts_its_shaped_objects(tmp_path):
    """The window offers segmentation where the scan finds shapes, and only there."""
    code, doc = scan_json(S.make_shapes_coco(str(tmp_path / "src")))
    assert code == 0 and doc["task"] == "detection"
    assert doc["shapes"] == {"polygon": 5, "rle": 2}     # (of 9 objects, 2 boxes alone)
    code, doc = scan_json(A.make_coco(str(tmp_path / "boxes"), polygons=False))
    assert code == 0 and "shapes" not in doc
    p = subprocess.run([sys.executable, "-m", "engine", "scan", str(tmp_path / "src")],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert "objects with a shape: 5 with polygons, 2 with an RLE mask (--task segmentation" \
        in p.stdout, p.stdout


@pytest.mark.parametrize("make, n", [
    (lambda d: A.make_coco(d, polygons=False), "none of this source's 6 objects"),
    (A.make_voc, "none of this source's 6 objects"),
    (A.make_yolo, "none of this source's 6 objects")])
def test_boxes_alone_are_refused_with_the_usage_code_and_what_to_do(tmp_path, make, n):
    src = make(str(tmp_path / "src"))
    out = tmp_path / "out"
    code, events, err = run_cli("convert", src, "--out", str(out), "--task", "segmentation")
    assert code == protocol.EXIT_USAGE == 2, err[-2000:]
    failed = [e for e in events if e["type"] == "run_failed"]
    assert failed and n in failed[0]["message"]
    for words in ("has a shape (a polygon or an RLE mask)", "--task detection", "--masks"):
        assert words in failed[0]["message"]
    assert (failed[0]["code"], failed[0]["params"]) == ("task.seg_no_shapes", {"n": "6"})
    assert not out.exists()
    code, doc = scan_json(src, "--task", "segmentation")
    assert code == 2 and doc["error_code"][0] == "task.seg_no_shapes"


def test_a_source_without_objects_or_with_too_many_classes_is_refused(tmp_path):
    coco = A.make_coco(str(tmp_path / "empty"))
    with open(coco) as f:
        doc = json.load(f)
    doc["annotations"] = []
    with open(coco, "w") as f:
        json.dump(doc, f)
    code, events, _ = run_cli("convert", str(tmp_path / "empty"), "--out",
                              str(tmp_path / "o"), "--task", "segmentation")
    failed = next(e for e in events if e["type"] == "run_failed")
    assert code == 2 and failed["code"] == "task.seg_no_objects"
    doc["categories"] = [{"id": i, "name": f"c{i}"} for i in range(1, 256)]
    doc["annotations"] = [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 9, 9],
                           "segmentation": [[1, 1, 10, 1, 10, 10]], "iscrowd": 0}]
    with open(coco, "w") as f:
        json.dump(doc, f)
    code, scanned = scan_json(str(tmp_path / "empty"), "--task", "segmentation")
    assert code == 2 and scanned["error_code"] == ["task.seg_classes",
                                                   {"n": "255", "most": "254"}]


def test_a_plain_folder_or_a_label_table_asked_for_another_task_is_a_usage_error(
        tmp_path, make_dataset):
    code, _, err = run_cli("convert", str(make_dataset({"cat": 1})), "--out",
                           str(tmp_path / "o"), "--task", "segmentation")
    assert code == 2 and "is not an annotated source" in err, err[-2000:]
    code, _, err = run_cli("convert", A.make_multilabel(str(tmp_path / "ml")), "--out",
                           str(tmp_path / "o2"), "--task", "segmentation")
    assert code == 2 and "can be written as multilabel" in err, err[-2000:]


def _masks(out) -> dict[str, np.ndarray]:
    import tensorflow as tf

    from tests.engine.annotated_records import SEGMENTATION_KEYS, records
    return {r["filename"].rsplit("/", 1)[-1]: tf.io.decode_png(
        r["image/segmentation/class/encoded"]).numpy()[..., 0]
        for r in records(str(out), SEGMENTATION_KEYS)}


@pytest.mark.e2e
def test_cvat_and_yolo_polygons_are_drawn_as_a_mask_folder_would_be(tmp_path):
    """YOLO polygon lines (on the EXIF-turned picture, normalised) give the mask folder's
    masks; CVAT's polygon and brush masks too, and its cats (boxes alone) are 255."""
    opts = ("--size", "96", "--resize", "crop", "--format", "png", "--workers", "1")
    outs = {}
    for name, src in (("masks", A.make_masks(str(tmp_path / "masks"))),
                      ("yolo", A.make_yolo(str(tmp_path / "yolo"), polygons=True)),
                      ("cvat", X.make_cvat_xml(str(tmp_path / "cvat")))):
        outs[name] = tmp_path / f"{name}-out"
        extra = () if name == "masks" else ("--task", "segmentation")
        code, _, err = run_cli("convert", src, "--out", str(outs[name]), *opts, *extra,
                               timeout=300)
        assert code == 0, (name, err[-2000:])
    folder = _masks(outs["masks"])
    assert _masks(outs["yolo"]).keys() == folder.keys()
    for name, m in _masks(outs["yolo"]).items():
        assert np.array_equal(m, folder[name]), name
    for name, m in _masks(outs["cvat"]).items():   # (labels in <meta>'s order: the same)
        want = np.where(folder[name] == A.CLASS_IDS["cat"], 255, folder[name])
        assert np.array_equal(m, want), (name, int((m != want).sum()))


_PYCOCOTOOLS = """
import json
import numpy as np
from pycocotools import mask as M
rng = np.random.default_rng(3)
blob = (rng.random((37, 53)) < 0.4).astype(np.uint8)
rle = M.encode(np.asfortranarray(blob))
poly = [[4.3, 3.1, 48.7, 9.4, 30.2, 33.8, 12.5, 20.6]]
drawn = M.decode(M.merge(M.frPyObjects(poly, 37, 53)))
print(json.dumps([blob.tolist(), rle["counts"].decode(), drawn.tolist(), poly]))
"""


def test_rle_and_polygons_against_pycocotools(tmp_path):
    """A compressed RLE that pycocotools encoded decodes to its mask exactly; a polygon
    pycocotools draws differs from ours only on its outline (pycocotools rounds its own
    way, we take the pixels whose centres are inside, as for boxes)."""
    from engine.sources.annotated import Frame
    from engine.sources.class_masks import paint
    from engine.sources.coco import segmentation_of
    from engine.sources.model import Annotation, Obj
    blob, counts, drawn, poly = json.loads(model_garden_run.python(_PYCOCOTOOLS))
    blob, drawn = np.array(blob, np.uint8), np.array(drawn, np.uint8)
    polys, rle = segmentation_of({"size": [37, 53], "counts": counts})
    ann = Annotation("segmentation", (Obj(0, 0, 53, 37, 0, "x", rle=rle),), classes=2)
    assert np.array_equal(paint(ann, Frame(ann, 1, 53, 37)), blob)
    polys, _ = segmentation_of(poly)
    ann = Annotation("segmentation", (Obj(0, 0, 53, 37, 0, "x", polygons=polys),), classes=2)
    ours = paint(ann, Frame(ann, 1, 53, 37))
    differ = np.argwhere(ours != drawn)
    assert len(differ) < 0.1 * drawn.sum()
    for y, x in differ:   # each next to the other class in our own mask: the outline
        near = ours[max(0, y - 1):y + 2, max(0, x - 1):x + 2]
        assert near.min() != near.max(), (y, x)
