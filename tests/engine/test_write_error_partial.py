"""A write error (a full disk, a quota, EIO) keeps what was converted into the shard it
stopped, as a kill does (engine.run.writer.ShardWriter.leave, engine.run.partial): the
``.partial`` file stays, nothing is journalled, and --resume keeps the records it reads
back whole and in plan order, so the resumed output is byte for byte an uninterrupted
run's (NONE, GZIP, ZLIB; 1 and 2 workers). The failed run's message, the Resume offer's
counts and `inspect` say what is kept. (It removed the shard: all of it was converted
again, against "nothing converted is lost".)"""

from __future__ import annotations

import errno
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from unittest.mock import ANY

import pytest

from engine import protocol
from engine.errors import WriteError
from engine.output_kind import read_output_state
from engine.reason_codes import describe, render
from engine.records.tfrecord import frame
from engine.resume_check import outlook, unfinished_records
from engine.run import partial, writer
from tests.engine import imagefactory as F
from tests.engine.interrupted import assert_same_output, reference

N = 96                        # two shards of 48: 3 batches each at 1 worker, 4 at 2
BAD = "b/003.jpg"             # shard 1's 2nd image (no shuffle: a/000..a/094, then b/...)
SHARD = "data-train-{:05d}-of-00002.tfrecord"   # (+ ".gz" with GZIP)
KEPT = re.compile(r"The ([\d,]+) images? already converted into the unfinished shard "
                  r"(?:is|are) kept: --resume continues from there\.")


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("write-error") / "src"
    for i in range(N):   # noise: its PNGs hardly compress, so a GZIP stream reaches disk
        F.write(root / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(48, 48, i), "JPEG"))
    return root


@pytest.fixture(scope="module")
def bad_src(tmp_path_factory, src) -> Path:
    """``src`` with one image that fails to convert, early in shard 1."""
    root = tmp_path_factory.mktemp("write-error-bad") / "src"
    for p in src.rglob("*.jpg"):
        F.write(root / p.relative_to(src), p.read_bytes())
    (root / BAD).write_bytes(b"not an image\n")
    return root


def _run(src: Path, out: Path, compression: str = "none", workers: int = 1, *,
         resume: bool = False) -> tuple[int, list[dict]]:
    """Convert in this process (so the write hook reaches the writer): (code, events)."""
    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run.pipeline import Converter
    events: list[dict] = []
    em = Emitter("none")
    em.listeners.append(lambda e: events.append(json.loads(protocol.encode(e))))
    cfg = ConvertConfig(source=str(src), out=str(out),
                        image=ImageOptions(width=64, height=64, format="png",
                                           resize="stretch"),
                        workers=workers, num_shards=2, compression=compression,
                        shuffle=False, resume=resume)
    return Converter(cfg, em).run().exit_code, events


def _fail_at(monkeypatch, shard: int, nth: int, err: int = errno.ENOSPC) -> None:
    """The ``nth`` write into shard ``shard``'s temporary file fails with ``err``."""
    seen: list[int] = []

    def hook(path: str, nbytes: int) -> None:
        if SHARD.format(shard) in os.path.basename(path):
            seen.append(nbytes)
            if len(seen) == nth:
                raise OSError(err, os.strerror(err), path)
    monkeypatch.setattr(writer, "os_write_hook", hook)


def _reference(src: Path, compression: str, workers: int, tmp_path_factory) -> Path:
    return reference((src, compression, workers),
                     lambda out: _run(src, out, compression, workers)[0], tmp_path_factory)


def _failed(events: list[dict]) -> str:
    return [e for e in events if e["type"] == "run_failed"][-1]["message"]


def _said_kept(message: str) -> int:
    m = KEPT.search(message)
    return int(m[1].replace(",", "")) if m else 0


def _partials(out: Path, shard: int) -> list[str]:
    return [n for n in os.listdir(out) if n.startswith(f".{SHARD.format(shard)}")
            and n.endswith(".partial")]


