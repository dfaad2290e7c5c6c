"""Other programs' records in `inspect --records` (the Inspect tab's pages): raw pixels
beside their shape features drawn as a picture, and label numbers named from the names
list TFDS writes beside its shards."""

from __future__ import annotations

import base64
import io
import json

from PIL import Image

from engine.commands import inspect_records as ins
from engine.protocol import EXIT_OK
from engine.records.example import encode_example
from engine.records.tfrecord import frame
from tests.engine.tfrecord_files import run_inspect

PIXELS = bytes(i % 256 for i in range(32 * 32 * 3))


def test_tfds_like_raw_pixels_without_a_format_are_drawn():
    """A TFDS-like record: image/encoded holds 32*32*3 bytes beside image/height and
    image/width, with no image/format: it was shown as "<3,072 bytes>", no picture."""
    r = ins.describe_record(0, 0, encode_example(
        {"image/encoded": PIXELS, "image/height": 32, "image/width": 32, "label": 3}))
    assert (r["image_key"], r["image_format"], r["raw_shape"]) == ("image/encoded", "PNG",
                                                                   [32, 32, 3])
    im = Image.open(io.BytesIO(r["image"]))
    assert (im.size, im.mode, im.tobytes()) == ((32, 32), "RGB", PIXELS)
    # unprefixed names, a grey picture of 4 x 2 (no channels feature: the length says 1)
    grey = ins.describe_record(0, 0, encode_example(
        {"image": PIXELS[:8], "height": 2, "width": 4}))
    assert grey["raw_shape"] == [2, 4, 1]
    assert Image.open(io.BytesIO(grey["image"])).size == (4, 2)


def test_bytes_the_shape_does_not_explain_are_not_drawn():
    base = {"image/encoded": PIXELS, "image/height": 32, "image/width": 32}
    # a length no channel count gives, another format named, a text of the right length
    for feats in ({**base, "image/encoded": PIXELS[:-1]}, {**base, "image/format": "jpeg"},
                  {**base, "image/channels": 4},
                  {"image/filename": b"abcdef", "image/height": 2, "image/width": 3}):
        assert ins.describe_record(0, 0, encode_example(feats))["image"] is None, feats


def _tfds_folder(tmp_path):
    folder = tmp_path / "cifar_like" / "1.0.0"
    folder.mkdir(parents=True)
    shard = folder / "cifar_like-train.tfrecord-00000-of-00001"
    shard.write_bytes(b"".join(frame(encode_example(
        {"image/encoded": PIXELS, "image/height": 32, "image/width": 32,
         "image/channels": 3, "label": i})) for i in range(3)))
    (folder / "dataset_info.json").write_text('{"name": "cifar_like"}')
    (folder / "label.labels.txt").write_text("airplane\nautomobile\nbird\n")
    return shard


def test_a_tfds_folders_records_carry_their_class_names_and_picture(tmp_path, capsys):
    shard = _tfds_folder(tmp_path)
    assert run_inspect(str(shard), "--records", "0", "3", "--json") == EXIT_OK
    page = json.loads(capsys.readouterr().out)
    assert [(r["label"], r["label_text"]) for r in page["records"]] == \
        [(0, "airplane"), (1, "automobile"), (2, "bird")]
    first = page["records"][0]
    assert Image.open(io.BytesIO(base64.b64decode(first["image_b64"]))).size == (32, 32)
    (pixels,) = [f for f in first["features"] if f["key"] == "image/encoded"]
    assert pixels["values"] == ["<raw pixels 32x32x3, 3,072 bytes>"]


def test_without_a_names_list_the_label_stays_a_number(tmp_path, capsys):
    shard = _tfds_folder(tmp_path)
    (shard.parent / "label.labels.txt").unlink()
    assert run_inspect(str(shard), "--records", "0", "1", "--json") == EXIT_OK
    (r,) = json.loads(capsys.readouterr().out)["records"]
    assert (r["label"], r["label_text"]) == (0, None)


def test_the_summary_says_raw_pixels_as_the_page_does(tmp_path, capsys):
    """The Features table's first value of the pixels said "<3,072 bytes>"."""
    shard = _tfds_folder(tmp_path)
    run_inspect(str(shard.parent), "--json", "--samples", "0")
    schema = json.loads(capsys.readouterr().out)["summary"]["schema"]
    (pixels,) = [f for f in schema if f["key"] == "image/encoded"]
    assert pixels["example"] == "<raw pixels 32x32x3, 3,072 bytes>"


def _mask_png(values: list[int]) -> bytes:
    m = Image.new("L", (len(values), 1))
    m.putdata(values)
    buf = io.BytesIO()
    m.save(buf, "PNG")
    return buf.getvalue()


def test_a_page_of_class_masks_names_their_values(tmp_path, capsys):
    """Inspect drew a class mask's values in colours nothing named: the page carries
    their class names (a labels.txt beside another program's shard: line v + 1 names
    value v), for the window's key; a page without masks carries none."""
    picture = io.BytesIO()
    Image.new("RGB", (4, 1)).save(picture, "PNG")
    shard = tmp_path / "seg.tfrecord"
    shard.write_bytes(frame(encode_example(
        {"image/encoded": picture.getvalue(), "image/format": b"png",
         "image/segmentation/class/encoded": _mask_png([0, 1, 2, 255])})))
    (tmp_path / "labels.txt").write_text("background\ncell\nnucleus\n")
    assert run_inspect(str(shard), "--records", "0", "1", "--json") == EXIT_OK
    page = json.loads(capsys.readouterr().out)
    assert page["mask_names"] == {"0": "background", "1": "cell", "2": "nucleus"}
    plain = tmp_path / "plain.tfrecord"
    plain.write_bytes(frame(encode_example({"image/encoded": picture.getvalue()})))
    assert run_inspect(str(plain), "--records", "0", "1", "--json") == EXIT_OK
    assert "mask_names" not in json.loads(capsys.readouterr().out)
