"""Every problem `verify` reports is a catalogued sentence (engine.reason_catalogue_verify),
so the window shows it in its language: each kind of damage below goes through a real
verify, and each of its problems must have a code whose parameters rebuild the sentence
(the damages of tests/engine/test_verify_*.py are checked the same way, by verify_files'
fails_in_process and fails_in_cli)."""

from __future__ import annotations

import json
import os
import struct

import pytest

from engine.commands.verify import MAX_PROBLEMS, MAX_PROBLEMS_PER_SHARD, verify_dataset
from engine.output_state import MANIFEST
from engine.reason_catalogue_verify import VERIFY
from engine.reason_codes import describe
from engine.records.tfrecord import frame
from tests.engine.conftest import run_cli
from tests.engine.verify_files import (  # noqa: F401 - the fixtures
    SHARD,
    assert_coded,
    copy,
    dataset,
    edit_manifest,
    load_manifest,
    record_offsets,
    rehash,
    save_manifest,
)

pytestmark = pytest.mark.e2e


def _shards(m):
    return m["splits"]["train"]["shards"]


def _truncate_shard_at_record(out, k):
    data = (out / SHARD).read_bytes()
    (out / SHARD).write_bytes(data[:record_offsets(out / SHARD)[k]])


def _cut_inside_record(out):
    path = out / SHARD
    o = record_offsets(path)[1]
    path.write_bytes(path.read_bytes()[:o + 20])
    rehash(out, SHARD)


def _bad_length_crc(out):
    path = out / SHARD
    data = bytearray(path.read_bytes())
    data[record_offsets(path)[1] + 8] ^= 0xFF
    path.write_bytes(bytes(data))
    rehash(out, SHARD)


def _many_bad_records(out):
    path = out / SHARD
    extra = MAX_PROBLEMS_PER_SHARD + 2
    path.write_bytes(path.read_bytes() + b"".join(frame(b"\xff\xff not a protobuf")
                                                  for _ in range(extra)))
    rehash(out, SHARD)

    def bump(m):
        s = _shards(m)[0]
        s["records"] += extra
        m["splits"]["train"]["records"] += extra
        m["total_records"] += extra
        s.pop("dali_index", None)
    edit_manifest(out, bump)


def _many_unlisted_shards(out):
    for i in range(MAX_PROBLEMS + 3):
        (out / f"data-extra-{i:05d}-of-00099.tfrecord").write_bytes(b"")


def _feature_shape(m):
    m["features"]["image/height"]["shape"] = [2]


def _dali(out, content: bytes | None):
    index = _shards(load_manifest(out))[0].get("dali_index")
    assert index, "the test dataset has DALI indexes"
    if content is None:
        os.remove(out / index)
    else:
        (out / index).write_bytes(content)


def _huge(path):
    with open(path, "wb") as f:
        f.truncate(70 << 20)   # sparse: a size far above any manifest or labels.txt


def _manifest_text(text):
    return lambda out: (out / MANIFEST).write_bytes(text)


def _manifest_edit(fn):
    return lambda out: edit_manifest(out, fn)


def _legacy_only(out):
    os.remove(out / MANIFEST)
    (out / "dataset_info.json").write_text("{}")


def _tfds(out, change):
    m = load_manifest(out)
    names = [n for n in m.get("tfds_files", []) if n.endswith(".json")]
    assert names, "the test dataset has TFDS metadata"
    change(out / names[0])


