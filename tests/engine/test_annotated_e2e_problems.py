"""End to end, annotated sources with problems and edge cases: objects cut away by crop
and unknown categories are counted and listed, --format original keeps the stored pixel
grid, boxes follow the 3/8 decode, hostile or mismatched masks cost only their image, and
two categories of one name are one class."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest
import tensorflow as tf

from tests.engine import annotated_data as A
from tests.engine.annotated_records import convert, detection_keys, manifest_name, records
from tests.engine.conftest import run_cli


def test_problems_are_counted_listed_and_verified(tmp_path):
    """A box mostly cut away by crop is dropped and counted; an image with an unknown
    category is listed in rejected.csv; the rest converts and verifies."""
    path = A.make_coco(str(tmp_path / "coco"), polygons=False)
    with open(path) as f:
        data = json.load(f)
    # b.png (300x200) cropped to a square keeps columns 50..250: 10..60 keeps 10 of 50.
    data["annotations"].append({"id": 99, "image_id": 2, "category_id": 2,
                                "bbox": [10, 170, 50, 20], "iscrowd": 0})
    data["annotations"].append({"id": 100, "image_id": 3, "category_id": 42,
                                "bbox": [1, 1, 5, 5]})
    with open(path, "w") as f:
        json.dump(data, f)
    out = str(tmp_path / "out")
    code, events, err = run_cli("convert", str(tmp_path / "coco"), "--out", out, "--size", "160",
                                "--resize", "crop", "--workers", "1", "--verify",
                                "--skip-unannotated", timeout=300)
    assert code == 0, err[-2000:]
    finished = next(e for e in events if e["type"] == "run_finished")["summary"]
    assert finished["task"] == "detection" and finished["verified"] is True
    # (and it clips a.jpg's and b.png's boxes: the square it keeps cuts them)
    assert finished["object_problems"] == {"mostly cut away by crop (under 50% left)": 1,
                                           "partly cut away by crop: clipped": 4}
    with open(os.path.join(out, manifest_name())) as f:
        m = json.load(f)
    assert m["annotations"]["object_problems"] == finished["object_problems"]
    assert m["options"]["annotations"]["skip_unannotated"] is True
    with open(os.path.join(out, "rejected.csv")) as f:
        rejected = f.read()
    assert "c.jpg" in rejected and "unknown category id 42" in rejected
    assert "d.png" in rejected and "--skip-unannotated" in rejected
    assert m["total_records"] == 2


def test_original_format_keeps_stored_grid(tmp_path):
    """--format original stores the file's bytes: boxes stay in its stored pixel grid
    (EXIF orientation is not applied to either)."""
    A.make_voc(str(tmp_path / "voc"))
    out = str(tmp_path / "out")
    code, _, err = run_cli("convert", str(tmp_path / "voc"), "--out", out, "--format",
                           "original", "--workers", "1", timeout=300)
    assert code == 0, err[-2000:]
    keys = detection_keys(False)
    for r in records(out, keys):
        name = os.path.basename(r["filename"])
        size, rects = next((s, rc) for n, s, _, rc in A.IMAGES if n == name)
        got = sorted(zip(r["image/object/bbox/xmin"] * size[0],
                         r["image/object/bbox/ymin"] * size[1], strict=True))
        want = sorted((float(x0), float(y0)) for _, (x0, y0, _, _) in rects)
        assert np.allclose(got, want, atol=0.01) if want else not got


def test_boxes_follow_the_three_eighths_decode_on_every_decoder(tmp_path):
    # A 700x449 JPEG for a 160x160 target is decoded at 3/8 (263x169) by the default
    # decoder. Rectangles on 8-pixel block edges decode to sharp edges on drafted pixels
    # (36, 6, 150, 165), so their stored boxes are known exactly; boxes computed for a full
    # decode would be up to 0.6 px off. Under TFRS_DECODER=turbo an annotated image takes
    # the same path (engine.sources.annotated.image_options): the same records.
    from engine.codecs import jpeg_scale
    from engine.codecs.decoders import fast_path_available
    if not jpeg_scale.available():
        pytest.skip("Pillow's JPEG decoder is not libjpeg-turbo: no 3/8 decode")
    root = tmp_path / "coco"
    os.makedirs(root / "images")
    os.makedirs(root / "annotations")
    A.draw((700, 449), [("cat", (96, 16, 400, 440))]).save(
        root / "images" / "p.jpg", "JPEG", quality=100, subsampling=0)
    with open(root / "annotations" / "instances_train.json", "w") as f:
        json.dump({"images": [{"id": 1, "file_name": "p.jpg", "width": 700, "height": 449}],
                   "annotations": [{"id": 1, "image_id": 1, "category_id": 1, "iscrowd": 0,
                                    "bbox": [96, 16, 304, 424], "area": 304 * 424}],
                   "categories": [{"id": 1, "name": "cat"}]}, f)
    outputs = {}
    for decoder in ("scaled", "turbo") if fast_path_available() else ("scaled",):
        out = str(tmp_path / decoder)
        code, _, err = run_cli("convert", str(root), "--out", out, "--size", "160",
                               "--resize", "stretch", "--workers", "1",
                               env={"TFRS_DECODER": decoder})
        assert code == 0, err[-2000:]
        (rec,) = records(out, detection_keys(False))
        box = [rec[f"image/object/bbox/{k}"][0] for k in ("xmin", "ymin", "xmax", "ymax")]
        assert box == pytest.approx([36 / 263, 6 / 169, 150 / 263, 165 / 169], abs=1e-6)
        outputs[decoder] = (rec["image/encoded"], box)
    assert len({v[0] for v in outputs.values()}) == 1


def test_hostile_and_mismatched_masks_cost_only_their_image(tmp_path):
    # A mask is opened as images are: the formats we read and --max-pixels, its size
    # checked before its pixels are decoded. A 40000x40000 "mask" of a few hundred bytes
    # is refused from its header; a mask of another size than its image is refused too,
    # and a 16-bit one whose classes do not fit 0..255; a FIFO named like a mask is refused
    # before a byte is read (it would block the worker forever).
    import csv

    from PIL import Image

    from tests.engine.imagefactory.images import png16, png_bomb
    root = tmp_path / "seg"
    A.make_masks(str(root))
    for folder in ("images", "masks"):     # one more good image: e, a copy of d
        (root / folder / "e.png").write_bytes((root / folder / "d.png").read_bytes())
    (root / "masks" / "a.png").write_bytes(png_bomb())
    Image.new("L", (30, 20)).save(root / "masks" / "b.png")
    wide = np.zeros((160, 200), np.uint16)
    wide[10:20, 10:20] = 300
    (root / "masks" / "d.png").write_bytes(png16(wide))
    fifo = hasattr(os, "mkfifo")
    if fifo:
        (root / "masks" / "c.png").unlink()
        os.mkfifo(root / "masks" / "c.png")
    m = convert(str(root), str(tmp_path / "out"), "stretch")
    assert m["total_records"] == len(A.IMAGES) + 1 - 3 - fifo
    with open(tmp_path / "out" / "rejected.csv", newline="", encoding="utf-8") as f:
        reasons = {os.path.basename(r["path"]): r["reason"] for r in csv.DictReader(f)}
    assert "mask" in reasons["a.jpg"] and "--max-pixels" in reasons["a.jpg"], reasons
    assert "the mask masks/b.png is 30x20, but its image is 300x200" in reasons["b.png"], \
        reasons
    assert "class values outside 0..255" in reasons["d.png"], reasons
    if fifo:
        assert "cannot read the mask" in reasons["c.jpg"], reasons


def test_two_categories_of_one_name_are_one_class_and_the_dataset_verifies(tmp_path):
    """Two COCO categories named "cat" gave labels.txt "cat\ncat" and a label map naming it
    twice: the run said Done and its own verify then failed."""
    A.write_images(str(tmp_path / "coco" / "images"))
    name, size, _, _ = A.IMAGES[0]
    data = {"images": [{"id": 1, "file_name": name, "width": size[0], "height": size[1]}],
            "annotations": [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [2, 2, 20, 20]},
                            {"id": 2, "image_id": 1, "category_id": 2,
                             "bbox": [30, 10, 20, 20]},
                            {"id": 3, "image_id": 1, "category_id": 3,
                             "bbox": [5, 30, 10, 10]}],
            "categories": [{"id": 1, "name": "cat"}, {"id": 2, "name": "cat"},
                           {"id": 3, "name": "dog"}]}
    (tmp_path / "coco" / "instances_x.json").write_text(json.dumps(data))
    out = str(tmp_path / "out")
    code, _, err = run_cli("convert", str(tmp_path / "coco"), "--out", out, "--size", "64",
                           "--workers", "1")
    assert code == 0, err
    with open(os.path.join(out, "labels.txt")) as f:
        assert f.read().split() == ["cat", "dog"]
    keys = dict(detection_keys(include_mask=False),
                **{"image/object/class/text": tf.io.VarLenFeature(tf.string)})
    (rec,) = records(out, keys)
    assert list(rec["image/object/class/label"]) == [1, 1, 2]
    assert [t.decode() for t in rec["image/object/class/text"]] == ["cat", "cat", "dog"]
    code, _, err = run_cli("verify", out, "--reader", "tensorflow")
    assert code == 0, err
