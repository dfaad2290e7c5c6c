"""A damaged or hand-edited journal or manifest is input like any other: --resume, inspect
and the window's reading of the folder say what they can and never crash, and no name in
them leads outside the output folder. Before, a journal whose header listed
"../victim.txt" among the files being replaced made --resume delete that file; a shard
entry without a file name ended --resume with a KeyError; a manifest whose "options" was
a number ended `inspect` with an AttributeError and the window's folder check with a
TypeError."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.output_kind import read_output_state
from engine.output_state import JOURNAL, MANIFEST, shard_entry_ok
from tests.engine.conftest import ROOT, run_cli
from tests.engine.imagefactory.images import noise_dataset
from tests.engine.imagefactory.runs import after_first_journal_entry

OPTS = ("--size", "32", "--workers", "1", "--shards", "3", "--seed", "1")


@pytest.fixture(scope="module")
def interrupted(tmp_path_factory) -> tuple[Path, Path]:
    """(source, an output folder whose run crashed after its first shard was journalled)."""
    root = tmp_path_factory.mktemp("journal")
    src = root / "src"
    noise_dataset(src, 12, size=40)
    rc, _, err = run_cli("convert", str(src), "--out", str(root / "listing"), *OPTS,
                         env={"TFRS_CRASH_AT_STEP": "-1"})
    assert rc == 0, err
    out = root / "crashed"
    rc, _, _ = run_cli("convert", str(src), "--out", str(out), *OPTS,
                       env={"TFRS_CRASH_AT_STEP": str(after_first_journal_entry(err))})
    assert rc != 0 and (out / JOURNAL).is_file()
    return src, out


def _copy(interrupted, tmp_path: Path) -> Path:
    out = tmp_path / "out"
    shutil.copytree(interrupted[1], out)
    return out


def _edit_journal(out: Path, edit) -> None:
    lines = [json.loads(ln) for ln in (out / JOURNAL).read_text().splitlines()]
    edit(lines)
    (out / JOURNAL).write_text("".join(json.dumps(x) + "\n" for x in lines))


def _resume(interrupted, out: Path):
    return run_cli("convert", str(interrupted[0]), "--out", str(out), *OPTS, "--resume")


def test_resume_deletes_nothing_a_damaged_journal_names_outside_its_folder(interrupted,
                                                                          tmp_path):
    out = _copy(interrupted, tmp_path)
    victim = tmp_path / "victim.txt"
    victim.write_text("a thesis")
    elsewhere = tmp_path / "data-train-00000-of-00009.tfrecord"   # a name like ours
    elsewhere.write_text("not ours")
    _edit_journal(out, lambda lines: lines[0].update(
        replacing=["../victim.txt", str(elsewhere), "../" + elsewhere.name]))
    rc, _, err = _resume(interrupted, out)
    assert rc == 0, err
    assert victim.read_text() == "a thesis" and elsewhere.read_text() == "not ours"
    assert run_cli("verify", str(out))[0] == 0


def test_a_shard_entry_naming_a_file_outside_is_converted_again_not_followed(interrupted,
                                                                            tmp_path):
    out = _copy(interrupted, tmp_path)
    outside = tmp_path / "x.tfrecord"
    first = json.loads((out / JOURNAL).read_text().splitlines()[1])["filename"]
    shutil.copy(out / first, outside)      # the very bytes and sha256 the entry records

    def edit(lines):
        lines[1]["filename"] = "../x.tfrecord"
        lines[1]["bytes"] = outside.stat().st_size
    _edit_journal(out, edit)
    assert read_output_state(str(out)).shards == 0      # the window offers nothing kept
    rc, _, err = _resume(interrupted, out)
    assert rc == 0, err
    assert not (tmp_path / "x.tfrecord.idx").exists()   # no DALI index written outside
    assert run_cli("verify", str(out))[0] == 0


DAMAGE = {
    "a shard without its file name": lambda lines: lines[1].pop("filename"),
    "records that are text": lambda lines: lines[1].update(records="x"),
    "rejected items that are not lists": lambda lines: lines[1].update(rejected="x"),
    "object counts that are text": lambda lines: lines[1].update(objects={"cat": "2"}),
    "dropped objects that are a list": lambda lines: lines[1].update(dropped=[1]),
    "a plan that is a number": lambda lines: lines[0].update(plan=5),
    "planned shards that are a float": lambda lines: lines[0].update(planned=1.5),
    "options that are a list": lambda lines: lines[0].update(options=[1]),
    "replacing that is a number": lambda lines: lines[0].update(replacing=7),
    "a line that is a list": lambda lines: lines.insert(1, [1, 2]),
    "an engine version that is an object": lambda lines: lines[0].update(engine={"v": 1}),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_journal_is_refused_or_finished_never_a_crash(interrupted, tmp_path, damage):
    out = _copy(interrupted, tmp_path)
    _edit_journal(out, DAMAGE[damage])
    read_output_state(str(out))                       # the window's check: no exception
    rc, _, err = _resume(interrupted, out)
    assert rc in (0, 8) and "Traceback" not in err, err   # finished, or "does not match"
    if rc == 0:
        assert run_cli("verify", str(out))[0] == 0


@pytest.mark.parametrize("field", ["options", "splits", "engine", "rejected", "plan"])
def test_a_damaged_manifest_is_read_by_the_window_and_inspect_without_a_crash(tmp_path,
                                                                             field):
    src = tmp_path / "src"
    noise_dataset(src, 6, size=40)
    out = tmp_path / "out"
    assert run_cli("convert", str(src), "--out", str(out), *OPTS)[0] == 0
    m = json.loads((out / MANIFEST).read_text())
    for value in (5, float("inf"), [1], {"a": []}):
        m[field] = value
        (out / MANIFEST).write_text(json.dumps(m))
        read_output_state(str(out))
        p = subprocess.run([sys.executable, "-m", "engine", "inspect", str(out)],
                           capture_output=True, text=True, timeout=120, cwd=ROOT,
                           env=dict(os.environ, PYTHONPATH=ROOT))
        assert p.returncode != 1 and "Traceback" not in p.stderr, (value, p.stderr)


def test_shard_entries_are_trusted_only_with_plain_names_and_whole_numbers():
    good = {"filename": "data-train-00000-of-00001.tfrecord", "records": 3, "bytes": 9,
            "sha256": "0" * 64, "dali_index": "data-train-00000-of-00001.tfrecord.idx",
            "rejected": [["a.jpg", "cut off", "decode"]]}
    assert shard_entry_ok(good)
    for change in ({"filename": "../a.tfrecord"}, {"filename": os.sep + "a.tfrecord"},
                   {"filename": "a\\b.tfrecord"}, {"filename": ".."}, {"records": -1},
                   {"bytes": True}, {"bytes": 1.5}, {"sha256": None}, {"dali_index": "../i"},
                   {"rejected": [["a.jpg", "why"]]}, {"rejected": "x"},
                   {"objects": {"cat": "2"}}, {"objects": {"cat": -1}}, {"objects": [1]},
                   {"dropped": {"cut away": 1.5}}, {"dropped": None}):
        assert not shard_entry_ok(dict(good, **change)), change
    assert shard_entry_ok(dict(good, objects={"cat": 2, "dog": 0}, dropped={"cut away": 1}))
    # a GZIP/ZLIB shard has no DALI index: the engine journals "" (it was read as damaged,
    # so --resume of a compressed run kept none of its shards and the offer counted none)
    assert shard_entry_ok(dict(good, filename="data-train-00000-of-00001.tfrecord.gz",
                               dali_index=""))


def test_a_shard_entry_with_damaged_object_counts_is_converted_again(interrupted, tmp_path):
    out = _copy(interrupted, tmp_path)
    _edit_journal(out, lambda lines: lines[1].update(objects={"cat": "2"}))
    rc, events, err = _resume(interrupted, out)
    assert rc == 0 and "Traceback" not in err, err
    summary = next(e for e in events if e["type"] == "run_finished")["summary"]
    assert summary["kept"] == 0
    assert run_cli("verify", str(out))[0] == 0


@pytest.mark.parametrize("damage", ['{"kind": "shard", "filen', '[1, 2]', 'null'])
def test_the_journals_readers_stop_at_the_same_damaged_line(tmp_path, damage):
    """read_journal (the shards --resume keeps) and read_partials (the unfinished shards a
    cancel kept) trust a journal up to its first damaged line, and nothing after it: a
    line cut by a crash, or one that is not an object."""
    from engine.output_state import read_journal, read_partials
    shard = {"kind": "shard", "filename": "train-00000-of-00002.tfrecord", "split": "train",
             "index": 0, "records": 3, "bytes": 120, "sha256": "0" * 64}
    partial = {"kind": "partial", "filename": "train-00001-of-00002.tfrecord",
               "temp": ".train-00001-of-00002.tfrecord.partial"}
    later = [dict(shard, filename="train-00001-of-00002.tfrecord", index=1),
             dict(partial, filename="train-00000-of-00002.tfrecord",
                  temp=".train-00000-of-00002.tfrecord.partial")]
    path = tmp_path / JOURNAL
    path.write_text("".join(json.dumps(e) + "\n" for e in [{"kind": "header"}, shard, partial])
                    + damage + "\n" + "".join(json.dumps(e) + "\n" for e in later),
                    encoding="utf-8")
    header, shards = read_journal(str(path))
    assert header == {"kind": "header"}
    assert shard_entry_ok(shard) and list(shards) == [shard["filename"]]
    assert list(read_partials(str(path))) == [partial["filename"]]


def test_resume_reads_the_manifest_as_the_windows_check_does(tmp_path, monkeypatch):
    """--resume read the manifest with its own reader, without the size limit the window's
    reading of the folder (engine.output_state) keeps: a manifest the window called huge
    (and not ours) was loaded whole by --resume. One reader now, one answer."""
    from engine import json_limit, output_state
    from engine.run import resume
    (tmp_path / MANIFEST).write_text(json.dumps({"plan": {"records_per_shard": 7}}),
                                     encoding="utf-8")
    assert resume.recorded_plan(str(tmp_path)) == {"records_per_shard": 7}
    monkeypatch.setattr(json_limit, "MAX_JSON", 10)   # (a file larger than the limit)
    assert output_state.read_our_manifest(str(tmp_path / MANIFEST)) is None
    assert resume.recorded_plan(str(tmp_path)) is None
