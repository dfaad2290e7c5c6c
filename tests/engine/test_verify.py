"""verify cannot be crashed or fooled (issue 18, item 13), with either reader (issue 11).

Each damaged dataset is checked in-process with both readers, which must reach the same
verdict, and through the real CLI (built-in reader: no TensorFlow start-up per case) for
the documented exit code (7) and a message, never a traceback.
"""

# ruff: noqa: F811 - the fixtures imported from verify_files are the tests' arguments

from __future__ import annotations

import os
import shutil
import struct

import pytest

from engine.commands.verify import verify_dataset
from engine.output_state import MANIFEST
from engine.reason_codes import describe
from engine.records.tfrecord import frame, iter_records, masked_crc32c
from tests.engine.conftest import ROOT, run_cli
from tests.engine.verify_files import (  # noqa: F401 - the fixtures
    READERS,
    SHARD,
    assert_coded,
    copy,
    dataset,
    edit_manifest,
    fails_in_cli,
    load_manifest,
    record_offsets,
    rehash,
    save_manifest,
)

pytestmark = pytest.mark.e2e


def _check(out, reader, *expected):
    """verify fails with every expected fragment somewhere in its problems."""
    result = verify_dataset(str(out), reader=reader)
    assert not result.ok, result
    text = "\n".join(result.problems)
    for frag in expected:
        assert frag in text, (frag, result.problems)
    assert_coded(result.problems)
    return result


# --- the intact dataset ---------------------------------------------------------------


@pytest.mark.parametrize("reader", READERS)
def test_intact_dataset_passes_and_names_the_reader(dataset, reader):
    result = verify_dataset(str(dataset), reader=reader)
    assert result.ok, result.problems
    assert result.checked == 9 and result.reader == reader


@pytest.mark.parametrize("reader", READERS)
def test_progress_and_cancel_with_either_reader(dataset, reader):
    seen: list[tuple[int, int, str]] = []
    full = verify_dataset(str(dataset), lambda c, n, s: seen.append((c, n, s)), reader=reader)
    assert full.ok and seen[0][:2] == (0, 9) and seen[-1][:2] == (9, 9)
    assert [c for c, _, _ in seen] == sorted(c for c, _, _ in seen)
    assert {s for _, _, s in seen[1:]} == {SHARD, SHARD.replace("00000-of", "00001-of")}
    seen.clear()
    res = verify_dataset(str(dataset), lambda c, n, s: seen.append(c),
                         should_stop=lambda: len(seen) >= 2, reader=reader)
    assert res.cancelled and not res.ok and res.checked < 9 and res.reader == reader


def test_cli_says_which_reader_it_used(dataset):
    code, events, err = run_cli("verify", str(dataset), "--reader", "builtin")
    assert code == 0, err
    assert next(e for e in events if e["type"] == "verify_result")["reader"] == "builtin"
    assert events[-1]["summary"]["reader"] == "builtin"
    code, text = _text_run(dataset, "--reader", "builtin")
    assert code == 0 and "verified 9 records in " in text and text.rstrip().endswith(
        "(built-in reader)")


def _text_run(out, *args):
    import subprocess
    import sys
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "engine", "verify", str(out), *args,
                        "--events", "text"], capture_output=True, text=True, env=env, cwd=ROOT)
    return p.returncode, p.stdout + p.stderr


def _without_tensorflow(tmp_path) -> dict:
    """An environment where a `tensorflow` package that cannot be imported stands in for one
    that is not installed."""
    fake = tmp_path / "fake"
    (fake / "tensorflow").mkdir(parents=True)
    (fake / "tensorflow" / "__init__.py").write_text(
        f"open({str(tmp_path / 'tf-import-tried')!r}, 'w').close()\n"
        "raise ImportError('No module named tensorflow (simulated)')\n")
    return {"PYTHONPATH": f"{fake}{os.pathsep}{ROOT}"}


def test_builtin_reader_never_imports_tensorflow(dataset, tmp_path):
    code, events, err = run_cli("verify", str(dataset), "--reader", "builtin",
                                env=_without_tensorflow(tmp_path))
    assert code == 0, err
    assert not (tmp_path / "tf-import-tried").exists()
    assert next(e for e in events if e["type"] == "verify_result")["note"] == ""


def test_auto_without_tensorflow_uses_the_builtin_reader(dataset, tmp_path):
    env = _without_tensorflow(tmp_path)
    code, events, err = run_cli("verify", str(dataset), env=env)
    assert code == 0, err
    result = next(e for e in events if e["type"] == "verify_result")
    assert result["reader"] == "builtin" and result["checked"] == 9
    assert "TensorFlow is not available" in result["note"] and "built-in reader" in err
    assert (tmp_path / "tf-import-tried").exists()
    code, events, err = run_cli("verify", str(dataset), "--reader", "tensorflow", env=env)
    assert code == 2 and "--reader builtin" in events[-1]["message"]


