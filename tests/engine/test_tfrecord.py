"""Framing and CRC against golden bytes written by TensorFlow's own TFRecordWriter."""

import io

import pytest

from engine.errors import RecordError
from engine.records.tfrecord import detect_compression, frame, iter_records, masked_crc32c

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


def _huge_length_record(valid_crc: bool) -> bytes:
    """GOLDEN with its first length claiming 2^40 bytes (one flipped bit)."""
    import struct
    bad = bytearray(GOLDEN)
    struct.pack_into("<Q", bad, 0, 5 | 1 << 40)
    if valid_crc:
        struct.pack_into("<I", bad, 8, masked_crc32c(bytes(bad[:8])))
    return bytes(bad)


@pytest.mark.parametrize("valid_crc", [False, True])
def test_a_huge_length_is_refused_before_allocating_without_crc_checks(tmp_path, valid_crc):
    path = tmp_path / "bad.tfrecord"
    path.write_bytes(_huge_length_record(valid_crc))
    for check_crc in (False, True):
        with open(path, "rb") as f, pytest.raises(RecordError) as e:
            list(iter_records(f, check_crc=check_crc))
        assert e.value.offset == 0
        if check_crc and not valid_crc:
            assert "length CRC" in e.value.reason
        else:
            assert "1,099,511,627,781 is more than the 21 bytes left" in e.value.reason
    with pytest.raises(RecordError, match="bytes left"):
        list(iter_records(io.BytesIO(_huge_length_record(True)), check_crc=False))


def test_a_huge_length_in_a_compressed_stream_reads_only_what_is_there(tmp_path):
    import gzip

    from engine.records.tfrecord import open_records
    path = tmp_path / "bad.tfrecord.gz"
    path.write_bytes(gzip.compress(_huge_length_record(True)))
    with open_records(str(path), "gzip") as f, pytest.raises(RecordError, match="truncated"):
        list(iter_records(f))


@pytest.mark.parametrize("compression", ["none", "gzip", "zlib"])
def test_check_framing_counts_sound_records_and_stops_at_damage(tmp_path, compression):
    import gzip
    import zlib

    from engine.records.tfrecord import check_framing, open_records
    pack = {"none": bytes, "gzip": gzip.compress, "zlib": zlib.compress}[compression]
    good = frame(b"a" * 100) + frame(b"b")
    path = tmp_path / "f"
    path.write_bytes(pack(good + good))
    with open_records(str(path), compression) as f:
        assert check_framing(f) == (4, None)
    path.write_bytes(pack(good + _huge_length_record(True)))
    with open_records(str(path), compression) as f:
        n, err = check_framing(f)
    assert n == 2 and err is not None and err.offset == len(good)
    path.write_bytes(pack(good[:-3]))
    with open_records(str(path), compression) as f:
        n, err = check_framing(f)
    assert n == 1 and "trunc" in err.reason


def test_a_cut_anywhere_inside_a_record_is_said_to_be_a_cut_not_damage(tmp_path):
    """Inspect told a cut-short file from a damaged one by the word "truncated" in the
    reason; the reader says so itself: at every byte a file can end inside a record, in
    its header, data or data CRC, iter_records and check_framing raise (return) an error
    whose ``truncated`` is set, at the record's offset. A damaged length or data is not."""
    from engine.records.tfrecord import check_framing
    two = frame(b"x" * 40) + frame(b"y" * 7)
    second = len(frame(b"x" * 40))
    for cut in range(second + 1, len(two)):   # every byte inside the second record
        path = tmp_path / "cut.tfrecord"
        path.write_bytes(two[:cut])
        for stream in (io.BytesIO(two[:cut]), open(path, "rb")):
            with stream, pytest.raises(RecordError) as e:
                list(iter_records(stream, keep_damaged=True))
            assert (e.value.offset, e.value.truncated) == (second, True), cut
        with open(path, "rb") as f:
            n, err = check_framing(f)
        assert (n, err.offset, err.truncated) == (1, second, True), cut
    bad_length = bytearray(two)
    bad_length[second + 1] ^= 0x01
    with pytest.raises(RecordError) as e:
        list(iter_records(io.BytesIO(bytes(bad_length)), keep_damaged=True))
    assert e.value.truncated is False and "length CRC" in e.value.reason
    assert check_framing(io.BytesIO(bytes(bad_length)))[1].truncated is False


@pytest.mark.parametrize("compression", ["gzip", "zlib"])
def test_check_framing_counts_the_records_before_a_compressed_stream_breaks(tmp_path,
                                                                           compression):
    """It raised EOFError out of a cut GZIP/ZLIB stream, so verify's TensorFlow reader
    named record #0 for it; it returns the count and the break, as the built-in reader."""
    import gzip
    import zlib

    from engine.records.tfrecord import check_framing, open_records
    pack = {"gzip": gzip.compress, "zlib": zlib.compress}[compression]
    records = [frame(bytes(range(256)) * 4 + bytes([i])) for i in range(40)]
    whole = pack(b"".join(records))
    path = tmp_path / "f"
    path.write_bytes(whole[:len(whole) // 2])
    with open_records(str(path), compression) as f:
        n, err = check_framing(f)
    seen = 0
    with open_records(str(path), compression) as f, pytest.raises(EOFError):
        for _ in iter_records(f):
            seen += 1
    assert n == seen and n >= 1
    assert err.truncated and err.offset == sum(len(r) for r in records[:n])
    assert err.reason.startswith("compressed data is damaged or cut short (")


@pytest.mark.parametrize("compression", ["none", "gzip"])
def test_check_framing_and_iter_records_give_the_same_verdict(tmp_path, compression):
    """Both read through one framing loop (frames): at every byte a file can end, and for a
    damaged length, the error is the same record, sentence and ``truncated``. Each had its
    own loop, and a compressed stream cut inside a data CRC was "file ends inside a record"
    to one and "file ends before the record's data CRC" to the other."""
    import gzip

    from engine.records.tfrecord import check_framing, open_records
    two = frame(b"x" * 40) + frame(b"y" * 7)
    bad_length = bytearray(two)
    bad_length[len(frame(b"x" * 40)) + 1] ^= 0x01
    path = tmp_path / "f"
    for body in [two[:cut] for cut in range(len(two) + 1)] + [bytes(bad_length)]:
        path.write_bytes(gzip.compress(body) if compression == "gzip" else body)
        with open_records(str(path), compression) as f:
            n, err = check_framing(f)
        got: list = []
        with open_records(str(path), compression) as f:
            try:
                got.extend(iter_records(f))
            except RecordError as e:
                assert err is not None
                assert (e.offset, e.reason, e.truncated) == (err.offset, err.reason,
                                                             err.truncated), len(body)
            else:
                assert err is None, (len(body), err)
        assert n == len(got), len(body)