DAMAGES = [
    # the manifest as a file
    ("verify.manifest_missing", lambda out: [os.remove(p) for p in (
        out / MANIFEST, out / "dataset_info.json") if p.exists()]),
    ("verify.manifest_missing_tfds", _legacy_only),
    ("verify.not_regular", lambda out: (os.remove(out / MANIFEST), os.mkdir(out / MANIFEST))),
    ("verify.manifest_too_big", lambda out: _huge(out / MANIFEST)),
    ("verify.manifest_not_utf8", _manifest_text(b'{"a": "\xff"}')),
    ("verify.manifest_json_at", _manifest_text(b'{"status": ')),
    # what is wrong inside it
    ("verify.manifest_damaged", _manifest_edit(lambda m: m.update(compression="lzma"))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m["features"]["image/height"]
                                               .update(shape="2"))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m.update(labels="cat"))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m.update(label_map=[]))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m.update(tfds_files="x"))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m["splits"]["train"]
                                               .update(shards={}))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: _shards(m)[0].update(sha256="ab"))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: _shards(m)[0].update(dali_index=3))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m.update(status=3))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m["splits"].update(train=[]))),
    ("verify.manifest_damaged", _manifest_edit(lambda m: m["splits"]["train"].pop("records"))),
    # what the manifest contradicts
    ("verify.not_finished", _manifest_edit(lambda m: m.update(status="writing"))),
    ("verify.label_twice", _manifest_edit(lambda m: m["labels"].__setitem__(1, "cat"))),
    ("verify.split_shards", _manifest_edit(lambda m: m["splits"]["train"]
                                           .update(num_shards=5))),
    ("verify.split_records", _manifest_edit(lambda m: m["splits"]["train"]
                                            .update(records=1))),
    ("verify.shard_twice", _manifest_edit(lambda m: _shards(m).append(dict(_shards(m)[0])))),
    ("verify.not_shard_name", _manifest_edit(lambda m: _shards(m)[0]
                                             .update(filename="notes.txt"))),
    ("verify.unsafe_index", _manifest_edit(lambda m: _shards(m)[0]
                                           .update(dali_index="../x.idx"))),
    ("verify.labels_lines", lambda out: (out / "labels.txt").write_text("cat\n")),
    ("verify.labels_too_big", lambda out: _huge(out / "labels.txt")),
    ("verify.tfds_differs", lambda out: _tfds(out, lambda p: p.write_text('{"x": 1}'))),
    ("verify.tfds_unreadable", lambda out: _tfds(out, lambda p: p.write_bytes(b"\xff\xfe"))),
    # a shard and its index
    ("verify.shard_missing", lambda out: os.remove(out / SHARD)),
    ("verify.shards_missing", lambda out: [os.remove(p) for p in out.glob("data-*.tfrecord")]),
    ("verify.tfds_missing", lambda out: _tfds(out, os.remove)),
    ("verify.size_differs", lambda out: _truncate_shard_at_record(out, 1)),
    ("verify.sha_differs", lambda out: (out / SHARD).write_bytes(
        bytes(b ^ 1 if i == 30 else b for i, b in enumerate((out / SHARD).read_bytes())))),
    ("verify.count_differs", lambda out: (_truncate_shard_at_record(out, 1),
                                          rehash(out, SHARD))),
    ("verify.corrupt_after_known", _cut_inside_record),
    ("verify.corrupt_after_known", _bad_length_crc),
    ("verify.too_many_bad", _many_bad_records),
    ("verify.unlisted_shard", lambda out: (out / "data-train-00007-of-00009.tfrecord")
     .write_bytes(b"")),
    ("verify.more", _many_unlisted_shards),
    ("verify.index_differs", lambda out: _dali(out, b"0 10\n")),
    ("verify.index_unreadable", lambda out: _dali(out, None)),
    ("verify.index_too_big", lambda out: _dali(out, b"0 1\n" * 100_000)),
    # one record
    ("verify.record", _manifest_edit(_feature_shape)),
]


@pytest.mark.parametrize("code, damage", DAMAGES, ids=[f"{c}-{i}" for i, (c, _) in
                                                       enumerate(DAMAGES)])
def test_every_problem_of_a_damaged_dataset_is_catalogued(copy, code, damage):  # noqa: F811
    damage(copy)
    result = verify_dataset(str(copy), reader="builtin")
    assert not result.ok
    assert code in [describe(p)[0] for p in result.problems], result.problems
    assert_coded(result.problems)


def test_a_damaged_manifest_names_a_catalogued_field_problem(copy):  # noqa: F811
    original = (copy / MANIFEST).read_text(encoding="utf-8")
    seen = set()
    edits = [lambda m: m.update(compression="lzma"), lambda m: m.pop("labels"),
             lambda m: _shards(m)[0].pop("sha256"), lambda m: m.update(total_records="9"),
             lambda m: m.update(splits=[]), lambda m: m["splits"]["train"].update(shards={}),
             lambda m: m["features"]["image/height"].update(shape="2")]
    for edit in edits:
        m = json.loads(original)
        edit(m)
        save_manifest(copy, m)
        (problem,) = verify_dataset(str(copy), reader="builtin").problems
        code, params = describe(problem)
        assert code == "verify.manifest_damaged", problem
        seen.add(params["sentence"]["code"])
    assert len(seen) == len(edits), seen


