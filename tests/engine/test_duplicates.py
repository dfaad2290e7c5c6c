"""Images that are byte-identical copies of others (engine.run.duplicates): the real engine
on small generated images, its duplicates.csv checked against the copies the test finds
itself in the source and the shards read back (which record is in which split, in plan
order). Copies are reported, never dropped: every image is still converted. A pair with
the same size and the same CRC32C but other bytes is not a copy; --workers 1 and 2, an
interrupted run finished with --resume (with or without the digests it kept) and a cancel
report the same."""

from __future__ import annotations

import csv
import dataclasses
import hashlib
import os
import shutil
import signal
import threading
from pathlib import Path

import google_crc32c
import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_state import DIGESTS, DUPLICATES, JOURNAL
from engine.run import duplicates
from engine.run.plan import ShardSpec
from engine.sources.discover import Sample

SPLIT = ("--split", "train=0.5,validation=0.5", "--seed", "5", "--size", "24")


def _jpeg(seed: int, size: int = 40, comment: bytes = b"") -> bytes:
    """A noise JPEG; with `comment`, a COM segment right after SOI holds it."""
    data = F.encode(F.noise(size, size, seed), "JPEG", quality=90)
    if comment:
        data = data[:2] + b"\xff\xfe" + (len(comment) + 2).to_bytes(2, "big") + comment + \
            data[2:]
    return data


