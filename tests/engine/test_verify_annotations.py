"""verify checks the annotations in the records (issue 13: "inspect and verify know all three
tasks"), not only their framing: a detection, segmentation or multi-label record whose
boxes, labels, names or masks are wrong fails verify with what is wrong, with either
reader and through the CLI. Each case rewrites one record of a real converted dataset and
makes the manifest agree with the new bytes (as a careful forger would), so only the
annotation check can catch it."""

from __future__ import annotations

import io
import shutil

import pytest
from PIL import Image

from engine.commands.verify import verify_dataset
from engine.records.example import decode_example, encode_example_typed
from engine.records.tfrecord import frame, iter_records
from tests.engine import annotated_data as A
from tests.engine.conftest import run_cli
from tests.engine.verify_files import READERS, assert_coded, fails_in_cli, load_manifest, rehash

pytestmark = pytest.mark.e2e


def _convert(src: str, out, *extra: str):
    code, _, err = run_cli("convert", src, "--out", str(out), "--size", "64", "--resize",
                           "stretch", "--format", "png", "--workers", "1", *extra,
                           timeout=300)
    assert code == 0, err[-2000:]
    return out


@pytest.fixture(scope="module")
def converted(tmp_path_factory):
    root = tmp_path_factory.mktemp("verify_ann")
    A.make_coco(str(root / "coco"))
    A.make_masks(str(root / "seg"))
    ml = A.make_multilabel(str(root / "ml"))
    return {"detection": _convert(str(root / "coco"), root / "det", "--masks"),
            "segmentation": _convert(str(root / "seg"), root / "segout"),
            "multilabel": _convert(ml, root / "mlout")}


def _tampered(converted, task, tmp_path, change):
    """A copy of the task's dataset whose first record with objects or labels went through
    `change(features)`; returns the copy."""
    out = tmp_path / task
    shutil.copytree(converted[task], out)
    m = load_manifest(out)
    name = m["splits"]["train"]["shards"][0]["filename"]
    with open(out / name, "rb") as f:
        payloads = [r.data for r in iter_records(f)]
    for i, data in enumerate(payloads):
        ex = decode_example(data)
        feats = {k: (v[0] if m["features"].get(k, {}).get("shape") == [] and
                     not m["features"][k].get("varlen") else v) for k, (_, v) in ex.items()}
        if (task == "detection" and not feats["image/object/bbox/xmin"]
                or task == "multilabel" and not feats["image/class/label"]):
            continue
        change(feats)
        payloads[i] = b"".join(encode_example_typed(feats, m["features"]))
        break
    (out / name).write_bytes(b"".join(frame(p) for p in payloads))
    rehash(out, name)
    return out


def _png(size, value=1) -> bytes:
    buf = io.BytesIO()
    Image.new("L", size, value).save(buf, "PNG")
    return buf.getvalue()


def _swap_x(f):
    f["image/object/bbox/xmin"][0], f["image/object/bbox/xmax"][0] = (
        f["image/object/bbox/xmax"][0], f["image/object/bbox/xmin"][0])


def _drop_last_label(f):
    f["image/object/class/label"] = f["image/object/class/label"][:-1]


def _label_out_of_map(f):
    f["image/object/class/label"][0] = 9


def _wrong_name(f):
    f["image/object/class/text"][0] = b"zebra"


def _small_mask(f):
    f["image/object/mask"][0] = _png((8, 8))


def _jpeg_mask(f):
    buf = io.BytesIO()
    Image.new("L", (64, 64)).save(buf, "JPEG")
    f["image/object/mask"][0] = buf.getvalue()


def _small_seg(f):
    f["image/segmentation/class/encoded"] = _png((10, 64), 0)


def _ml_name(f):
    f["image/class/text"] = [b"zebra"] * len(f["image/class/label"])


def _ml_label(f):
    f["image/class/label"] = [7] * len(f["image/class/text"])


CASES = [
    ("detection", _swap_x, "is not inside 0..1 with min < max"),
    ("detection", _drop_last_label, "2 boxes but 1 value in image/object/class/label"),
    ("detection", _label_out_of_map, "class label 9 is outside 1..3 (label_map.pbtxt)"),
    ("detection", _wrong_name, "the record says 'zebra'"),
    ("detection", _small_mask, "mask: is 8x8, the image is 64x64"),
    ("detection", _jpeg_mask, "mask: is not a PNG"),
    ("segmentation", _small_seg, "segmentation mask is 10x64, the image is 64x64"),
    ("multilabel", _ml_name, "the record says b'zebra'"),
    ("multilabel", _ml_label, "label 7 is outside 0..2"),
]


@pytest.mark.parametrize("task", ["detection", "segmentation", "multilabel"])
@pytest.mark.parametrize("reader", READERS)
def test_intact_annotated_datasets_verify(converted, task, reader):
    result = verify_dataset(str(converted[task]), reader=reader)
    assert result.ok, result.problems


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize("task,change,fragment", CASES,
                         ids=[c[1].__name__.strip("_") for c in CASES])
def test_wrong_annotations_fail_verify(converted, tmp_path, reader, task, change, fragment):
    out = _tampered(converted, task, tmp_path, change)
    result = verify_dataset(str(out), reader=reader)
    assert not result.ok
    text = "\n".join(result.problems)
    assert fragment in text, result.problems
    assert_coded(result.problems)


def test_wrong_box_fails_the_verify_command(converted, tmp_path):
    fails_in_cli(_tampered(converted, "detection", tmp_path, _swap_x),
         "is not inside 0..1 with min < max")
