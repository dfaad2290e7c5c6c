"""verify with either reader (issue 11) on an intact dataset: both pass it, report
progress and stop when cancelled, and say which reader they used; the built-in reader
never imports TensorFlow, and without TensorFlow "auto" (and convert --verify) uses it."""

# ruff: noqa: F811 - the fixtures imported from verify_files are the tests' arguments

from __future__ import annotations

import os

import pytest

from engine.commands.verify import verify_dataset
from tests.engine.conftest import ROOT, run_cli
from tests.engine.verify_files import (  # noqa: F401 - the fixtures
    READERS,
    SHARD,
    dataset,
    load_manifest,
)

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("reader", READERS)
def test_intact_dataset_passes_and_names_the_reader(dataset, reader):
    result = verify_dataset(str(dataset), reader=reader)
    assert result.ok, result.problems
    assert result.checked == 9 and result.reader == reader


@pytest.mark.parametrize("reader", READERS)
def test_progress_and_cancel_with_either_reader(dataset, reader):
    seen: list[tuple[int, int, str]] = []
    full = verify_dataset(str(dataset), lambda c, n, s: seen.append((c, n, s)), reader=reader)
    assert full.ok and seen[0][:2] == (0, 9) and seen[-1][:2] == (9, 9)
    assert [c for c, _, _ in seen] == sorted(c for c, _, _ in seen)
    assert {s for _, _, s in seen[1:]} == {SHARD, SHARD.replace("00000-of", "00001-of")}
    seen.clear()
    res = verify_dataset(str(dataset), lambda c, n, s: seen.append(c),
                         should_stop=lambda: len(seen) >= 2, reader=reader)
    assert res.cancelled and not res.ok and res.checked < 9 and res.reader == reader


def test_cli_says_which_reader_it_used(dataset):
    code, events, err = run_cli("verify", str(dataset), "--reader", "builtin")
    assert code == 0, err
    assert next(e for e in events if e["type"] == "verify_result")["reader"] == "builtin"
    assert events[-1]["summary"]["reader"] == "builtin"
    code, text = _text_run(dataset, "--reader", "builtin")
    assert code == 0 and "verified 9 records in " in text and text.rstrip().endswith(
        "(built-in reader)")


def _text_run(out, *args):
    import subprocess
    import sys
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "engine", "verify", str(out), *args,
                        "--events", "text"], capture_output=True, text=True, env=env, cwd=ROOT)
    return p.returncode, p.stdout + p.stderr


def _without_tensorflow(tmp_path) -> dict:
    """An environment where a `tensorflow` package that cannot be imported stands in for one
    that is not installed."""
    fake = tmp_path / "fake"
    (fake / "tensorflow").mkdir(parents=True)
    (fake / "tensorflow" / "__init__.py").write_text(
        f"open({str(tmp_path / 'tf-import-tried')!r}, 'w').close()\n"
        "raise ImportError('No module named tensorflow (simulated)')\n")
    return {"PYTHONPATH": f"{fake}{os.pathsep}{ROOT}"}


def test_builtin_reader_never_imports_tensorflow(dataset, tmp_path):
    code, events, err = run_cli("verify", str(dataset), "--reader", "builtin",
                                env=_without_tensorflow(tmp_path))
    assert code == 0, err
    assert not (tmp_path / "tf-import-tried").exists()
    assert next(e for e in events if e["type"] == "verify_result")["note"] == ""


def test_auto_without_tensorflow_uses_the_builtin_reader(dataset, tmp_path):
    env = _without_tensorflow(tmp_path)
    code, events, err = run_cli("verify", str(dataset), env=env)
    assert code == 0, err
    result = next(e for e in events if e["type"] == "verify_result")
    assert result["reader"] == "builtin" and result["checked"] == 9
    assert "TensorFlow is not available" in result["note"] and "built-in reader" in err
    assert (tmp_path / "tf-import-tried").exists()
    code, events, err = run_cli("verify", str(dataset), "--reader", "tensorflow", env=env)
    assert code == 2 and "--reader builtin" in events[-1]["message"]


def test_convert_verify_without_tensorflow_says_built_in_reader(dataset, tmp_path):
    info = load_manifest(dataset)
    code, events, err = run_cli("convert", info["source"], "--out", str(tmp_path / "o"),
                                "--size", "24", "--verify", env=_without_tensorflow(tmp_path))
    assert code == 0, err
    assert next(e for e in events if e["type"] == "verify_result")["reader"] == "builtin"
    summary = events[-1]["summary"]
    assert summary["verified"] is True and summary["verified_with"] == "builtin"


def _shard_of(tmp_path, n: int, damaged: int | None = None):
    """A shard of ``n`` records (record i holds its number), record ``damaged``'s data
    flipped (its CRC no longer agrees)."""
    from engine.records.tfrecord import frame
    data = bytearray()
    for i in range(n):
        rec = bytearray(frame(f"record {i:04d}".encode()))
        if i == damaged:
            rec[12 + 3] ^= 0xFF
        data += rec
    path = tmp_path / "x.tfrecord"
    path.write_bytes(bytes(data))
    return str(path)


def test_tensorflow_reads_ahead_without_autotuning_and_names_the_damage(
        tmp_path, monkeypatch):
    """With tf.data's autotuning, TensorFlow's iterator took seconds to go after the last
    record on a busy machine (a walk's check sat at 99% with no word for 9.5 s): it reads
    ahead by a fixed number of records, autotuning off; a damaged record is named where
    the built-in reader names it, after every sound record before it."""
    from engine.commands.verify_readers import BuiltinReader, TensorFlowReader
    from engine.errors import ShardReadError
    tf_reader = TensorFlowReader()
    tf = tf_reader.tf
    read = []
    prefetch = tf.data.Dataset.prefetch

    def spied(ds, size, *a, **k):
        read.append((size, ds.options().autotune.enabled))
        return prefetch(ds, size, *a, **k)
    monkeypatch.setattr(tf.data.Dataset, "prefetch", spied)
    path = _shard_of(tmp_path, 150)
    assert list(tf_reader.records(path, "none")) == list(BuiltinReader().records(path, "none"))
    assert read and all(size > 1 and enabled is False for size, enabled in read), read
    path = _shard_of(tmp_path, 150, damaged=130)
    said = []
    for reader in (BuiltinReader(), tf_reader):
        got = []
        with pytest.raises(ShardReadError) as e:
            got.extend(reader.records(path, "none"))
        said.append((len(got), got[-1], e.value.records, e.value.reason))
    assert said[0] == said[1] and said[0][:3] == (130, b"record 0129", 130), said
