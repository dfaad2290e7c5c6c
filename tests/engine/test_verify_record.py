"""verify keeps what it found beside a dataset of ours (output_state.VERIFIED), so the window
can say of a folder it did not convert whether it was verified: every existing dataset's
Summary said "Verification: —", verified or not. The record belongs to the manifest it
checked: a dataset changed since is not said to be verified; Replace deletes it."""

from __future__ import annotations

import json
import os

import pytest

from engine import protocol
from engine.commands.verify import record_result
from engine.output_kind import read_output_state
from engine.output_state import MANIFEST, VERIFIED, manifest_sha256, read_verified
from engine.ownership import classify_output
from tests.engine.conftest import run_cli

pytestmark = pytest.mark.e2e


@pytest.fixture
def dataset(make_dataset, tmp_path):
    src = make_dataset({"cat": 2, "dog": 2}, formats=("jpg",))
    out = tmp_path / "out"
    code, _, err = run_cli("convert", str(src), "--out", str(out), "--size", "24")
    assert code == 0, err
    return out


def test_verify_records_its_result_and_the_folder_state_reads_it(dataset):
    assert read_output_state(str(dataset)).verified is None   # converted, never checked
    code, events, err = run_cli("verify", str(dataset), "--reader", "builtin",
                                "--events", "jsonl")
    assert code == 0, err
    result = next(e for e in events if e["type"] == "verify_result")
    state = read_output_state(str(dataset))
    assert state.kind == "dataset"
    v = state.verified
    assert v is not None and v["ok"] is True and v["checked"] == result["checked"] == 4
    assert v["reader"] == "builtin" and v["problems"] == 0
    assert v["date"][:4].isdigit() and "T" in v["date"]
    # the check's time, as its verdict says it and from its process's start: the window's
    # Total time of the folder opened again adds it to the run's, as the run's own did
    finished = next(e for e in events if e["type"] == "run_finished")
    assert 0 < v["seconds"] == result["seconds"] <= finished["t"]
    assert result["seconds"] > events[0]["t"] > 0   # (run_started: after the imports)
    # Replace (and convert --overwrite) deletes it with the rest of the dataset
    ours, foreign = classify_output(str(dataset), os.listdir(dataset))
    assert VERIFIED in ours and foreign == []


def test_a_failed_check_is_recorded_as_failed(dataset):
    shard = next(p for p in dataset.iterdir() if p.name.endswith(".tfrecord"))
    data = bytearray(shard.read_bytes())
    data[-5] ^= 0xFF
    shard.write_bytes(bytes(data))
    code, _, _ = run_cli("verify", str(dataset), "--reader", "builtin", "--events", "jsonl")
    assert code == protocol.EXIT_VERIFY_FAILED
    v = read_verified(str(dataset))
    assert v is not None and v["ok"] is False and v["problems"] >= 1


def test_a_dataset_changed_since_is_not_said_to_be_verified(dataset):
    assert record_result(str(dataset), protocol.VerifyResult(ok=True, checked=4))
    assert read_verified(str(dataset))["ok"] is True
    m = json.loads((dataset / MANIFEST).read_text(encoding="utf-8"))
    m["created"] = "2030-01-01T00:00:00+00:00"   # e.g. a Resume wrote a new manifest
    (dataset / MANIFEST).write_text(json.dumps(m), encoding="utf-8")
    assert read_verified(str(dataset)) is None
    assert read_output_state(str(dataset)).verified is None


def test_a_check_that_ends_after_a_new_run_replaced_the_dataset_records_nothing(dataset):
    """The manifest is taken when the check begins: a new run that replaced the dataset
    meanwhile was recorded (and shown) as verified by a check of the one before."""
    from engine.commands.verify_manifest import read_manifest_file
    began = read_manifest_file(str(dataset))
    m = json.loads((dataset / MANIFEST).read_text(encoding="utf-8"))
    m["created"] = "2030-01-01T00:00:00+00:00"   # a new run's manifest
    (dataset / MANIFEST).write_text(json.dumps(m), encoding="utf-8")
    assert not record_result(str(dataset), protocol.VerifyResult(ok=True, checked=4), began)
    assert not (dataset / VERIFIED).exists() and read_output_state(str(dataset)).verified is None
    now = read_manifest_file(str(dataset))   # (a check of this one is kept)
    assert record_result(str(dataset), protocol.VerifyResult(ok=True, checked=4), now)
    assert read_verified(str(dataset))["manifest_sha256"] == manifest_sha256(str(dataset))


def test_nothing_is_recorded_for_a_cancelled_check_or_a_folder_not_ours(dataset, tmp_path):
    assert not record_result(str(dataset), protocol.VerifyResult(ok=False, checked=1,
                                                                 cancelled=True))
    assert not (dataset / VERIFIED).exists()
    other = tmp_path / "other"
    other.mkdir()
    (other / "data-train-00000-of-00001.tfrecord").write_bytes(b"")
    assert not record_result(str(other), protocol.VerifyResult(ok=True, checked=0))
    assert sorted(os.listdir(other)) == ["data-train-00000-of-00001.tfrecord"]


def test_a_damaged_record_is_ignored(dataset):
    (dataset / VERIFIED).write_text("{not json", encoding="utf-8")
    assert read_verified(str(dataset)) is None


