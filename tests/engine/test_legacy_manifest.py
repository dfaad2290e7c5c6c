"""Datasets written before the manifest moved from dataset_info.json (now TFDS's file) to
tfrecord_studio.json still verify, inspect, resume and can be replaced with --overwrite."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from engine import protocol
from engine.commands.inspect_cli import dataset_of, label_names
from engine.commands.verify import verify_dataset
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.output_state import LEGACY_MANIFEST, MANIFEST, TFDS_FILES, manifest_path
from engine.records.tfds_metadata import tfds_files
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F


def _convert(src: Path, out: Path, **kw) -> int:
    cfg = ConvertConfig(source=str(src), out=str(out), image=ImageOptions(width=32, height=32),
                        workers=1, num_shards=3, **kw)
    return Converter(cfg, Emitter("none")).run().exit_code


@pytest.fixture(scope="module")
def current(tmp_path_factory) -> Path:
    src = F.noise_dataset(tmp_path_factory.mktemp("legacy") / "src", 24, 48)
    out = tmp_path_factory.mktemp("legacy_ref") / "out"
    assert _convert(src, out) == protocol.EXIT_OK
    return out


def _as_old_version(current: Path, dest: Path) -> Path:
    """The same dataset as an earlier version left it: our manifest under the legacy name,
    no TFDS files."""
    shutil.copytree(current, dest)
    for name in TFDS_FILES:
        (dest / name).unlink(missing_ok=True)   # the label names files depend on the task
    m = json.loads((dest / MANIFEST).read_text(encoding="utf-8"))
    m.pop("tfds_files", None)
    (dest / LEGACY_MANIFEST).write_text(json.dumps(m, indent=2), encoding="utf-8")
    (dest / MANIFEST).unlink()
    return dest


def test_a_new_dataset_has_our_manifest_and_tfds_metadata(current):
    names = set(os.listdir(current))
    ours = F.manifest(current)
    assert {MANIFEST, "dataset_info.json", "features.json",
            "image-class-label.labels.txt"} <= names
    assert ours["engine"]["name"] == "tfrecord-studio"
    assert ours["tfds_files"] == sorted(tfds_files(ours))
    tfds_info = json.loads((current / LEGACY_MANIFEST).read_text())
    assert "schema_version" not in tfds_info and tfds_info["fileFormat"] == "tfrecord"
    assert manifest_path(str(current)) == str(current / MANIFEST)


def test_old_name_manifest_verifies(current, tmp_path):
    old = _as_old_version(current, tmp_path / "old")
    assert manifest_path(str(old)) == str(old / LEGACY_MANIFEST)
    result = verify_dataset(str(old), reader="builtin")
    assert result.ok, result.problems
    assert result.checked == F.manifest(current)["total_records"]
    # A damaged old-name manifest is still found and reported, not ignored.
    m = json.loads((old / LEGACY_MANIFEST).read_text())
    m["splits"]["train"]["shards"][0]["records"] += 1
    (old / LEGACY_MANIFEST).write_text(json.dumps(m))
    assert not verify_dataset(str(old), reader="builtin").ok


def test_old_name_dataset_is_inspected_with_its_class_names_and_loading_code(current, tmp_path):
    old = _as_old_version(current, tmp_path / "old")
    ds = dataset_of([str(old)])
    assert ds is not None and ds["manifest"] == str(old / LEGACY_MANIFEST)
    tf_data = next(s for s in ds["how_to_load"] if s["id"] == "tf.data")
    assert str(old) in tf_data["code"] and "data-train-" in tf_data["code"]
    # its dataset_info.json is ours, which TFDS cannot read: no TFDS code is offered
    tfds_entry = next(s for s in ds["how_to_load"] if s["id"] == "tfds")
    assert tfds_entry["code"] == "" and "--overwrite" in tfds_entry["note"]
    assert next(s for s in dataset_of([str(current)])["how_to_load"]
                if s["id"] == "tfds")["code"]
    labels = F.manifest(current)["labels"]
    assert label_names([str(old / F.shard_names(old)[0])]) == {
        str(i): name for i, name in enumerate(labels)}


def test_tfds_dataset_info_alone_is_not_taken_for_ours(current, tmp_path):
    out = tmp_path / "tfds_only"
    shutil.copytree(current, out)
    (out / MANIFEST).unlink()
    result = verify_dataset(str(out), reader="builtin")
    assert not result.ok and "another program's" in result.problems[0]


def test_old_name_dataset_resumes_missing_shard(current, tmp_path):
    old = _as_old_version(current, tmp_path / "old")
    victim = F.shard_names(old)[1]
    (old / victim).unlink()
    src = F.manifest(current)["source"]
    assert _convert(Path(src), old, resume=True) == protocol.EXIT_OK
    assert F.folder_bytes(old) == F.folder_bytes(current)
    # Written anew under the current name, with TFDS's metadata in the old name's place.
    assert F.manifest(old)["status"] == "complete"
    assert "schema_version" not in json.loads((old / LEGACY_MANIFEST).read_text())
    assert verify_dataset(str(old), reader="builtin").ok


def test_old_name_dataset_can_be_overwritten(current, tmp_path):
    old = _as_old_version(current, tmp_path / "old")
    (old / "notes.txt").write_text("mine")
    src = F.manifest(current)["source"]
    assert _convert(Path(src), old, overwrite=True) == protocol.EXIT_OK
    assert (old / "notes.txt").read_text() == "mine"
    assert F.folder_bytes(old) == F.folder_bytes(current)
    assert set(os.listdir(old)) == set(os.listdir(current)) | {"notes.txt"}


def test_overwrite_deletes_our_tfds_files_but_not_a_foreign_tfds_dataset(current, tmp_path):
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / LEGACY_MANIFEST).write_text('{"name": "mnist", "fileFormat": "tfrecord"}')
    (foreign / "features.json").write_text("{}")
    src = F.manifest(current)["source"]
    code = _convert(Path(src), foreign, overwrite=True)
    assert code == protocol.EXIT_OUTPUT_EXISTS
    assert sorted(os.listdir(foreign)) == ["dataset_info.json", "features.json"]


def test_verify_checks_the_tfds_metadata(current, tmp_path):
    out = tmp_path / "edited"
    shutil.copytree(current, out)
    assert verify_dataset(str(out), reader="builtin").ok
    info = json.loads((out / LEGACY_MANIFEST).read_text())
    info["splits"][0]["shardLengths"][0] = "999"
    (out / LEGACY_MANIFEST).write_text(json.dumps(info))
    result = verify_dataset(str(out), reader="builtin")
    assert not result.ok and "TensorFlow Datasets' metadata" in " ".join(result.problems)
    (out / LEGACY_MANIFEST).unlink()
    assert "metadata) is missing" in " ".join(verify_dataset(str(out), reader="builtin").problems)
