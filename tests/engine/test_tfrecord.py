"""Framing and CRC against golden bytes written by TensorFlow's own TFRecordWriter."""

import io

import pytest

from engine.tfrecord import RecordError, detect_compression, frame, iter_records, masked_crc32c

# tf.io.TFRecordWriter output for the records b"hello" and b"" (TF 2.21).
GOLDEN = bytes.fromhex(
    "0500000000000000eab2043e68656c6c6fbb1f1c19"
    "000000000000000029039807d8ea82a2")


def test_frame_matches_tensorflow_golden_bytes():
    assert frame(b"hello") + frame(b"") == GOLDEN


def test_masked_crc_of_empty_and_known_vector():
    # CRC32C("123456789") is the standard check value 0xE3069283; masking rotates and adds.
    crc = 0xE3069283
    assert masked_crc32c(b"123456789") == (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF
    assert masked_crc32c(b"") == 0xA282EAD8


def test_iter_records_reads_golden():
    assert [r.data for r in iter_records(io.BytesIO(GOLDEN))] == [b"hello", b""]
    assert [r.offset for r in iter_records(io.BytesIO(GOLDEN))] == [0, 21]


def test_flipped_data_byte_is_reported_with_offset():
    bad = bytearray(GOLDEN)
    bad[14] ^= 0x01  # inside b"hello"
    with pytest.raises(RecordError) as e:
        list(iter_records(io.BytesIO(bytes(bad))))
    assert e.value.offset == 0 and "data CRC" in e.value.reason


def test_truncated_record_is_reported():
    with pytest.raises(RecordError, match="truncated"):
        list(iter_records(io.BytesIO(GOLDEN[:18])))


def test_detect_compression(tmp_path):
    import gzip
    import zlib
    (tmp_path / "a").write_bytes(GOLDEN)
    (tmp_path / "b").write_bytes(gzip.compress(GOLDEN))
    (tmp_path / "c").write_bytes(zlib.compress(GOLDEN))
    assert [detect_compression(str(tmp_path / n)) for n in "abc"] == ["none", "gzip", "zlib"]
