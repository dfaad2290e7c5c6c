"""Paged reading of records (engine.commands.inspect_records) and `inspect --records` as JSON."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine.commands import inspect_records as ins
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_VERIFY_FAILED
from tests.engine.tfrecord_files import (
    ROOT,
    N,
    record_offset,
    run_inspect,
    sample_image,
    tf_example,
    tf_write,
)

# --- paged reading for the GUI -----------------------------------------------------------------


@pytest.mark.parametrize("kind", ["plain", "gzip", "zlib"])
def test_read_records_pages(files, kind):
    path = str(files[kind])
    page = ins.read_records(path, 4, 3)
    assert [r["index"] for r in page] == [4, 5, 6]
    r = page[0]
    assert r["image"] == sample_image(4)[0] and r["image_format"] == "JPEG"
    assert (r["label"], r["label_text"], r["filename"]) == (1, "dog", "img_004.jpeg")
    assert r["features"]["image/width"] == {"kind": "int64", "values": [24]}
    assert r["offset"] == record_offset(files["payloads"], 4) and r["error"] is None
    assert [r["index"] for r in ins.read_records(path, N - 2, 48)] == [N - 2, N - 1]
    assert ins.read_records(path, N + 5, 10) == []
    with ins.RecordPager(path) as pager:  # forward, back, forward again
        for start in (0, 6, 2, 10, 0):
            got = pager.read(start, 2)
            assert [g["index"] for g in got] == [start, start + 1]
            assert [g["filename"] for g in got] == [f"img_{i:03d}.{sample_image(i)[1].lower()}"
                                                    for i in (start, start + 1)]


def test_read_records_of_damaged_file_ends_with_error(files, tmp_path):
    payloads = files["payloads"]
    path = tmp_path / "cut.tfrecord"
    path.write_bytes(files["plain"].read_bytes()[: record_offset(payloads, 5) + 20])
    page = ins.read_records(str(path), 3, 10)
    assert [p["index"] for p in page] == [3, 4, 5]
    assert page[-1]["error"] and page[-1]["offset"] == record_offset(payloads, 5)
    assert ins.read_records(str(path), 7, 2)[0]["error"]


def test_read_records_of_non_example(files):
    (r,) = ins.read_records(str(files["raw"]), 1, 1)
    assert r["is_example"] is False and r["features"] == {}
    assert r["preview"].startswith("6a 75 73 74")  # "just"


# --- --records: a page of records as JSON, for viewers in another process --------------------


@pytest.mark.parametrize("kind", ["plain", "gzip"])
def test_records_page_cli_json(files, kind, capsys):
    import base64
    assert run_inspect(str(files[kind]), "--records", "4", "3", "--json") == EXIT_OK
    page = json.loads(capsys.readouterr().out)
    assert (page["start"], page["count"], page["end"]) == (4, 3, False)
    assert page["compression"] == ("none" if kind == "plain" else "gzip")
    r = page["records"][0]
    assert [x["index"] for x in page["records"]] == [4, 5, 6]
    assert (r["label"], r["label_text"], r["filename"], r["image_format"]) == (
        1, "dog", "img_004.jpeg", "JPEG")
    assert base64.b64decode(r["image_b64"]) == sample_image(4)[0]
    feats = {f["key"]: f for f in r["features"]}
    assert feats["image/width"] == {"key": "image/width", "kind": "int64", "count": 1,
                                    "values": [24]}
    assert feats["image/class/text"]["values"] == ["dog"]
    assert feats["image/encoded"]["values"][0].startswith("<JPEG image, ")
    assert feats["image/object/bbox/xmin"]["values"] == [0.25]
    # past the end: fewer records and end=True
    assert run_inspect(str(files[kind]), "--records", str(N - 1), "48", "--json") == EXIT_OK
    page = json.loads(capsys.readouterr().out)
    assert page["count"] == 1 and page["end"] is True


def test_records_page_of_non_image_payloads(files, tf, tmp_path, capsys):
    path = tf_write(tf, tmp_path / "mixed.tfrecord", [
        tf_example(tf, {"id": [7], "score": [0.5, 1.5], "blob": b"\x00\x01\xfe\xff",
                         "name": "seven"}),
        b"just some bytes"])
    assert run_inspect(str(path), "--records", "0", "5", "--json") == EXIT_OK
    page = json.loads(capsys.readouterr().out)
    first, second = page["records"]
    assert first["image_b64"] is None and first["label"] is None
    feats = {f["key"]: f["values"] for f in first["features"]}
    assert feats == {"id": [7], "score": [0.5, 1.5], "blob": ["<4 bytes: 00 01 fe ff>"],
                     "name": ["seven"]}
    assert second["is_example"] is False and second["preview"].startswith("6a 75 73 74")


def test_records_page_of_damaged_file_and_bad_use(files, tmp_path, capsys):
    payloads = files["payloads"]
    path = tmp_path / "cut.tfrecord"
    path.write_bytes(files["plain"].read_bytes()[: record_offset(payloads, 2) + 20])
    assert run_inspect(str(path), "--records", "0", "5", "--json") == EXIT_VERIFY_FAILED
    captured = capsys.readouterr()
    page = json.loads(captured.out)
    assert page["records"][-1]["error"] and page["end"] is True
    assert "record #2" in captured.err
    assert run_inspect(str(tmp_path), "--records", "0", "5", "--json") == EXIT_BAD_SOURCE
    # a separate process, as the GUI runs it: no TensorFlow import, valid JSON on stdout
    r = subprocess.run([sys.executable, "-m", "engine", "inspect", str(files["plain"]),
                        "--records", "0", "2", "--json"], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["count"] == 2


def test_a_multilabel_records_label_text_names_every_class():
    """A multi-label record's thumbnail said only its first class (하늘 of 하늘 and 사람)."""
    tf = pytest.importorskip("tensorflow")
    data = tf_example(tf, {"image/encoded": sample_image(0)[0], "image/class/label": [4, 2],
                            "image/class/text": ["하늘", "사람"]})
    r = ins.describe_record(0, 0, data)
    assert r["label_text"] == "하늘, 사람" and r["label"] == 4


def test_raw_pixel_records_are_drawn_as_png():
    """A --format raw record (8-bit pixels, no image format of their own) has a picture:
    its thumbnail, preview and "Export selected images" had nothing to show ("(no image)",
    the export button off) for a dataset this app wrote."""
    import io

    from PIL import Image

    from engine.records.example import encode_example
    pixels = bytes(range(2 * 3 * 3))   # 2 rows of 3 RGB pixels
    feats = {"image/encoded": pixels, "image/format": "raw", "image/height": 2,
             "image/width": 3, "image/channels": 3, "image/class/label": 1}
    r = ins.describe_record(0, 0, encode_example(feats))
    assert (r["image_format"], r["image_key"]) == ("PNG", "image/encoded")
    im = Image.open(io.BytesIO(r["image"]))
    assert (im.size, im.mode, im.tobytes()) == ((3, 2), "RGB", pixels)
    grey = ins.describe_record(0, 0, encode_example(
        {**feats, "image/channels": 1, "image/encoded": pixels[:6]}))
    assert Image.open(io.BytesIO(grey["image"])).mode == "L"
    # pixels that do not fill height x width x channels are not drawn (nor guessed at)
    assert ins.describe_record(0, 0, encode_example(
        {**feats, "image/encoded": pixels[:-1]}))["image"] is None
    assert ins.describe_record(0, 0, encode_example(
        {**feats, "image/format": "jpeg"}))["image"] is None
