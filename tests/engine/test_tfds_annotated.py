"""TFDS opens detection, segmentation and multi-label outputs (issues 13 and 14):
`tfds.builder_from_directory(out).as_dataset(split=...)` reads our shards unchanged,
decoding images, boxes, class labels (with their names), instance masks, segmentation
masks and multi-label lists, with the right counts and values.

The generated datasets (tests/engine/annotated_data.py) put pure-colour rectangles at
known places; a.jpg is 640x400 with no EXIF rotation, so after `--resize stretch` its
boxes' normalised coordinates are the rectangles' pixel edges over the image size.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf
import tensorflow_datasets as tfds

from engine.run import side_files
from tests.engine import annotated_data as A
from tests.engine import model_garden_run
from tests.engine.conftest import run_cli
from tests.engine.snippet_run import dali_available, dali_read

SIZE = 64
A_SIZE = (640, 400)
A_RECTS = dict((c, r) for c, r in A.IMAGES[0][3])    # a.jpg: {"cat": box, "dog": box}


def convert(source: str, out: Path, *extra: str) -> dict:
    code, _, err = run_cli("convert", source, "--out", str(out), "--workers", "1",
                           "--shards", "2", *extra, timeout=300)
    assert code == 0, err[-2000:]
    return json.loads((out / side_files.MANIFEST).read_text())


def read_tfds(out: Path) -> tuple[object, list[dict]]:
    builder = tfds.builder_from_directory(str(out))
    rows = list(tfds.as_numpy(builder.as_dataset(split="train")))
    return builder, rows


def by_name(rows: list[dict]) -> dict[str, dict]:
    return {r["image"]["filename"].decode(): r["image"] for r in rows}


def expected_box(cls: str) -> list[float]:
    x0, y0, x1, y1 = A_RECTS[cls]
    w, h = A_SIZE
    return [x0 / w, y0 / h, x1 / w, y1 / h]


def check_counts(builder, rows: list[dict], manifest: dict) -> None:
    assert builder.info.splits["train"].num_examples == manifest["total_records"] == 4
    assert builder.info.splits["train"].num_shards == 2
    assert len(rows) == 4


@pytest.fixture(scope="module")
def detection(tmp_path_factory):
    root = tmp_path_factory.mktemp("tfds_det")
    A.make_coco(str(root / "src"))
    out = root / "out"
    m = convert(str(root / "src"), out, "--size", str(SIZE), "--resize", "stretch",
                "--format", "png", "--masks")
    return out, m


def test_detection_boxes_labels_and_masks(detection):
    out, manifest = detection
    builder, rows = read_tfds(out)
    check_counts(builder, rows, manifest)
    label = builder.info.features["image"]["object"]["class"]["label"]
    assert label.names[1:] == A.ORDER          # stored labels are 1-based
    records = by_name(rows)
    assert set(records) == {f"images/{n}" for n, *_ in A.IMAGES}
    a = records["images/a.jpg"]
    assert a["encoded"].shape == (SIZE, SIZE, 3)
    objs = a["object"]
    texts = [t.decode() for t in objs["class"]["text"]]
    assert sorted(texts) == ["cat", "dog"]
    for i, text in enumerate(texts):
        assert label.int2str(int(objs["class"]["label"][i])) == text
        got = [objs["bbox"][k][i] for k in ("xmin", "ymin", "xmax", "ymax")]
        np.testing.assert_allclose(got, expected_box(text), atol=1 / SIZE)
        mask = objs["mask"][i]
        assert mask.shape == (SIZE, SIZE, 1)
        # the polygon mask covers its box: 1 at the box's centre, 0 outside it
        cx = int((got[0] + got[2]) / 2 * SIZE)
        cy = int((got[1] + got[3]) / 2 * SIZE)
        assert mask[cy, cx, 0] == 1
        assert mask[0, 0, 0] == 0 and mask[SIZE - 1, SIZE - 1, 0] == 0
        assert float(mask.sum()) == pytest.approx(float(objs["area"][i]))
    # the image's own pixels: the cat's colour where its box says
    x0, y0, x1, y1 = (int(round(v * SIZE)) for v in expected_box("cat"))
    pixel = a["encoded"][(y0 + y1) // 2, (x0 + x1) // 2].astype(int)   # a JPEG source
    assert np.abs(pixel - A.COLOURS["cat"]).max() <= 8, pixel
    empty = records["images/d.png"]["object"]          # a background image: no objects
    assert empty["bbox"]["xmin"].shape == (0,) and empty["mask"].shape[0] == 0


def test_detection_values_equal_tensorflow_parse(detection):
    """TFDS decodes the same numbers TensorFlow's own parser reads from the shards."""
    out, _ = detection
    _, rows = read_tfds(out)
    records = by_name(rows)
    keys = {"image/filename": tf.io.FixedLenFeature((), tf.string),
            **{f"image/object/bbox/{k}": tf.io.VarLenFeature(tf.float32)
               for k in ("xmin", "ymin", "xmax", "ymax")},
            "image/object/class/label": tf.io.VarLenFeature(tf.int64)}
    seen = 0
    for raw in tf.data.TFRecordDataset(sorted(str(p) for p in out.glob("*.tfrecord"))):
        ex = tf.io.parse_single_example(raw, keys)
        obj = records[ex["image/filename"].numpy().decode()]["object"]
        for k in ("xmin", "ymin", "xmax", "ymax"):
            np.testing.assert_array_equal(
                tf.sparse.to_dense(ex[f"image/object/bbox/{k}"]).numpy(), obj["bbox"][k])
        np.testing.assert_array_equal(
            tf.sparse.to_dense(ex["image/object/class/label"]).numpy(), obj["class"]["label"])
        seen += 1
    assert seen == 4


