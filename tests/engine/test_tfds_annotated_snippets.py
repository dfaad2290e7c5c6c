"""The "How to load" entries of annotated outputs: the tf.data, TFDS and PyTorch
snippets run and read the real boxes, masks and label lists of the detection,
segmentation and multi-label outputs (tests/engine/tfds_annotated_outputs.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from engine.run import side_files
from tests.engine import annotated_data as A
from tests.engine.tfds_annotated_outputs import SIZE, expected_box, is_a, run_code, snippet_of


@pytest.mark.parametrize("which", ["tf.data", "tfds"])
def test_detection_snippets_read_boxes_and_masks(detection, which):
    out, _ = detection
    ns = run_code(snippet_of(out, which)["code"])
    assert ns["LABELS"] == A.ORDER
    rows = list(ns["dataset"])
    assert len(rows) == 4
    a = [r for r in rows if is_a(r)]
    assert len(a) == 1
    image, target = a[0]
    if which == "tf.data":
        boxes = target["boxes"].numpy()                     # [ymin, xmin, ymax, xmax]
        labels = target["labels"].numpy()
        masks = target["masks"].numpy()
        got = {ns["LABELS"][int(lab) - 1]: [b[1], b[0], b[3], b[2]]
               for lab, b in zip(labels, boxes, strict=True)}
    else:
        bbox = {k: v.numpy() for k, v in target["bbox"].items()}
        labels = target["class"]["label"].numpy()
        masks = target["mask"].numpy()[..., 0]
        got = {ns["LABELS"][int(lab) - 1]: [bbox[k][i] for k in ("xmin", "ymin", "xmax", "ymax")]
               for i, lab in enumerate(labels)}
    assert set(got) == {"cat", "dog"}
    for cls, box in got.items():
        np.testing.assert_allclose(box, expected_box(cls), atol=1 / SIZE)
    assert masks.shape == (2, SIZE, SIZE) and set(np.unique(masks)) == {0, 1}


@pytest.mark.parametrize("which", ["tf.data", "tfds"])
def test_segmentation_snippets_read_masks(segmentation, which):
    ns = run_code(snippet_of(segmentation, which)["code"])
    assert ns["LABELS"] == ["background", "cat", "dog", "bird"]
    batches = list(ns["dataset"])
    if which == "tf.data":                              # batched: fixed size
        pairs = [(i, m) for images, masks in batches for i, m in zip(images, masks, strict=True)]
    else:
        pairs = batches
    assert len(pairs) == 4
    (image, mask), = [p for p in pairs if is_a(p)]
    mask = np.asarray(mask)[..., 0]
    for cls in ("cat", "dog"):
        x0, y0, x1, y1 = (v * SIZE for v in expected_box(cls))
        assert mask[int((y0 + y1) / 2), int((x0 + x1) / 2)] == A.CLASS_IDS[cls]


@pytest.mark.parametrize("which", ["tf.data", "tfds"])
def test_multilabel_snippets_read_label_lists(multilabel, which):
    ns = run_code(snippet_of(multilabel, which)["code"])
    labels = ns["LABELS"]
    batches = list(ns["dataset"])
    if which == "tf.data":                              # batched multi-hot vectors
        sets = sorted(tuple(labels[j] for j in np.flatnonzero(np.asarray(v)))
                      for _, hot in batches for v in hot)
    else:
        sets = sorted(tuple(sorted(labels[int(j)] for j in np.asarray(v))) for _, v in batches)
    want = sorted(tuple(sorted({c for c, _ in rects})) for *_, rects in A.IMAGES)
    assert sets == want


PYTORCH_REPORT = """
import json
out = []
for image, target in loader:                  # batch_size=None: one image at a time
    image = np.asarray(image)
    if isinstance(target, dict):
        target = {k: np.asarray(v).tolist() for k, v in target.items()}
    else:
        target = np.asarray(target).tolist()
    out.append([list(image.shape), target])
print(json.dumps(out))
"""


def test_pytorch_snippets_read_the_annotations(detection, segmentation, multilabel):
    """The `tfrecord` package (with our .idx) reads each task's keys; run in a fresh
    interpreter as in test_loading_snippets (it and TensorFlow cannot share one process)."""
    from tests.engine.snippet_run import TORCH_STAND_IN, python

    def run(out: Path) -> list:
        return json.loads(python(TORCH_STAND_IN + snippet_of(out, "pytorch")["code"] +
                                 PYTORCH_REPORT))

    det = run(detection[0])
    assert len(det) == 4 and all(shape == [SIZE, SIZE, 3] for shape, _ in det)
    boxes = sorted(tuple(round(v, 4) for v in b) for _, t in det for b in t["boxes"])
    assert len(boxes) == 6                               # every object of the source
    labels = sorted(lab for _, t in det for lab in t["labels"])
    assert labels == [1, 1, 1, 2, 2, 3]                  # cat x3, dog x2, bird (1-based)
    for cls in ("cat", "dog"):
        assert any(np.allclose(b, expected_box(cls), atol=1 / SIZE) for b in boxes)
    seg = run(segmentation)
    values = sorted({v for _, mask in seg for row in mask for v in row})
    assert values == [0, 1, 2, 3]
    ml = run(multilabel)
    names = json.loads((multilabel / side_files.MANIFEST).read_text())["labels"]
    got = sorted(sorted(names[i] for i in t) for _, t in ml)
    assert got == sorted(sorted({c for c, _ in rects}) for *_, rects in A.IMAGES)
