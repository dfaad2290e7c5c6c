"""The "How to load" entries of annotated outputs in TF Model Garden's own input
pipelines and in DALI (on the CPU): the entries say what to use, and the pipelines read the
real boxes, masks and label lists (tests/engine/tfds_annotated_outputs.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tests.engine import annotated_data as A
from tests.engine import model_garden_run
from tests.engine.snippet_run import dali_available, dali_read
from tests.engine.tfds_annotated_outputs import SIZE, expected_box, is_a, snippet_of


def test_model_garden_entries_say_what_to_use(detection, segmentation, multilabel):
    det = snippet_of(detection[0], "model_garden")
    assert "TfExampleDecoder(include_mask=True)" in det["code"]
    assert "num_classes = 4" in det["code"]                   # 3 classes + background
    assert "segmentation_input.Decoder()" in snippet_of(segmentation, "model_garden")["code"]
    assert "is_multilabel=True" in snippet_of(multilabel, "model_garden")["code"]


#: After a detection or segmentation snippet (its `dataset` of Model Garden's decoded
#: examples): a.jpg's values, found by its colours, as JSON.
_MG_DETECTION = """
import json
import numpy as np
from tests.engine.tfds_annotated_outputs import is_a
for ex in dataset:
    if is_a([ex["image"].numpy()]):
        print(json.dumps([ex["groundtruth_boxes"].numpy().tolist(),
                          ex["groundtruth_classes"].numpy().tolist(),
                          list(ex["groundtruth_instance_masks"].shape)]))
"""


_MG_SEGMENTATION = """
import json
import numpy as np
from official.vision.dataloaders import segmentation_input
from tests.engine.tfds_annotated_outputs import is_a
parser = segmentation_input.Parser(output_size=[64, 64])
for ex in dataset:
    if is_a([tf.io.decode_image(ex["image/encoded"]).numpy()]):
        # as its training and its evaluation parse it (the same here: no augmentation)
        masks = [parser.parse_fn(is_training=t)(ex)[1]["masks"].numpy()[..., 0].astype(int)
                 for t in (True, False)]
        assert (masks[0] == masks[1]).all()
        print(json.dumps(masks[1].tolist()))
"""


def test_model_garden_decodes_boxes_and_masks(detection):
    code = snippet_of(detection[0], "model_garden")["code"]
    boxes, classes, masks = json.loads(model_garden_run.python(code + _MG_DETECTION))
    got = {A.ORDER[c - 1]: [b[1], b[0], b[3], b[2]] for c, b in zip(classes, boxes, strict=True)}
    assert set(got) == {"cat", "dog"}                 # its boxes: [ymin, xmin, ymax, xmax]
    for cls, box in got.items():
        np.testing.assert_allclose(box, expected_box(cls), atol=1 / SIZE)
    assert masks == [2, SIZE, SIZE]


def test_model_garden_parses_segmentation_masks(segmentation):
    code = snippet_of(segmentation, "model_garden")["code"]
    mask = np.asarray(json.loads(model_garden_run.python(code + _MG_SEGMENTATION)))
    for cls in ("cat", "dog"):
        x0, y0, x1, y1 = (v * SIZE for v in expected_box(cls))
        assert mask[int((y0 + y1) / 2), int((x0 + x1) / 2)] == A.CLASS_IDS[cls]


def test_model_garden_trains_on_label_lists(multilabel):
    code = snippet_of(multilabel, "model_garden")["code"]
    shape, hot = json.loads(model_garden_run.python(
        code + model_garden_run.CLASSIFY.format(height=SIZE, width=SIZE)))
    labels = (multilabel / "labels.txt").read_text().splitlines()
    assert shape == [64, SIZE, SIZE, 3]
    sets = {tuple(labels[j] for j in np.flatnonzero(v)) for v in hot}
    assert sets == {tuple(sorted({c for c, _ in rects})) for *_, rects in A.IMAGES}


def _dali_rows(out: Path, report: str) -> list:
    entry = snippet_of(out, "dali")
    assert entry["code"] and entry["note"].startswith("Runs on the CPU as written.")
    if not dali_available():
        compile(entry["code"], "<dali>", "exec")
        pytest.skip("DALI has no wheel for this platform")
    return dali_read(entry["code"], 4, "[outs[0].at(i).tolist(), " + report + "]")


def test_dali_snippet_reads_boxes_and_labels(detection):
    out, _ = detection
    note = snippet_of(out, "dali")["note"]
    assert "the object masks are not read" in note    # DALI reads no lists of strings
    rows = _dali_rows(out, "outs[1].at(i).tolist(), outs[2].at(i).tolist()")
    (image, boxes, labels), = [r for r in rows if is_a(r)]
    got = {A.ORDER[lab - 1]: box for lab, box in zip(labels, boxes, strict=True)}
    assert set(got) == {"cat", "dog"}
    for cls, box in got.items():                        # [xmin, ymin, xmax, ymax]
        np.testing.assert_allclose(box, expected_box(cls), atol=1 / SIZE)
    assert sorted(len(b) for _, b, _ in rows) == [0, 2, 2, 2]    # d.png has no objects


def test_dali_snippet_reads_segmentation_masks(segmentation):
    rows = _dali_rows(segmentation, "outs[1].at(i).tolist()")
    (image, mask), = [r for r in rows if is_a(r)]
    mask = np.asarray(mask)[..., 0]
    for cls in ("cat", "dog"):
        x0, y0, x1, y1 = (v * SIZE for v in expected_box(cls))
        assert mask[int((y0 + y1) / 2), int((x0 + x1) / 2)] == A.CLASS_IDS[cls]
    assert all(np.asarray(m).shape == (SIZE, SIZE, 1) for _, m in rows)


def test_dali_snippet_reads_label_lists(multilabel):
    labels = (multilabel / "labels.txt").read_text().splitlines()
    rows = _dali_rows(multilabel, "outs[1].at(i).tolist()")
    sets = sorted(tuple(sorted(labels[j] for j in got)) for _, got in rows)
    assert sets == sorted(tuple(sorted({c for c, _ in rects})) for *_, rects in A.IMAGES)


#: After a detection snippet: Model Garden's RetinaNet parser as its evaluation runs it
#: (which reads image/source_id as a number: dataloaders.utils.process_source_id), printing
#: each image's source id.
_MG_EVALUATION = """
import json
from official.vision.dataloaders import retinanet_input
parser = retinanet_input.Parser(output_size=[64, 64], min_level=3, max_level=5,
                                num_scales=1, aspect_ratios=[1.0], anchor_size=4)
