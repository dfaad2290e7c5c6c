"""The images an interrupted run converted into a shard it did not finish are kept
(engine.run.partial), and the Resume offer says so ("0 of 212 images are already done"
read as Resume having lost the work): a cancel journals its .partial file, read back as
done images (OutputState.unfinished, nothing in the manifest's "removed_records"), and a
killed run's .partial files are counted (engine.resume_check.unfinished_records, the
Outlook's unfinished_records)."""

from __future__ import annotations

import gzip
import zlib

from engine import protocol
from engine.output_kind import read_output_state
from engine.records.tfrecord import frame
from engine.resume_check import outlook, unfinished_records
from tests.engine import imagefactory as F
from tests.engine.interrupted import bmp_dataset, interrupted


def test_a_cancel_keeps_what_its_unfinished_shard_held(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(200):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(160, 160, i), "JPEG"))
    # the last image in source order never decodes: the one shard cannot be finished
    # before the cancel, however fast the machine (it could, and the test then asserted
    # only removed == 0)
    F.write(src / "b" / "zzz_HANGME.jpg", F.encode(F.noise(160, 160, 7), "JPEG"))
    argv = F.engine_argv(src, out, "--workers", "1", "--shards", "1", "--size", "64",
                         "--no-shuffle")
    code, eng = F.cancel_when(argv, lambda e: e["type"] == "batch_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    assert F.shard_names(out) == []
    summary = F.types(eng.events, "run_finished")[-1]["summary"]
    converted = sum(e["records"] for e in F.types(eng.events, "batch_written"))
    assert summary["removed"] == 0 and summary["written"] == converted > 0
    assert F.manifest(out)["removed_records"] == 0
    assert len(F.hidden_temp_files(out)) == 1   # the unfinished shard's, kept
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.removed == 0
    assert state.done == state.records == state.unfinished == converted
    # a killed run's count leaves the journalled one out (it is among the done images)
    seen = outlook(str(out))
    assert seen is not None and seen.unfinished_records == 0


def _frames(n: int) -> bytes:
    return b"".join(frame(bytes([i]) * 100) for i in range(n))


def test_partial_shards_are_counted_whole_records_only(tmp_path):
    shards = {"data-train-00000-of-00002.tfrecord", "data-train-00001-of-00002.tfrecord"}
    a, b = sorted(shards)
    (tmp_path / f".{a}.partial").write_bytes(_frames(5) + _frames(1)[:40])   # cut in #5
    # two attempts at one shard (a cluster's): the most
    (tmp_path / f".{b}.0a1b.partial").write_bytes(gzip.compress(_frames(3)))
    (tmp_path / f".{b}.0a1c.partial").write_bytes(zlib.compress(_frames(4))[:-4])
    (tmp_path / ".dataset_manifest.json.partial").write_bytes(_frames(9))   # no shard
    (tmp_path / f".{a}.idx.partial").write_bytes(_frames(8))   # a DALI index's: no shard
    assert unfinished_records(str(tmp_path), shards) == 5 + 4
    assert unfinished_records(str(tmp_path), {a}) == 5
    assert unfinished_records(str(tmp_path / "gone"), shards) == 0


def test_a_killed_runs_outlook_counts_its_unfinished_shards(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    entry = interrupted(src, out)
    planned = sorted(n for n in F.shard_names(out)) + [
        "data-train-00001-of-00003.tfrecord", "data-train-00002-of-00003.tfrecord"]
    for p in out.glob(".*.partial"):
        p.unlink()   # (where the kill left the next shard: written afresh below)
    unfinished = next(n for n in planned if n != entry["filename"])
    (out / f".{unfinished}.partial").write_bytes(_frames(2))
    seen = outlook(str(out))
    assert seen is not None and seen.unfinished_records == 2


def test_a_plain_shard_is_not_read_as_compressed_when_the_run_says_how_it_wrote(tmp_path):
    # a plain shard's first bytes are its first record's length: 40,056 is 78 9c, a ZLIB
    # header, and 35,615 is 1f 8b, GZIP's; the journal says the run wrote no compression
    shard = "data-train-00000-of-00001.tfrecord"
    for size in (40_056, 35_615):
        (tmp_path / f".{shard}.partial").write_bytes(frame(b"x" * size) + frame(b"y" * 9))
        assert unfinished_records(str(tmp_path), {shard}, "none") == 2


def test_the_outlook_reads_unfinished_shards_with_the_runs_compression(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    entry = interrupted(src, out)
    for p in out.glob(".*.partial"):
        p.unlink()
    unfinished = next(n for n in ["data-train-00001-of-00003.tfrecord",
                                  "data-train-00002-of-00003.tfrecord"]
                      if n != entry["filename"])
    (out / f".{unfinished}.partial").write_bytes(frame(b"x" * 40_056) + frame(b"y"))
    seen = outlook(str(out))
    assert seen is not None and seen.unfinished_records == 2


def test_the_kept_records_of_a_stream_cut_short_are_read_again_without_reading_on(tmp_path):
    """--resume writes the records it kept of a .partial file again first: it read one
    frame past them, which in a GZIP/ZLIB stream a kill or a full disk cut short raised
    ("Compressed file ended before the end-of-stream marker was reached")."""
    import os

    from engine.run.partial import Kept, framed
    records = [frame(os.urandom(30_000)) for _ in range(6)]
    for compression, whole in (("gzip", gzip.compress(b"".join(records), mtime=0)),
                               ("zlib", zlib.compress(b"".join(records)))):
        name = f".{compression}.partial"
        (tmp_path / name).write_bytes(whole[:len(whole) * 7 // 12])   # inside record 4
        got = b"".join(blob for blob, _ in framed(str(tmp_path), Kept(name, 3, 3), compression))
        assert got == b"".join(records[:3]), compression
