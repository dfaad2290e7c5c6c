"""The benchmark harness works end to end: `python -m bench --tiny` runs every runner
(A1, A2, ours, the limit, cp) on a handful of generated images, and every output is a valid
TFRecord dataset that TensorFlow's own reader parses with the expected record count.

No timing is asserted: benchmarks are not timed tests (DESIGN §6.9).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.bench, pytest.mark.timeout(660)]


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("bench-out")
    data = os.environ.get("BENCH_DATA_CACHE") or str(out / "data")
    proc = subprocess.run(
        [sys.executable, "-m", "bench", "--tiny", "--out", str(out), "--data", data,
         "--keep-outputs", "--timeout", "120"],
        # ~1 min on a quiet machine; over 220 s on a loaded shared 2-core one (issue 12: no
        # limit tighter than the work can take there)
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    results_path = out / "results.json"
    assert results_path.exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc, json.loads(results_path.read_text()), out


def _read_with_tf(files):
    import tensorflow as tf

    spec = {
        "image/encoded": tf.io.FixedLenFeature([], tf.string),
        "image/format": tf.io.FixedLenFeature([], tf.string),
        "image/height": tf.io.FixedLenFeature([], tf.int64),
        "image/width": tf.io.FixedLenFeature([], tf.int64),
        "image/class/label": tf.io.FixedLenFeature([], tf.int64),
    }
    n = 0
    first = None
    for raw in tf.data.TFRecordDataset([str(f) for f in files]):
        ex = tf.io.parse_single_example(raw, spec)
        if first is None:
            first = ex
        n += 1
    return n, first


def test_every_runner_ran(tiny_run):
    _, results, _ = tiny_run
    seen = {(r["dataset"], r["runner"]) for r in results["runs"]}
    for ds in "abcd":
        for runner in ("A1", "A2", "ours"):
            assert (ds, runner) in seen
    assert ("d", "cp") in seen
    assert set(results["limit"]["datasets"]) == {"a", "b", "c"}
    for name, lim in results["limit"]["datasets"].items():
        assert lim["images_per_s_per_core"] and lim["images_per_s_per_core"] > 0, name
        # the engine's own default path is one of the limit's methods, and its output is
        # at least the old path's: so the limit at equal output exists, and is no higher
        # than the limit over every method
        scaled = lim["methods"]["scaled"]
        assert scaled["decoded"] == scaled["of"], name
        assert scaled["psnr"] >= lim["old_path_psnr"] - 0.1, name
        equal = lim["images_per_s_per_core_equal_output"]
        assert 0 < equal <= lim["images_per_s_per_core"], name


@pytest.mark.parametrize("runner", ["A1", "A2", "cp", "ours"])
def test_runner_output_is_valid(tiny_run, runner):
    _, results, _ = tiny_run
    runs = [r for r in results["runs"] if r["runner"] == runner]
    assert runs
    for r in runs:
        assert r.get("valid"), (r["dataset"], r.get("problems"), r.get("stderr_tail", "")[-1500:])
        if runner == "cp":
            continue
        ds = results["datasets"][r["dataset"]]
        files = sorted(p for p in Path(r["out"]).rglob("*.tfrecord"))
        assert files, r["out"]
        n, first = _read_with_tf(files)
        assert n == r["records"] == ds["count"] - r.get("failed_inputs", 0)
        if not ds["original"]:
            import tensorflow as tf

            image = tf.io.decode_jpeg(first["image/encoded"])
            assert tuple(image.shape) == (224, 224, 3)


def test_reports_written(tiny_run):
    proc, results, out = tiny_run
    md = (out / "results.md").read_text()
    assert "| target (issue 5)" in md
    assert "At equal output" in md and "ours / limit at equal output" in md
    assert " dB" in md.split("Single-core rates")[1]   # each method's PSNR
    assert md.strip() in proc.stdout  # the table is printed at the end
    assert results["summary"] and results["ratios"] is not None
    assert (out / "results.png").exists() or any("matplotlib" in n for n in results["notes"])