def test_convert_verify_without_tensorflow_says_built_in_reader(dataset, tmp_path):
    info = load_manifest(dataset)
    code, events, err = run_cli("convert", info["source"], "--out", str(tmp_path / "o"),
                                "--size", "24", "--verify", env=_without_tensorflow(tmp_path))
    assert code == 0, err
    assert next(e for e in events if e["type"] == "verify_result")["reader"] == "builtin"
    summary = events[-1]["summary"]
    assert summary["verified"] is True and summary["verified_with"] == "builtin"


# --- damaged records --------------------------------------------------------------------


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
    result = _check(copy, reader, f"{SHARD}: record #1 is damaged: ")
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
    results = [_check(copy, reader, sentence) for reader in READERS]
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
    edit_manifest(copy, lambda m: _bump_counts(m, SHARD, 1))
    _check(copy, reader, f"record #{n} is not a tf.train.Example")


def _bump_counts(m, name, k):
    for split in m["splits"].values():
        for s in split["shards"]:
            if s["filename"] == name:
                s["records"] += k
                split["records"] += k
                m["total_records"] += k
                s.pop("dali_index", None)


# --- damaged or edited manifests ----------------------------------------------------------


def _drop_sha(m):
    del m["splits"]["train"]["shards"][0]["sha256"]


@pytest.mark.parametrize("edit, fragment", [
    (_drop_sha, "splits['train'].shards[0] has no sha256"),
    (lambda m: m.update(total_records="9"), "total_records must be a whole number"),
    (lambda m: m["splits"]["train"]["shards"][0].update(records=-1),
     "splits['train'].shards[0].records must be a whole number >= 0"),
    (lambda m: m.update(splits=[]), "splits must be a JSON object"),
    (lambda m: m.update(features={"image/encoded": {"kind": "text"}}),
     "features['image/encoded'].kind is 'text'"),
    (lambda m: m.pop("labels"), "labels is missing"),
], ids=["no-sha256", "total-as-text", "negative-records", "splits-list", "bad-kind",
        "no-labels"])
def test_damaged_manifest_is_exit_7_with_a_message(copy, edit, fragment):
    edit_manifest(copy, edit)
    result = fails_in_cli(copy, f"{MANIFEST} is damaged", fragment)
    assert len(result["problems"]) == 1 and result["reader"] == ""


@pytest.mark.parametrize("content, fragment", [
    ('{"status": "complete", ', "is not valid JSON (line 1"),
    ("[1, 2]", "the top level must be a JSON object"),
    ("\udcff", "is not UTF-8"),
    ("[" * 100000 + "]" * 100000, "not valid JSON"),
], ids=["truncated", "list", "not-utf8", "deep"])
def test_invalid_manifest_is_exit_7(copy, content, fragment):
    (copy / MANIFEST).write_bytes(content.encode("utf-8", "surrogateescape"))
    fails_in_cli(copy, str(copy / MANIFEST), fragment)


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize("name", ["../../etc/hostname", "/etc/hostname", "..", "sub/x.tfrecord"])
def test_file_names_that_leave_the_folder_are_not_read(copy, reader, name, monkeypatch):
    edit_manifest(copy, lambda m: m["splits"]["train"]["shards"][0].update(filename=name))
    opened = []
    real_open = open

    def spy(path, *a, **k):
        opened.append(os.fspath(path))
        return real_open(path, *a, **k)
    monkeypatch.setattr("builtins.open", spy)
    _check(copy, reader, repr(name), "not a plain file name in this folder")
    assert not any("hostname" in p for p in opened), opened


def test_path_escaping_the_folder_cli(copy):
    edit_manifest(copy, lambda m: m["splits"]["train"]["shards"][0].update(
        filename="../../etc/hostname"))
    fails_in_cli(copy, "'../../etc/hostname' in the manifest is not a plain file name")


@pytest.mark.parametrize("reader", READERS)
def test_link_leading_out_of_the_folder_is_not_read(copy, reader, tmp_path):
    outside = tmp_path / "outside.tfrecord"
    shutil.copy(copy / SHARD, outside)
    (copy / SHARD).unlink()
    (copy / SHARD).symlink_to(outside)
    _check(copy, reader, "outside the folder; it was not read")


@pytest.mark.parametrize("reader", READERS)
def test_shard_that_is_a_fifo_is_not_opened(copy, reader):
    (copy / SHARD).unlink()
    os.mkfifo(copy / SHARD)  # opening it would block verify forever
    _check(copy, reader, "not a regular file")