ids = [int(labels["groundtruths"]["source_id"]) for _, labels in
       dataset.map(parser.parse_fn(is_training=False))]
print(json.dumps(ids))
"""


@pytest.mark.parametrize("kind", ["voc", "yolo"])
def test_model_garden_evaluates_detection_of_every_source(tmp_path, kind):
    """Model Garden's detection evaluation reads image/source_id as a number: the file
    stems VOC and YOLO records held ("a", "2008_000123") stopped its input with
    "StringToNumberOp could not correctly convert string"; each image has its own number."""
    from tests.engine.tfds_annotated_outputs import convert
    src = (A.make_voc if kind == "voc" else A.make_yolo)(str(tmp_path / "src"))
    out = tmp_path / "out"
    m = convert(src, out, "--size", str(SIZE))
    code = snippet_of(out, "model_garden")["code"]
    ids = json.loads(model_garden_run.python(code + _MG_EVALUATION))
    assert len(ids) == len(set(ids)) == m["splits"]["train"]["records"]


#: After a detection snippet with masks: Model Garden's Mask R-CNN parser (include_mask),
#: for training and as its evaluation runs it, printing per image the classes and the
#: mean of each object's mask cropped to its box (training), and the source ids (eval).
_MG_MASK_RCNN = """
import json
from official.vision.dataloaders import maskrcnn_input
parser = maskrcnn_input.Parser(output_size=[64, 64], min_level=2, max_level=5, num_scales=1,
                               aspect_ratios=[1.0], anchor_size=4, include_mask=True,
                               mask_crop_size=28)
train = []
for _, labels in dataset.map(parser.parse_fn(is_training=True)):
    keep = labels["gt_classes"].numpy() > 0
    train.append([labels["gt_classes"].numpy()[keep].tolist(),
                  labels["gt_masks"].numpy()[keep].mean(axis=(1, 2)).tolist()])
ids = [int(labels["groundtruths"]["source_id"]) for _, labels in
       dataset.map(parser.parse_fn(is_training=False))]
print(json.dumps([train, ids]))
"""


def test_model_garden_mask_rcnn_reads_instance_masks(detection):
    """The detection entry's decoder (include_mask=True) feeds Mask R-CNN's own parser,
    training and evaluation, an image without objects among them: every object's mask
    crop is its filled rectangle, and each image has its own source id."""
    out, m = detection
    code = snippet_of(out, "model_garden")["code"]
    train, ids = json.loads(model_garden_run.python(code + _MG_MASK_RCNN))
    assert sorted(sorted(A.ORDER[c - 1] for c in classes) for classes, _ in train) == \
        sorted(sorted(c for c, _ in rects) for *_, rects in A.IMAGES)
    assert all(mean > 0.9 for _, means in train for mean in means)   # 1 inside its box
    assert len(ids) == len(set(ids)) == m["splits"]["train"]["records"] == 4
