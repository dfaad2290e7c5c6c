"""verify cannot be crashed or fooled by damaged records (issue 18, item 13): lengths
claiming 2^40 bytes, flipped data, records that are not Examples, images that do not
decode, cut or damaged GZIP streams, and shards the disk will not read.

Each damage is checked in-process with both readers, which must reach the same verdict,
and through the real CLI (built-in reader: no TensorFlow start-up per case) for the
documented exit code (7) and a message, never a traceback."""

# ruff: noqa: F811 - the fixtures imported from verify_files are the tests' arguments

from __future__ import annotations

import os
import shutil
import struct

import pytest

from engine.commands.verify import verify_dataset
from engine.reason_codes import describe
from engine.records.tfrecord import frame, iter_records, masked_crc32c
from tests.engine.conftest import ROOT, run_cli
from tests.engine.verify_files import (  # noqa: F401 - the fixtures
    READERS,
    SHARD,
    bump_counts,
    copy,
    dataset,
    edit_manifest,
    fails_in_cli,
    fails_in_process,
    load_manifest,
    record_offsets,
    rehash,
)

pytestmark = pytest.mark.e2e


def _flip_length_bit(out, fix_crc: bool):
    shard = out / SHARD
    data = bytearray(shard.read_bytes())
    o = record_offsets(shard)[1]
    (length,) = struct.unpack_from("<Q", data, o)
    struct.pack_into("<Q", data, o, length | 1 << 40)
    if fix_crc:  # TensorFlow trusted such a length and crashed (segmentation fault)
        struct.pack_into("<I", data, o + 8, masked_crc32c(bytes(data[o:o + 8])))
    shard.write_bytes(bytes(data))
    rehash(out, SHARD)


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize("fix_crc", [False, True], ids=["flipped", "flipped+crc"])
def test_flipped_length_bit_is_reported_not_allocated(copy, reader, fix_crc):
    _flip_length_bit(copy, fix_crc)
    result = fails_in_process(copy, reader, f"{SHARD}: record #1 is damaged: ")
    # Only what precedes the damage is counted; the DALI index check, which walks the
    # shard without CRCs, is bounded too (it used to end in MemoryError).
    others = sum(s["records"] for s in load_manifest(copy)["splits"]["train"]["shards"]
                 if s["filename"] != SHARD)
    assert result.checked == 1 + others


def test_flipped_length_bit_cli(copy):
    _flip_length_bit(copy, fix_crc=True)
    fails_in_cli(copy, f"{SHARD}: record #1 is damaged: record length 1,099,511,6")


def test_damaged_record_data_is_the_same_sentence_from_both_readers(copy):
    """A byte flipped inside record 1's data (its length intact): TensorFlow stops with
    its own words ("corrupted record at <the data's offset>", untranslated, with
    "[Op:IteratorGetNext] name:" after it), so its reader says the built-in reader's reason.
    Both name the damaged record as inspect does, #1: "corrupt data after record 1" was
    read as record #2 being broken."""
    from engine.commands.inspect import inspect_file
    shard = copy / SHARD
    data = bytearray(shard.read_bytes())
    data[record_offsets(shard)[1] + 12 + 5] ^= 0xFF
    shard.write_bytes(bytes(data))
    rehash(copy, SHARD)
    sentence = (f"{shard}: record #1 is damaged: data CRC mismatch (corrupt record); the "
                "records after it were not read")
    results = [fails_in_process(copy, reader, sentence) for reader in READERS]
    assert results[0].problems == results[1].problems
    assert results[0].checked == results[1].checked
    assert sentence in results[0].problems
    seen = inspect_file(str(shard))
    assert (seen.error.record, seen.damaged) == (1, [1])


@pytest.mark.parametrize("reader", READERS)
def test_record_that_is_not_an_example(copy, reader):
    shard = copy / SHARD
    n = len(record_offsets(shard))
    shard.write_bytes(shard.read_bytes() + frame(b"\xff\xff\xff not a protobuf"))
    rehash(copy, SHARD)
    edit_manifest(copy, lambda m: bump_counts(m, SHARD, 1))
    fails_in_process(copy, reader, f"record #{n} is not a tf.train.Example")


