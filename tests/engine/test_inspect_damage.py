"""What `inspect` says of a damaged file beyond its first damaged record, and of a partial
copy of a dataset of ours (engine.commands.inspect, inspect_records, inspect_dataset)."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from engine.commands import inspect as ins
from engine.commands import inspect_records
from engine.commands.inspect_cli import dataset_of
from engine.commands.inspect_dataset import read_dataset
from engine.commands.verify import verify_dataset
from engine.output_state import MANIFEST
from engine.reason_codes import describe
from engine.records.example import encode_example
from engine.records.tfrecord import frame
from tests.engine import imagefactory as F
from tests.engine.conftest import noise_image, run_cli
from tests.engine.tfrecord_files import run_inspect

N = 96


def _payloads() -> list[bytes]:
    return [encode_example({"image/class/label": i % 3,
                            "image/filename": f"img_{i:03d}.jpg".encode()}) for i in range(N)]


def _offsets(payloads: list[bytes]) -> list[int]:
    out, at = [], 0
    for p in payloads:
        out.append(at)
        at += 16 + len(p)
    return out


def _file_with_flipped_data(tmp_path, damaged: tuple[int, ...]):
    payloads = _payloads()
    data = bytearray(b"".join(frame(p) for p in payloads))
    offsets = _offsets(payloads)
    for k in damaged:
        data[offsets[k] + 12 + 5] ^= 0x20   # inside record k's data: its length is intact
    path = tmp_path / "flipped.tfrecord"
    path.write_bytes(bytes(data))
    return path, offsets


def test_a_record_with_damaged_data_does_not_hide_the_records_after_it(tmp_path):
    path, offsets = _file_with_flipped_data(tmp_path, (2,))
    r = ins.inspect_file(str(path))
    assert (r.records, r.damaged, r.damaged_count) == (N, [2], 1)
    assert (r.error.kind, r.error.record, r.error.offset) == ("corrupt", 2, offsets[2])
    assert r.stop is None and not r.ok
    labels = {c.value: c.count for c in r.labels.classes}
    assert sum(labels.values()) == N - 1   # the damaged record's data is not trusted
    notes = r.notes()
    assert notes[0].startswith("96 records, 1 damaged (#2)")
    assert "TensorFlow's reader stops at the first damaged record (DataLossError)" in notes[-1]
    assert [describe(n)[0] for n in notes] == ["inspect.damaged_one", "inspect.tf_stops"]
    doc = ins.inspect_paths([str(path)]).to_dict()
    assert doc["summary"]["records"] == N and doc["summary"]["damaged"] == 1
    assert [n["reason_code"][0] for n in doc["files"][0]["notes"]] == [
        "inspect.damaged_one", "inspect.tf_stops"]


def test_several_damaged_records_are_counted_and_listed(tmp_path):
    path, _ = _file_with_flipped_data(tmp_path, (2, 40, 41, 60, 70, 95))
    r = ins.inspect_file(str(path))
    assert (r.records, r.damaged, r.damaged_count) == (N, [2, 40, 41, 60, 70, 95], 6)
    first = r.notes()[0]
    assert first.startswith("96 records, 6 damaged (#2, #40, #41, #60, #70, …)")
    assert describe(first)[0] == "inspect.damaged_many"


def test_a_damaged_length_stops_the_reading_and_says_where(tmp_path):
    payloads = _payloads()
    data = bytearray(b"".join(frame(p) for p in payloads))
    offsets = _offsets(payloads)
    data[offsets[2] + 12 + 5] ^= 0x20   # record 2's data
    data[offsets[50] + 1] ^= 0x40       # record 50's length
    path = tmp_path / "bad.tfrecord"
    path.write_bytes(bytes(data))
    r = ins.inspect_file(str(path))
    assert (r.records, r.damaged_count, r.error.record) == (50, 1, 2)
    assert (r.stop.record, r.stop.offset) == (50, offsets[50])
    assert "length CRC mismatch" in r.stop.reason
    codes = [describe(n)[0] for n in r.notes()]
    assert codes == ["inspect.damaged_one", "inspect.stopped", "inspect.tf_stops"]
    # the record the grid's last tile names ("#50 damaged")
    assert f"reading stopped at record #50 (byte {offsets[50]:,})" in r.notes()[1]
    assert r.missing is None   # a damaged length: the records after it may be there


def test_pages_go_on_past_a_record_with_damaged_data(tmp_path):
    path, offsets = _file_with_flipped_data(tmp_path, (2,))
    page = inspect_records.read_records(str(path), 0, 48)
    assert [p["index"] for p in page] == list(range(48))
    assert page[2]["error"] and page[2]["stops_reading"] is False
    assert page[2]["offset"] == offsets[2]
    assert page[3]["filename"] == "img_003.jpg" and page[3]["error"] is None
    second = inspect_records.records_page(str(path), 48, 48)
    assert [p["index"] for p in second["records"]] == list(range(48, 96))
    first = inspect_records.records_page(str(path), 0, 48)
    assert first["end"] is False   # the damaged record does not end the file
    with inspect_records.RecordPager(str(path)) as pager:   # paging forward past it
        assert pager.read(90, 10)[-1]["index"] == 95


@pytest.mark.parametrize("kind", ["gzip"])
def test_compressed_pages_go_on_past_a_record_with_damaged_data(tmp_path, kind):
    import gzip
    path, _ = _file_with_flipped_data(tmp_path, (2,))
    gz = tmp_path / "flipped.tfrecord.gz"
    gz.write_bytes(gzip.compress(path.read_bytes()))
    r = ins.inspect_file(str(gz))
    assert (r.records, r.damaged) == (N, [2])
    page = inspect_records.read_records(str(gz), 40, 10)
    assert [p["index"] for p in page] == list(range(40, 50))


# --- a partial copy of a dataset of ours ---------------------------------------------------


def _converted(root, per_class: int, shards: int):
    """A dataset of ours made by the engine from `per_class` noise JPEGs (each its own
    picture) in two classes, in `shards` shards: its folder."""
    for c, cls in enumerate(("cat", "dog")):
        (root / "src" / cls).mkdir(parents=True)
        for i in range(per_class):
            noise_image(32, 24, seed=i + 10 * c).save(root / "src" / cls / f"{i}.jpg")
    code, _, err = run_cli("convert", str(root / "src"), "--out", str(root / "out"),
                           "--size", "16", "--shards", str(shards), "--split", "train=1")
    assert code == 0, err
    return root / "out"


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    return _converted(tmp_path_factory.mktemp("partial"), per_class=4, shards=4)


def _partial_copy(dataset, dest, keep: int):
    dest.mkdir()
    shards = sorted(n for n in os.listdir(dataset) if n.endswith(".tfrecord"))
    assert len(shards) == 4
    for name in shards[:keep] + [MANIFEST]:
        shutil.copy(dataset / name, dest / name)
    return shards


@pytest.mark.e2e
def test_a_partial_copy_says_which_listed_shard_files_are_missing(dataset, tmp_path, capsys):
    shards = _partial_copy(dataset, tmp_path / "copy", keep=1)
    ds = dataset_of([str(tmp_path / "copy")])
    assert ds["shards_listed"] == 4
    (p,) = ds["problems"]
    assert p["message"] == (f"The manifest lists 4 shard files; 3 of them are not in this "
                            f"folder ({shards[1]}, {shards[2]}, {shards[3]})")
    assert p["reason_code"] == ["inspect.ds_missing", {"n": "4", "m": "3", "names": ", ".join(
        shards[1:])}]
    # the same for one of its files opened alone, and an extra file the manifest does not list
    shutil.copy(dataset / shards[1], tmp_path / "copy" / "other-00000-of-00001.tfrecord")
    ds = dataset_of([str(tmp_path / "copy" / shards[0])])
    assert [q["reason_code"][0] for q in ds["problems"]] == ["inspect.ds_missing",
                                                            "inspect.ds_unlisted_one"]
    # the command line says it too
    run_inspect(str(tmp_path / "copy"))
    assert "PROBLEM: The manifest lists 4 shard files; 3 of them" in capsys.readouterr().out


@pytest.mark.e2e
def test_a_complete_dataset_has_no_shard_file_problems(dataset):
    assert dataset_of([str(dataset)])["problems"] == []


@pytest.mark.e2e
def test_verify_of_a_partial_copy_leads_with_the_missing_shard_files(dataset, tmp_path):
    shards = _partial_copy(dataset, tmp_path / "copy", keep=1)
    result = verify_dataset(str(tmp_path / "copy"), reader="builtin")
    assert not result.ok
    first = result.problems[0]
    assert first == (f"3 of the 4 shard files the manifest lists are missing from "
                     f"{tmp_path / 'copy'} ({shards[1]}, {shards[2]}, {shards[3]})")
    assert describe(first)[0] == "verify.shards_missing"
    assert not any(p.endswith(": missing") for p in result.problems), result.problems
    assert not any("Errno" in p for p in result.problems), result.problems
    assert json.dumps(result.problems).count(shards[2]) == 1


@pytest.mark.e2e
def test_inspect_does_not_look_outside_the_folder_for_a_listed_shard(dataset, tmp_path,
                                                                      monkeypatch):
    """A manifest (input like any other) listing '../NAME' or an absolute path: inspect,
    like verify, looks up plain names in the folder only, and says why it did not the
    others. It looked them up where they lead, found them there and said nothing."""
    copy = tmp_path / "copy"
    shards = _partial_copy(dataset, copy, keep=4)
    for name in shards[1:3]:   # the two the manifest now lists outside, and are there
        os.replace(copy / name, tmp_path / name)
    outside = [f"../{shards[1]}", str(tmp_path / shards[2])]
    m = json.loads((copy / MANIFEST).read_text(encoding="utf-8"))
    for entry in m["splits"]["train"]["shards"]:
        if entry["filename"] in shards[1:3]:
            entry["filename"] = outside[shards.index(entry["filename"]) - 1]
    (copy / MANIFEST).write_text(json.dumps(m), encoding="utf-8")
    looked: list[str] = []
    for fn in ("lexists", "exists", "isfile"):
        real = getattr(os.path, fn)
        monkeypatch.setattr(os.path, fn, lambda p, real=real: looked.append(str(p)) or real(p))
    ds = dataset_of([str(copy)])
    monkeypatch.undo()
    # (among the paths under tmp_path: imports look up files of their own)
    assert not [p for p in looked if os.path.abspath(p).startswith(str(tmp_path))
                and not os.path.abspath(p).startswith(str(copy))], looked
    assert [p["message"] for p in ds["problems"]] == [
        f"shard {n!r} in the manifest is not a plain file name in this folder (it could lead "
        "outside it); it was not read" for n in outside]
    assert [p["reason_code"][0] for p in ds["problems"]] == ["verify.unsafe_shard"] * 2


@pytest.mark.e2e
def test_inspect_of_a_dataset_folder_lists_it_once_and_reads_its_manifest_once(
        dataset, monkeypatch, capsys):
    """The dataset's own checks listed the folder (and sniffed each side file) again after
    the report had, and read the manifest twice (whose it is, then its fields)."""
    import builtins

    from engine.commands.inspect_files import find_tfrecord_files
    listed: list[str] = []
    opened: list[str] = []
    real_listdir, real_open = os.listdir, builtins.open
    monkeypatch.setattr(os, "listdir", lambda p=".": listed.append(str(p)) or real_listdir(p))
    monkeypatch.setattr(builtins, "open",
                        lambda f, *a, **k: opened.append(str(f)) or real_open(f, *a, **k))
    found, _ = find_tfrecord_files([str(dataset)])   # (which opens each file to sniff it)
    opened.clear()
    ds = read_dataset([str(dataset)], found)[0]
    assert ds["problems"] == [] and opened.count(str(dataset / MANIFEST)) == 1, opened
    listed.clear()
    assert run_inspect(str(dataset), "--json") == 0
    monkeypatch.undo()
    assert json.loads(capsys.readouterr().out)["dataset"]["problems"] == []
    assert listed.count(str(dataset)) == 1, listed


# --- a shard cut short -------------------------------------------------------------------


@pytest.fixture(scope="module")
def one_shard(tmp_path_factory):
    """A dataset of ours: 12 records in one shard."""
    return _converted(tmp_path_factory.mktemp("one_shard"), per_class=6, shards=1)


def _damaged_copy(dataset, dest, *, flip: int | None = None, cut: int = 0):
    """A copy of the dataset whose shard has record ``flip``'s data damaged and ends
    ``cut`` bytes into record 7 (0: at its start, a record boundary)."""
    shutil.copytree(dataset, dest)
    (shard,) = dest.glob("*.tfrecord")
    data = bytearray(shard.read_bytes())
    with open(shard, "rb") as f:
        offsets = [r.offset for r in ins.iter_records(f)]
    assert len(offsets) == 12
    if flip is not None:
        data[offsets[flip] + 12 + 5] ^= 0x20
    shard.write_bytes(bytes(data[:offsets[7] + cut]))
    return shard, offsets


def _inspect_json(capsys, path) -> tuple[int, dict, str]:
    code = run_inspect(str(path), "--json")
    out, err = capsys.readouterr()
    return code, json.loads(out)["files"][0], err


@pytest.mark.e2e
def test_a_cut_short_shard_says_which_record_it_ends_inside_and_how_many_are_missing(
        one_shard, tmp_path, capsys):
    """Record #3 damaged, the file cut inside record #7: inspect said "1 of 7 records is
    damaged (#3) ... the records after it were read and checked" and nothing of the cut,
    while the grid had a second damaged tile (#7)."""
    shard, offsets = _damaged_copy(one_shard, tmp_path / "copy", flip=3, cut=20)
    for path in (shard.parent, shard):   # the folder, or the shard alone beside its manifest
        code, f, err = _inspect_json(capsys, path)
        assert code == 7
        assert (f["records"], f["damaged"], f["error"]["record"]) == (7, [3], 3)
        assert (f["stop"]["kind"], f["stop"]["record"]) == ("truncated", 7)
        assert (f["expected_records"], f["missing"]) == (12, 5)
        codes = [n["reason_code"][0] for n in f["notes"]]
        assert codes == ["inspect.damaged_one", "inspect.cut_short_known", "inspect.tf_stops"]
        cut = f["notes"][1]
        assert cut["message"] == (
            f"the file is cut short: it ends inside record #7 ({offsets[7] + 20:,} bytes, the "
            f"manifest says {F.manifest(one_shard)['splits']['train']['shards'][0]['bytes']:,})"
            ", so the records from #7 on are missing: 5 of the 12 the manifest lists")
        assert cut["reason_code"][1]["r"] == "7" and cut["reason_code"][1]["k"] == "5"
        # the command line's problem lines: the damaged record, and the cut
        assert "in record #3" in err and "in record #7" in err
    # the grid's pages agree: #3 damaged (and the records after it there), #7 missing
    page = inspect_records.records_page(str(shard), 0, 48)
    bad = [(r["index"], r["truncated"]) for r in page["records"] if r["error"]]
    assert bad == [(3, False), (7, True)] and page["end"]
    # a copy without the manifest: no count to give, but the cut is said
    alone = tmp_path / "alone" / shard.name
    alone.parent.mkdir()
    shutil.copy(shard, alone)
    code, f, _ = _inspect_json(capsys, alone)
    assert f["missing"] is None
    assert [n["reason_code"][0] for n in f["notes"]][1] == "inspect.cut_short"
    assert f["notes"][1]["message"] == ("the file is cut short: it ends inside record #7, so "
                                        "that record and any after it are missing")


@pytest.mark.e2e
def test_a_shard_cut_at_a_record_boundary_is_found_by_its_manifests_count(
        one_shard, tmp_path, capsys):
    """Every record of a shard cut between two records is sound: only the manifest's count
    says records are missing. The file is not OK (exit code 7), and TensorFlow reads it
    without an error, so no DataLossError is promised."""
    shard, offsets = _damaged_copy(one_shard, tmp_path / "copy", cut=0)
    code, f, _ = _inspect_json(capsys, shard.parent)
    assert code == 7 and not f["ok"] and f["stop"] is None
    assert (f["records"], f["missing"]) == (7, 5)
    assert f["error"]["kind"] == "truncated" and f["error"]["reason_code"][0] == "inspect.short"
    assert f["error"]["message"] == (
        f"the file is cut short after 7 records: the manifest lists 12 ({offsets[7]:,} bytes "
        f"on disk, the manifest says "
        f"{F.manifest(one_shard)['splits']['train']['shards'][0]['bytes']:,}), so the records "
        "from #7 on are missing")
    assert f["notes"] == []
    # with a damaged record too, the cut is a note after it
    shard, _ = _damaged_copy(one_shard, tmp_path / "copy2", flip=2, cut=0)
    code, f, _ = _inspect_json(capsys, shard.parent)
    assert f["error"]["record"] == 2
    assert [n["reason_code"][0] for n in f["notes"]] == [
        "inspect.damaged_one", "inspect.short", "inspect.tf_stops"]
    # the complete dataset: nothing missing
    code, f, _ = _inspect_json(capsys, one_shard)
    assert code == 0 and f["ok"] and f["missing"] is None and f["expected_records"] == 12


# --- paging through damage: the same verdict whether a page reads it or seeks past it ------


@pytest.mark.parametrize("compression", ["none", "gzip"])
@pytest.mark.parametrize("damage", ["header_cut", "data_cut", "crc_cut", "boundary",
                                    "bad_length"])
def test_a_page_that_seeks_past_damage_says_what_a_page_that_reads_it_says(
        tmp_path, compression, damage):
    """Inspect's paging skipped records with a loop of its own: a plain file cut inside a
    record was "file ends inside a record (truncated)" on a page that started after it and
    "record length ... bytes left" on a page that read it, and a damaged length "length
    CRC mismatch or truncated header". One framing reader decides both now."""
    import gzip
    payloads = _payloads()
    data = bytearray(b"".join(frame(p) for p in payloads))
    at = _offsets(payloads)[50]
    end = {"header_cut": at + 5, "data_cut": at + 12 + 3,
           "crc_cut": at + 16 + len(payloads[50]) - 2, "boundary": at,
           "bad_length": len(data)}[damage]
    if damage == "bad_length":
        data[at + 1] ^= 0x40
    body = bytes(data[:end])
    path = tmp_path / ("f.tfrecord" + (".gz" if compression == "gzip" else ""))
    path.write_bytes(gzip.compress(body) if compression == "gzip" else body)
    keys = ("index", "offset", "error", "error_code", "stops_reading", "truncated")
    read = inspect_records.read_records(str(path), 48, 10)
    if damage == "boundary":
        assert [r["index"] for r in read] == [48, 49] and not any(r["error"] for r in read)
        assert inspect_records.read_records(str(path), 50, 5) == []
        assert inspect_records.read_records(str(path), 60, 5) == []
        return
    seen = {k: read[-1][k] for k in keys}
    assert (seen["index"], seen["offset"], seen["stops_reading"]) == (50, at, True)
    assert seen["truncated"] is (damage != "bad_length"), seen
    assert seen["error_code"][0], seen   # a catalogued sentence, said in the window's words
    for start in (50, 51, 60):   # seeking to it, and past it (plain: from offset 0)
        (past,) = inspect_records.read_records(str(path), start, 5)
        assert {k: past[k] for k in keys} == seen, start
    with inspect_records.RecordPager(str(path)) as pager:   # and from a remembered place
        assert len(pager.read(10, 5)) == 5
        (past,) = pager.read(70, 5)
        assert {k: past[k] for k in keys} == seen
