"""engine.commands.inspect on files written by TensorFlow's own TFRecordWriter, and broken ones."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
import tracemalloc
import zlib
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # lets plain `pytest` work without installing the project
    sys.path.insert(0, str(ROOT))

from engine.commands import inspect as ins  # noqa: E402
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_VERIFY_FAILED  # noqa: E402
from engine.records.example import FEATURE_SPEC, encode_example  # noqa: E402
from engine.records.tfrecord import frame  # noqa: E402
from tests.engine.tfrecord_files import N, record_offset, run_inspect, sample_features, sample_image  # noqa: E402

# --- good files ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["plain", "gzip", "zlib"])
def test_tf_written_file_is_described(files, kind):
    r = ins.inspect_file(str(files[kind]))
    assert r.ok and r.complete
    assert r.compression == {"plain": "none"}.get(kind, kind)
    assert r.records == N
    assert r.size == files[kind].stat().st_size
    assert r.payload == ins.EXAMPLE
    schema = {f.key: f for f in r.schema}
    assert set(schema) == set(sample_features(0))
    assert schema["image/encoded"].kind == "bytes"
    assert schema["image/encoded"].image_formats == {"JPEG": N // 2, "PNG": N // 2}
    assert r.image_keys == ["image/encoded"]
    assert schema["image/class/label"].kind == "int64"
    assert (schema["image/class/label"].min_value, schema["image/class/label"].max_value) == (0, 2)
    assert schema["image/width"].min_value == 20 and schema["image/width"].max_value == 20 + N - 1
    bbox = schema["image/object/bbox/xmin"]
    assert (bbox.kind, bbox.min_count, bbox.max_count, bbox.present) == ("float", 0, 2, N)
    assert schema["image/filename"].example == '"img_000.jpeg"'
    assert r.labels is not None
    assert (r.labels.key, r.labels.text_key) == ("image/class/label", "image/class/text")
    assert [(c.value, c.text, c.count) for c in r.labels.classes] == [
        (0, "cat", 4), (1, "dog", 4), (2, "emu", 4)]
    assert r.labels.warnings == []
    assert [(s.record, s.format, s.width, s.height) for s in r.samples] == [
        (i, sample_image(i)[1], *sample_image(i)[2]) for i in range(5)]


def test_compression_can_be_given(files):
    assert ins.inspect_file(str(files["gzip"]), "gzip").ok
    wrong = ins.inspect_file(str(files["gzip"]), "none")
    assert wrong.error.kind == "not_tfrecord"


def test_our_own_framing_reads_the_same(files, tmp_path):
    path = tmp_path / "ours.tfrecord"
    path.write_bytes(b"".join(frame(encode_example(sample_features(i))) for i in range(N)))
    ours, theirs = ins.inspect_file(str(path)), ins.inspect_file(str(files["plain"]))
    assert ours.ok and ours.records == N
    assert [f.key for f in ours.schema] == [f.key for f in theirs.schema]
    assert ours.labels == theirs.labels


def test_non_example_payload(files):
    r = ins.inspect_file(str(files["raw"]))
    assert r.ok and r.records == 5
    assert r.payload == ins.NOT_EXAMPLE == "not tf.train.Example"
    assert r.schema == [] and r.labels is None and r.samples == []


def test_progress_and_cancel(tmp_path):
    path = tmp_path / "many.tfrecord"
    path.write_bytes(b"".join(frame(encode_example({"label": i % 4})) for i in range(600)))
    seen = []
    r = ins.inspect_file(str(path), progress=lambda n, b: seen.append((n, b)))
    assert r.complete and r.records == 600
    assert [n for n, _ in seen] == [256, 512, 600] and seen[-1][1] == path.stat().st_size
    r = ins.inspect_file(str(path), cancel=lambda: True)
    assert not r.complete and r.records == 256 and r.ok


def test_label_only_key_and_text_only(tmp_path):
    path = tmp_path / "l.tfrecord"
    path.write_bytes(b"".join(frame(encode_example({"label": i % 2, "x": 1.5})) for i in range(5)))
    lab = ins.inspect_file(str(path)).labels
    assert (lab.key, [(c.value, c.count) for c in lab.classes]) == ("label", [(0, 3), (1, 2)])
    path.write_bytes(b"".join(frame(encode_example({"image/class/text": t}))
                              for t in ["b", "a", "b"]))
    lab = ins.inspect_file(str(path)).labels
    assert (lab.key, [(c.value, c.count) for c in lab.classes]) == (
        "image/class/text", [("a", 1), ("b", 2)])


def test_inconsistent_label_names_are_flagged(tmp_path):
    path = tmp_path / "l.tfrecord"
    recs = [{"image/class/label": 0, "image/class/text": t} for t in ("cat", "dog")]
    path.write_bytes(b"".join(frame(encode_example(r)) for r in recs))
    assert "label 0 appears with several names: cat, dog" in ins.inspect_file(
        str(path)).labels.warnings


# --- damaged files ---------------------------------------------------------------------------


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


# --- paths, folders, exit codes, output ------------------------------------------------------


def test_missing_path(tmp_path, capsys):
    assert run_inspect(str(tmp_path / "nope.tfrecord")) == EXIT_BAD_SOURCE
    assert "does not exist" in capsys.readouterr().err


def test_folder_without_tfrecords(tmp_path, capsys):
    (tmp_path / "labels.txt").write_text("cat\ndog\n")
    assert run_inspect(str(tmp_path)) == EXIT_BAD_SOURCE
    assert "no TFRecord files found" in capsys.readouterr().err


def test_folder_discovery(files, tmp_path):
    shutil.copy(files["plain"], tmp_path / "data-train-00000-of-00002.tfrecord")
    shutil.copy(files["gzip"], tmp_path / "data-train-00001-of-00002")
    shutil.copy(files["zlib"], tmp_path / "unnamed.bin")  # found by its content
    (tmp_path / "broken.tfrecord").write_text("not really")  # found by its name
    (tmp_path / "labels.txt").write_text("cat\ndog\nemu\n")
    (tmp_path / "dataset_info.json").write_text("{}")
    (tmp_path / "picture.jpg").write_bytes(sample_image(0)[0])
    (tmp_path / "sub").mkdir()
    found, problems = ins.find_tfrecord_files([str(tmp_path)])
    assert [os.path.basename(p) for p in found] == [
        "broken.tfrecord", "data-train-00000-of-00002.tfrecord", "data-train-00001-of-00002",
        "unnamed.bin"]
    assert problems == []
    again, _ = ins.find_tfrecord_files([found[1], str(tmp_path), found[1]])
    assert again[0] == found[1] and sorted(again) == sorted(found)  # each file once
    report = ins.inspect_paths([str(tmp_path)])
    assert [f.ok for f in report.files] == [False, True, True, True]
    assert report.exit_code == EXIT_VERIFY_FAILED


def test_all_good_exit_code_and_human_output(files, capsys):
    assert run_inspect(str(files["plain"]), str(files["gzip"])) == EXIT_OK
    out, err = capsys.readouterr()
    assert err == ""
    for text in ["compression  gzip", f"records      {N}", "OK: every record's checksums",
                 "image/encoded", "images: JPEG, PNG", "0  cat", "20x10 JPEG RGB",
                 "Checked 2 files: 2 OK, 0 with problems; 24 records in total."]:
        assert text in out


def test_json_output(files, tmp_path, capsys):
    empty = tmp_path / "e.tfrecord"
    empty.touch()
    code = run_inspect("--json", "--samples", "2", str(files["zlib"]), str(files["raw"]),
                       str(empty))
    assert code == EXIT_VERIFY_FAILED
    doc = json.loads(capsys.readouterr().out)
    assert doc["exit_code"] == EXIT_VERIFY_FAILED
    summary = doc["summary"]
    assert {k: summary[k] for k in ("files", "ok", "failed", "records")} == {
        "files": 3, "ok": 2, "failed": 1, "records": N + 5}
    assert summary["labels"]["key"] == "image/class/label"
    assert {f["key"] for f in summary["schema"]} == set(sample_features(0))
    z, raw, e = doc["files"]
    assert (z["compression"], z["records"], z["ok"], z["error"]) == ("zlib", N, True, None)
    assert z["image_keys"] == ["image/encoded"] and len(z["samples"]) == 2
    assert {f["key"]: f["is_image"] for f in z["schema"]}["image/encoded"] is True
    assert z["labels"]["classes"][0] == {"value": 0, "count": 4, "text": "cat"}
    assert raw["payload"] == "not tf.train.Example"
    assert e["error"]["reason"] == "empty file: no records"


def test_bad_arguments_are_usage_errors():
    with pytest.raises(SystemExit) as exc:
        run_inspect("--samples", "-1", "x")
    assert exc.value.code == 2


# --- memory stays flat -----------------------------------------------------------------------


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


# --- through the real command line -----------------------------------------------------------


def test_python_m_engine_inspect(files, tmp_path):
    cut = tmp_path / "cut.tfrecord"
    cut.write_bytes(files["plain"].read_bytes()[:100])
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    good = subprocess.run([sys.executable, "-m", "engine", "inspect", "--json",
                           str(files["gzip"])], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert good.returncode == EXIT_OK, good.stderr
    assert json.loads(good.stdout)["files"][0]["records"] == N
    bad = subprocess.run([sys.executable, "-m", "engine", "inspect", str(cut)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert bad.returncode == EXIT_VERIFY_FAILED
    assert "truncated" in bad.stderr and "Traceback" not in bad.stderr
    missing = subprocess.run([sys.executable, "-m", "engine", "inspect", str(tmp_path / "no")],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert missing.returncode == EXIT_BAD_SOURCE and "does not exist" in missing.stderr


@pytest.mark.e2e
def test_inspect_our_convert_output(tmp_path, capsys):
    src = tmp_path / "src"
    for cls, n in (("cat", 5), ("dog", 3)):
        (src / cls).mkdir(parents=True)
        for i in range(n):
            Image.new("RGB", (40 + i, 30), (30 * i, 90, 20)).save(src / cls / f"{i}.png")
    out = tmp_path / "out"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
                    "--size", "32", "--shards", "4", "--split", "train=1", "--compression",
                    "gzip", "--workers", "1", "--events", "none"], cwd=ROOT, env=env,
                   check=True, capture_output=True, timeout=120)
    report = ins.inspect_paths([str(out)])  # dataset_info.json, labels.txt... are skipped
    assert len(report.files) == 4 and report.exit_code == EXIT_OK
    assert all(f.compression == "gzip" and f.payload == ins.EXAMPLE for f in report.files)
    schema = {f.key: f for f in report.merged_schema()}
    assert set(schema) == set(FEATURE_SPEC)
    assert all(schema[k].kind == v["kind"] for k, v in FEATURE_SPEC.items())
    assert schema["image/encoded"].present == 8 and schema["image/encoded"].is_image
    labels = report.merged_labels()
    assert [(c.value, c.text, c.count) for c in labels.classes] == [(0, "cat", 5), (1, "dog", 3)]
    assert run_inspect(str(out)) == EXIT_OK
    text = capsys.readouterr().out
    assert "4 files:" in text and "all files together: 8 records" in text  # compact layout
    assert "32x32 JPEG RGB" in text
    doc = ins.inspect_paths([str(out)]).to_dict()
    assert doc["summary"]["labels"]["classes"][1] == {"value": 1, "count": 3, "text": "dog"}


# --- regressions in the shared modules (engine/records/tfrecord.py, engine/records/example.py) ---


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