@pytest.mark.parametrize("reader", READERS)
def test_edited_total_records(copy, reader):
    edit_manifest(copy, lambda m: m.update(total_records=m["total_records"] + 1))
    _check(copy, reader, "total_records is 10 but the splits add up to 9")


@pytest.mark.parametrize("reader", READERS)
def test_edited_counts_agreeing_with_each_other(copy, reader):
    """Every count in the manifest raised together: only the shards can tell."""
    edit_manifest(copy, lambda m: _bump_counts(m, SHARD, 1))
    _check(copy, reader, "records read, the manifest says",
           "total_records is 10 but the shards hold 9")


def test_edited_total_records_cli(copy):
    edit_manifest(copy, lambda m: m.update(total_records=7))
    fails_in_cli(copy, "total_records is 7")


@pytest.mark.parametrize("reader", READERS)
def test_edited_labels(copy, reader):
    """Two class names swapped in the manifest and labels.txt alike: the records disagree."""
    def swap(m):
        m["labels"][0], m["labels"][1] = m["labels"][1], m["labels"][0]
    edit_manifest(copy, swap)
    (copy / "labels.txt").write_text("dog\ncat\neel\n", encoding="utf-8")
    result = _check(copy, reader, "class name '")
    assert any(("'cat' but label 0 is 'dog'" in p or "'dog' but label 1 is 'cat'" in p)
               for p in result.problems), result.problems


def test_edited_labels_cli(copy):
    edit_manifest(copy, lambda m: m["labels"].__setitem__(2, "shark"))
    fails_in_cli(copy, "but label 2 is 'shark'")


@pytest.mark.parametrize("reader", READERS)
def test_edited_num_classes(copy, reader):
    edit_manifest(copy, lambda m: m.update(num_classes=2))
    _check(copy, reader, "num_classes is 2 but the manifest lists 3 labels",
           "label 2 is outside 0..1 (num_classes)")


def test_edited_num_classes_cli(copy):
    edit_manifest(copy, lambda m: m.update(num_classes=5))
    fails_in_cli(copy, "num_classes is 5")


@pytest.mark.parametrize("reader", READERS)
def test_removed_feature(copy, reader):
    edit_manifest(copy, lambda m: m["features"].pop("image/colorspace"))
    _check(copy, reader, "has a 'image/colorspace' feature, which the manifest's feature "
                         "spec does not list")


@pytest.mark.parametrize("reader", READERS)
def test_feature_of_the_wrong_kind(copy, reader):
    edit_manifest(copy, lambda m: m["features"]["image/height"].update(kind="float"))
    _check(copy, reader, "feature 'image/height' is int64, the manifest says float")


def test_removed_feature_cli(copy):
    edit_manifest(copy, lambda m: m["features"].pop("image/class/text"))
    fails_in_cli(copy,
                 "'image/class/text' feature, which the manifest's feature spec does not list")


@pytest.mark.parametrize("reader", READERS)
def test_swapped_labels_txt_lines(copy, reader):
    (copy / "labels.txt").write_text("dog\ncat\neel\n", encoding="utf-8")
    _check(copy, reader, "labels.txt: line 1 is 'dog' but label 0 is 'cat'")


def test_swapped_labels_txt_cli(copy):
    (copy / "labels.txt").write_text("cat\neel\ndog\n", encoding="utf-8")
    fails_in_cli(copy, "line 2 is 'eel' but label 1 is 'dog'")
    (copy / "labels.txt").unlink()
    fails_in_cli(copy, "labels.txt is missing")


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
    _check(copy, reader, "record #0 (", fragment)


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
    _check(out, reader, f"{name}: record #1 is damaged: ")


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
    results = [_check(out, reader, sentence) for reader in READERS]
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
    result = _check(copy, reader, f"{copy / SHARD}: cannot be read: Input/output error")
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


@pytest.mark.parametrize("name", ["", ".", "..", "../x", "a/b", "a\\b", "C:\\x", "/abs",
                                  "x\0y", "~/../../x"])
def test_unsafe_names_are_refused(tmp_path, name):
    from engine.commands.verify_manifest import unsafe_name_problem
    assert "not a plain file name" in unsafe_name_problem(str(tmp_path), name, "shard")


def test_plain_names_and_links_inside_the_folder_are_allowed(tmp_path):
    from engine.commands.verify_manifest import unsafe_name_problem
    (tmp_path / "a.tfrecord").write_bytes(b"")
    (tmp_path / "b.tfrecord").symlink_to(tmp_path / "a.tfrecord")
    assert unsafe_name_problem(str(tmp_path), "a.tfrecord", "shard") == ""
    assert unsafe_name_problem(str(tmp_path), "b.tfrecord", "shard") == ""
    assert unsafe_name_problem(str(tmp_path), "missing.tfrecord", "shard") == ""
