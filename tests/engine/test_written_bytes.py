"""The bytes a run has written, as its progress says them batch after batch: a shard's
bytes counted only when it completed made "MB/s written" read 0.0 while a 1 GiB shard
grew at 57 MB/s (and a --resume's kept shards hid this run's bytes until it passed them).
The engine runs in-process, with a progress event after every batch."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from tests.engine.interrupted import resumed_after_a_cancel, resumed_after_a_failed_write


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("written") / "src", 96, 64)


def test_progress_counts_the_bytes_of_the_shard_being_written(src, tmp_path, monkeypatch):
    out = tmp_path / "out"
    events = resumed_after_a_failed_write(src, out, monkeypatch)
    progress = [e for e in events if isinstance(e, protocol.Progress)]
    assert progress[0].bytes_out > 0    # shard 0, kept by --resume
    unfinished: dict[str, int] = {}
    growing = again = 0
    continued = True   # the shard the failed write stopped, continued first
    for ev in events:
        if isinstance(ev, protocol.BatchWritten):
            unfinished[ev.shard] = unfinished.get(ev.shard, 0) + ev.bytes
        elif isinstance(ev, protocol.ShardWritten):
            unfinished.pop(os.path.basename(ev.path))
            continued = False
        elif isinstance(ev, protocol.Progress):
            # uncompressed: a shard's bytes on disk are its batches' framed bytes, after
            # the records kept of its .partial file, written again first (bytes_kept
            # beyond the kept shard's)
            kept = ev.bytes_kept - progress[0].bytes_kept if continued else 0
            assert ev.bytes_written == ev.bytes_out + sum(unfinished.values()) + kept
            growing += ev.bytes_written > ev.bytes_out
            again = max(again, kept)
    assert growing >= 2, "no progress while a shard was being written"
    assert again > 0, "nothing kept of the shard the failed write stopped"
    last = progress[-1]
    summary = [e for e in events if isinstance(e, protocol.RunFinished)][-1].summary
    assert last.bytes_written == last.bytes_out == summary.bytes == F.manifest_shard_bytes(out)


def test_a_compressed_shards_bytes_on_disk_grow_and_end_as_the_manifest_says(
        src, tmp_path, monkeypatch):
    out = tmp_path / "out"
    events = resumed_after_a_failed_write(src, out, monkeypatch, compression="gzip")
    progress = [e for e in events if isinstance(e, protocol.Progress)]
    written = [p.bytes_written for p in progress]
    assert written == sorted(written), written
    assert any(p.bytes_written > p.bytes_out for p in progress)
    summary = [e for e in events if isinstance(e, protocol.RunFinished)][-1].summary
    assert written[-1] == progress[-1].bytes_out == summary.bytes == F.manifest_shard_bytes(out)


def test_a_resumes_kept_records_are_bytes_on_disk_but_not_this_runs_writing(
        tmp_path_factory, tmp_path, monkeypatch):
    """A Resume of a cancelled run writes the records it kept of the unfinished shard again
    first: they were counted as this run's writing, and MB/s written began at ~250 MB/s
    (Korean walk, screenshot 39). bytes_kept says them (and the kept shard's bytes), so
    bytes_written - bytes_kept is what this run converted, batch after batch."""
    src = F.noise_dataset(tmp_path_factory.mktemp("kept") / "src", 160, 64)
    out = tmp_path / "out"
    events = resumed_after_a_cancel(src, out, monkeypatch)
    progress = [e for e in events if isinstance(e, protocol.Progress)]
    first = progress[0]
    assert first.bytes_out > 0 and first.bytes_kept == first.bytes_written == first.bytes_out
    converted = 0
    for ev in events:
        if isinstance(ev, protocol.BatchWritten):
            converted += ev.bytes    # (the kept records written again: records 0, bytes 0)
        elif isinstance(ev, protocol.Progress):
            # uncompressed: a batch's bytes on disk are its framed bytes
            assert ev.bytes_written - ev.bytes_kept == converted, ev
    kept = [p.bytes_kept for p in progress]
    assert kept == sorted(kept) and kept[-1] > first.bytes_kept, "no kept records"
    summary = [e for e in events if isinstance(e, protocol.RunFinished)][-1].summary
    assert 0 < summary.kept < summary.written
    assert progress[-1].bytes_written == summary.bytes == F.manifest_shard_bytes(out)
    assert converted == summary.bytes - kept[-1]
