"""End to end, per source format: generated images with pure-colour rectangles at known
places, annotation files in each format, converted with stretch, fit and crop by the real
engine; the stored image is decoded, every rectangle found by its colour, and the stored
normalised box must match it within one pixel (masks: the shapes' pixels).

The records are read with TF Model Garden's decoder feature specs. tf-models-official
itself cannot be installed beside this project's pins: `pip install tf-models-official -c
<(pip freeze)` finds no release compatible with tensorflow 2.21 (pip backtracks to old
releases that pin PyYAML < 5.4, which does not build on this Python). So the decoders'
`_keys_to_features` are copied here from official/vision/dataloaders/tf_example_decoder.py
(TfExampleDecoder, include_mask=True) and segmentation_input.py (Decoder) and parsed with
TensorFlow's own parser, decoding masks as TfExampleDecoder._decode_masks does.
"""

from __future__ import annotations

import glob
import json
import os

import numpy as np
import pytest
import tensorflow as tf

from tests.engine import annotated_data as A
from tests.engine.conftest import run_cli

SIZE = 160
MODES = ("stretch", "fit", "crop")


def detection_keys(include_mask: bool) -> dict:
    """TfExampleDecoder(include_mask=...)._keys_to_features (Model Garden)."""
    keys = {
        "image/encoded": tf.io.FixedLenFeature((), tf.string),
        "image/height": tf.io.FixedLenFeature((), tf.int64, -1),
        "image/width": tf.io.FixedLenFeature((), tf.int64, -1),
        "image/object/bbox/xmin": tf.io.VarLenFeature(tf.float32),
        "image/object/bbox/xmax": tf.io.VarLenFeature(tf.float32),
        "image/object/bbox/ymin": tf.io.VarLenFeature(tf.float32),
        "image/object/bbox/ymax": tf.io.VarLenFeature(tf.float32),
        "image/object/class/label": tf.io.VarLenFeature(tf.int64),
        "image/object/area": tf.io.VarLenFeature(tf.float32),
        "image/object/is_crowd": tf.io.VarLenFeature(tf.int64),
        "image/source_id": tf.io.FixedLenFeature((), tf.string),
    }
    if include_mask:
        keys["image/object/mask"] = tf.io.VarLenFeature(tf.string)
    return keys


#: segmentation_input.Decoder._keys_to_features (Model Garden).
SEGMENTATION_KEYS = {
    "image/encoded": tf.io.FixedLenFeature((), tf.string, default_value=""),
    "image/height": tf.io.FixedLenFeature((), tf.int64, default_value=0),
    "image/width": tf.io.FixedLenFeature((), tf.int64, default_value=0),
    "image/segmentation/class/encoded": tf.io.FixedLenFeature((), tf.string, default_value=""),
}


def records(out: str, keys: dict) -> list[dict]:
    out_records = []
    for path in sorted(glob.glob(os.path.join(out, "*.tfrecord"))):
        for raw in tf.data.TFRecordDataset(path):
            p = tf.io.parse_single_example(raw, keys)
            d = {}
            for k, v in p.items():
                if isinstance(v, tf.SparseTensor):
                    v = tf.sparse.to_dense(v, default_value="" if v.dtype == tf.string else 0)
                d[k] = v.numpy()
            # the file name, which Model Garden does not read, to find the source image
            d["filename"] = tf.io.parse_single_example(raw, {
                "image/filename": tf.io.FixedLenFeature((), tf.string)})["image/filename"
                                                                          ].numpy().decode()
            out_records.append(d)
    return out_records


def colour_box(img: np.ndarray, colour) -> tuple[int, int, int, int] | None:
    """Pixel-edge box of the pixels at least half `colour` (edges blend with black)."""
    ch = int(np.argmax(colour))
    others = [c for c in range(3) if c != ch]
    sel = (img[..., ch] >= 128) & (img[..., others[0]] < 128) & (img[..., others[1]] < 128)
    ys, xs = np.nonzero(sel)
    if xs.size == 0:
        return None
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def convert(source: str, out: str, mode: str, *extra: str) -> dict:
    code, events, err = run_cli("convert", source, "--out", out, "--size", str(SIZE),
                                "--resize", mode, "--format", "png", "--workers", "1",
                                "--shuffle", *extra, timeout=300)
    assert code == 0, err[-2000:]
    with open(os.path.join(out, _manifest_name())) as f:
        return json.load(f)


def _manifest_name() -> str:
    from engine.run import side_files
    return side_files.MANIFEST


def assert_fills(mask: np.ndarray, found: tuple[int, int, int, int], what) -> None:
    """The mask is the shape's pixels: every pixel inside the rectangle found by colour
    (but its one-pixel rim, which resizing blends) is set, and none outside that rim."""
    x0, y0, x1, y1 = found
    assert mask[y0 + 1:y1 - 1, x0 + 1:x1 - 1].all(), (what, "holes in the mask")
    outside = mask.copy()
    outside[max(0, y0 - 1):y1 + 1, max(0, x0 - 1):x1 + 1] = False
    assert not outside.any(), (what, "mask pixels outside the shape", int(outside.sum()))