def _replace_image(out, damage):
    """Rewrite record 0 with damaged image bytes; framing, CRCs and manifest consistent."""
    from engine.records.example import decode_example, encode_example
    shard = out / SHARD
    with open(shard, "rb") as f:
        records = [r.data for r in iter_records(f)]
    ex = {k: v[1][0] for k, v in decode_example(records[0]).items()}
    ex["image/encoded"] = damage(ex["image/encoded"])
    records[0] = encode_example(ex)
    shard.write_bytes(b"".join(frame(r) for r in records))
    rehash(out, SHARD)
    edit_manifest(out, lambda m: m["splits"]["train"]["shards"][0].pop("dali_index", None))


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize("damage, fragment", [
    (lambda b: b"\xff\xd8\xff\xe0" + b"\x00" * 300, "the image cannot be read"),
    (lambda b: b[:len(b) * 3 // 4], "cannot decode the image"),
    (lambda b: _resize_header(b), "stored size is 24x"),
], ids=["garbage", "cut-in-half", "other-size"])
def test_image_that_does_not_decode(copy, reader, damage, fragment):
    _replace_image(copy, damage)
    fails_in_process(copy, reader, "record #0 (", fragment)


def _resize_header(data: bytes) -> bytes:
    import io

    from PIL import Image
    with Image.open(io.BytesIO(data)) as im:
        fmt = im.format
        im = im.resize((im.width + 1, im.height))
    buf = io.BytesIO()
    im.save(buf, fmt)
    return buf.getvalue()


@pytest.fixture(scope="module")
def gzipped(dataset, tmp_path_factory):
    out = tmp_path_factory.mktemp("gz") / "out"
    code, _, err = run_cli("convert", load_manifest(dataset)["source"], "--out", str(out),
                           "--size", "24", "--shards", "2", "--compression", "gzip")
    assert code == 0, err
    return out


@pytest.mark.parametrize("reader", READERS)
def test_gzip_dataset_intact_and_with_a_huge_length_inside(gzipped, tmp_path, reader):
    import gzip
    result = verify_dataset(str(gzipped), reader=reader)
    assert result.ok and result.checked == 9, result.problems
    out = tmp_path / "gz"
    shutil.copytree(gzipped, out)
    name = SHARD + ".gz"
    raw = bytearray(gzip.decompress((out / name).read_bytes()))
    with open(out / name, "rb") as f, gzip.open(f) as g:
        o = [r.offset for r in iter_records(g)][1]
    struct.pack_into("<Q", raw, o, struct.unpack_from("<Q", raw, o)[0] | 1 << 40)
    struct.pack_into("<I", raw, o + 8, masked_crc32c(bytes(raw[o:o + 8])))
    (out / name).write_bytes(gzip.compress(bytes(raw)))
    rehash(out, name)
    fails_in_process(out, reader, f"{name}: record #1 is damaged: ")


def test_a_gzip_shard_cut_short_is_the_same_record_from_both_readers(gzipped, tmp_path):
    """The compressed stream ends inside a record past the first: TensorFlow's reader said
    "record #0 is damaged" (its framing check gave up on the broken stream without a
    count), the built-in reader the record it really breaks in."""
    import gzip
    out = tmp_path / "gz"
    shutil.copytree(gzipped, out)
    name = SHARD + ".gz"
    whole = (out / name).read_bytes()
    (out / name).write_bytes(whole[:len(whole) * 3 // 4])
    rehash(out, name)
    with open(out / name, "rb") as f, gzip.open(f) as g:
        sound = sum(1 for _ in _until_broken(iter_records(g)))
    assert sound >= 1
    sentence = (f"{out / name}: record #{sound} is damaged: compressed data is damaged or cut "
                "short (Compressed file ended before the end-of-stream marker was reached); "
                "the records after it were not read")
    results = [fails_in_process(out, reader, sentence) for reader in READERS]
    assert results[0].problems == results[1].problems


@pytest.mark.parametrize("reader", READERS)
def test_a_shard_that_cannot_be_read_is_not_called_damaged(copy, reader, monkeypatch):
    """Both readers said "record #0 is damaged: compressed data is damaged or cut short
    ([Errno 5] ...)" of a plain shard the disk would not read (their except branch took
    every OSError for a broken GZIP stream; the TensorFlow reader's could see nothing
    else). It is the disk's error, said as when hashing the shard fails."""
    import errno

    from engine.commands import verify_readers

    def unreadable(path, compression="none"):
        if path.endswith(SHARD):
            raise OSError(errno.EIO, "Input/output error", path)
        return real(path, compression)

    real = verify_readers.open_records
    monkeypatch.setattr(verify_readers, "open_records", unreadable)
    result = fails_in_process(copy, reader, f"{copy / SHARD}: cannot be read: Input/output error")
    assert not any("damaged" in p for p in result.problems), result.problems
    assert [describe(p)[0] for p in result.problems if SHARD in p] == [
        "verify.shard_unreadable"]
    assert result.checked == sum(s["records"] for s in load_manifest(copy)["splits"]["train"][
        "shards"] if s["filename"] != SHARD)   # the other shard's, read as ever


def _until_broken(records):
    """The records an iterator yields before its stream breaks."""
    try:
        yield from records
    except EOFError:
        return


@pytest.mark.parametrize("reader, limit_mb", [("builtin", 400), ("tensorflow", 2000)])
def test_flipped_length_bit_peak_memory_stays_bounded(copy, reader, limit_mb):
    """Peak RSS of the whole verify process, measured by a parent that only waits for it:
    a claimed length of 2^40 bytes must cost nothing like it (limits are generous: the
    built-in reader needs ~30 MB, TensorFlow's start-up alone ~0.7 GB)."""
    import subprocess
    import sys
    _flip_length_bit(copy, fix_crc=True)
    probe = ("import resource, subprocess, sys\n"
             "rc = subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL)\n"
             "print(rc, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n")
    env = dict(os.environ, PYTHONPATH=ROOT, TF_CPP_MIN_LOG_LEVEL="3")
    out = subprocess.run([sys.executable, "-c", probe, sys.executable, "-m", "engine", "verify",
                          str(copy), "--reader", reader, "--events", "jsonl"],
                         capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    rc, peak_kb = (int(x) for x in out.stdout.split())
    assert rc == 7, out.stderr
    assert peak_kb < limit_mb * 1024, f"peak RSS {peak_kb / 1024:.0f} MB"
