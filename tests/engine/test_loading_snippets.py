"""The tf.data, TFDS and PyTorch "How to load" snippets (engine.records.loading) run
against every output variant (tests/engine/loading_outputs.py) and read what TensorFlow
reads."""

from __future__ import annotations

import json

import numpy as np
import pytest
import tensorflow as tf

from engine import protocol
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F
from tests.engine.loading_outputs import VARIANTS, expected_pairs, manifest, run_code, snippet_of
from tests.engine.snippet_run import TORCH_STAND_IN, python

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_tf_data_snippet_runs(outputs, variant):
    out = outputs(variant)
    m = manifest(out)
    ns = run_code(snippet_of(out, "tf.data")["code"])
    assert ns["LABELS"] == m["labels"]
    split = "train"
    images, labels = [], []
    for image, label in ns["dataset"]:
        if image.shape.rank == 4:   # batched
            images += list(image.numpy())
            labels += [int(x) for x in label.numpy()]
        else:
            images.append(image.numpy())
            labels.append(int(label))
    assert labels == [lab for _, lab in expected_pairs(out, split)]
    img = m["options"]["image"]
    for im in images:
        assert im.dtype == np.uint8 and im.ndim == 3
        if img["format"] == "original":
            assert im.shape[2] == 3   # the snippet asks for RGB
        else:
            assert im.shape[2] == img["channels"]
        if img["format"] != "original" and img["resize"] != "none":
            assert im.shape[:2] == (img["height"], img["width"])


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_tfds_snippet_runs(outputs, variant):
    out = outputs(variant)
    ns = run_code(snippet_of(out, "tfds")["code"])
    pairs = [(image, int(label)) for image, label in ns["dataset"]]
    assert [lab for _, lab in pairs] == [lab for _, lab in expected_pairs(out, "train")]
    for image, _ in pairs:
        assert image.dtype == tf.uint8 and image.shape.rank == 3



PYTORCH_REPORT = """
import json
out = []
for images, labels in loader:
    images, labels = np.asarray(images), np.asarray(labels)
    if labels.ndim == 0:
        out.append([int(labels), list(images.shape)])
    else:
        out += [[int(x), list(images.shape[1:])] for x in labels]
print(json.dumps(out))
"""


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_pytorch_snippet_runs(outputs, variant):
    out = outputs(variant)
    entry = snippet_of(out, "pytorch")
    m = manifest(out)
    if m["compression"] == "zlib":
        assert entry["code"] == "" and "zlib" in entry["note"]
        return
    got = json.loads(python(TORCH_STAND_IN + entry["code"] + PYTORCH_REPORT))
    # With an index the package starts each file at a random record: compare as sets.
    assert sorted(lab for lab, _ in got) == sorted(lab for _, lab in expected_pairs(out, "train"))
    img = m["options"]["image"]
    for _, shape in got:
        assert len(shape) == 3
        # (at --resize none no size is recorded: each image keeps its own)
        if img["format"] != "original" and img["resize"] != "none":
            assert shape == [img["height"], img["width"], img["channels"]]


#: After a classification PyTorch snippet: its dataset as DataLoader's workers read it
#: (each worker process iterates the dataset with get_worker_info() telling it which of
#: how many it is), the labels of all of them together, as JSON.
WORKERS_REPORT = """
import json, types
seen = []
for number in range(3):
    info = types.SimpleNamespace(id=number, num_workers=3, seed=number)
    torch.utils.data.get_worker_info = lambda: info
    seen += [int(label) for _, label in dataset]
print(json.dumps(sorted(seen)))
"""


@pytest.mark.parametrize("variant", ["png-gzip", "one-record-shard"])
def test_pytorch_snippet_workers_read_each_image_once(outputs, tmp_path, variant):
    """With DataLoader(num_workers=N) the tfrecord package splits a shard among the workers
    by its index only: a gzip shard or a one-record one (read without an index) was read
    whole by each worker, every image of it N times."""
    if variant == "png-gzip":
        out = outputs(variant)
    else:    # 3 images in 2 shards: 2 records, then 1 (whose .idx the package cannot load)
        src = F.noise_dataset(tmp_path / "src", 3, 24, classes=("a", "b"))
        out = tmp_path / "out"
        cfg = ConvertConfig(source=str(src), out=str(out), num_shards=2, workers=1,
                            image=ImageOptions(width=16, height=16))
        assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
        assert sorted(s["records"] for s in manifest(out)["splits"]["train"]["shards"]) == [1, 2]
    code = snippet_of(out, "pytorch")["code"]
    got = json.loads(python(TORCH_STAND_IN + code + WORKERS_REPORT))
    assert got == sorted(lab for _, lab in expected_pairs(out, "train"))
