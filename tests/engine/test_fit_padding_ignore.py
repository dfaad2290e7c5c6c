"""--resize fit and semantic segmentation, end to end: the padding fit adds around a
picture that is not square is 255, "ignore", in the stored class mask (it is no part of
the picture; TF Model Garden's segmentation parser pads its labels the same way), for a
mask folder and for masks drawn from COCO polygons, on the default decode and --exact,
at 1 and 2 workers; the picture keeps its classes. An object's own mask (detection,
--masks) keeps 0 there: not the object. verify, inspect and Model Garden's own
segmentation_input.Decoder and Parser read it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf
from PIL import Image

from engine.run import side_files
from tests.engine import model_garden_run
from tests.engine.annotated_records import SEGMENTATION_KEYS, detection_keys, records
from tests.engine.conftest import ROOT, run_cli

pytestmark = pytest.mark.e2e

SIZE = 64
GREY = (128, 128, 128)
COLOURS = {1: (230, 30, 30), 2: (30, 200, 30)}
#: name, stored size, EXIF orientation, [(class value, (x0, y0, x1, y1) stored pixels)]:
#: wide (bars above and below), tall and large enough for the JPEG's reduced decode (bars
#: left and right), stored wide and turned upright by EXIF (bars left and right).
IMAGES = [
    ("wide.png", (120, 60), 1, [(1, (10, 8, 50, 40)), (2, (70, 20, 112, 56))]),
    ("tall.jpg", (240, 400), 1, [(1, (20, 40, 200, 160)), (2, (60, 250, 180, 380))]),
    ("turned.jpg", (360, 240), 6, [(2, (40, 40, 200, 160)), (1, (232, 80, 352, 200))]),
]


def make_source(root: Path) -> tuple[str, str]:
    """(a mask folder, a COCO export of the same pictures and rectangles, as polygons)."""
    folder, coco = root / "folder", root / "coco"
    for d in (folder / "images", folder / "masks", coco / "images"):
        d.mkdir(parents=True)
    images, anns = [], []
    for i, (name, (w, h), o, rects) in enumerate(IMAGES, 1):
        pic = np.full((h, w, 3), GREY, np.uint8)
        mask = np.zeros((h, w), np.uint8)
        for cls, (x0, y0, x1, y1) in rects:
            pic[y0:y1, x0:x1] = COLOURS[cls]
            mask[y0:y1, x0:x1] = cls
            anns.append({"id": len(anns) + 1, "image_id": i, "category_id": cls,
                         "bbox": [x0, y0, x1 - x0, y1 - y0], "area": (x1 - x0) * (y1 - y0),
                         "iscrowd": 0, "segmentation": [[x0, y0, x1, y0, x1, y1, x0, y1]]})
        im = Image.fromarray(pic)
        for d in (folder, coco):
            if name.endswith(".jpg"):
                exif = Image.Exif()
                if o != 1:
                    exif[0x0112] = o
                im.save(d / "images" / name, "JPEG", quality=95, subsampling=0, exif=exif)
            else:
                im.save(d / "images" / name)
        Image.fromarray(mask, "L").save(folder / "masks" / (os.path.splitext(name)[0] + ".png"))
        images.append({"id": i, "file_name": name, "width": w, "height": h})
    (folder / "classes.txt").write_text("background\ncat\ndog\n")
    (coco / "instances.json").write_text(json.dumps({
        "images": images, "annotations": anns,
        "categories": [{"id": 1, "name": "cat"}, {"id": 2, "name": "dog"}]}))
    return str(folder), str(coco / "instances.json")


@pytest.fixture(scope="module")
def sources(tmp_path_factory) -> tuple[str, str]:
    return make_source(tmp_path_factory.mktemp("fit_src") / "src")


def convert(source: str, out: Path, *extra: str) -> dict:
    code, _, err = run_cli("convert", source, "--out", str(out), "--size", str(SIZE),
                           "--resize", "fit", "--format", "png", "--no-shuffle", *extra,
                           timeout=300)
    assert code == 0, err[-2000:]
    return json.loads((out / side_files.MANIFEST).read_text())


def picture_box(name: str) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1) of the picture inside the SIZE x SIZE output: fit scales the upright
    picture to the rounded inner size and centres it (engine.codecs.resampling)."""
    _, (w, h), o, _ = next(i for i in IMAGES if i[0] == name)
    w, h = (h, w) if o >= 5 else (w, h)
    s = min(SIZE / w, SIZE / h)
    nw, nh = round(w * s), round(h * s)
    x0, y0 = (SIZE - nw) // 2, (SIZE - nh) // 2
    return x0, y0, x0 + nw, y0 + nh


def check_fit_masks(image_and_mask: dict[str, tuple[np.ndarray, np.ndarray]]) -> None:
    """Each image's padding (outside its picture_box, black in the stored image) is 255 in
    its class mask and only there; inside, every pixel whose 3x3 neighbourhood is clearly
    one colour has that colour's class (grey: 0), and both classes are drawn."""
    assert sorted(image_and_mask) == sorted(name for name, *_ in IMAGES)
    for name, (img, mask) in image_and_mask.items():
        assert mask.shape == img.shape[:2] == (SIZE, SIZE), name
        x0, y0, x1, y1 = picture_box(name)
        pad = np.ones((SIZE, SIZE), bool)
        pad[y0:y1, x0:x1] = False
        assert pad.sum() >= 2 * SIZE, name                       # (bars of 2 rows at least)
        assert img[pad].max() == 0 and img[~pad].max(axis=-1).min() > 60, name
        assert (mask[pad] == 255).all(), (name, np.unique(mask[pad]))
        assert set(np.unique(mask[~pad])) == {0, 1, 2}, name
        for cls, rgb in {0: GREY, **COLOURS}.items():
            clear = (np.abs(img.astype(int) - rgb).max(axis=-1) < 40) & ~pad
            core = clear.copy()
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    core &= np.roll(np.roll(clear, dy, 0), dx, 1)
            assert core.sum() > 20, (name, cls)
            assert (mask[core] == cls).all(), (name, cls, np.unique(mask[core]))


