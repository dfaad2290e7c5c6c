"""The detection benchmark (issue 13: "the benchmark gains a detection dataset") works end
to end: `python -m bench.detection --tiny` converts the same images as classification,
detection and detection with masks, writes its table, and each output holds what it
claims (every image, five boxes each, a mask per box with --masks), read with TensorFlow.

No timing is asserted: benchmarks are not timed tests (DESIGN §6.9).
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.bench, pytest.mark.timeout(400)]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    out = tmp_path_factory.mktemp("bench-detection")
    proc = subprocess.run([sys.executable, "-m", "bench.detection", "--tiny", "--out", str(out),
                           "--workers", "1"], cwd=ROOT, capture_output=True, text=True,
                          timeout=380)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out, json.loads((out / "detection.json").read_text())


def test_every_config_is_measured(tiny):
    _, results = tiny
    assert set(results["results"]) == {"classification", "detection", "detection+masks"}
    for name, r in results["results"].items():
        assert r["wall_s"] > 0 and r["worker_s_per_image"] > 0, name
        assert r["convert_s_per_image"] and r["convert_s_per_image"] > 0, name
    assert results["results"]["classification"]["ratio"] == 1.0


@pytest.mark.parametrize("name,masks", [("detection", False), ("detection+masks", True)])
def test_detection_outputs_hold_every_box(tiny, name, masks):
    import tensorflow as tf

    out, results = tiny
    keys = {"image/encoded": tf.io.FixedLenFeature([], tf.string),
            "image/object/bbox/xmin": tf.io.VarLenFeature(tf.float32),
            "image/object/class/label": tf.io.VarLenFeature(tf.int64),
            "image/object/mask": tf.io.VarLenFeature(tf.string)}
    files = sorted(str(p) for p in (out / "detection" / name).glob("*.tfrecord"))
    n = 0
    for raw in tf.data.TFRecordDataset(files):
        ex = tf.io.parse_single_example(raw, keys)
        boxes = ex["image/object/bbox/xmin"].values.numpy()
        assert len(boxes) == results["boxes_per_image"]
        assert set(ex["image/object/class/label"].values.numpy()) <= {1, 2, 3}
        assert len(ex["image/object/mask"].values) == (len(boxes) if masks else 0)
        n += 1
    assert n == results["images"] > 0
