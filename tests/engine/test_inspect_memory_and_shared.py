"""engine.commands.inspect streams: its memory stays flat on big and highly compressible
files; and regressions it found in the shared record modules (engine/records/tfrecord.py,
engine/records/example.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import tracemalloc
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # lets plain `pytest` work without installing the project
    sys.path.insert(0, str(ROOT))

from engine.commands import inspect as ins  # noqa: E402
from engine.records.example import encode_example  # noqa: E402
from engine.records.tfrecord import frame  # noqa: E402


def _peak_python_allocation(fn) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_streaming_plain_file_holds_one_record_at_a_time(tmp_path):
    record = encode_example({"image/encoded": os.urandom(1 << 20), "image/class/label": 1})
    path = tmp_path / "big.tfrecord"
    with open(path, "wb") as f:
        for _ in range(48):  # 48 MiB
            f.write(frame(record))
    peak = _peak_python_allocation(lambda: ins.inspect_file(str(path), samples=0))
    assert peak < 8 << 20, peak


def test_streaming_compressible_zlib_file(tmp_path):
    # 256 MiB of zeros compress to ~250 KB: a reader that inflates whole input chunks
    # would hold the lot at once.
    record = frame(bytes(8 << 20))
    co = zlib.compressobj()
    path = tmp_path / "zeros.tfrecord.zz"
    with open(path, "wb") as f:
        for _ in range(32):
            f.write(co.compress(record))
        f.write(co.flush())
    peak = _peak_python_allocation(lambda: ins.inspect_file(str(path), "zlib", samples=0))
    # Bounded by the record, not the file: decoding holds a few copies of one 8 MiB record.
    assert peak < 64 << 20, peak


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
def test_peak_rss_stays_flat_on_a_200_mb_file(tmp_path):
    chunk = frame(os.urandom(4 << 20))
    path = tmp_path / "huge.tfrecord"
    with open(path, "wb") as f:
        for _ in range(50):  # ~200 MiB
            f.write(chunk)
    # VmHWM is this process's peak RSS (ru_maxrss would include the TF-laden parent
    # pytest process this child was forked from: it survives exec).
    code = ("import sys; from engine.commands.inspect import inspect_file\n"
            "def kib(field):\n"
            "    for line in open('/proc/self/status'):\n"
            "        if line.startswith(field): return int(line.split()[1])\n"
            "before = kib('VmRSS:')\n"
            "r = inspect_file(sys.argv[1], samples=0)\n"
            "assert 'tensorflow' not in sys.modules\n"
            "assert r.ok and r.records == 50, r\n"
            "print(kib('VmHWM:') - before)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=120).stdout
    growth_mib = int(out) / 1024
    assert growth_mib < 40, growth_mib  # reading the file whole would need > 200 MiB


def test_shared_detect_compression_plain_file_starting_1f_8b(tmp_path):
    from engine.records.tfrecord import detect_compression

    path = tmp_path / "x.tfrecord"
    path.write_bytes(frame(b"a" * 0x8B1F))
    assert detect_compression(str(path)) == "none"


@pytest.mark.parametrize("junk", [
    b"\x0a\x0e\x0a\x0c\x0a\x01k\x12\x07\x12\x05\x0a\x03abc",  # struct.error
    b"\x0a\x0b\x0a\x09\x0a\x01k\x12\x04\x1a\x02\x09\x01",  # TypeError
    b"\x0a\x07\x0a\x05\x0a\x01k\x10\x05",  # TypeError
])
def test_shared_decode_example_raises_its_own_error(junk):
    from engine.errors import ExampleDecodeError
    from engine.records.example import decode_example

    with pytest.raises(ExampleDecodeError):
        decode_example(junk)


def test_shared_decode_example_varint_key():
    from engine.errors import ExampleDecodeError
    from engine.records.example import decode_example

    # The map key is a varint 5, not a string: decode_example makes it b"\0" * 5 (and
    # for a varint of 2**40 tries to allocate a terabyte).
    with pytest.raises(ExampleDecodeError):
        decode_example(b"\x0a\x04\x0a\x02\x08\x05")


def test_shared_zlib_reader_notices_truncation(files, tmp_path):
    from engine.errors import RecordError
    from engine.records.tfrecord import iter_records, open_records

    co = zlib.compressobj()
    parts = [co.compress(frame(p)) + co.flush(zlib.Z_FULL_FLUSH) for p in files["payloads"]]
    path = tmp_path / "cut.tfrecord.zz"
    path.write_bytes(b"".join(parts[:4]))
    with pytest.raises((RecordError, EOFError)):
        with open_records(str(path), "zlib") as s:
            list(iter_records(s))


def test_shared_zlib_reader_memory_is_bounded(tmp_path):
    from engine.records.tfrecord import open_records

    path = tmp_path / "zeros.zz"
    path.write_bytes(zlib.compress(frame(bytes(64 << 20))))
    def read_header():
        with open_records(str(path), "zlib") as s:
            s.read(12)
    assert _peak_python_allocation(read_header) < 8 << 20
