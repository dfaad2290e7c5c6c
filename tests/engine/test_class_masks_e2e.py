"""--task segmentation on an outlined COCO export, end to end (engine.sources.class_masks):
the records are those a mask folder of the same masks gives, byte for byte; an export of
polygons, RLE, a crowd region, overlaps and boxes alone, cropped, is read back with
TensorFlow and compared pixel by pixel with an independent rasterisation; the output is
the same at 1 and 2 workers and after --resume; verify, inspect and Model Garden's own
segmentation parser read it."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf

from engine.run import side_files, writer
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F
from tests.engine import model_garden_run
from tests.engine import shape_exports as S
from tests.engine.annotated_records import SEGMENTATION_KEYS, check_segmentation, records
from tests.engine.conftest import run_cli
from tests.engine.test_resume_annotations import folder_bytes

pytestmark = pytest.mark.e2e


def convert(source: str, out: Path, *extra: str, env: dict | None = None) -> dict:
    code, _, err = run_cli("convert", source, "--out", str(out), "--task", "segmentation",
                           "--format", "png", "--no-shuffle", *extra, timeout=300, env=env)
    assert code == 0, err[-2000:]
    return json.loads((out / side_files.MANIFEST).read_text())


def masks_by_name(out: Path) -> dict[str, bytes]:
    """{file name: the record's class mask PNG, as stored}."""
    found = {}
    for r in records(str(out), SEGMENTATION_KEYS):
        found[r["filename"].rsplit("/", 1)[-1]] = bytes(r["image/segmentation/class/encoded"])
    return found


@pytest.mark.parametrize("mode", ["crop", "fit", "stretch"])
def test_a_coco_of_polygons_gives_a_mask_folders_records(tmp_path, mode):
    """The same rectangles as COCO polygons and as a mask folder (annotated_data): the
    same feature keys, labels.txt, label map, and the same class mask PNG for every image,
    through a JPEG decoded at a reduced scale (a.jpg) and an EXIF-turned photo (c.jpg)."""
    coco, masks = str(tmp_path / "coco"), A.make_masks(str(tmp_path / "masks"))
    A.make_coco(coco)
    size = ("--size", "160", "--resize", mode, "--workers", "1")
    ours = convert(coco, tmp_path / "o1", *size)
    theirs = convert(masks, tmp_path / "o2", *size)
    for key in ("task", "schema", "features", "label_map", "label_offset"):
        assert ours[key] == theirs[key], key
    assert ours["label_map"] == {"0": "background", "1": "cat", "2": "dog", "3": "bird"}
    assert (tmp_path / "o1" / "labels.txt").read_bytes() == \
        (tmp_path / "o2" / "labels.txt").read_bytes() == b"background\ncat\ndog\nbird\n"
    mine, folder = masks_by_name(tmp_path / "o1"), masks_by_name(tmp_path / "o2")
    assert sorted(mine) == ["a.jpg", "b.png", "c.jpg", "d.png"]
    assert mine == folder
    check_segmentation(str(tmp_path / "o1"))   # (each class where its colour is)


def test_shapes_crowds_overlaps_and_boxes_pixel_by_pixel(tmp_path):
    """Every pixel of every record, read with TensorFlow, is the independent
    rasterisation's (shape_exports): the smaller of overlapping objects on top whatever
    their order in the file, 255 for the crowd region and the boxes without a shape, the
    class values by the labels (category ids 1 and 3 are values 1 and 2)."""
    src = S.make_shapes_coco(str(tmp_path / "src"))
    m = convert(src, tmp_path / "out", "--size", "48", "--resize", "crop", "--workers", "1")
    assert m["labels"] == S.LABELS
    recs = {r["filename"].rsplit("/", 1)[-1]: r for r in records(str(tmp_path / "out"),
                                                                 SEGMENTATION_KEYS)}
    assert sorted(recs) == [name for name, _, _ in S.IMAGES]
    for name, size, objs in S.IMAGES:
        r = recs[name]
        got = tf.io.decode_png(r["image/segmentation/class/encoded"], channels=1).numpy()[..., 0]
        want = S.expected_crop(size, objs, 48)
        assert got.shape == (r["image/height"], r["image/width"]) == (48, 48)
        assert np.array_equal(got, want), (name, int((got != want).sum()))
    # what the test tells apart: in p.png the small nucleus, listed before the large cell,
    # is on top of it (file order would hide it); q.png's later square of the same area
    p = S.expected_stored((90, 60), S.IMAGES[0][2])
    assert (p[20:37, 36:53] == 2).sum() > 50 and (p == 255).any() and (p == 1).any()
    assert S.expected_stored((64, 80), S.IMAGES[1][2])[30, 30] == 2
    # the objects with only a box, each listed with why
    with open(tmp_path / "out" / "objects.csv", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    assert [(Path(r["image"]).name, r["class"], r["object"]) for r in rows] == [
        ("p.png", "nucleus", "instances_default.json annotation 4"),
        ("s.png", "cell", "instances_default.json annotation 9")]
    assert all(r["reason"].startswith("the object has only a box") for r in rows)
    assert m["annotations"]["object_problems"] == {
        "the object has only a box, no polygon or mask": 2}


def test_workers_and_resume_give_the_same_bytes(tmp_path):
    """1 and 2 workers, and a run killed after its first shard then --resume'd: every
    file the same (the manifest but its timings)."""
    src = S.make_shapes_coco(str(tmp_path / "src"))
    opts = ("--size", "32", "--shards", "2")
    convert(src, tmp_path / "one", *opts, "--workers", "1")
    convert(src, tmp_path / "two", *opts, "--workers", "2")
    assert _without_workers(tmp_path / "one") == _without_workers(tmp_path / "two")
    _, err = _run(src, tmp_path / "steps", *opts, env={"TFRS_CRASH_AT_STEP": "-1"})
    step = F.after_first_journal_entry(err)
    out = tmp_path / "resumed"
    code, err = _run(src, out, *opts, env={"TFRS_CRASH_AT_STEP": str(step)})
    assert code == writer.CRASH_EXIT and len(list(out.glob("*.tfrecord"))) == 1, err[-2000:]
    code, err = _run(src, out, *opts, "--resume")
    assert code == 0, err[-2000:]
    assert folder_bytes(out) == folder_bytes(tmp_path / "one")


def _without_workers(out: Path) -> dict[str, bytes]:
    """folder_bytes, the manifest without the worker count it records."""
    files = folder_bytes(out)
    m = json.loads(files[side_files.MANIFEST])
    assert m.pop("workers") in (1, 2)
    files[side_files.MANIFEST] = json.dumps(m, sort_keys=True).encode()
    return files


def _run(src: str, out: Path, *extra: str, env: dict | None = None) -> tuple[int, str]:
    code, _, err = run_cli("convert", src, "--out", str(out), "--task", "segmentation",
                           "--format", "png", "--no-shuffle", "--workers", "1", *extra,
                           env=env, timeout=300)
    return code, err


def test_verify_inspect_and_model_garden_read_it(tmp_path):
    src = S.make_shapes_coco(str(tmp_path / "src"))
    out = tmp_path / "out"
    convert(src, out, "--size", "48", "--resize", "crop", "--workers", "1")
    from engine.commands.verify import verify_dataset
    for reader in ("builtin", "tensorflow"):
        result = verify_dataset(str(out), reader=reader)
        assert result.ok, (reader, result.problems[:3])
    # inspect: the images per class, named by the label map; each record's mask drawn
    from tests.engine.test_inspect_objects import inspect_json
    labels = inspect_json(str(out))["summary"]["labels"]
    assert labels["key"] == "image/segmentation/class/encoded"
    assert {c["value"]: (c["text"], c["count"]) for c in labels["classes"]} == {
        0: ("background", 4), 1: ("cell", 2), 2: ("nucleus", 2), 255: (None, 2)}
    from engine.commands.inspect_records import records_page
    (shard,) = out.glob("*.tfrecord")
    page = records_page(str(shard), 0, 4, None)["records"]
    assert all(r["overlay"] and r["overlay"]["segmentation_b64"] for r in page)
    # Model Garden's own decoder and parser (segmentation_input), as its trainer reads
    from tests.engine.tfds_annotated_outputs import snippet_of
    code = snippet_of(out, "model_garden")["code"] + """
import json
from official.vision.dataloaders import segmentation_input
parse = segmentation_input.Parser(output_size=[48, 48]).parse_fn(is_training=False)
print(json.dumps(sorted({int(v) for ex in dataset
                         for v in parse(ex)[1]["masks"].numpy().reshape(-1)})))
"""
    assert json.loads(model_garden_run.python(code)) == [0, 1, 2, 255]


def test_a_clipped_box_alone_is_one_row_of_objects_csv(tmp_path):
    """A box past the image's edge with no polygon was two rows of objects.csv (clipped,
    then only a box) and "2 objects" in the manifest's counts: one object, one row."""
    from PIL import Image
    src = tmp_path / "코코"
    (src / "images").mkdir(parents=True)
    Image.new("RGB", (64, 48), (200, 80, 40)).save(src / "images" / "사진.jpg")
    (src / "instances.json").write_text(json.dumps({
        "images": [{"id": 1, "file_name": "사진.jpg", "width": 64, "height": 48}],
        "categories": [{"id": 1, "name": "고양이"}],
        "annotations": [
            {"id": 1, "image_id": 1, "category_id": 1, "bbox": [5, 5, 20, 15],
             "segmentation": [[5, 5, 25, 5, 25, 20]]},
            {"id": 2, "image_id": 1, "category_id": 1, "bbox": [50, 40, 40, 30]}]},
        ensure_ascii=False), encoding="utf-8")
    m = convert(str(src / "instances.json"), tmp_path / "out", "--size", "32")
    assert m["annotations"]["object_problems"] == {
        "the object has only a box, no polygon or mask": 1}, m["annotations"]
    with open(tmp_path / "out" / "objects.csv", encoding="utf-8-sig", newline="") as f:
        rows = [(r["object"], r["reason"].split(":")[0]) for r in csv.DictReader(f)]
    assert rows == [("instances.json annotation 2",
                     "the object has only a box, no polygon or mask")]
