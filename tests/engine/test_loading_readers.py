"""Every output variant loads with readers nobody on this project wrote: TensorFlow
Datasets (tfds.builder_from_directory), tf.data with the manifest's reading block, and the
`tfrecord` package with our .idx files; original bytes are described as stored, and CSV
file names are never absolute. The outputs: tests/engine/loading_outputs.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf
import tensorflow_datasets as tfds

from engine import protocol
from engine.commands.verify import verify_dataset
from engine.config import ConvertConfig
from engine.events import Emitter
from engine.records.loading import how_to_load
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F
from tests.engine.loading_outputs import VARIANTS, expected_pairs, manifest, mixed_files
from tests.engine.snippet_run import python

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_tfds_builder_from_directory_reads_every_split(outputs, variant):
    out = outputs(variant)
    m = manifest(out)
    builder = tfds.builder_from_directory(str(out))
    assert set(builder.info.splits) == {s for s, i in m["splits"].items() if i["shards"]}
    label_feature = builder.info.features["image"]["class"]["label"]
    if m["labels"]:
        assert label_feature.names == m["labels"]
    else:   # unlabeled: -1 is not a class, so a plain int64, not a ClassLabel
        assert not hasattr(label_feature, "names") and label_feature.dtype == np.int64
    for split, info in m["splits"].items():
        assert builder.info.splits[split].num_examples == info["records"]
        if m["compression"] == "none":
            ds = builder.as_dataset(split=split)
        else:   # TFDS's reader has no compression type: records via tf.data (see loading)
            files = [str(out / s["filename"]) for s in info["shards"]]
            ds = tf.data.TFRecordDataset(files, compression_type=m["tf_compression_type"]).map(
                builder.info.features.deserialize_example)
        got = [(ex["image"]["filename"].numpy().decode(),
                int(ex["image"]["class"]["label"]), ex) for ex in ds]
        assert [(n, lab) for n, lab, _ in got] == expected_pairs(out, split)
        for _, lab, ex in got:
            text = ex["image"]["class"]["text"].numpy().decode()
            assert text == (m["labels"][lab] if lab >= 0 else "")
            image = ex["image"]["encoded"]
            if image.dtype == tf.uint8:   # TFDS decoded it (jpeg, png, fixed-size raw)
                assert image.shape == (int(ex["image"]["height"]), int(ex["image"]["width"]),
                                       int(ex["image"]["channels"]))


@pytest.mark.parametrize("variant", ["jpeg-splits-shards", "raw", "original", "png-gzip"])
def test_tfrecord_package_reads_with_our_index(outputs, variant):
    out = outputs(variant)
    m = manifest(out)
    for split, info in m["splits"].items():
        assert all(bool(s.get("dali_index")) == (m["compression"] == "none")
                   for s in info["shards"])
        # The package cannot load a one-line index (np.loadtxt gives a 1-D array): such a
        # shard is read without one, as the PyTorch snippet does.
        shards = [(str(out / s["filename"]),
                   str(out / s["dali_index"]) if s.get("dali_index") and s["records"] > 1
                   else None) for s in info["shards"]]
        comp = "gzip" if m["compression"] == "gzip" else None
        got = json.loads(python(f"""
import json
from tfrecord.reader import tfrecord_loader
out = []
for path, index in {shards!r}:
    for r in tfrecord_loader(path, index, compression_type={comp!r}):
        out.append([r["image/filename"].decode(), int(r["image/class/label"][0]),
                    int(r["image/channels"][0])])
print(json.dumps(out))
"""))
        # With an index each file starts at a random record: compare as sets.
        assert sorted((n, lab) for n, lab, _ in got) == sorted(expected_pairs(out, split))
        if m["options"]["image"]["format"] != "original":
            assert {c for _, _, c in got} == {m["options"]["image"]["channels"]}


def test_original_describes_the_stored_bytes(outputs):
    out = outputs("original")
    expected = {name: (ch, fmt) for name, (_, ch, fmt) in mixed_files().items()}
    records = F.all_records(out)
    assert len(records) == len(expected)
    for r in records:
        name = r["image/filename"].decode().split("/")[-1]
        channels, fmt = expected[name]
        assert (r["image/channels"], r["image/format"].decode()) == (channels, fmt), name
        decoded = tf.io.decode_image(r["image/encoded"], expand_animations=False)
        assert decoded.shape == (r["image/height"], r["image/width"], channels), name
        assert r["image/colorspace"].decode() == {1: "Grayscale", 2: "GrayscaleAlpha",
                                                  3: "RGB", 4: "RGBA"}[channels]
    assert verify_dataset(str(out), reader="tensorflow").ok
    assert verify_dataset(str(out), reader="builtin").ok


def test_csv_filenames_are_relative_and_never_absolute(outputs, tmp_path):
    out = outputs("csv-absolute")
    names = sorted(r["image/filename"].decode() for r in F.all_records(out))
    assert names == sorted(f"{'cat' if i % 2 else 'dog'}/{n}"
                           for i, n in enumerate(sorted(mixed_files())))
    src = Path(manifest(out)["source"])
    keep = tmp_path / "keep"
    cfg = ConvertConfig(source=str(src), out=str(keep), keep_absolute_paths=True, workers=1)
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    assert all(os.path.isabs(r["image/filename"].decode()) for r in F.all_records(keep))
    assert manifest(keep)["options"]["keep_absolute_paths"] is True


def test_manifest_reading_block_is_enough_to_read(outputs):
    out = outputs("png-gzip")
    reading = manifest(out)["reading"]
    files = tf.io.gfile.glob(str(out / reading["globs"]["train"]))
    ds = tf.data.TFRecordDataset(files, compression_type=reading["compression_type"])
    assert sum(1 for _ in ds) == manifest(out)["splits"]["train"]["records"]
    assert reading["decode"].startswith("tf.io.decode_png(")
    assert reading["image_shape"] == [20, 24, 3]


def test_inspect_json_carries_how_to_load(outputs):
    out = outputs("jpeg-splits-shards")
    p = subprocess.run([sys.executable, "-m", "engine", "inspect", str(out), "--json",
                        "--samples", "0"], capture_output=True, text=True, cwd=F.ROOT,
                       env=dict(os.environ, PYTHONPATH=str(F.ROOT)), timeout=120)
    assert p.returncode == 0, p.stderr
    dataset = json.loads(p.stdout)["dataset"]
    assert dataset["folder"] == str(out)
    assert [e["id"] for e in dataset["how_to_load"]] == ["tf.data", "tfds", "pytorch", "dali",
                                                         "model_garden"]
    assert dataset["how_to_load"] == how_to_load(str(out), manifest(out))
