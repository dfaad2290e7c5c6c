"""`inspect --json --progress` says how far the reading is, on stderr: a lab's dataset of
many GB takes minutes to read, and the window's Inspect tab said only "Reading every
record…" meanwhile (it looked hung). The lines count the records of all the files so far."""

from __future__ import annotations

import json

from engine.commands.inspect_cli import ProgressLines
from engine.protocol import read_inspect_progress
from engine.protocol_commands import INSPECT_PROGRESS
from engine.records.example import encode_example
from engine.records.tfrecord import frame
from tests.engine.tfrecord_files import run_inspect


def _shard(path, n: int) -> str:
    path.write_bytes(b"".join(frame(encode_example({"label": i % 3})) for i in range(n)))
    return str(path)


def test_the_lines_count_every_file_s_records(capsys):
    say = ProgressLines(["a", "b"], every=0.0)
    for path, records in (("a", 256), ("a", 300), ("b", 256), ("b", 512), ("b", 700)):
        say(path, records, 0)
    lines = capsys.readouterr().err.splitlines()
    assert [read_inspect_progress(line) for line in lines] == [
        (256, 1, 2), (300, 1, 2), (556, 2, 2), (812, 2, 2), (1000, 2, 2)]


def test_the_command_says_its_progress_only_when_asked(tmp_path, capsys):
    a, b = _shard(tmp_path / "a.tfrecord", 300), _shard(tmp_path / "b.tfrecord", 40)
    assert run_inspect("--json", "--samples", "0", "--progress", a, b) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["summary"]["records"] == 340   # (stdout: the document alone)
    said = [read_inspect_progress(line) for line in err.splitlines()]
    assert said and all(said) and said[0] == (256, 1, 2), err
    assert run_inspect("--json", "--samples", "0", a, b) == 0
    assert capsys.readouterr().err == ""


def test_other_lines_are_not_progress():
    assert read_inspect_progress(INSPECT_PROGRESS.format(records=12, file=1, files=3)) == \
        (12, 1, 3)
    for line in ("inspect: /data/a.tfrecord: empty file: no records", "progress: soon", ""):
        assert read_inspect_progress(line) is None