def expected_classes(filename: str, img: np.ndarray) -> set[str]:
    """Classes whose colour is visible in the stored picture."""
    return {c for c, col in A.COLOURS.items() if colour_box(img, col) is not None}


def check_detection(out: str, masks: bool = False, order: list[str] = A.ORDER,
                    shapes: bool = True) -> None:
    """`shapes`: the objects have shapes (polygons, RLE), so a mask's pixel count is the
    area; objects with only a box keep their box's area beside its box mask."""
    with open(os.path.join(out, _manifest_name())) as f:
        manifest = json.load(f)
    m_labels = manifest["label_map"]
    assert manifest["task"] == "detection"
    assert [m_labels[str(i)] for i in range(1, 4)] == order
    with open(os.path.join(out, "label_map.pbtxt")) as f:
        assert f"id: 1\n  name: '{order[0]}'" in f.read()
    recs = records(out, detection_keys(masks))
    assert len(recs) == len(A.IMAGES)
    for r in recs:
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        h, w = img.shape[:2]
        assert (h, w) == (r["image/height"], r["image/width"]) == (SIZE, SIZE)
        names = [m_labels[str(int(c))] for c in r["image/object/class/label"]]
        assert set(names) == expected_classes(r["filename"], img), r["filename"]
        for i, name in enumerate(names):
            found = colour_box(img, A.COLOURS[name])
            stored = (r["image/object/bbox/xmin"][i] * w, r["image/object/bbox/ymin"][i] * h,
                      r["image/object/bbox/xmax"][i] * w, r["image/object/bbox/ymax"][i] * h)
            assert np.allclose(stored, found, atol=1.0), (r["filename"], name, stored, found)
            if masks:
                mk = tf.squeeze(tf.io.decode_png(r["image/object/mask"][i], channels=1,
                                                 dtype=tf.uint8), -1).numpy()
                assert mk.shape == (h, w) and set(np.unique(mk)) <= {0, 1}
                ys, xs = np.nonzero(mk)
                mbox = (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)
                assert np.allclose(mbox, found, atol=1.0), (r["filename"], name, mbox, found)
                assert_fills(mk == 1, found, (r["filename"], name))
                if shapes:
                    assert r["image/object/area"][i] == mk.sum()
                else:
                    area = (stored[2] - stored[0]) * (stored[3] - stored[1])
                    assert r["image/object/area"][i] == pytest.approx(area, rel=1e-4)


@pytest.mark.parametrize("mode", MODES)
def test_coco(tmp_path, mode):
    A.make_coco(str(tmp_path / "coco"))
    convert(str(tmp_path / "coco"), str(tmp_path / "out"), mode, "--masks")
    check_detection(str(tmp_path / "out"), masks=True)
    from engine.commands.inspect import inspect_file
    (shard,) = glob.glob(str(tmp_path / "out" / "*.tfrecord"))
    report = inspect_file(shard)
    assert report.ok and report.task[0] == "detection" and "instance masks" in report.task[1]


def test_coco_rle_masks(tmp_path):
    A.make_coco(str(tmp_path / "coco"), rle=True)
    convert(str(tmp_path / "coco"), str(tmp_path / "out"), "crop", "--masks")
    check_detection(str(tmp_path / "out"), masks=True)


def test_yolo_polygon_masks(tmp_path):
    A.make_yolo(str(tmp_path / "yolo"), polygons=True)
    convert(str(tmp_path / "yolo"), str(tmp_path / "out"), "fit", "--masks")
    check_detection(str(tmp_path / "out"), masks=True)


@pytest.mark.parametrize("mode", MODES)
def test_voc(tmp_path, mode):
    A.make_voc(str(tmp_path / "voc"))
    m = convert(str(tmp_path / "voc"), str(tmp_path / "out"), mode)
    assert m["source_kind"] == "voc" and m["annotations"]["unannotated_images"] == 1
    # VOC and the box CSV name classes only by text: the label map is alphabetical.
    check_detection(str(tmp_path / "out"), order=sorted(A.ORDER))


@pytest.mark.parametrize("mode", MODES)
def test_yolo(tmp_path, mode):
    A.make_yolo(str(tmp_path / "yolo"))
    convert(str(tmp_path / "yolo"), str(tmp_path / "out"), mode)
    check_detection(str(tmp_path / "out"))


@pytest.mark.parametrize("mode", MODES)
def test_box_csv(tmp_path, mode):
    csv = A.make_boxcsv(str(tmp_path / "csv"))
    convert(csv, str(tmp_path / "out"), mode)
    check_detection(str(tmp_path / "out"), order=sorted(A.ORDER))


