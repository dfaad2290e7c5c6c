"""ShardWriter on its own: what a commit leaves on disk, what an abort leaves (nothing), and
the order that makes a shard crash-safe: its bytes are fsynced before the rename to the
final name, and the folder is fsynced after it (so the rename itself survives a power cut).
"""

from __future__ import annotations

import errno
import gzip
import hashlib
import os
import stat
import zlib
from pathlib import Path

import pytest

from engine.errors import WriteError
from engine.records.tfrecord import frame, iter_records, open_records
from engine.run import journal, shard_task, writer
from engine.run.writer import ShardWriter, dali_index_lines, temp_name
from tests.leftovers import leftover_temporaries

NAME = "data-train-00000-of-00001.tfrecord"
PAYLOADS = [b"first record", b"", b"\x00\xff" * 300]


def _write_all(w: ShardWriter) -> None:
    w.write(frame(PAYLOADS[0]))
    both = [frame(p) for p in PAYLOADS[1:]]
    w.write(b"".join(both), records=2, sizes=[len(b) for b in both])


def _records(path: Path, compression: str = "none") -> list[bytes]:
    with open_records(str(path), compression) as f:
        return [r.data for r in iter_records(f)]


class OsCalls:
    """Records os.fsync and os.replace calls as ("fsync", what) / ("replace", src, dst),
    where `what` names the synced file by path (found through its inode)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
        self.folder = folder
        self.calls: list[tuple] = []
        self.sizes: dict[str, int] = {}
        real_fsync, real_replace = os.fsync, os.replace

        def fsync(fd: int) -> None:
            st = os.fstat(fd)
            self.calls.append(("fsync", self._name(st)))
            if stat.S_ISREG(st.st_mode):
                self.sizes[self._name(st)] = st.st_size
            real_fsync(fd)

        def replace(src: str, dst: str) -> None:
            self.calls.append(("replace", os.path.basename(src), os.path.basename(dst)))
            real_replace(src, dst)

        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(os, "replace", replace)

    def _name(self, st: os.stat_result) -> str:
        if stat.S_ISDIR(st.st_mode) and os.path.samestat(st, os.stat(self.folder)):
            return "<folder>"
        with os.scandir(self.folder) as entries:
            for entry in entries:
                if os.path.samestat(st, entry.stat(follow_symlinks=False)):
                    return entry.name
        return "<elsewhere>"


# ------------------------------------------------------------------------------- commit

def test_finish_commits_the_shard_and_its_dali_index(tmp_path):
    w = ShardWriter(str(tmp_path), NAME)
    _write_all(w)
    assert leftover_temporaries(tmp_path) == [temp_name(NAME)]
    assert not (tmp_path / NAME).exists()      # no final name before the commit
    res = w.finish()
    data = (tmp_path / NAME).read_bytes()
    assert res == writer.ShardResult(NAME, 3, len(data), hashlib.sha256(data).hexdigest(),
                                     f"{NAME}.idx")
    assert data == b"".join(frame(p) for p in PAYLOADS)
    assert _records(tmp_path / NAME) == PAYLOADS
    sizes = [len(frame(p)) for p in PAYLOADS]
    assert (tmp_path / f"{NAME}.idx").read_text() == \
        f"0 {sizes[0]}\n{sizes[0]} {sizes[1]}\n{sizes[0] + sizes[1]} {sizes[2]}\n"
    assert (tmp_path / f"{NAME}.idx").read_text() == dali_index_lines(str(tmp_path / NAME))
    assert sorted(os.listdir(tmp_path)) == [NAME, f"{NAME}.idx"]
    assert w.records == 3 and w.write_seconds >= 0


@pytest.mark.parametrize("compression", ["gzip", "zlib"])
def test_a_compressed_shard_is_reproducible_and_has_no_dali_index(tmp_path, compression):
    shas = []
    for run in ("a", "b"):
        folder = tmp_path / run
        folder.mkdir()
        w = ShardWriter(str(folder), f"{NAME}.gz", compression)
        _write_all(w)
        res = w.finish()
        raw = (folder / f"{NAME}.gz").read_bytes()
        plain = gzip.decompress(raw) if compression == "gzip" else zlib.decompress(raw)
        assert plain == b"".join(frame(p) for p in PAYLOADS)
        assert _records(folder / f"{NAME}.gz", compression) == PAYLOADS
        assert res.dali_index == "" and res.bytes == len(raw) and res.records == 3
        assert os.listdir(folder) == [f"{NAME}.gz"]
        shas.append(res.sha256)
    assert shas[0] == shas[1]   # gzip's header holds no time or name


# -------------------------------------------------------------------------------- abort

def test_abort_removes_the_temporary_and_never_the_final_file(tmp_path):
    (tmp_path / NAME).write_bytes(b"an earlier run's complete shard")
    w = ShardWriter(str(tmp_path), NAME, attempt="ab12")
    _write_all(w)
    assert leftover_temporaries(tmp_path) == [f".{NAME}.ab12.partial"]
    w.abort()
    assert os.listdir(tmp_path) == [NAME]
    assert (tmp_path / NAME).read_bytes() == b"an earlier run's complete shard"
    w.abort()   # twice (a cleanup path after a failed close) is harmless


def test_a_failed_rename_is_a_write_error_and_leaves_no_file(tmp_path, monkeypatch):
    w = ShardWriter(str(tmp_path), NAME)
    _write_all(w)

    def full(src: str, dst: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(WriteError) as e:
        w.finish()
    assert e.value.errno == errno.ENOSPC
    assert str(e.value).startswith(f"The disk holding {tmp_path} is full.")
    assert "--resume" in str(e.value)
    assert os.listdir(tmp_path) == []


def test_a_failed_fsync_is_a_write_error_and_leaves_no_file(tmp_path, monkeypatch):
    w = ShardWriter(str(tmp_path), NAME)
    _write_all(w)

    def broken(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken)
    with pytest.raises(WriteError) as e:
        w.finish()
    assert e.value.errno == errno.EIO
    assert str(e.value) == (f"Could not write to {tmp_path}: Input/output error. Check the "
                            "disk and the folder's permissions, then run again with --resume.")
    assert os.listdir(tmp_path) == []


# --------------------------------------------------------------------------- fsync order

def test_finish_fsyncs_the_data_before_the_rename_and_the_folder_after(tmp_path, monkeypatch):
    w = ShardWriter(str(tmp_path), NAME)
    _write_all(w)
    calls = OsCalls(monkeypatch, tmp_path)
    res = w.finish()
    temp = temp_name(NAME)
    assert calls.calls[:3] == [("fsync", temp), ("replace", temp, NAME), ("fsync", "<folder>")]
    assert calls.sizes[temp] == res.bytes   # every byte was in the file when it was synced
    # then the DALI index, by the same temporary-name route
    idx_temp = temp_name(f"{NAME}.idx")
    assert calls.calls[3:5] == [("fsync", idx_temp), ("replace", idx_temp, f"{NAME}.idx")]


def test_a_compressed_shard_is_synced_with_its_trailer(tmp_path, monkeypatch):
    w = ShardWriter(str(tmp_path), f"{NAME}.gz", "gzip")
    _write_all(w)
    calls = OsCalls(monkeypatch, tmp_path)
    res = w.finish()
    temp = temp_name(f"{NAME}.gz")
    assert calls.calls == [("fsync", temp), ("replace", temp, f"{NAME}.gz"),
                           ("fsync", "<folder>")]
    assert calls.sizes[temp] == res.bytes == (tmp_path / f"{NAME}.gz").stat().st_size


def test_a_shard_task_commit_renames_synced_files_then_syncs_the_folder_then_journals(
        tmp_path, monkeypatch):
    """The run's own path: ShardWriter.close() in the task, shard_task.commit() after."""
    w = ShardWriter(str(tmp_path), NAME, attempt="c0ffee")
    _write_all(w)
    calls = OsCalls(monkeypatch, tmp_path)
    res = w.close()
    temp = temp_name(NAME, "c0ffee")
    assert calls.calls == [("fsync", temp)] and calls.sizes[temp] == res.bytes
    assert not (tmp_path / NAME).exists()      # close() commits nothing
    idx_temp = temp_name(f"{NAME}.idx", "c0ffee")
    (tmp_path / idx_temp).write_text(w.dali_lines())
    entry = shard_task.ShardEntry(
        filename=NAME, split="train", index=0, count=1, records=res.records, bytes=res.bytes,
        sha256=res.sha256, dali_index=res.dali_index, rejected=[], temp=temp,
        temp_index=idx_temp)
    calls.calls.clear()
    record = shard_task.commit(str(tmp_path), entry)
    assert calls.calls == [
        ("replace", temp, NAME), ("replace", idx_temp, f"{NAME}.idx"), ("fsync", "<folder>"),
        ("fsync", journal.JOURNAL)]
    assert record["sha256"] == hashlib.sha256((tmp_path / NAME).read_bytes()).hexdigest()
    assert journal.Journal(str(tmp_path)).read()[1] == {NAME: dict(record, kind="shard")}
    assert leftover_temporaries(tmp_path) == []


def test_a_small_file_is_synced_before_its_rename_and_the_folder_after(tmp_path, monkeypatch):
    """Manifest, labels and rejected list: as durable as the shards they describe."""
    calls = OsCalls(monkeypatch, tmp_path)
    writer.write_atomic(str(tmp_path / "labels.txt"), "cat\ndog\n")
    temp = f".labels.txt{writer.PARTIAL_SUFFIX}"
    assert calls.calls == [("fsync", temp), ("replace", temp, "labels.txt"),
                           ("fsync", "<folder>")]
    assert (tmp_path / "labels.txt").read_text() == "cat\ndog\n"
