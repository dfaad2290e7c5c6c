"""--shards N ("Files per split") above a split's images gives that split one shard per
image (a shard holds at least one): 20 asked over 12 images wrote 12 shards, and nobody
was told. The run says it in a "note:" (stderr and the run log), with its code, naming the
split, its images and the shards it gets; the rule is engine.split_sizes', shared with the
window, which says it before Start."""

from __future__ import annotations

from engine.reason_codes import describe_log_line
from engine.split_sizes import shard_count, shard_notices
from tests.engine.conftest import run_cli


def test_more_shards_than_images_is_said_in_the_run(tmp_path, make_dataset):
    src = str(make_dataset({"cats": 6, "dogs": 6}, root=tmp_path / "src"))
    out = tmp_path / "out"
    code, events, err = run_cli("convert", src, "--out", str(out), "--workers", "1",
                                "--shards", "20")
    assert code == 0, err
    assert len(list(out.glob("data-train-*-of-00012.tfrecord"))) == 12
    sentence = ("The split 'train' has 12 images, so it gets 12 shards, not the 20 of "
                "--shards: a shard holds at least one image")
    assert err.splitlines().count(f"note: {sentence}") == 1
    assert f"note: {sentence}" in (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    assert describe_log_line(f"note: {sentence}") == (
        "note", "plan.shards_capped",
        {"split": "'train'", "n": "12", "shards": "12", "asked": "20"})
    plan = next(e for e in events if e.get("type") == "plan")
    assert plan["splits"] == {"train": 12} and plan["shards"] == {"train": 12}


def test_each_split_short_of_shards_is_named_and_none_when_they_suffice(tmp_path, make_dataset):
    src = str(make_dataset({"cats": 5, "dogs": 5}, root=tmp_path / "src"))
    code, _events, err = run_cli("convert", src, "--out", str(tmp_path / "a"), "--workers",
                                 "1", "--shards", "3", "--split", "train=0.8,val=0.2")
    assert code == 0, err
    notes = [ln for ln in err.splitlines() if "of --shards" in ln]
    assert notes == ["note: The split 'val' has 2 images, so it gets 2 shards, not the 3 "
                     "of --shards: a shard holds at least one image"]   # train has 8
    for args in (("--shards", "10"), ("--shard-size", "1")):   # enough images; by size
        code, _events, err = run_cli("convert", src, "--out", str(tmp_path / args[1]),
                                     "--workers", "1", *args)
        assert code == 0, err
        assert "of --shards" not in err


def test_the_rule():
    assert [shard_count(n, 4) for n in (0, 1, 3, 4, 9)] == [1, 1, 3, 4, 4]
    assert shard_notices({"train": 3, "val": 0, "test": 5}, 4) == [
        "The split 'train' has 3 images, so it gets 3 shards, not the 4 of --shards: a "
        "shard holds at least one image"]
    (one,) = shard_notices({"train": 1}, 2)   # a count of 1 in its form, catalogued
    assert one == ("The split 'train' has 1 image, so it gets 1 shard, not the 2 of --shards: "
                   "a shard holds at least one image")
    assert describe_log_line(f"note: {one}") == (
        "note", "plan.shards_capped", {"split": "'train'", "n": "1", "shards": "1", "asked": "2"})
    assert shard_notices({"train": 3}, None) == [] == shard_notices({"train": 3}, 3)
    assert shard_notices({"big": 1500}, 2000)[0].startswith(
        "The split 'big' has 1,500 images, so it gets 1,500 shards, not the 2,000")