def test_a_damaged_records_fields_are_no_crash(dataset):
    """A hand-edited record with "problems": "many" crashed the window's Summary; each
    record below is of this very manifest, so only its odd field makes it none."""
    from engine.output_state import manifest_sha256
    for bad in ({"ok": "yes"}, {"problems": "many"}, {"reader": 3}):
        record = {"ok": False, "checked": 3, "date": "2026-12-04T10:00:00+00:00",
                  "manifest_sha256": manifest_sha256(str(dataset)), **bad}
        (dataset / VERIFIED).write_text(json.dumps(record), encoding="utf-8")
        assert read_verified(str(dataset)) is None, bad


def test_a_dataset_whose_shards_went_since_is_not_said_to_be_verified(dataset):
    """The record names the manifest it checked, which a shard deleted or cut short
    since does not change: the Summary said "verified" of a broken dataset."""
    assert record_result(str(dataset), protocol.VerifyResult(ok=True, checked=4))
    assert read_output_state(str(dataset)).verified is not None
    shard = next(p for p in dataset.iterdir() if p.name.endswith(".tfrecord"))
    data = shard.read_bytes()
    shard.write_bytes(data[:-10])
    assert read_output_state(str(dataset)).verified is None
    shard.write_bytes(data)
    assert read_output_state(str(dataset)).verified is not None
    shard.unlink()
    assert read_output_state(str(dataset)).verified is None


def test_a_read_only_copy_still_verifies(dataset, monkeypatch):
    """A folder verify may not write in (a read-only copy): no record, no error. (The
    refusal is made here, in-process: chmod does not stop root, whom CI runs as.)"""
    import builtins

    from engine.output_state import PARTIAL_SUFFIX
    real_open = builtins.open

    def read_only(path, mode="r", *a, **k):
        if any(c in mode for c in "wax") and str(path).startswith(str(dataset)):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, mode, *a, **k)
    monkeypatch.setattr(builtins, "open", read_only)
    from engine.commands.verify import verify_dataset
    result = verify_dataset(str(dataset), reader="builtin", record=True)   # the check itself
    assert result.ok and result.checked == 4, result
    assert not record_result(str(dataset), protocol.VerifyResult(ok=True, checked=4))
    monkeypatch.undo()
    assert not (dataset / VERIFIED).exists()
    assert not (dataset / f".{VERIFIED}{PARTIAL_SUFFIX}").exists()


def test_a_record_that_cannot_be_written_is_no_error(dataset):
    """(as root the read-only folder above is writable: a folder in the record's place
    makes the write fail the same way)"""
    (dataset / VERIFIED).mkdir()
    code, _, err = run_cli("verify", str(dataset), "--reader", "builtin")
    assert code == 0, err
    assert (dataset / VERIFIED).is_dir() and read_verified(str(dataset)) is None
    assert not any(p.name.endswith(".partial") for p in dataset.iterdir())


def test_verify_reads_the_manifest_once(dataset, monkeypatch):
    """verify read the manifest three times: to check it, for its TFDS files, and to
    record the check (whose it is, its sha256). Read once for all of it, and once more at
    the end only to see that no new run replaced it meanwhile (its sha256)."""
    import builtins

    from engine.commands.verify import verify_dataset
    real_open = builtins.open
    opened = []

    def counting(path, *a, **k):
        if os.path.basename(str(path)) == MANIFEST:
            opened.append(path)
        return real_open(path, *a, **k)
    monkeypatch.setattr(builtins, "open", counting)
    result = verify_dataset(str(dataset), reader="builtin", record=True)
    monkeypatch.undo()
    assert result.ok and len(opened) == 2
    v = read_verified(str(dataset))
    assert v is not None and v["ok"] is True and v["checked"] == 4


def test_a_manifest_of_ours_that_says_nonsense_is_recorded_as_failed(dataset):
    """The manifest is ours (its JSON says so) but a field is damaged: the check fails on
    it, and says so of the folder; a manifest that is not JSON gets no record."""
    from engine.commands.verify import verify_dataset
    m = json.loads((dataset / MANIFEST).read_text(encoding="utf-8"))
    m["total_records"] = "many"
    (dataset / MANIFEST).write_text(json.dumps(m), encoding="utf-8")
    result = verify_dataset(str(dataset), reader="builtin", record=True)
    assert not result.ok and "total_records" in result.problems[0]
    v = read_verified(str(dataset))
    assert v is not None and v["ok"] is False and v["problems"] == 1
    (dataset / VERIFIED).unlink()
    (dataset / MANIFEST).write_text("{not json", encoding="utf-8")
    assert not verify_dataset(str(dataset), reader="builtin", record=True).ok
    assert not (dataset / VERIFIED).exists()


def test_the_checks_time_counts_from_where_it_is_told(dataset):
    """verify_dataset's ``started`` (the verify process's start): the check's time in its
    verdict and its record, its loading included; a cancelled check records nothing."""
    import time

    from engine.commands.verify import verify_dataset
    result = verify_dataset(str(dataset), reader="builtin", record=True,
                            started=time.monotonic() - 30.0)
    assert result.ok and 30.0 <= result.seconds < 30.0 + 60
    assert read_verified(str(dataset))["seconds"] == result.seconds
    (dataset / VERIFIED).unlink()
    stopped = verify_dataset(str(dataset), should_stop=lambda: True, record=True)
    assert stopped.cancelled and not (dataset / VERIFIED).exists()