def _written(events: list[dict], shard: int) -> int:
    return sum(e["records"] for e in events if e["type"] == "batch_written"
               and e["shard"].startswith(SHARD.format(shard)))


def _summary(events: list[dict]) -> dict:
    return [e for e in events if e["type"] == "run_finished"][-1]["summary"]


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("compression", ["none", "gzip", "zlib"])
def test_a_full_disk_keeps_the_unfinished_shard_and_resume_finishes_it_identically(
        src, tmp_path, tmp_path_factory, monkeypatch, compression, workers):
    ref = _reference(src, compression, workers, tmp_path_factory)
    out = tmp_path / "out"
    _fail_at(monkeypatch, 1, 3)   # two batches of shard 1 written, the third refused
    code, events = _run(src, out, compression, workers)
    assert code == protocol.EXIT_WRITE_ERROR
    assert F.shard_names(out) == F.shard_names(ref)[:1]
    assert len(_partials(out, 1)) == 1 and not partial.journalled(str(out))
    written = _written(events, 1)
    assert written == 2 * (16 if workers == 1 else 12)
    # the message says what --resume keeps: for NONE every record of the two batches; a
    # compressor holds a little back, so a GZIP/ZLIB stream keeps what reached the disk
    message = _failed(events)
    said = _said_kept(message)
    assert said == written if compression == "none" else 0 < said <= written, message
    code_, params = describe(message)
    assert code_ == "concat" and params["parts"][0]["code"] == "run.disk_full"
    assert params["parts"][1] == {"code": "run.partial_left", "params": {"n": str(said)}}
    assert params["parts"][2] == {"code": "run.space_needed_kept", "params": {
        "n": "48", "m": str(said), "need": ANY, "free": ANY}}   # the kept among the 48
    assert render(code_, params) == message
    # the Resume offer's counts: nothing removed, the .partial's whole records counted
    state = read_output_state(str(out))
    assert (state.kind, state.status, state.removed) == ("interrupted", "failed", 0)
    seen = outlook(str(out))
    assert seen is not None and said <= seen.unfinished_records <= written
    assert F.manifest(out)["removed_records"] == 0

    monkeypatch.setattr(writer, "os_write_hook", None)
    code, events = _run(src, out, compression, workers, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    assert _summary(events)["kept"] == 48 + said   # shard 0 and what the message said
    assert _written(events, 1) == 48 - said        # converted again: only the rest


@pytest.mark.parametrize("compression", ["none", "gzip"])
@pytest.mark.parametrize("shard", [0, 1])
def test_a_write_error_in_the_first_batch_keeps_nothing(src, tmp_path, tmp_path_factory,
                                                        monkeypatch, compression, shard):
    ref = _reference(src, compression, 1, tmp_path_factory)
    out = tmp_path / "out"
    _fail_at(monkeypatch, shard, 1, errno.EIO)
    code, events = _run(src, out, compression)
    assert code == protocol.EXIT_WRITE_ERROR
    assert F.hidden_temp_files(out) == []   # no record went into it: no file
    assert F.shard_names(out) == F.shard_names(ref)[:shard]
    message = _failed(events)
    assert os.strerror(errno.EIO) in message and not _said_kept(message)
    monkeypatch.setattr(writer, "os_write_hook", None)
    code, events = _run(src, out, compression, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    assert _summary(events)["kept"] == 48 * shard


def test_a_failed_image_ends_what_is_kept_and_is_converted_again(bad_src, tmp_path,
                                                                 tmp_path_factory,
                                                                 monkeypatch):
    """Nothing journals the failure: the kept records end before it, as after a kill."""
    ref = _reference(bad_src, "none", 1, tmp_path_factory)
    out = tmp_path / "out"
    _fail_at(monkeypatch, 1, 3)
    code, events = _run(bad_src, out)
    assert code == protocol.EXIT_WRITE_ERROR
    assert _said_kept(_failed(events)) == 1   # the image before the failed one
    monkeypatch.setattr(writer, "os_write_hook", None)
    code, events = _run(bad_src, out, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    assert _summary(events)["kept"] == 48 + 1
    assert [e["path"] for e in events if e["type"] == "item_failed"] == [str(bad_src / BAD)]


def test_a_second_full_disk_while_resuming_keeps_the_longer_partial(src, tmp_path,
                                                                     tmp_path_factory,
                                                                     monkeypatch):
    ref = _reference(src, "none", 1, tmp_path_factory)
    out = tmp_path / "out"
    _fail_at(monkeypatch, 1, 3)
    code, events = _run(src, out)
    assert code == protocol.EXIT_WRITE_ERROR and _said_kept(_failed(events)) == 32
    # the resume writes the 32 kept records again (one write), converts one batch, then
    # the disk is full again: its attempt holds more, and the older one stays until the
    # shard is complete
    _fail_at(monkeypatch, 1, 3)
    code, events = _run(src, out, resume=True)
    assert code == protocol.EXIT_WRITE_ERROR
    assert len(_partials(out, 1)) == 2
    more = _written(events, 1)
    assert more > 0 and _said_kept(_failed(events)) == 32 + more   # the newer, longer one
    monkeypatch.setattr(writer, "os_write_hook", None)
    code, events = _run(src, out, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    assert _summary(events)["kept"] == 48 + 32 + more
    assert _partials(out, 1) == []


def test_inspect_says_a_failed_runs_folder_is_unfinished_and_counts_its_partial(
        src, tmp_path, monkeypatch):
    out = tmp_path / "out"
    _fail_at(monkeypatch, 1, 3)
    code, events = _run(src, out)
    assert code == protocol.EXIT_WRITE_ERROR
    said = _said_kept(_failed(events))
    p = subprocess.run([sys.executable, "-m", "engine", "inspect", str(out), "--json",
                        "--samples", "0"], cwd=F.ROOT, capture_output=True, text=True,
                       timeout=120, env=dict(os.environ, PYTHONPATH=str(F.ROOT)))
    assert p.returncode == protocol.EXIT_VERIFY_FAILED, p.stderr
    (u,) = json.loads(p.stdout)["unfinished"]
    assert (u["run"], u["shards"], u["shards_planned"]) == ("failed", 1, 2)
    assert u["unfinished_records"] == 0 and u["partial_records"] == said == 32
    assert u["kept_said"]["reason_code"] == ["inspect.unfinished_partial",
                                             {"n": "32", "m": "1"}]
    assert render(*u["kept_said"]["reason_code"]) == u["kept_said"]["message"]


def test_a_write_error_closing_the_shard_keeps_all_of_it(src, tmp_path, tmp_path_factory,
                                                          monkeypatch):
    """Its last bytes, a GZIP trailer or the fsync refused: every record stays."""
    ref = _reference(src, "none", 1, tmp_path_factory)
    out = tmp_path / "out"
    real = writer.ShardWriter.close

    def close(self):
        if self.filename == SHARD.format(1):
            raise writer.as_write_error(OSError(errno.EIO, os.strerror(errno.EIO)), self.folder)
        return real(self)
    monkeypatch.setattr(writer.ShardWriter, "close", close)
    code, events = _run(src, out)
    assert code == protocol.EXIT_WRITE_ERROR
    assert _said_kept(_failed(events)) == 48
    monkeypatch.undo()
    code, events = _run(src, out, resume=True)
    assert code == protocol.EXIT_OK
    assert_same_output(out, ref)
    assert _summary(events)["kept"] == 96 and _written(events, 1) == 0


# -- ShardWriter.leave on its own -----------------------------------------------------------

def _noise(n: int, size: int = 20_000) -> list[bytes]:
    return [frame(os.urandom(size)) for _ in range(n)]


def test_leave_cuts_a_plain_shard_back_to_its_last_whole_batch(tmp_path):
    w = writer.ShardWriter(str(tmp_path), SHARD.format(0), attempt="ab12")
    batches = [b"".join(_noise(3)), b"".join(_noise(2))]
    for b in batches:
        w.write(b, records=len(b) // 20_016)
    w._stream.write(frame(b"torn")[:9])   # a write that failed half-way reached the file
    w.leave()
    assert (tmp_path / w.temp).read_bytes() == b"".join(batches)
    w.leave()   # twice is harmless (a cleanup path after another)


@pytest.mark.parametrize("compression", ["gzip", "zlib"])
def test_leave_keeps_a_compressed_stream_as_it_is(tmp_path, compression):
    """Not ended (that needs space, and its compressor took in the batch that failed):
    the records that reached the file read back whole, the rest is cut off."""
    name = SHARD.format(0) + ".gz"
    records = _noise(40)
    (tmp_path / "whole").mkdir()
    w, whole = (writer.ShardWriter(str(folder), name, compression, attempt="cd34")
                for folder in (tmp_path, tmp_path / "whole"))
    for i in range(0, 40, 4):
        for x in (w, whole):
            x.write(b"".join(records[i:i + 4]), records=4)
    w.leave()
    whole.close()   # what an uninterrupted writer makes of the same records
    left, full = (Path(x.temp).read_bytes() for x in (w, whole))
    assert len(left) < len(full) and full.startswith(left)   # as it is: not ended
    assert 0 < unfinished_records(str(tmp_path), {name}, compression) < 40


def test_a_failed_close_leaves_the_file_to_its_caller(tmp_path, monkeypatch):
    w = writer.ShardWriter(str(tmp_path), SHARD.format(0), attempt="ef56")
    w.write(b"".join(_noise(2)), records=2)

    def broken(fd: int) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))
    monkeypatch.setattr(os, "fsync", broken)
    with pytest.raises(WriteError):
        w.close()
    assert (tmp_path / w.temp).exists()   # the caller's to abort() or leave()
    w.leave()   # (a sync it cannot make is no error)
    assert unfinished_records(str(tmp_path), {SHARD.format(0)}, "none") == 2


# -- a real full disk (a small tmpfs: root only) --------------------------------------------

@pytest.fixture
def small_disk(tmp_path):
    with F.small_disk(tmp_path / "disk", "3m") as disk:
        yield disk


@pytest.mark.parametrize("compression", ["none", "gzip"])
def test_a_real_full_disk_keeps_what_reached_it(tmp_path_factory, small_disk, compression):
    """ENOSPC from the file system itself (a buffered write refused part-way): the plain
    shard is cut back to its last whole batch, the GZIP stream left as it is."""
    src = F.noise_dataset(tmp_path_factory.mktemp("real") / "src", 200, 128)
    opts = ("--workers", "2", "--shards", "4", "--size", "96", "--format", "png",
            "--no-shuffle", "--compression", compression)
    ref = tmp_path_factory.mktemp("real-ref") / "out"
    code, _, err = F.run_engine(F.engine_argv(src, ref, *opts))
    assert code == protocol.EXIT_OK, err
    assert sum(p.stat().st_size for p in ref.iterdir()) > 4 << 20   # more than the disk
    out = small_disk / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts))
    assert code == protocol.EXIT_WRITE_ERROR, err
    said = _said_kept(F.types(events, "run_failed")[-1]["message"])
    (left,) = F.hidden_temp_files(out)
    whole = len(F.shard_names(out))   # (those that fitted)
    assert said > 0 and left.startswith(f".{F.shard_names(ref)[whole]}.")
    F.make_room(small_disk)
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert_same_output(out, ref)
    kept = F.types(events, "run_finished")[-1]["summary"]["kept"]
    assert kept == 50 * whole + said
