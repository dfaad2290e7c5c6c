"""The shard planner is pure: exact lists in, exact lists out."""

from engine.run.plan import allocate, assign_splits, plan_shards, shard_filename
from engine.sources.discover import Sample


def S(name, label=0, split=None):
    return Sample(f"/d/{name}", name, label, str(label), split, 100)


def test_allocate_sums_exactly_with_largest_remainder():
    assert allocate(10, [0.9, 0.1]) == [9, 1]
    assert allocate(7, [0.5, 0.5]) == [4, 3]
    assert allocate(3, [0.8, 0.1, 0.1]) == [3, 0, 0]
    assert allocate(0, [0.5, 0.5]) == [0, 0]


def test_unshuffled_plan_is_name_order_split_evenly():
    samples = [S(f"{i:02d}") for i in range(10)]
    specs = plan_shards(samples, shuffle=False, num_shards=3)
    assert [s.filename for s in specs] == [
        "data-train-00000-of-00003.tfrecord", "data-train-00001-of-00003.tfrecord",
        "data-train-00002-of-00003.tfrecord"]
    assert [[x.name for x in s.samples] for s in specs] == [
        ["00", "01", "02"], ["03", "04", "05"], ["06", "07", "08", "09"]]


def test_split_is_stratified_per_class():
    samples = [S(f"a{i}", 0) for i in range(10)] + [S(f"b{i}", 1) for i in range(10)]
    out = assign_splits(samples, (("train", 0.8), ("val", 0.2)), shuffle=False, seed=0)
    assert [x.name for x in out["val"]] == ["a8", "a9", "b8", "b9"]
    assert len(out["train"]) == 16


def test_csv_split_column_wins():
    samples = [S("a", split="test"), S("b"), S("c")]
    out = assign_splits(samples, (("train", 1.0),), shuffle=False, seed=0)
    assert [x.name for x in out["test"]] == ["a"]
    assert [x.name for x in out["train"]] == ["b", "c"]


def test_shuffle_is_seeded_and_independent_of_input_order():
    samples = [S(f"{i:03d}") for i in range(50)]
    a = plan_shards(samples, seed=1, records_per_shard=20)
    b = plan_shards(list(reversed(samples)), seed=1, records_per_shard=20)
    c = plan_shards(samples, seed=2, records_per_shard=20)
    names = lambda specs: [[x.name for x in s.samples] for s in specs]  # noqa: E731
    assert names(a) == names(b)
    assert names(a) != names(c)
    assert [len(s.samples) for s in a] == [16, 17, 17]
    assert sorted(x for s in names(a) for x in s) == [f"{i:03d}" for i in range(50)]


def test_never_more_shards_than_records_and_compression_suffix():
    specs = plan_shards([S("a"), S("b")], num_shards=5, compression="gzip", prefix="x")
    assert [s.filename for s in specs] == ["x-train-00000-of-00002.tfrecord.gz",
                                           "x-train-00001-of-00002.tfrecord.gz"]
    assert shard_filename("p", "val", 3, 12, "zlib") == "p-val-00003-of-00012.tfrecord.zlib"


def test_cluster_note_says_when_workers_would_wait_and_what_shards_avoid_it():
    from engine import reason_codes
    from engine.run.plan import cluster_note
    # fewer shards than worker threads: some never work
    few = cluster_note(1, 2, 500)
    assert "--shards 2" in few and reason_codes.describe(few)[0] == "cluster.few_shards"
    # a few per thread: the last shards run alone (measured 5 s of 35 s at 4 per thread)
    tail = cluster_note(8, 2, 10_000)
    assert "--shards 16 (about 625 images each)" in tail
    code, params = reason_codes.describe(tail)
    assert code == "cluster.tail_shards" and params["k"] == "16"
    assert reason_codes.render(code, params) == tail
    # enough shards, or too few images to be worth smaller shards: nothing to say
    assert cluster_note(16, 2, 10_000) == ""
    assert cluster_note(4, 2, 1_000) == ""