def forge_crc(data: bytes, pos: int, target: int) -> bytes:
    """`data` with its 4 bytes at `pos` changed so that its CRC32C is `target`. A CRC is
    affine over GF(2): flipping a set of bits changes it by the XOR of what each bit's flip
    does alone, so the 32 bits of the window are solved for by Gaussian elimination."""
    base = google_crc32c.value(data)
    basis: list[tuple[int, int]] = []   # (vector, which window bits make it), distinct tops
    for bit in range(32):
        d = bytearray(data)
        d[pos + bit // 8] ^= 1 << (bit % 8)
        v, m = google_crc32c.value(bytes(d)) ^ base, 1 << bit
        for bv, bm in basis:
            if v ^ bv < v:
                v, m = v ^ bv, m ^ bm
        if v:
            basis = sorted([*basis, (v, m)], reverse=True)
    v, m = base ^ target, 0
    for bv, bm in basis:
        if v ^ bv < v:
            v, m = v ^ bv, m ^ bm
    assert v == 0, "the window cannot reach every CRC"
    out = bytearray(data)
    for bit in range(32):
        if m >> bit & 1:
            out[pos + bit // 8] ^= 1 << (bit % 8)
    return bytes(out)


def _make_source(root: Path, n: int = 8, size: int = 40) -> Path:
    """Two classes of distinct noise JPEGs, and: a copy in the same class, a copy in the
    other class (another label), three more copies of one image (so that with a 50/50
    split some land in another split than their original), and two files of the same size
    and the same CRC32C but other bytes (not copies)."""
    for i in range(n):
        F.write(root / "ab"[i % 2] / f"{i:03d}.jpg", _jpeg(i, size))
    shutil.copy(root / "a" / "000.jpg", root / "a" / "000 again.jpg")
    shutil.copy(root / "a" / "002.jpg", root / "b" / "from a.jpg")
    for k in range(3):
        shutil.copy(root / "b" / "001.jpg", root / "b" / f"001 copy {k}.jpg")
    one = _jpeg(500, size, comment=b"A" * 8)
    other = _jpeg(500, size, comment=b"B" * 8)
    other = forge_crc(other, other.index(b"BBBB"), google_crc32c.value(one))
    assert len(one) == len(other) and one != other
    assert google_crc32c.value(one) == google_crc32c.value(other)
    F.write(root / "a" / "crc twin 1.jpg", one)
    F.write(root / "b" / "crc twin 2.jpg", other)
    return root


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    return _make_source(tmp_path_factory.mktemp("dups") / "src")


def _rows(out: Path) -> list[dict]:
    with open(out / DUPLICATES, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def expected_rows(src: Path, out: Path) -> list[dict]:
    """The copies as the test sees them: the records read back in plan order (the
    manifest's splits, each split's shards), grouped by the sha256 of their source file;
    of each group the oldest file (then the first path) is the original, every other one
    a copy, listed in plan order."""
    m = F.manifest(out)
    records = []   # (path, split, label) in plan order
    for split, info in m["splits"].items():
        for shard in info["shards"]:
            for r in F.read_records(out / shard["filename"]):
                records.append((str(src / r["image/filename"].decode()), split,
                                r["image/class/text"].decode()))
    groups: dict[str, list[tuple[str, str, str]]] = {}
    for rec in records:
        groups.setdefault(hashlib.sha256(Path(rec[0]).read_bytes()).hexdigest(), []).append(rec)
    rows = []
    for path, split, label in records:
        group = groups[hashlib.sha256(Path(path).read_bytes()).hexdigest()]
        o_path, o_split, o_label = min(group, key=lambda g: (os.stat(g[0]).st_mtime_ns, g[0]))
        if len(group) > 1 and path != o_path:
            rows.append({"path": path, "copy_of": o_path, "split": split,
                         "copy_of_split": o_split, "label": label, "copy_of_label": o_label})
    return rows


def _summary(events: list[dict]) -> dict:
    return F.types(events, "run_finished")[-1]["summary"]


def _run(src: Path, out: Path, *opts: str) -> list[dict]:
    code, events, err = F.run_engine(F.engine_argv(src, out, *SPLIT, *opts))
    assert code == protocol.EXIT_OK, err
    return events


@pytest.fixture(scope="module")
def reference(src, tmp_path_factory) -> tuple[Path, list[dict]]:
    out = tmp_path_factory.mktemp("ref") / "out"
    return out, _run(src, out, "--workers", "2")


def test_copies_are_listed_with_their_split_and_label_and_still_converted(src, reference,
                                                                         tmp_path):
    out, events = reference
    rows = _rows(out)
    assert rows == expected_rows(src, out)
    assert len(rows) == 5     # 000 again, from a, and the three copies of 001
    names = {Path(r["path"]).name for r in rows} | {Path(r["copy_of"]).name for r in rows}
    assert not any("crc twin" in n for n in names)   # same size and CRC, other bytes
    # the fixture exercises each kind: a copy with another label, one in another split
    assert any(r["label"] != r["copy_of_label"] for r in rows)
    assert any(r["split"] != r["copy_of_split"] for r in rows)
    assert any(r["split"] == r["copy_of_split"] and r["label"] == r["copy_of_label"]
               for r in rows)
    s = _summary(events)
    assert s["duplicates"] == 5
    assert s["duplicates_across_splits"] == sum(r["split"] != r["copy_of_split"] for r in rows)
    assert s["duplicates_other_label"] == sum(r["label"] != r["copy_of_label"] for r in rows)
    m = F.manifest(out)   # the manifest says what the summary does (a folder opened later)
    assert [m[k] for k in ("duplicates", "duplicates_across_splits", "duplicates_other_label")] \
        == [s["duplicates"], s["duplicates_across_splits"], s["duplicates_other_label"]]
    # the comparison is counted while it reads: the 10 files whose size and CRC match
    # another's (the five copies, their three originals, the two CRC twins)
    compared = [(e["compared"], e["to_compare"]) for e in F.types(events, "progress")
                if e.get("to_compare")]
    assert compared[0] == (0, 10) and compared[-1] == (10, 10), compared
    assert compared == sorted(compared)
    # reported, never dropped: every file is a record
    assert s["written"] == len(list(src.rglob("*.jpg"))) == len(F.all_records(out))
    # and said on stderr, coded for the window
    again = tmp_path / "again"
    code, _, err = F.run_engine(F.engine_argv(src, again, *SPLIT, "--workers", "1"))
    assert code == 0, err
    assert ("note", "log.duplicates", {"n": "5", "file": str(again / DUPLICATES),
                                       "splits": str(s["duplicates_across_splits"]),
                                       "labels": str(s["duplicates_other_label"])}) \
        in F.coded_log_lines(err)


def test_the_worker_count_changes_nothing(src, reference, tmp_path):
    ref, _ = reference
    out = tmp_path / "out"
    _run(src, out, "--workers", "1")
    F.assert_identical(out, ref)
    assert (out / DUPLICATES).read_bytes() == (ref / DUPLICATES).read_bytes()


def test_a_cluster_run_reports_the_same(src, tmp_path):
    """The shard tasks of a Dask cluster (`local:2`: two worker threads, their shards
    committed in the order they finish) return the same digests as the local pool."""
    pytest.importorskip("distributed")
    ref = tmp_path / "ref"
    _run(src, ref, "--workers", "2", "--shards", "4")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *SPLIT, "--shards", "4",
                                                   "--cluster", "local:2"), timeout=240)
    assert code == protocol.EXIT_OK, err
    F.assert_identical(out, ref)
    assert _rows(out) == expected_rows(src, out) and len(_rows(out)) == 5
    assert _summary(events)["duplicates"] == 5


def test_no_copies_no_duplicates_csv(tmp_path):
    src = tmp_path / "src"
    for i in range(6):
        F.write(src / "ab"[i % 2] / f"{i}.jpg", _jpeg(i))
    out = tmp_path / "out"
    events = _run(src, out, "--workers", "1")
    assert not (out / DUPLICATES).exists()
    assert not any(e.get("to_compare") for e in F.types(events, "progress"))
    s = _summary(events)
    assert (s["duplicates"], s["duplicates_across_splits"], s["duplicates_other_label"]) == \
        (0, 0, 0)
    assert F.manifest(out)["duplicates"] == 0


BIG_OPTS = ("--workers", "2", "--shards", "6")


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Path:
    """Large enough to interrupt: 240 noise photos of 600x600 with copies in many shards,
    and a truncated JPEG (rejected while converting: an item of a shard that is no copy)."""
    root = tmp_path_factory.mktemp("bigdups") / "src"
    jpeg = _jpeg(99999, 600)
    F.noise_dataset(root, 240, 600, extra={"a/zz_truncated.jpg": jpeg[: len(jpeg) // 2]})
    for i in (0, 7, 50, 99):
        shutil.copy(root / "ab"[i % 2] / f"{i:05d}.jpg", root / "ab"[(i + 1) % 2] / f"c{i}.jpg")
        shutil.copy(root / "ab"[i % 2] / f"{i:05d}.jpg", root / "ab"[i % 2] / f"z{i}.jpg")
    return root


@pytest.fixture(scope="module")
def big_reference(big, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bigref") / "out"
    _run(big, out, *BIG_OPTS)
    assert len(_rows(out)) == 8 and _rows(out) == expected_rows(big, out)
    return out


def _killed_after_a_shard(src: Path, out: Path) -> None:
    eng = F.Engine(F.engine_argv(src, out, *SPLIT, *BIG_OPTS))
    try:
        first = eng.wait_for(lambda e: e["type"] == "shard_written")
        eng.wait_for(lambda e: e["type"] == "batch_written" and e["records"] > 0
                     and e["shard"] != Path(first["path"]).name)
        eng.proc.send_signal(signal.SIGKILL)
        eng.wait(timeout=60)
    finally:
        eng.close()
    assert not (out / DUPLICATES).exists() and F.shard_names(out)


@pytest.mark.parametrize("digests", ["kept", "lost"])
def test_resume_reports_the_same_copies(big, big_reference, tmp_path, digests):
    """SIGKILL after a shard, then --resume: the kept shards' digests come from the file
    beside them, or (lost: a crash before its line, an engine before this one) from their
    source files again."""
    out = tmp_path / "out"
    _killed_after_a_shard(big, out)
    if digests == "lost":
        (out / DIGESTS).unlink()
    events = _run(big, out, *BIG_OPTS, "--resume")
    assert _summary(events)["kept"] > 0
    F.assert_identical(out, big_reference)
    assert (out / DUPLICATES).read_bytes() == (big_reference / DUPLICATES).read_bytes()
    assert (out / DIGESTS).read_bytes() == (big_reference / DIGESTS).read_bytes()
    assert F.manifest(out)["duplicates"] == 8


def test_cancel_says_nothing_of_copies_and_resume_does(big, tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    shutil.copytree(big, src)   # (times kept: the oldest file of a group is its original)
    # last in the source's order (--no-shuffle), an image whose decoder never returns under
    # F.HANG_DECODER in the cancelled run: the cancel always lands while the run is still
    # going (on a fast machine the run could finish first)
    F.write(src / "b" / "zzz_HANGME.jpg", _jpeg(77777, 600))
    opts = (*BIG_OPTS, "--no-shuffle")
    code, eng = F.cancel_when(F.engine_argv(src, out, *SPLIT, *opts),
                              lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    s = _summary(eng.events)
    assert s["status"] == "cancelled" and "duplicates" not in s
    assert not (out / DUPLICATES).exists()
    _run(src, out, *opts, "--resume")
    assert len(_rows(out)) == 8 and _rows(out) == expected_rows(src, out)
    ref = tmp_path / "ref"   # a run never cancelled says the same
    _run(src, ref, *opts)
    assert (out / DUPLICATES).read_bytes() == (ref / DUPLICATES).read_bytes()


def test_a_finished_dataset_resumed_reports_its_copies_again(big, big_reference, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(big_reference, out)
    events = _run(big, out, *BIG_OPTS, "--resume")
    assert not F.types(events, "batch_written")      # nothing converted again
    assert _summary(events)["duplicates"] == 8
    assert (out / DUPLICATES).read_bytes() == (big_reference / DUPLICATES).read_bytes()


def test_overwrite_deletes_the_copies_list_of_the_dataset_it_replaces(big_reference, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(big_reference, out)
    clean = tmp_path / "clean"
    for i in range(4):
        F.write(clean / "ab"[i % 2] / f"{i}.jpg", _jpeg(i))
    _run(clean, out, "--workers", "1", "--overwrite")
    assert not (out / DUPLICATES).exists()
    assert F.manifest(out)["duplicates"] == 0


# -- the byte comparison, on its own -------------------------------------------------------

def _spec(paths: list[Path], split: str = "train") -> ShardSpec:
    samples = tuple(Sample(str(p), p.name, 0, "a", None, p.stat().st_size) for p in paths)
    return ShardSpec(split, 0, 1, f"data-{split}-00000-of-00001.tfrecord", samples)


def _digests(paths: list[Path]) -> bytes:
    return b"".join(duplicates.ITEM.pack(*duplicates.file_digest(str(p))) for p in paths)


def test_equal_digests_are_compared_byte_for_byte(tmp_path):
    a, b, c = (F.write(tmp_path / n, d) for n, d in (("a", b"x" * 3000), ("b", b"x" * 3000),
                                                     ("c", b"y" * 3000)))
    spec = _spec([a, b, c])
    packed = _digests([a, b, c])
    never = threading.Event()
    heard: list[tuple[int, int]] = []
    assert [x.path for x in duplicates.find_copies([spec], {spec.filename: packed}, never,
                                                   lambda n, of: heard.append((n, of)))] \
        == [str(b)]
    assert heard == [(0, 2), (1, 2), (2, 2)]   # c's size and CRC are its own: not compared
    # c claims a's size and CRC (a collision): its bytes differ, so it is no copy
    lying = packed[:2 * duplicates.ITEM.size] + packed[:duplicates.ITEM.size]
    assert [x.path for x in duplicates.find_copies([spec], {spec.filename: lying}, never)] \
        == [str(b)]
    # a file that cannot be read now is not reported
    os.unlink(b)
    assert duplicates.find_copies([spec], {spec.filename: packed}, never) == []
    # items not converted (size 0) are never candidates
    assert duplicates.find_copies([spec], {spec.filename: bytes(len(packed))}, never) == []
    cancelled = threading.Event()
    cancelled.set()
    F.write(b, b"x" * 3000)
    assert duplicates.find_copies([spec], {spec.filename: packed}, cancelled) is None


def test_the_original_is_the_oldest_file_whatever_the_plan_order(tmp_path):
    # the plan is shuffled: "the first in plan order" named a copy in one row and an
    # original in the next, so deleting every `path` could delete originals
    paths = [F.write(tmp_path / n, b"z" * 2000) for n in ("new copy", "photo", "old copy")]
    for p, age in zip(paths, (100, 300, 200), strict=True):   # seconds ago
        t = int((1_700_000_000 - age) * 1e9)
        os.utime(p, ns=(t, t))
    samples = tuple(Sample(str(p), p.name, 0, "a", None, p.stat().st_size,
                           mtime_ns=p.stat().st_mtime_ns) for p in paths)
    spec = ShardSpec("train", 0, 1, "data-train-00000-of-00001.tfrecord", samples)
    found = duplicates.find_copies([spec], {spec.filename: _digests(paths)}, threading.Event())
    assert [(Path(c.path).name, Path(c.copy_of).name) for c in found] == [
        ("new copy", "photo"), ("old copy", "photo")]
    # equal times (a copy that kept its date): the first path
    t = paths[0].stat().st_mtime_ns
    for p in paths:
        os.utime(p, ns=(t, t))
    samples = tuple(dataclasses.replace(s, mtime_ns=t) for s in samples)
    spec = dataclasses.replace(spec, samples=samples)
    found = duplicates.find_copies([spec], {spec.filename: _digests(paths)}, threading.Event())
    assert [(Path(c.path).name, Path(c.copy_of).name) for c in found] == [
        ("photo", "new copy"), ("old copy", "new copy")]   # (rows in plan order)


@pytest.mark.parametrize("ours", [True, False])
def test_a_stopped_search_removes_only_its_own_earlier_copies_list(tmp_path, ours):
    """A stop after every shard was committed finishes the run without the copies search:
    a duplicates.csv of an earlier attempt (our journal there accounts for it) is removed,
    not left describing another run; a user's file of that name is kept."""
    a, b = (F.write(tmp_path / n, b"x" * 3000) for n in ("a", "b"))
    out = tmp_path / "out"
    F.write(out / DUPLICATES, b"path,copy_of\nold.jpg,older.jpg\n")
    if ours:
        F.write(out / JOURNAL, b'{"kind": "header", "planned": []}\n')
    copies = duplicates.Copies(str(out))
    spec = _spec([a, b])
    copies.start([spec], {}, resume=False)
    copies.digests[spec.filename], copies.sha256[spec.filename] = _digests([a, b]), "x"
    stop = threading.Event()
    stop.set()
    copies.find(stop)
    assert copies.found is None and not (out / DIGESTS).exists()
    assert (out / DUPLICATES).exists() is not ours