def test_detection_of_varying_sizes_jpeg(tmp_path):
    """--resize none: image and box sizes vary, the features say so (no fixed shape)."""
    A.make_voc(str(tmp_path / "src"))
    out = tmp_path / "out"
    manifest = convert(str(tmp_path / "src"), out, "--resize", "none", "--format", "jpeg")
    builder, rows = read_tfds(out)
    check_counts(builder, rows, manifest)
    a = by_name(rows)["JPEGImages/a.jpg"]
    assert a["encoded"].shape == (A_SIZE[1], A_SIZE[0], 3)
    objs = a["object"]
    label = builder.info.features["image"]["object"]["class"]["label"]
    for i, text in enumerate(t.decode() for t in objs["class"]["text"]):
        assert label.int2str(int(objs["class"]["label"][i])) == text
        got = [objs["bbox"][k][i] for k in ("xmin", "ymin", "xmax", "ymax")]
        np.testing.assert_allclose(got, expected_box(text), atol=1e-6)
        assert objs["difficult"][i] == int(text == "bird")


@pytest.fixture(scope="module")
def mask_source(tmp_path_factory) -> str:
    """The class-mask source (annotated_data.make_masks), made once for this module."""
    return A.make_masks(str(tmp_path_factory.mktemp("tfds_masks") / "src"))


def test_segmentation_masks(mask_source, tmp_path):
    out = tmp_path / "out"
    manifest = convert(mask_source, out, "--size", str(SIZE), "--resize", "stretch",
                       "--format", "png")
    builder, rows = read_tfds(out)
    check_counts(builder, rows, manifest)
    feature = builder.info.features["image"]["segmentation"]["class"]["encoded"]
    assert feature.names == ["background", "cat", "dog", "bird"]
    records = by_name(rows)
    a = records["images/a.jpg"]
    mask = a["segmentation"]["class"]["encoded"]
    assert mask.shape == (SIZE, SIZE, 1)
    assert a["segmentation"]["class"]["format"] == b"png"
    for cls in ("cat", "dog"):
        x0, y0, x1, y1 = (v * SIZE for v in expected_box(cls))
        assert mask[int((y0 + y1) / 2), int((x0 + x1) / 2), 0] == A.CLASS_IDS[cls]
    assert mask[0, 0, 0] == 0
    assert set(np.unique(mask)) == {0, 1, 2}          # nearest neighbour: no new values
    assert set(np.unique(records["images/d.png"]["segmentation"]["class"]["encoded"])) == {0}


def test_multilabel_lists(multilabel):
    manifest = json.loads((multilabel / side_files.MANIFEST).read_text())
    builder, rows = read_tfds(multilabel)
    check_counts(builder, rows, manifest)
    label = builder.info.features["image"]["class"]["label"].feature
    assert label.names == manifest["labels"]
    records = by_name(rows)
    for name, _, _, rects in A.IMAGES:
        cls = records[f"images/{name}"]["class"]
        want = sorted({c for c, _ in rects})
        assert sorted(t.decode() for t in cls["text"]) == want
        assert sorted(label.int2str(int(v)) for v in cls["label"]) == want


