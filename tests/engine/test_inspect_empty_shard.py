"""A shard all of whose images failed to convert (--shards close to a split's images): the
converter writes it (every "-of-N" name a reader globs exists) with 0 records in the
manifest, says so in its summary, and `inspect` agrees: a note, not a problem. An empty
file the manifest lists with records, or does not list, stays a problem (the real engine
on small generated images)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from engine.commands import inspect as ins
from engine.commands.inspect_dataset import expect_listed, read_dataset
from engine.protocol import EXIT_OK, EXIT_VERIFY_FAILED
from engine.reason_codes import describe
from tests.engine import imagefactory as F

NOTE = "inspect.listed_empty"


@pytest.fixture(scope="module")
def converted(tmp_path_factory):
    """(output folder, run_finished summary) of 3 images, one broken, in 3 shards."""
    root = tmp_path_factory.mktemp("empty_shard")
    src = root / "src"
    for i in range(2):
        F.write(src / "a" / f"{i}.jpg", F.encode(F.noise(48, 48, i), "JPEG"))
    F.write(src / "a" / "2.jpg", F.jpeg_truncated_with_eoi())   # fails while converting
    out = root / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--size", "32", "--shards", 3,
                                                   "--split", "train=1", "--workers", "1"))
    assert code == 0, err
    (done,) = F.types(events, "run_finished")
    return out, done["summary"]


def _empty_listed(out) -> list[str]:
    shards = F.manifest(out)["splits"]["train"]["shards"]
    assert len(shards) == 3
    return [s["filename"] for s in shards if s["records"] == 0]


def _inspect(path) -> ins.InspectReport:
    """As `inspect PATH` reads it: with what the manifest lists for each file."""
    report = ins.inspect_paths([str(path)])
    ours = read_dataset([str(path)])
    assert ours is not None
    expect_listed(report, ours[0]["folder"], ours[1])
    return report


def test_the_run_writes_the_empty_shard_and_says_it_holds_no_image(converted):
    out, summary = converted
    (empty,) = _empty_listed(out)
    assert os.path.getsize(out / empty) == 0 and os.path.getsize(out / f"{empty}.idx") == 0
    assert (summary["shards"], summary["empty_shards"], summary["written"],
            summary["failed"]) == (3, 1, 2, 1)
    # the text line says it too
    p = subprocess.run([F.PYTHON, "-m", "engine", "convert", str(out.parent / "src"),
                          "--out", str(out.parent / "text"), "--events", "text", "--size",
                          "32", "--shards", "3", "--split", "train=1", "--workers", "1"],
                         cwd=F.ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "3 shards (1 of them holds no image: all its images failed)" in p.stdout + p.stderr


def test_inspect_reads_a_listed_empty_shard_as_sound_with_a_note(converted):
    out, _ = converted
    (empty,) = _empty_listed(out)
    report = _inspect(out)
    assert report.exit_code == EXIT_OK
    by_name = {os.path.basename(f.path): f for f in report.files}
    f = by_name[empty]
    assert f.ok and f.listed_empty and f.records == 0
    assert [describe(n)[0] for n in f.notes()] == [NOTE]
    assert not any(g.listed_empty for n, g in by_name.items() if n != empty)
    doc = report.to_dict()
    entry = next(d for d in doc["files"] if d["path"].endswith(empty))
    assert entry["ok"] and entry["listed_empty"] and entry["error"] is None
    assert [n["reason_code"][0] for n in entry["notes"]] == [NOTE]
    assert doc["summary"]["failed"] == 0


def test_the_command_line_agrees(converted):
    out, _ = converted
    (empty,) = _empty_listed(out)
    p = subprocess.run([F.PYTHON, "-m", "engine", "inspect", str(out / empty)], cwd=F.ROOT,
                         capture_output=True, text=True, timeout=60)
    assert p.returncode == EXIT_OK, p.stderr
    assert "OK: no records, as the manifest lists" in p.stdout
    assert p.stderr == ""


def test_an_empty_file_the_manifest_lists_with_records_stays_a_problem(converted, tmp_path):
    out, _ = converted
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    full = next(s["filename"] for s in F.manifest(copy)["splits"]["train"]["shards"]
                if s["records"])
    (copy / full).write_bytes(b"")
    report = _inspect(copy)
    assert report.exit_code == EXIT_VERIFY_FAILED
    f = next(f for f in report.files if f.path.endswith(full))
    assert not f.ok and f.error.kind == "empty" and not f.listed_empty and f.notes() == []


def test_an_empty_file_the_manifest_does_not_list_stays_a_problem(converted, tmp_path):
    out, _ = converted
    (empty,) = _empty_listed(out)
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    m = F.manifest(copy)
    m["splits"]["train"]["shards"] = [s for s in m["splits"]["train"]["shards"]
                                      if s["filename"] != empty]
    manifest = next(p for p in copy.iterdir() if p.name == "tfrecord_studio.json")
    manifest.write_text(json.dumps(m))
    report = _inspect(copy)
    f = next(f for f in report.files if f.path.endswith(empty))
    assert not f.ok and f.error.kind == "empty" and not f.listed_empty
    assert report.exit_code == EXIT_VERIFY_FAILED
    # and the file alone, with no manifest beside it
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copy(out / empty, alone / empty)
    r = ins.inspect_paths([str(alone)])
    assert r.exit_code == EXIT_VERIFY_FAILED and r.files[0].error.kind == "empty"