def test_the_verify_command_sends_the_codes_and_its_own_messages_are_catalogued(copy,  # noqa: F811
                                                                               tmp_path):
    (copy / "labels.txt").write_text("cat\n")
    code, events, _ = run_cli("verify", str(copy), "--reader", "builtin")
    assert code == 7
    result = next(e for e in events if e["type"] == "verify_result")
    assert [c for c, _ in result["problem_codes"]] == ["verify.labels_lines"]
    assert_coded(result["problems"], result["problem_codes"])
    assert events[-1]["code"] == "verify.failed"
    code, events, _ = run_cli("verify", str(tmp_path / "absent"))
    assert events[-1]["type"] == "run_failed" and events[-1]["code"] == "verify.no_folder"


def test_a_cancelled_check_says_so_in_a_catalogued_sentence(dataset):  # noqa: F811
    result = verify_dataset(str(dataset), reader="builtin", should_stop=lambda: True)
    assert result.cancelled
    assert [describe(p)[0] for p in result.problems] == ["verify.cancelled"]


def test_a_length_beyond_the_file_is_a_catalogued_framing_problem(copy):  # noqa: F811
    path = copy / SHARD
    data = bytearray(path.read_bytes())
    o = record_offsets(path)[1]
    struct.pack_into("<Q", data, o, 1 << 20)
    from engine.records.tfrecord import masked_crc32c
    struct.pack_into("<I", data, o + 8, masked_crc32c(bytes(data[o:o + 8])))
    path.write_bytes(bytes(data))
    rehash(copy, SHARD)
    result = verify_dataset(str(copy), reader="builtin")
    found = [describe(p) for p in result.problems]
    assert any(c == "verify.corrupt_after_known" and
               p["sentence"]["code"] == "verify.frame_too_long" for c, p in found), found
    assert_coded(result.problems)


def test_the_catalogue_holds_every_record_problem_the_engine_writes():
    """The sentences engine.commands.verify and its helpers build for one record, as the
    code writes them: each is catalogued, so the wrapper "(file): ..." is too."""
    samples = [
        "has no 'image/encoded' feature, which the manifest's feature spec lists",
        "feature 'image/height' has 1 value, the manifest's shape needs 2",
        "TensorFlow cannot parse it with the manifest's features: Key: image/x. Can't parse",
        "raw image has 1,000 bytes, expected 24x24x3",
        "image is 25x24, stored size is 24x24",
        "decoded image is 25x24, stored size is 24x24",
        "Pillow cannot decode the image: image file is truncated",
        "TensorFlow cannot decode the image: Invalid JPEG data",
        "3 labels but 2 class names",
        "object 0 mask: cannot be decoded (OSError)",
        "segmentation mask is not a PNG",
        "segmentation mask cannot be decoded (OSError)",
    ]
    for sentence in samples:
        code, _ = describe(sentence)
        assert code.startswith("verify.rec_"), sentence
        wrapped = f"/o/{SHARD}: record #4 (cat/1.jpg): {sentence}"
        assert describe(wrapped)[0] == "verify.record"
        assert describe(f"/o/{SHARD}: record #4 (no file name): {sentence}")[0] == \
            "verify.record_unnamed"
        assert_coded([wrapped])


def test_every_catalogued_verify_sentence_is_reached_or_named_here():
    """A code no test produces is a form nobody checked: this list names the codes the
    tests above and tests/engine/test_verify*.py reach; a new code must join one of them."""
    reached = {code for code, _ in DAMAGES} | {
        "verify.failed", "verify.no_folder", "verify.cancelled", "verify.frame_too_long",
        "verify.total_vs_shards", "verify.cannot_read", "verify.manifest_json",
        "verify.link_outside", "verify.num_classes", "verify.total_vs_splits",
        "verify.labels_missing", "verify.labels_line", "verify.unsafe_shard",
        "verify.shard_not_regular", "verify.not_example", "verify.record_unnamed",
        "verify.later_run",   # (tests/engine/test_inspect_unfinished.py)
    }
    field = {c for c in VERIFY if c.startswith(("verify.field_", "verify.rec_",
                                                "verify.frame_"))}
    unreached_on_purpose = {
        "verify.cannot_list",       # a folder verify can open but not list (permissions)
        "verify.shard_unreadable",  # an I/O error reading a shard
        "verify.corrupt_after",     # TensorFlow's own words for a damage its framing
                                    # check did not see first
    }
    assert set(VERIFY) - reached - field - unreached_on_purpose == set()
