"""--resume refused for other options names each option that differs with both values,
and gives the command that finishes the run with its own (engine.resume_options); with the
same options it says the input files differ."""

from __future__ import annotations

import os
import shlex
import sys

import pytest

from engine import protocol, resume_options
from engine.commands.cli import build_parser, config_from_args
from engine.errors import RunError
from engine.reason_codes import render
from tests.engine import imagefactory as F
from tests.engine.interrupted import BMP_OPTS, bmp_dataset, interrupted


def _options(*argv: str) -> dict:
    args = build_parser().parse_args(["convert", "src", "--out", "out", *argv])
    return config_from_args(args).output_options()


@pytest.mark.parametrize("argv", [
    (),
    ("--size", "320x240", "--resize", "fit", "--format", "png", "--quality", "80"),
    ("--channels", "1", "--background", "black", "--bit-depth", "12", "--exact",
     "--decoder", "pillow",
     "--max-pixels", "5000", "--max-file-size", "2G", "--accept-damaged"),
    ("--split", "train=0.8,val=0.1,test=0.1", "--no-shuffle", "--seed", "7",
     "--shards", "3", "--compression", "gzip", "--keep-absolute-paths", "--prefix", "x"),
    ("--shard-size", "0.5", "--task", "detection", "--masks", "--skip-unannotated",
     "--resize", "none", "--size", "64"),
])
def test_the_recorded_options_written_as_arguments_give_the_same_options(argv):
    recorded = _options(*argv)
    assert _options(*resume_options.args(recorded)) == recorded
    assert resume_options.differences(recorded, _options(*resume_options.args(recorded))) == []


def test_a_decoder_taken_from_the_environment_is_named(monkeypatch):
    """A run whose decoder came from TFRS_DECODER (the window's engine inherits it): the
    command that finishes it names the path, as it is pasted where the variable may not
    be set (it was left out as this process's default, and refused again there)."""
    monkeypatch.setenv("TFRS_DECODER", "pillow")
    recorded = _options()
    assert resume_options.args(recorded) == ["--decoder", "pillow"]
    monkeypatch.delenv("TFRS_DECODER")
    assert _options(*resume_options.args(recorded)) == recorded


def test_each_option_that_differs_is_named_with_both_values():
    theirs = _options("--split", "train=0.9,val=0.1", "--exact")
    ours = _options("--size", "128", "--shards", "2", "--no-shuffle")
    assert resume_options.differences(theirs, ours) == [
        ("--size", "224", "128"), ("--exact", "on", "off"),
        ("--split", "train=0.9,val=0.1", "train=1"), ("--shuffle", "on", "off"),
        ("--shard-size", "128 MiB", "(not given)"), ("--shards", "(not given)", "2")]


def test_an_interrupted_run_refused_for_another_size_names_it_and_the_command_that_finishes_it(
        tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    options = [*BMP_OPTS]
    options[options.index("--size") + 1] = "8"
    code, events, err = F.run_engine(F.engine_argv(src, out, *options, "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.options_named", failed
    assert "--size: the run used 16, now 8" in failed["message"], failed
    assert render(failed["code"], failed["params"]) == failed["message"]
    command = shlex.split(failed["params"]["command"])
    assert command[-1] == "--resume" and "--size" in command and "16" in command
    assert "--workers" not in command      # (not an output option)
    # the command given finishes the run (its program as started: python -m engine here)
    assert command[:3] == ["python", "-m", "engine"], command
    code, events, err = F.run_engine([sys.executable, *command[1:], "--events", "jsonl"])
    assert code == protocol.EXIT_OK, err
    assert [e for e in events if e["type"] == "run_finished"]


def test_a_finished_dataset_refused_for_another_seed_names_it(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    assert code == protocol.EXIT_OK, err
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--seed", "3",
                                                   "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.dataset_options_named", failed
    assert "--seed: the run used 0, now 3" in failed["message"], failed


def test_the_same_options_with_other_inputs_say_the_input_files_differ(tmp_path):
    from engine.run.resume import resumable_entries
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    os.remove(out / ".tfrecord-studio-planned.jsonl.gz")   # (no plan to name the images)
    from engine.run import journal
    header, _ = journal.Journal(str(out)).read()
    assert header is not None
    with pytest.raises(RunError) as refused:
        resumable_entries(str(out), "another", [], None, "", header["options"])
    assert refused.value.code == "resume.inputs_differ", refused.value
    assert "the options are the same" in str(refused.value)
