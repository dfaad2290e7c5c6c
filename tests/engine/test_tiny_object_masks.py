"""Since 0.3.10 a box that ends under one output pixel after resizing is kept (it was left
out). With --masks its instance mask was then empty: no output pixel's centre falls in so
small an object (a shape's mask is sampled nearest-neighbour, a box mask's edges rounded).
Model Garden's Mask R-CNN keeps such a box (box_ops.get_non_empty_box_indices: any width
and height) and crops its mask to it (maskrcnn_input.Parser): an all-0 target, the object
learnt as no pixel at all. Now the mask holds at least the pixel under the box's centre
(engine.sources.geometry.covers_its_box; docs/design.md §5)."""

from __future__ import annotations

import io
import json
import os

import numpy as np
from PIL import Image

from tests.engine import model_garden_run
from tests.engine.annotated_records import detection_keys, records
from tests.engine.conftest import run_cli

#: (x, y, w, h) in a 400 x 400 picture stored at 32 x 32: 0.08 output pixels each way
TINY_SHAPE = (201.0, 201.0, 1.0, 1.0)
TINY_BOX = (302.0, 96.0, 1.0, 1.0)
LARGE = (20.0, 20.0, 100.0, 100.0)


def _coco(root) -> str:
    os.makedirs(root / "images")
    Image.new("RGB", (400, 400), (90, 120, 30)).save(root / "images" / "a.png")
    anns = []
    for n, ((x, y, w, h), shape) in enumerate(
            [(TINY_SHAPE, True), (TINY_BOX, False), (LARGE, True)], 1):
        a = {"id": n, "image_id": 1, "category_id": 1, "bbox": [x, y, w, h],
             "area": w * h, "iscrowd": 0}
        if shape:
            a["segmentation"] = [[x, y, x + w, y, x + w, y + h, x, y + h]]
        anns.append(a)
    os.makedirs(root / "annotations")
    path = root / "annotations" / "instances_train.json"
    path.write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.png", "width": 400, "height": 400}],
        "annotations": anns, "categories": [{"id": 1, "name": "seed"}]}))
    return str(path)


#: Model Garden's Mask R-CNN training input (its decoder and parser) of the records in
#: {out}: the pixels of each object's mask cropped to its box, as JSON
_MG_MASKRCNN = """
import glob, json
import tensorflow as tf
from official.vision.dataloaders import maskrcnn_input, tf_example_decoder
decode = tf_example_decoder.TfExampleDecoder(include_mask=True).decode
parse = maskrcnn_input.Parser(output_size=[64, 64], min_level=2, max_level=6, num_scales=1,
    aspect_ratios=[1.0], anchor_size=4, include_mask=True, mask_crop_size=28,
    aug_rand_hflip=False).parse_fn(is_training=True)
for raw in tf.data.TFRecordDataset(glob.glob({out!r} + "/*.tfrecord")):
    _, labels = parse(decode(raw))
    print(json.dumps(tf.reduce_sum(labels["gt_masks"][:3], [1, 2]).numpy().tolist()))
"""


def _convert(tmp_path) -> str:
    out = str(tmp_path / "out")
    code, _, err = run_cli("convert", _coco(tmp_path / "src"), "--out", out, "--size", "32",
                           "--format", "png", "--workers", "1", "--masks", timeout=300)
    assert code == 0, err[-2000:]
    return out


def test_an_object_under_a_pixel_has_the_pixel_under_its_box_as_its_mask(tmp_path):
    out = _convert(tmp_path)
    (r,) = records(out, detection_keys(True))
    boxes = np.stack([r[f"image/object/bbox/{k}"] for k in ("xmin", "ymin", "xmax", "ymax")],
                     axis=1) * 32
    masks = [np.asarray(Image.open(io.BytesIO(png))) for png in r["image/object/mask"]]
    assert len(masks) == len(boxes) == 3   # (the two tiny boxes are kept: 0.3.10)
    for (x0, y0, x1, y1), mask in zip(boxes[:2], masks[:2], strict=True):
        assert (x1 - x0, y1 - y0) < (1, 1)
        assert mask.sum() == 1 and mask[int((y0 + y1) / 2), int((x0 + x1) / 2)] == 1
    assert r["image/object/area"][0] == 1.0   # (a shape's area is its mask's)
    assert masks[2].sum() == 8 * 8   # (a mask with pixels is as it was)


def test_model_garden_trains_on_the_tiny_objects_masks(tmp_path):
    """Its Mask R-CNN parser keeps the two boxes under a pixel (stored where the resize
    puts them) and their cropped masks have pixels: they were all 0."""
    sums = json.loads(model_garden_run.python(_MG_MASKRCNN.format(out=_convert(tmp_path))))
    assert len(sums) == 3 and all(s > 0 for s in sums), sums
