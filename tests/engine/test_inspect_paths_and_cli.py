"""engine.commands.inspect's paths, folders, exit codes and output (human and --json),
and `python -m engine inspect` through the real command line, on TensorFlow-written files
and on our own convert's output."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # lets plain `pytest` work without installing the project
    sys.path.insert(0, str(ROOT))

from engine.commands import inspect as ins  # noqa: E402
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_VERIFY_FAILED  # noqa: E402
from engine.records.example import FEATURE_SPEC  # noqa: E402
from tests.engine.tfrecord_files import N, run_inspect, sample_features, sample_image  # noqa: E402


def test_missing_path(tmp_path, capsys):
    assert run_inspect(str(tmp_path / "nope.tfrecord")) == EXIT_BAD_SOURCE
    assert "does not exist" in capsys.readouterr().err


def test_folder_without_tfrecords(tmp_path, capsys):
    (tmp_path / "labels.txt").write_text("cat\ndog\n")
    assert run_inspect(str(tmp_path)) == EXIT_BAD_SOURCE
    assert "no TFRecord files found" in capsys.readouterr().err


def test_folder_discovery(files, tmp_path):
    shutil.copy(files["plain"], tmp_path / "data-train-00000-of-00002.tfrecord")
    shutil.copy(files["gzip"], tmp_path / "data-train-00001-of-00002")
    shutil.copy(files["zlib"], tmp_path / "unnamed.bin")  # found by its content
    (tmp_path / "broken.tfrecord").write_text("not really")  # found by its name
    (tmp_path / "labels.txt").write_text("cat\ndog\nemu\n")
    (tmp_path / "dataset_info.json").write_text("{}")
    (tmp_path / "picture.jpg").write_bytes(sample_image(0)[0])
    (tmp_path / "sub").mkdir()
    found, problems = ins.find_tfrecord_files([str(tmp_path)])
    assert [os.path.basename(p) for p in found] == [
        "broken.tfrecord", "data-train-00000-of-00002.tfrecord", "data-train-00001-of-00002",
        "unnamed.bin"]
    assert problems == []
    again, _ = ins.find_tfrecord_files([found[1], str(tmp_path), found[1]])
    assert again[0] == found[1] and sorted(again) == sorted(found)  # each file once
    report = ins.inspect_paths([str(tmp_path)])
    assert [f.ok for f in report.files] == [False, True, True, True]
    assert report.exit_code == EXIT_VERIFY_FAILED


def test_all_good_exit_code_and_human_output(files, capsys):
    assert run_inspect(str(files["plain"]), str(files["gzip"])) == EXIT_OK
    out, err = capsys.readouterr()
    assert err == ""
    for text in ["compression  gzip", f"records      {N}", "OK: every record's checksums",
                 "image/encoded", "images: JPEG, PNG", "0  cat", "20x10 JPEG RGB",
                 "Checked 2 files: 2 OK, 0 with problems; 24 records in total."]:
        assert text in out


def test_json_output(files, tmp_path, capsys):
    empty = tmp_path / "e.tfrecord"
    empty.touch()
    code = run_inspect("--json", "--samples", "2", str(files["zlib"]), str(files["raw"]),
                       str(empty))
    assert code == EXIT_VERIFY_FAILED
    doc = json.loads(capsys.readouterr().out)
    assert doc["exit_code"] == EXIT_VERIFY_FAILED
    summary = doc["summary"]
    assert {k: summary[k] for k in ("files", "ok", "failed", "records")} == {
        "files": 3, "ok": 2, "failed": 1, "records": N + 5}
    assert summary["labels"]["key"] == "image/class/label"
    assert {f["key"] for f in summary["schema"]} == set(sample_features(0))
    z, raw, e = doc["files"]
    assert (z["compression"], z["records"], z["ok"], z["error"]) == ("zlib", N, True, None)
    assert z["image_keys"] == ["image/encoded"] and len(z["samples"]) == 2
    assert {f["key"]: f["is_image"] for f in z["schema"]}["image/encoded"] is True
    assert z["labels"]["classes"][0] == {"value": 0, "count": 4, "text": "cat"}
    assert raw["payload"] == "not tf.train.Example"
    assert e["error"]["reason"] == "empty file: no records"


def test_bad_arguments_are_usage_errors():
    with pytest.raises(SystemExit) as exc:
        run_inspect("--samples", "-1", "x")
    assert exc.value.code == 2


def test_help_example_names_a_shard_as_convert_writes_it(capsys):
    """inspect --help's example shard is one convert writes with its default prefix (it
    showed "dataset/train-00000-of-00004.tfrecord", a name no default run writes)."""
    from engine.config import DEFAULT_PREFIX
    from engine.run.plan import shard_filename
    with pytest.raises(SystemExit):
        run_inspect("--help")
    examples = re.findall(r"\S+-of-\d+\.tfrecord\b", capsys.readouterr().out)
    assert examples == [f"dataset/{shard_filename(DEFAULT_PREFIX, 'train', 0, 4, 'none')}"]


def test_python_m_engine_inspect(files, tmp_path):
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(files["plain"].read_bytes()[:100])
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    good = subprocess.run([sys.executable, "-m", "engine", "inspect", "--json",
                           str(files["gzip"])], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert good.returncode == EXIT_OK, good.stderr
    assert json.loads(good.stdout)["files"][0]["records"] == N
    bad = subprocess.run([sys.executable, "-m", "engine", "inspect", str(cut)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert bad.returncode == EXIT_VERIFY_FAILED
    assert "truncated" in bad.stderr and "Traceback" not in bad.stderr
    missing = subprocess.run([sys.executable, "-m", "engine", "inspect", str(tmp_path / "no")],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert missing.returncode == EXIT_BAD_SOURCE and "does not exist" in missing.stderr


@pytest.mark.e2e
def test_inspect_our_convert_output(tmp_path, capsys):
    src = tmp_path / "src"
    for cls, n in (("cat", 5), ("dog", 3)):
        (src / cls).mkdir(parents=True)
        for i in range(n):
            Image.new("RGB", (40 + i, 30), (30 * i, 90, 20)).save(src / cls / f"{i}.png")
    out = tmp_path / "out"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
                    "--size", "32", "--shards", "4", "--split", "train=1", "--compression",
                    "gzip", "--workers", "1", "--events", "none"], cwd=ROOT, env=env,
                   check=True, capture_output=True, timeout=120)
    report = ins.inspect_paths([str(out)])  # dataset_info.json, labels.txt... are skipped
    assert len(report.files) == 4 and report.exit_code == EXIT_OK
    assert all(f.compression == "gzip" and f.payload == ins.EXAMPLE for f in report.files)
    schema = {f.key: f for f in report.merged_schema()}
    assert set(schema) == set(FEATURE_SPEC)
    assert all(schema[k].kind == v["kind"] for k, v in FEATURE_SPEC.items())
    assert schema["image/encoded"].present == 8 and schema["image/encoded"].is_image
    labels = report.merged_labels()
    assert [(c.value, c.text, c.count) for c in labels.classes] == [(0, "cat", 5), (1, "dog", 3)]
    assert run_inspect(str(out)) == EXIT_OK
    text = capsys.readouterr().out
    assert "4 files:" in text and "all files together: 8 records" in text  # compact layout
    assert "32x32 JPEG RGB" in text
    doc = ins.inspect_paths([str(out)]).to_dict()
    assert doc["summary"]["labels"]["classes"][1] == {"value": 1, "count": 3, "text": "dog"}
