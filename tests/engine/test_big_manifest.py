"""A manifest of ours larger than 64 MB: an annotated source of ~600,000 label files lists
each with its sha256 (~120 bytes), and the limit that keeps a foreign file out of memory
made such a dataset "files TFRecord Studio did not write": --resume refused the folder, and
the window called it another program's. The limit now holds for files that do not begin as
ours (engine.json_limit); the big manifest here is a real run's, padded with the entries
520,000 more label files would give it."""

from __future__ import annotations

import json
import os

import pytest

from engine import json_limit
from engine.output_kind import read_output_state
from engine.output_state import MANIFEST, read_our_manifest
from tests.engine import annotated_data as A
from tests.engine.conftest import run_cli

#: Label files the padded manifest lists beyond the source's own: ~69 MB of manifest.
PADDED_FILES = 520_000


def _pad(manifest: str, n: int) -> None:
    """The manifest at ``manifest`` as a source of ``n`` more label files would make it."""
    with open(manifest, encoding="utf-8") as f:
        m = json.load(f)
    files = m["annotation_files"]
    for i in range(n):
        files[f"labels/train/photo_{i:07d}_from_the_microscope_room_b.txt"] = f"{i:064x}"
    with open(manifest, "w", encoding="utf-8") as f:   # (as engine.run.side_files writes it)
        f.write(json.dumps(m, indent=2, ensure_ascii=False) + "\n")


def test_a_manifest_above_64_mb_is_ours_and_resume_keeps_its_shards(tmp_path):
    source, out = A.make_yolo(str(tmp_path / "yolo")), tmp_path / "out"
    code, _, err = run_cli("convert", source, "--out", str(out), "--workers", "1")
    assert code == 0, err
    _pad(str(out / MANIFEST), PADDED_FILES)
    assert os.path.getsize(out / MANIFEST) > json_limit.MAX_JSON
    shard = next(p for p in out.iterdir() if p.name.endswith(".tfrecord"))
    written = shard.stat().st_mtime_ns
    # the window: a finished dataset of ours (not a folder of another program's files)
    assert read_our_manifest(str(out / MANIFEST)) is not None
    assert read_output_state(str(out)).kind == "dataset"
    # --resume: every shard kept, none converted again
    code, events, err = run_cli("convert", source, "--out", str(out), "--workers", "1",
                                "--resume", "--events", "jsonl")
    assert code == 0, err
    assert shard.stat().st_mtime_ns == written
    assert not [e for e in events if e["type"] == "batch_written"]   # (nothing converted)


def _read(path: str) -> bool:
    """Whether engine.json_limit lets the file at ``path`` be read (opens it)."""
    f = json_limit.open_within(path)
    if f is None:
        return False
    f.close()
    return True


def test_the_limit_still_keeps_out_a_large_file_that_is_not_ours(tmp_path, monkeypatch):
    """Above the limit only a file beginning as a manifest or journal of ours is read, and
    that one only up to MAX_OUR_JSON (larger, it is damaged); a FIFO never."""
    monkeypatch.setattr(json_limit, "MAX_JSON", 1000)
    monkeypatch.setattr(json_limit, "MAX_OUR_JSON", 100_000)
    ours = {"schema_version": 1, "engine": {"name": "tfrecord-studio", "version": "0.3.11"},
            "pad": "x" * 5000}
    (tmp_path / "ours.json").write_text(json.dumps(ours, indent=2), encoding="utf-8")
    assert _read(str(tmp_path / "ours.json"))
    assert read_our_manifest(str(tmp_path / "ours.json")) is not None
    # the same object with its keys in another order: not known as ours by its first bytes
    other = {"pad": "x" * 5000, **ours}
    (tmp_path / "other.json").write_text(json.dumps(other, indent=2), encoding="utf-8")
    assert not _read(str(tmp_path / "other.json"))
    assert read_our_manifest(str(tmp_path / "other.json")) is None
    huge = dict(ours, pad="x" * 200_000)
    (tmp_path / "huge.json").write_text(json.dumps(huge, indent=2), encoding="utf-8")
    assert read_our_manifest(str(tmp_path / "huge.json")) is None
    # a journal of ours, by its header line
    header = {"fingerprint": "ab" * 32, "engine_version": "0.3.11", "pad": "x" * 5000}
    (tmp_path / "journal").write_text(json.dumps(header) + "\n", encoding="utf-8")
    assert _read(str(tmp_path / "journal"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_fifo_named_as_the_manifest_is_never_opened(tmp_path):
    os.mkfifo(tmp_path / MANIFEST)
    assert read_our_manifest(str(tmp_path / MANIFEST)) is None   # (it returns: not opened)


def test_a_manifest_of_ours_that_cannot_be_read_is_said_so(tmp_path):
    """One that begins as ours but is damaged (or above even MAX_OUR_JSON): --resume said
    the folder held "files that TFRecord Studio did not write"; it says what is wrong."""
    source, out = A.make_yolo(str(tmp_path / "yolo")), tmp_path / "out"
    code, _, err = run_cli("convert", source, "--out", str(out), "--workers", "1")
    assert code == 0, err
    whole = (out / MANIFEST).read_bytes()
    (out / MANIFEST).write_bytes(whole[:len(whole) // 2])   # (a copy cut short)
    code, events, _ = run_cli("convert", source, "--out", str(out), "--workers", "1",
                              "--resume", "--events", "jsonl")
    failed = next(e for e in events if e["type"] == "run_failed")
    assert failed["code"] == "run.manifest_unread", failed
    assert "Put back a whole copy of tfrecord_studio.json" in failed["message"]
    assert (out / MANIFEST).read_bytes() == whole[:len(whole) // 2]   # (nothing touched)


def test_verify_reads_the_manifest_by_the_same_limit_and_never_waits_on_a_fifo(tmp_path,
                                                                              monkeypatch):
    """`verify` read the manifest by its own os.stat, size check and open(): one rule now
    with the window's (engine.json_limit.limit_of, engine.regular_files): a large one of
    ours read, a large foreign one refused by its size, a FIFO refused, never waited on."""
    from engine.commands.verify_manifest import read_manifest_file
    from engine.errors import ManifestError
    monkeypatch.setattr(json_limit, "MAX_JSON", 1000)
    monkeypatch.setattr(json_limit, "MAX_OUR_JSON", 100_000)
    ours = {"schema_version": 1, "engine": {"name": "tfrecord-studio", "version": "0.3.12"},
            "pad": "x" * 5000}
    (tmp_path / "ours").mkdir()
    (tmp_path / "ours" / MANIFEST).write_text(json.dumps(ours, indent=2), encoding="utf-8")
    assert read_manifest_file(str(tmp_path / "ours")).data == ours
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / MANIFEST).write_text(json.dumps({"pad": "x" * 5000, **ours}),
                                               encoding="utf-8")
    with pytest.raises(ManifestError, match="far more than a manifest"):
        read_manifest_file(str(tmp_path / "other"))
    if hasattr(os, "mkfifo"):
        (tmp_path / "fifo").mkdir()
        os.mkfifo(tmp_path / "fifo" / MANIFEST)
        with pytest.raises(ManifestError, match="is not a regular file"):
            read_manifest_file(str(tmp_path / "fifo"))
