"""The check of an older engine's kept files (engine.verdicts: --resume's, the window's
look before Resume) could be stopped only between files: a kept PNG is read whole to check
it, a GIF, TIFF, WebP or BMP read whole and decoded, a shard written over since hashed, and
a Cancel (or a superseded look) waited for the whole of a 300 MB TIFF on a share. They are
now read a chunk at a time with the stop asked before each. And the two told how far they
were by two rules (--resume at most every 0.1 s, the look every percent: on a share a
hundred files between two counts); both now follow engine.verdicts.Ticks."""

from __future__ import annotations

import contextlib
import itertools
import os
import threading
import time

import pytest

from engine import regular_files, resume_check, verdicts
from engine.errors import Cancelled
from engine.output_state import JOURNAL, read_journal
from engine.run.plan import ShardSpec
from engine.run.resume_verdicts import other_rule
from engine.sources.discover import Sample
from tests.engine import imagefactory as F
from tests.engine.interrupted import as_0_3_7, killed_as_older

#: a run of 0.3.7: its kept PNGs are checked again (0.3.8 refuses a damaged one)
OLDER = {"engine_version": "0.3.7", "options": {"image": {"format": "jpeg"}}}
CHUNKS = 12


class _Reads:
    """engine.verdicts' ``open_regular_file`` (sized) and engine.resume_check's ``open``: counts the
    chunks read of the large file, and sets ``stop`` (the user's Cancel) once ``after`` of
    them were read."""

    def __init__(self, large: str, after: int) -> None:
        self.large, self.after, self.chunks = large, after, 0
        self.stop = threading.Event()

    def __call__(self, path, mode="rb", *args, **kwargs):
        f = open(path, mode, *args, **kwargs)   # noqa: SIM115 - closed by its user
        return _Counted(f, self) if os.fspath(path) == self.large else f

    def sized(self, path):
        """As engine.regular_files.open_regular_file: (the file, counted as above, its size)."""
        f, size = regular_files.open_regular_file(path)
        return (_Counted(f, self) if os.fspath(path) == self.large else f), size


class _Counted:
    """A file whose reads of a chunk or more are counted by ``reads`` (the rest as it is)."""

    def __init__(self, f, reads: _Reads) -> None:
        self._f, self._reads = f, reads

    def read(self, n: int = -1) -> bytes:
        data = self._f.read(n)
        if n < 0 or n >= verdicts.READ_CHUNK:
            self._count()
        return data

    def readinto(self, buffer) -> int:
        n = self._f.readinto(buffer)
        if len(buffer) >= verdicts.READ_CHUNK:
            self._count()
        return n

    def _count(self) -> None:
        self._reads.chunks += 1
        if self._reads.chunks >= self._reads.after:
            self._reads.stop.set()

    def __getattr__(self, name: str):
        return getattr(self._f, name)

    def __enter__(self) -> _Counted:
        return self

    def __exit__(self, *exc) -> None:
        self._f.close()


def _large_png(path) -> str:
    """A PNG's signature and IHDR, then CHUNKS MiB: read whole to be checked."""
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + b"\0" * (CHUNKS * verdicts.READ_CHUNK))
    return str(path)


@pytest.mark.parametrize("kind", ["png", "tiff"])
def test_a_cancel_stops_the_check_within_a_large_kept_file(tmp_path, monkeypatch, kind):
    if kind == "png":
        large, record = _large_png(tmp_path / "big.png"), OLDER
    else:   # (--format original: its first picture decoded, 0.3.9 took it otherwise)
        large = str(tmp_path / "big.tif")
        with open(large, "wb") as f:
            f.write(b"II*\0\x08\0\0\0" + b"\0" * (CHUNKS * verdicts.READ_CHUNK))
        record = {"engine_version": "0.3.8", "options": {"image": {"format": "original"}}}
    reads = _Reads(large, after=2)
    monkeypatch.setattr(verdicts, "open_regular_file", reads.sized)
    ticks = verdicts.Ticks(1, None, reads.stop.is_set)
    with pytest.raises(Cancelled):
        verdicts.changed_rule(record, [(large, False)], verdicts.Unread(), ticks)
    assert reads.chunks == 2, f"{reads.chunks} of {CHUNKS} chunks read after the stop"