@pytest.mark.parametrize("mode", MODES)
def test_segmentation_masks(tmp_path, mode):
    A.make_masks(str(tmp_path / "seg"))
    m = convert(str(tmp_path / "seg"), str(tmp_path / "out"), mode)
    assert m["task"] == "segmentation" and m["schema"] == "model-garden-segmentation"
    code, _, err = run_cli("verify", str(tmp_path / "out"), "--reader", "tensorflow")
    assert code == 0, err[-2000:]
    assert m["label_map"] == {"0": "background", "1": "cat", "2": "dog", "3": "bird"}
    check_segmentation(str(tmp_path / "out"))


def check_segmentation(out: str) -> None:
    """Each class's mask pixels are where its colour's rectangle is in the stored image."""
    recs = records(out, SEGMENTATION_KEYS)
    assert len(recs) == len(A.IMAGES)
    for r in recs:
        img = tf.io.decode_image(r["image/encoded"], channels=3).numpy()
        mask = tf.io.decode_image(r["image/segmentation/class/encoded"], channels=1
                                  ).numpy()[..., 0]
        assert mask.shape == img.shape[:2]
        assert set(np.unique(mask)) <= {0, 1, 2, 3}     # nearest-neighbour: no new values
        for name, cls in A.CLASS_IDS.items():
            found = colour_box(img, A.COLOURS[name])
            ys, xs = np.nonzero(mask == cls)
            if found is None:
                assert xs.size <= 2 * SIZE, (r["filename"], name)  # a cut-away sliver at most
                continue
            mbox = (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)
            assert np.allclose(mbox, found, atol=1.0), (r["filename"], name, mbox, found)
            assert_fills(mask == cls, found, (r["filename"], name))


@pytest.mark.parametrize("mode", MODES)
def test_multilabel(tmp_path, mode):
    csv = A.make_multilabel(str(tmp_path / "ml"))
    m = convert(csv, str(tmp_path / "out"), mode)
    assert m["task"] == "multilabel"
    assert m["features"]["image/class/label"] == {"kind": "int64", "varlen": True}
    keys = {"image/encoded": tf.io.FixedLenFeature((), tf.string),
            "image/class/label": tf.io.VarLenFeature(tf.int64),
            "image/class/text": tf.io.VarLenFeature(tf.string)}
    labels = m["labels"]
    got = {}
    for r in records(str(tmp_path / "out"), keys):
        texts = [t.decode() for t in r["image/class/text"]]
        assert [labels[i] for i in r["image/class/label"]] == texts
        got[os.path.basename(r["filename"])] = sorted(texts)
    assert got == {n: sorted({c for c, _ in rects}) for n, _, _, rects in A.IMAGES}


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
    assert finished["object_problems"] == {"mostly cut away by crop (under 50% left)": 1}
    with open(os.path.join(out, _manifest_name())) as f:
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


#: The formats whose objects have only boxes (or, in YOLO's and VOC's case, an image with
#: no label file at all: d.png), and the label order each gives.
BOX_ONLY = {"voc": (A.make_voc, sorted(A.ORDER)), "box_csv": (A.make_boxcsv, sorted(A.ORDER)),
            "yolo": (A.make_yolo, A.ORDER),
            "coco_boxes": (lambda d: A.make_coco(d, polygons=False), A.ORDER)}


@pytest.mark.parametrize("fmt", sorted(BOX_ONLY))
def test_box_only_formats_with_masks_store_each_box_as_its_mask(tmp_path, fmt):
    """docs/annotations.md: with --masks "an object without a shape gets its box as its
    mask", in every format. Pascal VOC's and the box CSV's readers did not pass --masks on
    to their images (nor VOC's and YOLO's readers to an image without a label file), so
    their records had no image/object/mask while the manifest listed it: verify failed
    on every record."""
    make, order = BOX_ONLY[fmt]
    src = make(str(tmp_path / "src"))
    out = str(tmp_path / "out")
    m = convert(src, out, "crop", "--masks")
    assert "image/object/mask" in m["features"]
    check_detection(out, masks=True, order=order, shapes=False)
    for r in records(out, detection_keys(True)):   # an image without objects: no masks
        assert len(r["image/object/mask"]) == len(r["image/object/class/label"])
    from engine.commands.verify import verify_dataset
    result = verify_dataset(out, reader="builtin")   # an empty list is there too
    assert result.ok, result.problems[:3]


def test_every_annotated_source_with_masks_verifies(tmp_path):
    """Every labelling tool's export (the fuzz test's list), converted with --masks, passes
    verify with both readers: the masks the manifest lists are in every record."""
    from engine.commands.verify import verify_dataset
    from tests.engine.test_annotation_fuzz import MAKERS
    for name, make in sorted(MAKERS.items()):
        src = make(str(tmp_path / name))
        out = str(tmp_path / f"{name}-out")
        code, _, err = run_cli("convert", src, "--out", out, "--size", "64", "--workers",
                               "1", "--masks", timeout=300)
        assert code == 0, (name, err[-2000:])
        for reader in ("builtin", "tensorflow"):
            result = verify_dataset(out, reader=reader)
            assert result.ok, (name, reader, result.problems[:3])
