"""`inspect` tells an unfinished dataset from a finished one (engine.commands
.inspect_unfinished): a cancelled or crashed run's folder, or a copy with "-of-N" shards
missing, is said first as a problem, carried in --json as `unfinished`, and exits 7, even
though every record of the files that are there is sound. A walk's cancelled run (1 shard
of 12) read "every record is intact" and nothing else."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys

import pytest

from engine import protocol
from engine.reason_codes import describe, render
from tests.engine import imagefactory as F
from tests.engine.interrupted import FOUR_SHARDS, bmp_dataset, interrupted_after

ROOT = F.ROOT


def _inspect(*args: str) -> tuple[int, str, str]:
    """`python -m engine inspect ARGS` run as a user runs it: (exit code, stdout, stderr)."""
    p = subprocess.run([sys.executable, "-m", "engine", "inspect", *map(str, args)],
                       cwd=ROOT, capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    return p.returncode, p.stdout, p.stderr


def _json(folder) -> tuple[int, dict]:
    code, out, err = _inspect(folder, "--json", "--samples", "0")
    return code, json.loads(out)


@pytest.fixture(scope="module")
def src(tmp_path_factory):
    return bmp_dataset(tmp_path_factory.mktemp("unfinished") / "src")


def test_a_crashed_runs_folder_is_said_unfinished_first_with_the_journals_counts(src, tmp_path):
    out = tmp_path / "out"
    entries = interrupted_after(src, out, 1)
    code, report = _json(out)
    assert code == protocol.EXIT_VERIFY_FAILED   # not 0: a script would hand it on
    assert report["exit_code"] == code
    assert report["summary"]["failed"] == 0      # the records there are all sound...
    (u,) = report["unfinished"]                  # ...and the dataset is not finished
    assert u["folder"] == str(out) and u["run"] == "stopped"
    assert (u["shards"], u["shards_planned"]) == (1, 4)
    assert (u["records"], u["planned"]) == (entries[0]["records"], 9)
    assert u["missing"] == [f"data-train-{i:05d}-of-00004.tfrecord" for i in (1, 2, 3)]
    assert u["missing_count"] == 3
    code_, params = u["reason_code"]
    assert code_ == "inspect.unfinished_stopped" and render(code_, params) == u["message"]
    assert u["message"].startswith("This dataset is not finished: the run stopped")
    assert "1 of 4 shards" in u["message"] and f"({entries[0]['records']} of 9 images)" \
        in u["message"]
    assert u["missing_said"]["reason_code"][0] == "inspect.unfinished_missing"

    # the readable report says it before anything about the files, and on stderr
    code, text, err = _inspect(out, "--samples", "0")
    assert code == protocol.EXIT_VERIFY_FAILED
    assert text.splitlines()[:2] == [str(out), "  PROBLEM: " + u["message"]]
    assert "not in this folder: data-train-00003-of-00004.tfrecord" in text
    assert text.index("PROBLEM") < text.index("check        OK")
    assert f"inspect: {out}: This dataset is not finished" in err


def test_a_cancelled_runs_folder_is_said_cancelled(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(119):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(160, 160, i), "JPEG"))
    # the 120th, last with --no-shuffle, never decodes: the run cannot end before the
    # cancel at its first shard lands (it ended 0.1 s after it, before a late cancel)
    F.write(src / "b" / "zzz_HANGME.jpg", F.encode(F.noise(160, 160, 7), "JPEG"))
    code, eng = F.cancel_when(F.engine_argv(src, out, "--workers", "1", "--shards", "12",
                                            "--size", "64", "--no-shuffle"),
                              lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()[-2000:]
    kept = F.shard_names(out)
    assert kept
    code, report = _json(out)
    assert code == protocol.EXIT_VERIFY_FAILED
    (u,) = report["unfinished"]
    assert u["run"] == "cancelled" and (u["shards"], u["shards_planned"]) == (len(kept), 12)
    assert u["planned"] == 120 and u["records"] == report["summary"]["records"]
    every = [f"data-train-{i:05d}-of-00012.tfrecord" for i in range(12)]
    assert u["missing"] == [n for n in every if n not in kept]
    assert u["reason_code"][0] == "inspect.unfinished_cancelled"
    assert f"cancelled after {len(kept)} of 12 shards ({u['records']} of 120 images)" \
        in u["message"]
    # a file of it given alone: the folder's run is still said
    code, report = _json(out / kept[0])
    assert code == protocol.EXIT_VERIFY_FAILED and report["unfinished"][0]["run"] == "cancelled"


def test_a_finished_dataset_is_not_said_unfinished_and_a_partial_copy_is(src, tmp_path):
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS))
    assert code == protocol.EXIT_OK, err
    code, report = _json(out)
    assert (code, report["unfinished"], report["exit_code"]) == (protocol.EXIT_OK, [], 0)

    # two of the four shards copied elsewhere, without the manifest: the names say 4
    copy = tmp_path / "copy"
    copy.mkdir()
    for i in (0, 2):
        shutil.copy(out / f"data-train-{i:05d}-of-00004.tfrecord", copy)
    code, report = _json(copy)
    assert code == protocol.EXIT_VERIFY_FAILED and report["summary"]["failed"] == 0
    (u,) = report["unfinished"]
    assert u["run"] == "names" and (u["shards"], u["shards_planned"]) == (2, 4)
    assert u["records"] is None and u["planned"] is None
    assert u["missing"] == ["data-train-00001-of-00004.tfrecord",
                            "data-train-00003-of-00004.tfrecord"]
    assert u["message"] == ("This dataset is not complete: its file names say 4 shards "
                            "(data-train-*-of-00004.tfrecord), and 2 of them are not in this "
                            "folder")
    assert u["reason_code"] == ["inspect.unfinished_names", {
        "total": "4", "pattern": "data-train-*-of-00004.tfrecord", "m": "2"}]
    # one file given by name is what was asked for: its siblings are not looked for
    code, report = _json(copy / "data-train-00000-of-00004.tfrecord")
    assert (code, report["unfinished"]) == (protocol.EXIT_OK, [])
    # all four there: complete by its names
    for i in (1, 3):
        shutil.copy(out / f"data-train-{i:05d}-of-00004.tfrecord", copy)
    code, report = _json(copy)
    assert (code, report["unfinished"]) == (protocol.EXIT_OK, [])


def test_one_missing_shard_and_a_damaged_file_keep_their_own_words_and_code(src, tmp_path):
    copy = tmp_path / "copy"
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS))
    assert code == protocol.EXIT_OK, err
    shutil.copytree(out, copy, ignore=shutil.ignore_patterns("tfrecord_studio.json", ".*"))
    os.remove(copy / "data-train-00002-of-00004.tfrecord")
    code, report = _json(copy)
    (u,) = report["unfinished"]
    assert u["message"].endswith("and 1 of them is not in this folder")
    assert u["missing_said"]["message"] == \
        "1 shard is not in this folder: data-train-00002-of-00004.tfrecord"
    assert u["missing_said"]["reason_code"][0] == "inspect.unfinished_missing"
    # a path that does not exist keeps its exit code (3): unfinished does not hide it
    code, _, _ = _inspect(copy, tmp_path / "nowhere", "--json")
    assert code == protocol.EXIT_BAD_SOURCE


def test_a_run_cancelled_after_its_last_shard_is_said_all_written_yet_unfinished(src, tmp_path):
    # a cancel that lands after the last shard, before the run marked its dataset finished:
    # "cancelled after 4 of 4 shards" read as if nothing were missing, and so it is not:
    # what is missing is the finish (Resume writes it)
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS))
    assert code == protocol.EXIT_OK, err
    manifest = out / "tfrecord_studio.json"
    m = json.loads(manifest.read_text())
    manifest.write_text(json.dumps(dict(m, status="cancelled")))
    code, report = _json(out)
    assert code == protocol.EXIT_VERIFY_FAILED
    (u,) = report["unfinished"]
    assert (u["run"], u["shards"], u["shards_planned"], u["missing"]) == ("cancelled", 4, 4, [])
    assert u["message"] == ("This dataset is not finished: every shard is written (4 shards), "
                            "but the run ended before it recorded the dataset as finished. "
                            "Finish it: run the same convert command again with --resume")
    assert u["reason_code"] == ["inspect.unfinished_written", {"total": "4"}]
    assert u["missing_said"] is None


def test_a_replace_killed_part_way_is_unfinished_to_inspect_and_to_verify(src, tmp_path):
    # a finished dataset, and the journal of a later run with other options (a Replace
    # killed before it deleted anything): inspect said it unfinished, verify said OK
    from engine.commands.verify import verify_dataset
    from engine.output_state import JOURNAL
    out, other = tmp_path / "out", tmp_path / "other"
    code, _, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS))
    assert code == protocol.EXIT_OK, err
    assert verify_dataset(str(out)).ok
    interrupted_after(src, other, 1)
    header = (other / JOURNAL).read_text().splitlines()[0]
    (out / JOURNAL).write_text(header + "\n")
    result = verify_dataset(str(out))
    assert not result.ok
    assert result.problems[0] == (
        f"a later run into {out} did not finish: it was replacing this dataset (its journal "
        "is there); run convert again with --resume to finish it")
    assert describe(result.problems[0])[0] == "verify.later_run"   # (the window's words)
    code, report = _json(out)
    assert code == protocol.EXIT_VERIFY_FAILED and report["unfinished"][0]["run"] == "stopped"

    # the journal its own run left, killed between its manifest and deleting the journal:
    # finished all the same, to both
    (out / JOURNAL).unlink()
    m = json.loads((out / "tfrecord_studio.json").read_text())
    (out / JOURNAL).write_text(json.dumps({"kind": "header", "fingerprint": m["fingerprint"],
                                           "planned_shards": 4, "planned_records": 9}) + "\n")
    os.utime(out / JOURNAL, ns=(1, 1))   # written before the manifest, as a run writes it
    assert verify_dataset(str(out)).ok
    code, report = _json(out)
    assert (code, report["unfinished"]) == (protocol.EXIT_OK, [])


def test_a_run_cancelled_in_its_first_shard_counts_what_it_kept(tmp_path):
    # a walk: "cancelled after 0 of 1 shard (0 of 308 images)" with 63 images kept in the
    # .partial, then "no TFRecord files found in this folder" as a second problem, the
    # reading code offered, and exit 3
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(39):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(64, 64, i), "JPEG"))
    F.write(src / "b" / "zzz_HANGME.jpg", F.encode(F.noise(64, 64, 7), "JPEG"))  # never ends
    code, eng = F.cancel_when(F.engine_argv(src, out, "--workers", "1", "--shards", "1",
                                            "--size", "16", "--no-shuffle"),
                              lambda e: e["type"] == "batch_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()[-2000:]
    assert not F.shard_names(out)
    (summary,) = [e["summary"] for e in eng.events if e["type"] == "run_finished"]
    kept = summary["unfinished"]
    assert kept > 0

    code, report = _json(out)
    assert code == protocol.EXIT_VERIFY_FAILED and report["exit_code"] == code
    assert report["problems"] == []    # not "no TFRecord files" beside the unfinished run
    (u,) = report["unfinished"]
    assert (u["shards"], u["records"], u["unfinished_records"]) == (0, 0, kept)
    assert u["kept_said"]["reason_code"] == ["inspect.unfinished_kept",
                                             {"n": str(kept), "m": "1"}]
    assert render(*u["kept_said"]["reason_code"]) == u["kept_said"]["message"]

    code, text, err = _inspect(out)
    assert code == protocol.EXIT_VERIFY_FAILED
    assert text.splitlines()[:2] == [str(out), "  PROBLEM: " + u["message"]]
    assert f"  {kept} more images are kept for --resume in 1 unfinished shard" in text
    assert "no TFRecord files" not in text + err
    assert "--how-to-load" not in text          # nothing would load: no complete shard
    assert "Checked 0 files" not in text


def test_the_kept_images_are_counted_in_the_shards_that_hold_them(src, tmp_path):
    # a stale partial line (its shard finished later, whole, and its .partial is still
    # there) is not one of the unfinished shards: both counts come from the same rule as
    # the Resume offer's (engine.output_kind), not "3 images ... in 2 unfinished shards"
    from engine.commands.inspect_unfinished import unfinished_folders
    from engine.output_state import JOURNAL
    out = tmp_path / "out"
    entries = interrupted_after(src, out, 2)
    done, unfinished = entries[0]["filename"], "data-train-00002-of-00004.tfrecord"
    with open(out / JOURNAL, "a", encoding="utf-8") as f:
        for name, records in ((done, 1), (unfinished, 3)):
            (out / f".{name}.1.partial").write_bytes(b"x")
            f.write(json.dumps({"kind": "partial", "filename": name, "records": records,
                                "rejected": [], "temp": f".{name}.1.partial"}) + "\n")
    (u,) = unfinished_folders([str(out)], [])
    assert u["unfinished_records"] == 3
    assert u["kept_said"]["reason_code"] == ["inspect.unfinished_kept", {"n": "3", "m": "1"}]


def test_a_killed_runs_partial_shard_is_counted_as_resume_may_keep_it(src, tmp_path):
    # a kill (or a write error) journals nothing of the shard it stopped: its .partial
    # file's whole records are said as the Resume offer counts them (unfinished_records)
    from engine.records.tfrecord import frame
    out = tmp_path / "out"
    interrupted_after(src, out, 1)
    for p in out.glob(".*.partial"):
        p.unlink()   # (where the kill left the next shard: written afresh below)
    name = "data-train-00002-of-00004.tfrecord"
    (out / f".{name}.0a1b.partial").write_bytes(
        b"".join(frame(bytes([i]) * 50) for i in range(3)) + frame(b"cut")[:7])
    code, report = _json(out)
    assert code == protocol.EXIT_VERIFY_FAILED
    (u,) = report["unfinished"]
    assert (u["unfinished_records"], u["partial_records"]) == (0, 3)
    assert u["kept_said"]["reason_code"] == ["inspect.unfinished_partial", {"n": "3", "m": "1"}]
    assert render(*u["kept_said"]["reason_code"]) == u["kept_said"]["message"] == (
        "3 more images are in 1 unfinished shard (a hidden .partial file, not read here): "
        "--resume keeps those that read back whole")


@pytest.mark.parametrize("finished", [True, False])
def test_a_file_that_cannot_be_read_exits_3_in_an_unfinished_folder_too(
        src, tmp_path, monkeypatch, capsys, finished):
    # a shard that cannot be opened (its permissions) is "the source could not be read"
    # (3), as a folder that cannot be read is; the unfinished folder's 7 hid it, as it
    # takes over a 3 that says only that the folder has no shard yet
    from engine.commands import inspect as ins
    from tests.engine.tfrecord_files import run_inspect
    out = tmp_path / "out"
    if finished:
        code, _, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS))
        assert code == protocol.EXIT_OK, err
    else:
        interrupted_after(src, out, 1)
    shard = F.shard_names(out)[0]
    real = ins.resolve_compression

    def refused(path, compression):
        if os.path.basename(path) == shard:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
        return real(path, compression)
    monkeypatch.setattr(ins, "resolve_compression", refused)
    assert run_inspect(str(out), "--samples", "0") == protocol.EXIT_BAD_SOURCE
    err = capsys.readouterr().err
    assert f"{shard}: cannot read the file ({os.strerror(errno.EACCES)})" in err
    assert ("This dataset is not finished" in err) is not finished
