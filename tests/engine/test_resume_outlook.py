"""What engine.resume_check.outlook tells the window before a --resume, against what that
--resume then does: a finished shard that is missing or damaged (not its journalled size,
or written over after the journal with another sha256) is converted again and not counted
as done, and an image removed from the source makes --resume refuse (it converts no kept
shard again: put back, the shard is kept as it was)."""

from __future__ import annotations

import os

from engine import protocol, resume_check
from engine.run import journal
from tests.engine import imagefactory as F
from tests.engine.interrupted import (
    BMP_OPTS,
    FOUR_SHARDS,
    bmp_dataset,
    interrupted,
    interrupted_after,
)


def _summary(events) -> dict:
    return [e for e in events if e["type"] == "run_finished"][-1]["summary"]


def test_missing_and_damaged_shards_are_counted_as_converted_again(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    gone, cut, whole = interrupted_after(src, out, 3)
    seen = resume_check.outlook(str(out))
    assert seen is not None and seen.damaged == []
    assert (seen.kept_shards, seen.kept_records) == (
        3, gone["records"] + cut["records"] + whole["records"])
    os.remove(out / gone["filename"])
    shard = out / cut["filename"]
    shard.write_bytes(shard.read_bytes()[:-10])
    seen = resume_check.outlook(str(out))
    assert seen.damaged == [gone["filename"], cut["filename"]]
    assert seen.damaged_records == gone["records"] + cut["records"]
    assert (seen.kept_shards, seen.kept_records, seen.kept_bytes) == (
        1, whole["records"], whole["bytes"])
    assert seen.redo == []   # (changed images: none)
    code, events, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS, "--resume"))
    assert code == protocol.EXIT_OK, err
    summary = _summary(events)
    assert summary["kept"] == seen.kept_records   # what the outlook said
    assert summary["written"] == 9


def test_a_shard_damaged_in_place_keeping_its_size_is_counted_as_resume_does(tmp_path):
    """A finished shard with a byte changed in place (its size kept): --resume compares its
    sha256 and writes it again, and the outlook counted it as kept ("9 of 9 done", then a
    Summary that kept fewer). A shard written after the journal has its sha256 compared;
    the others are not read (a whole dataset on a share would take minutes)."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    first, hit, last = interrupted_after(src, out, 3)
    journalled = os.stat(out / journal.JOURNAL).st_mtime_ns
    shard = out / hit["filename"]
    data = bytearray(shard.read_bytes())
    data[len(data) // 2] ^= 0xFF
    shard.write_bytes(bytes(data))   # the same size
    os.utime(shard, ns=(journalled + 10**9, journalled + 10**9))   # (a coarse clock's tick)
    seen = resume_check.outlook(str(out))
    assert seen is not None and seen.damaged == [hit["filename"]]
    assert seen.kept_records == first["records"] + last["records"]
    code, events, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert _summary(events)["kept"] == seen.kept_records   # what the outlook said


def test_a_shard_touched_but_whole_is_kept(tmp_path):
    """Newer than the journal but the same bytes (copied back, touched): kept, as --resume
    keeps it."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    entries = interrupted_after(src, out, 3)
    journalled = os.stat(out / journal.JOURNAL).st_mtime_ns
    for entry in entries:
        os.utime(out / entry["filename"], ns=(journalled + 10**9, journalled + 10**9))
    seen = resume_check.outlook(str(out))
    assert seen is not None and seen.damaged == []
    assert seen.kept_records == sum(e["records"] for e in entries)


def test_a_removed_image_converts_no_kept_shard_again(tmp_path):
    """--resume refuses a source an image was removed from; put back, it keeps the shard
    the image is in. The outlook counted that shard as converted again ("80 of 300 are
    done" beside the 120 the folder and the Summary showed)."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    entry = interrupted(src, out)
    name = sorted(F.records_by_name(out))[0]   # an image of the kept shard
    path = src / name
    aside = tmp_path / "aside.bmp"
    os.rename(path, aside)
    seen = resume_check.outlook(str(out))
    assert seen.changes.removed == [str(path)]
    assert seen.redo == [] and (seen.kept_shards, seen.kept_records) == (1, entry["records"])
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    os.rename(aside, path)
    seen = resume_check.outlook(str(out))
    assert not seen.changes and seen.redo == [] and seen.kept_records == entry["records"]
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert _summary(events)["kept"] == entry["records"]