# --- "How to load" for annotated outputs: the snippets run and read the real values ----

def _snippet(out: Path, which: str) -> dict:
    from engine.records.loading import how_to_load
    m = json.loads((out / side_files.MANIFEST).read_text())
    return next(e for e in how_to_load(str(out), m) if e["id"] == which)


def _run(code: str) -> dict:
    ns: dict = {"__name__": "snippet"}
    exec(compile(code, "<snippet>", "exec"), ns)
    return ns


@pytest.fixture(scope="module")
def segmentation(mask_source, tmp_path_factory):
    out = tmp_path_factory.mktemp("tfds_seg") / "out"
    convert(mask_source, out, "--size", str(SIZE), "--format", "png")
    return out


@pytest.fixture(scope="module")
def multilabel(tmp_path_factory):
    root = tmp_path_factory.mktemp("tfds_ml")
    src = A.make_multilabel(str(root / "src"))
    out = root / "out"
    convert(src, out, "--size", str(SIZE), "--format", "png")
    return out


def _a_first(rows: list) -> list:
    """(image, target) pairs with a.jpg's first: the one whose values are checked."""
    return sorted(rows, key=lambda r: -int(r[0].shape[1] == SIZE and _is_a(r)))


def _is_a(row) -> bool:
    image = np.asarray(row[0])
    x0, y0, x1, y1 = (int(round(v * SIZE)) for v in expected_box("dog"))
    px = image[(y0 + y1) // 2, (x0 + x1) // 2].astype(int)
    return np.abs(px - A.COLOURS["dog"]).max() <= 8 and \
        np.abs(image[SIZE // 3, SIZE // 4].astype(int) - A.COLOURS["cat"]).max() <= 8


@pytest.mark.parametrize("which", ["tf.data", "tfds"])
def test_detection_snippets_read_boxes_and_masks(detection, which):
    out, _ = detection
    ns = _run(_snippet(out, which)["code"])
    assert ns["LABELS"] == A.ORDER
    rows = list(ns["dataset"])
    assert len(rows) == 4
    a = [r for r in rows if _is_a(r)]
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
    ns = _run(_snippet(segmentation, which)["code"])
    assert ns["LABELS"] == ["background", "cat", "dog", "bird"]
    batches = list(ns["dataset"])
    if which == "tf.data":                              # batched: fixed size
        pairs = [(i, m) for images, masks in batches for i, m in zip(images, masks, strict=True)]
    else:
        pairs = batches
    assert len(pairs) == 4
    (image, mask), = [p for p in pairs if _is_a(p)]
    mask = np.asarray(mask)[..., 0]
    for cls in ("cat", "dog"):
        x0, y0, x1, y1 = (v * SIZE for v in expected_box(cls))
        assert mask[int((y0 + y1) / 2), int((x0 + x1) / 2)] == A.CLASS_IDS[cls]


@pytest.mark.parametrize("which", ["tf.data", "tfds"])
def test_multilabel_snippets_read_label_lists(multilabel, which):
    ns = _run(_snippet(multilabel, which)["code"])
    labels = ns["LABELS"]
    batches = list(ns["dataset"])
    if which == "tf.data":                              # batched multi-hot vectors
        sets = sorted(tuple(labels[j] for j in np.flatnonzero(np.asarray(v)))
                      for _, hot in batches for v in hot)
    else:
        sets = sorted(tuple(sorted(labels[int(j)] for j in np.asarray(v))) for _, v in batches)
    want = sorted(tuple(sorted({c for c, _ in rects})) for *_, rects in A.IMAGES)
    assert sets == want


def test_model_garden_entries_say_what_to_use(detection, segmentation, multilabel):
    det = _snippet(detection[0], "model_garden")
    assert "TfExampleDecoder(include_mask=True)" in det["code"]
    assert "num_classes = 4" in det["code"]                   # 3 classes + background
    assert "segmentation_input.Decoder()" in _snippet(segmentation, "model_garden")["code"]
    assert "is_multilabel=True" in _snippet(multilabel, "model_garden")["code"]


#: After a detection or segmentation snippet (its `dataset` of Model Garden's decoded
#: examples): a.jpg's values, found by its colours, as JSON.
_MG_DETECTION = """
import json
import numpy as np
from tests.engine.test_tfds_annotated import _is_a
for ex in dataset:
    if _is_a([ex["image"].numpy()]):
        print(json.dumps([ex["groundtruth_boxes"].numpy().tolist(),
                          ex["groundtruth_classes"].numpy().tolist(),
                          list(ex["groundtruth_instance_masks"].shape)]))
"""

_MG_SEGMENTATION = """
import json
import numpy as np
from official.vision.dataloaders import segmentation_input
from tests.engine.test_tfds_annotated import _is_a
parse = segmentation_input.Parser(output_size=[64, 64]).parse_fn(is_training=False)
for ex in dataset:
    if _is_a([tf.io.decode_image(ex["image/encoded"]).numpy()]):
        _, labels = parse(ex)
        print(json.dumps(labels["masks"].numpy()[..., 0].astype(int).tolist()))
"""


def test_model_garden_decodes_boxes_and_masks(detection):
    code = _snippet(detection[0], "model_garden")["code"]
    boxes, classes, masks = json.loads(model_garden_run.python(code + _MG_DETECTION))
    got = {A.ORDER[c - 1]: [b[1], b[0], b[3], b[2]] for c, b in zip(classes, boxes, strict=True)}
    assert set(got) == {"cat", "dog"}                 # its boxes: [ymin, xmin, ymax, xmax]
    for cls, box in got.items():
        np.testing.assert_allclose(box, expected_box(cls), atol=1 / SIZE)
    assert masks == [2, SIZE, SIZE]


def test_model_garden_parses_segmentation_masks(segmentation):
    code = _snippet(segmentation, "model_garden")["code"]
    mask = np.asarray(json.loads(model_garden_run.python(code + _MG_SEGMENTATION)))
    for cls in ("cat", "dog"):
        x0, y0, x1, y1 = (v * SIZE for v in expected_box(cls))
        assert mask[int((y0 + y1) / 2), int((x0 + x1) / 2)] == A.CLASS_IDS[cls]


def test_model_garden_trains_on_label_lists(multilabel):
    code = _snippet(multilabel, "model_garden")["code"]
    shape, hot = json.loads(model_garden_run.python(
        code + model_garden_run.CLASSIFY.format(height=SIZE, width=SIZE)))
    labels = (multilabel / "labels.txt").read_text().splitlines()
    assert shape == [64, SIZE, SIZE, 3]
    sets = {tuple(labels[j] for j in np.flatnonzero(v)) for v in hot}
    assert sets == {tuple(sorted({c for c, _ in rects})) for *_, rects in A.IMAGES}


def _dali_rows(out: Path, report: str) -> list:
    entry = _snippet(out, "dali")
    assert entry["code"] and entry["note"].startswith("Runs on the CPU as written.")
    if not dali_available():
        compile(entry["code"], "<dali>", "exec")
        pytest.skip("DALI has no wheel for this platform")
    return dali_read(entry["code"], 4, "[outs[0].at(i).tolist(), " + report + "]")


def test_dali_snippet_reads_boxes_and_labels(detection):
    out, _ = detection
    note = _snippet(out, "dali")["note"]
    assert "the object masks are not read" in note    # DALI reads no lists of strings
    rows = _dali_rows(out, "outs[1].at(i).tolist(), outs[2].at(i).tolist()")
    (image, boxes, labels), = [r for r in rows if _is_a(r)]
    got = {A.ORDER[lab - 1]: box for lab, box in zip(labels, boxes, strict=True)}
    assert set(got) == {"cat", "dog"}
    for cls, box in got.items():                        # [xmin, ymin, xmax, ymax]
        np.testing.assert_allclose(box, expected_box(cls), atol=1 / SIZE)
    assert sorted(len(b) for _, b, _ in rows) == [0, 2, 2, 2]    # d.png has no objects


def test_dali_snippet_reads_segmentation_masks(segmentation):
    rows = _dali_rows(segmentation, "outs[1].at(i).tolist()")
    (image, mask), = [r for r in rows if _is_a(r)]
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
        return json.loads(python(TORCH_STAND_IN + _snippet(out, "pytorch")["code"] +
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