def stored(out: Path) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """{file name: (the stored image, its class mask)}, read with TensorFlow."""
    found = {}
    for r in records(str(out), SEGMENTATION_KEYS):
        found[r["filename"].rsplit("/", 1)[-1]] = (
            tf.io.decode_png(r["image/encoded"], channels=3).numpy(),
            tf.io.decode_png(r["image/segmentation/class/encoded"], channels=1).numpy()[..., 0])
    return found


@pytest.mark.parametrize("decode", [("--workers", "1"), ("--exact", "--workers", "2")],
                         ids=["default", "exact"])
def test_fit_padding_is_ignore_for_mask_folders_and_polygons(sources, tmp_path, decode):
    folder, coco = sources
    m = convert(folder, tmp_path / "folder", *decode)
    assert (m["task"], m["bytes_version"]) == ("segmentation", "0.3.12")
    check_fit_masks(stored(tmp_path / "folder"))
    convert(coco, tmp_path / "coco", "--task", "segmentation", *decode)
    drawn = stored(tmp_path / "coco")
    check_fit_masks(drawn)
    # the same masks, drawn or read, byte for byte
    assert {n: v[1].tobytes() for n, v in drawn.items()} == \
        {n: v[1].tobytes() for n, v in stored(tmp_path / "folder").items()}


def test_an_objects_mask_keeps_0_in_the_padding(sources, tmp_path):
    """Detection with --masks: each object's mask is 0 outside the object, padding too."""
    _, coco = sources
    convert(coco, tmp_path / "out", "--masks", "--workers", "1")
    recs = records(str(tmp_path / "out"), detection_keys(include_mask=True))
    assert len(recs) == len(IMAGES)
    for r in recs:
        x0, y0, x1, y1 = picture_box(r["filename"].rsplit("/", 1)[-1])
        assert len(r["image/object/mask"]) == 2
        for png in r["image/object/mask"]:
            mk = tf.io.decode_png(png, channels=1).numpy()[..., 0]
            assert set(np.unique(mk)) == {0, 1}
            inside = np.zeros_like(mk, bool)
            inside[y0:y1, x0:x1] = True
            assert (mk[~inside] == 0).all()


def test_verify_inspect_and_model_garden_read_it(sources, tmp_path):
    folder, _ = sources
    out = tmp_path / "out"
    convert(folder, out, "--workers", "1")
    from engine.commands.verify import verify_dataset
    for reader in ("builtin", "tensorflow"):
        result = verify_dataset(str(out), reader=reader)
        assert result.ok, (reader, result.problems[:3])
    assert "and padded (in the class masks the padding is 255, ignore: it is no part of " \
        "the picture)" in (out / "HOW_TO_LOAD.md").read_text(encoding="utf-8")
    from tests.engine.test_inspect_objects import inspect_json
    labels = inspect_json(str(out))["summary"]["labels"]
    assert {c["value"]: (c["text"], c["count"]) for c in labels["classes"]} == {
        0: ("background", 3), 1: ("cat", 3), 2: ("dog", 3), 255: (None, 3)}
    # (the window names 255 "ignore" in its language: gui.widgets.class_histogram); the
    # terminal's report says it apart from the classes
    r = subprocess.run([sys.executable, "-m", "engine", "inspect", str(out)],
                       capture_output=True, text=True, cwd=ROOT, timeout=120,
                       env=dict(os.environ, PYTHONPATH=ROOT))
    text = r.stdout.splitlines()
    assert r.returncode == 0 and any(line.strip().startswith(
        "masks        3 classes and 255, ignore (") for line in text), r.stdout
    assert any(line.split()[:3] == ["255", "ignore", "3"] for line in text), r.stdout
    # Model Garden's own decoder and parser (segmentation_input), as its evaluation reads:
    # the padding is its ignore_label, left out of valid_masks
    from tests.engine.tfds_annotated_outputs import snippet_of
    code = snippet_of(out, "model_garden")["code"] + f"""
import json
from official.vision.dataloaders import segmentation_input
parse = segmentation_input.Parser(output_size=[{SIZE}, {SIZE}]).parse_fn(is_training=False)
rows = []
for ex in dataset:
    _, labels = parse(ex)
    rows.append([tf.io.decode_png(ex["image/encoded"], channels=3).numpy().tolist(),
                 labels["masks"].numpy()[..., 0].astype(int).tolist(),
                 labels["valid_masks"].numpy()[..., 0].tolist()])
print(json.dumps(rows))
"""
    rows = json.loads(model_garden_run.python(code))
    assert len(rows) == len(IMAGES)
    parsed = {}
    for img, mask, valid in rows:
        img, mask, valid = np.asarray(img, np.uint8), np.asarray(mask), np.asarray(valid)
        assert np.array_equal(valid, mask != 255)
        pad = img.max(axis=-1) == 0
        name = next(n for n, *_ in IMAGES if np.array_equal(~pad, _picture(n)))
        parsed[name] = (img, mask.astype(np.uint8))
    check_fit_masks(parsed)


def _picture(name: str) -> np.ndarray:
    x0, y0, x1, y1 = picture_box(name)
    inside = np.zeros((SIZE, SIZE), bool)
    inside[y0:y1, x0:x1] = True
    return inside
