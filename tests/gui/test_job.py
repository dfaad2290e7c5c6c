"""Job data: engine argv, validation, Save/Load JSON, the reproducible command line."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from gui.job import Job, JobFileError
from gui.job_rules import normalise_split, parse_size, parse_split, validate


def test_default_argv_matches_the_engine_cli():
    job = Job(source="/data/in", out="/data/out")
    assert job.convert_args() == [
        "convert", "/data/in", "--out", "/data/out", "--size", "224", "--resize", "stretch",
        "--format", "jpeg", "--quality", "95", "--channels", "3", "--workers", "auto",
        "--priority", "low", "--shard-size", "128", "--compression", "none",
        "--shuffle", "--seed", "0",
        "--events", "jsonl"]
    assert job.verify_args() == ["verify", "/data/out", "--events", "jsonl"]


def test_argv_for_every_option():
    job = Job(source="s", out="o", size="original", format="png", channels=1, workers=3,
              shard_mb=64, compression="gzip", split="train = 0.8, val=0.2", shuffle=False,
              seed=7, prefix="flowers", overwrite=True)
    a = job.convert_args()
    assert "--size" not in a and a[a.index("--resize") + 1] == "none"
    assert "--quality" not in a  # only meaningful for JPEG
    assert a[a.index("--workers") + 1] == "3"
    assert a[a.index("--priority") + 1] == "low", "the window's workers yield to the window"
    t = job.tune_args(2, 1)
    assert t[t.index("--priority") + 1] == "low", "tune measures at the priority runs use"
    assert a[a.index("--split") + 1] == "train=0.8,val=0.2"
    assert "--no-shuffle" in a and a[a.index("--seed") + 1] == "7"
    assert a[a.index("--prefix") + 1] == "flowers" and "--overwrite" in a
    assert a[a.index("--compression") + 1] == "gzip"


def test_command_line_round_trips_through_the_shell():
    job = Job(source="/my data/in", out="/tmp/o u t")
    line = job.command_line(["python3", "-m", "engine"])
    argv = shlex.split(line)
    assert argv[:3] == ["python3", "-m", "engine"]
    assert argv[3:6] == ["convert", "/my data/in", "--out"]
    assert argv[argv.index("--events") + 1] == "text"


def test_json_round_trip_and_rejects_other_files():
    job = Job(source="/a", out="/b", size="320x240", workers=2, split="train=1", verify=False)
    assert Job.from_json(job.to_json()) == job
    with pytest.raises(ValueError):
        Job.from_json("[1, 2]")
    with pytest.raises(ValueError):
        Job.from_json("{not json")
    with pytest.raises(ValueError):
        Job.from_json('{"kind": "tfrecord-studio-job", "workers": "many"}')
    # unknown keys are ignored, missing keys take defaults (older/newer job files)
    j = Job.from_json('{"kind": "tfrecord-studio-job", "out": "/x", "future": 1}')
    assert j.out == "/x" and j.size == "224"


def test_a_job_file_cut_short_is_told_from_a_file_that_is_not_one():
    """A job file whose start says it is ours but whose end is missing (a full disk, a copy
    stopped halfway) was "not a TFRecord Studio job file"."""
    for text, kind in ((Job().to_json()[:80], "damaged"),
                       ('{"schema": 1, "kind": "tfrecord-studio-job", "size": 22', "damaged"),
                       ('{"kind": "something-else", "size": 22', "not_json"),
                       ("not json", "not_json")):
        with pytest.raises(JobFileError) as e:
            Job.from_json(text)
        assert e.value.kind == kind, text


def test_size_and_split_parsing():
    assert parse_size("224") == (224, 224)
    assert parse_size(" 320 x 240 ") == (320, 240)
    assert parse_size("0") is None and parse_size("abc") is None
    assert parse_split("") == {}
    assert parse_split("train=0.9,val=0.1") == {"train": 0.9, "val": 0.1}
    assert normalise_split(" train=0.70 , test=0.3 ") == "train=0.7,test=0.3"
    assert parse_split("train") == {"train": 1.0}   # as the engine reads it
    for bad in ("train=0.5", "train=x,val=1", "a=0.5,a=0.5", "t r=1", "train=1.5"):
        with pytest.raises(ValueError):
            parse_split(bad)


def test_validation_explains_each_problem(src, tmp_path):
    ok = Job(source=str(src), out=str(tmp_path / "out"))
    assert validate(ok) == {}
    assert set(validate(Job())) >= {"source", "out"}
    assert "source" in validate(Job(source=str(tmp_path / "missing"), out=str(tmp_path / "o")))
    notes = tmp_path / "notes.md"   # (a .txt may be a table: the scan says if it is not)
    notes.write_text("x")
    assert "source" in validate(Job(source=str(notes), out=str(tmp_path / "o")))

    full = tmp_path / "full"
    full.mkdir()
    (full / "x").write_text("x")
    e = validate(Job(source=str(src), out=str(full)))
    assert "not empty" in e["out"]
    assert validate(Job(source=str(src), out=str(full), overwrite=True)) == {}
    assert "inside" in validate(Job(source=str(src), out=str(src / "out")))["out"]

    assert "size" in validate(Job(source=str(src), out=str(tmp_path / "o"), size="12x"))
    assert "size" in validate(Job(source=str(src), out=str(tmp_path / "o"), size="20000"))
    assert "split" in validate(Job(source=str(src), out=str(tmp_path / "o"), split="train=0.5"))
    assert "format" in validate(Job(source=str(src), out=str(tmp_path / "o"),
                                    size="original", format="raw"))
    assert "prefix" in validate(Job(source=str(src), out=str(tmp_path / "o"), prefix="a/b"))


def test_relative_paths_are_resolved_against_the_current_folder(tmp_path, monkeypatch):
    # The engine runs in a folder of its choosing; it must get the files the user meant.
    monkeypatch.chdir(tmp_path)
    job = Job(source="photos", out="../dataset")
    a = job.convert_args()
    assert a[1] == str(tmp_path / "photos")
    assert a[a.index("--out") + 1] == str(tmp_path.parent / "dataset")
    assert job.verify_args()[1] == str(tmp_path.parent / "dataset")
    assert job.tune_args(2, 1)[1] == str(tmp_path / "photos")
    assert Job(source="~/x", out="o").convert_args()[1] == str(Path.home() / "x")
    assert job.source == "photos"  # the form keeps what the user typed


def _engine(*args: str):
    """`python -m engine ARGS`, as a person at a terminal runs it: (exit code, the events
    on stdout, stderr)."""
    import json
    import os
    import subprocess
    import sys

    from studio_fixtures import ROOT
    proc = subprocess.run([sys.executable, "-m", "engine", *args],
                          capture_output=True, text=True, timeout=300, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    events = [json.loads(ln) for ln in proc.stdout.splitlines() if ln.startswith("{")]
    return proc.returncode, events, proc.stderr


def test_the_engine_given_a_saved_job_says_what_it_is_and_what_to_do(tmp_path):
    """A job file saved with File → Save job, given to the command line as the source:
    it said "line 1: only one column; needed: path,label[,split]" (read as a table). It
    says it is a job file, to open it in the window, and the source to give instead;
    following that advice converts."""
    from studio_fixtures import make_dataset

    from engine import protocol
    from engine.reason_codes import describe
    src = make_dataset(tmp_path / "images", per_class=2)
    job = tmp_path / "my job.json"
    job.write_text(Job(source=str(src), out=str(tmp_path / "o"), size="32").to_json(),
                   encoding="utf-8")
    out = tmp_path / "out"
    for command in (["convert", str(job), "--out", str(out), "--events", "jsonl"],
                    ["scan", str(job)]):
        code, events, err = _engine(*command)
        assert code == protocol.EXIT_BAD_SOURCE, err
        said = (f"{job}: this is a TFRecord Studio job file (File → Save job), not images or a "
                "table. To run it, open it in the window with File → Load job. On the command "
                f"line, give its source instead: {src} (with your options; the job's own are "
                "read only by the window).")
        assert said in err and "column" not in err, err
        if command[0] == "convert":
            failed = next(e for e in events if e["type"] == "run_failed")
            assert (failed["code"], failed["params"]) == (
                "source.job_file_source", {"path": str(job), "source": str(src)})
            assert not out.exists() or not any(out.glob("*.tfrecord"))
    code, _, err = _engine("convert", str(src), "--out", str(out), "--size", "32")
    assert code == protocol.EXIT_OK, err
    # cut short (its source not yet written), saved as .txt: a job file all the same
    cut = tmp_path / "cut.txt"
    cut.write_text(job.read_text(encoding="utf-8")[:60], encoding="utf-8")
    code, _, err = _engine("scan", str(cut))
    assert code == protocol.EXIT_BAD_SOURCE
    (line,) = [ln for ln in err.splitlines() if "job file" in ln]
    assert line.endswith("To run it, open it in the window with File → Load job.")
    assert describe(line.split(": ", 1)[1])[0] == "source.job_file", line


@pytest.mark.parametrize("fmt", ["jpeg", "original"])
def test_copied_command_converts_with_the_windows_decoder(monkeypatch, tmp_path, fmt):
    """The window's engine takes its decoder path from TFRS_DECODER (inherited): the copied
    command, pasted where that variable is not set, must choose the same path (the paths
    store different bytes). At --format original there is none to choose."""
    from engine.commands.cli import build_parser, config_from_args

    (tmp_path / "in").mkdir()
    job = Job(source=str(tmp_path / "in"), out=str(tmp_path / "out"), format=fmt)
    monkeypatch.setenv("TFRS_DECODER", "pillow")
    argv = shlex.split(job.command_line(["python3", "-m", "engine"]))[3:]
    assert ("--decoder" in argv) == (fmt != "original")
    monkeypatch.delenv("TFRS_DECODER")
    cfg = config_from_args(build_parser().parse_args(argv))
    if fmt != "original":
        assert cfg.image.decoder == "pillow"
    # a Resume's carried path is the run's own: not named twice
    carried = Job(source=job.source, out=job.out, carried=("--decoder", "scaled"))
    monkeypatch.setenv("TFRS_DECODER", "pillow")
    assert carried.command_line().count("--decoder") == 1
