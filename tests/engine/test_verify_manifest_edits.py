"""verify cannot be crashed or fooled by a damaged or edited manifest (issue 18, item 13):
invalid JSON, wrong types, file names or links that leave the folder, FIFOs, and counts,
labels, classes and features edited to disagree with the shards, each found with either
reader (issue 11) and through the CLI (exit 7 and a message, never a traceback)."""

# ruff: noqa: F811 - the fixtures imported from verify_files are the tests' arguments

from __future__ import annotations

import os
import shutil

import pytest

from engine.output_state import MANIFEST
from tests.engine.verify_files import (  # noqa: F401 - the fixtures
    READERS,
    SHARD,
    bump_counts,
    copy,
    dataset,
    edit_manifest,
    fails_in_cli,
    fails_in_process,
)

pytestmark = pytest.mark.e2e


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
    fails_in_process(copy, reader, repr(name), "not a plain file name in this folder")
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
    fails_in_process(copy, reader, "outside the folder; it was not read")


@pytest.mark.parametrize("reader", READERS)
def test_shard_that_is_a_fifo_is_not_opened(copy, reader):
    (copy / SHARD).unlink()
    os.mkfifo(copy / SHARD)  # opening it would block verify forever
    fails_in_process(copy, reader, "not a regular file")


@pytest.mark.parametrize("reader", READERS)
def test_edited_total_records(copy, reader):
    edit_manifest(copy, lambda m: m.update(total_records=m["total_records"] + 1))
    fails_in_process(copy, reader, "total_records is 10 but the splits add up to 9")


@pytest.mark.parametrize("reader", READERS)
def test_edited_counts_agreeing_with_each_other(copy, reader):
    """Every count in the manifest raised together: only the shards can tell."""
    edit_manifest(copy, lambda m: bump_counts(m, SHARD, 1))
    fails_in_process(copy, reader, "records read, the manifest says",
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
    result = fails_in_process(copy, reader, "class name '")
    assert any(("'cat' but label 0 is 'dog'" in p or "'dog' but label 1 is 'cat'" in p)
               for p in result.problems), result.problems


def test_edited_labels_cli(copy):
    edit_manifest(copy, lambda m: m["labels"].__setitem__(2, "shark"))
    fails_in_cli(copy, "but label 2 is 'shark'")


@pytest.mark.parametrize("reader", READERS)
def test_edited_num_classes(copy, reader):
    edit_manifest(copy, lambda m: m.update(num_classes=2))
    fails_in_process(copy, reader, "num_classes is 2 but the manifest lists 3 labels",
           "label 2 is outside 0..1 (num_classes)")


def test_edited_num_classes_cli(copy):
    edit_manifest(copy, lambda m: m.update(num_classes=5))
    fails_in_cli(copy, "num_classes is 5")


@pytest.mark.parametrize("reader", READERS)
def test_removed_feature(copy, reader):
    edit_manifest(copy, lambda m: m["features"].pop("image/colorspace"))
    fails_in_process(copy, reader, "has a 'image/colorspace' feature, which the manifest's feature "
                         "spec does not list")


@pytest.mark.parametrize("reader", READERS)
def test_feature_of_the_wrong_kind(copy, reader):
    edit_manifest(copy, lambda m: m["features"]["image/height"].update(kind="float"))
    fails_in_process(copy, reader, "feature 'image/height' is int64, the manifest says float")


def test_removed_feature_cli(copy):
    edit_manifest(copy, lambda m: m["features"].pop("image/class/text"))
    fails_in_cli(copy,
                 "'image/class/text' feature, which the manifest's feature spec does not list")


@pytest.mark.parametrize("reader", READERS)
def test_swapped_labels_txt_lines(copy, reader):
    (copy / "labels.txt").write_text("dog\ncat\neel\n", encoding="utf-8")
    fails_in_process(copy, reader, "labels.txt: line 1 is 'dog' but label 0 is 'cat'")


def test_swapped_labels_txt_cli(copy):
    (copy / "labels.txt").write_text("cat\neel\ndog\n", encoding="utf-8")
    fails_in_cli(copy, "line 2 is 'eel' but label 1 is 'dog'")
    (copy / "labels.txt").unlink()
    fails_in_cli(copy, "labels.txt is missing")


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
