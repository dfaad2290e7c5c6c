"""engine.commands.inspect on broken files: flipped bytes, cuts (plain and compressed),
empty files, text files and protobufs that are not Examples are each named with the
record and offset where they break, never a traceback."""

from __future__ import annotations

import gzip
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # lets plain `pytest` work without installing the project
    sys.path.insert(0, str(ROOT))

from engine.commands import inspect as ins  # noqa: E402
from engine.protocol import EXIT_VERIFY_FAILED  # noqa: E402
from engine.records.tfrecord import frame  # noqa: E402
from tests.engine.tfrecord_files import N, record_offset, run_inspect  # noqa: E402


def test_flipped_byte_in_data_reports_that_record(files, tmp_path):
    payloads = files["payloads"]
    data = bytearray(files["plain"].read_bytes())
    k = 7
    data[record_offset(payloads, k) + 12 + 30] ^= 0x01  # inside record 7's data
    path = tmp_path / "flipped.tfrecord"
    path.write_bytes(bytes(data))
    r = ins.inspect_file(str(path))
    assert not r.ok
    assert (r.error.kind, r.error.record, r.error.offset) == (
        "corrupt", k, record_offset(payloads, k))
    assert r.error.offset_in == "file"
    assert "data CRC mismatch" in r.error.reason
    # its length is sound: the records after it are read too, and it is listed as damaged
    assert (r.records, r.damaged, r.stop) == (N, [k], None)


def test_flipped_byte_in_length_reports_that_record(files, tmp_path):
    payloads = files["payloads"]
    data = bytearray(files["plain"].read_bytes())
    data[record_offset(payloads, 3) + 1] ^= 0x40
    path = tmp_path / "flipped.tfrecord"
    path.write_bytes(bytes(data))
    r = ins.inspect_file(str(path))
    assert (r.error.record, r.error.offset) == (3, record_offset(payloads, 3))
    assert "length CRC mismatch" in r.error.reason


def test_cut_mid_record(files, tmp_path, capsys):
    payloads = files["payloads"]
    cut = record_offset(payloads, 5) + 100
    path = tmp_path / "cut.tfrecord"
    path.write_bytes(files["plain"].read_bytes()[:cut])
    r = ins.inspect_file(str(path))
    assert (r.error.kind, r.error.record, r.error.offset) == (
        "truncated", 5, record_offset(payloads, 5))
    assert r.records == 5
    assert run_inspect(str(path)) == EXIT_VERIFY_FAILED
    err = capsys.readouterr().err
    assert f"record #5 at byte offset {record_offset(payloads, 5)}" in err
    assert "Traceback" not in err


def test_cut_gzip_file(files, tmp_path, capsys):
    data = files["gzip"].read_bytes()
    path = tmp_path / "cut.tfrecord.gz"
    path.write_bytes(data[: len(data) // 2])
    r = ins.inspect_file(str(path))
    assert not r.ok and r.error.kind == "truncated"
    assert r.error.offset_in == "uncompressed stream"
    assert 0 < r.records < N
    assert run_inspect(str(path)) == EXIT_VERIFY_FAILED
    out, err = capsys.readouterr()
    assert "uncompressed" in err and "uncompressed data" in out


def test_flipped_byte_in_gzip_file(files, tmp_path):
    data = bytearray(files["gzip"].read_bytes())
    data[len(data) // 2] ^= 0xFF
    path = tmp_path / "bad.tfrecord.gz"
    path.write_bytes(bytes(data))
    r = ins.inspect_file(str(path))
    assert not r.ok and r.error.offset_in == "uncompressed stream"
    assert r.error.kind in ("corrupt", "truncated")


@pytest.mark.parametrize("kind", ["zlib", "gzip"])
def test_cut_at_compressed_record_boundary_is_caught(files, tmp_path, kind):
    # Same records, compressed with a full flush after each one, then cut at a flush
    # point: every record that is there is intact, but the stream has no end marker.
    wbits = 31 if kind == "gzip" else 15
    co = zlib.compressobj(wbits=wbits)
    parts = [co.compress(frame(p)) + co.flush(zlib.Z_FULL_FLUSH) for p in files["payloads"]]
    path = tmp_path / "cut.tfrecord"
    path.write_bytes(b"".join(parts[:4]))
    r = ins.inspect_file(str(path))
    assert (r.error.kind, r.records, r.error.record) == ("truncated", 4, 4)
    assert r.error.offset == record_offset(files["payloads"], 4)


def test_empty_file(tmp_path, capsys):
    path = tmp_path / "empty.tfrecord"
    path.touch()
    r = ins.inspect_file(str(path))
    assert (r.error.kind, r.error.reason) == ("empty", "empty file: no records")
    assert run_inspect(str(path)) == EXIT_VERIFY_FAILED
    assert "empty file: no records" in capsys.readouterr().err


def test_empty_gzip_stream(tmp_path):
    path = tmp_path / "empty.tfrecord.gz"
    path.write_bytes(gzip.compress(b""))
    r = ins.inspect_file(str(path))
    assert r.error.kind == "empty" and "no records" in r.error.reason


@pytest.mark.parametrize("text", ["hello, this is a text file\n", "hi", "x^ looks like zlib\n"])
def test_text_file(tmp_path, capsys, text):
    path = tmp_path / "notes.tfrecord"
    path.write_text(text)
    r = ins.inspect_file(str(path))
    assert r.error.kind == "not_tfrecord" and "not a TFRecord file" in r.error.reason
    assert run_inspect(str(path)) == EXIT_VERIFY_FAILED
    err = capsys.readouterr().err
    assert "not a TFRecord file" in err and "Traceback" not in err


def test_gzip_magic_in_a_plain_file(tmp_path):
    # A plain file whose first record is 0x8b1f bytes long starts with 1f 8b (gzip magic).
    path = tmp_path / "x.tfrecord"
    path.write_bytes(frame(b"a" * 0x8B1F))
    assert ins.detect_file_compression(str(path)) == "none"
    r = ins.inspect_file(str(path))
    assert r.ok and r.records == 1 and r.compression == "none"


def test_odd_protobufs_are_not_examples():
    assert ins.parse_example(b"") == {}
    for junk in [
        b"\x0a\x04\x0a\x02\x08\x05",  # map key given as a varint
        b"\x0a\x0e\x0a\x0c\x0a\x01k\x12\x07\x12\x05\x0a\x03abc",  # 3-byte packed float
        b"\x0a\x0b\x0a\x09\x0a\x01k\x12\x04\x1a\x02\x09\x01",  # int64 as a truncated fixed64
        b"\x0a\x0a\x0a\x08\x0a\x01k\x12\x03\x0a\x01\x08",  # bytes value as a varint
        b"hello world",
    ]:
        assert ins.parse_example(junk) is None, junk