def test_a_superseded_look_stops_within_a_shard_it_hashes(tmp_path, monkeypatch):
    large = _large_png(tmp_path / "shard")
    reads = _Reads(large, after=3)
    monkeypatch.setattr(resume_check, "open", reads, raising=False)
    stop = reads.stop

    def check() -> None:
        if stop.is_set():
            raise Cancelled()
    with pytest.raises(Cancelled):
        resume_check.sha256_file(large, check)
    assert reads.chunks == 3


def test_a_cancel_stops_resume_within_a_kept_shard_it_hashes(tmp_path, monkeypatch):
    """--resume reads every kept shard again for its sha256 (minutes on a share): the
    run's Cancel waited for all of them; now it stops within the one being read."""
    from engine.run.resume_kept import kept_shards
    large = _large_png(tmp_path / "shard")
    reads = _Reads(large, after=2)
    monkeypatch.setattr(resume_check, "open", reads, raising=False)
    spec = ShardSpec("train", 0, 1, "shard", (), stamp="s")
    entry = {"filename": "shard", "bytes": os.path.getsize(large), "sha256": "0" * 64,
             "sources": "s"}
    with pytest.raises(Cancelled):
        kept_shards(str(tmp_path), [spec], {"shard": entry}, False, None, reads.stop.is_set)
    assert reads.chunks == 2


def _older_run(tmp_path) -> str:
    """An interrupted run of 0.3.7: 30 of its 90 images in its kept shard."""
    src = F.noise_dataset(tmp_path / "src", 90, 24)
    killed_as_older(src, tmp_path / "out", older=as_0_3_7)
    return str(tmp_path / "out")


@contextlib.contextmanager
def _clock(step: float):
    """time.monotonic advancing ``step`` seconds at each call."""
    ticks = itertools.count(0.0, step) if step else itertools.repeat(0.0)
    real = time.monotonic
    time.monotonic = lambda: next(ticks)
    try:
        yield
    finally:
        time.monotonic = real


@pytest.mark.parametrize("step", [0.0, 1.0])
def test_the_look_and_resume_tell_the_kept_files_alike(tmp_path, step):
    """The same kept files, the same clock: the window's look and --resume tell the same
    counts (a frozen clock: the first and the last; one past PROGRESS_S at each call:
    every file)."""
    out = _older_run(tmp_path)
    header, entries = read_journal(os.path.join(out, JOURNAL))
    assert header is not None
    plan = resume_check.read_planned(out, header["fingerprint"])
    assert plan is not None
    look: list[tuple[int, int]] = []
    with _clock(step):
        seen = resume_check.outlook(out, files_progress=lambda c, n: look.append((c, n)))
    assert seen is not None and seen.other_rule is None
    specs = [ShardSpec("train", i, len(plan), name, tuple(
        Sample(path, os.path.basename(path), 0, "", None, size) for path, size, _ in files))
        for i, (name, files) in enumerate(plan.items())]
    told: list[tuple[int, int]] = []
    with _clock(step):
        assert other_rule(header, specs, entries, 1 << 30,
                          progress=lambda c, n: told.append((c, n))) is None
    assert look == told
    assert told == ([(0, 30), (30, 30)] if not step else [(n, 30) for n in range(31)])


def test_a_kept_file_is_held_once_while_it_is_read_whole(tmp_path):
    """A 1 GB TIFF an older run kept is read whole to be judged: held once, not as its
    blocks and then their join as well (twice its size, for a moment)."""
    import tracemalloc
    path = tmp_path / "big.tif"
    size = 6 * verdicts.READ_CHUNK + 123
    content = os.urandom(size)
    path.write_bytes(content)
    tracemalloc.start()
    try:
        data = verdicts.read_whole(str(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert data == content
    assert peak < 1.3 * size, f"peak {peak / size:.2f}x the file's size"


def test_a_file_that_grows_or_shrinks_while_it_is_read_is_read_as_it_is_then(tmp_path):
    path = tmp_path / "kept.png"
    path.write_bytes(b"a" * (2 * verdicts.READ_CHUNK))
    calls = []

    def grow_then_shrink() -> None:
        calls.append(1)
        if len(calls) == 1:     # (before the first block: the file grows by one block)
            with open(path, "ab") as f:
                f.write(b"b" * verdicts.READ_CHUNK)
    assert verdicts.read_whole(str(path), grow_then_shrink) == (
        b"a" * (2 * verdicts.READ_CHUNK) + b"b" * verdicts.READ_CHUNK)
    path.write_bytes(b"c" * (2 * verdicts.READ_CHUNK))

    def shrink() -> None:
        os.truncate(path, 10)
    assert verdicts.read_whole(str(path), shrink) == b"c" * 10
